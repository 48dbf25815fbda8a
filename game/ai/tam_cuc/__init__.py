"""Tam Cúc agents: heuristic policies on counts (``policy``), sampled worlds (``world``) and the search."""
