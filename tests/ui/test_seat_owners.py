"""At a table of three (Go-Stop), each computer seat's hand says whose it
is: the name of each computer player under its face-down hand, written
whole, inside the window, on no card, at 960x540 and 1280x720 and each
text size, in every language. Before, the hands were unlabelled: which of
CPU 1 and CPU 2 held which hand was nowhere said. The player's own hand,
face up, has no tag: one under the deck ("You") read as the deck's owner;
the panel's "You" row says which seat is the player's."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n

from .conftest import app_at, run
from .test_decision_clear import at_go_or_stop
from .test_enter_label import texts_drawn

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_every_seat_s_hand_is_named(size, text_size):
    g = at_go_or_stop(3)
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
            app.clear_to(table)
            run(app, 120)
            where = f"{size} {text_size} {lang}"
            canvas = table.canvas
            tags = canvas.owner_tags()
            others = [n for p, n in enumerate(table.names) if p != table.person]
            assert table.person is not None and [name for name, _r in tags] == others, where
            deck = app.ctx.layout.rect("deck")
            below = pygame.Rect(deck.x, deck.bottom, deck.w, deck.h // 2)  # where "You" was, read as the deck's
            assert not any(r.colliderect(below) for _n, r in tags), f"{where}: a tag under the deck"
            drawn = texts_drawn(app.ctx.assets, lambda _s, c=canvas, t=tags: c.render_owners(t), app.screen)
            window = pygame.Rect((0, 0), app.screen.get_size())
            cards = [s.rect() for s in table.sprites if s.visible]
            for name, r in tags:
                assert name in drawn, f"{where}: {name!r} is not written whole"
                assert window.contains(r), f"{where}: {name!r} leaves the window"
                assert not any(r.colliderect(c) for c in cards), f"{where}: {name!r} lies on a card"
            lay = app.ctx.layout
            for (_name, r), zone in zip(tags, ("opponent_hand", "second_opponent_hand"), strict=True):
                hand = lay.rect(zone)  # under it
                assert 0 <= r.top - hand.bottom <= lay.px(8) and hand.left <= r.centerx <= hand.right, where
            assert "owners" in canvas.decals and canvas.decals["owners"].surface is not None, where
