"""How near each player is to each yaku ("Akatan 2/3"), for the table's panel.

Read from the rule set's compiled yaku, like the engine's scoring: a yaku
needs all of ``cards`` and ``min`` cards of ``pool``. A yaku the opponent
has made impossible (they hold a card it needs, or too few are left) is
left out. No pygame here, so it is tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import MONTH_MASK
from ..engine.rules import Rules


@dataclass(frozen=True)
class Progress:
    yaku_id: str
    name: str
    have: int
    need: int
    points: int

    @property
    def made(self) -> bool:
        return self.have >= self.need

    def label(self) -> str:
        return f"{self.name} {min(self.have, self.need)}/{self.need}"


def progress(rules: Rules, mine: int, theirs: int, month: int, limit: int = 4) -> list[Progress]:
    """The yaku still open to a player, nearest to done first (made ones too)."""
    out: list[tuple[float, int, Progress]] = []
    for y in rules.yaku:
        pool = MONTH_MASK[month] if y.current_month else y.pool
        cards = y.cards
        extra_needed = max(0, y.min - (pool & cards).bit_count()) if pool != cards else 0
        need = cards.bit_count() + extra_needed
        if need == 0:
            continue
        if cards & theirs:
            continue
        others = pool & ~cards
        if (others & ~theirs).bit_count() < extra_needed:
            continue
        have = (mine & cards).bit_count() + min((mine & others).bit_count(), extra_needed)
        if have == 0:
            continue
        p = Progress(y.id, y.name, have, need, y.points)
        out.append((have / need, y.points, p))
    out.sort(key=lambda t: (-t[0], -t[1]))
    shown: list[Progress] = []
    seen_groups: set[str] = set()
    for _, _, p in out:
        group = rules.yaku_by_id(p.yaku_id).group
        if group and group in seen_groups:
            continue  # Sanko/Shiko/Goko: only the nearest of a family
        if group:
            seen_groups.add(group)
        shown.append(p)
        if len(shown) >= limit:
            break
    return shown
