"""Yaku and round scores, read from the rule data: a worked case for each."""

from __future__ import annotations

import pytest

from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.scoring import found_yaku, raised, score, yaku_points

from .helpers import m

NINTENDO = load_preset("nintendo")

BRIGHTS3 = "pine-crane,cherry-curtain,pampas-moon"
PLAINS10 = (
    "pine-plain-1,pine-plain-2,plum-plain-1,plum-plain-2,cherry-plain-1,"
    "cherry-plain-2,wisteria-plain-1,wisteria-plain-2,iris-plain-1,iris-plain-2"
)
POETRY = "pine-poetry,plum-poetry,cherry-poetry"
BLUES = "peony-blue,chrysanthemum-blue,maple-blue"
INO = "clover-boar,maple-deer,peony-butterflies"


def yaku_of(rules, captured: str, month: int = 1, called: bool = False) -> dict[str, int]:
    return {y.id: y.points for y in found_yaku(rules, m(captured), month, called)}


# One worked case per yaku of the Nintendo table.
NINTENDO_CASES = [
    ("goko", BRIGHTS3 + ",willow-rainman,paulownia-phoenix", {"goko": 10}),
    ("shiko", BRIGHTS3 + ",paulownia-phoenix", {"shiko": 8}),
    ("ame-shiko", BRIGHTS3 + ",willow-rainman", {"ame-shiko": 7}),
    ("sanko", BRIGHTS3, {"sanko": 5}),
    ("no sanko with the rain man", "pine-crane,pampas-moon,willow-rainman", {}),
    ("hanami-zake", "cherry-curtain,chrysanthemum-sake", {"hanami-zake": 5}),
    ("tsukimi-zake", "pampas-moon,chrysanthemum-sake", {"tsukimi-zake": 5}),
    ("inoshikacho", INO, {"inoshikacho": 5}),
    ("inoshikacho +1, replaces tane", INO + ",iris-bridge,plum-warbler", {"inoshikacho": 7}),
    ("tane", "iris-bridge,plum-warbler,wisteria-cuckoo,pampas-geese,willow-swallow", {"tane": 1}),
    ("tane +1", "iris-bridge,plum-warbler,wisteria-cuckoo,pampas-geese,willow-swallow,clover-boar",
     {"tane": 2}),
    ("akatan", POETRY, {"akatan": 5}),
    ("akatan +1, replaces tanzaku", POETRY + ",iris-red,clover-red", {"akatan": 7}),
    ("aotan", BLUES, {"aotan": 5}),
    ("akatan-aotan", POETRY + "," + BLUES, {"akatan-aotan": 10}),
    ("akatan-aotan +1", POETRY + "," + BLUES + ",iris-red", {"akatan-aotan": 11}),
    ("tanzaku", "pine-poetry,wisteria-red,iris-red,clover-red,willow-red", {"tanzaku": 1}),
    ("tanzaku +1", "pine-poetry,wisteria-red,iris-red,clover-red,willow-red,peony-blue", {"tanzaku": 2}),
    ("kasu", PLAINS10, {"kasu": 1}),
    ("kasu counts the sake cup", PLAINS10.rsplit(",", 1)[0] + ",chrysanthemum-sake", {"kasu": 1}),
    ("kasu +1", PLAINS10 + ",willow-lightning", {"kasu": 2}),
    ("nothing", "pine-crane,plum-warbler,peony-blue", {}),
]


@pytest.mark.parametrize("name,captured,expected", NINTENDO_CASES, ids=[c[0] for c in NINTENDO_CASES])
def test_nintendo_yaku(name, captured, expected):
    assert yaku_of(NINTENDO, captured) == expected


def test_only_the_best_bright_yaku_counts():
    # Four brights with the rain man hold Sanko's three too: only Ame-shiko counts.
    assert yaku_of(NINTENDO, BRIGHTS3 + ",willow-rainman") == {"ame-shiko": 7}


def test_yaku_cards_are_the_cards_that_make_it():
    (akatan,) = found_yaku(NINTENDO, m(POETRY + ",iris-red,pine-plain-1"), 1)
    assert akatan.cards == m(POETRY + ",iris-red")


def test_raised_means_new_or_higher():
    before = yaku_points(NINTENDO, m(POETRY), 1)
    after_more = yaku_points(NINTENDO, m(POETRY + ",iris-red"), 1)
    assert raised(before, after_more)
    assert not raised(after_more, after_more)
    new_yaku = yaku_points(NINTENDO, m(POETRY + "," + BRIGHTS3), 1)
    assert raised(before, new_yaku)


# --- options ---------------------------------------------------------------

VIEW_BOTH = "cherry-curtain,pampas-moon,chrysanthemum-sake"


@pytest.mark.parametrize(
    "mode,captured,expected",
    [
        ("on", VIEW_BOTH, {"hanami-zake": 5, "tsukimi-zake": 5}),
        ("one", VIEW_BOTH, {"hanami-zake": 5}),
        ("off", VIEW_BOTH, {}),
        ("with_other", VIEW_BOTH, {}),
        ("with_other", VIEW_BOTH + "," + POETRY, {"hanami-zake": 5, "tsukimi-zake": 5, "akatan": 5}),
    ],
)
def test_viewing_yaku_option(mode, captured, expected):
    rules = load_preset("nintendo", {"scoring.viewing_yaku": mode})
    assert yaku_of(rules, captured) == expected


def test_rain_spoils_the_party():
    rules = load_preset("nintendo", {"scoring.rain_spoils": True})
    assert yaku_of(rules, "pampas-moon,chrysanthemum-sake") == {"tsukimi-zake": 5}
    assert yaku_of(rules, "pampas-moon,chrysanthemum-sake,willow-lightning") == {}
    assert yaku_of(NINTENDO, "pampas-moon,chrysanthemum-sake,willow-lightning") == {"tsukimi-zake": 5}


SAKE_ANIMALS = "chrysanthemum-sake,iris-bridge,plum-warbler,wisteria-cuckoo,pampas-geese"
NINE_PLAINS = PLAINS10.rsplit(",", 1)[0]


@pytest.mark.parametrize(
    "mode,expected",
    [
        ("both", {"tane": 1, "kasu": 1}),
        ("animal", {"tane": 1}),
        ("plain", {"kasu": 1}),
        ("either", {"tane": 1}),  # both ways score 1: the first way is kept
    ],
)
def test_sake_cup_option(mode, expected):
    rules = load_preset("nintendo", {"scoring.sake_cup": mode})
    assert yaku_of(rules, SAKE_ANIMALS + "," + NINE_PLAINS) == expected


def test_sake_cup_either_takes_the_better_way():
    rules = load_preset("nintendo", {"scoring.sake_cup": "either"})
    # As a plain it makes Kasu 2 (11 plains); as an animal, only Kasu 1.
    three_animals = "iris-bridge,plum-warbler,wisteria-cuckoo"
    assert yaku_of(rules, "chrysanthemum-sake," + three_animals + "," + PLAINS10) == {"kasu": 2}


def test_cumulative_ignores_replacements_but_keeps_bright_tiers():
    rules = load_preset("nintendo", {"scoring.cumulative": True})
    assert yaku_of(rules, POETRY + "," + BLUES) == {
        "akatan-aotan": 10, "akatan": 8, "aotan": 8, "tanzaku": 2,
    }
    assert yaku_of(rules, BRIGHTS3 + ",willow-rainman") == {"ame-shiko": 7}


def test_fifteen_point_goko_and_akatan_aotan():
    rules = load_preset("fr-classic", {"yaku.goko.points": 15, "yaku.akatan-aotan.points": 15})
    assert yaku_of(rules, BRIGHTS3 + ",willow-rainman,paulownia-phoenix") == {"goko": 15}
    assert yaku_of(rules, POETRY + "," + BLUES) == {"akatan-aotan": 15}


def test_tsukifuda_uses_the_rounds_month():
    rules = load_preset("korean")
    pine = "pine-crane,pine-poetry,pine-plain-1,pine-plain-2"
    assert yaku_of(rules, pine, month=1)["tsukifuda"] == 5
    assert "tsukifuda" not in yaku_of(rules, pine, month=2)


def test_godori_is_a_house_yaku():
    birds = "plum-warbler,wisteria-cuckoo,pampas-geese"
    assert yaku_of(load_preset("brazilian"), birds) == {}
    assert yaku_of(load_preset("brazilian", {"yaku.godori.enabled": True}), birds) == {"godori": 5}


def test_points_after_koikoi():
    rules = load_preset("koikoi-japan")
    assert yaku_of(rules, "pampas-moon,chrysanthemum-sake") == {"tsukimi-zake": 1}
    assert yaku_of(rules, "pampas-moon,chrysanthemum-sake", called=True) == {"tsukimi-zake": 3}


def test_koikoi_japan_counts_akatan_aotan_with_its_parts():
    rules = load_preset("koikoi-japan")
    assert yaku_of(rules, POETRY + "," + BLUES) == {
        "akatan-aotan": 10, "akatan": 5, "aotan": 5, "tanzaku": 2,
    }


def test_korean_points():
    rules = load_preset("korean")
    assert yaku_of(rules, BRIGHTS3 + ",willow-rainman") == {"ame-shiko": 6}
    assert yaku_of(rules, INO + ",iris-bridge,plum-warbler") == {"inoshikacho": 5, "tane": 1}
    assert yaku_of(rules, POETRY + "," + BLUES) == {"akatan": 5, "aotan": 5, "tanzaku": 2}


# --- multipliers -------------------------------------------------------------

def total(rules, captured: str, **kw) -> tuple[int, list, list]:
    sc = score(rules, m(captured), **kw)
    return sc.total, list(sc.multipliers), list(sc.bonuses)


def test_seven_plus_doubles():
    assert total(NINTENDO, BRIGHTS3) == (5, [], [])
    assert total(NINTENDO, BRIGHTS3 + ",paulownia-phoenix") == (16, [("seven-plus", 2)], [])


def test_opponent_koikoi_doubles_and_stacks():
    assert total(NINTENDO, BRIGHTS3, opponent_koikoi_calls=1) == (10, [("opponent-koikoi", 2)], [])
    assert total(NINTENDO, BRIGHTS3 + ",paulownia-phoenix", opponent_koikoi_calls=1)[0] == 32


def test_own_koikoi_counts_once():
    rules = load_preset("fr-classic")
    assert total(rules, BRIGHTS3, koikoi_calls=3) == (10, [("own-koikoi", 2)], [])


def test_opponent_seven_plus():
    rules = load_preset("fr-classic")
    assert total(rules, INO, opponent_captured=m(BRIGHTS3 + ",paulownia-phoenix"))[0] == 10
    assert total(rules, INO, opponent_captured=m(BRIGHTS3))[0] == 5


def test_nth_koikoi():
    rules = load_preset("brazilian")
    assert total(rules, INO, koikoi_calls=0)[0] == 5
    assert total(rules, INO, koikoi_calls=1) == (10, [("nth-koikoi", 2)], [])
    assert total(rules, INO, koikoi_calls=2) == (15, [("nth-koikoi", 3)], [])


def test_field_brights_multiplier():
    rules = load_preset("brazilian")
    assert total(rules, INO, field_brights=2) == (15, [("field-brights", 3)], [])


@pytest.mark.parametrize("calls,expected", [(0, 5), (1, 6), (2, 7), (3, 8), (4, 10), (5, 15)])
def test_koikoi_bonus(calls, expected):
    assert total(load_preset("koikoi-japan"), INO, koikoi_calls=calls)[0] == expected


def test_forfeit_failed_koikoi():
    rules = load_preset("brazilian", {"scoring.forfeit_failed_koikoi": True})
    result = total(rules, INO, opponent_koikoi_calls=1, opponent_captured=m(BLUES), koikoi_calls=0)
    assert result == (8, [], [("forfeit-koikoi", 3)])


def test_no_yaku_scores_nothing_whatever_the_multipliers():
    assert total(NINTENDO, "pine-crane", opponent_koikoi_calls=1) == (0, [], [])


def test_seven_plus_threshold_is_an_option():
    rules = load_preset("nintendo", {"scoring.seven_plus_threshold": 5})
    assert total(rules, BRIGHTS3) == (10, [("seven-plus", 2)], [])


def test_sake_cup_as_two_plains():
    rules = load_preset("fr-classic", {"scoring.sake_plains": 2})
    nine = "chrysanthemum-sake," + NINE_PLAINS.rsplit(",", 1)[0]  # the sake cup and 8 plains
    assert yaku_of(NINTENDO, nine) == {}
    assert yaku_of(rules, nine) == {"kasu": 1}
    assert yaku_of(rules, "chrysanthemum-sake," + NINE_PLAINS) == {"kasu": 2}
    # As an animal it still counts once.
    assert yaku_of(rules, SAKE_ANIMALS) == {"tane": 1}
