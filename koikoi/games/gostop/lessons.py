"""What Go-Stop's guided game teaches, read off its own play (see
:mod:`koikoi.games.lessons`): matching a month, the flip, the four kinds
and how they count, the ppuk, the jjok, steals, Go, Stop, and the
penalties (*bak*) a loser pays."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ..common.cards import KIND_OF, MONTH_MASK, MONTH_OF, indices
from ..common.teaching import AFTER, BEFORE, Played
from ..interface import Game
from .api import GOSTOP
from .deck import FIRST_BONUS
from .game import GameState
from .scoring import loser_scores
from .state import Captured, Flipped, Phase, Ppuk, Stole

TOPICS = ("match", "flip", "kinds", "ppuk", "jjok", "steal", "go", "stop", "penalties")


def kinds_held(captures: int) -> set[object]:
    return {KIND_OF[c] for c in indices(captures) if c < FIRST_BONUS}


def penalties(game: GameState, winner: int) -> tuple[str, ...]:
    """The penalties the losers of the hand just stopped pay, by id ("pi-bak"...)."""
    h = game.hand
    return tuple(line.id for _q, score in loser_scores(game.rules, h.captures, winner, h.go_calls,
                                                       h.shakes[winner], h.cup)
                 for line in score.lines if line.kind == "penalty")


class GostopTeacher:
    @property
    def game(self) -> Game[Any, Any, Any, Any]:
        return GOSTOP

    @property
    def topics(self) -> tuple[str, ...]:
        return TOPICS

    @property
    def overrides(self) -> Mapping[str, Any]:
        return {"match.rounds": 1, "match.target": 0}  # one hand: Go, then Stop, and what the loser pays

    @property
    def taught(self) -> tuple[str, ...]:
        return ("matgo",)  # Go-Stop is taught by its two-player game

    def shown(self, played: Played, n: int, seat: int) -> Iterable[tuple[str, str]]:
        before: GameState = played.states[n]
        after: GameState = played.states[n + 1]
        action = played.actions[n]
        events = played.events[n + 1]
        h0, h1 = before.hand, after.hand
        mine = h0.player == seat and h0.phase is not Phase.OVER
        kind = action.kind
        if mine and kind == "play" and h0.phase is Phase.PLAY and action.card < FIRST_BONUS:
            # one field card of its month, and both taken at the turn's end (not a ppuk)
            meets = h0.field & MONTH_MASK[MONTH_OF[action.card]]
            if meets.bit_count() == 1 and self.taken_this_turn(played, n, seat, action.card):
                yield "match", BEFORE
        if mine and kind == "flip":
            flipped = [e.card for e in events if isinstance(e, Flipped)]
            if any(isinstance(e, Captured) and e.player == seat and e.cards >> f & 1
                   for e in events for f in flipped):
                yield "flip", AFTER  # once seen: the lesson says what the card turned up took (issue 39)
        if kind != "next":
            if len(kinds_held(h1.captures[seat])) >= 3 > len(kinds_held(h0.captures[seat])):
                yield "kinds", AFTER
        if any(isinstance(e, Ppuk) for e in events):
            yield "ppuk", AFTER
        if any(isinstance(e, Captured) and e.player == seat and e.how == "jjok" for e in events):
            yield "jjok", AFTER
        if any(isinstance(e, Stole) and seat in (e.player, e.victim) and e.why != "jjok" for e in events):
            yield "steal", AFTER
        if mine and kind == "go":
            yield "go", BEFORE
        if mine and kind == "stop":
            yield "stop", BEFORE
            result = after.history[-1] if after.history else None
            if result is not None and result.winner == seat and penalties(after, seat):
                yield "penalties", AFTER

    @staticmethod
    def taken_this_turn(played: Played, n: int, seat: int, card: int) -> bool:
        """The card played at ``n`` is in the player's captures once their turn is over."""
        for m in range(n + 1, len(played.actions)):
            h = played.states[m + 1].hand
            if h.captures[seat] >> card & 1:
                return True
            if h.player != seat or h.phase is Phase.OVER:
                return False
        return False


TEACHER = GostopTeacher()
