"""Properties over thousands of random matches, for every preset.

At every step: all 48 cards are in exactly one place, the legal actions are
exactly the ones that apply, an action that is not offered is refused, and
each round's score follows from its yaku and multipliers as the rules say.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi.actions import IllegalActionError
from koikoi.games.koikoi.game import apply, legal_actions, new_match
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.koikoi.scoring import yaku_points
from koikoi.games.koikoi.turn import GajiCollected, Phase, RoundOver, YakuMade, advance, cards_accounted, deal
from koikoi.games.koikoi.turn import apply as round_apply
from koikoi.games.koikoi.turn import legal_actions as round_legal_actions

MATCHES_PER_PRESET = 1000
EVERY_ACTION = (
    [A.PLAY[i] for i in range(48)] + [A.TAKE[i] for i in range(48)]
    + [A.LAY, A.FLIP, A.KOIKOI, A.STOP, A.SWAP, A.KEEP, A.NEXT]
)


def check_score(rules, result) -> None:
    """A stop's score, rebuilt from its parts by the rule set's own values."""
    sc = result.score
    assert sc is not None
    assert result.points == sc.total
    assert sc.base == sum(y.points for y in sc.yaku) > 0
    by_id = {y.id: y for y in rules.yaku}
    made = {y.id for y in sc.yaku}
    for y in sc.yaku:
        spec = by_id[y.id]
        assert y.points >= min(spec.points, spec.points_after_koikoi)
    if not rules.scoring.cumulative:
        for y in sc.yaku:
            assert not made & set(by_id[y.id].replaces), f"{y.id} should replace {by_id[y.id].replaces}"
    groups = [by_id[y].group for y in made if by_id[y].group]
    assert len(groups) == len(set(groups)), "only the best of a group counts"
    forfeit = sum(p for i, p in sc.bonuses if i == "forfeit-koikoi")
    added = sum(p for i, p in sc.bonuses if i != "forfeit-koikoi")
    factors = math.prod(f for _, f in sc.multipliers)
    assert sc.total == (sc.base + added) * factors + forfeit
    if rules.name == "nintendo":  # the standard, spelled out independently
        assert {i for i, _ in sc.multipliers} <= {"seven-plus", "opponent-koikoi"}
        assert ("seven-plus", 2) in sc.multipliers if sc.base >= 7 else all(
            i != "seven-plus" for i, _ in sc.multipliers)


def run_match(rules, seed: int, probe: bool) -> tuple:
    """Play one random match, checking every step; returns its log."""
    rng = random.Random(seed)
    m, events = new_match(rules, seed=seed)
    log = [tuple(events)]
    booked = list(m.scores)
    transfer = rules.match.transfer or rules.match.starting_points
    while not m.over:
        rnd = m.round
        assert cards_accounted(rnd)
        legal = legal_actions(m)
        assert legal and len(set(legal)) == len(legal)
        if probe:  # everything offered applies; anything else is refused
            for action in legal:
                apply(m, action)
            for action in rng.sample(EVERY_ACTION, 6):
                if action not in legal:
                    with pytest.raises(IllegalActionError):
                        apply(m, action)
        action = legal[rng.randrange(len(legal))]
        before = rnd.yaku
        m, events = apply(m, action)
        log.append((str(action), tuple(events)))
        gaji_collected = any(isinstance(e, GajiCollected) for e in events)
        for e in events:
            if isinstance(e, YakuMade):
                assert any(a > b for a, b in zip(e.points, before[e.player])), "offered without a raise"
                assert gaji_collected or e.points == yaku_points(rules, m.round.captures[e.player], m.round.month,
                                               m.round.koikoi_calls[e.player] > 0)
            if isinstance(e, RoundOver):
                r = e.result
                if r.reason in ("stop", "last-caller"):
                    check_score(rules, r)
                if r.winner is not None:
                    booked[r.winner] += r.points
                    if transfer:
                        booked[1 - r.winner] -= r.points
                assert m.round.phase is Phase.OVER
                if r.reason in ("exhausted", "last-caller", "oya-ken"):
                    assert m.round.hands == (0, 0)
    assert tuple(booked) == m.scores
    return tuple(log), m.scores


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_thousands_of_random_matches(preset):
    rules = load_preset(preset)
    for seed in range(MATCHES_PER_PRESET):
        run_match(rules, seed, probe=seed % 25 == 0)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_same_seed_same_game(preset):
    rules = load_preset(preset)
    for seed in (1, 2, 3):
        assert run_match(rules, seed, probe=False) == run_match(rules, seed, probe=False)


HOUSE_RULES = [
    {"play.gaji": True, "scoring.rain_spoils": True, "scoring.sake_plains": 2},
    {"play.lay_matching": True, "play.must_capture": True},
    {"deal.field_four": "remove", "deal.field_three": "pile"},
    {"deal.field_four": "dealer_wins", "scoring.forfeit_failed_koikoi": True, "yaku.godori.enabled": True},
    {"play.special_yaku_can_stop": False, "scoring.viewing_yaku": "one", "scoring.sake_cup": "either"},
    {"yaku.tsukifuda.enabled": True, "end.exhausted": "last_caller", "end.oya_ken": 2},
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESET_NAMES),
    house=st.sampled_from([{}] + HOUSE_RULES),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_house_rules_keep_every_invariant(preset, house, seed):
    rules = load_preset(preset, house)
    run_match(rules, seed, probe=True)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(PRESET_NAMES),
    house=st.sampled_from([{}] + HOUSE_RULES),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_advance_in_place_matches_apply(preset, house, seed):
    """Playouts change one private state with ``advance``; it must reach the
    same states and events as ``apply`` does by copying."""
    rules = load_preset(preset, house)
    rng = random.Random(seed)
    rnd = deal(rules, rng, dealer=seed % 2, round_no=1, scores=(0, 0))[0]
    mutable = rnd._copy()
    while rnd.phase is not Phase.OVER:
        action = rng.choice(round_legal_actions(rnd))
        rnd, events = round_apply(rnd, action)
        mine: list = []
        advance(mutable, action, mine)
        assert mine == events
        assert all(getattr(mutable, slot) == getattr(rnd, slot) for slot in rnd.__slots__)
