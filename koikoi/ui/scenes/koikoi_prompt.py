"""The koi-koi prompt: the yaku just made, what stopping scores now, and
two clear buttons, Stop and Koi-Koi; a Hint says which the computer would
choose in the player's seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...games.common.cards import indices
from ...games.common.seats import HUMAN
from ...games.koikoi.actions import KOIKOI, STOP, Action
from ...games.koikoi.scoring import YakuScore, found_yaku
from ...games.koikoi.turn import RoundState, koikoi_calls_left, koikoi_on_last_card
from ...i18n import _, ngettext, pgettext
from .. import moves_over
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..koikoi_match_said import koikoi_match_words, stop_match_words
from ..boxes import DIALOG_CARD_H, GUIDED_FLOOR, best_room, card_row, centred_px, shrink_to_fit
from ..layout import CARD_RATIO
from ..prompt_hint import HINT_KOIKOI, HINT_STOP, TITLE_GAP, PromptHint
from ..scene import Context, Overlay, TableView
from ..seat_words import Seats
from ..widgets import ENTER_KEYS, Button, draw_panel, fit_text, keys_words, wrap
from ..words import breakdown



def last_card_words(rnd: RoundState) -> tuple[str, bool]:
    """What koi-koi means when the player has just played their last card,
    from the engine's own exhausted-hands rule (:func:`koikoi_on_last_card`);
    and whether the round ends with the call (the round's last card: no
    more play to hope for). ("", False) while the player holds cards."""
    result = koikoi_on_last_card(rnd)
    if result is None:
        return "", False
    now = not rnd.hands[1 - HUMAN]
    n = result.points
    if now:
        if result.winner is None:
            return _("This was the round's last card: koi-koi ends the round here, with no score for anyone."), now
        if result.reason == "oya-ken" and result.winner == HUMAN:
            # TRANSLATORS: oya-ken: the dealer's point when the hands run out and nobody has scored
            return ngettext("This was the round's last card: koi-koi ends the round here, and your yaku do not "
                            "score; you score {n} point as the dealer (oya-ken).",
                            "This was the round's last card: koi-koi ends the round here, and your yaku do not "
                            "score; you score {n} points as the dealer (oya-ken).", n).format(n=n), now
        if result.reason == "oya-ken":
            return ngettext("This was the round's last card: koi-koi ends the round here, and your yaku do not "
                            "score; the CPU scores {n} point as the dealer (oya-ken).",
                            "This was the round's last card: koi-koi ends the round here, and your yaku do not "
                            "score; the CPU scores {n} points as the dealer (oya-ken).", n).format(n=n), now
        return ngettext("This was the round's last card: koi-koi ends the round here, and you score {n} point, "
                        "as the last to call koi-koi.",
                        "This was the round's last card: koi-koi ends the round here, and you score {n} points, "
                        "as the last to call koi-koi.", n).format(n=n), now
    if result.winner is None:
        return _("This was your last card: if the CPU makes no yaku with its last card, the round then ends "
                 "with no score for anyone."), now
    if result.reason == "oya-ken" and result.winner == HUMAN:
        return ngettext("This was your last card: if the CPU makes no yaku with its last card, the round then "
                        "ends, your yaku do not score, and you score {n} point as the dealer (oya-ken).",
                        "This was your last card: if the CPU makes no yaku with its last card, the round then "
                        "ends, your yaku do not score, and you score {n} points as the dealer (oya-ken).",
                        n).format(n=n), now
    if result.reason == "oya-ken":
        return ngettext("This was your last card: if the CPU makes no yaku with its last card, the round then "
                        "ends, your yaku do not score, and the CPU scores {n} point as the dealer (oya-ken).",
                        "This was your last card: if the CPU makes no yaku with its last card, the round then "
                        "ends, your yaku do not score, and the CPU scores {n} points as the dealer (oya-ken).",
                        n).format(n=n), now
    return ngettext("This was your last card: if the CPU makes no yaku with its last card, the round then ends "
                    "and you score {n} point, as the last to call koi-koi.",
                    "This was your last card: if the CPU makes no yaku with its last card, the round then ends "
                    "and you score {n} points, as the last to call koi-koi.", n).format(n=n), now


class KoiKoiScene(Overlay):
    dim = 120

    def __init__(self, ctx: Context, table: TableView,
                 within: Callable[[], Sequence[pygame.Rect]] | None = None) -> None:
        """``within``: where the prompt may stand at the table, clear of the
        cards the player weighs and the side column (:func:`~koikoi.ui.boxes.decision_rooms`),
        its lines closer (None: in the window's middle)."""
        super().__init__(ctx)
        self.table = table
        self.band_of = within  # asked again at each placing: the window or the text size may change
        self.within: pygame.Rect | None = None
        rnd = table.match.round
        self.score = rnd.score_if_stopped(HUMAN)
        self.yaku = found_yaku(table.rules, rnd.captures[HUMAN], rnd.month, rnd.koikoi_calls[HUMAN] > 0)
        self.buttons: list[Button] = []
        # the Hint (shared with Go-Stop's Go or Stop): the table's search, its answer in words
        self.prompt_hint = PromptHint(ctx.worker, table.ask_advice,
                                      lambda action: HINT_STOP if action == STOP else HINT_KOIKOI)
        self.last_call = ""  # said by place(), in the language spoken
        self.said_lines: list[str] = []  # place()'s sentences, wrapped to the box
        self.risk_lines: list[str] = []
        self.last_lines: list[str] = []
        self.hinted = True
        self.advice_lines = 1  # the lines kept for the hint's answer, at the table
        self.side_by_side, self.stacked = 0, False
        self.stop_x = 0  # the centre of what stopping scores, from the box's left: over the Stop button
        self.hint_row = False  # stacked, the Hint on a row of its own (not beside Koi-Koi)
        self.hint_w = self.koikoi_w = 0
        self.short = False  # the sentences in their short forms (a narrow room at the table)
        self.k = 1.0  # the share of their size the texts are drawn at: less where the window is short of room

    @staticmethod
    def last_call_words(table: TableView, short: bool = False) -> str:
        """Said when this koi-koi is the last the rules allow the player this
        round: after it, a new yaku ends the round without asking. Not on
        their last card, where no yaku of theirs can follow (:func:`last_card_words` says what then).
        ``short``: in the short form a translator gives it, for a narrow room at the table."""
        rnd = table.match.round
        if koikoi_calls_left(rnd, HUMAN) != 1 or not rnd.hands[HUMAN]:  # on the last card: no next yaku of theirs
            return ""
        if short:  # the short forms a translator gives them
            if rnd.rules.play.koikoi_limit_scope == "round":
                if not any(rnd.koikoi_calls):
                    # TRANSLATORS: short form of "The round allows one koi-koi: once it is called, the next yaku by
                    # either player ends the round.", for a narrow room at the table
                    return pgettext("short", "One koi-koi this round: after it, anyone's next yaku ends the round.")
                # TRANSLATORS: short form of "This is the round's last koi-koi: once it is called, the next yaku
                # by either player ends the round.", for a narrow room at the table
                return pgettext("short", "The round's last koi-koi: after it, anyone's next yaku ends the round.")
            if not rnd.koikoi_calls[HUMAN]:
                # TRANSLATORS: short form of "You have one koi-koi this round: after it, your next yaku ends the
                # round and scores.", for a narrow room at the table
                return pgettext("short", "Your only koi-koi this round: your next yaku then scores and ends it.")
            # TRANSLATORS: short form of "This is your last koi-koi this round: after it, your next yaku ends the
            # round and scores.", for a narrow room at the table
            return pgettext("short", "Your last koi-koi this round: your next yaku then scores and ends it.")
        if rnd.rules.play.koikoi_limit_scope == "round":
            if not any(rnd.koikoi_calls):  # the rules allow one only: "last" would sound like a repeat
                return _("The round allows one koi-koi: once it is called, the next yaku by either player ends "
                     "the round.")
            return _("This is the round's last koi-koi: once it is called, the next yaku by either player "
                     "ends the round.")
        if not rnd.koikoi_calls[HUMAN]:
            return _("You have one koi-koi this round: after it, your next yaku ends the round and scores.")
        return _("This is your last koi-koi this round: after it, your next yaku ends the round and scores.")

    def stop_words(self) -> str:
        """What stopping now scores, in a sentence."""
        total = self.score.total
        if self.table.wanted() == KOIKOI:  # a lesson of the guided match, where Stop is not offered: why
            # TRANSLATORS: the guided match's koi-koi question, where the lesson offers only Koi-Koi
            return ngettext("Stop is not offered this time: this lesson asks for koi-koi, to show what can happen. "
                            "Stopping would score {n} point.",
                            "Stop is not offered this time: this lesson asks for koi-koi, to show what can happen. "
                            "Stopping would score {n} points.", total).format(n=total)
        if self.score.multipliers or self.score.bonuses:
            # TRANSLATORS: {breakdown} is the sum, as "5 × 2 (7 points or more) = 10"
            seats = Seats(tuple(self.table.short), self.table.person)
            return _("Stop now and score {breakdown}").format(breakdown=breakdown(
                self.score, HUMAN, seats, self.table.rules.scoring.seven_plus_threshold))
        return ngettext("Stop now and score {n} point", "Stop now and score {n} points", total).format(n=total)

    def risk_words(self) -> str:
        """What calling koi-koi risks, by the rules; on the player's last
        card, what it then means (on the round's last, that alone: there
        is no more play)."""
        if self.table.wanted() == STOP:  # a lesson of the guided match, where Koi-Koi is not offered: why
            # TRANSLATORS: the guided match's koi-koi question, where the lesson offers only Stop
            return _("Koi-koi is not offered this time: this lesson asks you to take your points.")
        last, ends = last_card_words(self.table.match.round)
        match = koikoi_match_words(self.table.match, self.short)  # where the answer decides the match, what it means for it
        if ends:
            return pgettext("two sentences", "{first} {second}").format(first=last, second=match) if match else last
        risk = self.play_on_words()
        for then in (last, match):
            risk = pgettext("two sentences", "{first} {second}").format(first=risk, second=then) if then else risk
        return risk

    def play_on_words(self) -> str:
        """What playing on risks: each multiplier the CPU's stopping first would get from these rules (a player
        told "it scores double" saw 10 become 40, the rules' doubling at 7 points or more on top); in a narrow
        room at the table, the short form."""
        s = self.table.rules.scoring
        if self.short and s.opponent_koikoi and s.seven_plus:
            # TRANSLATORS: short form of "Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first,
            # it scores double, and double again at {points} points or more.", for a narrow room at the table
            return pgettext("short", "Koi-koi: play on; if the CPU then stops first, it scores double "
                                     "(×4 from {points} points).").format(points=s.seven_plus_threshold)
        if self.short and s.opponent_koikoi:
            # TRANSLATORS: short form of "Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first,
            # it scores double.", for a narrow room at the table
            return pgettext("short", "Koi-koi: play on; if the CPU then stops first, it scores double.")
        if self.short:
            # TRANSLATORS: short form of "Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first,
            # it scores and you get nothing.", for a narrow room at the table
            return pgettext("short", "Koi-koi: play on; if the CPU then stops first, you get nothing.")
        if s.opponent_koikoi and s.seven_plus:
            # TRANSLATORS: the koi-koi question, under rules that double a score after the other's koi-koi and
            # double it again at {points} points or more (Nintendo's: 10 points become 40)
            return _("Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first, it scores double, "
                     "and double again at {points} points or more.").format(points=s.seven_plus_threshold)
        if s.opponent_koikoi:
            return _("Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first, it scores double.")
        return _("Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first, "
                 "it scores and you get nothing.")

    def place(self) -> None:
        """The box, as tall as its sentences need once wrapped to its width
        (a language may say them at more length than English), and the buttons."""
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        self.short = False
        rooms = self.band_of() if self.band_of else None
        self.within = rooms[0] if rooms else None  # at the table: the lines closer, the hint under the heading
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        keys = "S", "K", "H"  # the letters on the keys, in every language (the keys stay S, K and H)
        # TRANSLATORS: the button that stops the round and scores {points} points now
        stop = _("Stop: +{points}").format(points=self.score.total)
        self.stop_button = Button((0, 0, 1, 1), stop, lambda: self.choose(STOP), key=pygame.K_s, click_sound=click)
        # TRANSLATORS: the button that calls koi-koi: play on for more yaku, at a risk
        self.koikoi_button = Button((0, 0, 1, 1), _("Koi-Koi!"), lambda: self.choose(KOIKOI), key=pygame.K_k,
                                    click_sound=click)
        # The default, lit and answered by Enter, is Stop: Enter is the quick key, and a key pressed in haste
        # must not take the risk of a koi-koi (docs/design.md, "A dialog's default"). A lesson of the guided
        # match offers only its answer, and no hint.
        default = self.table.wanted() or STOP
        for button, action, letter in ((self.stop_button, STOP, keys[0]), (self.koikoi_button, KOIKOI, keys[1])):
            button.primary = action == default
            button.also = ENTER_KEYS if button.primary else ()
            # TRANSLATORS: the names of the Enter and Esc keys, written on a button beside its label
            button.key_label = keys_words(letter, pgettext("key", "Enter") if button.primary else "")
        self.hinted = self.table.wanted() is None  # a Hint button, and a line under the heading for its answer
        bh = px(50) if rooms else px(60)
        # as wide as the longer label needs with its keys, as far as the box holds the two
        needed = max(Button.width_for(a, b.label, bh, b.key_label, b.primary)
                     for b in (self.stop_button, self.koikoi_button))

        self.side_by_side = 2 * needed + px(88)  # the box's width that holds the two buttons side by side
        # TRANSLATORS: a small button: what would the computer choose here?
        hint = _("Hint")
        # its key written beside it, and Enter too while the ring is on it
        self.hint_w = max(px(92), Button.width_for(a, hint, px(36), keys_words(keys[2], pgettext("key", "Enter"))))
        # stacked, Koi-Koi and the Hint side by side where the box holds them: a row fewer
        self.koikoi_w = Button.width_for(a, self.koikoi_button.label, bh, self.koikoi_button.key_label,
                                         self.koikoi_button.primary)

        def height(width: int, k: float) -> int:
            self.k = k
            return self.lay_out(width)

        # a lesson's question keeps its words near the size chosen, to learn what koi-koi risks (pt18: 11 px)
        floor = GUIDED_FLOOR if self.table.wanted() is not None else 0.0
        if rooms:  # the room at the table where the texts keep the most of their size, clear of the cards
            shorts: dict[tuple[int, int, float], bool] = {}

            def fitted(width: int, room: int) -> tuple[float, int]:
                # a narrow room: the sentences' short forms before any text is drawn smaller than the size chosen
                self.short = False
                self.short = height(width, 1.0) > room
                k = shrink_to_fit(lambda k: height(width, k), room, a, floor)
                h = height(width, k)
                shorts[width, h, k] = self.short
                return k, h
            least = max(Button.least_width_for(a, b.label, bh, b.key_label, b.primary)
                        for b in (self.stop_button, self.koikoi_button))
            # clear of the CPU's hand too (how many cards it holds is part of the risk) wherever a room
            # beside it holds the box whole, its buttons side by side or one above the other
            # (:func:`~koikoi.ui.boxes.best_room`); over it only where no such room is left
            self.box, self.k = best_room(rooms, px(780), 2 * needed + px(88), least + px(40), fitted,
                                         needed + px(40))
            self.short = shorts.get((self.box.w, self.box.h, self.k), False)
            self.lay_out(self.box.w)
        else:
            self.k = shrink_to_fit(lambda k: height(px(780), k), lay.window[1] - px(16), a, floor)
            self.box = centred_px(lay, 780, height(px(780), self.k))
        y = self.box.bottom - self.button_h - self.foot - (px(44) if self.hint_row else 0)
        if self.stacked:  # a narrow room: Stop above Koi-Koi above Hint, each as wide as the box holds
            bw = self.box.w - px(40)
            self.stop_button.rect.update(self.box.x + px(20), y - self.button_h - px(8), bw, self.button_h)
            self.koikoi_button.rect.update(self.box.x + px(20), y, bw, self.button_h)
        else:
            bw = min(max(px(250), needed), (self.box.w - px(60)) // 2)
            self.stop_button.rect.update(self.box.centerx - bw - px(14), y, bw, self.button_h)
            self.koikoi_button.rect.update(self.box.centerx + px(14), y, bw, self.button_h)
        hw = self.hint_w
        self.hint_button = Button((self.box.right - px(18) - hw, self.box.y + self.top - px(2), hw, px(36)),
                                  hint, self.ask_hint, key=pygame.K_h, key_label=keys[2], click_sound=click)
        if self.hint_row:
            self.hint_button.rect.update(self.box.x + px(20), self.box.bottom - self.foot - px(36), bw, px(36))
        elif self.stacked and self.hinted:  # beside Koi-Koi, which takes the rest of its row (none in a lesson)
            self.koikoi_button.rect.w = bw - hw - px(12)
            self.hint_button.rect.update(self.koikoi_button.rect.right + px(12),
                                         y + (self.button_h - px(36)) // 2, hw, px(36))
        self.buttons = [self.stop_button, self.koikoi_button, self.hint_button]
        if not self.hinted:
            self.stop_button.enabled, self.koikoi_button.enabled = default == STOP, default == KOIKOI
            self.buttons.remove(self.hint_button)

    def z(self, design: float) -> int:
        """A design text size in window pixels, at this prompt's share of it."""
        return max(1, round(self.ctx.layout.px(design) * self.k))

    def lay_out(self, box_w: int) -> int:
        """Where each line goes in a box ``box_w`` wide, from its top, their
        fonts' heights apart; returns the box's height. At the table its
        sentences run closer to its sides, in fewer lines, before any text
        is drawn smaller than the size chosen."""
        a, px, z = self.ctx.assets, self.ctx.layout.px, self.z
        band = self.within is not None
        width = box_w - px(32 if band else 60)  # the sentences' width
        # in a band at the table: a smaller heading, the points beside each yaku's name, smaller cards
        self.top, self.title_size, self.card_h = (px(8), z(32), px(50)) if band else (px(18), z(46), px(DIALOG_CARD_H))
        self.button_h, self.foot, above = (px(50), px(10), px(8)) if band else (px(60), px(24), px(40))
        # short: what stopping scores is on the Stop button ("Stop: +5") where it is a plain sum
        plain = not (self.score.multipliers or self.score.bonuses) and self.table.wanted() is None
        # where stopping ends the match, what it then means (kept in every room): in place of the plain sum; in a
        # narrow room, in the short form, in the last call's place and size (the round's koi-koi limit matters
        # less than the match's end, and both would draw the texts smaller than the size chosen)
        ends = stop_match_words(self.table.match, self.short) if self.table.wanted() is None else ""
        narrow_end = self.short and bool(ends)
        said = ends if ends and plain and not narrow_end else pgettext("two sentences", "{first} {second}").format(
            first=self.stop_words(), second=ends) if ends and not narrow_end else self.stop_words()
        # the buttons side by side where the box holds them, else Stop over Koi-Koi: what stopping scores is said
        # just over Stop, in its column (pt15: centred over both, it stood as near Koi-Koi as Stop)
        self.stacked = band and box_w < self.side_by_side
        bw = min(max(px(250), (self.side_by_side - px(88)) // 2), (box_w - px(60)) // 2)
        self.stop_x = box_w // 2 if self.stacked else box_w // 2 - px(14) - bw // 2  # its centre, from the box's left
        self.said_lines = [] if self.short and plain and (narrow_end or not ends) else \
            wrap(said, a.font(z(25)), width if self.stacked else min(width, bw + px(48), 2 * (self.stop_x - px(16))))
        self.risk_lines = wrap(self.risk_words(), a.font(z(20)), width)
        self.last_call = ends if narrow_end else \
            self.last_call_words(self.table, self.short) if self.table.wanted() != STOP else ""
        self.last_lines = wrap(self.last_call, a.font(z(20)), width)
        y = self.top + a.font(self.title_size, True).get_linesize() + px(2 if band else 12)
        self.hint_row = self.stacked and self.hinted and self.koikoi_w + px(12) + self.hint_w > box_w - px(40)
        if band and self.hinted and not self.stacked:  # below the Hint button beside the heading, and its shadow
            y = max(y, self.top - px(2) + px(36) + px(6))
        self.advice_y = y
        if band and self.advice:  # in a band, once asked, the hint's answer under the heading, the question
            # kept: the lines its longer answer takes
            font = a.font(z(20))
            self.advice_lines = max(len(wrap(_(said), font, box_w - px(40))) for said in (HINT_STOP, HINT_KOIKOI))
            y += font.get_linesize() * self.advice_lines + px(2)
        self.name_h = a.font(z(30), True).get_linesize()
        # in a narrow band, a yaku's cards go under its name and points where they would not fit beside them
        self.cards_under = band and any(self.yaku_row_w(yk) > box_w - px(60) for yk in self.yaku)
        self.row_h = (px(4) + self.name_h + self.card_h + px(6) if self.cards_under else
                      max(self.card_h + px(4), px(4) + self.name_h) if band else
                      max(px(96), px(8) + self.name_h + a.font(z(26)).get_linesize() + px(10)))
        self.rows_y = y
        y += self.row_h * len(self.yaku) + px(6)
        self.lines_at: list[tuple[str, int, tuple[int, int, int], int]] = []  # text, size, colour, y
        # what koi-koi risks first, then what stopping scores, over the Stop button
        said_gap = px(6) if self.said_lines else 0
        groups = ((self.risk_lines, z(20), TEXT_DIM, 0 if self.last_lines else said_gap),
                  (self.last_lines, z(20), (255, 200, 140), said_gap), (self.said_lines, z(25), TEXT, 0))
        for lines, size, colour, gap in groups:
            step = a.font(size).get_linesize() + px(2 if band else 5)
            for line in lines:
                self.lines_at.append((line, size, colour, y))
                y += step
            y += gap if lines else 0
        if band:  # stacked: Stop, Koi-Koi and Hint one above the other
            stack = self.button_h + px(8) + (px(44) if self.hint_row else 0) if self.stacked else 0
            return y + above + self.button_h + stack + self.foot
        self.advice_y = y + px(6)  # the hint's line, when asked for
        return self.advice_y + a.font(z(21)).get_linesize() + above + self.button_h + self.foot

    def line_rects(self) -> list[pygame.Rect]:
        """Where each of :attr:`lines_at` is drawn: centred in the box, what stopping scores over the Stop button."""
        a, said = self.ctx.assets, len(self.said_lines)
        rects = []
        for i, (text, size, _colour, at) in enumerate(self.lines_at):
            r = pygame.Rect((0, 0), a.font(size).size(text))
            r.midtop = (self.box.x + self.stop_x if i >= len(self.lines_at) - said else self.box.centerx, self.box.y + at)
            rects.append(r)
        return rects

    def points_words(self, yk: YakuScore) -> str:
        """A yaku's points, short ("5 pts")."""
        # TRANSLATORS: a yaku's points, short (under its name)
        return ngettext("{n} pt", "{n} pts", yk.points).format(n=yk.points)

    def yaku_row_w(self, yk: YakuScore) -> int:
        """A yaku's row at the table, its name, points and cards side by side (a card's width at the least)."""
        a, px, z = self.ctx.assets, self.ctx.layout.px, self.z
        name = min(a.font(z(30), True).size(pgettext("yaku", yk.name))[0], px(260))
        return name + px(14) + a.font(z(26)).size(self.points_words(yk))[0] + px(20) + round(
            self.card_h * CARD_RATIO) + px(6) * (max(1, len(list(indices(yk.cards)))) - 1)

    @property
    def advice(self) -> str:
        """The hint, in English (THINKING, HINT_STOP, HINT_KOIKOI; "" before it is asked)."""
        return self.prompt_hint.advice

    @advice.setter
    def advice(self, words: str) -> None:
        grows = self.within is not None and not self.prompt_hint.advice and bool(words)
        self.prompt_hint.advice = words
        if grows:  # at the table, the box grows for the answer's lines
            self.resize()

    @property
    def animating(self) -> bool:
        return self.prompt_hint.asking

    def ask_hint(self) -> None:
        if self.prompt_hint.ask():
            self.mark(self.box)
            if self.within is not None:  # at the table, the box grows for the answer's lines
                self.resize()

    def update(self, dt: float) -> None:
        if self.prompt_hint.poll():
            self.mark(self.box)

    def choose(self, action: Action) -> None:
        self.prompt_hint.cancel()
        self.close()
        self.table.act(action)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return
        if moves_over.handled(self, event):  # the table's Moves, over the question (M, or a click on it)
            return
        self.handle_buttons(event, self.buttons)

    def heading(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The title, in the box's middle, clear of the Hint button on either side; and where it goes."""
        a, px, box = self.ctx.assets, self.ctx.layout.px, self.box
        # TRANSLATORS: the koi-koi prompt's title when the card only raised a yaku the player had (no new one)
        title = _("You improved a yaku!") if self.table.yaku_improved else _("You made a yaku!")
        least = px(30) if self.within is None else px(18)
        room = box.w - px(40)
        if self.hint_button in self.buttons and not self.stacked:  # clear of the Hint button, on either side
            room = box.w - 2 * (box.right - self.hint_button.rect.x + px(TITLE_GAP))
            sentences = min((size for _t, size, _c, _y in self.lines_at), default=least)
            if a.font(sentences, True).size(title)[0] > room:
                # too wide for the middle of a narrow box at its sentences' size (issue 39: "You made a…"
                # beside the Hint at 960x540): from the box's left edge, in all the room the Hint leaves it
                left = box.x + px(20)
                t = fit_text(a, title, self.title_size, least, self.hint_button.rect.x - px(TITLE_GAP) - left,
                             GOLD_LIGHT, bold=True)
                return t, t.get_rect(topleft=(left, box.y + self.top))
        t = fit_text(a, title, self.title_size, least, room, GOLD_LIGHT, bold=True)
        return t, t.get_rect(midtop=(box.centerx, box.y + self.top))

    def heading_rect(self) -> pygame.Rect:
        return self.heading()[1]

    def draw_lit(self, surface: pygame.Surface) -> None:
        moves_over.draw(self, surface)  # the table's Moves, working over the question

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        box = self.box
        px = lay.px
        draw_panel(surface, box, radius=px(20))
        z = self.z
        surface.blit(*self.heading())
        y = box.y + self.rows_y
        beside = self.within is not None  # the points beside the name, not under it
        for yk in self.yaku:
            pts = a.text(self.points_words(yk), z(26), GOLD_LIGHT)
            room = min(px(260), box.w - px(60) - pts.get_width() - px(14)) if self.cards_under else px(260)
            name = fit_text(a, pgettext("yaku", yk.name), z(30), px(18), px(180) if not beside else room, TEXT,
                            bold=True)
            nx, ny = box.x + px(30), y + (self.row_h - self.name_h) // 2 if beside else y + px(8)
            if self.cards_under:  # the name and points on a line, the cards under them
                ny = y + px(2)
                surface.blit(name, (nx, ny))
                surface.blit(pts, (nx + name.get_width() + px(14), ny + (name.get_height() - pts.get_height())))
                card_row(surface, a, yk.cards, nx, ny + self.name_h + px(2), self.card_h, box.w - px(60))
                y += self.row_h
                continue
            surface.blit(name, (nx, ny))
            if beside:
                surface.blit(pts, (nx + name.get_width() + px(14), ny + (name.get_height() - pts.get_height())))
                x = nx + name.get_width() + pts.get_width() + px(34)
                card_row(surface, a, yk.cards, x, y + px(3), self.card_h, box.right - px(30) - x)
            else:
                surface.blit(pts, (box.x + px(30), y + px(8) + self.name_h))
                card_row(surface, a, yk.cards, box.x + px(220), y, self.card_h, box.w - px(250))
            y += self.row_h
        for (text, size, colour, _at), where in zip(self.lines_at, self.line_rects()):
            surface.blit(a.text(text, size, colour), where)
        if self.advice and self.within is not None:  # under the question, as wide as the box
            font = a.font(z(20))
            for i, words in enumerate(wrap(self.prompt_hint.said, font, box.w - px(40))[:max(1, self.advice_lines)]):
                h = a.text(words, z(20), (150, 255, 175))
                surface.blit(h, h.get_rect(midtop=(box.centerx, box.y + self.advice_y + i * font.get_linesize())))
        elif self.advice:
            h = a.text(self.prompt_hint.said, z(21), (150, 255, 175))
            surface.blit(h, h.get_rect(midtop=(box.centerx, box.y + self.advice_y)))
        for b in self.buttons:
            b.draw(surface, a)
