"""Both games through the one interface the shared code plays them by."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.interface import play
from koikoi.games.koikoi.api import KOIKOI
from koikoi.games.koikoi.rules import load_preset

CASES = [(KOIKOI, load_preset("nintendo"), 2), (GOSTOP, load_gostop("matgo"), 2),
         (GOSTOP, load_gostop("gostop-brazilian"), 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]


class Chooser:
    """Plays a legal action of the view it is given, at random."""

    def __init__(self, game, seed: int) -> None:
        self.game, self.rng, self.seen = game, random.Random(seed), 0

    def act(self, seen):
        self.seen += 1
        return self.rng.choice(list(seen.legal))


@pytest.mark.parametrize(("game", "rules", "players"), CASES, ids=IDS)
def test_a_whole_game_plays_to_its_end_and_saves_and_loads_back(game, rules, players):
    choosers = [Chooser(game, p) for p in range(players)]
    state = play(game, rules, choosers, seed=5)
    assert game.over(state) and not game.legal_actions(state)
    assert all(c.seen for c in choosers), "every seat was asked to act"
    outcomes = game.outcomes(state)
    assert outcomes and all(o.winner is None or 0 <= o.winner < players for o in outcomes)
    assert len(game.scores(state)) == players
    again = game.load(game.dump(state))
    assert game.dump(again) == game.dump(state)
    assert game.winner(again) == game.winner(state)


@pytest.mark.parametrize(("game", "rules", "players"), CASES, ids=IDS)
def test_the_same_seed_deals_the_same_game(game, rules, players):
    first = play(game, rules, [Chooser(game, p) for p in range(players)], seed=9)
    second = play(game, rules, [Chooser(game, p) for p in range(players)], seed=9)
    assert game.dump(first) == game.dump(second)


@pytest.mark.parametrize(("game", "rules", "players"), CASES, ids=IDS)
def test_a_seat_sees_its_own_legal_actions_and_the_table_acts_alone(game, rules, players):
    state, _ = game.new(rules, 3, players)
    rng = random.Random(3)
    tables = 0
    for _ in range(400):
        if game.over(state):
            break
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        if seat is None:
            tables += 1
            action = legal[0]
        else:
            seen = game.observe(state, seat)
            assert list(seen.legal) == list(legal)
            world = game.resample(seen, rng)  # the hidden cards dealt again, the seen ones kept
            now = state.round if game is KOIKOI else state.hand
            assert world.hands[seat] == now.hands[seat] and world.field == now.field
            action = rng.choice(list(legal))
        state, _ = game.apply(state, action)
    assert tables, "no table action (a flip or the next deal) came up"


def test_koikoi_is_played_by_two():
    with pytest.raises(ValueError, match="two"):
        KOIKOI.new(load_preset("nintendo"), 1, 3)
