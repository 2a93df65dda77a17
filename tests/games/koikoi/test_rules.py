"""Rule sets as data: every preset loads, and a broken one says what is wrong."""

from __future__ import annotations

import pytest

from koikoi.games.common.rulefiles import PRESETS_NOT_OFFERED
from koikoi.games.koikoi.rules import PRESET_NAMES, MatchOptions, RulesError, compile_rules, load_file, load_preset


@pytest.mark.parametrize("name", PRESET_NAMES + PRESETS_NOT_OFFERED)
def test_every_preset_loads_and_names_itself(name):
    rules = load_preset(name)
    assert rules.name == name
    assert rules.title and rules.description
    assert rules.yaku


def test_nintendo_is_the_default():
    assert load_preset().name == "nintendo"


def test_presets_follow_the_digest():
    """Spot checks of each preset against our English reading of the players' rule documents."""
    n = load_preset("nintendo")
    assert n.match.rounds == 12 and n.play.koikoi_limit == 1
    assert n.scoring.seven_plus and n.scoring.opponent_koikoi
    fr = load_preset("fr-classic")
    assert fr.end.dealer_rotation == "alternate" and fr.deal.field_four == "void"
    assert all(getattr(fr.scoring, k) for k in ("seven_plus", "own_koikoi", "opponent_seven_plus", "opponent_koikoi"))
    frv = load_preset("fr-variant")
    assert frv.end.exhausted == "caller_unless_last_player"
    assert not any(getattr(frv.scoring, k) for k in ("seven_plus", "opponent_koikoi", "own_koikoi"))
    ko = load_preset("korean")
    assert ko.deal.packet == 2 and ko.match.target == 50 and ko.end.oya_ken == 1
    assert ko.scoring.sake_cup == "either" and ko.scoring.viewing_yaku == "with_other"
    br = load_preset("brazilian")
    assert br.deal.swap_hands and br.deal.instant_win_points == 5
    assert br.scoring.nth_koikoi and br.scoring.field_brights and not br.scoring.seven_plus
    kj = load_preset("koikoi-japan")
    assert kj.match == MatchOptions(rounds=8, target=0, starting_points=30, transfer=True)
    assert kj.scoring.koikoi_bonus and not kj.play.last_turn_koikoi


def test_overrides_set_dotted_keys():
    rules = load_preset("nintendo", {"play.koikoi_limit": 0, "yaku.goko.points": 15})
    assert rules.play.koikoi_limit == 0
    assert rules.yaku_by_id("goko").points == 15


def test_rules_compare_by_content():
    assert load_preset("nintendo") == load_preset("nintendo")
    assert load_preset("nintendo") != load_preset("nintendo", {"play.koikoi_limit": 0})


# --- bad input names the file, the key and the value -------------------------

@pytest.mark.parametrize(
    "overrides,key,value",
    [
        ({"play.koikoi_limt": 0}, "play.koikoi_limt", "0"),
        ({"play.koikoi_limit": -1}, "play.koikoi_limit", "-1"),
        ({"play.koikoi_limit": "two"}, "play.koikoi_limit", "'two'"),
        ({"scoring.sake_cup": "sometimes"}, "scoring.sake_cup", "'sometimes'"),
        ({"scoring.seven_plus": 1}, "scoring.seven_plus", "1"),
        ({"yaku.goko.pool": ["bright", "pine-cran"]}, "yaku.goko.pool", "'pine-cran'"),
        ({"yaku.akatan.cards": ["not-a-card"]}, "yaku.akatan.cards", "'not-a-card'"),
        ({"yaku.goko.replaces": ["sankoo"]}, "yaku.goko.replaces", "'sankoo'"),
        ({"yaku.goko.colour": "red"}, "yaku.goko.colour", "'red'"),
        ({"yaku.newone.points": 3}, "yaku.newone.name", ""),
        ({"colour": "red"}, "colour", "'red'"),
    ],
)
def test_a_bad_value_is_named(overrides, key, value):
    with pytest.raises(RulesError) as err:
        load_preset("nintendo", overrides)
    text = str(err.value)
    assert "presets/nintendo.toml" in text
    assert key in text
    assert value in text


def test_a_match_needs_an_end():
    with pytest.raises(RulesError, match="needs an end"):
        load_preset("nintendo", {"match.rounds": 0})


def test_unknown_preset():
    with pytest.raises(RulesError, match="unknown preset 'nope'|preset 'nope'"):
        load_preset("nope")


def test_missing_option(tmp_path):
    data = dict(load_preset("nintendo").data)
    data["play"] = {k: v for k, v in data["play"].items() if k != "gaji"}
    with pytest.raises(RulesError, match=r"play\.gaji: missing"):
        compile_rules(data, "mine.toml")


def test_player_file_extends_a_preset(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text('extends = "nintendo"\nname = "house"\n[play]\nkoikoi_limit = 0\n')
    rules = load_file(path)
    assert rules.name == "house" and rules.play.koikoi_limit == 0


def test_broken_toml_names_the_file(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("extends = \n")
    with pytest.raises(RulesError, match="broken.toml.*not valid TOML"):
        load_file(path)


def test_bad_value_in_a_file_names_file_key_and_value(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('extends = "nintendo"\n[deal]\nteshi = "sometimes"\n')
    with pytest.raises(RulesError) as err:
        load_file(path)
    assert "bad.toml" in str(err.value) and "deal.teshi" in str(err.value) and "'sometimes'" in str(err.value)


def test_unreadable_file(tmp_path):
    with pytest.raises(RulesError, match="cannot be read"):
        load_file(tmp_path / "absent.toml")


def test_extends_loop(tmp_path, monkeypatch):
    path = tmp_path / "loop.toml"
    path.write_text('extends = "nope"\n')
    with pytest.raises(RulesError, match="unknown preset"):
        load_file(path)


def test_a_rule_file_names_tags_and_never_defines_them(tmp_path):
    """Only a deck defines tags (koikoi/games/decks/): a [tags] table in a rule file is refused, said why."""
    path = tmp_path / "themed.toml"
    path.write_text('extends = "nintendo"\n[tags]\nstar = ["pine-crane", "plum-warbler"]\n')
    with pytest.raises(RulesError, match=r"themed.toml: tags = .*: a rule file names tags and never defines them"):
        load_file(path)


def test_every_option_declares_what_it_allows():
    """A settings screen offers each option's values from the schema itself."""
    from koikoi.games.common.options import Choice, Flag, Whole
    from koikoi.games.koikoi.rules import SCHEMA

    for table, options in SCHEMA.items():
        for key, spec in options.items():
            assert isinstance(spec, (Choice, Flag, Whole)), f"{table}.{key}"
            allowed = list(spec.values) if isinstance(spec, (Choice, Flag)) else [spec.lo, spec.hi]
            assert all(spec.problem(v) is None for v in allowed), f"{table}.{key}"
            if isinstance(spec, Whole):
                assert spec.problem(spec.hi + 1) is not None and spec.problem(spec.lo - 1) is not None
            else:
                assert spec.problem("not a value of it") is not None

def test_rules_are_a_preset_by_name_or_a_file_by_path(tmp_path):
    """The one reading of --rules, for both commands."""
    from koikoi.games.koikoi.rules import load_rules, names_a_file

    mine = tmp_path / "house"  # a file, though not named .toml
    mine.write_text('extends = "korean"\nname = "house"\n')
    assert not names_a_file("korean") and names_a_file(mine) and names_a_file("missing.toml")
    assert load_rules("korean").name == "korean" and load_rules(str(mine)).name == "house"
    with pytest.raises(RulesError, match="unknown preset; known presets: nintendo"):
        load_rules("nintedo")
    with pytest.raises(RulesError, match="missing.toml.*cannot be read"):
        load_rules("missing.toml")
