"""The guided Go-Stop's choice between two field cards says why there is a
choice and what to weigh (issue 39, r11: its status line said only "Take
the Willow rain man.", a bare order, where Koi-Koi's lesson says the card
matches two and to take the one your yaku need).

Every choice the shipped Go-Stop script asks of the person, in every
language, read off the engine's state: the status line names the card that
meets two (the one played, or the one turned up from the deck), the flower
(month) of the two field cards and the one to take; and every status line the guided
matches of both games give the person is drawn whole under the field (the
line holds two lines: the first words for the choice, three lines long in
French at 960x540/150%, were cut with "…")."""

from __future__ import annotations

import pytest

from koikoi.ui.table import panel, status_line

from koikoi import i18n
from koikoi.games.common.cards import MONTH_MASK, MONTH_OF, indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.state import Phase
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_LESSONS
from koikoi.ui.gostop.lessons import LESSONS
from koikoi.ui.words import card_words, flower

from .conftest import app_at

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_between_two_says_why_and_what_to_weigh(lang, speaking):
    i18n.set_language(lang)
    c = course(TEACHERS["gostop"], shipped("gostop", "matgo"))
    found, checked = [], 0
    for k, action in enumerate(c.played.actions):
        state = c.state_at(k)
        h = state.hand
        if action.kind != "choose" or h.player != HUMAN:
            continue
        checked += 1
        meeting = h.flipped if h.phase is Phase.CHOOSE_FLIP else h.played
        month = MONTH_OF[action.card]
        both = [x for x in indices(h.field & MONTH_MASK[month]) if x != meeting]
        assert len(both) == 2 and action.card in both
        said = LESSONS.pointing(state, action)[1].casefold()
        names = {"the card that meets two": card_words(meeting, "gostop"), "their flower": flower(month, "gostop"),
                 "the one to take": card_words(action.card, "gostop")}
        for what, name in names.items():
            if name.casefold() not in said:
                found.append(f"action {k} in {lang}: {what} ({name!r}) is not said: {said!r}")
    assert checked, "the script asks no choice of the person: no test"
    assert not found, "\n".join(found)


def the_person_s(c, game: str, k: int) -> bool:
    state = c.state_at(k)
    return (state.hand.player if game == "gostop" else state.to_move) == HUMAN


@pytest.mark.parametrize("size, pct", [((960, 540), 150), ((1280, 720), 100)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_guided_status_line_is_drawn_whole(size, pct, lang, monkeypatch):
    cut: list[str] = []
    real_fit = status_line.status_fit  # past two lines in the band, the words stand in a box over the field

    def fitted(said, *rest):  # noqa: ANN001, ANN202
        size, lines, boxed = real_fit(said, *rest)
        return size, lines, boxed and not cut.append(said)

    monkeypatch.setattr(status_line, "status_fit", fitted)
    found, checked = [], 0
    with app_at(size, pct, lang) as app:
        for game, words in (("gostop", LESSONS), ("koikoi", KOIKOI_LESSONS)):
            app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
            lay, assets = app.ctx.layout, app.ctx.assets
            left, right = panel.status_left([], lay), lay.rect("hint").right
            for preset in TEACHERS[game].taught:
                script = shipped(game, preset)
                if script is None:
                    continue
                c = course(TEACHERS[game], script)
                for k, action in enumerate(c.played.actions):
                    if not the_person_s(c, game, k):
                        continue
                    said = words.pointing(c.state_at(k), action)[1]
                    if not said:
                        continue
                    checked += 1
                    cut.clear()
                    panel.render_status(said, right, lay, assets, left)
                    if cut:
                        found.append(f"{game} ({preset}) action {k} at {size}/{pct}% in {lang}: cut: {said!r}")
    assert checked > 20
    assert not found, "\n".join(found)
