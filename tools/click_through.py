"""Play a whole match in the real game window with quick xdotool clicks, as a
player would, grabbing the screens a new player meets on the way.

The game runs as its own process on an X display; this script only clicks.
It knows what is on the table from the match the game saves after every
move (``match.json``), waits for the window to stop moving before each
click, and finds where to click the way the game itself lays things out
(the same layout map and scenes, built here off-screen), except the two
field cards of a choice, which it finds by their cyan glow.

    Xvfb :99 -screen 0 1600x1000x24 &
    DISPLAY=:99 python tools/click_through.py --out /tmp/match [--size 1280x720] [--seed 7]

It stops at the match's end (the last summary's button is the one key it
presses, Enter: the round it shows is no longer saved) or after
``--max-clicks``, and prints what it did.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DISPLAY = os.environ.get("DISPLAY", ":99")
os.environ["SDL_VIDEODRIVER"] = "dummy"  # this process lays scenes out off-screen only
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

CYAN = np.array((120, 230, 255))  # the glow of the cards the player chooses between


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, DISPLAY=DISPLAY),
                          check=False).stdout


def window() -> tuple[str, int, int] | None:
    """The game window's id and its top-left corner on the screen."""
    for line in sh("xwininfo", "-root", "-tree").splitlines():
        if '"Koi-Koi"' in line:
            wid = line.split()[0]
            x, y = (int(v) for v in line.split()[-1].lstrip("+").split("+"))
            return wid, x, y
    return None


class Player:
    def __init__(self, out: Path, size: tuple[int, int], seed: int, home: Path) -> None:
        self.out, self.size, self.seed, self.home = out, size, seed, home
        self.clicks = 0
        self.shots: dict[str, Path] = {}
        self.log: list[str] = []
        # the game and this script's off-screen copy of its scenes read the
        # same (fresh) settings and saved match, so they lay out alike
        os.environ.update(XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                          XDG_STATE_HOME=str(home / "state"))
        env = dict(os.environ, DISPLAY=DISPLAY)
        env.pop("SDL_VIDEODRIVER")
        self.game = subprocess.Popen([sys.executable, "-m", "koikoi", "--size", f"{size[0]}x{size[1]}",
                                      "--seed", str(seed)], env=env)
        self.match_file = home / "data" / "koikoi" / "match.json"
        for _ in range(100):
            if window() is not None:
                break
            time.sleep(0.1)
        self.ctx = self.off_screen_context()

    def off_screen_context(self):  # noqa: ANN201
        from koikoi.storage import settings as S
        from koikoi.ui.app import make_context
        from koikoi.ui.scene import Options

        pygame.init()
        pygame.display.set_mode(self.size)
        return make_context(S.Settings(), self.size, Options(), None)

    # --- seeing -------------------------------------------------------------------
    def grab(self) -> np.ndarray:
        wid, _, _ = window() or ("", 0, 0)
        path = self.home / "grab.png"
        sh("import", "-window", wid, str(path))
        return pygame.surfarray.array3d(pygame.image.load(str(path))).swapaxes(0, 1)

    def still(self, timeout: float = 30.0) -> np.ndarray:
        """Wait until two grabs 0.25 s apart are the same: nothing moves."""
        end = time.monotonic() + timeout
        before = self.grab()
        while time.monotonic() < end:
            time.sleep(0.25)
            now = self.grab()
            if now.shape == before.shape and np.array_equal(now, before):
                return now
            before = now
        return before

    def shot(self, name: str) -> None:
        if name in self.shots:
            return
        path = self.out / f"{name}.png"
        wid, _, _ = window() or ("", 0, 0)
        sh("import", "-window", wid, str(path))
        self.shots[name] = path
        self.log.append(f"screenshot {path}")

    def match(self):  # noqa: ANN201
        """The match as the game last saved it, or None when there is none."""
        import json

        from koikoi.games.koikoi.saving import load_match

        try:
            return load_match(json.loads(self.match_file.read_text(encoding="utf-8"))["match"])
        except (OSError, ValueError, KeyError):
            return None

    # --- doing --------------------------------------------------------------------
    def click(self, pos: tuple[int, int], why: str) -> None:
        """A quick click, press and release together, as a tap sends them."""
        _, ox, oy = window() or ("", 0, 0)
        sh("xdotool", "mousemove", str(pos[0] + ox), str(pos[1] + oy), "click", "1")
        self.clicks += 1
        self.log.append(f"click {pos} {why}")

    def rest_and_click(self, pos: tuple[int, int], why: str) -> None:
        """The mouse comes to rest on ``pos`` first, then a quick click."""
        _, ox, oy = window() or ("", 0, 0)
        sh("xdotool", "mousemove", str(pos[0] + ox), str(pos[1] + oy))
        time.sleep(0.6)
        self.click(pos, why)

    def scene(self, cls, *args):  # noqa: ANN001, ANN002, ANN201
        """One of the game's scenes laid out off-screen at the same size, for its buttons."""
        s = cls(self.ctx, *args)
        s.place()
        return s

    def table(self, m):  # noqa: ANN001, ANN201
        from koikoi.ui.table.table import TableScene

        # demo: a copy for its geometry only, which must not save the match itself
        play = TableScene(self.ctx, m.rules, None, "normal", demo=True, resume=m)
        play.timeline.clear()
        play.sync()
        play.place_buttons()
        return play

    def cyan_spots(self, image: np.ndarray) -> list[tuple[int, int]]:
        """The centres of the cyan-glowing cards, left to right."""
        near = np.abs(image.astype(int) - CYAN).sum(axis=2) < 40
        ys, xs = np.nonzero(near)
        if len(xs) == 0:
            return []
        spots: list[list[tuple[int, int]]] = []
        for x, y in sorted(zip(xs.tolist(), ys.tolist())):
            for spot in spots:
                if abs(spot[0][0] - x) < 60 and abs(spot[0][1] - y) < 120:
                    spot.append((x, y))
                    break
            else:
                spots.append([(x, y)])
        big = [s for s in spots if len(s) > 40]
        return [(round(sum(p[0] for p in s) / len(s)), round(sum(p[1] for p in s) / len(s))) for s in big]

    def play(self, max_clicks: int) -> None:
        from koikoi.games.koikoi import game as M
        from koikoi.games.koikoi.actions import Act
        from koikoi.games.koikoi.turn import Phase
        from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
        from koikoi.ui.scenes.summary import SummaryScene
        from koikoi.ui.scenes.title import TitleScene

        self.still()
        self.shot("title")
        title = self.scene(TitleScene)
        self.rest_and_click(title.new_button.rect.center, "New match (mouse at rest)")
        time.sleep(2.5)
        self.click(self.ctx.layout.rect("field").center, "skip the deal")
        cpu_captures = 0
        opened_log = False
        seen_a_match = False
        while self.clicks < max_clicks and self.game.poll() is None:
            image = self.still()
            m = self.match()
            if m is None and not seen_a_match:
                self.log.append("no match started: the click on New match was lost")
                break
            if m is None:  # the saved match is removed when the match ends
                # the last summary is up; its button's place depends on a round
                # no longer saved, so this one answer is its key, Enter
                sh("xdotool", "key", "Return")
                self.log.append("Enter: see the result")
                self.still()
                self.shot("match_end")
                self.log.append("the match is over")
                break
            seen_a_match = True
            rnd = m.round
            if rnd.over:
                play = self.table(m)
                summary = self.scene(SummaryScene, play)
                if rnd.result.reason == "stop-limit":
                    self.shot("limit")  # the banner saying why is up for 2 s at least
                self.click(summary.next_button.rect.center, f"Next round after {rnd.result.reason}")
                time.sleep(2.0)
                self.click(self.ctx.layout.rect("field").center, "skip the deal")
                continue
            if m.to_move != 0:
                time.sleep(0.3)
                continue
            if rnd.phase is Phase.KOIKOI:
                play = self.table(m)
                prompt = self.scene(KoiKoiScene, play)
                self.shot("koikoi")
                self.click(prompt.koikoi_button.rect.center, "Koi-Koi!")
                continue
            if rnd.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
                self.shot("choose")
                spots = self.cyan_spots(image)
                if not spots:
                    self.log.append("no glowing choice found")
                    break
                self.click(spots[0], "take the left-hand choice")
                continue
            if rnd.phase is Phase.PLAY:
                if rnd.captures[1].bit_count() > cpu_captures:
                    self.shot("lastmove")
                cpu_captures = rnd.captures[1].bit_count()
                play = self.table(m)
                if not opened_log and len(m.plays) >= 6:
                    self.click(play.moves_button.rect.center, "open the move log")
                    self.still()
                    self.shot("moves")
                    from koikoi.ui.scenes.moves import MovesScene

                    log = self.scene(MovesScene, play.log, play.names)
                    self.click(log.close_button.rect.center, "close the move log")
                    opened_log = True
                    continue
                legal = [a.card for a in M.legal_actions(m) if a.kind is Act.PLAY]
                takes = [c for c in legal if play.model.matches_on_field(c)]
                card = (takes or legal)[0]
                x, y, _h, _f = play.geometry.target(card)
                self.click((round(x), round(y)), f"play card {card}")
                continue
        self.shot("end")

    def stop(self) -> None:
        if self.game.poll() is None:
            self.game.terminate()
            self.game.wait(10)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--max-clicks", type=int, default=400)
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as home:
        player = Player(args.out, size, args.seed, Path(home))  # type: ignore[arg-type]
        try:
            player.play(args.max_clicks)
        finally:
            player.stop()
        for line in player.log:
            print(line)
        print(f"{player.clicks} clicks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
