"""Go-Stop scoring, worked by hand from our English reading of the Go-Stop rules (docs/gostop.md), through
``koikoi-sim score``: every yaku, bonus, multiplier and penalty of the two
presets, each case with the arithmetic that gives its total."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi.games.gostop import deck
from koikoi.games.gostop.actions import STOP
from koikoi.games.gostop.deal import lay_out
from koikoi.games.gostop.rules import CUP_ANIMAL, load_gostop
from koikoi.games.gostop.scoring import HandScore, payments, pays_for_all, score_hand, yaku_made, yaku_points
from koikoi.games.gostop.state import Phase, in_play
from koikoi.games.gostop.turn import apply
from koikoi.sim import main

FIVE_BRIGHTS = "pine-crane,cherry-curtain,pampas-moon,willow-rainman,paulownia-phoenix"
BIRDS = "plum-warbler,wisteria-cuckoo,pampas-geese"
ANIMALS_5 = "iris-bridge,peony-butterflies,clover-boar,maple-deer,willow-swallow"  # no birds, no sake cup
RIBBONS_5 = "pine-poetry,plum-poetry,wisteria-red,peony-blue,willow-red"  # no set of three
PLAINS = [f"{m}-plain-{i}" for m in ("pine", "plum", "cherry", "wisteria", "iris", "peony", "clover", "pampas",
                                     "chrysanthemum", "maple") for i in (1, 2)]


def plains(n: int, skip: int = 0) -> str:
    return ",".join(PLAINS[skip:skip + n])


def score(capsys, rules: str, captured: str, opponent: str = "", *extra: str) -> dict:
    code = main(["score", "--rules", rules, "--captured", captured, "--opponent-captured", opponent, *extra])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def lines(result: dict) -> list[tuple[str, str, int]]:
    return [(x["kind"], x["id"], x.get("points", x.get("factor"))) for x in result["lines"]]


# (rules, captured, opponent's captures, options, total, lines): the loser holds a bright
# (paulownia-phoenix) and 8 plains unless the case is about them, so no penalty applies by chance
SAFE = "paulownia-phoenix," + plains(8, skip=12)
CASES = {
    # --- yaku (matgo) ---
    "ogwang, all five brights: 15, and the loser can hold no bright: gwang-bak x2 = 30":
        ("matgo", FIVE_BRIGHTS, plains(8, 12), [], 30, [("yaku", "ogwang", 15), ("penalty", "gwang-bak", 2)]),
    "sagwang, four brights: 4 (ogwang's lesser yaku replaced)":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon,willow-rainman", SAFE, [], 4, [("yaku", "sagwang", 4)]),
    "samgwang, three brights without the rain: 3":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, [], 3, [("yaku", "samgwang", 3)]),
    "bi-samgwang, three brights with the rain: 2":
        ("matgo", "pine-crane,cherry-curtain,willow-rainman", SAFE, [], 2, [("yaku", "bi-samgwang", 2)]),
    "godori, the three birds: 5":
        ("matgo", BIRDS, SAFE, [], 5, [("yaku", "godori", 5)]),
    "hongdan, the written red ribbons: 3":
        ("matgo", "pine-poetry,plum-poetry,cherry-poetry", SAFE, [], 3, [("yaku", "hongdan", 3)]),
    "cheongdan, the blue ribbons: 3":
        ("matgo", "peony-blue,chrysanthemum-blue,maple-blue", SAFE, [], 3, [("yaku", "cheongdan", 3)]),
    "chodan, the red ribbons of April, May, July: 3":
        ("matgo", "wisteria-red,iris-red,clover-red", SAFE, [], 3, [("yaku", "chodan", 3)]),
    "the willow ribbon makes no chodan":
        ("matgo", "wisteria-red,iris-red,willow-red", SAFE, [], 0, []),
    "yeol, five animals: 1":
        ("matgo", ANIMALS_5, SAFE, [], 1, [("yaku", "yeol", 1)]),
    "yeol, six animals: 1 + 1 = 2":
        ("matgo", ANIMALS_5 + ",plum-warbler", SAFE, [], 2, [("yaku", "yeol", 2)]),
    "tti, five ribbons: 1":
        ("matgo", RIBBONS_5, SAFE, [], 1, [("yaku", "tti", 1)]),
    "tti, six ribbons: 2":
        ("matgo", RIBBONS_5 + ",iris-red", SAFE, [], 2, [("yaku", "tti", 2)]),
    "pi, ten plains: 1":
        ("matgo", plains(10), SAFE, [], 1, [("yaku", "pi", 1)]),
    "pi, the lightning counts two: 8 plains + lightning = 10: 1":
        ("matgo", plains(8) + ",willow-lightning", SAFE, [], 1, [("yaku", "pi", 1)]),
    "pi, the red paulownia counts two, the other paulownia plains one: 8 + 2 + 1 = 11: 2":
        ("matgo", plains(8) + ",paulownia-plain-3,paulownia-plain-1", SAFE, [], 2, [("yaku", "pi", 2)]),
    "pi, a bonus 3-pi card: 7 + 3 = 10: 1":
        ("matgo", plains(7) + ",bonus-3pi", SAFE, [], 1, [("yaku", "pi", 1)]),
    "pi, 9 plains make nothing":
        ("matgo", plains(9), SAFE, [], 0, []),
    "yaku add up: godori 5 + samgwang 3 = 8":
        ("matgo", BIRDS + ",pine-crane,cherry-curtain,pampas-moon", SAFE, [], 8,
         [("yaku", "samgwang", 3), ("yaku", "godori", 5)]),
    # --- the sake cup: animal or double plain, whichever suits its holder ---
    "the sake cup as an animal: 4 animals + cup = yeol 1; as plains 8 + 2 = 10: pi 1; both, not one card twice":
        ("matgo", "iris-bridge,peony-butterflies,clover-boar,maple-deer,chrysanthemum-sake," + plains(8), SAFE, [], 1,
         None),
    "the sake cup as plains when that scores more: 9 + 2 = 11: pi 2 (as an animal: yeol 1)":
        ("matgo", "iris-bridge,peony-butterflies,clover-boar,maple-deer,chrysanthemum-sake," + plains(9), SAFE, [],
         2, [("yaku", "pi", 2)]),
    # --- Go, shakes (matgo) ---
    "one Go: 3 + 1 = 4":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "1"], 4,
         [("yaku", "samgwang", 3), ("bonus", "go", 1)]),
    "two Go: 3 + 2 = 5":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "2"], 5,
         [("yaku", "samgwang", 3), ("bonus", "go", 2)]),
    "three Go: (3 + 3) x2 = 12":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "3"], 12,
         [("yaku", "samgwang", 3), ("bonus", "go", 3), ("multiplier", "go", 2)]),
    "four Go: (3 + 4) x4 = 28":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "4"], 28,
         [("yaku", "samgwang", 3), ("bonus", "go", 4), ("multiplier", "go", 4)]),
    "five Go: (3 + 5) x8 = 64":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "5"], 64,
         [("yaku", "samgwang", 3), ("bonus", "go", 5), ("multiplier", "go", 8)]),
    "a shake: 3 x2 = 6":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--shakes", "1"], 6,
         [("yaku", "samgwang", 3), ("multiplier", "shake", 2)]),
    "two shakes (or a shake and a bomb): 3 x2 x2 = 12":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--shakes", "2"], 12,
         [("yaku", "samgwang", 3), ("multiplier", "shake", 4)]),
    # --- penalties (matgo), each x2, stacking ---
    "pi-bak: the winner scores plains, the loser has 7: 1 x2 = 2":
        ("matgo", plains(10), "paulownia-phoenix," + plains(7, 12), [], 2, [("yaku", "pi", 1), ("penalty", "pi-bak", 2)]),
    "no pi-bak with 8 plains":
        ("matgo", plains(10), "paulownia-phoenix," + plains(8, 12), [], 1, [("yaku", "pi", 1)]),
    "no pi-bak with no plain at all (0 excepted)":
        ("matgo", plains(10), "paulownia-phoenix", [], 1, [("yaku", "pi", 1)]),
    "pi-bak counts the loser's doubles: 6 plains + lightning = 8: none":
        ("matgo", plains(10), "paulownia-phoenix,willow-lightning," + plains(6, 12), [], 1, [("yaku", "pi", 1)]),
    "the loser counts the sake cup as plains to escape pi-bak: 6 + 2 = 8":
        ("matgo", plains(10), "paulownia-phoenix,chrysanthemum-sake," + plains(6, 12), [], 1, [("yaku", "pi", 1)]),
    "the loser's cup chosen as an animal stays one: 6 plains, pi-bak: 1 x2 = 2":
        ("matgo", plains(10), "paulownia-phoenix,chrysanthemum-sake," + plains(6, 12), ["--sake-cup", "animal"], 2,
         [("yaku", "pi", 1), ("penalty", "pi-bak", 2)]),
    "the loser's cup chosen as a double plain: 6 + 2 = 8, no pi-bak":
        ("matgo", plains(10), "paulownia-phoenix,chrysanthemum-sake," + plains(6, 12), ["--sake-cup", "plain"], 1,
         [("yaku", "pi", 1)]),
    "the winner's cup chosen as an animal: yeol 1, 9 plains nothing":
        ("matgo", ANIMALS_5.replace("willow-swallow", "chrysanthemum-sake") + "," + plains(9), SAFE,
         ["--sake-cup", "animal"], 1, [("yaku", "yeol", 1)]),
    "the winner's cup chosen as a double plain: 9 + 2 = 11, pi 2; four animals nothing":
        ("matgo", ANIMALS_5.replace("willow-swallow", "chrysanthemum-sake") + "," + plains(9), SAFE,
         ["--sake-cup", "plain"], 2, [("yaku", "pi", 2)]),
    "gwang-bak: the winner scores brights, the loser has none: 3 x2 = 6":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", plains(8, 12), [], 6,
         [("yaku", "samgwang", 3), ("penalty", "gwang-bak", 2)]),
    "no gwang-bak when the winner scores no bright":
        ("matgo", BIRDS, plains(8, 12), [], 5, [("yaku", "godori", 5)]),
    "meong-bak: seven animals: yeol 3 x2 = 6":
        ("matgo", ANIMALS_5 + ",plum-warbler,wisteria-cuckoo", SAFE, [], 6,
         [("yaku", "yeol", 3), ("penalty", "meong-bak", 2)]),
    "go-bak: the loser had called Go: 3 x2 = 6":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--opponent-go-calls", "1"], 6,
         [("yaku", "samgwang", 3), ("penalty", "go-bak", 2)]),
    "all at once: (3 + 1 + 3) x2 (3 Go) x2 (shake) x2 pi-bak x2 gwang-bak x2 go-bak = 224":
        ("matgo", "pine-crane,cherry-curtain,pampas-moon," + plains(10), plains(5, 12),
         ["--go-calls", "3", "--shakes", "1", "--opponent-go-calls", "2"], 224,
         [("yaku", "samgwang", 3), ("yaku", "pi", 1), ("bonus", "go", 3), ("multiplier", "go", 2),
          ("multiplier", "shake", 2), ("penalty", "pi-bak", 2), ("penalty", "gwang-bak", 2),
          ("penalty", "go-bak", 2)]),
    # --- the seed's bonuses (gostop-brazilian) ---
    "seed: the loser captured no bright: 3 + 2 = 5":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", plains(8, 12), [], 5,
         [("yaku", "samgwang", 3), ("bonus", "no-bright", 2)]),
    "seed: no +2 when the loser holds the Non-Winner Bright":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "bonus-bright," + plains(8, 12), [], 3,
         [("yaku", "samgwang", 3)]),
    "seed: the loser has fewer than seven plains: 3 x2 = 6":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "paulownia-phoenix," + plains(6, 12), [], 6,
         [("yaku", "samgwang", 3), ("multiplier", "few-plains", 2)]),
    "seed: seven plains are not few":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "paulownia-phoenix," + plains(7, 12), [], 3,
         [("yaku", "samgwang", 3)]),
    "seed, three players: fewer than five plains: 3 x2 = 6":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "paulownia-phoenix," + plains(4, 12),
         ["--players", "3"], 6, [("yaku", "samgwang", 3), ("multiplier", "few-plains", 2)]),
    "seed, three players: five plains are not few":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "paulownia-phoenix," + plains(5, 12),
         ["--players", "3"], 3, [("yaku", "samgwang", 3)]),
    "seed: one Go: 3 + 1 = 4":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "1"], 4,
         [("yaku", "samgwang", 3), ("bonus", "go", 1)]),
    "seed: two Go double: 3 x2 = 6":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "2"], 6,
         [("yaku", "samgwang", 3), ("multiplier", "go", 2)]),
    "seed: three Go triple: 3 x3 = 9":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", SAFE, ["--go-calls", "3"], 9,
         [("yaku", "samgwang", 3), ("multiplier", "go", 3)]),
    "seed: the Double Score joker: 3 x2 = 6":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon,bonus-double", SAFE, [], 6,
         [("yaku", "samgwang", 3), ("multiplier", "double-joker", 2)]),
    "seed: the Plus 1, Two and Three Pi jokers count 1, 2 and 3 plains: 4 + 6 = 10: 1":
        ("gostop-brazilian", plains(4) + ",bonus-1pi,bonus-2pi,bonus-3pi", SAFE, [], 1, [("yaku", "pi", 1)]),
    "seed: the seed has no penalties: 3, against a loser with no plain and no bright: + 2, x2 = 10":
        ("gostop-brazilian", "pine-crane,cherry-curtain,pampas-moon", "", [], 10,
         [("yaku", "samgwang", 3), ("bonus", "no-bright", 2), ("multiplier", "few-plains", 2)]),
    "no yaku, no score: the bonuses alone win nothing":
        ("gostop-brazilian", "pine-crane,bonus-double", "", ["--go-calls", "1"], 0, []),
}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_worked_by_hand(capsys, case):
    rules, captured, opponent, extra, total, expected = CASES[case]
    result = score(capsys, rules, captured, opponent, *extra)
    assert result["total"] == total
    if expected is not None:
        assert lines(result) == expected


def test_the_sake_cup_counts_one_way_and_says_which():
    rules = load_gostop("matgo")
    four = "iris-bridge,peony-butterflies,clover-boar,maple-deer,chrysanthemum-sake,"
    as_animal = score_hand(rules, deck.parse(four + plains(7)), deck.parse(SAFE))  # yeol 1; pi 7 + 2 = 9: nothing
    as_plain = score_hand(rules, deck.parse(four + plains(9)), deck.parse(SAFE))  # pi 9 + 2 = 11: 2
    assert (as_animal.total, as_animal.sake_as_plain) == (1, False)
    assert (as_plain.total, as_plain.sake_as_plain) == (2, True)
    assert [y.id for y in as_plain.yaku] == ["pi"], "the cup counted as an animal too"


def test_the_losers_sake_cup_counts_the_cheaper_way_and_says_which():
    """A loser holding the open cup counts it as costs them least: with 7
    plains, as a double plain (9: no pi-bak); the score says so, and its
    JSON too (a field an older score never had, None by default)."""
    rules = load_gostop("matgo")
    winner = deck.parse(plains(10) + ",pine-crane,cherry-curtain,pampas-moon")  # pi 10 and three brights
    loser = deck.parse("chrysanthemum-sake,willow-rainman," + plains(7, skip=10))
    sc = score_hand(rules, winner, loser)
    assert (sc.sake_as_plain, sc.loser_sake_as_plain) == (None, True)
    assert "pi-bak" not in [x.id for x in sc.lines]
    assert sc.as_json()["loser_sake_cup"] == "plain" and sc.as_json()["sake_cup"] is None
    as_animal = score_hand(rules, winner, loser, cup=CUP_ANIMAL)
    assert as_animal.loser_sake_as_plain is False and "pi-bak" in [x.id for x in as_animal.lines]
    assert score_hand(rules, winner, deck.parse(SAFE)).loser_sake_as_plain is None
    assert HandScore((), 0, 0, None).loser_sake_as_plain is None


def test_a_preset_may_fix_how_the_sake_cup_counts():
    rules = load_gostop("matgo", {"cards.sake_cup": "animal"})
    result = score_hand(rules, deck.parse("iris-bridge,peony-butterflies,clover-boar,maple-deer,chrysanthemum-sake,"
                                          + plains(9)), deck.parse(SAFE))
    assert [y.id for y in result.yaku] == ["yeol"] and result.total == 1


@pytest.mark.parametrize("argv, words", [
    (["--rules", "matgo", "--captured", "bonus-bright"], "bonus-bright is not in the matgo deck"),
    (["--rules", "matgo", "--captured", "pine-crane", "--opponent-captured", "pine-crane"], "in both"),
    (["--rules", "matgo", "--captured", "pine-crane", "--month", "3"], "--month is for Koi-Koi"),
    (["--rules", "nintendo", "--captured", "pine-crane", "--go-calls", "1"], "--go-calls is for Go-Stop"),
    (["--rules", "matgo", "--captured", "pine-crane", "--go-calls", "11"], "at most 10 Go calls"),
    (["--rules", "matgo", "--captured", "pine-crane", "--shakes", "4"], "at most 3 threes"),
    (["--rules", "matgo", "--captured", "pine-crane,moon"], "unknown card id 'moon'"),
    (["--rules", "matgo", "--captured", "bonus-2pi,bonus-2pi"], "given twice"),
])
def test_bad_input_is_refused_naming_it(capsys, argv, words):
    assert main(["score", *argv]) == 2
    assert words in capsys.readouterr().err


# --- the fast count agrees with the lines -----------------------------------------------------

# A house rule whose replacement crosses kinds: five animals replace the birds and the blue ribbons,
# so the birds, the ribbons and the animals must be counted as one group
CROSSING = {"yaku.godori.replaces": ["cheongdan"], "yaku.yeol.replaces": ["godori"]}


@pytest.mark.parametrize("preset, overrides", [("matgo", {}), ("gostop-brazilian", {}), ("matgo", CROSSING)])
@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_the_remembered_points_are_the_yaku_lines_sum(preset, overrides, data):
    rules = load_gostop(preset, overrides)
    cards = list(deck.indices(in_play(rules)))
    captured = sum(1 << c for c in data.draw(st.lists(st.sampled_from(cards), max_size=30, unique=True)))
    for as_plain in rules.sake_ways():
        expected = sum(y.points for y in yaku_made(rules, captured, as_plain))
        assert yaku_points(rules, captured, as_plain) == expected
        assert yaku_points(rules, captured, as_plain) == expected, "asked again, from memory"


def test_yaku_that_replace_each_other_are_one_group():
    rules = load_gostop("matgo", CROSSING)
    groups = [{rules.yaku_variants[0][i].id for i, _ in enumerate(rules.yaku_variants[0])
               if any(row[0] == 1 << i for row in g.rows)} for g in rules.yaku_groups[0]]
    assert any({"godori", "cheongdan", "yeol"} <= g for g in groups), groups


# --- a table of three: each loser pays on their own, or one pays for both by go-bak ---
WINNER = "pine-crane,cherry-curtain,pampas-moon," + plains(10)  # samgwang 3 + pi 1 = 4
CALLER = plains(5, skip=10)  # 5 plains, no bright: pi-bak and gwang-bak
OTHER = "paulownia-phoenix,willow-lightning," + plains(5, skip=15)  # a bright; plains worth 5 + 2 = 7
PAYS_ALL = {"scoring.go_bak_three": "pays_all"}
DOUBLE = {"scoring.go_bak_three": "double"}


def three(overrides, go_calls):
    rules = load_gostop("matgo", overrides)
    captures = (deck.parse(WINNER), deck.parse(CALLER), deck.parse(OTHER))
    return payments(rules, captures, 0, go_calls, 0), pays_for_all(rules, 0, go_calls)


def test_at_three_each_loser_pays_their_own_and_go_bak_doubles_the_caller():
    # the caller: 4 x2 pi-bak (5 plains) x2 gwang-bak x2 go-bak = 32; the other has a bright and
    # 7 plains by value (pi-bak from 1 to 7 plains): 4 x2 pi-bak = 8
    assert three(DOUBLE, (0, 1, 0)) == ((0, 32, 8), None)


def test_at_three_the_one_loser_who_called_go_pays_for_both():
    # the caller's own share without go-bak's doubling: 4 x2 x2 = 16, and the other's 8: 24 in all
    assert three(PAYS_ALL, (0, 1, 0)) == ((0, 24, 0), 1)


def test_at_three_when_both_losers_called_go_each_pays_their_own_doubled():
    # 32 for the first, as above; the other 8 x2 go-bak = 16
    assert three(PAYS_ALL, (0, 1, 1)) == ((0, 32, 16), None)


def test_at_three_with_no_caller_nobody_pays_for_another():
    assert three(PAYS_ALL, (0, 0, 0)) == ((0, 16, 8), None)


def test_the_go_bak_of_three_changes_nothing_at_two():
    for overrides in (PAYS_ALL, DOUBLE):
        rules = load_gostop("matgo", overrides)
        captures = (deck.parse(WINNER), deck.parse(CALLER))
        assert payments(rules, captures, 0, (0, 1), 0) == (0, 32)


def test_a_stop_at_three_pays_as_the_go_bak_rule_says():
    for overrides, owed in ((DOUBLE, (0, 32, 8)), (PAYS_ALL, (0, 24, 0))):
        rules = load_gostop("matgo", overrides)
        rest = [c for c in deck.indices(in_play(rules))
                if not (deck.parse(WINNER) | deck.parse(CALLER) | deck.parse(OTHER)) >> c & 1]
        s = lay_out(rules, hands=(1 << rest[0], 1 << rest[1], 1 << rest[2]), field=0, deck_order=rest[3:],
                    captures=(deck.parse(WINNER), deck.parse(CALLER), deck.parse(OTHER)))
        s.phase, s.go_calls = Phase.GO_STOP, (0, 1, 0)
        s, _ = apply(s, STOP)
        assert s.result.payments == owed and s.result.points == max(owed)
