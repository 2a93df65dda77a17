"""The guided first match's scripts: each preset's plays through its rules
and teaches every topic, the person's first lesson is their first move,
every move it asks of the person is one a good player would make, and a
script that cannot teach is refused by name."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from koikoi.ai.judges import JUDGES, misplays
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
def test_every_move_a_script_asks_of_the_person_is_one_a_good_player_would_make(game: str, preset: str) -> None:
    """Replayed, each of the person's moves is judged from what they see
    (koikoi/ai/judges.py; the rules are in docs/guided.md): no card laid
    down while another could take, no capture worth less than another
    (unless the normal level's heuristic prefers it), the least card laid."""
    script = shipped(game, preset)
    assert script is not None
    bad = misplays(course(TEACHERS[game], script))
    assert not bad, f"{game} lessons for {preset}: " + "; ".join(bad)


@pytest.mark.parametrize("game", sorted(TEACHERS))
def test_the_judge_never_passes_a_card_laid_down_while_another_could_take(game: str) -> None:
    """Over random play of the game's taught presets: a good player always
    has a move, a card laid down (or thrown away) never passes while a card
    in hand could take one, and the normal level's own heuristic choice
    always passes (the judge agrees with the computer it plays against)."""
    _judge_over_random_play(game, [p for p in TEACHERS[game].taught if p not in NOT_TUNED])


# fr-club (the themed deck's four yaku): the normal level builds a themed yaku where a yaku is made at once
# (a plain for Kasu passed over for the maple ribbon): the levels are not yet tuned to the themed yaku (issue 40)
NOT_TUNED = ("fr-club",)


@pytest.mark.xfail(strict=True, reason="the normal level passes over a yaku made at once for a themed one "
                                       "(issue 40: the levels not yet tuned to the themed yaku)")
def test_the_judge_agrees_with_the_normal_level_under_the_themed_yaku() -> None:
    _judge_over_random_play("koikoi", list(NOT_TUNED) * 7)  # as many deals as the last of seven presets has


def _judge_over_random_play(game: str, presets: list[str]) -> None:
    teacher, judge = TEACHERS[game], JUDGES[game]
    engine = teacher.game
    rng = random.Random(7)
    checked = 0
    for number, preset in enumerate(presets, 1):
        state, _ = engine.new(engine.load_rules(preset), number, 2)
        while not engine.over(state) and checked < 150 * number:
            legal = list(engine.legal_actions(state))
            if engine.to_move(state) == HUMAN and len(legal) > 1:
                seen = engine.observe(state, HUMAN)
                good = judge.good_moves(seen)
                if any(_takes(seen, a) for a in legal):
                    assert not any(_takes(seen, a) is False for a in good), (preset, good)
                normal = _normal_choice(game, seen)
                assert normal is None or normal in good, (preset, normal, good)
                checked += 1
            state, _ = engine.apply(state, rng.choice(legal))
    assert checked > 100


def _takes(seen, action) -> bool | None:
    """Whether a card played from the hand takes a field card (None: not a card from the hand, or a bonus card)."""
    from koikoi.games.common.cards import LIGHTNING, MONTH_MASK_OF_CARD  # noqa: PLC0415
    kind = getattr(action.kind, "name", action.kind).lower()
    if kind not in ("play", "shake", "bomb") or action.card >= 48:
        return None
    if getattr(seen, "november_played", True) is False and action.card == LIGHTNING and seen.rules.play.gaji and seen.field:
        return True  # Koi-Koi's Gaji joker takes any card
    return bool(seen.field & MONTH_MASK_OF_CARD[action.card])


def _normal_choice(game: str, seen):
    """The normal level's heuristic choice of a card play or a capture (None for any other decision)."""
    if game == "koikoi":
        from koikoi.ai.koikoi.heuristics import values  # noqa: PLC0415
        from koikoi.ai.koikoi.normal import NormalAgent  # noqa: PLC0415
        from koikoi.games.koikoi.actions import Act  # noqa: PLC0415
        if seen.legal[0].kind not in (Act.PLAY, Act.TAKE):
            return None
        return NormalAgent().heuristic_choice(seen, values(seen.rules))
    from koikoi.ai.gostop.agents import GostopNormalAgent  # noqa: PLC0415
    if not {a.kind for a in seen.legal} <= {"play", "shake", "bomb", "choose"}:
        return None
    return GostopNormalAgent().heuristic_choice(seen)


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


@pytest.mark.parametrize("game", sorted(TEACHERS))
def test_every_preset_offered_is_taught_by_a_script(game):
    """Each preset a player may choose has a guided match: its own script, else the one of the preset it
    extends, else the first taught's (pt18: fr-club, fr-variant with the themed deck, offered "lesson 12" of
    11, then said in English that there were none)."""
    from koikoi.games.common.rulefiles import parent_of
    from koikoi.games.lessons import teaching

    teacher = TEACHERS[game]
    for preset in teacher.taught:
        script = teaching(teacher, game, preset)
        assert script is not None, f"{game}: no guided match for {preset}"
        own = shipped(game, preset)
        parent = parent_of(preset)
        expected = own or (parent and shipped(game, parent)) or shipped(game, teacher.taught[0])
        assert script == expected, (game, preset, script.preset)
