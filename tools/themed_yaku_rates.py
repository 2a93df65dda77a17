"""Measure how often the themed deck's four yaku are made, to choose its tags.

Seed 002 (preset ``fr-club``) plays ``fr-variant`` with a themed deck whose
tags carry four more yaku: the four ``star`` cards (20 points), the five
``instrument`` cards (10), the three ``panorama`` cards (8), and ``micro``
with ``castle`` (5). Which cards carry the tags is the deck's choice; this
tool plays seeded matches under ``fr-variant`` plus those yaku for candidate
choices, and counts, per round and per match, how often either player's
captures at the end of a round hold each yaku's cards (captures only grow,
so that is "made at some point of the round").

The yaku are added here to ``fr-variant``'s table, and each candidate's
tags make a themed deck as a value (``koikoi.games.common.decks.Deck``);
the chosen tags are the themed deck's file's
(``koikoi/games/decks/themed.toml``), which preset ``fr-club`` plays.

    python tools/themed_yaku_rates.py --agents random,easy --matches 200
    python tools/themed_yaku_rates.py --agents normal --matches 20 --candidates chosen
    python tools/themed_yaku_rates.py --months --agents random,easy,normal --matches 40

``--months`` measures, with no themed yaku in play, how often one player
ends a round holding all four cards of each month: the ``star`` yaku's rate
for each month the star could be given.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from dataclasses import replace
from typing import Mapping, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from koikoi.ai.koikoi.agents import make_agent  # noqa: E402
from koikoi.games.common.cards import BY_ID, DECK, MONTH_FLOWERS  # noqa: E402
from koikoi.games.common.decks import STANDARD, load_deck  # noqa: E402
from koikoi.games.common.rulefiles import preset_data  # noqa: E402
from koikoi.games.koikoi import game as M  # noqa: E402
from koikoi.games.koikoi.observation import observe  # noqa: E402
from koikoi.games.koikoi.rules import Rules, compile_rules  # noqa: E402
from koikoi.games.koikoi.scoring import found_yaku  # noqa: E402

# Classic yaku shown beside the themed ones, for scale.
CLASSIC = ("goko", "shiko", "ame-shiko", "sanko", "inoshikacho", "akatan", "aotan", "tsukimi-zake", "hanami-zake", "tane", "tanzaku")

# The theme's yaku as the seed gives them: (id, name, tag(s), points).
THEMED_YAKU = (
    ("sekai-no-suta", "Sekai no suta", ("star",), 20),
    ("screaming-cats", "Screaming Cats", ("instrument",), 10),
    ("nihon-isshu", "Nihon'isshu", ("panorama",), 8),
    ("ongaku-no-joou", "Ongaku no joou", ("micro", "castle"), 5),
)

# Candidate choices of the tagged cards. The star is always the four cards
# of one month (its character); micro one of them.
CANDIDATES: dict[str, dict[str, list[str]]] = {
    # Felicya on cherry (the curtain as her stage curtain); instruments on five
    # animals outside Inoshikacho; three plains as the tour's views; Osaka
    # castle on paulownia's banded plain (the paulownia is Hideyoshi's crest).
    "cherry-animals": {
        "star": ["cherry-curtain", "cherry-poetry", "cherry-plain-1", "cherry-plain-2"],
        "micro": ["cherry-curtain"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-warbler", "wisteria-cuckoo", "iris-bridge", "pampas-geese", "willow-swallow"],
        "panorama": ["pine-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # The same with Felicya on iris (no bright in her month).
    "iris-animals": {
        "star": ["iris-bridge", "iris-red", "iris-plain-1", "iris-plain-2"],
        "micro": ["iris-red"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-warbler", "wisteria-cuckoo", "peony-butterflies", "pampas-geese", "willow-swallow"],
        "panorama": ["pine-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # Felicya on wisteria; instruments on five ribbons; views on three animals.
    "wisteria-ribbons": {
        "star": ["wisteria-cuckoo", "wisteria-red", "wisteria-plain-1", "wisteria-plain-2"],
        "micro": ["wisteria-red"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["pine-poetry", "iris-red", "clover-red", "chrysanthemum-blue", "willow-red"],
        "panorama": ["iris-bridge", "pampas-geese", "maple-deer"],
    },
    # Felicya on wisteria, her bright-less month; instruments on five animals,
    # views on three plains, the castle on paulownia's banded plain.
    "wisteria-animals": {
        "star": ["wisteria-cuckoo", "wisteria-red", "wisteria-plain-1", "wisteria-plain-2"],
        "micro": ["wisteria-red"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-warbler", "iris-bridge", "peony-butterflies", "pampas-geese", "willow-swallow"],
        "panorama": ["pine-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # Felicya on pine, the month whose four cards one player holds least
    # often (--months), at her microphone on its bright; the views on three
    # plains of other months.
    "pine-animals": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-crane"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-warbler", "iris-bridge", "peony-butterflies", "pampas-geese", "willow-swallow"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # The same, the microphone on pine's ribbon.
    "pine-ribbon-micro": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-poetry"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-warbler", "iris-bridge", "peony-butterflies", "pampas-geese", "willow-swallow"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # The band's instruments on five cards of three months (two pairs that
    # one capture can take together): easier than five months.
    "pine-paired": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-crane"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["clover-plain-1", "clover-plain-2", "maple-plain-1", "maple-plain-2", "willow-swallow"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "chrysanthemum-plain-1"],
    },
    # Two pairs of animals and ribbons, plus the swallow.
    "pine-paired-animals": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-crane"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["iris-bridge", "iris-red", "pampas-geese", "plum-warbler", "plum-poetry"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
    # pine-paired with Osaka castle on paulownia's bright (the phoenix) or on
    # an animal (the deer) instead of its banded plain.
    "pine-paired-castle-bright": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-crane"],
        "castle": ["paulownia-phoenix"],
        "instrument": ["clover-plain-1", "clover-plain-2", "maple-plain-1", "maple-plain-2", "willow-swallow"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "chrysanthemum-plain-1"],
    },
    "pine-paired-castle-animal": {
        "star": ["pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"],
        "micro": ["pine-crane"],
        "castle": ["maple-deer"],
        "instrument": ["clover-plain-1", "clover-plain-2", "maple-plain-1", "maple-plain-2", "willow-swallow"],
        "panorama": ["iris-plain-1", "pampas-plain-1", "chrysanthemum-plain-1"],
    },
    # Instruments on five plains of five months: the commonest cards.
    "wisteria-plains": {
        "star": ["wisteria-cuckoo", "wisteria-red", "wisteria-plain-1", "wisteria-plain-2"],
        "micro": ["wisteria-red"],
        "castle": ["paulownia-plain-3"],
        "instrument": ["plum-plain-1", "iris-plain-1", "peony-plain-1", "clover-plain-1", "chrysanthemum-plain-1"],
        "panorama": ["pine-plain-1", "pampas-plain-1", "maple-plain-1"],
    },
}


# The choice made (docs/themed-deck.md), drawn by tools/make_themed_cards.py.
CHOSEN = "pine-paired"


def themed_rules(tags: Mapping[str, Sequence[str]] | None) -> Rules:
    """``fr-variant`` with the theme's four yaku, played with the themed deck
    whose theme's tags are ``tags`` (a candidate choice: a rule file names
    tags and never defines them, so the deck is made here as a value); no
    tags: ``fr-variant`` alone."""
    data, source = preset_data("fr-variant")
    if not tags:
        return compile_rules(data, source)
    shipped = load_deck("themed")
    classic = {t: m for t, m in shipped.tags.items() if t in load_deck(STANDARD).tags}
    deck = replace(shipped, tags={**classic, **masks_of(tags)})
    yaku = data.setdefault("yaku", {})
    for yaku_id, name, need, points in THEMED_YAKU:
        yaku[yaku_id] = {"name": name, "cards": list(need), "points": points}
    return compile_rules(data, source + " + themed yaku", deck)


def masks_of(tags: Mapping[str, Sequence[str]]) -> dict[str, int]:
    """Each tag's cards as a mask."""
    return {tag: sum(1 << BY_ID[c].index for c in cards) for tag, cards in tags.items()}


def masks(tags: Mapping[str, Sequence[str]]) -> dict[str, int]:
    """Each themed yaku's cards as a mask."""
    out = {}
    for yaku_id, _name, need, _points in THEMED_YAKU:
        mask = 0
        for tag in need:
            for card_id in tags[tag]:
                mask |= 1 << BY_ID[card_id].index
        out[yaku_id] = mask
    return out


BUDGET_MS: float | None = None  # the hard level's thinking time (--budget); None: the game's


def play_recording(rules: Rules, agents: Sequence[str], seed: int) -> list[tuple[int, int]]:
    """Play one match (seat 0 ``agents[0]``...) and return both players'
    captures at each round's end."""
    players = [make_agent(name, seed * 2 + seat, BUDGET_MS) for seat, name in enumerate(agents)]
    m, _ = M.new_match(rules, seed)
    ends: list[tuple[int, int]] = []
    while True:
        if m.round.over:
            ends.append(m.round.captures)
            if m.over:
                return ends
        seat = m.to_move
        if seat is None:
            action = M.legal_actions(m)[0]
        else:
            action = players[seat].act(observe(m, seat))
        m, _ = M.apply(m, action)


def measure(rules: Rules, sets: Mapping[str, int], agent: str, matches: int, seed: int,
            classic: Sequence[str] = ()) -> dict[str, tuple[float, float]]:
    """Per yaku of ``sets`` (and each yaku id of ``classic``, as the engine
    finds it): the share of rounds in which a player ends with it, and the
    share of matches in which that happens at least once."""
    keys = [*sets, *classic]
    rounds = 0
    per_round = dict.fromkeys(keys, 0)
    per_match = dict.fromkeys(keys, 0)
    for n in range(matches):
        ends = play_recording(rules, (agent, agent), seed + n)
        rounds += len(ends)
        seen = set()
        for caps in ends:
            held = {key for key, mask in sets.items() if any(c & mask == mask for c in caps)}
            if classic:
                held |= {y.id for c in caps for y in found_yaku(rules, c, 1) if y.id in classic}
            for key in held:
                per_round[key] += 1
                seen.add(key)
        for key in seen:
            per_match[key] += 1
    return {key: (per_round[key] / max(rounds, 1), per_match[key] / max(matches, 1)) for key in keys}


def month_sets() -> dict[str, int]:
    sets = {}
    for month in range(1, 13):
        mask = 0
        for c in DECK:
            if c.month == month:
                mask |= 1 << c.index
        sets[f"{month:2} {MONTH_FLOWERS[month - 1]}"] = mask
    return sets


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", default="random,easy", help="comma-separated: random, easy, normal, hard")
    parser.add_argument("--matches", type=int, default=100, help="12-round matches per agent and candidate")
    parser.add_argument("--seed", type=int, default=2000, help="first match seed")
    parser.add_argument("--candidates", default=",".join(CANDIDATES),
                        help=f"comma-separated names (the choice made: {CHOSEN})")
    parser.add_argument("--months", action="store_true", help="all four cards of each month, no themed yaku")
    parser.add_argument("--budget", type=float, help="the hard level's thinking time per move, in ms")
    args = parser.parse_args(argv)
    global BUDGET_MS
    BUDGET_MS = args.budget
    agents = args.agents.split(",")
    if args.months:
        rules = themed_rules(None)
        sets = month_sets()
        print(f"Four cards of one month held by one player at a round's end (fr-variant, {args.matches} matches)")
        results = {}
        for agent in agents:
            t = time.time()
            results[agent] = measure(rules, sets, agent, args.matches, args.seed)
            print(f"  ({agent}: {time.time() - t:.0f} s)", file=sys.stderr)
        print("| month | " + " | ".join(f"{a} round / match" for a in agents) + " |")
        print("|---|" + "---|" * len(agents))
        for key in sets:
            cells = [f"{results[a][key][0]:.1%} / {results[a][key][1]:.0%}" for a in agents]
            print(f"| {key.strip()} | " + " | ".join(cells) + " |")
        return 0
    for name in args.candidates.split(","):
        tags = CANDIDATES[name]
        rules = themed_rules(tags)
        sets = masks(tags)
        print(f"\n{name}: " + "; ".join(f"{t} = {', '.join(c)}" for t, c in tags.items()))
        print("| yaku | " + " | ".join(f"{a} round / match" for a in agents) + " |")
        print("|---|" + "---|" * len(agents))
        results = {}
        for agent in agents:
            t = time.time()
            results[agent] = measure(rules, sets, agent, args.matches, args.seed, CLASSIC)
            print(f"  ({name}, {agent}: {time.time() - t:.0f} s)", file=sys.stderr)
        rows = [(y[0], f"{y[1]} ({y[3]})") for y in THEMED_YAKU]
        rows += [(y, f"{rules.yaku_by_id(y).name} ({rules.yaku_by_id(y).points}), classic") for y in CLASSIC]
        for key, label in rows:
            cells = [f"{results[a][key][0]:.1%} / {results[a][key][1]:.0%}" for a in agents]
            print(f"| {label} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
