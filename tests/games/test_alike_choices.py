"""A choice between field cards is asked only when the rules in force can
tell the cards apart (issue 39: "press 1 or 2" between two plain maples).
Over every preset of both games and every two cards of a month, the
table's ``alike`` is audited against the scoring itself: swapping one
card for the other, in captures of every size, never changes a score
when they are alike, and changes one somewhere when they are not."""

from __future__ import annotations

import itertools
import random

import pytest

from koikoi.games.common.cards import ALL_MASK, DECK, MONTH_OF
from koikoi.games.gostop import alike as GA
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import yaku_points as gostop_points
from koikoi.games.gostop.api import GOSTOP_PRESET_NAMES
from koikoi.games.koikoi import alike as KA
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.koikoi.scoring import yaku_points as koikoi_points

PAIRS = [(a, b) for a, b in itertools.combinations(range(len(DECK)), 2) if MONTH_OF[a] == MONTH_OF[b]]


def captures(a: int, b: int, seed: int) -> list[int]:
    """Captures holding neither card: none, all the others, and random ones of every size."""
    others = ALL_MASK & ~(1 << a) & ~(1 << b)
    rng = random.Random(seed)
    free = [c for c in range(len(DECK)) if others >> c & 1]
    picked = [sum(1 << c for c in rng.sample(free, rng.randrange(len(free) + 1))) for _ in range(300)]
    return [0, others, *picked]


def koikoi_scores(rules, captured: int) -> tuple:  # noqa: ANN001
    return tuple(koikoi_points(rules, captured, month, called) for month in range(1, 13) for called in (False, True))


def gostop_scores(rules, captured: int) -> tuple:  # noqa: ANN001
    return tuple(gostop_points(rules, captured, plain) for plain in (False, True))


@pytest.mark.parametrize("preset", PRESET_NAMES + GOSTOP_PRESET_NAMES)
def test_cards_are_alike_exactly_when_no_score_tells_them_apart(preset):
    gostop = preset in GOSTOP_PRESET_NAMES
    rules = load_gostop(preset) if gostop else load_preset(preset)
    alike, scores = (GA.alike, gostop_scores) if gostop else (KA.alike, koikoi_scores)
    wrong = []
    for a, b in PAIRS:
        differ = any(scores(rules, cap | 1 << a) != scores(rules, cap | 1 << b) for cap in captures(a, b, a * 48 + b))
        if gostop and not differ:  # the double plains and the sake cup count at the plains' count too
            differ = (rules.doubles_mask >> a & 1) != (rules.doubles_mask >> b & 1)
        if alike(rules, (a, b)) == differ:
            wrong.append(f"{DECK[a].id} / {DECK[b].id}: alike={not differ} by the scores")
    assert not wrong, "\n".join(wrong)
