"""The description pane speaks of the focused row on every frame (issue 39,
pt20: when the ring moved to another row, the pane showed the old row's
words for a moment before the new ones).

For both games' settings, five languages between them (at 960x540, 150% text, where the pane's height changes
most from row to row): the ring taken through every
control with the keyboard, then the pointer rested on every option row
(the list scrolled by the wheel to bring each into view). After every frame
the pane speaks of the row the ring (or the pointer) is on, and the screen
as the frame left it shows the pane as a whole fresh painting of the scene
would: the focused row's words, no line of the old row's left over, the
rule above the pane where the pane now begins."""

from __future__ import annotations

import numpy
import pygame
import pytest

from .conftest import app_at, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def stale(app, scene) -> str:  # noqa: ANN001
    """Where the screen differs from a fresh painting of the whole scene ("" if nowhere)."""
    fresh = pygame.Surface(app.screen.get_size())
    backdrop = scene.backdrop
    scene.draw_full(fresh)
    scene.backdrop = backdrop  # the frame's own still picture, as it was
    if pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(fresh, "RGB"):
        return ""
    differs = numpy.argwhere((pygame.surfarray.array3d(app.screen) != pygame.surfarray.array3d(fresh)).any(axis=2))
    (x0, y0), (x1, y1) = differs.min(axis=0), differs.max(axis=0)
    return f"{len(differs)} pixels differ from a fresh painting, within {(x0, y0, x1, y1)} (pane at {scene.description_box})"


def key_of(scene, widget) -> str:  # noqa: ANN001
    return next((k for k, w in scene.option_widgets.items() if w is widget), "")


# each game in two languages, each language once: the fault was in the pane's redrawing, not in any language's words
# (before the fix all ten pairs failed alike); about 13 s a case
@pytest.mark.parametrize(("game", "lang"), [("koikoi", "fr"), ("koikoi", "ko"), ("gostop", "ja"), ("gostop", "pt_BR"),
                                            ("gostop", "en")])
def test_the_pane_speaks_of_the_focused_row_on_every_frame(game, lang):
    with app_at((960, 540), 150, lang) as app:
        scene = app.ctx.screens.settings(game=game)
        app.push(scene)
        run(app, 2)
        bad: list[str] = []
        seen = 0
        for _step in range(len(scene.focus_order()) + 1):  # the ring through every control, by ↓
            key(pygame.K_DOWN)
            for frame in range(1):
                run(app, 1)
                ring = scene.focus.current
                want = key_of(scene, ring)
                where = f"{game} {lang} ring on {want or getattr(ring, 'label', ring)!r} frame {frame}"
                if want and scene.described() != want:
                    bad.append(f"{where}: the pane speaks of {scene.described()!r}")
                seen += bool(want)
                if fault := stale(app, scene):
                    bad.append(f"{where}: {fault}")
        scene.focus.hide()
        scene.bar.scroll_to(0)
        run(app, 1)
        for want, row in list(scene.option_widgets.items()):  # the pointer on every option row in turn
            if row in scene.rows and not row.visible:
                i = scene.rows.index(row)
                while not scene.rows[i].visible:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if scene.rows[i].rect.y
                                                         > scene.list_rect.y else 1, flipped=False))
                    run(app, 1)
            if not row.visible:
                continue
            pos = row.rect.center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            for frame in range(2):
                run(app, 1)
                where = f"{game} {lang} pointer on {want!r} frame {frame}"
                if scene.option_at(pos) == want and scene.described() != want:
                    bad.append(f"{where}: the pane speaks of {scene.described()!r}")
                seen += 1
                if fault := stale(app, scene):
                    bad.append(f"{where}: {fault}")
        assert seen > 60
        assert not bad, "\n".join(bad[:12]) + f"\n({len(bad)} in all)"
