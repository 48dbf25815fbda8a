"""Luật chơi: each game's rules with illustrated hands, and an interactive hand checker.

Opened from the menu, or from a table's "?" / Luật button for that table's game; Esc goes
back to wherever it was opened from.  Keys: ↑ ↓ PgUp PgDn Home End scroll the rules; in the
checker the arrow keys move over the deck, Space / Enter pick, Backspace drops the last
card and Delete clears the hand.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.catalog import game, games
from game.i18n import t
from game.ui import theme
from game.ui.app import App
from game.ui.screens.form import FormScene
from game.ui.screens.hand_art import draw_hand, face, hand_name, hand_width, item_size
from game.ui.screens.hand_checker import HandChecker, Item, copies, details
from game.ui.screens.rules_page import RulesPage

SCROLL_STEP = 48  # px at 1280×720 per arrow key / wheel notch


class RulesScreen(FormScene):
    title_key = "rules.title"

    def __init__(self, app: App, key: str | None) -> None:
        super().__init__(app)
        keys = [g.key for g in games()]
        self.game = key if key in keys else keys[0]
        self.tab = "rules"
        self.doc: RulesPage | None = None
        self.view = pygame.Rect(0, 0, 10, 10)
        self.toc: list[tuple[str, pygame.Rect, int]] = []
        self.picked: tuple[int, int] | None = None  # the contents entry clicked, and the scroll it gave
        self.checker = HandChecker(self.game)
        self.cells: list[tuple[pygame.Rect, Item]] = []
        self.cursor = (0, 0)
        self.show_cursor = False
        self.hand_rects: list[pygame.Rect] = []
        self.result_area = pygame.Rect(0, 0, 10, 10)
        self.keys_top = 0
        self._drag: int | None = None

    # --- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        f = self.frame
        self.game_tabs(self.game, self.set_game)
        top = f.top + self.px(80)
        w = self.px(190)
        for i, tab in enumerate(("rules", "check")):
            self.button(f"tab.{tab}", pygame.Rect(f.left + self.px(28) + i * (w + self.px(8)), top, w, self.px(40)),
                        t(f"rules.tab.{tab}"), partial(self.set_tab, tab), selected=self.tab == tab)
        body = pygame.Rect(f.left + self.px(28), top + self.px(56), f.width - self.px(56),
                           f.bottom - self.px(76) - top - self.px(56))
        if self.tab == "rules":
            self._build_rules(body)
        else:
            self._build_checker(body)

    def _build_rules(self, body: pygame.Rect) -> None:
        toc_w = min(self.tx(260), body.width // 3)  # the contents' headings grow with large text
        self.view = pygame.Rect(body.left + toc_w + self.px(24), body.top, body.width - toc_w - self.px(48),
                                body.height)
        scroll = self.doc.scroll if self.doc and self.doc.game == self.game else 0
        self.doc = RulesPage(self.game, self.view.width, self.scale, bool(self.app.session.settings.four_colour))
        self.doc.scroll = min(scroll, self.doc.max_scroll(self.view.height))
        self.toc = []
        y = body.top + self.px(34)
        for i, (heading, at) in enumerate(self.doc.headings()):
            rect = pygame.Rect(body.left, y, toc_w, self.px(30))
            self.toc.append((heading, rect, at))
            self.drawn(f"toc.{i}", rect, partial(self.scroll_to, at))
            y += self.px(32)

    def _build_checker(self, body: pygame.Rect) -> None:
        grid = self.checker.grid
        rows, cols = len(grid), len(grid[0])
        gap = self.px(8)
        # pieces show how many copies are left under them
        below = self.px(20) if any(copies(item) > 1 for row in grid for item in row) else 0
        panel_w = self.px(330)
        area = pygame.Rect(body.left, body.top, body.width - panel_w - self.px(24), body.height - self.px(40))
        ratio = item_size(self.game, 100)[1] / 100
        w = min(self.px(76), (area.width - gap * (cols - 1)) // cols,
                round((area.height - (gap + below) * (rows - 1) - below) / rows / ratio))
        h = round(w * ratio)
        left = area.left + (area.width - cols * w - (cols - 1) * gap) // 2
        self.cells = []
        for r, row in enumerate(grid):
            for c, item in enumerate(row):
                self.cells.append((pygame.Rect(left + c * (w + gap), area.top + r * (h + gap + below), w, h), item))
        self.keys_top = self.cells[-1][0].bottom + below + self.px(12)
        self.result_area = pygame.Rect(area.right + self.px(24), body.top, panel_w, body.height)
        self.button("clear", pygame.Rect(self.result_area.right - self.px(140), self.result_area.top, self.px(140),
                                         self.px(36)), t("rules.check.clear"), self.clear, small=True)
        self._layout_hand()

    def _layout_hand(self) -> None:
        """Where each picked card is drawn, so a click on one drops it."""
        picked = self.checker.picked
        w = self.px(52) if game(self.game).pieces else self.px(76)
        while w > 20 and hand_width(self.game, len(picked), w) > self.result_area.width:
            w -= 2
        step = (hand_width(self.game, 2, w) - w) if len(picked) > 1 else w
        top = self.result_area.top + self.px(52)
        self.hand_rects = [pygame.Rect(self.result_area.left + i * step, top, step if i < len(picked) - 1 else w,
                                       item_size(self.game, w)[1]) for i in range(len(picked))]

    # --- changes ---------------------------------------------------------------------------------------
    def set_game(self, key: str) -> None:
        self.game = key
        self.doc = None
        self.checker = HandChecker(key)
        self.cursor = (0, 0)
        self.rebuild()

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.rebuild()

    def scroll_to(self, y: int) -> None:
        if self.doc is not None:
            self.doc.scroll = 0
            self.doc.scroll_by(y, self.view.height)
            self.picked = (next(i for i, (_, _, at) in enumerate(self.toc) if at == y), self.doc.scroll)

    def current_section(self) -> int:
        """The section the contents highlight: the one the page is scrolled to; at the end of
        the page (where the last sections cannot reach the top) the one clicked, else the last."""
        doc = self.doc
        if doc is None or not self.toc:
            return 0
        if self.picked is not None and self.picked[1] == doc.scroll:
            return self.picked[0]
        if doc.scroll >= doc.max_scroll(self.view.height) > 0:
            return len(self.toc) - 1
        return max((i for i, (_, _, at) in enumerate(self.toc) if at <= doc.scroll + self.px(8)), default=0)

    def pick(self, item: Item) -> None:
        refusal = self.checker.pick(item)
        if refusal:
            self.app.toast(refusal)
        self._layout_hand()

    def clear(self) -> None:
        self.checker.clear()
        self._layout_hand()

    def primary(self) -> None:
        if self.tab == "check":
            self.pick(self.checker.grid[self.cursor[0]][self.cursor[1]])

    # --- input --------------------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if self.tab == "rules" and self.doc is not None:
            page = self.view.height * 9 // 10
            moves = {pygame.K_UP: -self.px(SCROLL_STEP), pygame.K_DOWN: self.px(SCROLL_STEP),
                     pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -self.doc.height,
                     pygame.K_END: self.doc.height}
            if k in moves:
                self.doc.scroll_by(moves[k], self.view.height)
                return True
            return False
        if self.tab != "check":
            return False
        arrows = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0)}
        if k in arrows:
            rows, cols = len(self.checker.grid), len(self.checker.grid[0])
            dr, dc = arrows[k]
            self.cursor = ((self.cursor[0] + dr) % rows, (self.cursor[1] + dc) % cols)
            self.show_cursor = True
            return True
        if k == pygame.K_SPACE:
            self.primary()
            return True
        if k == pygame.K_BACKSPACE and self.checker.picked:
            self.checker.drop(len(self.checker.picked) - 1)
            self._layout_hand()
            return True
        if k == pygame.K_DELETE:
            self.clear()
            return True
        return False

    def wheel(self, dy: int) -> bool:
        if self.tab == "rules" and self.doc is not None:
            self.doc.scroll_by(-dy * self.px(SCROLL_STEP), self.view.height)
            return True
        return False

    def pointer(self, event: pygame.event.Event) -> bool:
        if self.tab == "rules":
            return self._scrollbar(event) or super().pointer(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, item in self.cells:
                if rect.collidepoint(event.pos):
                    self.pick(item)
                    return True
            for i, rect in enumerate(self.hand_rects):
                if rect.collidepoint(event.pos):
                    self.checker.drop(i)
                    self._layout_hand()
                    return True
        return super().pointer(event)

    def scrollbar_track(self) -> pygame.Rect:
        return pygame.Rect(self.view.right + self.px(14), self.view.top, self.px(8), self.view.height)

    def _thumb(self) -> pygame.Rect | None:
        doc, track = self.doc, self.scrollbar_track()
        if doc is None or doc.max_scroll(self.view.height) == 0:
            return None
        h = max(self.px(40), track.height * self.view.height // doc.height)
        y = track.top + (track.height - h) * doc.scroll // doc.max_scroll(self.view.height)
        return pygame.Rect(track.left, y, track.width, h)

    def _scrollbar(self, event: pygame.event.Event) -> bool:
        """Drag the thumb, or click the track to jump there."""
        thumb, doc = self._thumb(), self.doc
        if thumb is None or doc is None:
            return False
        track = self.scrollbar_track().inflate(self.px(12), 0)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and track.collidepoint(event.pos):
            if not thumb.collidepoint(event.pos):  # jump so the thumb centres on the click
                self._drag = thumb.height // 2
                return self._drag_to(event.pos[1], thumb.height)
            self._drag = event.pos[1] - thumb.top
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            return self._drag_to(event.pos[1], thumb.height)
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        return False

    def _drag_to(self, y: int, thumb_h: int) -> bool:
        """Scroll so the thumb's grip point is at ``y``."""
        doc, track = self.doc, self.scrollbar_track()
        assert doc is not None and self._drag is not None
        share = (y - self._drag - track.top) / max(1, track.height - thumb_h)
        doc.scroll = 0
        doc.scroll_by(round(share * doc.max_scroll(self.view.height)), self.view.height)
        return True

    # --- drawing -----------------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        if self.tab == "rules":
            self._draw_rules(surface)
        else:
            self._draw_checker(surface)

    def _draw_rules(self, surface: pygame.Surface) -> None:
        doc = self.doc
        if doc is None:
            return
        if self.toc:
            first = self.toc[0][1]
            self.label(surface, t("rules.contents"), (first.left, first.top - self.px(34)), size=15,
                       colour=theme.GOLD, bold=True)
        current = self.current_section()
        for i, (heading, rect, _) in enumerate(self.toc):
            colour = theme.GOLD_LIGHT if i == current else theme.CREAM
            if i == current:
                pygame.draw.rect(surface, theme.GOLD, (rect.left, rect.top + self.px(4), self.px(3),
                                                       rect.height - self.px(8)))
            self.label(surface, heading, (rect.left + self.px(12), rect.centery), anchor="midleft", size=15,
                       colour=colour, width=rect.width - self.px(16), bold=i == current)
        doc.draw(surface, self.view)
        thumb = self._thumb()
        if thumb is not None:
            pygame.draw.rect(surface, (60, 50, 44), self.scrollbar_track(), border_radius=self.px(4))
            pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=self.px(4))
            self.label(surface, t("rules.scroll_hint"), (self.view.left, self.view.bottom + self.px(10)), size=13,
                       colour=theme.MUTED)

    def _draw_checker(self, surface: pygame.Surface) -> None:
        four = bool(self.app.session.settings.four_colour)
        for i, (rect, item) in enumerate(self.cells):
            used = self.checker.picked.count(item)
            img = face(item, rect.width, four)
            if used and used >= copies(item) > 1:  # every copy is in the hand
                img = img.copy()
                img.set_alpha(110)
            at = rect.move(0, -self.px(6)) if used else rect  # picked cards stand up a little
            surface.blit(img, at)
            if used:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, at.inflate(self.px(6), self.px(6)), width=3,
                                 border_radius=self.px(6))
            if copies(item) > 1:
                self.label(surface, f"{copies(item) - used}/{copies(item)}",
                           (rect.centerx, rect.bottom + self.px(2)), size=12, anchor="midtop", colour=theme.MUTED)
            cols = len(self.checker.grid[0])
            if self.show_cursor and (i // cols, i % cols) == self.cursor:
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(self.px(10), self.px(10)), width=2,
                                 border_radius=self.px(8))
        first, last = self.cells[0][0], self.cells[-1][0]
        self.paragraph(surface, self.checker.keys_hint(), (first.left, self.keys_top), last.right - first.left, size=14)
        self._draw_result(surface, four)

    def _draw_result(self, surface: pygame.Surface, four: bool) -> None:
        area = self.result_area
        self.label(surface, t("rules.tab.check"), (area.left, area.top + self.px(18)), anchor="midleft", size=20,
                   colour=theme.GOLD_LIGHT, bold=True, width=area.width - self.px(150))
        if self.hand_rects:
            w = self.hand_rects[-1].width
            draw_hand(surface, self.game, self.checker.picked, self.hand_rects[0].topleft, w, four)
            y = self.hand_rects[0].bottom + self.px(16)
        else:
            y = area.top + self.px(60)
        result = self.checker.result()
        if result is None:
            self.paragraph(surface, self.checker.prompt() if self.checker.picked else self.checker.empty(),
                           (area.left, y), area.width, size=16)
            if not self.checker.picked:
                self.paragraph(surface, self.checker.prompt(), (area.left, y + self.px(28)), area.width, size=15)
            return
        y = self.paragraph(surface, hand_name(result), (area.left, y), area.width, size=26, colour=theme.GOLD_LIGHT)
        y += self.px(10)
        for line in details(result):
            y = self.paragraph(surface, line, (area.left, y), area.width, size=15, colour=theme.CREAM) + self.px(4)
