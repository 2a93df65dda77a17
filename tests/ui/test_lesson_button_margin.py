"""Every button of a lesson keeps its words clear of its border (issue 39,
r11: the small Hide button beside "Lesson 3 of 11", "Masquer" in French,
was as tall as the line of text it stands on, and at 100% text its words
touched its gold border above and below).

Over the first lessons of both guided matches (the welcome, the match, the
flip, the next: where Hide first shows), in every language, at 960x540 and
1280x720 and 100% and 150% text, folded too: each visible button's words
and keys, as :meth:`Button.draw` lays them out at the size they are drawn
at, leave air between their ink and the inner edge of the button's border."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes.lesson import LessonScene

from .conftest import app_at, click, run

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
CASES = [((960, 540), 100), ((960, 540), 150), ((1280, 720), 100)]
BORDER, AIR = 2, 2  # the gold border's width; the least air kept between it and the words' ink


def inks(b, assets) -> list[tuple[str, pygame.Rect]]:  # noqa: ANN001
    """The ink of the button's words and of its keys, where :meth:`Button.draw` puts them (unpressed)."""
    label, size, with_hint = b.fitting(assets)
    text = assets.text(label, size, (255, 255, 255), bold=b.primary, shadow=False)
    body = b.rect
    out = []
    if with_hint:
        hint = assets.text(b.keys_shown(), min(b.text_sizes()[1], size), (255, 255, 255), shadow=False)
        x = body.centerx - (text.get_width() + 8 + hint.get_width()) // 2
        at = text.get_rect(midleft=(x, body.centery + 1))
        hat = hint.get_rect(midleft=(x + text.get_width() + 8, body.centery + 2))
        out.append((b.keys_shown(), hint.get_bounding_rect().move(hat.topleft)))
    else:
        at = text.get_rect(center=(body.centerx, body.centery + 1))
    out.insert(0, (label, text.get_bounding_rect().move(at.topleft)))
    return out


def crowded(scene, assets) -> list[str]:  # noqa: ANN001
    found = []
    for b in scene.buttons:
        if not b.visible or not b.label:
            continue
        room = b.rect.inflate(-2 * (BORDER + AIR), -2 * (BORDER + AIR))
        for words, ink in inks(b, assets):
            if not room.contains(ink):
                found.append(f"{b.label!r}: {words!r}'s ink {ink} leaves under {AIR} px to its border {b.rect}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size, pct", CASES)
def test_a_lessons_buttons_keep_their_words_off_their_border(size, pct, lang):
    found, hides = [], 0
    with app_at(size, pct, lang) as app:
        for game in ("gostop", "koikoi"):
            for n in range(4):
                app.ctx.change_settings(app.ctx.settings.replace(game=game, **{f"guided_{game}": n}), save=False)
                app.ctx.screens.guided()
                run(app, 600, until=lambda: isinstance(app.top, LessonScene))
                lesson = app.top
                assert isinstance(lesson, LessonScene)
                where = f"{game} lesson {n + 1} at {size}/{pct}% in {lang}"
                found += [f"{where}: {f}" for f in crowded(lesson, app.ctx.assets)]
                fold = lesson.fold_button
                if fold is not None and fold.visible:
                    hides += 1
                    click(fold.rect.center)
                    run(app, 2)
                    found += [f"{where}, folded: {f}" for f in crowded(lesson, app.ctx.assets)]
    assert hides, "no lesson offered Hide: no test of it"
    assert not found, "\n".join(found)
