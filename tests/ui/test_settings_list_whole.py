"""Settings: the scrolling list shows each row whole or not at all, and
every row and heading can be brought into view (issue 39, fifth playtest:
at 125% text the "Game" heading scrolled out of view, at 150% the Language
row was cut at the top of the list's box).

Audited at both windows, every text size and both games (and from a match,
where a note heads the list): scrolled through the whole list a few pixels
at a time (as the thumb drags it) and after each change of text size (the
list kept the changed row where it stood), every row drawn - its words
and its value box - is wholly inside the list's box, and every row of the
list is seen whole at some scroll."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.storage.settings import TEXT_SIZES
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import make_app, run
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def drawn_outside(scene, monkeypatch) -> list[str]:  # noqa: ANN001
    """What the list's rows draw (as the scene draws them, clipped to the
    list's box) that is not wholly inside the box: a cut row."""
    box = scene.list_rect
    bad = [f"{getattr(r, 'label', r)!r} at {r.rect}" for r in scene.rows if r.visible and not box.contains(r.rect)]

    def paint(screen):  # noqa: ANN001, ANN202
        scene.paint_widgets(screen, screen.get_rect())

    for t, _size, _bold, where, clip, _surface in record_texts(scene, monkeypatch, paint):
        if where.colliderect(box) and not (box.top <= where.top and where.bottom <= box.bottom):
            seen = where.clip(clip)
            if seen.h:  # drawn, in part: cut at the box's top or bottom
                bad.append(f"{t!r} drawn at {where}, {seen.h} of its {where.h} px seen")
    return bad


def scroll_through(scene, monkeypatch, seen: set[int]) -> list[str]:  # noqa: ANN001
    """The list scrolled from top to bottom; what was cut; ``seen`` gains the rows seen whole."""
    bad: list[str] = []
    step = max(1, scene.row_h // 3)
    for offset in [*range(0, scene.bar.max_offset, step), scene.bar.max_offset]:
        scene.bar.offset = offset
        scene.on_scroll(offset)
        bad += [f"scrolled {offset}: {b}" for b in drawn_outside(scene, monkeypatch)]
        seen |= {i for i, r in enumerate(scene.rows) if r.visible and scene.list_rect.contains(r.rect)}
    return bad


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("game,in_game", [("koikoi", False), ("gostop", False), ("koikoi", True)])
def test_every_row_of_the_list_is_whole_or_not_drawn_and_each_is_reached(size, text_size, game, in_game,
                                                                         monkeypatch):
    app = make_app(S.Settings(animation_speed=4.0, text_size=text_size), size=size)
    try:
        scene = SettingsScene(app.ctx, in_game=in_game, game=game)
        app.push(scene)
        run(app, 2)
        seen: set[int] = set()
        bad = [f"opened: {b}" for b in drawn_outside(scene, monkeypatch)]
        bad += scroll_through(scene, monkeypatch, seen)
        missed = [getattr(r, "label", r) for i, r in enumerate(scene.rows) if i not in seen]
        assert not missed, f"never seen whole: {missed}"
        for new in TEXT_SIZES:  # a change of text size from the row, the list keeping it in place
            if new == app.ctx.settings.text_size:
                continue
            row = scene.option_widgets["text_size"]
            if row in scene.rows:
                scene.focus_shown(row)
            scene.change(text_size=new)
            run(app, 1)
            bad += [f"at {new}%: {b}" for b in drawn_outside(scene, monkeypatch)]
            seen = set()
            bad += [f"at {new}%, {b}" for b in scroll_through(scene, monkeypatch, seen)]
            missed = [getattr(r, "label", r) for i, r in enumerate(scene.rows) if i not in seen]
            assert not missed, f"at {new}%, never seen whole: {missed}"
        assert not bad, "\n".join(bad[:12])
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
