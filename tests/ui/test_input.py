"""Clicks as people make them: a press and its release can arrive together."""

from __future__ import annotations

import pygame

from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import run


def idle(app) -> None:
    """Run the app until its top scene has nothing left to draw or move."""
    for _ in range(200):
        if not app.step(1 / 30) and not app.top.animating:
            return
    raise AssertionError("the scene never went idle")


def test_a_quick_click_on_an_idle_window_acts_the_first_time(app):
    """A touchpad tap: the press and the release are queued together while
    the loop sleeps waiting for input. The button must act on that one click."""
    title = TitleScene(app.ctx)
    app.push(title)
    idle(app)
    pos = title.new_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 1)
    idle(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.idle_wait()  # what the loop does when nothing moves: the press wakes it
    app.step(1 / 30)  # the next frame takes the release
    assert isinstance(app.top, TableScene), "the quick click was lost"
