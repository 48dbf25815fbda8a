"""The felt table of the three French-deck games and their control panels."""
