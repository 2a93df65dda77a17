"""Go-Stop's guided match names a double plain as one (pt19: lesson 3 read
"the Paulownia plain card, took the Paulownia plain card", one of them the
double plain): every lesson and status line whose cards include a plain
the rules count two calls it a double plain, as the move log does."""

from __future__ import annotations

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.ui.gostop.lessons import LESSONS


def test_a_double_plain_shown_by_a_lesson_is_named_a_double_plain():
    i18n.set_language("en")
    teacher = TEACHERS["gostop"]
    checked, found = 0, []
    for preset in teacher.taught:
        script = shipped("gostop", preset)
        if script is None:
            continue
        taught = course(teacher, script)
        doubles = taught.state_at(0).rules.doubles_mask
        for n, cue in enumerate(taught.cues, 1):
            lesson = LESSONS.lesson(cue.topic, taught, cue.at, ("You", "CPU"))
            since = taught.cues[n - 2].at if n > 1 else 0
            moved = {getattr(e, "card", -1) for k in range(since + 1, cue.at + 1) for e in taught.played.events[k]}
            for c in set(lesson.cards) | moved:
                flower = CARD_IDS[c].split("-")[0].capitalize() if c < 48 else ""
                if 0 <= c < 48 and doubles >> c & 1 and flower in lesson.text:  # named, not listed
                    checked += 1
                    if f"{flower} double plain" not in lesson.text:
                        found.append(f"{preset} lesson {n} ({cue.topic}): {lesson.text[:200]!r}")
        for k, action in enumerate(taught.actions):
            cards, line = LESSONS.pointing(taught.state_at(k), action)
            for c in cards:
                flower = CARD_IDS[c].split("-")[0].capitalize() if c < 48 else ""
                if c < 48 and doubles >> c & 1 and flower in line:
                    checked += 1
                    if f"{flower} double plain" not in line:
                        found.append(f"{preset} action {k}: {line!r}")
    assert checked, "no lesson showed a double plain: no test"
    assert not found, "\n".join(found)
