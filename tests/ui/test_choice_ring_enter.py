"""At a choice between field cards, the line over the card the keyboard's
ring is on says Enter, which takes it (it named only the number keys:
"press 1 to take it"), over seeded choices; the line then tells no lie:
Enter takes that card."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import pgettext
from koikoi.storage import settings as S

from .conftest import app_at
from .test_choice_numbers import koikoi_choices

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def press(table, k: int) -> None:
    table.take(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_the_ringed_card_s_line_says_enter_and_enter_takes_it():
    looked = 0
    with app_at(S.DEFAULT_WINDOW, 100, "en") as app:
        for table in koikoi_choices(app, choices=6):
            order = table.pointer.choice_order()
            press(table, pygame.K_RIGHT)
            ring = table.focus.on()
            card = getattr(ring, "card", None)
            assert card in order, "→ put the ring on a card offered"
            said = table.status()
            assert pgettext("key", "Enter") in said and str(order.index(card) + 1) in said, said
            press(table, pygame.K_RETURN)
            assert table.match.round.captures[0] >> card & 1, f"Enter did not take the ringed card: {said!r}"
            table.timeline.clear()  # the take's steps not shown: the next choice is set at rest
            looked += 1
    assert looked
