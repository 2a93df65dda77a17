"""A lesson that shows cards shows them before the words that point at them: pt20 read Koi-Koi's lesson 1, "like
the four pines shown here", in a scrolling box whose pines row was drawn after all its words, out of view. The
row stands under the lesson's title, above its first line of words, in boxes read a page at a time and in boxes
that scroll, where it stands still above the words' view (in view beside every line that speaks of it), or where
no free place holds it so, stands beside the first lines at their right, in every lesson of both guided matches that shows cards."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.boxes import DIALOG_CARD_H
from koikoi.ui.scenes.lesson_scroll import SMALL_CARDS
from koikoi.ui.scenes import lesson as lesson_module
from koikoi.ui.assets import TEXT

from .guided_walk import every_lesson
from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [((960, 540), 150, lang) for lang in ("ko", "fr", "pt_BR", "ja", "en")]
CASES += [((1280, 720), 100, "en"), ((1280, 720), 150, "ko")]


class Recording(pygame.Surface):
    """A surface that notes where each blit lands."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.blits: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        self.blits.append((source, tuple(dest)[:2]))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize(("size", "text_size", "lang"), CASES)
def test_a_lessons_cards_come_before_the_words_that_show_them(size, text_size, lang, monkeypatch):
    rows: list[tuple[int, int]] = []
    lefts: list[int] = []
    real_row = lesson_module.card_row

    def noted_row(surface, assets, cards, x, y, h, max_w):
        rows.append((y, h))
        lefts.append(x)
        return real_row(surface, assets, cards, x, y, h, max_w)

    monkeypatch.setattr(lesson_module, "card_row", noted_row)
    found, seen, scrolled, flowing = [], 0, 0, 0
    with app_at(size, text_size, lang) as app:
        px = app.ctx.layout.px
        for game, n, lesson in every_lesson(app):
            run(app, 2)
            if not (lesson.lesson.cards and lesson.with_cards):
                continue
            seen += 1
            scrolled += lesson.scrolling
            flowing += lesson.scrolling and not getattr(lesson, "still", True)
            lefts.clear()
            rows.clear()
            surface = Recording(app.ctx.layout.window)
            lesson.draw_content(surface)
            where = f"{game} lesson {n + 1} ({lang}, {'scrolling' if lesson.scrolling else 'paged'})"
            assert len(rows) == 1, f"{where}: its row of cards drawn {len(rows)} times"
            y, h = rows[0]
            beside = lesson.scrolling and not getattr(lesson, "still", True)
            # at their size, or smaller where that leaves a scrolled box four lines of its words (LEAST_LINES)
            assert beside or h == (lesson.card_h or px(DIALOG_CARD_H))
            assert lesson.card_h in (0, round(px(DIALOG_CARD_H) * SMALL_CARDS)) and (lesson.scrolling or not lesson.card_h)
            first = app.ctx.assets.text(lesson.lines[0], lesson.words_size(22), TEXT)
            line_y = next(at[1] for source, at in surface.blits if source is first)
            head = lesson.box.y + lesson.pad[0] + lesson.head_h(lesson.buttons_at)
            if not beside and not head <= y < y + h <= line_y:
                found.append(f"{where}: its cards at y {y}-{y + h}, its head's foot at {head}, its first line "
                             f"of words at {line_y}")
            if not (lesson.box.top <= y and y + h <= lesson.box.bottom):
                found.append(f"{where}: its cards at y {y}-{y + h} out of its box {lesson.box}")
            if beside:  # no free place holds them above the words: at their right, beside their first lines
                view = lesson.scroller.view
                if not (y == view.top == line_y and y + h <= view.bottom and lefts[0] >= lesson.scroller.bar.rect.right
                        and lesson.box.collidepoint(lefts[0], y)):
                    found.append(f"{where}: its cards at ({lefts[0]}, {y}-{y + h}) not beside its words' view "
                                 f"{view} (its first line at {line_y})")
            if lesson.scrolling:  # they stand above the words' view, in view as the words scroll under them
                view = lesson.scroller.view
                if y + h > view.top and not beside:
                    found.append(f"{where}: its cards at y {y}-{y + h} in its words' view {view}")
                lesson.scroller.by(3)  # to the end of its words
                rows.clear()
                lefts.clear()
                lesson.draw_content(Recording(app.ctx.layout.window))
                if rows != [(y, h)]:
                    found.append(f"{where}: scrolled to its end, its cards at {rows}, not at y {y}")
    assert seen, "no lesson showed its cards"
    print(f"{seen} lessons with cards, {scrolled} scrolling, {flowing} of them with their cards beside their words")
    assert not found, "\n".join(found)
