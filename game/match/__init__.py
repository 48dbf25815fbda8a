"""The table over many rounds: seats, chips, banker, the turn loop.  Pure Python."""
