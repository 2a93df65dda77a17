"""The moves of the round (or hand) just ended, from its summary: M, or
the Moves button beside Next, opens the move log over the summary, the
same log the table kept of that round; closing it goes back to the
summary. At the Go-Stop table the last hand's summary shown again (L)
opens that hand's moves, not the next hand's; and a game saved and taken
up again has its last hand's summary (L) and moves, told again from the
history."""

from __future__ import annotations

import pygame

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.saving import dump_game
from koikoi.games.koikoi.turn import Phase
from koikoi.storage import settings as S
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.summary import SummaryScene

from .conftest import click, key, run
from .test_gostop_table import play_by_clicks, start
from .test_prompt_hints import gostop_at_go_or_stop
from .test_scenes import RULES, drive_to


def texts(log) -> list[str]:
    return [move.text for move in log.moves]


def opens_the_moves(app, summary, table_log, by: str) -> MovesScene:
    """M (or the button) on ``summary`` opens the move log of ``table_log``; Esc goes back to the summary."""
    assert summary.moves_button in summary.buttons and summary.moves_button.visible
    assert summary.moves_button.label == "Moves" and summary.moves_button.key_label == "M"
    if by == "key":
        key(pygame.K_m)
    else:
        click(summary.moves_button.rect.center)
    run(app, 3)
    moves = app.top
    assert isinstance(moves, MovesScene)
    assert texts(moves.log) == texts(table_log) and moves.log.moves, "the moves of the round just ended"
    assert [who for who, _lines, _cards in moves.rows] == [m.player for m in table_log.moves]
    key(pygame.K_ESCAPE)
    run(app, 3)
    assert app.top is summary, "closing the moves goes back to the summary"
    return moves


def test_the_koikoi_round_summary_opens_the_round_s_moves(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
    play = TableScene(app.ctx, RULES, None, "easy", resume=m)
    app.push(play)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    key(pygame.K_s)  # Stop: the round ends, its summary shows
    run(app, 600, until=lambda: isinstance(app.top, SummaryScene))
    summary = app.top
    assert isinstance(summary, SummaryScene)
    opens_the_moves(app, summary, play.log, "key")
    opens_the_moves(app, summary, play.log, "button")
    assert any("stop" in t.lower() for t in texts(play.log)), "the log holds how the round was just won"


def test_the_go_stop_hand_summary_opens_the_hand_s_moves_and_the_last_hand_s_again(app):
    g = gostop_at_go_or_stop(5)
    table = app.ctx.screens.gostop_table(g.rules, None, "easy", resume=g)
    app.push(table)
    run(app, 600, until=lambda: app.top is not table)
    key(pygame.K_s)  # Stop: the hand ends, its summary shows
    run(app, 600, until=lambda: isinstance(app.top, GostopSummaryScene))
    summary = app.top
    assert isinstance(summary, GostopSummaryScene) and not summary.review
    ended = texts(table.log)
    opens_the_moves(app, summary, table.log, "key")
    click(summary.next_button.rect.center)  # the next hand is dealt: the table's log starts afresh
    run(app, 600, until=lambda: table.human_turn() and app.top is table)
    assert texts(table.log) != ended
    key(pygame.K_r)
    run(app, 3)
    again = app.top
    assert isinstance(again, GostopSummaryScene) and again.review
    assert again.buttons == [again.next_button, again.moves_button]
    moves = opens_the_moves(app, again, table.last_hand.log, "button")
    assert texts(moves.log) == ended, "the last hand's moves, not the hand now played"
    assert moves.log.title() == f"Moves  ·  hand {g.hand_no}" and table.game.hand_no == g.hand_no + 1


def test_a_go_stop_game_taken_up_keeps_its_last_hand_s_summary_and_moves():
    """A hand of three played out, the game saved and quit, then continued
    from the title: Last hand (L) is there, with that hand as it ended and
    its moves as they were told."""
    app, table = start(S.Settings(animation_speed=4.0, game="gostop", gostop_players=3))
    try:
        play_by_clicks(app, table, hands=1)
        run(app, 600, until=lambda: table.human_turn() and app.top is table)
        assert table.game.hand_no == 2 and table.last_hand is not None
        ended, points, told = dump_game(table.last_hand.game), table.last_hand.scored, texts(table.last_hand.log)
        table.open_pause()
        run(app, 2)
        click(app.top.buttons[-1].rect.center)  # Save and quit to title
        run(app, 5)
        click(app.top.continue_button.rect.center)
        run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
        resumed = app.top
        assert resumed is not table
        run(app, 400, until=lambda: resumed.human_turn())
        assert resumed.last_button.visible and resumed.last_hand is not None
        assert dump_game(resumed.last_hand.game) == ended and resumed.last_hand.scored == points
        assert texts(resumed.last_hand.log) == told
        assert resumed.last_hand.log.title() == "Moves  ·  hand 1"
        key(pygame.K_r)
        run(app, 3)
        review = app.top
        assert isinstance(review, GostopSummaryScene) and review.review
        opens_the_moves(app, review, resumed.last_hand.log, "key")
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
