"""The mouse and the keys at a Go-Stop table: pointing lifts a hand card
and lights the field cards of its month; a click or a number key plays it
(asking first, when the player holds three of its month, whether to shake
or bomb) or takes one of the two cards a choice offers."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...games.common.cards import MONTH_MASK, Kind, indices
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop.actions import Action
from ...games.gostop.scoring import cup_counts_as_plain, yaku_made
from ...games.gostop.deal import dealt_three
from ...games.gostop.rules import GoStopRules
from ...games.gostop.state import DEAL, Phase
from ...games.gostop.turn import month
from ...i18n import N_, _, pgettext
from ..box_said import GOSTOP_KINDS, box_said, counting_yaku
from ..boxes import decision_rooms
from ..gostop_bright_words import bright_box_said, bright_card_said
from ..gostop_words import kind_name
from ..progress import Progress
from ..seat_words import in_sentence, named
from ..table.pointer import CardPointer
from ..table.said_input import play_to, to_take
from ..movelog import cards_words
from ..words import card_words, flower
from ..yaku_said import gostop_begun, gostop_yaku
from ..table.more_said import gostop_more
from .view import GostopParts


CHOOSING = (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP)

BONUS_WORDS = {
    # TRANSLATORS: Go-Stop's bonus cards, as the status line names them.
    "bonus-1pi": N_("Bonus card: one plain"),
    "bonus-2pi": N_("Bonus card: two plains"),
    "bonus-3pi": N_("Bonus card: three plains"),
    # the bonus bright's words depend on the rules: gostop_bright_words.bright_card_said
    "bonus-bright": N_("Bonus bright: scores nothing; spares a loser {spared}"),
    # TRANSLATORS: the bonus card that doubles the win of the player who takes it; it lies with the plains but
    # counts as none (the box's label reads "Plains (Pi)  3 · ×2 card")
    "bonus-double": N_("Bonus ×2 card: doubles its taker's win; it is no plain"),
}


def card_said(card: int, rules: GoStopRules | None = None) -> str:
    """A card as the status line names it (the bonus bright with what it spares a loser under ``rules``)."""
    if (1 << card) & deck.BONUS_BRIGHT:
        return bright_card_said(rules)
    if card >= deck.FIRST_BONUS:
        return _(BONUS_WORDS[deck.IDS[card]])
    said = card_words(card, "gostop")  # as within a sentence ("uma carta comum..."): it begins the line here
    return said[:1].upper() + said[1:]


class GostopPointer(CardPointer):
    table: GostopParts
    gostop = True  # the bubbles say Go-Stop's words

    def __init__(self, table: GostopParts) -> None:
        super().__init__(table)

    # --- what is under the mouse ---------------------------------------------------
    def playing(self) -> bool:
        return self.table.human_turn() and self.table.game.hand.phase is Phase.PLAY

    def choosing(self) -> bool:
        return self.table.human_turn() and self.table.game.hand.phase in CHOOSING

    def moved_to(self, pos: tuple[int, int]) -> None:
        self.point_at(pos)
        self.set_hover(self.hand_card_at(pos) if self.playing() else None)

    def cards_settled(self) -> None:
        """The cards stopped moving under a resting mouse: name what is there, and hold up the hand card."""
        self.settle_hush()
        if self.mouse is not None:
            self.moved_to(self.mouse)

    def meets(self, card: int) -> list[int]:
        """The field cards of ``card``'s month (a bonus card meets none)."""
        mo = month(self.table.game.hand.played if card < 0 else card)
        field = self.table.game.hand.field
        return [] if mo <= 0 else [c for c in indices(field & MONTH_MASK[mo]) if c != card]

    # --- the status line -----------------------------------------------------------
    def status(self) -> str:
        t = self.table
        card = self.pointed
        mine = t.human_turn()
        if mine and t.game.hand.phase in CHOOSING:
            order = self.choice_order()
            if card in order and (no := self.refused(card)):  # a candidate the lesson does not take now
                return _("{card}  ·  {play}").format(card=card_said(card, t.rules), play=no)
            if card in order:  # a candidate: name it, with its key
                return to_take(self.used, card_said(card, t.rules), order.index(card) + 1)
            return t.hint
        if card is None:
            return self.label_words() or (t.hint if mine else t.aside() if t.aside is not None else "")
        said = card_said(card, t.rules)
        if (1 << card) & deck.BONUS_BRIGHT and any(card in got for got in t.model.captured):
            said = bright_box_said(1, t.rules)  # what its tag ("+1 bright if its taker loses") means
        if mine and card in t.model.hands[HUMAN] and t.game.hand.phase is Phase.PLAY:
            said = _("{card}  ·  {play}").format(card=said, play=self.refused(card) or self.play_words(card))
        elif (1 << card) & t.game.hand.field and (pile := self.dealt_pile(card)):
            said = _("{card}  ·  {play}").format(card=said, play=pile)
        if shaken := self.shaken(card):
            said = _("{card}  ·  {play}").format(card=said, play=shaken)
        return self.traced_words(card, said)

    def shaken(self, card: int) -> str:
        """Over a hand card a shake showed (the month shaken, still held): that all have seen it, in a clause
        ("" for any other card). A shaken card is drawn as any other: only pointing says it was shown."""
        h, t = self.table.game.hand, self.table
        who = next((p for p, shown in enumerate(h.shown) if shown >> card & 1), None)
        if who is None:
            return ""
        if who == t.person:
            # TRANSLATORS: Go-Stop's status line over a card of the player's hand that their shake showed to all
            return _("shown when you shook: everyone has seen it")
        # TRANSLATORS: Go-Stop's status line over a card of another player's hand, face up since their shake
        # showed it; {name} is that player ("CPU")
        return in_sentence(_("shown when {name} shook"), t.short[who])

    def dealt_pile(self, card: int) -> str:
        """What a pile of ``card``'s month piled at the deal (a pair, or three
        once a third was laid on it) does with the next card of its month, in
        a clause for the status line ("" where there is none): a newcomer
        saw the third Iris stay and the fourth take all, said nowhere."""
        h = self.table.game.hand
        mo = month(card) if card < deck.FIRST_BONUS else 0
        if mo <= 0 or (h.held[mo] != DEAL and not dealt_three(h, mo)):
            return ""
        if (h.field & MONTH_MASK[mo]).bit_count() == 2:
            # TRANSLATORS: Go-Stop's status line over a card of a pair piled on the field at the deal (the seed's
            # rule), or over the hand card of its month; {month} the flower ("Iris")
            return _("a dealt pair: the third {month} card is laid on it, and whoever plays the fourth takes all "
                     "four").format(month=flower(mo, "gostop"))
        # TRANSLATORS: Go-Stop's status line over a card of the pile of three made on a pair dealt to the field;
        # {month} the flower ("Iris")
        return _("a dealt pile: whoever plays the fourth {month} card takes all four").format(
            month=flower(mo, "gostop"))

    def label_words(self) -> str:
        """Over a capture box's label: what the box is and which yaku count it; with a card set apart
        ("Brights  0 + 1"), what the + is."""
        t = self.table
        at = self.label_under()
        if at is None:
            return ""
        plus = sum(1 for c in t.model.captured[at[0]] if t.geometry.kind_of(c) == at[1] and t.geometry.apart(c))
        if not plus:  # the box's whole name, and the yaku lines that count it ("Plains (Pi): ... for Pi")
            return box_said(kind_name(at[1]), counting_yaku(t.rules.yaku_variants[0], at[1], GOSTOP_KINDS))
        if at[1] is Kind.PLAIN:  # the doubling card lies apart in the plains' box ("Plains (Pi)  3 · ×2 card")
            return _(BONUS_WORDS["bonus-double"])
        return bright_box_said(plus, t.rules)

    def yaku_said(self) -> str:
        """The yaku of the information panel under the mouse, explained ("" if none)."""
        if not isinstance(self.spot, tuple):
            return ""
        t = self.table
        h = t.game.hand
        p = (*t.geometry.seated(t.opponents), 0)[self.spot[0]]  # as the panel lists them
        pr = self.spot[1]
        if isinstance(pr, tuple):  # "+2 more": the yaku begun there was no room for, said as whose they are
            listed = [what[1] for _at, what in t.canvas.spots if isinstance(what, tuple) and what[0] == self.spot[0]]
            also = any(isinstance(y, Progress) and not y.made for y in listed)  # after a yaku begun: "other"
            return gostop_more(t.short, t.person, p, [y.label() for y in pr], also)
        plain = cup_counts_as_plain(t.rules, h.captures[p], h.cup)
        if not pr.made:
            return gostop_begun(t.rules, pr, h.captures[p], plain, None if p == t.person else t.short[p])
        made = [line for line in yaku_made(t.rules, h.captures[p], plain) if line.id == pr.yaku_id]
        return gostop_yaku(t.rules, made[0], h.captures[p], plain) if made else ""

    def play_words(self, card: int) -> str:
        """What playing ``card`` would do."""
        if card >= deck.FIRST_BONUS:
            # TRANSLATORS: Go-Stop: a bonus card played from the hand goes to the captures, and a card is drawn.
            return play_to(self.used, _("click to put it with your captures and draw a card"),
                           _("press Enter to put it with your captures and draw a card"))
        meets = self.meets(card)
        if Action("play", card) not in self.table.legal():  # two in hand, two on the field: a bomb by the rules
            # TRANSLATORS: Go-Stop's status line over a hand card of which the player holds two and the field the
            # other two, where the rules make that a bomb (play.bomb_two)
            return play_to(self.used, _("two and two: click to bomb, taking all four"),
                           _("two and two: press Enter to bomb, taking all four"))
        if not meets:
            # TRANSLATORS: Go-Stop's status line over a hand card that meets no field card (Korean: 바닥)
            return pgettext("gostop", "no match: it would be laid on the field")
        if len(meets) == 2 and self.table.game.hand.held[month(card)] == DEAL:
            # TRANSLATORS: Go-Stop's status line over a hand card whose month's two field cards were piled at the
            # deal (the seed's rule): it is laid on them, taking nothing; {month} the flower ("Iris")
            return _("the third {month} card: it would be laid on the dealt pair, and whoever plays the fourth "
                     "takes all four").format(month=flower(month(card), "gostop"))
        if len(meets) == 2:
            # TRANSLATORS: Go-Stop's status line over a hand card that meets two field cards of its month
            return pgettext("gostop", "two matches: you would choose which to take")
        if len(meets) == 3:
            # TRANSLATORS: Go-Stop: the hand card is the fourth of a month whose three lie on the field.
            return play_to(self.used, _("the fourth card: click to take all three"),
                           _("the fourth card: press Enter to take all three"))
        # TRANSLATORS: Go-Stop's status line over a hand card: {cards} are the field cards it would take
        return play_to(self.used, pgettext("gostop", "click to take {cards}"),
                       pgettext("gostop", "press Enter to take {cards}")).format(
            cards=cards_words(meets, "gostop"))

    def choice_order(self) -> list[int]:
        """The field cards a choice offers, left to right."""
        t = self.table
        cards = [a.card for a in t.legal() if a.kind == "choose"]
        return sorted(cards, key=lambda c: (round(t.sprites[c].target[0]), t.sprites[c].target[1]))

    # --- acting --------------------------------------------------------------------
    def click_at(self, pos: tuple[int, int]) -> None:
        t = self.table
        if not t.human_turn():
            return
        phase = t.game.hand.phase
        if phase is Phase.PLAY:
            card = self.clicked_hand_card(pos)
            if card is not None:
                self.play(card)
        elif phase in CHOOSING:
            hits = [c for c in self.choice_order() if t.sprites[c].hit(pos)]
            if hits:
                t.act(Action("choose", max(hits, key=lambda c: t.sprites[c].z)))

    def key_card(self, n: int) -> None:
        t = self.table
        if not t.human_turn():
            return
        phase = t.game.hand.phase
        if phase is Phase.PLAY:
            order = t.model.hands[HUMAN]
            if 0 <= n < len(order):
                self.play(order[n])
        elif phase in CHOOSING:
            order = self.choice_order()
            if 0 <= n < len(order):
                t.act(Action("choose", order[n]))

    def play(self, card: int) -> None:
        """Play a hand card; holding three of its month, first ask whether to shake or bomb."""
        t = self.table
        legal = t.legal()
        bomb = next((a for a in legal if a.kind == "bomb" and month(a.card) == month(card)), None)
        shake = Action("shake", card) if Action("shake", card) in legal else None
        plain = Action("play", card)
        three = t.players > 2
        its_month = t.month_name(card)
        other = next(q for q in range(t.players) if q != t.person)  # at a table of two, the one other seat
        if bomb is not None and plain not in legal:  # two and two, where the rules make it a bomb: no question
            t.act(bomb)
        elif bomb is not None:
            if three:
                # TRANSLATORS: Go-Stop of three: as "Bomb?" below, with two opponents
                text = _("You hold three {month} cards and the fourth is on the field. A bomb plays all "
                         "three, takes the four, takes a plain from each opponent and doubles your win; "
                         "your next turns are flips only.").format(month=its_month)
            else:
                # TRANSLATORS: Go-Stop: the question when the player holds three of a month and the fourth is on
                # the field; the answers bomb (play all three and take the four) or play the one card.
                text = named(t.short[other],
                             _("You hold three {month} cards and the fourth is on the field. A bomb plays all "
                               "three, takes the four, takes a plain from the CPU and doubles your win; "
                               "your next turns are flips only."),
                             _("You hold three {month} cards and the fourth is on the field. A bomb plays all "
                               "three, takes the four, takes a plain from {name} and doubles your win; "
                               "your next turns are flips only."), month=its_month)
            self.ask_of_month(card, _("Bomb?"), text,
                              [(pgettext("gostop", "Bomb"), lambda: t.act(bomb)),
                               (pgettext("gostop", "Play one"), lambda: t.act(plain))])
        elif shake is not None:
            if three:
                # TRANSLATORS: Go-Stop of three: as "Shake?" below, with two opponents
                text = _("You hold three {month} cards. Shaking shows them to both opponents and doubles "
                         "your win if you win this hand.").format(month=its_month)
            else:
                # TRANSLATORS: Go-Stop: the question when the player holds three cards of a month; shaking shows
                # them to the CPU (or {name}, the other seat) and doubles the player's win.
                text = named(t.short[other],
                             _("You hold three {month} cards. Shaking shows them to the CPU and doubles "
                               "your win if you win this hand."),
                             _("You hold three {month} cards. Shaking shows them to {name} and doubles "
                               "your win if you win this hand."), month=its_month)
            self.ask_of_month(card, _("Shake?"), text,
                              [(pgettext("gostop", "Shake"), lambda: t.act(shake)),
                               (pgettext("gostop", "Just play"), lambda: t.act(plain))])
        elif plain in legal:
            t.act(plain)

    def ask_of_month(self, card: int, title: str, text: str, answers: list[tuple[str, Callable[[], None]]]) -> None:
        """Shake? or Bomb?: a question about the player's hand, clear of it,
        of the field's card of that month, and of the table's buttons; the
        rest of the field it may cover, so the box is as wide as its words
        want (two or three lines, not seven down a strip between the cards)."""
        t = self.table

        def rooms() -> list[pygame.Rect]:
            asked = [*t.model.hands[HUMAN], *(c for c in t.model.field_cards() if month(c) == month(card))]
            clear = decision_rooms(t.ctx.layout, [t.sprites[c].rect() for c in asked],
                                   [b.rect for b in t.buttons if b.visible])
            clear.firm = True  # its month's cards are what it asks of: never stood over, at any text size
            return clear
        t.push(t.ctx.screens.choice(title, text, answers, within=rooms))
