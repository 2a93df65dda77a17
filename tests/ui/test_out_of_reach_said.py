"""A yaku that leaves a seat's list on the panel while not made (a capture
by the other seat put it out of reach) is said, once, from the player's
side: "Your Akatan is out of reach: the CPU took the Plum poetry ribbon", "The
CPU's Akatan is out of reach: you took ...". Audited over seeded rounds of
the engine under several rule sets: after each capture, every yaku gone
from a seat's full list (not made, none of its family listed in its place)
is named in what the table says of that capture, and nothing else is."""

from __future__ import annotations

import random

import pytest

from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import pgettext
from koikoi.ui.out_of_reach import lost_said
from koikoi.ui.progress import listed

NAMES = ("You", "CPU")


def listed_ids(rules, mine, theirs, month):
    shown, rest = listed(rules, mine, theirs, month, None)
    return {p.yaku_id: p for p in shown + rest}


@pytest.mark.parametrize("preset", ["nintendo", "fr-classic", "koikoi-japan"])
def test_each_yaku_that_leaves_a_seat_s_list_unmade_is_said(preset):
    rules = load_preset(preset)
    said_count = 0
    for seed in range(25):
        m, _ = M.new_match(rules, seed)
        rng = random.Random(seed)
        while not m.over and m.round_no <= 2:
            before = list(m.round.captures)
            month = m.round.month
            m, events = M.apply(m, rng.choice(M.legal_actions(m)))
            for ev in events:
                if not isinstance(ev, (R.Captured, R.GajiCollected)):
                    continue
                p, other = ev.player, 1 - ev.player
                was = listed_ids(rules, before[other], before[p], month)
                now = listed_ids(rules, before[other], before[p] | ev.cards, month)
                said = lost_said(rules, NAMES, 0, other, before[other], before[p], ev.cards, month)
                for yid, pr in was.items():
                    group = rules.yaku_by_id(yid).group
                    if pr.made or yid in now or group and any(rules.yaku_by_id(i).group == group for i in now):
                        continue
                    assert pgettext("yaku", pr.name) in said, (seed, pr.name, said)
                    owner = "Your " if other == 0 else "The CPU's "  # whose yaku, from the player's side
                    assert all(line.startswith(owner) for line in said.split(". ")), (seed, other, said)
                    said_count += 1
                for y in rules.yaku:  # nothing said of a yaku still listed
                    if y.id in now and f"{pgettext('yaku', y.name)} is" in said:
                        pytest.fail(f"{y.name} said out of reach while listed: {said}")
                before[p] |= ev.cards
    assert said_count


def test_the_words_name_the_seat_from_the_player_s_side():
    from koikoi.games.common.cards import mask_of
    rules = load_preset("nintendo")
    mine, taken = mask_of(["pine-poetry"]), mask_of(["plum-poetry"])
    mine_said = lost_said(rules, NAMES, 0, 0, mine, 0, taken, 1)
    theirs_said = lost_said(rules, NAMES, 0, 1, mine, 0, taken, 1)
    assert mine_said == "Your Akatan-Aotan and Akatan are out of reach: the CPU took the Plum poetry ribbon.", mine_said
    assert theirs_said == "The CPU's Akatan-Aotan and Akatan are out of reach: you took the Plum poetry ribbon.", \
        theirs_said


@pytest.mark.usefixtures("rasterise_each_card_once")
def test_the_table_says_it_in_a_banner_as_the_capture_is_shown(app):
    """The table's capture step: the CPU's taking the Plum poetry ribbon said in the banner, once."""
    from koikoi.games.common.cards import mask_of
    from koikoi.ui.koikoi import steps as C
    from koikoi.ui.koikoi.table import TableScene
    table = TableScene(app.ctx, load_preset("nintendo"), 1, "easy")
    table.timeline.clear()
    table.taken_before = [mask_of(["pine-poetry"]), 0]
    C.out_of_reach(table, 1, mask_of(["plum-poetry"]))
    assert "Your Akatan-Aotan and Akatan are out of reach: the CPU took the Plum poetry ribbon" in table.banner.text, table.banner.text
    table.banner.end()
    C.out_of_reach(table, 1, mask_of(["cherry-poetry"]))  # Akatan is out of reach already: not said again
    assert not table.banner.text
