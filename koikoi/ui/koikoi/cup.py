"""Where Koi-Koi's sake cup lies among a player's captures, and what it adds
to the boxes it does not lie in, as the rules count it (no pygame here).

The rules may count the cup as an animal and a plain at once ("both",
Nintendo's), as whichever scores more ("either"), as one only, and as one
plain or two (``sake_plains``). A card lies in one box; so the cup lies with
the animals unless it counts only as a plain, and the plains' label adds
it after their own count, naming the cup ("Plains 2 + 1 (sake cup)"), so
that the box counts what the rules count for Kasu and says why without
being pointed at.
"""

from __future__ import annotations

from ...games.common.cards import SAKE_CUP, Kind
from ...games.koikoi.rules import Rules
from ...i18n import _


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


def cup_labels() -> tuple[str, ...]:
    """The plains' label where Koi-Koi's sake cup adds to their count from
    the animals' box (or adds its second plain), longest first: the cup
    named, so that the "+ 1" says itself without pointing (as Go-Stop's
    doubling card's "×2" is said beside it); the bare sum where no words fit."""
    # TRANSLATORS: the plains' pile label where the sake cup counts as a plain too, though it lies with the
    # animals: the plains the pile holds, then what the cup adds, and that it is the cup ("Plains  2 + 1 (sake
    # cup)": Kasu counts 3); the short form follows
    return (_("{kind}  {n} + {cup} (sake cup)"),
            # TRANSLATORS: the short form of "Plains  2 + 1 (sake cup)", for a narrow box
            _("{kind}  {n} + {cup} (cup)"),
            # TRANSLATORS: the plains' pile label where the sake cup, lying with the animals, counts as a plain
            # too: the plains the pile holds, then what the cup adds ("Plains  2 + 1": Kasu counts 3)
            _("{kind}  {n} + {cup}"))
