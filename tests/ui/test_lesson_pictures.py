"""Every lesson's picture agrees with its words, in every shipped guided
match of both games: a newcomer read "The risk of koi-koi" (lesson 9) over
a picture of eight plains while the CPU's Kasu, on the panel, had ten.

Each lesson is worded at its place in its course, and its cards are laid
against the engine's scoring at that moment, for every seat. Each card is
shown once. A lesson about a move (a match, a choice, a ppuk, a jjok, a
steal) shows that move's cards; any other speaks of the score, and a yaku
its picture shows a card of is shown whole (its cards of each kind, as many
as the engine counts); a Koi-Koi yaku it shows is named in its words, and a
yaku its words name (one the engine has) is in the picture. Go-Stop scores
by the kinds taken: its lesson on them shows every card of a kind the seat
has taken, or none."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from koikoi import i18n
from koikoi.games.common.cards import KIND_OF, MONTH_OF, Kind, indices
from koikoi.games.gostop.scoring import cup_counts_as_plain, yaku_cards
from koikoi.games.guides import TEACHERS
from koikoi.games.koikoi.scoring import found_yaku
from koikoi.games.lessons import course, shipped
from koikoi.i18n import pgettext
from koikoi.ui.gostop.lessons import LESSONS as GOSTOP_WORDS
from koikoi.ui.gostop_words import yaku_name
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_WORDS
from koikoi.ui.words import kind_words

WORDS = {"koikoi": KOIKOI_WORDS, "gostop": GOSTOP_WORDS}
MOVES = {"welcome", "match", "flip", "choice", "lay", "ppuk", "jjok", "steal"}  # lessons that show a move's cards
COURSES = [(game, preset) for game, teacher in TEACHERS.items() for preset in teacher.taught
           if shipped(game, preset) is not None]


def engine_yaku(game: str, state: object, seat: int) -> list[tuple[str, int]]:
    """The yaku the engine scores for ``seat`` at ``state``: each one's name
    in the language spoken and the captured cards that make it."""
    if game == "koikoi":
        rnd = state.round  # type: ignore[attr-defined]
        return [(pgettext("yaku", y.name), y.cards) for y in found_yaku(
            state.rules, rnd.captures[seat], rnd.month, rnd.koikoi_calls[seat] > 0)]  # type: ignore[attr-defined]
    h = state.hand  # type: ignore[attr-defined]
    rules = state.rules  # type: ignore[attr-defined]
    mine = h.captures[seat]
    return [(yaku_name(yid, rules), mask) for yid, mask in yaku_cards(rules, mine, cup_counts_as_plain(rules, mine, h.cup))]


def kinds(cards) -> Counter:  # noqa: ANN001
    return Counter(KIND_OF[c].name for c in cards if c < 48)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("game", "preset"), COURSES)
def test_each_lesson_s_picture_agrees_with_its_words_and_the_engine(game, preset, lang):
    i18n.set_language(lang)
    try:
        taught = course(TEACHERS[game], shipped(game, preset))
        pictured_yaku = 0
        for number, cue in enumerate(taught.cues, 1):
            lesson = WORDS[game].lesson(cue.topic, taught, cue.at, ("You", "CPU"))
            state = taught.state_at(cue.at)
            where = f"{game} {preset}, lesson {number} ({lesson.title})"
            shown = lesson.cards
            assert len(set(shown)) == len(shown), f"{where}: a card shown twice: {shown}"
            words = f"{lesson.title} {lesson.text}"
            if cue.topic in MOVES:
                continue
            for seat in range(taught.script.players):
                if game == "gostop":
                    taken = [c for c in indices(state.hand.captures[seat]) if c < 48]
                    held = [c for c in shown if c in taken]
                    for kind, n in kinds(held).items():
                        assert n == kinds(taken)[kind], f"{where}: {n} {kind} shown of the {kinds(taken)[kind]} taken"
                for name, mask in engine_yaku(game, state, seat):
                    made = list(indices(mask))
                    inside = [c for c in shown if mask >> c & 1]
                    # a yaku named as a kind is (Korean 피, 열끗, 띠: the yaku of plains, animals, ribbons) is named
                    # by its words only where they show its cards: the word alone may mean the kind
                    kind_word = name in {kind_words(k) for k in Kind}
                    named = game == "koikoi" and name in words and not (kind_word and not inside)
                    if not inside and not named:
                        continue
                    pictured_yaku += 1
                    assert kinds(inside) == kinds(made), (
                        f"{where}: the picture shows {dict(kinds(inside))} of {name}, which the engine makes "
                        f"with {dict(kinds(made))}")
                    assert sorted(inside) == made, f"{where}: {name} shown in part"
                    if game == "koikoi":
                        assert named, f"{where}: the picture shows {name}, which its words do not name"
        assert pictured_yaku or game == "gostop", f"{game} {preset}: no lesson pictured a yaku"
    finally:
        i18n.set_language("en")


KIND_WORDS = {"BRIGHT": "brights", "ANIMAL": "animals", "RIBBON": "ribbons", "PLAIN": "plains"}
FLOWERS = ("pine", "plum", "cherry", "wisteria", "iris", "peony", "bush clover", "pampas", "chrysanthemum",
           "maple", "willow", "paulownia")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def every_lesson():  # noqa: ANN201
    """(game, preset, number, cue, lesson) for each lesson of each shipped guided match, in English."""
    for game, preset in COURSES:
        taught = course(TEACHERS[game], shipped(game, preset))
        for number, cue in enumerate(taught.cues, 1):
            yield game, preset, number, cue, taught, WORDS[game].lesson(cue.topic, taught, cue.at, ("You", "CPU"))


def test_a_lesson_that_names_kinds_of_card_shows_each_of_them():
    """Lesson 4 ("Four kinds of card") spoke of brights, animals, ribbons and plains over a picture of
    three kinds: a lesson that lists kinds (three or more) shows a card of every kind it names."""
    i18n.set_language("en")
    checked = 0
    for game, preset, number, _cue, _taught, lesson in every_lesson():
        named = {kind for kind, word in KIND_WORDS.items() if re.search(rf"\b{word}\b", lesson.text, re.I)}
        if len(named) < 3:
            continue
        checked += 1
        shown = set(kinds(lesson.cards))
        assert named <= shown, f"{game} {preset}, lesson {number} ({lesson.title}) names {sorted(named)}, shows " \
                               f"{sorted(shown)}"
    assert checked


def test_no_lesson_says_a_card_is_of_its_own_month_and_a_match_is_said_by_month():
    """Lesson 2 read "Your Paulownia plain card is a paulownia card", which tells nothing: no lesson says a
    card is a card of its flower, and the lesson on matching names the month the two cards share."""
    i18n.set_language("en")
    said_of_itself = re.compile(rf"\b(is|are) an? ({'|'.join(FLOWERS)}) cards?\b", re.I)
    matches = 0
    for game, preset, number, cue, taught, lesson in every_lesson():
        where = f"{game} {preset}, lesson {number} ({lesson.title})"
        assert not said_of_itself.search(lesson.text), f"{where}: {lesson.text}"
        if cue.topic == "match":
            matches += 1
            month = MONTH_OF[taught.expected(cue.at).card]
            assert MONTHS[month - 1] in lesson.text, f"{where} does not name the month: {lesson.text}"
    assert matches


def test_the_koikoi_lessons_say_the_call_one_way_and_the_rules_by_their_name():
    """The guided match said "choose Koi-Koi" beside "Stop, or koi-koi?" and "the rules of Nintendo standard":
    in a Koi-Koi lesson's sentences the call is "koi-koi" (the button's "Koi-Koi!" aside), and the rule set is
    named as a title, not as a thing the rules belong to."""
    i18n.set_language("en")
    for game, preset, number, _cue, taught, lesson in every_lesson():
        if game != "koikoi":
            continue
        title = taught.state_at(0).rules.title
        assert not re.search(r"Koi-Koi(?!!)", lesson.text), f"{preset}, lesson {number}: {lesson.text}"
        assert f"rules of {title}" not in lesson.text, f"{preset}, lesson {number}: {lesson.text}"
