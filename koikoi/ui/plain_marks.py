"""The plains a card counts, marked on its face: Go-Stop's bonus plains
show their two or three circles in their art, and a card the rules count
as two plains (the double plains, the sake cup counted as a plain) shows
as many small circles in its lower left corner, so that the plains a box
or a summary says can be counted on its cards. A card with no mark counts
one plain (or none, if it is no plain)."""

from __future__ import annotations

import pygame

from ..games.common.cards import indices
from ..games.gostop import deck
from ..games.gostop.rules import GoStopRules
from ..games.gostop.scoring import SAKE
from .kind_marks import INK

IVORY = (245, 236, 215)
GOLD = (226, 165, 36)
RED = (211, 58, 38)


def plain_marks(rules: GoStopRules, cup_plain: bool) -> dict[int, int]:
    """The cards to mark, with the plains each counts: those the rules
    count more than one plain that carry no mark of their own (the bonus
    cards' art shows theirs)."""
    values = deck.pi_values(rules.doubles_mask, cup_plain, SAKE)
    return {c: values[c] for c in indices((1 << len(values)) - 1 & ~deck.BONUS_MASK) if values[c] > 1}


def plains_shown(card: int, marks: dict[int, int]) -> int:
    """The plains a plain card is seen to count: its mark's circles, a
    bonus plain's circles, else one."""
    return marks.get(card, deck.BONUS_PI.get(card, 1))


def draw_plain_count(surf: pygame.Surface, n: int) -> None:
    """``n`` small circles, one above another, in the card's lower left
    corner: ivory discs with a red middle on a dark keyline, as the bonus
    plains draw theirs, seen on the part of a card its neighbours in a
    box leave uncovered."""
    w, h = surf.get_size()
    r = max(4, round(w * 0.12))
    line = max(2, r // 3)
    x = round(w * 0.05) + r + line + 1
    y = h - round(w * 0.05) - r - line - 1
    for i in range(n):
        centre = (x, y - i * (2 * r + line + 1))
        pygame.draw.circle(surf, INK, centre, r + line)
        pygame.draw.circle(surf, IVORY, centre, r)
        pygame.draw.circle(surf, GOLD, centre, max(2, r - line), width=max(1, line))
        pygame.draw.circle(surf, RED, centre, max(1, r // 2))
