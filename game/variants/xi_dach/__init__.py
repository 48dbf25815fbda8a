"""Xì Dách: hand values (``hand``), the round, exact odds, actions, views and the variant."""
