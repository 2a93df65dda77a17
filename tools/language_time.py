"""How long changing the language keeps the game from drawing: the catalog
switched and every screen on the stack laid out again, then one frame
drawn, as a click on the language row does. Prints each change's seconds
and their median, the first change to each language apart (its words are
wrapped for the first time then; later ones find them kept).

    SDL_VIDEODRIVER=dummy python tools/language_time.py --size 960x540 --text 150 --screen settings

Settings and the title are the two screens with a language row."""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from koikoi.storage import settings as S  # noqa: E402
from koikoi.ui.app import App, make_context  # noqa: E402
from koikoi.ui.scene import Options  # noqa: E402

ORDER = ("fr", "ja", "ko", "pt_BR", "en")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="960x540")
    parser.add_argument("--text", type=int, default=150, choices=(100, 125, 150))
    parser.add_argument("--screen", default="settings", choices=("settings", "title"))
    parser.add_argument("--rounds", type=int, default=3, help="times through the five languages")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.lower().split("x"))
    assert len(size) == 2
    pygame.init()
    ctx = make_context(S.Settings(text_size=args.text, language="en"), size, Options(attract_after=1e9), None)
    app = App(ctx, size)
    app.push(ctx.screens.title())
    if args.screen == "settings":
        app.push(ctx.screens.settings())
    for _ in range(5):
        app.step(1 / 60)
    first, again = [], []
    for r in range(args.rounds):
        for code in ORDER:
            began = time.perf_counter()
            app.apply_settings(app.ctx.settings.replace(language=code), save=False)
            app.step(1 / 60)
            (first if r == 0 else again).append(time.perf_counter() - began)
    ctx.worker.shutdown()
    pygame.quit()
    said = " ".join(f"{t:.2f}" for t in first + again)
    print(f"{args.screen} {args.size} {args.text}%: first changes median {statistics.median(first):.3f} s, "
          f"later median {statistics.median(again or first):.3f} s, all median {statistics.median(first + again):.3f} s "
          f"(each: {said})")


if __name__ == "__main__":
    main()
