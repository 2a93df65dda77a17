"""What the table keeps for the player: the match after every move (so a
closed window loses nothing), and the finished match in their record.
Demo play keeps nothing. A save that fails is said on screen
(``Context.problems``) and tried again at the next move."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ...games.common.seats import HUMAN
from ...storage import record, savegame

if TYPE_CHECKING:  # pragma: no cover
    from .table import TableScene

log = logging.getLogger(__name__)


def keep(t: "TableScene") -> None:
    """Save the match as it stands (removed once the match is over)."""
    if t.demo:
        return
    try:
        savegame.save(t.match, t.level)
    except OSError as exc:
        if "match" not in t.ctx.problems:  # logged once, not at every move
            log.warning("the match could not be saved: %s", exc)
        t.ctx.save_failed("match", savegame.match_path().parent, exc)
        return
    if "match" in t.ctx.problems:
        log.info("the match is saved again")
    t.ctx.saved("match")


def count_match(t: "TableScene") -> None:
    """A finished match goes into the player's record."""
    if t.demo:
        return
    m = t.match
    outcome = "drawn" if m.winner is None else "won" if m.winner == HUMAN else "lost"
    try:
        record.add(t.level, outcome, record.best_round(m.history))
        t.ctx.saved("record")
    except OSError as exc:
        log.warning("the match record could not be saved: %s", exc)
        t.ctx.save_failed("record", record.record_path().parent, exc)
