"""Go-Stop's panel shows progress toward its yaku as Koi-Koi's does: a
newcomer's seat held two of the three grass ribbons (Chodan) and the panel
said "nothing yet". (The audit of every line against the engine, over
seeded games of two and three: tests/ui/test_table_truth.py.)"""

from __future__ import annotations

from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import CUP_OPEN, load_gostop
from koikoi.ui.gostop_progress import gostop_progress


def mask(*ids: str) -> int:
    return sum(1 << deck.INDEX[i] for i in ids)


def test_two_grass_ribbons_read_chodan_2_of_3():
    rules = load_gostop("matgo")
    got = gostop_progress(rules, mask("wisteria-red", "iris-red"), 0, CUP_OPEN)
    assert [p.label() for p in got] == ["Chodan 2/3", "Tti 2/5"]  # the nearest first


def test_a_ribbon_an_opponent_holds_closes_the_set():
    rules = load_gostop("matgo")
    got = gostop_progress(rules, mask("wisteria-red", "iris-red"), mask("clover-red"), CUP_OPEN)
    assert [p.yaku_id for p in got if p.yaku_id == "chodan"] == []


def test_plains_count_by_value_and_a_made_pi_says_what_extra_plains_add():
    rules = load_gostop("matgo")
    plains = [c for c in deck.IDS if c.endswith("-plain-1") or c.endswith("-plain-2")][:7]
    got = {p.yaku_id: p for p in gostop_progress(rules, mask(*plains, "willow-lightning"), 0, CUP_OPEN)}
    assert got["pi"].label() == "Pi 9/10"
    more = mask(*[c for c in deck.IDS if "-plain" in c][:12])
    assert next(p for p in gostop_progress(rules, more, 0, CUP_OPEN) if p.yaku_id == "pi").made


def test_the_yaku_heading_says_yaku_once_and_its_points():
    """"Your yaku: 8 yaku points" said yaku twice; the heading says it once, with the points."""
    from koikoi.ui.gostop.canvas import yaku_heading

    assert yaku_heading(8, None) == "Your yaku — 8 points"
    assert yaku_heading(1, "CPU 1") == "CPU 1's yaku — 1 point"
    for said in (yaku_heading(8, None), yaku_heading(0, "CPU")):
        assert said.lower().count("yaku") == 1, said
