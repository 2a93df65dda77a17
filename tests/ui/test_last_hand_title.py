"""The last hand's summary, looked back at from the next hand (L), is
titled as the last hand, with its number, in every language (issue 39:
Korean said "이번 판은 CPU의 승리", this hand, looking back at hand 4 from
hand 5); the hand now played keeps its own heading; and the Korean words of
a summary's lines say no "this hand" (이번 판) either way."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import NO_ONE, Phase
from koikoi.i18n import _
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene

from .conftest import app_at

LAST = {"en": "Last hand", "fr": "précédente", "pt_BR": "anterior", "ko": "지난 판", "ja": "前の局"}


def ended_hands(rules, want: int = 6):  # noqa: ANN001, ANN201
    """Games at the end of a hand, won by each side and drawn."""
    for seed in range(60):
        g, _events = G.new_game(rules, seed, 2)
        rng = random.Random(seed)
        while g.hand.phase is not Phase.OVER:
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        yield g
        want -= 1
        if not want:
            return


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_last_hand_s_summary_is_titled_as_the_last_hand(lang):
    rules = load_gostop("matgo")
    winners = set()
    with app_at((960, 540), 100, lang) as app:
        table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
        for g in ended_hands(rules):
            table.game = g
            winners.add(g.hand.result.winner if g.hand.result else NO_ONE)
            now, back = GostopSummaryScene(app.ctx, table).title(), GostopSummaryScene(app.ctx, table, True).title()
            assert LAST[lang] in back and str(g.hand_no) in back, back
            assert LAST[lang] not in now, now
            if lang == "ko":
                assert "이번" not in back and "이번" not in _("The hand's points, after multipliers"), back
    assert len(winners) >= 2
