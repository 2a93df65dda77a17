"""What a Go is worth, said where Go or Stop? is asked (issue 39: a new
player was asked to call Go without a word of what it adds, nor when its ×2
starts), and a Go's +1 never listed under a heading that calls it a
multiplier (the match table's column said "Multipliers" over "CPU 1 called
Go once +1").

Audited against the engine: for each way the rules count Go calls (matgo's
standard, the Brazilian preset's seed) and the first to the fifth Go, in the
five languages, the sentence says every figure the engine's score would
then carry for the Go calls (each bonus's +n, each multiplier's ×n)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import _go_lines
from koikoi.i18n import pgettext
from koikoi.ui.gostop_go_words import go_sentence, go_worth, short_go_worth
from koikoi.ui.scenes.gostop_match_end import GostopMatchEndScene

LANGS = ["en", "fr", "pt_BR", "ko", "ja"]


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_go_or_stop_says_what_the_go_adds_as_the_engine_counts_it(lang, preset):
    rules = load_gostop(preset)
    for called in range(5):
        sight = SimpleNamespace(rules=rules, player=0, go_calls=(called, 0), players=2)
        lines = _go_lines(rules.scoring.go_bonus, called + 1)
        for said in (go_worth(sight), short_go_worth(sight)):  # the long form and the narrow room's
            for line in lines:
                figure = f"+{line.points}" if line.kind == "bonus" else f"×{line.factor}"
                assert figure in said, (preset, called + 1, figure, said)
        if rules.scoring.go_bonus == "standard" and called + 1 < 3:  # when the doubling starts
            assert not any(line.kind == "multiplier" for line in lines)


def test_the_go_sentence_says_what_the_go_is_worth_after_its_risk(lang):
    from koikoi.games.common.seats import HUMAN
    from koikoi.games.gostop import game as G
    from koikoi.games.gostop.observation import observe

    for preset in ("matgo", "gostop-brazilian"):
        g, _events = G.new_game(load_gostop(preset), seed=3)
        sight = observe(g.hand, HUMAN)
        said = go_sentence(sight, ("You", "CPU"))
        # after the risk, a space before it (none after a Japanese full stop: gostop_go_words.joined)
        worth = go_worth(sight)
        assert worth in said and not said.startswith(worth), (preset, said)
        before = said[:said.index(worth)]
        assert before.endswith(" ") or before.endswith("。"), (preset, said)
        said = go_sentence(sight, ("You", "CPU"), short=True)
        assert short_go_worth(sight) in said and not said.startswith(short_go_worth(sight)), (preset, said)


def test_the_match_table_s_column_of_go_bonuses_is_not_headed_multipliers(lang):
    scene = SimpleNamespace(table=SimpleNamespace(short=("You", "CPU")))
    heads = GostopMatchEndScene.heads(scene)  # type: ignore[arg-type]
    assert heads[3] != pgettext("match table", "Multipliers"), heads
    assert heads[3] == pgettext("match table", "Bonuses and multipliers"), heads
