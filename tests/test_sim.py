"""koikoi-sim: the scoring calculator, matches between agents, the bench."""

from __future__ import annotations

import json

import pytest

from koikoi.sim import main

BRIGHTS3 = "pine-crane,pampas-moon,paulownia-phoenix"
FIVE_RIBBONS = "pine-poetry,plum-poetry,wisteria-red,iris-red,clover-red"
ELEVEN_PLAINS = (
    "pine-plain-1,pine-plain-2,plum-plain-1,plum-plain-2,cherry-plain-1,cherry-plain-2,"
    "wisteria-plain-1,wisteria-plain-2,iris-plain-1,iris-plain-2,clover-plain-1"
)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def score(capsys, *argv) -> dict:
    code, out, err = run(capsys, "score", *argv)
    assert code == 0, err
    return json.loads(out)


def test_fr_classic_example_a_is_44(capsys):
    """Sanko, koi-koi, Tanzaku, koi-koi, Tsukimi-zake, stop: 11 x2 (7+) x2 (own koi-koi)."""
    result = score(capsys, "--rules", "fr-classic", "--koikoi-calls", "2",
                   "--captured", f"{BRIGHTS3},chrysanthemum-sake,{FIVE_RIBBONS}")
    assert {y["id"]: y["points"] for y in result["yaku"]} == {"sanko": 5, "tanzaku": 1, "tsukimi-zake": 5}
    assert result["base"] == 11
    assert result["multipliers"] == [{"id": "seven-plus", "factor": 2}, {"id": "own-koikoi", "factor": 2}]
    assert result["total"] == 44


def test_fr_classic_example_b_is_20(capsys):
    """Opponent: Aotan + Kasu of 11 = 7 and koi-koi; player stops with Inoshikacho."""
    result = score(capsys, "--rules", "fr-classic", "--captured", "clover-boar,maple-deer,peony-butterflies",
                   "--opponent-captured", f"peony-blue,chrysanthemum-blue,maple-blue,{ELEVEN_PLAINS}",
                   "--opponent-koikoi-calls", "1")
    assert result["base"] == 5
    assert result["multipliers"] == [
        {"id": "opponent-seven-plus", "factor": 2}, {"id": "opponent-koikoi", "factor": 2},
    ]
    assert result["total"] == 20


def test_brazilian_six_ribbons_is_11(capsys):
    result = score(capsys, "--rules", "brazilian", "--captured",
                   "pine-poetry,plum-poetry,cherry-poetry,peony-blue,chrysanthemum-blue,maple-blue")
    assert {y["id"]: y["points"] for y in result["yaku"]} == {
        "akatan-aotan": 3, "akatan": 3, "aotan": 3, "tanzaku": 2,
    }
    assert result["total"] == 11


def test_brazilian_rainy_four_brights_is_10(capsys):
    result = score(capsys, "--rules", "brazilian", "--captured",
                   "pine-crane,cherry-curtain,pampas-moon,willow-rainman")
    assert {y["id"]: y["points"] for y in result["yaku"]} == {"shiko": 2, "sanko": 8}
    assert result["total"] == 10


def test_score_lists_each_yakus_cards(capsys):
    result = score(capsys, "--captured", "pine-crane,cherry-curtain,pampas-moon,iris-plain-1")
    assert result["yaku"] == [
        {"id": "sanko", "points": 5, "cards": ["pine-crane", "cherry-curtain", "pampas-moon"]},
    ]
    assert result["bonuses"] == [] and result["total"] == 5


def test_field_brights_and_month_options(capsys):
    result = score(capsys, "--rules", "brazilian", "--captured", "clover-boar,maple-deer,peony-butterflies",
                   "--field-brights", "1")
    assert result["total"] == 10
    result = score(capsys, "--rules", "korean", "--month", "2", "--captured",
                   "plum-warbler,plum-poetry,plum-plain-1,plum-plain-2")
    assert result["yaku"][0]["id"] == "tsukifuda"


@pytest.mark.parametrize(
    "argv,named",
    [
        (["--captured", "pine-crane,pine-cran"], "'pine-cran'"),
        (["--captured", "pine-crane", "--rules", "nintend"], "'nintend'"),
        (["--captured", "pine-crane", "--month", "13"], "13"),
        (["--captured", "pine-crane", "--koikoi-calls", "-1"], "-1"),
        (["--captured", "pine-crane", "--opponent-captured", "pine-crane"], "pine-crane"),
        (["--captured", "pine-crane", "--field-brights", "x"], "'x'"),
        ([], "--captured"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, named):
    code, out, err = run(capsys, "score", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and named in err


def test_play_reports_and_repeats(capsys):
    argv = ["play", "--p1", "greedy", "--p2", "random", "--rules", "nintendo", "--matches", "6",
            "--seed", "4", "--json"]
    code, out, _ = run(capsys, *argv)
    assert code == 0
    first = json.loads(out)
    assert first["p1_wins"] + first["p2_wins"] + first["draws"] == 6
    assert first["mean_rounds"] == 12
    code, out, _ = run(capsys, *argv)
    assert json.loads(out) == first


def test_greedy_beats_random(capsys):
    code, out, _ = run(capsys, "play", "--p1", "random", "--p2", "greedy", "--matches", "30", "--json")
    result = json.loads(out)
    assert result["p2_wins"] > 2 * result["p1_wins"]


def test_play_text_output(capsys):
    code, out, _ = run(capsys, "play", "--matches", "2", "--rules", "koikoi-japan")
    assert code == 0 and "KoiKoi Japan" in out and "wins" in out


def test_unknown_agent(capsys):
    code, _, err = run(capsys, "play", "--p1", "genius", "--matches", "1")
    assert code == 2 and "'genius'" in err


def test_bench_prints_rounds_per_second(capsys):
    code, out, _ = run(capsys, "bench", "--rounds", "50", "--repeat", "1")
    result = json.loads(out)
    assert code == 0 and result["rounds_per_s"] > 0 and result["rounds"] == 50


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_bench_plays_go_stop_hands_through_its_presets(capsys, preset):
    code, out, _ = run(capsys, "bench", "--rules", preset, "--rounds", "30", "--repeat", "1")
    result = json.loads(out)
    assert code == 0 and result["rounds_per_s"] > 0 and result["rules"] == preset


def test_play_runs_go_stop_games_between_its_agents(capsys):
    code, out, _ = run(capsys, "play", "--rules", "matgo", "--p1", "easy", "--p2", "random", "--matches", "4",
                       "--json")
    result = json.loads(out)
    assert code == 0 and result["rules"] == "matgo" and result["p1_wins"] + result["p2_wins"] + result["draws"] == 4
    assert result["mean_rounds"] == 12  # matgo plays 12 hands


def test_play_names_an_agent_go_stop_does_not_have(capsys):
    code, _, err = run(capsys, "play", "--rules", "matgo", "--p1", "greedy", "--matches", "1")
    assert code == 2 and "unknown Go-Stop agent 'greedy'" in err


def test_go_stop_playouts_are_not_benched_yet(capsys):
    code, _, err = run(capsys, "bench", "--rules", "matgo", "--playouts", "10")
    assert code == 2 and "--playouts benches Koi-Koi's playouts" in err


def test_runs_as_a_module():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "koikoi.sim", "score", "--captured", "nope"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and result.stderr.strip() == "koikoi-sim: error: unknown card id 'nope'"
