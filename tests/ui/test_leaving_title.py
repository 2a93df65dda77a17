"""The question before a saved match is given up for a new one says, in
words, whether that match will count as a loss (koikoi.games.leaving's
rule: not before the player has played in it), and the record then does
as it said; both games."""

from __future__ import annotations

import random

import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.common.seats import HUMAN
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import click, make_app, run

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2)]


def saved_game(game_name: str, preset: str, players: int, person_plays: bool) -> object:
    """A game at its deal, or just after the person's first action (a random one), saved in its slot."""
    game = MR.GAMES[game_name]
    rng = random.Random(5)
    state, _ = game.new(game.load_rules(preset), 5, players)
    while person_plays:
        person_plays = game.to_move(state) != HUMAN
        state, _ = game.apply(state, rng.choice(list(game.legal_actions(state))))
    savegame.SLOTS[game_name].save(state, "normal")
    return state


def asked_new_match(app) -> tuple[TitleScene, ChoiceScene]:  # noqa: ANN001
    """The title opened over a saved match and New match clicked: the title, and the question it asks then."""
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    assert title.saved is not None
    click(title.new_button.rect.center)
    run(app, 2)
    question = app.top
    assert isinstance(question, ChoiceScene)
    return title, question


@pytest.mark.parametrize("game_name, preset, players", CASES)
@pytest.mark.parametrize("person_plays", [False, True])
def test_the_question_says_whether_the_match_left_counts_and_the_record_does_so(game_name, preset, players,
                                                                               person_plays):
    saved_game(game_name, preset, players, person_plays)
    app = make_app(S.Settings(animation_speed=4.0, game=game_name, gostop_preset="matgo"))
    try:
        _title, question = asked_new_match(app)
        if person_plays:
            assert "will count as a loss in your record" in question.text
        else:
            assert question.text.startswith("You have not played in the ")
            assert question.text.endswith("so it will not count in your record.")
        click(question.buttons[0].rect.center)  # New match
        run(app, 3)
        history = app.ctx.history
        lost = sum(t.played - t.won - t.drawn for t in history.record().values())
        assert lost == (1 if person_plays else 0)
        assert [r.outcome for r in history.matches(game=game_name)][-1] == (
            "abandoned" if person_plays else "uncounted")
    finally:
        app.ctx.worker.shutdown()


@pytest.mark.parametrize("game_name, preset, players", CASES)
def test_a_hasty_enter_keeps_the_saved_match(game_name, preset, players):
    """Enter pressed New match, which gave the saved match up as a loss (a
    newcomer's slip): the lit answer, which Enter gives, is Keep it."""
    import pygame

    from .conftest import key

    saved = saved_game(game_name, preset, players, True)
    app = make_app(S.Settings(animation_speed=4.0, game=game_name, gostop_preset="matgo"))
    try:
        title, question = asked_new_match(app)
        assert [b.label for b in question.buttons if b.primary] == ["Keep it"]
        key(pygame.K_RETURN)
        run(app, 3)
        assert app.top is title and savegame.SLOTS[game_name].load().saved is not None, "the saved match was lost"
        assert all(r.outcome != "abandoned" for r in app.ctx.history.matches(game=game_name))
        assert saved is not None
    finally:
        app.ctx.worker.shutdown()
