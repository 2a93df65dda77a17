"""A yaku's points said whole: where they exceed the yaku's base because
more cards than it needs were taken ("Akatan 6": 5, and 1 for an extra
ribbon), the words that say so ("5 + 1 for 1 extra ribbon"), read from the
scoring's own data (the yaku's base, its points per extra card, its least
count). No pygame here."""

from __future__ import annotations

from ..games.common.cards import KIND_OF, Kind, indices
from ..games.gostop.rules import GoStopRules
from ..games.gostop.scoring import Line
from ..games.koikoi.rules import Rules
from ..games.koikoi.scoring import YakuScore
from ..games.koikoi.state import RoundState
from ..i18n import ngettext


def extra_words(base: int, added: int, n: int, kind: Kind | None) -> str:
    """"5 + 1 for 1 extra ribbon": a yaku's base, the points ``added`` for
    ``n`` cards beyond what it needs, and their kind (None: of several kinds)."""
    fields = dict(base=base, points=added, n=n)
    if kind is Kind.RIBBON:
        # TRANSLATORS: a yaku's points explained: its base ({base}), and {points} more for {n} ribbons beyond
        # the ones it needs ("5 + 1 for 1 extra ribbon")
        return ngettext("{base} + {points} for {n} extra ribbon", "{base} + {points} for {n} extra ribbons",
                        n).format(**fields)
    if kind is Kind.PLAIN:
        # TRANSLATORS: as "5 + 1 for 1 extra ribbon", for plains
        return ngettext("{base} + {points} for {n} extra plain", "{base} + {points} for {n} extra plains",
                        n).format(**fields)
    if kind is Kind.ANIMAL:
        # TRANSLATORS: as "5 + 1 for 1 extra ribbon", for animals
        return ngettext("{base} + {points} for {n} extra animal", "{base} + {points} for {n} extra animals",
                        n).format(**fields)
    if kind is Kind.BRIGHT:
        # TRANSLATORS: as "5 + 1 for 1 extra ribbon", for brights
        return ngettext("{base} + {points} for {n} extra bright", "{base} + {points} for {n} extra brights",
                        n).format(**fields)
    # TRANSLATORS: as "5 + 1 for 1 extra ribbon", for cards of several kinds
    return ngettext("{base} + {points} for {n} extra card", "{base} + {points} for {n} extra cards",
                    n).format(**fields)


def more_words(n: int, kind: Kind | None) -> str:
    """"4 more ribbons": the cards of a yaku's kind still to take, where any of them will do."""
    if kind is Kind.RIBBON:
        # TRANSLATORS: the cards still to take for a yaku that any ribbon helps ("4 more ribbons")
        return ngettext("{n} more ribbon", "{n} more ribbons", n).format(n=n)
    if kind is Kind.PLAIN:
        # TRANSLATORS: as "4 more ribbons", for plains
        return ngettext("{n} more plain", "{n} more plains", n).format(n=n)
    if kind is Kind.ANIMAL:
        # TRANSLATORS: as "4 more ribbons", for animals
        return ngettext("{n} more animal", "{n} more animals", n).format(n=n)
    if kind is Kind.BRIGHT:
        # TRANSLATORS: as "4 more ribbons", for brights
        return ngettext("{n} more bright", "{n} more brights", n).format(n=n)
    # TRANSLATORS: as "4 more ribbons", for cards of several kinds
    return ngettext("{n} more card", "{n} more cards", n).format(n=n)


def kind_of_pool(pool: int) -> Kind | None:
    """The one kind of a yaku's pool's cards, or None where it mixes them."""
    kinds = {KIND_OF[c] for c in indices(pool) if c < len(KIND_OF)}
    return kinds.pop() if len(kinds) == 1 else None


def koikoi_extra(rules: Rules, made: YakuScore, winner: int | None, rnd: RoundState) -> str:
    """What a Koi-Koi yaku's extra cards added to its base, in words; "" when none."""
    rule = next((y for y in rules.yaku if y.id == made.id), None)
    if rule is None or not rule.extra or rule.current_month:
        return ""
    called = winner is not None and rnd.koikoi_calls[winner] > 0
    base = rule.points_after_koikoi if called else rule.points
    added = made.points - base
    if added <= 0 or added % rule.extra:
        return ""
    return extra_words(base, added, added // rule.extra, kind_of_pool(rule.pool))


def gostop_extra(rules: GoStopRules, line: Line) -> str:
    """What a Go-Stop yaku's extra cards (or plains, by value) added to its base, in words; "" when none."""
    for yid, _cards, pool, by_pi, least, points, extra, _replaces in rules.yaku_rows[0] + rules.yaku_rows[1]:
        if yid == line.id:
            more = line.count - least
            if not extra or more <= 0 or line.points != points + extra * more:
                return ""
            kind = Kind.PLAIN if by_pi else kind_of_pool(pool)
            return extra_words(points, extra * more, more, kind)
    return ""
