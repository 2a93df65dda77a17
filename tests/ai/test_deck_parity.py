"""A tag the deck lacks makes its yaku unmakeable and changes nothing else:
fr-club played with the standard deck gives exactly fr-variant's events,
seed for seed, whoever plays (random moves and the computer's levels)."""

from __future__ import annotations

import pytest

from koikoi.ai.koikoi.agents import make_agent
from koikoi.games.koikoi.game import apply, legal_actions, new_match
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.rules import Rules, load_preset

SEEDS = range(8)


def events_of(rules: Rules, players: tuple[str, str], seed: int) -> list[object]:
    """Every event of a whole match, in order, with the scores it ends on."""
    agents = [make_agent(players[0], seed), make_agent(players[1], seed + 1)]
    match, events = new_match(rules, seed)
    out = list(events)
    while not match.over:
        seat = match.to_move
        action = legal_actions(match)[0] if seat is None else agents[seat].act(observe(match, seat))
        match, events = apply(match, action)
        out += [action, *events]
    return [*out, match.scores, match.winner]


@pytest.mark.parametrize("players", [("random", "random"), ("easy", "normal"), ("normal", "easy")])
def test_fr_club_with_the_standard_deck_plays_as_fr_variant(players):
    club, variant = load_preset("fr-club", {"deck": "standard"}), load_preset("fr-variant")
    assert club.unmakeable and not variant.unmakeable
    for seed in SEEDS:
        assert events_of(club, players, seed) == events_of(variant, players, seed), (players, seed)
