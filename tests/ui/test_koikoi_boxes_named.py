"""Koi-Koi's capture boxes say whose they are, as Go-Stop's do (cold
playtest pt14: Go-Stop wrote "CPU (Normal)" over the CPU's boxes, Koi-Koi
nothing). At each window and text size, in English and Korean: the CPU's
name is drawn whole inside the window above its boxes (over their width),
apart from every box and from every card on the table."""

from __future__ import annotations

import pytest

from koikoi.games.common.cards import Kind
from koikoi.games.common.seats import COMPUTER
from koikoi.storage import settings as S

from .conftest import app_at
from .test_table_truth import capture_labels, koikoi_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100, "en"), (S.MIN_WINDOW, 150, "ko"), (S.DEFAULT_WINDOW, 100, "ko"),
         (S.DEFAULT_WINDOW, 150, "en")]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_the_cpus_boxes_are_named_over_them(case):
    found = []
    with app_at(*case) as app:
        window = app.screen.get_rect()
        for n, table in enumerate(koikoi_tables(app, states=4)):
            drawn = inked_texts(table, capture_labels(table))
            g = table.geometry
            boxes = [g.group_rect(COMPUTER, kind) for kind in Kind]
            top = min(b.top for b in boxes)
            left, right = min(b.left for b in boxes), max(b.right for b in boxes)
            cards = [s.rect() for s in table.sprites]
            name = table.names[COMPUTER]
            over = [at for t, at in drawn if t == name and window.contains(at) and at.bottom <= top
                    and left - 8 <= at.left and at.right <= right and at.collidelist(boxes) < 0
                    and at.collidelist(cards) < 0]
            if not over:
                found.append(f"state {n}: {name!r} not drawn over the CPU's boxes "
                             f"({[(t, tuple(at)) for t, at in drawn if t == name]}, boxes from y {top})")
    assert not found, "\n".join(found[:8])
