"""Go-Stop's playouts, for the Monte Carlo machinery of :mod:`.montecarlo`.

:func:`~.montecarlo.race` imagines worlds from a Go-Stop
:class:`~koikoi.games.gostop.observation.Sight` (its ``imagine`` is Go-Stop's
``resample``) and plays each candidate move out in them with these
playouts: :func:`playout` finishes the hand with the fast policy for every
player (normal's Go or Stop); :func:`rollout` with a model of how they
play, every choice of everyone's (hard's: normal's heuristic choices, and
Go as often as normal calls it, :func:`normal_go`). A finished hand is
scored by what it paid: the points won, or minus the points paid
(:func:`payoff`).

The card values (:class:`CardWorth`) are read off the rule set's yaku, so
a house rule that changes what scores changes what the players chase.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from ...games.common.cards import MONTH_MASK, MONTH_OF, indices
from ...games.gostop import deck
from ...games.gostop.actions import CHOICES, CLAIM, CUP_AS_ANIMAL, CUP_AS_PLAIN, FLIP, GO, PLAYS, STOP, Action
from ...games.gostop.observation import Sight, observe
from ...games.gostop.rules import GoStopRules
from ...games.gostop.scoring import SAKE, yaku_points
from ...games.gostop.state import Event, HandState, Phase
from ...games.gostop.turn import advance, hand_score_of, play_of

LAID_DOWN = 0.5  # a card laid on the field, taking nothing, costs half its worth
LIKELY_EXTRAS = 1  # a yaku paying for each card beyond its least is worth this many more, when not yet made (1 to 6 tried)
NOISE = 0.3  # the policy's ties are broken at random, by up to this much
PLAYOUT_GO_HAND = 4  # in a playout, a player Goes with at least this many cards in hand ...
PLAYOUT_GO_BELOW = 5  # ... and a score under this; else stops
MEMO_SIZE = 200_000  # card worths remembered, at most (some 30 MB)


@dataclass(frozen=True)
class CardWorth:
    """What each card is worth to a player, from the rule set's yaku.

    ``base[c]``: a card's worth with nothing captured yet, which the fast
    policy uses: each yaku gives the cards it counts its points shared
    among the cards it needs, and a yaku that pays for each card beyond
    its least (the plains' +1 a plain) adds that; a plain counts by value.
    :meth:`worth` is the same for a player's captures as they stand: a
    card nearer to completing a yaku is worth more, one that adds nothing
    to a yaku already made (but its extra) less.
    """

    base: tuple[float, ...]
    rows: tuple[tuple[int, int, bool, int, int, int], ...]  # per yaku: cards, pool, by plains, min, points, extra
    pi: tuple[int, ...]  # each card's value as plains
    memo: dict[tuple[int, int], float] = field(default_factory=dict, compare=False, hash=False, repr=False)  # (card, captured): worth

    def worth(self, card: int, captured: int) -> float:
        """``card``'s worth to a player who has ``captured`` (remembered: the
        rollouts ask the same few thousand questions again and again)."""
        key = (card, captured)
        memo = self.memo
        value = memo.get(key)
        if value is None:
            if len(memo) > MEMO_SIZE:
                memo.clear()
            value = memo[key] = self._worth(card, captured)
        return value

    def _worth(self, card: int, captured: int) -> float:
        bit = 1 << card
        value = 0.05
        pi = self.pi
        for cards, pool, by_pi, minimum, points, extra in self.rows:
            if not bit & (cards | pool):
                continue
            if cards == pool:  # a set (the three red ribbons): its points shared among the cards missing
                missing = (cards & ~captured).bit_count()
                if missing and not bit & captured:
                    value += points / missing
                continue
            mine = captured & pool
            have = sum(pi[c] for c in indices(mine)) if by_pi else mine.bit_count()
            step = pi[card] if by_pi else 1
            if not bit & pool:  # a card the yaku requires beside its pool (the rain bright)
                value += points / max(1, minimum - have)
            elif have >= minimum and captured & cards == cards:
                value += extra * step
            else:  # the yaku's points, and the extras it is likely to pay, shared among the cards it lacks
                short = max(1, minimum - have, (cards & ~captured).bit_count())
                value += (points + extra * LIKELY_EXTRAS) * min(step, short) / short
        return value


@lru_cache(maxsize=16)
def card_worth(rules: GoStopRules) -> CardWorth:
    """The rule set's :class:`CardWorth` (the sake cup counted as an animal)."""
    rows = tuple((y.cards, y.pool, y.counts == "pi", y.min, y.points, y.extra) for y in rules.yaku_variants[0])
    pi = deck.pi_values(rules.doubles_mask, False, SAKE)
    worth = CardWorth((), rows, pi)
    return CardWorth(tuple(worth.worth(c, 0) for c in range(len(deck.IDS))), rows, pi)


# --- the fast policy ----------------------------------------------------------------------------

def policy_play(s: HandState, base: tuple[float, ...], rng: random.Random) -> Action:
    """The fast policy's hand play: a bonus card first (it is free); else
    each card is worth what it takes, or, laid down, minus half its own
    worth; the best, with a little noise. Shakes and bombs are not
    considered: the card is played (bombed, where the rules say it must be)."""
    hand = s.hands[s.player]
    bonus = hand & deck.BONUS_MASK
    if bonus:
        return PLAYS[(bonus & -bonus).bit_length() - 1]
    field, noise = s.field, rng.random
    best, best_v = -1, -1e9
    while hand:
        low = hand & -hand
        c = low.bit_length() - 1
        hand ^= low
        on = field & MONTH_MASK[MONTH_OF[c]]
        n = on.bit_count()
        if not n:
            v = -base[c] * LAID_DOWN
        elif n == 2:
            v = base[c] + max(base[t] for t in indices(on))
        else:  # one card, or a pile of three (with what lies on it)
            v = base[c]
            while on:
                bit = on & -on
                v += base[bit.bit_length() - 1]
                on ^= bit
            if n == 3:
                v += 1.0  # a pile's steal
        v += noise() * NOISE
        if v > best_v:
            best, best_v = c, v
    return play_of(s, best) if s.rules.play.bomb_two else PLAYS[best]


def best_take(cards: int, base: tuple[float, ...]) -> int:
    """The most valuable of ``cards`` (the first of equals)."""
    return max(indices(cards), key=lambda c: (base[c], -c))


def choices(s: HandState) -> int:
    """The field cards the card waiting for a choice may take."""
    card = s.played if s.phase is Phase.CHOOSE_HAND else s.flipped
    return s.field & MONTH_MASK[MONTH_OF[card]] & ~(1 << card)


def playout_go(s: HandState) -> Action:
    """Go or Stop in a playout: Go early, with a small score and cards to play."""
    p = s.player
    if s.hands[p].bit_count() >= PLAYOUT_GO_HAND and s.last_scores[p] < PLAYOUT_GO_BELOW and not s.go_calls[p]:
        return GO
    return STOP


# How often normal Goes, over 677 of its Go or Stop decisions against itself
# (matgo, 40 games): 10% when the opponent has 3 points or more; else
# nearly always after two Go calls, and about 40-75% by the cards in hand.
NORMAL_GO_THREATENED = 0.1
NORMAL_GO_AFTER_TWO = 0.95
NORMAL_GO_BY_HAND = (0.0, 0.4, 0.4, 0.5, 0.6, 0.75)  # by the cards in hand, 5 or more the last


def normal_go(s: HandState, rng: random.Random) -> Action:
    """Go or Stop in a rollout, as often as normal Goes in a position like
    this (its own race is too slow to run inside a playout)."""
    p = s.player
    threat = max(hand_score_of(s.rules, s.captures[q], s.cup) for q in range(s.players) if q != p)
    if threat >= 3:
        chance = NORMAL_GO_THREATENED
    elif s.go_calls[p] >= 2:
        chance = NORMAL_GO_AFTER_TWO
    else:
        chance = NORMAL_GO_BY_HAND[min(s.hands[p].bit_count(), len(NORMAL_GO_BY_HAND) - 1)]
    return GO if rng.random() < chance else STOP


def fast_go(s: HandState, rng: random.Random) -> Action:
    """The fast policy's Go or Stop (:func:`playout_go`), dice and all."""
    return playout_go(s)


def cup_choice(rules: GoStopRules, captured: int) -> Action:
    """The sake cup counted the way that scores more now (it is asked only when the two differ)."""
    plain = yaku_points(rules, captured, True) > yaku_points(rules, captured, False)
    return CUP_AS_PLAIN if plain else CUP_AS_ANIMAL


def policy_action(s: HandState, base: tuple[float, ...], rng: random.Random) -> Action:
    phase = s.phase
    if phase is Phase.SAKE_CUP:
        return cup_choice(s.rules, s.captures[s.player])
    if phase is Phase.PLAY:
        return policy_play(s, base, rng)
    if phase is Phase.FLIP:
        return FLIP
    if phase is Phase.GO_STOP:
        return playout_go(s)
    if phase is Phase.CHONGTONG:  # another dealt four of a month: the sure win
        return CLAIM
    return CHOICES[best_take(choices(s), base)]


def _finish(s: HandState, base: tuple[float, ...], rng: random.Random, events: list[Event], me: int) -> float:
    """Play ``s`` (a private copy) to the hand's end with the fast policy; the payoff for ``me``."""
    over, play, flip = Phase.OVER, Phase.PLAY, Phase.FLIP
    phase = s.phase
    while phase is not over:
        if phase is play:
            advance(s, policy_play(s, base, rng), events)
            if len(events) > 64:
                events.clear()
        elif phase is flip:
            advance(s, FLIP, events)
        else:
            advance(s, policy_action(s, base, rng), events)
        phase = s.phase
    return payoff(s, me)


def payoff(s: HandState, me: int) -> float:
    """A finished hand for ``me``: the points won, minus the points paid; a drawn hand nothing."""
    result = s.result
    assert result is not None
    if result.winner == me:
        return float(sum(result.payments))
    if result.winner >= 0:
        return -float(result.payments[me])
    return 0.0


def playout(world: HandState, action: Action, base: tuple[float, ...], rng: random.Random, me: int) -> float:
    """Play ``action`` in ``world`` and finish the hand with the fast
    policy; the payoff for ``me``. ``world`` itself is untouched."""
    s = world.copy()
    events: list[Event] = []
    advance(s, action, events)
    return _finish(s, base, rng, events, me)


class RolloutModel(NamedTuple):
    """How :func:`rollout` plays on: ``choose(sight)``, every player's play
    or card choice from their seat in the imagined world (hard passes
    normal's heuristic choice), and ``go(state, rng)``, their Go or Stop."""

    choose: Callable[[Sight], Action]
    go: Callable[[HandState, random.Random], Action] = fast_go


def rollout(world: HandState, action: Action, model: RolloutModel, rng: random.Random, me: int) -> float:
    """Play ``action`` in ``world``, then finish the hand with the model's
    choices for every player's every play, card choice and Go or Stop,
    mine included (hard passes normal's heuristics, the opponent's real
    policy, and :func:`normal_go`); the payoff for ``me``. ``world``
    itself is untouched. Judging a move by how the hand goes on when both
    play as normal does is a rollout of normal's policy: the move that
    does best that way improves on normal's own."""
    s = world.copy()
    events: list[Event] = []
    advance(s, action, events)
    choose = model.choose
    over, flip, go_stop, chongtong = Phase.OVER, Phase.FLIP, Phase.GO_STOP, Phase.CHONGTONG
    phase = s.phase
    while phase is not over:
        if phase is flip:
            advance(s, FLIP, events)
        elif phase is go_stop:
            advance(s, model.go(s, rng), events)
        elif phase is chongtong:  # another dealt four of a month: the sure win
            advance(s, CLAIM, events)
        else:
            sight = observe(s, s.player)
            advance(s, sight.legal[0] if len(sight.legal) == 1 else choose(sight), events)
        if len(events) > 64:
            events.clear()
        phase = s.phase
    return payoff(s, me)
