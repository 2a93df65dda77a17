"""The ``hard`` level: Monte Carlo search over the unseen cards.

For each decision with a choice it races every legal move over thousands of
imagined worlds (:func:`.montecarlo.race`), each world dealing the opponent
a hand the record of their plays makes likely (:class:`.inference.HandFilter`),
and each playout having the opponent reply as normal's heuristics would
(:func:`.montecarlo.modelled_playout`); the outcome is scored by the real
payoff, a chance of winning the match. docs/ai.md has the measurements.
"""

from __future__ import annotations

import random
import time

from ...games.koikoi.actions import Act, Action
from ...games.koikoi.observation import Observation
from .heuristics import Values, values
from .inference import HandFilter
from .montecarlo import ReplyModel, modelled_playout, race
from .normal import NormalAgent

DEFAULT_BUDGET_MS = 1500
DEFAULT_WORLDS = 6000


def reply_model(v: Values, normal: NormalAgent) -> ReplyModel:
    """The opponent's replies in hard's playouts: normal's heuristic choice."""
    return ReplyModel(v.importance, v, normal.heuristic_choice)


class HardAgent:
    name = "hard"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = DEFAULT_BUDGET_MS,
        worlds: int = DEFAULT_WORLDS,
    ) -> None:
        """``budget_ms`` caps the thinking time of a decision, ``worlds`` the
        worlds imagined for it (with a large budget, the search is the same
        on any machine)."""
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
        means, self.last_worlds = race(
            obs, legal, self.rng, self.worlds, deadline,
            play_out=modelled_playout, context=reply_model(values(obs.rules), self.fallback),
            hands=HandFilter(obs, self.rng),
        )
        best = max(range(len(legal)), key=lambda i: (means[i], -i))
        return legal[best]
