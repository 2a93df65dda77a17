"""The replay outlines the opponents' last moves as the live table did at
the same step (issue 39): in play the dashed outline stays on a
computer's move until the person acts, so the replay must not clear it
at the computer's next move, nor drop it when it jumps to a move. Each
step of seeded matches is played at a live table (the person's seat and
the computer's acted for it, in the record's order) and at the replay,
stepped forward and jumped to; the outlined cards must be the same."""

from __future__ import annotations

import random

import pytest

from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.table.replay import ReplayTable

from .test_replay_truth import opened, still
from .test_taken_up import shown_to_its_end

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]


def outlined(table) -> dict[int, object]:  # noqa: ANN001
    """The cards outlined, each with its outline's colour."""
    return {c: table.sprites[c].mark for c in table.stage.traced}


def live_outlines(app, replay: ReplayTable) -> list[dict[int, object]]:  # noqa: ANN001
    """What a live table outlines after each of the replay's actions, the
    person's seat and the computers' played at it in the record's order."""
    first = replay.replay.states[0]
    if isinstance(replay, GostopTableScene):
        live = GostopTableScene(app.ctx, first.rules, level="easy", resume=first)
    else:
        live = TableScene(app.ctx, first.rules, level="easy", resume=first)
    live.agents = {}  # nobody acts by itself: every seat's action is the record's
    shown_to_its_end(live)
    seen = [outlined(live)]
    for action in replay.replay.actions:
        live.act(action)
        shown_to_its_end(live)
        seen.append(outlined(live))
    return seen


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_replay_outlines_each_step_as_the_live_table_did(app, game, preset, players):
    table = opened(app, game, preset, players, 4, 90)
    want = live_outlines(app, table)
    assert any(want), "the record has outlined moves to compare"
    summaries: list[int] = []
    still(app, table, summaries)
    while table.at < table.moves:
        table.step_forward()
        still(app, table, summaries)
        assert outlined(table) == want[table.at], f"stepped to {table.at}"
    rng = random.Random(4)
    for _ in range(10):
        table.goto(rng.randrange(table.moves + 1))
        still(app, table, summaries)
        assert outlined(table) == want[table.at], f"jumped to {table.at}"
    app.pop()
    app.pop()
