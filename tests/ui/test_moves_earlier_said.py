"""The Moves list says "Scroll or press ↑ for earlier moves" only when a
move is out of sight above it (cold playtest pt14: it said so with the
first move, the deal, in sight, the blank margin above its words alone cut
by the list's top). For logs of 1..N moves of mixed heights, at both
window sizes and text sizes, at every scroll position: the note asks for ↑
exactly when some move's words (drawn, as the list draws them) or cards
lie above the list's top."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import _
from koikoi.storage import settings as S
from koikoi.ui.scenes.moves import MovesScene

from .conftest import app_at, key, run
from .test_moves_scroll import Log
from .texts import inked_texts


def said(scene: MovesScene) -> str:
    if scene.note() is None:
        return ""
    return "".join(t for t, _r in inked_texts(scene, lambda screen: screen.blit(*scene.note())))


def cut_above(scene: MovesScene) -> list[str]:
    """The moves whose words, as drawn, or cards lie above the list's top."""
    top = scene.list_rect.y
    drawn = inked_texts(scene, scene.draw_content)
    out = []
    for row, y in zip(scene.rows, scene.tops()):
        words = [r for t, r in drawn if t in row[1] and y <= r.y < y + scene.row_height(row)]
        # the list clips what it draws: a line cut by its top is inked from the top edge down
        if (any(r.y <= top for r in words) or not words and y < top
                or (row[2] and y + scene.ctx.layout.px(4) < top)):
            out.append(row[1][0])
    return out


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def test_earlier_moves_are_offered_only_when_some_are_out_of_sight_above(size, text_size):
    earlier = _("Scroll or press ↑ for earlier moves")
    found: list[str] = []
    told = 0
    with app_at(size, text_size, "en") as app:
        for n in range(1, 14):
            log = Log(lambda: ("You", "CPU"), 0)
            log.say(None, lambda: "The cards were dealt. The CPU plays first.", ())  # as a round's first line
            for i in range(n):
                words = f"Move {i}: " + "a long line of words about a move " * (1 + i % 3)
                log.say(i % 2, lambda w=words: w, tuple(range(i % 3)))
            scene = MovesScene(app.ctx, log, ("You", "CPU"))
            app.push(scene)
            run(app, 1)
            for step in range(n + 2):
                above = cut_above(scene)
                offered = said(scene).replace(" ", "") == earlier.replace(" ", "")
                below = scene.hidden_below()
                if not below and offered != bool(above):
                    found.append(f"{n} moves, {step} ↑: says {said(scene)!r}, moves cut above: {above}")
                told += offered
                before = scene.scroll
                key(pygame.K_UP)
                run(app, 1)
                if scene.scroll == before:
                    break
            scene.close()
            run(app, 1)
    assert not found, "\n".join(found[:10])
    assert told, "no list long enough to offer earlier moves"
