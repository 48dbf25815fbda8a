"""AI agents per variant and level.  Agents receive a seat's view, never the state."""
