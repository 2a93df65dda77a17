"""Every lesson of both guided matches, as the player reads it in each of the five languages, names the CPU
where it speaks of it: pt20 read Koi-Koi's lesson on multipliers in Korean, "상대가 코이코이를 선언했다면" (How to
play's sentence, "if your opponent has called koi-koi") in a lesson about the CPU's koi-koi call, at a table
whose panel says "CPU". Read off the lessons' own words (the sentences they borrow from How to play and the
rule descriptions among them, and each translation), for every rule set a guided match is shipped for: none
says "opponent", "the other player", or their words in French, Portuguese, Korean and Japanese."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.i18n import _
from koikoi.ui.gostop.lessons import LESSONS as GOSTOP
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI

FACELESS = {
    "en": re.compile(r"opponent|other player", re.I),
    "fr": re.compile(r"adversaire|autre joueur", re.I),
    "pt_BR": re.compile(r"advers[aá]rio|outro jogador|oponente", re.I),
    "ko": re.compile(r"상대"),
    "ja": re.compile(r"相手"),
}


@pytest.mark.parametrize("lang", list(FACELESS))
def test_no_lesson_calls_the_cpu_the_opponent(lang):
    found, read = [], 0
    try:
        i18n.set_language(lang)
        short = (_("You"), _("CPU"))
        for game, words in (("koikoi", KOIKOI), ("gostop", GOSTOP)):
            teacher = TEACHERS[game]
            for preset in teacher.taught:
                script = shipped(game, preset)
                if script is None:
                    continue
                taught = course(teacher, script)
                for n, cue in enumerate(taught.cues):
                    lesson = words.lesson(cue.topic, taught, cue.at, short)
                    read += 1
                    for said in (lesson.title, lesson.text):
                        for m in FACELESS[lang].finditer(said):
                            found.append(f"{game} ({preset}) lesson {n + 1} ({cue.topic}): "
                                         f"…{said[max(0, m.start() - 50):m.end() + 30]}…")
    finally:
        i18n.set_language("en")
    assert read > 20, read
    assert not found, "\n".join(found)
