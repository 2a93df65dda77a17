"""A hand summary's gwang-bak line says what gwang-bak is, as pi-bak's says
its few plains (issue 39: "Gwang-bak: the CPU took no bright" doubled what
the CPU paid, and nothing said that it is the winner's brights that make a
loser's want of one cost double).

Audited over seeded games played at random to the end of their hands,
against the engine's scores: wherever a loser's score has gwang-bak, its
line names the loser, says they took no bright and that the winner scored
with brights (as the engine has it: a bright yaku in the winner's score,
no bright in the loser's captures)."""

from __future__ import annotations

import random

from koikoi.games.common.cards import KIND_MASK, Kind
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_words import Scorers, line_name
from koikoi.ui.seat_words import Seats


def test_each_gwang_bak_line_says_what_gwang_bak_is():
    seen, found = 0, []
    for preset in ("matgo", "gostop-brazilian"):
        rules = load_gostop(preset)
        bright_yaku = {y.id for table in rules.yaku_variants for y in table if y.group == "gwang"}
        for seed in range(30):
            rng = random.Random(seed)
            g, _ = G.new_game(rules, seed, 2)
            for _step in range(600):
                if g.over:
                    break
                g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
                h = g.hand
                if h.phase is not Phase.OVER or h.result is None or h.result.reason != "stop":
                    continue
                w = h.result.winner
                for q, score in loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup):
                    bak = [x for x in score.lines if x.id == "gwang-bak"]
                    if not bak:
                        continue
                    seen += 1
                    if h.captures[q] & KIND_MASK[Kind.BRIGHT]:
                        found.append(f"{preset} seed {seed}: gwang-bak on a loser holding a bright")
                    if not any(x.id in bright_yaku for x in score.lines):
                        found.append(f"{preset} seed {seed}: gwang-bak on a win with no bright yaku")
                    said = line_name(bak[0], rules, Scorers(Seats(("You", "CPU"), 0), w, q))
                    who = "you" if q == 0 else "the CPU"
                    if not said.startswith(f"Gwang-bak: {who} took no bright") or "winner scored with brights" not in said:
                        found.append(f"{preset} seed {seed}: {said!r}")
    assert seen, "no hand ended in gwang-bak"
    assert not found, "\n".join(found[:8])
