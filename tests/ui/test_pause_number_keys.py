"""The pause list says the number keys that work for the hand the table
deals, and every hand card is reached from a key (issue 39: "1-9, 0" was
said at Go-Stop's table of three, whose hands hold seven; a hand of eleven
or twelve cards had no number key for its last cards, and nothing said
that the arrows reach them).

Audited against the table's key handling (pointer.NUMBER_KEYS, FOCUS_KEYS)
and the engine's deal, over both games, at tables of two and three, with
hands of 5 to 12 cards, on the pause each table opens."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.hand_keys import hand_keys
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene
from koikoi.ui.table.pointer import FOCUS_KEYS, NUMBER_KEYS

from .conftest import app_at, run

DEALS = [("koikoi", "nintendo", {}, 2), ("gostop", "matgo", {}, 2), ("gostop", "matgo", {}, 3),
         ("gostop", "gostop-brazilian", {}, 2), ("gostop", "gostop-brazilian", {}, 3),
         ("gostop", "matgo", {"deal.hand": 12}, 2), ("gostop", "matgo", {"deal.hand": 11}, 2),
         ("gostop", "matgo", {"deal.hand": 5}, 2), ("gostop", "matgo", {"deal.hand_three": 9}, 3)]


class Table:
    """What the pause sees of a table."""

    def __init__(self, rules, players: int) -> None:  # noqa: ANN001
        self.rules, self.players, self.demo = rules, players, False


def working(cards: int) -> set[str]:
    """The number keys (as their caps read) that play a card of a hand of ``cards``."""
    return {pygame.key.name(k) for k, i in NUMBER_KEYS.items() if i < cards and pygame.K_0 <= k <= pygame.K_9}


def listed(keys: str) -> set[str]:
    """The keys a pause line names: "1-7" is 1 to 7; "1-9, 0" also 0."""
    said: set[str] = set()
    for part in keys.split(", "):
        lo, _dash, hi = part.partition("-")
        said |= {str(d) for d in range(int(lo), int(hi or lo) + 1)}
    return said


@pytest.mark.parametrize("game, preset, changes, players", DEALS,
                         ids=[f"{d[1]}-{d[3]}p-{'-'.join(str(v) for v in d[2].values()) or 'dealt'}" for d in DEALS])
def test_the_pause_says_the_number_keys_of_the_hand_dealt(game, preset, changes, players):
    pygame.init()
    if game == "koikoi":
        rules, cards, scene = load_preset(preset), 8, PauseScene
    else:
        rules, scene = load_gostop(preset, changes), GostopPauseScene
        g = G.new_game(rules, 1, players)[0]
        cards = max(h.bit_count() for h in g.hand.hands)  # the engine's deal
    with app_at((960, 540), 100, "en") as app:
        pause = scene(app.ctx, Table(rules, players))
        app.push(pause)
        run(app, 2)
        lines = [(keys, what) for _h, pairs in pause.groups for keys, what in pairs if keys.startswith("1-")]
        assert len(lines) == 1, lines
        keys, what = lines[0]
        assert listed(keys) == working(cards), f"said {keys} for a hand of {cards}"
        assert any(shown == keys for shown, _w, _head in pause.lines), "the line is not shown"
        if cards > len(working(cards)):  # the cards past the number keys: the arrows reach them, and it is said
            assert "←" in what and "→" in what and set(FOCUS_KEYS) == {pygame.K_LEFT, pygame.K_RIGHT}, what
            assert "←" in hand_keys(cards).sentences[0], hand_keys(cards).sentences[0]
        for lang in ("fr", "pt_BR", "ko", "ja"):  # the line in every language names the same keys
            i18n.set_language(lang)
            try:
                assert set(re.findall(r"\d", i18n._(keys))) == set(re.findall(r"\d", keys))
                if cards > len(working(cards)):
                    assert "←" in i18n._(what) and i18n._(what) != what, (lang, i18n._(what))
            finally:
                i18n.set_language("en")
