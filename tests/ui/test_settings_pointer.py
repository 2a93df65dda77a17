"""Settings: a new text size lays every row out again at its new height; the
row the player clicked stays under the pointer (the list scrolls to keep
it in place), so the next click changes the text size again and not the
row that would have come under the pointer (issue 39: a click on Text size
changed another option next). Checked with clicks on either arrow, through
every text size and back, in both windows and both games.

Every click is at the same spot, one for each arrow, as a player's hand
stays: the row's value box must not move across either (issue 39, fifth
playtest: from the two columns at 100% to the one list at 125%, the value
box moved right, and the next click on the same spot stepped back). The
screen keeps one form, two columns or one list, at every text size."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.storage.settings import TEXT_SIZES
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import click, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=["960x540", "1280x720", "1920x1080"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("start", [150, 100])
def test_the_text_size_row_stays_under_the_pointer(size, game, start):
    app = make_app(S.Settings(animation_speed=4.0, text_size=start), size=size)
    try:
        scene = SettingsScene(app.ctx, game=game)
        app.push(scene)
        run(app, 2)
        row = scene.option_widgets["text_size"]
        if row in scene.rows:  # the ring's way there: the list scrolled to it
            scene.focus_shown(row)
            run(app, 1)
        value = row.value_box if hasattr(row, "value_box") else row.value_rect
        spots = {True: (value.right - 4, row.rect.centery), False: (value.x + 4, row.rect.centery)}
        single = scene.single
        seen = []
        # from 150: 125, 100, 125, 150, 100, 150; from 100: 150, 125, 150, 100, 125, 100
        for right in (False, False, True, True, True, False):
            pos = spots[right]
            assert scene.option_at(pos) == "text_size"
            before = app.ctx.settings.text_size
            pygame.mouse.set_pos(pos)
            click(pos)
            run(app, 2)
            # where the list could not scroll to keep the row in place (no empty band above its top, pt14), the
            # pointer went with the row, across not at all
            moved = pygame.mouse.get_pos()
            assert moved[0] == pos[0]
            if moved != pos:
                assert scene.scroll == 0, "the pointer moved where the list could have scrolled"
                spots = {k: (x, moved[1]) for k, (x, _y) in spots.items()}
                pos = moved
            now = app.ctx.settings.text_size
            i = TEXT_SIZES.index(before)
            assert now == TEXT_SIZES[(i + (1 if right else -1)) % len(TEXT_SIZES)], (before, now, right)
            assert scene.single == single, "the screen changed its form under the pointer"
            seen.append(now)
            # the row under the pointer after the change is the one it changed
            assert scene.option_at(pos) == "text_size", (before, now, scene.option_at(pos))
        assert set(seen) == set(TEXT_SIZES)
    finally:
        app.ctx.worker.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_keyboard_keeps_its_ring_on_text_size_with_the_pointer_resting_on_the_row(size):
    """With the keyboard alone, ← on Text size changes it and the ring stays on the row, so the next ← changes
    it again (pt17, Korean: the pointer rested on the row; putting the row back under the pointer moved the
    pointer, and that motion hid the ring: the next ← did nothing)."""
    from .conftest import key

    app = make_app(S.Settings(animation_speed=4.0, text_size=150), size=size)
    try:
        scene = SettingsScene(app.ctx, game="koikoi")
        app.push(scene)
        run(app, 2)
        row = scene.option_widgets["text_size"]
        scene.focus_shown(row)
        run(app, 1)
        pygame.mouse.set_pos(row.rect.center)  # the pointer resting where the row stands
        run(app, 1)
        for _ in range(40):  # the ring brought to the row by the keyboard
            if scene.focus.visible and scene.focus.current is scene.option_widgets["text_size"]:
                break
            key(pygame.K_DOWN)
            run(app, 1)
        seen = [app.ctx.settings.text_size]
        for _ in range(2):
            key(pygame.K_LEFT)
            run(app, 2)
            seen.append(app.ctx.settings.text_size)
            assert scene.focus.visible and scene.focus.current is scene.option_widgets["text_size"], seen
        assert seen[0] > seen[1] > seen[2], seen
    finally:
        app.ctx.worker.shutdown()
