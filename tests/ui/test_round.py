"""A whole round through the real scenes, played with synthetic mouse clicks
aimed at the sprites: cards, the capture choice, the koi-koi prompt's Stop
button, to the round summary; then the next round is dealt."""

from __future__ import annotations

from functools import lru_cache

import pygame

from koikoi.ai.koikoi.agents import make_agent
from koikoi.games.common.cards import indices
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.actions import FLIP, Act
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import YakuMade
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.koikoi.table import TableScene

from .conftest import breathe, click, run

HUMAN_SEED = 5


@lru_cache(maxsize=None)
def seed_where_you_stop_on_a_yaku() -> int:
    """A match seed whose first round, played by the greedy policy below
    against the easy CPU, has you make a yaku, stop, and win: the UI test
    then drives the same policy through the mouse."""
    rules = load_preset("nintendo")
    for seed in range(1, 500):
        you, cpu = make_agent("greedy", HUMAN_SEED), make_agent("easy", seed + 1)
        m, _ = M.new_match(rules, seed)
        made = False
        while not m.round.over:
            who = m.to_move
            action = FLIP if who is None else (you if who == 0 else cpu).act(observe(m, who))
            m, events = M.apply(m, action)
            made |= any(isinstance(e, YakuMade) and e.player == 0 and e.may_koikoi for e in events)
        r = m.round.result
        if made and r.winner == 0 and r.reason == "stop":
            return seed
    raise AssertionError("no seed found")


def test_a_whole_round_with_the_mouse(app):
    seed = seed_where_you_stop_on_a_yaku()
    rules = load_preset("nintendo")
    play = TableScene(app.ctx, rules, seed, "easy")
    app.push(play)
    you = make_agent("greedy", HUMAN_SEED)
    clicks = prompts = 0
    for _ in range(6000):
        app.step(1 / 30)
        top = app.top
        if isinstance(top, SummaryScene):
            break
        if isinstance(top, KoiKoiScene):
            prompts += 1
            # the prompt shows what stopping scores now
            assert top.stop_button.label == f"Stop: +{play.match.round.score_if_stopped(0).total}"
            assert you.act(observe(play.match, 0)).kind is Act.STOP  # keep the policy's RNG in step
            click(top.stop_button.rect.center)
            continue
        if play.human_turn():
            action = you.act(observe(play.match, 0))
            sprite = play.sprites[action.card]
            assert sprite.visible
            before = play.actions_done
            click(sprite.rect().center)
            app.step(1 / 30)
            assert play.actions_done == before + 1, f"the click on {action} did nothing"
            assert R.cards_accounted(play.match.round)
            clicks += 1
        breathe(app)
    else:
        raise AssertionError("the round never reached its summary")
    assert prompts == 1 and clicks >= 4
    result = play.match.round.result
    assert result.winner == 0 and result.reason == "stop"
    assert result.points == result.score.total > 0
    assert play.match.scores[0] == result.points
    # each captured card lies in your capture zone, grouped by kind
    zone = app.ctx.layout.rect("player_captures")
    mine = list(indices(play.match.round.captures[0]))
    assert mine and all(zone.collidepoint(play.sprites[c].rect().center) for c in mine)
    # the summary lists the yaku with their points
    summary = app.top
    assert [y.id for y in summary.score.yaku] == [y.id for y in result.score.yaku]
    assert summary.title() == "You win the round!"
    # Next round: the summary closes and round 2 is dealt onto the table
    pygame.event.clear()
    click(summary.next_button.rect.center)
    run(app, 400, until=lambda: play.idle and play.match.round_no == 2)
    assert app.top is play and play.match.round_no == 2
    hand = list(indices(play.match.round.hands[0]))
    hand_zone = app.ctx.layout.rect("player_hand")
    run(app, 120, until=lambda: not any(play.sprites[c].moving for c in hand))
    assert all(hand_zone.collidepoint(play.sprites[c].rect().center) for c in hand)


def test_hovering_a_hand_card_lifts_it_and_lights_its_matches(app):
    rules = load_preset("nintendo")
    for seed in range(1, 200):
        m, _ = M.new_match(rules, seed)
        if m.round.dealer == 0 and not m.round.over:
            hand = list(indices(m.round.hands[0]))
            field = m.round.field
            matching = [c for c in hand if any((field >> f) & 1 for f in range(48) if f // 4 == c // 4)]
            if matching:
                break
    play = TableScene(app.ctx, rules, seed, "easy")
    app.push(play)
    run(app, 2000, until=play.human_turn)
    assert play.human_turn()
    card = matching[0]
    rest_y = play.sprites[card].rect().centery
    pos = play.sprites[card].rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 10)
    assert play.pointer.hovered == card
    assert play.sprites[card].rect().centery < rest_y  # lifted
    lit = {c for c in range(48) if play.sprites[c].glow is not None}
    assert lit and all(c // 4 == card // 4 for c in lit)
    assert lit == {c for c in indices(play.match.round.field) if c // 4 == card // 4}


def test_pointing_at_a_field_card_lights_the_hand_cards_that_take_it(app):
    rules = load_preset("nintendo")
    for seed in range(1, 200):
        m, _ = M.new_match(rules, seed)
        if m.round.dealer == 0 and not m.round.over:
            hand = list(indices(m.round.hands[0]))
            field = list(indices(m.round.field))
            pairs = [(f, [c for c in hand if c // 4 == f // 4]) for f in field]
            pairs = [(f, cs) for f, cs in pairs if cs]
            if pairs:
                break
    play = TableScene(app.ctx, rules, seed, "easy")
    app.push(play)
    run(app, 2000, until=play.human_turn)
    target, takers = pairs[0]
    pos = play.sprites[target].rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 3)
    assert {c for c in play.model.hands[0] if play.sprites[c].glow is not None} == set(takers)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 700), rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 3)
    assert all(play.sprites[c].glow is None for c in play.model.hands[0])
