"""The levels choose what they chose when their code was last rearranged.

``refactor_parity.json`` holds, for a fixed set of positions, the move each
level chose with the code as it was before the Monte Carlo machinery moved
to ``koikoi.ai.koikoi.montecarlo`` (commit cdf8a96). A change that only moves code
must leave every choice as it was; a change meant to alter the agents'
play re-records the file (``python -m tests.ai.test_refactor_parity``) and
says so, with the arena figures that justify it, in docs/ai.md.

The positions come from matches of easy (which calls koi-koi freely, so the
rounds after a call are there) against greedy under every preset, and
under two sets of house rules (the Gaji joker, laying a matching card,
forced capture), all decisions with more than one legal move. hard searches
a fixed number of worlds with no time cap, so its choices do not depend on
the machine's speed.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from koikoi.ai.koikoi.agents import make_agent
from koikoi.games.common.cards import LIGHTNING
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.game import MatchState, apply, legal_actions, new_match
from koikoi.games.koikoi.observation import Observation, observe
from koikoi.games.koikoi.rules import PRESET_NAMES, Rules, load_preset

RECORD = Path(__file__).with_name("refactor_parity.json")
HOUSE_RULES = {
    "nintendo+gaji": ("nintendo", {"play.gaji": True, "play.lay_matching": True}),
    "brazilian+gaji": ("brazilian", {"play.gaji": True, "play.must_capture": True}),
}
# the presets the record was made with: fr-club, offered since its deck is drawn, came after it (its
# decisions are fr-variant's but for the theme's yaku: tests/ai/test_deck_parity.py, tests/games/test_decks.py)
RECORDED = tuple(name for name in PRESET_NAMES if name != "fr-club")
RULE_SETS = {name: (name, None) for name in RECORDED} | HOUSE_RULES
PER_RULE_SET = 32  # decisions kept for easy and normal
RARE_PER_RULE_SET = 10  # at most, of them: koi-koi, swap, Gaji and after-a-call decisions
HARD_PER_RULE_SET = 8  # of which hard decides the first ones
HARD_WORLDS = 16
NO_TIME_CAP_MS = 10**9


def rules_named(name: str) -> Rules:
    preset, options = RULE_SETS[name]
    return load_preset(preset, options)


def decisions(rules: Rules, seed: int) -> list[MatchState]:
    """Every decision with a choice in one match of easy against greedy."""
    agents = [make_agent("easy", seed), make_agent("greedy", seed + 1)]
    match, _ = new_match(rules, seed)
    found = []
    while not match.over:
        player = match.to_move
        if player is None:
            action = legal_actions(match)[0]
        else:
            if len(legal_actions(match)) > 1:
                found.append(match)
            action = agents[player].act(observe(match, player))
        match, _ = apply(match, action)
    return found


RARE = ("koikoi", "swap", "after-koikoi", "gaji")


def kind_of(obs: Observation) -> str:
    """A decision's kind, so that the rare ones are kept."""
    kind = obs.legal[0].kind
    if kind in (Act.PLAY, Act.TAKE) and any(obs.koikoi_calls):
        return "after-koikoi"
    if kind is Act.TAKE and obs.pending_any:
        return "gaji"
    if kind is Act.PLAY and obs.hand >> LIGHTNING & 1 and obs.rules.play.gaji and not obs.november_played:
        return "gaji"
    return kind.label


def positions(name: str) -> list[Observation]:
    """The rule set's decisions kept for the record, from two matches drawn
    by a seeded lot: the rare kinds (they run normal's and hard's searches
    down their other paths) and plain plays and choices, taken in turns so
    that the first ones, which hard decides too, hold both."""
    rules = rules_named(name)
    seen = [observe(m, m.to_move) for seed in (1, 2) for m in decisions(rules, seed)]
    rng = random.Random(name)
    rare = [o for o in seen if kind_of(o) in RARE]
    rare = rng.sample(rare, min(len(rare), RARE_PER_RULE_SET))
    common = rng.sample([o for o in seen if kind_of(o) not in RARE], PER_RULE_SET - len(rare))
    mixed = [o for pair in zip(rare, common) for o in pair]
    return mixed + rare[len(mixed) // 2:] + common[len(mixed) // 2:]


def fingerprint(obs: Observation) -> str:
    """Enough of a position to tell that the same one was rebuilt."""
    return f"r{obs.round_no} p{obs.player} h{obs.hand:x} f{obs.field:x} c{obs.captures[0]:x}/{obs.captures[1]:x}"


def choose(level: str, obs: Observation, seed: int) -> str:
    agent = make_agent(level, seed, budget_ms=NO_TIME_CAP_MS)
    if level == "hard":
        agent.worlds = HARD_WORLDS  # a fixed search, not a timed one
    return str(agent.act(obs))


def choices(name: str) -> list[dict[str, object]]:
    out = []
    for i, obs in enumerate(positions(name)):
        levels = ("easy", "normal", "hard") if i < HARD_PER_RULE_SET else ("easy", "normal")
        row = {"position": fingerprint(obs), "kind": kind_of(obs)}
        row.update({level: choose(level, obs, seed=1000 + i) for level in levels})
        out.append(row)
    return out


def recorded() -> dict[str, list[dict[str, object]]]:
    return json.loads(RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_the_levels_choose_as_recorded(name):
    want = recorded()[name]
    got = choices(name)
    assert [row["position"] for row in got] == [row["position"] for row in want], "the positions changed"
    changed = [(w, g) for w, g in zip(want, got) if w != g]
    assert not changed, f"{len(changed)} of {len(want)} choices changed, first: {changed[0]}"


def test_the_record_covers_every_kind_of_decision():
    """The record is worth something only if it runs every path: koi-koi
    and after-a-call decisions, the Gaji joker's choices, each level."""
    rows = [row for table in recorded().values() for row in table]
    kinds = {row["kind"] for row in rows}
    assert {"play", "take", "koikoi", "after-koikoi", "swap", "gaji"} <= kinds
    hard_kinds = {row["kind"] for row in rows if "hard" in row}
    assert {"play", "koikoi", "after-koikoi"} <= hard_kinds
    assert len(rows) == PER_RULE_SET * len(RULE_SETS)


def write_record() -> None:
    """The file, one decision a line, so that a change shows as the lines it touched."""
    tables = []
    for name in RULE_SETS:
        rows = ",\n".join("  " + json.dumps(row) for row in choices(name))
        tables.append(f" {json.dumps(name)}: [\n{rows}\n ]")
    RECORD.write_text("{\n" + ",\n".join(tables) + "\n}\n", encoding="utf-8")
    print(f"recorded {RECORD}", file=sys.stderr)


if __name__ == "__main__":
    write_record()
