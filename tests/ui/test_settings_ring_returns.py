"""Settings: the keyboard's ring shows first on the row of the option last
changed (pt24: leaving Settings and opening it again, the ring came back on
Language, at the top, whatever row the player had been using).

One rule, for the mouse and the keys alike, on this screen and when it is
opened again: the first key that shows the ring (↓, ↑ or Tab) shows it on
the row last changed, scrolled into view; where nothing was changed yet,
↓ and Tab show it on Language's row (↑ on the last control, as in every column) (docs/design.md, "The keyboard's ring in Settings")."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S

from .conftest import click, key, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SHOW = {"down": pygame.K_DOWN, "up": pygame.K_UP, "tab": pygame.K_TAB}


def opened(app):  # noqa: ANN001, ANN201
    app.push(app.ctx.screens.settings())
    run(app, 2)
    return app.top


def ringed(scene) -> str:  # noqa: ANN001
    """The option whose row the ring is on ("" for none, or another control)."""
    w = scene.focus.on()
    return next((k for k, r in scene.option_widgets.items() if r is w), "") if w is not None else ""


def last_rule_row(scene) -> str:  # noqa: ANN001
    """A rule option far down the scrolling list (a yaku's points)."""
    return [k for k, r in scene.option_widgets.items() if r in scene.rows and k.endswith(".points")][-1]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("shows", list(SHOW))
def test_the_ring_comes_back_on_the_row_the_mouse_changed(shows, game, size):
    app = make_app(S.Settings(animation_speed=4.0, game=game, window_size=size), size=size)
    try:
        app.push(app.ctx.screens.title())
        scene = opened(app)
        key(SHOW[shows])
        run(app, 1)
        if shows != "up":  # (↑ shows it at the bottom, as in every column, where nothing was changed)
            assert ringed(scene) == "language", "nothing changed yet: the first row"
        for option in ("muted", "sfx_volume", last_rule_row(scene)):
            row = scene.option_widgets[option]
            if row in scene.rows:
                scene.focus_shown(row)
                run(app, 1)
            track = getattr(row, "track", None)  # a slider's, clicked three quarters along; a choice's right arrow
            pos = (track.x + track.w * 3 // 4, track.centery) if track else (row.value_box.right - 4, row.rect.centery)
            pygame.mouse.set_pos(pos)
            click(pos)
            run(app, 2)
            assert not scene.focus.visible
            key(SHOW[shows])  # on this screen
            run(app, 1)
            assert ringed(scene) == option, (option, ringed(scene))
            assert row.visible, "the ring's row scrolled into view"
            key(pygame.K_ESCAPE)  # Done
            run(app, 2)
            scene = opened(app)  # and opened again
            key(SHOW[shows])
            run(app, 1)
            assert ringed(scene) == option, (option, ringed(scene))
            assert scene.option_widgets[option].visible
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_ring_comes_back_on_the_row_the_keys_changed(size):
    app = make_app(S.Settings(animation_speed=4.0, window_size=size), size=size)
    try:
        app.push(app.ctx.screens.title())
        scene = opened(app)
        for _ in range(40):  # ↓ to Text size, as a player with the keys alone goes
            key(pygame.K_DOWN)
            run(app, 1)
            if ringed(scene) == "text_size":
                break
        key(pygame.K_RIGHT)
        run(app, 2)
        assert app.ctx.settings.text_size != 100
        key(pygame.K_ESCAPE)
        run(app, 2)
        scene = opened(app)
        for shows in SHOW.values():
            key(shows)
            run(app, 1)
            assert ringed(scene) == "text_size", ringed(scene)
            key(pygame.K_ESCAPE)
            run(app, 2)
            scene = opened(app)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
