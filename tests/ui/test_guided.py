"""The guided first match, played as a player who follows the prompts: each
lesson comes up in its turn and waits for Continue; the card lit is
clicked (a wrong card first, which is refused with a word); the decisions
are answered by key. Leaving keeps the lessons done, and the match is
taken up at the next again; the last words offer a match."""

from __future__ import annotations

import dataclasses
from contextlib import contextmanager

import pygame
import pytest

from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.table.guide import Guided
from koikoi.ui.table.stage import HINT_GLOW

from .conftest import click, key, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

@contextmanager
def opened(**settings):
    """An app at quick animation under ``settings``, closed after."""
    app = make_app(S.Settings(animation_speed=4.0, **settings))
    try:
        yield app
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


TAUGHT = [(g, p) for g, t in TEACHERS.items() for p in t.taught]  # each guided match: its game and rule set


@contextmanager
def guided_table(game: str, preset: str):  # noqa: ANN201
    """An app (as :func:`opened`) with ``game``'s guided match under ``preset`` begun: the app and its table."""
    chosen = {"gostop_preset": preset} if game == "gostop" else {"preset": preset}
    with opened(game=game, **chosen) as app:
        app.ctx.screens.guided()
        yield app, app.top


DECISION_KEYS = {"koikoi": pygame.K_k, "stop": pygame.K_s}  # the koi-koi prompt's keys
# The answers of the table's questions, as their buttons say them (English)
ANSWERS = {"go": "Go", "stop": "Stop", "swap": "Swap", "keep": "Keep", "cup-plain": "Double plain",
           "cup-animal": "Animal", "play-on": "Play on"}


def answer(app, table: Guided) -> None:
    """Click the answer the question says to give (it is written in its text)."""
    top = app.top
    said = ANSWERS[table.engine.action_text(table.expected)]
    assert top.text.endswith(table.words.pointing(table.state, table.expected)[1])
    click(next(b for b in top.buttons if b.label == said).rect.center)


def follow(app, table: Guided) -> tuple[str, str]:
    """Do what the player is asked: Continue a lesson; click the lit card;
    answer a decision by its key. Returns what was done and to what."""
    top = app.top
    if isinstance(top, LessonScene):
        key(pygame.K_RETURN)
        return "lesson", top.lesson.title
    expected = table.expected
    words = table.engine.action_text(expected)
    kind, _, card = words.partition(" ")
    if card:
        index = next(i for i, s in enumerate(table.sprites) if s.glow == HINT_GLOW and
                     table.engine.action_text(expected).endswith(card_id(table, i)))
        click(table.sprites[index].rect().center)
    return kind, card


def read_through(app) -> None:
    """Go on from the lesson on top: Read on through its pages (where room is short), then Continue."""
    lesson = app.top
    while app.top is lesson:
        key(pygame.K_RETURN)
        run(app, 2)


def card_id(table: Guided, index: int) -> str:
    from koikoi.games.gostop.deck import IDS
    return IDS[index]


def waiting_for_the_player(app, table: Guided) -> bool:
    return app.top is not table or table.human_turn()


def guided_step(app, table: Guided) -> bool:
    """One step of the guided match as its player follows it: the lesson
    read, the lit move made, the lesson's answer given, the summary closed;
    False at the last words (the match over)."""
    top = app.top
    if isinstance(top, LessonScene) or (top is table and table.human_turn()):
        follow(app, table)
    elif hasattr(top, "choose"):  # the koi-koi prompt
        key(DECISION_KEYS[table.engine.action_text(table.expected)])
    elif top.__class__.__name__ in ("SummaryScene", "GostopSummaryScene"):
        key(pygame.K_RETURN)
    elif isinstance(top, ChoiceScene) and table.expected is None:  # the last words
        return False
    elif isinstance(top, ChoiceScene):  # Go or Stop, the sake cup...: the lesson's one answer, in any language
        assert len(top.answers) == 1, [label for label, _ in top.answers]
        click(top.buttons[0].rect.center)
    run(app, 2)
    return True


def play_through(app, game: str, preset: str, stop_at: int | None = None, table: Guided | None = None):
    """Follow the guided match (at ``table``, or the one on top) to its end,
    or to lesson ``stop_at``; returns the lessons shown and the moves made."""
    table = table or app.top
    assert isinstance(table, Guided)
    taught = course(TEACHERS[game], shipped(game, preset))
    lessons, moves = [], []
    for _ in range(2000):
        run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
        top = app.top
        if isinstance(top, LessonScene):
            if top.page == 0 and not top.scroller.offset:  # a lesson read a page (or a view) at a time is one
                lessons.append(top.number - 1)
            if stop_at is not None and top.number - 1 == stop_at:
                return lessons, moves
            follow(app, table)
        elif top is table and table.human_turn():
            moves.append(follow(app, table))
        elif hasattr(top, "choose"):  # the koi-koi prompt: only the lesson's answer can be given
            wanted = table.engine.action_text(table.expected)
            assert [b.enabled for b in (top.stop_button, top.koikoi_button)] == [wanted == "stop", wanted == "koikoi"]
            assert top.hint_button not in top.buttons
            # the question explains no choice it does not offer: it says why that one is not offered this time
            said = " ".join(line for line, *_ in top.lines_at)
            assert "is not offered this time" in said, said
            if wanted == "stop":
                assert not top.last_call  # nor how many koi-koi it would leave
            key(DECISION_KEYS[wanted])
        elif top.__class__.__name__ in ("SummaryScene", "GostopSummaryScene"):
            key(pygame.K_RETURN)
        elif isinstance(top, ChoiceScene) and table.expected is None:  # the last words
            return lessons, moves
        elif isinstance(top, ChoiceScene):  # Go or Stop, the sake cup, swap or keep: the lesson's answer only
            assert [label for label, _ in top.answers] == [ANSWERS[table.engine.action_text(table.expected)]]
            if table.engine.action_text(table.expected) in ("go", "stop"):  # it explains no choice it withholds
                assert "is not offered this time" in top.text, top.text
            moves.append((table.engine.action_text(table.expected), ""))
            answer(app, table)
        run(app, 2)
    raise AssertionError(f"the guided match did not end: {len(lessons)} of {len(taught.cues)} lessons")


def result_said(engine, state) -> str:
    """The last words' title as the engine's result says it: who won, and by what score."""
    winner = engine.winner(state)
    mine, theirs = engine.scores(state)
    return {0: f"You won the match, {mine} to {theirs}!", 1: f"CPU won the match, {theirs} to {mine}",
            None: f"A draw, {mine} to {theirs}"}[winner]


@pytest.mark.parametrize(("game", "preset"), TAUGHT)
def test_a_player_who_follows_the_prompts_finishes_the_guided_match(game, preset):
    with guided_table(game, preset) as (app, table):
        assert isinstance(table, Guided) and not table.keeps
        taught = course(TEACHERS[game], shipped(game, preset))
        lessons, moves = play_through(app, game, preset)
        assert lessons == list(range(len(taught.cues)))  # every lesson, in order, once
        last = app.top
        assert isinstance(last, ChoiceScene) and last.title == result_said(table.engine, table.state)
        assert table.played == len(taught.actions) and table.engine.over(table.state)
        assert getattr(app.ctx.settings, f"guided_{game}") == len(taught.cues)  # all done: offered again from the start
        assert app.ctx.history.count() == 0  # nothing counted in the player's history
        assert "not kept in your match history" in last.text  # and the last words say so
        assert [k for k, _ in moves].count("play") >= 8  # the player played the hand


def test_a_wrong_card_is_refused_with_a_word_and_the_right_one_plays():
    with opened() as app:
        app.ctx.screens.guided()
        table = app.top
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        while isinstance(app.top, LessonScene) or not table.human_turn():
            if isinstance(app.top, LessonScene):
                key(pygame.K_RETURN)
            run(app, 600, until=lambda: isinstance(app.top, LessonScene) or table.human_turn())
        wanted = table.engine.action_text(table.expected)
        other = next(c for c in table.model.hands[0] if not wanted.endswith(card_id(table, c)))
        done = table.actions_done
        click(table.sprites[other].rect().center)
        run(app, 3)
        assert table.actions_done == done
        assert table.hint.startswith("Not that one: the guided match is dealt for the move this lesson teaches.")
        assert table.status() == table.hint  # said even with the mouse resting on the card refused
        follow(app, table)
        run(app, 3)
        assert table.actions_done == done + 1 and not table.hint.startswith("Not that one")


def test_leaving_keeps_the_lesson_and_the_match_is_taken_up_there():
    with opened() as app:
        app.ctx.screens.guided()
        play_through(app, "koikoi", "nintendo", stop_at=4)
        key(pygame.K_q)  # Leave (Esc opens the pause menu, as at the table)...
        run(app, 3)
        assert isinstance(app.top, ChoiceScene) and "this lesson" in app.top.text  # ... told how to come back
        question = app.top
        key(pygame.K_RETURN)  # a hasty Enter stays (pt15: it left the lesson)
        run(app, 3)
        assert question not in app.stack and isinstance(app.top, LessonScene)
        key(pygame.K_q)
        run(app, 3)
        assert isinstance(app.top, ChoiceScene) and [label for label, _ in app.top.answers] == ["Leave", "Stay"]
        click(app.top.buttons[0].rect.center)
        run(app, 3)
        assert app.top.__class__.__name__ == "TitleScene"
        assert app.ctx.settings.guided_koikoi == 4
        rules = app.ctx.screens.how_to_play(app.ctx.settings.rules(), guided=True)  # as the title opens it
        app.push(rules)
        run(app, 2)
        assert rules.guide_button.label == "Lesson 4 done: go on to lesson 5"  # the one left is not done
        key(pygame.K_g)
        run(app, 2)
        table = next(scene for scene in app.stack if isinstance(scene, Guided))  # its lesson may be up already
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        taught = course(TEACHERS["koikoi"], shipped("koikoi", "nintendo"))
        assert app.top.number == 5 and table.played == taught.cues[4].at
        assert table.state == taught.state_at(taught.cues[4].at)
        lessons, _ = play_through(app, "koikoi", "nintendo", table=table)
        assert lessons == list(range(4, len(taught.cues)))


def test_go_stop_is_taught_by_matgo_whatever_its_preset():
    with opened(game="gostop", gostop_preset="gostop-brazilian") as app:
        app.ctx.screens.guided()
        table = app.top
        assert isinstance(table, Guided) and table.course.script.preset == "matgo"
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        assert "Matgo" in app.top.lesson.text  # the welcome names the rules it follows


def test_a_lesson_stands_clear_of_the_field_cards_it_speaks_of():
    with opened() as app:
        app.ctx.screens.guided()
        table = app.top
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        read_through(app)  # past the welcome
        run(app, 600, until=lambda: isinstance(app.top, LessonScene) and app.top.number == 2)
        lesson = app.top
        assert lesson.lesson.title == "Matching a month"
        on_field = [c for c in lesson.lesson.cards if c in table.model.field_cards()]
        assert on_field and lesson.avoid
        run(app, 2)
        assert not any(lesson.box.colliderect(table.sprites[c].rect()) for c in on_field)


def test_the_arrows_first_hold_up_the_card_the_lesson_wants():
    with opened() as app:
        app.ctx.screens.guided()
        table = app.top
        for _ in range(20):  # past the lessons (and their pages) before the first move
            run(app, 600, until=lambda: isinstance(app.top, LessonScene) or table.human_turn())
            if not isinstance(app.top, LessonScene):
                break
            key(pygame.K_RETURN)
            run(app, 2)
        assert table.human_turn()
        wanted = table.expected.card
        done = table.actions_done
        key(pygame.K_RIGHT)
        run(app, 2)
        assert table.pointer.hovered == wanted
        said = table.status()  # the card held up by a key: named with Enter, not a click
        assert "Enter" in said and "click" not in said.casefold(), said
        key(pygame.K_RETURN)
        run(app, 2)
        assert table.actions_done == done + 1 and table.state == table.course.state_at(table.played)
        assert table.course.actions[table.played - 1].card == wanted  # the card held up, played


def test_a_script_that_cannot_teach_is_said_on_the_title(monkeypatch):
    from koikoi.games import lessons

    def broken(game, preset):
        raise lessons.ScriptError(f"lessons/{game}-{preset}.json: cannot be read (bad JSON)")

    monkeypatch.setattr(lessons, "shipped", broken)  # read through lessons.teaching
    with opened() as app:
        app.ctx.screens.guided()
        run(app, 2)
        assert app.top.__class__.__name__ == "TitleScene"
        assert any("koikoi-nintendo.json: cannot be read" in n for n in app.ctx.notices)


@pytest.mark.parametrize("winner", [0, 1, None])
def test_the_last_words_say_the_match_as_it_ended(winner):
    """Whoever won, the guided match's last words say it and the score,
    from the player's side (kind words either way, never a false "well played" win)."""
    from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_WORDS
    from koikoi.ui.gostop.lessons import LESSONS as GOSTOP_WORDS

    for game, words in (("koikoi", KOIKOI_WORDS), ("gostop", GOSTOP_WORDS)):
        taught = course(TEACHERS[game], shipped(game, TEACHERS[game].taught[0]))
        end = taught.state_at(len(taught.actions))
        if game == "koikoi":
            end = dataclasses.replace(end, winner=winner, scores=(2, 10) if winner == 1 else (12, 4) if winner == 0 else (6, 6))
        else:
            result = end.history[-1]
            paid = 7
            scores = (paid, 0) if winner == 0 else (0, paid) if winner == 1 else (0, 0)
            end = dataclasses.replace(end, winner=winner, scores=scores, history=(dataclasses.replace(
                result, winner=-1 if winner is None else winner,
                payments=(0, 0) if winner is None else (0, paid) if winner == 0 else (paid, 0)),))
        last = words.ending(end, ("You", "CPU"))
        assert last.title == result_said(TEACHERS[game].game, end)
        if game == "gostop" and winner is not None:
            assert ("CPU paid you 7 points" if winner == 0 else "You paid the CPU 7 points") in last.text



def test_the_last_words_fit_their_box_at_the_smallest_window_and_largest_text():
    """However long the result's heading ("CPU remporte la partie, 10 à 2"),
    it stays within the dialog at 960x540 with 150% text, whole."""
    from koikoi import i18n
    from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_WORDS

    taught = course(TEACHERS["koikoi"], shipped("koikoi", "nintendo"))
    lost = dataclasses.replace(taught.state_at(len(taught.actions)), winner=1, scores=(2, 10))
    app = make_app(S.Settings(language="fr", text_size=150), size=(960, 540))
    try:
        last = KOIKOI_WORDS.ending(lost, (i18n._("You"), "CPU"))
        scene = app.ctx.screens.guided_end(last)
        app.push(scene)
        run(app, 2)
        assert "10 à 2" in scene.title
        _image, where = scene.heading()
        assert scene.box.contains(where)
        smallest = app.ctx.assets.unscaled(app.ctx.layout.px(40))  # the heading's size at 100% text
        assert app.ctx.assets.font(smallest, True).size(scene.title)[0] <= where.w  # whole, not cut
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
