"""The Hint: what the computer would play in the player's seat (hard's
search, on a short leash, in the worker thread), lit on the table and
said in the status line; it goes out as soon as the player acts."""

from __future__ import annotations

from collections.abc import Callable

from ...ai.koikoi.agents import make_agent
from ...games.common.seats import HUMAN
from ...games.koikoi.actions import Act, Action
from ...games.koikoi.observation import observe
from ...i18n import _
from ..movelog import the_card
from ..words import card_words, listing
from .view import KoikoiParts


HINT_BUDGET_MS = 700  # the player is waiting


class Hint:
    def __init__(self, table: KoikoiParts) -> None:
        self.table = table
        self.asked = False  # the worker is thinking about the player's move
        self.cards: list[int] = []  # the cards the hint lights

    def ask(self) -> None:
        t = self.table
        if not t.human_turn() or self.asked or self.cards:
            return
        self.asked = True
        self.ask_advice()
        t.hint = lambda: _("Thinking about your move...")

    def ask_advice(self) -> None:
        """Start hard's search in the player's seat, in the worker thread
        (idle on the player's turn); the table's hint and the koi-koi
        prompt's take the answer."""
        t = self.table
        t.ctx.worker.ask(make_agent("hard", t.actions_done, budget_ms=HINT_BUDGET_MS), observe(t.match, HUMAN))

    def poll(self) -> None:
        """Take the answer once it has come."""
        if self.asked and self.table.ctx.worker.ready():
            self.take()

    def take(self) -> None:
        """The worker's answer: light the card to play (or take) and say why."""
        t = self.table
        action = t.ctx.worker.take()
        self.asked = False
        if not isinstance(action, Action):  # the worker is shared with Go-Stop's table
            raise TypeError(f"the hint's search answered {action!r}, not a Koi-Koi action")
        t.hint = self.words(action.kind, action.card, t.model.matches_on_field(action.card)
                            if action.kind is Act.PLAY else [], t.match.round.pending)
        if action.kind in (Act.PLAY, Act.TAKE):
            self.cards = [action.card]
        t.stage.show_hint(self.cards)
        t.stage.hint_gives_way(t.pointer.hovered)  # the player already holds up another card

    @staticmethod
    def words(kind: Act, card: int, targets: list[int], pending: int) -> Callable[[], str]:
        """The hint in words, looked up when shown: play ``card`` (which
        takes ``targets``), take it, or lay the ``pending`` card down."""
        # TRANSLATORS: in the hints below {card} is a card's name ("Pine crane").
        if kind is Act.PLAY:
            if not targets:
                return lambda: _("Hint: lay down the {card}.").format(card=card_words(card))
            if len(targets) == 2:
                return lambda: _("Hint: play the {card}, then choose which to take.").format(card=card_words(card))
            # TRANSLATORS: {cards} are the field cards it takes ("the Pine crane").
            return lambda: _("Hint: play the {card} to take {cards}.").format(
                card=card_words(card), cards=listing([the_card(c) for c in targets]))
        if kind is Act.TAKE:
            return lambda: _("Hint: take the {card}.").format(card=card_words(card))
        # lay the pending card down
        return lambda: _("Hint: lay the {card} on the field.").format(card=card_words(pending))

    def drop(self) -> None:
        t = self.table
        if self.asked:
            t.ctx.worker.cancel()
            self.asked = False
        t.stage.drop_hint()
        self.cards = []
