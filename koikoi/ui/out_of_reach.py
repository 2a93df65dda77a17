"""A yaku a seat had begun that a capture put out of its reach, said once,
from the player's side: "Your Akatan is out of reach: the CPU took the Plum
poetry ribbon", "The CPU's Inoshikacho is out of reach: you took the Bush
bush clover boar". The panel drops such a yaku from the seat's list ("Your
yaku"); without these words it vanished unexplained. Koi-Koi's yaku are
read here; Go-Stop's by :func:`..gostop_progress.gostop_lost`; both say
them by :func:`lost_lines`, for every seat at a table of two or three.
No pygame here."""

from __future__ import annotations

from typing import Any

from ..games.common.cards import MONTH_MASK, indices
from ..games.koikoi.rules import Rules, YakuRule
from ..i18n import ngettext
from .movelog import cards_words
from .rules_explained import yaku_name
from .seat_words import named
from .words import listing


def open_to(y: YakuRule, mine: int, theirs: int, month: int) -> bool:
    """Whether a seat holding ``mine`` may still make ``y`` while the other holds ``theirs`` (as the panel reads
    it: every named card free, enough of its pool's other cards free)."""
    pool = MONTH_MASK[month] if y.current_month else y.pool
    extra_needed = max(0, y.min - (pool & y.cards).bit_count()) if pool != y.cards else 0
    if y.cards & theirs:
        return False
    return ((pool & ~y.cards) & ~theirs).bit_count() >= extra_needed


def begun(y: YakuRule, mine: int, month: int) -> bool:
    """Whether a seat holding ``mine`` holds a card ``y`` counts."""
    pool = MONTH_MASK[month] if y.current_month else y.pool
    return bool(mine & (y.cards | pool))


def lost(rules: Rules, mine: int, theirs: int, taken: int, month: int) -> list[tuple[YakuRule, int]]:
    """The yaku a seat holding ``mine`` had begun and could still make while
    the other seat held ``theirs``, that the other's taking ``taken`` put out
    of reach; each with the cards taken that it needed."""
    out = []
    for y in rules.yaku:
        if not begun(y, mine, month) or not open_to(y, mine, theirs, month):
            continue
        if open_to(y, mine, theirs | taken, month):
            continue
        pool = MONTH_MASK[month] if y.current_month else y.pool
        out.append((y, taken & y.cards or taken & pool))
    return out


def lost_said(rules: Rules, names: tuple[str, ...], person: int, seat: int, mine: int, theirs: int, taken: int,
              month: int) -> str:
    """Each yaku of ``seat`` that the other seat's taking ``taken`` put out of reach, said from the player's side,
    those lost to the same cards in one sentence ("" if none)."""
    return lost_lines(names, person, seat, 1 - seat,
                      [(yaku_name(y), cards) for y, cards in lost(rules, mine, theirs, taken, month)], "koikoi")


def lost_lines(names: tuple[str, ...], person: int | None, seat: int, taker: int, yaku: list[tuple[str, int]],
               game: str) -> str:
    """The yaku of ``seat`` (each by its name in the language spoken, with the
    cards it needed that ``taker`` took) put out of reach, said from the
    player's side, those lost to the same cards in one sentence ("" if none):
    the one place both games say it."""
    if person is None:
        return ""  # the demo: no one's side to say it from
    by_cards: dict[int, list[str]] = {}
    for name, cards in yaku:
        by_cards.setdefault(cards, []).append(name)
    lines = []
    for cards, ys in by_cards.items():
        fields = {"yaku": listing(ys), "cards": cards_words(indices(cards), game)}
        n = len(ys)
        if seat == person:
            lines.append(named(
                names[taker],
                # TRANSLATORS: yaku the player had begun ("Akatan", "Akatan and Akatan-Aotan") can no longer be
                # made: the one computer took {cards} ("the Plum poetry ribbon")
                ngettext("Your {yaku} is out of reach: the CPU took {cards}.",
                         "Your {yaku} are out of reach: the CPU took {cards}.", n),
                # TRANSLATORS: as "Your {yaku} is out of reach: the CPU took {cards}.", {name} another seat ("CPU 1")
                ngettext("Your {yaku} is out of reach: {name} took {cards}.",
                         "Your {yaku} are out of reach: {name} took {cards}.", n), **fields))
        elif taker == person:
            lines.append(named(
                names[seat],
                # TRANSLATORS: yaku the one computer had begun can no longer be made: the player took {cards}
                ngettext("The CPU's {yaku} is out of reach: you took {cards}.",
                         "The CPU's {yaku} are out of reach: you took {cards}.", n),
                # TRANSLATORS: as "The CPU's {yaku} is out of reach: you took {cards}.", {name} another seat's name
                ngettext("{name}'s {yaku} is out of reach: you took {cards}.",
                         "{name}'s {yaku} are out of reach: you took {cards}.", n), **fields))
        else:
            # TRANSLATORS: Go-Stop of three: yaku one computer player ({owner}: "CPU 2") had begun can no longer be
            # made: the other ({name}: "CPU 1") took {cards}
            lines.append(ngettext("{owner}'s {yaku} is out of reach: {name} took {cards}.",
                                  "{owner}'s {yaku} are out of reach: {name} took {cards}.", n).format(
                owner=names[seat], name=names[taker], **fields))
    return " ".join(lines)


def clear_of_the_move(t: Any, cards: int) -> None:
    """The banner that says it stands clear of the cards of the move (pt15: at the CPU's turn it covered the
    field's cards): those taken, where they lie before they fly, and the field's, where the turned-up card lands;
    and of the player's hand, which their turn plays from next (pt26: "Vos Goko et Shiko ne sont plus
    possibles…" lay over the top of the hand's cards)."""
    hand = list(t.model.hands[t.person]) if t.person is not None else []
    moved = tuple(t.sprites[c].resting() for c in dict.fromkeys([*indices(cards), *t.model.field_cards(), *hand]))
    # and, where the window has room for it, of the opponents' captures and the panel (the scores, whose turn
    # it is), as a banner at the player's turn is (TableBase.kept_in_sight): over the CPU's face-down hand
    t.banner.clear_of = moved
    if t.person is not None:
        theirs = [r for p in range(len(t.model.captured)) if p != t.person for r in t.geometry.held_boxes(p)]
        for keep in ((*moved, *theirs, *t.panel_in_sight()), (*moved, *t.panel_in_sight())):
            t.banner.clear_of = keep
            t.banner.forget()
            if t.banner.render_base(t.ctx.layout, t.ctx.assets)[1].collidelist(list(keep)) < 0:
                break
        else:
            t.banner.clear_of = moved
        t.banner.forget()
