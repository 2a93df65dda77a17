"""Leaving a match (koikoi.games.leaving): a match left before the person
played in it does not count; after, it counts as lost. Checked against
whose turn each action was, counted here from the engine, in both games:
the history's outcome, the record, the statistics, the question asked
before, and the matches an older history kept (its migration)."""

from __future__ import annotations

import dataclasses
import random
import sqlite3

import pytest

from koikoi.games import leaving
from koikoi.games import matchrecord as MR
from koikoi.games.common.seats import HUMAN
from koikoi.storage import history as H
from koikoi.storage import history_schema as schema
from koikoi.storage.history_stats import Filters, statistics
from tests.games.test_matchrecord import played
from tests.test_history import _insert_v1

GAMES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]


@pytest.fixture
def history(tmp_path):
    h = H.History.open(tmp_path / "history.sqlite3", tmp_path / "record.json")
    yield h
    h.close()


def left_after(h: H.History, game_name: str, preset: str, players: int, seed: int, moves: int) -> tuple[bool, object]:
    """A match kept move by move, ``moves`` actions in; whether the person took one of them (counted here)."""
    game = MR.GAMES[game_name]
    rng = random.Random(seed)
    state, _ = game.new(game.load_rules(preset), seed, players)
    rec = h.begin(game, "normal", state)
    person_played = False
    for _ in range(moves):
        if game.over(state):
            break
        person_played |= game.to_move(state) == HUMAN
        action = rng.choice(list(game.legal_actions(state)))
        state, _ = game.apply(state, action)
        h.keep(rec, game, action, state)
    return person_played, state


@pytest.mark.parametrize("game_name, preset, players", GAMES)
def test_a_match_left_counts_as_lost_only_once_the_person_has_played(history, game_name, preset, players):
    game = MR.GAMES[game_name]
    seen = set()
    for seed in range(6):
        for moves in (0, 1, 2, 3, 6, 40):
            person_played, state = left_after(history, game_name, preset, players, seed, moves)
            assert history.counts_if_left(game, state) == person_played
            history.abandon(game_name)
            row = history.matches(game=game_name, limit=1)[0]
            assert row.outcome == ("abandoned" if person_played else "uncounted"), (seed, moves)
            seen.add(person_played)
    assert seen == {True, False}  # both cases met
    counted = sum(r.outcome == "abandoned" for r in history.matches(game=game_name, limit=1000))
    assert sum(t.played for t in history.record().values()) == counted
    stats = statistics(history, Filters(game_name))
    assert stats.matches == stats.lost == counted


def test_a_match_left_at_its_deal_does_not_count_and_one_where_the_computer_began_neither(history):
    """Both cases the issue names: nothing played; only the opponent (or the table) has acted."""
    game = MR.GAMES["koikoi"]
    for seed in range(40):  # a deal where the computer plays first
        state, _ = game.new(game.load_rules("nintendo"), seed, 2)
        if game.to_move(state) not in (HUMAN, None):
            break
    rec = history.begin(game, "normal", state)
    assert not history.counts_if_left(game, state)
    while game.to_move(state) != HUMAN:
        action = game.legal_actions(state)[0]
        state, _ = game.apply(state, action)
        history.keep(rec, game, action, state)
    assert not history.counts_if_left(game, state)
    history.abandon("koikoi")
    assert history.record() == {}
    assert history.matches()[0].outcome == "uncounted"


def test_the_rule_reads_a_record_as_the_history_does():
    for game_name, preset, players in GAMES:
        game = MR.GAMES[game_name]
        for seed in range(4):
            record = played(game_name, preset, players, seed, stop_after=8)
            again = MR.replay(record, check=False)
            by_turns = any(game.to_move(s) == HUMAN for s in again.states[:-1])
            assert leaving.played_in(game, record.start, record.actions) == by_turns
            assert leaving.outcome_when_left(by_turns) == ("abandoned" if by_turns else "uncounted")


def test_a_save_known_only_by_its_state_counts_unless_it_stands_at_its_deal(history):
    game = MR.GAMES["koikoi"]
    dealt, _ = game.new(game.load_rules("nintendo"), 3, 2)
    assert not leaving.played_in_state(game, dealt)
    assert not history.counts_if_left(game, dealt)  # the history holds no match being played
    history.abandon_saved(game, "normal", dealt)
    assert history.matches()[0].outcome == "uncounted" and history.record() == {}
    later = played("koikoi", "nintendo", 2, 3, stop_after=12)
    state = MR.replay(later, check=False).states[-1]
    assert leaving.played_in_state(game, state) and history.counts_if_left(game, state)


def test_version_3_no_longer_counts_the_matches_given_up_before_the_person_played(tmp_path):
    """The records already kept: an older history's matches left before the
    person played stop counting; the others stay as they were."""
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    schema.migrate(db, upto=3)
    db.execute("COMMIT")
    expected = {}
    for game_name, preset, players in GAMES:
        game = MR.GAMES[game_name]
        for seed in range(5):
            for stop in (0, 2, 30):
                record = played(game_name, preset, players, seed, stop_after=stop)
                states = MR.replay(record, check=False).states
                by_turns = any(game.to_move(s) == HUMAN for s in states[:-1])
                match_id = _insert_v1(db, dataclasses.replace(record, outcome="abandoned", started=H.now()))
                expected[match_id] = "abandoned" if by_turns else "uncounted"
        finished = played(game_name, preset, players, 99)
        expected[_insert_v1(db, dataclasses.replace(finished, started=H.now()))] = finished.outcome
    db.close()
    assert set(expected.values()) >= {"abandoned", "uncounted"}
    h = H.History.open(path, tmp_path / "record.json")
    assert schema.version(h.db) == schema.SCHEMA_VERSION and h.problem is None
    got = {r.id: r.outcome for r in h.matches(limit=1000)}
    assert got == expected
    counted = sum(o != "uncounted" for o in expected.values())
    assert sum(t.played for t in h.record().values()) == counted
    h.close()
