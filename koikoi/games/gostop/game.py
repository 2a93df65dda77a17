"""A game of Go-Stop: hands in turn, the winner of each dealing the next,
the scores, and the end (a number of hands, or a target score).

A game is driven like a hand: ``legal_actions(game)`` and ``apply(game,
action) -> (game, events)``; once a hand is over the only action is
:data:`NEXT`. Each hand is dealt from its own seed, made from the game's
and the hand's number, so a saved game needs no random state to go on
exactly. A *nagari* (a drawn hand) doubles what the next hand is worth
where the rules say so, and again for each drawn hand in a row.

The game also keeps the hand's public record of plays (:class:`HandPlay`:
each card played and the field it met), as Koi-Koi's match does, for
players who reason about what the others hold; the hand itself keeps
none, since searching players play hands thousands of times a move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import NamedTuple

from . import turn as T
from .actions import NEXT, Action, IllegalAction
from .deal import deal
from .rules import GoStopRules
from .state import NO_ONE, HandPlay, HandState, Phase, Result

PLAY_KINDS = ("play", "shake", "bomb")  # the actions that play from the hand, which the game records


class HandScored(NamedTuple):
    winner: int  # NO_ONE: a drawn hand
    points: int  # what the winner gained: the losers' payments, times the stakes
    stakes: int  # what the hand was worth (doubled by drawn hands before it)


class GameOver(NamedTuple):
    winner: int | None  # None: a draw
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameState:
    rules: GoStopRules
    seed: int
    players: int
    hand: HandState
    hand_no: int
    scores: tuple[int, ...]
    stakes: int = 1
    history: tuple[Result, ...] = ()
    over: bool = False
    winner: int | None = None
    plays: tuple[HandPlay, ...] = ()  # this hand's plays from the hands, in order: what every player saw


def _hand_rng(seed: int, hand_no: int) -> random.Random:
    return random.Random(f"gostop:{seed}:{hand_no}")


def new_game(rules: GoStopRules, seed: int, players: int | None = None) -> tuple[GameState, list[object]]:
    players = players or rules.match.players
    dealer = random.Random(f"gostop:{seed}:dealer").randrange(players)
    hand, events = deal(rules, _hand_rng(seed, 1), dealer=dealer, players=players)
    g = GameState(rules=rules, seed=seed, players=players, hand=hand, hand_no=1, scores=(0,) * players)
    out: list[object] = list(events)
    return _settle(g, out), out


def legal_actions(g: GameState) -> list[Action]:
    if g.over:
        return []
    if g.hand.phase is Phase.OVER:
        return [NEXT]
    return T.legal_actions(g.hand)


def apply(g: GameState, action: Action) -> tuple[GameState, list[object]]:
    if action == NEXT and not g.over and g.hand.phase is Phase.OVER:
        result = g.hand.result
        dealer = g.hand.dealer if result is None or result.winner == NO_ONE else result.winner
        hand, events = deal(g.rules, _hand_rng(g.seed, g.hand_no + 1), dealer=dealer, players=g.players)
        out: list[object] = list(events)
        return _settle(replace(g, hand=hand, hand_no=g.hand_no + 1, plays=()), out), out
    if g.over or g.hand.phase is Phase.OVER:
        raise IllegalAction(action, g.hand.phase)
    hand, events = T.apply(g.hand, action)
    out = list(events)
    plays = g.plays
    if action.kind in PLAY_KINDS:
        plays += (HandPlay(g.hand.player, action.card, g.hand.field, action.kind),)
    return _settle(replace(g, hand=hand, plays=plays), out), out


def _settle(g: GameState, events: list[object]) -> GameState:
    """A hand just over: its points to the winner, the stakes, the game's end."""
    result = g.hand.result
    if g.hand.phase is not Phase.OVER or result is None or len(g.history) == g.hand_no:
        return g
    history = g.history + (result,)
    if result.winner == NO_ONE:
        events.append(HandScored(NO_ONE, 0, g.stakes))
        stakes = g.stakes * 2 if g.rules.end.nagari_doubles else g.stakes
        g = replace(g, history=history, stakes=stakes)
    else:
        gained = sum(result.payments) * g.stakes
        scores = tuple(s + gained if p == result.winner else s for p, s in enumerate(g.scores))
        events.append(HandScored(result.winner, gained, g.stakes))
        g = replace(g, history=history, scores=scores, stakes=1)
    m = g.rules.match
    if (m.rounds and g.hand_no >= m.rounds) or (m.target and max(g.scores) >= m.target):
        best = max(g.scores)
        leaders = [p for p, s in enumerate(g.scores) if s == best]
        winner = leaders[0] if len(leaders) == 1 else None
        events.append(GameOver(winner, g.scores))
        g = replace(g, over=True, winner=winner)
    return g
