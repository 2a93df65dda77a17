"""The agent interface, the simple agents (random, greedy, easy), and every
agent by name: :data:`AGENTS` and :func:`make_agent` (the levels a player
picks from are :data:`koikoi.games.common.levels.LEVELS`, one list for both
games).

An agent gets an :class:`~koikoi.games.koikoi.Observation` (which holds the legal
actions) and returns one of those actions. It never sees the state itself,
so it cannot look at the deck or the opponent's hand.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from ...games.common.cards import KIND_OF, MONTH_MASK_OF_CARD, Kind, bits, mask_sum
from ...games.common.levels import UnknownAgentError
from ...games.koikoi.actions import Act, Action
from ...games.koikoi.observation import Observation
from ...games.koikoi.scoring import score, yaku_points
from .hard import DEFAULT_BUDGET_MS, HardAgent
from .normal import NormalAgent

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


def _mask_value(mask: int) -> float:
    return mask_sum(mask, VALUE_OF)


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

    def koikoi(self, obs: Observation) -> bool:
        return False

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind is Act.KOIKOI:
            return legal[0] if self.koikoi(obs) else legal[1]
        if kind is Act.SWAP:
            return legal[1]  # keep
        scored: list[tuple[float, float, Action]] = []
        for a in legal:
            if a.kind is Act.PLAY:
                matches = obs.field & MONTH_MASK_OF_CARD[a.card]
                n = matches.bit_count()
                if n == 0:
                    value = -0.1 * VALUE_OF[a.card]  # laid down: give away little
                elif n == 2:
                    value = max(self._gain(obs, (1 << a.card) | m) for m in bits(matches))
                else:
                    value = self._gain(obs, (1 << a.card) | matches)
            elif a.kind is Act.TAKE:
                value = self._gain(obs, (1 << a.card) | (1 << obs.pending))
            else:  # LAY
                value = -0.1 * VALUE_OF[obs.pending]
            scored.append((value, self.rng.random(), a))
        return max(scored)[2]


class EasyAgent(GreedyAgent):
    """A beginner: sensible captures, and koi-koi on a hunch.

    It takes the capture whose cards are worth the most (a bright before an
    animal before a ribbon before a plain) without planning for yaku, and
    calls koi-koi whenever its score is small and it still has a few cards,
    without watching the opponent.
    """

    name = "easy"

    def _gain(self, obs: Observation, taken: int) -> float:
        return float(_mask_value(taken))

    def koikoi(self, obs: Observation) -> bool:
        me = obs.player
        now = score(
            obs.rules, obs.captures[me], month=obs.month, koikoi_calls=obs.koikoi_calls[me],
            opponent_koikoi_calls=obs.koikoi_calls[1 - me], opponent_captured=obs.captures[1 - me],
            field_brights=obs.field_brights,
        ).total
        return obs.hand.bit_count() >= 3 and now < 7


def _hard(seed: int | None, budget_ms: float | None = None) -> Agent:
    return HardAgent(seed, budget_ms=DEFAULT_BUDGET_MS if budget_ms is None else budget_ms)


def _simple(cls: Callable[[int | None], Agent]) -> Callable[..., Agent]:
    def make(seed: int | None, budget_ms: float | None = None) -> Agent:
        return cls(seed)

    return make


AGENTS: dict[str, Callable[..., Agent]] = {
    "easy": _simple(EasyAgent),
    "normal": _simple(NormalAgent),
    "hard": _hard,
    "random": _simple(RandomAgent),
    "greedy": _simple(GreedyAgent),
}
def make_agent(name: str, seed: int | None = None, budget_ms: float | None = None) -> Agent:
    """An agent by name; ``budget_ms`` is the thinking time of searching agents."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise UnknownAgentError(f"unknown agent {name!r}; known agents: {', '.join(AGENTS)}") from None
    return factory(seed, budget_ms)
