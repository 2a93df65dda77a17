"""What both games' tables share (:class:`koikoi.ui.table.base.CardTable`):
the summary opens in one place, once per round or hand, after its end has
been played out; the table's flip and the next deal are the table's own
moves; the game is saved and counted through the game interface."""

from __future__ import annotations

import pytest

from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import record, savegame
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.summary_overlay import SummaryOverlay
from koikoi.ui.table.base import CardTable
from koikoi.ui.koikoi.table import TableScene

from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def koikoi_table(app, demo: bool) -> TableScene:
    return TableScene(app.ctx, load_preset("nintendo"), 5, "easy", demo=demo)


def gostop_table(app, demo: bool) -> GostopTableScene:
    return GostopTableScene(app.ctx, load_gostop("matgo"), 5, "easy", demo=demo)


def rounds(table: CardTable) -> int:
    return len(table.engine.outcomes(table.state))


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_the_summary_opens_once_a_round_and_only_once_all_is_still(app, make):
    table = make(app, demo=True)  # computer players in both seats; its summaries move on by themselves
    app.push(table)
    pushed: list[tuple[object, int, bool]] = []
    push = table.push

    def watched(scene):
        pushed.append((scene, rounds(table), table.idle))
        push(scene)

    table.push = watched
    run(app, 20000, until=lambda: rounds(table) >= 2 and app.top is table and not table.summary_pending)
    summaries = [(scene, n, idle) for scene, n, idle in pushed if isinstance(scene, SummaryOverlay)]
    assert rounds(table) >= 2
    # each ended round, and no other moment, put one summary over a table with nothing left to show
    assert [n for _, n, _ in summaries] == list(range(1, rounds(table) + 1))[:len(summaries)]
    assert len(summaries) in (rounds(table), rounds(table) - 1)  # the last may still be to open
    assert all(idle for _, _, idle in summaries)


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_a_game_is_saved_and_kept_in_the_history_through_its_slot(app, make):
    from koikoi.games import matchrecord as MR

    table = make(app, demo=False)
    assert table.slot.game is table.engine
    found = table.slot.load()
    assert found.saved is not None and table.engine.dump(found.saved.match) == table.engine.dump(table.state) and found.saved.level == "easy"
    assert app.ctx.history.matches()[0].outcome == "playing"
    while not table.engine.over(table.state):  # the first legal action, every time, to the game's end
        table.act(table.engine.legal_actions(table.state)[0])
    table.after_summary()  # the end seen once more: still one game
    tally = app.ctx.history.record()[record.key("easy", table.engine.name)]
    assert tally.played == 1
    assert tally.best_round == max((o.points for o in table.engine.outcomes(table.state) if o.winner == 0), default=0)
    row, = app.ctx.history.matches()
    kept = app.ctx.history.load(row.id)
    assert kept.outcome == MR.outcome_of(table.engine, table.state) and row.whole
    assert table.engine.dump(MR.replay(kept).states[-1]) == table.engine.dump(table.state)
    assert table.slot.load().saved is None  # a finished game is not kept to continue
    assert savegame.SLOTS[table.engine.name] is table.slot


@pytest.mark.parametrize("rules, scene", [("matgo", GostopTableScene), ("gostop-brazilian", GostopTableScene),
                                          ("korean", TableScene), (None, TableScene)])
def test_the_demo_plays_the_game_its_rules_name(app, rules, scene):
    """``koikoi --demo --rules matgo`` plays Go-Stop (it once fell back to
    Koi-Koi's default rules, with a warning, and played Koi-Koi)."""
    from koikoi.ui.app import first_scene

    app.ctx.options.demo, app.ctx.options.rules, app.ctx.options.seed = True, rules, 4
    table = first_scene(app.ctx)
    assert type(table) is scene and table.demo and not table.attract
    assert table.rules.name == (rules or "nintendo")


def test_the_attract_mode_plays_the_game_chosen_on_the_title(app):
    app.ctx.settings = app.ctx.settings.replace(game="gostop", gostop_preset="matgo")
    app.push(app.ctx.screens.title())
    app.top.attract()
    assert isinstance(app.top, GostopTableScene) and app.top.attract and app.top.rules.name == "matgo"
