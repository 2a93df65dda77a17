"""How near each Go-Stop player is to each yaku ("Chodan 2/3", "Pi 7/10"),
for the table's panel, as Koi-Koi's :mod:`.progress` says it for Koi-Koi.

Read from the rule set's compiled yaku, like the engine's scoring
(:func:`~koikoi.games.gostop.scoring.yaku_made`): a yaku needs all of its
``cards`` and ``min`` of its ``pool``, counted as cards or, for the plains,
by value (a double plain counts two). The sake cup counts as the engine
counts it now (:func:`~koikoi.games.gostop.scoring.cup_counts_as_plain`).
A made yaku reads as the engine scores it, with what cards beyond those it
needs add ("Pi 10/10 +2"); a yaku another made one replaces, and one the
opponents have made impossible (they hold a card it needs, or too few are
left), are left out; of a family (the brights' Ogwang, Sagwang, Samgwang,
Bi-samgwang) only the nearest is listed. No pygame here.
"""

from __future__ import annotations

from functools import lru_cache

from ..games.common.cards import ALL_MASK
from ..games.gostop import deck
from ..games.gostop.rules import GoStopRules, Yaku
from ..games.gostop.scoring import SAKE, cup_counts_as_plain, yaku_made
from .nearest import nearness, ranked, room_for
from .progress import Progress

LIMIT = 4  # the yaku in progress listed beside every one made (as Koi-Koi's panel)


def counted(rules: GoStopRules, y: Yaku, mask: int, sake_as_plain: bool) -> int:
    """How many of ``mask``'s cards ``y`` counts: cards, or plains by value."""
    if y.counts == "pi":
        return deck.pi_count(mask, deck.pi_weights(rules.doubles_mask, sake_as_plain, SAKE))
    return mask.bit_count()


def standing(rules: GoStopRules, y: Yaku, mine: int, sake_as_plain: bool) -> tuple[int, int]:
    """What ``mine`` holds toward ``y``, and what it needs: its cards, then
    of the rest of its pool as many as its ``min`` still asks for."""
    others = y.pool & ~y.cards
    extra_needed = max(0, y.min - counted(rules, y, y.pool & y.cards, sake_as_plain))
    need = y.cards.bit_count() + extra_needed
    have = (mine & y.cards).bit_count() + min(counted(rules, y, mine & others, sake_as_plain), extra_needed)
    return have, need


def in_play(rules: GoStopRules) -> int:
    """The cards these rules deal: the 48, and the bonus cards they add (a
    plains' yaku's pool holds every bonus plain, dealt or not)."""
    return ALL_MASK | rules.bonus_mask


def gostop_within_reach(rules: GoStopRules, mine: int, theirs: int, cup: int) -> bool:
    """Whether a player holding ``mine`` has made a yaku or may still make
    one while the others hold ``theirs``: as the engine scores them, with
    every card dealt that the others have not taken, the sake cup counted
    each way the rules leave open."""
    left = in_play(rules) & ~theirs
    return any(yaku_made(rules, cards, plain) for cards in (mine, left) for plain in rules.sake_ways(cup))


def gostop_progress(rules: GoStopRules, mine: int, theirs: int, cup: int, limit: int | None = LIMIT) -> list[Progress]:
    """The yaku still open to a player holding ``mine`` (``theirs``: every
    other player's captures), nearest to done first: every one made, then
    those begun, up to ``limit`` of them (see :func:`gostop_listed`)."""
    return gostop_listed(rules, mine, theirs, cup, limit)[0]


def gostop_listed(rules: GoStopRules, mine: int, theirs: int, cup: int,
                  limit: int | None = LIMIT) -> tuple[list[Progress], list[Progress]]:
    """The yaku the panel lists for a player, and those begun it leaves to
    "+N more": every one made, then those begun nearest first, by the fewest
    cards missing, then the most points (:mod:`koikoi.ui.nearest`, as
    Koi-Koi's panel ranks them), while fewer than ``limit`` are listed
    (None: all). A line is never dropped unsaid: what there is no room for
    is counted, and named when the count is pointed at.

    The table asks it for every seat at every frame, and the captures change
    a few times a turn: the answer for the same captures is remembered (the
    rules are frozen, the lines say their names in the language of the
    moment), each caller given lists of its own."""
    listed, more = _listed(rules, mine, theirs, cup, limit)
    return list(listed), list(more)


@lru_cache(maxsize=512)
def _listed(rules: GoStopRules, mine: int, theirs: int, cup: int,
            limit: int | None) -> tuple[tuple[Progress, ...], tuple[Progress, ...]]:
    plain = cup_counts_as_plain(rules, mine, cup)
    made = {line.id: line for line in yaku_made(rules, mine, plain)}
    table = rules.yaku_variants[plain]
    gone = {r for y in table if y.id in made for r in y.replaces}
    out: list[Progress] = []
    for y in table:
        have, need = standing(rules, y, mine, plain)
        if y.id in made:
            line = made[y.id]
            out.append(Progress(y.id, y.name, need, need, y.points, added=line.points - y.points))
            continue
        if need == 0 or have == 0 or y.id in gone or y.cards & theirs:
            continue
        if counted(rules, y, y.pool & ~y.cards & ~theirs & in_play(rules), plain) < need - y.cards.bit_count():
            continue  # too few of its pool are left to take
        out.append(Progress(y.id, y.name, min(have, need - 1), need, y.points))
    out = ranked(out, lambda p: nearness(p.need - p.have, p.points))
    listed: list[Progress] = []
    families: set[str] = set()
    for p in out:
        group = next(y.group for y in table if y.id == p.yaku_id)
        if group != "set" and group in families:
            continue  # Sagwang 3/4 beside Samgwang 3/3: only the nearest of a family
        families.add(group)
        listed.append(p)
    shown, more = room_for([p for p in listed if p.made], [p for p in listed if not p.made], limit)
    return tuple(shown), tuple(more)


def open_yaku(rules: GoStopRules, mine: int, theirs: int, cup: int) -> dict[str, Yaku]:
    """The yaku a player holding ``mine`` has not made and may still make
    while the others hold ``theirs`` (by the panel's reading: none of its
    cards theirs, enough of its pool left), by id."""
    plain = cup_counts_as_plain(rules, mine, cup)
    made = {line.id for line in yaku_made(rules, mine, plain)}
    out = {}
    for y in rules.yaku_variants[plain]:
        _have, need = standing(rules, y, mine, plain)
        if need == 0 or y.id in made or y.cards & theirs:
            continue
        if counted(rules, y, y.pool & ~y.cards & ~theirs & in_play(rules), plain) < need - y.cards.bit_count():
            continue
        out[y.id] = y
    return out


def gostop_lost(rules: GoStopRules, before: tuple[int, int], after: tuple[int, int], cup: int) -> list[tuple[Yaku, int]]:
    """The yaku a player had begun (listed on the panel, not made) with
    ``before`` (their captures, every other player's) that ``after`` puts out
    of their reach: each with the cards the others took that it needed, as
    :func:`..out_of_reach.lost_lines` says them."""
    mine, theirs = before
    begun = {p.yaku_id for p in gostop_listed(rules, mine, theirs, cup, None)[0] if not p.made}
    still = set(open_yaku(rules, *after, cup))  # and those made now (a stolen plain may turn the cup an animal)
    still |= {line.id for line in yaku_made(rules, after[0], cup_counts_as_plain(rules, after[0], cup))}
    taken = after[1] & ~theirs
    out = []
    for y_id, y in open_yaku(rules, mine, theirs, cup).items():
        if y_id in begun and y_id not in still:
            out.append((y, taken & y.cards or taken & y.pool or taken))
    return out
