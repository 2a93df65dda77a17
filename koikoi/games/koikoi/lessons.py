"""What Koi-Koi's guided match teaches, read off its own play (see
:mod:`koikoi.games.lessons`): matching a month, the flip, the choice
between two, laying a card down, the four kinds, a first yaku, the
koi-koi decision, its risk, and the multipliers of the rules taught."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ..common.cards import KIND_OF, Kind, indices
from ..common.teaching import AFTER, BEFORE, Played
from ..interface import Game
from .actions import Act, Action
from .api import KOIKOI
from .game import MatchState
from .rules import Rules
from .state import Captured, Laid, Phase

TOPICS = ("match", "flip", "choice", "lay", "kinds", "yaku", "koikoi", "risk", "stop", "multipliers")
MULTIPLYING = ("seven_plus", "opponent_koikoi", "own_koikoi", "nth_koikoi", "opponent_seven_plus")


def multiplies(rules: Rules) -> bool:
    """The rules multiply a round's points somewhere (7+, a koi-koi...)."""
    return any(getattr(rules.scoring, name) for name in MULTIPLYING)


def kinds_held(captures: int) -> set[Kind]:
    return {KIND_OF[c] for c in indices(captures)}


class KoikoiTeacher:
    @property
    def game(self) -> Game[Any, Any, Any, Any]:
        return KOIKOI

    @property
    def topics(self) -> tuple[str, ...]:
        return TOPICS

    @property
    def overrides(self) -> Mapping[str, Any]:
        # two rounds: one to lose to the risk of koi-koi, one to win with a multiplier
        return {"match.rounds": 2, "match.target": 0}

    @property
    def taught(self) -> tuple[str, ...]:
        return self.game.presets

    def shown(self, played: Played, n: int, seat: int) -> Iterable[tuple[str, str]]:
        before: MatchState = played.states[n]
        after: MatchState = played.states[n + 1]
        action: Action = played.actions[n]
        events = played.events[n + 1]
        r0, r1 = before.round, after.round
        mine = r0.player == seat and before.to_move in (seat, None)
        kind = action.kind
        if mine and kind is Act.PLAY and r0.phase is Phase.PLAY:
            if any(isinstance(e, Captured) and e.player == seat for e in events):
                yield "match", BEFORE
            if any(isinstance(e, Laid) and e.player == seat for e in events):
                yield "lay", BEFORE
        if mine and kind is Act.TAKE:
            yield "choice", BEFORE
        if mine and kind is Act.FLIP and any(isinstance(e, Captured) and e.player == seat for e in events):
            yield "flip", AFTER  # once seen: the lesson says what the card turned up took (issue 39)
        if kind is not Act.NEXT:
            had, has = kinds_held(r0.captures[seat]), kinds_held(r1.captures[seat])
            if len(has) >= 3 and len(had) < 3:
                yield "kinds", AFTER
        if mine and kind in (Act.KOIKOI, Act.STOP):
            yield "yaku", BEFORE
            yield ("koikoi" if kind is Act.KOIKOI else "stop"), BEFORE
        if not mine and kind is Act.STOP and r0.koikoi_calls[seat]:
            yield "risk", AFTER
        result = r1.result if r1.phase is Phase.OVER and kind is Act.STOP else None
        if mine and result is not None and result.winner == seat and result.score is not None:
            if result.score.multipliers or not multiplies(before.rules):
                yield "multipliers", AFTER


TEACHER = KoikoiTeacher()
