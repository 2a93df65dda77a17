""""Enter" is written on the button Enter presses, wherever the keyboard's
ring stands, and on no other (pt25, History in Korean with the keyboard
alone: the ring on the list of matches, Enter replayed the row picked, and
the lit Replay button showed no "Enter", while every other screen's lit
button did). Audited as a player of the keys meets the screens: on each,
with the ring hidden and then on each control in turn (Tab), Enter is
pressed (the buttons' actions noted, not done) and the button it pressed
is the one that writes "Enter", alone; where it presses none, none writes
it. The screens: the title, Settings of both games, History's list of
matches (a match in it, one picked), Statistics, How to play, over the
table its menu, its moves and a question, and a replay's end dialog."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import pgettext
from koikoi.ui.scenes.matches import MatchesScene

from .conftest import app_at, key, run
from .test_matches_whole import played
from .test_replay_end_buttons import at_the_end
from .test_words_at_size import buttons_of, screens

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

TABLES = ("Koi-Koi table", "Go-Stop table")  # their Enter plays a card: their keys are test_table_keys'


def writes_enter(b) -> bool:  # noqa: ANN001
    return pgettext("key", "Enter") in b.keys_shown().split(" · ")


def enter_presses(a, scene) -> list[str]:  # noqa: ANN001
    """The buttons Enter presses on ``scene`` now, by their words (their actions noted, not done)."""
    pressed: list[str] = []
    kept = [(b, b.on_click) for b in buttons_of(scene)]
    for b, _was in kept:
        b.on_click = lambda b=b: pressed.append(b.label)
    try:
        key(pygame.K_RETURN)
        run(a, 1)
    finally:
        for b, was in kept:
            b.on_click = was
    return pressed


def audit(a, name: str, scene, wrong: list[str]) -> int:  # noqa: ANN001
    """Enter's button against the words written, ring hidden and on each control in turn; the places audited."""
    places = 0
    for step in range(len(scene.focus.controls()) + 1):
        if step:
            key(pygame.K_TAB)
            run(a, 1)
        if a.top is not scene:
            wrong.append(f"{name}: Tab left the screen")
            return places
        ring = scene.focus.current.__class__.__name__ if scene.focus.visible else "no ring"
        written = [b.label for b in buttons_of(scene) if writes_enter(b)]
        pressed = enter_presses(a, scene)
        while a.top is not scene:  # what Enter opened besides (nothing a button does: a list's row is a button's)
            a.pop()
        if written != pressed[:1] or len(pressed) > 1:
            wrong.append(f"{name}, ring on {ring}: Enter pressed {pressed}, 'Enter' written on {written}")
        places += 1
    return places


@pytest.mark.parametrize("lang, size", [("ko", (960, 540)), ("ja", (1280, 720)), ("fr", (960, 540))])
def test_enter_is_written_on_the_button_it_presses_and_no_other(lang, size):
    with app_at(size, 100, lang) as a:
        played("two").db.backup(a.ctx.history.db)  # History holds matches, as if played here
        wrong: list[str] = []
        places = 0
        for name, scene in screens(a):
            if name in TABLES:
                continue
            if isinstance(scene, MatchesScene):
                scene.step(1)  # a row picked with ↓, the ring on the list (pt25-271)
                run(a, 1)
                assert scene.selected == 0 and scene.focus.current is scene.list_area
                ring_on_list = [b.label for b in buttons_of(scene) if writes_enter(b)]
                pressed = enter_presses(a, scene)
                if ring_on_list != pressed:
                    wrong.append(f"{name}, a row picked: Enter pressed {pressed}, 'Enter' written on {ring_on_list}")
            places += audit(a, name, scene, wrong)
        for game, preset in (("koikoi", "nintendo"), ("gostop", "matgo")):  # a replay's end dialog, both games
            table, summary = at_the_end(a, game, preset)
            places += audit(a, f"{game} replay's end", summary, wrong)
            while len(a.stack) > 1:
                a.pop()
        assert places > 30, places
        assert not wrong, wrong
