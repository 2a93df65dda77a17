"""Go-Stop's points figures say which figure they are, and agree with the
engine: over many seeded hands with shakes, bombs and Go, a player's
*yaku points* (what their yaku make, before any bonus or multiplier:
what Go and Stop are called at) and what a hand *pays* (after every
multiplier) are each said in words of their own, and the same quantity
carries the same number on the panel, in the Go and Stop banners'
move-log lines, in the summary's lines and in its total, at each hand's
end reached by stepping forward or by a jump."""

from __future__ import annotations

import random

import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.gostop import game as G
from koikoi.games.gostop.state import NO_ONE, Called
from koikoi.games.gostop.turn import hand_score_of
from koikoi.games.gostop.scoring import loser_scores
from koikoi.ui.gostop_words import points, won_points, yaku_score
from koikoi.ui.scene import Scene

from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


class Below(Scene):
    """The screen that opened the replay."""


def keen(players: int, seed: int) -> MR.MatchRecord:
    """A game whose players shake, bomb and call Go whenever they may (else play at random)."""
    game = MR.GAMES["gostop"]
    rng = random.Random(seed)
    state, _ = game.new(game.load_rules("matgo"), seed, players)
    actions, rounds = [], []
    while not game.over(state) and len(actions) < 600:
        legal = list(game.legal_actions(state))
        bold = [a for a in legal if a.kind in ("bomb", "shake")] or [a for a in legal if a.kind == "go"
                                                                     and rng.random() < 0.7]
        action = rng.choice(bold or legal)
        before = len(game.outcomes(state))
        state, _ = game.apply(state, action)
        actions.append(game.action_text(action))
        if len(game.outcomes(state)) > before:
            rounds.append(game.round_facts(state))
    return MR.MatchRecord("gostop", "normal", game.start(state), tuple(actions), tuple(rounds),
                          MR.outcome_of(game, state),
                          tuple(game.scores(state)), "2026-12-05T10:00:00+01:00", None)


def check_hand_end(table, at: int) -> int:
    """The hand ended at state ``at``: what the table says of its points, against the engine. The multipliers seen."""
    g = table.replay.states[at]
    h = g.hand
    result = h.result
    scored = next(ev for ev in table.replay.events[at] if isinstance(ev, G.HandScored))
    summary = table.summary_screen()
    assert summary.hand_points() == scored.points, at  # the total, after multipliers and stakes
    if result is None or result.winner == NO_ONE or result.reason != "stop":
        return 0
    w = result.winner
    sc = loser_scores(g.rules, h.captures, w, h.go_calls, h.shakes[w], h.cup)[0][1]
    yaku = hand_score_of(g.rules, h.captures[w], h.cup)
    assert yaku == sc.base == sum(ln.points for ln in sc.yaku), at  # the yaku points, one number everywhere
    said = yaku_score(yaku)
    assert "yaku point" in said and "multipliers" in won_points(scored.points)
    info = table.canvas.info()
    heading = next(s.heading for s in info.seats if s.name == table.names[w])
    # the panel: its heading says yaku once ("Your yaku — 10 points"), and so says which points these are
    assert heading.endswith(points(yaku)) and "yaku" in heading and won_points(yaku) not in heading, (at, heading)
    assert said in summary.subtitle(), (at, summary.subtitle())  # the summary: how the hand ended
    calls = [ev for ev in table.replay.events[at] if isinstance(ev, Called)]
    texts = [m.text for m in table.log.moves]
    if calls:  # the Stop, in the move log (and its banner), at the yaku points it was called with
        assert calls[-1].score == yaku and any(said in t for t in texts), (at, texts[-3:])
    assert any(won_points(scored.points) in t for t in texts), (at, texts[-2:])  # what the hand paid
    return sum(1 for ln in sc.lines if ln.kind in ("multiplier", "penalty") or ln.id == "go")


@pytest.mark.parametrize("players", [2, 3])
def test_yaku_points_and_what_a_hand_pays_are_said_apart_and_agree_with_the_engine(app, players):
    multiplied = 0
    for seed in range(3):
        rec = keen(players, seed)
        app.push(Below(app.ctx))
        table = app.ctx.screens.replay(rec, "", at=0)
        app.push(table)
        run(app, 3)
        ends = [at for at in range(1, table.moves + 1)
                if table.replay.states[at].hand.phase is G.Phase.OVER
                and table.replay.states[at - 1].hand.phase is not G.Phase.OVER]
        for n, at in enumerate(ends):
            if n % 2:  # jumped to: no other hand's figures linger (its total, its sum again)
                table.goto(at)
                assert table.last_hand is None or table.last_hand.game.hand_no == table.state.hand_no - 1
            else:  # stepped to, from the move before
                table.goto(at - 1)
                table.step_forward()
                run(app, 600, until=lambda t=table: t.idle)
            multiplied += check_hand_end(table, at)
            if app.top is not table:
                app.pop()
            table.summary_pending = False
        app.pop()
        app.pop()
    assert multiplied >= 5  # the hands seen had shakes, bombs, Go and penalties to multiply by
