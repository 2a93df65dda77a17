"""The Hint button: the computer's choice in the player's seat, lit on the
table and said in words; it goes away once the player acts."""

from __future__ import annotations

import time

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.table.stage import HINT_GLOW
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.words import card_words

from .conftest import click, key, run
from .test_scenes import RULES, drive_to


def test_the_hint_lights_a_playable_card_and_says_what_it_takes(app):
    play = TableScene(app.ctx, RULES, 4, "easy")
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    assert play.match.round.phase is Phase.PLAY
    click(play.hint_button.rect.center)
    run(app, 200, until=lambda: bool(play.advisor.cards))
    (card,) = play.advisor.cards
    assert play.sprites[card].glow == HINT_GLOW
    assert card in play.model.hands[HUMAN]
    assert any(a.kind is Act.PLAY and a.card == card for a in M.legal_actions(play.match))
    assert play.hint.startswith("Hint: ") and card_words(card) in play.hint
    # pointing at the field does not put the hint out
    field = play.model.field_cards()[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=play.sprites[field].rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 2)
    assert play.sprites[card].glow == HINT_GLOW
    key(pygame.K_1)  # the player plays their own choice
    run(app, 2)
    assert not play.advisor.cards and play.sprites[card].glow != HINT_GLOW and not play.hint_button.visible


def test_the_hint_chooses_between_two_matches(app):
    from .test_choice_seen import koikoi_asked  # (a choice between cards alike is not asked)

    m = drive_to(lambda m: m.round.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP) and m.round.player == HUMAN
                 and koikoi_asked(m.rules, m))
    play = TableScene(app.ctx, RULES, None, "easy", resume=m)
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    key(pygame.K_h)
    run(app, 200, until=lambda: bool(play.advisor.cards) or play.hint.startswith("Hint: lay"))
    takes = [a.card for a in M.legal_actions(play.match) if a.kind is Act.TAKE]
    assert play.advisor.cards and play.advisor.cards[0] in takes
    # which to take, and why (the yaku each moves on, the points: test_choice_weighed checks them)
    assert play.hint.startswith(f"Hint: Take the {card_words(play.advisor.cards[0])}: ")


def test_acting_before_the_hint_comes_forgets_it(app):
    play = TableScene(app.ctx, RULES, 4, "easy")
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    play.advisor.ask()
    assert play.advisor.asked
    play.act(M.legal_actions(play.match)[0])
    assert not play.advisor.asked and not play.advisor.cards
    run(app, 600, until=lambda: play.human_turn())  # the opponent still gets its turn
    assert play.human_turn() and not play.advisor.cards


def test_the_koikoi_prompt_has_a_hint_too(app):
    from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
    play = TableScene(app.ctx, RULES, None, "easy", resume=m)
    app.push(play)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    assert isinstance(prompt, KoiKoiScene) and prompt.advice == ""
    key(pygame.K_h)
    deadline = time.monotonic() + 20  # the search thinks in real time, in the worker thread
    while not prompt.advice.startswith("Hint:") and time.monotonic() < deadline:
        app.step(1 / 30)
        time.sleep(0.01)
    assert prompt.advice in ("Hint: the computer would stop here and take the points.",
                             "Hint: the computer would call koi-koi here and play on.")
    click(prompt.stop_button.rect.center)
    run(app, 2)
    assert app.top is play and play.match.round.over


def test_the_hint_gives_way_while_another_card_is_held_up(app):
    """The Hint's outline does not stay on its card while the player holds
    up another (by the arrows or the mouse); it comes back when they hold up
    none, and goes for good once they play."""
    play = TableScene(app.ctx, RULES, 4, "easy")
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    key(pygame.K_h)
    run(app, 200, until=lambda: bool(play.advisor.cards))
    (card,) = play.advisor.cards
    hand = list(play.model.hands[HUMAN])
    other = next(c for c in hand if c != card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=play.sprites[other].rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 2)
    assert play.pointer.hovered == other and play.sprites[card].glow != HINT_GLOW
    while play.pointer.hovered != card:  # the arrows to the Hint's own card: its outline is back
        key(pygame.K_RIGHT)
        run(app, 1)
    assert play.sprites[card].glow == HINT_GLOW
    key(pygame.K_RIGHT)
    run(app, 1)
    assert play.sprites[card].glow != HINT_GLOW
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 2)
    assert play.pointer.hovered is None and play.sprites[card].glow == HINT_GLOW


def test_go_stop_has_a_hint_from_what_the_person_sees(app):
    """Go-Stop's table offers the Hint (H) as Koi-Koi's does: the hard
    player's choice in the person's seat, worked out from what that seat
    sees (``observe``, no hidden card), lit and said; it goes once the
    player plays."""
    from koikoi.games.gostop import game as G
    from koikoi.games.gostop.observation import Sight, observe
    from koikoi.games.gostop.rules import load_gostop

    play = app.ctx.screens.gostop_table(load_gostop("matgo"), 3)
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    assert play.hint_button.label == "Hint" and play.hint_button.key_label == "H"
    asked: list = []
    ask = app.ctx.worker.ask
    app.ctx.worker.ask = lambda agent, seen: (asked.append(seen), ask(agent, seen))
    key(pygame.K_h)
    run(app, 300, until=lambda: bool(play.advisor.cards))
    assert len(asked) == 1 and isinstance(asked[0], Sight) and asked[0] == observe(play.game.hand, HUMAN)
    (card,) = play.advisor.cards
    assert play.sprites[card].glow == HINT_GLOW
    assert any(a.card == card for a in G.legal_actions(play.game))
    assert play.hint.startswith("Hint: ") and play.status() == play.hint
    key(pygame.K_1)  # the player plays their own choice
    run(app, 2)
    while app.top is not play:  # a shake or bomb asked first: the default answer
        key(pygame.K_RETURN)
        run(app, 2)
    assert not play.advisor.cards and play.sprites[card].glow != HINT_GLOW and not play.hint_button.visible


def hinted_table(app, game: str, choosing: bool):
    """A table of ``game`` on the person's turn to play (or, ``choosing``, to take one of two field cards)."""
    from .test_focus import at_a_choice

    if choosing:
        return at_a_choice(app, game)
    if game == "koikoi":
        play = TableScene(app.ctx, RULES, 4, "easy")
        app.push(play)
    else:
        from koikoi.games.gostop.rules import load_gostop
        play = app.ctx.screens.gostop_table(load_gostop("matgo"), 3)
        app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    return play


@pytest.mark.parametrize("choosing", [False, True], ids=["playing", "choosing"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_after_the_hint_enter_does_what_it_suggests(app, game, choosing):
    """Keys alone: H lights the Hint's card and brings the keyboard to it
    (the hand card held up, or the ring on the field card to take), so
    Enter plays (or takes) that card, not another nor nothing; and → moves on
    from it as usual. Before, Enter after a hint did nothing on the hand
    (nothing held up) and took the first card at a choice."""
    play = hinted_table(app, game, choosing)
    felt = play.ctx.layout.rect("field").bottomright
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(felt[0] - 4, felt[1] - 4), rel=(0, 0),
                                         buttons=(0, 0, 0)))  # the mouse rests on bare felt
    run(app, 2)
    key(pygame.K_h)
    run(app, 300, until=lambda: bool(play.advisor.cards) or play.hint.startswith("Hint: lay"))
    run(app, 30)  # the hinted card held up, and the cards settled under the resting mouse
    if not play.advisor.cards:  # Koi-Koi's hint lays the card down: the ring is on the button that does it
        assert play.focus.on() is play.lay_button
        return
    card = play.advisor.cards[0]
    if choosing:
        on = play.focus.on()
        assert on is not None and getattr(on, "card", None) == card
        assert play.status() == play.hint  # the Hint's words stay said
    else:
        assert play.pointer.hovered == card and play.focus.on() is None
        assert play.sprites[card].glow == HINT_GLOW
        hand = list(play.model.hands[HUMAN])
        key(pygame.K_RIGHT)  # an arrow moves on from the Hint's card as usual...
        run(app, 1)
        assert play.pointer.hovered == hand[(hand.index(card) + 1) % len(hand)]
        key(pygame.K_LEFT)  # ... and back to it
        run(app, 1)
        assert play.pointer.hovered == card
    taken: list = []
    act = play.act
    play.act = lambda action: (taken.append(action), act(action))
    key(pygame.K_RETURN)
    run(app, 2)
    while app.top is not play:  # Go-Stop: a shake or bomb asked first, the default answer
        key(pygame.K_RETURN)
        run(app, 2)
    assert taken and taken[0].card in play.advisor.cards + [card]
    assert taken[0].card == card or (game == "gostop" and taken[0].kind == "bomb")
