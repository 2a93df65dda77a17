"""Go-Stop's guided game says the numbers of the rules it plays by (issue
39): its ppuk lesson said taking the pile takes "a plain from each
opponent", while the guided preset's own_ppuk_steal is 2, and the table
then moved two when the player took their own ppuk back; its four kinds
lesson wrote the yaku's numbers in its text. Every lesson of the shipped
script, in order: each number it says is one the rules in force (or the
hand's state) give, every other is a fact of the deck (four cards a month,
a ppuk's three; a preset's title), and each steal and yaku a lesson
names is the rules' own."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.gostop.lessons import TEACHER
from koikoi.games.lessons import course, shipped
from koikoi.games.gostop.state import Captured, Flipped, Played
from koikoi.ui.flip_said import flips_told
from koikoi.ui.gostop.lessons import LESSONS, bonus_seen, said_as
from koikoi.ui.gostop_explained import plains

WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10, "a plain": 1, "a point": 1, "double": 2, "twice": 2}
# the deck's facts, no rule's: four cards a month, the four kinds, a ppuk's three cards and the fourth that takes it,
# a double plain's circles drawn one above the other
FACTS = ("two-player", "four cards of its flower", "these four", "one thing at a time", "one of four kinds", "all three stay",
         "month's fourth card", "Four kinds", "one above the other")


def number_words(text: str) -> list[str]:
    """The numbers a lesson writes in words (figures come from the rules or
    the hand, by the sentence's fields), each with what follows it."""
    for fact in FACTS:
        text = text.replace(fact, "")
    return [m.group(0) for w in WORDS for m in re.finditer(rf"\b{w}\b[^,;.:]{{0,12}}", text, re.IGNORECASE)]


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_every_go_stop_lesson_says_the_numbers_of_the_rules_in_force(english):
    c = course(TEACHER, shipped("gostop", "matgo"))
    rules = c.state_at(0).rules
    play = rules.play
    yaku = {y.id: y for y in rules.yaku_variants[False]}
    # a bonus card's sentence (what it is, said by the first lesson after it comes in view) says the card's own
    # worth, a fact of the deck as its name is ("one worth two plains"), and what the person's flip took names
    # the cards it took ("the two peony plain cards"): left out here
    texts = {cue.topic: LESSONS.lesson(cue.topic, c, cue.at, ("You", "CPU")).text.replace(bonus_seen(c, cue.topic), "")
             .replace(flips_told(c, cue.topic, (Played, Flipped, Captured), said_as(rules)), "") for cue in c.cues}
    assert any(bonus_seen(c, cue.topic) for cue in c.cues)  # (the guided hand shows bonus cards)
    # what each lesson may say in numbers: the rules' (and the hand's scores, said in points)
    allowed: dict[str, set[str]] = {
        "ppuk": {plains(play.ppuk_steal), plains(play.own_ppuk_steal)},
        "jjok": {plains(play.jjok_steal)},
        # three brights make 3 points, 2 with the rain bright among them (Korean said only 3: issue 39)
        "kinds": {f"{yaku['samgwang'].min} brights", f"{yaku['samgwang'].points} points",
                  f"{yaku['bi-samgwang'].points} points",
                  f"{yaku['yeol'].min} animals", f"{yaku['tti'].min} ribbons", f"{yaku['pi'].min} plains",
                  f"{yaku['pi'].points} point", f"adds {yaku['pi'].extra}"},
    }
    for topic, need in allowed.items():
        missing = [n for n in need if n not in texts[topic]]
        assert not missing, f"the {topic} lesson does not say {missing}: {texts[topic]!r}"
    # the Go lesson's "each Go adds a point" and "you pay double (go-bak)": the standard Go bonus and go-bak
    allowed["go"] = {"a point", "double (go-bak)"}
    wrong = {}
    for topic, text in texts.items():
        said = [n for n in number_words(text) if not any(n.startswith(a) for a in allowed.get(topic, ()))]
        if said:
            wrong[topic] = said
    # each Go adds a point (the standard Go bonus), go-bak doubles: the rules the guided preset plays
    assert rules.scoring.go_bonus == "standard" and rules.scoring.go_bak
    assert not wrong, f"numbers no rule gives: {wrong}"
