"""Every computer's capture boxes are named over them, at a table of two
as at a table of three (pt11: the three-player table's top boxes read
"CPU 1 (Easy)", "CPU 2 (Easy)"; the two-player table's top boxes said no
one's, and a newcomer could not tell whose they were).

At each window and text size, for both tables: each computer seat's name
is drawn whole inside the window, above that seat's boxes (over their
width, under nothing of them), and apart from every box."""

from __future__ import annotations

import pytest

from koikoi.games.common.cards import Kind
from koikoi.storage import settings as S

from .conftest import app_at
from .test_table_truth import capture_labels, gostop_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100), (S.MIN_WINDOW, 150), (S.DEFAULT_WINDOW, 100), (S.DEFAULT_WINDOW, 150)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%")
@pytest.mark.parametrize("players, preset", [(2, "matgo"), (3, "gostop-brazilian")])
def test_each_computer_s_boxes_are_named_over_them(case, players, preset):
    found = []
    with app_at(*case, "en") as app:
        window = app.screen.get_rect()
        for n, table in enumerate(gostop_tables(app, players, preset=preset)):
            if n > 2:
                break
            drawn = inked_texts(table, capture_labels(table))
            g = table.geometry
            for p in table.opponents:
                boxes = [g.group_rect(p, kind) for kind in Kind]
                top = min(b.top for b in boxes)
                left, right = min(b.left for b in boxes), max(b.right for b in boxes)
                name = table.names[p]
                over = [at for t, at in drawn if t == name and window.contains(at) and at.bottom <= top
                        and left - 8 <= at.left and at.right <= right and at.collidelist(boxes) < 0]
                if not over:
                    found.append(f"{players} players, seat {p}: {name!r} not drawn over its boxes "
                                 f"({[(t, tuple(at)) for t, at in drawn if t == name]}, boxes from y {top})")
        app.ctx.layout.use(None)
    assert not found, "\n".join(found[:8])


def test_a_replay_of_three_names_each_computer_s_hand():
    """pt11: a replay of three showed both computers' hands face up, side by
    side, with no word of which was CPU 1's and which CPU 2's (its heading
    stands where the table names them). Each is named under its cards, as
    at the table (r8-screens: over them, the names hid the cards' feet)."""
    from koikoi.ui.layout import seat_zone

    from .conftest import make_app
    from .test_replay import opened

    app = make_app(S.Settings(animation_speed=4.0, text_size=150), size=S.MIN_WINDOW)
    table, _rec = opened(app, "gostop", "gostop-brazilian", 3, at=7)

    def owners(screen) -> None:  # noqa: ANN001
        table.canvas.decals.clear()
        table.canvas.refresh()
        d = table.canvas.decals.get("owners")
        if d is not None and d.surface is not None:
            screen.blit(d.surface, d.rect)

    drawn = inked_texts(table, owners)
    for p in table.opponents:
        hand = table.ctx.layout.rect(seat_zone("hand", p))
        assert any(t == table.names[p] and hand.left <= at.centerx <= hand.right and at.top >= hand.centery
                   for t, at in drawn), (p, drawn, hand)
    app.ctx.worker.shutdown()
