"""The agent interface and the simple agents (random, greedy).

An agent gets an :class:`~koikoi.engine.Observation` (which holds the legal
actions) and returns one of those actions. It never sees the state itself,
so it cannot look at the deck or the opponent's hand.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from ..engine.actions import Act, Action
from ..engine.cards import KIND_OF, MONTH_MASK_OF_CARD, Kind
from ..engine.observation import Observation
from ..engine.scoring import yaku_points

CARD_VALUE = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}
VALUE_OF = tuple(CARD_VALUE[k] for k in KIND_OF)


class Agent(Protocol):
    name: str

    def act(self, obs: Observation) -> Action:
        """Choose one of ``obs.legal``."""
        ...


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        return legal[self.rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def _mask_value(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += VALUE_OF[low.bit_length() - 1]
        mask ^= low
    return total


class GreedyAgent:
    """Takes the most valuable capture now; always stops on a yaku.

    A baseline: it looks one card ahead, values cards by their traditional
    points and adds the yaku points a capture would complete.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def _gain(self, obs: Observation, taken: int) -> float:
        if not taken:
            return 0.0
        mine = obs.captures[obs.player]
        before = sum(yaku_points(obs.rules, mine, obs.month))
        after = sum(yaku_points(obs.rules, mine | taken, obs.month))
        return _mask_value(taken) + 10 * (after - before)

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind is Act.KOIKOI:
            return next(a for a in legal if a.kind is Act.STOP)
        if kind is Act.SWAP:
            return next(a for a in legal if a.kind is Act.KEEP)
        scored: list[tuple[float, float, Action]] = []
        for a in legal:
            if a.kind is Act.PLAY:
                matches = obs.field & MONTH_MASK_OF_CARD[a.card]
                if not matches:
                    # Laying a card down: prefer to give away little.
                    value = -0.1 * VALUE_OF[a.card]
                else:
                    best = max(
                        (self._gain(obs, (1 << a.card) | (m & -m)) for m in _singles(matches)),
                        default=0.0,
                    )
                    if matches.bit_count() == 3:
                        best = self._gain(obs, (1 << a.card) | matches)
                    value = best
            elif a.kind is Act.TAKE:
                value = self._gain(obs, (1 << a.card) | (1 << obs.pending))
            else:  # LAY
                value = -0.1 * VALUE_OF[obs.pending]
            scored.append((value, self.rng.random(), a))
        return max(scored)[2]


def _singles(mask: int):
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


AGENTS: dict[str, Callable[[int | None], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
}


class UnknownAgentError(ValueError):
    """An agent name that is not in :data:`AGENTS`."""


def make_agent(name: str, seed: int | None = None) -> Agent:
    try:
        factory = AGENTS[name]
    except KeyError:
        raise UnknownAgentError(f"unknown agent {name!r}; known agents: {', '.join(AGENTS)}") from None
    return factory(seed)
