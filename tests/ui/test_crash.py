"""An unexpected error is written to the log folder and told to the player."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from koikoi.storage import paths  # noqa: E402
from koikoi.ui import crash  # noqa: E402


def broken_game() -> int:
    raise ZeroDivisionError("a card fell off the table")


def test_an_error_is_logged_and_shown(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    monkeypatch.setattr(crash, "match_in_progress", lambda: None)  # no app open: no match to carry
    assert crash.guarded(broken_game) == 1
    reports = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(reports) == 1
    text = reports[0].read_text()
    assert "ZeroDivisionError: a card fell off the table" in text
    assert "broken_game" in text  # the traceback, not just the message
    told = capsys.readouterr().err
    assert str(reports[0]) in told and "a card fell off the table" in told


def test_a_clean_exit_passes_through(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    assert crash.guarded(lambda: 0) == 0
    assert not (tmp_path / "logs").exists()


def test_an_unwritable_log_folder_falls_back_to_temp(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(paths, "log_dir", lambda: blocker / "logs")
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    path = crash.write_crash_report(ValueError("x"))
    assert path.parent == tmp_path / "tmp" and "ValueError: x" in path.read_text()


def test_routine_log_goes_to_the_log_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    path = crash.start_logging()
    try:
        crash.log.info("dealt round 1")
        for h in crash.log.handlers:
            h.flush()
        assert path == tmp_path / "logs" / "koikoi.log"
        assert "dealt round 1" in path.read_text()
    finally:
        for h in list(crash.log.handlers):
            crash.log.removeHandler(h)
            h.close()


def test_a_crash_report_carries_the_match_in_progress_as_a_match_file(app, monkeypatch, tmp_path):
    from koikoi.games import matchrecord as MR
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.storage import sharing

    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    table = app.ctx.screens.table(load_preset("nintendo"), 5, "hard")
    app.push(table)
    for _ in range(25):
        table.act(table.engine.legal_actions(table.state)[0])
    assert crash.guarded(broken_game) == 1
    report, = (tmp_path / "logs").glob("crash-*.log")
    match_file, = (tmp_path / "logs").glob("crash-*-match.json")
    text = report.read_text()
    assert match_file.name in text and MR.FORMAT in text
    kept = sharing.read(match_file)  # checked and replayed
    assert kept.level == "hard" and len(kept.actions) == 25 and kept.outcome == "playing"
    assert table.engine.dump(MR.replay(kept).states[-1]) == table.engine.dump(table.state)


def test_a_crash_with_no_table_writes_no_match(app, monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    app.push(app.ctx.screens.title())
    assert crash.guarded(broken_game) == 1
    assert not list((tmp_path / "logs").glob("*-match.json"))
