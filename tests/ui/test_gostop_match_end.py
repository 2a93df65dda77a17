"""Go-Stop's match end lists each hand (pt14 #8: Koi-Koi's match end lists
each round, Go-Stop's summary led back to the title with none): its winner,
how (the yaku, or nagari said as such), its multipliers in words, its
points and the score after it. Every figure is audited against the match
record over seeded games of two and three players, and the screen is drawn
whole, inside the window, at 1280x720 and at 960x540 with 150% text, in
English and in Brazilian Portuguese and French."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.ui.gostop_hands_said import hand_rows
from koikoi.ui.gostop_words import seat_names, yaku_name
from koikoi.ui.scenes.gostop_match_end import GostopMatchEndScene
from koikoi.ui.seat_words import Seats
from tests.games.test_matchrecord import played

from .conftest import app_at, run

CASES = [(2, "matgo"), (3, "matgo"), (3, "gostop-brazilian")]


def a_game(players: int, preset: str, seed: int):
    record = played("gostop", preset, players, seed)
    return record, MR.replay(record)


@pytest.mark.parametrize("players, preset", CASES)
def test_each_hand_s_row_says_what_the_match_record_holds(players, preset):
    nagari = go = 0
    for seed in range(12):
        if seed >= 4 and go and (nagari or players == 2):
            break
        record, again = a_game(players, preset, seed)
        g = again.states[-1]
        rules = g.rules
        rows = hand_rows(again, g, Seats(seat_names(players), 0))
        assert len(rows) == len(record.rounds), seed
        running, stakes = [0] * players, 1
        for row, facts in zip(rows, record.rounds):
            assert row.winner == facts.winner, (seed, row)
            if facts.winner is None:
                assert row.who == "no winner" and row.how == "Nagari (drawn hand)" and not row.points, row
                stakes *= 2 if rules.end.nagari_doubles else 1
                nagari += 1
            else:
                assert row.who == seat_names(players)[facts.winner]
                assert row.points == facts.points * stakes, (seed, row, facts, stakes)
                assert (f"after nagari ×{stakes}" in row.multipliers) == (stakes > 1), row
                running[facts.winner] += row.points
                stakes = 1
                for yid, _cards in facts.yaku:
                    assert yaku_name(yid, rules) in row.how, (row, facts.yaku)
                if facts.calls[facts.winner] and facts.reason == "stop":
                    n = facts.calls[facts.winner]
                    said = "called Go once" if n == 1 else f"called Go {n} times"
                    assert said in row.multipliers, (row, facts)
                    go += 1
            assert row.scores == tuple(running), (seed, row)
        assert rows[-1].scores == record.scores
    assert go and (nagari or players == 2), (nagari, go)  # random players at matgo for two never drew


def view(record, again):  # noqa: ANN001, ANN201
    g = again.states[-1]
    return SimpleNamespace(game=g, rules=g.rules, person=0, short=seat_names(g.players), level="normal",
                           players=g.players, match_record=lambda: record)


@pytest.mark.parametrize("size, text_size, lang", [((1280, 720), 100, "en"), ((960, 540), 150, "en"),
                                                   ((960, 540), 150, "pt_BR"), ((960, 540), 150, "fr")])
def test_the_match_end_is_drawn_whole_with_every_hand(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        window = pygame.Rect((0, 0), size)
        for players, preset in CASES:
            record, again = a_game(players, preset, 1)
            end = GostopMatchEndScene(app.ctx, view(record, again))  # type: ignore[arg-type]
            app.push(end)
            end.invalidate()
            run(app, 2)
            assert window.contains(end.box), (end.box, size)
            drawn = [(t, r) for t, r, _s in end.drawn]
            for text, r in drawn:
                assert end.box.contains(r), f"{text!r} at {r} leaves the box {end.box}"
                assert "…" not in text, text
            for b in end.buttons:
                assert end.box.contains(b.rect)
            said = " ".join(t for t, _r in drawn)
            for i in range(end.first, end.first + end.shown):
                assert all(cell.replace(" ", "") in said.replace(" ", "")
                           for cell in end.cells(end.rows[i])), end.rows[i]
            if end.shown < len(end.rows):
                assert end.more_line() in [t for t, _r in drawn], said  # which hands are shown, and how to scroll
            app.pop()


def test_the_last_summary_leads_to_the_match_end_and_the_demo_s_to_the_title(app):
    from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
    from koikoi.ui.scenes.title import TitleScene

    _record, again = a_game(2, "matgo", 1)
    g = again.states[-1]
    table = app.ctx.screens.gostop_table(g.rules, None, "easy", resume=g)
    summary = GostopSummaryScene(app.ctx, table)
    summary.place()
    assert summary.next_button.label == "See the result"
    assert isinstance(table.end_screen(), GostopMatchEndScene)
    demo = app.ctx.screens.gostop_table(g.rules, 1, "easy", demo=True)
    assert isinstance(demo.end_screen(), TitleScene)
