"""What the Go-Stop table shows of the others' turns and says of the
rules' quiet moves, against the engine:

- every card a computer's turn moved (played, turned up, laid as a bonus,
  taken, stolen) is outlined until the person acts, over seeded games for
  two and three; before, a card turned up that matched nothing stayed on
  the field with no outline, and the person could not tell which was new;
- a turn a bomb saved, a flip only, says why in the move log, the status
  line and a banner, the computer's as the person's;
- the sake cup, not chosen yet, moved between the animals and the plains
  (it counts the way that scores more) is said, with why, where before it
  moved with no word."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop import state as H
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene

from .agreement import outline_problems
from .conftest import click, make_app, run
from .test_gostop_table import banners, sprite_at, taken_up

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def listened(table: GostopTableScene) -> list[object]:
    """The engine's events the table is given from now on, as it is given them."""
    heard: list[object] = []
    queue = table.queue

    def spy(events: list[object]) -> None:
        heard.extend(events)
        queue(events)

    table.queue = spy  # type: ignore[method-assign]  # the table's own queue, listened to
    return heard


def person_turns(app, rules, players: int, seed: int, hands: int = 2):  # noqa: ANN001, ANN201
    """A live table of a seeded game at ``app``, played ``hands`` hands, the
    person's moves at random and the computers' their own: at each of the
    person's turns, the table and the engine's events since the person last
    acted (the deal's among them) are yielded, before the person acts."""
    table = app.ctx.screens.gostop_table(rules, seed, "easy", players=players)
    heard = list(GOSTOP.new(rules, seed, players)[1])  # the deal's, queued as the table was made
    more = listened(table)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(20000):
        if table.game.hand_no > hands or app.top is None or table.game.over:
            break
        top = app.top
        if isinstance(top, GostopSummaryScene):
            click(top.next_button.rect.center)
            run(app, 2)
            continue
        if isinstance(top, ChoiceScene):  # the person's Go or Stop, sake cup...: they act
            heard.clear()
            more.clear()
            click(rng.choice([b for b in top.buttons if b is not top.hint_button]).rect.center)
            run(app, 2)
            continue
        run(app, 1)
        if not table.human_turn() or app.top is not table:
            continue
        yield table, heard + more
        heard.clear()
        more.clear()
        table.act(rng.choice(table.legal()))


@pytest.mark.parametrize("players, preset, seed", [(2, "matgo", 3), (3, "gostop-brazilian", 5)])
def test_every_card_the_others_moved_is_outlined_until_the_person_acts(players, preset, seed):
    """At each of the person's turns of a seeded game (their moves at
    random, the computers' their own), the outlined cards are those the
    engine's events since the person last acted say the others moved."""
    rules = load_gostop(preset, {"match.most_players": players})
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        checked, flips_kept = 0, 0
        for table, events in person_turns(app, rules, players, seed):
            assert outline_problems(table, events) == [], (table.game.hand_no, outline_problems(table, events))
            flips_kept += sum(1 for ev in events if isinstance(ev, H.Flipped) and ev.player != 0
                              and table.game.hand.field >> ev.card & 1)
            checked += 1
        assert checked > 10 and flips_kept > 0, (checked, flips_kept)  # the cases the audit is for were met
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def cpu_bombs():
    """The CPU to play, holding two pines of which the other two lie on the field (a bomb of two, its only
    play); the person has a card to play."""
    from tests.games.gostop.test_house_rules import BOMB_TWO
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(BOMB_TWO, hand0="iris-red,clover-red", hand1="pine-crane,pine-plain-1",
                    field="pine-poetry,pine-plain-2,plum-plain-1", top="paulownia-plain-1,cherry-plain-2,maple-plain-1",
                    captures0="cherry-plain-1")
    return dataclasses.replace(hand, player=1)


def test_the_computer_s_turn_its_bomb_saved_says_why_it_only_flips():
    with taken_up(cpu_bombs()) as (app, table):
        said = banners(table)
        run(app, 1500, until=table.human_turn)
        log = [m.text for m in table.log.moves]
        assert "CPU's bomb played several cards in one turn, so its next turn is a flip only." in log, log
        click(sprite_at(table, deck.INDEX["iris-red"]))
        lines: set[str] = set()
        run(app, 1500, until=lambda: lines.add(table.status()) or table.human_turn())  # type: ignore[func-returns-value]
        assert ("CPU flips only, after its bomb", "") in said  # the seat first, in one sentence
        why = "CPU's bomb played several cards in one turn: this turn it only flips."
        assert why in lines, lines  # the status line, while the flip is shown
        assert why in [m.text for m in table.log.moves]


def test_the_person_s_turn_their_bomb_saved_says_why_they_only_flip():
    from tests.games.gostop.test_house_rules import BOMB_TWO, two_and_two

    with taken_up(two_and_two(BOMB_TWO)) as (app, table):
        run(app, 400, until=table.human_turn)
        click(sprite_at(table, deck.INDEX["pine-crane"]))
        lines: set[str] = set()
        run(app, 1500, until=lambda: lines.add(table.status()) or table.game.hand.flips_left == (0, 0)
            and table.human_turn())  # type: ignore[func-returns-value]
        log = [m.text for m in table.log.moves]
        assert "Your bomb played several cards in one turn, so your next turn is a flip only." in log, log
        why = "Your bomb played several cards in one turn: this turn you only flip."
        assert why in lines and why in log, (lines, log)


def test_the_sake_cup_moved_to_the_plains_with_no_one_asked_is_said_and_why():
    """Eight plains and the sake cup taken: as a double plain it makes Pi
    (the cup not chosen yet counts the way that scores more), short of the
    threshold, so no one is asked: the banner and the log say it, and why."""
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(load_gostop("matgo"), hand0="chrysanthemum-plain-1,iris-red", hand1="clover-red,peony-blue",
                    field="chrysanthemum-sake,plum-plain-1", top="maple-plain-1,wisteria-plain-1,paulownia-plain-1",
                    captures0="pine-plain-1,pine-plain-2,cherry-plain-1,cherry-plain-2,iris-plain-1,iris-plain-2,"
                              "peony-plain-1,peony-plain-2")
    with taken_up(hand) as (app, table):
        run(app, 400, until=table.human_turn)
        said = banners(table)
        click(sprite_at(table, deck.INDEX["chrysanthemum-plain-1"]))
        run(app, 1500, until=lambda: table.human_turn() or isinstance(app.top, ChoiceScene))
        assert table.game.hand.phase is Phase.PLAY and table.model.cup_plain, "moved, no one asked"
        now = ("Your sake cup counts as a double plain for now, as that scores more; if you lose the hand, it counts "
               "the way that costs you least.")
        assert ("Sake cup: a double plain for now", now) in said, said
        log = [m.text for m in table.log.moves]
        assert (f"{now} You will choose how it counts once it decides whether you may call Go or Stop."
                in log), log
        i18n.set_language("ja")  # its two sentences as Japanese writes them, no space after the full stop
        try:
            said_ja = next(m.text for m in table.log.moves if m.cards == (deck.INDEX["chrysanthemum-sake"],))
        finally:
            i18n.set_language("en")
        assert "。" in said_ja and "。 " not in said_ja, said_ja
