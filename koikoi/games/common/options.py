"""What a value may be: the one small language in which the rule options
(and the player's settings) declare their allowed values.

A spec says whether a value is allowed (:meth:`Spec.problem`, a phrase for
the error message, or None), what to keep (:meth:`Spec.value`: a number as
a float), and what it allows, for a settings screen to offer (a
:class:`Choice`'s ``values``, a :class:`Whole`'s ``lo`` and ``hi``).

:func:`option` puts a spec on a dataclass field; :func:`specs` reads them
back, so a section of the rules is a frozen dataclass whose fields declare
their allowed values once, for the engine, the settings and the preset
validator alike.
"""

from __future__ import annotations

import abc
import dataclasses
import math
from typing import Any, Iterable

from ...i18n import _  # the phrases reach the player through the settings; the tools never set a language


class Spec(abc.ABC):
    @abc.abstractmethod
    def problem(self, v: Any) -> str | None:
        """Why ``v`` is not allowed, as a phrase for the message; None when it is."""

    def value(self, v: Any) -> Any:
        """The value kept once allowed."""
        return v


@dataclasses.dataclass(frozen=True)
class Choice(Spec):
    """One of a few words."""

    values: tuple[Any, ...]
    what: str = ""  # what the words are ("levels"), for a reader of the code

    def problem(self, v: Any) -> str | None:
        if isinstance(v, str) and v in self.values:
            return None
        return _("must be one of: {values}").format(values=", ".join(str(x) if x != "" else '""' for x in self.values))


@dataclasses.dataclass(frozen=True)
class Whole(Spec):
    """A whole number from ``lo`` to ``hi``."""

    lo: int
    hi: int

    def problem(self, v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int) or not self.lo <= v <= self.hi:
            return _("must be a whole number from {lo} to {hi}").format(lo=self.lo, hi=self.hi)
        return None


@dataclasses.dataclass(frozen=True)
class Number(Spec):
    """A number from ``lo`` to ``hi``, kept as a float."""

    lo: float
    hi: float

    def problem(self, v: Any) -> str | None:
        if (isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v)
                or not self.lo <= v <= self.hi):
            return _("must be a number from {lo} to {hi}").format(lo=f"{self.lo:g}", hi=f"{self.hi:g}")
        return None

    def value(self, v: Any) -> Any:
        return float(v)


@dataclasses.dataclass(frozen=True)
class Flag(Spec):
    """True or false."""

    values: tuple[bool, bool] = (False, True)

    def problem(self, v: Any) -> str | None:
        return None if isinstance(v, bool) else _("must be true or false")


@dataclasses.dataclass(frozen=True)
class Text(Spec):
    def problem(self, v: Any) -> str | None:
        return None if isinstance(v, str) else _("must be text")


@dataclasses.dataclass(frozen=True)
class CardIds(Spec):
    """A list of distinct card ids, each one of ``values``; kept as a tuple."""

    values: tuple[str, ...]

    def problem(self, v: Any) -> str | None:
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            return _("must be a list of card ids")
        unknown = [x for x in v if x not in self.values]
        if unknown:
            return _("unknown card id here: {ids}").format(ids=", ".join(unknown))
        twice = sorted({x for x in v if v.count(x) > 1})
        if twice:
            return _("names a card twice: {ids}").format(ids=", ".join(twice))
        return None

    def value(self, v: Any) -> Any:
        return tuple(v)


FLAG = Flag()
TEXT = Text()


def option(spec: Spec, players: tuple[int, ...] | None = None) -> Any:
    """A dataclass field whose allowed values ``spec`` declares; ``players``:
    the tables it is used at (how many players), when not every one."""
    return dataclasses.field(metadata={"spec": spec, "players": players})


def used_at(cls: type, name: str, counts: Iterable[int]) -> bool:
    """Whether the option ``name`` of the table ``cls`` is used at a table of
    one of ``counts`` players (a rule set's :meth:`~koikoi.games.interface.Game.player_counts`)."""
    players = next(f.metadata.get("players") for f in dataclasses.fields(cls) if f.name == name)
    return players is None or any(n in players for n in counts)


def specs(cls: type) -> dict[str, Spec]:
    """Each field of a dataclass made with :func:`option`, and its spec, in order."""
    return {f.name: f.metadata["spec"] for f in dataclasses.fields(cls)}
