"""A match: the draw for the first dealer, rounds in turn, scores, the end.

A match is driven like a round: ``legal_actions(match)`` and
``apply(match, action) -> (match, events)``. While a round is on, actions go
to it; once it is over the only action is ``NEXT`` (deal the next round),
until the match is over. Each round's deal comes from its own seed, derived
from the match seed and the round number, so a saved match needs no RNG
state to resume exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import NamedTuple

from ..common.cards import MONTH_OF
from . import actions as A
from . import turn as R
from .actions import Act, Action, IllegalActionError
from .rules import Rules


class DealerDrawn(NamedTuple):
    """Cards drawn to choose the first dealer (several draws on a tie)."""

    draws: tuple[tuple[int, int], ...]  # (player 0's card, player 1's card) per draw
    revealed: int  # the card revealed for the birthday rule, or -1
    dealer: int


class HandPlay(NamedTuple):
    """A card played from a hand, as the table saw it: who, which card, and
    the field it was played onto (so what it could have taken is public)."""

    player: int
    card: int
    field: int


class MatchOver(NamedTuple):
    winner: int | None  # None: a draw
    scores: tuple[int, int]


MatchEvent = R.Event | DealerDrawn | MatchOver


@dataclass(frozen=True, slots=True)
class MatchState:
    rules: Rules
    seed: int
    round: R.RoundState
    scores: tuple[int, int]
    history: tuple[R.RoundResult, ...] = ()
    over: bool = False
    winner: int | None = None
    birthdays: tuple[int, int] | None = None
    first_dealer: int = 0
    plays: tuple[HandPlay, ...] = ()  # this round's hand plays, in order

    @property
    def round_no(self) -> int:
        return self.round.round_no

    @property
    def to_move(self) -> int | None:
        """Who must act now, or None for a table action (flip, next round)."""
        if self.over:
            return None
        phase = self.round.phase
        if phase is R.Phase.OVER or phase is R.Phase.FLIP:
            return None
        return self.round.player


def _round_rng(seed: int, round_no: int) -> random.Random:
    return random.Random(f"koikoi:{seed}:round:{round_no}")


def draw_first_dealer(
    rules: Rules, rng: random.Random, birthdays: tuple[int, int] | None = None,
) -> DealerDrawn:
    """Choose the first dealer as the rule set says.

    ``draw``: each player draws a card, the earlier month deals (a tie draws
    again). ``birthday``: one card is revealed, the player whose birthday
    month is nearer to it deals (no birthdays known, or a tie: a draw).
    ``random``: a coin toss, shown as a draw.
    """
    how = rules.deal.first_dealer
    if how == "random":
        return DealerDrawn((), -1, rng.randrange(2))
    revealed = -1
    if how == "birthday" and birthdays is not None:
        revealed = rng.randrange(48)
        month = MONTH_OF[revealed]
        gaps = [min(abs(b - month), 12 - abs(b - month)) for b in birthdays]
        if gaps[0] != gaps[1]:
            return DealerDrawn((), revealed, 0 if gaps[0] < gaps[1] else 1)
    draws = []
    while True:
        a, b = rng.sample(range(48), 2)
        draws.append((a, b))
        if MONTH_OF[a] != MONTH_OF[b]:
            return DealerDrawn(tuple(draws), revealed, 0 if MONTH_OF[a] < MONTH_OF[b] else 1)


def new_match(
    rules: Rules, seed: int, birthdays: tuple[int, int] | None = None,
) -> tuple[MatchState, list[MatchEvent]]:
    """Draw for the first dealer and deal round 1."""
    drawn = draw_first_dealer(rules, random.Random(f"koikoi:{seed}:dealer"), birthdays)
    start = rules.match.starting_points
    scores = (start, start)
    rnd, events = R.deal(rules, _round_rng(seed, 1), dealer=drawn.dealer, round_no=1, scores=scores)
    m = MatchState(rules, seed, rnd, scores, birthdays=birthdays, first_dealer=drawn.dealer)
    out: list[MatchEvent] = [drawn, *events]
    if rnd.over:
        m = _settle(m, out)
    return m, out


def legal_actions(m: MatchState) -> tuple[Action, ...]:
    if m.over:
        return ()
    if m.round.over:
        return (A.NEXT,)
    return R.legal_actions(m.round)


def apply(m: MatchState, action: Action) -> tuple[MatchState, list[MatchEvent]]:
    if m.over:
        raise IllegalActionError(action, "match-over", "the match is over")
    if m.round.over:
        if action.kind is not Act.NEXT:
            raise IllegalActionError(action, "round-over", "deal the next round")
        return _next_round(m)
    before = m.round
    rnd, events = R.apply(before, action)
    out: list[MatchEvent] = list(events)
    if action.kind is Act.PLAY:
        m = replace(m, round=rnd, plays=m.plays + (HandPlay(before.player, action.card, before.field),))
    else:
        m = replace(m, round=rnd)
    if rnd.over:
        m = _settle(m, out)
    return m, out


def _settle(m: MatchState, out: list[MatchEvent]) -> MatchState:
    """Book a finished round's points and decide whether the match is over."""
    rules = m.rules
    result = m.round.result
    assert result is not None
    scores = list(m.scores)
    if result.winner is not None and result.points:
        scores[result.winner] += result.points
        if rules.match.transfer or rules.match.starting_points:
            scores[1 - result.winner] -= result.points
    history = m.history + (result,)
    mr = rules.match
    over = (
        (mr.rounds and m.round_no >= mr.rounds)
        or (mr.target and max(scores) >= mr.target)
        or (mr.starting_points and min(scores) <= 0)
    )
    winner = None
    if over:
        if scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        out.append(MatchOver(winner, (scores[0], scores[1])))
    return replace(m, scores=(scores[0], scores[1]), history=history, over=bool(over), winner=winner)


def next_dealer(rules: Rules, dealer: int, result: R.RoundResult) -> int:
    end = rules.end
    if end.dealer_rotation == "alternate":
        return 1 - dealer
    if result.winner is not None:
        return result.winner
    return dealer if end.no_winner_dealer == "stays" else 1 - dealer


def _next_round(m: MatchState) -> tuple[MatchState, list[MatchEvent]]:
    assert m.round.result is not None
    dealer = next_dealer(m.rules, m.round.dealer, m.round.result)
    round_no = m.round_no + 1
    rnd, events = R.deal(m.rules, _round_rng(m.seed, round_no), dealer=dealer, round_no=round_no, scores=m.scores)
    out: list[MatchEvent] = list(events)
    m = replace(m, round=rnd, plays=())
    if rnd.over:
        m = _settle(m, out)
    return m, out
