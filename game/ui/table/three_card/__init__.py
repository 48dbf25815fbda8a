"""Ba Cây and Bài Cào on the French felt: their choice (bets, side bets), marks and motion."""
