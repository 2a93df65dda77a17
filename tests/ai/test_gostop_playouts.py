"""Go-Stop's playouts: hard's rollouts play the hand out with the model's
choices for everyone, leave the world they start from untouched and score
it by what the hand pays; the rollouts' Go follows how often normal Goes;
a card's remembered worth is its worth."""

from __future__ import annotations

import dataclasses
import random

from koikoi.ai.gostop.agents import GostopNormalAgent
from koikoi.ai.gostop.montecarlo import (
    NORMAL_GO_AFTER_TWO, NORMAL_GO_THREATENED, CardWorth, RolloutModel, card_worth, normal_go, rollout,
)
from koikoi.games.gostop.actions import GO, STOP
from koikoi.games.gostop.observation import observe, resample
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.games.gostop.turn import apply, hand_score_of, legal_actions

from ..games.gostop.test_observation import positions


class Dice:
    """A random source whose every draw is ``value``."""

    def __init__(self, value: float) -> None:
        self.value = value

    def random(self) -> float:
        return self.value


def fields_of(s):
    return tuple(getattr(s, f.name) for f in dataclasses.fields(s))


def plays(s):
    return s.phase is Phase.PLAY and len(observe(s, s.player).legal) > 1


def test_a_rollout_leaves_its_world_alone_and_repeats_with_its_dice():
    normal = GostopNormalAgent(0)
    for s in [p for p in positions("matgo", 2, 30, seed=3) if plays(p)][:8]:
        model = RolloutModel(normal.heuristic_choice)
        me = s.player
        world = resample(observe(s, me), random.Random(1))
        before = fields_of(world)
        value = rollout(world, observe(s, me).legal[0], model, random.Random(2), me)
        assert fields_of(world) == before
        assert value == rollout(world, observe(s, me).legal[0], model, random.Random(2), me)


def test_a_rollout_is_the_hand_played_on_with_the_models_choices_for_everyone():
    """The same hand played to its end through the engine, with normal's
    choices for both players and a Stop at every chance, pays what the
    rollout says, and the rollout asked the model for every choice."""
    normal = GostopNormalAgent(0)
    stop = lambda s, rng: STOP  # noqa: E731
    both = set()
    for s in [p for p in positions("matgo", 2, 30, seed=5) if plays(p)][:6]:
        me = s.player
        first = observe(s, me).legal[0]
        asked = []

        def reply(sight, asked=asked):
            asked.append(sight.player)
            return normal.heuristic_choice(sight)

        value = rollout(s, first, RolloutModel(reply, stop), random.Random(9), me)
        h, _ = apply(s, first)
        chose = []
        while h.phase is not Phase.OVER:
            legal = legal_actions(h)
            if h.phase is Phase.GO_STOP:
                action = STOP
            elif len(legal) == 1:
                action = legal[0]
            else:
                chose.append(h.player)
                action = normal.heuristic_choice(observe(h, h.player))
            h, _ = apply(h, action)
        r = h.result
        assert value == (sum(r.payments) if r.winner == me else -r.payments[me] if r.winner >= 0 else 0)
        assert asked == chose
        both.update(chose)
    assert both == {0, 1}


def _go_position(threat: int, calls: int):
    """A Go or Stop from a real game, its opponent's score ``threat`` or more (or under 3), after ``calls`` Gos."""
    rules = load_gostop("matgo")
    for s in positions("matgo", 2, 400, seed=8):
        if s.phase is Phase.GO_STOP:
            opp = hand_score_of(rules, s.captures[1 - s.player])
            if (opp >= 3) == (threat >= 3):
                go_calls = list(s.go_calls)
                go_calls[s.player] = calls
                w = s.copy()
                w.go_calls = tuple(go_calls)
                return w
    raise AssertionError("no Go or Stop found")


def test_the_rollouts_go_as_often_as_normal_does():
    threatened = _go_position(3, 0)
    assert normal_go(threatened, Dice(NORMAL_GO_THREATENED - 0.01)) == GO
    assert normal_go(threatened, Dice(NORMAL_GO_THREATENED + 0.01)) == STOP
    safe = _go_position(0, 2)
    assert normal_go(safe, Dice(NORMAL_GO_AFTER_TWO - 0.01)) == GO
    assert normal_go(safe, Dice(NORMAL_GO_AFTER_TWO + 0.01)) == STOP


def test_a_remembered_worth_is_the_worth():
    worth = card_worth(load_gostop("matgo"))
    fresh = CardWorth(worth.base, worth.rows, worth.pi)
    rng = random.Random(3)
    for _ in range(300):
        card, captured = rng.randrange(48), rng.getrandbits(48)
        assert worth.worth(card, captured) == fresh._worth(card, captured) == worth.worth(card, captured)


def test_normals_choice_is_its_best_rated():
    normal = GostopNormalAgent(0)
    for s in positions("matgo", 2, 40, seed=2):
        sight = observe(s, s.player)
        if len(sight.legal) > 1 and s.phase is not Phase.GO_STOP:
            rates = normal.ratings(sight)
            best = max(rates)
            assert normal.heuristic_choice(sight) == sight.legal[rates.index(best)]


def test_payoff_is_zero_sum_for_two():
    normal = GostopNormalAgent(0)
    for s in [p for p in positions("matgo", 2, 20, seed=7) if plays(p)][:5]:
        model = RolloutModel(normal.heuristic_choice)
        a = rollout(s, observe(s, s.player).legal[0], model, random.Random(1), 0)
        b = rollout(s, observe(s, s.player).legal[0], model, random.Random(1), 1)
        assert a == -b
