"""The banner that says a yaku is out of reach keeps clear of the player's
hand: pt26 (French, 1280x720, 150% text) saw "Vos Goko et Shiko ne sont
plus possibles : l’ordinateur a pris la pleine lune d’août." lie over the
top of the hand's cards, which the next turn plays from.

Over seeded Koi-Koi rounds at the CPU's turn, in the five languages, at
960x540 and 1280x720 and each text size: the CPU's taking said in that
banner, its box (as the table draws it) covers no card of the player's
hand, nor any card of the move (tests/ui/test_banner_clear_of_move.py)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import mask_of
from koikoi.games.koikoi.turn import Phase
from koikoi.storage import settings as S
from koikoi.ui.koikoi import steps as C
from koikoi.ui.out_of_reach import lost_said

from .conftest import app_at, run
from .test_scenes import RULES, drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_out_of_reach_banner_covers_no_card_of_the_players_hand(size, lang, monkeypatch):
    bad = []
    for text in S.TEXT_SIZES:
        with app_at(size, text, lang) as app:
            said = lost_said(RULES, ("You", i18n._("CPU")), 0, 0, mask_of(["pine-crane", "cherry-curtain"]), 0,
                             mask_of(["pampas-moon"]), 1)
            assert said
            monkeypatch.setattr(C, "lost_said", lambda *a, said=said, **k: said)
            for seed in range(1, 6):
                m = drive_to(lambda m: m.round.phase is Phase.PLAY and m.round.player == 1, seed=seed)
                table = table_with(app, m)
                run(app, 2)
                table.timeline.clear()
                field = table.model.field_cards()
                taken = field[:1] + list(table.model.hands[1])[:1]
                hand = {c: table.sprites[c].resting() for c in table.model.hands[table.person]}
                assert hand
                C.captured(table, 1, sum(1 << c for c in taken))
                _surface, box = table.banner.render_base(app.ctx.layout, app.ctx.assets)
                assert table.banner.text == said
                over = [c for c, r in hand.items() if box.colliderect(r)]
                if over:
                    bad.append(f"{size} {text}% {lang} seed {seed}: the banner {box} over the hand's cards {over}")
                app.pop(table)
    assert not bad, "\n".join(bad[:12])
