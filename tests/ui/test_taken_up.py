"""A game taken up where it was left (Continue match): the Moves dialog
numbers the round as the table's panel and the engine do, the round's
moves and the outline on the opponents' last moves are told again from
the history, and from the very first frame the table shows what the
engine holds, in both games. And the Moves dialog is whole: its line
saying where to scroll never lies under its Close button."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.state import Phase
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.koikoi.api import KOIKOI
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import ngettext
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.window import MIN_WINDOW

from .agreement import gostop_disagreements, koikoi_disagreements
from .conftest import click, key, make_app, run
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def first_number(text: str) -> int:
    found = re.search(r"\d+", text)
    assert found is not None, text
    return int(found.group())


def engine_round(table) -> int:
    return table.match.round_no if isinstance(table, TableScene) else table.game.hand_no


def shown_to_its_end(table) -> None:
    """What the table is showing of the last action, shown at once."""
    table.timeline.run_while(lambda: True, table.stage.finish_moves)
    table.stage.finish_moves()


def rounds_agree(app, table) -> None:
    """The Moves dialog (as the table opens it) and the panel name the engine's round."""
    moves = app.ctx.screens.moves(table.log, table.names)
    said = first_number(moves.log.title())
    head = first_number(table.canvas.info().head)
    assert said == head == engine_round(table), (moves.log.title(), table.canvas.info().head)


def table_of(app, game: str, state=None, rules=None, seed: int = 0, players: int = 2):
    """A demo table of ``game`` (or, with ``state``, that game taken up by the person)."""
    if game == "koikoi":
        if state is not None:
            return TableScene(app.ctx, state.rules, level="easy", resume=state)
        return TableScene(app.ctx, rules, seed, "easy", demo=True)
    if state is not None:
        return GostopTableScene(app.ctx, state.rules, level="easy", resume=state)
    return GostopTableScene(app.ctx, rules, seed, "easy", demo=True, players=players)


@pytest.mark.parametrize("game, preset, seed, players", [
    ("koikoi", "nintendo", 20, 2),  # seven redeals in its twelve rounds
    ("gostop", "matgo", 1, 2),
    ("gostop", "gostop-brazilian", 1, 3),
])
def test_the_moves_dialog_numbers_the_round_as_the_table_and_the_engine_do(app, game, preset, seed, players):
    """Over a whole demo match, after every action, the match taken up again
    (left and continued) at each round's end: on its summary, then on into
    the next round."""
    engine = KOIKOI if game == "koikoi" else GOSTOP
    rules = load_preset(preset) if game == "koikoi" else GOSTOP.load_rules(preset)
    table = table_of(app, game, rules=rules, seed=seed, players=players)
    app.push(table)
    rng = random.Random(seed)
    rounds = taken_up = 0
    while not engine.over(table.state):
        rounds_agree(app, table)
        if len(engine.outcomes(table.state)) > rounds:  # a round just ended: left on its summary, continued
            rounds = len(engine.outcomes(table.state))
            table = table_of(app, game, state=table.state)
            app.replace(table)
            taken_up += 1
            rounds_agree(app, table)
        table.act(rng.choice(list(engine.legal_actions(table.state))))
        shown_to_its_end(table)
    assert taken_up >= 3


# --- the round told again ---------------------------------------------------------------------

def human_turn_after_moves(app, table, moves: int, rng: random.Random) -> None:
    """Play ``moves`` of the person's turns (any legal card, any choice), the
    computer answering, and stop at the person's turn with the table still."""
    for _ in range(moves):
        run(app, 900, until=lambda: table.human_turn() or app.top is not table)
        if app.top is not table:  # Go or Stop, koi-koi, a shake: the dialog's first answer
            key(pygame.K_RETURN)
            run(app, 2)
            continue
        table.act(rng.choice(list(table.engine.legal_actions(table.state))))
    run(app, 900, until=lambda: table.human_turn())
    assert table.human_turn()


def told(table) -> tuple[list[tuple[int | None, str, tuple[int, ...]]], dict[int, object]]:
    """The move log (who, words, cards) and the outlined cards with their colour."""
    log = [(m.player, m.text, m.cards) for m in table.log.moves]
    return log, {c: table.sprites[c].mark for c in table.stage.traced}


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_game_taken_up_tells_its_round_again_from_the_history(game):
    """Play some moves, leave (the game is saved as it goes), continue: the
    move log lists the same moves, and the outline is on the same cards."""
    app = make_app()
    try:
        if game == "koikoi":
            table = TableScene(app.ctx, load_preset("nintendo"), 3, "easy")
        else:
            table = GostopTableScene(app.ctx, GOSTOP.load_rules("matgo"), 3, "easy", players=2)
        app.push(table)
        human_turn_after_moves(app, table, 4, random.Random(2))
        before = told(table)
        assert len(before[0]) > 8 and before[1], "the round has moves and an outline to tell again"
        slot = savegame.MATCH if game == "koikoi" else savegame.GOSTOP
        saved = slot.load().saved
        assert saved is not None and table.engine.dump(saved.match) == table.engine.dump(table.state)
        app.running = False  # the window closed
    finally:
        app.ctx.worker.shutdown()

    again = make_app()  # a later launch
    try:
        if game == "koikoi":
            table = TableScene(again.ctx, saved.match.rules, level=saved.level, resume=saved.match)
        else:
            table = GostopTableScene(again.ctx, saved.match.rules, level=saved.level, resume=saved.match)
        again.push(table)
        assert told(table) == before
        run(again, 900, until=lambda: table.human_turn())
        assert told(table) == before  # the welcome back leaves them as they were
    finally:
        again.ctx.worker.shutdown()
        pygame.quit()


def laid(table) -> tuple[object, ...]:
    """Where the table lays each card: the field's slots and what lies over
    them, each hand and each box in its order."""
    m = table.model
    slots = list(m.slots)
    while slots and slots[-1] is None:
        slots.pop()
    boxes = [list(c) for c in m.captured]
    if isinstance(table, GostopTableScene):  # and the box each capture stands in (the sake cup's, an animal or plain)
        boxes = [[(c, table.geometry.kind_of(c)) for c in box] for box in boxes]
    return slots, dict(sorted(m.over.items())), [list(h) for h in m.hands], boxes


def taken_up_here(table):
    """The game at ``table`` as saved, taken up at a new table (not entered)."""
    saved = table.slot.load().saved
    assert saved is not None and table.engine.dump(saved.match) == table.engine.dump(table.state)
    if isinstance(table, TableScene):
        return TableScene(table.ctx, saved.match.rules, level=saved.level, resume=saved.match)
    return GostopTableScene(table.ctx, saved.match.rules, level=saved.level, resume=saved.match)


@pytest.mark.parametrize("game, players", [("koikoi", 2), ("gostop", 2), ("gostop", 3)])
def test_wherever_a_game_is_left_its_round_is_told_again_as_it_was(game, players):
    """Left at each of the person's turns and on each summary, over some
    rounds (plains stolen at a table of three among them): the game taken
    up tells the same moves and outlines the same cards, in the same colours,
    and lays every card where it lay (pt14: the field and the boxes came
    back in another order)."""
    app = make_app()
    try:
        if game == "koikoi":
            table = TableScene(app.ctx, load_preset("nintendo"), 8, "easy")
        else:
            table = GostopTableScene(app.ctx, GOSTOP.load_rules("matgo"), 8, "easy", players=players)
        app.push(table)
        rng = random.Random(8)
        compared = summaries = 0
        while (summaries < 2 or compared < 30) and not table.engine.over(table.state):
            run(app, 900, until=lambda: table.human_turn() or app.top is not table)
            if table.human_turn() or table.summary_pending:
                taken = taken_up_here(table)
                assert told(taken) == told(table), f"left after {table.actions_done} actions"
                assert laid(taken) == laid(table), f"left after {table.actions_done} actions: laid out otherwise"
                compared += 1
            if app.top is not table:  # a summary, Go or Stop, koi-koi, a shake: the dialog's first answer
                summaries += table.summary_pending
                key(pygame.K_RETURN)
                run(app, 2)
            elif table.human_turn():
                table.act(rng.choice(list(table.engine.legal_actions(table.state))))
        assert summaries >= 2 and compared >= 30
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("players, seeds", [(2, (1, 2, 3)), (3, (1, 2, 3))])
def test_a_sake_cup_counted_as_plains_is_taken_up_in_the_plains_box(players, seeds):
    """The person counts their sake cup as a double plain whenever asked,
    and the computers as they choose: wherever the game is left while a
    cup stands in its holder's plains box, the game taken up stands it
    there too, with every other card where it lay (it came back in the
    animals box)."""
    app = make_app()
    plains_seen = 0
    try:
        for seed in seeds:
            table = GostopTableScene(app.ctx, GOSTOP.load_rules("matgo"), seed, "easy", players=players)
            app.push(table)
            rng = random.Random(seed)
            while table.game.hand_no <= 3 and not table.engine.over(table.state):
                run(app, 900, until=lambda t=table: t.human_turn() or app.top is not t)
                if table.model.cup_plain and (table.human_turn() or table.summary_pending):
                    taken = taken_up_here(table)
                    assert laid(taken) == laid(table), f"seed {seed}, left after {table.actions_done} actions"
                    plains_seen += 1
                if app.top is not table:  # the cup's question: as a double plain; any other, its first answer
                    plain = [b for b in getattr(app.top, "buttons", []) if b.label == "Double plain"]
                    if plain:
                        click(plain[0].rect.center)
                    else:
                        key(pygame.K_RETURN)
                    run(app, 2)
                elif table.human_turn():
                    table.act(rng.choice(list(table.engine.legal_actions(table.state))))
            app.pop()
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
    assert plains_seen >= 3, plains_seen


# --- the first frames --------------------------------------------------------------------------

def saved_koikoi(at_summary: bool) -> None:
    rng = random.Random(5)
    m, _ = KOIKOI.new(load_preset("nintendo"), 5)
    while (m.round_no < 2 or m.round.over != at_summary
           or (not at_summary and (m.round.deck_left > 14 or KOIKOI.to_move(m) != HUMAN))):
        m, _ = KOIKOI.apply(m, rng.choice(list(KOIKOI.legal_actions(m))))
    savegame.save(m, "easy")


def saved_gostop(at_summary: bool) -> None:
    rng = random.Random(5)
    g, _ = GOSTOP.new(GOSTOP.load_rules("matgo"), 5, 2)
    while (g.hand_no < 2 or (g.hand.phase is Phase.OVER) != at_summary
           or (not at_summary and (len(g.hand.deck) > 12 or GOSTOP.to_move(g) != HUMAN))):
        g, _ = GOSTOP.apply(g, rng.choice(list(GOSTOP.legal_actions(g))))
    savegame.GOSTOP.save(g, "easy")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("at_summary", [False, True], ids=["mid-round", "on-its-summary"])
def test_the_first_frames_after_continuing_show_what_the_engine_holds(game, at_summary):
    """Continue match from the title: from the first frame drawn, the cards
    on the table are those the engine holds (never an empty table and a
    full deck while the cards are rendered) and the scores are the
    engine's (a round left on its summary counts in them already), and so
    on to the summary or the person's turn."""
    if game == "koikoi":
        saved_koikoi(at_summary)
        settings = None
    else:
        saved_gostop(at_summary)
        settings = S.Settings(animation_speed=4.0, game="gostop", gostop_preset="matgo")
    app = make_app(settings)
    try:
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 2)
        assert title.continue_button is not None
        title.continue_match()
        table = app.top
        assert isinstance(table, (TableScene, GostopTableScene))
        frames = 0
        while frames < 40 or table.warming or table.timeline:
            app.step(1 / 60)  # a frame drawn
            frames += 1
            if isinstance(table, TableScene):
                found = koikoi_disagreements(table.model, table.match.round)
            else:
                found = gostop_disagreements(table.model, table.game.hand)
            assert found == [], f"frame {frames}: {found}"
            assert tuple(table.shown_scores()) == tuple(table.engine.scores(table.state)), f"frame {frames}"
            assert frames < 2000
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


# --- the Moves dialog, whole -------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("scrolled", [0, 3], ids=["newest", "scrolled-up"])
def test_the_move_logs_note_stays_clear_of_its_button(monkeypatch, lang, scrolled):
    """At the smallest window and the largest text, the line that says
    where to scroll, and which key does it ("Scroll or press ↑ for earlier moves", "3 newer moves below (↓)")
    lies clear of the Close button, in every language."""
    app = make_app(S.Settings(animation_speed=4.0, text_size=150), size=MIN_WINDOW)
    try:
        i18n.set_language(lang)
        table = TableScene(app.ctx, load_preset("nintendo"), 3, "easy", demo=True)
        rng = random.Random(3)
        while len(table.log.moves) < 24:
            table.act(rng.choice(list(KOIKOI.legal_actions(table.state))))
        moves = app.ctx.screens.moves(table.log, table.names)
        app.push(moves)
        run(app, 2)
        moves.scroll = scrolled
        note = (ngettext("{n} newer move below (↓)", "{n} newer moves below (↓)", scrolled).format(n=scrolled)
                if scrolled else i18n._("Scroll or press ↑ for earlier moves"))
        assert ("↑" in note) != bool(scrolled) and ("↓" in note) == bool(scrolled), "the note names the key too"
        drawn = [where for text, _size, _bold, where, _clip, _onto in record_texts(moves, monkeypatch, moves.draw_full)
                 if text == note]
        assert drawn, f"{note!r} is not drawn"
        assert not drawn[0].colliderect(moves.close_button.rect), (drawn[0], moves.close_button.rect)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_redeal_is_said_in_the_move_log_with_its_reason(app):
    """A deal the rules dealt again (seed 0's first) is in the round's log,
    with why, before the deal that stood; the round is still round 1."""
    table = TableScene(app.ctx, load_preset("nintendo"), 0, "easy", demo=True)
    said = [m.text for m in table.log.moves]
    assert len(said) == 3 and said[1].endswith(": the cards were dealt again."), said
    assert said[0].startswith("The cards were dealt") and said[2].startswith("The cards were dealt")
    assert first_number(table.log.title()) == 1
