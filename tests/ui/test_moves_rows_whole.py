"""The Moves list draws no row cut by its edges: pt26 (French, 1280x720,
150% text) saw the top row's last words ("de mars.") peek out, cut, under
the list's heading. For lists of 1..N moves of mixed heights, in both
games' words, at both window sizes and each text size, scrolled with ↑ to
the oldest move and back: every line of words and every card drawn in the
list's clip lies wholly inside the list, and the ↑ note is there whenever
an earlier move is not drawn."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.ui.scenes.moves import MovesScene

from .conftest import app_at, key, run
from .test_moves_scroll import Log


class Recording(pygame.Surface):
    """A surface that keeps where each blit landed while a clip is set (the list's rows)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.drawn: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN201
        at = super().blit(source, dest, *args, **kwargs)
        if self.get_clip() != self.get_rect():
            self.drawn.append(pygame.Rect(dest[0], dest[1], *source.get_size()) if len(dest) == 2 else
                              pygame.Rect(dest))
        return at


def problems(scene: MovesScene, n: int, at: str) -> list[str]:
    screen = Recording(scene.ctx.layout.window)
    scene.draw_content(screen)
    box = scene.list_rect
    out = [f"{n} moves, {at}: drawn at {r}, cut by the list {box}" for r in screen.drawn if not box.contains(r)]
    shown = {id(row) for row, _y in scene.placed()}
    tops = dict(zip(map(id, scene.rows), scene.tops()))
    above = [row for row in scene.rows if id(row) not in shown and tops[id(row)] < box.y]
    if above and scene.note() is None:
        out.append(f"{n} moves, {at}: {len(above)} earlier moves not drawn, and no note says so")
    if not shown and scene.rows:
        out.append(f"{n} moves, {at}: no move drawn")
    return out


@pytest.mark.parametrize("pct", S.TEXT_SIZES)
@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_row_of_the_moves_list_is_drawn_cut_at_any_scroll_position(size, pct):
    found: list[str] = []
    with app_at(size, pct, "fr") as app:
        for n in range(1, 14):
            log = Log(lambda: ("Vous", "Ordi"), 0)
            for i in range(n):
                words = f"Coup {i} : " + "une longue ligne de mots sur un coup " * (1 + i % 3)
                log.say(i % 2, lambda w=words: w, tuple(range(i % 3)))
            scene = MovesScene(app.ctx, log, ("Vous", "Ordi"))
            app.push(scene)
            run(app, 1)
            found += problems(scene, n, "opened")
            for step in range(n + 1):
                key(pygame.K_UP)
                run(app, 1)
                found += problems(scene, n, f"after {step + 1} ↑")
            scene.close()
            run(app, 1)
    assert not found, "\n".join(found[:12])
