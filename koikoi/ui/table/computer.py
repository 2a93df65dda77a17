"""The computer's decisions at a table of either game: each asked of its
agent on the worker thread (:mod:`koikoi.ui.ai_worker`) and played once
made and once the table has shown it thinking for a moment of game time,
so that its turn is seen to begin. The moment is short (docs/design.md,
"Pace"): the computer thinks while the last cards of the move before land,
and a decision that follows on in the same turn (what a card takes,
koi-koi, Go or Stop) waits less than the turn's first.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, TypeVar

from ..ai_worker import Agent
from ..scene import Context

# the computer's shortest think at speed 1: at a turn's first decision, and at one that follows on
THINK_S = 0.25
AGAIN_S = 0.05

Obs = TypeVar("Obs")  # what the computer is shown of the game


class ComputerSeats(ABC):
    """What :class:`~koikoi.ui.table.base.CardTable` does for its computer
    seats (mixed into it, which gives the attributes declared here)."""

    ctx: Context
    time: float  # the game clock
    agents: dict[int, Agent[Any, Any]]
    action_type: type
    thinking_since: float | None  # when (game clock) the computer began its decision
    mover: int | None  # the seat whose turn the table last handed out (its decisions follow on)
    think_s: float  # the shortest think of the decision under way

    @abstractmethod
    def act(self, action: Any) -> None:
        """Play ``action`` at the table (the table's own: checked, applied, shown)."""

    def computer_turn(self, who: int, look: Callable[[], object]) -> None:
        """Each frame while seat ``who`` (a computer) must decide: timed as
        its turn, thought over, then played."""
        self.ctx.pace.computer(who)
        if self.thinking_since is None:  # a decision begins: the turn's first, or one that follows on
            self.think_s = AGAIN_S if self.mover == who else THINK_S
            self.mover = who
        self.computer_move(self.agents[who], look, self.think_s)

    def computer_move(self, agent: Agent[Obs, Any], look: Callable[[], Obs], think: float = THINK_S) -> None:
        """The computer's decision, a frame at a time: ask ``agent`` about what
        ``look()`` shows it (on the first call), then play its choice once it
        is made and the table has shown it thinking for ``think`` seconds
        (at speed 1) of game time."""
        worker = self.ctx.worker
        if self.thinking_since is None:
            self.thinking_since = self.time
            worker.ask(agent, look())
        elif worker.ready() and self.time - self.thinking_since >= self.ctx.secs(think):
            self.thinking_since = None
            action = worker.take()
            self.ctx.pace.thought(worker.seconds)
            if not isinstance(action, self.action_type):  # the worker is shared by both games
                raise TypeError(f"the computer answered {action!r}, not a {self.action_type.__name__}")
            self.act(action)
