"""The banner that says a yaku is out of reach stands clear of the cards
of the move it speaks of (issue 39, pt15: at the CPU's turn, the long
"Your Akatan is out of reach: the CPU took ..." covered field cards while
they were taken and the next card turned up).

Over seeded Koi-Koi rounds at the CPU's turn, at 960x540 and 1280x720,
100% and 150% text, in English and French: the CPU's taking of a field
card said in that banner, its box (as the table draws it) covers none of
the cards of the move: those taken, where they lie, and every field
card, where the turned-up card lands."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import mask_of
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi import steps as C
from koikoi.ui.out_of_reach import lost_said

from .conftest import app_at, run
from .test_scenes import RULES, drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_out_of_reach_banner_covers_no_card_of_the_move(size, text, lang, monkeypatch):
    bad = []
    with app_at(size, text, lang) as app:
        said = lost_said(RULES, ("You", i18n._("CPU")), 0, 0, mask_of(["pine-poetry"]), 0, mask_of(["plum-poetry"]), 1)
        assert said
        monkeypatch.setattr(C, "lost_said", lambda *a, **k: said)
        for seed in range(1, 7):
            m = drive_to(lambda m: m.round.phase is Phase.PLAY and m.round.player == 1, seed=seed)
            table = table_with(app, m)
            run(app, 2)
            table.timeline.clear()
            field = table.model.field_cards()
            taken = field[:1] + list(table.model.hands[1])[:1]
            move = {c: table.sprites[c].resting() for c in [*taken, *field]}
            C.captured(table, 1, sum(1 << c for c in taken))
            _surface, box = table.banner.render_base(app.ctx.layout, app.ctx.assets)
            assert table.banner.text == said
            over = [c for c, r in move.items() if box.colliderect(r)]
            if over:
                bad.append(f"{size} {text}% {lang} seed {seed}: the banner {box} over cards {over}")
            app.pop(table)
    assert not bad, "\n".join(bad[:12])
