"""The match's end: the winner and the final score, then how each round was
won (who, with which yaku or by what rule, the multipliers, the points and
the running score), the player's record, and play again.

The table's columns are sized to what they hold and the panel to the table;
where the window lacks the width, How and Multipliers share what is left
and their cells wrap in it, never cut.
Every round that fits is shown; a longer match (a "first to 50" match may
run past twenty rounds) shows its last rounds, with a line saying how many
are not shown, and the wheel or the arrow keys scroll back through them.
"""

from __future__ import annotations

from dataclasses import dataclass
import pygame

from ...games.koikoi.game import MatchState
from ...games.koikoi.turn import RoundResult
from ...i18n import N_, _, ngettext, pgettext
from ...storage import record
from ..assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import level_name
from ..scene import Context, TableView
from ..scroll_table import ScrollingTableScene, rows_that_fit, share_width
from ..widgets import Widget, draw_panel, fit, wrap
from ..seat_words import Seats, koikoi_score_line, in_sentence

# How a round ended when no yaku decided it, in a cell.
ENDINGS = {
    # TRANSLATORS: in a table cell, how a round ended: nobody stopped before the cards ran out
    "exhausted": N_("hands ran out"),
    # TRANSLATORS: in a table cell, how a round ended: the dealer took the points when the cards ran out
    "oya-ken": N_("hands ran out: dealer's points"),
    # TRANSLATORS: in a table cell, how a round ended
    "teshi": N_("Teshi (four of a month dealt)"),
    # TRANSLATORS: in a table cell, how a round ended
    "kuttsuki": N_("Kuttsuki (four pairs dealt)"),
    # TRANSLATORS: in a table cell, how a round ended
    "field-four": N_("four of a month on the field"),
}
# Why a deal was void, after "void deal: ".
VOID_DEALS = {
    "field-four": N_("four of a month on the field"),
    # TRANSLATORS: in a table cell, why a deal was void
    "field-three": N_("three of a month on the field"),
    # TRANSLATORS: in a table cell, why a deal was void
    "field-pairs": N_("four pairs on the field"),
    # TRANSLATORS: a rule's name: four cards of a month in a dealt hand
    "teshi": N_("Teshi"),
    # TRANSLATORS: a rule's name: four pairs in a dealt hand
    "kuttsuki": N_("Kuttsuki"),
}
# A yaku round that did not end by the winner's own choice to stop.
NOTES = {
    # TRANSLATORS: in a table cell, after the yaku: why the round ended without a choice to stop
    "stop-limit": N_("no koi-koi left"),
    # TRANSLATORS: in a table cell, after the yaku: why the round ended without a choice to stop
    "stop-last-card": N_("no koi-koi on the last card"),
    # TRANSLATORS: in a table cell, after the yaku: the cards ran out, and the last to call koi-koi scored
    "last-caller": N_("hands ran out, last koi-koi"),
}

WRAPPED = (2, 3)  # the match table's columns whose cells wrap: How, Multipliers


def said(words: dict[str, str], key: str, default: str | None = None) -> str:
    """``words[key]`` in the language spoken; ``default`` (else the key) when missing."""
    if key in words:
        return _(words[key])
    return key if default is None else default


def joined(items: list[str] | tuple[str, ...]) -> str:
    """Items in a cell, with the separator of the language's lists ("a, b, c")."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = pgettext("list", "{list}, {item}").format(list=out, item=item)
    return out


@dataclass(frozen=True)
class RoundRow:
    """One round of the match, as the table says it."""

    number: int
    winner: int | None
    who: str  # the winner's name, "no winner" or "void"
    yaku: tuple[str, ...]  # the winning yaku's names (none for a round decided otherwise)
    how: str  # a note on how it ended ("no koi-koi left"), or the whole story without yaku
    multipliers: str  # "Doubled (7 points or more), Doubled (You called koi-koi)", or ""
    points: int
    scores: tuple[int, int]  # the match score after this round


def multiplier_words(result: RoundResult, seats: Seats, threshold: int) -> str:
    """The multipliers and bonuses a round's score had, in words ("Doubled
    (7 points or more), Doubled (You called koi-koi)": "×2 7 points or more"
    was read as a riddle), each why in the words the summary said it."""
    sc = result.score
    if sc is None or result.winner is None:
        return ""
    w = result.winner
    parts = [factor_words(f, koikoi_score_line("multiplier", mid, f, w, seats, threshold)) for mid, f in sc.multipliers]
    # TRANSLATORS: in the match table's Multipliers column: points added to a round's score, and why ("3 points
    # added (You called koi-koi 3 times)")
    parts += [ngettext("{points} point added ({what})", "{points} points added ({what})", p).format(
        points=p, what=koikoi_score_line("bonus", bid, p, w, seats, threshold)) for bid, p in sc.bonuses]
    return joined(parts)


def factor_words(factor: int, what: str) -> str:
    """A multiplier in a cell, in words: "Doubled (7 points or more)"."""
    if factor == 2:
        # TRANSLATORS: in the match table's Multipliers column: the round's score was doubled, and why ("Doubled
        # (7 points or more)", "Doubled (CPU called koi-koi)")
        return pgettext("match table", "Doubled ({what})").format(what=what)
    if factor == 3:
        # TRANSLATORS: as above, the score tripled ("Tripled (You called koi-koi twice)")
        return pgettext("match table", "Tripled ({what})").format(what=what)
    # TRANSLATORS: as above, the score multiplied by {factor} (4 or more) ("Multiplied by 4 (...)")
    return pgettext("match table", "Multiplied by {factor} ({what})").format(factor=factor, what=what)


def ending_words(result: RoundResult) -> str:
    """How a round ended, as a note beside its yaku or the whole story without them."""
    r = result.reason
    if r.startswith("void-"):
        # TRANSLATORS: in a table cell: the round was void, for {why} ("four pairs on the field")
        return _("void deal: {why}").format(why=said(VOID_DEALS, r[5:]))
    if r in NOTES:
        return _(NOTES[r])
    return said(ENDINGS, r, "" if r == "stop" else r)


def round_rows(m: MatchState, names: tuple[str, str], person: int | None = 0) -> list[RoundRow]:
    """Every round of the match, with the running score after each (booked
    as the engine books it: with starting points or transfer, the loser pays),
    in the language spoken."""
    running = [m.rules.match.starting_points] * 2
    rows = []
    for i, res in enumerate(m.history):
        if res.winner is not None and res.points:
            running[res.winner] += res.points
            if m.rules.match.transfer or m.rules.match.starting_points:
                running[1 - res.winner] -= res.points
        if res.winner is not None:
            who = names[res.winner]
        elif res.reason.startswith("void-"):
            # TRANSLATORS: in the match table's Winner column: the round was void (no one played it)
            who = _("void")
        else:
            # TRANSLATORS: in the match table's Winner column: the round was played, and nobody won it
            who = _("no winner")
        yaku = tuple(pgettext("yaku", y.name) for y in res.score.yaku) if res.score is not None else ()
        rows.append(RoundRow(i + 1, res.winner, who, yaku, ending_words(res),
                             multiplier_words(res, Seats(tuple(names), person), m.rules.scoring.seven_plus_threshold),
                             res.points, (running[0], running[1])))
    return rows


def how_words(row: RoundRow, font: pygame.font.Font, width: int) -> str:
    """The yaku and the note on how the round ended, shortened to ``width``:
    the last yaku give way to "+2" first, then the text is cut."""
    if not row.yaku:
        return fit(font, row.how, width)

    def with_note(yaku: str) -> str:
        # TRANSLATORS: in a table cell: the yaku made, then a note on how the round ended
        return _("{yaku} ({note})").format(yaku=yaku, note=row.how) if row.how else yaku

    for shown in range(len(row.yaku), 0, -1):
        more = f" +{len(row.yaku) - shown}" if shown < len(row.yaku) else ""
        text = with_note(joined(row.yaku[:shown]) + more)
        if font.size(text)[0] <= width:
            return text
    return fit(font, with_note(joined(row.yaku)), width)


@dataclass
class Column:
    head: str
    align: str  # "left", "centre" or "right"
    x: int = 0
    w: int = 0


class MatchEndScene(ScrollingTableScene):
    def __init__(self, ctx: Context, table: TableView) -> None:
        super().__init__(ctx)
        self.table = table
        self.match = table.match
        self.auto = 8.0 if table.demo else None
        self.rows: list[RoundRow] = round_rows(self.match, table.short, table.person)  # said again by place()
        self.shown = len(self.rows)
        self.tally = None if table.demo else ctx.history.record().get(record.key(table.level))
        self.record_line = self.record_words()

    def record_words(self) -> str:
        """The player's record against this level, in a line ("" in the demo
        or before any)."""
        tally = self.tally
        if tally is None:
            return ""
        if tally.best_round <= 0:  # no round won yet: no "best round 0 points"
            # TRANSLATORS: {level} is the opponent's level ("Normal"), {record} "0 won, 2 lost"; the player
            # has won no round against it yet
            return _("Against {level}: {record}  ·  no round won yet").format(
                level=level_name(self.table.level), record=tally.words())
        # TRANSLATORS: {level} is the opponent's level ("Normal"), {record} "4 won, 5 lost", {n} the most
        # points the player scored in a round
        return ngettext("Against {level}: {record}  ·  your best round {n} point",
                        "Against {level}: {record}  ·  your best round {n} points", tally.best_round).format(
            level=level_name(self.table.level), record=tally.words(), n=tally.best_round)

    # --- layout ---------------------------------------------------------------
    def head_line(self) -> str:
        m, names = self.match, self.table.short
        if m.winner is None:
            return _("A drawn match")
        if m.winner == self.table.person:
            return _("You win the match!")
        # TRANSLATORS: {name} is the computer's or a demo player's name ("CPU", "North")
        return in_sentence(_("{name} wins the match"), names[m.winner])

    def score_line(self) -> str:
        m, names = self.match, self.table.short
        # TRANSLATORS: the match's final score: each player's name and points
        return _("{first} {first_points}   —   {second} {second_points}").format(
            first=names[0], first_points=m.scores[0], second=names[1], second_points=m.scores[1])

    def place(self) -> None:
        """Size the columns to their content, the panel to the table (within
        the window), and fit as many rounds as the height allows."""
        lay = self.ctx.layout
        px = lay.px
        a = self.ctx.assets
        W, H = lay.window
        self.rows = round_rows(self.match, self.table.short, self.table.person)
        self.record_line = self.record_words()
        self.font = a.font(self.text_size(22))
        self.bold = a.font(self.text_size(22), bold=True)
        self.head_font = a.font(px(48), bold=True)
        self.score_font = a.font(px(32), bold=True)
        self.row_h = self.font.get_linesize() + px(8)
        self.margin = px(32)
        # between the columns, a gap as wide as a line of the text is tall: a fixed 22 px at 150% text
        # read as a word's space ("Doubled (7 points or more)  20", "Points Vous CPU" as one heading)
        self.gap = max(px(22), self.bold.get_linesize())
        # TRANSLATORS: the match table's column headings: the round's number, who won it, how (the yaku or
        # the rule that ended it), the multipliers, the round's points; then one column per player
        self.columns = [Column(pgettext("match table", "Round"), "centre"),
                        Column(pgettext("match table", "Winner"), "left"),
                        Column(pgettext("match table", "How"), "left"),
                        Column(pgettext("match table", "Multipliers"), "left"),
                        Column(pgettext("match table", "Points"), "right"),
                        Column(self.table.short[0], "right"), Column(self.table.short[1], "right")]
        cells = [self.cells(r) for r in self.rows]
        for j, col in enumerate(self.columns):
            col.w = max([self.bold.size(col.head)[0]] + [self.font.size(c[j])[0] for c in cells])
        # the width: How and Multipliers give up what the window lacks, and their cells wrap in it
        fixed_w = sum(c.w for j, c in enumerate(self.columns) if j not in WRAPPED) + self.gap * (len(self.columns) - 1)
        max_w = W - 2 * px(16)
        widths = [c.w for c in self.columns]
        share_width(widths, [self.bold.size(self.columns[j].head)[0] for j in WRAPPED], max_w - 2 * self.margin - fixed_w)
        for col, w in zip(self.columns, widths):
            col.w = w
        self.lines = [[wrap(c, self.font, self.columns[j].w) or [c] if j in WRAPPED else [c] for j, c in enumerate(row)]
                      for row in cells]
        self.line_step = self.line_step_at(self.text_size(22))  # a cell's lines
        self.heights = [self.row_h + (max(len(cell) for cell in row) - 1) * self.line_step for row in self.lines]
        # the height: everything but the rows is fixed; the rows take what is left
        top = px(18) + self.head_font.get_linesize() + px(4) + self.score_font.get_linesize() + px(18)
        header = self.bold.get_linesize() + px(10)
        bottom = px(10) + (self.row_h if self.record_line else 0) + px(12) + px(54) + px(20)
        fixed_h = top + header + bottom
        self.shown, rows_h = rows_that_fit(self.heights, H - 2 * px(8) - fixed_h, self.row_h)
        self.first = max(0, len(self.rows) - self.shown)
        more_h = self.row_h if self.shown < len(self.rows) else 0
        box_h = fixed_h + rows_h + more_h
        table_w = fixed_w + sum(self.columns[j].w for j in WRAPPED)
        middle = max(1, (len(self.rows) - self.shown) // 2)  # rounds hidden above and below: the longest line
        lines = [self.record_line, self.more_line(middle) if more_h else ""]
        lines_w = max(self.head_font.size(self.head_line())[0], self.score_font.size(self.score_line())[0],
                      *(self.font.size(t)[0] for t in lines), self.buttons_width())
        box_w = min(max_w, max(table_w, lines_w) + 2 * self.margin)
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (W // 2, H // 2)
        self.table_top = self.box.y + top
        x = self.box.centerx - table_w // 2
        for col in self.columns:
            col.x = x
            x += col.w + self.gap
        self.place_buttons(lay.px(20))

    def cells(self, row: RoundRow) -> list[str]:
        """A row's cells as text, in full (How and Multipliers wrap in their columns)."""
        how = how_words(row, self.font, 1 << 30)
        return [str(row.number), row.who, how, row.multipliers or "—", str(row.points) if row.points else "—",
                str(row.scores[0]), str(row.scores[1])]

    # --- actions --------------------------------------------------------------
    def play_again(self) -> None:
        t = self.table
        self.replace(self.ctx.screens.table(t.rules, None, t.level, demo=t.demo, attract=t.attract))

    def waited(self, seconds: float) -> None:
        if self.auto is not None:  # the demo moves on after its seconds, slept through or not
            self.update(seconds)

    def update(self, dt: float) -> None:
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.auto = None
                self.play_again()

    def focus_order(self) -> list[Widget]:
        return [] if self.table.attract else list(self.buttons)

    def handle(self, event: pygame.event.Event) -> None:
        if self.table.attract and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.to_title()
            return
        super().handle(event)

    # --- drawing --------------------------------------------------------------
    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        px = self.ctx.layout.px
        surface.blit(a.felt(surface.get_size()), (0, 0))
        box = self.box
        draw_panel(surface, box, radius=px(22))
        self.drawn = []
        y = box.y + px(18)
        self.put(surface, self.head_line(), px(48), GOLD_LIGHT, bold=True, midtop=(box.centerx, y))
        y += self.head_font.get_linesize() + px(4)
        self.put(surface, self.score_line(), px(32), TEXT, bold=True, midtop=(box.centerx, y))
        y = self.draw_table(surface, self.table_top)
        if self.record_line:
            self.put(surface, self.record_line, self.text_size(22), TEXT_DIM, midtop=(box.centerx, y + px(10)))
        for b in self.buttons:
            b.draw(surface, a)

    def draw_table(self, surface: pygame.Surface, y: int) -> int:
        """The header, the shown rounds and a line on those not shown; returns the y below."""
        px = self.ctx.layout.px
        size = self.text_size(22)
        for col in self.columns:
            self.put(surface, col.head, size, TEXT_DIM, bold=True, **self.anchor(col, y))
        y += self.bold.get_linesize() + px(4)
        left, right = self.columns[0].x - px(10), self.columns[-1].x + self.columns[-1].w + px(10)
        pygame.draw.line(surface, GOLD, (left, y), (right, y))
        y += px(6)
        line_h = self.line_step  # no row shaded: the Winner column says who won each (a shade unexplained was a riddle)
        for i in range(self.first, self.first + self.shown):
            row, row_h = self.rows[i], self.heights[i]
            for j, (col, lines) in enumerate(zip(self.columns, self.lines[i])):
                for k, text in enumerate(lines):
                    colour = GOLD_LIGHT if j == 4 and row.points else TEXT_DIM if text == "—" else TEXT
                    self.put(surface, text, size, colour, bold=False, **self.anchor(col, y + k * line_h))
            y += row_h
        if self.shown < len(self.rows):
            self.put(surface, self.more_line(), size, TEXT_DIM, midtop=(self.box.centerx, y + px(2)))
            y += self.row_h
        return y

    def more_line(self, first: int | None = None) -> str:
        """Which rounds are shown, when not all fit: "Rounds 9–20 of 23 (8 above, 3 below): scroll..."."""
        n = len(self.rows)
        first = self.first if first is None else first
        last = first + self.shown
        below = n - last
        # TRANSLATORS: how many rounds of the match table are hidden above the rounds shown
        above_words = ngettext("{n} above", "{n} above", first).format(n=first)
        # TRANSLATORS: how many rounds of the match table are hidden below the rounds shown
        below_words = ngettext("{n} below", "{n} below", below).format(n=below)
        shown = {"first": first + 1, "last": last, "n": n, "above": above_words, "below": below_words}
        if first and below:
            # TRANSLATORS: which rounds the match table shows, of {n}; {above} "8 above", {below} "3 below"
            return ngettext("Rounds {first}–{last} of {n} ({above}, {below}): scroll with the wheel or the arrow keys",
                            "Rounds {first}–{last} of {n} ({above}, {below}): scroll with the wheel or the arrow keys",
                            n).format(**shown)
        if first:
            return ngettext("Rounds {first}–{last} of {n} ({above}): scroll with the wheel or the arrow keys",
                            "Rounds {first}–{last} of {n} ({above}): scroll with the wheel or the arrow keys",
                            n).format(**shown)
        return ngettext("Rounds {first}–{last} of {n} ({below}): scroll with the wheel or the arrow keys",
                        "Rounds {first}–{last} of {n} ({below}): scroll with the wheel or the arrow keys",
                        n).format(**shown)

    @staticmethod
    def anchor(col: Column, y: int) -> dict[str, tuple[int, int]]:
        if col.align == "left":
            return {"topleft": (col.x, y)}
        if col.align == "right":
            return {"topright": (col.x + col.w, y)}
        return {"midtop": (col.x + col.w // 2, y)}
