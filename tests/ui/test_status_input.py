"""The status line speaks of the input the player uses: a newcomer who
played with the keyboard alone was told to "click". After a key press the
line names keys (← →, Enter, Space, the numbers, L) and never clicking;
after a click it names clicking and no key to press; before either, the
words are true for both. Every status line of both tables' states is
audited through the pointers and tables that word them, and two real
tables are driven with a key, then a click."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.table import said_input as S
from koikoi.ui.table.said_input import KEYS, MOUSE

from .conftest import click, key, run
from .test_gostop_table import sprite_at, taken_up
from .test_table import c, two_matches

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CLICK = re.compile(r"\bclick", re.I)
A_KEY = re.compile(r"\bpress\b|←|→|Enter|Space|\b[1-9L]\b", re.I)


def every_line(used: str | None) -> dict[str, str]:
    """Each status line that tells the player how to act, in each state of both games."""
    lines = {"turn": S.your_turn(used),
             "turn, outline": S.your_turn(used, "The CPU's last move has a dashed outline.")}
    for n in (1, 2, 3, 4):
        for lay in (False, True):
            lines[f"choice of {n}, lay {lay}"] = S.choose(used, n, "Pine crane", lay)
    lines["candidate"] = S.to_take(used, "Pine crane", 2)
    for mouse, keys in ((i18n._("click to take {cards}"), i18n._("press Enter to take {cards}")),
                        (i18n._("two and two: click to bomb, taking all four"),
                         i18n._("two and two: press Enter to bomb, taking all four")),
                        (i18n._("the fourth card: click to take all three"),
                         i18n._("the fourth card: press Enter to take all three")),
                        (i18n._("click to put it with your captures and draw a card"),
                         i18n._("press Enter to put it with your captures and draw a card"))):
        lines[f"held up: {mouse}"] = S.play_to(used, mouse, keys)
    return lines


def test_after_a_key_every_line_names_keys_and_none_says_click():
    for state, said in every_line(KEYS).items():
        assert A_KEY.search(said) and not CLICK.search(said), f"{state}: {said!r}"


def test_after_a_click_every_line_says_click_and_names_no_key_to_press():
    for state, said in every_line(MOUSE).items():
        assert CLICK.search(said) and "press" not in said.casefold() and "Enter" not in said, f"{state}: {said!r}"


def test_before_any_input_the_lines_are_true_for_both():
    for state, said in every_line(None).items():
        if state.startswith(("candidate", "choice")):
            assert CLICK.search(said) and A_KEY.search(said), f"{state}: {said!r}"
        elif state.startswith("turn"):
            assert not CLICK.search(said) and not A_KEY.search(said), f"{state}: {said!r}"
        # a hand card held up before a key was pressed was held up by the mouse: its words say clicking


def test_the_input_used_last_is_the_event_s():
    before = None
    for event, then in ((pygame.KEYDOWN, KEYS), (pygame.MOUSEBUTTONDOWN, MOUSE), (pygame.KEYDOWN, KEYS)):
        before = S.used_by(SimpleNamespace(type=event, key=pygame.K_RIGHT, rel=(0, 0)), before)
        assert before == then
    assert S.used_by(SimpleNamespace(type=pygame.KEYDOWN, key=pygame.K_LSHIFT), MOUSE) == MOUSE  # a modifier alone
    assert S.used_by(SimpleNamespace(type=pygame.MOUSEMOTION, rel=(0, 0)), KEYS) == KEYS  # no move: cards moved
    assert S.used_by(SimpleNamespace(type=pygame.MOUSEMOTION, rel=(3, 1)), KEYS) == MOUSE


def test_koikoi_s_table_speaks_of_the_keys_after_a_key_and_of_clicking_after_a_click(app):
    play = two_matches(app)
    key(pygame.K_RIGHT)  # a card held up from the keyboard, then put down again: the turn's words
    run(app, 2)
    play.pointer.forget()
    said = play.status()
    assert "←" in said and "Enter" in said and not CLICK.search(said), said
    click(play.sprites[c("pine-crane")].rect().center)  # two matches: the choice
    run(app, 200, until=lambda: play.human_turn() and play.prompted)
    play.pointer.forget()
    assert CLICK.search(play.status()) and "press" not in play.status(), play.status()
    key(pygame.K_LSHIFT)  # a modifier alone is no key used
    run(app, 2)
    assert CLICK.search(play.status())
    key(pygame.K_DOWN)  # a key with no job at the choice: still the keyboard's words from now on
    run(app, 2)
    assert "1 or 2" in play.status() and not CLICK.search(play.status()), play.status()


def test_go_stop_s_table_speaks_of_the_keys_after_a_key_and_of_clicking_after_a_click():
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(load_gostop("matgo"), hand0="maple-deer,iris-red", hand1="clover-red,peony-blue",
                    field="plum-plain-1,pine-crane", top="maple-plain-1,wisteria-plain-1,paulownia-plain-1")
    with taken_up(hand) as (app, table):
        run(app, 400, until=table.human_turn)
        key(pygame.K_RIGHT)
        run(app, 2)
        held = table.status()  # the card held up from the keyboard: no click in its words
        assert not CLICK.search(held), held
        table.pointer.forget()
        assert "Enter" in table.status() and not CLICK.search(table.status()), table.status()
        click(sprite_at(table, deck.INDEX["maple-deer"]))
        run(app, 2)
        run(app, 1200, until=lambda: table.human_turn() and table.game.hand.player == 0)
        table.pointer.forget()
        assert CLICK.search(table.status()) and "Enter" not in table.status(), table.status()


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("text_size", [100, 150])
def test_every_turn_line_fits_the_status_line_of_a_table_of_three_at_the_smallest_window(lang, text_size,
                                                                                       monkeypatch):
    """The longest lines (how to play with the keys, and what the outlines mean) fit whole, never cut, in
    the narrow status line of Go-Stop's table of three at 960x540, at 100% and 150% text."""
    from koikoi.ui.table import panel, status_line

    from .conftest import app_at
    from .test_table_truth import gostop_tables

    cut: list[str] = []
    real_fit = status_line.status_fit  # past two lines in the band, the words stand in a box over the field

    def fitted(said, *rest):  # noqa: ANN001, ANN202
        size, lines, boxed = real_fit(said, *rest)
        return size, lines, boxed and not cut.append(said)

    monkeypatch.setattr(status_line, "status_fit", fitted)
    with app_at((960, 540), text_size, lang) as app:
        tables = gostop_tables(app, 3)
        table = next(tables)
        lay, assets = app.ctx.layout, app.ctx.assets
        left, right = panel.status_left(table.buttons, lay), panel.status_right(table.buttons, lay)
        outlines = ("The others' last moves have dashed outlines and their player's name.",
                    "The CPU's last move has a dashed outline.")
        counted = [i18n.ngettext(f"The plain {who} is outlined in red.", f"The {{n}} plains {who} are outlined in red.",
                                 n).format(n=n) for who in ("just taken", "you took", "the CPU took") for n in (1, 2)]
        for used in (None, KEYS, MOUSE):
            for said in (S.your_turn(used), *(S.your_turn(used, i18n._(o)) for o in outlines),
                         *(S.your_turn(used, o) for o in counted),
                         S.dealing(),  # one wording wherever the cards are dealt
                         S.choose(used, 2, "", False), S.choose(used, 4, "", True)):
                panel.render_status(said, right, lay, assets, left)
        tables.close()
    assert not cut, cut
