"""``koikoi-sim history`` and ``replay``: the kept matches listed, a match
replayed and checked from the database or from a file, and a record that
does not replay refused in one line with exit status 2; the database is
only read."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from koikoi.sim import main
from koikoi.storage import history_schema, sharing
from koikoi.storage.history import History
from tests.test_history import play_into


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "history.sqlite3"
    h = History.open(path, tmp_path / "record.json")
    play_into(h, seed=1, level="hard")
    play_into(h, "gostop", "matgo", 3, seed=2, level="easy")
    play_into(h, seed=3, stop_after=40)
    h.close()
    return path


def test_history_lists_every_match_the_latest_first(db, capsys):
    before = db.read_bytes()
    assert main(["history", "--db", str(db), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert [m["id"] for m in got["matches"]] == [3, 2, 1]
    assert [m["outcome"] for m in got["matches"]][0] == "playing"
    assert got["matches"][1]["game"] == "gostop" and got["matches"][1]["players"] == 3
    assert main(["history", "--db", str(db), "--game", "gostop"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and "gostop" in lines[1] and "easy" in lines[1]
    assert db.read_bytes() == before  # only read


@pytest.mark.parametrize("match_id", ["1", "2"])
def test_replay_checks_a_match_of_the_database(db, capsys, match_id):
    assert main(["replay", "--db", str(db), match_id, "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    kept = History.open(db).load(int(match_id))
    assert got["replayed"] and got["scores"] == list(kept.scores) and len(got["rounds"]) == len(kept.rounds)
    assert main(["replay", "--db", str(db), match_id]) == 0
    out = capsys.readouterr().out
    assert "replayed and checked" in out and out.count("round ") == len(kept.rounds)
    # the seats named as the game names them: "You", "CPU" (at a table of three "CPU 1", "CPU 2"); never "seat 1"
    players = len(kept.scores)
    names = ("You", "CPU") if players == 2 else ("You", "CPU 1", "CPU 2")
    for line in out.splitlines()[1:-1]:
        who = re.match(r"\s*round\s+\d+: (.+?) -?\d+ points", line).group(1)  # type: ignore[union-attr]
        assert who in names + ("nobody",) and "seat" not in line and "you " not in line, line


def test_replay_checks_an_exported_file(db, tmp_path, capsys):
    path = sharing.export(History.open(db).load(1), 1, tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["outcome"] in ("won", "lost", "drawn")


def test_a_record_that_does_not_replay_exits_2_in_one_line(db):
    con = __import__("sqlite3").connect(db)
    con.execute("UPDATE rounds SET points = points + 1 WHERE match = 1 AND n = 2")
    con.commit()
    con.close()
    done = subprocess.run([sys.executable, "-m", "koikoi.sim", "replay", "--db", str(db), "1"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("koikoi-sim: error: match 1 does not replay: round 2: recorded")


@pytest.mark.parametrize("args, says", [
    (["history", "--db", "{tmp}/none.sqlite3"], "no history at"),
    (["replay", "--db", "{db}", "99"], "no match 99"),
    (["replay", "--db", "{db}", "x.json"], "give a match id"),
    (["replay", "{tmp}/gone.json"], "no such file"),
    (["replay", "{tmp}/bad.json"], "cannot be read: it is not valid JSON"),
    (["history", "--db", "{tmp}/bad.json"], "cannot be read as a history"),
])
def test_bad_input_is_one_line_naming_it(db, tmp_path, capsys, args, says):
    (tmp_path / "bad.json").write_text("{oops")
    argv = [a.format(tmp=tmp_path, db=db) for a in args]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err


def test_an_older_history_is_read_without_being_changed(tmp_path, capsys):
    import sqlite3

    path = tmp_path / "old.sqlite3"
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("BEGIN")
    history_schema.migrate(con, upto=1)
    con.execute("COMMIT")
    con.close()
    before = path.read_bytes()
    assert main(["history", "--db", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["matches"] == []
    assert path.read_bytes() == before
