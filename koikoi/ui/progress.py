"""How near each player is to each yaku ("Akatan 2/3"), for the table's panel.

Read from the rule set's compiled yaku, like the engine's scoring: a yaku
needs all of ``cards`` and ``min`` cards of ``pool``. A yaku the opponent
has made impossible (they hold a card it needs, or too few are left) is
left out, and a made yaku that a bigger one replaces says so ("Tanzaku,
counted in Akatan"), as the engine scores only the bigger; a made viewing
yaku that the rules count only beside another yaku says it waits for one
("Hanami-zake: needs another yaku"), and one they do not count now says so
too: only what the engine scores reads as scoring. No pygame here,
so it is tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..games.common.cards import ALL_MASK, MONTH_MASK
from ..games.koikoi.rules import Rules
from ..games.koikoi.scoring import found_yaku
from ..i18n import _, pgettext
from .nearest import nearness, ranked, room_for


OTHER, VOID = "other", "void"  # why a made yaku does not score (Progress.held)


@dataclass(frozen=True)
class Progress:
    yaku_id: str
    name: str
    have: int
    need: int
    points: int
    replaced_by: str = ""  # the made yaku that scores in its place ("Akatan" for Tanzaku)
    held: str = ""  # made but not scored: OTHER (it counts only beside another yaku) or VOID (not counted now)
    added: int = 0  # points the engine scores over the yaku's base, for cards beyond what it needs ("Kasu" of 11)

    @property
    def made(self) -> bool:
        return self.have >= self.need

    @property
    def scores(self) -> bool:
        """Made, and counted: not replaced by a bigger yaku of the same cards, nor held back by the rules."""
        return self.made and not self.replaced_by and not self.held

    def label(self) -> str:
        """What the panel shows, in the language spoken: "Akatan 2/3"."""
        name = pgettext("yaku", self.name)
        if self.made and self.replaced_by:
            # TRANSLATORS: a made yaku that scores as part of a bigger one ("Tanzaku, counted in Akatan").
            return _("{yaku}, counted in {bigger}").format(yaku=name, bigger=pgettext("yaku", self.replaced_by))
        if self.made and self.held == OTHER:
            # TRANSLATORS: a made viewing yaku (Hanami-zake) that the rules count only once another yaku is made
            return _("{yaku}: needs another yaku").format(yaku=name)
        if self.made and self.held:
            # TRANSLATORS: a made yaku that the rules do not count now (a viewing yaku spoilt by rain, or the
            # lesser of the two viewing yaku where only one counts)
            return _("{yaku}: not counted").format(yaku=name)
        if self.scores and self.added:
            # TRANSLATORS: a made yaku with more cards than it needs: the points they add ("Kasu 10/10 +1")
            return _("{yaku} {have}/{need} +{points}").format(yaku=name, have=self.need, need=self.need,
                                                              points=self.added)
        # TRANSLATORS: progress toward a yaku: the cards held of those it needs ("Akatan 2/3").
        return _("{yaku} {have}/{need}").format(yaku=name, have=min(self.have, self.need), need=self.need)


def progress(rules: Rules, mine: int, theirs: int, month: int, limit: int | None = 4,
             kept: frozenset[str] = frozenset()) -> list[Progress]:
    """The yaku a player's panel lists: every one made, then those in
    progress while fewer than ``limit`` are listed (None: all), the nearest
    first (see :func:`listed`)."""
    return listed(rules, mine, theirs, month, limit, kept)[0]


def listed(rules: Rules, mine: int, theirs: int, month: int, limit: int | None = 4,
           kept: frozenset[str] = frozenset()) -> tuple[list[Progress], list[Progress]]:
    """The yaku still open to a player, as the panel lists them, and those in
    progress it leaves to "+N more": every one made, then those in progress
    nearest first, by the fewest cards missing, then the most points
    (:mod:`koikoi.ui.nearest`), so that a yaku is never left off for one
    farther from done ("Kasu 6/10" listed, "Inoshikacho 2/3" not, it read);
    of two as near, the one listed the turn before (in ``kept``) first, so
    that a line does not come and go from turn to turn.

    The table asks it for both players at every frame, and the captures
    change a few times a turn: the answer for the same captures is
    remembered (the rules are frozen, the lines say their names in the
    language of the moment), each caller given lists of its own."""
    shown, more = _listed(rules, mine, theirs, month, limit, kept)
    return list(shown), list(more)


@lru_cache(maxsize=512)
def _listed(rules: Rules, mine: int, theirs: int, month: int, limit: int | None,
            kept: frozenset[str]) -> tuple[tuple[Progress, ...], tuple[Progress, ...]]:
    out: list[Progress] = []
    scored = {y.id: y.points for y in found_yaku(rules, mine, month)}  # as the engine counts (a sake cup either way)
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
        if y.id in scored:
            have = need  # made, though the cards counted here fall short (the cup counted as a plain)
        if have == 0:
            continue
        held = ""
        if have >= need and y.id not in scored and y.viewing:
            rained = rules.scoring.rain_spoils and mine & MONTH_MASK[11]
            held = OTHER if rules.scoring.viewing_yaku == "with_other" and not rained and not any(
                not rules.yaku_by_id(i).special for i in scored) else VOID
        added = scored[y.id] - y.points if y.id in scored and y.extra and not y.current_month else 0
        out.append(Progress(y.id, y.name, have, need, y.points, held=held, added=max(0, added)))
    made = {p.yaku_id for p in out if p.made}
    if not rules.scoring.cumulative:
        out = [_replaced(rules, p, made) for p in out]
    out = ranked(out, lambda p: nearness(max(0, p.need - p.have), p.points, p.yaku_id in kept))
    open_: list[Progress] = []
    seen_groups: set[str] = set()
    for p in out:
        group = rules.yaku_by_id(p.yaku_id).group
        if group and group in seen_groups:
            continue  # Sanko/Shiko/Goko: only the nearest of a family
        if group:
            seen_groups.add(group)
        open_.append(p)
    # every yaku made is listed, however many; those in progress up to the limit
    shown, more = room_for([p for p in open_ if p.made], [p for p in open_ if not p.made], limit)
    return tuple(shown), tuple(more)


def within_reach(rules: Rules, mine: int, theirs: int, month: int) -> bool:
    """Whether a player holding ``mine`` has made a yaku or may still make
    one while the opponent holds ``theirs``: as the engine scores them, with
    every card the opponent has not taken (the sake cup counted as the rules
    count it, a viewing yaku only where it may score)."""
    return bool(found_yaku(rules, mine, month) or found_yaku(rules, ALL_MASK & ~theirs, month))


def nothing_words(reach: bool) -> str:
    """What a player's yaku lines say when they list none: that none is begun
    yet, or, where the others hold what each yaku needs, that none can be
    made any more (both games' panels)."""
    if reach:
        # TRANSLATORS: under a player's yaku heading: no yaku begun yet (some may still be made)
        return _("nothing yet")
    # TRANSLATORS: under a player's yaku heading: no yaku can be made any more this round or hand, the others
    # having taken cards each one needs
    return _("nothing within reach")


def _replaced(rules: Rules, p: Progress, made: set[str]) -> Progress:
    """``p`` marked with the made yaku that replaces it, if one does (the
    engine then scores only that one: Akatan, not Tanzaku beside it)."""
    if not p.made:
        return p
    for y in rules.yaku:
        if y.id in made and p.yaku_id in y.replaces:
            return replace(p, replaced_by=y.name)
    return p
