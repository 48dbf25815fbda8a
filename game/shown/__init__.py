"""What the table shows: the shown table (what one viewer has seen of a round), the showers
that apply events to it, the words of the story, and the fold that builds it at once.

Pure Python: the table on screen draws only this, the replay and resume paths build it the
same way, and tests build it without a window.  It imports the engine, the games' rules and
the catalogue of strings, never pygame, the match or the UI.
"""
