"""The match record: counted per level, kept across launches, and a file
that cannot be read is set aside (kept) while a new record begins."""

from __future__ import annotations

import json

import pytest

from koikoi.storage import record
from koikoi.storage.record import Tally


def test_matches_are_counted_per_level(tmp_path):
    path = tmp_path / "record.json"
    assert record.load(path) == ({}, None)
    record.add("hard", "won", 12, path)
    record.add("hard", "lost", 5, path)
    record.add("hard", "drawn", 3, path)
    record.add("easy", "won", 7, path)
    got, problem = record.load(path)
    assert problem is None
    assert got == {"hard": Tally(played=3, won=1, drawn=1, best_round=12), "easy": Tally(1, 1, 0, 7)}
    assert got["hard"].lost == 1
    assert record.summary(got) == "Easy 1–0  ·  Hard 1–1, 1 drawn"


def test_go_stop_games_are_counted_apart_from_koi_koi_matches(tmp_path):
    path = tmp_path / "record.json"
    record.add("hard", "won", 12, path)
    record.add("hard", "lost", 30, path, game="gostop")
    record.add("easy", "won", 9, path, game="gostop")
    got, problem = record.load(path)
    assert problem is None
    assert got["hard"] == Tally(1, 1, 0, 12)
    assert got["gostop:hard"] == Tally(1, 0, 0, 30) and got["gostop:easy"] == Tally(1, 1, 0, 9)
    assert record.summary(got) == "Hard 1–0"
    assert record.summary(got, "gostop") == "Easy 1–0  ·  Hard 0–1"
    saved = json.loads(path.read_text())
    assert set(saved["levels"]) == {"hard"} and set(saved["gostop_levels"]) == {"easy", "hard"}


def test_a_record_from_before_go_stop_reads_as_it_was(tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"format": "koikoi-record", "version": 1,
                                "levels": {"easy": {"played": 2, "won": 1, "drawn": 0, "best_round": 4}}}))
    got, problem = record.load(path)
    assert problem is None and got == {"easy": Tally(2, 1, 0, 4)}
    assert record.summary(got, "gostop") == ""


def test_an_unknown_outcome_is_refused(tmp_path):
    with pytest.raises(ValueError, match="outcome"):
        record.add("hard", "abandoned", 0, tmp_path / "record.json")


@pytest.mark.parametrize("content, says", [
    ("not json", "not valid JSON"),
    ({"format": "koikoi-record", "version": 1, "levels": {"expert": {}}}, '"expert" is not a level'),
    ({"format": "koikoi-record", "version": 1,
      "levels": {"hard": {"played": 1, "won": 2, "drawn": 0, "best_round": 0}}}, "more matches won"),
    ({"format": "koikoi-record", "version": 1,
      "levels": {"hard": {"played": -1, "won": 0, "drawn": 0, "best_round": 0}}}, "whole numbers"),
    ({"format": "koikoi-record", "version": 2, "levels": {}}, "version 2"),
    ({"format": "koikoi-record", "version": 1, "levels": {}, "gostop_levels": {"master": {}}}, '"master" is not a level'),
    ({"format": "koikoi-record", "version": 1, "levels": {}, "gostop_levels": []}, '"gostop_levels" must be'),
])
def test_a_bad_file_is_set_aside_and_a_new_record_begins(tmp_path, content, says):
    path = tmp_path / "record.json"
    raw = content if isinstance(content, str) else json.dumps(content)
    path.write_text(raw)
    got, problem = record.load(path)
    assert got == {} and problem is not None and says in problem and str(path) in problem
    aside = next(tmp_path.glob("record.json.bad-*"))
    assert aside.read_text() == raw and aside.name in problem
    record.add("normal", "won", 6, path)  # and play goes on
    assert record.load(path)[0] == {"normal": Tally(1, 1, 0, 6)}


def test_a_tally_in_words():
    assert Tally(played=9, won=4, drawn=0, best_round=12).words() == "4 won, 5 lost"
    assert Tally(played=3, won=1, drawn=1, best_round=2).words() == "1 won, 1 lost, 1 drawn"


def test_a_match_left_for_a_new_one_is_lost_with_the_best_round_played(tmp_path):
    from koikoi.games.koikoi import game as M
    from koikoi.games.koikoi.api import KOIKOI
    from koikoi.games.koikoi.turn import RoundResult
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.storage.savegame import Saved

    m, _ = M.new_match(load_preset("nintendo"), 1)
    history = (RoundResult(0, 4, "stop", None), RoundResult(1, 9, "stop", None), RoundResult(0, 6, "stop", None),
               RoundResult(None, 0, "exhausted", None))
    played = M.MatchState(m.rules, 1, m.round, (10, 9), history)
    assert record.best(KOIKOI, played) == 6 and record.best(KOIKOI, played, player=1) == 9
    assert record.best(KOIKOI, m) == 0
    path = tmp_path / "record.json"
    record.add("hard", "won", 8, path)
    got = record.add_abandoned(Saved(played, "hard"), KOIKOI, path)
    assert got == record.load(path)[0] == {"hard": Tally(played=2, won=1, drawn=0, best_round=8)}
    assert got["hard"].lost == 1
    record.add_abandoned(Saved(M.MatchState(m.rules, 1, m.round, (0, 0), history), "easy"), KOIKOI, path)
    assert record.load(path)[0]["easy"] == Tally(played=1, won=0, drawn=0, best_round=6)


def test_a_game_of_go_stop_left_counts_as_lost_with_the_most_points_won_in_a_hand(tmp_path):
    """The best hand is what the hand won, all losers' payments together (at
    a table of three, both of them), and it is kept apart from Koi-Koi's."""
    import dataclasses

    from koikoi.games.gostop import game as G
    from koikoi.games.gostop.api import GOSTOP
    from koikoi.games.gostop.rules import load_gostop
    from koikoi.games.gostop.state import NO_ONE, Result
    from koikoi.storage.savegame import Saved

    g, _ = G.new_game(load_gostop("gostop-brazilian"), 3, players=3)
    history = (Result(0, "stop", 5, (0, 5, 3)), Result(2, "stop", 9, (9, 9, 0)), Result(NO_ONE, "nagari"))
    left = dataclasses.replace(g, history=history)
    assert record.best(GOSTOP, left) == 8 and record.best(GOSTOP, left, player=2) == 18
    path = tmp_path / "record.json"
    got = record.add_abandoned(Saved(left, "normal"), GOSTOP, path)
    assert got == {"gostop:normal": Tally(played=1, won=0, drawn=0, best_round=8)}
    assert record.summary(got, "koikoi") == "" and record.summary(got, "gostop")
