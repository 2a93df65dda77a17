"""The match record: counted per level, kept across launches, and a file
that cannot be read is set aside (kept) while a new record begins."""

from __future__ import annotations

import json

import pytest

from koikoi.storage import record
from koikoi.storage.record import Tally


def _write(path, levels, gostop=None):
    content = {"format": "koikoi-record", "version": 1, "levels": levels}
    if gostop is not None:
        content["gostop_levels"] = gostop
    path.write_text(json.dumps(content))


def test_the_file_is_read_per_level_and_summed_up(tmp_path):
    path = tmp_path / "record.json"
    assert record.load(path) == ({}, None)
    _write(path, {"hard": {"played": 3, "won": 1, "drawn": 1, "best_round": 12},
                  "easy": {"played": 1, "won": 1, "drawn": 0, "best_round": 7}},
           {"hard": {"played": 1, "won": 0, "drawn": 0, "best_round": 30}})
    got, problem = record.load(path)
    assert problem is None
    assert got == {"hard": Tally(played=3, won=1, drawn=1, best_round=12), "easy": Tally(1, 1, 0, 7),
                   "gostop:hard": Tally(1, 0, 0, 30)}
    assert got["hard"].lost == 1
    assert record.summary(got) == "Easy 1–0  ·  Hard 1–1, 1 drawn"
    assert record.summary(got, "gostop") == "Hard 0–1"


def test_a_record_from_before_go_stop_reads_as_it_was(tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"format": "koikoi-record", "version": 1,
                                "levels": {"easy": {"played": 2, "won": 1, "drawn": 0, "best_round": 4}}}))
    got, problem = record.load(path)
    assert problem is None and got == {"easy": Tally(2, 1, 0, 4)}
    assert record.summary(got, "gostop") == ""


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
    assert record.load(path) == ({}, None)  # nothing there now: a new record


def test_a_tally_in_words():
    assert Tally(played=9, won=4, drawn=0, best_round=12).words() == "4 won, 5 lost"
    assert Tally(played=3, won=1, drawn=1, best_round=2).words() == "1 won, 1 lost, 1 drawn"
