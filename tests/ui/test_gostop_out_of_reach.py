"""Go-Stop says, as Koi-Koi does, a yaku a seat was building that another
seat's taking put out of reach, once, from the player's side, for every
seat at a table of two or three ("Your Hongdan is out of reach: CPU 1 took the
Plum poetry ribbon", "CPU 2's Godori is out of reach: CPU 1 took ...").
The panel drops such a line; it vanished unexplained.

Audited over seeded hands of the engine: after each card taken (from the
field, at the deal, laid as a bonus, or stolen), every yaku gone from a
seat's full panel list (not made, none of its family listed in its place)
is named in the words said of that taking (the shared
:func:`koikoi.ui.out_of_reach.lost_lines`), and nothing still listed is;
and on a live table of three each is said once in a banner."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.gostop import state as H
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui.gostop_progress import gostop_listed, gostop_lost
from koikoi.ui.out_of_reach import lost_lines

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns
from .test_gostop_table import banners

NAMES = {2: ("You", "CPU"), 3: ("You", "CPU 1", "CPU 2")}


def listed_ids(rules, mine, theirs, cup):
    shown, rest = gostop_listed(rules, mine, theirs, cup, None)
    return {p.yaku_id: p for p in shown + rest}


def takings(events):
    """Each card moved into a seat's captures by ``events``: (taker, cards, victim or None)."""
    for ev in events:
        if isinstance(ev, H.Dealt):
            yield None
        elif isinstance(ev, (H.Captured, H.TakenAtDeal)):
            yield ev.player, ev.cards, None
        elif isinstance(ev, H.BonusLaid):
            yield ev.player, 1 << ev.card, None
        elif isinstance(ev, H.Stole):
            yield ev.player, ev.cards, ev.victim


def group_of(rules, cup, yid):
    return next(y.group for y in rules.yaku_variants[0] + rules.yaku_variants[1] if y.id == yid)


@pytest.mark.parametrize("players, preset", [(2, "matgo"), (3, "gostop-brazilian"), (3, "matgo")])
def test_each_yaku_that_leaves_a_seat_s_list_unmade_is_said(players, preset):
    rules = load_gostop(preset, {"match.most_players": players})
    names = NAMES[players]
    said_count = 0
    for seed in range(30):
        state, events = GOSTOP.new(rules, seed, players)
        rng = random.Random(seed)
        held = [0] * players
        for _ in range(400):
            cup = state.hand.cup
            for took in takings(events):
                if took is None:
                    held = [0] * players
                    continue
                p, cards, victim = took
                after = list(held)
                after[p] |= cards
                if victim is not None:
                    after[victim] &= ~cards
                for q in range(players):
                    if q == p:
                        continue
                    theirs = [sum(h for i, h in enumerate(x) if i != q) for x in (held, after)]
                    was = listed_ids(rules, held[q], theirs[0], cup)
                    now = listed_ids(rules, after[q], theirs[1], cup)
                    lost = gostop_lost(rules, (held[q], theirs[0]), (after[q], theirs[1]), cup)
                    said = lost_lines(names, 0, q, p, [(pgettext("yaku", y.name), c) for y, c in lost], "gostop")
                    for yid, pr in was.items():
                        group = group_of(rules, cup, yid)
                        if pr.made or yid in now or group != "set" and any(
                                group_of(rules, cup, i) == group for i in now):
                            continue
                        if victim == q and pr.have and not any(y.id == yid for y, _c in lost):
                            continue  # its own card taken from it, not out of reach: begun no more
                        assert pgettext("yaku", pr.name) in said, (seed, pr.name, said)
                        assert said.count(" out of reach") >= 1
                        owner = "Your " if q == 0 else "The CPU's " if players == 2 else f"{names[q]}'s "  # whose
                        assert all(line.startswith(owner) for line in said.split(". ")), (seed, q, said)
                        said_count += 1
                    for pr in now.values():  # nothing said of a yaku still listed
                        assert f"{pgettext('yaku', pr.name)} is out" not in said, (seed, pr.name, said)
                        assert f"{pgettext('yaku', pr.name)} are out" not in said, (seed, pr.name, said)
                held = after
            if state.over:
                break
            state, events = GOSTOP.apply(state, rng.choice(GOSTOP.legal_actions(state)))
    assert said_count


def test_the_words_name_each_seat_from_the_player_s_side():
    lost = [("Hongdan", 1 << 1)]
    assert lost_lines(NAMES[3], 0, 0, 1, lost, "gostop").startswith("Your Hongdan is out of reach: CPU 1 took the ")
    assert lost_lines(NAMES[3], 0, 2, 0, lost, "gostop").startswith("CPU 2's Hongdan is out of reach: you took the ")
    assert lost_lines(NAMES[3], 0, 2, 1, lost, "gostop").startswith("CPU 2's Hongdan is out of reach: CPU 1 took ")
    assert lost_lines(NAMES[2], 0, 1, 0, lost, "gostop").startswith("The CPU's Hongdan is out of reach: you took ")
    assert lost_lines(NAMES[2], 0, 0, 1, lost, "gostop").startswith("Your Hongdan is out of reach: the CPU took ")


# The word each language's player reads as "your" (docs/i18n.md: the player's side).
YOUR = {"en": "Your ", "fr": "Votre ", "pt_BR": "Seu ", "ko": "내 ", "ja": "あなたの"}


@pytest.mark.parametrize("lang", sorted(YOUR))
def test_every_language_names_the_owner_of_each_yaku_lost(lang):
    """Every seat's lost yaku, the player's included, is said with its owner, at two and three, in each language
    (pt13: the player's own Cheongdan read as no one's while the CPUs' were named)."""
    from koikoi import i18n
    i18n.set_language(lang)
    try:
        lost = [("Hongdan", 1 << 1)]
        for players in (2, 3):
            names = NAMES[players]
            for seat in range(players):
                for taker in (t for t in range(players) if t != seat):
                    said = lost_lines(names, 0, seat, taker, lost, "gostop")
                    if seat == 0:
                        assert YOUR[lang] in said, (lang, players, taker, said)
                    elif players == 3:
                        assert names[seat] in said, (lang, seat, said)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players, seed", [(3, 2), (2, 4)])
def test_a_live_table_says_each_once_in_a_banner(players, seed):
    rules = load_gostop("matgo", {"match.most_players": players})
    app = make_app(S.Settings(animation_speed=4.0))
    said: list[tuple[str, str]] | None = None
    heard = 0
    try:
        for table, _events in person_turns(app, rules, players, seed, hands=2):
            if said is None:
                said = banners(table)
        assert said is not None
        lines = [text for text, _sub in said if " out of reach: " in text]
        heard = len(lines)
        assert len(lines) == len(set(lines)), lines  # each said once
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
    assert heard, "no yaku went out of reach in these hands: pick another seed"
