"""What a table keeps for the player, for both games: the game after every
move (so a closed window loses nothing), and the finished game in their
record. Demo play keeps nothing: the tables do not call these then. A save
that fails is said on screen (``Context.problems``) and tried again at the
next move."""

from __future__ import annotations

import logging
from typing import TypeVar

from ...games.common.seats import HUMAN
from ...storage import record, savegame
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


def count(ctx: Context, slot: savegame.Slot[G], state: G, level: str) -> None:
    """A finished game goes into the player's record: won, lost or drawn
    against ``level``, with the best round (or hand) the player scored, as
    the slot's game tells them."""
    game = slot.game
    winner = game.winner(state)
    outcome = "drawn" if winner is None else "won" if winner == HUMAN else "lost"
    try:
        record.add(level, outcome, record.best(game, state), game=game.name)
        ctx.saved("record")
    except OSError as exc:
        log.warning("the record could not be saved: %s", exc)
        ctx.save_failed("record", record.record_path().parent, exc)
