"""Go-Stop's month lesson names a card's month as the table's cards number
it (issue 39, pt18: the lesson called 비, the willow, 11월, where Go-Stop
players count it the 12th month and 똥, the paulownia, the 11th; the
Settings' "Korean month numbers" draw them so on the cards' corners).

Deals whose first play is a willow or a paulownia card onto the one card of
its month on the field: in every language, with the Korean numbers on and
off, the lesson says the month the card's corner shows
(``assets.month_number``); the guided table's lessons follow the setting."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.levels import LEVELS
from koikoi.games.gostop.lessons import TEACHER
from koikoi.games.lessons import WELCOME, Course, Cue, Script, start_of
from koikoi.games.matchrecord import MatchRecord, replay
from koikoi.storage import settings as S
from koikoi.ui.assets import month_number
from koikoi.ui.gostop.lessons import GostopLessons
from koikoi.ui.gostop.lessons import card as card_said
from koikoi.ui.words import ordinal_month

from .conftest import make_app

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
# (seed, the person's first play): a deal where it meets one card of its month
FIRST_PLAYS = [(0, "willow-swallow"), (38, "paulownia-plain-3")]
KOREAN = {"willow-swallow": ("11월", "12월"), "paulownia-plain-3": ("12월", "11월")}


def month_course(seed: int, card: str) -> Course:
    """A course whose month lesson comes with the first play, ``card``."""
    script = Script("gostop", "matgo", seed, (f"play {card}",))
    played = replay(MatchRecord("gostop", LEVELS[0], start_of(TEACHER, script), script.actions), check=False)
    return Course(script, played, (Cue(0, WELCOME), Cue(0, "match")))


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_month_lesson_says_the_month_the_card_shows(lang, speaking):
    i18n.set_language(lang)
    for seed, name in FIRST_PLAYS:
        c = month_course(seed, name)
        card = c.actions[0].card
        for korean in (False, True):
            lesson = GostopLessons(lambda k=korean: k).lesson("match", c, 0, ("You", "CPU"))
            shown = ordinal_month(month_number(card, korean))
            other = ordinal_month(month_number(card, not korean))
            # the month said, and no other: the cards' own names left aside (French names a card by its month in
            # the Japanese order, "l’hirondelle de novembre", whatever the corners show)
            told = lesson.text
            for named in lesson.cards:
                told = told.replace(card_said(named, c.state_at(0).rules), "")
            assert shown in lesson.text and other not in told, (name, korean, lesson.text)
            if lang == "ko":
                assert KOREAN[name][korean] in lesson.text, (name, korean, lesson.text)


@pytest.mark.parametrize("korean", [False, True])
def test_the_guided_table_s_lessons_number_the_months_as_its_cards(korean):
    app = make_app(S.Settings(animation_speed=4.0, game="gostop", korean_months=korean))
    try:
        app.ctx.screens.guided()
        table = app.top
        app.step(1 / 30)
        assert app.ctx.assets.korean_months is korean
        c = month_course(0, "willow-swallow")
        text = table.words.lesson("match", c, 0, table.short).text
        assert ("December" if korean else "November") in text, text
    finally:
        app.quit()
