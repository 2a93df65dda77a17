"""Go-Stop's playouts, for the Monte Carlo machinery of :mod:`.montecarlo`.

:func:`~.montecarlo.race` imagines worlds from a Go-Stop
:class:`~koikoi.engine.gostop.sight.Sight` (its ``imagine`` is Go-Stop's
``resample``) and plays each candidate move out in them with these
playouts: :func:`playout` finishes the hand with the fast policy for every
player; :func:`modelled_playout` has the opponent's next play chosen by a
model of how they play (hard gives it normal's heuristic choice). A
finished hand is scored by what it paid: the points won, or minus the
points paid (:func:`payoff`).

The card values (:class:`CardWorth`) are read off the rule set's yaku, so
a house rule that changes what scores changes what the players chase.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ..engine.cards import MONTH_MASK, MONTH_OF
from ..engine.gostop import deck
from ..engine.gostop.hand import HandState, Phase
from ..engine.gostop.judge import SAKE
from ..engine.gostop.ruleset import GoStopRules
from ..engine.gostop.sight import Sight, observe
from ..engine.gostop.turn import CHOICES, FLIP, GO, PLAYS, STOP, Action, advance

LAID_DOWN = 0.5  # a card laid on the field, taking nothing, costs half its worth
LIKELY_EXTRAS = 1  # a yaku paying for each card beyond its least is worth this many more, when not yet made (1 to 6 tried)
NOISE = 0.3  # the policy's ties are broken at random, by up to this much
PLAYOUT_GO_HAND = 4  # in a playout, a player Goes with at least this many cards in hand ...
PLAYOUT_GO_BELOW = 5  # ... and a score under this; else stops


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

    def worth(self, card: int, captured: int) -> float:
        """``card``'s worth to a player who has ``captured``."""
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
            have = sum(pi[c] for c in deck.indices(mine)) if by_pi else mine.bit_count()
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
    considered: the card is played."""
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
            v = base[c] + max(base[t] for t in deck.indices(on))
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
    return PLAYS[best]


def best_take(cards: int, base: tuple[float, ...]) -> int:
    """The most valuable of ``cards`` (the first of equals)."""
    return max(deck.indices(cards), key=lambda c: (base[c], -c))


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


def policy_action(s: HandState, base: tuple[float, ...], rng: random.Random) -> Action:
    phase = s.phase
    if phase is Phase.PLAY:
        return policy_play(s, base, rng)
    if phase is Phase.FLIP:
        return FLIP
    if phase is Phase.GO_STOP:
        return playout_go(s)
    return CHOICES[best_take(choices(s), base)]


def _finish(s: HandState, base: tuple[float, ...], rng: random.Random, events: list, me: int) -> float:
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
    events: list = []
    advance(s, action, events)
    return _finish(s, base, rng, events, me)


class ReplyModel(NamedTuple):
    """The opponents' next play in :func:`modelled_playout`: ``reply(sight)``
    from their seat in the imagined world (hard passes normal's choice)."""

    base: tuple[float, ...]
    reply: Callable[[Sight], Action]


def modelled_playout(world: HandState, action: Action, model: ReplyModel, rng: random.Random, me: int) -> float:
    """Like :func:`playout`, but each opponent's next hand play after
    ``action`` is the model's, from what they see in this world: the reply
    that decides whether a card left on the field is taken is the one a
    real opponent would make. The rest is the fast policy's."""
    s = world.copy()
    events: list = []
    advance(s, action, events)
    replied: set[int] = set()
    while s.phase is not Phase.OVER and len(replied) < s.players - 1:
        if s.phase is Phase.PLAY and s.player != me:
            replied.add(s.player)
            sight = observe(s, s.player)
            advance(s, sight.legal[0] if len(sight.legal) == 1 else model.reply(sight), events)
            continue
        if s.phase is Phase.PLAY:  # my own next play comes first: the policy's
            advance(s, policy_play(s, model.base, rng), events)
            continue
        advance(s, policy_action(s, model.base, rng), events)
    return _finish(s, model.base, rng, events, me)
