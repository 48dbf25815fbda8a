"""Tam Cúc events become motion: the bắt cái count, pieces put down face down, turned up,
chui'd to the discard, a trick sliding to its winner's pile, a trình làng laid face up, đi
đêm pieces handed over face down and swapped.

Only sprites move here; the facts (piles, cây, the discard, the story in the log) change in
the shown table when each beat has played (:mod:`game.shown.tam_cuc`).  Every motion finds
its sprites when it *starts* (not when it is queued), because a burst of events is queued
at once and plays one after another: the pieces a reveal turns up are only in the trick row
once the commit before it has started.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.engine.events import Announced, CardDealt, CardsRevealed, Event, Shuffled, TurnChanged
from game.engine.pieces import Piece, Rank
from game.i18n import t
from game.shown.story import announcement
from game.shown.tam_cuc import TamCucTable
from game.ui import assets
from game.ui.anim import EASE_IN_OUT, EASE_OUT, Ease
from game.ui.table.beats import TableBeats
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Stage
from game.ui.table.tam_cuc.hands import Land, Pick, Target, fly, receive, reflow, take_from
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.model import MatPicture
from game.variants.tam_cuc.actions import (
    CaiDrawn,
    Chuied,
    DiDemAnswered,
    DiDemOffered,
    PiecesCommitted,
    TrickWon,
)

COMMIT, COMMIT_GAP = 0.32, 0.26
TURN_UP_GAP = 0.38
CHUI, CHUI_GAP = 0.36, 0.3
TRICK_HOLD, COLLECT = 0.6, 0.42
COUNT_HOP = 0.42


class TamCucMotion(TableBeats):
    """The beats of the Tam Cúc mat (the shared ones for the shuffle, the deal, the chips)."""

    # No betting spots on the mat: a deal's chips fly to the winners' plates, which show them (a
    # big win's pile stood over the winner's plate and its change, after the deal and its replay).
    big_win_piles = False

    def __init__(self, stage: Stage) -> None:
        super().__init__(stage)
        places = stage.places
        assert isinstance(places, TamCucMat)
        self.places = places
        self.picture: MatPicture = places.mat
        self.deal_queued = False  # a deal's events are queued and its closing TurnChanged not yet

    @property
    def shown(self) -> TamCucTable:
        shown = self.stage.shown
        assert isinstance(shown, TamCucTable)
        return shown

    def reset(self) -> None:
        self.deal_queued = False

    def rest(self) -> None:
        """The mat at rest equals the shown table: nothing private of another seat is drawn."""
        self.picture.rebuild(self.shown, self.places.geo, self.stage.picture.hands, self.places.slot)

    def update(self, dt: float) -> bool:
        """The mat's hands reflow as beats of their own (:meth:`reflow`): nothing between them."""
        return False

    def relaid(self) -> bool:
        """The mat's pieces rest at absolute places: a new layout places them anew."""
        return True

    def take_from_hand(self, seat: int, pieces: Sequence[Piece] | None, count: int) -> list[CardSprite]:
        return take_from(self.stage.picture.hands[seat], pieces, count, mine=seat == self.stage.viewer())

    def beat(self, event: Event) -> None:
        if isinstance(event, PiecesCommitted):
            self.committed(event)
        elif isinstance(event, CardsRevealed):
            self.revealed(event)
        elif isinstance(event, Chuied):
            self.chuied(event)
        elif isinstance(event, TrickWon):
            self.won(event)
        elif isinstance(event, CaiDrawn):
            self.cai_drawn(event)
        elif isinstance(event, DiDemOffered):
            self.offered(event)
        elif isinstance(event, DiDemAnswered):
            self.answered(event)
        elif isinstance(event, Shuffled):
            self.dealing(event.cards)
            super().beat(event)
        elif isinstance(event, CardDealt):
            if not self.deal_queued:  # a scripted deal: no shuffle shown
                self.dealing(self.shown.hand_size * self.shown.n_seats)
            self.stage.animator.queue(0.0, None, on_start=self._one_dealt)
            super().beat(event)
        elif isinstance(event, TurnChanged):
            if self.deal_queued:
                self.deal_queued = False
                self.stage.animator.call(self._end_dealing)
                for seat in self.stage.picture.hands:  # the viewer's sorted; every hand in its own fan
                    self.reflow(seat, sort=seat == self.places.bottom)
        elif isinstance(event, Announced):
            self.announce(event)
        else:
            super().beat(event)

    def applied(self, event: Event) -> None:
        if isinstance(event, CardsRevealed):
            self.picture.mark_best(self.shown.watch.seat)

    # --- the deal ---------------------------------------------------------------------------------
    def dealing(self, cards: int) -> None:
        self.deal_queued = True

        def start() -> None:
            self.picture.dealing, self.picture.deck = True, cards

        self.stage.animator.call(start)

    def _one_dealt(self) -> None:
        self.picture.deck = max(0, self.picture.deck - 1)

    def _end_dealing(self) -> None:
        self.picture.dealing, self.picture.deck = False, 0

    def announce(self, e: Announced) -> None:
        """The mat's own banners: a kết names itself, a lifted ban says what it means."""
        if not e.banner:
            return
        name = self.stage.shown.name(e.seat)
        sub = ""
        if e.kind == "ket":
            text = t("tcui.banner.ket", name=name, ket=t(f"tc.ket.{e.params.get('ket')}"))
        elif e.kind == "ban-lifted":
            text, sub = t("tcui.banner.ban_lifted", name=name), t("tcui.banner.ban_lifted_sub")
        else:
            text = announcement(e, name)
        self.proclaim(e.kind, text, sub, seat=e.seat)

    def named(self, seat: int | None) -> list[pygame.Rect]:
        """A moment on the mat names the pieces played or shown there (the trick it beats,
        the kết's last piece, a trình làng's fan): its celebration keeps off them all."""
        rows = [*self.picture.trick.values(), *self.picture.shown.values()]
        return [sp.rect(assets.PIECE_RATIO) for row in rows for sp in row]

    # --- the building block --------------------------------------------------------------
    def move(self, pick: Pick, target: Target, *, duration: float, gap: float, width: int | None = None,
             face: float | None = None, land: Land | None = None, sound: str | None = None,
             ease: Ease = EASE_OUT, close: int | None = None) -> None:
        """Fly the sprites ``pick`` returns (at the motion's start) to ``target(i, sprite)``;
        the hand of seat ``close`` closes up behind them as they leave."""
        first = None if close is None else lambda: self.reflow(close, now=True)
        fly(self.stage, self.picture.flying, pick, target, duration=duration, gap=gap, width=width, face=face,
            land=land, sound=sound, ease=ease, first=first)

    def reflow(self, seat: int, *, sort: bool = False, now: bool = False) -> None:
        reflow(self.stage, self.places, seat, sort=sort, now=now)

    # --- the trick -----------------------------------------------------------------------------
    def committed(self, e: PiecesCommitted) -> None:
        seat = e.seat
        row = self.picture.trick[seat]

        def pick() -> list[CardSprite]:
            if e.lead:
                for other in self.picture.trick.values():
                    other.clear()
            chosen = self.take_from_hand(seat, e.pieces, e.count)
            for sp in chosen:
                sp.dim = sp.tile is not None  # the viewer's own: face down, but known to them
            row.extend(chosen)
            return chosen

        spot = self.places.geo.seat(seat)
        sizes = self.places.geo.sizes
        self.move(pick, lambda i, sp: spot.trick_slot(_index(row, sp), len(row), sizes), duration=COMMIT,
                  gap=COMMIT_GAP, width=sizes.trick, face=0.0, sound="deal", close=seat)

    def revealed(self, e: CardsRevealed) -> None:
        pieces = tuple(p for p in e.cards if isinstance(p, Piece))
        if e.why == "trinh-lang":
            self.laid_down(e.seat, pieces)
            return
        turning: list[CardSprite] = []

        def pick() -> list[CardSprite]:
            turning[:] = self.picture.trick[e.seat]
            for sp, tile in zip(turning, pieces):
                sp.tile, sp.face_up = tile, 0.0
            return turning

        def done() -> None:
            for sp in turning:
                sp.dim = False

        self.turn_up(pick, 0.2, volume=0.8, gap=TURN_UP_GAP, on_done=done)

    def chuied(self, e: Chuied) -> None:
        seat = e.seat

        def pick() -> list[CardSprite]:
            sprites = list(self.picture.trick[seat])
            self.picture.trick[seat].clear()
            for sp in sprites:
                sp.tile, sp.dim, sp.highlight = None, False, False
            return sprites

        rac = self.places.geo.rac
        mini = self.places.geo.sizes.mini
        self.move(pick, lambda i, sp: (rac[0] + (i - 1) * mini * 0.4, rac[1] + (i % 2) * mini * 0.3),
                  duration=CHUI, gap=CHUI_GAP, width=mini, face=0.0, sound="deal")

    def won(self, e: TrickWon) -> None:
        """The trick slides to its winner's pile — but the deal's last, which stays on the mat
        until the next deal, its winner lit (what the closing words of the deal talk about)."""
        self.stage.animator.wait(TRICK_HOLD)

        def pick() -> list[CardSprite]:
            if not any(self.stage.picture.hands.values()):
                return []
            sprites = [sp for s in range(self.picture.n) for sp in self.picture.trick[s]]
            for row in self.picture.trick.values():
                row.clear()
            for sp in sprites:
                sp.highlight = False
            return sprites

        pile = self.places.geo.seat(e.winner).pile
        self.move(pick, lambda i, sp: pile, duration=COLLECT, gap=COLLECT + 0.05, width=self.places.geo.sizes.mini,
                  face=0.0, sound="chip", ease=EASE_IN_OUT)

    def laid_down(self, seat: int, pieces: Sequence[Piece]) -> None:
        """Trình làng: the pieces leave the hand and lie face up by the seat's pile."""
        row = self.picture.shown[seat]

        def pick() -> list[CardSprite]:
            chosen = self.take_from_hand(seat, tuple(pieces), len(pieces))
            for sp, tile in zip(chosen, pieces):
                sp.tile, sp.dim = tile, False
            row.extend(chosen)
            return chosen

        spot = self.places.geo.seat(seat)
        sizes = self.places.geo.sizes
        self.move(pick, lambda i, sp: spot.shown_slot(_index(row, sp), len(row), sizes), duration=COMMIT,
                  gap=COMMIT_GAP, width=sizes.shown, face=1.0, sound="flip", close=seat)

    # --- đi đêm ----------------------------------------------------------------------------------
    def offered(self, e: DiDemOffered) -> None:
        """The offered pieces leave the proposer's hand face down and lie before the target."""
        spot, sizes = self.places.geo.seat(e.target), self.places.geo.sizes

        def pick() -> list[CardSprite]:
            chosen = self.take_from_hand(e.proposer, e.pieces, e.count)
            known = e.pieces is not None and self.stage.viewer() in (e.proposer, e.target)
            for i, sp in enumerate(chosen):  # face down; the two concerned see what they are
                sp.tile = e.pieces[i] if known and e.pieces is not None else None
                sp.dim = sp.tile is not None
            self.picture.offer[:] = chosen
            return chosen

        self.move(pick, lambda i, sp: spot.trick_slot(i, e.count, sizes), duration=COMMIT, gap=COMMIT_GAP,
                  width=sizes.trick, face=0.0, sound="deal", close=e.proposer)

    def answered(self, e: DiDemAnswered) -> None:
        """Accepted: both sides' pieces change hands, face down; declined: the offer goes back."""
        given: list[CardSprite] = []
        geo = self.places.geo

        def pick() -> list[CardSprite]:
            given[:] = self.picture.offer
            self.picture.offer.clear()
            back = self.take_from_hand(e.target, e.returned, e.count) if e.accepted else []
            for sp in [*given, *back]:
                sp.tile, sp.dim, sp.face_up = None, False, 0.0  # exchanged pieces travel face down
            return [*given, *back]

        def home(sp: CardSprite) -> int:
            return e.target if e.accepted and sp in given else e.proposer

        def target(i: int, sp: CardSprite) -> tuple[float, float]:
            return geo.seat(home(sp)).hand

        def land(sprites: list[CardSprite]) -> None:
            to_target = e.given if e.accepted else None
            to_proposer = e.returned if e.accepted else e.given
            for seat, pieces in ((e.target, to_target), (e.proposer, to_proposer)):
                arriving = [sp for sp in sprites if home(sp) == seat]
                receive(self.stage.picture.hands[seat], arriving, pieces if seat == self.stage.viewer() else None,
                        geo.seat(seat).hand_w)

        self.move(pick, target, duration=COLLECT, gap=COLLECT + 0.05, width=geo.sizes.back, face=0.0,
                  land=land, sound="deal", ease=EASE_IN_OUT, close=e.target)  # the pieces given back leave
        for seat in (e.proposer, e.target):
            self.reflow(seat, sort=True)

    # --- bắt cái -------------------------------------------------------------------------------
    def cai_drawn(self, e: CaiDrawn) -> None:
        """The drawn piece is shown, then counted Tướng, Sĩ, Tượng… round the table to the cái."""
        stage, geo = self.stage, self.places.geo
        sizes = geo.sizes
        drawn = CardSprite(e.piece, self.places.layout.deck, sizes.trick, face_up=0.0)

        def hold(sprites: list[CardSprite]) -> None:
            self.picture.flying.extend(sprites)  # stays in view while the count goes round

        spot = geo.seat(e.drawer)
        self.move(lambda: [drawn], lambda i, sp: spot.trick_slot(0, 1, sizes), duration=0.45, gap=0.6, face=1.0,
                  land=hold, sound="flip")
        for i, seat in enumerate(e.counted):
            stage.animator.call(self._count(seat, Rank(int(Rank.K) - i)), gap=COUNT_HOP)

        def announce() -> None:
            self.picture.count_mark = (e.cai, t("tc.seat.cai"))
            stage.picture.banner.show(t("tcui.cai_banner", name=stage.shown.name(e.cai)), seconds=1.2)
            stage.play_sound("banner")

        stage.animator.call(announce, gap=1.1)

        def away() -> list[CardSprite]:
            self.picture.flying[:] = [sp for sp in self.picture.flying if sp is not drawn]
            self.picture.count_mark = None
            return [drawn]

        self.move(away, lambda i, sp: self.places.layout.deck, duration=0.3, gap=0.3, face=0.0)

    def _count(self, seat: int, rank: Rank) -> Callable[[], None]:
        def go() -> None:
            self.picture.count_mark = (seat, t(f"tcui.rank.{rank.name}"))
            self.stage.play_sound("tick", 0.8)

        return go


def _index(row: list[CardSprite], sprite: CardSprite) -> int:
    """The sprite's place in its row (sprites compare by identity)."""
    return row.index(sprite) if sprite in row else len(row)
