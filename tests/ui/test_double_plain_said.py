"""Go-Stop's four kinds lesson says what a double plain shows (issue 39,
pt18/pt19: "the circles in a card's corner say how many", where a card's
corner holds the kind's mark, a plain's grey disc with its month's number,
and a double plain's circles are elsewhere). The circles are found on the
card as the table draws it (the marked card against the same card
unmarked), and the lesson's words are held to them: how many, and where;
every language says it in its own words."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.cards import indices
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.assets import Assets
from koikoi.ui.gostop.lessons import plains_counted
from koikoi.ui.plain_marks import plain_marks

LANGUAGES = ["fr", "pt_BR", "ko", "ja"]
SIZE = (96, 159)  # a card as the table deals it at 1280x720


def drawn_marks(card: int, rules) -> tuple[pygame.Rect, int]:
    """Where the plains' mark is drawn on ``card``, and how many red middles it has (one per circle)."""
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    a = Assets(card_indices=True)
    plain = a.card(card, SIZE).copy()
    a.set_plain_marks(plain_marks(rules, False))
    marked = a.card(card, SIZE)
    changed = [(x, y) for x in range(SIZE[0]) for y in range(SIZE[1]) if marked.get_at((x, y)) != plain.get_at((x, y))]
    xs, ys = [x for x, _y in changed], [y for _x, y in changed]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    # each circle's red middle, counted down the mark's middle column
    x = box.centerx
    red = [marked.get_at((x, y))[:3] == (211, 58, 38) for y in range(box.top, box.bottom)]
    middles = sum(1 for i, r in enumerate(red) if r and (i == 0 or not red[i - 1]))
    return box, middles


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


def test_the_lesson_says_the_double_plain_s_circles_as_they_are_drawn(speaking):
    rules = load_gostop("matgo")
    doubles = list(indices(rules.doubles_mask))
    assert doubles
    alone = load_gostop("matgo", {"cards.bonus": []})  # the double plains' sentence alone
    said = plains_counted(alone)
    for card in doubles:
        box, n = drawn_marks(card, rules)
        assert n == 2, (card, n)
        # at its lower left: never in the corner mark's upper left
        assert box.right <= SIZE[0] // 2 and box.top >= SIZE[1] // 2, box
    assert "2 red-and-white circles" in said and "at its lower left" in said, said
    assert "corner" not in said, said
    for lang in LANGUAGES:
        i18n.set_language(lang)
        words = plains_counted(alone)
        assert words != said and "corner" not in words and "2" in words, (lang, words)
