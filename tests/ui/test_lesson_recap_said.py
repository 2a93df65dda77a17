"""A lesson that opens after another seat's move first tells that move in
sentences said from the person's side (issue 39, pt18: Korean lessons began
"방금 전: CPU: …", the move log's lines, with a lone "CPU:" at a line's
end): "The CPU just played …", never a seat's name followed by a log line.

Every shipped guided script of both games, in every language: each lesson
after another seat's actions (read off the engine's events) tells them
(:func:`koikoi.ui.lesson_recap.told`, as the table does); the recap has no
"<name>:" prefix of any seat, names the seat inside its first sentence as
the language's sentences call the computer, and names each card the seat
played or turned up, in the game's words."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.games.matchrecord import GAMES
from koikoi.i18n import _, pgettext
from koikoi.ui.lesson_recap import told
from koikoi.ui.words import GostopWords, card_words

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
SCRIPTS = [(game, preset) for game, t in TEACHERS.items() for preset in t.taught
           if shipped(game, preset) is not None]


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


def others_moved(c, since: int, at: int) -> list[object]:
    """The events of the other seats' actions just before ``at`` (back to the person's or the last lesson's)."""
    engine = GAMES[c.script.game]
    out: list[object] = []
    for k in range(at - 1, since - 1, -1):
        happened = c.played.events[k + 1]
        seats = {p for e in happened if isinstance(p := getattr(e, "player", None), int)}
        seats |= {engine.to_move(c.state_at(k))} - {None}  # its events may name no one (a stop: the round's end)
        if not seats or HUMAN in seats:
            break
        out[:0] = happened
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_recap_is_said_from_the_person_s_side(lang, speaking):
    i18n.set_language(lang)
    short = (_("You"), _("CPU"))
    computer = pgettext("computer in a sentence", "CPU").casefold()
    found, told_count = [], 0
    for game, preset in SCRIPTS:
        c = course(TEACHERS[game], shipped(game, preset))
        words = GostopWords(c.state_at(0).rules.doubles_mask) if game == "gostop" else game
        since = 0
        for n, cue in enumerate(c.cues):
            said = told(c, HUMAN, cue.at, since, short)
            moved = others_moved(c, since, cue.at)
            since = cue.at
            where = f"{game} ({preset}) lesson {n + 1} ({cue.topic}) in {lang}"
            cards = [e.card for e in moved if type(e).__name__ in ("Played", "Flipped")]
            if not moved:
                assert not said, f"{where} tells a move no other seat made: {said!r}"
                continue
            if not said:
                found.append(f"{where}: the CPU's move is not told")
                continue
            told_count += 1
            for name in (*short, computer):
                if re.search(rf"(^|[\s.!?。]){re.escape(name)}\s*[:：]", said, re.IGNORECASE):
                    found.append(f"{where}: a log's '{name}:' prefix: {said!r}")
            first = re.split(r"(?<=[.!?。])\s*", said)[0].casefold()
            if computer not in first:
                found.append(f"{where}: its first sentence does not name the CPU ({computer!r}): {said!r}")
            for card in cards:
                if card_words(card, words).casefold() not in said.casefold():
                    found.append(f"{where}: {card_words(card, words)!r} is not named: {said!r}")
    assert told_count >= len(SCRIPTS), f"only {told_count} lessons came after another seat's move"
    assert not found, "\n".join(found)
