"""A Go-Stop turn: each capture rule of the digest on a laid-out table, and
random hands of every preset, two and three players, in which every card
stays in exactly one place and only legal actions are taken."""

from __future__ import annotations

import dataclasses
import random

import pytest

from koikoi.games.gostop import deck
from koikoi.games.gostop.actions import FLIP, GO, STOP, Action, IllegalAction
from koikoi.games.gostop.deal import deal, lay_out
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import DEAL, NO_ONE, Captured, Phase, Ppuk, Stole, cards_accounted, in_play
from koikoi.games.gostop.turn import apply, is_legal, legal_actions

MATGO, SEED = load_gostop("matgo"), load_gostop("gostop-brazilian")
# matgo with every house rule an option offers: a third ppuk wins (7 points), two and two must be
# bombed, a bonus card flipped in a ppuk turn lies on the pile, a steal of two takes a double plain
HOUSE_RULES = {"play.three_ppuk": 7, "play.bomb_two": True, "play.flipped_bonus": "pile",
               "play.steal_two_as_double": True}


def i(card_id: str) -> int:
    return deck.INDEX[card_id]


def m(ids: str) -> int:
    return deck.parse(ids)


def table(rules=MATGO, *, hand0="", hand1="", field="", top="", captures0="", captures1="", piled=()):
    """Player 0 to play; the named deck cards on top, the rest of the rule set's cards below them."""
    named = m(hand0) | m(hand1) | m(field) | m(top) | m(captures0) | m(captures1)
    order = [i(c) for c in top.split(",") if c] + [c for c in range(len(deck.IDS))
                                                    if not named >> c & 1 and in_play(rules) >> c & 1]
    return lay_out(rules, hands=(m(hand0), m(hand1)), field=m(field), deck_order=order,
                   captures=(m(captures0), m(captures1)), piled=piled)


def turn(s, *actions):
    """Play these actions; return the state and all events."""
    events = []
    for a in actions:
        s, ev = apply(s, a)
        events += ev
    return s, events


def play(card_id: str) -> Action:
    return Action("play", i(card_id))


def test_a_pair_and_a_flip_pair_are_both_taken():
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
              top="plum-plain-2")
    s, _ = turn(s, play("pine-crane"), FLIP)
    assert s.captures[0] == m("pine-crane,pine-plain-1,plum-plain-1,plum-plain-2")
    assert s.player == 1 and s.phase is Phase.PLAY and cards_accounted(s)


def test_ppuk_the_flip_lands_on_the_pair_and_all_three_stay_piled():
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
              top="pine-poetry")
    s, events = turn(s, play("pine-crane"), FLIP)
    assert Ppuk(0, 1) in events and s.held[1] == 0
    assert s.field & m("pine-crane,pine-plain-1,pine-poetry") == m("pine-crane,pine-plain-1,pine-poetry")
    assert not s.captures[0]


def test_the_fourth_card_takes_a_ppuk_pile_and_steals_from_its_maker():
    s = table(hand0="maple-deer", hand1="pine-plain-2,iris-red", field="pine-crane,pine-plain-1,pine-poetry",
              top="iris-plain-1", captures0="cherry-plain-1,willow-lightning")
    s = dataclasses.replace(s, player=1, held=(NO_ONE, 0) + (NO_ONE,) * 11)  # player 0 piled the pines
    s, events = turn(s, play("pine-plain-2"), FLIP)
    assert Captured(1, m("pine-crane,pine-plain-1,pine-poetry,pine-plain-2"), "ppuk-pile") in events
    # one plain stolen from the pile's maker: the single plain, not the double
    assert Stole(1, 0, m("cherry-plain-1"), "ppuk") in events
    assert s.captures[0] == m("willow-lightning") and cards_accounted(s)


def test_jjok_the_flip_takes_the_card_laid_alone_and_steals():
    s = table(hand0="maple-deer,iris-red", hand1="clover-red", field="plum-plain-1", top="maple-plain-1",
              captures1="pine-plain-1,pine-plain-2")
    s, events = turn(s, play("maple-deer"), FLIP)
    assert Captured(0, m("maple-deer,maple-plain-1"), "jjok") in events
    assert Stole(0, 1, m("pine-plain-1"), "jjok") in events


def test_ttadak_hand_card_and_flip_take_all_four_of_a_month_and_steal():
    s = table(hand0="maple-deer,iris-red", hand1="clover-red", field="maple-plain-1,maple-blue,plum-plain-1",
              top="maple-plain-2", captures1="pine-plain-1")
    s, _ = turn(s, play("maple-deer"))
    assert s.phase is Phase.CHOOSE_HAND  # two maples on the field: one is chosen
    s, events = turn(s, Action("choose", i("maple-blue")), FLIP)
    assert Captured(0, m("maple-deer,maple-plain-1,maple-blue,maple-plain-2"), "ttadak") in events
    assert Stole(0, 1, m("pine-plain-1"), "ttadak") in events


def test_sseul_a_turn_that_empties_the_field_steals():
    s = table(hand0="maple-deer,iris-red", hand1="clover-red", field="maple-plain-1,plum-plain-2",
              top="plum-plain-1", captures1="pine-plain-1")
    s, events = turn(s, play("maple-deer"), FLIP)
    assert not s.field and Stole(0, 1, m("pine-plain-1"), "sseul") in events


def test_the_seed_steals_nothing():
    s = table(SEED, hand0="maple-deer,iris-red", hand1="clover-red", field="plum-plain-1", top="maple-plain-1",
              captures1="pine-plain-1,pine-plain-2")
    s, events = turn(s, play("maple-deer"), FLIP)
    assert not any(isinstance(e, Stole) for e in events) and s.captures[1] == m("pine-plain-1,pine-plain-2")


def test_a_bonus_card_in_hand_is_laid_in_the_captures_and_a_card_drawn():
    s = table(SEED, hand0="bonus-2pi,maple-deer", hand1="clover-red", field="plum-plain-1", top="iris-plain-1")
    s, events = turn(s, play("bonus-2pi"))
    assert s.captures[0] == m("bonus-2pi") and s.hands[0] == m("maple-deer,iris-plain-1")
    assert s.phase is Phase.PLAY and s.player == 0, "laying a bonus card is not the turn"


def test_a_flipped_bonus_card_is_taken_and_the_player_flips_again_in_matgo():
    s = table(hand0="maple-deer,iris-red", hand1="clover-red", field="plum-plain-1", top="bonus-3pi,plum-plain-2")
    s, _ = turn(s, play("maple-deer"), FLIP)
    assert s.captures[0] == m("bonus-3pi,plum-plain-1,plum-plain-2")


def test_the_seed_a_flipped_bonus_after_no_pair_is_taken_and_ends_the_flipping():
    s = table(SEED, hand0="maple-deer,iris-red", hand1="clover-red", field="plum-plain-1",
              top="bonus-1pi,plum-plain-2")
    s, _ = turn(s, play("maple-deer"), FLIP)
    assert s.captures[0] == m("bonus-1pi") and s.field & m("maple-deer")
    assert s.deck[0] == i("plum-plain-2"), "flipped again"


def test_the_seed_a_flipped_bonus_after_a_pair_lies_on_that_pair_and_goes_with_it():
    s = table(SEED, hand0="maple-deer,iris-red", hand1="clover-red", field="maple-plain-1,plum-plain-1",
              top="bonus-1pi,plum-plain-2")
    s, _ = turn(s, play("maple-deer"), FLIP)
    assert s.captures[0] == m("maple-deer,maple-plain-1,bonus-1pi,plum-plain-1,plum-plain-2")


def test_the_seeds_pile_the_third_card_is_laid_on_it_and_the_fourth_takes_all():
    s = table(SEED, hand0="maple-deer,iris-red", hand1="maple-blue,clover-red",
              field="maple-plain-1,maple-plain-2", top="plum-plain-1,cherry-plain-1", piled=(10,))
    s, _ = turn(s, play("maple-deer"))
    assert s.phase is Phase.FLIP, "no choice: the card is laid on the pile"
    s, _ = turn(s, FLIP)
    assert not s.captures[0] & m("maple-deer") and s.held[10] == DEAL
    s, events = turn(s, play("maple-blue"), FLIP)
    assert s.captures[1] & m("maple-deer,maple-plain-1,maple-plain-2,maple-blue") == m(
        "maple-deer,maple-plain-1,maple-plain-2,maple-blue")


def test_go_or_stop_once_the_score_reaches_the_threshold_and_stop_scores_the_hand():
    # three brights already, and the crane's pine on the field: Samgwang + ... 7 with Godori
    s = table(hand0="plum-warbler,iris-red", hand1="clover-red,peony-blue",
              field="plum-plain-1,iris-plain-1", top="paulownia-plain-1,cherry-plain-2",
              captures0="pine-crane,cherry-curtain,pampas-moon,wisteria-cuckoo,pampas-geese")
    s, _ = turn(s, play("plum-warbler"), FLIP)
    assert s.phase is Phase.GO_STOP and legal_actions(s) == [GO, STOP]
    stopped, events = turn(s, STOP)
    # Samgwang 3 + Godori 5 = 8; the loser has no bright: gwang-bak x2 = 16
    assert stopped.result.winner == 0 and stopped.result.payments == (0, 16)
    went, _ = turn(s, GO)
    assert went.go_calls == (1, 0) and went.player == 1 and went.phase is Phase.PLAY


def test_an_illegal_action_is_refused_naming_the_phase():
    s = table(hand0="maple-deer", hand1="clover-red", field="plum-plain-1")
    with pytest.raises(IllegalAction, match="play"):
        apply(s, FLIP)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian", "house"])
def test_random_hands_keep_every_card_in_one_place_and_end(preset, players):
    rules = load_gostop("matgo", HOUSE_RULES) if preset == "house" else load_gostop(preset)
    ends = set()
    for seed in range(150):
        rng = random.Random(seed)
        s, _ = deal(rules, rng, players=players)
        for _ in range(400):
            if s.phase is Phase.OVER:
                break
            s, _ = apply(s, rng.choice(legal_actions(s)))
            assert cards_accounted(s), (preset, players, seed)
        assert s.phase is Phase.OVER, "a hand did not end"
        assert sum(s.result.payments) >= 0 and len(s.result.payments) == players
        ends.add(s.result.reason)
    assert "stop" in ends


def test_the_same_seed_and_actions_give_the_same_hand():
    def run(seed):
        rng = random.Random(seed)
        s, _ = deal(SEED, rng)
        log = []
        while s.phase is not Phase.OVER:
            s, ev = apply(s, rng.choice(legal_actions(s)))
            log += ev
        return log, s.result
    assert run(5) == run(5)


# --- shake and bomb ----------------------------------------------------------------------------

def test_three_of_a_month_may_be_shown_before_playing_one_and_a_win_then_doubles():
    s = table(hand0="maple-deer,maple-blue,maple-plain-1,iris-red", hand1="clover-red,peony-blue",
              field="plum-plain-1,iris-plain-1", top="paulownia-plain-1,cherry-plain-2")
    shakes = [a for a in legal_actions(s) if a.kind == "shake"]
    assert {a.card for a in shakes} == {i("maple-deer"), i("maple-blue"), i("maple-plain-1")}
    s, events = turn(s, Action("shake", i("maple-deer")), FLIP)
    assert s.shakes == (1, 0) and any(type(e).__name__ == "Shook" for e in events)
    assert s.field & m("maple-deer"), "the shown card was played as usual"


def test_a_shake_doubles_what_the_stop_is_paid():
    s = table(hand0="plum-warbler,iris-red", hand1="clover-red,peony-blue",
              field="plum-plain-1,iris-plain-1", top="paulownia-plain-1,cherry-plain-2",
              captures0="pine-crane,cherry-curtain,pampas-moon,wisteria-cuckoo,pampas-geese")
    s = dataclasses.replace(s, shakes=(1, 0))
    s, _ = turn(s, play("plum-warbler"), FLIP, STOP)
    assert s.result.payments == (0, 32)  # (3 + 5) x2 gwang-bak x2 shake


def test_a_bomb_takes_the_four_steals_and_leaves_flips_only_turns():
    s = table(hand0="maple-deer,maple-blue,maple-plain-1,iris-red", hand1="clover-red,peony-blue,wisteria-red",
              field="maple-plain-2,plum-plain-1", top="paulownia-plain-1,cherry-plain-2,pine-plain-1",
              captures1="pine-plain-2")
    bombs = [a for a in legal_actions(s) if a.kind == "bomb"]
    assert len(bombs) == 1 and not [a for a in legal_actions(s) if a.kind == "shake"]
    s, events = turn(s, bombs[0], FLIP)
    assert s.captures[0] & m("maple-deer,maple-blue,maple-plain-1,maple-plain-2") == m(
        "maple-deer,maple-blue,maple-plain-1,maple-plain-2")
    assert Stole(0, 1, m("pine-plain-2"), "bomb") in events
    assert s.shakes == (1, 0) and s.hands[0] == m("iris-red") and s.flips_left == (2, 0)
    s, _ = turn(s, play("clover-red"), FLIP)
    assert s.player == 0 and s.phase is Phase.FLIP and legal_actions(s) == [FLIP], "a flip-only turn"
    assert s.flips_left == (1, 0)
    assert cards_accounted(s)


def test_the_seed_offers_neither_shake_nor_bomb():
    s = table(SEED, hand0="maple-deer,maple-blue,maple-plain-1,iris-red", hand1="clover-red",
              field="maple-plain-2")
    assert {a.kind for a in legal_actions(s)} == {"play"}


def test_a_copy_has_every_field_of_the_state():
    s, _ = deal(MATGO, random.Random(4))
    c = s.copy()
    assert c is not s and all(getattr(c, name) == getattr(s, name) for name in type(s).__slots__)


@pytest.mark.parametrize("overrides", [{}, HOUSE_RULES])
def test_the_quick_legality_check_agrees_with_the_list_of_legal_actions(overrides):
    rng = random.Random(8)
    kinds = ("play", "shake", "bomb", "choose", "flip", "go", "stop")
    rules = load_gostop("matgo", overrides)
    for seed in range(40):
        s, _ = deal(rules, random.Random(seed))
        while s.phase is not Phase.OVER:
            legal = legal_actions(s)
            for _ in range(12):
                a = Action(rng.choice(kinds), rng.choice([-1, *range(53)]))
                assert is_legal(s, a) == (a in legal), a
            assert all(is_legal(s, a) for a in legal)
            s, _ = apply(s, rng.choice(legal))
