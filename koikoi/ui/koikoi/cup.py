"""Where Koi-Koi's sake cup lies among a player's captures, and what it adds
to the boxes it does not lie in, as the rules count it (no pygame here).

The rules may count the cup as an animal and a plain at once ("both",
Nintendo's), as whichever scores more ("either"), as one only, and as one
plain or two (``sake_plains``). A card lies in one box; so the cup lies with
the animals unless it counts only as a plain, and the plains' label adds
it after their own count ("Plains 2 + 1"), so that the box counts what the
rules count for Kasu.
"""

from __future__ import annotations

from ...games.common.cards import SAKE_CUP, Kind
from ...games.koikoi.rules import Rules


def cup_box(rules: Rules) -> Kind:
    """The box the cup lies in: the plains' where it counts only as a plain."""
    return Kind.PLAIN if rules.scoring.sake_cup == "plain" else Kind.ANIMAL


def cup_adds(rules: Rules, captured: int, kind: Kind) -> int:
    """What the captured cup adds to ``kind``'s count beyond the cards lying
    in its box: the plains it counts as where it lies with the animals, its
    second plain where it lies with the plains as two; 0 without the cup."""
    if not captured >> SAKE_CUP & 1 or kind is not Kind.PLAIN:
        return 0
    how, plains = rules.scoring.sake_cup, rules.scoring.sake_plains
    if how in ("both", "either"):
        return plains
    return plains - 1 if how == "plain" else 0
