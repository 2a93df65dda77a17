"""Go-Stop's Hint, as Koi-Koi's (:mod:`koikoi.ui.koikoi.hint`): what the
computer would play in the person's seat, from what that seat sees alone
(``observe``, never a hidden card), chosen by the hard player on a short
leash on the worker thread; lit on the table and said in the status line.
It goes out as soon as the player acts."""

from __future__ import annotations

from collections.abc import Callable

from ...ai.gostop.agents import make_gostop_agent
from ...games.common.cards import MONTH_MASK, indices
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop.actions import Action
from ...games.gostop.observation import observe
from ...games.gostop.turn import month
from ...i18n import _, pgettext
from ..movelog import the_card
from ..words import card_words, listing
from .view import GostopParts

HINT_BUDGET_MS = 700  # the player is waiting


class GostopHint:
    def __init__(self, table: GostopParts) -> None:
        self.table = table
        self.asked = False  # the worker is thinking about the player's move
        self.cards: list[int] = []  # the cards the hint lights

    def ask(self) -> None:
        t = self.table
        if not t.human_turn() or self.asked or self.cards:
            return
        self.asked = True
        agent = make_gostop_agent("hard", t.game.hand_no * 1000 + len(t.game.history), budget_ms=HINT_BUDGET_MS)
        t.ctx.worker.ask(agent, observe(t.game.hand, HUMAN))
        t.hint = lambda: _("Thinking about your move...")

    def poll(self) -> None:
        """Take the answer once it has come."""
        if self.asked and self.table.ctx.worker.ready():
            self.take()

    def take(self) -> None:
        """The worker's answer: light the card to play (or take) and say why."""
        t = self.table
        action = t.ctx.worker.take()
        self.asked = False
        if not isinstance(action, Action):  # the worker is shared with Koi-Koi's table
            raise TypeError(f"the hint's search answered {action!r}, not a Go-Stop action")
        h = t.game.hand
        meets = [c for c in indices(h.field & MONTH_MASK[month(action.card)]) if c != action.card]
        t.hint = self.words(action, meets if action.kind == "play" and month(action.card) > 0 else [],
                            t.month_name(action.card) if action.kind in ("shake", "bomb") else "")
        if action.kind == "bomb":  # the three of its month, all played
            self.cards = [c for c in indices(h.hands[HUMAN] & MONTH_MASK[month(action.card)])]
        else:
            self.cards = [action.card]
        t.stage.show_hint(self.cards)
        t.stage.hint_gives_way(t.pointer.hovered)  # the player already holds up another card

    @staticmethod
    def words(action: Action, meets: list[int], month: str) -> Callable[[], str]:
        """The hint in words, looked up when shown: play ``action.card`` (which
        meets the field cards ``meets``), shake or bomb its month, or take it."""
        card = action.card
        # TRANSLATORS: Go-Stop's hints, as Koi-Koi's, in Go-Stop's words (Korean: 바닥, 먹다); {card} names a card
        if action.kind == "choose":
            return lambda: pgettext("gostop", "Hint: take the {card}.").format(card=card_words(card, "gostop"))
        if action.kind == "bomb":
            # TRANSLATORS: Go-Stop's hint: bomb (play three cards of the month {month}, a flower's name)
            return lambda: _("Hint: bomb with your three {month} cards.").format(month=month)
        if action.kind == "shake":
            # TRANSLATORS: Go-Stop's hint: shake (show three cards of the month {month}), then play {card}
            return lambda: _("Hint: shake your three {month} cards, then play the {card}.").format(
                month=month, card=card_words(card, "gostop"))
        if card >= deck.FIRST_BONUS:
            # TRANSLATORS: Go-Stop's hint: a bonus card goes to the captures, and a card is drawn
            return lambda: _("Hint: play the {card}: it goes with your captures and you draw a card.").format(
                card=card_words(card, "gostop"))
        if not meets:
            return lambda: pgettext("gostop", "Hint: lay down the {card}.").format(card=card_words(card, "gostop"))
        if len(meets) == 2:
            return lambda: pgettext("gostop", "Hint: play the {card}, then choose which to take.").format(
                card=card_words(card, "gostop"))
        return lambda: pgettext("gostop", "Hint: play the {card} to take {cards}.").format(
            card=card_words(card, "gostop"), cards=listing([the_card(c, "gostop") for c in meets]))

    def drop(self) -> None:
        t = self.table
        if self.asked:
            t.ctx.worker.cancel()
            self.asked = False
        t.stage.drop_hint()
        self.cards = []
