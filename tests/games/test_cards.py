"""The 48 cards: canonical ids, months and kinds (the tags are the decks': tests/games/test_decks.py)."""

from __future__ import annotations

import pytest

from koikoi.games.common.cards import (
    BY_ID, CARD_IDS, DECK, KIND_MASK, MONTH_MASK, DuplicateCardError, Kind, UnknownCardError, card, ids,
    mask_of, parse_cards,
)


def test_forty_eight_cards_four_per_month():
    assert len(DECK) == len(set(CARD_IDS)) == 48
    for month in range(1, 13):
        assert MONTH_MASK[month].bit_count() == 4


@pytest.mark.parametrize("kind,count", [(Kind.BRIGHT, 5), (Kind.ANIMAL, 9), (Kind.RIBBON, 10), (Kind.PLAIN, 24)])
def test_kind_counts(kind, count):
    assert KIND_MASK[kind].bit_count() == count


def test_cards_of_a_month_are_neighbouring_bits():
    """The engine's month counting relies on it."""
    for c in DECK:
        assert c.index // 4 + 1 == c.month


def test_digest_table_spot_checks():
    assert card("pampas-moon").kind is Kind.BRIGHT and card("pampas-moon").month == 8
    assert card("willow-swallow").kind is Kind.ANIMAL and card("willow-lightning").kind is Kind.PLAIN
    assert card("paulownia-plain-3").month == 12
    assert BY_ID["pine-crane"].index == 0


def test_unknown_card_id_is_named():
    with pytest.raises(UnknownCardError, match="unknown card id 'pine-cran'"):
        parse_cards("pine-crane, pine-cran")


def test_parse_and_ids_round_trip():
    mask = parse_cards("maple-deer, pine-crane,,")
    assert ids(mask) == ["pine-crane", "maple-deer"]
    assert parse_cards("") == 0


def test_a_card_typed_twice_is_named():
    with pytest.raises(DuplicateCardError, match="card 'iris-red' is given twice"):
        parse_cards("pine-crane, iris-red,maple-deer,iris-red")
    assert mask_of(["iris-red", "iris-red"]) == card("iris-red").bit  # an id list from code is a set
