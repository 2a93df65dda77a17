"""The points every lesson says, in every language, are the engine's
(issue 39: Go-Stop's Korean lesson said "광 3장이면 3점", three brights
make 3 points, where the guided matgo's three brights with the rain bright,
비광, make 2: the lesson named only the best of the three-bright yaku).

Two audits. Go-Stop's four kinds lesson gives, in each language, the points
of every yaku of the fewest brights that score, as the rules the guided
hand plays have them (Samgwang's 3 and Bi-samgwang's 2). And every lesson of
every shipped guided script, in every language, says the same numbers of
points as the English one (numbers next to the language's word for points:
"점", "点", "tentos"), which the English audits hold to the engine
(test_gostop_lesson_numbers; Koi-Koi's come from its scoring by their
fields): a translation that wrote a number of its own, or dropped one, shows
(figures of 2 and over: none and one are said in words by some languages)."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, rules_of, shipped
from koikoi.ui.gostop.lessons import LESSONS as GOSTOP_LESSONS
from koikoi.ui.gostop_words import points
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_LESSONS

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
WORDS = {"koikoi": KOIKOI_LESSONS, "gostop": GOSTOP_LESSONS}
# a number of points, in each language's words ("3 points", "3 tentos", "3점", "3点")
POINTS = {"en": r"(\d+) points?\b", "fr": r"(\d+) points?\b", "pt_BR": r"(\d+) (?:tentos?|pontos?)\b",
          "ko": r"(\d+)점", "ja": r"(\d+)点"}
@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


def lessons(lang: str) -> dict[tuple[str, str, int, str], str]:
    """Every lesson of every shipped script, its text in ``lang``."""
    i18n.set_language(lang)
    out = {}
    for game, teacher in TEACHERS.items():
        for preset in teacher.taught:
            c = course(teacher, shipped(game, preset))
            for i, cue in enumerate(c.cues):
                out[game, preset, i + 1, cue.topic] = WORDS[game].lesson(cue.topic, c, cue.at, ("You", "CPU")).text
    return out


def points_said(lang: str, text: str) -> set[int]:
    """The numbers of points ``text`` writes in figures, 2 and over (none and one are often said in words: "you
    score nothing", "each Go adds a point", where other languages write 0점, 1点)."""
    return {int(n) for n in re.findall(POINTS[lang], text) if int(n) >= 2}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_four_kinds_lesson_gives_every_three_brights_yaku_its_points(lang, speaking):
    rules = rules_of(TEACHERS["gostop"], "matgo")
    brights = [y for y in rules.yaku_variants[False] if y.group == "gwang"]
    fewest = min(y.min for y in brights)
    scored = {y.points for y in brights if y.min == fewest}
    assert len(scored) > 1, "the guided rules score three brights one way: no test"
    text = lessons(lang)[next(k for k in lessons(lang) if k[0] == "gostop" and k[3] == "kinds")]
    missing = [points(n) for n in sorted(scored) if points(n) not in text]
    assert not missing, f"{lang}: the four kinds lesson does not say {missing}: {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_lesson_says_the_points_the_english_one_says(lang, speaking):
    english = {k: points_said("en", t) for k, t in lessons("en").items()}
    found = []
    for k, text in lessons(lang).items():
        said = points_said(lang, text)
        if said != english[k]:
            found.append(f"{k}: {said}, the English {english[k]}: {text!r}")
    assert any(english.values()), "no lesson says a number of points: no test"
    assert not found, "\n".join(found)
