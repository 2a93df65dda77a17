"""The race both games' searching levels run: the candidate moves played
out in the same imagined worlds, the worlds spent where the choice is close.

It knows no game: the caller says how a world is imagined from what the
player sees and how a move is played out in it (Koi-Koi's
:mod:`.koikoi.montecarlo`, Go-Stop's :mod:`.gostop.montecarlo`).
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Sequence

MIN_WORLDS = 16  # a race with a deadline plays at least this many worlds
TIE = 0.0002  # match equity: a move that can gain no more than this is not worth more worlds
TIE_MIN_WORLDS = 50  # ... judged once this many worlds have been shared


def race(
    obs: Any,
    actions: Sequence[Any],
    rng: random.Random,
    worlds: int,
    deadline: float | None = None,
    batch: int = 25,
    z: float = 2.5,
    tie: float = TIE,
    *,
    imagine: Callable[[Any, random.Random], Any],
    play_out: Callable[..., float],
    context: object = None,
) -> tuple[list[float], int]:
    """Each move's mean playout payoff for the observer over sampled worlds
    (all moves in the same worlds, with the same playout dice), spending the
    worlds where the choice is close: after each batch, a move whose paired
    deficit to the leader is more than ``z`` standard errors is dropped, and
    so is one that cannot be better than the leader by more than ``tie``
    (moves that come to the same thing, like two plain cards of one month);
    the rest play on.

    ``imagine(obs, rng)`` makes each world from what the player sees (the
    game's resampling of the hidden cards), and
    ``play_out(world, action, context, rng, me)`` plays a move out in it.
    ``deadline`` (a ``time.perf_counter()`` value) cuts the race short,
    after at least :data:`MIN_WORLDS` worlds.

    Returns each move's mean payoff and the number of worlds played. A
    dropped move's mean was taken over fewer worlds than the survivors', so
    it is lowered below the lowest survivor's, less one, to rank last
    whatever the payoff's scale (Go-Stop's are points, where a mean over
    the first worlds alone may well exceed the leader's over all of them).
    """
    me = obs.player
    alive = list(range(len(actions)))
    samples: list[list[float]] = [[] for _ in actions]
    dropped: set[int] = set()
    done = 0
    while done < worlds and len(alive) > 1:
        for _ in range(min(batch, worlds - done)):
            world = imagine(obs, rng)
            playout_seed = rng.getrandbits(32)
            for i in alive:
                samples[i].append(play_out(world, actions[i], context, random.Random(playout_seed), me))
            done += 1
            if deadline is not None and done >= MIN_WORLDS and time.perf_counter() > deadline:
                worlds = done
                break
        alive = _survivors(alive, samples, z, tie)
        dropped.update(i for i in range(len(actions)) if i not in alive)
    means = [sum(vals) / len(vals) if vals else 0.0 for vals in samples]
    floor = min(means[i] for i in alive)
    return [min(mean, floor) - 1.0 if i in dropped else mean for i, mean in enumerate(means)], done


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
