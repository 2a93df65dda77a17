"""The end of a Go-Stop hand: who won, each yaku with its cards, every
bonus, multiplier and penalty, what the loser pays, and the game's score;
or, for a drawn hand (*nagari*), what the next hand is worth. At the
match's last hand the heading still names the hand's winner; the match's
result follows under a heading of its own, with the final score and the
player's Go-Stop record against the level; its button leads on to the
game hand by hand (:mod:`.gostop_match_end`)."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...games.gostop import deck
from ...games.gostop.game import GameState, HandScored
from ...games.gostop.rules import GoStopRules
from ...games.gostop.scoring import HandScore, Line, loser_scores, pays_for_all
from ...games.gostop.turn import hand_score_of, threshold
from ...games.gostop.state import NO_ONE
from ...i18n import N_, _, ngettext, pgettext
from ...storage import record
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import ROW_CARD_H, card_row, centred_px, note_lines, shrink_to_fit
from ..gostop_cup_said import cup_words
from ..gostop_pays_said import loser_pays
from .. import gostop_end_said as end_said
from ..gostop_words import Scorers, line_name, line_said, line_value, points, yaku_score
from ..gostop_bright_spared import spared_said
from ..seat_words import Seats, in_sentence
from ..words import listing
from ..yaku_words import gostop_extra
from ..scene import Context, SummarisedTable
from ..summary_overlay import SummaryOverlay
from ..widgets import fit_text, wrap



class GostopView(SummarisedTable, Protocol):
    """What the summary (and the pause menu) sees of the Go-Stop table, and
    may do with it. The data are read-only properties: the dialogs only
    read them, and the table gives ``short`` as a property (worded in the
    language spoken). :class:`~koikoi.ui.gostop.table.GostopTableScene`
    is checked against this where it hands itself to a dialog."""

    @property
    def game(self) -> GameState: ...

    @property
    def rules(self) -> GoStopRules: ...

    @property
    def person(self) -> int | None: ...

    @property
    def short(self) -> tuple[str, ...]: ...

    @property
    def scored(self) -> HandScored | None: ...


def hand_scores(g: GameState) -> list[tuple[int, HandScore]]:
    """The stopping winner's score against each loser, line by line (with
    three players each loser pays on their own captures and Go calls);
    empty for a drawn hand or one won at the deal."""
    h = g.hand
    result = h.result
    if result is None or result.winner == NO_ONE or result.reason != "stop":
        return []
    w = result.winner
    return loser_scores(g.rules, h.captures, w, h.go_calls, h.shakes[w], h.cup)


def last_stakes(g: GameState) -> int:
    """What the hand just over was worth: doubled by each drawn hand right
    before it, where the rules say so. (The table hears it from the hand's
    HandScored event; a game taken up from its save at a hand's end has only
    the history to go by.)"""
    if not g.rules.end.nagari_doubles:
        return 1
    drawn = 0
    for result in reversed(g.history[:-1]):
        if result.winner != NO_ONE:
            break
        drawn += 1
    return 2 ** drawn


# The lines about the loser who pays (the rest are about the winner): at a table of three each loser's own.
LOSERS_LINES = frozenset({"no-bright", "few-plains", "pi-bak", "gwang-bak", "go-bak"})


def shared_lines(scores: list[tuple[int, HandScore]]) -> tuple[list[Line], dict[int, list[Line]]]:
    """The lines every loser's score has (the winner's yaku, bonuses and
    multipliers), and each loser's own (the penalties their captures earn;
    with two losers, every line about a loser, so that it names its loser)."""
    def shared(ln: Line) -> bool:
        return all(ln in sc.lines for _, sc in scores) and (len(scores) == 1 or ln.id not in LOSERS_LINES)

    first = [ln for ln in scores[0][1].lines if shared(ln)]
    return first, {q: [ln for ln in sc.lines if ln not in first] for q, sc in scores}


def nagari_words(g: GameState, seats: Seats) -> str:
    """Why a hand was drawn (nagari) and what it means for the next: each
    seat's score against the rules' threshold (or the Go it called and
    never bettered), the next hand's stakes and its dealer."""
    h = g.hand
    need = threshold(h)
    each = []
    for p in range(g.players):
        if h.go_calls[p]:
            # TRANSLATORS: Go-Stop, why a hand was drawn: this player called Go and did not score more after;
            # {points} the score it called Go with ("8 points"), within a sentence
            each.append(seats.line(p, N_("you called Go with {points} and scored no more"),
                                   N_("{name} called Go with {points} and scored no more"),
                                   points=yaku_score(h.go_scores[p])))
        else:
            # TRANSLATORS: Go-Stop, why a hand was drawn: a player's score at its end ("5 points"), within a sentence
            each.append(seats.line(p, N_("you had {points}"), N_("{name} had {points}"),
                                   points=yaku_score(hand_score_of(g.rules, h.captures[p], h.cup))))
    if any(h.go_calls):
        # TRANSLATORS: Go-Stop: why a hand was drawn; {scores} each player's part ("you had 3 points, CPU called
        # Go with 8 points and scored no more")
        said = [_("The hands ran out before anyone stopped: {scores}.").format(scores=listing(each))]
    else:
        # TRANSLATORS: Go-Stop: why a hand was drawn; {threshold} the score needed to stop ("7 points"), {scores}
        # each player's ("you had 3 points and CPU had 5 points")
        said = [_("No one reached {threshold}: {scores}.").format(threshold=yaku_score(need), scores=listing(each))]
    doubler = next((p for p, c in enumerate(h.captures) if c & deck.BONUS_DOUBLE), None)
    if doubler is not None and g.rules.scoring.double_joker_factor > 1:
        # TRANSLATORS: Go-Stop: after a drawn hand, when a player held the ×2 card (the bonus card that doubles its
        # taker's win): it multiplies the points of a hand won, and adds nothing to the score that lets one stop
        # ({threshold}: "7 yaku points")
        said.append(seats.line(doubler, N_("Your ×2 card does not count toward {threshold}: it only doubles a hand "
                                           "you win."),
                               N_("{name}'s ×2 card does not count toward {threshold}: it only doubles a hand it "
                                  "wins."), threshold=yaku_score(need)))
    if g.over:  # the match's last hand: no next hand to speak of (pt19: "the next round scores normally")
        pass
    elif g.rules.end.nagari_doubles:
        # TRANSLATORS: Go-Stop: after a drawn hand; {n} is what the next hand's points are multiplied by
        said.append(_("The next hand is worth ×{n}.").format(n=g.stakes))
    else:
        # TRANSLATORS: Go-Stop: after a drawn hand, under rules where it changes nothing of the next hand's points
        said.append(_("The next hand scores as usual."))
    if not g.over:
        # TRANSLATORS: Go-Stop: after a drawn hand, its dealer deals the next one too
        said.append(seats.line(h.dealer, N_("You deal again."), N_("{name} deals again.")))
    return " ".join(said)


def ending_words(g: GameState, seats: Seats) -> str:
    """How the hand ended, said from the player's side: who called Stop,
    after how many Go and with what score; who reached the threshold on
    its own last card, when it cannot call Go; who was dealt four of a
    month, or made a third ppuk; or why no one won (:func:`nagari_words`)."""
    h = g.hand
    result = h.result
    if result is None:
        return ""
    w = result.winner
    if w == NO_ONE:
        return nagari_words(g, seats)
    if result.reason == "chongtong":
        # TRANSLATORS: Go-Stop: how a hand ended: a player held all four cards of a month from the deal (chongtong)
        return seats.line(w, N_("You were dealt all four cards of a month (chongtong) and won the hand at once."),
                          N_("{name} was dealt all four cards of a month (chongtong) and won the hand at once."))
    if result.reason == "three-ppuk":
        # TRANSLATORS: Go-Stop: how a hand ended: a player's third ppuk of the hand won it (a house rule);
        # {points} what each loser pays ("7 points")
        return seats.line(w, N_("You made a third ppuk this hand and won it at once: {points} from each loser."),
                          N_("{name} made a third ppuk this hand and won it at once: {points} from each loser."),
                          points=points(result.points))
    score = yaku_score(hand_score_of(g.rules, h.captures[w], h.cup))  # the yaku's points, before any multiplier
    if not h.hands[w] and not h.flips_left[w]:  # the threshold reached with its own last card: no Go left to call
        # TRANSLATORS: Go-Stop: how a hand ended: a player reached the score to stop with its own last card
        # (the others may still hold cards), when it cannot call Go, so the hand stopped; {points} ("9 points")
        return seats.line(w, N_("You reached {points} with your last card, when you cannot call Go, so the hand "
                                "stopped there."),
                          N_("{name} reached {points} with its last card, when it cannot call Go, so the hand "
                             "stopped there."), points=score)
    n = h.go_calls[w]
    if not n:
        # TRANSLATORS: Go-Stop: a player called Stop; {points} is their score ("7 points")
        return seats.line(w, N_("You called Stop with {points}."), N_("{name} called Stop with {points}."),
                          points=score)
    # TRANSLATORS: Go-Stop: how a hand ended: a player called Stop after calling Go {n} times this hand;
    # {points} their score ("12 points")
    return seats.said(w, ngettext("You called Stop after {n} Go, with {points}.",
                                  "You called Stop after {n} Go, with {points}.", n),
                      ngettext("{name} called Stop after {n} Go, with {points}.",
                               "{name} called Stop after {n} Go, with {points}.", n), n=n, points=score)


class GostopSummaryScene(SummaryOverlay[GostopView]):

    def __init__(self, ctx: Context, table: GostopView, review: bool = False) -> None:
        """``review``: the last hand's summary shown again, over the hand now played
        (:class:`~koikoi.ui.gostop.table.LastHand`)."""
        super().__init__(ctx, table)
        self.review = review
        self.scores = hand_scores(table.game)
        self.score = self.scores[0][1] if self.scores else None  # the yaku, the same against each loser

    def place(self) -> None:
        lay = self.ctx.layout

        def height(k: float) -> int:
            self.k = k
            return self.paint(None, pygame.Rect(0, 0, lay.px(820), 0)) + lay.px(12 + 56 + 22)  # the buttons

        self.k = shrink_to_fit(height, lay.window[1] - lay.px(16), self.ctx.assets)
        self.box = centred_px(lay, 820, height(self.k))
        if self.review:
            # TRANSLATORS: the button under a Go-Stop hand's summary shown again during the next hand
            label = _("Back to the match")
        elif self.table.game.over and getattr(self.table, "says_the_match", False):
            label = _("See the result")  # a guided game's last words, which say the match's result
        elif self.table.game.over and (self.table.demo or self.table.attract or getattr(self.table, "replaying", False)):
            # TRANSLATORS: the button under the last Go-Stop hand's summary: back to the title
            label = _("Back to the title")
        elif self.table.game.over:
            label = _("See the result")  # the game hand by hand (scenes/gostop_match_end.py)
        else:
            # TRANSLATORS: the button under a Go-Stop hand's summary: deal the next hand
            label = _("Next hand")
        self.place_buttons(label)
        if self.review:  # shown again over the game: back to it is the way out, by Enter or Esc; its moves beside
            self.buttons = [self.next_button, self.moves_button]
            gap = self.moves_button.rect.x - self.next_button.rect.right
            self.next_button.rect.x = self.box.centerx - (self.next_button.rect.w + gap + self.moves_button.rect.w) // 2
            self.moves_button.rect.x = self.next_button.rect.right + gap

    def handle(self, event: pygame.event.Event) -> None:
        if self.review and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.next()
            return
        super().handle(event)

    def title(self) -> str:
        """The hand's heading: who won it (at the game's last hand too: the
        match's result has its own, :meth:`match_heading`)."""
        g, t = self.table.game, self.table
        w = g.hand.result.winner if g.hand.result else NO_ONE
        if self.review:  # looked back at from the next hand (L): said as the last hand, by its number
            n = g.hand_no
            # TRANSLATORS: Go-Stop: the heading of the last hand's summary, shown again during the next hand (L,
            # "Last hand"); {n} is that hand's number, {name} its winner ("CPU")
            if w == NO_ONE:
                return _("Last hand (hand {n}): nagari, no one won").format(n=n)
            if w == t.person:
                return _("Last hand (hand {n}): you won").format(n=n)
            return in_sentence(_("Last hand (hand {n}): {name} won"), t.short[w], n=n)
        if w == NO_ONE:
            return _("Nagari: no one wins")
        if w == t.person:
            return _("You win the hand!")
        return in_sentence(_("{name} wins the hand"), t.short[w])

    def match_heading(self) -> str:
        """Who won the match, under the last hand's summary ("" before its end)."""
        g, t = self.table.game, self.table
        if not g.over or getattr(t, "says_the_match", False):  # a guided match says it after, in its last words
            return ""
        return end_said.match_heading(g, t.person, tuple(t.short))

    def record_words(self) -> str:
        """The player's Go-Stop record against this level, under the match's
        result ("" before its end, in the demo or a replay)."""
        t = self.table
        level = getattr(t, "level", None)
        if (not self.table.game.over or t.demo or getattr(t, "replaying", False) or level is None
                or getattr(t, "says_the_match", False)):
            return ""
        return end_said.record_words(self.ctx.history.record().get(record.key(level, "gostop")), level)

    def subtitle(self) -> str:
        """How the hand ended (:func:`ending_words`), and what drawn hands before it made it worth."""
        g = self.table.game
        result = g.hand.result
        said = ending_words(g, self.seats())
        if result is None or result.winner == NO_ONE:
            return said
        stakes = self.table.scored.stakes if self.table.scored is not None else last_stakes(g)
        if stakes > 1:
            # TRANSLATORS: Go-Stop: the hand's points were multiplied by {n} after drawn hands
            said += " " + _("Drawn hands before it made this one worth ×{n}.").format(n=stakes)
        return said.strip()

    def seats(self) -> Seats:
        return Seats(tuple(self.table.short), self.table.person)

    def scorers(self, loser: int) -> Scorers:
        """Who a line of the score is about: the winner, and the loser who pays it."""
        g = self.table.game
        result = g.hand.result
        winner = result.winner if result is not None else 0
        return Scorers(self.seats(), winner, loser, g.plays)

    def paint(self, surface: pygame.Surface | None, box: pygame.Rect) -> int:
        """The summary's lines in ``box``, one under another by their fonts'
        heights (measured only, without a surface); where they end, from its top."""
        a = self.ctx.assets
        px, z = self.ctx.layout.px, self.z
        t, g = self.table, self.table.game

        def put(image: pygame.Surface, **where: tuple[int, int]) -> None:
            if surface is not None:
                surface.blit(image, image.get_rect(**where))

        def line_h(size: float, bold: bool = False) -> int:
            return a.font(z(size), bold).get_linesize()

        put(fit_text(a, self.title(), z(46), px(30), box.w - px(40), GOLD_LIGHT, bold=True),
            midtop=(box.centerx, box.y + px(18)))
        y = box.y + px(18) + line_h(46, True) + px(6)
        for said in wrap(self.subtitle(), a.font(z(22)), box.w - px(60)):  # a nagari says why, at more length
            put(a.text(said, z(22), TEXT_DIM), midtop=(box.centerx, y))
            y += line_h(22)
        y = max(y + px(8), box.y + px(100))
        sc = self.score
        if sc is not None:
            h = g.hand
            result = h.result
            winner = result.winner if result is not None else 0
            captured = h.captures[winner]
            variant = g.rules.yaku_variants[int(bool(sc.sake_as_plain))]
            pools = {yk.id: yk.cards | yk.pool for yk in variant}
            row_h = max(px(70), px(16) + max(line_h(26, True), line_h(30, True)) + px(8))
            for line in sc.yaku:
                put(fit_text(a, line_name(line, g.rules, self.scorers(self.scores[0][0])), z(26), px(18), px(190),
                             TEXT, bold=True), topleft=(box.x + px(30), y + px(16)))
                # the points its extra cards added: "1 + 2 for 2 extra plains", in lines under its name
                extra = note_lines(a.font(z(18)), gostop_extra(g.rules, line), px(190))
                for k, said in enumerate(extra):
                    put(a.text(said, z(18), TEXT_DIM),
                        topleft=(box.x + px(30), y + px(18) + line_h(26, True) + k * line_h(18)))
                put(a.text(line_value(line), z(30), GOLD_LIGHT, bold=True), topright=(box.right - px(30), y + px(16)))
                if surface is not None:
                    cards = captured & pools.get(line.id, 0)
                    card_row(surface, a, cards, box.x + px(230), y + px(4), px(ROW_CARD_H), box.w - px(340))
                y += max(row_h, px(22) + line_h(26, True) + len(extra) * line_h(18))
            if surface is not None:
                pygame.draw.line(surface, (226, 165, 36), (box.x + px(30), y + px(2)), (box.right - px(30), y + px(2)))
            y += px(8)
            step = max(line_h(22), line_h(24)) + px(5)
            shared, own = shared_lines(self.scores)
            for line in shared:
                if line.kind == "yaku":
                    continue
                # a line every loser's score has: about the winner, or, with one loser, about them
                y += step + self.draw_line(surface, box, line_name(line, g.rules, self.scorers(self.scores[0][0])),
                                           line_value(line), y)
            if len(self.scores) > 1 and result is not None:  # three players: what each loser pays, and why it is more
                stakes = t.scored.stakes if t.scored is not None else last_stakes(g)
                payer = pays_for_all(g.rules, winner, h.go_calls)
                for q, _score in self.scores:
                    words = self.pays(q, result.payments[q] * stakes, payer)
                    why = [line_said(ln, g.rules, self.scorers(q)) for ln in own[q]]
                    why += [s for s in (spared_said(h, winner, q, self.seats()),) if s]  # and why it is less
                    # TRANSLATORS: Go-Stop of three, the summary: what a loser pays, then why it is more or less
                    # ("CPU 1 pays 10  (Pi-bak ×2  ·  ...)"); Japanese writes its brackets full-width (（）)
                    said = pgettext("gostop", "{pays}  ({why})").format(pays=words, why="  ·  ".join(why))
                    y += step + self.draw_line(surface, box, said if why else words, "", y)
            elif result is not None and self.scores:  # one loser: what their bonus bright kept off the hand's points
                spared = spared_said(h, winner, self.scores[0][0], self.seats())
                if spared:
                    y += step + self.draw_line(surface, box, spared, "", y)
            cup = cup_words(g.rules, h, winner, self.scores, self.seats())
            if cup:  # how the sake cup counted, where it counted, and why when no one had chosen
                y += step + self.draw_line(surface, box, cup, "", y)
            total = a.text(str(self.hand_points()), z(40), GOLD_LIGHT, bold=True)
            put(total, topright=(box.right - px(30), y))
            # the label in the room left of the number, on two lines where it needs them
            label = wrap(self.total_label(), a.font(z(28), True), box.w - px(60) - total.get_width() - px(16))
            for k, words in enumerate(label):
                put(a.text(words, z(28), TEXT, bold=True), topleft=(box.x + px(30), y + px(6) + k * line_h(28, True)))
            y += max(line_h(40, True), px(6) + len(label) * line_h(28, True)) + px(8)
        names = t.short
        if len(g.scores) > 2:
            # TRANSLATORS: Go-Stop of three: the match's score after a hand; {scores} is "You: 12  —  CPU 1: 3  —  ..."
            # TRANSLATORS: Go-Stop of three: one player's score in the match's line ("CPU 1: 9")
            each = [_("{name}: {points}").format(name=n, points=v) for n, v in zip(names, g.scores)]
            game_line = _("Match: {scores}").format(scores="  —  ".join(each))
        else:
            # TRANSLATORS: Go-Stop: the match's score after a hand: each player's name and points
            game_line = _("Match: {first} {first_points}  —  {second} {second_points}").format(
                first=names[0], first_points=g.scores[0], second=names[1], second_points=g.scores[1])
        heading = self.match_heading()
        if heading:  # the last hand: the match's result, under a heading of its own
            if surface is not None:
                pygame.draw.line(surface, (226, 165, 36), (box.x + px(30), y + px(2)), (box.right - px(30), y + px(2)))
            y += px(10)
            put(fit_text(a, heading, z(36), px(22), box.w - px(40), GOLD_LIGHT, bold=True), midtop=(box.centerx, y))
            y += line_h(36, True) + px(2)
        # the match's score and the record under it wrapped at the text size chosen, never drawn smaller
        room = box.w - px(40)
        for words in [game_line] if a.font(z(24)).size(game_line)[0] <= room else wrap(game_line, a.font(z(24)), room):
            put(a.text(words, z(24), TEXT), midtop=(box.centerx, y))
            y += line_h(24)
        said = self.record_words()
        if said:
            y += px(4)
            for words in [said] if a.font(z(20)).size(said)[0] <= room else wrap(said, a.font(z(20)), room):
                put(a.text(words, z(20), TEXT_DIM), midtop=(box.centerx, y))
                y += line_h(20)
        return y - box.y

    def total_label(self) -> str:
        """What the number in large type beside it is: with one loser, the
        hand's points after every line above; with two, the sum of what each
        was just said to pay (the lines above them apply to each loser's own)."""
        if len(self.scores) > 1:
            # TRANSLATORS: Go-Stop of three: the sum of what the two losers pay the winner, each said on its own line
            # just above ("You pay 16", "CPU 1 pays 16"); the number is beside it
            return _("What both losers pay, added up")
        # TRANSLATORS: Go-Stop: what the loser pays the winner for the hand, in all: the yaku's points with
        # every bonus, multiplier and penalty above applied (the number is beside it)
        return _("The hand's points, after multipliers")

    def hand_points(self) -> int:
        """What the hand won, in all: every loser's payment, times the stakes."""
        t, g = self.table, self.table.game
        if t.scored is not None:
            return t.scored.points
        result = g.hand.result
        return sum(result.payments) * last_stakes(g) if result is not None else 0

    def pays(self, q: int, paid: int, payer: int | None) -> str:
        """What loser ``q`` pays the winner at a table of three, in words (:func:`~koikoi.ui.gostop_pays_said.loser_pays`)."""
        return loser_pays(self.table.short, self.table.person, q, paid, payer)

    def draw_line(self, surface: pygame.Surface | None, box: pygame.Rect, words: str, value: str, y: int) -> int:
        """One line under the yaku: what it is on the left, what it does on
        the right; words too long for one line (what a loser pays, and why)
        wrap onto more at the same size, not smaller. Returns the height the
        lines past the first take."""
        a, px, z = self.ctx.assets, self.ctx.layout.px, self.z
        v = a.text(value, z(24), GOLD_LIGHT) if value else None
        room = box.w - px(60) - (v.get_width() + px(16) if v else 0)
        font = a.font(z(22))
        lines = [words] if font.size(words)[0] <= room else wrap(words, font, room) or [words]
        if surface is not None:
            for i, said in enumerate(lines):
                surface.blit(fit_text(a, said, z(22), px(15), room, TEXT), (box.x + px(30), y + i * font.get_linesize()))
            if v is not None:
                surface.blit(v, v.get_rect(topright=(box.right - px(30), y)))
        return (len(lines) - 1) * font.get_linesize()
