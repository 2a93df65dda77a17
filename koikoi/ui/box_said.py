"""A capture box said when its label is pointed at: its kind, by the name
the language's sentences and the box give it, and the yaku that count its
cards ("Plains (Pi): the cards counted for Pi"). A French player read the
box "Simp." beside the yaku line "Pi" and could not tell that one counted
the other (issue 39, pt20); pointing at the box says it. No pygame here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from ..games.common.cards import KIND_MASK, SAKE_CUP, Kind
from ..games.gostop import deck
from ..i18n import _, pgettext
from .words import listing


# Go-Stop's kinds with its bonus cards: the bonus plains among the plains' pool, the bonus bright among the brights
GOSTOP_KINDS = {Kind.BRIGHT: deck.GWANG | deck.BONUS_BRIGHT, Kind.ANIMAL: deck.YEOL, Kind.RIBBON: deck.TTI,
                Kind.PLAIN: deck.PI}


class CountingYaku(Protocol):
    """A yaku as both games' rules compile it: its name, the cards it needs and the pool it counts."""

    @property
    def name(self) -> str: ...
    @property
    def cards(self) -> int: ...
    @property
    def pool(self) -> int: ...


def counting_yaku(yaku: Iterable[CountingYaku], kind: Kind, masks: Mapping[Kind, int] = KIND_MASK) -> list[str]:
    """The names (as the rules write them) of the yaku that count cards of
    ``kind`` alone: no card of their own, a pool of that kind (the sake cup,
    which some rules count among the plains, aside); ``masks``: each kind's
    cards (Go-Stop's with its bonus cards)."""
    mask = masks[kind]
    names: list[str] = []
    for y in yaku:
        pool = y.pool & ~(1 << SAKE_CUP) if kind is not Kind.ANIMAL else y.pool
        if not y.cards and pool & mask and not pool & ~mask and y.name not in names:
            names.append(y.name)
    return names


def kind_box_name(kind_words: str, yaku: list[str]) -> str:
    """A Koi-Koi capture box's whole name: its kind (``kind_words``, "Animals")
    with the one yaku that counts it (``yaku``, as :func:`counting_yaku` names
    them) where the language names that yaku by another word ("Animals
    (Tane)", French "Animaux (Tane)", as Go-Stop's "Plains (Pi)"), so that
    the box and its yaku line are linked at a glance (pt22 read the boxes
    "Animals", "Plains" beside the lines "Tane", "Kasu"); the kind alone where
    the yaku's name is the kind's word (Portuguese "Animais", Japanese "タネ")
    or several yaku count it (the brights' Sanko, Shiko, Goko)."""
    if len(yaku) != 1:
        return kind_words
    shown = pgettext("yaku", yaku[0])
    if shown.casefold() in kind_words.casefold() or kind_words.casefold() in shown.casefold():
        return kind_words
    # TRANSLATORS: a Koi-Koi capture box's whole name: the kind ("Animals") and the yaku its cards make ("Tane"),
    # as the information panel's line names it; the box's label adds the count ("Animals (Tane)  3")
    return pgettext("koikoi", "{kind} ({yaku})").format(kind=kind_words, yaku=shown)


def box_said(kind_words: str, yaku: list[str]) -> str:
    """The status line over a capture box's label: ``kind_words`` the box's
    whole name ("Plains (Pi)"), ``yaku`` the names of the yaku counting its cards."""
    if not yaku:
        return kind_words
    # TRANSLATORS: the status line over a capture box's label: {kind} is the box's whole name as your sentences
    # say the kind ("Plains"; Go-Stop's "Plains (Pi)"), {yaku} the yaku that count its cards ("Kasu"; "Sanko,
    # Shiko and Goko"), by the names the information panel's lines give them, so that a player sees which line
    # counts which box
    return _("{kind}: the cards counted for {yaku}").format(
        kind=kind_words, yaku=listing([pgettext("yaku", name) for name in yaku]))


__all__ = ["GOSTOP_KINDS", "box_said", "counting_yaku", "kind_box_name"]
