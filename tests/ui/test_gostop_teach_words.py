"""Wording slips a newcomer's playtest of Go-Stop found (issue 39, pt11):
the steals lesson spoke of "the other players" at a table of two, with a
capital after a semicolon; the Go or Stop question put the summary's lines,
which start with a capital ("You called Go once +1"), inside a sentence;
the status line said "press Enter to take Peony plain card" with no article;
and Go-Stop's pause menu in Korean said 테이블 for the field, where Go-Stop
says 바닥 everywhere else."""

from __future__ import annotations

import re

import pygame

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.lessons import TEACHER
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.lessons import course, shipped
from koikoi.ui.gostop.lessons import LESSONS
from koikoi.ui.gostop_words import risks
from koikoi.ui.scenes.pause import GostopPauseScene

from .conftest import app_at, key, run
from .test_gostop_table import taken_up
from .test_statistics import texts


def test_the_steals_lesson_speaks_of_the_one_other_player_at_two():
    c = course(TEACHER, shipped("gostop", "matgo"))
    cue = next(cue for cue in c.cues if cue.topic == "steal")
    assert c.state_at(cue.at).players == 2
    text = LESSONS.lesson("steal", c, cue.at, ("You", "CPU")).text
    assert "take plains: you from the CPU, or the CPU from you. How to play lists them." in text, text
    assert "other players" not in text and not re.search(r"; [A-Z]", text), text


def test_the_go_or_stop_question_puts_no_capital_within_a_sentence():
    """At every state of the guided hand where the person may stop, what Stop
    wins is said with the summary's lines as a sentence of their own."""
    c = course(TEACHER, shipped("gostop", "matgo"))
    asked = 0
    for n in range(len(c.actions) + 1):
        h = c.state_at(n).hand
        sight = observe(h, HUMAN)
        if h.player != HUMAN or h.phase.name != "GO_STOP":
            continue
        stop, _go = risks(sight, ("You", "CPU"))
        asked += 1
        assert not re.search(r"[(,;] ?[A-Z]", stop), stop
    assert asked


def test_the_status_line_names_the_card_a_play_would_take_with_its_article():
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(load_gostop("matgo"), hand0="peony-blue,iris-red", hand1="clover-red,maple-deer",
                    field="peony-plain-1,pine-crane", top="maple-plain-1,wisteria-plain-1,paulownia-plain-1")
    with taken_up(hand) as (app, table):
        run(app, 400, until=table.human_turn)
        said = []
        for _ in range(2):
            key(pygame.K_RIGHT)
            run(app, 2)
            said.append(table.status())
        assert any("press Enter to take the Peony plain card" in s for s in said), said


def test_go_stop_s_pause_menu_says_the_field_in_go_stop_s_korean():
    with app_at((1280, 720), 100, "ko") as app:
        table = app.ctx.screens.gostop_table(load_gostop("matgo"), 11, "easy")
        app.push(table)
        run(app, 600, until=lambda: table.human_turn())
        pause = GostopPauseScene(app.ctx, table)
        app.push(pause)
        run(app, 2)
        shown = texts(pause)
        assert not [t for t in shown if "테이블" in t], shown
        assert any("바닥" in t for t in shown), shown
