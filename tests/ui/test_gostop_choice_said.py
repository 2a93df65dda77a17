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
French at 960x540/150%, were cut with "…").

Each choice is one a good player makes, read off the engine: the card to
take scores at least as much as the other once the turn is played (pt19
was asked for the Willow rain man, a bright that scored nothing there, over
the lightning double plain that made 11 plains and 2 points), and where it
scores more the status line says both scores, so the person sees why."""

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
from koikoi.games.gostop.turn import hand_score_of
from koikoi.games.matchrecord import GAMES
from koikoi.ui.gostop.lessons import LESSONS, said_as
from koikoi.ui.gostop_words import points
from koikoi.ui.movelog import the_card
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
        names = {"the card that meets two": card_words(meeting, said_as(state.rules)), "their flower": flower(month, "gostop"),
                 "the one to take": card_words(action.card, said_as(state.rules))}
        for what, name in names.items():
            if name.casefold() not in said:
                found.append(f"action {k} in {lang}: {what} ({name!r}) is not said: {said!r}")
        other = next(x for x in both if x != action.card)
        score, other_score = (score_after(state, x) for x in (action.card, other))
        if score < other_score:
            found.append(f"action {k}: takes {card_words(action.card, 'gostop')} ({score}) over "
                         f"{card_words(other, 'gostop')} ({other_score})")
        elif score > other_score:
            why = [points(score), points(other_score), the_card(other, said_as(state.rules))]
            missing = [w for w in why if w.casefold() not in said]
            if missing:
                found.append(f"action {k} in {lang}: the choice's scores are not said ({missing}): {said!r}")
    assert checked, "the script asks no choice of the person: no test"
    assert not found, "\n".join(found)


def score_after(state, card: int) -> int:
    """The person's points once field ``card`` is chosen and their turn played to its end (the flip too)."""
    engine = GAMES["gostop"]
    after = engine.apply(state, next(a for a in engine.legal_actions(state) if a.card == card))[0]
    while after.hand.player == HUMAN and after.hand.phase is Phase.FLIP:
        after = engine.apply(after, engine.legal_actions(after)[0])[0]
    return hand_score_of(after.rules, after.hand.captures[HUMAN], after.hand.cup)


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
                    panel.render_status(said, right, lay, assets, left, status_line.status_floor(lay))  # as guided
                    if cut:
                        found.append(f"{game} ({preset}) action {k} at {size}/{pct}% in {lang}: cut: {said!r}")
    assert checked > 20
    assert not found, "\n".join(found)
