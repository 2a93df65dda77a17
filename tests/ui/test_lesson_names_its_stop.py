"""A guided match that asks the person to stop names the button they see
(the Korean reading of 2026-12-07: Koi-Koi's and Go-Stop's lessons shared
one "Choose Stop.", and Korean could say neither 승부, Koi-Koi's button, nor
스톱, Go-Stop's, so it named no button at all).

Every shipped script of both games, in every language: each scripted stop's
instruction holds the word written on that game's Stop button, as the
table's own button makes it."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.i18n import _, pgettext

from .test_lesson_flip_said import LANGUAGES, SCRIPTS, WORDS, speaking  # noqa: F401  (speaking: a fixture)


def stop_button_word(game: str) -> str:
    """The word on the game's Stop button: Go-Stop's "Stop"; Koi-Koi's "Stop: +{points}" without its points."""
    if game == "gostop":
        return pgettext("gostop", "Stop")
    return _("Stop: +{points}").format(points=0).split("+")[0].strip(" :：")


def is_stop(action) -> bool:
    kind = getattr(action, "kind", None)
    return getattr(kind, "name", kind) in ("STOP", "stop")


@pytest.mark.usefixtures("speaking")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_scripted_stop_names_the_game_s_stop_button(lang):
    i18n.set_language(lang)
    found, checked = [], 0
    for game, preset in SCRIPTS:
        c = course(TEACHERS[game], shipped(game, preset))
        word = stop_button_word(game)
        assert word, f"{game}: no word on the Stop button in {lang}"
        for n, action in enumerate(c.actions):
            if not is_stop(action):
                continue
            checked += 1
            _cards, line = WORDS[game].pointing(c.state_at(n), action)
            if word.casefold() not in line.casefold():
                found.append(f"{game} ({preset}) action {n} in {lang}: {line!r} does not name the button {word!r}")
    assert checked >= 1, "no script asks for a stop: no test"
    assert not found, "\n".join(found)
