"""What the network says to a player, in the player's language.

The host names every reason by a catalogue key — a refusal (``net.refused.*``, or the rules'
own ``illegal.*`` and a game's keys, exactly as a local click is refused), why the table
closes (``net.closed.*``), a quick reaction (``net.react.<word>``), a seat's presence on the
plates (``net.presence.<state>``) — and sends English text beside it for logs and tools.  The
client shows the key in its own player's language; a key its catalogue lacks (a newer
host's) or parameters that do not fit the message fall back to the host's text.
"""

from __future__ import annotations

from string import Formatter

from game.i18n import t
from game.net.protocol import Closed, Refused


def said(message: Refused | Closed, lang: str | None = None) -> str:
    """Why the host refused a request or closed the table, in ``lang`` (default: the current
    language)."""
    params = message.params if isinstance(message, Refused) else {}
    try:
        text = t(message.key, lang, **params)
        # without parameters t gives the message as it is: one that wants some cannot be shown
        if text == message.key or (not params and any(name for _, name, _, _ in Formatter().parse(text))):
            return message.text
    except (KeyError, IndexError, ValueError):  # the host's parameters do not fit our message
        return message.text
    return text


def reaction(word: str, lang: str | None = None) -> str:
    """A quick reaction (one of :data:`~game.net.protocol.REACTIONS`) as its sender meant it."""
    return t(f"net.react.{word}", lang)


def presence(state: str, back_in: int = 0, lang: str | None = None) -> str:
    """A seat's presence for its plate (one of :data:`~game.net.protocol.PRESENCE`); an away
    player's with the time left for them to come back (``back_in`` seconds, as m:ss)."""
    return t(f"net.presence.{state}", lang, time=f"{back_in // 60}:{back_in % 60:02d}")


def reconnecting(lang: str | None = None) -> str:
    """What a player whose connection broke is told while the client tries again."""
    return t("net.reconnecting", lang)
