"""A click plays the hand card the player saw under the mouse (issue 39,
pt21: in Japanese Go-Stop for three, the hand closed up or re-sorted under
a resting mouse and the second of two quick clicks played a card the
player had not pointed at)."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.deck import FIRST_BONUS
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S

from .conftest import breathe, make_app, run

REACTION = 0.3  # seconds: a card that came under a resting mouse more recently than this was not pointed at


def under_pointer(table, pos):
    """The hand card drawn on top under ``pos`` (None: none)."""
    hits = [c for c in table.model.hands[HUMAN] if table.sprites[c].hit(pos)]
    return max(hits, key=lambda c: table.sprites[c].z) if hits else None


def quick_clicks(game: str, seed: int, frames: int = 900) -> list[tuple[int, int | None, float]]:
    """A player who rests the mouse on a hand card and clicks twice in one
    frame every third frame, moving the mouse only when no hand card is
    under it (the dialogs answered by Enter). Each card a click played,
    with the card drawn under the pointer in the frame before the click
    and how long it had lain still there."""
    app = make_app(S.Settings(animation_speed=1.0))
    i18n.set_language("ja")
    try:
        screens = app.ctx.screens
        table = screens.table(load_preset("nintendo"), seed, "easy") if game == "koikoi" else \
            screens.gostop_table(load_gostop("gostop-brazilian"), seed, "easy", players=3)
        app.push(table)
        played: list[tuple[int, int | None, float]] = []
        clicking = False
        act = table.act

        def acted(action) -> None:
            card = action.card
            if clicking and card in table.model.hands[HUMAN]:
                played.append((card, seen, table.time - seen_since))
            act(action)

        table.act = acted
        run(app, 600, until=lambda: bool(table.model.hands[HUMAN]))  # the cards rendered, the deal begins
        pos: tuple[int, int] | None = None
        seen: int | None = None
        seen_since = 0.0
        moved_onto = False
        for frame in range(frames):
            if app.top is not table:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                     scancode=0))
            elif table.human_turn() and seen is None and table.model.hands[HUMAN]:
                hand = table.model.hands[HUMAN]
                bonus = [c for c in hand if c >= FIRST_BONUS] if game == "gostop" else []
                # the mouse goes onto a card (a bonus card first: one laid, the card drawn re-sorts the hand and
                # it is the player's turn again at once), then rests
                pos = table.sprites[bonus[0] if bonus else hand[len(hand) // 2]].rect().center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
                moved_onto = True
            elif pos is not None and frame % 3 == 0:
                for _ in range(2):
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            clicking = True
            app.step(1 / 30)
            clicking = False
            while breathe(app):  # the computer's move, the card images: in real time, as the game waits for them
                pass
            if pos is not None:
                now = under_pointer(table, pos)
                moving = now is not None and table.sprites[now].travelling
                if now != seen or moving:
                    seen, seen_since = now, table.time
                    if moved_onto and now is not None and not moving:
                        seen_since = -1e9  # the mouse moved onto it: pointed at
                moved_onto = False
            if table.game.hand_no > 1 if game == "gostop" else table.match.round.round_no > 1:
                break
        return played
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("game, seed", [("gostop", 20), ("gostop", 34), ("koikoi", 3)])
def test_a_quick_click_on_a_resting_mouse_plays_only_the_card_seen_there(game, seed, rasterise_each_card_once):
    played = quick_clicks(game, seed)
    assert played, "no card was played by a click"
    for card, seen, still in played:
        assert card == seen, f"a click played card {card}; the frame before showed {seen} under the pointer"
        assert still >= REACTION, f"card {card} had lain under the resting mouse {still:.2f} s when played"


def test_a_card_come_to_rest_under_the_mouse_is_played_after_the_game_slept(rasterise_each_card_once):
    """pt25: a bonus card played, the card drawn for it rose under the resting
    mouse; the game then slept (nothing moved) and two clicks did nothing
    until the mouse moved: the time slept did not count toward the card's
    lying still. Here the game's own loop runs a second in real time (its
    sleeps), then a click on the resting mouse plays the card under it."""
    app = make_app(S.Settings(animation_speed=1.0))
    try:
        table = app.ctx.screens.gostop_table(load_gostop("matgo"), 1, "easy", players=2)
        app.push(table)
        run(app, 900, until=lambda: table.human_turn() and not table.animating)
        bonus = [c for c in table.model.hands[HUMAN] if c >= FIRST_BONUS]
        assert bonus and app.top is table, "seed 1 no longer deals the player a bonus card to play first"
        pos = table.sprites[bonus[0]].rect().center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        run(app, 10)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        run(app, 300, until=lambda: bonus[0] not in table.model.hands[HUMAN] and table.human_turn()
            and not table.animating)
        under = table.pointer.hand_card_at(pos)
        assert app.top is table and table.human_turn() and under is not None, "no card came under the mouse"
        app.run(quit_after=1.0)  # the game's loop: nothing moves, so it sleeps until the player does something
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(1 / 60)
        assert under not in table.model.hands[HUMAN], "a click on the card lying under the resting mouse did nothing"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
