"""No move passes untold in a guided match. A newcomer at Koi-Koi's guided
match missed the CPU's move after lesson 5 (its turn was over, the
person's own offered at once, before they looked up from the lesson) and,
before lesson 4, their own flip (the lesson opened over it as it landed).

Both guided scripts are played through, by a person who acts the moment
they may. Each move the person did not make by hand (another seat's, the
deck's flip for the person) is either told by the lesson that follows it
(in the move log's words) or stands still in view, with no lesson up, for
``SEEN_S`` before the next lesson opens or the person is asked anything.
And a bonus card (Go-Stop) seen on the table is said by the lesson that
first follows it: what it is (the guided match had the dealer take one at
the deal and named it three lessons later)."""

from __future__ import annotations

import pytest

from koikoi.storage import settings as S
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.table.guide import SEEN_S, Guided
from koikoi.ui.words import card_words

from .conftest import app_at, run
from .test_guided import guided_step, waiting_for_the_player

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_every_move_between_two_lessons_is_told_by_the_next_or_seen_still_first(game):
    with app_at(S.DEFAULT_WINDOW, 100, "en") as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game, guided_koikoi=0, guided_gostop=0), save=False)
        app.ctx.screens.guided()
        table = app.top
        assert isinstance(table, Guided)
        found, pending, noted, checked = [], [], set(), 0
        bonus_seen, bonus_said = [], set()  # the bonus cards seen face up on the table, those a lesson said

        def bonus() -> None:
            for c in range(48, len(table.sprites)):
                if table.sprites[c].visible and table.sprites[c].face >= 0.5 and c not in bonus_seen:
                    bonus_seen.append(c)

        def note() -> bool:  # each line of the log as it appears: those the person did not make by hand
            for move in table.log.moves:
                if id(move) not in noted:
                    noted.add(id(move))
                    if move.player is not None and (move.player != table.person or move.text.startswith("You turned")):
                        pending.append(move)
            bonus()
            return waiting_for_the_player(app, table) or app.top is not table

        for _ in range(2000):
            run(app, 400, until=note)
            note()
            top = app.top
            if pending and (top is not table or table.human_turn()):
                opening = isinstance(top, LessonScene) and top.page == 0
                still = table.still_since is not None and table.time - table.still_since >= app.ctx.secs(SEEN_S)
                for move in pending:
                    checked += 1
                    if not (opening and move.text in top.lesson.text) and not still:
                        what = f"lesson {top.number}" if isinstance(top, LessonScene) else (
                            "the person's turn" if top is table else type(top).__name__)
                        found.append(f"{game}: {move.text!r} neither told nor seen still before {what} "
                                     f"({table.time - (table.still_since or table.time):.2f} s still)")
                pending.clear()
            if isinstance(top, LessonScene) and top.page == 0:
                for c in bonus_seen:
                    if c not in bonus_said:
                        bonus_said.add(c)
                        if card_words(c, "gostop") not in top.lesson.text or "bonus card" not in top.lesson.text:
                            found.append(f"{game}: lesson {top.number}, the first after the {card_words(c, 'gostop')} "
                                         f"came in view, does not say what it is: {top.lesson.text[-160:]!r}")
            if not guided_step(app, table):
                break
        else:
            raise AssertionError("the guided match did not end")
        assert checked > 10, f"only {checked} moves met"
        assert bonus_said or game != "gostop", "no bonus card came in view in Go-Stop's guided match"
        assert not found, "\n".join(found)
