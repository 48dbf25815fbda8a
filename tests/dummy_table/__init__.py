"""The high-card game's table (``tests/dummy_variant.py``): the proof that a new game's table is
one folder plus its record.  :mod:`tests.dummy_table.table` declares its kit — the shared oval
places, one button per legal action, the shared beats — and its own painter
(:mod:`tests.dummy_table.painter`)."""
