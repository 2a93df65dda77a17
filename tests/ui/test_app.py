"""The command line: settings survive a restart, a corrupt settings file is
set aside and the player told, and --stats prints its JSON line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from koikoi.storage import settings as S
from koikoi.ui.app import build, shutdown
from koikoi.ui.command_line import build_parser
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.gostop.guided import GuidedGostop
from koikoi.ui.table.guide import Guided

from .conftest import run


def start(*argv: str):
    app = build(build_parser().parse_args(list(argv)))
    assert not isinstance(app, int)
    return app


def test_settings_survive_a_restart():
    app = start()
    assert app.ctx.settings == S.Settings(guide_offered=True)  # the first start offers the guided match
    app.apply_settings(app.ctx.settings.replace(level="hard", sfx_volume=0.3, card_indices=False,
                                                rule_options={"play.koikoi_limit": 0}))
    shutdown(app)
    again = start()
    try:
        s = again.ctx.settings
        assert (s.level, s.sfx_volume, s.card_indices) == ("hard", 0.3, False)
        assert dict(s.rule_options) == {"play.koikoi_limit": 0}
        assert again.ctx.assets.card_indices is False
        assert again.ctx.notices == []
    finally:
        shutdown(again)


@pytest.mark.parametrize("answer, game", [(0, "koikoi"), (1, "gostop")])
def test_the_first_start_offers_the_guided_match_of_either_game_once(answer, game):
    """Asked over the title's choice of game, the offer names both games (a newcomer who came for Go-Stop could
    only learn Koi-Koi, or say Not now and play Go-Stop untaught): each answer teaches the game it names."""
    app = start()
    offer = app.top
    assert isinstance(offer, ChoiceScene) and offer.title == "New to the flower cards?"
    # and a choice of language first, so that the lesson is read in the player's own (r8-screens)
    assert [label for label, _ in offer.answers] == ["Learn Koi-Koi", "Learn Go-Stop", "Language: English ▶",
                                                     "Not now"]
    offer.answers[answer][1]()
    assert isinstance(app.top, GuidedGostop if game == "gostop" else Guided) and app.top.lessons_shown == 0
    assert isinstance(app.top, GuidedGostop) == (game == "gostop")
    assert app.ctx.settings.game == game  # the title shows the game learnt, after
    shutdown(app)
    again = start()
    try:
        assert isinstance(again.top, TitleScene)  # asked once: How to play offers it from now on
    finally:
        shutdown(again)


def test_a_player_who_has_started_before_is_not_offered_the_guided_match():
    S.save(S.Settings())  # settings saved by a version before the offer (guide_offered unset)
    app = start()
    try:
        assert isinstance(app.top, TitleScene)
    finally:
        shutdown(app)


def test_a_corrupt_settings_file_is_set_aside_and_the_player_told():
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00{ not json at all")
    app = start()
    try:
        assert app.ctx.settings == S.Settings()
        assert not path.exists() or path.read_bytes() != b"\x00{ not json at all"
        kept = [p for p in path.parent.iterdir() if p.name != path.name]
        assert kept and kept[0].read_bytes() == b"\x00{ not json at all"
        title = app.top
        assert isinstance(title, TitleScene)
        run(app, 2)
        shown = " ".join(title.notice_lines)
        assert "could not be read" in shown and "usual ones" in shown
    finally:
        shutdown(app)


def test_unknown_rules_are_said_in_the_terminal_and_in_the_window(capsys):
    app = start("--rules", "nope.toml")
    try:
        assert "nope.toml" in capsys.readouterr().err
        assert isinstance(app.top, ChoiceScene) and "nope.toml" in app.top.text
    finally:
        shutdown(app)


def test_stats_line(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_CONFIG_HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path), HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-m", "koikoi", "--demo", "--quit-after", "2", "--stats", "--seed", "4", "--size", "960x540"],
        capture_output=True, text=True, timeout=60, env=env,
    )
    assert out.returncode == 0, out.stderr
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(stats) == {"frames", "p50_ms", "p99_ms", "max_ms", "startup_s", "cpu_turns", "turn_p50_s",
                          "turn_max_s", "hands", "hand_wait_p50_s", "hand_wait_max_s", "think_p50_s", "think_max_s",
                          "deals", "deal_p50_s", "deal_max_s"}
    assert stats["frames"] > 10
    assert 0 < stats["p50_ms"] <= stats["p99_ms"] <= stats["max_ms"]
    assert 0 < stats["startup_s"] < 10


def test_fullscreen_on_and_off_keeps_the_window_size():
    app = start("--size", "1100x640")
    try:
        assert app.screen.get_size() == (1100, 640)
        app.apply_settings(app.ctx.settings.replace(fullscreen=True))
        assert app.fullscreen
        run(app, 2)
        app.apply_settings(app.ctx.settings.replace(fullscreen=False))
        assert not app.fullscreen and app.screen.get_size() == (1100, 640)
        assert app.ctx.layout.window == (1100, 640)
        run(app, 2)
    finally:
        shutdown(app, save=False)


def test_version(capsys):
    from koikoi import __version__

    try:
        build_parser().parse_args(["--version"])
    except SystemExit as done:
        assert done.code == 0
    assert __version__ in capsys.readouterr().out
