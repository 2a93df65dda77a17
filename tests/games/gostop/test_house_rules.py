"""The house rules some open Go-Stop engines play, each an option that
matgo leaves off, worked by hand on a laid-out table: a third ppuk wins the
hand, two of a month in hand with the other two on the field must be
bombed, a bonus card flipped in a ppuk turn lies on the pile, and a steal
of two plains takes one double plain."""

from __future__ import annotations

import dataclasses
import random

import pytest

from koikoi.ai.gostop.montecarlo import policy_play
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import BOMBS, FLIP, Action, IllegalAction
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.saving import from_json, to_json
from koikoi.games.gostop.state import NO_ONE, Bombed, Captured, HandOver, Phase, Ppuk, Result, Stole, cards_accounted
from koikoi.games.gostop.turn import apply, legal_actions, play_of

from .test_turn import MATGO, m, play, table, turn

THREE_PPUK = load_gostop("matgo", {"play.three_ppuk": 7})
BOMB_TWO = load_gostop("matgo", {"play.bomb_two": True})
PILE = load_gostop("matgo", {"play.flipped_bonus": "pile"})


# --- three ppuk in one hand win it -----------------------------------------------------------------

def ppuk_turn(rules, made=(2, 0)):
    """Player 0, who made ``made[0]`` ppuk before, lays the pine crane on the pine plain and flips the
    poetry ribbon: a ppuk."""
    s = table(rules, hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
              top="pine-poetry")
    return turn(dataclasses.replace(s, ppuks=made), play("pine-crane"), FLIP)


def test_each_ppuk_is_counted_for_its_maker():
    s, events = ppuk_turn(MATGO, made=(0, 1))
    assert Ppuk(0, 1) in events and s.ppuks == (1, 1)


def test_a_third_ppuk_wins_the_hand_at_once_for_the_rules_points():
    s, events = ppuk_turn(THREE_PPUK)
    result = Result(0, "three-ppuk", 7, (0, 7))
    assert events[-1] == HandOver(result) and s.phase is Phase.OVER and s.result == result
    assert s.held[1] == 0 and cards_accounted(s), "the pile stays on the field as it was made"


def test_a_third_ppuk_is_a_ppuk_like_any_other_where_the_rule_is_off():
    s, events = ppuk_turn(MATGO)
    assert s.ppuks == (3, 0) and s.phase is Phase.PLAY and s.player == 1
    assert not any(isinstance(e, HandOver) for e in events)


def test_a_second_ppuk_does_not_win():
    s, _ = ppuk_turn(THREE_PPUK, made=(1, 2))
    assert s.ppuks == (2, 2) and s.phase is Phase.PLAY


def test_the_game_pays_a_three_ppuk_win_times_the_stakes_and_the_winner_deals_next():
    g, _ = G.new_game(THREE_PPUK, seed=3)
    s = table(THREE_PPUK, hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
              top="pine-poetry")
    g = dataclasses.replace(g, hand=dataclasses.replace(s, ppuks=(2, 0), dealer=1), stakes=2)
    for action in (play("pine-crane"), FLIP):
        g, events = G.apply(g, action)
    assert G.HandScored(0, 14, 2) in events and g.scores == (14, 0)
    g, _ = G.apply(g, G.NEXT)
    assert g.hand.dealer == 0 and g.hand.ppuks == (0, 0), "a new hand counts its ppuk afresh"


def test_the_ppuk_made_are_saved_with_the_game_and_a_save_without_them_counts_none():
    g, _ = G.new_game(THREE_PPUK, seed=3)
    g = dataclasses.replace(g, hand=dataclasses.replace(g.hand, ppuks=(2, 1)))
    assert from_json(to_json(g)).hand.ppuks == (2, 1)
    old = to_json(g).replace('"ppuks"', '"no-longer-here"')
    assert from_json(old).hand.ppuks == (0, 0)


# --- two and two must be bombed ----------------------------------------------------------------------

def two_and_two(rules):
    """Player 0 holds two pines; the other two lie on the field. The opponent has a plain to steal."""
    return table(rules, hand0="pine-crane,pine-plain-1,iris-red", hand1="clover-red,peony-blue,wisteria-red",
                 field="pine-poetry,pine-plain-2,plum-plain-1", top="paulownia-plain-1,cherry-plain-2,maple-plain-1",
                 captures1="cherry-plain-1")


def test_two_in_hand_and_two_on_the_field_may_only_be_bombed():
    s = two_and_two(BOMB_TWO)
    legal = legal_actions(s)
    assert BOMBS[m("pine-crane").bit_length() - 1] in legal
    assert not any(a.kind == "play" and a.card in (i_("pine-crane"), i_("pine-plain-1")) for a in legal)
    assert play("iris-red") in legal
    with pytest.raises(IllegalAction):
        apply(s, play("pine-plain-1"))
    assert play_of(s, i_("pine-plain-1")).kind == "bomb" and play_of(s, i_("iris-red")) == play("iris-red")


def test_a_bomb_of_two_takes_the_four_steals_doubles_and_leaves_one_flip_only_turn():
    s = two_and_two(BOMB_TWO)
    s, events = turn(s, play_of(s, i_("pine-crane")), FLIP)
    four = m("pine-crane,pine-plain-1,pine-poetry,pine-plain-2")
    assert Bombed(0, four) in events and Captured(0, four, "bomb") in events
    assert Stole(0, 1, m("cherry-plain-1"), "bomb") in events
    assert s.shakes == (1, 0) and s.flips_left == (1, 0) and s.hands[0] == m("iris-red")
    s, _ = turn(s, play("clover-red"), FLIP)
    assert s.player == 0 and legal_actions(s) == [FLIP], "one flip-only turn for the one card saved"
    s, _ = turn(s, FLIP)
    assert s.flips_left == (0, 0) and cards_accounted(s)


def test_two_and_two_are_an_ordinary_choice_where_the_rule_is_off():
    s = two_and_two(MATGO)
    assert not any(a.kind == "bomb" for a in legal_actions(s))
    s, _ = turn(s, play("pine-crane"))
    assert s.phase is Phase.CHOOSE_HAND


def test_the_fast_policy_bombs_where_it_must():
    s = two_and_two(BOMB_TWO)
    s = dataclasses.replace(s, hands=(m("pine-crane,pine-plain-1"), s.hands[1]))  # nothing else to play
    for seed in range(20):
        assert policy_play(s, (1.0,) * 60, random.Random(seed)) in legal_actions(s)


# --- a bonus card flipped in a ppuk turn lies on the pile -------------------------------------------

def bonus_flip(rules, then):
    """Player 0 lays the pine crane on the pine plain; the flip is a bonus card, then ``then``."""
    s = table(rules, hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
              top="bonus-2pi," + then)
    return turn(s, play("pine-crane"), FLIP)


def test_a_bonus_card_flipped_in_a_ppuk_turn_lies_on_the_pile():
    s, events = bonus_flip(PILE, "pine-poetry")
    assert Ppuk(0, 1) in events and s.bonus_on[1] == m("bonus-2pi") and not s.captures[0]
    assert cards_accounted(s)
    # whoever takes the pile takes the bonus card with it
    s = dataclasses.replace(s, hands=(s.hands[0], m("pine-plain-2,iris-red")))
    s, events = turn(s, play("pine-plain-2"), FLIP)
    assert s.captures[1] & m("pine-crane,pine-plain-1,pine-poetry,pine-plain-2,bonus-2pi") == m(
        "pine-crane,pine-plain-1,pine-poetry,pine-plain-2,bonus-2pi")
    assert s.bonus_on[1] == 0 and s.held[1] == NO_ONE and cards_accounted(s)


def test_by_the_standard_the_flipper_takes_a_bonus_card_even_in_a_ppuk_turn():
    s, events = bonus_flip(MATGO, "pine-poetry")
    assert Ppuk(0, 1) in events and s.captures[0] == m("bonus-2pi") and s.bonus_on[1] == 0


@pytest.mark.parametrize("rules", [PILE, MATGO], ids=["pile", "standard"])
def test_a_bonus_card_flipped_in_a_turn_without_ppuk_goes_to_the_flipper_either_way(rules):
    s, _ = bonus_flip(rules, "plum-plain-2")
    assert s.captures[0] == m("pine-crane,pine-plain-1,bonus-2pi,plum-plain-1,plum-plain-2")
    assert s.bonus_on[1] == 0 and cards_accounted(s)


# --- a steal of two takes one double plain ------------------------------------------------------------

def own_pile_taken(rules=MATGO):
    """Player 0 takes back their own ppuk pile: two plains from the opponent, who holds
    two single plains and the lightning (a double plain)."""
    s = table(rules, hand0="pine-plain-2,maple-deer", hand1="iris-red", field="pine-crane,pine-plain-1,pine-poetry",
              top="iris-plain-1", captures1="cherry-plain-1,cherry-plain-2,willow-lightning")
    s = dataclasses.replace(s, held=(-1, 0) + (-1,) * 11)  # player 0 piled the pines
    return turn(s, play("pine-plain-2"), FLIP)


def test_a_steal_of_two_takes_two_single_plains_by_the_standard():
    s, events = own_pile_taken()
    assert Stole(0, 1, m("cherry-plain-1,cherry-plain-2"), "own-ppuk") in events
    assert s.captures[1] == m("willow-lightning") and cards_accounted(s)


def test_a_house_rule_takes_one_double_plain_for_a_steal_of_two():
    s, events = own_pile_taken(load_gostop("matgo", {"play.steal_two_as_double": True}))
    assert Stole(0, 1, m("willow-lightning"), "own-ppuk") in events
    assert s.captures[1] == m("cherry-plain-1,cherry-plain-2") and cards_accounted(s)


def i_(card_id: str) -> int:
    return m(card_id).bit_length() - 1


def test_matgo_plays_none_of_them():
    p = MATGO.play
    assert (p.three_ppuk, p.bomb_two, p.flipped_bonus, p.steal_two_as_double) == (0, False, "standard", False)


def test_an_action_that_names_no_card_is_refused_not_crashed():
    with pytest.raises(IllegalAction):
        apply(two_and_two(BOMB_TWO), Action("play", -1))
