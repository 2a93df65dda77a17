"""The sake cup's box is the engine's count, and its every move is said
(issue 39, pt26: in a Go-Stop of three under the Brazilian rules the cup,
not chosen yet, moved from the player's animals to their plains with
nothing said that they saw, and the Settings line said the owner picks
"when it first matters", while the question came only when the way it
counted decided Go or Stop). Over seeded hands of two and three players
with the cup "chosen" by its holder (the person's moves at random, the
computer's its own): whenever the table waits for the person, the box it
shows the cup in (animals, or plains) is the one the engine counts it in
now; each time the cup changed boxes between two such moments in a hand
not over, the Moves list and a banner said so; and the Settings line for
"Holder chooses" says when the question comes, as the rules page does."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.cards import SAKE_CUP, Kind
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import SAKE, cup_counts_as_plain
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.gostop_explained import explain_gostop
from koikoi.ui.gostop_rule_words import RULE_OPTIONS
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene

from .conftest import click, make_app, run
from .test_gostop_table import banners


@pytest.mark.parametrize("preset, players", [("matgo", 2), ("gostop-brazilian", 3)])
def test_the_cup_lies_where_the_engine_counts_it_and_each_move_is_said(preset, players):
    rules = load_gostop(preset)
    assert rules.cards.sake_cup == "chosen"
    app = make_app(S.Settings(animation_speed=4.0))
    moves = seen = 0
    try:
        for seed in range(1, 30):
            table = app.ctx.screens.gostop_table(rules, seed, "easy", players=players)
            said = banners(table)
            app.push(table)
            rng = random.Random(seed)
            last: tuple[bool, int, int] | None = None  # the cup's box, the banners and the log's lines then
            for _ in range(20000):
                top = app.top
                if isinstance(top, GostopSummaryScene):
                    break
                if isinstance(top, ChoiceScene):
                    click(rng.choice([b for b in top.buttons if b is not top.hint_button]).rect.center)
                    run(app, 2)
                    continue
                run(app, 1)
                if not (table.human_turn() and app.top is table):
                    continue
                h = table.game.hand
                holder = next((p for p in range(h.players) if h.captures[p] & SAKE), None)
                if holder is not None and h.phase is not Phase.OVER:
                    shown = table.geometry.kind_of(SAKE_CUP) is Kind.PLAIN
                    counted = cup_counts_as_plain(rules, h.captures[holder], h.cup)
                    assert shown == counted, (seed, holder, shown, counted)
                    seen += 1
                    told = [m for m in table.log.moves if SAKE_CUP in m.cards]
                    if last is not None and last[0] != shown:
                        moves += 1
                        assert len(told) > last[2], (seed, "the cup moved with no line in the Moves list")
                        assert any("sake cup" in (text + sub).lower() for text, sub in said[last[1]:]), \
                            (seed, "the cup moved with no banner", said[last[1]:])
                    last = shown, len(said), len(told)
                table.act(rng.choice(table.legal()))
            while app.top is not None and app.top is not table:
                app.pop()
            app.pop()
    finally:
        app.quit()
    assert seen, "no state with the cup taken"
    assert moves, "no hand where the cup changed boxes"


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_settings_line_says_when_the_cup_is_chosen_as_the_rules_page_does(lang):
    """The Settings line for "Holder chooses" says the question comes when the way the cup counts first decides
    Go or Stop: the rules page's words for it, "Go or Stop" named in both (pt26 read "when it first matters")."""
    i18n.set_language(lang)
    try:
        line = RULE_OPTIONS["cards.sake_cup"].meaning("chosen")
        page = " ".join(s for section in explain_gostop(load_gostop("matgo")) for s in section.sentences)
        go = {"en": "Go or Stop", "fr": "Go ou Stop", "pt_BR": "Go ou Stop", "ko": "고·스톱", "ja": "ゴーかストップか"}[lang]
        assert go in page, page
        assert go in line, line
    finally:
        i18n.set_language("en")
