"""Measure how many points a round's winner scores, for heuristics.ROUND_POINTS.

    python tools/round_points.py --matches 150

plays normal against normal under nintendo (match seeds 3000 on) and prints
the (points, rounds) pairs, counted from both seats, and their standard
deviation. The match equity the agents weigh their choices by is computed
from this distribution (``heuristics.fixed_rounds_equity``).
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from koikoi.ai.headless import play_match
from koikoi.ai.koikoi.normal import NormalAgent
from koikoi.games.koikoi.rules import load_preset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=150)
    parser.add_argument("--rules", default="nintendo")
    args = parser.parse_args()
    rules = load_preset(args.rules)
    swings = []
    for s in range(args.matches):
        match = play_match(rules, [NormalAgent(s), NormalAgent(s + 1)], 3000 + s)
        for result in match.history:
            x = 0 if result.winner is None else result.points
            swings += [x, -x]
    counts = Counter(abs(x) for x in swings)
    print(f"{len(swings) // 2} rounds, standard deviation {statistics.pstdev(swings):.2f}")
    print("ROUND_POINTS = (" + ", ".join(f"({p}, {n})" for p, n in sorted(counts.items())) + ")")


if __name__ == "__main__":
    main()
