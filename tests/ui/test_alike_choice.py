"""A choice between field cards the rules cannot tell apart is not asked
(issue 39: "press 1 or 2" between two plain maples): the table takes the
first for the person, the engine records the take, and the Moves say so.
A choice between cards that differ is still asked. Over seeded choices of
both games, each checked against the games' own ``alike``, which
tests/games/test_alike_choices.py audits against the scoring."""

from __future__ import annotations

from koikoi.games.gostop import alike as GA
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.koikoi import alike as KA
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import Phase as KoikoiPhase
from koikoi.ui.koikoi.table import TableScene

from .test_choice_seen import offered_at_rest, persons_choices

WANT = 12
NOTE = "without being asked"


def check(table, offered: list[int], alike: bool, phase_now, phases, seed: int) -> str:  # noqa: ANN001
    said: list[str] = []  # the banners said as the choice came (a Moves line would not be told again on resuming)
    real = table.say
    table.say = lambda text, sub="", *rest, **named: (said.append(text), real(text, sub, *rest, **named))[1]
    try:
        offered_at_rest(table)
    finally:
        del table.say
    table.timeline.clear()  # (the take's steps, left unshown: the next choice is set afresh)
    table.warm_list.clear()
    if alike:
        if table.pointer.choosing() or phase_now() in phases:
            return f"seed {seed}: alike cards {offered}, yet a choice was asked"
        if not said or NOTE not in said[-1] or table.actions_done == 0:
            return f"seed {seed}: alike cards {offered} taken without a word: {said}"
    elif not table.pointer.choosing() or any(NOTE in s for s in said):
        return f"seed {seed}: cards {offered} differ, yet no choice was asked"
    return ""


def test_koikoi_asks_only_between_cards_that_differ(app):
    rules = load_preset("nintendo")
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    phases = (KoikoiPhase.CHOOSE_FLIP, KoikoiPhase.CHOOSE_HAND)
    wrong, kinds = [], set()
    for seed, m, _phase in persons_choices(lambda seed: M.new_match(rules, seed)[0], lambda m, a: M.apply(m, a)[0],
                                           M.legal_actions, lambda m: m.round.phase if m.round.player == 0 else None,
                                           phases, WANT):
        table.match, table.actions_done = m, 0
        table.log.restart()
        offered = [c for c in range(48) if R.pending_targets(m.round) >> c & 1]
        alike = KA.alike(rules, offered)
        kinds.add(alike)
        wrong.append(check(table, offered, alike, lambda: table.match.round.phase, phases, seed))
    assert kinds == {True, False}, "both kinds of choice were met"
    assert not any(wrong), "\n".join(w for w in wrong if w)


def test_gostop_asks_only_between_cards_that_differ(app):
    rules = load_gostop("matgo")
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
    table.timeline.clear()
    phases = (GostopPhase.CHOOSE_FLIP, GostopPhase.CHOOSE_HAND)
    wrong, kinds = [], set()
    for seed, g, _phase in persons_choices(lambda seed: G.new_game(rules, seed, 2)[0], lambda g, a: G.apply(g, a)[0],
                                           G.legal_actions, lambda g: g.hand.phase if g.hand.player == 0 else None,
                                           phases, WANT):
        table.geometry.spread = ()
        table.model.clear()
        table.stage.relayout(0)
        table.game, table.scores_shown, table.actions_done = g, g.scores, 0
        table.log.restart()
        offered = [a.card for a in G.legal_actions(g) if a.kind == "choose"]
        alike = GA.alike(rules, offered)
        kinds.add(alike)
        wrong.append(check(table, offered, alike, lambda: table.game.hand.phase, phases, seed))
    assert kinds == {True, False}, "both kinds of choice were met"
    assert not any(wrong), "\n".join(w for w in wrong if w)
