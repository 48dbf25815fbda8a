"""Chiếu Bài — a desktop card table for Vietnamese folk card games."""

__version__ = "0.1.0"
