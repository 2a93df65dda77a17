"""Whether the cards a choice offers are alike for every rule in force, so
that asking which to take would ask nothing (the table then takes the first)."""

from __future__ import annotations

from collections.abc import Iterable

from ..common.cards import DECK
from .rules import Rules


def footprint(rules: Rules, card: int) -> tuple[object, ...]:
    """All that the rules see of ``card``: its kind, and its place in every
    yaku of every way the sake cup may count (needed, pooled, counted twice)."""
    bit = 1 << card
    return (DECK[card].kind, DECK[card].month, tuple(
        (bool(y.cards & bit), bool(y.pool & bit), bool(y.twice & bit), y.current_month)
        for variant in rules.yaku_variants for y in variant))


def alike(rules: Rules, cards: Iterable[int]) -> bool:
    """True when the rules cannot tell ``cards`` apart (two or more of them)."""
    seen = {footprint(rules, c) for c in cards}
    return len(seen) == 1
