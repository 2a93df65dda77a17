"""After the window resizes, the text size or the language changes, the
keyboard's ring is on the same option, its row scrolled into view and the
ring drawn whole (issue 39, pt21: after choosing a window size in Settings
the ring stayed on a row the resize had scrolled out of view).

At 960x540 and 1280x720, at 100% and 150% text, in both games' settings:
the ring put on every row in turn, the window resized to the other size
and back (as the Window size row does); then the ring on the Text size and
the Language rows, their value changed by → and ← ."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.focus import REACH

from .conftest import app_at, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

OTHER = {(960, 540): (1280, 720), (1280, 720): (960, 540)}


def key_of(scene, widget) -> str:  # noqa: ANN001
    return next((k for k, w in scene.option_widgets.items() if w is widget), "")


def ring_faults(app, scene, want: str, where: str) -> list[str]:  # noqa: ANN001
    """What is wrong with the ring: not shown, on another option, out of view, or cut by the list's edge."""
    ring = scene.focus.current
    if not scene.focus.visible or ring is None or not ring.focused:
        return [f"{where}: no ring"]
    if key_of(scene, ring) != want:
        return [f"{where}: the ring went from {want!r} to {key_of(scene, ring) or ring!r}"]
    drawn = ring.rect.inflate(2 * REACH, 2 * REACH)
    room = scene.list_rect.inflate(2 * REACH + 4, 0) if ring in scene.rows else app.screen.get_rect()
    if ring in scene.rows and not (ring.visible and scene.list_rect.contains(ring.rect)):
        return [f"{where}: {want!r} at {ring.rect} out of the list {scene.list_rect}"]
    if not room.contains(drawn):
        return [f"{where}: {want!r}'s ring {drawn} cut by {room}"]
    return []


def ring_on(app, scene, want: str) -> None:  # noqa: ANN001
    """The ring taken down by ↓ to ``want``'s row."""
    for _ in range(len(scene.focus.controls()) + 1):
        if scene.focus.visible and key_of(scene, scene.focus.current) == want:
            return
        key(pygame.K_DOWN)
        run(app, 1)
    raise AssertionError(f"the ring never came to {want!r}")


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_ring_stays_in_view_after_a_resize(game, size, text):
    with app_at(size, text, "en") as app:
        scene = app.ctx.screens.settings(game=game)
        app.push(scene)
        run(app, 2)
        bad: list[str] = []
        wanted = [key_of(scene, w) for w in scene.focus.controls() if key_of(scene, w)]
        for want in wanted:
            ring_on(app, scene, want)
            for to in (OTHER[size], size):
                app.choose_window_size(to)
                run(app, 1)
                bad += ring_faults(app, scene, want, f"{game} {text}% ring on {want!r}, resized to {to}")
        assert len(wanted) > 30
        assert not bad, "\n".join(bad[:12]) + f"\n({len(bad)} in all)"


@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_ring_stays_in_view_after_a_change_of_text_size_or_language(game, size, text):
    with app_at(size, text, "en") as app:
        scene = app.ctx.screens.settings(game=game)
        app.push(scene)
        run(app, 2)
        bad: list[str] = []
        for want in ("text_size", "language"):
            ring_on(app, scene, want)
            for step in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RIGHT):
                key(step)
                run(app, 1)
                bad += ring_faults(app, scene, want, f"{game} {size} {text}% ring on {want!r} after {step}")
        assert not bad, "\n".join(bad[:12]) + f"\n({len(bad)} in all)"
