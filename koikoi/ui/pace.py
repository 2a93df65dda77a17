"""How long the computer keeps the player waiting: each computer turn timed
from the moment the table hands it the turn (its think included) to the
next decision that is not its own (another seat's, or the hand's summary),
and the waiting summed per hand; and each deal, from the moment it
begins (the dealer draw and any redeal included) to the round's first
decision, anyone's. ``koikoi --demo --stats`` prints the figures as it
ends (docs/design.md, "Pace").

A turn is a seat's whole go: in Koi-Koi and Go-Stop alike the computer
plays a card (and picks what it takes), the table flips the deck's card,
and the computer answers koi-koi, Go or Stop if it must; all of that is
one turn. The player's own turns are not timed: they are the player's.
The per-hand waiting counts the turns of every seat but the first (seat
0, the person's seat at a table, a computer's in the demo): what a person
in that seat would wait through each hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from statistics import median


class TurnTimes:
    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.turns: list[tuple[int, float, float]] = []  # (seat, began, seconds) of every finished computer turn
        self.hands: list[float] = []  # the waiting of each finished hand, in seconds
        self.thinks: list[float] = []  # how long each decision took the computer on its thread
        self.seat: int | None = None  # the computer seat whose turn is being timed
        self.began = 0.0
        self.waiting = 0.0  # this hand's waiting so far
        self.counting = False  # a hand is under way (the figures start at the first deal seen)
        self.deals: list[float] = []  # each deal's seconds, from its start to the round's first decision
        self.dealing_since: float | None = None  # when the deal being timed began

    def deal(self, counted: bool = True) -> None:
        """A deal begins (or goes on: a redeal, the deal after the dealer draw): timed to the first decision;
        not ``counted`` (a replay's, where no one decides), none is timed."""
        if not counted:
            self.dealing_since = None
        elif self.dealing_since is None:
            self.dealing_since = self.clock()

    def dealt(self) -> None:
        """A decision is handed out: the deal being timed, if one was, ended here."""
        if self.dealing_since is not None:
            self.deals.append(self.clock() - self.dealing_since)
            self.dealing_since = None

    def computer(self, seat: int) -> None:
        """The table hands ``seat`` (a computer) a decision: its turn goes on,
        or begins (ending another's)."""
        if self.seat == seat:
            return
        self.decision()
        self.seat, self.began = seat, self.clock()
        self.counting = True

    def decision(self) -> None:
        """A decision that is not a computer's (the player's, a summary's):
        the computer's turn, if one was timed, ends here."""
        self.dealt()
        if self.seat is None:
            return
        seconds = self.clock() - self.began
        self.turns.append((self.seat, self.began, seconds))
        if self.seat != 0:
            self.waiting += seconds
        self.seat = None

    def hand_over(self) -> None:
        """The hand's summary opens: its waiting is counted."""
        self.decision()
        if self.counting:
            self.hands.append(self.waiting)
        self.waiting, self.counting = 0.0, False

    def thought(self, seconds: float) -> None:
        """A decision took the computer ``seconds`` on its thread."""
        self.thinks.append(seconds)

    def summary(self) -> dict[str, object]:
        """The figures, in seconds (rounded to the millisecond); None where nothing was timed."""
        def stat(values: list[float], pick: Callable[[list[float]], float]) -> float | None:
            return round(pick(values), 3) if values else None

        turns = [s for _seat, _began, s in self.turns]
        return {
            "cpu_turns": len(turns), "turn_p50_s": stat(turns, median), "turn_max_s": stat(turns, max),
            "hands": len(self.hands), "hand_wait_p50_s": stat(self.hands, median),
            "hand_wait_max_s": stat(self.hands, max),
            "think_p50_s": stat(self.thinks, median), "think_max_s": stat(self.thinks, max),
            "deals": len(self.deals), "deal_p50_s": stat(self.deals, median), "deal_max_s": stat(self.deals, max),
        }
