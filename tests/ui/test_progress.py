"""Progress toward yaku, as the table's panel shows it."""

from koikoi.games.common.cards import mask_of
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.progress import progress
from koikoi.ui.tween import Tween

RULES = load_preset("nintendo")


def labels(mine, theirs=(), month=1):
    return [p.label() for p in progress(RULES, mask_of(mine), mask_of(theirs), month, limit=10)]


def test_akatan_two_of_three():
    assert "Akatan 2/3" in labels(["pine-poetry", "plum-poetry"])


def test_a_yaku_the_opponent_blocked_is_not_shown():
    assert not any(label.startswith("Akatan") for label in labels(["pine-poetry", "plum-poetry"], ["cherry-poetry"]))


def test_only_the_nearest_of_the_brights_family():
    shown = labels(["pine-crane", "cherry-curtain"])
    assert shown.count("Sanko 2/3") == 1
    assert not any(label.startswith(("Shiko", "Goko")) for label in shown)


def test_made_yaku_are_listed_first():
    got = progress(RULES, mask_of(["pine-crane", "cherry-curtain", "pampas-moon", "maple-deer"]), 0, 1)
    assert got[0].label() == "Sanko 3/3" and got[0].made


def test_a_replaced_yaku_says_which_yaku_counts_it():
    """Under nintendo Akatan replaces Tanzaku: both are made, only Akatan scores."""
    ribbons = ["pine-poetry", "plum-poetry", "cherry-poetry", "wisteria-red", "iris-red"]
    got = {p.yaku_id: p for p in progress(RULES, mask_of(ribbons), 0, 1, limit=10)}
    assert got["akatan"].scores and got["akatan"].label() == "Akatan 3/3 +2"  # 5 + 1 a ribbon past three
    assert got["tanzaku"].made and not got["tanzaku"].scores
    assert got["tanzaku"].label() == "Tanzaku, counted in Akatan"


def test_yaku_that_add_up_are_not_marked_replaced():
    rules = load_preset("koikoi-japan")  # cumulative: Akatan and Tanzaku both score
    ribbons = ["pine-poetry", "plum-poetry", "cherry-poetry", "wisteria-red", "iris-red"]
    got = {p.yaku_id: p for p in progress(rules, mask_of(ribbons), 0, 1, limit=10)}
    assert got["tanzaku"].scores and got["tanzaku"].label() == "Tanzaku 5/5"


def test_tween_reaches_its_end_after_its_delay():
    t = Tween(0, 10, 1.0, delay=0.5, ease=lambda x: x)  # linear, so halfway is 5
    assert t.step(0.5) == 0
    assert t.step(0.5) == 5
    assert t.step(0.6) == 10 and t.done


def test_a_lift_undone_in_the_same_frame_is_undone():
    """Hover and click in one frame: the card must not stay lifted."""
    from koikoi.ui.sprites import CardSprite

    s = CardSprite(0)
    s.lift_to(22, 0.1)
    s.lift_to(0, 0.1)
    for _ in range(10):
        s.update(0.05)
    assert s.lift == 0


def test_every_yaku_made_is_listed_however_many_past_the_limit():
    """The panel listed four yaku: a fifth made (often Kasu, worth least) was
    left out while the engine scored it."""
    import random

    from koikoi.games.koikoi.scoring import found_yaku
    from koikoi.games.koikoi.api import KOIKOI

    rnd = random.Random(39)
    checked = 0
    for preset in KOIKOI.presets:
        rules = load_preset(preset)
        for _ in range(200):
            mine = sum(1 << c for c in rnd.sample(range(48), rnd.randint(14, 34)))
            made = {y.id for y in found_yaku(rules, mine, 1)}
            listed = {p.yaku_id for p in progress(rules, mine, 0, 1, limit=4) if p.made}
            assert made <= listed, (preset, sorted(made - listed))
            checked += len(made) > 4
    assert checked, "no capture made more than four yaku"


def test_a_made_yaku_with_cards_beyond_what_it_needs_says_the_points_they_add():
    """Eleven plains make Kasu and score 2 (1 + 1 for the eleventh): the panel
    says "Kasu 10/10 +1" and, pointed at, what the +1 is; with ten, no mark."""
    from koikoi.games.common.cards import CARD_IDS
    from koikoi.games.koikoi.scoring import found_yaku
    from koikoi.ui.yaku_said import koikoi_yaku

    plains = [c for c in CARD_IDS if "plain" in c]
    for n, mark in ((10, ""), (11, " +1"), (12, " +2")):
        mine = mask_of(plains[:n])
        engine = {y.id: y.points for y in found_yaku(RULES, mine, 1)}
        got = {p.yaku_id: p for p in progress(RULES, mine, 0, 1, limit=10)}
        assert engine["kasu"] == 1 + (n - 10)
        assert got["kasu"].label() == f"Kasu 10/10{mark}"
        said = koikoi_yaku(RULES, got["kasu"], mine, 1, None)
        if mark:
            assert f"it scores 1 + {n - 10} for {n - 10} extra card" in said  # the pool holds the sake cup too
        else:
            assert "extra" not in said


def test_a_yaku_any_card_of_a_kind_helps_says_how_many_more():
    """Pointing at "Tanzaku 1/5" said "still to take: Five ribbons" (the yaku's own words), with one taken."""
    from koikoi.ui.yaku_said import koikoi_yaku

    mine = mask_of(["wisteria-red"])
    got = {p.yaku_id: p for p in progress(RULES, mine, 0, 1, limit=10)}
    assert got["tanzaku"].label() == "Tanzaku 1/5"
    assert koikoi_yaku(RULES, got["tanzaku"], mine, 1, None).endswith("you have 1 of 5; still to take: 4 more ribbons")
