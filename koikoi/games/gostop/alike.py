"""Whether the cards a choice offers are alike for every rule in force, so
that asking which to take would ask nothing (the table then takes the first)."""

from __future__ import annotations

from collections.abc import Iterable

from ..common.cards import DECK, SAKE_CUP
from .rules import GoStopRules


def footprint(rules: GoStopRules, card: int) -> tuple[object, ...]:
    """All that the rules see of ``card``: its kind and month, whether it is
    a bonus card, a double plain or the sake cup, and its place in every
    yaku of every way the sake cup may count (needed or pooled)."""
    bit = 1 << card
    if card >= len(DECK):
        return ("bonus", card)  # a bonus card is its own
    return (DECK[card].kind, DECK[card].month, bool(rules.bonus_mask & bit), bool(rules.doubles_mask & bit),
            card == SAKE_CUP, tuple((bool(y.cards & bit), bool(y.pool & bit))
                                    for variant in rules.yaku_variants for y in variant))


def alike(rules: GoStopRules, cards: Iterable[int]) -> bool:
    """True when the rules cannot tell ``cards`` apart (two or more of them)."""
    seen = {footprint(rules, c) for c in cards}
    return len(seen) == 1
