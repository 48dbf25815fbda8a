"""Tam Cúc events become motion: the bắt cái count, pieces put down face down, turned up,
chui'd to the discard, a trick sliding to its winner's pile, a trình làng laid face up, đi
đêm pieces handed over face down and swapped.  Each public fact becomes one line of the log.

Every motion finds its sprites when it *starts* (not when it is queued), because a burst
of events is queued at once and plays one after another: the pieces a reveal turns up are
only in the trick row once the commit before it has started.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.engine.events import CardDealt, CardsRevealed, Event, Shuffled, TurnChanged
from game.engine.pieces import Piece, Rank
from game.i18n import t
from game.ui.anim import EASE_IN_OUT, EASE_OUT, Animator, Ease, lerp, lerp2
from game.ui.table.sprites import CardSprite
from game.ui.table.tam_cuc import words
from game.ui.table.tam_cuc.logic import call_text, group_text
from game.ui.table.tam_cuc.model import MatModel
from game.variants.tam_cuc.actions import (
    CaiDrawn,
    Chuied,
    DealScored,
    DiDemAnswered,
    DiDemOffered,
    PiecesCommitted,
    TrickWon,
)
from game.variants.tam_cuc.story import group_phrase, in_sentence
from game.variants.tam_cuc.trick import win_cap_of

if TYPE_CHECKING:
    from game.ui.table.tam_cuc.scene import TamCucTableScene

Pick = Callable[[], list[CardSprite]]
Target = Callable[[int, CardSprite], tuple[float, float]]
Land = Callable[[list[CardSprite]], None]

COMMIT, COMMIT_GAP = 0.32, 0.26
TURN_UP_GAP = 0.38
CHUI, CHUI_GAP = 0.36, 0.3
TRICK_HOLD, COLLECT = 0.6, 0.42
REFLOW = 0.22
COUNT_HOP = 0.42


class Motions:
    """Turns the scene's Tam Cúc events into tweens on its animator."""

    def __init__(self, scene: TamCucTableScene) -> None:
        self.scene = scene
        self.deal_queued = False  # a deal's events are queued and its closing TurnChanged not yet
        # Who leads next as far as the queued events tell (for "Cướp cái!" only when it changes hands).
        self.holder: int | None = None
        self.claimed = False  # a follower's cướp cái in the trick being queued

    @property
    def model(self) -> MatModel:
        return self.scene.model

    @property
    def anim(self) -> Animator:
        return self.scene.animator

    def handle(self, event: Event) -> bool:
        """Animate ``event`` if it is one the Tam Cúc table moves itself; False otherwise."""
        if isinstance(event, PiecesCommitted):
            self.committed(event)
        elif isinstance(event, CardsRevealed):
            self.revealed(event)
        elif isinstance(event, Chuied):
            self.chuied(event)
        elif isinstance(event, TrickWon):
            self.won(event)
        elif isinstance(event, CaiDrawn):
            self.holder = event.cai
            self.cai_drawn(event)
        elif isinstance(event, DealScored):
            self.anim.call(lambda: self.scene.log.append(words.outcome_line(self.scene, event)))
        elif isinstance(event, DiDemOffered):
            self.offered(event)
        elif isinstance(event, DiDemAnswered):
            self.answered(event)
        elif isinstance(event, (Shuffled, CardDealt)):
            self.dealing(event)
            return False  # the base plays the shuffle and flies the pieces out
        elif isinstance(event, TurnChanged):
            if self.deal_queued:
                self.deal_queued = False
                self.anim.call(self.scene.end_dealing)
                for seat in self.scene.hands:  # the viewer's sorted; every hand in its own fan
                    self.reflow(seat, sort=seat == self.scene.bottom_seat())
        else:
            return False
        return True

    def dealing(self, event: Shuffled | CardDealt) -> None:
        """The deck appears with the shuffle (or the first piece of a scripted deal)."""
        if isinstance(event, Shuffled):
            cards = event.cards
        elif not self.deal_queued:
            cards = self.scene.hand_size * self.model.n
        else:
            return
        self.deal_queued = True
        self.anim.call(lambda: self.scene.start_dealing(cards))

    # --- the building block --------------------------------------------------------------
    def move(self, pick: Pick, target: Target, *, duration: float, gap: float, width: int | None = None,
             face: float | None = None, land: Land | None = None, sound: str | None = None,
             ease: Ease = EASE_OUT, close: int | None = None) -> None:
        """Fly the sprites ``pick`` returns (at the motion's start) to ``target(i, sprite)``;
        the hand of seat ``close`` closes up behind them as they leave."""
        moving: list[CardSprite] = []
        starts: list[tuple[tuple[float, float], int, float]] = []

        def begin() -> None:
            moving[:] = pick()
            if close is not None:
                self.reflow(close, now=True)
            starts[:] = [(sp.pos, sp.width, sp.face_up) for sp in moving]
            self.model.flying.extend(moving)
            if sound:
                self.scene.app.sound.play(sound, 0.6)

        def step(p: float) -> None:
            for i, (sp, (pos, w, f)) in enumerate(zip(moving, starts)):
                sp.pos = lerp2(pos, target(i, sp), p)
                if width is not None:
                    sp.width = round(lerp(w, width, p))
                if face is not None:
                    sp.face_up = lerp(f, face, p)

        def done() -> None:
            self.model.flying[:] = [sp for sp in self.model.flying if sp not in moving]  # identity: eq=False
            if land:
                land(moving)
            self.scene.app.dirty = True

        self.anim.queue(duration, step, gap=gap, ease=ease, on_start=begin, on_done=done)

    def reflow(self, seat: int, *, sort: bool = False, now: bool = False) -> None:
        """Slide a hand's pieces to their places (after some left, or sorted after the deal):
        next on the timeline, or ``now`` beside it."""
        starts: dict[int, tuple[float, float]] = {}
        scene = self.scene

        def step(p: float) -> None:
            if sort and not starts:
                scene.sort_hand(seat)
            hand = scene.hands[seat]
            for i, sp in enumerate(hand):
                start = starts.setdefault(id(sp), sp.pos)
                sp.pos = lerp2(start, scene.slot(seat, i, len(hand)), p)

        if now:
            self.anim.start(REFLOW, step, ease=EASE_OUT)
        else:
            self.anim.queue(REFLOW, step, gap=0.0, ease=EASE_OUT)

    # --- the trick -----------------------------------------------------------------------------
    def committed(self, e: PiecesCommitted) -> None:
        scene, seat = self.scene, e.seat
        row = self.model.trick[seat]

        def pick() -> list[CardSprite]:
            if e.lead:
                self.model.call = (seat, e.count)
                self.model.chui.clear()
                self.model.watch.clear()
                scene.log.append(t("tcui.log.lead", name=scene.seat_name(seat), call=in_sentence(call_text(e.count))))
            else:
                scene.log.append(t("tcui.log.commit", name=scene.seat_name(seat), count=e.count))
            chosen = scene.take_from_hand(seat, e.pieces, e.count)
            for sp in chosen:
                sp.dim = sp.tile is not None  # the viewer's own: face down, but known to them
            row.extend(chosen)
            return chosen

        spot = scene.geo.seat(seat)
        sizes = scene.geo.sizes
        self.move(pick, lambda i, sp: spot.trick_slot(_index(row, sp), len(row), sizes), duration=COMMIT,
                  gap=COMMIT_GAP, width=sizes.trick, face=0.0, sound="deal", close=seat)

    def revealed(self, e: CardsRevealed) -> None:
        pieces = tuple(p for p in e.cards if isinstance(p, Piece))
        if e.why == "trinh-lang":
            self.laid_down(e.seat, pieces)
            return
        scene, seat = self.scene, e.seat
        turning: list[CardSprite] = []

        def begin() -> None:
            turning[:] = self.model.trick[seat]
            for sp, tile in zip(turning, pieces):
                sp.tile, sp.face_up = tile, 0.0
            if e.why == "lead":
                self.model.watch.lead(seat, pieces, self.win_cap())
            else:
                self.model.watch.turn_up(seat, pieces)
            scene.log.append(t("tcui.log.reveal", name=scene.seat_name(seat), group=group_text(pieces)))
            scene.app.sound.play("flip", 0.8)

        def step(p: float) -> None:
            for sp in turning:
                sp.face_up = p

        def done() -> None:
            for sp in turning:
                sp.dim = False
            self.model.mark_best()

        self.anim.queue(0.2, step, gap=TURN_UP_GAP, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def win_cap(self) -> int | None:
        """The highest name that may win the trick being turned up: the view's win cap (the
        first trick's ban, Xe cap, none when the ban binds the leader only).  Read from the
        table's rules, as the engine may already be a trick further on."""
        view = self.scene.tam_view()
        return None if view is None else win_cap_of(self.model.trick_no == 0, view.rules.win_cap)

    def claims_lead(self, seat: int, claim: tuple[int, int] | None, cai: int, in_trick: bool) -> bool:
        """A cướp cái was shown by ``seat``: does the lead change hands?  ``claim`` and ``cai``
        are the view's right after the show (the strongest claim waiting, the deal's cái)."""
        taker = claim[1] if claim is not None else (None if in_trick else cai)
        if taker != seat or seat == self.holder:
            return False
        self.holder, self.claimed = seat, in_trick
        return True

    def chuied(self, e: Chuied) -> None:
        scene, seat = self.scene, e.seat

        def pick() -> list[CardSprite]:
            sprites = list(self.model.trick[seat])
            self.model.trick[seat].clear()
            self.model.chui.add(seat)
            for sp in sprites:
                sp.tile, sp.dim, sp.highlight = None, False, False
            scene.log.append(t("tcui.log.chui", name=scene.seat_name(seat)))
            return sprites

        def land(sprites: list[CardSprite]) -> None:
            self.model.rac += len(sprites)

        rac = scene.geo.rac
        mini = scene.geo.sizes.mini
        self.move(pick, lambda i, sp: (rac[0] + (i - 1) * mini * 0.4, rac[1] + (i % 2) * mini * 0.3),
                  duration=CHUI, gap=CHUI_GAP, width=mini, face=0.0, land=land, sound="deal")

    def won(self, e: TrickWon) -> None:
        scene = self.scene
        if not self.claimed:
            self.holder = e.winner
        self.claimed = False
        view = scene.tam_view()
        winning = view.tricks[e.number].shown[e.winner] if view is not None and len(view.tricks) > e.number else ()
        self.anim.wait(TRICK_HOLD)

        def pick() -> list[CardSprite]:
            sprites = [sp for s in range(self.model.n) for sp in self.model.trick[s]]
            for row in self.model.trick.values():
                row.clear()
            for sp in sprites:
                sp.highlight = False
            return sprites

        def land(sprites: list[CardSprite]) -> None:
            m = self.model
            m.pile[e.winner] += len(sprites)
            m.cay[e.winner] += e.count
            m.watch.clear()
            m.call = None
            m.chui.clear()
            m.trick_no = e.number + 1
            scene.log.append(t("tcui.log.won", name=scene.seat_name(e.winner), n=e.number + 1, count=e.count,
                               group=group_phrase(winning)))

        pile = scene.geo.seat(e.winner).pile
        self.move(pick, lambda i, sp: pile, duration=COLLECT, gap=COLLECT + 0.05, width=scene.geo.sizes.mini,
                  face=0.0, land=land, sound="chip", ease=EASE_IN_OUT)

    def laid_down(self, seat: int, pieces: Sequence[Piece]) -> None:
        """Trình làng: the pieces leave the hand and lie face up by the seat's pile, counted as won."""
        scene = self.scene
        row = self.model.shown[seat]

        def pick() -> list[CardSprite]:
            chosen = scene.take_from_hand(seat, tuple(pieces), len(pieces))
            for sp, tile in zip(chosen, pieces):
                sp.tile, sp.dim = tile, False
            row.extend(chosen)
            scene.log.append(t("tcui.log.show", name=scene.seat_name(seat), group=group_phrase(pieces)))
            return chosen

        def land(sprites: list[CardSprite]) -> None:
            self.model.cay[seat] += len(sprites)

        spot = scene.geo.seat(seat)
        sizes = scene.geo.sizes
        self.move(pick, lambda i, sp: spot.shown_slot(_index(row, sp), len(row), sizes), duration=COMMIT,
                  gap=COMMIT_GAP, width=sizes.shown, face=1.0, land=land, sound="flip", close=seat)

    # --- đi đêm ----------------------------------------------------------------------------------
    def offered(self, e: DiDemOffered) -> None:
        """The offered pieces leave the proposer's hand face down and lie before the target."""
        scene = self.scene
        spot, sizes = scene.geo.seat(e.target), scene.geo.sizes

        def pick() -> list[CardSprite]:
            chosen = scene.take_from_hand(e.proposer, e.pieces, e.count)
            known = e.pieces is not None and scene.controller.viewer() in (e.proposer, e.target)
            for i, sp in enumerate(chosen):  # face down; the two concerned see what they are
                sp.tile = e.pieces[i] if known and e.pieces is not None else None
                sp.dim = sp.tile is not None
            self.model.offer[:] = chosen
            self.model.offer_seats = (e.proposer, e.target)
            scene.log.append(t("tc.didem.log.offer", name=scene.seat_name(e.proposer),
                               partner=scene.seat_name(e.target), count=e.count))
            return chosen

        self.move(pick, lambda i, sp: spot.trick_slot(i, e.count, sizes), duration=COMMIT, gap=COMMIT_GAP,
                  width=sizes.trick, face=0.0, sound="deal", close=e.proposer)

    def answered(self, e: DiDemAnswered) -> None:
        """Accepted: both sides' pieces change hands, face down; declined: the offer goes back."""
        scene = self.scene
        given: list[CardSprite] = []

        def pick() -> list[CardSprite]:
            given[:] = self.model.offer
            self.model.offer.clear()
            self.model.offer_seats = None
            back = scene.take_from_hand(e.target, e.returned, e.count) if e.accepted else []
            for sp in [*given, *back]:
                sp.tile, sp.dim, sp.face_up = None, False, 0.0  # exchanged pieces travel face down
            key = "tc.didem.log.swap" if e.accepted else "tc.didem.log.declined"
            scene.log.append(t(key, name=scene.seat_name(e.proposer), partner=scene.seat_name(e.target),
                               count=e.count))
            return [*given, *back]

        def home(sp: CardSprite) -> int:
            return e.target if e.accepted and sp in given else e.proposer

        def target(i: int, sp: CardSprite) -> tuple[float, float]:
            return scene.geo.seat(home(sp)).hand

        def land(sprites: list[CardSprite]) -> None:
            to_target = e.given if e.accepted else None
            to_proposer = e.returned if e.accepted else e.given
            for seat, pieces in ((e.target, to_target), (e.proposer, to_proposer)):
                arriving = [sp for sp in sprites if home(sp) == seat]
                scene.receive(seat, arriving, pieces)

        self.move(pick, target, duration=COLLECT, gap=COLLECT + 0.05, width=scene.geo.sizes.back, face=0.0,
                  land=land, sound="deal", ease=EASE_IN_OUT, close=e.target)  # the pieces given back leave
        for seat in (e.proposer, e.target):
            self.reflow(seat, sort=True)

    # --- bắt cái -------------------------------------------------------------------------------
    def cai_drawn(self, e: CaiDrawn) -> None:
        """The drawn piece is shown, then counted Tướng, Sĩ, Tượng… round the table to the cái."""
        scene = self.scene
        sizes = scene.geo.sizes
        drawn = CardSprite(e.piece, scene.layout.deck, sizes.trick, face_up=0.0)

        def pick() -> list[CardSprite]:
            scene.log.append(t("tcui.log.draw", name=scene.seat_name(e.drawer), piece=t(f"tc.piece.{e.piece}")))
            return [drawn]

        def hold(sprites: list[CardSprite]) -> None:
            self.model.flying.extend(sprites)  # stays in view while the count goes round

        spot = scene.geo.seat(e.drawer)
        self.move(pick, lambda i, sp: spot.trick_slot(0, 1, sizes), duration=0.45, gap=0.6, face=1.0, land=hold,
                  sound="flip")
        for i, seat in enumerate(e.counted):
            self.anim.call(_count(scene, seat, Rank(int(Rank.K) - i)), gap=COUNT_HOP)
        self.anim.call(lambda: scene.announce_cai(e.cai), gap=1.1)

        def away() -> list[CardSprite]:
            self.model.flying[:] = [sp for sp in self.model.flying if sp is not drawn]
            self.model.count_mark = None
            return [drawn]

        self.move(away, lambda i, sp: scene.layout.deck, duration=0.3, gap=0.3, face=0.0)


def _count(scene: TamCucTableScene, seat: int, rank: Rank) -> Callable[[], None]:
    def go() -> None:
        scene.model.count_mark = (seat, t(f"tcui.rank.{rank.name}"))
        scene.app.sound.play("tick", 0.8)

    return go


def _index(row: list[CardSprite], sprite: CardSprite) -> int:
    """The sprite's place in its row (sprites compare by identity)."""
    return row.index(sprite) if sprite in row else len(row)
