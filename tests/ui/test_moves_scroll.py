"""The Moves list never shows empty room while moves are out of sight
(issue 39: with three moves, ↑ left the first alone over a blank box and
"2 newer moves below"; pt10: a band empty above the first row shown). For
lists of 1..N moves of mixed heights, at both window sizes, the list is
scrolled with ↑ to its end and back with ↓: at every position either all
moves fit (from the top), or the rows fill the list edge to edge; ↑ stops
once the oldest move's top meets the list's top; the note counts the moves
below."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.ui.movelog import MoveLog
from koikoi.ui.scenes.moves import MovesScene

from .conftest import app_at, key, run


class Log(MoveLog):
    def add_event(self, ev: object) -> None: ...
    def title(self) -> str: return "Moves"
    def empty(self) -> str: return "None yet"
    def resumed(self) -> None: ...
    def play_text(self, opened, mine) -> str: return ""  # noqa: ANN001


def problems(scene: MovesScene, n: int, at: str) -> list[str]:
    box = scene.list_rect
    tops = scene.tops()
    heights = [scene.row_height(r) for r in scene.rows]
    out = []
    if sum(heights) <= box.h:
        if tops[0] != box.y or scene.scroll:
            out.append(f"{n} moves, {at}: all fit, yet the first is at {tops[0]} (list top {box.y})")
        return out
    if tops[0] > box.y:
        out.append(f"{n} moves, {at}: {tops[0] - box.y} px empty above the oldest move")
    if tops[-1] + heights[-1] < box.bottom:
        out.append(f"{n} moves, {at}: {box.bottom - tops[-1] - heights[-1]} px empty below the newest move")
    below = sum(1 for y, h in zip(tops, heights) if y + h > box.bottom)
    if scene.hidden_below() != below:
        out.append(f"{n} moves, {at}: the note says {scene.hidden_below()} below, {below} are")
    return out


@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_scroll_position_shows_empty_room_while_moves_are_out_of_sight(size):
    found: list[str] = []
    with app_at(size, 150, "en") as app:
        for n in range(1, 16):
            log = Log(lambda: ("You", "CPU"), 0)
            for i in range(n):
                words = f"Move {i}: " + "a long line of words about a move " * (1 + i % 3)
                log.say(i % 2, lambda w=words: w, tuple(range(i % 3)))
            scene = MovesScene(app.ctx, log, ("You", "CPU"))
            app.push(scene)
            run(app, 1)
            found += problems(scene, n, "opened")
            ups = 0
            for _ in range(n + 2):
                before = scene.scroll
                key(pygame.K_UP)
                run(app, 1)
                found += problems(scene, n, f"after {ups + 1} ↑")
                if scene.scroll == before:
                    break
                ups += 1
            if sum(scene.row_height(r) for r in scene.rows) > scene.list_rect.h and scene.tops()[0] != scene.list_rect.y:
                found.append(f"{n} moves: ↑ stopped with the oldest move at {scene.tops()[0]}, not the top")
            for _ in range(ups + 1):
                key(pygame.K_DOWN)
                run(app, 1)
                found += problems(scene, n, "on the way down")
            assert scene.scroll == 0
            scene.close()
            run(app, 1)
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("lang", ["en", "ko", "ja", "fr", "pt_BR"])
def test_a_move_s_lines_fit_its_row_and_never_end_inside_a_parenthesis(lang):
    """(issue 39: "the next card." touched the row's rule at 960x540; Korean "(배수 적용 / 후)" was cut in two.)"""
    from .test_log_lines_name_the_seat import gostop_logs, koikoi_logs

    logs = [*koikoi_logs(1), *gostop_logs(2, 2)]
    found: list[str] = []
    with app_at(S.MIN_WINDOW, 150, lang) as app:
        for log, names in logs:
            scene = MovesScene(app.ctx, log, names)
            app.push(scene)
            run(app, 1)
            font = app.ctx.assets.font(app.ctx.layout.px(20))
            for row in scene.rows:
                lines = row[1]
                if len(lines) * font.get_linesize() > scene.row_height(row) - app.ctx.layout.px(4):
                    found.append(f"{lines}: {len(lines)} lines overrun a row of {scene.row_height(row)} px")
                found += [f"a line ends inside a parenthesis: {line!r}" for line in lines
                          if line.count("(") > line.count(")")]
            scene.close()
            run(app, 1)
    assert not found, "\n".join(sorted(set(found))[:12])
