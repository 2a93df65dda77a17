"""The command lines, run as a player runs them: every ``--help`` prints help,
and every impossible or out-of-range argument is refused with exit status 2
and one line naming the option, the value and what is allowed."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys

import pytest

from koikoi.games.common.rulefiles import PRESETS_NOT_OFFERED
from koikoi.games.koikoi.rules import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.sim import build_parser as sim_parser
from koikoi.ui.command_line import attach_minus_values, parse_size
from koikoi.ui.window import MAX_WINDOW, MIN_WINDOW

SIM_COMMANDS = re.search(r"\{(.+?)\}", sim_parser().format_usage())[1].split(",")


@pytest.fixture
def home(tmp_path):
    """Environment for `koikoi`: no real display, sound or user folders."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(tmp_path))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    return env


def run(module: str, *argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *argv], capture_output=True, text=True,
                          timeout=60, env=env)


def refused(result: subprocess.CompletedProcess, prefix: str) -> str:
    """The one error line of a refused command line."""
    assert result.returncode == 2, result
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(prefix), lines[0]
    return lines[0]


# --- every --help --------------------------------------------------------------

def test_the_sim_commands_are_all_found():
    assert SIM_COMMANDS == ["score", "play", "arena", "bench", "history", "replay"]


@pytest.mark.parametrize("flag", ["--help", "-h"])
@pytest.mark.parametrize("command", [None, *SIM_COMMANDS])
def test_every_sim_help_prints_help(command, flag):
    argv = [flag] if command is None else [command, flag]
    result = run("koikoi.sim", *argv)
    assert result.returncode == 0 and result.stderr == ""
    usage = "usage: koikoi-sim" + ("" if command is None else f" {command}")
    assert result.stdout.startswith(usage)
    if command is None:  # the list of subcommands, with the arena's "95%" as written
        words = " ".join(result.stdout.split())
        assert all(name in words for name in SIM_COMMANDS) and "with 95% intervals" in words


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_koikoi_help_prints_help(home, flag):
    result = run("koikoi", flag, env=home)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("usage: koikoi") and "--size" in result.stdout


# --- koikoi-sim score: impossible situations --------------------------------------

SCORE_REFUSED = [
    (["--captured", "pine-crane,iris-red,pine-crane"], "--captured: card 'pine-crane' is given twice"),
    (["--captured", "pine-crane", "--opponent-captured", "iris-red, iris-red"],
     "--opponent-captured: card 'iris-red' is given twice"),
    (["--captured", "pine-crane,iris-red", "--opponent-captured", "maple-deer,iris-red"],
     "in both --captured and --opponent-captured: iris-red"),
    (["--captured", "pine-crane", "--rules", "brazilian", "--field-brights", "6"],
     "--field-brights 6: the deck has only 5 brights"),
    (["--captured", "pine-crane", "--koikoi-calls", "2"],
     "--koikoi-calls 2: the nintendo rules let each player call koi-koi once a round"),
    (["--captured", "pine-crane", "--opponent-koikoi-calls", "3"],
     "--opponent-koikoi-calls 3: the nintendo rules let each player call koi-koi once a round"),
    (["--captured", "pine-crane", "--rules", "korean", "--koikoi-calls", "9"],
     "--koikoi-calls 9: a player has 8 turns a round, so at most 8 koi-koi calls"),
    (["--captured", "pine-crane", "--rules", "nintedo"],
     "preset 'nintedo': unknown preset; known presets: " + ", ".join(PRESET_NAMES + PRESETS_NOT_OFFERED) + " (Koi-Koi); "
     + ", ".join(GOSTOP_PRESET_NAMES) + " (Go-Stop)"),
]


@pytest.mark.parametrize("argv,says", SCORE_REFUSED)
def test_score_refuses_what_no_round_reaches(argv, says):
    line = refused(run("koikoi.sim", "score", *argv), "koikoi-sim: error: ")
    assert line == f"koikoi-sim: error: {says}"


def score(*argv: str) -> dict:
    result = run("koikoi.sim", "score", *argv)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_score_takes_each_bound_itself():
    """The most that is possible is scored, so each refusal above is the bound, not a guess below it."""
    five = score("--rules", "brazilian", "--captured", "clover-boar,maple-deer,peony-butterflies",
                 "--field-brights", "5")
    assert {"id": "field-brights", "factor": 6} in five["multipliers"]
    once = score("--captured", "pine-crane,cherry-curtain,pampas-moon", "--koikoi-calls", "1",
                 "--opponent-koikoi-calls", "1")
    assert {"id": "opponent-koikoi", "factor": 2} in once["multipliers"]
    eight = score("--rules", "korean", "--captured", "pine-crane,cherry-curtain,pampas-moon", "--koikoi-calls", "8")
    assert eight["total"] > 0


def test_a_field_bright_may_since_have_been_captured():
    """The field's brights at the deal are often captured later: a capture does not lower the bound."""
    result = score("--rules", "brazilian", "--captured", "pine-crane,cherry-curtain,pampas-moon",
                   "--opponent-captured", "willow-rainman,paulownia-phoenix", "--field-brights", "5")
    assert {"id": "field-brights", "factor": 6} in result["multipliers"]


def test_a_round_wide_koikoi_limit_counts_both_players(tmp_path):
    rules = tmp_path / "shared.toml"
    rules.write_text('extends = "nintendo"\nname = "shared"\n[play]\nkoikoi_limit = 2\n'
                     'koikoi_limit_scope = "round"\n', encoding="utf-8")
    argv = ["--rules", str(rules), "--captured", "pine-crane,cherry-curtain,pampas-moon"]
    assert score(*argv, "--koikoi-calls", "1", "--opponent-koikoi-calls", "1")["total"] > 0
    assert score(*argv, "--koikoi-calls", "2")["total"] > 0
    line = refused(run("koikoi.sim", "score", *argv, "--koikoi-calls", "2", "--opponent-koikoi-calls", "1"),
                   "koikoi-sim: error: ")
    assert line == ("koikoi-sim: error: --koikoi-calls 2 and --opponent-koikoi-calls 1: the shared rules "
                    "allow koi-koi 2 times a round, both players' calls together")


def test_sim_rules_file_without_toml_suffix_is_read(tmp_path):
    rules = tmp_path / "house"
    rules.write_text('extends = "nintendo"\nname = "house"\n[play]\nkoikoi_limit = 0\n', encoding="utf-8")
    result = score("--rules", str(rules), "--captured", "pine-crane,cherry-curtain,pampas-moon",
                   "--koikoi-calls", "3")
    assert result["total"] > 0


# --- koikoi: --rules, --size, --quit-after -----------------------------------------

def told(result: subprocess.CompletedProcess, prefix: str) -> str:
    """A --rules that cannot be used: one line in the terminal, and the game
    opens all the same (to say it in its window, for a player with no terminal)."""
    assert result.returncode == 0, result
    lines = [line for line in result.stderr.strip().splitlines() if line.startswith(prefix)]
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_koikoi_unknown_preset_lists_the_presets(home):
    line = told(run("koikoi", "--rules", "nintedo", "--quit-after", "0.3", env=home), "koikoi: error: argument --rules: ")
    assert "'nintedo'" in line and "unknown preset" in line and "cannot be read" not in line
    assert all(name in line for name in PRESET_NAMES)


def test_koikoi_missing_rule_file_is_named(home):
    line = told(run("koikoi", "--rules", "nope.toml", "--quit-after", "0.3", env=home),
                "koikoi: error: argument --rules: ")
    assert "nope.toml" in line and "cannot be read" in line


def test_koikoi_reads_an_existing_file_as_rules(home, tmp_path):
    """A file without the .toml suffix is still a rule file: its own mistake is reported, not 'unknown preset'."""
    rules = tmp_path / "house"
    rules.write_text('extends = "nintendo"\n[play]\nkoikoi_limit = 99\n', encoding="utf-8")
    line = told(run("koikoi", "--rules", str(rules), "--quit-after", "0.3", env=home),
                "koikoi: error: argument --rules: ")
    assert str(rules) in line and "koikoi_limit" in line and "99" in line


def test_koikoi_checks_a_go_stop_rule_file_as_go_stops(home, tmp_path):
    """A Go-Stop rule file is read as Go-Stop's (not refused as 'not for this game'), and its mistakes named."""
    rules = tmp_path / "house.toml"
    rules.write_text('extends = "matgo"\n[deal]\nfour_in_hand = "sometimes"\n', encoding="utf-8")
    line = told(run("koikoi", "--rules", str(rules), "--quit-after", "0.3", env=home),
                "koikoi: error: argument --rules: ")
    assert "deal.four_in_hand" in line and "sometimes" in line and "not for this game" not in line


SIZE_RANGE = f"width {MIN_WINDOW[0]} to {MAX_WINDOW[0]}, height {MIN_WINDOW[1]} to {MAX_WINDOW[1]}"


@pytest.mark.parametrize("argv,value", [
    (["--size", "-5x300"], "-5x300"),
    (["--size=-5x300"], "-5x300"),
    (["--size", "0x0"], "0x0"),
    (["--size", "100000x100000"], "100000x100000"),
    (["--size", "2000x500"], "2000x500"),
    (["--size", "1280x"], "1280x"),
    (["--size", "big"], "big"),
])
def test_koikoi_size_out_of_range_says_the_range(home, argv, value):
    line = refused(run("koikoi", *argv, env=home), "koikoi: error: argument --size: ")
    assert repr(value) in line and SIZE_RANGE in line


@pytest.mark.parametrize("value", ["-1", "0", "-0.5", "nan", "inf", "soon"])
def test_koikoi_quit_after_must_be_positive_seconds(home, value):
    line = refused(run("koikoi", "--quit-after", value, env=home), "koikoi: error: argument --quit-after: ")
    assert repr(value) in line and "positive number of seconds" in line


def test_koikoi_other_mistakes_are_one_line_too(home):
    line = refused(run("koikoi", "--level", "expert", env=home), "koikoi: error: argument --level: ")
    assert "'expert'" in line and "easy" in line
    refused(run("koikoi", "--size", env=home), "koikoi: error: argument --size: expected one argument")


def test_size_bounds_are_the_window_constants():
    assert parse_size(f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}") == MIN_WINDOW
    assert parse_size(f"{MAX_WINDOW[0]}X{MAX_WINDOW[1]}") == MAX_WINDOW
    for w, h in ((MIN_WINDOW[0] - 1, MIN_WINDOW[1]), (MIN_WINDOW[0], MIN_WINDOW[1] - 1),
                 (MAX_WINDOW[0] + 1, MAX_WINDOW[1]), (MAX_WINDOW[0], MAX_WINDOW[1] + 1)):
        with pytest.raises(argparse.ArgumentTypeError, match=SIZE_RANGE):
            parse_size(f"{w}x{h}")


def test_minus_values_are_attached_only_to_an_option_before_them():
    assert attach_minus_values(["--size", "-5x300", "--demo"]) == ["--size=-5x300", "--demo"]
    assert attach_minus_values(["--seed", "-3"]) == ["--seed=-3"]
    assert attach_minus_values(["--size", "--demo"]) == ["--size", "--demo"]
    assert attach_minus_values(["--size=1x1", "-5"]) == ["--size=1x1", "-5"]
    assert attach_minus_values(["--", "--size", "-5x300"]) == ["--", "--size", "-5x300"]
