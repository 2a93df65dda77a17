"""A tag on a card set apart in a capture box (the ×2 card's "×2", the
bonus bright's words) stays on its own card or beside it, over no other
card's face (pt24: where the plains' box had no room after the ×2 card,
its badge was laid before it, over the plains fanned there). Over random
states of Go-Stop with its bonus cards, of two and three players, at
both window sizes and 100/150% text, in each language (its words make
the labels' widths): no tag covers a part of another
card that is in sight (not under a card drawn over it)."""

from __future__ import annotations

import contextlib

import pytest

from koikoi.games.gostop import deck

from .conftest import app_at
from .test_table_truth import gostop_walk

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def covered(table) -> list[str]:  # noqa: ANN001
    """Each tag of a card set apart that covers a part of another card in sight."""
    found = []
    order = sorted((s for s in table.sprites if s.visible), key=lambda s: s.z)
    for card, box, _words in table.canvas.apart_tags(table.canvas.apart_cards()):
        for i, s in enumerate(order):
            if s.card == card or s.face < 0.5 or not s.rect().colliderect(box):
                continue
            shared = box.clip(s.rect())
            if not any(above.rect().contains(shared) for above in order[i + 1:]):
                found.append(f"card {card}'s tag {box} over card {s.card} {s.rect()}")
    return found


@pytest.mark.parametrize("size, text, lang", [((960, 540), 150, "en"), ((960, 540), 150, "ja"),
                                              ((960, 540), 100, "pt_BR"), ((1280, 720), 150, "fr"),
                                              ((1280, 720), 125, "ko")])
@pytest.mark.parametrize("players", [2, 3])
def test_no_tag_over_another_card(size, text, lang, players):
    found, doubles = [], 0
    with app_at(size, text, lang) as app:
        for seed in range(3):
            walk = gostop_walk(app, players, seed, "gostop-brazilian", keep=lambda step, _rng: step % 4 == 0)
            with contextlib.closing(walk) as states:
                for _step, table in states:
                    table.canvas.refresh()
                    doubles += any((1 << c) & deck.BONUS_DOUBLE for seat in table.model.captured for c in seat)
                    found += covered(table)
    assert doubles, "no state with the ×2 card captured"
    assert not found, f"{len(found)} tags over other cards:\n" + "\n".join(found[:10])
