"""Settings show at least nine rows of the list, the description pane under
them as tall as the option it speaks of asks (issue 39, pt14/pt15: at
960x540 and 150% text a pane as tall as the longest description of all
left five to seven rows above it).

In five languages, at 960x540 and 1280x720, at 100% and 150% text: the
ring taken down the whole list with the keyboard, and the list scrolled
with the wheel under a still pointer, at every step the list shows at
least nine rows whole, the pane is at most a third of the panel, and the
row the pane speaks of (the ring's, or the pointer's) is in view, above
the pane, never under it."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import LANGUAGES

from .conftest import app_at, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LEAST_ROWS = 9


def faults(scene, where: str) -> list[str]:  # noqa: ANN001
    """What is wrong with the list and the pane as they stand."""
    bad = []
    shown = [r for r in scene.rows if r.visible and scene.list_rect.contains(r.rect)]
    if len(shown) < min(LEAST_ROWS, len(scene.rows)):
        bad.append(f"{where}: {len(shown)} rows in view")
    if scene.description_box.h > scene.panel.h // 3:
        bad.append(f"{where}: the pane {scene.description_box.h} px of the panel's {scene.panel.h}")
    row = scene.option_widgets.get(scene.described())
    if row is not None and row in scene.rows and row.rect.bottom > scene.description_box.y:
        bad.append(f"{where}: {scene.described()!r} at {row.rect} under the pane {scene.description_box}")
    return bad


@pytest.mark.parametrize("size, text", [((960, 540), 150), ((960, 540), 100), ((1280, 720), 150),
                                        ((1280, 720), 100)],
                         ids=["960x540-150", "960x540-100", "1280x720-150", "1280x720-100"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_nine_rows_and_the_described_row_above_the_pane(size, text, lang):
    with app_at(size, text, lang) as app:
        scene = app.ctx.screens.settings(game="koikoi")
        app.push(scene)
        run(app, 2)
        bad = faults(scene, "opened")
        seen: set[str] = set()
        for _step in range(len(scene.focus_order()) + 2):  # the ring down every control, the list following it
            key(pygame.K_DOWN)
            run(app, 1)
            ring = scene.focus.current
            where = f"{size} {text}% {lang} ring on {getattr(ring, 'label', ring)!r}"
            if ring in scene.rows:
                seen.add(scene.described())
                if not (ring.visible and scene.list_rect.contains(ring.rect)):
                    bad.append(f"{where}: out of view at {ring.rect}")
            bad += faults(scene, where)
        assert len(seen) > 20, seen  # the ring went down the list
        scene.focus.visible = False
        scene.bar.scroll_to(0)
        run(app, 1)
        low = (scene.list_rect.centerx, scene.list_rect.bottom - scene.row_h // 2)  # the pointer on a low row
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=low, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 1)
        for step in range(len(scene.rows)):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            run(app, 1)
            bad += faults(scene, f"{size} {text}% {lang} wheel {step}")
        assert not bad, "\n".join(bad[:12])
