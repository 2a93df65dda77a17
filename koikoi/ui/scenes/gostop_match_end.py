"""The end of a game of Go-Stop, after its last hand's summary: who won,
the final score, then each hand (:mod:`..gostop_hands_said`: its winner,
how, its multipliers in words, its points and the score after it) in a
table, the player's record, and play again (pt14: Koi-Koi's match end
listed each round; Go-Stop's summary led back to the title with none).

The columns are sized to what they hold; where the window lacks the width,
How and Multipliers share what is left and their cells wrap in it. The
text is the size the player chose, never smaller (it shrank at 150% where
Koi-Koi's scrolled): where the hands do not all fit, the last are shown, a
line says which, and the wheel or the keys scroll, as at Koi-Koi's match end
(the scrolling table both share: :mod:`..scroll_table`)."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...games.gostop.game import GameState
from ...games.gostop.rules import GoStopRules
from ...games.matchrecord import MatchRecord, RecordError, Replay, replay
from ...i18n import _, ngettext, pgettext
from ...storage import record
from .. import gostop_end_said as end_said
from ..assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from ..gostop_hands_said import HandRow, hand_rows
from ..scene import Context
from ..scroll_table import ScrollingTableScene, rows_that_fit, share_width, widest_word
from ..seat_words import Seats
from ..widgets import draw_panel, wrap

WRAPPED = (2, 3)  # the columns whose cells wrap: How, Multipliers


class GostopEndView(Protocol):
    """What the match's end sees of the Go-Stop table."""

    @property
    def game(self) -> GameState: ...

    @property
    def rules(self) -> GoStopRules: ...

    @property
    def person(self) -> int | None: ...

    @property
    def short(self) -> tuple[str, ...]: ...

    @property
    def level(self) -> str: ...

    @property
    def players(self) -> int: ...

    def match_record(self) -> MatchRecord | None: ...


def played_again(t: GostopEndView) -> Replay | None:
    """The game from its deal, played again from its record (None where it is not known)."""
    rec = t.match_record()
    if rec is None:
        return None
    try:
        return replay(rec)
    except RecordError:  # pragma: no cover - a record the engine no longer plays: the results alone are said
        return None


class GostopMatchEndScene(ScrollingTableScene):
    def __init__(self, ctx: Context, table: GostopEndView) -> None:
        super().__init__(ctx)
        self.table = table
        self.game = table.game
        self.replay = played_again(table)
        self.rows: list[HandRow] = []
        self.tally = ctx.history.record().get(record.key(table.level, "gostop"))

    # --- words ----------------------------------------------------------------
    def seats(self) -> Seats:
        return Seats(tuple(self.table.short), self.table.person)

    def head_line(self) -> str:
        return end_said.match_heading(self.game, self.table.person, tuple(self.table.short))

    def score_line(self) -> str:
        # TRANSLATORS: Go-Stop of three: one player's score in the match's line ("CPU 1: 9")
        each = [_("{name}: {points}").format(name=n, points=v) for n, v in zip(self.table.short, self.game.scores)]
        return "   —   ".join(each)

    def record_line(self) -> str:
        return end_said.record_words(self.tally, self.table.level)

    def heads(self) -> list[str]:
        # TRANSLATORS: Go-Stop's match table, the column headings: the hand's number, who won it, how (the yaku or
        # the rule that ended it), its bonuses ("You called Go once +1") and multipliers and penalties ("Pi-bak ×2"),
        # the points it won; then each player. A Go's +1 is no multiplier: its column says bonuses too
        return [pgettext("match table", "Hand"), pgettext("match table", "Winner"), pgettext("match table", "How"),
                pgettext("match table", "Bonuses and multipliers"), pgettext("match table", "Points"),
                *self.table.short]

    @staticmethod
    def cells(row: HandRow) -> list[str]:
        return [str(row.number), row.who, row.how or "—", row.multipliers or "—",
                str(row.points) if row.points else "—", *(str(s) for s in row.scores)]

    # --- layout ---------------------------------------------------------------
    def place(self) -> None:
        """Size the columns to their content and the panel to the table, at the text size chosen; as many hands
        as fit, the last first."""
        lay = self.ctx.layout
        W, H = lay.window
        self.rows = hand_rows(self.replay, self.game, self.seats())
        self.record = self.record_line()
        self.size = self.text_size(20)
        self.measure(W, H)
        self.first = max(0, len(self.rows) - self.shown)
        self.place_buttons(lay.px(18))

    def measure(self, W: int, H: int) -> None:  # noqa: N803 - the window's width and height
        a, px = self.ctx.assets, self.ctx.layout.px
        self.font, self.bold = a.font(self.size), a.font(self.size, bold=True)
        self.head_font, self.score_font = a.font(px(44), bold=True), a.font(px(28), bold=True)
        self.gap = max(px(12), self.bold.get_linesize() * 2 // 3)  # a gap wider than a word's space
        self.margin = px(28)
        heads, cells = self.heads(), [self.cells(r) for r in self.rows]
        widths = [max([self.bold.size(h)[0]] + [self.font.size(c[j])[0] for c in cells]) for j, h in enumerate(heads)]
        fixed = sum(w for j, w in enumerate(widths) if j not in WRAPPED) + self.gap * (len(widths) - 1)
        max_w = W - px(32)
        # never narrower than its heading or its longest word (a cell wraps between words, never inside one)
        least = [max([self.bold.size(heads[j])[0]] + [widest_word(self.font, c[j]) for c in cells]) for j in WRAPPED]
        share_width(widths, least, max_w - 2 * self.margin - fixed, WRAPPED)
        self.widths = widths
        self.lines = [[(wrap(c, self.font, widths[j]) or [c]) if j in WRAPPED else [c] for j, c in enumerate(row)]
                      for row in cells]
        self.step = self.line_step_at(self.size)
        self.heights = [max(len(cell) for cell in row) * self.step + px(6) for row in self.lines]
        top = px(16) + self.head_font.get_linesize() + px(2) + self.score_font.get_linesize() + px(12)
        header = self.bold.get_linesize() + px(10)
        bottom = px(8) + (self.font.get_linesize() if self.record else 0) + px(12) + px(54) + px(18)
        fixed_h = top + header + bottom
        self.shown, rows_h = rows_that_fit(self.heights, H - px(16) - fixed_h, self.step)
        more_h = self.step if self.shown < len(self.rows) else 0
        self.table_w = table_w = sum(widths) + self.gap * (len(widths) - 1)
        lines_w = max(self.head_font.size(self.head_line())[0], self.score_font.size(self.score_line())[0],
                      self.font.size(self.record)[0], self.font.size(self.more_line(0))[0] if more_h else 0,
                      self.buttons_width())
        box_w = min(max_w, max(table_w, lines_w) + 2 * self.margin)
        self.box = pygame.Rect(0, 0, box_w, fixed_h + rows_h + more_h)
        self.box.center = (W // 2, H // 2)
        self.table_top = self.box.y + top
        self.xs = []
        x = self.box.centerx - table_w // 2
        for w in widths:
            self.xs.append(x)
            x += w + self.gap

    # --- actions --------------------------------------------------------------
    def play_again(self) -> None:
        t = self.table
        self.replace(self.ctx.screens.gostop_table(t.rules, None, t.level, players=t.players))

    # --- drawing --------------------------------------------------------------
    def draw_full(self, surface: pygame.Surface) -> None:
        a, px = self.ctx.assets, self.ctx.layout.px
        surface.blit(a.felt(surface.get_size()), (0, 0))
        box = self.box
        draw_panel(surface, box, radius=px(22))
        self.drawn = []
        y = box.y + px(16)
        self.put(surface, self.head_line(), px(44), GOLD_LIGHT, bold=True, midtop=(box.centerx, y))
        y += self.head_font.get_linesize() + px(2)
        self.put(surface, self.score_line(), px(28), TEXT, bold=True, midtop=(box.centerx, y))
        y = self.draw_table(surface, self.table_top)
        if self.record:
            self.put(surface, self.record, self.size, TEXT_DIM, midtop=(box.centerx, y + px(8)))
        for b in self.buttons:
            b.draw(surface, a)

    def anchor(self, j: int, y: int) -> dict[str, tuple[int, int]]:
        x, w = self.xs[j], self.widths[j]
        if j in (1, 2, 3):
            return {"topleft": (x, y)}
        return {"topright": (x + w, y)} if j > 3 else {"midtop": (x + w // 2, y)}

    def draw_table(self, surface: pygame.Surface, y: int) -> int:
        px = self.ctx.layout.px
        for j, head in enumerate(self.heads()):
            self.put(surface, head, self.size, TEXT_DIM, bold=True, **self.anchor(j, y))
        y += self.bold.get_linesize() + px(4)
        pygame.draw.line(surface, GOLD, (self.xs[0] - px(8), y), (self.xs[-1] + self.widths[-1] + px(8), y))
        y += px(6)
        for i in range(self.first, self.first + self.shown):
            row = self.rows[i]
            for j, lines in enumerate(self.lines[i]):
                for k, text in enumerate(lines):
                    colour = GOLD_LIGHT if j == 4 and row.points else TEXT_DIM if text == "—" else TEXT
                    self.put(surface, text, self.size, colour, False, **self.anchor(j, y + k * self.step))
            y += self.heights[i]
        if self.shown < len(self.rows):
            self.put(surface, self.more_line(), self.size, TEXT_DIM, midtop=(self.box.centerx, y + px(2)))
            y += self.step
        return y

    def more_line(self, first: int | None = None) -> str:
        """Which hands are shown, when not all fit ("Hands 5–12 of 12: scroll with the wheel or the arrow keys")."""
        first = self.first if first is None else first
        n = len(self.rows)
        # TRANSLATORS: Go-Stop's match table, when not every hand fits: which are shown, of {n}
        return ngettext("Hands {first}–{last} of {n}: scroll with the wheel or the arrow keys",
                        "Hands {first}–{last} of {n}: scroll with the wheel or the arrow keys", n).format(
            first=first + 1, last=first + self.shown, n=n)
