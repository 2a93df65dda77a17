"""A kept match played again at its table (:mod:`koikoi.ui.table.replay`),
for Koi-Koi and Go-Stop of two and three: stepping forward plays the
record to its recorded scores, stepping back and jumping to a round
rebuild the state the replay keeps for that point, the hard level's
advice sees only the seat's view and answers a legal move, nothing is
saved, counted or kept, and Esc leaves."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage import record as legacy_record
from koikoi.storage import savegame
from koikoi.i18n import _ as tr
from koikoi.ui.boxes import level_name
from koikoi.ui.history_view import game_name
from koikoi.ui.scene import Scene
from koikoi.ui.summary_overlay import SummaryOverlay
from koikoi.ui.table.model import Where
from koikoi.ui.table.replay import ReplayTable
from koikoi.ui.table.stage import HINT_GLOW

from ..games.test_matchrecord import played
from .conftest import key, run
from .test_taken_up import laid

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]


class Below(Scene):
    """The screen that opened the replay (the list of past matches, in the game)."""


def opened(app, game: str, preset: str, players: int, at: int = 0,
           title: str = "test") -> tuple[ReplayTable, MR.MatchRecord]:
    rec = played(game, preset, players, 1)
    app.push(Below(app.ctx))
    table = app.ctx.screens.replay(rec, title, at=at)
    assert isinstance(table, ReplayTable)
    app.push(table)
    run(app, 3)
    return table, rec


def header_steps(app, table: ReplayTable, parts: int):  # noqa: ANN001
    """The replay stepped to about ``parts`` places, the first move advised
    at the start and at move 3 (as the strip says it: the seat to move named),
    and its end, skipped there and drawn once: each place and what the header says at it."""
    table.skip()
    advice = table.advised(table.replay.actions[0])
    steps = [(at, None) for at in range(0, table.moves, max(1, table.moves // parts))]
    steps += [(0, advice), (3, advice), (table.moves, None)]
    for at, words in steps:
        table.goto(at)
        run(app, 1)
        yield at, words or table.said()


def same(table: ReplayTable, state: object) -> bool:
    return table.engine.dump(table.state) == table.engine.dump(state)


def settle(app, table: ReplayTable) -> None:
    """Frames until the table is still, each round's summary read and closed with Next."""
    for _ in range(50):
        run(app, 400, until=lambda: table.idle and not table.summary_due or app.top is not table)
        if app.top is table:
            return
        assert isinstance(app.top, SummaryOverlay)
        app.top.next()


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_stepping_forward_through_every_action_reaches_the_recorded_scores(app, game, preset, players):
    table, rec = opened(app, game, preset, players)
    summaries = 0
    while table.at < table.moves:
        table.step_forward()
        assert table.at == table.actions_done
        if table.at % 40 == 0:
            assert same(table, table.replay.states[table.at])
        run(app, 1)
        while app.top is not table:  # a round's end: its summary, whose Next goes on
            assert isinstance(app.top, SummaryOverlay)
            summaries += 1
            app.top.next()
            run(app, 1)
    settle(app, table)
    assert tuple(table.engine.scores(table.state)) == rec.scores
    assert table.engine.over(table.state) and same(table, table.replay.states[-1])
    assert summaries >= len(rec.rounds) - 1  # each round's end shown (the last may still be opening)
    assert table.said().startswith("The match is over")


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_stepping_back_restores_the_state_before(app, game, preset, players):
    table, _ = opened(app, game, preset, players, at=30)
    assert same(table, table.replay.states[30])
    key(pygame.K_RIGHT)
    run(app, 2)
    assert table.at == 31 and same(table, table.replay.states[31])
    key(pygame.K_LEFT)
    run(app, 2)
    assert table.at == 30 and same(table, table.replay.states[30])
    table.step_back()
    assert table.at == 29 and same(table, table.replay.states[29])
    assert not table.timeline  # at once, without animation
    # every hand is face up, the opponents' too, each card where the state has it
    for p, hand in enumerate(table.model.hands):
        assert hand, p
        for c in hand:
            assert table.sprites[c].face == 1.0 and table.sprites[c].visible
    hands = table.model.hands
    assert sum(len(h) for h in hands) == sum(1 for c in table.model.place if table.model.where(c) is Where.HAND)


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_a_jump_tells_the_rounds_moves_as_stepping_forward_told_them(app, game, preset, players):
    """The move log after a jump back lists what it listed when that move
    was stepped to (Go-Stop's log reads the game as each action left it,
    not as it stands at the jump)."""
    table, _ = opened(app, game, preset, players)
    told = {}
    while table.at < 80:
        table.step_forward()
        told[table.at] = [m.text for m in table.log.moves]
        run(app, 1)
        while app.top is not table:  # a round's end: its summary, whose Next goes on
            app.top.next()
            run(app, 1)
    for at in sorted(told, reverse=True)[1::3]:
        table.goto(at)
        assert [m.text for m in table.log.moves] == told[at], at


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_a_jump_lays_the_cards_out_as_stepping_forward_laid_them(app, game, preset, players):
    """A jump lays each card where stepping forward to that move laid it:
    the field's slots and each box's order (mending at the jump's state
    alone laid the field in month order and the boxes in card order)."""
    table, _ = opened(app, game, preset, players)
    seen = {}
    cup_plain = set()  # Go-Stop: where the sake cup stood in its holder's plains box (it came back with the animals)
    while table.at < 80 or (game == "gostop" and len(cup_plain) < 3 and table.at < 160):
        table.step_forward()
        table.hurry()
        run(app, 1)
        while app.top is not table:  # a round's end: its summary, whose Next goes on
            app.top.next()
            run(app, 1)
        table.hurry()
        seen[table.at] = laid(table)
        if getattr(table.model, "cup_plain", False):
            cup_plain.add(table.at)
    assert game == "koikoi" or len(cup_plain) >= 3, "a hand where the sake cup stood with the plains"
    for at in sorted(set(sorted(seen, reverse=True)[1::3]) | cup_plain, reverse=True):
        table.goto(at)
        assert laid(table) == seen[at], at


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_jumping_to_a_round_lands_at_its_start(app, game, preset, players):
    table, rec = opened(app, game, preset, players)
    assert table.position().startswith("test · ")  # the title, before anything is played
    starts = table.replay.round_starts
    assert table.rounds == len(rec.rounds) >= 3
    key(pygame.K_PAGEDOWN)
    run(app, 2)
    assert table.at == starts[1] and same(table, table.replay.states[starts[1]])
    said = "Hand 2 of" if game == "gostop" else "Round 2 of"  # Go-Stop's rounds are hands, in its own words
    assert table.round_index() == 1 and table.position().startswith(said)
    assert table.said().startswith("Last move:")  # the strip's room is the last move's, not the title's
    key(pygame.K_3)
    run(app, 2)
    assert table.at == starts[2] and table.round_index() == 2
    table.step_forward()
    key(pygame.K_PAGEUP)  # within a round: back to its start
    run(app, 2)
    assert table.at == starts[2]
    key(pygame.K_PAGEUP)  # at its start: the round before
    run(app, 2)
    assert table.at == starts[1] and same(table, table.replay.states[starts[1]])
    assert table.log.moves  # the round's deal, in the move log


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_hard_level_answers_a_legal_move_seeing_only_the_seats_view(app, game, preset, players, monkeypatch):
    table, _ = opened(app, game, preset, players, at=20)
    while table.engine.to_move(table.state) is None:
        table.step_forward()
    settle(app, table)
    state, seat, at = table.state, table.engine.to_move(table.state), table.at
    assert seat is not None
    seen: list[object] = []
    make = table.hard_agent

    def spying(seed: int):
        agent = make(seed)

        class Spy:
            def act(self, observation):
                seen.append(observation)
                return agent.act(observation)
        return Spy()

    monkeypatch.setattr(table, "hard_agent", spying)
    table.ask_hard()
    assert table.asking and table.said() == "Hard is thinking..."
    table.drop_advice()  # asked again, by its key
    key(pygame.K_h)
    run(app, 2000, until=lambda: table.advice is not None)
    assert not table.asking and table.advice is not None
    assert table.advice in table.engine.legal_actions(state)
    assert table.state is state and table.at == at  # asking moved nothing
    # what the agent was shown is the seat's observation, nothing more (no hand but its own, no deck)
    view = table.engine.observe(state, seat)
    assert seen and all(type(s) is type(view) and s == view for s in seen)  # the cancelled ask may have run too
    assert "move next: Hard would" in table.said()
    for c in table.advice_cards(table.advice):
        assert table.sprites[c].glow == HINT_GLOW
    table.step_forward()  # the advice goes as the replay moves on
    assert table.advice is None and all(s.glow != HINT_GLOW for s in table.sprites)


def test_no_advice_where_the_table_moves(app):
    table, _ = opened(app, "koikoi", "nintendo", 2)
    while table.engine.to_move(table.state) is not None:
        table.step_forward()
    table.ask_hard()
    assert not table.asking and table.advice is None
    assert table.said() == "No one chooses the next move: it plays itself."


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_a_replay_saves_counts_and_keeps_nothing_and_never_acts_by_itself(app, game, preset, players):
    before = app.ctx.history.count()
    table, _ = opened(app, game, preset, players, at=10)
    run(app, 300)
    assert table.at == 10 and same(table, table.replay.states[10])  # nobody moved on their own
    assert not table.prompted and app.top is table  # nobody was offered a move either
    key(pygame.K_SPACE)  # played on its own, at its pace
    run(app, 400, until=lambda: table.at >= 13)
    assert table.at >= 13
    table.goto(table.moves - 1)
    table.step_forward()
    settle(app, table)
    assert table.engine.over(table.state)
    assert savegame.SLOTS[table.engine.name].load().saved is None
    assert not legacy_record.record_path().exists()
    assert app.ctx.history.count() == before


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_esc_returns_to_the_screen_below(app, game, preset, players):
    table, _ = opened(app, game, preset, players)
    below = table.below
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is below and table.done


def test_a_summarys_menu_leaves_the_replay_too(app):
    table, _ = opened(app, "gostop", "matgo", 2)
    below = table.below
    table.goto(table.replay.round_starts[1] - 2)  # the action that ends the first round is next
    table.step_forward()
    run(app, 2000, until=lambda: app.top is not table)
    assert isinstance(app.top, SummaryOverlay)
    assert app.top.menu_button.label == "Leave the replay"  # as the replay's end dialog says where it leads
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is below


def test_a_record_that_does_not_replay_is_the_callers_to_say(app):
    rec = played("koikoi", "nintendo", 2, 1)
    broken = dataclasses.replace(rec, actions=rec.actions[:5] + ("koikoi",) + rec.actions[6:])
    with pytest.raises(MR.RecordError):
        app.ctx.screens.replay(broken, "test")


def round_of(state: object) -> int:
    """The round (Go-Stop: the hand) the engine's state is in."""
    return state.hand_no if hasattr(state, "hand_no") else state.round_no  # type: ignore[attr-defined]


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_header_says_the_engines_round_and_move_at_each_move(app, game, preset, players):
    """A match left after a few rounds: at each move, the header names the
    round the engine is in, of the rounds the match has (as the panel says
    it), and the move shown; while the first deal is still going out, it says
    nothing of the cards having been dealt."""
    rec = played(game, preset, players, 1, stop_after=120)
    app.push(Below(app.ctx))
    table = app.ctx.screens.replay(rec, "", at=0)
    app.push(table)
    for _ in range(400):  # the first deal, frame by frame: nothing said of it until the table shows it
        run(app, 1)
        if table.idle and not table.intro:
            break
        assert table.said() == "", table.said()
    assert table.said().startswith("Last move: ")
    assert table.rounds < table.state.rules.match.rounds  # the record stops before the match's end
    states = table.replay.states
    for at in range(table.moves + 1):
        table.goto(at)
        state = states[at]
        unit = "Hand" if game == "gostop" else "Round"
        # the moves counted within the round shown (a header of the whole match's moves read "Hand 2 of 3 ·
        # move 38 of 100" at the hand's first move, pt14): its states, from its deal to its end, are its moves
        # and one
        same = [n for n, s in enumerate(states) if round_of(s) == round_of(state)]
        assert same == list(range(same[0], same[-1] + 1))
        assert table.position() == (f"{unit} {round_of(state)} of {state.rules.match.rounds}"
                                    f" · move {at - same[0]} of {len(same) - 1}")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "ja"])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_header_is_drawn_whole_with_no_word_split(game, preset, players, lang, size):
    """At 150% text, the title and where the replay stands, then its words
    (the last move, the advice), each drawn as lines that join back into the
    whole text at their breaks, inside the window."""
    from .conftest import app_at
    from .texts import inked_texts

    with app_at(size, 150, lang) as a:
        # the title the list of past matches gives it
        title = tr("{game}, {date}, against {level}").format(game=game_name(game), date="06/12/2026 09:51",
                                                             level=level_name("normal"))
        table, rec = opened(a, game, preset, players, title=title)
        table.skip()
        advice = table.advised(table.replay.actions[0])  # as the strip says it
        for at, said in [(0, None), (1, None), (5, None), (0, advice), (3, advice)]:
            table.goto(at)
            where, said = table.position(), said or table.said()
            assert said
            drawn = inked_texts(table, lambda screen, w=where, s=said: screen.blit(*table.render_heading(w, s, (0, 0, 0))))
            texts = [t for t, _r in drawn]
            # the title left out where it and the words do not fit the strip's band (test_replay_header_fits)
            told = [where, where.removeprefix(f"{title} · ")]
            if lang == "ja":  # no spaces between words: all of it, in order
                assert "".join(texts).replace(" ", "") in [(w + said).replace(" ", "") for w in told], texts
            else:  # each line ends at a space: the lines joined by spaces are the texts
                assert " ".join(texts) in [f"{w} {said}" for w in told], texts
            window = pygame.Rect((0, 0), a.ctx.layout.window)
            for t, r in drawn:
                assert window.contains(r), (t, r)
