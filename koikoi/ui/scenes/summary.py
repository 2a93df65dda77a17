"""The round summary: who won and why, each yaku with its cards, the base,
each multiplier, the total, the running match score and the next dealer."""

from __future__ import annotations

import pygame

from ...games.koikoi.game import next_dealer
from ...games.koikoi.state import RoundResult
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import DIALOG_CARD_H, card_row, centred
from ..scene import Context, SummaryOverlay, TableView
from ..widgets import draw_panel, wrap
from ..words import BONUSES, MULTIPLIERS, reason_text


def row_label(words: str) -> str:
    """A multiplier's or bonus's words as a row's label: the first letter
    raised ("Own koi-koi"), the rest as the language wrote it."""
    return words[:1].upper() + words[1:]


class SummaryScene(SummaryOverlay[TableView]):

    def __init__(self, ctx: Context, table: TableView) -> None:
        super().__init__(ctx, table)
        result = table.match.round.result
        assert result is not None  # the summary is shown at a round's end
        self.result: RoundResult = result
        self.score = result.score
        self.why_lines: list[str] = []  # why the round ended, wrapped to the box by place()

    def place(self) -> None:
        """The box, as tall as its rows and its sentence on why the round
        ended (wrapped to its width: a language may say it at more length)."""
        lay = self.ctx.layout
        table = self.table
        self.why_lines = wrap(reason_text(self.result, table.short, table.person), self.ctx.assets.font(lay.px(22)),
                              lay.px(820 - 60))
        rows = len(self.score.yaku) if self.score else 0
        lines = (len(self.score.multipliers) + len(self.score.bonuses)) if self.score else 0
        self.box = centred(self.ctx.layout, 820, 290 + 92 * rows + 28 * lines + 26 * max(0, len(self.why_lines) - 1))
        # TRANSLATORS: buttons under the round's summary: go on to the match's result, or to the next round
        self.place_buttons(_("See the result") if self.table.match.over else _("Next round"))


    def title(self) -> str:
        w = self.result.winner
        if w is None:
            return _("No winner this round")
        if w == self.table.person:
            return _("You win the round!")
        # TRANSLATORS: {name} is the computer's or a demo player's name ("CPU", "North")
        return _("{name} wins the round").format(name=self.table.short[w])

    def score_line(self) -> str:
        """The match's score after this round, and who deals the next one."""
        table, m = self.table, self.table.match
        names = table.short
        if m.over:
            # TRANSLATORS: the match's score after a round: each player's name and points
            return _("Match: {first} {first_points}  —  {second} {second_points}").format(
                first=names[0], first_points=m.scores[0], second=names[1], second_points=m.scores[1])
        dealer = names[next_dealer(table.rules, m.round.dealer, self.result)]
        # TRANSLATORS: the match's score after a round, then the name of who deals the next round
        return _("Match: {first} {first_points}  —  {second} {second_points}     Next dealer: {dealer}").format(
            first=names[0], first_points=m.scores[0], second=names[1], second_points=m.scores[1], dealer=dealer)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        box = self.box
        draw_panel(surface, box, radius=px(20))
        t = a.text(self.title(), px(48), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + px(18))))
        for i, line in enumerate(self.why_lines):
            why = a.text(line, px(22), TEXT_DIM)
            surface.blit(why, why.get_rect(midtop=(box.centerx, box.y + px(68) + i * px(26))))
        y = box.y + px(100) + max(0, len(self.why_lines) - 1) * px(26)
        sc = self.score
        if sc is not None:
            for yk in sc.yaku:
                name = a.text(pgettext("yaku", yk.name), px(28), TEXT, bold=True)
                surface.blit(name, (box.x + px(30), y + px(10)))
                points = a.text(f"{yk.points}", px(34), GOLD_LIGHT, bold=True)
                surface.blit(points, points.get_rect(topright=(box.right - px(30), y + px(24))))
                card_row(surface, a, yk.cards, box.x + px(220), y, px(DIALOG_CARD_H), box.w - px(310))
                y += px(92)
            pygame.draw.line(surface, (226, 165, 36), (box.x + px(30), y + px(2)), (box.right - px(30), y + px(2)))
            y += px(8)
            # TRANSLATORS: the yaku's points added up, before any bonus or multiplier
            rows: list[tuple[str, str]] = [(_("Base"), str(sc.base))]
            for bid, pts in sc.bonuses:
                rows.append((row_label(_(BONUSES[bid]) if bid in BONUSES else bid), f"+{pts}"))
            for mid, f in sc.multipliers:
                rows.append((row_label(_(MULTIPLIERS[mid]) if mid in MULTIPLIERS else mid), f"×{f}"))
            for label, value in rows:
                name = a.text(label, px(22), TEXT)
                v = a.text(value, px(24), GOLD_LIGHT)
                surface.blit(name, (box.x + px(30), y))
                surface.blit(v, v.get_rect(topright=(box.right - px(30), y)))
                y += px(28)
        total = self.result.points
        # TRANSLATORS: the points the round's winner scores, in all
        tl = a.text(_("Round points"), px(28), TEXT, bold=True)
        tv = a.text(str(total), px(40), GOLD_LIGHT, bold=True)
        surface.blit(tl, (box.x + px(30), y + px(6)))
        surface.blit(tv, tv.get_rect(topright=(box.right - px(30), y)))
        y += px(46)
        s = a.text(self.score_line(), px(24), TEXT)
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        for b in self.buttons:
            b.draw(surface, a)
