"""A match kept as its start and actions plays again exactly, in both
games; its JSON loads back equal, and a file changed by hand, or whose
actions do not give what it says, is refused with the reason."""

from __future__ import annotations

import json
import random

import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.interface import RoundFacts

CASES = [("koikoi", "nintendo", 2), ("koikoi", "fr-classic", 2), ("koikoi", "korean", 2),
         ("gostop", "matgo", 2), ("gostop", "matgo", 3), ("gostop", "gostop-brazilian", 3)]


def played(game_name: str, preset: str, players: int, seed: int, stop_after: int | None = None) -> MR.MatchRecord:
    """A match between random players, written down as the history writes it."""
    game = MR.GAMES[game_name]
    rng = random.Random(seed)
    state, _ = game.new(game.load_rules(preset), seed, players)
    actions, rounds = [], [game.round_facts(state)] if game.outcomes(state) else []
    while not game.over(state) and (stop_after is None or len(actions) < stop_after):
        action = rng.choice(list(game.legal_actions(state)))
        before = len(game.outcomes(state))
        state, _ = game.apply(state, action)
        actions.append(game.action_text(action))
        if len(game.outcomes(state)) > before:
            facts = game.round_facts(state)
            assert facts is not None
            rounds.append(facts)
    return MR.MatchRecord(game_name, "normal", game.start(state), tuple(actions), tuple(rounds),
                          MR.outcome_of(game, state), tuple(game.scores(state)), "2026-12-05T10:00:00+01:00",
                          "2026-12-05T10:20:00+01:00" if game.over(state) else None)


@pytest.mark.parametrize("game_name, preset, players", CASES)
def test_a_match_replays_to_the_same_rounds_and_result(game_name, preset, players):
    for seed in range(3):
        record = played(game_name, preset, players, seed)
        assert record.outcome in MR.FINISHED and record.rounds
        again = MR.replay(record)
        game = record.engine
        assert again.facts == list(record.rounds)
        assert tuple(game.scores(again.states[-1])) == record.scores
        assert len(again.states) == len(record.actions) + 1 == len(again.events)
        assert len(again.round_starts) == len(record.rounds)
        for start in again.round_starts[1:]:  # each deal follows a round's end
            assert game.round_facts(again.states[start - 1]) is not None
            assert game.to_move(again.states[start - 1]) is None  # the table deals


def test_round_facts_are_only_given_between_rounds():
    record = played("koikoi", "nintendo", 2, 5)
    again = MR.replay(record)
    game = record.engine
    ended = [i for i, s in enumerate(again.states) if game.round_facts(s) is not None]
    # a round's facts show from its last action until the next deal
    assert len(ended) >= len(record.rounds)
    assert all(game.to_move(again.states[i]) is None for i in ended)


@pytest.mark.parametrize("game_name, preset, players", [CASES[0], CASES[4]])
def test_an_exported_match_loads_back_equal(game_name, preset, players):
    record = played(game_name, preset, players, 11)
    text = MR.to_json(record)
    assert MR.from_data(json.loads(text)) == record
    unfinished = played(game_name, preset, players, 12, stop_after=40)
    assert unfinished.outcome == "playing"
    assert MR.from_data(json.loads(MR.to_json(unfinished))) == unfinished


def _resealed(data: dict) -> dict:
    content = {k: v for k, v in data.items() if k not in ("format", "version", "check")}
    return {**data, "check": MR.digest(content)}


def test_a_file_changed_by_hand_is_refused_for_its_check():
    data = MR.to_data(played("koikoi", "nintendo", 2, 3))
    data["scores"] = [99, 0]
    with pytest.raises(MR.RecordError, match="check does not match"):
        MR.from_data(data)


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.update(scores=[d["scores"][0] + 1, d["scores"][1]]), "recorded scores"),
    (lambda d: d.update(outcome="won" if d["outcome"] != "won" else "lost"), "recorded as"),
    (lambda d: d["rounds"][0].update(points=d["rounds"][0]["points"] + 1), "round 1: recorded"),
    (lambda d: d["rounds"].pop(), "round 12 ends in the replay but is not recorded"),
    (lambda d: d["actions"].__setitem__(0, "play no-such-card"), "action 1 .* not one the rules allow"),
    (lambda d: d.update(actions=d["actions"][:-30]), "rounds are recorded|recorded as"),
    (lambda d: d.update(seed=d["seed"] + 1), "not one the rules allow|round 1"),
])
def test_a_resealed_file_whose_match_does_not_replay_is_refused(change, reason):
    data = MR.to_data(played("koikoi", "nintendo", 2, 4))
    change(data)
    with pytest.raises(MR.RecordError, match=reason):
        MR.from_data(_resealed(data))


@pytest.mark.parametrize("field, value, named", [
    ("game", "chess", "game"), ("level", "godlike", "level"), ("players", 3, "players"),
    ("players", True, "players"), ("seed", "7", "seed"), ("rules", [], "rules"), ("scores", [1], "scores"),
    ("actions", [1, 2], "actions"), ("rounds", {}, "rounds"), ("outcome", "victory", "outcome"),
    ("started", 5, "started"),
])
def test_each_bad_field_is_named(field, value, named):
    data = MR.to_data(played("koikoi", "nintendo", 2, 6, stop_after=10))
    data[field] = value
    with pytest.raises(MR.RecordError, match=named):
        MR.from_data(_resealed(data))


def test_bad_rounds_are_named_by_place():
    data = MR.to_data(played("gostop", "matgo", 2, 6))
    data["rounds"][2]["calls"] = [0]
    with pytest.raises(MR.RecordError, match=r"rounds\[2\]\.calls"):
        MR.from_data(_resealed(data))


def test_not_a_record_and_other_versions_are_refused():
    with pytest.raises(MR.RecordError, match="not a match record"):
        MR.from_data({"format": "koikoi-match"})
    data = MR.to_data(played("koikoi", "nintendo", 2, 6, stop_after=5))
    data["version"] = 2
    with pytest.raises(MR.RecordError, match="version 2"):
        MR.from_data(data)


def test_rules_that_do_not_compile_are_named():
    data = MR.to_data(played("koikoi", "nintendo", 2, 6, stop_after=5))
    data["rules"]["scoring"] = {"no_such_option": 1}
    with pytest.raises(MR.RecordError, match="cannot begin again.*no_such_option"):
        MR.from_data(_resealed(data))


def test_round_facts_name_the_cards_of_each_yaku():
    record = played("gostop", "matgo", 2, 8)
    made = [f for f in record.rounds if f.yaku]
    assert made
    for f in made:
        assert isinstance(f, RoundFacts) and f.winner is not None
        for yaku, cards in f.yaku:
            assert yaku and cards and len(set(cards)) == len(cards)
