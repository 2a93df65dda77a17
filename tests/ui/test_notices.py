"""A settings file that cannot be read is told on the title in the
player's words, its technical details (the error, the paths) one click
away, and the notice can be closed for good."""

from __future__ import annotations

import json

from koikoi.storage import settings as S
from koikoi.ui.app import build, shutdown
from koikoi.ui.command_line import build_parser
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import click, run


def start(*argv: str):
    app = build(build_parser().parse_args(list(argv)))
    assert not isinstance(app, int)
    return app


def test_unreadable_settings_are_told_in_the_players_words_with_details_and_a_close_button():
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(json.dumps({"version": 1, "level": "hard"}).encode() + b" \xff")  # not UTF-8
    app = start()
    try:
        title = app.top
        assert isinstance(title, TitleScene)
        run(app, 2)
        moved = [p for p in path.parent.iterdir() if p.name != path.name][0]
        shown = " ".join(title.notice_lines)
        assert shown == (f"Your settings could not be read, so the game started with the usual ones. Your old "
                         f"file was kept as {moved.name}.")
        assert "UTF-8" not in shown and str(path.parent) not in shown  # no technical words, no folder
        details, close = title.notice_panel.buttons
        assert (details.label, close.label) == ("Details", "Close")
        assert details in title.widgets and close in title.widgets  # reached by the keyboard too
        click(details.rect.center)
        run(app, 2)
        box = app.top
        assert isinstance(box, ChoiceScene) and box.title == "Details"
        assert "UTF-8" in box.text and str(path) in box.text and str(moved) in box.text
        click(box.buttons[0].rect.center)
        run(app, 2)
        assert app.top is title
        click(title.notice_panel.buttons[-1].rect.center)  # Close
        run(app, 2)
        assert title.notice_lines == [] and app.ctx.notices == [] and title.notice_panel.buttons == []
        assert not any(b.label in ("Details", "Close") for b in title.widgets if hasattr(b, "label"))
        again = TitleScene(app.ctx)  # back on the title later: it does not come back
        app.push(again)
        run(app, 2)
        assert again.notice_lines == []
    finally:
        shutdown(app)


def test_settings_partly_read_say_so_and_keep_the_rest():
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "sfx_volume": "loud", "level": "hard"}))
    app = start()
    try:
        run(app, 2)
        title = app.top
        shown = " ".join(title.notice_lines)
        assert shown.startswith("Some of your settings could not be read, so those are back to the usual ones")
        assert "sfx_volume" not in shown and app.ctx.settings.level == "hard"
        assert "sfx_volume" in title.notice_panel.details()
    finally:
        shutdown(app)


# --- a rule file given on the command line that cannot be used ---------------------------------------

def test_a_bad_rule_file_is_said_in_the_window_and_the_game_plays_the_usual_rules(tmp_path, capsys):
    rules = tmp_path / "house.toml"
    rules.write_text('extends = "nintendo"\n[play]\nkoikoi_limit = 99\n', encoding="utf-8")
    S.save(S.Settings(preset="korean"))  # not the first start: the title is under the question
    app = start("--rules", str(rules))
    try:
        assert "koikoi_limit" in capsys.readouterr().err  # the terminal is told too
        run(app, 2)
        question = app.top
        assert isinstance(question, ChoiceScene) and question.title == "These rules cannot be used"
        assert question.text.startswith(f"The rule file {rules} cannot be used: play.koikoi_limit = 99: ")
        assert [label for label, _ in question.answers] == ["Play with your usual rules", "Quit"]
        click(question.buttons[0].rect.center)
        run(app, 2)
        title = app.top
        assert isinstance(title, TitleScene) and app.ctx.options.rules is None
        assert title.preset.enabled and title.preset.value == "korean"  # the player's own rules
    finally:
        shutdown(app)


def test_fr_club_is_played_in_the_window_with_no_question(capsys):
    """fr-club's themed deck is drawn now: --rules fr-club opens the title on it, nothing refused."""
    S.save(S.Settings(preset="korean"))
    app = start("--rules", "fr-club")
    try:
        assert "cannot" not in capsys.readouterr().err
        run(app, 2)
        title = app.top
        assert isinstance(title, TitleScene) and app.ctx.options.rules == "fr-club"
    finally:
        shutdown(app)


def test_an_empty_rule_file_is_said_to_be_empty_and_quit_closes_the_game(tmp_path):
    rules = tmp_path / "empty.toml"
    rules.write_text("# nothing yet\n\n", encoding="utf-8")
    app = start("--rules", str(rules))
    try:
        run(app, 2)
        question = app.top
        assert question.text == f"The rule file {rules} is empty: it holds no rules."
        assert "deal.packet" not in question.text
        click(question.buttons[-1].rect.center)  # Quit
        run(app, 1)
        assert not app.running
    finally:
        shutdown(app)


# --- --size and --lang are for this run only ----------------------------------------------------------

def test_size_and_lang_from_the_command_line_are_not_kept_for_the_next_start():
    S.save(S.Settings(window_size=(1100, 700), language="en"))
    app = start("--size", "960x540", "--lang", "fr")
    try:
        assert app.screen.get_size() == (960, 540)
        run(app, 2)
        assert app.top.game.label == "Jeu"  # spoken in French for this run
        app.apply_settings(app.ctx.settings.replace(level="hard"))  # a choice the player makes: saved
    finally:
        shutdown(app)
    kept = S.load().settings
    assert (kept.window_size, kept.language, kept.level) == ((1100, 700), "en", "hard")
