"""What stands over the table while it teaches or deals: each lesson's box
above the status line that says the move to make, and never over a banner
("Welcome back" once peeked from behind lesson 2); the first dealer's
banner under the two cards drawn, never over them, its two draws told
apart ("You: Pine (1) CPU: Plum (2)" once ran together)."""

from __future__ import annotations

import re

import pytest

from koikoi.games.guides import TEACHERS
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.lessons import course, shipped
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(MIN_WINDOW, "fr", 150), (MIN_WINDOW, "ja", 150), (S.DEFAULT_WINDOW, "en", 150), (MIN_WINDOW, "en", 100)]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[1]}-{c[0][0]}x{c[0][1]}-{c[2]}%")
def app(request):
    size, lang, text_size = request.param
    with app_at(size, text_size, lang) as a:
        yield a


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_each_lesson_stands_above_the_status_line_and_over_no_banner(app, game):
    """Each lesson, taken up where it is given (a match continued there greets the player first)."""
    taught = course(TEACHERS[game], shipped(game, TEACHERS[game].taught[0]))
    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
    status = app.ctx.layout.rect("hint")
    found = []
    for n in range(len(taught.cues)):
        app.ctx.change_settings(app.ctx.settings.replace(**{f"guided_{game}": n}), save=False)
        app.ctx.screens.guided()
        table = app.top
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        lesson = app.top
        assert isinstance(lesson, LessonScene) and lesson.number == n + 1
        if lesson.box.colliderect(status):
            found.append(f"lesson {n + 1}'s box {lesson.box} covers the status line {status}")
        if table.banner.up:
            found.append(f"lesson {n + 1} stands over the banner {table.banner.text!r}")
    assert not found, "\n".join(found)


def test_the_first_dealer_s_banner_keeps_clear_of_the_drawn_cards_and_parts_the_two_draws(app):
    lay = app.ctx.layout
    seen = 0
    for seed in (1, 2, 3, 4):
        table = TableScene(app.ctx, load_preset("nintendo"), seed, "normal")
        app.push(table)
        run(app, 900, until=lambda t=table: t.banner.up and t.banner.low and t.banner.age > 0.3
            and not any(s.travelling for s in t.sprites))
        assert table.banner.low, "no draw for the first dealer was shown"
        tags, table.banner.tags = table.banner.tags, ()  # the banner's own box (its name tags stand above the
        _surface, box = table.banner.render(lay, app.ctx.assets, 1.0, still=True)  # cards: test_dealer_draw_tags)
        table.banner.tags = tags
        cards = [s.rect() for s in table.sprites if s.visible and s.rect().colliderect(lay.rect("field"))]
        assert len(cards) == 2
        assert not any(box.colliderect(card) for card in cards), (box, cards)
        first = table.banner.sub.split("\n")[0]
        you, other = table.short[0], table.short[1]
        between = re.split(rf"{re.escape(other)}\s*[:：]", first)[0].rsplit(")", 1)[-1]
        assert first.startswith(you) and between.strip(), f"the two draws run together: {first!r}"
        seen += 1
        app.pop(table)
    assert seen
