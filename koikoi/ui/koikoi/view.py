"""What each part of Koi-Koi's table sees of it (read-only Protocols over
:class:`~koikoi.ui.table.view.TableParts`): the steps and the deal
(:class:`StepsView`), the pointer (:class:`PointerView`), the hint
(:class:`HintView`) and the canvas (:class:`CanvasView`). The table is
held to each where it makes the part."""

from __future__ import annotations

from typing import Protocol

from ...games.koikoi.actions import Action
from ...games.koikoi.game import MatchState
from ...games.koikoi.rules import Rules
from ..table.canvas import PaintedTable
from ..table.geometry import TableGeometry
from ..table.view import TableParts
from ..widgets import Button
from .model import TableModel


class KoikoiParts(TableParts, Protocol):
    """What every part of Koi-Koi's table sees: the match, its rules, the model."""

    @property
    def match(self) -> MatchState: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def model(self) -> TableModel: ...

    @property
    def short(self) -> tuple[str, str]: ...  # "You", "CPU"


class Hovering(Protocol):
    def set_hover(self, card: int | None) -> None: ...


class StepsView(KoikoiParts, Protocol):
    """What the steps of the events and of the deal see and set."""

    @property
    def geometry(self) -> TableGeometry: ...

    @property
    def pointer(self) -> Hovering: ...

    @property
    def shown_yaku(self) -> list[tuple[int, ...]]: ...  # each player's yaku as banners have told them

    result_shown: bool  # the round's end has been played out (its points count in the score)
    dealing: bool  # the cards are being dealt (the scores shown are the deal's)


class Advising(Protocol):
    @property
    def cards(self) -> list[int]: ...  # the cards the hint lights


class PointerView(KoikoiParts, Protocol):
    """What the mouse and the keys see, and the one thing they do: act."""

    @property
    def advisor(self) -> Advising: ...

    def act(self, action: Action) -> None: ...


class HintView(KoikoiParts, Protocol):
    """What the hint sees."""

    @property
    def actions_done(self) -> int: ...


class CanvasView(KoikoiParts, PaintedTable, Protocol):
    """What Koi-Koi's canvas sees, besides what every canvas does."""

    @property
    def model(self) -> TableModel: ...

    @property
    def result_shown(self) -> bool: ...

    @property
    def lay_button(self) -> Button: ...

    @property
    def hint_button(self) -> Button: ...
