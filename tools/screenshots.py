"""Screenshots of the game's screens, taken from the real window.

Run under a display (an X server such as Xvfb); each picture is grabbed
from the window by ImageMagick's ``import`` (or pygame's copy of the window
surface where ``import`` is missing). The human seat is played by a simple
greedy policy through the same mouse events a player makes.

    Xvfb :99 -screen 0 1600x1000x24 &
    DISPLAY=:99 SDL_AUDIODRIVER=dummy python tools/screenshots.py --out docs/screenshots
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from koikoi import savegame  # noqa: E402
from koikoi import settings as S  # noqa: E402
from koikoi.ai.agents import make_agent  # noqa: E402
from koikoi.engine import match as M  # noqa: E402
from koikoi.engine.actions import FLIP  # noqa: E402
from koikoi.engine.observation import observe  # noqa: E402
from koikoi.engine.round import YakuMade  # noqa: E402
from koikoi.engine.rules import load_preset  # noqa: E402
from koikoi.ui.app import App, make_context  # noqa: E402
from koikoi.ui.scene import Options  # noqa: E402


def grab(app: App, path: Path) -> None:
    pygame.display.flip()
    time.sleep(0.15)
    wid = pygame.display.get_wm_info().get("window")
    if shutil.which("import") and wid:
        subprocess.run(["import", "-window", str(wid), str(path)], check=True, timeout=20)
    else:
        pygame.image.save(app.screen, str(path))
    print("wrote", path)


def frames(app: App, n: int, until=None) -> None:  # noqa: ANN001
    for _ in range(n):
        app.step(1 / 60)
        if until is not None and until():
            return
        time.sleep(1 / 120)


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def seed_with_a_yaku(level: str, you_seed: int) -> int:
    rules = load_preset("nintendo")
    for seed in range(1, 500):
        you, cpu = make_agent("greedy", you_seed), make_agent(level, seed + 1)
        m, _ = M.new_match(rules, seed)
        made = turns = 0
        while not m.round.over:
            who = m.to_move
            a = FLIP if who is None else (you if who == 0 else cpu).act(observe(m, who))
            m, ev = M.apply(m, a)
            turns += 1
            made |= any(isinstance(e, YakuMade) and e.player == 0 and e.may_koikoi for e in ev)
        r = m.round.result
        if made and r.winner == 0 and r.reason == "stop" and r.points >= 5 and turns > 16:
            return seed
    raise SystemExit("no seed found")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from koikoi.ui.scenes.koikoi import KoiKoiScene
    from koikoi.ui.scenes.play import PlayScene
    from koikoi.ui.scenes.summary import SummaryScene
    from koikoi.ui.scenes.title import TitleScene

    tmp = Path(tempfile.mkdtemp())
    S.config_dir = lambda: tmp  # type: ignore[assignment]  # never touch the player's settings
    savegame.data_dir = lambda: tmp  # type: ignore[assignment]  # ... nor their saved match
    pygame.init()
    settings = S.Settings(level="easy")
    ctx = make_context(settings, (1280, 720), Options(attract_after=1e9), None)
    app = App(ctx, (1280, 720))
    app.push(TitleScene(ctx))
    frames(app, 20)
    grab(app, args.out / "title.png")

    you = make_agent("greedy", 5)
    seed = seed_with_a_yaku("easy", 5)
    play = PlayScene(ctx, load_preset("nintendo"), seed, "easy")
    app.replace(play)
    shot_play = False
    for _ in range(40000):
        app.step(1 / 60)
        time.sleep(1 / 240)
        top = app.top
        if isinstance(top, SummaryScene):
            frames(app, 30)
            grab(app, args.out / "summary.png")
            break
        if isinstance(top, KoiKoiScene):
            frames(app, 30)
            grab(app, args.out / "koikoi.png")
            you.act(observe(play.match, 0))
            click(top.stop_button.rect.center)
            continue
        if play.human_turn() and play.prompted:
            action = you.act(observe(play.match, 0))
            pos = play.sprites[action.card].rect().center
            if not shot_play and play.match.round.hands[0].bit_count() <= 6 and play.matches_on_field(action.card):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                frames(app, 30)
                grab(app, args.out / "play.png")
                shot_play = True
            click(pos)
    ctx.worker.shutdown()
    pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
