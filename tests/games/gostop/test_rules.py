"""Go-Stop rule files: read and checked like Koi-Koi's, by the same code;
each mistake named with its file, key and value."""

from __future__ import annotations

import pytest

from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import GOSTOP_PRESET_NAMES, RulesError, load_preset, load_rules


@pytest.mark.parametrize("name", GOSTOP_PRESET_NAMES)
def test_every_go_stop_preset_loads(name):
    rules = load_gostop(name)
    assert rules.name == name
    assert {y.id for y in rules.yaku_variants[0]} >= {"ogwang", "godori", "hongdan", "pi"}


def test_the_brazilian_preset_is_matgo_with_the_seeds_changes():
    matgo, seed = load_gostop("matgo"), load_gostop("gostop-brazilian")
    assert (matgo.deal.hand, matgo.deal.field) == (10, 8)
    assert (seed.deal.hand, seed.deal.field, seed.deal.hand_three, seed.deal.field_three) == (8, 10, 7, 6)
    assert seed.cards.bonus == deck.BONUS_IDS and len(matgo.cards.bonus) == 2
    assert seed.go.threshold == 8 and matgo.go.threshold == 7  # "more than 7" / "7 or more"
    assert seed.yaku_variants == matgo.yaku_variants  # the seed's table is lost: matgo's applies


def test_each_game_refuses_the_others_rules():
    with pytest.raises(RulesError, match="Go-Stop rule set"):
        load_preset("matgo")
    with pytest.raises(RulesError, match="Go-Stop rule set"):
        load_rules("gostop-brazilian")
    with pytest.raises(RulesError, match="Koi-Koi rule set"):
        load_gostop("nintendo")


def write(tmp_path, text: str):
    path = tmp_path / "house.toml"
    path.write_text('extends = "matgo"\nname = "house"\n' + text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, words", [
    ('[cards]\nbonus = ["bonus-7pi"]\n', "cards.bonus = ['bonus-7pi']: unknown card id here: bonus-7pi"),
    ('[cards]\ndouble_plains = ["pine-crane"]\n', "cards.double_plains = ['pine-crane']: unknown card id here"),
    ('[cards]\nbonus = ["bonus-2pi", "bonus-2pi"]\n', "names a card twice: bonus-2pi"),
    ('[cards]\nsake_cup = "both"\n', "cards.sake_cup = 'both': must be one of: chosen, best, animal, plain"),
    ('[go]\nthreshold = 0\n', "go.threshold = 0: must be a whole number from 1 to 50"),
    ('[scoring]\npi_bak = "yes"\n', "scoring.pi_bak = 'yes': must be true or false"),
    ('[play]\nkoikoi_limit = 1\n', "play.koikoi_limit = 1: unknown key"),
    ('[yaku.pi]\ncounts = "points"\n', "yaku.pi.counts = 'points': must be one of: cards, pi"),
    ('[yaku.ogwang]\nreplaces = ["gokou"]\n', "yaku.ogwang.replaces"),
    ('[yaku.mine]\nname = "Mine"\npoints = 1\npool = ["moon"]\nmin = 1\n', "yaku.mine.pool = 'moon'"),
    ('game = "chess"\n', "game = 'chess': must be one of: koikoi, gostop"),
    ('[match]\nrounds = 0\ntarget = 0\n', "a match needs an end"),
    ('[match]\nplayers = 3\n', "match.players = 3: deals for more players than most_players (2)"),
])
def test_a_bad_rule_file_is_refused_naming_file_key_and_value(tmp_path, text, words):
    path = write(tmp_path, text)
    with pytest.raises(RulesError) as err:
        load_gostop(path)
    assert str(path) in str(err.value) and words in str(err.value)


def test_a_house_rule_changes_only_what_it_names(tmp_path):
    rules = load_gostop(write(tmp_path, '[yaku.sagwang]\npoints = 5\n[scoring]\ngo_bak = false\n'))
    base = load_gostop("matgo")
    assert {y.id: y.points for y in rules.yaku_variants[0]}["sagwang"] == 5
    assert not rules.scoring.go_bak and rules.scoring.pi_bak == base.scoring.pi_bak
