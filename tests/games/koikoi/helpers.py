"""Set up rounds card by card, so each rule can be tested in a few lines."""

from __future__ import annotations

from koikoi.games.common.cards import ALL_MASK, BY_ID, indices, parse_cards
from koikoi.games.koikoi.rules import Rules
from koikoi.games.koikoi.turn import RoundState, make_round


def m(text: str) -> int:
    """A mask from comma-separated card ids."""
    return parse_cards(text)


def c(card_id: str) -> int:
    """A card's index."""
    return BY_ID[card_id].index


def setup(
    rules: Rules,
    *,
    hand0: str = "",
    hand1: str = "",
    field: str = "",
    deck: str = "",
    captures0: str = "",
    captures1: str = "",
    **kwargs,
) -> RoundState:
    """A round in play: the named deck cards on top, the unnamed cards below.

    Unnamed cards go to the bottom of the deck, so a test names only the
    cards its rule needs.
    """
    h0, h1, f = m(hand0), m(hand1), m(field)
    cap = (m(captures0), m(captures1))
    top = [c(x.strip()) for x in deck.split(",") if x.strip()]
    placed = h0 | h1 | f | cap[0] | cap[1] | kwargs.get("removed", 0)
    for card in top:
        placed |= 1 << card
    rest = list(indices(ALL_MASK & ~placed))
    return make_round(rules, hands=(h0, h1), field=f, deck=top + rest, captures=cap, **kwargs)
