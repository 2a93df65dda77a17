"""The particle filter on the opponent's hand, and the imagined deals."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from koikoi.ai.koikoi.agents import make_agent
from koikoi.ai.koikoi.inference import HandFilter, _choice_weights, _months, captured_since
from koikoi.games.common.cards import MONTH_MASK_OF_CARD, indices
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.game import HandPlay, apply, legal_actions, new_match
from koikoi.games.koikoi.observation import observe, resample
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import cards_accounted

from ..games.koikoi.helpers import c, m, setup


def table(rules=None):
    """Player 0 to play; player 1 holds no pine, no cherry and no iris."""
    rules = rules or load_preset("nintendo")
    return setup(
        rules,
        hand0="plum-plain-1,maple-plain-1",
        hand1="paulownia-plain-1,paulownia-plain-2,clover-plain-1",
        field="pine-plain-1,cherry-plain-1",
        deck="iris-plain-1",
    )


def share_in_hands(obs, cards, draws=4000, seed=0):
    """How often each of ``cards`` is in the filter's imagined hand."""
    rng = random.Random(seed)
    hands = HandFilter(obs, rng)
    counts = dict.fromkeys(cards, 0)
    for _ in range(draws):
        hand = hands.draw(rng)
        for card in cards:
            counts[card] += hand >> card & 1
    return {card: n / draws for card, n in counts.items()}


def test_a_lay_down_argues_against_the_cards_it_could_have_taken():
    """They laid a paulownia on a field of pine and cherry: a player who
    takes what is worth taking held no bright or ribbon of those months
    then, nor since. (A plain of theirs would have made a capture worth
    little more than the lay-down, so it is hardly argued against.)"""
    obs = replace(observe(table(), 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-plain-1,cherry-plain-1")),))
    worth = [c("pine-crane"), c("pine-poetry"), c("cherry-curtain"), c("cherry-poetry")]
    others = list(indices(obs.unseen & ~MONTH_MASK_OF_CARD[c("pine-crane")] & ~MONTH_MASK_OF_CARD[c("cherry-curtain")]))
    share = share_in_hands(obs, worth + others)
    uniform = obs.opponent_hand_size / obs.unseen.bit_count()
    assert max(share[card] for card in worth) < uniform / 3
    assert sum(share[card] for card in others) / len(others) > uniform  # their share goes to the rest


def test_my_own_plays_say_nothing_of_their_hand():
    obs = replace(observe(table(), 0), plays=(HandPlay(0, c("maple-plain-2"), m("pine-plain-1,cherry-plain-1")),))
    rng = random.Random(5)
    hands = HandFilter(obs, rng)
    assert hands.unweighted  # drawn afresh and uniformly, as with no record at all


def test_a_cheap_capture_casts_doubt_on_the_months_worth_more():
    """They took a pine plain while the cherry curtain lay on the field:
    they probably held no cherry, or they would have taken the bright."""
    obs = replace(
        observe(table(), 0),
        plays=(HandPlay(1, c("pine-plain-2"), m("pine-plain-1,cherry-curtain,maple-plain-1")),),
    )
    cherries = list(indices(obs.unseen & MONTH_MASK_OF_CARD[c("cherry-curtain")] & ~m("cherry-curtain")))
    share = share_in_hands(obs, cherries)
    uniform = obs.opponent_hand_size / obs.unseen.bit_count()
    assert cherries and max(share.values()) < uniform / 2


def test_with_gaji_a_lay_down_argues_against_the_joker_too():
    """The Gaji joker takes any field card: whoever held it would not have
    laid a plain card down next to the crane."""
    rules = load_preset("nintendo", {"play.gaji": True})
    obs = replace(observe(table(rules), 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-crane")),))
    joker = c("willow-lightning")
    assert obs.unseen >> joker & 1
    uniform = obs.opponent_hand_size / obs.unseen.bit_count()
    assert share_in_hands(obs, [joker])[joker] < uniform / 2


def played_matches(seeds, agents=("normal", "normal")):
    """Every observation before a hand play of ``seeds`` matches, with the
    captures at that moment, for both seats."""
    rules = load_preset("nintendo")
    for seed in seeds:
        match, _ = new_match(rules, seed)
        players = [make_agent(agents[0], seed), make_agent(agents[1], seed + 1)]
        while not match.over:
            p = match.to_move
            if p is None:
                match, _ = apply(match, legal_actions(match)[0])
                continue
            obs = observe(match, p)
            action = players[p].act(obs)
            yield match, obs, action
            match, _ = apply(match, action)


def test_the_captures_of_each_past_play_are_rebuilt_from_the_record():
    """captured_since, taken from today's captures, gives the captures as
    they were at every earlier hand play of the round, checked at every
    moment of real matches against the captures then: always as many cards,
    and the very cards but where two flips of one month were captured by
    one player (the record does not say which came first)."""
    captures_at: dict[tuple[int, int, int], tuple[int, int]] = {}
    checked = exact = 0
    for match, obs, action in played_matches(range(3)):
        if action.kind is Act.PLAY:
            captures_at[(match.seed, match.round.round_no, len(match.plays))] = match.round.captures
        since = captured_since(obs)
        for i in range(len(obs.plays)):
            then = captures_at[(match.seed, match.round.round_no, i)]
            rebuilt = (obs.captures[0] & ~since[i][0], obs.captures[1] & ~since[i][1])
            assert [x.bit_count() for x in rebuilt] == [x.bit_count() for x in then]
            assert [_months(x) for x in rebuilt] == [_months(x) for x in then]
            checked += 1
            exact += rebuilt == then
    assert checked > 500
    assert exact / checked > 0.97, (exact, checked)


def test_normal_chose_the_best_play_by_the_rebuilt_values():
    """Rebuilt from the record, each past position values the card the
    opponent played (normal, before any koi-koi) at least as high as every
    other card they truly held then, in nearly all of their plays."""
    plays = top = 0
    held_then: dict[tuple[int, int], int] = {}
    for match, obs, action in played_matches(range(3)):
        if action.kind is Act.PLAY:
            held_then[(match.round.round_no, len(match.plays))] = match.round.hands[match.to_move]
        if obs.player != 0 or any(obs.koikoi_calls) or not obs.plays:
            continue
        theirs = [i for i, p in enumerate(obs.plays) if p.player == 1]
        if not theirs or theirs[-1] != len(obs.plays) - 1:
            continue  # judge each of their plays once, just after it
        card, _later, weight = _choice_weights(obs, temperature=1.0)[-1]
        hand = held_then[(match.round.round_no, theirs[-1])]
        plays += 1
        top += all(weight[card] >= weight[other] - 1e-9 for other in indices(hand))
    assert plays > 100
    assert top / plays > 0.85, (top, plays)  # 91% over six matches


def test_an_imagined_hand_is_dealt_as_given_and_the_deck_stays_uniform():
    obs = observe(table(), 0)
    hand = m("paulownia-plain-1,iris-plain-1,pine-plain-2")
    rng = random.Random(4)
    positions = []
    for _ in range(2000):
        world = resample(obs, rng, hand)
        assert world.hands[1] == hand and cards_accounted(world)
        assert observe(world, 0) == obs
        deck = world.deck
        positions += [i / (len(deck) - 1) for i, card in enumerate(deck) if card == c("clover-plain-1")]
    assert 0.45 < sum(positions) / len(positions) < 0.55


@pytest.mark.parametrize("hand", ["paulownia-plain-1,iris-plain-1", "plum-plain-1,iris-plain-1,pine-plain-2"])
def test_an_imagined_hand_must_fit_what_is_seen(hand):
    """Too few cards, or a card the observer holds: refused, by name."""
    with pytest.raises(ValueError, match="3 of the unseen cards"):
        resample(observe(table(), 0), random.Random(0), m(hand))


def test_hard_imagines_the_hands_the_record_suggests():
    """hard's search deals its worlds from the filter: after a lay-down next
    to the pine, the pine ribbon is seldom in the opponent's imagined hand."""
    from koikoi.ai.koikoi import montecarlo

    obs = replace(observe(table(), 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-plain-1,cherry-plain-1")),))
    seen = []

    def spy(world, action, context, rng, me):
        seen.append(world.hands[1])
        return 0.5

    rng = random.Random(8)
    montecarlo.race(obs, obs.legal, rng, 2000, z=99, tie=-1, play_out=spy, hands=HandFilter(obs, rng))
    ribbon = c("pine-poetry")
    uniform = obs.opponent_hand_size / obs.unseen.bit_count()
    share = sum(hand >> ribbon & 1 for hand in seen) / len(seen)
    assert len(seen) > 1000 and share < uniform / 3
