"""The computer at a table of two is "the CPU" inside an English sentence:
"Go on for more; but if CPU stops first, you pay" read like a note, not a
sentence (Koi-Koi's koi-koi prompt has "If the CPU makes a yaku and stops
first"). Every line that names a seat mid-sentence, with the seats' real
display names ("You", "CPU"): the move logs of both games over seeded
matches, every line of both summaries, what a Go risks, a yaku of the
panel pointed at. A line may begin with the name ("CPU called Go"), or name
it after a "·"; anywhere else it is "the CPU". A seat named by a name of
its own ("CPU 1", a friend's) keeps it as it is."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import Line
from koikoi.games.gostop.state import HandPlay
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import RoundResult
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.gostop_words import Scorers, line_name, risks
from koikoi.ui.koikoi.movelog import KoikoiMoveLog
from koikoi.ui.progress import progress
from koikoi.ui.seat_words import Seats, koikoi_score_line
from koikoi.ui.words import reason_text
from koikoi.ui.yaku_said import koikoi_yaku

from .test_gostop_words import go_stop_positions
from .test_seat_lines import GOSTOP_SEATS, KOIKOI_SEATS, koikoi_reasons

NAMES = ("You", "CPU")
BARE = re.compile(r"\bCPU\b(?! \d)")


def bare_cpu(line: str) -> bool:
    """Whether ``line`` names the computer "CPU" bare inside a sentence
    (not at its start, nor after a "·" or "the"). The summary's own lines
    quoted in brackets after a sentence ("... you win 26 points (CPU took no
    bright +2, You called Go once +1)") are lines of their own, each
    beginning with its seat, as the summary shows them."""
    line = re.sub(r"\([^()]*\)", "", line)
    for found in BARE.finditer(line):
        before = line[:found.start()].rstrip()
        if before and not before.endswith((".", "!", "?", "·")) and not before.lower().endswith("the"):
            return True
    return False


def test_the_check_itself():
    assert bare_cpu("Go on for more; but if CPU stops first, you pay.")
    assert bare_cpu("Pi-bak: CPU took only 3 plains")
    assert not bare_cpu("CPU called Go with 7 points.")
    assert not bare_cpu("Jjok! CPU took the Pine plain card from you.")
    assert not bare_cpu("Go on for more; but if the CPU stops first, you pay.")
    assert not bare_cpu("You took the Pine plain card from CPU 1.")


def move_logs() -> Iterator[str]:
    """Every line of both games' move logs over seeded matches, the person at seat 0 facing "CPU"."""
    for preset in ("nintendo", "korean", "fr-variant"):
        rules = load_preset(preset)
        m, events = M.new_match(rules, 1)
        now = [m]
        log = KoikoiMoveLog(rules, lambda: NAMES, 0, lambda now=now: now[0])  # type: ignore[misc]
        rnd = random.Random(1)
        while True:
            log.add(events)
            if not M.legal_actions(m):
                break
            m, events = M.apply(m, rnd.choice(M.legal_actions(m)))
            now[0] = m
        yield from (move.text for move in log.moves)
    for preset in ("matgo", "gostop-brazilian"):
        grules = load_gostop(preset)
        for seed in range(3):
            g, events = G.new_game(grules, seed, 2)
            gnow = [g]
            glog = GostopMoveLog(lambda: NAMES, 0, lambda gnow=gnow: gnow[0])  # type: ignore[misc]
            rnd = random.Random(seed)
            for _ in range(3000):
                glog.add(events)
                if not G.legal_actions(g):
                    break
                g, events = G.apply(g, rnd.choice(G.legal_actions(g)))
                gnow[0] = g
            yield from (move.text for move in glog.moves)


def summary_lines() -> Iterator[str]:
    """Every reason, multiplier, bonus and penalty line of both summaries, whoever won."""
    seats = Seats(NAMES, 0)
    for winner in (0, 1):
        for reason in sorted(koikoi_reasons()):
            who = None if reason.startswith("void-") or reason == "exhausted" else winner
            for improved in (False, True):
                yield reason_text(RoundResult(who, 6, reason), NAMES, 0, improved)
        for key in KOIKOI_SEATS:
            for kind in ("multiplier", "bonus"):
                yield koikoi_score_line(kind, key, 2, winner, seats, 7)
        for plays in (None, (HandPlay(winner, 0, 0, "shake"),), (HandPlay(winner, 0, 0, "bomb"),)):
            who = Scorers(seats, winner, 1 - winner, plays)
            for key in GOSTOP_SEATS:
                for kind in ("bonus", "multiplier", "penalty"):
                    yield line_name(Line(kind, key, 2, 2, count=3), load_gostop("matgo"), who)


def risk_lines() -> Iterator[str]:
    for preset in ("matgo", "gostop-brazilian"):
        for sight in go_stop_positions(preset, 20):
            yield from risks(sight, NAMES)


def yaku_pointed_at() -> Iterator[str]:
    rules = load_preset("nintendo")
    rnd = random.Random(2)
    m, _ = M.new_match(rules, 2)
    for _ in range(60):
        if not M.legal_actions(m):
            break
        m, _ = M.apply(m, rnd.choice(M.legal_actions(m)))
        r = m.round
        for pr in progress(rules, r.captures[1], r.captures[0], r.month):
            yield koikoi_yaku(rules, pr, r.captures[1], r.month, NAMES[1])


@pytest.mark.parametrize("lines", [move_logs, summary_lines, risk_lines, yaku_pointed_at],
                         ids=lambda f: f.__name__)
def test_the_computer_is_the_cpu_inside_an_english_sentence(lines):
    i18n.set_language("en")
    said = list(lines())
    assert any("CPU" in line for line in said), "no line spoke of the computer"
    bare = sorted({line for line in said if bare_cpu(line)})
    assert not bare, "\n".join(bare)


def test_a_seat_with_a_name_of_its_own_keeps_it():
    """A friend's name (later, over the network) fits where the computer is "the CPU"."""
    i18n.set_language("en")
    sight = go_stop_positions("matgo", 1)[0]
    _stop, go = risks(sight, ("You", "Mina"))
    assert "if Mina stops first" in go
    line = line_name(Line("penalty", "gwang-bak", 2, 2, count=3), load_gostop("matgo"),
                     Scorers(Seats(("You", "Mina"), 0), 0, 1))
    assert line == "Gwang-bak: Mina took no bright, and the winner scored with brights"
