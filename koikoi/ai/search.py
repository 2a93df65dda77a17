"""The ``hard`` level: Monte Carlo search over the unseen cards.

For each decision it imagines many worlds consistent with what it has seen
(:func:`~koikoi.engine.observation.resample` deals the unseen cards at random
between the opponent's hand and the deck), plays every candidate move in
each world, finishes the round with a fast playout policy (the opponent's
reply chosen by normal's heuristics, as a real opponent would choose it),
and scores the outcome by the rule set's real payoff: the round score with
every multiplier, turned into a chance of winning the match from the match
score. The same worlds serve every candidate, so their comparison is fair.
"""

from __future__ import annotations

import random
import time
from typing import Callable, NamedTuple

from ..engine import round as R
from ..engine.actions import FLIP, KEEP, KOIKOI, PLAY, STOP, TAKE, Act, Action
from ..engine.cards import ALL_MASK, LIGHTNING, MONTH_MASK_OF_CARD
from ..engine.observation import Observation, observe, resample
from .heuristics import Values, match_equity, values
from .inference import HandFilter
from .normal import NormalAgent, Position

DEFAULT_BUDGET_MS = 1500
DEFAULT_WORLDS = 6000
MIN_WORLDS = 16
TIE = 0.0002  # match equity: a move that can gain no more than this is not worth more worlds
TIE_MIN_WORLDS = 50  # ... judged once this many worlds have been shared
# Hand plays after the move searched whose opponent plays are normal's choice:
# 1, their reply. 3 (their reply to my next play as well) measured no better
# against normal (55.5% over 140 deals against 56.5% over 190) at 1.25 times
# the decision time; docs/ai.md.
MODELLED_PLAYS = 1


def _best_take(targets: int, imp: tuple[float, ...]) -> int:
    best, best_v = -1, -1.0
    while targets:
        low = targets & -targets
        c = low.bit_length() - 1
        if imp[c] > best_v:
            best, best_v = c, imp[c]
        targets ^= low
    return best


def playout_action(s: R.RoundState, imp: tuple[float, ...], rng: random.Random) -> Action:
    """A quick, sensible move for whoever is to act in a simulated world:
    the most valuable capture, else lay down the least valuable card; stop
    on any yaku."""
    phase = s.phase
    if phase is R.Phase.FLIP:
        return FLIP
    if phase is R.Phase.PLAY:
        field = s.field
        hand = s.hands[s.player]
        joker = s.rules.play["gaji"] and not s.november_played and field
        best, best_v = -1, -1e9
        while hand:
            low = hand & -hand
            c = low.bit_length() - 1
            hand ^= low
            targets = field if (joker and c == LIGHTNING) else field & MONTH_MASK_OF_CARD[c]
            if targets:
                n = targets.bit_count()
                if n == 2 or n > 3:
                    v = imp[c] + imp[_best_take(targets, imp)]
                else:
                    v = imp[c]
                    t = targets
                    while t:
                        lt = t & -t
                        v += imp[lt.bit_length() - 1]
                        t ^= lt
            else:
                v = -imp[c] * 0.5
            v += rng.random() * 0.3
            if v > best_v:
                best, best_v = c, v
        return PLAY[best]
    if phase is R.Phase.CHOOSE_HAND or phase is R.Phase.CHOOSE_FLIP:
        return TAKE[_best_take(R.pending_targets(s), imp)]
    if phase is R.Phase.KOIKOI:
        return STOP
    return KEEP


def race(
    obs: Observation,
    actions: tuple[Action, ...],
    rng: random.Random,
    worlds: int,
    deadline: float | None = None,
    batch: int = 25,
    z: float = 2.5,
    tie: float = TIE,
    play_out: Callable[..., float] | None = None,
    context: object = None,
    hands: HandFilter | None = None,
) -> tuple[list[float], int]:
    """Each move's mean playout payoff for the observer over sampled worlds
    (all moves in the same worlds, with the same playout dice), spending the
    worlds where the choice is close: after each batch, a move whose paired
    deficit to the leader is more than ``z`` standard errors is dropped, and
    so is one that cannot be better than the leader by more than ``tie``
    (moves that come to the same thing, like two plain cards of one month);
    the rest play on.

    Returns each move's mean payoff (dropped moves keep the mean they had,
    less one, so they rank last) and the number of worlds played.
    ``hands``, if given, imagines the opponent's hand for each world
    (else it is dealt uniformly from the unseen cards).
    """
    if play_out is None:
        play_out, context = playout, values(obs.rules).importance
    me = obs.player
    alive = list(range(len(actions)))
    samples: list[list[float]] = [[] for _ in actions]
    dropped: set[int] = set()
    done = 0
    while done < worlds and len(alive) > 1:
        for _ in range(min(batch, worlds - done)):
            world = resample(obs, rng, hands.draw(rng) if hands else None)
            playout_seed = rng.getrandbits(32)
            for i in alive:
                samples[i].append(play_out(world, actions[i], context, random.Random(playout_seed), me))
            done += 1
            if deadline is not None and done >= MIN_WORLDS and time.perf_counter() > deadline:
                worlds = done
                break
        alive = _survivors(alive, samples, z, tie)
        dropped.update(i for i in range(len(actions)) if i not in alive)
    means = []
    for i, vals in enumerate(samples):
        mean = sum(vals) / len(vals) if vals else 0.0
        means.append(mean - 1.0 if i in dropped else mean)
    return means, done


def _survivors(alive: list[int], samples: list[list[float]], z: float, tie: float = 0.0) -> list[int]:
    """The moves not clearly worse than the leader, nor clearly no better,
    by paired differences over the worlds they shared (all of them: moves
    only ever drop out)."""
    n = len(samples[alive[0]])
    if n < 2:
        return alive
    leader = max(alive, key=lambda i: sum(samples[i]))
    best = samples[leader]
    keep = []
    for i in alive:
        if i == leader:
            keep.append(i)
            continue
        diffs = [a - b for a, b in zip(best, samples[i])]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        margin = z * (var / n) ** 0.5
        if (n < TIE_MIN_WORLDS or margin - mean >= tie) and (mean <= 0 or mean <= margin):
            keep.append(i)
    return keep


def playout(world: R.RoundState, action: Action, imp: tuple[float, ...], rng: random.Random, me: int) -> float:
    """Play ``action`` in ``world`` and finish the round with the playout
    policy; the outcome's payoff for ``me``. ``world`` itself is untouched."""
    s = world._copy()
    events: list[R.Event] = []
    R.advance(s, action, events)
    return _finish(s, imp, rng, events, me)


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
    often as normal calls one (:func:`playout_koikoi`); without, by a stop."""
    advance = R.advance
    over, koikoi = R.Phase.OVER, R.Phase.KOIKOI
    while s.phase is not over:
        if v is not None and s.phase is koikoi:
            advance(s, playout_koikoi(s, v, rng), events)
        else:
            advance(s, playout_action(s, imp, rng), events)
        if len(events) > 64:
            events.clear()
    return payoff(s, me)


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


class ReplyModel(NamedTuple):
    """What :func:`modelled_playout` needs: the rule set's card values for
    the fast policy, normal's heuristics for the opponent's replies, and how
    many hand plays after the move searched are modelled."""

    importance: tuple[float, ...]
    values: Values
    normal: NormalAgent
    plays: int = MODELLED_PLAYS


def modelled_playout(world: R.RoundState, action: Action, model: ReplyModel, rng: random.Random, me: int) -> float:
    """Like :func:`playout`, but the opponent's plays among the next
    ``model.plays`` hand plays after ``action`` (by default their reply) are
    the ones normal's heuristics choose in their seat of this world: what a
    player who pursues and blocks yaku would do. My own plays in between,
    and the rest of the round, are the fast policy's. The reply that decides
    whether a card left on the field is taken, or a yaku completed, is the
    one a real opponent would make."""
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
                advance(s, _normal_reply(s, model), events)
                continue
        if s.phase is koikoi:
            advance(s, playout_koikoi(s, model.values, rng), events)
            continue
        advance(s, playout_action(s, imp, rng), events)
    return _finish(s, imp, rng, events, me, model.values)


def _normal_reply(s: R.RoundState, model: ReplyModel) -> Action:
    """The play normal's heuristics choose for the player to move in ``s``."""
    seen = observe(s, s.player)
    legal = seen.legal
    if len(legal) == 1:
        return legal[0]
    position = Position(seen, model.values)
    return max(legal, key=lambda a: model.normal.move_value(seen, position, a))


def payoff(s: R.RoundState, me: int) -> float:
    """A finished round's outcome as ``me``'s chance of winning the match,
    plus a hair of point difference to prefer bigger wins among sure ones."""
    result = s.result
    assert result is not None
    scores = list(s.scores)
    diff = 0
    if result.winner is not None and result.points:
        scores[result.winner] += result.points
        rules = s.rules
        if rules.match["transfer"] or rules.match["starting_points"]:
            scores[1 - result.winner] -= result.points
        diff = result.points if result.winner == me else -result.points
    equity = match_equity(s.rules, (scores[0], scores[1]), me, s.round_no)
    return equity + 0.0005 * diff


class HardAgent:
    name = "hard"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = DEFAULT_BUDGET_MS,
        worlds: int = DEFAULT_WORLDS,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self.worlds = worlds
        self.fallback = NormalAgent(seed)
        self.last_worlds = 0

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind is Act.SWAP:
            return self.fallback.act(obs)
        deadline = time.perf_counter() + self.budget_ms / 1000
        v = values(obs.rules)
        means, self.last_worlds = race(
            obs, legal, self.rng, self.worlds, deadline,
            play_out=modelled_playout, context=ReplyModel(v.importance, v, self.fallback),
            hands=HandFilter(obs, self.rng),
        )
        best = max(range(len(legal)), key=lambda i: (means[i], -i))
        return legal[best]
