"""How a table's rules read: an option's value in words, and the rules a table plays that
differ from the game's defaults (the in-game menu lists them, so a player can see what
house rules the table plays).  Pure: no drawing, no pygame-gui."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.protocol import Option
from game.engine.variant import RuleOption, Variant
from game.i18n import has, t


def option_text(variant: str, opt: RuleOption, value: Option) -> str:
    """How a value of ``opt`` reads: its choice label, on/off, or the number itself."""
    key = f"opt.{variant}.{opt.key}.{value}"
    if has(key):
        return t(key)
    if isinstance(value, bool):
        return t("house.on" if value else "house.off")
    return str(value)


def applies(opt: RuleOption, mode: str, players: int) -> bool:
    """Whether ``opt`` matters in ``mode`` at this many players."""
    return (not opt.modes or mode in opt.modes) and (not opt.players or players in opt.players)


def changed_rules(variant: Variant, mode: str, players: int, options: Mapping[str, Option]) -> list[str]:
    """"Rule: value" for every rule that applies and is not at the game's default, in the
    game's order of rules."""
    return [f"{t(f'opt.{variant.key}.{o.key}')}: {option_text(variant.key, o, options[o.key])}"
            for o in variant.options
            if o.key in options and options[o.key] != o.default and applies(o, mode, players)]
