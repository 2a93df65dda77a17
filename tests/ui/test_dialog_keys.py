"""Every dialog and question the game shows: the one button drawn lit (the
default) is the answer Enter gives; a button shown but not offered (a
lesson's withheld answer) is written with no key; each button is written with every
key that presses it ("Stop: +5  S · Enter", "Koi-Koi!  K"), written in
full on the button, not dropped for want of room; each key presses its
own button and no other."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pygame
import pytest

from koikoi.games.gostop import game as G
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.gostop.turn import month, threes
from koikoi.games.koikoi.actions import KOIKOI, STOP
from koikoi.games.koikoi.turn import Phase
from koikoi import i18n
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui.scene import Scene
from koikoi.ui.scenes.dialog import ChoiceScene, confirm
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.lesson import Lesson, LessonScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.widgets import Button

from .conftest import key, make_app, run
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def key_name(k: int) -> str:
    """A key as a button writes it."""
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return pgettext("key", "Enter")
    if k == pygame.K_ESCAPE:
        return pgettext("key", "Esc")
    if pygame.K_KP1 <= k <= pygame.K_KP9:  # the keypad's digit, written as the digit it is ("1")
        return pygame.key.name(k).strip("[]")
    return pygame.key.name(k).upper()


def audit(app, scene: Scene) -> None:
    """The dialog on top: one lit button, the one Enter presses; every button
    written with each of its keys, which press it and only it."""
    assert app.top is scene
    shown = {id(b): b for b in [*scene.focus_order(), *vars(scene).values()] if isinstance(b, Button) and b.visible}
    for b in shown.values():  # a button shown but not offered writes no key: none works it
        if not b.enabled:
            assert not b.keys_shown() and not b.keys_shown(ringed=True), (b.label, b.keys_shown())
            assert not b.fitting(app.ctx.assets)[2], f"the disabled {b.label!r} writes its keys"
    buttons = [b for b in scene.focus_order() if isinstance(b, Button) and b.visible and b.enabled]
    lit = [b for b in buttons if b.primary]
    assert len(lit) == 1, [b.label for b in lit]
    pressed: list[Button] = []
    for b in buttons:
        b.on_click = lambda b=b: pressed.append(b)
    for b in buttons:
        assert b.keys, f"{b.label!r} has no key"
        written = b.key_label.split(" · ")
        assert sorted({key_name(k) for k in b.keys}) == sorted(written), (b.label, b.key_label)
        assert b.fitting(app.ctx.assets)[2], f"{b.label!r}: its keys {b.key_label!r} are not drawn"
        assert b.fitting(app.ctx.assets)[0] == b.label, f"{b.label!r} is cut"
    key(pygame.K_RETURN)
    run(app, 1)
    assert pressed == lit, f"Enter answered {[b.label for b in pressed]}, the lit button is {lit[0].label!r}"
    for b in buttons:
        for k in b.keys:
            pressed.clear()
            key(k)
            run(app, 1)
            assert pressed == [b], (key_name(k), b.label, [p.label for p in pressed])
    arrows(app, scene, buttons, pressed)


def arrows(app, scene: Scene, buttons: list[Button], pressed: list[Button]) -> None:
    """From a hidden ring, the first arrow shows the ring: ← or → on a button
    other than the lit one (the one beside it, the way the arrow points), ↓
    on the first, ↑ on the last; "Enter" written on it and its words at the
    size they had; Enter then presses that button; → and ← move the ring on
    and back."""
    if len(buttons) < 2:  # a lesson wants one answer: no other button to go to
        return
    lit = next(b for b in buttons if b.primary)
    enter = pgettext("key", "Enter")
    sizes = {id(b): b.fitting(app.ctx.assets)[1] for b in buttons}
    # ↑ ↓ too, where they are not the screen's own (the match's end scrolls its rounds with them)
    for arrow in (pygame.K_LEFT, pygame.K_RIGHT) + ((pygame.K_UP, pygame.K_DOWN) if scene.arrows_move_focus else ()):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 1), buttons=(0, 0, 0)))
        run(app, 1)
        assert scene.focus.on() is None  # the mouse moved: no ring
        key(arrow)
        run(app, 1)
        ringed = scene.focus.on()
        assert ringed is not None, f"{pygame.key.name(arrow)} showed no ring"
        if arrow in (pygame.K_LEFT, pygame.K_RIGHT):  # ↓ starts a column at its top, ↑ at its bottom
            assert ringed is not lit, f"{pygame.key.name(arrow)} left the ring on the lit {lit.label!r}"
        assert enter in ringed.keys_shown().split(" · "), (ringed.label, ringed.keys_shown())
        if ringed is not lit:
            assert enter not in lit.keys_shown().split(" · "), (lit.label, lit.keys_shown())
        label, size, keys_drawn = ringed.fitting(app.ctx.assets)  # "Enter" came to it: its words as they were
        assert (label, size) == (ringed.label, sizes[id(ringed)]), \
            f"{ringed.label!r} drawn {label!r} at {size}, not {sizes[id(ringed)]}"
        assert keys_drawn, f"{ringed.label!r}: its keys {ringed.keys_shown()!r} are not drawn"
        key(pygame.K_RIGHT)
        run(app, 1)
        assert scene.focus.on() not in (None, ringed), "→ did not move the ring on"
        key(pygame.K_LEFT)
        run(app, 1)
        assert scene.focus.on() is ringed, "← did not bring the ring back"
        pressed.clear()
        key(pygame.K_RETURN)
        run(app, 1)
        assert pressed == [ringed], f"Enter pressed {[b.label for b in pressed]}, the ring is on {ringed.label!r}"


def at_the_koikoi_prompt(app, wanted=None) -> KoiKoiScene:
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == 0)
    play = table_with(app, m)
    if wanted is not None:
        play.wanted = lambda: wanted  # a lesson of the guided match wants this answer
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    return app.top


def test_the_koikoi_prompt_lights_stop_which_enter_answers(app):
    prompt = at_the_koikoi_prompt(app)
    assert prompt.stop_button.primary and not prompt.koikoi_button.primary  # the safe answer is the default
    assert prompt.stop_button.key_label == "S · Enter" and prompt.koikoi_button.key_label == "K"
    audit(app, prompt)


@pytest.mark.parametrize("wanted", [STOP, KOIKOI])
def test_the_koikoi_prompt_of_a_lesson_lights_its_answer(app, wanted):
    prompt = at_the_koikoi_prompt(app, wanted)
    audit(app, prompt)
    assert (prompt.stop_button.primary, prompt.koikoi_button.primary) == (wanted == STOP, wanted == KOIKOI)


def gostop_state(want: Callable[[G.GameState], bool], rules) -> G.GameState:
    """A game of random plays, at the first state where the person is to act and ``want`` holds."""
    for seed in range(2000):
        g, _ = G.new_game(rules, seed)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 3:
            if GOSTOP.to_move(g) == 0 and want(g):
                return g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    raise AssertionError("no such state")


MATGO = load_gostop("matgo")
CHOOSING_FOUR = dataclasses.replace(MATGO, deal=dataclasses.replace(MATGO.deal, four_in_hand="chongtong_or_play"))


def held_three(g: G.GameState, bomb: bool) -> bool:
    shake, bombs = threes(g.hand)
    return g.hand.phase is GPhase.PLAY and bool(bombs if bomb else shake)


@pytest.mark.parametrize("what", ["go-stop", "four", "sake-cup", "shake", "bomb"])
def test_go_stop_s_questions(app, what):
    rules = CHOOSING_FOUR if what == "four" else MATGO
    phase = {"go-stop": GPhase.GO_STOP, "four": GPhase.CHONGTONG, "sake-cup": GPhase.SAKE_CUP}.get(what)
    g = gostop_state(lambda g: g.hand.phase is phase if phase else held_three(g, what == "bomb"), rules)
    table = app.ctx.screens.gostop_table(rules, None, resume=g)
    app.push(table)
    run(app, 2)
    if phase is not None:
        table.offer_human()  # the question the table asks at this point
    else:
        shake, bombs = threes(g.hand)
        table.pointer.play(next(c for c in table.model.hands[0] if month(c) == (bombs or shake)[0]))
    run(app, 1)
    assert isinstance(app.top, ChoiceScene)
    audit(app, app.top)


def test_a_confirmation(app):
    answered: list = []
    app.push(confirm(app.ctx, "Start a new match?", "The match you are playing will count as a loss.",
                     "New match", lambda: answered.append("yes")))
    run(app, 1)
    audit(app, app.top)


@pytest.mark.parametrize("make", [PauseScene, GostopPauseScene, "moves", SummaryScene, MatchEndScene, "lesson"],
                         ids=["pause", "gostop-pause", "moves", "summary", "match-end", "lesson"])
def test_the_dialogs_over_the_table(app, make):
    play = table_with(app, drive_to(lambda m: m.over))
    run(app, 1)
    if make == "moves":
        scene = MovesScene(app.ctx, play.log, play.names)
    elif make == "lesson":
        scene = LessonScene(app.ctx, Lesson("Matching a month", "Play it."), 2, 11, lambda: None)
    else:
        scene = make(app.ctx, play)
    app.push(scene)
    run(app, 2)
    audit(app, scene)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_keys_are_written_whole_in_every_language_at_the_smallest_window_and_largest_text(lang):
    """The koi-koi prompt, the pause over it and Go or Stop? at 960x540 and
    150% text, in each language: every key written on its button, no label cut."""
    app = make_app(S.Settings(animation_speed=4.0, language=lang, text_size=150), size=(960, 540))
    try:
        assert i18n.language() == lang
        prompt = at_the_koikoi_prompt(app)
        audit(app, prompt)
        pause = PauseScene(app.ctx, prompt.table)
        app.push(pause)
        run(app, 2)
        audit(app, pause)
        g = gostop_state(lambda g: g.hand.phase is GPhase.GO_STOP, MATGO)
        table = app.ctx.screens.gostop_table(MATGO, None, resume=g)
        app.clear_to(table)
        run(app, 600, until=lambda: isinstance(app.top, ChoiceScene))
        audit(app, app.top)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_confirmation_that_keeps_by_default(app):
    """"Start a new match?" over a saved match: "Keep" lit (Enter keeps), and ← puts the ring on "New match"."""
    app.push(confirm(app.ctx, "Start a new match?", "The match you left will count as a loss.",
                     "New match", lambda: None, no="Keep", safe=True))
    run(app, 1)
    scene = app.top
    buttons = scene.focus_order()
    assert [b.primary for b in buttons] == [False, True]
    pressed: list[Button] = []
    for b in buttons:
        b.on_click = lambda b=b: pressed.append(b)
    arrows(app, scene, buttons, pressed)
