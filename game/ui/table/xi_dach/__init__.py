"""Xì Dách on the French felt: its choice (bets, draw, stand, the dealer's xét) and marks (odds, outcomes)."""
