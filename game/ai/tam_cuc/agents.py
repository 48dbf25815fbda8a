"""Tam Cúc agents at three levels; each sees only its seat's view and the legal actions.

* ``easy`` — plausible but naive: leads its lowest piece, puts down a group only when it
  looks strong on its face, chui's unless sure (:mod:`~game.ai.tam_cuc.policy`);
* ``normal`` — a sound heuristic player: keeps its groups and a kết for the end, saves
  strong pieces, and weighs every play by what has been seen (same module);
* ``hard`` — searches deals consistent with its view and with what each player did, each
  opponent played in the style it has shown (:mod:`~game.ai.tam_cuc.search`,
  :mod:`~game.ai.tam_cuc.memory`).

Đi đêm offers and answers are decided in :mod:`~game.ai.tam_cuc.di_dem` at every level.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.ai.base import Agent, AgentFactory, leveled
from game.ai.tam_cuc.di_dem import choose_di_dem
from game.ai.tam_cuc.memory import TamCucMemory
from game.ai.tam_cuc.policy import (
    Obs,
    easy_commit,
    easy_lead,
    easy_reveal,
    normal_commit,
    normal_lead,
    normal_show,
    winning_reveal,
)
from game.ai.tam_cuc.search import SearchBudget, search
from game.ai.tam_cuc.world import obs_from_view, rules_of
from game.engine.events import Event
from game.engine.protocol import Action, TableConfig
from game.variants.tam_cuc.actions import (
    CHUI,
    PASS,
    REVEAL,
    TrinhLang,
    commit_action,
    lead_action,
    trinh_lang_action,
)
from game.variants.tam_cuc.groups import Group
from game.variants.tam_cuc.round import table_rules
from game.variants.tam_cuc.view import TamCucView


class PolicyAgent:
    """Plays a heuristic policy: one function per kind of decision."""

    def __init__(
        self,
        level: str,
        lead: Callable[[Obs], Group],
        commit: Callable[[Obs], tuple[int, ...]],
        reveal: Callable[[Obs, TamCucView], bool],
    ) -> None:
        self.level = level
        self._lead, self._commit, self._reveal = lead, commit, reveal

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "di-dem":
            return choose_di_dem(self.level, view, legal, rng)
        obs = obs_from_view(view, rules_of(view))
        shows = [a.indices for a in legal if isinstance(a, TrinhLang)]
        if view.phase == "reveal":
            action: Action = REVEAL if self._reveal(obs, view) else CHUI
        elif shows:
            action = trinh_lang_action(normal_show(obs, shows))
        elif view.phase == "declare":
            action = PASS
        elif view.phase == "lead":
            action = lead_action(self._lead(obs).indices)
        else:
            action = commit_action(self._commit(obs))
        if action not in legal:
            raise RuntimeError(f"the {self.level} Tam Cúc AI chose an illegal {action}")
        return action


class SearchAgent:
    """The hard level: determinised search with inference, against the styles it has seen
    (reveals need none: turn up exactly when winning)."""

    level = "hard"

    def __init__(self, seat: int, config: TableConfig, budget: SearchBudget | None = None) -> None:
        self.budget = budget or SearchBudget()
        self.memory = TamCucMemory(seat, table_rules(config.n_seats, config.options))  # the table's own rules
        self.last_difficulty = 0.0

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        self.last_difficulty = 0.0
        if len(legal) == 1:
            return legal[0]
        if view.phase == "di-dem":
            return choose_di_dem(self.level, view, legal, rng)
        if view.phase == "reveal":
            return REVEAL if winning_reveal(obs_from_view(view, rules_of(view))) else CHUI
        styles = [self.memory.styles(s) for s in range(view.n_seats)]
        choice = search(view, legal, rng, self.budget, styles)
        self.last_difficulty = choice.difficulty
        return choice.action

    # --- Learner -----------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        self.memory.observe(events)

    def models_to_dict(self) -> dict[str, Any]:
        return {"game": "tam-cuc", "seats": self.memory.to_dict()}

    def load_models(self, data: Mapping[str, Any]) -> None:
        if data.get("game") != "tam-cuc" or not isinstance(data.get("seats"), Mapping):
            raise ValueError("these are not Tam Cúc models")
        self.memory.load(data["seats"])


def _easy_reveal(obs: Obs, view: TamCucView) -> bool:
    return easy_reveal(obs, last_to_reveal=view.order[-1] == view.seat)


def _make(level: str, seat: int, config: TableConfig) -> Agent[TamCucView]:
    if level == "easy":
        return PolicyAgent("easy", easy_lead, easy_commit, _easy_reveal)
    if level == "normal":
        return PolicyAgent("normal", normal_lead, normal_commit, lambda obs, view: winning_reveal(obs))
    return SearchAgent(seat, config)


AGENTS: AgentFactory = leveled(_make)
