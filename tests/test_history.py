"""The history database: every move kept as it is played, the record
counted from it, each earlier schema brought up to date, and a file that
cannot be used (not a database, damaged, locked, read-only, from a newer
game) never stops the game nor loses what it holds."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage import history as H
from koikoi.storage import history_schema as schema
from koikoi.storage import record as legacy
from koikoi.storage.record import Tally
from tests.games.test_matchrecord import played


def play_into(h: H.History, game_name: str = "koikoi", preset: str = "nintendo", players: int = 2, seed: int = 1,
              level: str = "normal", stop_after: int | None = None) -> tuple[H.Recording, object]:
    """A match between random players, kept move by move as the table keeps it."""
    game = MR.GAMES[game_name]
    rng = random.Random(seed)
    state, _ = game.new(game.load_rules(preset), seed, players)
    rec = h.begin(game, level, state)
    moves = 0
    while not game.over(state) and (stop_after is None or moves < stop_after):
        action = rng.choice(list(game.legal_actions(state)))
        state, _ = game.apply(state, action)
        h.keep(rec, game, action, state)
        moves += 1
    return rec, state


@pytest.fixture
def history(tmp_path):
    h = H.History.open(tmp_path / "history.sqlite3", tmp_path / "record.json")
    yield h
    h.close()


@pytest.mark.parametrize("game_name, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 2),
                                                        ("gostop", "matgo", 3)])
def test_a_kept_match_replays_to_the_same_results(history, game_name, preset, players):
    rec, state = play_into(history, game_name, preset, players, seed=3)
    game = MR.GAMES[game_name]
    kept = history.load(rec.match_id)
    assert kept.outcome == MR.outcome_of(game, state) and kept.scores == tuple(game.scores(state))
    assert len(kept.rounds) == len(game.outcomes(state))
    again = MR.replay(kept)  # checks every round and the end
    assert game.dump(again.states[-1]) == game.dump(state)
    assert kept.ended is not None and kept.started <= kept.ended


def test_the_record_is_counted_from_the_matches(history):
    outcomes = []
    for seed in range(4):
        rec, state = play_into(history, seed=seed, level="hard")
        outcomes.append(history.load(rec.match_id).outcome)
    rec, state = play_into(history, "gostop", "matgo", 2, seed=9, level="easy")
    got = history.record()
    assert got["hard"].played == 4 and got["hard"].won == outcomes.count("won")
    assert got["hard"].drawn == outcomes.count("drawn")
    best = max(r.points for m in history.matches(game="koikoi") for r in history.load(m.id).rounds if r.winner == 0)
    assert got["hard"].best_round == best
    assert got["gostop:easy"].played == 1
    assert legacy.summary(got, "gostop") in ("Easy 1–0", "Easy 0–1", "Easy 0–0, 1 drawn")


def test_a_match_left_for_a_new_one_counts_as_lost(history):
    play_into(history, seed=1, stop_after=30)
    assert history.matches()[0].outcome == "playing"
    assert history.record() == {}  # a match being played is not counted yet
    play_into(history, seed=2, stop_after=5)  # begun over it
    rows = history.matches()
    assert [r.outcome for r in rows] == ["playing", "abandoned"]
    assert history.record()["normal"] == Tally(1, 0, 0, 0)
    history.abandon("koikoi")
    assert history.record()["normal"].played == 2


def test_a_match_taken_up_goes_on_in_the_same_row(history):
    game = MR.GAMES["koikoi"]
    rec, state = play_into(history, seed=4, stop_after=50)
    again = history.take_up(game, "normal", state)
    assert again.match_id == rec.match_id and again.whole
    rng = random.Random(8)
    while not game.over(state):
        action = rng.choice(list(game.legal_actions(state)))
        state, _ = game.apply(state, action)
        history.keep(again, game, action, state)
    MR.replay(history.load(rec.match_id))


def test_a_match_the_history_does_not_hold_is_kept_from_where_it_is_taken_up(history):
    game = MR.GAMES["koikoi"]
    _, state = play_into(H.History.in_memory(), seed=5, stop_after=120)  # played before the history
    rounds_before = len(game.outcomes(state))
    rec = history.take_up(game, "normal", state)
    assert not rec.whole
    rng = random.Random(8)
    while not game.over(state):
        action = rng.choice(list(game.legal_actions(state)))
        state, _ = game.apply(state, action)
        history.keep(rec, game, action, state)
    row = history.matches()[0]
    assert not row.whole and row.outcome == MR.outcome_of(game, state)
    assert row.rounds == len(game.outcomes(state))  # those before it was taken up, by their outcomes alone
    assert rounds_before and all(yaku == 0 for _, yaku in _rounds(history, row.id)[:rounds_before])
    with pytest.raises(H.HistoryError, match="cannot be replayed"):
        history.load(row.id)


def _rounds(history, match_id):
    return [r for r in history.db.execute("SELECT n, (SELECT count(*) FROM yaku y WHERE y.match = r.match "
                                          "AND y.n = r.n) AS yaku FROM rounds r WHERE match = ? ORDER BY n",
                                          (match_id,)).fetchall()]


def test_the_old_record_is_imported_once_and_moved_aside(tmp_path):
    old = tmp_path / "record.json"
    old.write_text(json.dumps({"format": legacy.FORMAT, "version": 1,
                               "levels": {"hard": {"played": 5, "won": 3, "drawn": 1, "best_round": 14}},
                               "gostop_levels": {"easy": {"played": 2, "won": 2, "drawn": 0, "best_round": 9}}}))
    h = H.History.open(tmp_path / "history.sqlite3", old)
    assert h.record() == {"hard": Tally(5, 3, 1, 14), "gostop:easy": Tally(2, 2, 0, 9)}
    assert not old.exists() and len(list(tmp_path.glob("record.json.imported-*"))) == 1
    play_into(h, seed=1, level="hard")
    h.close()
    old.write_text("{}")  # an older game wrote it again: not imported twice
    h = H.History.open(tmp_path / "history.sqlite3", old)
    assert h.record()["hard"].played == 6 and h.problem is None
    h.close()


# --- each earlier schema ---------------------------------------------------------------------------

def _database_at(path, version: int) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    schema.migrate(db, upto=version)
    db.execute("COMMIT")
    return db


def _insert_v1(db: sqlite3.Connection, record: MR.MatchRecord, whole: bool = True) -> int:
    rules = dict(record.start.rules)
    db.execute("INSERT OR IGNORE INTO rulesets(game, name, title, digest, data) VALUES (?, ?, ?, ?, ?)",
               (record.game, rules["name"], rules["title"], MR.digest(rules), json.dumps(rules)))
    ruleset = db.execute("SELECT id FROM rulesets WHERE digest = ?", (MR.digest(rules),)).fetchone()[0]
    cur = db.execute("INSERT INTO matches(game, level, ruleset, seed, players, started, ended, outcome, scores, whole)"
                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (record.game, record.level, ruleset, record.start.seed, record.start.players, record.started,
                      record.ended, record.outcome, json.dumps(list(record.scores)), int(whole)))
    db.execute("INSERT INTO moves VALUES (?, ?)", (cur.lastrowid, "".join(a + "\n" for a in record.actions)))
    return int(cur.lastrowid)


def test_version_1_gets_its_rounds_by_replaying_each_match(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = _database_at(path, 1)
    records = [played("koikoi", "nintendo", 2, 21), played("gostop", "matgo", 3, 22)]
    ids = [_insert_v1(db, r) for r in records]
    broken = played("koikoi", "nintendo", 2, 23)
    broken_id = _insert_v1(db, MR.MatchRecord(**{**broken.__dict__, "actions": broken.actions[:10] + ("stop",)}))
    db.close()
    h = H.History.open(path, tmp_path / "record.json")
    assert schema.version(h.db) == schema.SCHEMA_VERSION and h.problem is None
    for match_id, r in zip(ids, records):
        assert h.load(match_id) == r
    assert not [m for m in h.matches() if m.id == broken_id][0].whole  # its actions do not replay
    assert h.record()["normal"].played == 2


def test_version_2_gets_the_tallies_table_and_the_record_imported(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = _database_at(path, 2)
    record = played("koikoi", "nintendo", 2, 31)
    match_id = _insert_v1(db, record)
    for n, f in enumerate(record.rounds, 1):
        schema.add_round(db, match_id, n, f)
    db.close()
    old = tmp_path / "record.json"
    old.write_text(json.dumps({"format": legacy.FORMAT, "version": 1,
                               "levels": {"normal": {"played": 1, "won": 1, "drawn": 0, "best_round": 3}}}))
    h = H.History.open(path, old)
    assert schema.version(h.db) == schema.SCHEMA_VERSION
    assert h.load(match_id) == record
    assert h.record()["normal"].played == 2
    names = {r[0] for r in h.db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "matches_by_game" in names


def test_a_failed_migration_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    _database_at(path, 1).close()
    before = path.read_bytes()

    step3 = schema.STEPS[3]

    def broken(db):  # on the disk only: the session's history in memory still works
        if db.execute("PRAGMA database_list").fetchone()[2]:
            db.execute("CREATE TABLE half_done(x)")
            raise sqlite3.OperationalError("disk I/O error")
        step3(db)

    monkeypatch.setitem(schema.STEPS, 3, broken)
    h = H.History.open(path, tmp_path / "record.json")
    assert "could not be read" in h.problem and "disk I/O error" in h.problem
    aside = list(tmp_path.glob("history.sqlite3.bad-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == before  # kept whole, at version 1


# --- files that cannot be used ---------------------------------------------------------------------

@pytest.mark.parametrize("content", [b"this is not a database at all" * 20, b"SQLite format 3\x00" + b"\xff" * 2000])
def test_a_file_that_is_not_a_database_is_set_aside(tmp_path, content):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    h = H.History.open(path, tmp_path / "record.json")
    assert h.problem and str(path) in h.problem and "moved to" in h.problem
    aside = list(tmp_path.glob("history.sqlite3.bad-*"))
    assert [a.read_bytes() for a in aside] == [content]
    play_into(h, seed=1, stop_after=20)  # a new history, on disk
    assert h.path == path and len(h.matches()) == 1


def test_a_damaged_database_is_set_aside(tmp_path):
    path = tmp_path / "history.sqlite3"
    h = H.History.open(path, tmp_path / "record.json")
    for seed in range(3):
        play_into(h, seed=seed)
    h.close()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\x00" * (4096 - 100)  # the first page's schema wiped
    path.write_bytes(bytes(data))
    h = H.History.open(path, tmp_path / "record.json")
    assert h.problem and "moved to" in h.problem
    assert h.matches() == [] and len(list(tmp_path.glob("history.sqlite3.bad-*"))) == 1


def test_a_locked_database_is_left_untouched(tmp_path):
    path = tmp_path / "history.sqlite3"
    h = H.History.open(path, tmp_path / "record.json")
    play_into(h, seed=1)
    h.close()
    before = path.read_bytes()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        h = H.History.open(path, tmp_path / "record.json")
        assert "in use by another program" in h.problem and h.path is None
        play_into(h, seed=2, stop_after=10)  # this session's, in memory
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bad-*"))


def test_a_write_while_another_program_holds_the_lock_says_so(history, tmp_path):
    rec, state = play_into(history, seed=1, stop_after=3)
    game = MR.GAMES["koikoi"]
    other = sqlite3.connect(history.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        action = game.legal_actions(state)[0]
        with pytest.raises(H.HistoryError, match="in use by another program"):
            history.keep(rec, game, action, game.apply(state, action)[0])
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_read_only_history_is_shown_but_not_added_to(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    h = H.History.open(path, tmp_path / "record.json")
    play_into(h, seed=1)
    h.close()
    before = path.read_bytes()
    real_access = H.os.access
    monkeypatch.setattr(H.os, "access", lambda p, mode: False if mode == H.os.W_OK else real_access(p, mode))
    h = H.History.open(path, tmp_path / "record.json")
    assert not h.writable and "cannot be written" in h.problem and str(path) in h.problem
    assert len(h.matches()) == 1 and h.record()["normal"].played == 1
    game = MR.GAMES["koikoi"]
    state, _ = game.new(game.load_rules("nintendo"), 1)
    with pytest.raises(H.HistoryError):
        h.begin(game, "normal", state)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):  # the connection itself is read-only
        h.db.execute("DELETE FROM matches")
    h.close()
    assert path.read_bytes() == before


def test_a_history_from_a_newer_game_is_left_untouched(tmp_path):
    path = tmp_path / "history.sqlite3"
    H.History.open(path, tmp_path / "record.json").close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = path.read_bytes()
    h = H.History.open(path, tmp_path / "record.json")
    assert "newer version" in h.problem and str(schema.SCHEMA_VERSION + 1) in h.problem
    play_into(h, seed=1, stop_after=5)
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bad-*"))


def test_a_folder_that_cannot_be_made_keeps_the_session_in_memory(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    h = H.History.open(blocker / "history.sqlite3", tmp_path / "record.json")
    assert h.path is None and h.problem and str(blocker) in h.problem
    play_into(h, seed=1, stop_after=5)
    assert len(h.matches()) == 1


def test_the_list_filters_and_pages(history):
    for seed, level in enumerate(("easy", "hard", "hard", "normal")):
        play_into(history, seed=seed, level=level)
    play_into(history, "gostop", "matgo", 2, seed=7)
    assert history.count() == 5 and history.count(game="koikoi", level="hard") == 2
    page = history.matches(game="koikoi", limit=2, offset=1)
    assert [m.level for m in page] == ["hard", "hard"]
    (ruleset_id, title), = history.rulesets("gostop")
    assert title.startswith("Matgo") and history.count(ruleset=ruleset_id) == 1
    assert history.count(since="2999-01-01") == 0


def test_a_saved_match_the_history_does_not_hold_counts_as_lost_with_its_best_round(history):
    """A match saved before the history existed, given up for a new one:
    lost, with the rounds it had (the best the player won in it)."""
    from koikoi.games.koikoi import game as M
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.games.koikoi.turn import RoundResult

    m, _ = M.new_match(load_preset("nintendo"), 1)
    rounds = (RoundResult(0, 4, "stop", None), RoundResult(1, 9, "stop", None), RoundResult(0, 6, "stop", None),
              RoundResult(None, 0, "exhausted", None))
    left = M.MatchState(m.rules, 1, m.round, (10, 9), rounds)
    history.abandon_saved(MR.GAMES["koikoi"], "hard", left)
    assert history.record() == {"hard": Tally(played=1, won=0, drawn=0, best_round=6)}
    row, = history.matches()
    assert row.outcome == "abandoned" and row.rounds == 4 and not row.whole


def test_a_game_of_go_stop_left_counts_as_lost_with_the_most_points_won_in_a_hand(history):
    """The best hand is what the hand won, all losers' payments together
    (at a table of three, both of them), kept apart from Koi-Koi's."""
    import dataclasses

    from koikoi.games.gostop import game as G
    from koikoi.games.gostop.rules import load_gostop
    from koikoi.games.gostop.state import NO_ONE, Result

    g, _ = G.new_game(load_gostop("gostop-brazilian"), 3, players=3)
    hands = (Result(0, "stop", 5, (0, 5, 3)), Result(2, "stop", 9, (9, 9, 0)), Result(NO_ONE, "nagari"))
    history.abandon_saved(MR.GAMES["gostop"], "normal", dataclasses.replace(g, history=hands))
    got = history.record()
    assert got == {"gostop:normal": Tally(played=1, won=0, drawn=0, best_round=8)}
    assert legacy.summary(got, "koikoi") == "" and legacy.summary(got, "gostop") == "Normal 0–1"


def test_a_match_being_kept_is_abandoned_in_its_own_row(history):
    rec, state = play_into(history, seed=3, stop_after=60)
    history.abandon_saved(MR.GAMES["koikoi"], "normal", state)
    row, = history.matches()
    assert row.id == rec.match_id and row.outcome == "abandoned" and row.whole


def test_a_history_is_made_where_no_folder_was_yet(tmp_path):
    """A first start with no data folder, nor the folder above it: both are made, and the history kept there."""
    path = tmp_path / "share" / "koikoi" / "history.sqlite3"
    h = H.History.open(path, tmp_path / "record.json")
    assert h.problem is None and h.writable and h.path == path
    play_into(h, seed=1, stop_after=5)
    h.close()
    assert path.is_file() and H.History.open(path).count() == 1


def test_a_new_history_in_a_folder_that_cannot_be_written_stays_in_memory(tmp_path, monkeypatch):
    real_access = H.os.access
    monkeypatch.setattr(H.os, "access", lambda p, mode: False if mode == H.os.W_OK else real_access(p, mode))
    h = H.History.open(tmp_path / "data" / "history.sqlite3", tmp_path / "record.json")
    assert h.path is None and "cannot be kept in" in h.problem and "permission denied" in h.problem
    play_into(h, seed=1, stop_after=5)
    assert len(h.matches()) == 1
