"""A match exported to a file opens again equal; a file changed by hand,
damaged, or not a match is refused with a sentence naming it."""

from __future__ import annotations

import json

import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage import files, sharing
from tests.games.test_matchrecord import played


@pytest.mark.parametrize("game_name, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 3)])
def test_an_exported_match_opens_again_equal(tmp_path, game_name, preset, players):
    record = played(game_name, preset, players, 5)
    path = sharing.export(record, 17, tmp_path / "shared")
    assert path.name == f"{game_name}-2026-12-05-1000-17.json"
    assert sharing.read(path) == record
    assert sharing.found(tmp_path / "shared") == [path]


def test_a_tampered_file_is_refused_by_name(tmp_path):
    path = sharing.export(played("koikoi", "nintendo", 2, 5), 1, tmp_path)
    data = json.loads(path.read_text())
    data["scores"][0] += 10
    path.write_text(json.dumps(data))
    with pytest.raises(files.Unreadable, match=f"{path.name}.*cannot be opened: its check does not match"):
        sharing.read(path)


@pytest.mark.parametrize("content, why", [
    ("{not json", "not valid JSON"), ('{"format": "koikoi-match"}', "not a match record"), ("", "not valid JSON"),
])
def test_files_that_are_not_matches_are_refused_by_name(tmp_path, content, why):
    path = tmp_path / "friend.json"
    path.write_text(content)
    with pytest.raises(files.Unreadable, match=f"friend.json.*{why}"):
        sharing.read(path)


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(files.Unreadable, match="gone.json is not there"):
        sharing.read(tmp_path / "gone.json")


def test_an_unwritable_folder_raises_for_the_caller_to_say(tmp_path):
    blocker = tmp_path / "shared"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(OSError):
        sharing.export(played("koikoi", "nintendo", 2, 5, stop_after=10), 1, blocker)
    assert MR.FORMAT in MR.to_json(played("koikoi", "nintendo", 2, 5, stop_after=10))
