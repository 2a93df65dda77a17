"""At a Go-Stop choice between two field cards, the card that meets them
waits where it says what it is. A newcomer played a card that met two,
saw it leave the hand and stand face up by the deck, and took it for the
card turned up: the card played now waits raised in the hand, lit, as
Koi-Koi's table holds it; the card turned up waits by the deck and the
status line says it is the one turned up. Audited over the person's
choices of seeded games, against the engine."""

from __future__ import annotations


import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.layout import CARD_RATIO, seat_zone
from koikoi.ui.table.stage import HAND_GLOW
from koikoi.ui.words import card_words

from .conftest import app_at
from .test_choice_seen import gostop_at, gostop_choices

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CHOICES = 25  # the person's choices of each kind looked at


@pytest.fixture
def app():
    with app_at(S.DEFAULT_WINDOW, 100, "en") as a:
        yield a


def drawn_at(table, card: int) -> pygame.Rect:  # noqa: ANN001
    x, y, h, _face = table.geometry.target(card)
    w = h * CARD_RATIO
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


def waiting_problems(table, h) -> list[str]:  # noqa: ANN001
    """What disagrees with the choice the engine holds open: where the card
    meeting the two waits, and what the status line says of it."""
    found = []
    deck = table.ctx.layout.rect("deck")
    if h.phase is Phase.CHOOSE_HAND:
        card = h.played
        at = drawn_at(table, card)
        hand = table.ctx.layout.rect(seat_zone("hand", HUMAN))
        if not hand.collidepoint(at.centerx, at.bottom - 1):
            found.append(f"the card played, {card} at {at}, does not wait in the hand {hand}")
        if at.colliderect(deck):
            found.append(f"the card played, {card} at {at}, waits by the deck {deck}")
        others = [drawn_at(table, c) for c in table.model.hands[HUMAN]]
        if any(at.top >= o.top for o in others):
            found.append(f"the card played, {card} at {at}, is not raised above the hand")
        lying_over = [o for o in others if at.clip(o).w > at.w // 2]
        if lying_over:
            found.append(f"the card played, {card} at {at}, hides a hand card at {lying_over[0]}")
        if table.sprites[card].glow != HAND_GLOW:
            found.append(f"the card played, {card}, is not lit as the hand card chosen for")
    else:
        card = h.flipped
        at = drawn_at(table, card)
        if not at.colliderect(deck.inflate(at.w * 2, 0)):
            found.append(f"the card turned up, {card} at {at}, does not wait by the deck {deck}")
        said = table.status()
        if card_words(card, "gostop") not in said or "turned up" not in said:
            found.append(f"the status line does not say the card turned up is {card_words(card, 'gostop')}: {said!r}")
    return found


def test_the_card_meeting_a_choice_waits_where_it_says_what_it_is(app):
    rules = load_gostop("matgo")
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
    app.push(table)
    table.timeline.clear()
    table.warm_list.clear()  # the card images are made as drawn
    for seed, g, phase in gostop_choices(rules, 2, CHOICES, HUMAN):
        gostop_at(table, g)
        found = waiting_problems(table, g.hand)
        assert not found, f"seed {seed}, {phase.name}:\n" + "\n".join(found)
