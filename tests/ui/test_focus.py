"""Every screen by the keyboard alone: Tab (and Shift+Tab) reach each of
its controls in order and round again, the ring shows where it is, and
Enter or Space on a control does what a click on it does (← → step a
choice as a click on its arrows); the mouse hides the ring and works as
before."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.focus import REACH, RING
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.scenes.dialog import ChoiceScene, confirm
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.matches import MatchesScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.statistics import StatisticsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.area import Area
from koikoi.ui.widgets import Button, Choice, Slider

from .conftest import click, run
from .test_scenes import RULES, drive_to, table_with
from .test_statistics import fill, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def press(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def tab_round(app, scene, back: bool = False) -> list:
    """Tab (Shift+Tab with ``back``) until the ring comes round to where it
    first was: the controls it stood on, in order."""
    seen: list = []
    for _ in range(200):
        press(pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)
        run(app, 1)
        on = scene.focus.on()
        assert on is not None and on.focused
        if seen and on is seen[0]:
            return seen
        seen.append(on)
    raise AssertionError("the ring never came round")


def name(w) -> str:
    return getattr(w, "label", "") or type(w).__name__


def ring_shows(app, widget) -> bool:
    """The ring's bright band is on screen just above the control."""
    app.top.invalidate()
    run(app, 1)
    return app.screen.get_at((widget.rect.centerx, widget.rect.y - REACH + 4))[:3] == RING


def check_every_control(app, scene, expected: list[str]) -> list:
    """Tab reaches every control of ``scene`` in the order ``expected``
    names them, and round again; Shift+Tab goes the other way; each is
    activated by Enter or Space (in turn) as by a click, and a choice
    stepped by ← → as by its arrows. The scene is laid out again after,
    every control as it was (their actions are only noted)."""
    controls = tab_round(app, scene)
    assert [name(w) for w in controls] == expected
    assert controls == [w for w in scene.focus_order() if w.focusable]  # every control, none twice
    assert ring_shows(app, controls[0])
    assert tab_round(app, scene, back=True) == list(reversed(controls))  # from the last, round again
    for n, w in enumerate(controls):
        while scene.focus.on() is not w:
            press(pygame.K_TAB)
            run(app, 1)
        if isinstance(w, Button):
            clicked: list = []
            w.on_click = lambda got=clicked: got.append(1)
            press(pygame.K_RETURN if n % 2 == 0 else pygame.K_SPACE)
            run(app, 1)
            assert clicked == [1], name(w)  # the click's own action, once
        elif isinstance(w, Choice):
            values: list = []
            w.on_change = values.append
            first = w.value
            press(pygame.K_RIGHT)
            press(pygame.K_LEFT)
            press(pygame.K_SPACE)
            run(app, 1)
            i = w.values.index(first)
            assert values == [w.values[(i + 1) % len(w.values)], first, w.values[(i + 1) % len(w.values)]], name(w)
            default = scene.focus.default()  # Enter: the screen's default button, never the value unseen
            pressed: list = []
            if default is not None:
                kept, default.on_click = default.on_click, lambda got=pressed: got.append(1)
            press(pygame.K_RETURN)
            run(app, 1)
            if default is not None:
                default.on_click = kept
                assert pressed == [1] and len(values) == 3, name(w)
            else:
                assert len(values) == 4, name(w)
        elif isinstance(w, Slider):
            values = []
            w.on_change = values.append
            before = w.value
            press(pygame.K_LEFT if before > w.lo else pygame.K_RIGHT)
            run(app, 1)
            assert values and values[-1] != before and abs(values[-1] - before) <= w.step + 1e-9
        elif isinstance(w, Area):
            acted: list = []
            w.on_activate = lambda got=acted: got.append(1)
            press(pygame.K_RETURN)
            run(app, 1)
            assert acted == [1]
        assert scene.focus.on() is w
    return controls


# --- the title, settings, how to play -------------------------------------------------------

def test_the_title(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    check_every_control(app, title, ["Game", "Opponent", "Rules", "Match length", "New match", "How to play",
                                     "Settings", "History", "Quit", "Picker"])


def test_the_title_for_go_stop_passes_a_choice_it_cannot_change(app):
    app.ctx.change_settings(app.ctx.settings.replace(game="gostop"))
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    assert not title.players.enabled  # matgo is played by two
    assert [name(w) for w in tab_round(app, title)][:5] == ["Game", "Opponent", "Rules", "Match length", "New match"]
    press(pygame.K_TAB)
    press(pygame.K_TAB)
    press(pygame.K_RIGHT)  # Rules: the Brazilian rules, played by three too
    run(app, 1)
    assert title.focus.on() is title.preset and title.players.enabled
    assert [name(w) for w in tab_round(app, title)][:3] == ["Match length", "Players", "New match"]


def test_tab_and_enter_open_a_screen_and_esc_comes_back_to_the_same_control(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    for _ in range(7):
        press(pygame.K_TAB)
    press(pygame.K_RETURN)
    run(app, 2)
    assert isinstance(app.top, SettingsScene)
    press(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is title and title.focus.on() is title.settings_button and ring_shows(app, title.settings_button)


def test_the_mouse_hides_the_ring_and_clicks_as_before(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    press(pygame.K_TAB)
    run(app, 1)
    assert title.focus.on() is title.game
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(1, 1), buttons=(0, 0, 0)))
    run(app, 1)
    assert title.focus.on() is None and not title.game.focused and not ring_shows(app, title.game)
    press(pygame.K_RETURN)  # the ring hidden, Enter is the title's own again: New match
    run(app, 2)
    assert type(app.top).__name__ == "TableScene"


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_settings_every_row(app, game):
    s = SettingsScene(app.ctx, game=game)
    app.push(s)
    run(app, 2)
    controls = check_every_control(app, s, [name(w) for w in s.widgets if w.focusable])
    assert controls[0].label == "Language" and [name(w) for w in controls[-2:]] == ["Done", "Reset rules"]
    rows = [w for w in controls if w in s.rows]
    assert len(rows) > 20
    s.focus.set(None)
    for w in controls:  # the list scrolls each row into view; the description speaks of it
        while s.focus.on() is not w:
            press(pygame.K_TAB)
            run(app, 1)
        assert w.visible and s.list_rect.contains(w.rect) if w in s.rows else True
        key_of = next(k for k, v in s.option_widgets.items() if v is w) if w in s.option_widgets.values() else ""
        assert s.described() == key_of or not key_of


def test_the_arrows_go_down_the_settings_and_change_a_row(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    press(pygame.K_DOWN)
    press(pygame.K_DOWN)
    run(app, 1)
    assert s.focus.on() is s.option_widgets["level"]
    press(pygame.K_RIGHT)
    run(app, 1)
    assert app.ctx.settings.level == s.option_widgets["level"].value != "easy"


def test_how_to_play(app):
    scene = RulesScene(app.ctx, RULES)
    app.push(scene)
    run(app, 2)
    check_every_control(app, scene, ["Back"])
    scene.place()  # Back's own action again
    press(pygame.K_DOWN)  # the page still scrolls under the ring
    run(app, 1)
    assert scene.scroll > 0
    press(pygame.K_RETURN)
    run(app, 1)
    assert app.top is not scene


# --- the history -------------------------------------------------------------------------------

PICKERS = ["Picker"] * 4


def test_the_statistics_filters_by_the_keys(app):
    fill(app, "koikoi", "nintendo", ("normal", "hard"))
    scene = opened(app, StatisticsScene(app.ctx, "koikoi"))
    check_every_control(app, scene, [*PICKERS, "Matches", "Back"])
    scene = opened(app, StatisticsScene(app.ctx, "koikoi"))
    press(pygame.K_TAB)
    press(pygame.K_TAB)
    press(pygame.K_RIGHT)  # the level: all, then easy
    run(app, 2)
    assert scene.chosen.level == "easy" and scene.focus.on() is scene.filter_bar.pickers[1]


def test_the_matches_list_rows_and_pages_by_the_keys(app, monkeypatch):
    fill(app, "koikoi", "nintendo", ("normal", "hard"))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    # Replay and Export wait for a row, and Previous and Next for pages: Tab passes them by
    check_every_control(app, m, [*PICKERS, "Area", "Open a match file", "Back"])
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    seen = []
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda self, record, title="": seen.append(
        record) or MatchesScene(app.ctx, "koikoi"))
    for _ in range(5):
        press(pygame.K_TAB)
    run(app, 1)
    assert m.focus.on() is m.list_area
    press(pygame.K_RETURN)  # no row picked: the first is
    press(pygame.K_DOWN)
    run(app, 1)
    assert m.selected == 1 and m.replay_button.enabled
    assert [name(w) for w in tab_round(app, m)] == ["Replay", "Export", "Open a match file", "Back", *PICKERS,
                                                   "Area"]  # from the list on: a row picked, Replay and Export too
    press(pygame.K_TAB, pygame.KMOD_SHIFT)
    run(app, 1)
    assert m.focus.on() is m.list_area
    press(pygame.K_SPACE)
    run(app, 2)
    assert len(seen) == 1


def test_the_list_of_match_files(app):
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.list_files()
    run(app, 1)
    assert [name(w) for w in tab_round(app, m)] == ["Back to the matches"]


# --- dialogs over the table --------------------------------------------------------------------

@pytest.mark.parametrize("scene", [PauseScene, GostopPauseScene])
def test_the_pause_menu(app, scene):
    play = table_with(app, drive_to(lambda m: True))
    pause = scene(app.ctx, play)
    app.push(pause)
    run(app, 2)
    check_every_control(app, pause, ["Resume", "Settings", "How to play", "Save and quit to title"])
    assert pause.focus.on() is pause.buttons[-1]
    press(pygame.K_DOWN)  # the arrows go down the column too, round its end
    press(pygame.K_DOWN)
    run(app, 1)
    assert pause.focus.on() is pause.buttons[1]


def test_the_koikoi_prompt_answers_by_tab_and_enter(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == 0)
    play = table_with(app, m)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    check_every_control(app, prompt, ["Stop: +{}".format(prompt.score.total), "Koi-Koi!", "Hint"])
    prompt.place()  # its own actions again
    press(pygame.K_TAB)
    press(pygame.K_RIGHT)  # Stop, then Koi-Koi
    press(pygame.K_RETURN)  # Enter on the ring's button, not the safe Stop
    run(app, 2)
    assert app.top is play and play.match.round.koikoi_calls[0] == 1


def test_a_question_and_a_confirmation(app):
    answered: list = []
    ask = ChoiceScene(app.ctx, "Go or Stop?", "Stop now and you win.", [("Stop", lambda: answered.append("stop")),
                                                                        ("Go", lambda: answered.append("go"))],
                      escape=False, letters=[pygame.K_s, pygame.K_g])
    app.push(ask)
    run(app, 2)
    check_every_control(app, ask, ["Stop", "Go"])
    ask.place()
    press(pygame.K_TAB)
    press(pygame.K_TAB)
    press(pygame.K_SPACE)
    run(app, 1)
    assert answered == ["go"] and app.top is not ask
    sure = confirm(app.ctx, "Leave?", "Sure?", "Quit", lambda: answered.append("quit"))
    app.push(sure)
    run(app, 2)
    assert [name(w) for w in tab_round(app, sure)] == ["Quit", "Cancel"]


def test_the_round_summary_and_the_match_end(app):
    m = drive_to(lambda m: m.over)
    play = table_with(app, m)
    summary = SummaryScene(app.ctx, play)
    app.push(summary)
    run(app, 2)
    check_every_control(app, summary, ["See the result", "Moves", "Menu"])
    end = MatchEndScene(app.ctx, play)
    app.push(end)
    run(app, 2)
    check_every_control(app, end, ["Play again", "Title screen"])


def test_the_go_stop_summary(app):
    table = GostopTableScene(app.ctx, load_gostop("matgo"), 5, "easy", demo=True)
    app.push(table)
    run(app, 20000, until=lambda: isinstance(app.top, GostopSummaryScene))
    summary = app.top
    summary.auto = None
    check_every_control(app, summary, ["Next hand", "Moves", "Menu"])


def test_the_move_log(app):
    play = table_with(app, drive_to(lambda m: True))
    moves = MovesScene(app.ctx, play.log, play.names)
    app.push(moves)
    run(app, 2)
    check_every_control(app, moves, ["Close"])


def at_a_choice(app, game: str):
    """A table of ``game`` where the person chooses which of two field cards to take."""
    from .test_choice_seen import gostop_asked, koikoi_asked  # (a choice between cards alike is not asked)

    if game == "koikoi":
        play = table_with(app, drive_to(lambda m: m.round.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP)
                                        and m.round.player == 0 and koikoi_asked(m.rules, m)))
    else:
        from .test_dialog_keys import MATGO, gostop_state
        from koikoi.games.gostop.state import Phase as GPhase
        g = gostop_state(lambda g: g.hand.phase in (GPhase.CHOOSE_HAND, GPhase.CHOOSE_FLIP)
                         and gostop_asked(MATGO, g), MATGO)
        play = app.ctx.screens.gostop_table(MATGO, None, resume=g)
        app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.prompted)
    assert play.pointer.choosing()
    return play


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_table_s_ring_goes_round_its_buttons(app, game):
    """At the table Tab moves the ring round its buttons (Menu, Moves, Hint...), Enter presses them."""
    if game == "koikoi":
        play = table_with(app, drive_to(lambda m: m.round.phase is Phase.PLAY and m.round.player == 0))
    else:
        play = app.ctx.screens.gostop_table(load_gostop("matgo"), 3)
        app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.prompted)
    check_every_control(app, play, ["Menu", "Moves", "Hint"])  # the ring shows, Enter presses each
    press(pygame.K_RIGHT)  # the arrows hold up a hand card: the ring goes, one thing held at a time
    run(app, 1)
    assert play.pointer.hovered is not None and play.focus.on() is None


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_at_a_choice_the_arrows_bring_the_ring_to_the_cards_and_enter_takes_one(app, game):
    play = at_a_choice(app, game)
    order = play.pointer.choice_order()
    assert len(order) >= 2
    names = [name(w) for w in tab_round(app, play)]
    assert names[:len(order)] == ["CardArea"] * len(order) and "Menu" in names  # the cards first, then the buttons
    press(pygame.K_ESCAPE)  # the pause, and back: the ring as it was
    run(app, 2)
    press(pygame.K_ESCAPE)
    run(app, 2)
    play.focus.hide()
    press(pygame.K_RIGHT)
    run(app, 1)
    on = play.focus.on()
    assert on is not None and on.card == order[0] and ring_shows(app, on)
    assert play.status().startswith(card_named(play, order[0]))  # the card the ring is on is named, with its key
    press(pygame.K_RIGHT)
    run(app, 1)
    assert play.focus.on().card == order[1]
    taken: list = []
    act = play.act
    play.act = lambda action: (taken.append(action), act(action))
    press(pygame.K_RETURN)
    run(app, 2)
    assert [a.card for a in taken][:1] == [order[1]]  # the card the ring was on, taken (the deck's flip may follow)
    assert play.focus.on() is None or play.focus.on() in play.buttons  # the ring left the cards with the choice


def card_named(play, card: int) -> str:
    from koikoi.ui.gostop.pointer import card_said
    from koikoi.ui.words import card_name
    return card_said(card) if isinstance(play, GostopTableScene) else card_name(card, play.rules)


def test_a_click_on_a_focused_choice_steps_it_once(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    press(pygame.K_TAB)
    press(pygame.K_TAB)
    run(app, 1)
    level = title.level.value
    click((title.level.value_rect.right - 4, title.level.rect.centery))
    run(app, 2)
    assert title.level.value != level and title.focus.on() is None
    assert load_preset(app.ctx.settings.preset)  # the rules untouched


def test_one_ring_on_screen_the_dialogs(app):
    """A dialog over the title: the title's ring is left out beneath it, and is back once it closes."""
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    press(pygame.K_TAB, pygame.KMOD_SHIFT)  # round to the last: the language
    press(pygame.K_TAB, pygame.KMOD_SHIFT)  # Quit
    press(pygame.K_RETURN)
    run(app, 2)
    dialog = app.top
    assert isinstance(dialog, ChoiceScene) and title.focus.on() is title.quit_button
    assert not ring_shows(app, title.quit_button)
    press(pygame.K_ESCAPE)  # Stay
    run(app, 2)
    assert app.top is title and ring_shows(app, title.quit_button)


def test_how_to_play_from_the_title_offers_the_guided_match_by_tab_too(app):
    started: list = []
    scene = RulesScene(app.ctx, RULES, lambda: started.append(1))
    app.push(scene)
    run(app, 2)
    check_every_control(app, scene, ["Back", "Learn by playing"])


def test_a_lesson_of_the_guided_match(app):
    from koikoi.ui.scenes.lesson import Lesson, LessonScene

    went: list = []
    scene = LessonScene(app.ctx, Lesson("Matching a month", "Play it."), 2, 11, lambda: went.append("left"))
    app.push(scene)
    run(app, 2)
    check_every_control(app, scene, ["Hide", "Leave", "Continue"])  # every lesson folds (r12-lessonbox)


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_pause_says_what_is_true_of_how_the_table_lays_two_cards_out(app, game):
    """The pause menu's line on the keys 1 and 2 agrees with the table: the
    two cards are each marked with the number that takes them (Koi-Koi's
    may lie one above the other, so "the left or the right one" is not so),
    and that number takes that card."""
    from koikoi.ui.scenes.pause import SHORTCUTS

    play = at_a_choice(app, game)
    run(app, 30)  # the cards come to rest
    words = dict(SHORTCUTS)["1, 2"]
    order = play.pointer.choice_order()
    rects = [play.sprites[c].rect() for c in order]
    if "left" in words:  # side by side, key 1's on the left
        assert rects[0].right <= rects[1].left and rects[0].centery == rects[1].centery, rects
    assert "1 or 2" in words
    assert [play.sprites[c].badge for c in order] == [str(n + 1) for n in range(len(order))]
    taken: list = []
    play.act = taken.append
    press(pygame.K_2)
    run(app, 1)
    assert [a.card for a in taken] == [order[1]]
