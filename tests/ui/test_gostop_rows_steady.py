"""The Go-Stop panel's score rows keep their place and size through a hand:
a newcomer saw them jump from turn to turn, the whole panel shrinking as
yaku lines came (and growing back as they went). The rows are sized once
for the hand; only the yaku lines under them shrink to fit."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.layout import THREE_PLAYERS

from .conftest import app_at
from .test_table_truth import at_rest, info_panel
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def rows_seen(table) -> tuple:  # noqa: ANN001
    """Where each score is drawn in the panel (the panel's only texts of digits alone), top to bottom."""
    drawn = inked_texts(table, lambda screen: screen.blit(*info_panel(table)[:2]))
    return tuple(sorted((r.y, r.h) for t, r in drawn if t.isdigit()))


@pytest.mark.parametrize("players, preset", [(2, "matgo"), (3, "gostop-brazilian")])
@pytest.mark.parametrize("size, text_size", [(S.MIN_WINDOW, 150), (S.DEFAULT_WINDOW, 100)])
def test_the_score_rows_hold_still_through_a_hand(players, preset, size, text_size):
    with app_at(size, text_size, "en") as app:
        rules = load_gostop(preset, {"match.most_players": players})
        table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
        table.timeline.clear()
        app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
        try:
            for seed in (3, 8, 11):
                rng = random.Random(seed)
                g, _ = G.new_game(rules, seed, players)
                seen: dict[int, set] = {}
                while g.hand_no <= 6 and not g.over:
                    g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
                    if g.hand.phase is not Phase.OVER and rng.random() < 0.5:
                        table.game = g
                        table.scores_shown = g.scores
                        table.sync()
                        at_rest(table)
                        seen.setdefault(g.hand_no, set()).add(rows_seen(table))
                moved = {hand: rows for hand, rows in seen.items() if len(rows) > 1}
                assert not moved, f"seed {seed}: the rows moved within a hand: {moved}"
        finally:
            app.ctx.layout.use(None)
