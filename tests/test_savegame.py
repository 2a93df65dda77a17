"""The saved match: written whole, read back exactly, and a file that
cannot be read is set aside with a sentence naming it, never lost."""

from __future__ import annotations

import json
import os

import pytest

from koikoi import savegame
from koikoi.engine import match as M
from koikoi.engine.rules import load_preset
from koikoi.engine.serialize import dump_match


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
    (b"\x00\x01 not json", "not JSON"),
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
