"""The pure rules engine: cards, decks, chips, the round protocol.  Never imports pygame."""
