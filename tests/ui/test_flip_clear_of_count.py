"""The card turned up from the deck, waiting by it for a choice between
two field cards, leaves the deck's count readable (issue 39, pt16: at
960x540 and 150% text it covered "21"). Audited at every window size and
text size, at tables of two and three: the waiting card's rect ends above
the count's text as the deck's drawing writes it."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.layout import CARD_RATIO, THREE_PLAYERS
from koikoi.ui.table.panel import render_deck

from .conftest import app_at

SIZES = [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]


def count_rect(lay, assets) -> pygame.Rect:  # noqa: ANN001
    """The deck's count ("21") where :func:`render_deck` writes it, in window pixels: its ink's bounds."""
    _surf, r = render_deck(21, lay, assets)
    text = assets.text("21", lay.px(18), (255, 255, 255))
    ink = text.get_bounding_rect()
    at = text.get_rect(midbottom=(r.w // 2, r.h - 1))
    return pygame.Rect(r.x + at.x + ink.x, r.y + at.y + ink.y, ink.w, ink.h)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_card_turned_up_leaves_the_deck_count_readable(size, text_size):
    with app_at(size, text_size, "en") as app:
        for players in (2, 3):
            table = app.ctx.screens.gostop_table(load_gostop("matgo", {"match.most_players": players}), 1, "easy",
                                                 players=players)
            app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
            try:
                x, y, h, _scale = table.geometry.flip_spot()
                w = h * CARD_RATIO
                card = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))
                count = count_rect(app.ctx.layout, app.ctx.assets)
                assert not card.colliderect(count), f"{size} {text_size}% {players}: card {card} over count {count}"
            finally:
                app.ctx.layout.use(None)
