"""Double plains and bonus cards were never taught (issue 39): in the
guided match a bonus card dealt to the field jumped into a Plains box with
no word, and the four kinds lesson said "10 plains make 1 point" while the
box held 5 cards reading 7/10.

Over seeded deals, each bonus card the engine says the dealer took from the
field is said in a banner, from the player's side, with the plains it
counts; over every Go-Stop preset, the four kinds lesson says that some
plains count more than one exactly when the rules have double plains or
bonus plains, with the rules' numbers."""

from __future__ import annotations

from koikoi.games.gostop import deck
from koikoi.games.gostop import state as H
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.storage import settings as S
from koikoi.ui.gostop.lessons import plains_counted

from .conftest import make_app, run
from .test_gostop_table import banners


def test_a_bonus_card_taken_at_the_deal_is_said_with_the_plains_it_counts():
    rules = load_gostop("matgo")
    app = make_app(S.Settings(animation_speed=4.0))
    seen = set()
    try:
        for seed in (25, 28, 47, 49):  # deals whose field had a bonus card: the CPU's and the person's
            taken = [e for e in GOSTOP.new(rules, seed, 2)[1] if isinstance(e, H.TakenAtDeal)]
            assert taken and all(e.reason == "field-bonus" for e in taken), (seed, taken)
            table = app.ctx.screens.gostop_table(rules, seed, "easy", players=2)
            said = banners(table)
            app.push(table)
            for _ in range(400):
                run(app, 1)
                if table.idle:
                    break
            for ev in taken:
                n = sum(deck.BONUS_PI[c] for c in range(deck.FIRST_BONUS, 64) if ev.cards >> c & 1)
                who = ("You take it, as the dealer: it goes with your plains and counts {n}." if ev.player == 0
                       else "CPU takes it, as the dealer: it goes with its plains and counts {n}.").format(n=n)
                line = f"{who} A card from the deck takes its place."
                assert ("A bonus card", line) in said, (seed, ev, said)
                seen.add(ev.player)
            app.pop()
    finally:
        app.quit()
    assert seen == {0, 1}


def test_the_four_kinds_lesson_says_which_plains_count_more_by_the_rules():
    for preset in ("matgo", "gostop-brazilian"):
        for doubles in ((), ("willow-lightning",)):
            for bonus in ((), ("bonus-2pi",), ("bonus-1pi", "bonus-3pi")):
                rules = load_gostop(preset, {"cards.double_plains": list(doubles), "cards.bonus": list(bonus)})
                said = plains_counted(rules)
                assert ("Some plains count 2" in said) == bool(doubles), (preset, doubles, said)
                counts = sorted(deck.BONUS_PI[deck.INDEX[b]] for b in bonus)
                if not counts:
                    assert "bonus" not in said, said
                elif len(counts) == 1:
                    assert f"A bonus card goes with your plains and counts {counts[0]}" in said, said
                else:
                    assert f"each counting as many as its circles show: {counts[0]} and {counts[1]}" in said, said


def test_how_to_play_names_each_double_plain_and_no_other():
    """How to play said "Willow lightning card and Paulownia plain card count
    as two plains each", while only one of the paulownia's three plains is
    double: over every Go-Stop preset (and a few sets of doubles), each double
    is named, one of a month whose other plains count one by its circles, and
    no card outside the doubles is said to count two."""
    from koikoi.games.gostop.rules import PLAIN_IDS
    from koikoi.ui.gostop_explained import explain_gostop
    from koikoi.ui.words import card_words

    for preset in GOSTOP.presets:
        for overrides in ({}, {"cards.double_plains": ["paulownia-plain-1"]},
                          {"cards.double_plains": ["willow-lightning", "pine-plain-2"]}):
            rules = load_gostop(preset, overrides)
            doubles = rules.cards.double_plains
            said = next((s for s in explain_gostop(rules)[0].sentences if "as two plains" in s and "sake" not in s), "")
            assert bool(said) == bool(doubles), (preset, overrides, said)
            for p in PLAIN_IDS:
                name = card_words(deck.INDEX[p], "gostop")
                month_plains = [q for q in PLAIN_IDS if q.split("-")[0] == p.split("-")[0]]
                if p in doubles:
                    assert name in said, (p, said)
                    if any(q not in doubles for q in month_plains):
                        assert f"{name} (the one marked with two circles)" in said, (p, said)
                elif not any(q in doubles for q in month_plains):
                    assert name not in said, (p, said)
