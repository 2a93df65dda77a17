"""The Monte Carlo machinery normal and hard share: imagined worlds, raced.

A decision is judged by imagining many worlds consistent with what the
player has seen (:func:`~koikoi.games.koikoi.observation.resample` deals the
unseen cards between the opponent's hand and the deck), playing each
candidate move in each world, finishing the round with a fast playout
policy, and scoring the outcome by the rule set's real payoff: the round's
points with every multiplier, turned into a chance of winning the match.

- :func:`race` compares the moves over shared worlds (the same worlds and
  playout dice for every move, so the comparison is fair) and spends the
  worlds where the choice is close.
- :func:`playout` finishes a round with :func:`playout_action` for both
  players; :func:`modelled_playout` has the opponent's reply chosen by a
  model of how they play (:class:`ReplyModel`; hard gives it normal's
  heuristics) and plays on after a yaku as often as normal does
  (:func:`playout_koikoi`).
- :func:`payoff` turns a finished round into the chance of winning.

The playout policy asks the engine which field cards a card takes
(:func:`koikoi.games.koikoi.turn.targets`), so the capture rules, the Gaji joker
included, have one home. This module knows nothing of the levels: it uses
only the engine and the card values of :mod:`.heuristics`.
"""

from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple, Protocol

from ...games.common.cards import ALL_MASK
from ...games.koikoi import turn as R
from ...games.koikoi.actions import FLIP, KEEP, KOIKOI, PLAY, STOP, TAKE, Action
from ...games.koikoi.observation import Observation, observe, resample
from ..race import race as shared_race
from .heuristics import Values, match_equity, values

# Hand plays after the move searched whose opponent plays are the model's
# choice: 1, their reply. 3 (their reply to my next play as well) measured
# no better against normal (55.5% over 140 deals against 56.5% over 190) at
# 1.25 times the decision time; docs/ai.md.
MODELLED_PLAYS = 1


class Hands(Protocol):
    """Imagined opponent hands (``inference.HandFilter`` is one)."""

    def draw(self, rng: random.Random) -> int:
        """One imagined opponent hand, as a card mask."""
        ...


def race(obs: Observation, actions: tuple[Action, ...], rng: random.Random, worlds: int,
         deadline: float | None = None, *, play_out: Callable[..., float] | None = None, context: object = None,
         hands: Hands | None = None, **tuning: Any) -> tuple[list[float], int]:
    """:func:`koikoi.ai.race.race` over Koi-Koi's imagined worlds: the
    unseen cards dealt again (:func:`~koikoi.games.koikoi.observation.resample`),
    the opponent's hand drawn from ``hands`` if given (else uniformly).
    ``play_out`` is by default :func:`playout`, with the rule set's card
    values as its context; ``tuning`` (``batch``, ``z``, ``tie``) goes to
    the race as it is."""
    if play_out is None:
        play_out, context = playout, values(obs.rules).importance

    def imagine(seen: Observation, r: random.Random) -> R.RoundState:
        return resample(seen, r, hands.draw(r) if hands else None)

    return shared_race(obs, actions, rng, worlds, deadline, imagine=imagine, play_out=play_out, context=context,
                       **tuning)


# --- playouts ---------------------------------------------------------------


def playout(world: R.RoundState, action: Action, imp: tuple[float, ...], rng: random.Random, me: int) -> float:
    """Play ``action`` in ``world`` and finish the round with the playout
    policy, stopping at every yaku; the outcome's payoff for ``me``.
    ``world`` itself is untouched: the playout changes one private copy in
    place (:func:`koikoi.games.koikoi.turn.advance`)."""
    s = world._copy()
    events: list[R.Event] = []
    R.advance(s, action, events)
    return _finish(s, imp, rng, events, me)


class ReplyModel(NamedTuple):
    """What :func:`modelled_playout` needs: the rule set's card values (for
    the fast policy, and for the reply), the reply itself, and how many hand
    plays after the move searched are modelled.

    ``reply(seen, values)`` is the play the opponent makes from ``seen``,
    their Observation of the imagined world (hard passes normal's
    heuristic choice)."""

    importance: tuple[float, ...]
    values: Values
    reply: Callable[[Observation, Values], Action]
    plays: int = MODELLED_PLAYS


def modelled_playout(world: R.RoundState, action: Action, model: ReplyModel, rng: random.Random, me: int) -> float:
    """Like :func:`playout`, but the opponent's plays among the next
    ``model.plays`` hand plays after ``action`` (by default their reply) are
    the model's choice from their seat in this world, and a yaku is followed
    by a koi-koi as often as normal calls one (:func:`playout_koikoi`). My
    own plays in between, and the rest of the round, are the fast policy's.
    The reply that decides whether a card left on the field is taken, or a
    yaku completed, is the one a real opponent would make."""
    imp = model.importance
    s = world._copy()
    events: list[R.Event] = []
    advance = R.advance
    advance(s, action, events)
    over, play, koikoi = R.Phase.OVER, R.Phase.PLAY, R.Phase.KOIKOI
    plays, modelled = 0, model.plays
    while s.phase is not over and plays < modelled:
        if s.phase is play:
            plays += 1
            if s.player != me:
                advance(s, _modelled_reply(s, model), events)
                continue
        if s.phase is koikoi:
            advance(s, playout_koikoi(s, model.values, rng), events)
            continue
        advance(s, playout_action(s, imp, rng), events)
    return _finish(s, imp, rng, events, me, model.values)


def _modelled_reply(s: R.RoundState, model: ReplyModel) -> Action:
    """The model's play for the player to move in ``s``, from what they see."""
    seen = observe(s, s.player)
    legal = seen.legal
    if len(legal) == 1:
        return legal[0]
    return model.reply(seen, model.values)


def _finish(
    s: R.RoundState,
    imp: tuple[float, ...],
    rng: random.Random,
    events: list[R.Event],
    me: int,
    v: Values | None = None,
) -> float:
    """Play ``s`` (a private copy) to the round's end with the fast policy;
    the payoff for ``me``. With ``v``, a yaku is followed by a koi-koi as
    often as normal calls one (:func:`playout_koikoi`); without, by a stop.

    This is the loop every playout spends its time in, so it picks the
    policy's move by phase itself (:func:`playout_action` does the same)."""
    advance = R.advance
    phase = s.phase
    while phase is not _OVER:
        if phase is _PLAY:
            advance(s, _policy_play(s, imp, rng), events)
            if len(events) > 64:
                events.clear()
        elif phase is _FLIP:
            advance(s, FLIP, events)
        elif phase is _KOIKOI:
            advance(s, STOP if v is None else playout_koikoi(s, v, rng), events)
        else:
            advance(s, playout_action(s, imp, rng), events)
        phase = s.phase
    return payoff(s, me)


_OVER, _PLAY, _FLIP, _KOIKOI = R.Phase.OVER, R.Phase.PLAY, R.Phase.FLIP, R.Phase.KOIKOI
_CHOOSE_HAND, _CHOOSE_FLIP = R.Phase.CHOOSE_HAND, R.Phase.CHOOSE_FLIP


def playout_action(s: R.RoundState, imp: tuple[float, ...], rng: random.Random) -> Action:
    """A quick, sensible move for whoever is to act in a simulated world:
    the most valuable capture by the card values ``imp``, else lay down the
    least valuable card (a little noise breaks ties); stop on any yaku."""
    phase = s.phase
    if phase is _PLAY:
        return _policy_play(s, imp, rng)
    if phase is _FLIP:
        return FLIP
    if phase is _CHOOSE_HAND or phase is _CHOOSE_FLIP:
        return TAKE[_best_take(R.pending_targets(s), imp)]
    if phase is _KOIKOI:
        return STOP
    return KEEP


def _policy_play(s: R.RoundState, imp: tuple[float, ...], rng: random.Random) -> Action:
    """The policy's hand play: each card is worth what it takes (the engine
    says which field cards, :func:`~koikoi.games.koikoi.turn.targets`) or, laid
    down, minus half its own value; the best, with a little noise."""
    hand = s.hands[s.player]
    targets, noise = R.targets, rng.random
    best, best_v = -1, -1e9
    while hand:
        low = hand & -hand
        c = low.bit_length() - 1
        hand ^= low
        taken = targets(s, c)
        if taken:
            n = taken.bit_count()
            if n == 2 or n > 3:  # the mover will pick one (n > 3: the Gaji joker)
                v = imp[c] + imp[_best_take(taken, imp)]
            else:  # one, or a month's three taken by the fourth (and a joker's three, roughly)
                v = imp[c]
                while taken:
                    bit = taken & -taken
                    v += imp[bit.bit_length() - 1]
                    taken ^= bit
        else:
            v = -imp[c] * 0.5
        v += noise() * 0.3
        if v > best_v:
            best, best_v = c, v
    return PLAY[best]


def _best_take(cards: int, imp: tuple[float, ...]) -> int:
    """The most valuable of ``cards`` (the first of equals)."""
    best, best_v = -1, -1.0
    while cards:
        low = cards & -cards
        c = low.bit_length() - 1
        if imp[c] > best_v:
            best, best_v = c, imp[c]
        cards ^= low
    return best


# How often normal plays on after making a yaku, over 1,261 of its koi-koi
# decisions against itself (nintendo): 58-77% when the opponent still misses
# two cards or more for any yaku and it has under 7 points, about 22% when
# the opponent is one card away, 5-10% from 7 points on or after a call.
KOIKOI_CHANCE_SAFE = 0.65
KOIKOI_CHANCE_THREATENED = 0.22
KOIKOI_CHANCE_LATE = 0.05


def playout_koikoi(s: R.RoundState, v: Values, rng: random.Random) -> Action:
    """Koi-koi or stop in a simulated world, as often as normal would: a
    round played out with every yaku ending it (the fast policy's stop)
    misjudges a player who plays on four times in ten."""
    p = s.player
    if not s.hands[p]:
        return STOP
    if sum(s.yaku[p]) >= 7 or s.koikoi_calls[0] or s.koikoi_calls[1]:
        chance = KOIKOI_CHANCE_LATE
    else:
        theirs = s.captures[1 - p]
        still_open = ALL_MASK & ~(s.captures[p] | theirs | s.removed)
        chance = KOIKOI_CHANCE_SAFE if v.threat(theirs, still_open) >= 2 else KOIKOI_CHANCE_THREATENED
    return KOIKOI if rng.random() < chance else STOP


# --- the payoff --------------------------------------------------------------


def payoff(s: R.RoundState, me: int) -> float:
    """A finished round's outcome as ``me``'s chance of winning the match
    (the round's points booked into the match score, the loser paying where
    the rules say so), plus a hair of point difference to prefer bigger wins
    among sure ones."""
    result = s.result
    assert result is not None
    scores = list(s.scores)
    diff = 0
    if result.winner is not None and result.points:
        scores[result.winner] += result.points
        rules = s.rules
        if rules.match.transfer or rules.match.starting_points:
            scores[1 - result.winner] -= result.points
        diff = result.points if result.winner == me else -result.points
    equity = match_equity(s.rules, (scores[0], scores[1]), me, s.round_no)
    return equity + 0.0005 * diff
