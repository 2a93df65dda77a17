"""The saved match: written whole, read back exactly, and a file that
cannot be read is set aside with a sentence naming it, never lost."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.saving import dump_match
from koikoi.storage import savegame


def played(moves: int, preset: str = "nintendo", until=lambda m: False):
    m, _ = M.new_match(load_preset(preset), 11)
    for _ in range(moves):
        if until(m):
            break
        m, _ = M.apply(m, M.legal_actions(m)[-1])
    return m


@pytest.mark.parametrize("preset", ["nintendo", "korean", "brazilian"])
def test_a_match_comes_back_exactly(tmp_path, preset):
    path = tmp_path / "data" / "match.json"
    m = played(9, preset)
    savegame.save(m, "hard", path)
    found = savegame.load(path)
    assert found.problem is None
    assert found.saved == savegame.Saved(m, "hard")
    assert json.loads(path.read_text())["format"] == savegame.FORMAT


def test_no_file_is_nothing_to_say(tmp_path):
    assert savegame.load(tmp_path / "match.json") == savegame.Found()


def test_a_finished_match_is_removed_not_offered(tmp_path):
    path = tmp_path / "match.json"
    m = played(3)
    done = played(100_000, until=lambda m: m.over)
    assert done.over
    # a file that holds a finished match (a crash mid-save may leave one) is dropped on loading
    path.write_text(json.dumps({"format": savegame.FORMAT, "version": 1, "level": "easy",
                                "match": dump_match(done)}))
    assert savegame.load(path) == savegame.Found() and not path.exists()
    savegame.save(m, "easy", path)
    savegame.save(done, "easy", path)  # saving a finished match removes the save
    assert not path.exists()


@pytest.mark.parametrize("content, says", [
    (b"\x00\x01 not json", "not valid JSON"),
    (b'{"format": "koikoi-match", "version": 1}', "not a Koi-Koi saved match"),
    (b'{"format": "koikoi-match-in-progress", "version": 7, "level": "hard", "match": {}}', "version 7"),
    (b'{"format": "koikoi-match-in-progress", "version": 1, "level": "godlike", "match": {}}', "godlike"),
    (b'{"format": "koikoi-match-in-progress", "version": 1, "level": "hard", "match": {"format": 3}}', "format"),
    (b'{"format": "koikoi-match-in-progress", "version": 1, "level": "hard", "match": "' + b"x" * (1 << 20) + b'"}',
     "too large"),
])
def test_an_unreadable_file_is_set_aside_with_a_reason(tmp_path, content, says):
    path = tmp_path / "match.json"
    path.write_bytes(content)
    found = savegame.load(path)
    assert found.saved is None and found.problem is not None
    assert says in found.problem and str(path) in found.problem
    assert found.set_aside is not None and found.set_aside.read_bytes() == content
    assert not path.exists()


def test_a_file_that_cannot_be_moved_is_still_reported(tmp_path, monkeypatch):
    path = tmp_path / "match.json"
    path.write_bytes(b"garbage")

    def stuck(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", stuck)
    found = savegame.load(path)
    assert found.saved is None and "could not be read" in found.problem and found.set_aside is None
    assert path.read_bytes() == b"garbage"


def test_a_save_that_cannot_be_written_raises_oserror_and_keeps_the_old_one(tmp_path, monkeypatch):
    path = tmp_path / "match.json"
    first = played(2)
    savegame.save(first, "normal", path)

    def power_cut(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        savegame.save(played(6), "normal", path)
    monkeypatch.undo()
    assert savegame.load(path).saved == savegame.Saved(first, "normal")


def _paths(value, prefix=()):
    """Every place in a JSON value: the key paths of its dicts and lists."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-100, 100) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["pine-crane", "plum-plain-1", "play", "koikoi", "nintendo"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), value=JSON_VALUES)
def test_any_tampered_save_is_loaded_or_set_aside_never_a_crash(tmp_path, data, value):
    """Change any one place of a real save to any JSON value: loading gives
    the match or a sentence, and the file is kept (as it was, or aside)."""
    path = tmp_path / "match.json"
    savegame.save(played(14), "normal", path)
    content = json.loads(path.read_text())
    where = data.draw(st.sampled_from([p for p in _paths(content) if p]))
    node = content
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    raw = json.dumps(content).encode()
    path.write_bytes(raw)
    found = savegame.load(path)
    assert (found.saved is None) == (found.problem is not None) or found == savegame.Found()
    if found.problem is not None:
        assert found.set_aside is not None and found.set_aside.read_bytes() == raw
        found.set_aside.unlink()
