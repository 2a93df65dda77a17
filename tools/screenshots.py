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

from koikoi import i18n  # noqa: E402
from koikoi.ai.koikoi.agents import make_agent  # noqa: E402
from koikoi.games.koikoi import game as M  # noqa: E402
from koikoi.games.koikoi.actions import FLIP  # noqa: E402
from koikoi.games.koikoi.observation import observe  # noqa: E402
from koikoi.games.koikoi.rules import load_preset  # noqa: E402
from koikoi.games.koikoi.turn import YakuMade  # noqa: E402
from koikoi.storage import paths  # noqa: E402
from koikoi.storage import settings as S  # noqa: E402
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


TEXT_150 = "table-text-150"  # the table mid-round at 150% text
ALL_SHOTS = ("title", "play", "koikoi", "summary", "choose", "lastmove", "moves", "limit")


def seed_with_a_limit_stop(level: str, you_seed: int, rules_name: str = "nintendo") -> int:
    """A match seed whose first round has the player (greedy, calling koi-koi
    whenever offered) make a yaku after its one koi-koi, so the rules stop
    the round, and choose between two field cards on the way."""
    from koikoi.games.koikoi.actions import KOIKOI, Act

    rules = load_preset(rules_name)
    for seed in range(1, 2000):
        you, cpu = make_agent("greedy", you_seed), make_agent(level, seed + 1)
        m, _ = M.new_match(rules, seed)
        chose = False
        while not m.round.over:
            who = m.to_move
            if who is None:
                a = FLIP
            elif who == 0 and KOIKOI in M.legal_actions(m):
                a = KOIKOI
            else:
                a = (you if who == 0 else cpu).act(observe(m, who))
            chose |= who == 0 and a.kind is Act.TAKE and m.round.phase.name == "CHOOSE_HAND"
            m, _ = M.apply(m, a)
        r = m.round.result
        if chose and r.winner == 0 and r.reason == "stop-limit":
            return seed
    raise SystemExit("no seed found")


def table_tour(app: App, out: Path, only: set[str]) -> None:
    """Play a round through the real table with clicks and keys, grabbing the
    choose-two view, the opponent's last move, the move log and the banner
    of a round the koi-koi limit stops."""
    from koikoi.games.koikoi.actions import KOIKOI
    from koikoi.games.koikoi.turn import Phase
    from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
    from koikoi.ui.scenes.moves import MovesScene
    from koikoi.ui.koikoi.table import TableScene

    ctx = app.ctx
    you = make_agent("greedy", 5)
    seed = seed_with_a_limit_stop("easy", 5)
    play = TableScene(ctx, load_preset("nintendo"), seed, "easy")
    app.replace(play)
    took: set[str] = set()

    def shot(name: str) -> None:
        if name in only and name not in took:
            grab(app, out / f"{name}.png")
        took.add(name)

    for _ in range(40000):
        app.step(1 / 60)
        time.sleep(1 / 240)
        top = app.top
        if play.banner.text == i18n._("No koi-koi left"):  # in the language shown
            frames(app, 25)
            shot("limit")
            return
        if isinstance(top, KoiKoiScene):
            frames(app, 20)
            click(top.koikoi_button.rect.center)
            continue
        if top is not play or not (play.human_turn() and play.prompted):
            continue
        m = play.match
        if m.round.phase is Phase.PLAY and play.stage.traced & set(play.model.captured[1]) and "lastmove" not in took:
            frames(app, 10)
            shot("lastmove")
        if m.round.phase is Phase.PLAY and len(play.log.moves) >= 7 and "moves" not in took:
            key(pygame.K_m)
            frames(app, 20, until=lambda: isinstance(app.top, MovesScene))
            frames(app, 10)
            shot("moves")
            key(pygame.K_ESCAPE)
            frames(app, 10)
            continue
        action = KOIKOI if KOIKOI in M.legal_actions(m) else you.act(observe(m, 0))
        pos = play.sprites[action.card].rect().center
        if m.round.phase is Phase.CHOOSE_HAND:
            frames(app, 20)
            shot("choose")
        click(pos)


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    p.add_argument("--only", default="", help="comma-separated shots to take (default: all)")
    p.add_argument("--lang", default="en", help="the language to show (en, fr, pt_BR, ko, ja)")
    p.add_argument("--size", type=lambda t: tuple(int(v) for v in t.split("x")), default=(1280, 720),
                   help="the window, WxH (default 1280x720)")
    p.add_argument("--text-size", type=int, default=100, choices=S.TEXT_SIZES,
                   help="the Text size setting, in percent (default 100)")
    args = p.parse_args()
    only = set(args.only.split(",")) if args.only else {*ALL_SHOTS, *GOSTOP_SHOTS, *GOSTOP3_SHOTS, TEXT_150}
    args.out.mkdir(parents=True, exist_ok=True)
    from koikoi.ui.scenes.title import TitleScene

    tmp = Path(tempfile.mkdtemp())
    paths.config_dir = lambda: tmp  # type: ignore[assignment]  # never touch the player's settings
    paths.data_dir = lambda: tmp  # type: ignore[assignment]  # ... nor their saved match
    pygame.init()
    settings = S.Settings(level="easy", text_size=args.text_size)
    ctx = make_context(settings, args.size, Options(attract_after=1e9, lang=args.lang), None)
    app = App(ctx, args.size)
    app.push(TitleScene(ctx))
    frames(app, 20)
    if "title" in only:
        grab(app, args.out / "title.png")
    if only & {"play", "koikoi", "summary"}:
        first_round(app, args.out, only)
    if only & {"choose", "lastmove", "moves", "limit"}:
        table_tour(app, args.out, only)
    if TEXT_150 in only:  # the table at the largest text size (issue 30), whatever --text-size says
        before = ctx.settings
        ctx.change_settings(before.replace(text_size=150), save=False)
        first_round(app, args.out, {"play"}, play_name=f"{TEXT_150}.png")
        ctx.change_settings(before, save=False)
    if only & set(GOSTOP_SHOTS):
        gostop_tour(app, args.out, only)
    if only & set(GOSTOP3_SHOTS):
        gostop_tour(app, args.out, {name.replace("gostop3", "gostop") for name in only}, players=3,
                    prefix="gostop3")
    ctx.worker.shutdown()
    pygame.quit()


def first_round(app: App, out: Path, only: set[str], play_name: str = "play.png") -> None:
    """A round to the player's stop: the table with a card pointed at (as
    ``play_name``), the koi-koi prompt, the round summary."""
    from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
    from koikoi.ui.koikoi.table import TableScene
    from koikoi.ui.scenes.summary import SummaryScene

    ctx = app.ctx
    you = make_agent("greedy", 5)
    seed = seed_with_a_yaku("easy", 5)
    play = TableScene(ctx, load_preset("nintendo"), seed, "easy")
    app.replace(play)
    shot_play = False
    for _ in range(40000):
        app.step(1 / 60)
        time.sleep(1 / 240)
        top = app.top
        if isinstance(top, SummaryScene):
            frames(app, 30)
            if "summary" in only:
                grab(app, out / "summary.png")
            return
        if isinstance(top, KoiKoiScene):
            frames(app, 30)
            if "koikoi" in only:
                grab(app, out / "koikoi.png")
            you.act(observe(play.match, 0))
            click(top.stop_button.rect.center)
            continue
        if play.human_turn() and play.prompted:
            action = you.act(observe(play.match, 0))
            pos = play.sprites[action.card].rect().center
            if not shot_play and play.match.round.hands[0].bit_count() <= 6 and play.model.matches_on_field(action.card):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                frames(app, 30)
                if "play" in only:
                    grab(app, out / play_name)
                shot_play = True
            click(pos)


GOSTOP_SHOTS = ("gostop-ppuk", "gostop-stolen", "gostop-go", "gostop-summary", "gostop-rules", "gostop-choice")
GOSTOP3_SHOTS = ("gostop3-ppuk", "gostop3-stolen", "gostop3-go", "gostop3-summary")  # a table of three


def gostop_tour(app: App, out: Path, only: set[str], players: int = 2, prefix: str = "gostop") -> None:
    """Go-Stop (matgo) played by clicks, the person's cards picked by the
    easy player, hand after hand until each shot has been seen: a ppuk pile
    on the field, a plain just stolen, the Go or Stop question, the summary."""
    from koikoi.ai.gostop.agents import GostopEasyAgent
    from koikoi.games.gostop.state import Phase, Stole
    from koikoi.games.gostop.rules import load_gostop
    from koikoi.games.gostop.observation import observe as gostop_observe
    from koikoi.ui.scenes.dialog import ChoiceScene
    from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
    from koikoi.ui.scenes.how_to_play import RulesScene

    ctx = app.ctx
    rules = load_gostop("matgo")
    if "gostop-rules" in only and players == 2:
        app.replace(RulesScene(ctx, rules))
        frames(app, 20)
        grab(app, out / "gostop-rules.png")
    wanted = [name for name in GOSTOP_SHOTS if name in only and name != "gostop-rules"]
    you = GostopEasyAgent(7)
    table = ctx.screens.gostop_table(rules, 2061, "easy", players=players)
    app.replace(table)
    stolen_seen = 0

    def shot(name: str) -> None:
        if name in wanted:
            frames(app, 20)
            grab(app, out / f"{name.replace('gostop', prefix)}.png")
            wanted.remove(name)

    original_queue = table.queue

    def queue(events: list) -> None:  # note a steal, to show it once its cards have landed
        nonlocal stolen_seen
        if any(isinstance(ev, Stole) for ev in events):
            stolen_seen = 1
        original_queue(events)

    table.queue = queue  # type: ignore[method-assign]
    for _ in range(200000):
        if not wanted:
            break
        app.step(1 / 60)
        time.sleep(1 / 240)
        top = app.top
        if isinstance(top, GostopSummaryScene):
            shot("gostop-summary")
            click(top.next_button.rect.center)
            continue
        if isinstance(top, ChoiceScene):
            if table.game.hand.phase is Phase.GO_STOP:
                shot("gostop-go")
            click(top.buttons[0].rect.center)
            continue
        if top is not table or not table.idle:
            continue
        if stolen_seen and table.human_turn():
            shot("gostop-stolen")
            stolen_seen = 0
        h = table.game.hand
        if table.human_turn() and table.prompted and h.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            shot("gostop-choice")
        if table.human_turn() and table.prompted:
            if any(w >= 0 for w in h.held[1:]):
                shot("gostop-ppuk")
            action = you.act(gostop_observe(h, 0))
            r = table.sprites[action.card].rect()
            click((r.x + 6, r.y + 6))


if __name__ == "__main__":
    sys.exit(main())
