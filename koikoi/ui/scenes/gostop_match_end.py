"""The end of a game of Go-Stop, after its last hand's summary: who won,
the final score, then each hand (:mod:`..gostop_hands_said`: its winner,
how, its multipliers in words, its points and the score after it) in a
table, the player's record, and play again (pt14: Koi-Koi's match end
listed each round; Go-Stop's summary led back to the title with none).

The columns are sized to what they hold; where the window lacks the width,
How and Multipliers share what is left and their cells wrap in it. The
text shrinks (no smaller than the normal size) until every hand fits;
where they still do not, the last hands are shown, a line says which, and
the wheel or the arrow keys scroll."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...games.gostop.game import GameState
from ...games.gostop.rules import GoStopRules
from ...games.matchrecord import MatchRecord, RecordError, Replay, replay
from ...i18n import _, ngettext, pgettext
from ...storage import record
from ..assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import level_name
from ..gostop_hands_said import HandRow, hand_rows
from ..scene import Context, Scene
from ..seat_words import Seats, in_sentence
from ..widgets import Button, ReadableButton, Widget, draw_panel, wrap

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


class GostopMatchEndScene(Scene):
    def __init__(self, ctx: Context, table: GostopEndView) -> None:
        super().__init__(ctx)
        self.table = table
        self.game = table.game
        self.replay = played_again(table)
        self.first = 0  # the first hand row shown
        self.shown = 0
        self.buttons: list[Button] = []
        self.drawn: list[tuple[str, pygame.Rect, int]] = []  # (text, where, size) of the last frame
        self.tally = ctx.history.record().get(record.key(table.level, "gostop"))

    def enter(self) -> None:
        super().enter()
        self.ctx.audio.play("match_end")

    # --- words ----------------------------------------------------------------
    def seats(self) -> Seats:
        return Seats(tuple(self.table.short), self.table.person)

    def head_line(self) -> str:
        g, t = self.game, self.table
        if g.winner is None:
            return _("The match is drawn")
        if g.winner == t.person:
            return _("You win the match!")
        return in_sentence(_("{name} wins the match"), t.short[g.winner])

    def score_line(self) -> str:
        # TRANSLATORS: Go-Stop of three: one player's score in the match's line ("CPU 1: 9")
        each = [_("{name}: {points}").format(name=n, points=v) for n, v in zip(self.table.short, self.game.scores)]
        return "   —   ".join(each)

    def record_line(self) -> str:
        tally = self.tally
        if tally is None:
            return ""
        if tally.best_round <= 0:
            return _("Your record against {level}: {record}  ·  no hand won yet").format(
                level=level_name(self.table.level), record=tally.words())
        return ngettext("Your record against {level}: {record}  ·  your best hand {n} point",
                        "Your record against {level}: {record}  ·  your best hand {n} points",
                        tally.best_round).format(level=level_name(self.table.level), record=tally.words(),
                                                 n=tally.best_round)

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
        """Size the columns to their content and the panel to the table; the text as large as lets every hand
        fit (down to the normal size), else as many hands as fit."""
        lay, a = self.ctx.layout, self.ctx.assets
        px = lay.px
        W, H = lay.window
        self.rows = hand_rows(self.replay, self.game, self.seats())
        self.record = self.record_line()
        for share in (1.0, 0.92, 0.84, 0.76, 0.68, 0.6, 0.52):  # the text smaller till the table fits, or scrolls
            self.size = self.text_size(20 * share)
            self.measure(W, H)
            if self.shown == len(self.rows) and self.table_w + 2 * self.margin <= W - px(32):
                break
        self.first = max(0, len(self.rows) - self.shown)
        bw, bh = px(220), px(54)
        y = self.box.bottom - bh - px(18)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        # TRANSLATORS: buttons at the match's end: a new match with the same rules, or back to the title
        again, to_title = _("Play again"), _("Title screen")
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        aw = max(bw, ReadableButton.width_for(a, again, bh, enter, primary=True))
        tw = max(bw, ReadableButton.width_for(a, to_title, bh, esc))
        room = self.box.w - px(52)
        if aw + tw > room:
            aw, tw = aw * room // (aw + tw), tw * room // (aw + tw)
        self.again = ReadableButton((self.box.centerx - aw - px(10), y, aw, bh), again, self.play_again,
                                    primary=True, key=pygame.K_RETURN, key_label=enter, click_sound=click)
        self.title_button = ReadableButton((self.box.centerx + px(10), y, tw, bh), to_title, self.to_title,
                                           key=pygame.K_ESCAPE, key_label=esc, click_sound=click)
        self.buttons = [self.again, self.title_button]

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
        room = max_w - 2 * self.margin - fixed
        how, mult = widths[2], widths[3]
        if how + mult > room:  # each a share as its cells are long, never under its heading
            # never narrower than its heading or its longest word (a cell wraps between words, never inside one)
            least = [max([self.bold.size(heads[j])[0]] + [self.font.size(w)[0] for c in cells for w in c[j].split()])
                     for j in WRAPPED]
            mult = min(mult, max(least[1], room * mult // max(1, how + mult)))
            how = max(least[0], room - mult)
        widths[2], widths[3] = how, mult
        self.widths = widths
        self.lines = [[(wrap(c, self.font, widths[j]) or [c]) if j in WRAPPED else [c] for j, c in enumerate(row)]
                      for row in cells]
        self.step = self.font.get_linesize()
        self.heights = [max(len(cell) for cell in row) * self.step + px(6) for row in self.lines]
        top = px(16) + self.head_font.get_linesize() + px(2) + self.score_font.get_linesize() + px(12)
        header = self.bold.get_linesize() + px(10)
        bottom = px(8) + (self.font.get_linesize() if self.record else 0) + px(12) + px(54) + px(18)
        fixed_h = top + header + bottom
        room_h = H - px(16) - fixed_h
        if sum(self.heights) <= room_h:
            self.shown, rows_h = len(self.rows), sum(self.heights)
        else:  # as many as any run of them fits, with the line saying which are shown
            self.shown, rows_h = 1, max(self.heights)
            for n in range(2, len(self.rows)):
                tallest = max(sum(self.heights[i:i + n]) for i in range(len(self.rows) - n + 1))
                if tallest > room_h - self.step:
                    break
                self.shown, rows_h = n, tallest
        more_h = self.step if self.shown < len(self.rows) else 0
        self.table_w = table_w = sum(widths) + self.gap * (len(widths) - 1)
        lines_w = max(self.head_font.size(self.head_line())[0], self.score_font.size(self.score_line())[0],
                      self.font.size(self.record)[0], self.font.size(self.more_line(0))[0] if more_h else 0,
                      2 * px(220) + px(20))
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

    def to_title(self) -> None:
        self.replace(self.ctx.screens.title())

    def scroll(self, rows: int) -> None:
        first = max(0, min(len(self.rows) - self.shown, self.first + rows))
        if first != self.first:
            self.first = first
            self.invalidate()

    steps_move_focus = True  # ← → go between the buttons (↑ ↓ scroll the hands)

    def focus_order(self) -> list[Widget]:
        return list(self.buttons)

    SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10,
                   pygame.K_HOME: -1000, pygame.K_END: 1000}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.KEYDOWN and event.key in self.SCROLL_KEYS:
            self.scroll(self.SCROLL_KEYS[event.key])
        for b in self.buttons:
            if b.handle(event):
                self.invalidate()
                if self.done:
                    return

    # --- drawing --------------------------------------------------------------
    def put(self, surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], bold: bool = False,
            **where: tuple[int, int]) -> None:
        img = self.ctx.assets.text(text, size, colour, bold=bold)
        rect = img.get_rect(**where)
        surface.blit(img, rect)
        self.drawn.append((text, rect, size))

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
