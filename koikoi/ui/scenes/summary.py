"""The round summary: who won and why, each yaku with its cards, the base,
each multiplier, the total, the running match score and the next dealer."""

from __future__ import annotations

import pygame

from ...games.koikoi.game import next_dealer
from ...games.koikoi.state import RoundResult
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import DIALOG_CARD_H, card_row, centred_px, shrink_to_fit, note_lines
from ..scene import Context, TableView
from ..summary_overlay import SummaryOverlay
from ..widgets import fit_text, wrap
from ..seat_words import Seats, koikoi_score_line, in_sentence
from ..words import reason_text
from ..yaku_words import koikoi_extra


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
        why = reason_text(self.result, table.short, table.person, table.yaku_improved)

        def height(k: float) -> int:
            self.k = k
            self.why_lines = wrap(why, self.ctx.assets.font(self.z(22)), lay.px(820 - 60))
            return self.paint(None, pygame.Rect(0, 0, lay.px(820), 0)) + lay.px(12 + 56 + 22)  # the buttons

        self.k = shrink_to_fit(height, lay.window[1] - lay.px(16), self.ctx.assets)
        self.box = centred_px(lay, 820, height(self.k))
        # TRANSLATORS: buttons under the round's summary: go on to the match's result, or to the next round
        self.place_buttons(_("See the result") if self.table.match.over else _("Next round"))


    def title(self) -> str:
        w = self.result.winner
        if w is None:
            return _("No winner this round")
        if w == self.table.person:
            return _("You win the round!")
        # TRANSLATORS: {name} is the computer's or a demo player's name ("CPU", "North")
        return in_sentence(_("{name} wins the round"), self.table.short[w])

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

    def score_lines(self) -> list[tuple[str, str]]:
        """The score's bonuses and multipliers, each said of the seat it is
        about ("CPU called koi-koi", "×2"), in the order the score adds them."""
        sc, winner = self.score, self.result.winner
        if sc is None or winner is None:
            return []
        seats = Seats(tuple(self.table.short), self.table.person)
        threshold = self.table.rules.scoring.seven_plus_threshold
        said = [(koikoi_score_line("bonus", bid, pts, winner, seats, threshold), f"+{pts}") for bid, pts in sc.bonuses]
        said += [(koikoi_score_line("multiplier", mid, f, winner, seats, threshold), f"×{f}")
                 for mid, f in sc.multipliers]
        return said

    def paint(self, surface: pygame.Surface | None, box: pygame.Rect) -> int:
        """The summary's lines in ``box``, one under another by their fonts'
        heights (measured only, without a surface); where they end, from its top."""
        a = self.ctx.assets
        px, z = self.ctx.layout.px, self.z

        def put(image: pygame.Surface, **where: tuple[int, int]) -> None:
            if surface is not None:
                surface.blit(image, image.get_rect(**where))

        def line(size: float, bold: bool = False) -> int:
            return a.font(z(size), bold).get_linesize()

        put(fit_text(a, self.title(), z(48), px(30), box.w - px(40), GOLD_LIGHT, bold=True), midtop=(box.centerx, box.y + px(18)))
        y = box.y + px(18) + line(48, True) + px(4)
        for text in self.why_lines:
            put(a.text(text, z(22), TEXT_DIM), midtop=(box.centerx, y))
            y += line(22) + px(5)
        y += px(6)
        sc = self.score
        if sc is not None:
            row_h = max(px(92), px(10) + line(28, True) + px(8), px(24) + line(34, True))
            for yk in sc.yaku:
                name = fit_text(a, pgettext("yaku", yk.name), z(28), px(18), px(185), TEXT, bold=True)
                put(name, topleft=(box.x + px(30), y + px(10)))
                # the points its extra cards added: "5 + 1 for 1 extra ribbon", in lines under its name
                extra = note_lines(a.font(z(18)), koikoi_extra(self.table.rules, yk, self.result.winner,
                                                              self.table.match.round), px(185))
                for k, said in enumerate(extra):
                    put(a.text(said, z(18), TEXT_DIM), topleft=(box.x + px(30), y + px(14) + line(28, True) + k * line(18)))
                put(a.text(f"{yk.points}", z(34), GOLD_LIGHT, bold=True), topright=(box.right - px(30), y + px(24)))
                if surface is not None:
                    card_row(surface, a, yk.cards, box.x + px(220), y, px(DIALOG_CARD_H), box.w - px(310))
                y += max(row_h, px(18) + line(28, True) + len(extra) * line(18))
            if surface is not None:
                pygame.draw.line(surface, (226, 165, 36), (box.x + px(30), y + px(2)), (box.right - px(30), y + px(2)))
            y += px(8)
            # TRANSLATORS: the yaku's points added up, before any bonus or multiplier
            rows: list[tuple[str, str]] = [(_("Base"), str(sc.base))]
            rows += [(row_label(words), value) for words, value in self.score_lines()]
            for label, value in rows:
                put(a.text(label, z(22), TEXT), topleft=(box.x + px(30), y))
                put(a.text(value, z(24), GOLD_LIGHT), topright=(box.right - px(30), y))
                y += max(line(22), line(24)) + px(5)
        total = self.result.points
        # TRANSLATORS: the points the round's winner scores, in all
        put(a.text(_("Round points"), z(28), TEXT, bold=True), topleft=(box.x + px(30), y + px(6)))
        put(a.text(str(total), z(40), GOLD_LIGHT, bold=True), topright=(box.right - px(30), y))
        y += max(line(40, True), px(6) + line(28, True)) + px(8)
        said, room = self.score_line(), box.w - px(40)  # at the text size chosen, never smaller: wrapped
        lines = [said] if a.font(z(24)).size(said)[0] <= room else wrap(said, a.font(z(24)), room)
        for k, words in enumerate(lines):
            put(a.text(words, z(24), TEXT), midtop=(box.centerx, y + k * line(24)))
        return y + len(lines) * line(24) - box.y
