"""What each part of the Go-Stop table sees of it (read-only Protocols over
:class:`~koikoi.ui.table.view.TableParts`), as for Koi-Koi's
(:mod:`koikoi.ui.koikoi.view`): the steps (:class:`StepsView`), the
pointer (:class:`PointerView`) and the canvas (:class:`CanvasView`). The
table is held to each where it makes the part."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ...games.gostop.actions import Action
from ...games.gostop.game import GameState, HandScored
from ...games.gostop.rules import GoStopRules
from ..table.canvas import PaintedTable
from ..table.view import TableParts
from .geometry import GostopGeometry
from .model import GostopModel


class GostopParts(TableParts, Protocol):
    """What every part of the Go-Stop table sees: the game, its rules, the
    model and the geometry, and how many play."""

    @property
    def game(self) -> GameState: ...

    @property
    def rules(self) -> GoStopRules: ...

    @property
    def model(self) -> GostopModel: ...

    @property
    def geometry(self) -> GostopGeometry: ...

    @property
    def players(self) -> int: ...


class StepsView(GostopParts, Protocol):
    """What the steps of the events see and set."""

    scored: HandScored | None  # how the last hand ended, for the summary
    scores_shown: tuple[int, ...]  # the score as shown: a hand's points once its end is seen


class PointerView(GostopParts, Protocol):
    """What the mouse and the keys see, and what they do: act, or ask."""

    def legal(self) -> list[Action]: ...

    def act(self, action: Action) -> None: ...

    def ask(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], None]]],
            escape: bool = True) -> None: ...

    def month_name(self, card: int) -> str: ...


class CanvasView(GostopParts, PaintedTable, Protocol):
    """What the Go-Stop canvas sees, besides what every canvas does."""

    @property
    def model(self) -> GostopModel: ...

    @property
    def geometry(self) -> GostopGeometry: ...

    @property
    def opponents(self) -> range: ...
