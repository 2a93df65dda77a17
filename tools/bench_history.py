"""How fast the history is, with a player's lifetime of matches in it.

    python tools/bench_history.py [--matches 10000] [--db PATH] [--repeat 7]

Fills a history database with ``--matches`` matches (random play of both
games, Koi-Koi and Go-Stop of two and three, dated over the past year, at
every level; built once and reused when ``--db`` names an existing file),
then times, as medians of ``--repeat`` runs:

- recording: each move of whole matches kept as the table keeps it
  (one transaction a move), per move;
- the statistics: the queries alone, and the screen (built, laid out and
  drawn once, under the dummy video driver; then until its last figure is
  counted and drawn, which it does a frame a part) for each game;
- the list of past matches: its first page, query and screen.

Targets (issue 29): recording under 2 ms a move; with 10,000 matches the
statistics screen opens in under 200 ms and the list in under 100 ms.
Prints a table and one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from koikoi.games import matchrecord as MR  # noqa: E402
from koikoi.games.common.levels import LEVELS  # noqa: E402
from koikoi.storage.history import History  # noqa: E402
from koikoi.storage.history_stats import Filters, statistics as stats_of  # noqa: E402

KINDS = (("koikoi", "nintendo", 2), ("koikoi", "korean", 2), ("gostop", "matgo", 2), ("gostop", "gostop-brazilian", 3))


def random_match(game_name: str, preset: str, players: int, seed: int) -> MR.MatchRecord:
    game = MR.GAMES[game_name]
    rng = random.Random(seed)
    state, _ = game.new(game.load_rules(preset), seed, players)
    actions, rounds = [], [game.round_facts(state)] if game.outcomes(state) else []
    while not game.over(state):
        action = rng.choice(list(game.legal_actions(state)))
        before = len(game.outcomes(state))
        state, _ = game.apply(state, action)
        actions.append(game.action_text(action))
        if len(game.outcomes(state)) > before:
            rounds.append(game.round_facts(state))
    return MR.MatchRecord(game_name, "normal", game.start(state), tuple(actions), tuple(r for r in rounds if r),
                          MR.outcome_of(game, state), tuple(game.scores(state)))


def fill(history: History, n: int, pool_size: int = 40) -> None:
    """``n`` matches: copies of a pool of random ones, each dated and levelled anew."""
    pool = [random_match(*KINDS[i % len(KINDS)], seed=i) for i in range(pool_size)]
    rng = random.Random(0)
    now = datetime.now().astimezone()
    history.db.execute("BEGIN")
    for i in range(n):
        r = pool[i % len(pool)]
        began = now - timedelta(days=365 * (n - i) / n, minutes=rng.randrange(600))
        rec = MR.MatchRecord(r.game, rng.choice(LEVELS), r.start, r.actions, r.rounds, r.outcome, r.scores,
                             began.isoformat(timespec="seconds"),
                             (began + timedelta(minutes=20)).isoformat(timespec="seconds"))
        history.add(rec, transaction=False)
    history.db.execute("COMMIT")


def median_ms(run: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        run()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def recording_ms(history: History, matches: int = 6) -> list[float]:
    """Each move's keeping, over whole matches of every kind."""
    per_move = []
    for i in range(matches):
        game_name, preset, players = KINDS[i % len(KINDS)]
        game = MR.GAMES[game_name]
        rng = random.Random(1000 + i)
        state, _ = game.new(game.load_rules(preset), 1000 + i, players)
        rec = history.begin(game, "normal", state)
        while not game.over(state):
            action = rng.choice(list(game.legal_actions(state)))
            state, _ = game.apply(state, action)
            t = time.perf_counter()
            history.keep(rec, game, action, state)
            per_move.append((time.perf_counter() - t) * 1000)
    return per_move


def screens(history: History, repeat: int) -> dict[str, float]:
    """The statistics and the list, built and drawn once, for each game (when the screens exist)."""
    import pygame

    from koikoi.storage import settings as S
    from koikoi.ui.app import make_context
    from koikoi.ui.scene import Options

    pygame.init()
    size = (1280, 720)
    surface = pygame.display.set_mode(size)
    ctx = make_context(S.Settings(), size, Options(), None)
    ctx.history = history
    out: dict[str, float] = {}
    for name in ("statistics", "matches"):
        make = getattr(ctx.screens, name, None)
        if make is None:
            continue
        for game in MR.GAMES:
            def open_screen(make: Callable[[str], Any] = make, game: str = game) -> None:
                scene = make(game)
                scene.enter()
                scene.draw(surface)

            open_screen()  # fonts and card images loaded once, as they are by the title before
            out[f"{name} screen {game}"] = median_ms(open_screen, repeat)
            if name == "statistics":  # ... and until its last figure is counted and drawn (a frame a part)
                def every_figure(make: Callable[[str], Any] = make, game: str = game) -> None:
                    scene = make(game)
                    scene.enter()
                    scene.draw(surface)
                    while scene.pending:
                        scene.count_more()
                        scene.draw(surface)

                out[f"{name} screen {game}, every figure"] = median_ms(every_figure, repeat)
    ctx.worker.shutdown()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--db", type=Path, help="the database to fill (once) and time; a temporary one by default")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    path = args.db or Path(tempfile.mkdtemp()) / "history.sqlite3"
    history = History.open(path, path.parent / "no-record.json")
    if history.count() < args.matches:
        t = time.perf_counter()
        fill(history, args.matches - history.count())
        print(f"filled {path} to {history.count()} matches in {time.perf_counter() - t:.1f} s "
              f"({path.stat().st_size / 1e6:.1f} MB)")
    results: dict[str, float] = {}
    moves = recording_ms(history)
    results["recording per move (median)"] = statistics.median(moves)
    results["recording per move (p95)"] = sorted(moves)[int(len(moves) * 0.95)]
    for game in MR.GAMES:
        month = (datetime.now() - timedelta(days=30)).date().isoformat()
        results[f"statistics query {game}"] = median_ms(lambda g=game: stats_of(history, Filters(g)), args.repeat)
        results[f"statistics query {game}, hard, last 30 days"] = median_ms(
            lambda g=game, m=month: stats_of(history, Filters(g, "hard", since=m)), args.repeat)
        results[f"list query {game}"] = median_ms(lambda g=game: history.matches(game=g, limit=12), args.repeat)
    results.update(screens(history, args.repeat))
    print(f"{history.count()} matches, {len(moves)} moves recorded, medians of {args.repeat}:")
    for name, ms in results.items():
        print(f"  {name:<45} {ms:8.2f} ms")
    print(json.dumps({"matches": history.count(), "ms": {k: round(v, 3) for k, v in results.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
