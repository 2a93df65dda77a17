"""The window draws the deck the rules ask for: each card's image is found
through the deck's art folder, not by the card's id alone.

The standard deck's cards are the SVGs of ``assets/cards`` pixel for pixel,
as before decks had art of their own; the themed deck's are those of
``assets/decks/themed/cards``; a card a deck does not draw (Go-Stop's bonus
cards) is the standard one's.
"""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import CARD_IDS
from koikoi.games.common.decks import load_deck
from koikoi.games.gostop.deck import IDS
from koikoi.resources import asset
from koikoi.ui.assets import Assets

SIZE = (60, 96)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def _svg(*parts: str) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(asset(*parts)), SIZE)


@pytest.mark.parametrize("deck", [None, "standard"])
def test_the_standard_deck_draws_every_card_as_before(deck):
    assets = Assets(card_indices=False)
    if deck is not None:
        assets.set_deck(load_deck(deck))
    for card, card_id in [*enumerate(IDS), (-1, "back")]:
        assert _same(assets.card(card, SIZE), _svg("cards", f"{card_id}.svg")), card_id


def test_the_themed_deck_draws_its_own_art_and_the_standard_bonus_cards():
    assets = Assets(card_indices=False)
    assets.set_deck(load_deck("themed"))
    for card, card_id in [*enumerate(CARD_IDS), (-1, "back")]:
        themed = _svg("decks", "themed", "cards", f"{card_id}.svg")
        assert _same(assets.card(card, SIZE), themed), card_id
        if card >= 0:
            assert not _same(themed, _svg("cards", f"{card_id}.svg")), f"{card_id}: the themed art is the standard"
    for card in range(len(CARD_IDS), len(IDS)):  # Go-Stop's bonus cards: no themed art, the standard's
        assert _same(assets.card(card, SIZE), _svg("cards", f"{IDS[card]}.svg")), IDS[card]


def test_each_deck_keeps_its_own_renders_and_the_loader_renders_the_deck_asked_for():
    assets = Assets(card_indices=True)
    standard = assets.card(0, SIZE)
    assets.set_deck(load_deck("themed"))
    assets.prefetch([(1, SIZE)])
    while assets.collect():
        pygame.time.wait(2)
    themed = assets.card(0, SIZE)
    assert not _same(standard, themed)
    assert assets.has(1, SIZE)
    plain = Assets(card_indices=True)
    plain.set_deck(load_deck("themed"))
    assert _same(assets.card(1, SIZE), plain.card(1, SIZE)), "the loader rendered another deck's card"
    assets.set_deck(None)
    assert _same(assets.card(0, SIZE), standard)
