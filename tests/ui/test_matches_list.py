"""The list of past matches (pt16): one thing chosen at a time (the arrows
pick a row and the keyboard's ring goes to the list, off the filter it was
on); the filters chosen in the list are those of the statistics it goes
back to; and the rounds column says rounds played, in words that cannot be
read as the round being played, each row's count the record's."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.ui.history_view import Chosen
from koikoi.ui.scenes.matches import MatchesScene
from koikoi.ui.scenes.statistics import StatisticsScene
from tests.test_history import play_into

from .conftest import key, run
from .test_seat_lines import LANGUAGES
from .test_statistics import opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def rings(scene) -> list:
    """The controls the keyboard's ring is drawn on."""
    return [w for w in scene.widgets if w.focused]


@pytest.mark.parametrize("arrow", [pygame.K_DOWN, pygame.K_UP])
def test_an_arrow_picks_a_row_and_the_ring_goes_to_the_list(app, arrow):
    for seed in range(3):
        play_into(app.ctx.history, "koikoi", "nintendo", seed=seed)
    s = opened(app, MatchesScene(app.ctx, "koikoi"))
    key(pygame.K_TAB)  # the ring on the first filter, the game's
    run(app, 2)
    assert rings(s) == [s.widgets[0]]
    for _ in range(4):
        key(arrow)
        run(app, 2)
        assert s.selected is not None, "a row picked"
        assert rings(s) == [s.list_area], "the ring on the list whose row is lit, and on nothing else"


def test_the_statistics_show_the_filters_chosen_in_the_list(app):
    play_into(app.ctx.history, "koikoi", "nintendo", seed=1)
    play_into(app.ctx.history, "gostop", "matgo", seed=1)
    stats = opened(app, StatisticsScene(app.ctx, "gostop"))
    stats.open_matches()
    listed = app.top
    run(app, 2)
    listed.filter_bar.change(game="koikoi", level="normal")  # as its pickers do
    run(app, 2)
    app.pop()  # Back
    run(app, 4)
    assert app.top is stats
    assert stats.chosen == Chosen("koikoi", "normal") and stats.filter_bar.chosen == stats.chosen
    assert stats.counts.filters == Chosen("koikoi", "normal").filters(), "the figures counted for them"


@pytest.mark.parametrize("game, preset", [("koikoi", "nintendo"), ("gostop", "matgo")])
def test_the_rounds_column_says_rounds_played_as_the_record_counts_them(app, game, preset):
    """Audited over matches ended and one in progress (its table on round 2 or later): each
    row's count is the rounds its record ended, one less than the round the table is on."""
    playing = None
    for seed, stop in ((1, None), (2, None), (3, 260)):
        rec, state = play_into(app.ctx.history, game, preset, seed=seed, stop_after=stop)
        if stop:
            playing = (rec.match_id, state)
    s = opened(app, MatchesScene(app.ctx, game))
    try:
        for lang in LANGUAGES:
            i18n.set_language(lang)
            played = i18n._("Rounds played") if game == "koikoi" else i18n._("Hands played")
            assert s.headings()[-1] == played
            for k, row in enumerate(s.rows):
                assert s.cells(k)[-1][0] == str(row.rounds)
            match_id, state = playing
            row = next(r for r in s.rows if r.id == match_id)
            assert row.outcome == "playing"
            on = state.round_no if game == "koikoi" else state.hand_no  # the table's "Round 2 of 12"
            assert on >= 2 and row.rounds == on - 1, (row.rounds, on)
    finally:
        i18n.set_language("en")
