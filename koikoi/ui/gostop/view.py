"""What the parts of the Go-Stop table (its steps, pointer and canvas) see
of it: :class:`GostopParts`, a read-only Protocol over
:class:`~koikoi.ui.table.view.TableParts`, as for Koi-Koi's
(:mod:`koikoi.ui.koikoi.view`). The table is held to it where it makes
each part."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ...games.gostop.actions import Action
from ...games.gostop.game import GameState, HandScored
from ...games.gostop.rules import GoStopRules
from ..prompt_hint import PromptHint
from ..scene import Scene
from ..table.view import TableParts
from .geometry import GostopGeometry
from .model import GostopModel


class GostopParts(TableParts, Protocol):
    """The game, its rules, its model and geometry, and who plays; the
    hand's end as the table has told it; and what a part does: act, or ask."""

    rules: GoStopRules
    model: GostopModel
    geometry: GostopGeometry
    players: int
    scored: HandScored | None  # how the last hand ended, for the summary
    scores_shown: tuple[int, ...]  # the score as shown: a hand's points once its end is seen
    pile_makers: dict[int, int]  # month -> who made its ppuk pile, before the action being shown took any
    taken_before: list[int]  # each seat's captures before the move shown, each capture added as it is shown
    aside: Callable[[], str] | None  # the status line's words while it is not the person's turn (a flip only)

    @property
    def game(self) -> GameState: ...

    @property
    def opponents(self) -> range: ...

    def legal(self) -> list[Action]: ...

    def act(self, action: Action) -> None: ...

    def ask(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], None]]],
            escape: bool = True, letters: Sequence[int | None] = (), hint: PromptHint | None = None) -> None: ...

    def push(self, scene: Scene) -> None: ...  # a question in a room of its own (Shake?, Bomb?: pointer.ask_of_month)

    def month_name(self, card: int) -> str: ...
