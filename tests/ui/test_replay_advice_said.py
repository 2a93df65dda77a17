"""The replay's "Ask Hard" judges the decision still to make in the
position shown, and says so: playtesters read its answer at move 1 as
about the move just played (the strip had said "Last move: ..." there).

Audited against the engine over seeded replays of both games (two and
three players), at every state where a seat chooses: the hard level is
asked about what the seat to move saw in the state shown
(``engine.observe(replay.states[at], seat)``), and its answer names that
seat from the player's side as the one to move next ("Your move next:
...", "CPU 2's move next: ..."); where no seat chooses, it says the next
move is no one's choice."""

from __future__ import annotations

import pytest

from koikoi.ui.table.replay import ReplayTable

from .conftest import run
from .test_replay_truth import opened, still

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]


class Noting:
    """A stand-in hard level: notes what it was shown, and answers what was played there."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.seen: list[object] = []

    def act(self, observation: object) -> object:
        self.seen.append(observation)
        return self.answer


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_ask_hard_judges_and_names_the_decision_of_the_position_shown(app, game, preset, players):
    table: ReplayTable = opened(app, game, preset, players, 5, 40)
    still(app, table, [])
    engine, wrong, asked = table.engine, [], 0
    for at in range(table.moves):
        state = table.replay.states[at]
        seat = engine.to_move(state)
        table.goto(at)
        if seat is None:  # no advice: the line says the next move is no one's choice
            table.ask_hard()
            if "next move" not in table.said():
                wrong.append((at, table.said()))
            continue
        agent = Noting(table.replay.actions[at])
        table.hard_agent = lambda seed, agent=agent: agent  # type: ignore[method-assign]
        table.ask_hard()
        run(app, 30, until=lambda: not table.asking)
        asked += 1
        if agent.seen != [engine.observe(state, seat)]:
            wrong.append((at, "observed another position"))
        said = table.said()
        named = "Your move next: " if seat == table.person else f"{table.short[seat]}'s move next: "
        if not said.startswith(named) or table.advice_words(table.replay.actions[at]) not in said:
            wrong.append((at, seat, said))
    assert asked > 10
    assert not wrong, wrong[:5]
    app.pop()
    app.pop()
