"""The replay's Play (and Space) plays the record on by itself, at its
pace, from the first deal, for both games, for a finished match and for
one left part way: the move number advances within a few seconds."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.i18n import pgettext
from koikoi.ui.summary_overlay import SummaryOverlay

from ..games.test_matchrecord import played
from .conftest import key, run
from .test_replay_truth import opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2, None), ("koikoi", "nintendo", 2, 35), ("gostop", "matgo", 2, None),
         ("gostop", "matgo", 2, 35), ("gostop", "matgo", 3, 35)]
IDS = ["koikoi", "koikoi-left", "gostop-2", "gostop-2-left", "gostop-3-left"]


@pytest.mark.parametrize("game, preset, players, stop_after", CASES, ids=IDS)
@pytest.mark.parametrize("how", ["space", "click"])
def test_play_advances_the_moves_by_itself(app, game, preset, players, stop_after, how):
    table = opened(app, game, preset, players, 1, stop_after)
    if how == "space":
        key(pygame.K_SPACE)
    else:
        table.play_button.on_click()
    app.run(quit_after=5.0)  # the app's own loop, which sleeps while its top scene says nothing moves
    assert table.playing or table.at >= table.moves
    assert table.at >= 2, f"still at move {table.at} after five seconds of Play"


@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 2)],
                         ids=["koikoi", "gostop-2"])
@pytest.mark.parametrize("left", [False, True], ids=["finished", "left"])
def test_the_summary_at_the_records_end_says_it_closes(app, game, preset, players, left):
    """At the record's end (the match over, or left at a round's end) the
    summary's first button closes it and the replay stays: it says so, not
    "Next round" or "See the result"; a summary before the end goes on."""
    full = played(game, preset, players, 1)
    assert full.outcome in MR.FINISHED
    stop = MR.replay(full).round_starts[1] - 1 if left else None  # the first round's end, then left
    table = opened(app, game, preset, players, 1, stop)
    assert table.engine.over(table.replay.states[-1]) is not left
    ends = [i for i in range(1, table.moves) if i + 1 in table.replay.round_starts]
    for at, last in [*((i, False) for i in ends[:1]), (table.moves, True)]:
        table.goto(at)
        table.step_forward()  # a round's end jumped to: its summary first
        run(app, 3)
        summary = app.top
        assert isinstance(summary, SummaryOverlay)
        label = summary.next_button.label
        assert (label == pgettext("replay", "Stay at the last move")) is last, (at, label)
        key(pygame.K_RETURN)
        run(app, 3)
        assert app.top is table
        assert table.at == at + (not last)
