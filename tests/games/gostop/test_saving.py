"""Go-Stop saves: a game written to JSON and read back goes on exactly as
it would have; a broken or tampered file is refused, naming what is wrong."""

from __future__ import annotations

import json
import random

import pytest

from koikoi.games.gostop.actions import CLAIM, PLAY_ON
from koikoi.games.gostop.game import apply, legal_actions, new_game
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.saving import dump_game, from_json, to_json
from koikoi.games.common.saving import SaveError


def games(preset: str, players: int, n: int):
    rules = load_gostop(preset)
    rng = random.Random(3)
    g, _ = new_game(rules, 11, players)
    out = []
    while not g.over and len(out) < n:
        if rng.random() < 0.2:
            out.append(g)
        g, _ = apply(g, rng.choice(legal_actions(g)))
    return out


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_a_saved_game_goes_on_exactly(preset, players):
    for g in games(preset, players, 25):
        loaded = from_json(to_json(g))
        assert dump_game(loaded) == dump_game(g)
        a, b = random.Random(1), random.Random(1)
        for _ in range(30):
            if g.over:
                break
            g, ev_g = apply(g, a.choice(legal_actions(g)))
            loaded, ev_l = apply(loaded, b.choice(legal_actions(loaded)))
            assert ev_g == ev_l


def with_plays():
    return next(g for g in games("matgo", 2, 25) if g.plays)


def tampered(change):
    data = json.loads(to_json(with_plays()))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(format="koikoi-match"), "not a Go-Stop save"),
    (lambda d: d.update(version=9), "this game reads version 1"),
    (lambda d: d["hand"]["field"].append("pine-moon"), "hand.field[") ,
    (lambda d: d["hand"]["deck"].append(d["hand"]["deck"][0]), "the cards do not add up"),
    (lambda d: d["hand"].update(phase="dance"), "hand.phase"),
    (lambda d: d["hand"].pop("captures"), "hand.captures is missing"),
    (lambda d: d["hand"].update(go_calls=[0]), "hand.go_calls"),
    (lambda d: d["rules"]["go"].update(threshold=0), "go.threshold = 0"),
    (lambda d: d.update(players=4), "players = 4"),
    (lambda d: d.update(plays={}), "plays = {}: must be a list"),
    (lambda d: d["plays"][0].update(card="pine-sun"), "plays[0].card"),
    (lambda d: d["plays"][0].update(how="dance"), "plays[0].how"),
    (lambda d: d["plays"][0].update(player=5), "plays[0].player"),
    (lambda d: d["hand"].update(phase="chongtong"), "a chongtong choice needs rules that offer it"),
])
def test_a_broken_save_is_refused_naming_what_is_wrong(change, words):
    with pytest.raises(SaveError) as err:
        from_json(tampered(change))
    assert words in str(err.value)


def test_a_file_that_is_not_json_is_refused():
    with pytest.raises(SaveError, match="not valid JSON"):
        from_json(b"\xff{")


def test_a_save_from_before_the_record_of_plays_loads_with_none():
    """Saves written before the game kept its record of plays still load
    (nothing the player had is lost); the computer players reason from
    the plays they see from then on."""
    g = with_plays()
    data = json.loads(to_json(g))
    del data["plays"]
    loaded = from_json(json.dumps(data))
    assert g.plays and loaded.plays == ()
    assert dump_game(loaded)["hand"] == dump_game(g)["hand"]


def test_a_save_from_before_the_go_bak_of_three_loads_playing_as_it_did():
    """A saved game's rules from before ``scoring.go_bak_three`` load with
    the rule they were played by (each loser's go-bak doubles), not refused."""
    g = games("matgo", 2, 1)[0]
    data = json.loads(to_json(g))
    del data["rules"]["scoring"]["go_bak_three"]
    loaded = from_json(json.dumps(data))
    assert loaded.rules.scoring.go_bak_three == "double"
    assert dump_game(loaded)["hand"] == dump_game(g)["hand"]


def test_a_save_from_before_the_last_card_rule_and_the_chosen_cup_loads_playing_as_it_did():
    """A save from before ``play.last_card_ppuk`` and the sake cup chosen
    once: the ppuk on a last card kept, the cup's rule as saved, not yet chosen."""
    g = games("matgo", 2, 1)[0]
    data = json.loads(to_json(g))
    del data["rules"]["play"]["last_card_ppuk"]
    data["rules"]["cards"]["sake_cup"] = "best"
    del data["hand"]["cup"]
    loaded = from_json(json.dumps(data))
    assert loaded.rules.play.last_card_ppuk is True and loaded.rules.cards.sake_cup == "best"
    assert loaded.hand.cup == 0


def test_a_bad_sake_cup_in_a_save_is_named():
    g = games("matgo", 2, 1)[0]
    data = json.loads(to_json(g))
    data["hand"]["cup"] = "wine"
    with pytest.raises(SaveError, match="hand.cup"):
        from_json(json.dumps(data))


def test_a_game_waiting_for_a_chongtong_choice_is_saved_and_goes_on():
    rules = load_gostop("matgo", {"deal.four_in_hand": "chongtong_or_play"})
    g, _ = new_game(rules, 133)  # seat 0 is dealt four of a month
    assert legal_actions(g) == [CLAIM, PLAY_ON]
    loaded = from_json(to_json(g))
    assert dump_game(loaded) == dump_game(g)
    for choice in (CLAIM, PLAY_ON):
        assert apply(loaded, choice)[1] == apply(g, choice)[1]
