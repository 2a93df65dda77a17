"""What a box over the table covers cannot be pointed at through it (pt23:
with a box open, the mouse resting on the box named, in the status line,
and lit the card lying under it). Over random states of both games at the
smallest window and the largest text, Y's bubble open: wherever a box the
canvas draws over the cards (the bubble, the banner, a notice, the status
line risen in its box) lies over a card in sight, the mouse on that part of
the box names no card and holds up no hand card."""

from __future__ import annotations

import itertools

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.ui.table.canvas import BOXES

from .conftest import app_at
from .test_more_bubble import key
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def pointed_through(table) -> tuple[list[str], int]:  # noqa: ANN001
    found, tried = [], 0
    decals = table.canvas.decals
    for name in BOXES:
        d = decals.get(name)
        if d is None or d.under or d.surface is None:
            continue
        for s in table.sprites:
            if not s.visible or s.face < 0.5 or not s.rect().colliderect(d.rect):
                continue
            tried += 1
            at = d.rect.clip(s.rect()).center
            if table.pointer.card_under(at) is not None or table.pointer.hand_card_at(at) is not None:
                found.append(f"the mouse on the {name} box at {at} points at card {s.card} under it")
    return found, tried


def test_no_card_is_pointed_at_through_a_box():
    found, tried = [], 0
    with app_at(S.MIN_WINDOW, 150, "en") as app:
        tables = itertools.chain(koikoi_tables(app, states=40), gostop_tables(app, 2), gostop_tables(app, 3))
        for table in tables:
            table.canvas.refresh()
            if table.pointer.more_spots():
                key(table, pygame.K_y)
                table.canvas.refresh()
            got, n = pointed_through(table)
            found += got
            tried += n
    assert tried, "no box lay over a card in these states"
    assert not found, "\n".join(found[:10])
