"""Properties of whole random games of Go-Stop, thousands of hands of each
preset with two and three players: every card (the bonus cards among them)
in exactly one place after every action; every stolen plain leaves its
victim's captures for the thief's, the cheapest first; only the legal
actions are taken, and anything else is refused leaving the game as it was;
the same seed and the same choices make the same game."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop import deck
from koikoi.games.gostop.actions import Action, IllegalAction
from koikoi.games.gostop.game import GameOver, apply, legal_actions, new_game
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import SAKE
from koikoi.games.gostop.state import Declared, Stole, cards_accounted

GAMES = 500  # a game is 12 hands of matgo, or hands to 50 points under the seed: a thousand games a preset, two and three players
KINDS = ("play", "shake", "bomb", "choose", "flip", "go", "stop", "next", "chongtong", "play-on")


def steals_are_plains_moved_cheapest_first(rules, before, after, events) -> int:
    """Check each steal of one action against the captures before and after it; the plains stolen."""
    values = deck.pi_values(rules.doubles_mask, False, SAKE)
    most = max(rules.play.ppuk_steal, rules.play.own_ppuk_steal, rules.play.jjok_steal, rules.play.ttadak_steal,
               rules.play.sseul_steal, rules.play.bomb_steal)
    stolen = 0
    held = list(before.captures)  # each victim's captures as the action's steals go (one turn may steal twice)
    for e in events:
        if not isinstance(e, Stole):
            continue
        assert e.player != e.victim
        assert e.cards and not e.cards & ~deck.PI, "only plains are stolen"
        assert e.cards & held[e.victim] == e.cards, "stolen from the victim's captures"
        assert not e.cards & after.captures[e.victim] and e.cards & after.captures[e.player] == e.cards
        assert e.cards.bit_count() <= most
        left = held[e.victim] & deck.PI & ~e.cards
        if left:  # nothing cheaper was left behind
            assert max(values[c] for c in deck.indices(e.cards)) <= min(values[c] for c in deck.indices(left))
        held[e.victim] &= ~e.cards
        stolen += e.cards.bit_count()
    return stolen


def random_game(rules, seed: int, players: int, check: bool = True):
    """A game of random choices; with ``check``, every property at every action. Its events and final state."""
    rng = random.Random(seed)
    g, events = new_game(rules, seed, players)
    log = list(events)
    steals = 0
    while not g.over:
        legal = legal_actions(g)
        assert legal, "a game not over has a legal action"
        if check and rng.random() < 0.2:  # something else is refused, and changes nothing
            wrong = Action(rng.choice(KINDS), rng.randrange(-1, len(deck.IDS)))
            if wrong not in legal:
                kept = (g.hand.hands, g.hand.field, g.hand.deck, g.hand.captures, g.hand.phase, g.scores)
                with pytest.raises(IllegalAction):
                    apply(g, wrong)
                assert (g.hand.hands, g.hand.field, g.hand.deck, g.hand.captures, g.hand.phase, g.scores) == kept
        before = g.hand
        g, events = apply(g, legal[rng.randrange(len(legal))])
        log += events
        if check:
            assert cards_accounted(g.hand), (seed, players)
            steals += steals_are_plains_moved_cheapest_first(rules, before, g.hand, events)
    assert isinstance(log[-1], GameOver)
    return log, g, steals


# the presets, and the standard with the holder of four of a month choosing (a phase of its own)
RULES = {"matgo": ("matgo", None), "gostop-brazilian": ("gostop-brazilian", None),
         "matgo-chongtong-choice": ("matgo", {"deal.four_in_hand": "chongtong_or_play"})}


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("rules_name", list(RULES))
def test_random_games_keep_every_card_in_one_place_and_move_stolen_plains(rules_name, players):
    rules = load_gostop(*RULES[rules_name])
    hands = steals = choices = 0
    for seed in range(GAMES):
        log, g, stolen = random_game(rules, 10_000 + seed, players)
        hands += g.hand_no
        steals += stolen
        choices += sum(isinstance(e, Declared) for e in log)
    assert hands >= 4000
    if any((rules.play.ppuk_steal, rules.play.jjok_steal, rules.play.sseul_steal)):
        assert steals > 0, "the games stole nothing: the steal checks were never reached"
    if rules.deal.four_in_hand == "chongtong_or_play":
        assert choices > 0, "no hand dealt four of a month: the choice was never met"


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_the_same_seed_and_choices_make_the_same_game(preset, players):
    rules = load_gostop(preset)
    for seed in (1, 2, 3):
        first, g1, _ = random_game(rules, seed, players, check=False)
        again, g2, _ = random_game(rules, seed, players, check=False)
        assert first == again and g1.scores == g2.scores
    assert random_game(rules, 4, players, check=False)[0] != first, "another seed, another game"
