"""Card and position values read from the rule set, shared by the agents.

Everything here is computed from an Observation's public facts: captures,
the field, the player's own hand and the cards still unseen.
"""

from __future__ import annotations

from functools import lru_cache
from statistics import NormalDist

from ...games.common.cards import KIND_OF, MONTH_MASK, Kind, mask_sum
from ...games.koikoi.rules import Rules

KIND_VALUE = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}
# The chance of completing a yaku still missing n cards, roughly, mid-round.
REACH = (1.0, 0.45, 0.2, 0.08, 0.03, 0.01, 0.004, 0.0015, 0.0005, 0.0002, 0.0001)


class Values:
    """A rule set's view of which cards matter and how close a yaku is."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.rows = tuple(
            (y.cards, y.pool, max(y.min, y.cards.bit_count()), y.points, y.extra, y.group, y.current_month)
            for y in rules.yaku
        )
        importance = []
        for c in range(48):
            bit = 1 << c
            v = KIND_VALUE[KIND_OF[c]] / 10
            for cards, pool, least, points, _extra, _group, current in self.rows:
                if current:
                    continue
                if cards & bit:
                    v += points / max(cards.bit_count(), 1)
                elif pool & bit:
                    v += 0.6 * points / max(least, 1)
            importance.append(v)
        self.importance = tuple(importance)

    def mask_value(self, mask: int) -> float:
        return mask_sum(mask, self.importance)

    def potential(self, mine: int, available: int, month: int, turns_left: int) -> float:
        """Expected yaku points from captures ``mine`` if the cards in
        ``available`` may still come: made yaku count in full, near ones by
        how many cards they still miss."""
        reachable = mine | available
        squeeze = min(1.0, 0.25 + turns_left / 10)
        best_group: dict[str, float] = {}
        total = 0.0
        for cards, pool, least, points, extra, group, current in self.rows:
            if current:
                pool = MONTH_MASK[month]
            if cards & ~reachable or (reachable & pool).bit_count() < least:
                continue
            have = (mine & pool).bit_count()
            missing = max(least - have, (cards & ~mine).bit_count())
            if missing == 0:
                value: float = points + extra * (have - least)
            else:
                if missing > turns_left + 1:
                    continue
                value = points * REACH[min(missing, len(REACH) - 1)] * squeeze
            if group:
                if value > best_group.get(group, 0.0):
                    best_group[group] = value
            else:
                total += value
        return total + sum(best_group.values())

    def threat(self, captures: int, available: int) -> int:
        """The fewest cards the captures still miss for any yaku (0: made)."""
        reachable = captures | available
        fewest = 99
        for cards, pool, least, _points, _extra, _group, current in self.rows:
            if current or cards & ~reachable or (reachable & pool).bit_count() < least:
                continue
            missing = max(least - (captures & pool).bit_count(), (cards & ~captures).bit_count())
            fewest = min(fewest, missing)
        return fewest


@lru_cache(maxsize=32)
def values(rules: Rules) -> Values:
    return Values(rules)


_NORMAL = NormalDist()
# How many points a round's winner scores, as (points, rounds) over 1,800
# rounds of normal against normal under nintendo (a draw scores 0), counted
# from both seats: `python tools/round_points.py --matches 150`.
ROUND_POINTS = (
    (0, 138), (1, 906), (2, 442), (3, 132), (4, 74), (5, 748), (6, 308), (8, 2), (10, 42),
    (12, 18), (14, 288), (16, 118), (18, 36), (20, 154), (22, 40), (24, 52), (26, 18),
    (28, 18), (30, 30), (32, 14), (34, 10), (36, 2), (40, 4), (42, 2), (44, 2), (52, 2),
)
ROUND_SPREAD = 9.9  # their standard deviation, for matches that are not a fixed number of rounds
_LEAD_CAP = 300  # a lead beyond this is as good as won
_equity_by_rounds_left: list[list[float]] = []


def _round_swings() -> list[tuple[int, float]]:
    total = sum(n for _p, n in ROUND_POINTS)
    swings = [(0, ROUND_POINTS[0][1] / total)]
    for points, n in ROUND_POINTS[1:]:
        swings += [(points, n / total / 2), (-points, n / total / 2)]
    return swings


def fixed_rounds_equity(lead: int, rounds_left: int) -> float:
    """The chance of winning a match of a fixed number of rounds with this
    lead and so many rounds still to play, if each round's points fall as
    measured (:data:`ROUND_POINTS`): a dynamic programme over the rounds."""
    table = _equity_by_rounds_left
    if not table:
        table.append([1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in range(-_LEAD_CAP, _LEAD_CAP + 1)])
    if rounds_left >= len(table):
        swings = _round_swings()
        top = 2 * _LEAD_CAP
        while rounds_left >= len(table):
            prev = table[-1]
            table.append([
                sum(p * prev[min(max(i + x, 0), top)] for x, p in swings) for i in range(top + 1)
            ])
    return table[rounds_left][min(max(lead, -_LEAD_CAP), _LEAD_CAP) + _LEAD_CAP]


def match_equity(rules: Rules, scores: tuple[int, int], me: int, round_no: int) -> float:
    """The chance ``me`` wins the match from these scores after round
    ``round_no``, by a normal approximation of the rounds still to play."""
    diff = scores[me] - scores[1 - me]
    m = rules.match
    if (
        (m.target and max(scores) >= m.target)
        or (m.starting_points and min(scores) <= 0)
        or (m.rounds and round_no >= m.rounds)
    ):
        return 1.0 if diff > 0 else 0.0 if diff < 0 else 0.5
    left = m.rounds - round_no if m.rounds else 12
    if m.rounds and not m.target and not m.starting_points:
        return fixed_rounds_equity(diff, left)
    if m.target:
        need = min(m.target - scores[0], m.target - scores[1])
        left = min(left, max(1, need // 5))
        diff = (m.target - scores[1 - me]) - (m.target - scores[me])
    if m.starting_points:
        left = min(left, max(1, min(scores) // 4))
        diff = scores[me] - scores[1 - me]
    spread = ROUND_SPREAD * (max(left, 0.5) ** 0.5)
    return _NORMAL.cdf(diff / spread)
