"""Headless scenes: the dummy video and audio drivers, settings and the saved
match in a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from koikoi import i18n  # noqa: E402
from koikoi.games.gostop.rules import load_gostop  # noqa: E402
from koikoi.games.koikoi.rules import load_preset  # noqa: E402
from koikoi.storage import paths  # noqa: E402
from koikoi.storage import settings as S  # noqa: E402
from koikoi.ui.app import App, make_context  # noqa: E402
from koikoi.ui.deck_words import use_deck  # noqa: E402
from koikoi.ui.scene import Options  # noqa: E402

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def _settings_in_tmp(tmp_path, monkeypatch):
    """Never read or write the real player's settings or saved match."""
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path / "data")
    monkeypatch.setattr(paths, "shared_dir", lambda: tmp_path / "shared")
    use_deck(None)  # the cards named as the standard deck names them, whatever table a test before left up
    yield
    use_deck(None)


_RASTERS: dict = {}  # (path, size) -> the raw rendering, for rasterise_each_card_once


@pytest.fixture
def own_decks_forgotten() -> Iterator[None]:
    """A test that installs the player's own decks (in the temporary data folder) leaves none behind: not in
    the decks known, their art, the deck the cards are named by, nor the language it chose."""
    from koikoi.games.common import decks
    from koikoi.ui.assets import OWN_ART

    pygame.init()
    yield
    decks.set_own_decks([])
    OWN_ART.clear()
    use_deck(None)
    i18n.set_language("en")


@pytest.fixture
def rasterise_each_card_once(monkeypatch):
    """For tests of what the scenes do, not of the card images or their
    loader: each SVG is rasterised once per process and handed out as a
    copy, so each new app does not wait again for the same card images."""
    load_sized_svg = pygame.image.load_sized_svg

    def remembered(path, size):
        key = (str(path), tuple(size))
        if key not in _RASTERS:
            _RASTERS[key] = load_sized_svg(path, size)
        return _RASTERS[key].copy()

    monkeypatch.setattr(pygame.image, "load_sized_svg", remembered)


def make_app(settings=None, layout_path=None, size=SIZE) -> App:
    pygame.init()
    settings = settings or S.Settings(animation_speed=4.0)
    ctx = make_context(settings, size, Options(attract_after=1e9, layout_path=layout_path), layout_path)
    return App(ctx, size)


def new_table(app: App, game: str, seed: int = 1, level: str = "easy"):  # noqa: ANN201
    """A new match of ``game`` ("koikoi": Nintendo's rules; "gostop": matgo) pushed on ``app``."""
    screens = app.ctx.screens
    table = screens.table(load_preset("nintendo"), seed, level) if game == "koikoi" else \
        screens.gostop_table(load_gostop("matgo"), seed, level)
    app.push(table)
    return table


@contextmanager
def app_at(size: tuple[int, int], text_size: int, lang: str) -> Iterator[App]:
    """An app at a window size and a text size, speaking ``lang`` (English
    again after), for the tests that look at every size and language."""
    a = make_app(S.Settings(animation_speed=4.0, text_size=text_size), size=size)
    i18n.set_language(lang)
    try:
        yield a
    finally:
        i18n.set_language("en")
        a.ctx.worker.shutdown()
        pygame.quit()


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.ctx.worker.shutdown()
    pygame.quit()


def run(app: App, frames: int, dt: float = 1 / 30, until=None) -> int:
    """Step the app ``frames`` times, not counting frames spent waiting for
    a background thread (the AI, the card renderer); stops early when
    ``until()`` is true. Returns the frames counted."""
    counted = 0
    deadline = time.monotonic() + 60
    while counted < frames and time.monotonic() < deadline:
        app.step(dt)
        if until is not None and until():
            return counted + 1
        if not breathe(app):
            counted += 1
    return counted


def breathe(app: App) -> bool:
    """Give the background threads real time; True when one was waited for."""
    # only the top scene updates, so only its warm-up is worth waiting for
    top_plays = hasattr(app.top, "drive")  # the table polls the AI; a dialog over it does not
    if (top_plays and app.ctx.worker.thinking) or getattr(app.top, "warming", False):
        time.sleep(0.002)
        return True
    return False


def move_to(pos: tuple[int, int]) -> None:
    """The mouse moves onto ``pos`` (the motion a player makes, not a click)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def click(pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(pos, dy: int) -> None:
    """Press at ``pos``, move ``dy`` pixels down holding the button, let go."""
    to = (pos[0], pos[1] + dy)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, dy), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
