"""A lesson that follows the person's own flip says the flip did it (issue
39, pt15: in French, Koi-Koi's lesson 4 spoke of the kinds and lesson 10
said "Vous avez Sanko" right after the card turned up from the deck took
the cards, with no word of it; the player thought they had missed a move).

Every shipped guided script of both games, in every language: for each
lesson shown after the person's turn (since the lesson before) in which a
card turned up from the deck for them was taken into their captures, or is
the card they are now to choose a match for, the lesson's words name that
card and say it was turned up from the deck, in the language's own words
(the entry translated). What the flip did is read off the engine's states,
not the lessons' own reckoning. The other seats' flips are told by the
table, from the person's side ("The CPU just played ... Then it turned up ...":
test_lesson_told)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.i18n import _, pgettext
from koikoi.ui.gostop.lessons import LESSONS as GOSTOP_LESSONS
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_LESSONS
from koikoi.ui.words import card_words

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
WORDS = {"koikoi": KOIKOI_LESSONS, "gostop": GOSTOP_LESSONS}
SCRIPTS = [(game, preset) for game, t in TEACHERS.items() for preset in t.taught
           if shipped(game, preset) is not None]
FLIP = "The card you turned up from the deck, {card}, took {cards}."
FLIP_CHOICE = ("The card you turned up from the deck, the {card}, matches two cards on the field. You choose which one "
               "to take; the other stays. Take the one your yaku need: this time, {target}.")


def flip_words(game: str) -> list[str]:
    """The words before the card's name in each sentence that tells the person's flip, in the language spoken."""
    said = [pgettext("gostop", FLIP)] if game == "gostop" else [_(FLIP), _(FLIP_CHOICE)]
    return [s.split("{")[0].strip() for s in said]


def captures(state, game: str) -> int:
    return state.hand.captures[HUMAN] if game == "gostop" else state.round.captures[HUMAN]


def players(c, k: int) -> set[int]:
    """The seats that action ``k`` of the script moved for (its events')."""
    return {e.player for e in c.played.events[k + 1] if isinstance(getattr(e, "player", None), int)}


def flip_due(c, game: str, n: int) -> list[int]:
    """The cards the lesson ``n`` of the course must name as turned up for the person: each card turned up in
    the person's actions since the lesson before (back to the card they played), now in their captures with
    another card, or waiting for them to choose its match."""
    since = c.cues[n - 1].at if n else 0
    at = c.cues[n].at
    turned: list[int] = []
    for k in range(at - 1, since - 1, -1):
        happened = c.played.events[k + 1]
        if players(c, k) - {HUMAN}:
            break  # another seat's move
        turned += [e.card for e in happened if type(e).__name__ == "Flipped"]
        if any(type(e).__name__ == "Played" for e in happened):
            break  # the card the person played: their turn's start
    now = c.state_at(at)
    pending = getattr(getattr(now, "round", None), "pending", -1)
    before = captures(c.state_at(max(since, 0)), game)
    due = []
    for card in turned:
        taken = captures(now, game) & ~before
        if card == pending or (taken >> card & 1 and len([x for x in indices(taken) if x < 48]) > 1 and card < 48):
            due.append(card)
    return due


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lesson_after_the_person_s_flip_says_the_flip_did_it(lang, speaking):
    i18n.set_language(lang)
    found, checked = [], 0
    for game, preset in SCRIPTS:
        c = course(TEACHERS[game], shipped(game, preset))
        starts = flip_words(game)
        if lang != "en":
            english = [s.split("{")[0].strip() for s in (FLIP, FLIP_CHOICE)]
            untranslated = [s for s in starts if s in english]
            assert not untranslated, f"{lang}: the flip's words are not translated: {untranslated}"
        for n, cue in enumerate(c.cues):
            due = flip_due(c, game, n)
            if not due:
                continue
            checked += 1
            text = WORDS[game].lesson(cue.topic, c, cue.at, ("You", "CPU")).text.casefold()
            where = f"{game} ({preset}) lesson {n + 1} ({cue.topic}) in {lang}"
            if not any(s.casefold() in text for s in starts):
                found.append(f"{where} does not say a card was turned up from the deck: {text[:160]!r}")
            for card in due:
                name = card_words(card, game).casefold()
                if name not in text:
                    found.append(f"{where} does not name the card turned up, {name!r}: {text[:160]!r}")
    # the shipped scripts have such lessons: Koi-Koi's fourth (kinds), sixth (a choice) and tenth (stop)
    assert checked >= len(SCRIPTS), f"only {checked} lessons came after the person's flip: no test"
    assert not found, "\n".join(found)


def first_taking_flip(c) -> tuple[int, int] | None:
    """The action of the person's first flip that took cards of the field, and the card it turned up."""
    for k in range(len(c.played.actions)):
        happened = c.played.events[k + 1]
        for e in happened:
            if type(e).__name__ == "Flipped" and getattr(e, "player", HUMAN) == HUMAN:
                took = [x for x in happened if type(x).__name__ == "Captured" and x.player == HUMAN
                        and x.cards >> e.card & 1 and x.cards & ~(1 << e.card)]
                if took:
                    return k, e.card
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_flip_that_takes_is_said_in_its_own_turn(lang, speaking):
    """Issue 39, r11: in the guided Go-Stop, the lesson "Watch the deck" came before the person's first flip, the
    December card turned up took the December pair, and no lesson said so (the next one came after the CPU's turn,
    and the audit above looked only at lessons that follow the flip in the person's own turn, so it passed; so did
    Koi-Koi's Korean and Brazilian scripts). The first time a card turned up from the deck takes cards for the
    person, a lesson opens in that same turn, after it (before any other seat moves), names the card and says it
    was turned up from the deck: every shipped script of both games, read off the engine's events."""
    i18n.set_language(lang)
    found = []
    for game, preset in SCRIPTS:
        c = course(TEACHERS[game], shipped(game, preset))
        first = first_taking_flip(c)
        assert first is not None, f"{game} ({preset}): the person's flip never takes"
        k, card = first
        end = k + 1  # the person's turn goes on while only they move
        while end < len(c.played.actions) and not players(c, end) - {HUMAN}:
            end += 1
        after = [(n, cue) for n, cue in enumerate(c.cues) if k < cue.at <= end]
        where = f"{game} ({preset}), the flip of action {k} ({card_words(card, game)}) in {lang}"
        if not after:
            found.append(f"{where}: no lesson follows it in the person's turn")
            continue
        texts = [WORDS[game].lesson(cue.topic, c, cue.at, ("You", "CPU")).text.casefold() for _n, cue in after]
        starts = [s.casefold() for s in flip_words(game)]
        if not any(s in text and card_words(card, game).casefold() in text for text in texts for s in starts):
            found.append(f"{where}: the lessons after it do not say it: {[t[:120] for t in texts]}")
    assert not found, "\n".join(found)
