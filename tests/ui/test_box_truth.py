"""Each capture box counts what the rules count for its kind, the cards a
table points at lie whole, and a table of three reads in one seat order
(issue 39: a newcomer's cold playtest read "Plains 2" beside "Kasu 3/10").

Audited over random states of every Koi-Koi preset and Go-Stop's tables,
at the smallest window at 150% text in French and the default one in
Korean."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import SAKE_CUP
from koikoi.games.common.rulefiles import PRESET_NAMES
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene

from .agreement import capture_box_problems
from .conftest import app_at
from .test_table_truth import at_rest, capture_labels
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 150, "ko")]
# every shipped Koi-Koi preset, and the two ways of counting the cup none of them ships
RULES = [(name, {}) for name in PRESET_NAMES] + [
    ("nintendo", {"scoring.sake_cup": "plain"}), ("nintendo", {"scoring.sake_plains": 2}),
    ("nintendo", {"scoring.sake_cup": "animal"})]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def cup_tables(app, preset: str, overrides: dict, states: int = 3, seed: int = 11):  # noqa: ANN001
    """A Koi-Koi table at rest in random mid-round states where a player has taken the sake cup."""
    rules = load_preset(preset, overrides)
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    rng = random.Random(seed)
    m, _ = M.new_match(rules, seed)
    seen = 0
    for _step in range(20000):
        if seen >= states:
            break
        if m.over:  # a short match: another
            seed += 1
            m, _ = M.new_match(rules, seed)
        m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        rnd = m.round
        if not rnd.over and any(c >> SAKE_CUP & 1 for c in rnd.captures) and rng.random() < 0.5:
            table.match = m
            table.sync()
            at_rest(table)
            seen += 1
            yield table
    assert seen == states, f"{preset} {overrides}: the cup was taken in only {seen} states"


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r[0] + "".join(f"-{v}" for v in r[1].values()))
def test_each_box_counts_the_sake_cup_as_the_rules_count_it(app, rules):
    """Nintendo's cup is an animal and a plain: Kasu read 3/10 beside
    "Plains 2", the cup lying with the animals. The plains' label adds it
    ("Plains 2 + 1"); where the cup counts only as a plain it lies with them."""
    for table in cup_tables(app, *rules):
        wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
        assert not wrong, f"{rules}:\n" + "\n".join(wrong)
