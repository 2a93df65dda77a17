"""How long the computer's turns keep the player waiting, per game.

Runs ``koikoi --demo --stats --quit-after SECONDS`` for Koi-Koi, matgo (Go-Stop
for two) and Go-Stop for three, each ``--runs`` times, each in a folder of
its own (no settings or history of the player's are read or written), under
SDL's dummy video and audio drivers unless ``DISPLAY`` is set and
``--window`` is given; prints each run's JSON line and then, per game, the
median over the runs of the computer's median turn, its longest turn, the
median waiting per hand and the median think on the computer's thread.

    python tools/pace.py --runs 3 --seconds 200
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import median

GAMES = {  # name: (the settings file's entries, the command line's arguments)
    "koikoi": ({"game": "koikoi"}, []),
    "matgo": ({"game": "gostop", "gostop_players": 2}, ["--rules", "matgo"]),
    "gostop3": ({"game": "gostop", "gostop_players": 3}, ["--rules", "gostop-brazilian"]),
}


def run(game: str, seconds: float, seed: int, level: str, window: bool, extra: dict[str, object]) -> dict:
    settings, args = GAMES[game]
    with tempfile.TemporaryDirectory(prefix="koikoi-pace-") as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                   XDG_STATE_HOME=f"{home}/state", SDL_AUDIODRIVER="dummy")
        if not window:
            env["SDL_VIDEODRIVER"] = "dummy"
        folder = Path(home, "config", "koikoi")
        folder.mkdir(parents=True)
        (folder / "settings.json").write_text(json.dumps({**settings, **extra}), encoding="utf-8")
        command = [sys.executable, "-m", "koikoi.ui.app", "--demo", "--stats", "--quit-after", str(seconds),
                   "--seed", str(seed), "--level", level, "--size", "1280x720", *args]
        out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
        return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--seconds", type=float, default=200.0, help="each run's length")
    p.add_argument("--level", default="normal")
    p.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    p.add_argument("--window", action="store_true", help="a real window on $DISPLAY (Xvfb) rather than the dummy")
    p.add_argument("--reduced-motion", action="store_true")
    a = p.parse_args()
    extra: dict[str, object] = {"reduced_motion": True} if a.reduced_motion else {}
    for game in a.games:
        figures = []
        for i in range(a.runs):
            figures.append(run(game, a.seconds, 1000 + i, a.level, a.window, extra))
            print(game, json.dumps(figures[-1]), flush=True)

        def mid(key: str, figures: list[dict] = figures) -> float | None:
            values = [f[key] for f in figures if f.get(key) is not None]
            return round(median(values), 3) if values else None

        print(f"{game}: turn median {mid('turn_p50_s')} s, longest {mid('turn_max_s')} s, waiting per hand "
              f"{mid('hand_wait_p50_s')} s (medians of {a.runs} runs; {sum(f['hands'] for f in figures)} hands, "
              f"{sum(f['cpu_turns'] for f in figures)} turns), think {mid('think_p50_s')} s", flush=True)


if __name__ == "__main__":
    main()
