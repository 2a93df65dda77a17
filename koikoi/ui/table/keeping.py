"""What a table keeps for the player, for both games: the game after every
move (so a closed window loses nothing), and every move in the history
(:mod:`koikoi.storage.history`), which counts the finished game in their
record. Demo play and replays keep nothing: the tables do not call these
then. A save that fails is said on screen (``Context.problems``) and tried
again at the next move; a history that cannot be written is said once, and
the match goes on."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Any, TypeVar

from ...games.interface import Game, Start
from ...games.matchrecord import MatchRecord, RecordError, Replay, outcome_of, replay
from ...storage import savegame
from ...storage.history import HistoryError, Recording, now
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


def start(ctx: Context, game: Game[Any, G, Any, Any], state: G, level: str, keeps: bool,
          dealt: Sequence[object]) -> tuple[Recording | None, tuple[Start, list[str]] | None]:
    """A game at the table begins to be kept (when it ``keeps``): its row in
    the history (:func:`begin`), and its trail (:func:`trail`); a game is
    taken up from its save when no deal is ``dealt``."""
    rec = begin(ctx, game, state, level, taken_up=not dealt) if keeps else None
    return rec, trail(ctx, game, state, rec, dealt=bool(dealt))


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


def record(ctx: Context, rec: Recording | None, game: Game[Any, G, Any, Any], action: object, state: G,
           trail: tuple[Start, list[str]] | None = None) -> None:
    """One action played: onto the ``trail`` (the game from its deal, for
    a crash report) and into the history (with the round it ended, and the
    game's end, which counts it in the record). A failure is said once and
    the match goes on, no longer kept whole."""
    if trail is not None:
        trail[1].append(game.action_text(action))
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


def trail(ctx: Context, game: Game[Any, G, Any, Any], state: G, rec: Recording | None,
          dealt: bool) -> tuple[Start, list[str]] | None:
    """What a table keeps of its game for a crash report: its start and the
    actions since, from its deal (``dealt``), or from the history for one
    taken up that the history holds whole; None otherwise."""
    if dealt:
        return game.start(state), []
    if rec is not None and rec.whole:
        try:
            kept = ctx.history.load(rec.match_id)
        except HistoryError:
            return None
        return kept.start, list(kept.actions)
    return None


def replayed(game: Game[Any, Any, Any, Any], level: str, start: Start, actions: list[str]) -> Replay | None:
    """A game from its start and the actions played so far, played again
    (every state and every action's events); None when its actions do not replay."""
    try:
        return replay(MatchRecord(game.name, level, start, tuple(actions)), check=False)
    except RecordError as exc:
        log.warning("the game kept does not replay: %s", exc)
        return None


def as_record(game: Game[Any, Any, Any, Any], level: str, start: Start, actions: list[str]) -> MatchRecord:
    """A game from its start and the actions played so far, as a match
    file holds it (its rounds and where it stands worked out by replaying it)."""
    record = MatchRecord(game.name, level, start, tuple(actions), started=now())
    again = replay(record, check=False)
    last = again.states[-1]
    return dataclasses.replace(record, rounds=tuple(again.facts), outcome=outcome_of(game, last),
                               scores=tuple(game.scores(last)))
