"""The plains' label where the sake cup, lying with the animals, counts
as a plain too read "Plains 2 + 1", which said what the + 1 was only
when pointed at (issue 39): the label names the cup ("Plains  2 + 1
(sake cup)", or "(cup)" in a narrow box) wherever the box has room for
it, as Go-Stop's doubling card has its "×2" said beside it. Over random
states of the presets that count the cup as a plain, at both window
sizes and the three text sizes, each such box names the cup, and counts
what the rules count (tests/ui/agreement.py)."""

from __future__ import annotations

import pytest

from koikoi.games.common.cards import SAKE_CUP
from koikoi.storage import settings as S

from .agreement import capture_box_problems, cup_unsaid
from .conftest import app_at
from .test_table_truth import capture_labels, koikoi_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.DEFAULT_WINDOW, 100, "en"), (S.MIN_WINDOW, 100, "en"), (S.DEFAULT_WINDOW, 150, "en"),
         (S.MIN_WINDOW, 150, "en"), (S.MIN_WINDOW, 150, "fr")]


@pytest.mark.parametrize("size, text_size, lang", CASES,
                         ids=lambda c: f"{c[0]}x{c[1]}" if isinstance(c, tuple) else str(c))
def test_the_plains_label_names_the_sake_cup_it_counts(size, text_size, lang):
    looked = 0
    with app_at(size, text_size, lang) as app:
        for preset in ("nintendo", "korean"):  # the cup a plain and an animal; an animal or a plain
            for seed in (1, 2, 3):
                for table in koikoi_tables(app, seed=seed, preset=preset, states=40):
                    if not any(c >> SAKE_CUP & 1 for c in table.match.round.captures):
                        continue
                    drawn = inked_texts(table, capture_labels(table))
                    looked += 1
                    wrong = cup_unsaid(table, drawn) + capture_box_problems(table, drawn)
                    assert not wrong, f"{preset}, seed {seed}: {wrong}"
    assert looked >= 5, "states with the cup captured looked at"
