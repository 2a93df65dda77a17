"""The end of each game's guided match, as a player who follows it sees
it: the last round's (or hand's) result in its summary, then the match's
in the last words, once each, in that order, and true to the engine."""

from __future__ import annotations

import pytest

from koikoi.ui.scenes.dialog import ChoiceScene

from .test_guided import TAUGHT, guided_table, play_through, result_said

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def round_said(table) -> str:
    """The last round's (or hand's) result as the engine has it, in the summary's words."""
    if table.engine.name == "gostop":
        w = table.state.hand.result.winner
        return {0: "You win the hand!", 1: "CPU wins the hand"}.get(w, "Nagari: no one wins")
    w = table.state.round.result.winner
    return {0: "You win the round!", 1: "CPU wins the round", None: "No winner this round"}[w]


@pytest.mark.parametrize(("game", "preset"), TAUGHT)
def test_the_last_round_then_the_match_once_each(game, preset):
    with guided_table(game, preset) as (app, table):
        shown = []
        push = table.push

        def noted(scene):
            shown.append(scene)
            push(scene)

        table.push = noted
        play_through(app, game, preset)
        summaries = [s for s in shown if s.__class__.__name__ in ("SummaryScene", "GostopSummaryScene")]
        last = app.top
        assert isinstance(last, ChoiceScene) and shown[-1] is last
        headings = []
        for s in summaries:
            headings.append(s.title())
            if hasattr(s, "match_heading") and s.match_heading():
                headings.append(s.match_heading())
        headings.append(last.title)
        # every round's result, the last round's just before the match's, which comes last and once
        assert headings[-2:] == [round_said(table), result_said(table.engine, table.state)], headings
        assert [h for h in headings if "match" in h] == [headings[-1]], headings
        # the summary's button says where it goes: to the result, not back to the title
        assert summaries[-1].next_button.label == "See the result"
