"""A table from one round to the next: dealing, settling, refills and the round's mode.

:class:`RoundFlow` starts a round (a broke human is asked about a refill first; at a table
that chooses its mode per round, the AI seats vote or the human who picks is asked —
:mod:`~game.ui.table.round_mode`), settles a finished one into the match (chips, banker,
history, statistics; each human's review started), counts down to the next round where the
settings ask it to (``next_round_clock``: the "Ván mới" button says the seconds left; any key
or click stops it, the button starts the round at once) and lets the host switch the mode of
the next rounds.  It reaches the table through :class:`RoundHost`, the few things of the host
it uses.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import has, t
from game.match.match import Match
from game.persist import BestHand
from game.ui.table.controller import TableController
from game.ui.table.mode import TableMode
from game.ui.table.review_view import ReviewOffer
from game.ui.table.round_mode import RoundModePrompt
from game.ui.table.show import TableShow
from game.ui.table.viewer import ViewerPolicy
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App


class RoundHost(Protocol):
    """What of the table host the rounds use."""

    app: App
    match: Match
    controller: TableController
    mode: TableMode | None
    results: dict[str, Any] | None
    show: TableShow

    @property
    def log(self) -> list[str]: ...

    def seat_name(self, seat: int) -> str: ...


    def refresh_buttons(self, *, force: bool = False) -> None: ...

    def autosave(self) -> None: ...

    def to_menu(self) -> None: ...

    def new_round(self) -> None:
        """Start the next round (the game's controls forget the last one's choices first)."""


class RoundFlow:
    def __init__(self, host: RoundHost, viewers: ViewerPolicy, reviews: ReviewOffer) -> None:
        self.host = host
        self.viewers = viewers
        self.reviews = reviews
        self.prompt: RoundModePrompt | None = None  # the next round's mode, being chosen
        self.asking_refill = False
        self.next_at: float | None = None  # when (app time) the next round starts by itself

    def new_round(self) -> None:
        host = self.host
        self.next_at = None
        if host.controller.in_play() or self.prompt is not None:
            return  # (the mode is being chosen: the round starts with the answer)
        match, session = host.match, host.app.session
        short = match.short_of_chips()
        humans_short = [s for s in short if match.seats[s].is_human]
        if humans_short:
            self.offer_refill(humans_short[0])
            return
        for s in short:
            session.refill(match, s)
        host.show.tell_notes()
        host.results = None
        if not self.mode_ready():
            host.show.between()
            return
        host.controller.begin_round(host.mode.seed() if host.mode is not None else None)
        host.autosave()  # a crash now resumes this deal, not a fresh one
        host.refresh_buttons(force=True)

    def finish(self) -> None:
        """The round's every beat has played: settle it into the match (chips, banker,
        history, statistics) and save."""
        host = self.host
        result = host.controller.settle()
        if result is None:
            return
        host.results = {"deltas": list(result.deltas), "fees": result.fees, "summary": dict(result.summary)}
        deltas, bottom = result.deltas, self.viewers.bottom()
        if bottom < len(deltas):
            host.app.sound.play("win" if deltas[bottom] > 0 else "lose" if deltas[bottom] < 0 else "chip")
        best = {s: BestHand(*record) for s, record in host.controller.hand_records().items()}
        host.app.session.record_round(host.match, best)
        self.reviews.start(host.mode is None)  # a guided deal or a replay reviews nothing
        clock = host.app.session.settings.next_round_clock
        if clock and host.mode is None:
            self.next_at = host.app.time + clock
        host.refresh_buttons(force=True)

    def count_down(self) -> bool:
        """The next round starts once its countdown has run out (True while it runs)."""
        if self.next_at is None:
            return False
        if self.prompt is not None or self.host.results is None:
            self.next_at = None
            return False
        if self.host.app.time >= self.next_at:
            self.host.new_round()
            return False
        return True

    def stop_count(self) -> None:
        """A key or a click: the player is looking, the next round waits for them."""
        if self.next_at is not None:
            self.next_at = None
            self.host.refresh_buttons(force=True)

    def _new_round_label(self) -> str:
        if self.next_at is None:
            return t("ui.new_round")
        return t("ui.new_round.in", count=max(1, math.ceil(self.next_at - self.host.app.time)))

    def result_buttons(self, extra: list[Button]) -> list[Button]:
        """The action bar under the round's result: the next round, a change of mode, a review
        (and the game's ``extra``)."""
        host = self.host
        counts = bool(host.app.session.settings.next_round_clock)
        out = [Button(self._new_round_label, host.new_round, pygame.K_SPACE, "Space", primary=True,
                      widest=(lambda: t("ui.new_round.in", count=10)) if counts else None)]
        if self.can_switch_mode():
            out.append(Button(lambda: t("ui.mode.switch"), self.ask_switch_mode, pygame.K_d, "D", size=16))
        if self.reviews.seat() is not None:
            out.append(Button(lambda: t("review.button"), self.reviews.open, pygame.K_n, "N", size=16))
        return [*out, *extra]

    # --- the mode of the next round -----------------------------------------------------------
    def chooser_curtain(self) -> int | None:
        """At a hot-seat table between rounds, the human who picks the next round's mode, if
        they have not taken the screen yet (they do, behind a curtain, before choosing)."""
        host, prompt = self.host, self.prompt
        controller = host.controller
        if (prompt is None or prompt.chooser is None or prompt.afar or not controller.hot_seat
                or controller.state is not None
                or controller.unlocked == prompt.chooser or host.results is not None):
            return None
        return prompt.chooser

    def mode_ready(self) -> bool:
        """Is the next round's mode known?  At a table that chooses it per round, the AI seats
        vote when no human picks; else the prompt asks the human who picks (False meanwhile)."""
        host = self.host
        key = host.match.variant.key
        people = host.mode.people() if host.mode is not None else frozenset[int]()
        if host.controller.vote_mode(people) is not None:
            host.show.tell_notes()
            return True
        chooser = host.controller.mode_chooser(people)
        if chooser is None:
            return True
        question = f"mode.{key}.choose"
        choices = host.match.round_mode_choices()
        afar = chooser in people
        self.prompt = RoundModePrompt(key, choices, t(question) if has(question) else t("ui.mode.choose"), chooser,
                                      host.seat_name(chooser), self._chosen, afar=afar)
        if afar and host.mode is not None:  # their pick comes over the network
            host.mode.ask_mode(chooser, choices, self._chosen)
        host.refresh_buttons(force=True)
        return False

    def _chosen(self, mode: str) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.host.match.choose_round_mode(mode, prompt.chooser)
        self.host.show.tell_notes()
        self.prompt = None
        self.new_round()

    def can_switch_mode(self) -> bool:
        """A table of fixed mode whose game has others may switch between rounds."""
        return len(self.host.match.variant.table_modes) > 1 and self.host.controller.state is None

    def ask_switch_mode(self) -> None:
        """From the result screen: the host picks the mode the next rounds are played in."""
        host = self.host
        key = host.match.variant.key
        first = host.controller.humans[0] if host.controller.humans else None
        others = tuple(m for m in host.match.variant.table_modes if m != host.match.table_mode)

        def switch(mode: str) -> None:
            host.match.switch_mode(mode)
            host.show.tell_notes()
            self.prompt = None
            host.autosave()
            host.refresh_buttons(force=True)

        def cancel() -> None:
            self.prompt = None
            host.refresh_buttons(force=True)

        self.prompt = RoundModePrompt(key, others, t("ui.mode.switch_question"), first,
                                      host.seat_name(first) if first is not None else "", switch, cancel)
        host.refresh_buttons(force=True)

    def short_title(self, seat: int) -> str:
        """Why ``seat`` is offered chips: "hết chip" only when it cannot cover the least bet;
        else what a round here may cost (special hands paid double, a đè of the dearest kết)."""
        match, name = self.host.match, self.host.seat_name(seat)
        config, have = match.config(), match.balances[seat]
        if have < max(config.stake, config.min_bet):
            return t("ui.refill.title", name=name)
        return t("ui.refill.title.short", name=name, have=have, amount=match.variant.chips_needed(config))

    def offer_refill(self, seat: int) -> None:
        host = self.host
        amount = host.app.session.refill_amount

        def take() -> None:
            self.asking_refill = False
            host.app.toast(host.app.session.refill(host.match, seat), bad=False)
            host.show.tell_notes()
            host.show.between()
            self.new_round()

        self.asking_refill = True
        host.app.open("confirm", title=self.short_title(seat),
                      body=t("ui.refill.body", count=amount), on_yes=take, yes=t("ui.refill.yes", count=amount),
                      no=t("ui.menu"), on_no=host.to_menu)
