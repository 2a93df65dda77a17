"""Yaku found from a player's captures, and a stopping player's round score.

Everything here is read from the rule set: the yaku table, which yaku
replace which, which viewing yaku count, how the sake cup counts and every
multiplier. :func:`yaku_points` is the hot path (called after each turn that
captured something); :func:`score` is the full breakdown shown to players.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..common.cards import MONTH_MASK, ids
from .rules import Rules

NOVEMBER = MONTH_MASK[11]


@dataclass(frozen=True, slots=True)
class YakuScore:
    id: str
    name: str
    points: int
    cards: int  # mask of the captured cards that make it

    def as_json(self) -> dict[str, object]:
        return {"id": self.id, "points": self.points, "cards": ids(self.cards)}


@dataclass(frozen=True, slots=True)
class Score:
    """A stopping player's round score, step by step."""

    yaku: tuple[YakuScore, ...]
    base: int
    multipliers: tuple[tuple[str, int], ...]  # (id, factor), applied in order
    bonuses: tuple[tuple[str, int], ...]  # (id, points) added to the total
    total: int

    def as_json(self) -> dict[str, object]:
        return {
            "yaku": [y.as_json() for y in self.yaku],
            "base": self.base,
            "multipliers": [{"id": i, "factor": f} for i, f in self.multipliers],
            "bonuses": [{"id": i, "points": p} for i, p in self.bonuses],
            "total": self.total,
        }


class _Table:
    """One rule set's yaku, flattened into tuples for speed."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.variants = tuple(
            tuple(
                (y.cards, y.pool, y.min, y.points, y.points_after_koikoi, y.extra, y.current_month, y.twice)
                for y in table
            )
            for table in rules.yaku_variants
        )
        yaku = rules.yaku
        s = rules.scoring
        index = {y.id: y.index for y in yaku}
        self.size = len(yaku)
        self.empty = (0,) * len(yaku)
        self.viewing = tuple(y.index for y in yaku if y.viewing)
        self.viewing_mode = s.viewing_yaku
        self.rain_spoils = s.rain_spoils
        self.replaces = () if s.cumulative else tuple(
            (y.index, tuple(index[r] for r in y.replaces)) for y in yaku if y.replaces
        )
        groups: dict[str, list[int]] = {}
        for y in yaku:
            if y.group:
                groups.setdefault(y.group, []).append(y.index)
        self.groups = tuple(tuple(g) for g in groups.values() if len(g) > 1)
        self.ordinary = tuple(y.index for y in yaku if not y.special)
        self.special_only_can_stop = rules.play.special_yaku_can_stop
        self._memo: dict[tuple[int, int, bool], tuple[int, ...]] = {}
        self._baked: dict[tuple[int, bool], tuple[tuple[tuple[int, int, int, int, int, int], ...], ...]] = {}

    def _tables(self, month: int, called: bool) -> tuple[tuple[tuple[int, int, int, int, int, int], ...], ...]:
        """Each variant's rows (cards, pool, min, points, extra, twice) for a month."""
        key = (month, called)
        found = self._baked.get(key)
        if found is None:
            month_mask = MONTH_MASK[month]
            found = self._baked[key] = tuple(
                tuple(
                    (cards, month_mask if current else pool, least, koikoi_pts if called else plain_pts, extra, twice)
                    for cards, pool, least, plain_pts, koikoi_pts, extra, current, twice in variant
                )
                for variant in self.variants
            )
        return found

    def points(self, captured: int, month: int, called: bool) -> tuple[int, ...]:
        """Each yaku's points for these captures (0 where not made)."""
        key = (captured, month, called)
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) > 200_000:  # searches score the same captures over and over
                self._memo.clear()
            found = self._memo[key] = self._points(captured, month, called)
        return found

    def _points(self, captured: int, month: int, called: bool) -> tuple[int, ...]:
        best: list[int] = []
        best_total = -1
        for rows in self._tables(month, called):
            pts = [
                points + extra * (n - least)
                if captured & cards == cards
                and (n := (captured & pool).bit_count() + (captured & twice).bit_count()) >= least
                else 0
                for cards, pool, least, points, extra, twice in rows
            ]
            if any(pts):
                self._settle(pts, captured)
            total = sum(pts)
            if total > best_total:
                best, best_total = pts, total
        return tuple(best)

    def can_stop(self, points: tuple[int, ...]) -> bool:
        """Whether these yaku let a player stop (a house rule bars special-only)."""
        if self.special_only_can_stop:
            return any(points)
        return any(points[i] for i in self.ordinary)

    def _settle(self, pts: list[int], captured: int) -> None:
        """Apply viewing rules, replacements and best-of-group in place."""
        if self.viewing:
            mode = self.viewing_mode
            if mode == "off" or (self.rain_spoils and captured & NOVEMBER):
                for i in self.viewing:
                    pts[i] = 0
            elif mode == "one":
                keep = max(self.viewing, key=lambda i: pts[i])
                for i in self.viewing:
                    if i != keep:
                        pts[i] = 0
        for i, replaced in self.replaces:
            if pts[i]:
                for j in replaced:
                    pts[j] = 0
        for group in self.groups:
            keep = max(group, key=lambda i: pts[i])
            for i in group:
                if i != keep:
                    pts[i] = 0
        if self.viewing and self.viewing_mode == "with_other":
            if not any(pts[i] for i in self.ordinary):
                for i in self.viewing:
                    pts[i] = 0


@lru_cache(maxsize=64)
def table(rules: Rules) -> _Table:
    """The flattened yaku table of a rule set (cached per rule set)."""
    return _Table(rules)


def yaku_points(rules: Rules, captured: int, month: int, called: bool = False) -> tuple[int, ...]:
    """Points of each yaku of ``rules.yaku`` made by ``captured`` (0: not made)."""
    return table(rules).points(captured, month, called)


def raised(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether a yaku was formed or raised: the test that offers koi-koi."""
    return any(a > b for a, b in zip(after, before))


def found_yaku(rules: Rules, captured: int, month: int, called: bool = False) -> tuple[YakuScore, ...]:
    """The yaku a player's captures make, with the cards that make each."""
    points = yaku_points(rules, captured, month, called)
    month_mask = MONTH_MASK[month]
    return tuple(
        YakuScore(y.id, y.name, p, captured & (month_mask if y.current_month else (y.cards | y.pool)))
        for y, p in zip(rules.yaku, points)
        if p
    )


def score(
    rules: Rules,
    captured: int,
    *,
    month: int = 1,
    koikoi_calls: int = 0,
    opponent_koikoi_calls: int = 0,
    opponent_captured: int = 0,
    field_brights: int = 0,
) -> Score:
    """The round score of a player who stops now, with every multiplier."""
    s = rules.scoring
    yaku = found_yaku(rules, captured, month, koikoi_calls > 0)
    base = sum(y.points for y in yaku)
    total = base
    multipliers: list[tuple[str, int]] = []
    bonuses: list[tuple[str, int]] = []
    if base:
        threshold = s.seven_plus_threshold
        if s.koikoi_bonus and koikoi_calls:
            if koikoi_calls <= 3:
                bonuses.append(("koikoi-bonus", koikoi_calls))
            else:
                multipliers.append(("koikoi-bonus", koikoi_calls - 2))
        if s.seven_plus and base >= threshold:
            multipliers.append(("seven-plus", 2))
        if s.own_koikoi and koikoi_calls:
            multipliers.append(("own-koikoi", 2))
        if s.nth_koikoi and koikoi_calls:
            multipliers.append(("nth-koikoi", koikoi_calls + 1))
        opponent_base = None
        if s.opponent_seven_plus or s.forfeit_failed_koikoi:
            opponent_base = sum(yaku_points(rules, opponent_captured, month, opponent_koikoi_calls > 0))
        if s.opponent_seven_plus and opponent_base is not None and opponent_base >= threshold:
            multipliers.append(("opponent-seven-plus", 2))
        if s.opponent_koikoi and opponent_koikoi_calls:
            multipliers.append(("opponent-koikoi", 2))
        if s.field_brights and field_brights:
            multipliers.append(("field-brights", field_brights + 1))
        total = base + sum(p for _, p in bonuses)
        for _, factor in multipliers:
            total *= factor
        if s.forfeit_failed_koikoi and opponent_koikoi_calls and opponent_base:
            bonuses.append(("forfeit-koikoi", opponent_base))
            total += opponent_base
    return Score(tuple(yaku), base, tuple(multipliers), tuple(bonuses), total)
