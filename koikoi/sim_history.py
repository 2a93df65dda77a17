"""``koikoi-sim history`` and ``koikoi-sim replay``: the player's kept
matches from the command line.

    koikoi-sim history [--db PATH] [--game koikoi|gostop] [--json]
    koikoi-sim replay --db PATH MATCH_ID [--json]
    koikoi-sim replay FILE.json [--json]

The database is only read: it is copied into memory (and brought up to
this version's schema there), so a history in use by the game, or from an
older version, is never changed. A record that does not replay through the
engine exits with status 2 and one line saying where it parts.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
from pathlib import Path
from typing import Any

from .games import matchrecord as MR
from .games.common.seats import HUMAN
from .storage import files, history_schema, paths, sharing
from .storage.history import FILE_NAME, History, HistoryError, MatchRow


class CommandError(Exception):
    """Printed as one line, exit status 2."""


def read_only(path: Path) -> History:
    """The history at ``path``, read into memory; raises CommandError."""
    if not path.is_file():
        raise CommandError(f"no history at {path}")
    try:
        disk = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            mem = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
            disk.backup(mem)
        finally:
            disk.close()
        version = history_schema.version(mem)
        if version > history_schema.SCHEMA_VERSION:
            raise CommandError(f"{path} is history version {version}; this koikoi-sim reads up to "
                               f"{history_schema.SCHEMA_VERSION}")
        mem.execute("BEGIN")
        history_schema.migrate(mem)
        mem.execute("COMMIT")
    except sqlite3.Error as exc:
        raise CommandError(f"{path} cannot be read as a history: {exc}") from None
    return History(mem, None, writable=False)


def _db(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else paths.data_dir() / FILE_NAME


def _row_data(m: MatchRow) -> dict[str, Any]:
    return {"id": m.id, "game": m.game, "level": m.level, "rules": m.rules, "players": m.players,
            "started": m.started, "ended": m.ended, "outcome": m.outcome, "scores": list(m.scores),
            "rounds": m.rounds, "replayable": m.whole}


def cmd_history(args: argparse.Namespace) -> int:
    history = read_only(_db(args))
    rows = history.matches(game=args.game, limit=history.count(game=args.game) or 1)
    if args.json:
        print(json.dumps({"db": str(_db(args)), "matches": [_row_data(m) for m in rows]}))
        return 0
    if not rows:
        print("no matches kept yet")
        return 0
    print(f"{'id':>5}  {'began':<19}  {'game':<6}  {'level':<6}  {'result':<9}  {'scores':<12}  {'rounds':>6}  rules")
    for m in rows:
        scores = "-".join(str(s) for s in m.scores)
        mark = "" if m.whole else "  (not replayable)"
        print(f"{m.id:>5}  {m.started[:19]:<19}  {m.game:<6}  {m.level:<6}  {m.outcome:<9}  {scores:<12}  "
              f"{m.rounds:>6}  {m.rules}{mark}")
    return 0


def _record(args: argparse.Namespace) -> tuple[str, MR.MatchRecord]:
    """Which match, and its record (not yet replayed)."""
    target = args.match
    if args.db is not None or (target.isdigit() and not Path(target).exists()):
        if not target.isdigit():
            raise CommandError(f"with --db, give a match id (a number), not {target!r}")
        history = read_only(_db(args))
        try:
            return f"match {target}", history.load(int(target))
        except HistoryError as exc:
            raise CommandError(str(exc)) from None
    path = Path(target)
    try:
        data = files.read_json(path, "a match", sharing.MAX_BYTES)
        return str(path), MR.from_data(data, verify=False)
    except FileNotFoundError:
        raise CommandError(f"{path}: no such file") from None
    except (files.Unreadable, MR.RecordError) as exc:
        raise CommandError(f"{path} cannot be read: {exc}") from None


def seat_name(seat: int, players: int) -> str:
    """A seat as the game names it (in English: the command line's language): "You", "CPU", "CPU 1"."""
    if seat == HUMAN:
        return "You"
    return "CPU" if players == 2 else f"CPU {seat}"


def cmd_replay(args: argparse.Namespace) -> int:
    name, record = _record(args)
    try:
        again = MR.replay(record)
    except MR.RecordError as exc:
        raise CommandError(f"{name} does not replay: {exc}") from None
    game = record.engine
    final = again.states[-1]
    if args.json:
        print(json.dumps({"match": name, "game": record.game, "level": record.level, "players": record.start.players,
                          "seed": record.start.seed, "actions": len(record.actions), "outcome": record.outcome,
                          "scores": list(game.scores(final)), "rounds": [MR.facts_data(f) for f in again.facts],
                          "replayed": True}))
        return 0
    print(f"{name}: {record.game}, {record.start.players} players, against {record.level}, seed {record.start.seed}, "
          f"{len(record.actions)} actions, replayed and checked")
    for n, f in enumerate(again.facts, 1):
        who = "nobody" if f.winner is None else seat_name(f.winner, record.start.players)
        yaku = ", ".join(y for y, _ in f.yaku) or "-"
        calls = "/".join(str(c) for c in f.calls)
        print(f"  round {n:>2}: {who} {f.points} points ({f.reason}); yaku {yaku}; calls {calls}")
    print(f"  {record.outcome}, scores {'-'.join(str(s) for s in game.scores(final))}")
    return 0


def add_parsers(sub: Any) -> None:
    """The two commands, on ``koikoi-sim``'s subparsers."""
    p = sub.add_parser("history", help="list the matches kept in a history database")
    p.add_argument("--db", help=f"the history database (default: {FILE_NAME} in the game's data folder)")
    p.add_argument("--game", choices=tuple(MR.GAMES), help="only this game's matches")
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.set_defaults(func=cmd_history)

    p = sub.add_parser("replay", help="replay a kept match through the engine, checking every recorded result")
    p.add_argument("match", help="a match id of --db's history, or an exported match file (.json)")
    p.add_argument("--db", help="the history database to take the match from")
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.set_defaults(func=cmd_replay)
