"""The replay's table agrees with the engine's history at every step
(:mod:`koikoi.ui.table.replay`), for both games, two and three players:
over several seeded matches (finished, and left part way), stepped
forward, played on by itself, and jumped about, the panel's scores are
the state's, whose turn it says is the state's seat to move (none once
a round is over), every round's summary opens when its end is played,
and the end of the replay says how the match stands: over with its
result, or left there, with its score."""

from __future__ import annotations

import random

import pytest

from koikoi.ui.scene import Scene
from koikoi.ui.summary_overlay import SummaryOverlay
from koikoi.ui.table.replay import ReplayTable

from ..games.test_matchrecord import played
from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]
SEEDS = (1, 2)


class Below(Scene):
    """The screen that opened the replay."""


def panel_scores(table: ReplayTable) -> dict[str, int]:
    """Each seat's score as the information panel shows it, by the seat's name."""
    info = table.canvas.info()
    rows = getattr(info, "seats", None) or info.rows
    return {r.name: r.score for r in rows}


def round_over(table: ReplayTable, state: object) -> bool:
    return bool(table.engine.round_facts(state) is not None)


def audit(table: ReplayTable, where: str) -> None:
    """The table as shown, against the state the replay keeps for where it stands."""
    engine, state = table.engine, table.replay.states[table.at]
    assert engine.dump(table.state) == engine.dump(state), where
    scores = tuple(engine.scores(state))
    assert panel_scores(table) == dict(zip(table.names, scores)), where
    words = table.canvas.turn_words()
    seat = engine.to_move(state)
    if round_over(table, state) or engine.over(state):
        assert table.turn_shown is None or not hasattr(table, "scored"), where  # Go-Stop's marker too
        assert "turn" not in words, (where, words)
    elif seat is not None and table.at < table.moves:
        assert table.turn_shown == seat, where
    if table.at >= table.moves:  # the record's end: no one's turn, and the strip says how the match stands
        assert "turn" not in words, (where, words)
        said = table.said()
        if engine.over(state):
            assert "over" in said and all(str(n) in said for n in scores), (where, said)
        else:
            assert "left" in said and all(str(n) in said for n in scores), (where, said)


def still(app, table: ReplayTable, summaries: list[int]) -> None:
    """Frames until the table is still; each summary that opens is noted (where it opened) and closed with Next."""
    for _ in range(60):
        run(app, 600, until=lambda: (table.idle and not table.summary_due and not table.playing)
            or app.top is not table)
        if app.top is table:
            return
        assert isinstance(app.top, SummaryOverlay)
        summaries.append(table.at)
        app.top.next()


def opened(app, game: str, preset: str, players: int, seed: int, stop_after: int | None) -> ReplayTable:
    rec = played(game, preset, players, seed, stop_after=stop_after)
    app.push(Below(app.ctx))
    table = app.ctx.screens.replay(rec, "", at=0)
    assert isinstance(table, ReplayTable)
    app.push(table)
    run(app, 3)
    return table


def ends(table: ReplayTable) -> list[int]:
    """Where each round ends in the replay (the state after its last action)."""
    return [at for at in range(1, table.moves + 1)
            if table.engine.round_facts(table.replay.states[at]) is not None
            and table.engine.round_facts(table.replay.states[at - 1]) is None]


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_stepping_forward_the_table_is_the_engines_at_every_step(app, game, preset, players):
    for seed in SEEDS:
        table = opened(app, game, preset, players, seed, None if seed == 1 else 140)
        summaries: list[int] = []
        still(app, table, summaries)
        while table.at < table.moves:
            table.step_forward()
            still(app, table, summaries)
            audit(table, f"seed {seed}, at {table.at}")
        assert summaries == ends(table), seed  # every round's summary, each once, where its round ended
        app.pop()
        app.pop()


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_played_on_by_itself_and_jumped_about_the_table_stays_the_engines(app, game, preset, players):
    rng = random.Random(7)
    for seed in (3,):
        table = opened(app, game, preset, players, seed, 110)
        summaries: list[int] = []
        table.toggle_play()
        while table.at < table.moves:
            still(app, table, summaries)
            if not table.playing:
                break
        still(app, table, summaries)
        audit(table, f"seed {seed}, played to {table.at}")
        assert summaries == ends(table), seed
        spots = [*ends(table), table.moves]
        for n in range(12):  # jumps (every other one to a round's end), each followed by steps forward
            table.goto(rng.choice(spots) if n % 2 else rng.randrange(table.moves + 1))
            still(app, table, summaries)
            audit(table, f"seed {seed}, jumped to {table.at}")
            for _ in range(rng.randrange(1, 6)):
                at, seen = table.at, len(summaries)
                table.step_forward()
                still(app, table, summaries)
                audit(table, f"seed {seed}, stepped to {table.at}")
                if at in ends(table):  # jumped to a round's end: a step forward shows its summary first
                    assert summaries[seen:] == [at], (seed, at)
                if table.at >= table.moves:
                    break
        app.pop()
        app.pop()
