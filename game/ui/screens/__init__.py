"""The screens around the tables: table setup, settings, players and statistics, rules help.

Each is a :class:`~game.ui.screens.form.FormScene` built with pygame-gui, which is imported
only when one of them opens (the main menu does not need it).
"""
