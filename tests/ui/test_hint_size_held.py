"""A long hint keeps the text size the player chose (pt24, 150% text):
the line under the field shrank a hint's words to fit it, down to the
normal size, before it put them in a box. At the size chosen it wraps
into a taller box over the field instead (a guided match's lines keep
their floor, GUIDED_FLOOR of it: test_gostop_choice_said). Over random states of both
games at 960x540 and 150% text, in English and French (the longest): each
state's status line and the Hint's longest sentences (a card laid down on
purpose, with why, or for want of a match) are drawn at the line's small size at the text size chosen or larger, whole, inside the window, and
not over the hand."""

from __future__ import annotations

import itertools

import pygame
import pytest

from koikoi.ui.layout import seat_zone
from koikoi.ui.movelog import the_card
from koikoi.ui.table import panel
from koikoi.ui.table.hint import laid_for_want, laid_on_purpose
from koikoi.ui.table.status_line import render_status_boxed, status_fit

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def hints(table) -> list[str]:  # noqa: ANN001
    """The state's status line, and the Hint's long sentences about its hand and field cards."""
    hand = list(table.model.hands[table.person])
    field = [c for c in table.model.field_cards() if c >= 0] if hasattr(table.model, "field_cards") else []
    if not hand:
        return [table.status()]
    game = "koikoi" if hasattr(table, "match") else "gostop"
    words = lambda: f"Hint: lay down {the_card(hand[0], game)}."  # noqa: E731
    return [table.status(), laid_on_purpose(words, hand[:2], field[:1] or hand[:1], game)(),
            laid_on_purpose(words, hand[:3], field[:3] or hand[:3], game)(), laid_for_want(words)()]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_hint_keeps_the_text_size(lang):
    found, seen = [], 0
    with app_at((960, 540), 150, lang) as app:
        lay, a = app.ctx.layout, app.ctx.assets
        window = lay.window
        for table in itertools.chain(koikoi_tables(app, states=12), gostop_tables(app, 2), gostop_tables(app, 3)):
            left, right = panel.status_left(table.buttons, lay), panel.status_right(table.buttons, lay)
            hand = lay.rect(seat_zone("hand", table.person))
            for said in hints(table):
                if not said:
                    continue
                seen += 1
                band = panel.status_band(lay)
                size, lines, _boxed = status_fit(said, right - max(left, band.x) - lay.px(16), band.h, lay, a)
                if size < lay.px(16):  # the line's small size at the text size chosen
                    found.append(f"{said!r} drawn at {size} px, under {lay.px(16)} px at the size chosen")
                if " ".join(" ".join(lines).split()) != " ".join(said.split()):
                    found.append(f"{said!r} not drawn whole: {lines}")
                (surf, where), _b = render_status_boxed(said, right, lay, a, left)
                if surf is not None and (where.colliderect(hand) or not pygame.Rect((0, 0), window).contains(where)):
                    found.append(f"{said!r} at {where}: over the hand {hand} or out of the window")
    assert seen
    assert not found, "\n".join(found[:10])
