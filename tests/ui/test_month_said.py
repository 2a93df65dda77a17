"""The panel's round month ("Pine month") says what it is for when pointed
at, and How to play says it too (cold playtest pt14: the label said
nothing, and How to play never told what it was for): the month, and what
it changes under the rules in force, from the rules (the yaku of the
month's cards and what it scores; or nothing). Audited at tables of every
preset, with that yaku on and off, at two window and text sizes."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.ui.koikoi.table import TableScene
from koikoi.i18n import _, pgettext
from koikoi.storage import settings as S
from koikoi.ui.assets import MONTH_NAMES
from koikoi.ui.rule_words import points
from koikoi.ui.rules_explained import explain
from koikoi.ui.table.panel import MONTH_SPOT
from koikoi.ui.table.tip import render_tip

from .conftest import app_at
from .test_table_truth import at_rest
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

RULES = [(name, {}) for name in PRESET_NAMES] + [("nintendo", {"yaku.tsukifuda.enabled": True})]


def changes(rules) -> list[str]:  # noqa: ANN001
    """What the month changes under ``rules``, as words the sentence must hold: each month yaku's name and worth."""
    return [w for y in rules.yaku if y.current_month for w in (pgettext("yaku", y.name), points(y.points))]


def tables(app, rules, rounds: int = 3):  # noqa: ANN001, ANN201
    """A table of ``rules`` at rest mid-round, in each of the first ``rounds`` rounds of a random match."""
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    app.push(table)
    rng = random.Random(5)
    m, _ev = M.new_match(rules, 5)
    shown = set()
    while len(shown) < rounds and not m.over:
        m, _ev = M.apply(m, rng.choice(M.legal_actions(m)))
        if not m.round.over and m.round_no not in shown and m.round.deck_left < 20:
            shown.add(m.round_no)
            table.match = m
            table.sync()
            at_rest(table)
            yield table


@pytest.mark.parametrize("case", [(S.MIN_WINDOW, 150, "en"), (S.DEFAULT_WINDOW, 100, "ko")],
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
@pytest.mark.parametrize("preset, overrides", RULES, ids=lambda v: str(v))
def test_pointing_at_the_round_month_says_what_it_changes(case, preset, overrides):
    rules = load_preset(preset, overrides)
    with app_at(*case) as app:
        window = pygame.Rect((0, 0), app.ctx.layout.window)
        met = 0
        for table in tables(app, rules):
            table.canvas.decals.clear()
            table.canvas.refresh()
            spots = [at for at, what in table.canvas.spots if what == MONTH_SPOT]
            assert len(spots) == 1, table.canvas.spots
            table.pointer.point_at(spots[0].center)
            said = table.pointer.yaku_said()
            month = _(MONTH_NAMES[table.match.round.month])
            assert month in said, said
            for words in changes(rules):
                assert words in said, (said, words)
            if not changes(rules):
                assert _("It changes nothing under these rules: no yaku counts the month's cards.") in said, said
            tip = inked_texts(table, lambda screen, t=table: screen.blit(*render_tip(
                t.pointer.yaku_said(), t.pointer.spot_at, t.ctx.layout, t.ctx.assets)))
            assert "".join(x for x, _r in tip).replace(" ", "") == said.replace(" ", ""), (said, tip)
            assert all(window.contains(r) for _x, r in tip), tip
            met += 1
        assert met


@pytest.mark.parametrize("preset, overrides", RULES, ids=lambda v: str(v))
def test_how_to_play_says_what_the_month_changes(preset, overrides):
    rules = load_preset(preset, overrides)
    said = " ".join(s for section in explain(rules) for s in section.sentences)
    assert "Each round has a month" in said, said
    for words in changes(rules):
        assert words in said, (words, said)
    if not changes(rules):
        assert "It changes nothing under these rules." in said
