"""Three cards of a month dealt to the Go-Stop field are explained as a
pair piled at the deal is (issue 39: three cherries lay stacked with no tag,
pointing said only "Cherry plain card", the Moves only who leads): the
field tags their pile, pointing at each says the fourth takes all four, and
the Moves have a line for them. Audited over seeded deals of both presets,
the threes found from the dealt field itself; and the engine agrees: the
fourth card of the month, played or turned up, takes all four."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import MONTH_MASK, indices
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.gostop.movelog import GostopMoveLog

from .conftest import app_at
from .test_table_truth import at_rest

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NAMES = ("You", "CPU")


def threes(h: H.HandState) -> list[int]:
    """The months of which three cards lie on the field as dealt, piled by no rule."""
    return [mo for mo in range(1, 13) if (h.field & MONTH_MASK[mo]).bit_count() == 3 and h.held[mo] == H.NO_ONE]


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_a_dealt_three_is_tagged_said_when_pointed_at_and_in_the_moves(preset):
    rules = load_gostop(preset)
    seen = 0
    with app_at((1280, 720), 100, "en") as app:
        table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
        table.timeline.clear()
        for seed in range(400):
            g, events = G.new_game(rules, seed, 2)
            months = threes(g.hand)
            if not months:
                continue
            log = GostopMoveLog(lambda: NAMES, 0, lambda g=g: g)  # type: ignore[misc]
            log.add(events)
            table.game, table.scores_shown = g, g.scores
            table.sync()
            at_rest(table)
            tagged = {slot for slot, _words in table.canvas.pile_tags()}
            for mo in months:
                assert table.model.month_slot(mo) in tagged, f"seed {seed}: month {mo} dealt three untagged"
                for c in indices(g.hand.field & MONTH_MASK[mo]):
                    table.pointer.pointed = c
                    said = table.pointer.status()
                    assert "takes all four" in said, f"seed {seed}: {said}"
                lines = [m.text for m in log.moves if set(m.cards) == set(indices(g.hand.field & MONTH_MASK[mo]))]
                assert any("Three" in t and "fourth takes all four" in t for t in lines), [m.text for m in log.moves]
            seen += 1
            if seen >= 6:
                break
    assert seen, "no dealt three met"


def test_the_fourth_card_of_a_dealt_three_takes_all_four():
    rules = load_gostop("matgo")
    checked = 0
    for seed in range(300):
        g, _ = G.new_game(rules, seed, 2)
        months = threes(g.hand)
        rng = random.Random(seed)
        while months and not g.over and g.hand.phase is not H.Phase.OVER:
            before = g.hand
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            for mo in list(months):
                if (before.field & MONTH_MASK[mo]).bit_count() == 3 and not g.hand.field & MONTH_MASK[mo]:
                    taken = [ev for ev in events if isinstance(ev, H.Captured) and ev.cards & MONTH_MASK[mo]]
                    assert taken and taken[0].cards & MONTH_MASK[mo] == MONTH_MASK[mo], (seed, mo, events)
                    months.remove(mo)
                    checked += 1
    assert checked
