"""Duplicate matches between two agents, with confidence intervals.

Each deal sequence (a match seed) is played twice with the seats swapped,
so the luck of the cards largely cancels out. A pair of matches is one
sample: its mean result for ``p1`` (1 a win, 0.5 a draw, 0 a loss) and
its mean point difference per round, so the intervals account for the two
matches of a pair sharing their cards.
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from math import sqrt
from typing import Any, Callable, Sequence

from ..games.common.rulefiles import game_of
from ..games.gostop.api import GOSTOP
from ..games.gostop.rules import GoStopRules, compile_gostop
from ..games.interface import Game, play
from ..games.koikoi.api import KOIKOI
from ..games.koikoi.rules import Rules, compile_rules
from .gostop.agents import make_gostop_agent
from .koikoi.agents import make_agent

Z95 = 1.959964


@dataclass
class PairResult:
    p1_score: float  # mean over the two matches: 1 win, 0.5 draw, 0 loss
    p1_round_diff: float  # mean of p1's points minus p2's, per round
    times: dict[str, list[float]] = field(default_factory=lambda: {"p1": [], "p2": []})


class _Timed:
    def __init__(self, agent: Any, sink: list[float]) -> None:
        self.agent, self.sink = agent, sink

    def act(self, obs: Any) -> Any:  # either game's: the agent's own types pass through
        start = time.perf_counter()
        action = self.agent.act(obs)
        self.sink.append((time.perf_counter() - start) * 1000)
        return action


def play_pair(job: tuple[dict[str, Any], str, str, int, dict[str, Any]]) -> PairResult:
    """One deal sequence, played with p1 in each seat (a Koi-Koi match, or
    a two-player game of Go-Stop when the rules are Go-Stop's)."""
    rules_data, p1, p2, seed, options = job
    gostop = game_of(rules_data, "arena rules") == "gostop"
    rules: Any = compile_gostop(rules_data, "arena rules") if gostop else compile_rules(rules_data, "arena rules")
    times: dict[str, list[float]] = {"p1": [], "p2": []}
    scores, diffs = [], []
    for p1_seat in (0, 1):
        # Seeded by seat, not by name: the two matches of a pair differ only
        # in who sits where, so an agent against itself scores exactly half.
        seats = [(p1, p1_seat, "p1"), (p2, 1 - p1_seat, "p2")]
        agents: list[Any] = [None, None]
        for name, seat, who in seats:
            agent = make_gostop_agent(name, seed * 2 + seat, **options) if gostop else make_agent(name, seed * 2 + seat, **options)
            agents[seat] = _Timed(agent, times[who])
        game: Game[Any, Any, Any, Any] = GOSTOP if gostop else KOIKOI
        state = play(game, rules, agents, seed)
        winner = game.winner(state)
        rounds = [(o.winner, o.points) for o in game.outcomes(state)]
        scores.append(0.5 if winner is None else 1.0 if winner == p1_seat else 0.0)
        diffs += [0 if w is None else points if w == p1_seat else -points for w, points in rounds]
    return PairResult(statistics.fmean(scores), statistics.fmean(diffs), times)


def _mean_ci(samples: Sequence[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(samples) / sqrt(len(samples))
    return mean, mean - half, mean + half


def _percentiles(ms: list[float]) -> dict[str, float]:
    if not ms:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0}
    ordered = sorted(ms)
    return {
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2),
        "max": round(ordered[-1], 2),
        "decisions": len(ordered),
    }


def arena(
    p1: str, p2: str, rules: Rules | GoStopRules, deals: int, seed: int, workers: int = 1,
    budget_ms: float | None = None, progress: Callable[[int, int, float], None] | None = None,
) -> dict[str, Any]:
    """Play ``deals`` duplicate pairs; ``progress(done, total, p1_rate_so_far)``
    is called after each pair."""
    options = {} if budget_ms is None else {"budget_ms": budget_ms}
    jobs = [(dict(rules.data), p1, p2, seed * 1_000_003 + i, options) for i in range(deals)]
    started = time.perf_counter()
    pairs: list[PairResult] = []

    def done(pair: PairResult) -> None:
        pairs.append(pair)
        if progress:
            progress(len(pairs), deals, statistics.fmean(p.p1_score for p in pairs))

    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for pair in pool.map(play_pair, jobs):
                done(pair)
    else:
        for job in jobs:
            done(play_pair(job))
    win, win_lo, win_hi = _mean_ci([p.p1_score for p in pairs])
    diff, diff_lo, diff_hi = _mean_ci([p.p1_round_diff for p in pairs])
    times = {k: [t for p in pairs for t in p.times[k]] for k in ("p1", "p2")}
    return {
        "p1": p1,
        "p2": p2,
        "rules": rules.name,
        "deals": deals,
        "matches": 2 * deals,
        "seed": seed,
        "budget_ms": budget_ms,
        "p1_match_win_rate": round(win, 4),
        "p1_match_win_ci95": [round(max(win_lo, 0.0), 4), round(min(win_hi, 1.0), 4)],
        "mean_round_point_diff": round(diff, 3),
        "mean_round_point_diff_ci95": [round(diff_lo, 3), round(diff_hi, 3)],
        "decision_ms": {k: _percentiles(v) for k, v in times.items()},
        "seconds": round(time.perf_counter() - started, 1),
    }


def format_report(r: dict[str, Any]) -> str:
    lo, hi = r["p1_match_win_ci95"]
    dlo, dhi = r["mean_round_point_diff_ci95"]
    lines = [
        f"{r['p1']} vs {r['p2']} under {r['rules']}: {r['deals']} deals, {r['matches']} duplicate matches",
        f"  {r['p1']} match win rate {100 * r['p1_match_win_rate']:.1f}% "
        f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%, draws count half)",
        f"  mean point difference per round {r['mean_round_point_diff']:+.2f} (95% CI {dlo:+.2f} to {dhi:+.2f})",
    ]
    for who in ("p1", "p2"):
        t = r["decision_ms"][who]
        lines.append(
            f"  {r[who]} decision time: median {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms "
            f"({t['decisions']} decisions)"
        )
    lines.append(f"  {r['seconds']} s")
    return "\n".join(lines)


__all__ = ["arena", "format_report", "play_pair"]
