"""The arena: duplicate matches, intervals, decision times, and its command."""

from __future__ import annotations

import json

from koikoi.ai.arena import arena, play_pair
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.sim import main

SHORT = load_preset("nintendo", {"match.rounds": 3})


def test_a_pair_plays_both_seats_of_one_deal():
    pair = play_pair((dict(SHORT.data), "greedy", "random", 5, {}))
    assert pair.p1_score in (0.0, 0.5, 1.0)
    assert pair.times["p1"] and pair.times["p2"]


def test_same_agent_on_both_sides_is_even():
    """Duplicate matches of an agent against itself score exactly half."""
    report = arena("easy", "easy", SHORT, deals=6, seed=1)
    assert report["p1_match_win_rate"] == 0.5
    assert report["mean_round_point_diff"] == 0.0


def test_report_has_win_rate_interval_and_times():
    report = arena("greedy", "random", SHORT, deals=8, seed=2)
    lo, hi = report["p1_match_win_ci95"]
    assert 0.0 <= lo <= report["p1_match_win_rate"] <= hi <= 1.0
    for who in ("p1", "p2"):
        t = report["decision_ms"][who]
        assert 0 <= t["p50"] <= t["p95"] <= t["max"]
    assert report["matches"] == 16


def test_workers_give_the_same_results():
    one = arena("greedy", "random", SHORT, deals=4, seed=3, workers=1)
    two = arena("greedy", "random", SHORT, deals=4, seed=3, workers=2)
    for key in ("p1_match_win_rate", "p1_match_win_ci95", "mean_round_point_diff"):
        assert one[key] == two[key]


def test_arena_command_ends_with_a_json_line(capsys):
    code = main(["arena", "--p1", "normal", "--p2", "easy", "--deals", "2", "--seed", "4", "--json"])
    captured = capsys.readouterr()
    out = captured.out.strip().splitlines()
    assert code == 0 and "match win rate" in out[1]
    # a long run logs where it stands, on stderr, so the JSON stays the last line of stdout
    progress = captured.err.strip().splitlines()
    assert progress[0].startswith("arena: 1/2 deals, normal ") and progress[-1].startswith("arena: 2/2 deals")
    assert f"{100 * json.loads(out[-1])['p1_match_win_rate']:.1f}% of matches so far" in progress[-1]
    report = json.loads(out[-1])
    assert {"p1_match_win_rate", "p1_match_win_ci95", "mean_round_point_diff", "decision_ms"} <= set(report)
    assert set(report["decision_ms"]) == {"p1", "p2"}


def test_go_stop_plays_duplicate_games_through_its_presets():
    short = load_gostop("matgo", {"match.rounds": 3})
    even = arena("easy", "easy", short, deals=4, seed=1)
    assert even["p1_match_win_rate"] == 0.5 and even["mean_round_point_diff"] == 0.0
    report = arena("easy", "random", short, deals=6, seed=2)
    assert report["rules"] == "matgo" and report["matches"] == 12
    assert report["p1_match_win_rate"] > 0.5 and report["decision_ms"]["p1"]["decisions"] > 0


def test_the_arena_command_takes_go_stop_presets(capsys):
    code = main(["arena", "--p1", "easy", "--p2", "random", "--rules", "gostop-brazilian", "--deals", "2",
                 "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0 and json.loads(out[-1])["rules"] == "gostop-brazilian"
