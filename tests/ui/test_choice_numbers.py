"""At a choice between two field cards, the numbers follow the order one
reads the table (issue 39): a card lying higher is 1, though the other
lie a little to its left; in one row the left one is 1. The numbers on
the cards, the keys 1 and 2, the ring's order and the status line agree
(tests/ui/agreement.py's ``choice_number_problems``), over seeded
choices at both window sizes, the cards side by side and one above the
other; and the pause menu's help speaks of the numbers, never of a left
and a right one."""

from __future__ import annotations

import random

import pytest

from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene

from .agreement import choice_number_problems
from .test_choice_seen import koikoi_asked
from .conftest import app_at
from .test_table_truth import at_rest

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CHOICES = 40  # seeded choices looked at, per window size


def koikoi_choices(app, first: int = 1, preset: str = "nintendo", choices: int = CHOICES):  # noqa: ANN001, ANN201
    """A Koi-Koi table at rest at each of the person's choices between
    field cards met over random matches, the choice offered as in play."""
    rules = load_preset(preset)
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    seen = 0
    for seed in range(first, first + 50):  # a rule set may seldom offer a choice
        if seen >= choices:
            return
        rng = random.Random(seed)
        m, _ = M.new_match(rules, seed)
        while not m.over and seen < choices:
            if m.round.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP) and m.round.player == 0 and koikoi_asked(rules, m):
                table.match = m
                table.stage.clear_glows()
                table.sync()
                at_rest(table)
                table.prompted = False
                table.offer_human()
                at_rest(table)
                table.warm_list.clear()  # the card images are made as drawn
                assert table.pointer.choosing()
                seen += 1
                yield table
            m, _ = M.apply(m, rng.choice(M.legal_actions(m)))


@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_numbers_of_a_choice_follow_the_reading_order_and_the_keys_agree(size):
    found: list[str] = []
    stacked = beside = 0
    with app_at(size, 100, "en") as app:
        for table in koikoi_choices(app):
            found += choice_number_problems(table)
            a, b = (table.sprites[c].rect() for c in table.pointer.choice_order()[:2])
            if abs(a.centery - b.centery) > a.h / 4:
                stacked += 1
            else:
                beside += 1
    assert stacked and beside, "both layouts looked at: one above the other, and side by side"
    assert not found, "\n".join(found[:10])


def test_the_pause_menu_says_the_numbers_not_left_and_right():
    from koikoi.ui.scenes.pause import SHORTCUT_GROUPS

    said = [what for _head, rows in SHORTCUT_GROUPS for keys, what in rows if keys == "1, 2"]
    assert said and all("left" not in w and "right" not in w and "1" in w and "2" in w for w in said), said
