"""Go-Stop's Shake? and Bomb? ask about the player's three cards of a
month: the box stands clear of their hand and of the field's card of that
month, in the window, and is wide enough to say Shake?'s sentences in two or three
lines at every text size and language (before, at 150% it stood as a narrow
box of four or more lines, or overflowed its strip onto the field's cards)."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import Action
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.games.gostop.turn import month
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.widgets import Button

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@functools.cache
def asked(kind: str, full_field: bool) -> tuple[G.GameState, int]:
    """A Go-Stop game of random plays where the person may ``kind`` ("shake", "bomb") or play one card, and
    the card that asks it; ``full_field``: with many cards on the field (the rooms between them narrow)."""
    rules = load_gostop("matgo")
    for seed in range(5000):
        g, _ = G.new_game(rules, seed, 2)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 2:
            legal = G.legal_actions(g)
            if GOSTOP.to_move(g) == 0 and g.hand.phase is Phase.PLAY and bin(g.hand.field).count("1") >= (
                    9 if full_field else 0):
                other = "bomb" if kind == "shake" else "shake"
                for a in legal:
                    if a.kind == kind and Action("play", a.card) in legal and not any(b.kind == other for b in legal):
                        return g, a.card
            g, _ = G.apply(g, rng.choice(legal))
    raise AssertionError(f"no {kind} for the person")


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_shake_and_bomb_ask_in_a_wide_box_clear_of_the_month(size, text_size):
    for lang in ("en", "fr", "ja"):
        with app_at(size, text_size, lang) as app:
            for kind in ("shake", "bomb"):
                for full in (False, True):
                    g, card = asked(kind, full)
                    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
                    app.clear_to(table)
                    run(app, 600, until=table.human_turn)
                    table.pointer.play(card)
                    run(app, 3)
                    q, a, where = app.top, app.ctx.assets, f"{kind} {full} {size} {text_size} {lang}"
                    assert isinstance(q, ChoiceScene), where
                    assert pygame.Rect((0, 0), size).contains(q.box), where
                    # Shake?'s two sentences in two or three lines; Bomb?'s, twice as long, in five at most
                    assert 1 <= len(q.lines) <= (3 if kind == "shake" else 5), f"{where}: {q.lines}"
                    asks = [*table.model.hands[0], *(c for c in table.model.field_cards() if month(c) == month(card))]
                    for c in asks:
                        assert not q.box.colliderect(table.sprites[c].rect()), f"{where}: over card {c}"
                    for b in table.buttons:
                        assert not (b.visible and q.box.colliderect(b.rect)), f"{where}: over {b.label!r}"
                    for line in q.lines:
                        assert a.font(q.size).size(line)[0] <= q.box.w, where
                    for b in q.buttons:
                        if isinstance(b, Button) and b.visible:
                            label, _size, keys = b.fitting(a)
                            assert q.box.contains(b.rect) and label == b.label and keys, where
    assert i18n.language() == "en"
