"""The round state machine: captures, deal checks, koi-koi, the round's end."""

from __future__ import annotations

import itertools
import random

import pytest

from koikoi.games.common.cards import ALL_MASK, indices
from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi.actions import IllegalActionError
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import (
    Captured, Dealt, FieldRefilled, Flipped, GajiCollected, Laid, Phase, QuartetRemoved, Redeal, RoundOver, Swapped,
    YakuMade, deal_plan, koikoi_barred, koikoi_calls_left, apply, cards_accounted, deal, legal_actions, targets,
)

from .helpers import c, m, setup

NINTENDO = load_preset("nintendo")


def play(state, *actions):
    """Apply actions in turn; return the last state and all events."""
    events = []
    for action in actions:
        state, ev = apply(state, action)
        events += ev
    return state, events


# --- captures -------------------------------------------------------------


def test_one_match_captures_both():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,cherry-plain-1", deck="wisteria-plain-1")
    s, ev = apply(s, A.PLAY[c("pine-crane")])
    assert Captured(0, m("pine-crane,pine-plain-1")) in ev
    assert s.captures[0] == m("pine-crane,pine-plain-1")
    assert s.phase is Phase.FLIP and legal_actions(s) == (A.FLIP,)
    s, ev = apply(s, A.FLIP)
    assert Flipped(0, c("wisteria-plain-1")) in ev and Laid(0, c("wisteria-plain-1")) in ev
    assert s.phase is Phase.PLAY and s.player == 1
    assert cards_accounted(s)


def test_two_matches_let_the_player_choose():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,pine-poetry,cherry-plain-1", deck="wisteria-plain-1")
    s, _ = apply(s, A.PLAY[c("pine-crane")])
    assert s.phase is Phase.CHOOSE_HAND
    assert set(legal_actions(s)) == {A.TAKE[c("pine-plain-1")], A.TAKE[c("pine-poetry")]}
    assert cards_accounted(s)
    s, _ = apply(s, A.TAKE[c("pine-poetry")])
    assert s.captures[0] == m("pine-crane,pine-poetry")
    assert s.field & m("pine-plain-1")


def test_the_fourth_card_takes_all_three():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,pine-plain-2,pine-poetry,cherry-plain-1", deck="wisteria-plain-1")
    s, _ = apply(s, A.PLAY[c("pine-crane")])
    assert s.captures[0] == m("pine-crane,pine-plain-1,pine-plain-2,pine-poetry")
    assert s.phase is Phase.FLIP


def test_a_card_without_match_is_laid_down():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="cherry-plain-1", deck="wisteria-plain-1")
    s, ev = apply(s, A.PLAY[c("pine-crane")])
    assert Laid(0, c("pine-crane")) in ev and s.field == m("pine-crane,cherry-plain-1")


def test_a_matching_card_cannot_be_laid_down():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,pine-poetry", deck="wisteria-plain-1")
    s, _ = apply(s, A.PLAY[c("pine-crane")])
    assert A.LAY not in legal_actions(s)
    with pytest.raises(IllegalActionError, match="illegal action 'lay' in phase choose_hand"):
        apply(s, A.LAY)


def test_flipped_card_with_two_matches_asks_again():
    s = setup(NINTENDO, hand0="plum-plain-1,plum-plain-2", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,pine-poetry,cherry-plain-1", deck="pine-crane")
    s, _ = play(s, A.PLAY[c("plum-plain-1")], A.FLIP)
    assert s.phase is Phase.CHOOSE_FLIP and s.pending == c("pine-crane")
    s, _ = apply(s, A.TAKE[c("pine-plain-1")])
    assert s.captures[0] == m("pine-crane,pine-plain-1") and s.player == 1


def test_empty_field_is_refilled_from_the_deck():
    s = setup(NINTENDO, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,cherry-plain-1", deck="cherry-plain-2,maple-plain-1")
    s, ev = play(s, A.PLAY[c("pine-crane")], A.FLIP)
    assert s.field == m("maple-plain-1") and FieldRefilled(c("maple-plain-1")) in ev
    assert s.player == 1 and cards_accounted(s)


def test_refill_can_be_turned_off():
    rules = load_preset("nintendo", {"play.refill_empty_field": False})
    s = setup(rules, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,cherry-plain-1", deck="cherry-plain-2,maple-plain-1")
    s, _ = play(s, A.PLAY[c("pine-crane")], A.FLIP)
    assert s.field == 0


def test_koikoi_japan_leaves_an_empty_field_empty_and_lays_the_next_card_on_it():
    """KoiKoi Japan never refills the field: the next player's card is laid
    on the empty table, and the flip then matches it."""
    s = setup(load_preset("koikoi-japan"), hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,cherry-plain-1", deck="cherry-plain-2,iris-bridge,maple-plain-1")
    s, ev = play(s, A.PLAY[c("pine-crane")], A.FLIP)  # takes the pine, the flip takes the cherry
    assert s.field == 0 and s.player == 1 and s.phase is Phase.PLAY
    assert not any(isinstance(e, FieldRefilled) for e in ev)
    s, ev = play(s, A.PLAY[c("iris-plain-1")])
    assert Laid(1, c("iris-plain-1")) in ev and s.field == m("iris-plain-1")
    s, ev = play(s, A.FLIP)  # the iris bridge meets the card just laid
    assert Captured(1, m("iris-plain-1,iris-bridge")) in ev and cards_accounted(s)


@pytest.mark.parametrize(
    "action,phase_text",
    [(A.PLAY[0], "flip"), (A.STOP, "flip"), (A.TAKE[0], "flip")],
)
def test_illegal_action_names_action_and_phase(action, phase_text):
    s = setup(NINTENDO, hand0="plum-plain-1,plum-plain-2", hand1="iris-plain-1,iris-plain-2",
              field="cherry-plain-1", deck="pine-crane")
    s, _ = apply(s, A.PLAY[c("plum-plain-1")])
    with pytest.raises(IllegalActionError) as err:
        apply(s, action)
    assert str(action) in str(err.value) and f"phase {phase_text}" in str(err.value)


def test_playing_a_card_not_in_hand_is_illegal():
    s = setup(NINTENDO, hand0="plum-plain-1", hand1="iris-plain-1", field="cherry-plain-1")
    with pytest.raises(IllegalActionError, match="play pine-crane.*phase play"):
        apply(s, A.PLAY[c("pine-crane")])


def test_must_capture_house_rule():
    rules = load_preset("nintendo", {"play.must_capture": True})
    s = setup(rules, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1", deck="wisteria-plain-1")
    assert legal_actions(s) == (A.PLAY[c("pine-crane")],)
    with pytest.raises(IllegalActionError):
        apply(s, A.PLAY[c("plum-plain-1")])


def test_lay_matching_house_rule():
    rules = load_preset("nintendo", {"play.lay_matching": True})
    s = setup(rules, hand0="pine-crane,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1", deck="wisteria-plain-1")
    s, _ = apply(s, A.PLAY[c("pine-crane")])
    assert set(legal_actions(s)) == {A.TAKE[c("pine-plain-1")], A.LAY}
    s, _ = apply(s, A.LAY)
    assert s.field == m("pine-crane,pine-plain-1") and s.captures[0] == 0


# --- koi-koi ---------------------------------------------------------------

SANKO_READY = dict(
    hand0="pampas-moon,plum-plain-1,plum-plain-2", hand1="iris-plain-1,iris-plain-2,iris-bridge",
    field="pampas-plain-1,cherry-plain-1,maple-plain-1",
    deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
    captures0="pine-crane,cherry-curtain",
)


def test_a_new_yaku_offers_koikoi_and_stop_scores():
    s = setup(NINTENDO, **SANKO_READY)
    s, ev = play(s, A.PLAY[c("pampas-moon")], A.FLIP)
    assert s.phase is Phase.KOIKOI and s.player == 0
    assert any(isinstance(e, YakuMade) and e.may_koikoi for e in ev)
    assert legal_actions(s) == (A.KOIKOI, A.STOP)
    s, ev = apply(s, A.STOP)
    assert s.phase is Phase.OVER and legal_actions(s) == ()
    assert s.result.winner == 0 and s.result.points == 5 and s.result.reason == "stop"
    assert isinstance(ev[-1], RoundOver)


def test_koikoi_passes_the_turn_and_doubles_for_the_opponent():
    s = setup(NINTENDO, **SANKO_READY)
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP, A.KOIKOI)
    assert s.koikoi_calls == (1, 0) and s.last_caller == 0
    assert s.phase is Phase.PLAY and s.player == 1
    assert s.score_if_stopped(1).multipliers == ()  # player 1 has no yaku
    assert s.score_if_stopped(0).total == 5


def test_no_offer_without_a_raise():
    s = setup(NINTENDO, **SANKO_READY)
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP, A.KOIKOI)
    s, _ = play(s, A.PLAY[c("iris-plain-1")], A.FLIP)  # player 1: nothing
    s, _ = play(s, A.PLAY[c("plum-plain-1")], A.FLIP)  # player 0: a plain, no raise
    assert s.phase is Phase.PLAY and s.player == 1


def test_koikoi_limit_reached_stops_automatically():
    s = setup(NINTENDO, hand0="pampas-moon,paulownia-phoenix,plum-plain-2",
              hand1="iris-plain-1,iris-plain-2,iris-bridge",
              field="pampas-plain-1,paulownia-plain-1,maple-plain-1",
              deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
              captures0="pine-crane,cherry-curtain")
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP, A.KOIKOI, A.PLAY[c("iris-plain-1")], A.FLIP)
    s, ev = play(s, A.PLAY[c("paulownia-phoenix")], A.FLIP)  # Shiko: a raise, no calls left
    made = [e for e in ev if isinstance(e, YakuMade)]
    assert made and not made[0].may_koikoi
    assert s.phase is Phase.OVER and s.result.winner == 0
    assert s.result.points == 16  # Shiko 8, x2 for 7+
    assert s.result.reason == "stop-limit"  # the rules stopped the round, not the player


def test_the_koikoi_limit_counts_each_players_calls_by_default():
    """Under nintendo each player may call once: the opponent's call leaves
    the player's own call free."""
    s = setup(NINTENDO, hand0="pampas-moon,paulownia-phoenix,plum-plain-2",
              hand1="iris-plain-1,iris-plain-2,iris-bridge",
              field="pampas-plain-1,paulownia-plain-1,maple-plain-1",
              deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
              captures0="pine-crane,cherry-curtain", koikoi_calls=(0, 1), last_caller=1)
    assert koikoi_calls_left(s, 0) == 1 and koikoi_calls_left(s, 1) == 0
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP)
    assert s.phase is Phase.KOIKOI and koikoi_barred(s, 0) == ""


def test_a_round_scoped_koikoi_limit_counts_both_players_calls():
    """Battle Hanafuda's reading: once either player has called, the next
    yaku in the round ends it."""
    rules = load_preset("nintendo", {"play.koikoi_limit_scope": "round"})
    s = setup(rules, hand0="pampas-moon,paulownia-phoenix,plum-plain-2",
              hand1="iris-plain-1,iris-plain-2,iris-bridge",
              field="pampas-plain-1,paulownia-plain-1,maple-plain-1",
              deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
              captures0="pine-crane,cherry-curtain", koikoi_calls=(0, 1), last_caller=1)
    assert koikoi_calls_left(s, 0) == 0
    s, ev = play(s, A.PLAY[c("pampas-moon")], A.FLIP)
    assert [e.may_koikoi for e in ev if isinstance(e, YakuMade)] == [False]
    assert s.phase is Phase.OVER and s.result.winner == 0 and s.result.reason == "stop-limit"


def test_unlimited_koikoi_offers_again():
    rules = load_preset("nintendo", {"play.koikoi_limit": 0})
    s = setup(rules, hand0="pampas-moon,paulownia-phoenix,plum-plain-2",
              hand1="iris-plain-1,iris-plain-2,iris-bridge",
              field="pampas-plain-1,paulownia-plain-1,maple-plain-1",
              deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
              captures0="pine-crane,cherry-curtain")
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP, A.KOIKOI, A.PLAY[c("iris-plain-1")], A.FLIP)
    s, _ = play(s, A.PLAY[c("paulownia-phoenix")], A.FLIP)
    assert s.phase is Phase.KOIKOI


def test_last_turn_raise_ends_the_round_when_the_rule_says():
    rules = load_preset("koikoi-japan")
    s = setup(rules, hand0="pampas-moon", hand1="iris-plain-1",
              field="pampas-plain-1,cherry-plain-1", deck="wisteria-plain-1,wisteria-plain-2",
              captures0="pine-crane,cherry-curtain")
    s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP)
    assert s.phase is Phase.OVER and s.result.winner == 0 and s.result.points == 5
    assert s.result.reason == "stop-last-card"


# --- the end of a round ------------------------------------------------------

def _last_turns(rules, captures0="", captures1="", **kw):
    """Each player holds one card; nobody makes anything on the way out."""
    return setup(rules, hand0="plum-plain-1", hand1="iris-plain-1",
                 field="cherry-plain-1,maple-plain-1", deck="wisteria-plain-1,clover-plain-1",
                 captures0=captures0, captures1=captures1, **kw)


def test_exhausted_hands_void_by_default():
    s, _ = play(_last_turns(NINTENDO), A.PLAY[c("plum-plain-1")], A.FLIP, A.PLAY[c("iris-plain-1")], A.FLIP)
    assert s.phase is Phase.OVER and s.result.winner is None and s.result.reason == "exhausted"


def test_exhausted_last_caller_scores():
    rules = load_preset("korean")
    s = _last_turns(rules, captures1="pine-crane,cherry-curtain,pampas-moon", koikoi_calls=(0, 1), last_caller=1)
    s, _ = play(s, A.PLAY[c("plum-plain-1")], A.FLIP, A.PLAY[c("iris-plain-1")], A.FLIP)
    assert s.result.winner == 1 and s.result.reason == "last-caller" and s.result.points == 5


@pytest.mark.parametrize("caller,winner", [(0, 0), (1, None)])
def test_exhausted_caller_unless_last_player(caller, winner):
    rules = load_preset("fr-variant")
    caps = "pine-crane,cherry-curtain,pampas-moon"
    kw = {"captures0": caps} if caller == 0 else {"captures1": caps}
    calls = (1, 0) if caller == 0 else (0, 1)
    s = _last_turns(rules, koikoi_calls=calls, last_caller=caller, **kw)
    s, _ = play(s, A.PLAY[c("plum-plain-1")], A.FLIP, A.PLAY[c("iris-plain-1")], A.FLIP)
    assert s.result.winner == winner  # player 1 made the last play


def test_oya_ken_gives_the_dealer_a_point():
    rules = load_preset("koikoi-japan")
    s = _last_turns(rules, dealer=1, player=0)
    s, _ = play(s, A.PLAY[c("plum-plain-1")], A.FLIP, A.PLAY[c("iris-plain-1")], A.FLIP)
    assert s.result.winner == 1 and s.result.points == 1 and s.result.reason == "oya-ken"


# --- Gaji ---------------------------------------------------------------------

def test_gaji_takes_any_field_card_and_its_month_at_the_end():
    rules = load_preset("fr-classic", {"play.gaji": True})
    s = setup(rules, hand0="willow-lightning,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-crane,cherry-plain-1,pine-plain-1",
              deck="wisteria-plain-1,clover-plain-1,maple-plain-1,paulownia-plain-1")
    s, _ = apply(s, A.PLAY[c("willow-lightning")])
    assert s.phase is Phase.CHOOSE_HAND
    assert {a.card for a in legal_actions(s)} == {c("pine-crane"), c("cherry-plain-1"), c("pine-plain-1")}
    s, _ = apply(s, A.TAKE[c("pine-crane")])
    assert s.captures[0] == m("willow-lightning,pine-crane") and s.gaji == (1, 0)
    s, ev = play(s, A.FLIP, A.PLAY[c("iris-plain-1")], A.FLIP, A.PLAY[c("plum-plain-1")], A.FLIP,
                 A.PLAY[c("iris-plain-2")], A.FLIP)
    assert s.phase is Phase.OVER
    assert any(isinstance(e, GajiCollected) and e.cards == m("pine-plain-1") for e in ev)
    assert s.captures[0] & m("pine-plain-1")


def test_gaji_is_ordinary_once_a_november_card_was_played():
    rules = load_preset("fr-classic", {"play.gaji": True})
    s = setup(rules, hand0="willow-lightning,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pine-crane,cherry-plain-1", deck="wisteria-plain-1", november_played=True)
    s, ev = apply(s, A.PLAY[c("willow-lightning")])
    assert Laid(0, c("willow-lightning")) in ev


@pytest.mark.parametrize("gaji", [False, True])
def test_targets_are_what_a_played_card_takes_or_may_choose(gaji):
    """``targets`` names the field cards of the card's month, or every field
    card for the live Gaji joker; and playing the card does take them, or
    offers exactly them to choose from (a playout policy relies on it)."""
    rules = load_preset("fr-classic", {"play.gaji": gaji})
    s = setup(rules, hand0="willow-lightning,pine-plain-2,cherry-plain-2,iris-plain-1",
              hand1="iris-plain-2,iris-bridge", field="pine-crane,pine-plain-1,cherry-plain-1,maple-plain-1",
              deck="wisteria-plain-1")
    assert targets(s, c("pine-plain-2")) == m("pine-crane,pine-plain-1")
    assert targets(s, c("cherry-plain-2")) == m("cherry-plain-1")
    assert targets(s, c("iris-plain-1")) == 0
    assert targets(s, c("willow-lightning")) == (s.field if gaji else 0)
    for card in indices(s.hands[0]):
        after, _ = apply(s, A.PLAY[card])
        if after.phase is Phase.CHOOSE_HAND:
            assert {a.card for a in legal_actions(after)} == set(indices(targets(s, card)))
        else:
            assert after.captures[0] == (targets(s, card) | 1 << card if targets(s, card) else 0)


def test_targets_of_the_lightning_once_november_was_played():
    rules = load_preset("fr-classic", {"play.gaji": True})
    s = setup(rules, hand0="willow-lightning", hand1="iris-plain-1", field="pine-crane,willow-swallow",
              november_played=True)
    assert targets(s, c("willow-lightning")) == m("willow-swallow")
    assert targets(setup(rules, hand0="willow-lightning", hand1="iris-plain-1"), c("willow-lightning")) == 0


# --- the deal and its checks ---------------------------------------------------


class Rigged:
    """A stand-in RNG whose shuffles give prepared orders, in turn."""

    def __init__(self, *orders):
        self.orders = iter(orders)

    def shuffle(self, x):
        x[:] = next(self.orders)


def order(rules, dealer=0, *, hand0="", hand1="", field=""):
    """A deck order that deals these cards (others fill the gaps)."""
    plan = deal_plan(rules.deal.packet, dealer)
    want = {0: [c(x) for x in hand0.split(",") if x], 1: [c(x) for x in hand1.split(",") if x],
            2: [c(x) for x in field.split(",") if x]}
    named = set(itertools.chain(*want.values()))
    # Spread the filler across months so it makes no Teshi, Kuttsuki or field four.
    spare = iter(sorted((i for i in range(48) if i not in named), key=lambda i: (i % 4, i)))
    out = []
    for who in plan:
        out.append(want[who].pop(0) if want[who] else next(spare))
    return out + list(spare)


def test_deal_gives_eight_each_and_the_rest_to_the_deck():
    s, ev = deal(NINTENDO, random.Random(3), dealer=1)
    assert isinstance(ev[0], Dealt)
    assert s.hands[0].bit_count() == s.hands[1].bit_count() == 8
    assert s.field.bit_count() + s.removed.bit_count() == 8 or s.phase is Phase.OVER
    assert s.deck_left == 24 and cards_accounted(s)


def test_packets_of_four_go_to_the_opponent_first():
    o = list(range(48))
    s, _ = deal(load_preset("nintendo", {"deal.field_three": "pile", "deal.teshi": "off",
                                         "deal.kuttsuki": "off", "deal.field_four": "void"}),
                Rigged(o), dealer=0)
    assert s.hands[1] & (1 << 0) and s.hands[0] & (1 << 4) and s.field & (1 << 8)


def test_packets_of_two():
    plan = deal_plan(2, 0)
    assert plan[:6] == (1, 1, 0, 0, 2, 2) and plan.count(0) == plan.count(1) == plan.count(2) == 8


FOUR_PINE = "pine-crane,pine-poetry,pine-plain-1,pine-plain-2"
CALM_FIELD = "plum-plain-1,cherry-plain-1,wisteria-plain-1,iris-plain-1,peony-plain-1,clover-plain-1,pampas-plain-1,maple-plain-1"


def test_teshi_wins_the_round():
    o = order(NINTENDO, hand1=FOUR_PINE, field=CALM_FIELD)
    s, ev = deal(NINTENDO, Rigged(o), dealer=0)
    assert s.phase is Phase.OVER and s.result.winner == 1 and s.result.points == 6
    assert s.result.reason == "teshi"


def test_kuttsuki_wins_the_round():
    pairs = "pine-crane,pine-poetry,plum-warbler,plum-poetry,iris-bridge,iris-red,maple-deer,maple-blue"
    o = order(NINTENDO, hand0=pairs, field=CALM_FIELD.replace("plum-plain-1", "willow-red").replace(
        "iris-plain-1", "paulownia-plain-1").replace("maple-plain-1", "chrysanthemum-plain-1"))
    s, _ = deal(NINTENDO, Rigged(o), dealer=0)
    assert s.result.winner == 0 and s.result.reason == "kuttsuki"


def test_teshi_redeal_and_void_by_rule():
    bad = order(NINTENDO, hand1=FOUR_PINE, field=CALM_FIELD)
    good = order(NINTENDO, field=CALM_FIELD)
    s, ev = deal(load_preset("koikoi-japan"), Rigged(bad, good), dealer=0)
    assert Redeal("teshi") in ev and s.phase is Phase.PLAY
    s, _ = deal(load_preset("fr-variant"), Rigged(bad), dealer=0)
    assert s.result.winner is None and s.result.reason == "void-teshi"


def test_field_checks():
    four = order(NINTENDO, field=FOUR_PINE + ",plum-plain-1,cherry-plain-1,iris-plain-1,maple-plain-1")
    calm = order(NINTENDO, field=CALM_FIELD)
    s, ev = deal(NINTENDO, Rigged(four, calm), dealer=0)
    assert Redeal("field-four") in ev and s.phase is Phase.PLAY
    s, _ = deal(load_preset("fr-classic"), Rigged(four), dealer=0)
    assert s.result.reason == "void-field-four"
    s, _ = deal(load_preset("brazilian", {"deal.field_four": "dealer_wins"}), Rigged(four), dealer=1)
    assert s.result.winner == 1 and s.result.points == 5
    s, ev = deal(load_preset("brazilian", {"deal.field_four": "remove", "deal.swap_hands": False}),
                 Rigged(four), dealer=0)
    assert QuartetRemoved(m(FOUR_PINE)) in ev and s.removed == m(FOUR_PINE)
    assert s.field.bit_count() == 4 and cards_accounted(s)


def test_three_of_a_month_on_the_field():
    three = order(NINTENDO, field="pine-crane,pine-poetry,pine-plain-1," + ",".join(CALM_FIELD.split(",")[:5]))
    calm = order(NINTENDO, field=CALM_FIELD)
    s, ev = deal(NINTENDO, Rigged(three, calm), dealer=0)
    assert Redeal("field-three") in ev
    s, ev = deal(load_preset("koikoi-japan"), Rigged(three), dealer=0)
    assert s.phase is Phase.PLAY and not any(isinstance(e, Redeal) for e in ev)


def test_four_pairs_on_the_field():
    pairs = "pine-crane,pine-poetry,plum-warbler,plum-poetry,iris-bridge,iris-red,maple-deer,maple-blue"
    calm = order(NINTENDO, field=CALM_FIELD)
    s, ev = deal(load_preset("brazilian"), Rigged(order(NINTENDO, field=pairs), calm), dealer=0)
    assert Redeal("field-pairs") in ev
    s, _ = deal(load_preset("fr-classic"), Rigged(order(NINTENDO, field=pairs)), dealer=0)
    assert s.result.reason == "void-field-pairs"


def test_brights_on_the_field_are_counted():
    field = "pine-crane,pampas-moon," + ",".join(CALM_FIELD.split(",")[:6])
    s, _ = deal(load_preset("brazilian"), Rigged(order(NINTENDO, field=field)), dealer=0)
    assert s.field_brights == 2


def test_swap_hands():
    rules = load_preset("brazilian")
    s, _ = deal(rules, Rigged(order(rules, field=CALM_FIELD)), dealer=0)
    assert s.phase is Phase.SWAP and s.player == 1 and legal_actions(s) == (A.SWAP, A.KEEP)
    hands = s.hands
    swapped, ev = apply(s, A.SWAP)
    assert swapped.hands == (hands[1], hands[0]) and Swapped(1, True) in ev
    assert swapped.phase is Phase.PLAY and swapped.player == 0
    kept, _ = apply(s, A.KEEP)
    assert kept.hands == hands


def test_states_are_not_changed_by_apply():
    s = setup(NINTENDO, **SANKO_READY)
    snapshot = (s.hands, s.field, s.captures, s.phase, s.deck_pos)
    apply(s, A.PLAY[c("pampas-moon")])
    assert (s.hands, s.field, s.captures, s.phase, s.deck_pos) == snapshot


def test_make_round_checks_every_card_is_placed():
    with pytest.raises(ValueError, match="48 cards"):
        from koikoi.games.koikoi.turn import make_round

        make_round(NINTENDO, hands=(1, 2), field=4, deck=[])
    assert ALL_MASK.bit_count() == 48 and list(indices(5)) == [0, 2]


def test_special_yaku_alone_cannot_stop_by_house_rule():
    def after_moon(rules):
        s = setup(rules, hand0="pampas-moon,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
                  field="pampas-plain-1,cherry-plain-1", deck="wisteria-plain-1,wisteria-plain-2",
                  captures0="chrysanthemum-sake")
        s, _ = play(s, A.PLAY[c("pampas-moon")], A.FLIP)
        return s

    assert after_moon(NINTENDO).phase is Phase.KOIKOI  # Tsukimi-zake alone may stop
    house = load_preset("brazilian", {"play.special_yaku_can_stop": False})
    assert after_moon(house).phase is Phase.PLAY


def test_instant_win_points_follow_the_rule_set():
    rules = load_preset("brazilian", {"deal.swap_hands": False})
    s, _ = deal(rules, Rigged(order(rules, hand0=FOUR_PINE, field=CALM_FIELD)), dealer=0)
    assert s.result.winner == 0 and s.result.points == 5


def test_teshi_after_a_swap_goes_to_its_new_holder():
    rules = load_preset("brazilian")
    s, _ = deal(rules, Rigged(order(rules, hand0=FOUR_PINE, field=CALM_FIELD)), dealer=0)
    assert s.phase is Phase.SWAP
    s, _ = apply(s, A.SWAP)
    assert s.result.winner == 1 and s.result.reason == "teshi"


def test_kuttsuki_redeal():
    rules = load_preset("nintendo", {"deal.kuttsuki": "redeal"})
    pairs = "pine-crane,pine-poetry,plum-warbler,plum-poetry,iris-bridge,iris-red,maple-deer,maple-blue"
    field = "cherry-plain-1,wisteria-plain-1,peony-plain-1,clover-plain-1,pampas-plain-1,willow-red,paulownia-plain-1,chrysanthemum-plain-1"
    s, ev = deal(rules, Rigged(order(rules, hand0=pairs, field=field), order(rules, field=CALM_FIELD)), dealer=0)
    assert Redeal("kuttsuki") in ev and s.phase is Phase.PLAY


@pytest.mark.parametrize("thing", ["play pine-crane", None, 3])
def test_something_that_is_not_an_action_is_refused_by_name(thing):
    s = setup(NINTENDO, hand0="plum-plain-1", hand1="iris-plain-1", field="cherry-plain-1")
    with pytest.raises(IllegalActionError) as err:
        apply(s, thing)
    assert str(err.value).startswith(f"illegal action {thing!r} in phase play")
