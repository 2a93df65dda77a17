"""The status line counts the plains outlined in red after a steal (issue
39, pt16: two plains taken, both outlined, and the line said "The plain
the CPU took is outlined in red."). Audited over seeded steals at tables
of two and three: the line names as many plains as the table outlines."""

from __future__ import annotations

import random
import re

import pytest

from koikoi.games.common.cards import indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.gostop.steps import outline
from koikoi.ui.layout import THREE_PLAYERS
from koikoi.ui.table.stage import STOLEN

from .test_table_truth import at_rest

ONE = re.compile(r"The plain (the CPU took|you took|just taken) is outlined in red\.")
SOME = re.compile(r"The (\d+) plains (the CPU took|you took|just taken) are outlined in red\.")


@pytest.mark.parametrize("players", [2, 3])
def test_the_line_counts_the_plains_outlined(app, players):
    rules = load_gostop("matgo", {"match.most_players": players})
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
    table.timeline.clear()
    app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
    counts: set[int] = set()
    try:
        for seed in range(3, 60):
            rng = random.Random(seed)
            g, events = G.new_game(rules, seed, players)
            for _step in range(400):
                if g.over:
                    break
                g, events = G.apply(g, rng.choice(G.legal_actions(g)))
                steals = [ev for ev in events if isinstance(ev, H.Stole) and ev.cards]
                if not steals or g.hand.phase is not H.Phase.PLAY or g.hand.player != HUMAN:
                    continue
                table.game = g
                table.scores_shown = g.scores
                table.stage.clear_trace()
                for ev in events:
                    outline(table.stage, ev)
                table.sync()
                at_rest(table)
                table.prompted = False
                table.offer_human()
                red = [c for c in table.stage.traced if table.sprites[c].mark == STOLEN]
                assert len(red) == len({c for ev in steals for c in indices(ev.cards)})
                said = table.hint
                one, some = ONE.search(said), SOME.search(said)
                assert (one is not None) == (len(red) == 1), (said, len(red))
                assert len(red) == 1 or (some is not None and int(some[1]) == len(red)), (said, len(red))
                counts.add(len(red))
            if {1, 2} <= counts:
                break
    finally:
        app.ctx.layout.use(None)
    assert {1, 2} <= counts, counts  # a single plain and two at once were both seen
