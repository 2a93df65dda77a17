"""What a table keeps for the player, for both games: the game after every
move (so a closed window loses nothing), and every move in the history
(:mod:`koikoi.storage.history`), which counts the finished game in their
record. Demo play and replays keep nothing: the tables do not call these
then. A save that fails is said on screen (``Context.problems``) and tried
again at the next move; a history that cannot be written is said once, and
the match goes on."""

from __future__ import annotations

import logging
from typing import Any, TypeVar

from ...games.interface import Game
from ...storage import savegame
from ...storage.history import HistoryError, Recording
from ..scene import Context

log = logging.getLogger(__name__)
G = TypeVar("G")


def keep(ctx: Context, slot: savegame.Slot[G], state: G, level: str, key: str) -> None:
    """Save the game as it stands in ``slot`` (removed once it is over);
    ``key`` names it among the problems said on screen ("match", "gostop")."""
    try:
        slot.save(state, level)
    except OSError as exc:
        if key not in ctx.problems:  # logged once, not at every move
            log.warning("the game in %s could not be saved: %s", slot.file_name, exc)
        ctx.save_failed(key, slot.path().parent, exc)
        return
    if key in ctx.problems:
        log.info("the game in %s is saved again", slot.file_name)
    ctx.saved(key)


def begin(ctx: Context, game: Game[Any, G, Any, Any], state: G, level: str, taken_up: bool) -> Recording | None:
    """Begin keeping a game in the history: a new one from its deal, or one
    ``taken_up`` from its save (the same row when the history holds it
    whole). None when the history cannot be written (said on screen)."""
    try:
        if taken_up:
            return ctx.history.take_up(game, level, state)
        return ctx.history.begin(game, level, state)
    except HistoryError as exc:
        _failed(ctx, exc)
        return None


def record(ctx: Context, rec: Recording | None, game: Game[Any, G, Any, Any], action: object, state: G) -> None:
    """One action played, into the history (with the round it ended, and
    the game's end); a failure is said once and the match goes on, no
    longer kept whole."""
    if rec is None:
        return
    try:
        ctx.history.keep(rec, game, action, state)
    except HistoryError as exc:
        _failed(ctx, exc)
        rec.whole = False  # its actions have a gap: what follows is kept without them, if it can be


def _failed(ctx: Context, exc: HistoryError) -> None:
    if "history" not in ctx.problems:
        log.warning("the history could not be written: %s", exc)
    ctx.save_failed("history", "", OSError(str(exc)))
