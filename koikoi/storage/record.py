"""The player's record against each computer level: matches played, won
and drawn, and the most points they scored in one round; and the same for
their games of Go-Stop, apart (its levels are keyed ``gostop:easy``...,
and a round is a hand).

The record is counted from the history (:meth:`.history.History.record`).
Before the history, it was kept in ``record.json`` in the data folder
(:mod:`.paths`): :func:`load` reads that file once, for the history to
import. A file that cannot be read is moved aside (``record.json.bad-...``)
and the record begins afresh: the game never stops over it, and the old
file is there to mend by hand.

No pygame here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from ..games.common.levels import LEVEL_NAMES, LEVELS
from ..i18n import _
from . import files, paths

FORMAT = "koikoi-record"
VERSION = 1
FILE_NAME = "record.json"

log = logging.getLogger(__name__)
S = TypeVar("S")  # a game's state


@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0
    drawn: int = 0
    best_round: int = 0  # the most points the player scored in one round

    @property
    def lost(self) -> int:
        return self.played - self.won - self.drawn

    def words(self) -> str:
        """"4 won, 5 lost, 1 drawn" (no draws, no mention)."""
        if self.drawn:
            return _("{won} won, {lost} lost, {drawn} drawn").format(won=self.won, lost=self.lost, drawn=self.drawn)
        return _("{won} won, {lost} lost").format(won=self.won, lost=self.lost)


Record = dict[str, Tally]  # level (Koi-Koi) or "gostop:" + level -> tally
GOSTOP = "gostop:"  # the prefix of Go-Stop's levels in a Record


def key(level: str, game: str = "koikoi") -> str:
    """Where a level's tally is kept in a Record, for Koi-Koi or Go-Stop."""
    return GOSTOP + level if game == "gostop" else level


def record_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load(path: Path | None = None) -> tuple[Record, str | None]:
    """The record, and a sentence for the player if the file had to be set
    aside (then the record starts afresh). Never raises."""
    path = record_path() if path is None else Path(path)
    try:
        return _parse(files.read_json(path, "a match record")), None
    except FileNotFoundError:
        return {}, None
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        try:
            aside: Path | None = files.set_aside(path)
        except OSError:
            aside = None
        log.warning("match record %s unreadable (%s); set aside at %s", path, why, aside)
        if aside:
            return {}, _("Your match record in {path} could not be read ({why}). It was moved to {aside}, "
                         "and a new record begins.").format(path=path, why=why, aside=aside)
        return {}, _("Your match record in {path} could not be read ({why}). It is left as it is, "
                     "and a new record begins.").format(path=path, why=why)


def _parse(content: Any) -> Record:
    if not isinstance(content, dict) or content.get("format") != FORMAT:
        raise files.Unreadable(_('it is not a Koi-Koi match record (no "format": "{format}")').format(format=FORMAT))
    if content.get("version") != VERSION:
        raise files.Unreadable(_("it is record version {version}; this game reads version {ours}").format(
            version=repr(content.get("version")), ours=VERSION))
    levels = content.get("levels")
    if not isinstance(levels, dict):
        raise files.Unreadable('"levels" must be an object of level names')
    gostop = content.get("gostop_levels", {})  # absent from records written before Go-Stop was counted
    if not isinstance(gostop, dict):
        raise files.Unreadable('"gostop_levels" must be an object of level names')
    record: Record = {}
    for level, tally in [*levels.items(), *((GOSTOP + lv, t) for lv, t in gostop.items())]:
        shown = level.removeprefix(GOSTOP)
        if shown not in LEVELS:
            raise files.Unreadable(f'"{shown}" is not a level ({", ".join(LEVELS)})')
        if not isinstance(tally, dict) or set(tally) != {"played", "won", "drawn", "best_round"}:
            raise files.Unreadable(f'"{level}" must hold played, won, drawn and best_round')
        if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in tally.values()):
            raise files.Unreadable(f'"{level}": the counts must be whole numbers from 0')
        t = Tally(**tally)
        if t.won + t.drawn > t.played:
            raise files.Unreadable(f'"{level}": more matches won and drawn than played')
        record[level] = t
    return record


def summary(record: Record, game: str = "koikoi") -> str:
    """The record of ``game`` in a line, wins then losses: "Easy 3–1  ·  Hard 0–2, 1 drawn"."""
    parts = []
    for level in LEVELS:
        t = record.get(key(level, game))
        if t is None or not t.played:
            continue
        if t.drawn:
            # TRANSLATORS: the record against one level on the title: "Hard 3–1, 2 drawn"
            parts.append(_("{level} {won}–{lost}, {drawn} drawn").format(
                level=_(LEVEL_NAMES[level]), won=t.won, lost=t.lost, drawn=t.drawn))
        else:
            parts.append(_("{level} {won}–{lost}").format(level=_(LEVEL_NAMES[level]), won=t.won, lost=t.lost))
    return "  ·  ".join(parts)
