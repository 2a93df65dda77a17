"""The history database's schema, and the migrations from each earlier version.

The version is SQLite's ``user_version``. Each step takes a database of
the version before it to its own, inside the one transaction that opens
the database (a step that fails leaves the file as it was):

1. ``meta``, ``rulesets``, ``matches`` and ``moves``: each match whole, its
   actions in words, one per line.
2. ``rounds`` and ``yaku``: what each round gave, kept apart for the
   statistics. Matches kept by version 1 get theirs by being played again
   from their actions.
3. ``tallies``: the win-loss record of the file that came before the
   history (``record.json``), imported once; and the index by game and
   date that the list and the statistics' filters read.

No pygame here.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Callable

from ..games import matchrecord as MR
from ..games.interface import RoundFacts, Start

SCHEMA_VERSION = 3


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


def _v2(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE rounds(
        match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, n INTEGER NOT NULL,
        winner INTEGER, points INTEGER NOT NULL, reason TEXT NOT NULL, calls TEXT NOT NULL,
        my_calls INTEGER NOT NULL, their_calls INTEGER NOT NULL, PRIMARY KEY(match, n))""")
    db.execute("""CREATE TABLE yaku(
        match INTEGER NOT NULL, n INTEGER NOT NULL, yaku TEXT NOT NULL, cards TEXT NOT NULL,
        FOREIGN KEY(match, n) REFERENCES rounds(match, n) ON DELETE CASCADE)""")
    db.execute("CREATE INDEX yaku_by_match ON yaku(match, n)")
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


def _v3(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE tallies(
        game TEXT NOT NULL, level TEXT NOT NULL, played INTEGER NOT NULL, won INTEGER NOT NULL,
        drawn INTEGER NOT NULL, best_round INTEGER NOT NULL, PRIMARY KEY(game, level))""")
    db.execute("CREATE INDEX matches_by_game ON matches(game, started)")


STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1, 2: _v2, 3: _v3}  # the version each step reaches
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
    """Round ``n`` (from 1) of a match, and the winner's yaku."""
    mine = f.calls[0] if f.calls else 0
    db.execute("INSERT OR REPLACE INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
               (match_id, n, f.winner, f.points, f.reason, json.dumps(list(f.calls)), mine, sum(f.calls) - mine))
    db.execute("DELETE FROM yaku WHERE match = ? AND n = ?", (match_id, n))
    db.executemany("INSERT INTO yaku VALUES (?, ?, ?, ?)",
                   [(match_id, n, yaku, " ".join(cards)) for yaku, cards in f.yaku])
