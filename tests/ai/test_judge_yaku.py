"""Koi-Koi's judge of the guided match's moves: a card that makes (or
raises) a yaku at once is what a good player plays, however much another
card would take; audited over random play of every taught preset, against
the engine's own yaku after the move."""

from __future__ import annotations

import random

from koikoi.ai.judges import JUDGES
from koikoi.games.common.seats import HUMAN
from koikoi.games.guides import TEACHERS
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.scoring import raised, yaku_points


def made_at_once(engine, state, action) -> bool:
    """Whether playing ``action`` raises the person's yaku before the deck's card is turned (the engine's play)."""
    before = yaku_points(state.rules, state.round.captures[HUMAN], state.round.month)
    after, _ = engine.apply(state, action)
    choices = [after]
    if engine.to_move(after) == HUMAN and all(a.kind is Act.TAKE for a in engine.legal_actions(after)):
        choices = [engine.apply(after, a)[0] for a in engine.legal_actions(after)]  # the field card chosen
    return any(raised(before, yaku_points(s.rules, s.round.captures[HUMAN], s.round.month)) for s in choices)


def test_a_card_that_makes_a_yaku_at_once_is_played_before_one_that_makes_none():
    teacher, judge = TEACHERS["koikoi"], JUDGES["koikoi"]
    engine = teacher.game
    rng = random.Random(39)
    met = 0
    for number, preset in enumerate(teacher.taught, 1):
        for seed in range(number * 10, number * 10 + 6):
            state, _ = engine.new(engine.load_rules(preset), seed, 2)
            while not engine.over(state):
                legal = list(engine.legal_actions(state))
                if engine.to_move(state) == HUMAN and legal and all(a.kind is Act.PLAY for a in legal):
                    making = {a for a in legal if made_at_once(engine, state, a)}
                    if making and making != set(legal):
                        good = judge.good_moves(engine.observe(state, HUMAN))
                        assert good and set(good) <= making, (preset, seed, good, making)
                        met += 1
                state, _ = engine.apply(state, rng.choice(legal))
    assert met > 20
