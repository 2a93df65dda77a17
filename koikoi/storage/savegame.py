"""The game in progress, saved as it is played, so that closing the window
(or a crash, or a power cut) never costs the player their match.

One file per game, in the data folder of :mod:`.paths`: ``match.json`` for
Koi-Koi (the engine's match save, :mod:`koikoi.games.koikoi.saving`) and
``gostop.json`` for Go-Stop (:mod:`koikoi.games.gostop.saving`), each with
the opponent's level and every field checked on loading. It is written
atomically after every move and removed when the game ends. A file that
cannot be loaded is moved aside (``match.json.bad-YYYYMMDD-HHMMSS``),
never deleted, and the player is told in a sentence that names it and says
what is wrong. A :class:`Slot` is one such file; the functions at module
level are Koi-Koi's (:data:`MATCH`), :data:`GOSTOP` is Go-Stop's.

No pygame here.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..games.common.decks import deck_gone
from ..games.common.levels import LEVELS
from ..games.common.saving import SaveError
from ..games.gostop.api import GOSTOP as GOSTOP_GAME
from ..games.gostop.game import GameState
from ..games.interface import Game
from ..games.koikoi.api import KOIKOI
from ..games.koikoi.game import MatchState
from ..i18n import _
from . import files, paths

FORMAT = "koikoi-match-in-progress"
VERSION = 1
FILE_NAME = "match.json"
MAX_FILE_BYTES = 1 << 20  # a real save is about 10 KB

log = logging.getLogger(__name__)


G = TypeVar("G")


@dataclass(frozen=True)
class Saved(Generic[G]):
    """A game to continue (a Koi-Koi MatchState, a Go-Stop GameState), and
    the opponent's level."""

    match: G
    level: str


@dataclass(frozen=True)
class Found(Generic[G]):
    """What :meth:`Slot.load` found: a game to continue, or a sentence for the player, or neither; or both
    (a match that goes on with the standard deck, its own gone: :func:`gone_said`)."""

    saved: Saved[G] | None = None
    problem: str | None = None
    set_aside: Path | None = None


class Slot(Generic[G]):
    """One game in progress kept in one file: its name and format, how the
    engine writes and reads the game, and the sentences that name a file
    that cannot be read (each game's own, so each reads naturally; Koi-Koi's
    here, Go-Stop's in :class:`GostopSlot`)."""

    file_name = FILE_NAME
    format = FORMAT
    key = "match"  # where the engine's save lies in the file

    def __init__(self, game: Game[Any, G, Any, Any]) -> None:
        self.game = game  # which writes its state as JSON data, and reads it back checked (SaveError)

    def unreadable(self, path: Path, why: str, aside: Path | None) -> str:
        if aside is None:
            return _("The saved match in {path} could not be read ({why}); a new match will "
                     "replace it.").format(path=path, why=why)
        return _("The saved match in {path} could not be read ({why}). It was moved to "
                 "{aside}; start a new match.").format(path=path, why=why, aside=aside)

    def not_ours(self) -> str:
        return _('it is not a Koi-Koi saved match (no "format": "{format}")').format(format=self.format)

    def other_version(self, version: object) -> str:
        return _("it is saved-match version {version}; this version of Koi-Koi reads version {ours}").format(
            version=repr(version), ours=VERSION)

    # --- the file ---------------------------------------------------------------------
    def path(self) -> Path:
        return paths.data_dir() / self.file_name

    def save(self, game: G, level: str, path: Path | None = None) -> None:
        """Keep the game to continue later; a finished game is removed instead.
        Raises OSError when the file cannot be written."""
        path = self.path() if path is None else Path(path)
        if self.game.over(game):
            self.discard(path)
            return
        content = {"format": self.format, "version": VERSION, "level": level, self.key: self.game.dump(game)}
        files.write_atomic(path, json.dumps(content, separators=(",", ":")) + "\n")

    def discard(self, path: Path | None = None) -> None:
        """Forget the saved game (there may be none)."""
        path = self.path() if path is None else Path(path)
        try:
            path.unlink()
        except FileNotFoundError:
            pass

    def load(self, path: Path | None = None) -> Found[G]:
        """The saved game, if there is one that can be continued; never raises.

        A finished game is removed without a word; a file that cannot be
        loaded is moved aside and :attr:`Found.problem` says so.
        """
        path = self.path() if path is None else Path(path)
        try:
            saved = self._read(path)
        except FileNotFoundError:
            return Found()
        except (OSError, ValueError) as exc:  # files.Unreadable and SaveError are ValueErrors
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            try:
                aside = files.set_aside(path)
            except OSError:
                log.warning("saved game %s unreadable (%s) and not moved aside", path, why)
                return Found(problem=self.unreadable(path, why, None))
            return Found(problem=self.unreadable(path, why, aside), set_aside=aside)
        if self.game.over(saved.match):
            self.discard(path)
            return Found()
        return Found(saved, problem=gone_said(saved.match))

    def _read(self, path: Path) -> Saved[G]:
        content: Any = files.read_json(path, "a saved match", MAX_FILE_BYTES)
        if not isinstance(content, dict) or content.get("format") != self.format:
            raise SaveError(self.not_ours())
        version = content.get("version")
        if version != VERSION:
            raise SaveError(self.other_version(version))
        level = content.get("level")
        if level not in LEVELS:
            raise SaveError(_('"level" is {value}, not one of {levels}').format(
                value=repr(level), levels=", ".join(LEVELS)))
        return Saved(self.game.load(content.get(self.key)), level)


def gone_said(match: object) -> str | None:
    """The sentence for a match whose rules name a player's own deck that is
    gone since (removed, or failing to load): it goes on with the standard
    deck (:func:`~koikoi.games.koikoi.rules.compile_kept`), nothing of it
    lost; None for any other."""
    rules = getattr(match, "rules", None)
    gone = deck_gone(rules.data, rules.deck) if rules is not None else ""
    if not gone:
        return None
    # TRANSLATORS: a notice on the title: the saved match was played with a deck the player added, whose folder
    # is gone; {name} is that deck's folder name
    return _("Your deck “{name}” is gone: the match goes on with the standard deck.").format(name=gone)


class GostopSlot(Slot[GameState]):
    """Go-Stop's game in progress, in ``gostop.json``."""

    file_name = "gostop.json"
    format = "koikoi-gostop-in-progress"
    key = "game"

    def unreadable(self, path: Path, why: str, aside: Path | None) -> str:
        if aside is None:
            # TRANSLATORS: the saved game of Go-Stop could not be read; {why} says what is wrong with it
            return _("The saved game of Go-Stop in {path} could not be read ({why}); a new game will "
                     "replace it.").format(path=path, why=why)
        return _("The saved game of Go-Stop in {path} could not be read ({why}). It was moved to "
                 "{aside}; start a new game.").format(path=path, why=why, aside=aside)

    def not_ours(self) -> str:
        return _('it is not a saved game of Go-Stop (no "format": "{format}")').format(format=self.format)


MATCH = Slot(KOIKOI)
GOSTOP = GostopSlot(GOSTOP_GAME)
SLOTS: dict[str, Slot[Any]] = {slot.game.name: slot for slot in (MATCH, GOSTOP)}  # each game's, by its name


def match_path() -> Path:
    return MATCH.path()


def save(match: MatchState, level: str, path: Path | None = None) -> None:
    """Keep the Koi-Koi match to continue later (see :meth:`Slot.save`)."""
    MATCH.save(match, level, path)


def discard(path: Path | None = None) -> None:
    MATCH.discard(path)


def load(path: Path | None = None) -> Found[MatchState]:
    """The saved Koi-Koi match (see :meth:`Slot.load`)."""
    return MATCH.load(path)


