"""The guided first match's scripts: each preset's plays through its rules
and teaches every topic, the person's first lesson is their first move,
and a script that cannot teach is refused by name."""

from __future__ import annotations

import dataclasses
import json

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import WELCOME, Script, ScriptError, course, from_data, shipped, to_json

CASES = [(game, preset) for game, teacher in TEACHERS.items() for preset in teacher.taught]


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_every_preset_has_a_script_that_teaches_every_topic(game: str, preset: str) -> None:
    teacher = TEACHERS[game]
    script = shipped(game, preset)
    assert script is not None, f"no lesson script for {preset}"
    taught = course(teacher, script)
    topics = [c.topic for c in taught.cues]
    assert topics[0] == WELCOME and taught.cues[0].at == 0
    assert sorted(topics[1:]) == sorted(teacher.topics)  # each once
    assert [c.at for c in taught.cues] == sorted(c.at for c in taught.cues)
    assert teacher.game.over(taught.state_at(len(taught.actions)))  # the guided match ends with its script
    # the first card the person plays is the first lesson after the welcome
    first_play = next(n for n, a in enumerate(script.actions)
                      if teacher.game.to_move(taught.state_at(n)) == HUMAN and a.startswith("play "))
    assert taught.cues[1].at == first_play


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_the_json_round_trips(game: str, preset: str) -> None:
    script = shipped(game, preset)
    assert script is not None
    assert from_data(json.loads(to_json(script)), "here") == script


def test_koikoi_risk_comes_in_the_first_round_and_the_multiplier_in_the_last() -> None:
    teacher = TEACHERS["koikoi"]
    script = shipped("koikoi", "nintendo")
    assert script is not None
    taught = course(teacher, script)
    at = {c.topic: c.at for c in taught.cues}
    first_round_ends = taught.played.round_starts[1]
    assert at["koikoi"] < at["risk"] <= first_round_ends < at["stop"]
    end = taught.state_at(at["multipliers"])
    result = end.round.result
    assert result.winner == HUMAN and [m for m, _ in result.score.multipliers] == ["opponent-koikoi"]


def test_an_action_out_of_place_is_refused_by_name() -> None:
    script = shipped("koikoi", "nintendo")
    assert script is not None
    broken = dataclasses.replace(script, actions=(script.actions[0], "play pine-crane", *script.actions[2:]))
    with pytest.raises(ScriptError, match=r"koikoi lessons for nintendo: action 2 \('play pine-crane'\)"):
        course(TEACHERS["koikoi"], broken)


def test_a_script_that_stops_short_names_the_topics_it_never_shows() -> None:
    script = shipped("koikoi", "nintendo")
    assert script is not None
    short = dataclasses.replace(script, actions=script.actions[:5])
    with pytest.raises(ScriptError, match="never shows .*yaku.*koikoi"):
        course(TEACHERS["koikoi"], short)


@pytest.mark.parametrize(("change", "named"), [
    ({"format": "other"}, "not a lesson script"),
    ({"game": "poker"}, "game 'poker'"),
    ({"preset": "nowhere"}, "preset 'nowhere'"),
    ({"seed": "x"}, "seed must be"),
    ({"actions": "play"}, "actions must be"),
])
def test_bad_script_data_is_refused_by_name(change: dict[str, object], named: str) -> None:
    data = json.loads(to_json(Script("koikoi", "nintendo", 1, ("flip",))))
    data.update(change)
    with pytest.raises(ScriptError, match=f"lessons/x.json: .*{named}"):
        from_data(data, "lessons/x.json")
