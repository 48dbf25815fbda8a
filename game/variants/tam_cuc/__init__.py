"""Tam Cúc: groups, the trick rule, one deal's mechanics (``deal``), the round, scoring, views and the variant."""
