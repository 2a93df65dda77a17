"""The table's timeline: steps run one after another, each returning how
long to wait before the next, so the pace is the table's, not the engine's.

A step is a function of no arguments that does one thing (moves a card,
shows a banner, plays a sound) and returns the seconds to wait after it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

Step = Callable[[], float]


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.wait = 0.0  # seconds before the next step may run

    def __bool__(self) -> bool:
        """Whether anything is still to run or to wait for."""
        return bool(self.steps) or self.wait > 0

    def add(self, *steps: Step) -> None:
        self.extend(steps)

    def extend(self, steps: Iterable[Step]) -> None:
        if not self.steps:  # what the last steps left over (a frame's overrun) is no credit for new ones
            self.wait = max(0.0, self.wait)
        self.steps.extend(steps)

    def next(self, step: Step) -> None:
        """Run ``step`` before everything already waiting (a step's own follow-up)."""
        self.steps.appendleft(step)

    def clear(self) -> None:
        self.steps.clear()
        self.wait = 0.0

    def pump(self, dt: float) -> None:
        """Let ``dt`` seconds pass, running every step whose time has come."""
        self.wait -= dt
        if not self.steps:
            self.wait = max(0.0, self.wait)  # idle time is not credit for the next steps
            return
        guard = 0
        while self.wait <= 0 and self.steps and guard < 100:
            guard += 1
            self.wait += self.steps.popleft()()

    def run_while(self, going: Callable[[], bool], before_each: Callable[[], None]) -> None:
        """Run steps at once, with no waiting, for as long as ``going()``
        holds (a skipped deal); ``before_each`` settles what moves first."""
        while going() and self.steps:
            before_each()
            self.wait = 0.0
            self.steps.popleft()()
        self.wait = 0.0
