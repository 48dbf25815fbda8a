"""Shared helpers for the asset generators in ``tools/`` (paths, palette, drawing, PNG output)."""
