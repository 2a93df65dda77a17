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
from dataclasses import dataclass
from typing import Any

from ..games.common.seats import HUMAN
from .history import History, filters
from .history_schema import TOTALS


@dataclass(frozen=True)
class Filters:
    game: str
    level: str | None = None
    ruleset: int | None = None
    since: str | None = None  # ISO date: matches begun on or after it

    def where(self) -> tuple[str, list[Any]]:
        return filters(self.game, self.level, self.ruleset, self.since)


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
    timeline: tuple[tuple[str, str, str], ...]  # (date, level, outcome) of each counted match, oldest first
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

    @property
    def rounds_won(self) -> int:
        return self.won_by_stopping + self.won_after_their_call + self.won_otherwise


BEST = 5  # best rounds and matches shown


def statistics(history: History, f: Filters) -> Stats:
    """Everything the statistics screen shows, for the matches ``f`` picks.
    It reads each match's sums (kept as its rounds were added), never every
    round: a few queries over one row a match."""
    db = history.db
    where, args = f.where()
    counted = f"{where} AND m.outcome != 'playing'" if where else "WHERE m.outcome != 'playing'"
    timeline = tuple((str(d)[:10], lv, o) for d, lv, o in db.execute(
        f"SELECT coalesce(m.ended, m.started), m.level, m.outcome FROM matches m {counted} "
        "ORDER BY coalesce(m.ended, m.started), m.id", args))
    won = sum(o == "won" for _, _, o in timeline)
    drawn = sum(o == "drawn" for _, _, o in timeline)
    sums = db.execute("SELECT " + ", ".join(f"coalesce(sum(m.{c}), 0)" for c in TOTALS[:-1])
                      + f" FROM matches m {where}", args).fetchone()
    t = dict(zip(TOTALS, sums))
    points = tuple(db.execute(f"SELECT p.points, sum(p.rounds) FROM match_points p JOIN matches m ON m.id = p.match "
                              f"{where} GROUP BY p.points ORDER BY p.points", args))
    return Stats(
        matches=len(timeline), won=won, lost=len(timeline) - won - drawn, drawn=drawn, timeline=timeline,
        rounds=t["rounds_played"], won_by_stopping=t["won_by_stopping"],
        won_after_their_call=t["won_after_their_call"], won_otherwise=t["won_otherwise"],
        rounds_lost=t["rounds_lost"], rounds_drawn=t["rounds_drawn"], points_won=t["points_won"],
        points_lost=t["points_lost"], points=points, yaku=_yaku(history, where, args), calls=t["calls"],
        calls_paid=t["calls_paid"], their_calls=t["their_calls"], their_calls_paid=t["their_calls_paid"],
        best_rounds=_best_rounds(history, where, args), best_matches=_best_matches(history, counted, args))


def _yaku(history: History, where: str, args: list[Any]) -> tuple[YakuCount, ...]:
    db = history.db
    rows = db.execute(f"""SELECT y.yaku, sum(y.yours), sum(y.theirs), max(CASE WHEN y.yours THEN y.latest END),
                                 max(y.latest)
                          FROM match_yaku y JOIN matches m ON m.id = y.match {where} GROUP BY y.yaku""",
                      args).fetchall()
    out = []
    for yaku, yours, theirs, mine, latest in rows:
        cards = db.execute("SELECT cards FROM yaku WHERE rowid = ?", (mine or latest,)).fetchone()[0]
        out.append(YakuCount(yaku, yours, theirs, tuple(cards.split())))
    return tuple(sorted(out, key=lambda y: (-y.yours, -y.theirs, y.yaku)))


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
