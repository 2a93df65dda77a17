"""What a game's teacher of the guided match needs from the shared code,
kept here so that each game's ``lessons`` module imports neither the other
game nor the code above both (see :mod:`koikoi.games.lessons`)."""

from __future__ import annotations

from typing import Any, Protocol, Sequence

BEFORE, AFTER = "before", "after"  # a topic is taught before the action that shows it, or once it is shown


class Played(Protocol):
    """A game played through: the state before each action (and after the
    last), the actions, and each action's events (``events[n + 1]``: action
    ``n``'s; ``events[0]``: the first deal's)."""

    @property
    def states(self) -> Sequence[Any]: ...

    @property
    def actions(self) -> Sequence[Any]: ...

    @property
    def events(self) -> Sequence[Sequence[object]]: ...
