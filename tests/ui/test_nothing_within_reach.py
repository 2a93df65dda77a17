"""A player's yaku lines said "nothing yet" (French "rien pour l'instant")
though the opponents held a card of every yaku (pt24): "yet" promised what
could no longer come. Where no yaku is made and none can be, the lines say
"nothing within reach"; "nothing yet" only where one may still be made.

Against the engine: a yaku is within reach of a player when the engine
would score one for them holding every card the others have not taken
(Koi-Koi's found_yaku, Go-Stop's yaku_made with the sake cup either way).
Over random splits of the deck (the others' share from a third to nearly
all) of both games' presets, the panels' reading agrees, and neither panel
lists a yaku line the engine says is out of reach (Go-Stop's counted the
bonus plains a rule set does not deal as plains still to take: "Pi 2/10"
with nine left); over random
states of real tables of both games, each seat's panel model says what
the engine says; and the two lines are different words in each language."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.cards import ALL_MASK
from koikoi.games.gostop.rules import CUP_OPEN, load_gostop
from koikoi.games.gostop.scoring import cup_counts_as_plain, yaku_made
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.scoring import found_yaku
from koikoi.ui.gostop_progress import gostop_listed, gostop_within_reach
from koikoi.ui.progress import listed, nothing_words, within_reach

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def splits(seed: int, deck: int, n: int = 400):  # noqa: ANN201
    """(mine, theirs): random captures of the player and of the others."""
    rng = random.Random(seed)
    cards = [c for c in range(deck.bit_length()) if deck >> c & 1]
    for _ in range(n):
        share = rng.uniform(0.3, 0.97)
        mine = theirs = 0
        for c in cards:
            r = rng.random()
            if r < share:
                theirs |= 1 << c
            elif r < share + (1 - share) * rng.random() * 0.5:
                mine |= 1 << c
        yield mine, theirs


def koikoi_engine_reach(rules, mine: int, theirs: int, month: int) -> bool:  # noqa: ANN001
    return bool(found_yaku(rules, mine, month) or found_yaku(rules, ALL_MASK & ~theirs, month))


def gostop_engine_reach(rules, mine: int, theirs: int) -> bool:  # noqa: ANN001
    left = (ALL_MASK | rules.bonus_mask) & ~theirs
    return any(yaku_made(rules, cards, plain) for cards in (mine, left) for plain in (False, True))


@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan", "korean", "fr-classic"])
def test_koikoi_reach_agrees_with_the_engine(preset):
    rules = load_preset(preset)
    seen = {True: 0, False: 0}
    for k, (mine, theirs) in enumerate(splits(len(preset), ALL_MASK)):
        month = k % 12 + 1
        expected = koikoi_engine_reach(rules, mine, theirs, month)
        assert within_reach(rules, mine, theirs, month) == expected, (preset, hex(mine), hex(theirs), month)
        lines = [p for p in listed(rules, mine, theirs, month, None)[0] if not rules.yaku_by_id(p.yaku_id).viewing]
        if lines:  # a line listed is a yaku the engine may still score (a viewing yaku's line may wait for another)
            assert expected, (preset, hex(mine), hex(theirs), month, lines)
        seen[expected] += 1
    assert min(seen.values()) >= 20, seen


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_gostop_reach_agrees_with_the_engine(preset):
    rules = load_gostop(preset)
    seen = {True: 0, False: 0}
    for mine, theirs in splits(len(preset), ALL_MASK | rules.bonus_mask):
        expected = gostop_engine_reach(rules, mine, theirs)
        assert gostop_within_reach(rules, mine, theirs, CUP_OPEN) == expected, (preset, hex(mine), hex(theirs))
        lines = gostop_listed(rules, mine, theirs, CUP_OPEN, None)[0]
        if lines:  # a line listed is a yaku the engine may still score (a bonus plain not dealt counts for none)
            assert expected, (preset, hex(mine), hex(theirs), lines)
        seen[expected] += 1
    assert min(seen.values()) >= 20, seen


def test_the_tables_panels_say_what_the_engine_says():
    looked = 0
    with app_at((960, 540), 100, "fr") as app:
        for table in koikoi_tables(app, seed=4, states=30):
            info, rnd = table.canvas.info(), table.match.round
            for p in (0, 1):
                caps = [sum(1 << c for c in table.canvas.landed(q)) for q in (0, 1)]
                assert info.reach[p] == koikoi_engine_reach(table.rules, caps[p], caps[1 - p], rnd.month)
                looked += 1
        for players, preset in ((2, "matgo"), (3, "gostop-brazilian")):
            for table in gostop_tables(app, players, preset=preset):
                info, h = table.canvas.info(), table.game.hand
                caps = [sum(1 << c for c in table.canvas.landed(q)) for q in range(players)]
                for seat in info.seats:
                    p = table.names.index(seat.name)
                    theirs = sum(caps[q] for q in range(players) if q != p)
                    plain = cup_counts_as_plain(table.rules, caps[p], h.cup)
                    expected = bool(yaku_made(table.rules, caps[p], plain)) or gostop_engine_reach(
                        table.rules, caps[p], theirs)
                    assert seat.reach == expected, (preset, seat.name)
                    looked += 1
    assert looked >= 60


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_two_lines_differ_in_every_language(lang):
    i18n.set_language(lang)
    try:
        assert nothing_words(True) != nothing_words(False)
        if lang != "en":
            assert nothing_words(False) != "nothing within reach", "untranslated"
    finally:
        i18n.set_language("en")
