"""Every lesson box of both guided matches can be folded to its tab and opened again, by the mouse (Hide, then
Show) and by the keyboard alone (H, written on Hide, or Tab to it and Enter; then Enter): pt18 found a Hide button on some of Koi-Koi's
lessons and none on lessons 3, 5, 6, 10 and 11, which stood beside the field's cards."""

from __future__ import annotations

import pygame
import pytest


from .guided_walk import every_lesson
from .conftest import app_at, click, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize(("size", "text_size", "lang"), [((960, 540), 150, "ko"), ((1280, 720), 100, "fr")])
def test_every_lesson_box_folds_and_opens_by_mouse_and_by_keyboard(size, text_size, lang):
    found = []
    with app_at(size, text_size, lang) as app:
        for game, n, lesson in every_lesson(app):
            where = f"{game} lesson {n + 1}"
            hide = lesson.fold_button
            if hide is None or not hide.visible or not lesson.box.contains(hide.rect):
                found.append(f"{where}: no Hide button in its box")
                continue
            click(hide.rect.center)  # the mouse: Hide, then the tab's Show
            run(app, 2)
            if not lesson.folded:
                found.append(f"{where}: a click on Hide does not fold it")
                continue
            click(lesson.buttons[0].rect.center)
            run(app, 2)
            if lesson.folded or app.top is not lesson:
                found.append(f"{where}: a click on Show does not open it again")
            for _ in range(len(lesson.buttons)):  # the keyboard: Tab to Hide, Enter; Enter opens it again
                key(pygame.K_TAB)
                run(app, 1)
                if lesson.fold_button is not None and lesson.fold_button.focused:
                    break
            key(pygame.K_RETURN)
            run(app, 2)
            if not lesson.folded:
                found.append(f"{where}: Tab to Hide and Enter do not fold it")
                continue
            key(pygame.K_RETURN)
            run(app, 2)
            if lesson.folded or app.top is not lesson:
                found.append(f"{where}: Enter does not open its tab again")
            key(pygame.K_h)  # its key, written on it
            run(app, 2)
            if not lesson.folded:
                found.append(f"{where}: H does not fold it")
            key(pygame.K_h)  # the key that folded it opens it again (pt21: only Enter did)
            run(app, 2)
            if lesson.folded:
                found.append(f"{where}: H does not open its tab again")
                key(pygame.K_RETURN)
                run(app, 2)
    assert not found, "\n".join(found)
