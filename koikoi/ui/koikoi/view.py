"""What the parts of Koi-Koi's table (its steps and deal, pointer, hint and
canvas) see of it: :class:`KoikoiParts`, a read-only Protocol over
:class:`~koikoi.ui.table.view.TableParts`. The table is held to it where
it makes each part."""

from __future__ import annotations

from typing import Protocol

from ...games.koikoi.actions import Action
from ...games.koikoi.game import MatchState
from ...games.koikoi.rules import Rules
from ..table.view import TableParts
from ..widgets import Button
from .model import TableModel


class Advising(Protocol):
    @property
    def cards(self) -> list[int]: ...  # the cards the hint lights


class KoikoiParts(TableParts, Protocol):
    """The match, its rules and its model; the yaku and the round's end as
    the table has told them; the hint; the buttons that come and go; and the
    one thing a part does to the game: act."""

    rules: Rules
    model: TableModel
    shown_yaku: list[tuple[int, ...]]  # each player's yaku as banners have told them
    actions_done: int
    taken_before: list[int]  # each seat's captures before the move shown, each capture added as it is shown
    lay_button: Button
    hint_button: Button
    result_shown: bool  # the round's end has been played out (its points count in the score)
    dealing: bool  # the cards are being dealt (the scores shown are the deal's)

    @property
    def match(self) -> MatchState: ...

    @property
    def short(self) -> tuple[str, str]: ...  # "You", "CPU"

    @property
    def advisor(self) -> Advising: ...

    def act(self, action: Action) -> None: ...
