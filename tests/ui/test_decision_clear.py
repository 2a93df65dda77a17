"""The decisions asked at the table (the koi-koi prompt, Go-Stop's Go or
Stop?) stand clear of what the player weighs to answer them: no field
card, no card of the player's hand, no seat's capture box, no yaku line of
the side panel, none of the table's buttons (Menu, Moves), lies under them, over several states of each game, at 960x540 and 1280x720, each text size, every language, at tables
of two and three; and they stay whole: in the window, each line within the
box, every button in it with its label and keys whole. Before, both stood
in the window's middle, over the field and the panel; then (cold playtest
pt10) over the CPU's face-down hand at 960x540 from 125% text and at
1280x720 at 150%, though how many cards it holds is part of the decision:
they now leave the score in sight, and every opponent's hand too wherever
a room clear of it holds them whole (at 960x540 a long question in French
may still find none)."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.boxes import Rooms
from koikoi.ui.scenes.dialog import ChoiceScene, width_floor
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.widgets import Button

from .conftest import app_at, run
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@functools.cache
def at_go_or_stop(players: int, first: int = 0) -> G.GameState:
    """A Go-Stop game of random plays where the person is asked Go or Stop, at a table of ``players``
    (the first such game from seed ``first``)."""
    rules = load_gostop("matgo" if players == 2 else "gostop-brazilian")
    for seed in range(first, first + 2000):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 3:
            if GOSTOP.to_move(g) == 0 and g.hand.phase is GPhase.GO_STOP:
                return g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    raise AssertionError("no Go or Stop for the person")


@functools.cache

def go_or_stop_asked(app, players: int, seed: int):  # noqa: ANN001, ANN201
    """Go or Stop? asked at a table taken up at :func:`at_go_or_stop`'s state, settled: the table and the question."""
    g = at_go_or_stop(players, seed)
    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
    app.clear_to(table)
    run(app, 600, until=lambda: isinstance(app.top, ChoiceScene))
    question = app.top
    assert isinstance(question, ChoiceScene) and len(table.names) == players
    run(app, 2)
    return table, question

def at_koikoi(seed: int = 1):
    return drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == 0, seed)


STATES = (1, 7, 40)  # the seeds of the games whose decisions are audited


def fits_clear(table, prompt) -> bool:
    """Whether ``prompt`` stands whole in one of the table's rooms clear of the opponents' hands, given only
    those, its buttons' words and keys whole."""
    rooms = table.decision_room()
    clear = Rooms(r for r in rooms if not any(r.colliderect(s) for s in rooms.sighted))
    saved, prompt.band_of = prompt.band_of, lambda: clear
    prompt.place()
    a = table.ctx.assets
    fits = any(r.contains(prompt.box) for r in clear) and all(  # whole, its buttons' words and keys too
        b.fitting(a)[0] == b.label and b.fitting(a)[2] for b in prompt.buttons if isinstance(b, Button) and b.visible)
    prompt.band_of = saved
    prompt.place()  # as it was
    return fits


def audit(app, table, prompt, lines: list[tuple[str, int]]) -> None:
    """``prompt`` hides nothing weighed, and is whole; ``lines``: its texts and their sizes; it stands over an
    opponent's hand only where no room clear of it holds it whole."""
    lay, a, box = app.ctx.layout, app.ctx.assets, prompt.box
    where = f"{lay.window} {a.text_scale} {i18n.language()}"
    assert pygame.Rect((0, 0), lay.window).contains(box), where
    # clear of the field's and the hand's cards where a room clear of them as wide as a question's floor holds it
    # whole; else over the field, never in a thin column (pt25: a phrase a line, its sum split), off the side column
    wide = [r for r in table.decision_room() if r.w >= width_floor(lay)]
    if not isinstance(prompt, ChoiceScene) or any(r.contains(box) for r in wide):
        for c in table.model.field_cards():
            assert not box.colliderect(table.sprites[c].rect()), f"{where}: over field card {c}"
        for c in table.model.hands[0]:
            assert not box.colliderect(table.sprites[c].rect()), f"{where}: over the player's hand card {c}"
    over = [c for hand in table.model.hands[1:] for c in hand if box.colliderect(table.sprites[c].rect())]
    if over:  # how many cards each opponent holds is part of the decision: over them only where nothing else holds it
        assert not fits_clear(table, prompt), f"{where}: over an opponent's cards {over} though a clear room holds it"
    for zone in ("info", "player_captures", "opponent_captures", "second_opponent_captures"):
        if lay.has(zone):
            assert not box.colliderect(lay.rect(zone)), f"{where}: over {zone}"
    assert table.canvas.spots, "the panel's yaku lines are known"
    for at, what in table.canvas.spots:
        assert not box.colliderect(at), f"{where}: over the panel's yaku line {what}"
    for text, size in lines:
        assert a.font(size).size(text)[0] <= box.w, f"{where}: {text!r} wider than the box"
    for b in table.buttons:  # the table's own (Menu, Moves...) stay in reach: no room for a decision covers one
        if b.visible:
            assert not box.colliderect(b.rect), f"{where}: over the table's {b.label!r} button"
            for room in table.decision_room():
                assert not room.colliderect(b.rect), f"{where}: a decision's room {room} over {b.label!r}"
    for b in prompt.buttons:
        if isinstance(b, Button) and b.visible:
            label, _size, keys = b.fitting(a)
            assert box.contains(b.rect) and label == b.label and keys, f"{where}: {b.label!r} {b.key_label!r}"


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_decisions_hide_nothing_weighed(size, text_size):
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            for seed in STATES if lang == "en" else STATES[:1]:
                table = table_with(app, at_koikoi(seed))
                app.clear_to(table)  # the last seed's table and question gone
                run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
                prompt = app.top
                assert isinstance(prompt, KoiKoiScene)
                run(app, 2)
                audit(app, table, prompt, [(text, size) for text, size, _colour, _y in prompt.lines_at])
                for players in (2, 3):
                    table, question = go_or_stop_asked(app, players, seed)
                    audit(app, table, question, [(line, question.size) for line in question.lines])
