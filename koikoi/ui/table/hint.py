"""The Hint: what the computer would play in the player's seat (hard's
search, on a short leash, in the worker thread), lit on the table and
said in the status line; it goes out as soon as the player acts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ai.agents import make_agent
from ...engine.actions import Act
from ...engine.observation import observe
from ...seats import HUMAN
from ..words import card_words

if TYPE_CHECKING:  # pragma: no cover
    from .table import TableScene

HINT_GLOW = (130, 255, 160)
HINT_BUDGET_MS = 700  # the player is waiting


class Hint:
    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.asked = False  # the worker is thinking about the player's move
        self.cards: list[int] = []  # the cards the hint lights

    def ask(self) -> None:
        t = self.table
        if not t.human_turn() or self.asked or self.cards:
            return
        self.asked = True
        self.ask_advice()
        t.hint = "Thinking about your move..."
        t.invalidate_info()

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
        if action.kind is Act.PLAY:
            targets = t.model.matches_on_field(action.card)
            self.cards = [action.card]
            if not targets:
                t.hint = f"Hint: lay down the {card_words(action.card)}."
            elif len(targets) == 2:
                t.hint = f"Hint: play the {card_words(action.card)}, then choose which to take."
            else:
                taken = " and the ".join(card_words(c) for c in targets)
                t.hint = f"Hint: play the {card_words(action.card)} to take the {taken}."
        elif action.kind is Act.TAKE:
            self.cards = [action.card]
            t.hint = f"Hint: take the {card_words(action.card)}."
        else:  # lay the pending card down
            t.hint = f"Hint: lay the {card_words(t.match.round.pending)} on the field."
        for c in self.cards:
            t.stage.set_glow(c, HINT_GLOW)
        t.invalidate_info()

    def drop(self) -> None:
        t = self.table
        if self.asked:
            t.ctx.worker.cancel()
            self.asked = False
        for c in self.cards:
            if t.sprites[c].glow == HINT_GLOW:
                t.stage.set_glow(c, None)
        self.cards = []
