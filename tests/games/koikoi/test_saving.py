"""Saves: a match goes to JSON and comes back identical; a bad file is named."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi.games.koikoi.game import apply, legal_actions, new_match
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.common.saving import SaveError
from koikoi.games.koikoi.saving import dump_match, from_json, to_json


def some_match(preset="nintendo", seed=1, steps=30):
    rng = random.Random(seed)
    m, _ = new_match(load_preset(preset), seed=seed)
    for _ in range(steps):
        if m.over:
            break
        legal = legal_actions(m)
        m, _ = apply(m, legal[rng.randrange(len(legal))])
    return m


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("steps", [0, 3, 17, 60, 400])
def test_round_trip_is_identical(preset, steps):
    m = some_match(preset, seed=steps, steps=steps)
    back = from_json(to_json(m))
    assert back == m
    assert back.round == m.round
    assert to_json(back) == to_json(m)


def test_a_loaded_match_plays_on_exactly_like_the_original():
    m = some_match(steps=11)
    back = from_json(to_json(m))
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(80):
        if m.over:
            break
        la, lb = legal_actions(m), legal_actions(back)
        assert la == lb
        i = rng_a.randrange(len(la))
        assert i == rng_b.randrange(len(lb))
        m, ea = apply(m, la[i])
        back, eb = apply(back, lb[i])
        assert ea == eb


def test_the_record_of_hand_plays_is_saved():
    m = some_match(seed=4, steps=9)
    assert m.plays, "the test needs a match with plays"
    assert from_json(to_json(m)).plays == m.plays


def test_a_save_from_before_the_record_still_loads():
    m = some_match(seed=4, steps=9)
    data = dump_match(m)
    del data["plays"]
    back = from_json(json.dumps(data))
    assert back.plays == () and back.round == m.round


def test_a_save_from_before_the_koikoi_limit_scope_plays_as_it_did():
    """Saves written before ``play.koikoi_limit_scope`` existed count each
    player's calls, as every rule set did then."""
    m = some_match(seed=4, steps=9)
    data = json.loads(json.dumps(dump_match(m)))
    del data["rules"]["play"]["koikoi_limit_scope"]
    back = from_json(json.dumps(data))
    assert back.rules.play.koikoi_limit_scope == "each" and back.round == m.round


def tamper(data, path, value):
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    "path,value,message",
    [
        (("format",), "chess", "not a Koi-Koi save"),
        (("version",), 99, "version"),
        (("round", "hands", 0, 0), "pine-cran", r"round\.hands\[0\]\[0\].*unknown card id"),
        (("round", "field"), "pine-crane", r"round\.field.*list of card ids"),
        (("round", "phase"), "dance", r"round\.phase.*unknown phase"),
        (("round", "player"), 2, r"round\.player.*player 0 or 1"),
        (("round", "deck_pos"), 999, r"round\.deck_pos"),
        (("round", "koikoi_calls"), [1], r"round\.koikoi_calls.*two"),
        (("rules", "play", "koikoi_limit"), "lots", r"play\.koikoi_limit"),
        (("scores",), "a lot", r"scores"),
        (("seed",), 1.5, r"seed"),
        (("plays",), "many", r"plays.*must be a list"),
        (("plays", 0, "card"), "pine-cran", r"plays\[0\]\.card.*unknown card id"),
        (("plays", 0, "player"), 3, r"plays\[0\]\.player.*player 0 or 1"),
    ],
)
def test_tampered_fields_are_named(path, value, message):
    data = dump_match(some_match(steps=5))
    with pytest.raises(SaveError, match=message):
        from_json(tamper(data, path, value))


def test_a_card_in_two_places_is_caught():
    data = dump_match(some_match(steps=5))
    dup = data["round"]["hands"][0][0]
    data["round"]["field"].append(dup)
    with pytest.raises(SaveError, match="also found elsewhere"):
        from_json(json.dumps(data))


def test_a_missing_card_is_caught():
    data = dump_match(some_match(steps=5))
    data["round"]["hands"][1].pop()
    with pytest.raises(SaveError, match="nowhere"):
        from_json(json.dumps(data))


def test_a_missing_field_is_named():
    data = dump_match(some_match(steps=5))
    del data["round"]["captures"]
    with pytest.raises(SaveError, match=r"round\.captures is missing"):
        from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"x"', b"\xff\xfe"])
def test_garbage_is_a_clear_error(text):
    with pytest.raises(SaveError):
        from_json(text)


def test_json_with_code_is_just_data():
    """Loading never evaluates anything: a string that looks like code is a bad value."""
    data = dump_match(some_match(steps=5))
    data["round"]["phase"] = "__import__('os').system('echo hacked')"
    with pytest.raises(SaveError, match="unknown phase"):
        from_json(json.dumps(data))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=12) | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from paths(value, prefix + (i,))


SAVE = dump_match(some_match("brazilian", seed=3, steps=25))
SAVE_PATHS = [p for p in paths(SAVE) if p]


@settings(max_examples=400, deadline=None)
@given(where=st.sampled_from(SAVE_PATHS), value=json_values, delete=st.booleans())
def test_any_tampering_gives_a_save_error_or_a_valid_match(where, value, delete):
    data = json.loads(json.dumps(SAVE))
    node = data
    for key in where[:-1]:
        node = node[key]
    if delete and isinstance(node, dict):
        del node[where[-1]]
    else:
        node[where[-1]] = value
    try:
        m = from_json(json.dumps(data))
    except SaveError:
        return
    # Accepted: then it must be a coherent match that plays on.
    legal_actions(m)
    from_json(to_json(m))
