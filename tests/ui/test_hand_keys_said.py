"""The number keys that play a hand's cards are said as they work (issue 39:
key 9 played a Go-Stop hand's ninth card, 0 its tenth, while the README
said 1-8 and How to play said nothing of the keys).

Audited against the table's key handling (pointer.NUMBER_KEYS, the keys
that play the hand's cards, counted from the left): How to play says, for
Koi-Koi's hand of eight, Matgo's of ten and Go-Stop's of seven at a table of
three, exactly the keys that play a card of that hand, in every language;
the pause menus' lists of keys name the keys of a full hand of each game;
and the README names them for both games."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.hand_keys import hand_keys
from koikoi.ui.scenes import pause
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.table.pointer import NUMBER_KEYS

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

README = Path(__file__).resolve().parents[2] / "README.md"
HANDS = [("koikoi", "nintendo", 2, 8), ("gostop", "matgo", 2, 10), ("gostop", "gostop-brazilian", 3, 7)]


def playing(cards: int) -> set[str]:
    """The keys (as their caps read) that play a card of a hand of ``cards``."""
    return {pygame.key.name(k) for k, i in NUMBER_KEYS.items() if i < cards and pygame.K_0 <= k <= pygame.K_9}


def named(sentence: str) -> set[str]:
    """The keys an English sentence names: "1 to 9 ... and 0" is 1, 2, ... 9 and 0."""
    keys = set()
    for lo, hi in re.findall(r"\b(\d) to (\d)\b", sentence):
        keys |= {str(d) for d in range(int(lo), int(hi) + 1)}
    keys |= set(re.findall(r"\band (\d)\b", sentence))
    return keys


@pytest.mark.parametrize("game, preset, players, cards", HANDS, ids=[h[1] for h in HANDS])
def test_how_to_play_says_the_keys_that_play_the_hand(game, preset, players, cards):
    pygame.init()
    rules = load_preset(preset) if game == "koikoi" else load_gostop(preset)
    dealt = cards if game == "koikoi" else (rules.deal.hand_three if players == 3 else rules.deal.hand)
    assert dealt == cards
    for lang in i18n.LANGUAGES:
        with app_at((1280, 720), 100, lang) as app:
            page = RulesScene(app.ctx, rules, players=players)
            app.push(page)
            run(app, 2)
            said = hand_keys(cards)
            text = " ".join(page.page.texts())
            assert said.title in text and all(s[:20] in text for s in said.sentences), \
                f"{lang}: How to play of {preset} does not say the keys"
    assert named(hand_keys(cards).sentences[0]) == playing(cards), hand_keys(cards).sentences[0]


def test_the_pause_lists_and_the_readme_say_the_keys_of_a_full_hand():
    pygame.init()
    for groups, cards in ((pause.SHORTCUT_GROUPS, 8), (pause.GOSTOP_SHORTCUT_GROUPS, 10)):
        keys = [k for _h, pairs in groups for k, what in pairs if what == "play a hand card, counted from the left"]
        assert len(keys) == 1
        listed = set()
        for part in keys[0].split(", "):
            lo, _dash, hi = part.partition("-")
            listed |= {str(d) for d in range(int(lo), int(hi or lo) + 1)}
        assert listed == playing(cards), (keys, cards)
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert "1-8 at Koi-Koi" in readme and "at Go-Stop 1-9, and 0 for the tenth card" in readme
