"""Errors the engine raises.  Every message is meant to be shown to a person."""

from __future__ import annotations


class EngineError(Exception):
    """Base of the engine's own errors."""


class NotationError(EngineError, ValueError):
    """Text that is not a card, piece or hand in the notation of RULES.md §0."""


class IllegalAction(EngineError):
    """An action that the rules do not allow now; the state is left unchanged.

    ``reason`` is a short human-readable sentence (English, for logs and the CLI);
    ``key`` optionally names a message in the UI catalogue so the table can show it
    in the player's language, with ``params`` for its placeholders.
    """

    def __init__(self, reason: str, key: str | None = None, **params: object) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


class InsufficientFunds(IllegalAction):
    """A transfer or bet that the payer could not cover."""


class SaveError(EngineError):
    """A saved round or replay that cannot be read back."""
