"""On every screen and dialog the word "Enter" is written on exactly the
control Enter works now. With the ring hidden that is the default button
(if any); once Tab shows the ring on a control, Enter works that control,
so a button under the ring says "Enter" and the default's "Enter" goes
until the ring is hidden or back on it (issue 39: the title's "Keep it ·
Enter" while Enter, on the ring's "New match", forfeited the saved match).

The audit, for each screen, with the ring hidden and after each Tab once
round: the controls whose drawing writes "Enter" (their texts caught as
they are drawn) are at most one, and a synthetic Enter works that one and
no other control (none but the ring's, when no button says it)."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.games.koikoi.turn import Phase
from koikoi.i18n import pgettext
from koikoi.storage import savegame
from koikoi.ui.scene import Scene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.lesson import Lesson, LessonScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.matches import MatchesScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.statistics import StatisticsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.area import Area
from koikoi.ui.widgets import Button, Choice, Slider, Widget

from .conftest import app_at, run
from .test_scenes import RULES, drive_to, table_with
from .test_statistics import fill, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def press(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def controls_of(scene: Scene) -> list[Widget]:
    """Every control the scene draws: its Tab order and any others it holds."""
    seen: list[Widget] = []
    for w in [*scene.focus_order(), *getattr(scene, "widgets", []), *getattr(scene, "buttons", [])]:
        if isinstance(w, Widget) and w not in seen:
            seen.append(w)
    return seen


def texts_drawn(assets, draw, surface: pygame.Surface) -> list[str]:
    """Every text ``draw(surface)`` writes."""
    written: list[str] = []
    text = assets.text
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(assets, "text", lambda s, *a, **k: (written.append(s), text(s, *a, **k))[1])
        draw(surface)
    return written


def drawn_with_enter(app, scene: Scene) -> list[Widget]:
    """The controls whose drawing writes the key "Enter" (alone or among others: "S · Enter")."""
    enter = pgettext("key", "Enter")
    assets = app.ctx.assets
    scratch = pygame.Surface(app.screen.get_size())
    found = []
    for w in controls_of(scene):
        if not w.visible:
            continue
        written = texts_drawn(assets, lambda surface, w=w: w.draw(surface, assets), scratch)
        if any(enter in s.split(" · ") for s in written):
            found.append(w)
    return found


def enters_on_screen(app, scene: Scene) -> list[str]:
    """The texts a full repaint of the screen writes with the key "Enter" among them."""
    enter = pgettext("key", "Enter")
    written = texts_drawn(app.ctx.assets, scene.draw_full, pygame.Surface(app.screen.get_size()))
    return [s for s in written if enter in s.split(" · ")]


def note_actions(scene: Scene, acted: list) -> None:
    """Each control's action, noted in ``acted`` instead of done."""
    for w in controls_of(scene):
        if isinstance(w, Button):
            w.on_click = lambda w=w: acted.append(w)
        elif isinstance(w, (Choice, Slider)):
            w.on_change = lambda _v, w=w: acted.append(w)
        elif isinstance(w, Area):
            w.on_activate = lambda w=w: acted.append(w)


def name(w) -> str:
    return getattr(w, "label", "") or type(w).__name__


def audit(app, scene: Scene) -> None:
    """Ring hidden, then after each Tab once round: "Enter" written on at
    most one control, and Enter works exactly that one."""
    assert app.top is scene
    acted: list = []
    note_actions(scene, acted)
    rounds = len(scene.focus.controls()) + 1
    for tabs in range(rounds + 1):
        if tabs:
            press(pygame.K_TAB)
            run(app, 1)
        on = scene.focus.on()
        shown = drawn_with_enter(app, scene)
        where = f"{type(scene).__name__} after {tabs} Tab, ring on {name(on) if on else None}"
        # the whole screen (the scene beneath a dialog too) writes "Enter" as often as its controls do
        assert len(enters_on_screen(app, scene)) == len(shown), (where, enters_on_screen(app, scene))
        assert len(shown) <= 1, (where, [name(w) for w in shown])
        if on is not None and isinstance(on, Button):
            assert shown == [on], (where, [name(w) for w in shown])  # the ring's button says Enter
        acted.clear()
        press(pygame.K_RETURN)
        run(app, 1)
        assert app.top is scene, where
        if shown:
            assert acted == shown, (where, [name(w) for w in shown], [name(w) for w in acted])
        else:  # no button says Enter: Enter works none, or the (unlabelled) control the ring is on
            assert acted in ([], [on]) and not any(isinstance(w, Button) for w in acted), \
                (where, [name(w) for w in acted])


def saved_koikoi() -> None:
    game = MR.GAMES["koikoi"]
    state, _ = game.new(game.load_rules("nintendo"), 4, 2)
    savegame.SLOTS["koikoi"].save(state, "normal")


def on_top(app, scene: Scene) -> Scene:
    app.push(scene)
    run(app, 2)
    return scene


@pytest.mark.parametrize("saved", [False, True], ids=["fresh", "saved"])
def test_the_title(app, saved):
    if saved:
        saved_koikoi()
    audit(app, on_top(app, TitleScene(app.ctx)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_question_before_a_new_match_forfeits_the_saved_one(lang):
    with app_at((1280, 720), 150, lang) as app:
        saved_koikoi()
        title = on_top(app, TitleScene(app.ctx))
        title.new_match()
        run(app, 2)
        assert app.top is not title
        audit(app, app.top)


@pytest.mark.parametrize("make", [SettingsScene, "rules", "rules-lesson", StatisticsScene, MatchesScene],
                         ids=["settings", "how-to-play", "how-to-play-from-title", "statistics", "matches"])
def test_the_menus(app, make):
    if make == "rules":
        scene = on_top(app, RulesScene(app.ctx, RULES))
    elif make == "rules-lesson":
        scene = on_top(app, RulesScene(app.ctx, RULES, lambda: None))
    elif make in (StatisticsScene, MatchesScene):
        fill(app, "koikoi", "nintendo", ("normal", "hard"))
        scene = opened(app, make(app.ctx, "koikoi"))
    else:
        scene = on_top(app, make(app.ctx))
    audit(app, scene)


@pytest.mark.parametrize("make", [PauseScene, GostopPauseScene, "moves", SummaryScene, MatchEndScene, "lesson",
                                  "question"],
                         ids=["pause", "gostop-pause", "moves", "summary", "match-end", "lesson", "question"])
def test_the_dialogs_over_the_table(app, make):
    play = table_with(app, drive_to(lambda m: m.over))
    run(app, 1)
    if make == "moves":
        scene: Scene = MovesScene(app.ctx, play.log, play.names)
    elif make == "lesson":
        scene = LessonScene(app.ctx, Lesson("Matching a month", "Play it."), 2, 11, lambda: None)
    elif make == "question":
        scene = ChoiceScene(app.ctx, "Go or Stop?", "Stop now and you win.", [("Stop", lambda: None),
                                                                              ("Go", lambda: None)],
                            escape=False, letters=[pygame.K_s, pygame.K_g])
    else:
        scene = make(app.ctx, play)
    audit(app, on_top(app, scene))


def test_the_koikoi_prompt(app):
    table_with(app, drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == 0))
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    audit(app, app.top)


def test_the_table_s_buttons(app):
    play = table_with(app, drive_to(lambda m: True))
    run(app, 600, until=lambda: play.human_turn())
    audit(app, play)


def test_every_language_says_enter_on_the_ring_s_button():
    """The default's "Enter" goes to the ring's button in each language (its own word for the key)."""
    for lang in i18n.LANGUAGES:
        with app_at((960, 540), 150, lang) as app:
            audit(app, on_top(app, TitleScene(app.ctx)))
