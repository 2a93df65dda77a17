"""Every match the person plays, kept whole: ``history.sqlite3`` in the data
folder of :mod:`.paths`, with the standard library's ``sqlite3``.

A match is kept from its first deal: its rules (each rule set once, in
``rulesets``), level, seed and players, every action as it is played
(:meth:`History.keep`, one transaction a move), each round as it ends, and
how it ended: won, lost, drawn, or left for a new one: ``abandoned``
(counted as lost) once the person has played in it, ``uncounted`` before
(the rule is :mod:`koikoi.games.leaving`'s).
A match taken up from a save that the history does not hold whole (one
begun before the history existed) is kept from there on, not ``whole``: it
counts in the record and the statistics but cannot be replayed.

The player's record (:meth:`History.record`) is counted from the matches,
with the tallies of ``record.json`` (the file that came before) imported
once when the history is made.

A history that cannot be used never stops the game (:meth:`History.open`
never raises): a file that is not a database, or a damaged one, is moved
aside and a new one begun; one that is locked by another program, or
written by a newer version of the game, is left untouched; one that
cannot be written is read but not added to. In each case the game keeps
this session's matches in memory and :attr:`History.problem` tells the
player in a sentence that names the file.

No pygame here.
"""

from __future__ import annotations

import json
import logging
from contextlib import nullcontext
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator

from ..games import leaving
from ..games import matchrecord as MR
from ..games.common.seats import HUMAN
from ..games.interface import Game, RoundFacts, Start
from ..i18n import _
from . import files, paths
from . import record as legacy
from .history_schema import SCHEMA_VERSION, add_round, migrate, set_margin, split_actions, version

FILE_NAME = "history.sqlite3"
BUSY_TIMEOUT_S = 0.5  # how long a write waits for another program's lock before giving up

log = logging.getLogger(__name__)


class HistoryError(Exception):
    """The history could not be written; the message says why, for the player."""


def history_path() -> Path:
    return paths.data_dir() / FILE_NAME


def now() -> str:
    """Local time with its offset, to the second: how the history dates a match."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass(frozen=True)
class MatchRow:
    """A match as the list of past matches shows it."""

    id: int
    game: str
    level: str
    rules: str  # the rule set's title
    players: int
    started: str
    ended: str | None
    outcome: str
    scores: tuple[int, ...]
    rounds: int
    whole: bool  # kept from its first deal: it can be replayed


@dataclass
class Recording:
    """The match being kept: its row, and how many of its rounds are in."""

    match_id: int
    game: str
    rounds: int
    whole: bool = True
    played: bool = False  # the person has played in it (see koikoi.games.leaving)
    to_move: int | None = None  # whose turn the last state kept is: the seat of the next action


class History:
    """The open history database; one per game session."""

    def __init__(self, db: sqlite3.Connection, path: Path | None, writable: bool = True,
                 problem: str | None = None) -> None:
        self.db = db
        self.path = path  # None: kept in memory only, for this session
        self.writable = writable
        self.problem = problem  # a sentence for the player, when the file could not be used as it is

    # --- opening ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None, legacy_record: Path | None = None) -> History:
        """The history at ``path`` (the data folder's by default), made or
        brought up to date; never raises (see the module's doc)."""
        path = history_path() if path is None else Path(path)
        legacy_record = legacy.record_path() if legacy_record is None else Path(legacy_record)
        try:
            history = cls._open_file(path)
        except sqlite3.OperationalError as exc:
            if _locked(exc):
                return cls.in_memory(_("Your match history in {path} is in use by another program; it is left "
                                       "as it is, and this session's matches are not kept.").format(path=path))
            return cls._set_aside(path, str(exc))
        except sqlite3.DatabaseError as exc:  # not a database, or damaged
            return cls._set_aside(path, str(exc))
        except _Future as exc:
            return cls.in_memory(_("Your match history in {path} was written by a newer version of the game "
                                   "(version {version}); it is left as it is, and this session's matches are "
                                   "not kept.").format(path=path, version=exc.args[0]))
        except OSError as exc:
            return cls.in_memory(_("Your match history cannot be kept in {folder} ({reason}); this session's "
                                   "matches are not kept.").format(folder=path.parent,
                                                                   reason=exc.strerror or str(exc)))
        if history.writable:
            history._import_record(legacy_record)
        return history

    @classmethod
    def in_memory(cls, problem: str | None = None) -> History:
        """A history for this session only (nothing written to disk)."""
        db = _connect(":memory:")
        db.execute("BEGIN")
        migrate(db)
        db.execute("COMMIT")
        return cls(db, None, True, problem)

    @classmethod
    def _open_file(cls, path: Path) -> History:
        exists = path.exists()
        if exists and not path.is_file():
            raise sqlite3.DatabaseError(_("it is a folder, not a file"))
        if not exists:
            path.parent.mkdir(parents=True, exist_ok=True)  # raises OSError when it cannot be made
        # the folder too: SQLite writes its journal beside the file
        writable = os.access(path.parent, os.W_OK) and (not exists or os.access(path, os.W_OK))
        if not writable and not exists:  # nothing to show, and nowhere to keep a new one
            raise PermissionError(13, _("permission denied"))
        if writable:
            db = _connect(str(path))
        else:
            db = _connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            v = version(db)  # reads the header: raises for a file that is not a database
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if v > SCHEMA_VERSION:
                raise _Future(v)
            if v < SCHEMA_VERSION:
                if not writable:
                    raise OSError(13, _("it cannot be written, and needs bringing up to date"))
                db.execute("BEGIN IMMEDIATE")
                try:
                    was = migrate(db)
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                if was:
                    log.info("history %s brought from version %d to %d", path, was, SCHEMA_VERSION)
        except BaseException:
            db.close()
            raise
        problem = None
        if not writable:
            problem = _("Your match history in {path} cannot be written; it is shown, but this session's "
                        "matches are not kept.").format(path=path)
        return cls(db, path, writable, problem)

    @classmethod
    def _set_aside(cls, path: Path, why: str) -> History:
        log.warning("history %s unreadable (%s)", path, why)
        try:
            aside = files.set_aside(path)
            for extra in ("-journal", "-wal", "-shm"):  # what SQLite keeps beside it belongs with it
                if os.path.lexists(str(path) + extra):
                    os.rename(str(path) + extra, str(aside) + extra)
        except OSError:
            return cls.in_memory(_("Your match history in {path} could not be read ({why}); it is left as it "
                                   "is, and this session's matches are not kept.").format(path=path, why=why))
        told = _("Your match history in {path} could not be read ({why}). It was moved to {aside}, and a new "
                 "history begins.").format(path=path, why=why, aside=aside)
        try:
            fresh = cls._open_file(path)
        except (sqlite3.Error, OSError, _Future) as exc:
            log.warning("no new history at %s: %s", path, exc)
            return cls.in_memory(told)
        fresh.problem = told
        return fresh

    def close(self) -> None:
        self.db.close()

    # --- writing -----------------------------------------------------------------------------------
    def _write(self) -> _Transaction:
        if not self.writable:
            raise HistoryError(self.problem or "read-only")
        return _Transaction(self)

    def begin(self, game: Game[Any, Any, Any, Any], level: str, state: object, whole: bool = True) -> Recording:
        """Keep a match that has just been dealt (or, not ``whole``, taken
        up from a save the history does not hold). Any other match of the
        game left unfinished is abandoned."""
        start = game.start(state)
        done = len(game.outcomes(state))
        played = not whole and leaving.played_in_state(game, state)  # a new deal: nobody has played yet
        with self._write() as db:
            self._abandon(db, game.name)
            ruleset = self._ruleset(db, game.name, start.rules)
            cur = db.execute(
                "INSERT INTO matches(game, level, ruleset, seed, players, started, ended, outcome, scores, whole, "
                "played) VALUES (?, ?, ?, ?, ?, ?, NULL, 'playing', ?, ?, ?)",
                (game.name, level, ruleset, start.seed, start.players, now(), json.dumps(list(game.scores(state))),
                 int(whole), int(played)))
            match_id = int(cur.lastrowid or 0)
            db.execute("INSERT INTO moves(match, actions) VALUES (?, '')", (match_id,))
            if whole and done:  # the first round over at its deal
                facts = game.round_facts(state)
                if facts is not None:
                    add_round(db, match_id, done, facts)
            elif done:  # the rounds played before the history held the match: their outcomes only
                for n, o in enumerate(game.outcomes(state), 1):
                    add_round(db, match_id, n, RoundFacts(o.winner, o.points, o.reason, (), (0,) * start.players))
        return Recording(match_id, game.name, done, whole, played, game.to_move(state))

    def take_up(self, game: Game[Any, Any, Any, Any], level: str, state: object) -> Recording:
        """Go on keeping a match taken up from its save: the one being kept,
        if its actions give the saved state exactly, else from here on."""
        row = self.db.execute("SELECT id, played FROM matches WHERE game = ? AND outcome = 'playing' AND whole = 1 "
                              "ORDER BY id DESC LIMIT 1", (game.name,)).fetchone()
        if row is not None:
            try:
                kept = MR.replay(self.load(row[0]), check=False)
            except (MR.RecordError, HistoryError) as exc:
                log.info("the match being kept does not replay (%s): kept from here on", exc)
            else:
                if game.dump(kept.states[-1]) == game.dump(state):
                    return Recording(row[0], game.name, len(kept.facts), True, bool(row[1]), game.to_move(state))
        return self.begin(game, level, state, whole=False)

    def keep(self, rec: Recording, game: Game[Any, Any, Any, Any], action: object, state: object) -> None:
        """One action played (``state`` is the game after it): in its match,
        with the round it ended and how the match ended. Raises HistoryError."""
        facts = None
        done = len(game.outcomes(state))
        if done > rec.rounds:
            facts = game.round_facts(state)
        first_play = rec.to_move == HUMAN and not rec.played
        rec.to_move = game.to_move(state)
        with self._write() as db:
            if first_play:
                db.execute("UPDATE matches SET played = 1 WHERE id = ?", (rec.match_id,))
            if rec.whole:
                db.execute("UPDATE moves SET actions = actions || ? WHERE match = ?",
                           (game.action_text(action) + "\n", rec.match_id))
            if facts is not None:
                add_round(db, rec.match_id, done, facts)
                db.execute("UPDATE matches SET scores = ? WHERE id = ?",
                           (json.dumps(list(game.scores(state))), rec.match_id))
            if game.over(state):
                db.execute("UPDATE matches SET outcome = ?, ended = ?, scores = ? WHERE id = ?",
                           (MR.outcome_of(game, state), now(), json.dumps(list(game.scores(state))), rec.match_id))
                set_margin(db, rec.match_id, list(game.scores(state)))
        rec.rounds = done
        rec.played = rec.played or first_play

    def abandon(self, game: str) -> None:
        """The match of ``game`` being kept is given up (a new one begun over
        it): it counts as lost if the person has played in it, else not at
        all (:mod:`koikoi.games.leaving`). Raises HistoryError."""
        with self._write() as db:
            self._abandon(db, game)

    def abandon_saved(self, game: Game[Any, Any, Any, Any], level: str, state: object) -> None:
        """A saved match given up for a new one: the one being kept, or,
        when the history does not hold it (saved before the history
        existed), a row for it from where it stands. Raises HistoryError."""
        if not self.db.execute("SELECT 1 FROM matches WHERE game = ? AND outcome = 'playing'",
                               (game.name,)).fetchone():
            self.begin(game, level, state, whole=False)
        self.abandon(game.name)

    def counts_if_left(self, game: Game[Any, Any, Any, Any], state: object) -> bool:
        """Whether giving up the saved match ``state`` of ``game`` now
        (:meth:`abandon_saved`) would count it as lost: what the question
        before it says."""
        row = self.db.execute("SELECT played FROM matches WHERE game = ? AND outcome = 'playing' "
                              "ORDER BY id DESC LIMIT 1", (game.name,)).fetchone()
        played = bool(row[0]) if row is not None else leaving.played_in_state(game, state)
        return leaving.counts_when_left(played)

    @staticmethod
    def _abandon(db: sqlite3.Connection, game: str) -> None:
        db.execute("UPDATE matches SET outcome = CASE WHEN played THEN ? ELSE ? END, ended = ? "
                   "WHERE game = ? AND outcome = 'playing'",
                   (leaving.outcome_when_left(True), leaving.outcome_when_left(False), now(), game))

    @staticmethod
    def _ruleset(db: sqlite3.Connection, game: str, rules: Any) -> int:
        content = {k: rules[k] for k in rules}
        digest = MR.digest(content)
        row = db.execute("SELECT id FROM rulesets WHERE digest = ?", (digest,)).fetchone()
        if row:
            return int(row[0])
        cur = db.execute("INSERT INTO rulesets(game, name, title, digest, data) VALUES (?, ?, ?, ?, ?)",
                         (game, str(content.get("name", "")), str(content.get("title", content.get("name", ""))),
                          digest, json.dumps(content)))
        return int(cur.lastrowid or 0)

    def add(self, record: MR.MatchRecord, transaction: bool = True) -> int:
        """A whole match from elsewhere (a file, a benchmark) into the
        history; its id. ``transaction=False``: inside the caller's own."""
        with self._write() if transaction else nullcontext(self.db) as db:
            ruleset = self._ruleset(db, record.game, record.start.rules)
            cur = db.execute(
                "INSERT INTO matches(game, level, ruleset, seed, players, started, ended, outcome, scores, whole, "
                "played) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)",
                (record.game, record.level, ruleset, record.start.seed, record.start.players, record.started,
                 record.ended, record.outcome, json.dumps(list(record.scores)),
                 int(leaving.played_in(record.engine, record.start, record.actions))))
            match_id = int(cur.lastrowid or 0)
            db.execute("INSERT INTO moves(match, actions) VALUES (?, ?)",
                       (match_id, "".join(a + "\n" for a in record.actions)))
            for n, f in enumerate(record.rounds, 1):
                add_round(db, match_id, n, f)
            if record.outcome in MR.FINISHED:
                set_margin(db, match_id, list(record.scores))
        return match_id

    # --- the record that came before ------------------------------------------------------------------
    def _import_record(self, path: Path) -> None:
        """The tallies of ``record.json``, once: the file is then moved aside
        (``record.json.imported-...``), never deleted."""
        if self.db.execute("SELECT 1 FROM meta WHERE key = 'record_imported'").fetchone():
            return
        tallies, problem = legacy.load(path) if path.exists() else ({}, None)
        try:
            with self._write() as db:
                for key, t in tallies.items():
                    game = "gostop" if key.startswith(legacy.GOSTOP) else "koikoi"
                    db.execute("INSERT OR REPLACE INTO tallies VALUES (?, ?, ?, ?, ?, ?)",
                               (game, key.removeprefix(legacy.GOSTOP), t.played, t.won, t.drawn, t.best_round))
                db.execute("INSERT INTO meta VALUES ('record_imported', ?)", (now(),))
        except HistoryError as exc:
            log.warning("record %s not imported: %s", path, exc)
            return
        if problem:
            self.problem = problem
        if tallies:
            try:
                files.set_aside(path, "imported")
            except OSError as exc:  # it stays; the meta row keeps it from being counted twice
                log.warning("record %s imported but not moved aside: %s", path, exc)

    # --- reading -------------------------------------------------------------------------------------
    def record(self) -> legacy.Record:
        """The player's record against each level of each game: the
        imported tallies, and every match finished or abandoned since (not
        one left before the person played: ``uncounted``)."""
        out: dict[str, legacy.Tally] = {}
        for game, level, played, won, drawn, best in self.db.execute("SELECT * FROM tallies"):
            out[legacy.key(level, game)] = legacy.Tally(played, won, drawn, best)
        rows = self.db.execute("""
            SELECT m.game, m.level, count(*), sum(m.outcome = 'won'), sum(m.outcome = 'drawn'), max(m.best_round)
            FROM matches m WHERE m.outcome NOT IN ('playing', ?) GROUP BY m.game, m.level""", (leaving.UNCOUNTED,))
        for game, level, played, won, drawn, best in rows:
            k = legacy.key(level, game)
            t = out.get(k, legacy.Tally())
            out[k] = legacy.Tally(t.played + played, t.won + won, t.drawn + drawn, max(t.best_round, best or 0))
        return out

    def matches(self, game: str | None = None, level: str | None = None, ruleset: int | None = None,
                since: str | None = None, limit: int = 50, offset: int = 0) -> list[MatchRow]:
        """Past matches, the latest first (the one being played too)."""
        where, args = filters(game, level, ruleset, since)
        rows = self.db.execute(f"""
            SELECT m.id, m.game, m.level, r.title, m.players, m.started, m.ended, m.outcome, m.scores,
                   m.rounds_played, m.whole
            FROM matches m JOIN rulesets r ON r.id = m.ruleset {where}
            ORDER BY m.started DESC, m.id DESC LIMIT ? OFFSET ?""", (*args, limit, offset))
        return [MatchRow(i, g, lv, t, p, s, e, o, tuple(json.loads(sc)), n, bool(w))
                for i, g, lv, t, p, s, e, o, sc, n, w in rows]

    def count(self, game: str | None = None, level: str | None = None, ruleset: int | None = None,
              since: str | None = None) -> int:
        where, args = filters(game, level, ruleset, since)
        return int(self.db.execute(f"SELECT count(*) FROM matches m {where}", args).fetchone()[0])

    def rulesets(self, game: str) -> list[tuple[int, str]]:
        """The rule sets the player has played ``game`` with: id and title."""
        return [(i, t) for i, t in self.db.execute(
            "SELECT id, title FROM rulesets WHERE game = ? AND id IN (SELECT ruleset FROM matches) ORDER BY id",
            (game,))]

    def load(self, match_id: int) -> MR.MatchRecord:
        """A kept match as a record (to replay, to export); raises HistoryError."""
        row = self.db.execute("""
            SELECT m.game, m.level, r.data, m.seed, m.players, m.started, m.ended, m.outcome, m.scores, v.actions,
                   m.whole
            FROM matches m JOIN rulesets r ON r.id = m.ruleset JOIN moves v ON v.match = m.id
            WHERE m.id = ?""", (match_id,)).fetchone()
        if row is None:
            raise HistoryError(_("There is no match {id} in the history.").format(id=match_id))
        game, level, rules, seed, players, started, ended, outcome, scores, actions, whole = row
        if not whole:
            raise HistoryError(_("Match {id} was begun before the history kept it, and cannot be "
                                 "replayed.").format(id=match_id))
        rounds = []
        for n, winner, points, reason, calls in self.db.execute(
                "SELECT n, winner, points, reason, calls FROM rounds WHERE match = ? ORDER BY n", (match_id,)):
            yaku = tuple((y, tuple(c.split())) for y, c in self.db.execute(
                "SELECT yaku, cards FROM yaku WHERE match = ? AND n = ? ORDER BY rowid", (match_id, n)))
            rounds.append(RoundFacts(winner, points, reason, yaku, tuple(json.loads(calls))))
        return MR.MatchRecord(game, level, Start(json.loads(rules), seed, players), split_actions(actions),
                              tuple(rounds), outcome, tuple(json.loads(scores)), started, ended)


def filters(game: str | None, level: str | None, ruleset: int | None, since: str | None) -> tuple[str, list[Any]]:
    """The WHERE clause over ``matches m`` for the list's and the statistics' filters."""
    parts, args = [], []
    for column, value in (("m.game = ?", game), ("m.level = ?", level), ("m.ruleset = ?", ruleset),
                          ("m.started >= ?", since)):
        if value is not None:
            parts.append(column)
            args.append(value)
    return ("WHERE " + " AND ".join(parts)) if parts else "", args


class _Future(Exception):
    """A database of a newer schema than this game's."""


def _locked(exc: sqlite3.Error) -> bool:
    return "locked" in str(exc) or "busy" in str(exc)


def _connect(target: str, uri: bool = False) -> sqlite3.Connection:
    db = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, isolation_level=None, uri=uri, check_same_thread=False)
    db.execute("PRAGMA foreign_keys = ON")
    return db


class _Transaction:
    """``with history._write() as db``: one transaction; a failure rolls it
    back and becomes a HistoryError the player can read."""

    def __init__(self, history: History) -> None:
        self.history = history

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.history.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._error(exc) from None
        return self.history.db

    def __exit__(self, kind: object, exc: BaseException | None, tb: object) -> None:
        db = self.history.db
        if exc is None:
            try:
                db.execute("COMMIT")
                return
            except sqlite3.Error as failed:
                exc = failed
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass
        if isinstance(exc, sqlite3.Error):
            raise self._error(exc) from None

    def _error(self, exc: sqlite3.Error) -> HistoryError:
        where = self.history.path or "memory"
        if _locked(exc):
            return HistoryError(_("the history in {path} is in use by another program").format(path=where))
        return HistoryError(_("the history in {path} cannot be written ({reason})").format(path=where, reason=exc))


def iter_ids(history: History, game: str | None = None) -> Iterator[int]:
    """Every kept match's id, oldest first (for the command line)."""
    where, args = filters(game, None, None, None)
    for (i,) in history.db.execute(f"SELECT id FROM matches m {where} ORDER BY id", args):
        yield int(i)
