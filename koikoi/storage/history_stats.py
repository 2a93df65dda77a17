"""The player's statistics, counted from the history by SQL: the matches
against each level over time, how rounds were won and lost, the points,
each yaku made (with the cards of the latest), the calls to play on and how
often they paid, the best rounds and matches; for one game, filtered by
level, rule set and period.

"You" is seat 0 (:data:`~koikoi.games.common.seats.HUMAN`); a round's
"calls" are koi-koi in Koi-Koi and Go in Go-Stop.

No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from ..games.common.seats import HUMAN
from ..games.leaving import UNCOUNTED
from .history import History, filters
from .history_schema import TOTALS


@dataclass(frozen=True)
class Filters:
    game: str
    level: str | None = None
    ruleset: int | None = None
    since: str | None = None  # ISO date: matches begun on or after it

    def where(self) -> tuple[str, list[Any]]:
        """The matches counted: those picked, but none left before the person played in it."""
        where, args = filters(self.game, self.level, self.ruleset, self.since)
        return f"{where} {'AND' if where else 'WHERE'} m.outcome != ?", [*args, UNCOUNTED]


@dataclass(frozen=True)
class YakuCount:
    yaku: str
    yours: int  # rounds you won with it
    theirs: int  # rounds an opponent won with it
    cards: tuple[str, ...]  # the cards of the latest time you made it (or they did)


@dataclass(frozen=True)
class BestRound:
    points: int
    match_id: int
    n: int  # the round, from 1
    date: str
    level: str
    yaku: tuple[str, ...]


@dataclass(frozen=True)
class BestMatch:
    margin: int  # your score less the best opponent's
    match_id: int
    date: str
    level: str
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Stats:
    matches: int
    won: int
    lost: int  # abandoned ones included
    drawn: int
    timeline: tuple[tuple[str, str, str], ...]  # (when, level, outcome) of each counted match, oldest first; when:
    # its start's local date and time to the minute ("2026-12-05T14:32"), as the list of matches dates it
    rounds: int
    won_by_stopping: int  # rounds you won by stopping, the opponent not having called
    won_after_their_call: int  # rounds you won after an opponent called to play on
    won_otherwise: int  # rounds you won by a rule (a hand dealt, the deck run out...)
    rounds_lost: int
    rounds_drawn: int
    points_won: int  # the points of every round you won
    points_lost: int  # ... and of every round an opponent won
    points: tuple[tuple[int, int], ...]  # (points, rounds) of the rounds you won
    yaku: tuple[YakuCount, ...]  # the most made first
    calls: int  # rounds in which you called
    calls_paid: int  # ... and won
    their_calls: int
    their_calls_paid: int  # rounds an opponent called in and won
    best_rounds: tuple[BestRound, ...]
    best_matches: tuple[BestMatch, ...]
    players: int  # the largest table of the matches counted: at two, "the CPU"; at three, "a CPU"

    @property
    def rounds_won(self) -> int:
        return self.won_by_stopping + self.won_after_their_call + self.won_otherwise


BEST = 5  # best rounds and matches shown

PARTS = ("matches", "rounds", "yaku")  # what statistics() counts, each on its own (the slowest last)
NOTHING: dict[str, Any] = {  # every figure before its part is counted
    "matches": 0, "won": 0, "lost": 0, "drawn": 0, "timeline": (), "rounds": 0, "won_by_stopping": 0,
    "won_after_their_call": 0, "won_otherwise": 0, "rounds_lost": 0, "rounds_drawn": 0, "points_won": 0,
    "points_lost": 0, "points": (), "yaku": (), "calls": 0, "calls_paid": 0, "their_calls": 0, "their_calls_paid": 0,
    "best_rounds": (), "best_matches": (), "players": 2}


def statistics(history: History, f: Filters, parts: tuple[str, ...] = PARTS) -> Stats:
    """Everything the statistics screen shows, for the matches ``f`` picks;
    or only the figures of ``parts`` (the others nothing), for a screen that
    shows the first at once and counts the rest while it is seen (see
    :func:`counted`). It reads each match's sums (kept as its rounds were
    added), never every round: a few queries over one row a match."""
    figures = dict(NOTHING)
    for part in parts:
        figures.update(_COUNTERS[part](history, f))
    return Stats(**figures)


def counted(stats: Stats, history: History, f: Filters, part: str) -> Stats:
    """``stats`` with the figures of ``part`` (one of :data:`PARTS`) counted."""
    return replace(stats, **_COUNTERS[part](history, f))


def _matches(history: History, f: Filters) -> dict[str, Any]:
    """The matches: how they ended, each in order, and the best won."""
    where, args = f.where()
    counted = f"{where} AND m.outcome != 'playing'" if where else "WHERE m.outcome != 'playing'"
    timeline = tuple((str(d)[:16], lv, o) for d, lv, o in history.db.execute(
        f"SELECT m.started, m.level, m.outcome FROM matches m {counted} ORDER BY m.started, m.id", args))
    won = sum(o == "won" for _, _, o in timeline)
    drawn = sum(o == "drawn" for _, _, o in timeline)
    return {"matches": len(timeline), "won": won, "lost": len(timeline) - won - drawn, "drawn": drawn,
            "timeline": timeline, "best_matches": _best_matches(history, counted, args)}


def _rounds(history: History, f: Filters) -> dict[str, Any]:
    """The rounds: how they ended, their points, the calls, the best; from each match's sums."""
    db = history.db
    where, args = f.where()
    sums = db.execute("SELECT " + ", ".join(f"coalesce(sum(m.{c}), 0)" for c in TOTALS[:-1])
                      + f" FROM matches m {where}", args).fetchone()
    figures: dict[str, Any] = dict(zip(TOTALS[:-1], sums))
    figures["rounds"] = figures.pop("rounds_played")
    figures["points"] = tuple(db.execute(
        f"SELECT p.points, sum(p.rounds) FROM match_points p JOIN matches m ON m.id = p.match {where} "
        "GROUP BY p.points ORDER BY p.points", args))
    figures["best_rounds"] = _best_rounds(history, where, args)
    figures["players"] = db.execute(f"SELECT coalesce(max(m.players), 2) FROM matches m {where}", args).fetchone()[0]
    return figures


def yaku_counts(history: History, f: Filters) -> tuple[YakuCount, ...]:
    """Each yaku made in the matches ``f`` picks, the most made first: from
    each match's yaku tallies, then the cards of each one's latest."""
    where, args = f.where()
    db = history.db
    rows = db.execute(f"""SELECT y.yaku, sum(y.yours), sum(y.theirs), max(CASE WHEN y.yours THEN y.latest END),
                                 max(y.latest)
                          FROM match_yaku y JOIN matches m ON m.id = y.match {where} GROUP BY y.yaku""",
                      args).fetchall()
    out = []
    for name, yours, theirs, mine, latest in rows:
        cards = db.execute("SELECT cards FROM yaku WHERE rowid = ?", (mine or latest,)).fetchone()[0]
        out.append(YakuCount(name, yours, theirs, tuple(cards.split())))
    return tuple(sorted(out, key=lambda y: (-y.yours, -y.theirs, y.yaku)))


def _yaku(history: History, f: Filters) -> dict[str, Any]:
    return {"yaku": yaku_counts(history, f)}


_COUNTERS = {"matches": _matches, "rounds": _rounds, "yaku": _yaku}


def _best_rounds(history: History, where: str, args: list[Any]) -> tuple[BestRound, ...]:
    """The best rounds: among the matches of the best rounds, their rounds of those points."""
    db = history.db
    matches = db.execute(f"""SELECT m.id, m.best_round, coalesce(m.ended, m.started), m.level FROM matches m
                             {where} {'AND' if where else 'WHERE'} m.best_round > 0
                             ORDER BY m.best_round DESC, m.id DESC LIMIT {BEST}""", args).fetchall()
    out = []
    for i, points, d, lv in matches:
        for (n,) in db.execute("SELECT n FROM rounds WHERE match = ? AND winner = ? AND points = ? ORDER BY n",
                               (i, HUMAN, points)):
            yaku = tuple(y for (y,) in db.execute("SELECT yaku FROM yaku WHERE match = ? AND n = ? ORDER BY rowid",
                                                   (i, n)))
            out.append(BestRound(points, i, n, str(d)[:10], lv, yaku))
    out.sort(key=lambda b: (-b.points, -b.match_id, b.n))
    return tuple(out[:BEST])


def _best_matches(history: History, counted: str, args: list[Any]) -> tuple[BestMatch, ...]:
    rows = history.db.execute(f"""SELECT m.margin, m.id, coalesce(m.ended, m.started), m.level, m.scores
                                  FROM matches m {counted} AND m.outcome = 'won' AND m.margin IS NOT NULL
                                  ORDER BY m.margin DESC, m.id DESC LIMIT {BEST}""", args).fetchall()
    return tuple(BestMatch(margin, i, str(d)[:10], lv, tuple(json.loads(sc))) for margin, i, d, lv, sc in rows)


def yaku_names(history: History, game: str) -> dict[str, str]:
    """Each yaku id of ``game``'s rule sets in the history, by the name its
    rule set gives it (in English, as the rule files write it; the screen
    translates it): the statistics count yaku by id."""
    names: dict[str, str] = {}
    for (data,) in history.db.execute("SELECT data FROM rulesets WHERE game = ? ORDER BY id", (game,)):
        try:
            table = json.loads(data).get("yaku", {})
        except (ValueError, AttributeError):
            continue
        if isinstance(table, dict):
            for yaku_id, spec in table.items():
                if isinstance(spec, dict) and isinstance(spec.get("name"), str):
                    names.setdefault(str(yaku_id), spec["name"])
    return names
