"""The 48 Hanafuda cards, their canonical ids, and card sets as bit masks.

A card is an index 0..47 (month-major, then bright, animal, ribbon, plain);
a set of cards is an ``int`` whose bit ``i`` is card ``i``. Masks make the
engine's hot loops a handful of integer operations. Every deck is these 48
cards; the tags a yaku names are a deck's (:mod:`.decks`), not the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Iterable, Iterator


class Kind(IntEnum):
    """The four kinds of card, by their traditional point value."""

    BRIGHT = 0  # hikari, 20 points
    ANIMAL = 1  # tane, 10 points
    RIBBON = 2  # tanzaku, 5 points
    PLAIN = 3  # kasu, 1 point

    @property
    def label(self) -> str:
        return self.name.lower()


class UnknownCardError(ValueError):
    """A card id that is not one of the 48 canonical ids."""

    def __init__(self, card_id: object) -> None:
        super().__init__(f"unknown card id {card_id!r}")
        self.card_id = card_id


class DuplicateCardError(ValueError):
    """A card named twice in one typed list of cards."""

    def __init__(self, card_id: str) -> None:
        super().__init__(f"card {card_id!r} is given twice")
        self.card_id = card_id


@dataclass(frozen=True, slots=True)
class Card:
    index: int
    id: str
    month: int
    kind: Kind

    @property
    def bit(self) -> int:
        return 1 << self.index

    def __str__(self) -> str:
        return self.id


MONTH_FLOWERS = (
    "pine", "plum", "cherry", "wisteria", "iris", "peony",
    "clover", "pampas", "chrysanthemum", "maple", "willow", "paulownia",
)

# (id, kind) month by month, in the order of the rules digest.
_B, _A, _R, _P = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN
_DECK_TABLE: tuple[tuple[tuple[str, Kind], ...], ...] = (
    (("pine-crane", _B), ("pine-poetry", _R),
     ("pine-plain-1", _P), ("pine-plain-2", _P)),
    (("plum-warbler", _A), ("plum-poetry", _R),
     ("plum-plain-1", _P), ("plum-plain-2", _P)),
    (("cherry-curtain", _B), ("cherry-poetry", _R),
     ("cherry-plain-1", _P), ("cherry-plain-2", _P)),
    (("wisteria-cuckoo", _A), ("wisteria-red", _R),
     ("wisteria-plain-1", _P), ("wisteria-plain-2", _P)),
    (("iris-bridge", _A), ("iris-red", _R),
     ("iris-plain-1", _P), ("iris-plain-2", _P)),
    (("peony-butterflies", _A), ("peony-blue", _R),
     ("peony-plain-1", _P), ("peony-plain-2", _P)),
    (("clover-boar", _A), ("clover-red", _R),
     ("clover-plain-1", _P), ("clover-plain-2", _P)),
    (("pampas-moon", _B), ("pampas-geese", _A),
     ("pampas-plain-1", _P), ("pampas-plain-2", _P)),
    (("chrysanthemum-sake", _A), ("chrysanthemum-blue", _R),
     ("chrysanthemum-plain-1", _P), ("chrysanthemum-plain-2", _P)),
    (("maple-deer", _A), ("maple-blue", _R),
     ("maple-plain-1", _P), ("maple-plain-2", _P)),
    (("willow-rainman", _B), ("willow-swallow", _A),
     ("willow-red", _R), ("willow-lightning", _P)),
    (("paulownia-phoenix", _B), ("paulownia-plain-1", _P),
     ("paulownia-plain-2", _P), ("paulownia-plain-3", _P)),
)


def _build_deck() -> tuple[Card, ...]:
    rows = []
    for month, entries in enumerate(_DECK_TABLE, start=1):
        # Month-major, then by kind, so indices follow the traditional order.
        for card_id, kind in sorted(entries, key=lambda e: e[1]):
            rows.append((card_id, month, kind))
    return tuple(Card(index, card_id, month, kind) for index, (card_id, month, kind) in enumerate(rows))


DECK: tuple[Card, ...] = _build_deck()
CARD_IDS: tuple[str, ...] = tuple(c.id for c in DECK)
BY_ID: dict[str, Card] = {c.id: c for c in DECK}
ALL_MASK = (1 << len(DECK)) - 1

MONTH_OF: tuple[int, ...] = tuple(c.month for c in DECK)
KIND_OF: tuple[Kind, ...] = tuple(c.kind for c in DECK)
MONTH_MASK: tuple[int, ...] = (0,) + tuple(
    sum(c.bit for c in DECK if c.month == m) for m in range(1, 13)
)
"""``MONTH_MASK[m]`` for months 1..12 (index 0 is empty)."""
MONTH_MASK_OF_CARD: tuple[int, ...] = tuple(MONTH_MASK[c.month] for c in DECK)
KIND_MASK: dict[Kind, int] = {k: sum(c.bit for c in DECK if c.kind == k) for k in Kind}

SAKE_CUP = BY_ID["chrysanthemum-sake"].index
LIGHTNING = BY_ID["willow-lightning"].index


def card(card_id: str) -> Card:
    """The card with this canonical id; :class:`UnknownCardError` otherwise."""
    try:
        return BY_ID[card_id]
    except (KeyError, TypeError):
        raise UnknownCardError(card_id) from None


def mask_of(card_ids: Iterable[str]) -> int:
    mask = 0
    for card_id in card_ids:
        mask |= 1 << card(card_id).index
    return mask


def parse_cards(text: str) -> int:
    """A comma-separated list of card ids as a mask (empty text: no cards).

    A card named twice is refused with :class:`DuplicateCardError`: in a
    list a person typed it is a slip (another card was meant), and folding
    it into the set would hide the slip.
    """
    mask = 0
    for part in text.split(","):
        card_id = part.strip()
        if not card_id:
            continue
        bit = card(card_id).bit
        if mask & bit:
            raise DuplicateCardError(card_id)
        mask |= bit
    return mask


def indices(mask: int) -> Iterator[int]:
    """The card indices in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bits(mask: int) -> Iterator[int]:
    """The cards of a mask one at a time, each as a one-card mask."""
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def mask_sum(mask: int, per_card: tuple[float, ...] | tuple[int, ...]) -> float:
    """The sum of a per-card table over the cards of a mask."""
    total: float = 0
    while mask:
        low = mask & -mask
        total += per_card[low.bit_length() - 1]
        mask ^= low
    return total


def ids(mask: int) -> list[str]:
    """The canonical ids of the cards in a mask, in deck order."""
    return [CARD_IDS[i] for i in indices(mask)]
