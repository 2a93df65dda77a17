"""The card loader: SVGs render on their own thread while the game goes on.

The stress test (``-k stress``) runs, in a child process watched by a
timeout, everything the game does at once: the loader rasterising cards,
the main thread drawing text, blitting and scaling, decoding a PNG,
updating the display and playing sounds with the music on, the AI
thinking on its worker thread, and pygame quit and started again with
renders under way. A deadlock there prints every thread's stack
(``faulthandler``) and fails the test instead of hanging the suite.
``KOIKOI_STRESS_SECONDS`` makes it run longer.

Run as a script, this file is that child process.
"""

from __future__ import annotations

import faulthandler
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

import koikoi
from koikoi.ui.assets import Assets
from koikoi.ui.layout import CARD_RATIO

THREAD = "koikoi-load"  # the loader thread's name prefix
SIZES = [(round(h * CARD_RATIO), h) for h in (98, 120, 149)]  # as the layout sizes cards


def _on_loader() -> bool:
    return threading.current_thread().name.startswith(THREAD)


class Renders:
    """Every SVG rendered: the thread it ran on, and its size. While ``go``
    is clear a render on the loader waits at its start (``started`` tells it
    is there), so a test can hold the loader on one card."""

    def __init__(self) -> None:
        self.seen: list[tuple[bool, tuple[int, int]]] = []  # (on the loader, size)
        self.go = threading.Event()
        self.go.set()
        self.started = threading.Event()

    def on_loader(self) -> list[bool]:
        return [loader for loader, _ in self.seen]


@pytest.fixture
def renders(monkeypatch):
    got = Renders()
    real = pygame.image.load_sized_svg

    def load_sized_svg(path, size):  # noqa: ANN001, ANN202
        if _on_loader():
            got.started.set()
            got.go.wait(10)
        got.seen.append((_on_loader(), tuple(size)))
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", load_sized_svg)
    return got


@pytest.fixture
def window():
    pygame.init()
    pygame.display.set_mode((640, 400))
    yield
    pygame.quit()


def _collect_all(assets: Assets, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while assets.collect() and time.monotonic() < deadline:
        time.sleep(0.002)
    assert assets.collect() == 0, "the loader did not finish in time"


def test_prefetched_cards_render_on_the_loader_thread(window, renders):
    assets = Assets()
    wanted = [(c, s) for s in SIZES for c in range(-1, 12)]
    assets.prefetch(wanted)
    _collect_all(assets)
    assert renders.on_loader() == [True] * len(wanted)
    assert all(assets.has(c, s) for c, s in wanted)
    assert all(assets.card(c, s).get_size() == s for c, s in wanted)
    assert len(renders.seen) == len(wanted), "card() rendered again what the loader had made"


def test_a_card_wanted_now_does_not_wait_behind_the_queue(window, renders):
    assets = Assets()
    renders.go.clear()  # the loader stops at its first card
    assets.prefetch([(c, SIZES[0]) for c in range(10)])
    assert renders.started.wait(5)
    card = assets.card(9, SIZES[0])  # still queued: withdrawn, and rendered here at once
    assert card.get_size() == SIZES[0]
    renders.go.set()
    _collect_all(assets)
    assert renders.on_loader() == [False] + [True] * 9


def test_a_card_under_way_is_waited_for_not_rendered_twice(window, renders):
    assets = Assets()
    renders.go.clear()
    assets.prefetch([(5, SIZES[1])])
    assert renders.started.wait(5)
    threading.Timer(0.2, renders.go.set).start()  # the render under way ends in 0.2 s
    start = time.perf_counter()
    card = assets.card(5, SIZES[1])
    assert time.perf_counter() - start >= 0.15, "card() did not wait for the render under way"
    assert card.get_size() == SIZES[1]
    assert renders.on_loader() == [True]
    assert assets.collect() == 0


def test_the_felt_decodes_on_the_loader_thread(window, monkeypatch):
    threads = []
    real = pygame.image.load

    def load(*args):  # noqa: ANN002, ANN202
        threads.append(_on_loader())
        return real(*args)

    monkeypatch.setattr(pygame.image, "load", load)
    assert Assets().felt((640, 400)).get_size() == (640, 400)
    assert threads == [True]


def test_pygame_quit_stops_the_loader_and_cards_still_render(renders):
    pygame.init()
    pygame.display.set_mode((640, 400))
    assets = Assets()
    renders.go.clear()
    assets.prefetch([(c, SIZES[2]) for c in range(20)])
    assert renders.started.wait(5)
    threading.Timer(0.1, renders.go.set).start()
    pygame.quit()  # drops the queued renders and waits for the one under way
    assert not [t for t in threading.enumerate() if t.name.startswith(THREAD)]
    assert renders.on_loader() == [True]
    assets.collect()
    assert assets.card(7, SIZES[2]).get_size() == SIZES[2]  # rendered here, now
    assert renders.on_loader() == [True, False]


def test_changing_the_corner_index_drops_the_queued_renders(window, renders):
    assets = Assets(card_indices=True)
    renders.go.clear()
    assets.prefetch([(c, SIZES[0]) for c in range(30)])
    assert renders.started.wait(5)
    assets.set_card_indices(False)
    renders.go.set()
    assert assets.collect() == 0
    time.sleep(0.2)
    assert renders.on_loader() == [True], "the loader went on rendering cards with the old setting"


def test_stress_the_loader_beside_everything_the_game_does():
    seconds = float(os.environ.get("KOIKOI_STRESS_SECONDS", "8"))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(Path(koikoi.__file__).resolve().parents[1]))
    try:
        out = subprocess.run([sys.executable, __file__, str(seconds)], capture_output=True, text=True,
                             env=env, timeout=seconds * 4 + 150)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the stress run hung past its timeout; its output:\n{exc.stderr}")
    assert out.returncode == 0, f"the stress run failed or hung; every thread's stack:\n{out.stderr}"
    counts = json.loads(out.stdout.strip().splitlines()[-1])
    # the run did what it claims: renders on the loader while the main thread
    # drew and played, the AI thought, and pygame quit with renders queued
    assert counts["rendered_on_loader"] >= 50 and counts["rendered_elsewhere"] == 0
    assert counts["frames_while_loading"] >= 50
    assert counts["sounds"] >= 20 and counts["ai_decisions"] >= 1
    assert counts["quits_while_loading"] >= 2


# --- the stress run, in its own process ------------------------------------------------------


def stress(seconds: float) -> dict[str, int]:
    """Sessions of about a second, each as the game runs them, until
    ``seconds`` are up; each ends with pygame quitting while the loader
    still has cards queued."""
    # a hang: every stack, then exit 1; its time generous (a busy machine once took 38 s over an 8 s run, the
    # AI's search still running): a deadlock hangs for ever, so the margin never hides one
    faulthandler.dump_traceback_later(seconds * 4 + 120, exit=True)
    counts = dict.fromkeys(("rendered_on_loader", "rendered_elsewhere", "frames_while_loading",
                            "sounds", "ai_decisions", "quits_while_loading"), 0)
    real = pygame.image.load_sized_svg

    def load_sized_svg(path, size):  # noqa: ANN001, ANN202
        counts["rendered_on_loader" if _on_loader() else "rendered_elsewhere"] += 1
        return real(path, size)

    pygame.image.load_sized_svg = load_sized_svg
    rng = random.Random(16)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        _session(rng, min(1.0, end - time.perf_counter()), counts)
    return counts


def _session(rng: random.Random, seconds: float, counts: dict[str, int]) -> None:
    """About a second of what the game does, then pygame quits with cards still queued."""
    from koikoi.ai.koikoi.agents import make_agent
    from koikoi.games.koikoi.game import new_match
    from koikoi.games.koikoi.observation import observe
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.resources import asset
    from koikoi.ui.ai_worker import AgentWorker
    from koikoi.ui.audio import SOUNDS, Audio

    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    audio = Audio(volume=0.8, music_volume=0.5)
    audio.start_music()
    assets = Assets()
    worker = AgentWorker()
    match, _ = new_match(load_preset(), 3)
    thinker, question = make_agent("hard", 1, budget_ms=150), observe(match, match.to_move)  # a pure-Python search
    sizes = [(round(h * CARD_RATIO), h) for h in rng.sample(range(60, 330), 6)]
    assets.prefetch([(c, s) for s in sizes for c in range(-1, 48)])
    zone = str(asset("table", "zone.png"))
    end = time.perf_counter() + seconds
    frame = 0
    while time.perf_counter() < end:
        pygame.event.pump()
        loading = assets.collect() > 0
        screen.blit(assets.felt(screen.get_size()), (0, 0))
        screen.blit(assets.text(f"frame {frame}", 24), (10, 10))
        card = rng.randrange(48)
        if assets.has(card, sizes[0]):  # a motion's in-between size, scaled from a rendering
            screen.blit(assets.card_fast(card, (rng.randrange(30, 220), rng.randrange(50, 360))), (200, 200))
        screen.blit(pygame.transform.smoothscale(pygame.image.load(zone), (300, 120)), (600, 100))
        if frame % 3 == 0:
            audio.play(rng.choice(SOUNDS))
            counts["sounds"] += 1
        if worker.ready():
            worker.take()
            counts["ai_decisions"] += 1
        if not worker.busy:
            worker.ask(thinker, question)
        pygame.display.update()
        counts["frames_while_loading"] += loading
        frame += 1
        time.sleep(0.001)
    if assets.collect():
        counts["quits_while_loading"] += 1
    worker.shutdown()
    pygame.quit()


if __name__ == "__main__":
    print(json.dumps(stress(float(sys.argv[1]))), flush=True)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_round_draws_every_card_from_renders_made_ahead_on_the_loader(renders, size):
    """The table asks the loader, before the deal, for every size it will
    show a card at (hand, field, deck, both players' captures in one row and
    in two, the summary's cards): a round then renders no SVG on the main
    thread, where each one would hold a frame for several milliseconds."""
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.ui.scenes.summary import SummaryScene
    from koikoi.ui.koikoi.table import TableScene

    from .conftest import make_app

    app = make_app(size=size)
    try:
        play = TableScene(app.ctx, load_preset("nintendo"), 7, "easy", demo=True)
        app.push(play)
        app.step(0)
        _collect_all(app.ctx.assets)  # what is asked for, not how fast it comes, is tested here
        summaries: list[SummaryScene] = []
        deadline = time.monotonic() + 60
        while len(summaries) < 2 and time.monotonic() < deadline:
            app.step(1 / 10)
            top = app.top
            if isinstance(top, SummaryScene) and top not in summaries:
                app.step(1 / 10)  # drawn, with its cards
                summaries.append(top)
            if app.ctx.worker.thinking:
                time.sleep(0.002)
        assert len(summaries) == 2, "two rounds were not played in time"
        drawn = {s.size() for s in play.sprites if s.visible}
        assert len(drawn) >= 3, f"too few sizes seen for the test to mean much: {drawn}"
        on_main = [s for loader, s in renders.seen if not loader]
        assert on_main == [], f"rendered on the main thread during the round: {on_main}"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
