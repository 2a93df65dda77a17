"""A yaku's tip (the words shown while the mouse rests on a yaku line of
the panel) stands where nothing covers it and it covers no hand card:
over seeded states of both games, at both window sizes, at 100% and 150%
text, in the five languages, its box lies inside the window, meets no
button shown (the buttons are drawn over it: "still to take: the Plum
poetry ri..." ran under Hint) nor any card of the player's hand, and its
words are all there, each inside the window."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100, "en"), (S.MIN_WINDOW, 150, "ja"), (S.MIN_WINDOW, 150, "pt_BR"),
         (S.DEFAULT_WINDOW, 100, "en"), (S.DEFAULT_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 150, "ko")]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def tables(app):
    yield from koikoi_tables(app, states=6)
    yield from gostop_tables(app, 2)


def test_a_yaku_s_tip_is_whole_and_covered_by_no_button_nor_covers_the_hand(app):
    window = pygame.Rect((0, 0), app.ctx.layout.window)
    looked = 0
    for table in tables(app):
        table.place_buttons()  # where they stand in the window, in the language spoken
        for b in table.buttons:  # the player's turn: every button the table may show, shown
            b.visible = True
        assert all(b.rect.w > 20 for b in table.buttons), [b.rect for b in table.buttons]
        table.canvas.decals.clear()
        table.canvas.refresh()  # the panel painted: where its yaku lines lie
        hand = [table.sprites[c].rect() for c in table.model.hands[table.person]]
        for at, _what in table.canvas.spots:
            table.pointer.point_at(at.center)
            said = table.pointer.yaku_said()
            def paint(screen, t=table):  # the tip as the canvas lays it, its words recorded as drawn
                t.canvas.decals.pop("tip", None)
                t.canvas.tip()
                d = t.canvas.decals["tip"]
                screen.blit(d.surface, d.rect)

            words = inked_texts(table, paint)
            box = table.canvas.decals["tip"].rect
            assert window.contains(box), (said, box)
            on = [b.label for b in table.buttons if b.visible and b.rect.colliderect(box)]
            assert not on, f"the tip on {said!r} at {box} lies under {on}"
            assert box.collidelist(hand) < 0, f"the tip on {said!r} at {box} covers the hand"
            assert "".join(x for x, _r in words).replace(" ", "") == said.replace(" ", ""), (said, words)
            assert all(window.contains(r) for _x, r in words), (said, words)
            looked += 1
    assert looked
