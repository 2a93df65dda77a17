"""The table against its engine, swept wider than the suite does: the checks
of ``tests/ui/test_table_truth.py`` (every yaku line drawn whole inside the
panel, each capture box counting what it shows and what the rules count,
no field card hiding another, the panel's scores, dealer, calls and round
the engine's; at a choice, its cards numbered in reading order, the keys,
the ring and the status line agreeing) over random states of every preset of both games, Go-Stop
for two and three, at both window sizes, three text sizes and five
languages.

    python tools/audit_table.py                 # 24 states a game, every case
    python tools/audit_table.py --states 60 --seeds 3
    python tools/audit_table.py --outlines --seeds 5   # Go-Stop's outlines over live games

``--outlines`` audits instead what the live Go-Stop table outlines at each
of the person's turns, against the engine's events of the others' turns
(``tests/ui/agreement.outline_problems``), over seeded games of every
preset for two and three, three hands each.

Prints each case's figures and every problem found; exits 1 if there is one.
Runs under SDL's dummy drivers (no window is opened).
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from koikoi.games.gostop.api import GOSTOP  # noqa: E402
from koikoi.games.koikoi.api import KOIKOI  # noqa: E402
from koikoi.storage import settings as S  # noqa: E402
from tests.ui import test_table_truth as truth  # noqa: E402
from tests.ui.agreement import (box_names_differ, capture_box_problems, choice_number_problems,  # noqa: E402
                                field_cards_hidden, panel_problems, yaku_lines_unsaid)
from tests.ui.test_choice_numbers import koikoi_choices  # noqa: E402
from tests.ui.conftest import app_at  # noqa: E402
from tests.ui.texts import inked_texts  # noqa: E402

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


def tables(app, seed: int):  # noqa: ANN001, ANN201
    """Every preset's table, at random states: Koi-Koi's, Go-Stop's for two and for three."""
    for preset in KOIKOI.presets:
        yield from truth.koikoi_tables(app, seed=seed, preset=preset)
        yield from koikoi_choices(app, first=seed, preset=preset, choices=4)  # the person choosing: the numbers
    for preset in GOSTOP.presets:
        for players in GOSTOP.player_counts(GOSTOP.load_rules(preset)):  # type: ignore[arg-type]
            yield from truth.gostop_tables(app, players, seed=seed, preset=preset)


def problems(table) -> dict[str, list[str]]:  # noqa: ANN001
    return {
        "yaku lines": yaku_lines_unsaid(table, inked_texts(table, lambda s, t=table: s.blit(*truth.info_panel(t)[:2]))),
        "capture boxes": capture_box_problems(table, labels := inked_texts(table, truth.capture_labels(table))),
        "box names": box_names_differ(table, labels),
        "field": field_cards_hidden(table),
        "panel figures": panel_problems(table),
        "choice numbers": choice_number_problems(table),
    }


def outlines(seeds: int) -> int:
    """The live Go-Stop table's outlines against the engine's events, over ``seeds`` games of each preset and
    player count; 1 if a turn outlines otherwise."""
    from koikoi.games.gostop.rules import load_gostop
    from tests.ui.agreement import outline_problems
    from tests.ui.conftest import make_app
    from tests.ui.test_gostop_said_and_outlined import person_turns

    found = 0
    for preset in GOSTOP.presets:
        for players in GOSTOP.player_counts(GOSTOP.load_rules(preset)):  # type: ignore[arg-type]
            rules = load_gostop(preset, {"match.most_players": players})
            turns = 0
            for seed in range(seeds):
                app = make_app(S.Settings(animation_speed=4.0))
                try:
                    for table, events in person_turns(app, rules, players, seed, hands=3):
                        turns += 1
                        for line in outline_problems(table, events):
                            found += 1
                            print(f"  {preset} {players}p seed {seed} hand {table.game.hand_no}: {line}")
                finally:
                    app.ctx.worker.shutdown()
            print(f"{preset} {players}p: {turns} turns of the person's", flush=True)
    print(f"{found} problems")
    return 1 if found else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--states", type=int, default=24, help="random states looked at, a game and seed (default 24)")
    p.add_argument("--seeds", type=int, default=1, help="seeds a game (default 1)")
    p.add_argument("--outlines", action="store_true", help="audit Go-Stop's outlines over live games instead")
    args = p.parse_args(argv)
    if args.outlines:
        return outlines(args.seeds)
    truth.STATES = args.states
    found: collections.Counter[str] = collections.Counter()
    examples: dict[str, str] = {}
    states = 0
    began = time.perf_counter()
    for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW):
        for text_size in (100, 125, 150):
            for lang in LANGS:
                case = f"{size[0]}x{size[1]} {text_size}% {lang}"
                seen = 0
                with app_at(size, text_size, lang) as app:
                    for seed in range(args.seeds):
                        for table in tables(app, seed + 11):
                            seen += 1
                            for what, lines in problems(table).items():
                                for line in lines:
                                    key = f"{what}: {type(table).__name__} {getattr(table, 'players', 2)}p"
                                    found[key] += 1
                                    examples.setdefault(key, f"{case}: {line}")
                states += seen
                print(f"{case}: {seen} states", flush=True)
    print(f"{states} states in {time.perf_counter() - began:.0f} s; {sum(found.values())} problems")
    for key, n in found.most_common():
        print(f"  {n} × {key}  (first: {examples[key]})")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
