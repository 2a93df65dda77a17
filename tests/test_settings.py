"""Settings: saved and read back whole; a bad file is set aside, never lost, and the player is told."""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.storage import files, paths
from koikoi.storage import settings as S
from koikoi.storage.settings import Loaded, Settings, SettingsError, load, reset, save

from .test_purity import run_blocked

# Every field away from its default, so a round trip that drops one fails.
CHANGED = Settings(
    level="hard",
    preset="korean",
    rule_options={"play.koikoi_limit": 0, "scoring.rain_spoils": True, "yaku.goko.points": 15},
    match_rounds=6,
    animation_speed=2.5,
    sfx_volume=0.35,
    music_volume=0.2,
    muted=True,
    fullscreen=True,
    window_size=(1600, 900),
    card_indices=False,
    reduced_motion=True,
    text_size=150,
    language="ja",
    game="gostop",
    gostop_preset="gostop-brazilian",
    gostop_players=3,
    korean_months=True,
    gostop_rule_options={"play.shake": True, "go.threshold": 5, "yaku.godori.points": 7},
    gostop_hands=6,
    gostop_target=30,
    guided_koikoi=4,
    guided_gostop=2,
    guide_offered=True,
    deck="themed",
)


def write(path: Path, content: object) -> bytes:
    data = json.dumps(content).encode()
    path.write_bytes(data)
    return data


def asides(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name != "settings.json")


def test_changed_differs_from_the_defaults_in_every_field():
    for name in S.FIELDS:
        assert getattr(CHANGED, name) != getattr(Settings(), name), name


def test_no_file_gives_the_defaults_and_nothing_to_say(tmp_path):
    loaded = load(tmp_path / "settings.json")
    assert loaded == Loaded(Settings(), (), None)
    assert list(tmp_path.iterdir()) == []


def test_every_field_survives_a_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    save(CHANGED, path)
    loaded = load(path)
    assert loaded.problems == () and loaded.set_aside is None
    assert loaded.settings == CHANGED
    for name in S.FIELDS:
        assert getattr(loaded.settings, name) == getattr(CHANGED, name), name
    assert loaded.settings.rules() == CHANGED.rules()
    assert loaded.settings.gostop_rules() == CHANGED.gostop_rules()


def test_the_file_is_readable_stable_json(tmp_path):
    path = tmp_path / "settings.json"
    save(CHANGED, path)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["version"] == S.VERSION
    assert list(data) == sorted(data)
    assert list(data["rule_options"]) == sorted(data["rule_options"])
    assert text.startswith('{\n  "animation_speed": 2.5,\n') and text.endswith("}\n")
    first = path.read_bytes()
    save(load(path).settings, path)
    assert path.read_bytes() == first


def test_save_creates_the_folder_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "er" / "settings.json"
    save(Settings(), path)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]
    assert load(path).settings == Settings()


def test_an_interrupted_save_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save(CHANGED, path)
    before = path.read_bytes()

    def power_cut(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError, match="Input/output"):
        save(Settings(), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


# --- files that cannot be used at all ---------------------------------------

CORRUPT = {
    "garbage bytes": (b"\x00\x17koi\xff\xfe" * 20, "not UTF-8"),
    "invalid UTF-8": (b'{"level": "hard\xe9"}', "not UTF-8"),
    "truncated JSON": (json.dumps(CHANGED.to_json()).encode()[:40], "not valid JSON"),
    "empty file": (b"", "not valid JSON"),
    "a list": (b'["hard", "korean"]', "JSON list"),
    "a string": (b'"hard"', "JSON string"),
    "a number": (b"12", "JSON number"),
    "null": (b"null", "null"),
    "too large": (b" " * (files.MAX_BYTES + 1) + b"{}", "too large"),
    "nested too deeply": (b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
    "a number too long": (b'{"match_rounds": ' + b"1" * 5000 + b"}", "not valid JSON"),
}


@pytest.mark.parametrize("data, why", CORRUPT.values(), ids=CORRUPT.keys())
def test_an_unusable_file_is_moved_aside_and_the_defaults_used(tmp_path, data, why):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    loaded = load(path)
    assert loaded.settings == Settings()
    (problem,) = loaded.problems
    assert str(path) in problem and why in problem and str(loaded.set_aside) in problem
    assert loaded.set_aside is not None and loaded.set_aside.parent == tmp_path
    assert loaded.set_aside.name.startswith("settings.json.bad-")
    assert loaded.set_aside.read_bytes() == data
    assert not path.exists()
    assert load(path) == Loaded(Settings(), (), None)  # the next start is quiet


def test_a_folder_in_place_of_the_file_is_moved_aside_with_its_contents(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    (path / "note.txt").write_bytes(b"mine")
    loaded = load(path)
    assert loaded.settings == Settings()
    (problem,) = loaded.problems
    assert str(path) in problem and "folder" in problem
    assert loaded.set_aside is not None and (loaded.set_aside / "note.txt").read_bytes() == b"mine"
    save(CHANGED, path)
    assert load(path).settings == CHANGED


def test_a_file_that_may_not_be_read_is_moved_aside(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    data = write(path, CHANGED.to_json())

    def denied(p, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(p))

    monkeypatch.setattr(files, "open", denied, raising=False)  # the reader's open(), not the test's
    loaded = load(path)
    assert loaded.settings == Settings()
    assert "permission denied" in loaded.problems[0] and str(path) in loaded.problems[0]
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == data


def test_a_byte_order_mark_is_not_corruption(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"level": "hard"}).encode())
    assert load(path) == Loaded(Settings(level="hard"), (), None)


def test_names_kept_aside_never_clash(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "stamp", lambda: "20260102-030405")
    path = tmp_path / "settings.json"
    firsts = []
    for data in (b"one{", b"two{", b"three{"):
        path.write_bytes(data)
        firsts.append(load(path).set_aside)
    assert [p.name for p in firsts] == [
        "settings.json.bad-20260102-030405",
        "settings.json.bad-20260102-030405-2",
        "settings.json.bad-20260102-030405-3",
    ]
    assert [p.read_bytes() for p in firsts] == [b"one{", b"two{", b"three{"]


def test_a_file_that_cannot_be_moved_is_left_alone_and_the_player_told(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"not json")

    def stuck(src, dst):
        raise OSError(16, "Device or resource busy")

    monkeypatch.setattr(os, "rename", stuck)
    loaded = load(path)
    assert loaded.settings == Settings() and loaded.set_aside is None
    (problem,) = loaded.problems
    assert str(path) in problem and "not valid JSON" in problem and "could not be moved" in problem
    assert path.read_bytes() == b"not json"
    # Saving is preferred to keeping an unreadable file: it replaces it when it still cannot move.
    save(CHANGED, path)
    assert load(path).settings == CHANGED


def test_saving_first_moves_an_unreadable_file_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff broken")
    save(CHANGED, path)
    (kept,) = asides(tmp_path)
    assert kept.name.startswith("settings.json.bad-") and kept.read_bytes() == b"\xff broken"
    assert load(path).settings == CHANGED


# --- files with some bad values ----------------------------------------------

BAD_FIELDS = [
    ("level", "grandmaster", "easy, normal, hard"),
    ("level", 3, "easy, normal, hard"),
    ("preset", "klondike", "nintendo"),
    ("preset", None, "must be one of: nintendo"),
    ("rule_options", ["play.koikoi_limit", 0], "object of rule options"),
    ("match_rounds", -1, "from 0 to 12"),
    ("match_rounds", 13, "from 0 to 12"),
    ("match_rounds", 6.0, "whole number"),
    ("match_rounds", True, "whole number"),
    ("animation_speed", 0.1, "from 0.25 to 4"),
    ("animation_speed", "fast", "from 0.25 to 4"),
    ("sfx_volume", 1.5, "from 0 to 1"),
    ("sfx_volume", -0.1, "from 0 to 1"),
    ("music_volume", 2, "from 0 to 1"),
    ("music_volume", "loud", "from 0 to 1"),
    ("muted", "yes", "true or false"),
    ("muted", 1, "true or false"),
    ("fullscreen", None, "true or false"),
    ("window_size", [1280], "two whole numbers"),
    ("window_size", "1280x720", "two whole numbers"),
    ("window_size", [1280.5, 720], "two whole numbers"),
    ("card_indices", "off", "true or false"),
    ("reduced_motion", "sometimes", "true or false"),
    ("reduced_motion", 0, "true or false"),
    ("text_size", 200, "one of: 100, 125, 150"),
    ("text_size", True, "one of: 100, 125, 150"),
    ("gostop_rule_options", ["play.ppuk_steal", 0], 'object of rule options, like {"play.ppuk_steal": 0}'),
    ("gostop_hands", 121, "from 0 to 120"),
    ("gostop_hands", "six", "from 0 to 120"),
    ("gostop_target", -5, "from 0 to 10000"),
    ("guided_koikoi", 100, "from 0 to 99"),
]


@pytest.mark.parametrize("key, value, allowed", BAD_FIELDS)
def test_a_bad_value_is_defaulted_and_every_other_kept(tmp_path, key, value, allowed):
    path = tmp_path / "settings.json"
    content = CHANGED.to_json()
    content[key] = value
    data = write(path, content)
    loaded = load(path)
    assert getattr(loaded.settings, key) == getattr(Settings(), key)
    for name in S.FIELDS:
        if name != key and not (key == "preset" and name == "rule_options"):  # options of another preset
            assert getattr(loaded.settings, name) == getattr(CHANGED, name), name
    problem, copy_note = loaded.problems
    assert str(path) in problem and f'"{key}"' in problem
    assert json.dumps(value) in problem and allowed in problem
    assert loaded.set_aside is not None and str(loaded.set_aside) in copy_note
    assert loaded.set_aside.read_bytes() == data
    assert path.read_bytes() == data  # copied, not moved: the file stays until the next save


def test_several_bad_values_each_get_a_sentence(tmp_path):
    path = tmp_path / "settings.json"
    write(path, {**CHANGED.to_json(), "level": "x", "sfx_volume": 9, "colour": "red"})
    loaded = load(path)
    assert len(loaded.problems) == 4
    assert [k in p for p, k in zip(loaded.problems, ['"level"', '"sfx_volume"', '"colour"'])] == [True] * 3
    assert loaded.settings == CHANGED.replace(level="normal", sfx_volume=0.8)


def test_an_unknown_key_is_named_and_ignored(tmp_path):
    path = tmp_path / "settings.json"
    write(path, {"version": 1, "level": "easy", "theme": "dark"})
    loaded = load(path)
    assert loaded.settings == Settings(level="easy")
    assert '"theme"' in loaded.problems[0] and '"dark"' in loaded.problems[0]


def test_a_window_too_small_is_clamped_without_complaint(tmp_path):
    path = tmp_path / "settings.json"
    write(path, {"version": 1, "window_size": [320, 10000]})
    assert load(path) == Loaded(Settings(window_size=(960, 10000)), (), None)


BAD_OPTIONS = [
    ("play.koikoi_limit", "lots", "whole number from 0 to 16"),
    ("play.koikoi_limit", 99, "whole number from 0 to 16"),
    ("play.nonsense", True, "unknown key"),
    ("scoring.sake_cup", "beer", "must be one of"),
    ("yaku.goko.points", -1, "whole number"),
    ("yaku.goko.cards", ["pine-crane", "no-such-card"], "unknown card id"),
    ("name", "mine", "unknown rule option"),
    ("extends", "korean", "unknown rule option"),
    ("match.rounds", 3, "match_rounds"),
    ("koikoi_limit", 0, "unknown rule option"),
    ("yaku.goko", {"points": 3}, "yaku.goko.name: missing"),
]


@pytest.mark.parametrize("key, value, why", BAD_OPTIONS)
def test_a_bad_rule_option_is_named_and_left_out(tmp_path, key, value, why):
    path = tmp_path / "settings.json"
    options = {"play.koikoi_limit": 0, "scoring.rain_spoils": True, key: value}
    data = write(path, {"version": 1, "level": "hard", "rule_options": options})
    loaded = load(path)
    kept = {k: v for k, v in options.items() if k != key}
    assert loaded.settings == Settings(level="hard", rule_options=kept)
    problem, copy_note = loaded.problems
    assert f'"rule_options.{key}"' in problem and json.dumps(value) in problem and why in problem
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == data
    assert str(loaded.set_aside) in copy_note


BAD_GOSTOP_OPTIONS = [
    ("play.ppuk_steal", 4, "whole number from 0 to 3"),
    ("play.ppuk_steal", "two", "whole number from 0 to 3"),
    ("cards.bonus", ["bonus-9pi"], "unknown card id"),
    ("scoring.go_bonus", "triple", "must be one of: standard, seed"),
    ("play.koikoi_limit", 0, "unknown key"),  # Koi-Koi's, not Go-Stop's
    ("match.rounds", 3, "gostop_hands"),
    ("match.target", 50, "gostop_target"),
    ("match.players", 3, "gostop_players"),
    ("yaku.pi.points", -1, "whole number"),
    ("tags.x", ["pine-crane"], "unknown rule option; options look like 'play.ppuk_steal'"),
]


@pytest.mark.parametrize("key, value, why", BAD_GOSTOP_OPTIONS)
def test_a_bad_gostop_rule_option_is_named_and_the_rest_kept(tmp_path, key, value, why):
    path = tmp_path / "settings.json"
    options = {"play.shake": False, "go.threshold": 5, key: value}
    content = {**CHANGED.to_json(), "gostop_rule_options": options}
    data = write(path, content)
    loaded = load(path)
    kept = {k: v for k, v in options.items() if k != key}
    assert loaded.settings == CHANGED.replace(gostop_rule_options=kept)
    assert loaded.settings.gostop_rules().go.threshold == 5 and loaded.settings.gostop_rules().play.shake is False
    problem, copy_note = loaded.problems
    assert f'"gostop_rule_options.{key}"' in problem and json.dumps(value) in problem and why in problem
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == data
    assert str(loaded.set_aside) in copy_note


def test_gostop_options_are_checked_against_the_gostop_preset(tmp_path):
    """Matgo is played by two: its table of three is an option the player may
    set; Brazilian Go-Stop's few-plains rule is an option matgo also has."""
    path = tmp_path / "settings.json"
    options = {"match.most_players": 3, "scoring.few_plains_factor": 2, "scoring.few_plains_under": 99}
    write(path, {"gostop_preset": "matgo", "gostop_rule_options": options})
    loaded = load(path)
    assert loaded.settings == Settings(gostop_rule_options={"match.most_players": 3, "scoring.few_plains_factor": 2})
    assert '"gostop_rule_options.scoring.few_plains_under"' in loaded.problems[0]
    assert "from 0 to 30" in loaded.problems[0] and len(loaded.problems) == 2
    assert loaded.settings.gostop_rules().match.most_players == 3


def test_an_old_file_without_the_gostop_keys_loads_unchanged(tmp_path):
    path = tmp_path / "settings.json"
    old = {k: v for k, v in CHANGED.to_json().items() if k not in ("gostop_rule_options", "gostop_hands",
                                                                     "gostop_target")}
    write(path, old)
    loaded = load(path)
    assert loaded.problems == () and loaded.set_aside is None
    assert loaded.settings == CHANGED.replace(gostop_rule_options={}, gostop_hands=0, gostop_target=0)
    assert loaded.settings.gostop_rules() == load_gostop("gostop-brazilian")


def test_rule_options_are_checked_against_the_chosen_preset(tmp_path):
    path = tmp_path / "settings.json"
    write(path, {"preset": "klondike", "rule_options": {"play.koikoi_limit": 0}})
    loaded = load(path)
    assert loaded.settings == Settings(rule_options={"play.koikoi_limit": 0})
    assert len(loaded.problems) == 2 and '"preset"' in loaded.problems[0]


def test_a_flawed_file_loaded_again_is_not_copied_again(tmp_path):
    path = tmp_path / "settings.json"
    write(path, {"level": "grandmaster"})
    first, second = load(path), load(path)
    assert first.set_aside == second.set_aside and len(asides(tmp_path)) == 1
    assert second.problems == first.problems


def test_a_file_from_a_newer_version_keeps_what_this_one_knows(tmp_path):
    path = tmp_path / "settings.json"
    data = write(path, {"version": 2, "level": "easy", "haptics": True, "sfx_volume": 0.5})
    loaded = load(path)
    assert loaded.settings == Settings(level="easy", sfx_volume=0.5)
    problem, copy_note = loaded.problems  # the new key is expected, not reported
    assert "newer version" in problem and "version 2" in problem and str(path) in problem
    assert loaded.set_aside is not None and loaded.set_aside.name.startswith("settings.json.newer-")
    assert loaded.set_aside.read_bytes() == data and str(loaded.set_aside) in copy_note


@pytest.mark.parametrize("version", ["1", 0, -3, 1.5, None, True])
def test_a_bad_version_number_is_named(tmp_path, version):
    path = tmp_path / "settings.json"
    write(path, {"version": version, "level": "easy"})
    loaded = load(path)
    assert loaded.settings == Settings(level="easy")
    assert '"version"' in loaded.problems[0] and json.dumps(version) in loaded.problems[0]


def test_a_copy_that_cannot_be_kept_is_said_so(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    data = write(path, {"level": "grandmaster", "muted": True})

    def full(p, d, tag):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "keep_copy", full)
    loaded = load(path)
    assert loaded.settings == Settings(muted=True) and loaded.set_aside is None
    assert "could not be kept" in loaded.problems[-1] and "No space left" in loaded.problems[-1]
    assert path.read_bytes() == data


# --- reset -------------------------------------------------------------------


def test_reset_moves_the_file_aside_and_never_deletes(tmp_path):
    path = tmp_path / "settings.json"
    assert reset(path) is None
    save(CHANGED, path)
    data = path.read_bytes()
    kept = reset(path)
    assert kept is not None and kept.name.startswith("settings.json.reset-")
    assert kept.read_bytes() == data and not path.exists()
    assert load(path) == Loaded(Settings(), (), None)


# --- the Settings value --------------------------------------------------------


def test_the_default_rules_are_nintendo_over_twelve_rounds():
    rules = Settings().rules()
    assert rules == load_preset("nintendo", {"match.rounds": 12})
    assert rules == load_preset("nintendo")
    assert rules.match.rounds == 12


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_chosen_length_keeps_the_presets_own(preset):
    assert Settings(preset=preset).rules() == load_preset(preset)


def test_a_chosen_length_caps_a_first_to_fifty_match():
    rules = Settings(preset="korean", match_rounds=6).rules()
    assert (rules.match.rounds, rules.match.target) == (6, 50)


def test_rules_carry_the_options_and_the_match_length():
    rules = CHANGED.rules()
    assert rules.name == "korean" and rules.match.rounds == 6
    assert rules.play.koikoi_limit == 0 and rules.scoring.rain_spoils is True
    assert rules.yaku_by_id("goko").points == 15


@pytest.mark.parametrize("preset", GOSTOP_PRESET_NAMES)
def test_no_chosen_gostop_length_keeps_the_presets_own(preset):
    assert Settings(gostop_preset=preset).gostop_rules() == load_gostop(preset)


@pytest.mark.parametrize("hands, target", [(6, 0), (0, 100), (3, 50)])
def test_a_chosen_gostop_length_is_the_games_whole_end(hands, target):
    """Hands, a target, or both; what the preset had is replaced, not added to."""
    for preset in GOSTOP_PRESET_NAMES:
        match = Settings(gostop_preset=preset, gostop_hands=hands, gostop_target=target).gostop_rules().match
        assert (match.rounds, match.target) == (hands, target)


def test_gostop_rules_carry_the_options_and_the_length():
    rules = CHANGED.gostop_rules()
    assert rules.name == "gostop-brazilian" and (rules.match.rounds, rules.match.target) == (6, 30)
    assert rules.play.shake is True and rules.go.threshold == 5
    assert {y.id: y.points for y in rules.yaku_variants[0]}["godori"] == 7
    assert rules.match.players == 2  # the table's size is a setting, gostop_players, not a rule option


@pytest.mark.parametrize("change, key", [
    ({"level": "grandmaster"}, "level"),
    ({"preset": "klondike"}, "preset"),
    ({"match_rounds": -1}, "match_rounds"),
    ({"animation_speed": 8.0}, "animation_speed"),
    ({"sfx_volume": float("nan")}, "sfx_volume"),
    ({"muted": 0}, "muted"),
    ({"window_size": (1280, "720")}, "window_size"),
    ({"rule_options": {"play.koikoi_limit": "lots"}}, "rule_options.play.koikoi_limit"),
    ({"rule_options": {"play.koikoi_limit": 0, "yaku.goko.points": -1}}, "rule_options.yaku.goko.points"),
    ({"rule_options": {"scoring.seven_plus": object()}}, "rule_options.scoring.seven_plus"),
    ({"gostop_rule_options": {"play.bomb_steal": 9}}, "gostop_rule_options.play.bomb_steal"),
    ({"gostop_rule_options": {"match.players": 3}}, "gostop_rule_options.match.players"),
    ({"gostop_rule_options": "shake"}, "gostop_rule_options"),
    ({"gostop_hands": 200}, "gostop_hands"),
])
def test_replace_refuses_a_bad_value_naming_it(change, key):
    with pytest.raises(SettingsError) as err:
        Settings().replace(**change)
    assert err.value.key == key and str(err.value).startswith(key)
    assert isinstance(err.value, ValueError)


def test_replace_checks_options_against_the_new_preset():
    s = Settings(rule_options={"yaku.goko.points": 12})
    assert s.replace(preset="korean").rules().yaku_by_id("goko").points == 12
    with pytest.raises(SettingsError, match="match_rounds"):
        s.replace(match_rounds=13)


def test_gostop_options_are_checked_by_the_whole_rule_set():
    """A value each option allows alone, which the rule set as a whole refuses,
    is named: a yaku counting a pool needs at least one card of it."""
    with pytest.raises(SettingsError) as err:
        Settings(gostop_rule_options={"go.threshold": 5, "yaku.pi.min": 0})
    assert err.value.key == "gostop_rule_options.yaku.pi.min" and "min >= 1" in err.value.problem


def test_settings_are_frozen_hashable_and_hold_their_own_options():
    options = {"play.koikoi_limit": 0, "yaku.goko.cards": ["pine-crane", "cherry-curtain",
                                                           "pampas-moon", "willow-rainman",
                                                           "paulownia-phoenix"]}
    s = Settings(rule_options=options)
    options["play.koikoi_limit"] = 5
    options["yaku.goko.cards"].append("plum-warbler")
    assert s.rule_options["play.koikoi_limit"] == 0 and len(s.rule_options["yaku.goko.cards"]) == 5
    with pytest.raises(TypeError):
        s.rule_options["play.koikoi_limit"] = 3  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.level = "hard"  # type: ignore[misc]
    same = Settings(rule_options={"yaku.goko.cards": list(s.rule_options["yaku.goko.cards"]),
                                  "play.koikoi_limit": 0})
    assert s == same and hash(s) == hash(same) and len({s, same, Settings()}) == 2
    assert s.rules().yaku_by_id("goko").cards == same.rules().yaku_by_id("goko").cards


def test_a_rule_value_true_is_not_the_number_one():
    assert S.RuleOptions({"a.b": True}) != S.RuleOptions({"a.b": 1})
    assert S.RuleOptions({"a.b": 1}) == {"a.b": 1}


def test_a_small_window_size_is_raised_to_the_minimum():
    assert Settings(window_size=(100, 100)).window_size == S.MIN_WINDOW


@pytest.mark.parametrize("size", [[99999, -3], [2000, 10**9], [0, 0], [-5, 300]])
def test_an_impossible_window_size_is_refused(size):
    with pytest.raises(S.SettingsError, match="window_size.*is not a window size"):
        Settings(window_size=size)


def test_an_impossible_saved_window_size_is_named_and_replaced(tmp_path):
    """[99999, -3] once became 16384x540 and was saved back at every quit."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "window_size": [99999, -3], "level": "hard"}))
    loaded = S.load(path)
    assert loaded.settings.window_size == S.DEFAULT_WINDOW and loaded.settings.level == "hard"
    assert any("window_size" in p and "99999" in p for p in loaded.problems)


# --- where the file lives ------------------------------------------------------


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_the_file_lives_in_the_players_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert S.settings_path() == tmp_path / "config" / "koikoi" / "settings.json"
    assert paths.log_dir().is_relative_to(tmp_path / "state") and "koikoi" in paths.log_dir().parts
    save(CHANGED)
    assert S.settings_path().exists() and load().settings == CHANGED
    assert reset() is not None and load().settings == Settings()


def test_settings_need_no_pygame():
    result = run_blocked(
        """
        import sys, koikoi.storage.settings
        assert "pygame" not in sys.modules
        print("ok")
        """
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


# --- nothing a file holds makes load raise ---------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
NEAR_MISS = st.dictionaries(
    st.sampled_from([*S.FIELDS, "version"]) | st.text(max_size=8), JSON, max_size=8,
)
OPTION_KEYS = st.sampled_from(
    ["play.koikoi_limit", "scoring.sake_cup", "yaku.goko", "yaku.goko.points", "yaku.new",
     "yaku.goko.cards", "match.target", "deal.packet.x", "tags.x", ""]
) | st.text(max_size=12)
GOSTOP_OPTION_KEYS = st.sampled_from(
    ["play.ppuk_steal", "cards.bonus", "yaku.pi", "yaku.pi.points", "match.players", "match.most_players",
     "go.threshold", "tags.x", ""]
) | st.text(max_size=12)
ODD_OPTIONS = st.fixed_dictionaries(
    {"rule_options": st.dictionaries(OPTION_KEYS, JSON, max_size=4)},
    optional={"preset": st.sampled_from(["nintendo", "korean", "nope"]),
              "gostop_rule_options": st.dictionaries(GOSTOP_OPTION_KEYS, JSON, max_size=4),
              "gostop_preset": st.sampled_from(["matgo", "gostop-brazilian", "nope"]),
              "gostop_hands": st.integers(-1, 200), "gostop_target": st.integers(-1, 50)},
)


def check_load_never_raises(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(data)
        loaded = load(path)
        assert isinstance(loaded, Loaded) and isinstance(loaded.settings, Settings)
        loaded.settings.rules()  # whatever was kept makes a playable rule set, in either game
        loaded.settings.gostop_rules()
        if loaded.problems:
            assert all(str(path) in p or str(loaded.set_aside) in p for p in loaded.problems)
            kept = loaded.set_aside
            assert kept is not None and kept.read_bytes() == data  # nothing the player had is lost
        save(loaded.settings, path)
        assert load(path) == Loaded(loaded.settings, (), None)


@hsettings(max_examples=150, deadline=None)
@given(JSON | NEAR_MISS | ODD_OPTIONS)
def test_any_json_in_the_file_never_makes_load_raise(content):
    check_load_never_raises(json.dumps(content).encode())


@hsettings(max_examples=50, deadline=None)
@given(st.binary(max_size=64))
def test_any_bytes_in_the_file_never_make_load_raise(data):
    check_load_never_raises(data)


def test_reduced_motion_is_off_by_default_saved_and_loaded(tmp_path):
    """Issue 30: the player who asked for less motion finds it asked next time."""
    path = tmp_path / "settings.json"
    assert Settings().reduced_motion is False
    S.save(Settings(reduced_motion=True), path)
    assert json.loads(path.read_text())["reduced_motion"] is True
    assert load(path).settings.reduced_motion is True
