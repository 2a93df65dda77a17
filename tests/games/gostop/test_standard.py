"""Three rules where the Korean standard was misread before, each worked by
hand on a laid-out table: the sake cup chosen once by its holder (and
stolen as a double plain once it is one), no ppuk on a player's last hand
card, and the Go bonus from the third Go (in test_scoring.py, through
``koikoi-sim score``)."""

from __future__ import annotations

import dataclasses

from koikoi.games.gostop.actions import CUP_AS_ANIMAL, CUP_AS_PLAIN, FLIP, GO, STOP
from koikoi.games.gostop.game import new_game
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import CUP_ANIMAL, CUP_OPEN, CUP_PLAIN, load_gostop
from koikoi.games.gostop.saving import from_json, to_json
from koikoi.games.gostop.scoring import score_hand
from koikoi.games.gostop.state import Captured, CupChosen, Phase, Ppuk, Stole, cards_accounted
from koikoi.games.gostop.turn import hand_score, legal_actions

from .test_turn import MATGO, m, play, table, turn

# Godori (three birds, 5) and a fourth animal, and eight single plains; the
# turn takes the sake cup with a chrysanthemum plain. As an animal: five
# animals, yeol 1, + godori 5 = 6, and nine plains, nothing. As a double
# plain: godori 5, and 8 + 1 + 2 = 11 plains, pi 2: 7, the threshold.
EIGHT_PLAINS = "pine-plain-1,pine-plain-2,plum-plain-1,plum-plain-2,cherry-plain-1,cherry-plain-2," \
               "wisteria-plain-1,wisteria-plain-2"
HOLDER = "plum-warbler,wisteria-cuckoo,pampas-geese,maple-deer," + EIGHT_PLAINS


def cup_turn(rules=MATGO):
    s = table(rules, hand0="chrysanthemum-plain-1,iris-red", hand1="clover-red,peony-blue",
              field="chrysanthemum-sake,paulownia-plain-1", top="iris-plain-1,clover-plain-1",
              captures0=HOLDER)
    return turn(s, play("chrysanthemum-plain-1"), FLIP)


def test_the_holder_chooses_the_cup_once_when_it_decides_go_or_stop():
    s, _ = cup_turn()
    assert s.phase is Phase.SAKE_CUP and s.player == 0 and legal_actions(s) == [CUP_AS_ANIMAL, CUP_AS_PLAIN]
    assert s.cup == CUP_OPEN
    plain, events = turn(s, CUP_AS_PLAIN)
    assert CupChosen(0, True) in events and plain.cup == CUP_PLAIN
    assert plain.phase is Phase.GO_STOP and hand_score(plain, 0) == 7, "5 + pi 2 reaches the threshold"
    animal, events = turn(s, CUP_AS_ANIMAL)
    assert CupChosen(0, False) in events and animal.cup == CUP_ANIMAL
    assert animal.phase is Phase.PLAY and animal.player == 1 and hand_score(animal, 0) == 6, "6: no Go or Stop"
    assert observe(plain, 1).cup == CUP_PLAIN, "the choice is seen by all"


def test_a_chosen_cup_stays_as_chosen_when_the_other_way_would_cost_less():
    # the winner's 10 plains make pi; the loser holds six plains and the cup:
    # as a double plain they count 8 and escape pi-bak, as an animal 6 and pay it
    winner = m("pine-plain-1,pine-plain-2,plum-plain-1,plum-plain-2,cherry-plain-1,cherry-plain-2,"
               "wisteria-plain-1,wisteria-plain-2,iris-plain-1,iris-plain-2")
    loser = m("paulownia-phoenix,chrysanthemum-sake,peony-plain-1,peony-plain-2,clover-plain-1,clover-plain-2,"
              "pampas-plain-1,pampas-plain-2")
    assert score_hand(MATGO, winner, loser).total == 1, "not chosen: the loser counts it as costs least"
    assert score_hand(MATGO, winner, loser, cup=CUP_PLAIN).total == 1
    chosen = score_hand(MATGO, winner, loser, cup=CUP_ANIMAL)
    assert chosen.total == 2 and [x.id for x in chosen.lines] == ["pi", "pi-bak"]


def test_a_cup_made_a_double_plain_is_stolen_as_one_when_nothing_smaller_is_left():
    base = table(hand0="maple-plain-2,iris-red", hand1="clover-red", field="plum-plain-1", top="maple-plain-1",
                 captures1="chrysanthemum-sake,clover-boar")
    s, events = turn(dataclasses.replace(base, cup=CUP_PLAIN), play("maple-plain-2"), FLIP)
    assert Stole(0, 1, m("chrysanthemum-sake"), "jjok") in events and cards_accounted(s)
    s, events = turn(dataclasses.replace(base, cup=CUP_ANIMAL), play("maple-plain-2"), FLIP)
    assert not [e for e in events if isinstance(e, Stole)], "an animal is no plain to steal"
    s, events = turn(base, play("maple-plain-2"), FLIP)
    assert not [e for e in events if isinstance(e, Stole)], "a cup not yet chosen is no plain either"


def test_the_cup_is_not_asked_when_both_ways_score_alike():
    # the same turn without the birds: 6 or 7 no longer; as an animal 5 animals... only 2 animals, 9 or 11 plains
    s = table(hand0="chrysanthemum-plain-1,iris-red", hand1="clover-red,peony-blue",
              field="chrysanthemum-sake,paulownia-plain-1", top="iris-plain-1,clover-plain-1",
              captures0="pine-crane,cherry-curtain,pampas-moon,maple-deer")
    s, _ = turn(s, play("chrysanthemum-plain-1"), FLIP)
    assert s.phase is Phase.PLAY and s.player == 1 and s.cup == CUP_OPEN, "samgwang 3 either way: not asked"


def test_best_re_picks_the_cup_at_every_count_as_before():
    s, _ = cup_turn(load_gostop("matgo", {"cards.sake_cup": "best"}))
    assert s.phase is Phase.GO_STOP and s.cup == CUP_OPEN and hand_score(s, 0) == 7


def test_the_cup_chosen_and_the_phase_that_asks_it_are_saved():
    g, _ = new_game(MATGO, seed=5)
    s, _ = cup_turn()
    g = dataclasses.replace(g, hand=s)
    assert from_json(to_json(g)).hand.phase is Phase.SAKE_CUP
    chosen = dataclasses.replace(g, hand=turn(s, CUP_AS_PLAIN)[0])
    assert from_json(to_json(chosen)).hand.cup == CUP_PLAIN


# --- no ppuk on the last hand card -------------------------------------------------------------

def last_card(rules=MATGO):
    s = table(rules, hand0="pine-crane", hand1="clover-red,iris-red", field="pine-plain-1,plum-plain-1",
              top="pine-poetry")
    return turn(s, play("pine-crane"), FLIP)


def test_on_the_last_hand_card_the_three_of_a_ppuk_are_simply_taken():
    s, events = last_card()
    assert not [e for e in events if isinstance(e, Ppuk)]
    assert Captured(0, m("pine-crane,pine-plain-1,pine-poetry"), "last-card") in events
    assert s.captures[0] == m("pine-crane,pine-plain-1,pine-poetry") and cards_accounted(s)


def test_a_house_rule_may_keep_the_ppuk_on_the_last_card():
    s, events = last_card(load_gostop("matgo", {"play.last_card_ppuk": True}))
    assert Ppuk(0, 1) in events and not s.captures[0]


def test_a_card_before_the_last_still_makes_a_ppuk():
    s = table(hand0="pine-crane,maple-deer", hand1="clover-red,iris-red", field="pine-plain-1,plum-plain-1",
              top="pine-poetry")
    s, events = turn(s, play("pine-crane"), FLIP)
    assert Ppuk(0, 1) in events


def test_go_is_still_offered_after_the_cup_when_turns_are_left():
    s, _ = cup_turn()
    s, _ = turn(s, CUP_AS_PLAIN, GO)
    assert s.go_calls == (1, 0) and s.player == 1


def test_a_stop_after_the_cup_is_chosen_pays_as_chosen():
    s, _ = cup_turn()
    stopped, _ = turn(s, CUP_AS_PLAIN, STOP)
    # godori 5 + pi 2 = 7; the loser took nothing: no bright, but the winner scored none; 0 plains exempt
    assert stopped.result.payments == (0, 7)

