"""A yaku of the table's information panel explained, as the status line
says it when the mouse points at it (as it names a card pointed at): what
it is worth, the cards that made it, or how far the player is from it and
the cards still to take. Every line speaks from the player's side ("you
have", "CPU has"). No pygame here."""

from __future__ import annotations

from ..games.common.cards import MONTH_MASK, indices
from ..games.gostop.rules import GoStopRules
from ..games.gostop.scoring import SAKE, Line, yaku_cards
from ..games.koikoi.rules import Rules
from ..i18n import _, ngettext, pgettext
from .gostop_words import points
from .gostop_words import yaku_name as gostop_yaku_name
from .movelog import cards_words
from .progress import OTHER, Progress
from .seat_words import named
from .rules_explained import yaku_name, yaku_points
from .yaku_words import extra_words, kind_of_pool, more_words

NAMED = 5  # cards named one by one up to this many; past it, counted


def cards_said(mask: int, game: str) -> str:
    """The cards of ``mask`` named ("the Pine crane and the Cherry curtain"), or counted when many."""
    cards = list(indices(mask))
    if len(cards) > NAMED:
        return ngettext("{n} card", "{n} cards", len(cards)).format(n=len(cards))
    return cards_words(cards, game)


def koikoi_yaku(rules: Rules, pr: Progress, mine: int, month: int, who: str | None) -> str:
    """A Koi-Koi yaku of the panel explained: ``pr`` its progress for a
    player whose captures are ``mine``; ``who`` that player's name, None
    for the person at the screen."""
    y = rules.yaku_by_id(pr.yaku_id)
    name, worth = yaku_name(y), yaku_points(y)
    pool = MONTH_MASK[month] if y.current_month else y.pool
    if pr.made and pr.replaced_by:
        # TRANSLATORS: the status line over a made yaku of the panel that a bigger one scores in place of
        return _("{yaku}: made, and counted within {bigger}, which scores in its place").format(
            yaku=name, bigger=pgettext("yaku", pr.replaced_by))
    if pr.made and pr.held == OTHER:
        # TRANSLATORS: the status line over a made viewing yaku that the rules count only beside another yaku
        return _("{yaku} ({worth}): made with {cards}, but it scores only once another yaku is made").format(
            yaku=name, worth=worth, cards=cards_said(mine & (y.cards | pool), "koikoi"))
    if pr.made and pr.held:
        # TRANSLATORS: the status line over a made yaku that the rules do not count now (rain, or only one viewing)
        return _("{yaku} ({worth}): made with {cards}, but these rules do not count it now").format(
            yaku=name, worth=worth, cards=cards_said(mine & (y.cards | pool), "koikoi"))
    if pr.made and pr.added and y.extra:
        # TRANSLATORS: the status line over a made yaku of the panel with more cards than it needs: {cards} the
        # cards, {points} its points explained ("1 + 1 for 1 extra plain")
        return _("{yaku}: made with {cards}; it scores {points}").format(
            yaku=name, cards=cards_said(mine & (y.cards | pool), "koikoi"),
            points=extra_words(y.points, pr.added, pr.added // y.extra, kind_of_pool(pool)))
    if pr.made:
        # TRANSLATORS: the status line over a made yaku of the panel: {worth} "5 points", {cards} the cards
        return _("{yaku} ({worth}): made with {cards}").format(
            yaku=name, worth=worth, cards=cards_said(mine & (y.cards | pool), "koikoi"))
    missing = y.cards & ~mine
    if missing:
        still = cards_said(missing, "koikoi")
    else:  # only so many of a kind to go, any of them: how many more (the yaku's words said all it needs)
        still = more_words(pr.need - pr.have, kind_of_pool(pool))
    return begun_said(name, worth, pr, still, who)


def begun_said(name: str, worth: str, pr: Progress, still: str, who: str | None) -> str:
    """A yaku in progress of either game's panel, said: its name and worth,
    how many of what it needs are held, and ``still`` (what is still to
    take); ``who`` None for the person at the screen."""
    if who is None:
        # TRANSLATORS: the status line over a yaku in progress in the panel: {have} of the {need} cards it needs;
        # {still}: the cards still to take ("the Cherry poetry ribbon"), or how many more of a kind ("4 more ribbons")
        return _("{yaku} ({worth}): you have {have} of {need}; still to take: {still}").format(
            yaku=name, worth=worth, have=pr.have, need=pr.need, still=still)
    # TRANSLATORS: the same, for the computer; then for another player by name ({name}: "CPU 1")
    return named(who, _("{yaku} ({worth}): the CPU has {have} of {need}; still to take: {still}"),
                 _("{yaku} ({worth}): {name} has {have} of {need}; still to take: {still}"),
                 yaku=name, worth=worth, have=pr.have, need=pr.need, still=still)


def gostop_yaku(rules: GoStopRules, line: Line, captured: int, sake_as_plain: bool) -> str:
    """A Go-Stop yaku made, of the panel, explained: its points, the cards that make it, and what more would add."""
    cards = dict(yaku_cards(rules, captured, sake_as_plain)).get(line.id, 0)
    said = _("{yaku} ({worth}): made with {cards}").format(
        yaku=gostop_yaku_name(line.id, rules), worth=points(line.points), cards=cards_said(cards, "gostop"))
    for y in rules.yaku_variants[sake_as_plain]:
        if y.id == line.id and y.extra:
            # TRANSLATORS: after a Go-Stop yaku explained: each card (or plain) beyond those it needs adds {points}
            said = _("{said}; each one more adds {points}").format(said=said, points=points(y.extra))
    return said


def gostop_begun(rules: GoStopRules, pr: Progress, mine: int, sake_as_plain: bool, who: str | None) -> str:
    """A Go-Stop yaku begun, of the panel, explained as Koi-Koi's are: its
    points, how many of what it needs ``mine`` holds, and the cards (or how
    many more of a kind) still to take; ``who`` None for the person at the screen."""
    y = next(x for x in rules.yaku_variants[sake_as_plain] if x.id == pr.yaku_id)
    name, worth = gostop_yaku_name(y.id, rules), points(y.points)
    missing = y.cards & ~mine
    still = (cards_said(missing, "gostop") if missing
             else more_words(pr.need - pr.have, kind_of_pool(y.pool & ~SAKE)))
    return begun_said(name, worth, pr, still, who)
