"""The match in progress, saved as it is played, so that closing the window
(or a crash, or a power cut) never costs the player their match.

One file, ``match.json`` in the data folder of :mod:`.paths`: the
engine's match save (:mod:`koikoi.engine.serialize`, every field checked on
loading) and the opponent's level. It is written atomically after every
move and removed when the match ends. A file that cannot be loaded is moved
aside (``match.json.bad-YYYYMMDD-HHMMSS``), never deleted, and the player is
told in a sentence that names it and says what is wrong.

No pygame here.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai.agents import LEVELS
from ..engine.match import MatchState
from ..engine.serialize import SaveError, dump_match, load_match
from ..i18n import _
from . import files, paths

FORMAT = "koikoi-match-in-progress"
VERSION = 1
FILE_NAME = "match.json"
MAX_FILE_BYTES = 1 << 20  # a real save is about 10 KB

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Saved:
    """A match to continue, and the opponent it was played against."""

    match: MatchState
    level: str


@dataclass(frozen=True)
class Found:
    """What :func:`load` found: a match to continue, or a sentence for the player, or neither."""

    saved: Saved | None = None
    problem: str | None = None
    set_aside: Path | None = None


def match_path() -> Path:
    return paths.data_dir() / FILE_NAME


def save(match: MatchState, level: str, path: Path | None = None) -> None:
    """Keep the match to continue later; a finished match is removed instead.
    Raises OSError when the file cannot be written."""
    path = match_path() if path is None else Path(path)
    if match.over:
        discard(path)
        return
    content = {"format": FORMAT, "version": VERSION, "level": level, "match": dump_match(match)}
    files.write_atomic(path, json.dumps(content, separators=(",", ":")) + "\n")


def discard(path: Path | None = None) -> None:
    """Forget the saved match (there may be none)."""
    path = match_path() if path is None else Path(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def load(path: Path | None = None) -> Found:
    """The saved match, if there is one that can be continued; never raises.

    A finished match is removed without a word; a file that cannot be
    loaded is moved aside and :attr:`Found.problem` says so.
    """
    path = match_path() if path is None else Path(path)
    try:
        saved = _read(path)
    except FileNotFoundError:
        return Found()
    except (OSError, ValueError) as exc:  # files.Unreadable and SaveError are ValueErrors
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        try:
            aside = files.set_aside(path)
        except OSError:
            log.warning("saved match %s unreadable (%s) and not moved aside", path, why)
            return Found(problem=_("The saved match in {path} could not be read ({why}); a new match will "
                                   "replace it.").format(path=path, why=why))
        return Found(problem=_("The saved match in {path} could not be read ({why}). It was moved to "
                               "{aside}; start a new match.").format(path=path, why=why, aside=aside),
                     set_aside=aside)
    if saved.match.over:
        discard(path)
        return Found()
    return Found(saved)


def _read(path: Path) -> Saved:
    content: Any = files.read_json(path, "a saved match", MAX_FILE_BYTES)
    if not isinstance(content, dict) or content.get("format") != FORMAT:
        raise SaveError(_('it is not a Koi-Koi saved match (no "format": "{format}")').format(format=FORMAT))
    version = content.get("version")
    if version != VERSION:
        raise SaveError(_("it is saved-match version {version}; this version of Koi-Koi reads version {ours}").format(
            version=repr(version), ours=VERSION))
    level = content.get("level")
    if level not in LEVELS:
        raise SaveError(_('"level" is {value}, not one of {levels}').format(value=repr(level), levels=", ".join(LEVELS)))
    return Saved(load_match(content.get("match")), level)
