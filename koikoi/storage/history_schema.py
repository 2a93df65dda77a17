"""The history database's schema, and the migrations from each earlier version.

The version is SQLite's ``user_version``. Each step takes a database of
the version before it to its own, inside the one transaction that opens
the database (a step that fails leaves the file as it was):

1. ``meta``, ``rulesets``, ``matches`` and ``moves``: each match whole, its
   actions in words, one per line.
2. ``rounds`` and ``yaku``: what each round gave; and, for the statistics
   to read sums instead of every round, each match's sums of its rounds
   (columns of ``matches``), its yaku (``match_yaku``) and the points of
   the rounds won (``match_points``). Matches kept by version 1 get theirs
   by being played again from their actions.
3. ``tallies``: the win-loss record of the file that came before the
   history (``record.json``), imported once; the index by game and date
   that the list and the statistics' filters read, and the one by game,
   level and outcome the record is counted from (4 ms, not 16, for 10,000
   matches).
4. ``played``: whether the person has played in the match (an action of
   their seat), for the rule on leaving a match (:mod:`koikoi.games.leaving`):
   each match kept whole is walked through its actions to the person's
   first, and a match given up before it is no longer counted as lost
   (``uncounted``). A match not kept whole stays as it was counted.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Callable

from ..games import leaving
from ..games import matchrecord as MR
from ..games.common.seats import HUMAN
from ..games.interface import RoundFacts, Start

SCHEMA_VERSION = 4


def _v1(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("""CREATE TABLE rulesets(
        id INTEGER PRIMARY KEY, game TEXT NOT NULL, name TEXT NOT NULL, title TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE, data TEXT NOT NULL)""")
    db.execute("""CREATE TABLE matches(
        id INTEGER PRIMARY KEY, game TEXT NOT NULL, level TEXT NOT NULL,
        ruleset INTEGER NOT NULL REFERENCES rulesets(id), seed INTEGER NOT NULL, players INTEGER NOT NULL,
        started TEXT NOT NULL, ended TEXT, outcome TEXT NOT NULL, scores TEXT NOT NULL,
        whole INTEGER NOT NULL DEFAULT 1)""")
    db.execute("""CREATE TABLE moves(
        match INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE, actions TEXT NOT NULL DEFAULT '')""")


TOTALS = ("rounds_played", "won_by_stopping", "won_after_their_call", "won_otherwise", "rounds_lost",
          "rounds_drawn", "points_won", "points_lost", "calls", "calls_paid", "their_calls", "their_calls_paid",
          "best_round")  # each match's sums of its rounds, kept as its rounds are added (for the statistics)


def _v2(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE rounds(
        match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, n INTEGER NOT NULL,
        winner INTEGER, points INTEGER NOT NULL, reason TEXT NOT NULL, calls TEXT NOT NULL,
        my_calls INTEGER NOT NULL, their_calls INTEGER NOT NULL, PRIMARY KEY(match, n)) WITHOUT ROWID""")
    db.execute("""CREATE TABLE yaku(
        match INTEGER NOT NULL, n INTEGER NOT NULL, yaku TEXT NOT NULL, cards TEXT NOT NULL,
        FOREIGN KEY(match, n) REFERENCES rounds(match, n) ON DELETE CASCADE)""")
    db.execute("CREATE INDEX yaku_by_match ON yaku(match, n)")
    # The statistics read sums, not every round: each match's, and each match's yaku and points won
    for column in TOTALS:
        db.execute(f"ALTER TABLE matches ADD COLUMN {column} INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE matches ADD COLUMN margin INTEGER")  # a finished match: your score less the best other
    db.execute("""CREATE TABLE match_yaku(match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        yaku TEXT NOT NULL, yours INTEGER NOT NULL, theirs INTEGER NOT NULL, latest INTEGER NOT NULL,
        PRIMARY KEY(match, yaku)) WITHOUT ROWID""")
    db.execute("""CREATE TABLE match_points(match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        points INTEGER NOT NULL, rounds INTEGER NOT NULL, PRIMARY KEY(match, points)) WITHOUT ROWID""")
    rows = db.execute("""SELECT m.id, m.game, m.level, r.data, m.seed, m.players, m.outcome, m.scores, v.actions
                         FROM matches m JOIN rulesets r ON r.id = m.ruleset JOIN moves v ON v.match = m.id
                         WHERE m.whole = 1""").fetchall()
    for match_id, game, level, rules, seed, players, outcome, scores, actions in rows:
        record = MR.MatchRecord(game, level, Start(json.loads(rules), seed, players), split_actions(actions),
                                outcome="playing" if outcome not in MR.FINISHED else outcome,
                                scores=tuple(json.loads(scores)))
        try:
            facts = MR.replay(record, check=False).facts
        except (MR.RecordError, ValueError):
            db.execute("UPDATE matches SET whole = 0 WHERE id = ?", (match_id,))
            continue
        for n, f in enumerate(facts, 1):
            add_round(db, match_id, n, f)
        if outcome in MR.FINISHED:
            set_margin(db, match_id, json.loads(scores))


def _v3(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE tallies(
        game TEXT NOT NULL, level TEXT NOT NULL, played INTEGER NOT NULL, won INTEGER NOT NULL,
        drawn INTEGER NOT NULL, best_round INTEGER NOT NULL, PRIMARY KEY(game, level))""")
    db.execute("CREATE INDEX matches_by_game ON matches(game, started)")
    db.execute("CREATE INDEX matches_by_level ON matches(game, level, outcome, best_round)")  # the record, read alone


def _v4(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE matches ADD COLUMN played INTEGER NOT NULL DEFAULT 1")  # the person has played in it
    rows = db.execute("""SELECT m.id, m.game, r.data, m.seed, m.players, v.actions
                         FROM matches m JOIN rulesets r ON r.id = m.ruleset JOIN moves v ON v.match = m.id
                         WHERE m.whole = 1 AND m.outcome IN ('abandoned', 'playing')""").fetchall()
    for match_id, game, rules, seed, players, actions in rows:
        try:
            played = leaving.played_in(MR.GAMES[game], Start(json.loads(rules), seed, players),
                                       split_actions(actions))
        except (KeyError, ValueError):  # rules that no longer compile: left as counted
            continue
        if not played:
            db.execute("UPDATE matches SET played = 0 WHERE id = ?", (match_id,))
    db.execute("UPDATE matches SET outcome = ? WHERE outcome = 'abandoned' AND played = 0", (leaving.UNCOUNTED,))


STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1, 2: _v2, 3: _v3, 4: _v4}  # the version each step reaches
assert sorted(STEPS) == list(range(1, SCHEMA_VERSION + 1))


def version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> int:
    """Bring the database to version ``upto`` (in the caller's transaction);
    the version it was."""
    was = version(db)
    for v in range(was + 1, upto + 1):
        STEPS[v](db)
        db.execute(f"PRAGMA user_version = {v}")
    return was


# --- rows both the migrations and the recording write ----------------------------------------------

def split_actions(text: str) -> tuple[str, ...]:
    return tuple(text.split("\n")[:-1]) if text else ()  # each action ends with a newline


def add_round(db: sqlite3.Connection, match_id: int, n: int, f: RoundFacts) -> None:
    """Round ``n`` (from 1) of a match, the winner's yaku, and the match's sums."""
    mine = f.calls[HUMAN] if f.calls else 0
    theirs = sum(f.calls) - mine
    db.execute("INSERT INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
               (match_id, n, f.winner, f.points, f.reason, json.dumps(list(f.calls)), mine, theirs))
    for yaku, cards in f.yaku:
        cur = db.execute("INSERT INTO yaku VALUES (?, ?, ?, ?)", (match_id, n, yaku, " ".join(cards)))
        db.execute("""INSERT INTO match_yaku VALUES (?, ?, ?, ?, ?) ON CONFLICT(match, yaku) DO UPDATE SET
                      yours = yours + excluded.yours, theirs = theirs + excluded.theirs, latest = excluded.latest""",
                   (match_id, yaku, int(f.winner == HUMAN), int(f.winner != HUMAN), cur.lastrowid))
    won, lost = f.winner == HUMAN, f.winner is not None and f.winner != HUMAN
    sums = {
        "rounds_played": 1, "won_by_stopping": won and f.reason == "stop" and not theirs,
        "won_after_their_call": won and theirs > 0, "won_otherwise": won and f.reason != "stop" and not theirs,
        "rounds_lost": lost, "rounds_drawn": f.winner is None, "points_won": f.points if won else 0,
        "points_lost": f.points if lost else 0, "calls": mine > 0, "calls_paid": mine > 0 and won,
        "their_calls": theirs > 0, "their_calls_paid": theirs > 0 and lost,
    }
    db.execute("UPDATE matches SET " + ", ".join(f"{k} = {k} + ?" for k in sums)
               + ", best_round = max(best_round, ?) WHERE id = ?",
               (*(int(v) for v in sums.values()), f.points if won else 0, match_id))
    if won:
        db.execute("""INSERT INTO match_points VALUES (?, ?, 1) ON CONFLICT(match, points) DO UPDATE SET
                      rounds = rounds + 1""", (match_id, f.points))


def set_margin(db: sqlite3.Connection, match_id: int, scores: list[int]) -> None:
    """A finished match's margin: your score less the best of the others'."""
    others = [s for seat, s in enumerate(scores) if seat != HUMAN]
    db.execute("UPDATE matches SET margin = ? WHERE id = ?",
               (scores[HUMAN] - max(others) if others else None, match_id))
