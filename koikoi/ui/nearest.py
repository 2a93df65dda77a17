"""Which yaku in progress a panel lists, whatever the game: the nearest
first (the fewest cards still missing, then the most points), so that a
yaku is never left off for one farther from done; where the panel has room
for only some, the rest are counted ("+2 more") and named when pointed at.
No pygame, and nothing of one game's rules: Koi-Koi's panel ranks with it
(:mod:`koikoi.ui.progress`), and Go-Stop's may."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def nearness(missing: int, points: int, listed_before: bool = False) -> tuple[int, int, int]:
    """A yaku's place in the list, lowest first: the fewest cards missing,
    then the most points, then one listed before (so that two as near do not
    swap places from turn to turn)."""
    return missing, -points, 0 if listed_before else 1


def ranked(items: Sequence[T], key: Callable[[T], tuple[int, int, int]]) -> list[T]:
    """``items`` nearest first by ``key`` (a :func:`nearness`), as given where as near."""
    return sorted(items, key=key)


def room_for(made: Sequence[T], going: Sequence[T], limit: int | None) -> tuple[list[T], list[T]]:
    """What a panel lists, and what it leaves to "+N more": every yaku made,
    then those in progress (ranked, nearest first) while fewer than ``limit``
    are listed (None: all)."""
    room = len(going) if limit is None else max(0, limit - len(made))
    return [*made, *going[:room]], list(going[room:])
