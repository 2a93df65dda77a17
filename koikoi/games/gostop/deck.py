"""Go-Stop's deck: Koi-Koi's 48 cards, with the same ids and bits, and the
bonus cards after them (bits 48 and up), as masks.

Go-Stop counts the kinds as *gwang* (brights), *yeol* (animals), *tti*
(ribbons) and *pi* (plains). Plains are counted by value (:data:`PI_VALUE`):
a double plain counts two; which cards are double, and which bonus cards
are in the deck, a rule set says (:mod:`.rules`).
"""

from __future__ import annotations

from functools import lru_cache

from ..common.cards import CARD_IDS, KIND_MASK, DuplicateCardError, Kind, UnknownCardError, indices

BONUS_IDS = ("bonus-1pi", "bonus-2pi", "bonus-3pi", "bonus-bright", "bonus-double")
FIRST_BONUS = len(CARD_IDS)  # the first bonus card's index: 48
IDS: tuple[str, ...] = CARD_IDS + BONUS_IDS
INDEX: dict[str, int] = {card_id: i for i, card_id in enumerate(IDS)}
BONUS_MASK = sum(1 << INDEX[b] for b in BONUS_IDS)
BONUS_BRIGHT = 1 << INDEX["bonus-bright"]  # a bright, but only for the hand's loser
BONUS_DOUBLE = 1 << INDEX["bonus-double"]  # doubles the score of a winner holding it
# The bonus cards that count as plains, and how many each
BONUS_PI: dict[int, int] = {INDEX["bonus-1pi"]: 1, INDEX["bonus-2pi"]: 2, INDEX["bonus-3pi"]: 3}
BONUS_PI_MASK = sum(1 << i for i in BONUS_PI)

GWANG = KIND_MASK[Kind.BRIGHT]
YEOL = KIND_MASK[Kind.ANIMAL]
TTI = KIND_MASK[Kind.RIBBON]
PI = KIND_MASK[Kind.PLAIN] | BONUS_PI_MASK


def kind_masks(sake_as_plain: bool, sake: int) -> dict[str, int]:
    """The kinds as a yaku's pool names them, with the sake cup (``sake``,
    its bit) among the animals or among the plains."""
    if sake_as_plain:
        return {"bright": GWANG, "animal": YEOL & ~sake, "ribbon": TTI, "plain": PI | sake}
    return {"bright": GWANG, "animal": YEOL, "ribbon": TTI, "plain": PI}


@lru_cache(maxsize=64)
def pi_values(doubles: int, sake_as_plain: bool, sake: int) -> tuple[int, ...]:
    """What each card is worth as plains: 1, 2 for the double plains (and
    the sake cup counted as plains), the bonus plains their number; 0 for a
    card that is no plain."""
    values = []
    for i in range(len(IDS)):
        bit = 1 << i
        if i in BONUS_PI:
            values.append(BONUS_PI[i])
        elif bit & doubles or (sake_as_plain and bit & sake):
            values.append(2)
        elif bit & PI:
            values.append(1)
        else:
            values.append(0)
    return tuple(values)


@lru_cache(maxsize=64)
def pi_weights(doubles: int, sake_as_plain: bool, sake: int) -> tuple[int, int, int]:
    """The plains as three masks, for counting them by value in a few
    operations: all the cards that are plains, those worth two, those
    worth three (see :func:`pi_values`)."""
    values = pi_values(doubles, sake_as_plain, sake)
    masks = [sum(1 << i for i, v in enumerate(values) if v >= k) for k in (1, 2, 3)]
    return masks[0], masks[1], masks[2]


def pi_count(mask: int, weights: tuple[int, int, int]) -> int:
    """The plains of ``mask``, by value (``weights`` from :func:`pi_weights`)."""
    plains, two, three = weights
    return (mask & plains).bit_count() + (mask & two).bit_count() + (mask & three).bit_count()


def parse(text: str) -> int:
    """A comma-separated list of card ids, bonus cards included, as a mask;
    an unknown id or one named twice is refused, naming it."""
    mask = 0
    for part in text.split(","):
        card_id = part.strip()
        if not card_id:
            continue
        if card_id not in INDEX:
            raise UnknownCardError(card_id)
        bit = 1 << INDEX[card_id]
        if mask & bit:
            raise DuplicateCardError(card_id)
        mask |= bit
    return mask


def ids(mask: int) -> list[str]:
    """The ids of a mask's cards, in deck order, the bonus cards last."""
    return [IDS[i] for i in indices(mask)]
