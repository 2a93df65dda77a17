"""The themed yaku's cases worked by hand (docs/themed-yaku-cases.md),
each scored through the engine: the rule set fr-club with the deck the
case names, the player's captures as written, stopping in a round where no
koi-koi was called. The engine must find the very yaku, points and total
written by hand; every themed yaku has a case, and classic yaku beside."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi.games.common.cards import BY_ID
from koikoi.games.koikoi.rules import load_preset, played_with
from koikoi.games.koikoi.scoring import score

CASES = Path(__file__).resolve().parents[2] / "docs" / "themed-yaku-cases.md"
THEMED = {"Sekai no sutā", "Screaming Cats", "Nihon'isshū", "Ongaku no joou"}


def cases() -> list[tuple[str, str, list[str], dict[str, int], int]]:
    """Each case: its heading, its deck, the cards taken, each yaku's points and the total, as written."""
    found = []
    for part in CASES.read_text(encoding="utf-8").split("\n## ")[1:]:
        heading = part.splitlines()[0]
        deck = re.search(r"^Deck: (\w+)$", part, re.M)
        cards = re.search(r"^Cards taken: (.+)$", part, re.M)
        total = re.search(r"^\*\*Total: (\d+)\*\*$", part, re.M)
        assert deck and cards and total, f"case {heading!r} lacks its deck, cards or total"
        rows = re.findall(r"^\| ([^|]+?) \| [^|]+ \| (\d+) \|$", part, re.M)
        found.append((heading, deck.group(1), re.findall(r"`([a-z0-9-]+)`", cards.group(1)),
                      {name: int(points) for name, points in rows}, int(total.group(1))))
    return found


@pytest.mark.parametrize("case", cases(), ids=lambda c: c[0].split(":")[0])
def test_each_case_scores_as_worked_by_hand(case):
    heading, deck, cards, yaku, total = case
    rules = played_with(load_preset("fr-club"), deck)
    assert rules.deck.id == deck
    captured = 0
    for card_id in cards:
        captured |= 1 << BY_ID[card_id].index
    assert captured.bit_count() == len(cards), f"{heading}: a card given twice"
    got = score(rules, captured, month=1)  # round 1 (January): no yaku of the round's month in these rules
    assert {y.name: y.points for y in got.yaku} == yaku, heading
    assert got.total == total == sum(yaku.values()), heading
    for y in got.yaku:  # each yaku's cards are among those taken
        assert y.cards & ~captured == 0, heading


def test_every_themed_yaku_has_a_case_with_classic_yaku_beside_it():
    written = cases()
    themed = {name for _h, deck, _c, yaku, _t in written if deck == "themed" for name in yaku if name in THEMED}
    assert themed == THEMED
    assert {name for y in load_preset("fr-club").yaku for name in [y.name] if name in THEMED} == THEMED
    for heading, deck, _cards, yaku, _total in written:
        if deck == "themed" and set(yaku) & THEMED:
            assert set(yaku) - THEMED or len(set(yaku) & THEMED) > 1, f"{heading}: no classic yaku beside it"
    assert any(deck == "standard" for _h, deck, _c, _y, _t in written)  # the theme's cards, the standard deck
