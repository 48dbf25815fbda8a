"""The screens around the tables, each opened by name through the app's router
(:mod:`game.ui.routes`): the main menu, table setup, settings, players and statistics, rules
help, and the small ones over a table (the hand-over curtain, a yes/no dialog).

The form screens are built on :class:`~game.ui.screens.form.FormScene` with pygame-gui,
which is imported only when one of them opens (the menu does not need it).  The other
modules hold what they draw or edit: the table plan, the rules page, the hand checker.
"""
