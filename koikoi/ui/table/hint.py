"""The Hint at a table of either game: what the computer would play in the
person's seat, asked of the hard player on a short leash on the worker
thread from what that seat sees alone, lit on the table and said in the
status line, with the keyboard on what it suggests (Enter does it); it
goes out as soon as the player acts. Each game says what
to ask and how its answer is lit and worded (``ui/<game>/hint.py``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from ...i18n import _
from ..movelog import the_card
from ..widgets import Widget
from ..words import listing
from .view import TableParts

HINT_BUDGET_MS = 700  # the player is waiting


def laid_on_purpose(words: Callable[[], str], kept: list[int], taken: list[int],
                    game: str = "koikoi") -> Callable[[], str]:
    """A hint that lays a card down while a capture was open, with why in a
    second sentence (issue 39: it laid a card down and said nothing): the
    capture is not forgotten, it waits. ``kept``: the hand cards that could
    capture now; ``taken``: the field cards they would take."""
    def said() -> str:
        named = [dict.fromkeys(the_card(c, game) for c in cards) for cards in (kept, taken)]  # two alike, once
        if len(named[0]) + len(named[1]) <= NAMED_MOST:
            # TRANSLATORS: after a hint that lays a card down though a capture was open: why. {kept} are the hand
            # cards that could capture now ("the Pine crane"), {taken} the field cards they would take
            why = _("On purpose: it keeps {kept} in hand for a later turn rather than take {taken} now.").format(
                kept=listing(list(named[0])), taken=listing(list(named[1])))
        else:  # too many to name in the line under the field (pt22: a box of three lines over the field's cards)
            # TRANSLATORS: the same reason, where the cards are too many to name: the player's hand cards that
            # could capture now are kept for a later turn
            why = _("On purpose: your cards that match the field wait in hand for a later turn.")
        return because(words, why)

    return said


NAMED_MOST = 3  # the cards a lay-down's reason names, at most (kept and taken together)


def because(words: Callable[[], str], why: str) -> str:
    # TRANSLATORS: a hint, then the sentence saying why ("Hint: lay down the Pine plain card. On purpose: ...")
    return _("{hint} {why}").format(hint=words(), why=why)


def laid_for_want(words: Callable[[], str]) -> Callable[[], str]:
    """A hint that lays a card down where no card of the hand matches the
    field, with why (pt22: "Hint: lay down the Willow rain man.", and the
    CPU took it: the player read a blunder, not a forced choice)."""
    # TRANSLATORS: after a hint that lays a card down where no hand card matches a field card: every card played
    # is laid down, and the computer gives up the one it needs least
    return lambda: because(words, _("No card in your hand matches the field: one must be laid down, and this one "
                                     "costs you least."))


class TableHint(ABC):
    action_type: type  # the game's actions: the worker is shared by both tables

    def __init__(self, table: TableParts) -> None:
        self.table = table
        self.asked = False  # the worker is thinking about the player's move
        self.cards: list[int] = []  # the cards the hint lights
        self.target: int | Widget | None = None  # what Enter does while the hint stands: a card, or a button

    def ask(self) -> None:
        t = self.table
        if not t.human_turn() or self.asked or self.cards:
            return
        self.asked = True
        self.ask_advice()
        t.hint = lambda: _("Thinking about your move...")
        t.pointer.hush()  # asked for: the card under a resting mouse is not named over it

    @abstractmethod
    def ask_advice(self) -> None:
        """Start hard's search in the person's seat, in the worker thread."""

    def poll(self) -> None:
        """Take the answer once it has come."""
        if self.asked and self.table.ctx.worker.ready():
            self.take()

    def take(self) -> None:
        """The worker's answer: light the cards to play (or take) and say why."""
        t = self.table
        action = t.ctx.worker.take()
        self.asked = False
        if not isinstance(action, self.action_type):
            raise TypeError(f"the hint's search answered {action!r}, not a {self.action_type.__name__}")
        self.cards, t.hint = self.shown(action)
        t.stage.show_hint(self.cards)
        self.target = self.keyed(action)
        t.ring.hint_to(self.target)  # Enter now does what the Hint says
        t.stage.hint_gives_way(t.pointer.hovered)
        t.pointer.hush()

    @abstractmethod
    def shown(self, action: Any) -> tuple[list[int], Callable[[], str]]:
        """The cards ``action`` lights, and the hint's words (looked up when shown)."""

    def keyed(self, action: Any) -> int | Widget | None:
        """Where the keyboard goes for ``action``: the card it plays or
        takes (a game may say a button instead)."""
        return getattr(action, "card", None)

    def drop(self) -> None:
        t = self.table
        if self.asked:
            t.ctx.worker.cancel()
            self.asked = False
        t.stage.drop_hint()
        self.cards = []
        self.target = None
