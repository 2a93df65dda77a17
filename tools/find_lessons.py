"""Find the guided first match's scripts: a seed and every action of a short
match in which each lesson comes up (see koikoi/games/lessons.py), as nearly as\nit can be in the order the lessons are listed.

    python tools/find_lessons.py [--game koikoi|gostop] [--preset NAME] [--seeds 2000] [--tries 40]

For each preset of the game (or the one named), seeds are tried in turn;
for each, a round (or hand) at a time, plays are rolled out (the person's
as a good player's, one of the moves koikoi/ai/judges.py passes; the
opponent's at random, captures preferred; with the decisions each lesson
needs: the person calls koi-koi in the first round and the opponent stops
after it; in the second the opponent calls and the person stops) until one
shows what that round must teach. Of the first scripts that teach every
topic of the game's teacher, one the person wins and whose lessons come
most nearly in order is written to koikoi/games/lessons/. The person's
first move must be the first lesson (matching a month), and the judge
must pass every move the script asks of the person. A preset takes about
a minute of one core, a few on a busy machine: run them one at a time.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from koikoi.ai.judges import JUDGES, misplays  # noqa: E402
from koikoi.games.common.cards import KIND_OF, MONTH_MASK_OF_CARD  # noqa: E402
from koikoi.games.common.seats import HUMAN  # noqa: E402
from koikoi.games.guides import TEACHERS  # noqa: E402
from koikoi.games.lessons import Script, Teacher, course, rules_of, script_name, to_json  # noqa: E402
from koikoi.games.matchrecord import Replay  # noqa: E402

OUT = ROOT / "koikoi" / "games" / "lessons"
ROLLOUTS = 400  # tries a round before the seed is given up


def topics_of(teacher: Teacher, states: list[Any], actions: list[Any], events: list[list[object]]) -> list[str]:
    """The topics the plays show, in the order they first come."""
    played = Replay(None, states, actions, [[], *events])  # type: ignore[arg-type]  # no record: a rollout
    seen: list[str] = []
    for n in range(len(actions)):
        for topic, _ in teacher.shown(played, n, HUMAN):
            if topic not in seen:
                seen.append(topic)
    return seen


def least_worth(plays: list[Any], rng: random.Random) -> Any:
    """Of cards that take nothing, one of the kind worth least (a plain before a ribbon...): what a player lays down."""
    lowest = max(KIND_OF[a.card] for a in plays if a.card < 48) if any(a.card < 48 for a in plays) else None
    return rng.choice([a for a in plays if a.card >= 48 or KIND_OF[a.card] == lowest])


def policy(game: str) -> Callable[[Any, Any, list[Any], random.Random, int], Any]:
    """How the rollouts play ``game``: the person as a good player would
    (one of the moves :mod:`koikoi.ai.judges` passes, at random), the
    opponent at random, captures preferred (a ppuk pile always) and the
    least worth laid down; and the decisions the lessons need."""
    judge = JUDGES[game]
    if game == "koikoi":
        from koikoi.games.koikoi.actions import Act, KOIKOI, STOP  # noqa: PLC0415
        from koikoi.games.koikoi.api import KOIKOI as KOIKOI_GAME  # noqa: PLC0415
        from koikoi.games.koikoi.turn import targets  # noqa: PLC0415

        def koikoi(state: Any, seat: Any, legal: list[Any], rng: random.Random, round_no: int) -> Any:
            if KOIKOI in legal or STOP in legal:
                person = seat == HUMAN
                calls = state.round.koikoi_calls
                if round_no == 1:  # the person calls once, with cards in hand to play on; the opponent stops
                    playing_on = person and not calls[HUMAN] and state.round.hands[HUMAN].bit_count() >= 3
                    return KOIKOI if playing_on and KOIKOI in legal else STOP
                return STOP if person else (KOIKOI if KOIKOI in legal and not calls[seat] else STOP)
            if seat == HUMAN:  # the person plays as a good player would
                return rng.choice(judge.good_moves(KOIKOI_GAME.observe(state, seat)))
            plays = [a for a in legal if a.kind is Act.PLAY]
            taking = [a for a in plays if targets(state.round, a.card)]
            if taking and rng.random() < 0.75:
                return rng.choice(taking)
            if plays and not taking:
                return least_worth(plays, rng)
            return rng.choice([a for a in legal if a.kind is not Act.LAY] or legal)
        return koikoi
    from koikoi.games.gostop.actions import GO, STOP  # noqa: PLC0415
    from koikoi.games.gostop.api import GOSTOP  # noqa: PLC0415

    def gostop(state: Any, seat: Any, legal: list[Any], rng: random.Random, round_no: int) -> Any:
        if GO in legal:  # the person calls Go once, then stops; the opponent stops at once
            return GO if seat == HUMAN and not state.hand.go_calls[HUMAN] else STOP
        if seat == HUMAN:  # the person plays as a good player would
            return rng.choice(judge.good_moves(GOSTOP.observe(state, seat)))
        kinds = {a.kind for a in legal}
        if kinds == {"play-on", "chongtong"}:
            return next(a for a in legal if a.kind == "play-on")
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            field = state.hand.field
            piles = [a for a in plays if (field & MONTH_MASK_OF_CARD[a.card % 48]).bit_count() == 3]
            if piles:
                return rng.choice(piles)
            taking = [a for a in plays if field & MONTH_MASK_OF_CARD[a.card % 48]]
            if taking and rng.random() < 0.7:
                return rng.choice(taking)
            return least_worth([a for a in plays if a not in taking] or plays, rng)
        return rng.choice(legal)
    return gostop


def play_round(teacher: Teacher, state: Any, rng: random.Random, choose: Callable[..., Any],
               round_no: int) -> tuple[list[Any], list[Any], list[list[object]]]:
    """Random plays from ``state`` to the end of its round (or the match):
    the states, the actions and each action's events."""
    game = teacher.game
    states, actions, events = [state], [], []
    done = len(game.outcomes(state))
    while not game.over(state) and len(game.outcomes(state)) == done:
        legal = list(game.legal_actions(state))
        seat = game.to_move(state)
        action = legal[0] if seat is None else choose(state, seat, legal, rng, round_no)
        state, ev = game.apply(state, action)
        states.append(state)
        actions.append(action)
        events.append(ev)
    return states, actions, events


def search(teacher: Teacher, preset: str, seeds: range, rounds_wanted: list[Callable[[list[str]], bool]],
           choose: Callable[..., Any]) -> Iterator[Script]:
    game = teacher.game
    rules = rules_of(teacher, preset)
    for seed in seeds:
        state, _ = game.new(rules, seed, 2)
        rng = random.Random(seed)
        actions: list[Any] = []
        taught: list[str] = []
        for round_no, wanted in enumerate(rounds_wanted, 1):
            for _ in range(ROLLOUTS):
                states, acts, evs = play_round(teacher, state, rng, choose, round_no)
                topics = topics_of(teacher, states, acts, evs)
                if wanted(taught + [t for t in topics if t not in taught]):
                    break
            else:
                break
            taught += [t for t in topics if t not in taught]
            actions += acts
            state = states[-1]
            if not game.over(state):  # the next deal
                state, _ = game.apply(state, game.legal_actions(state)[0])
                actions.append(game.legal_actions(states[-1])[0])
        else:
            script = Script(game.name, preset, seed, tuple(game.action_text(a) for a in actions))
            if game.over(state) and first_lesson_is_first_play(teacher, script) \
                    and not misplays(course(teacher, script)):
                yield script


def first_lesson_is_first_play(teacher: Teacher, script: Script) -> bool:
    """The person's first card played is the first lesson after the welcome (matching a month)."""
    taught = course(teacher, script)
    first_play = next(n for n, a in enumerate(script.actions)
                      if teacher.game.to_move(taught.state_at(n)) == HUMAN and a.startswith("play "))
    return taught.cues[1].at == first_play


def best(teacher: Teacher, scripts: Iterator[Script], tries: int) -> Script | None:
    """Of the first ``tries`` scripts found, one the person wins (a first
    match that ends well), then (Koi-Koi) one whose last round shows the
    multiplier of the opponent's koi-koi (the person stops after it), then
    the one whose lessons come most nearly in the teacher's order (fewest
    pairs out of order), then the shortest."""
    order = {t: i for i, t in enumerate(teacher.topics)}

    def disorder(script: Script) -> tuple[bool, bool, int, int]:
        taught = course(teacher, script)
        end = taught.state_at(len(taught.actions))
        lost = teacher.game.winner(end) != HUMAN
        ranks = [order[c.topic] for c in taught.cues if c.topic in order]
        return (lost, not opponent_koikoi_paid(end), sum(a > b for i, a in enumerate(ranks) for b in ranks[i + 1:]),
                len(script.actions))

    found = list(itertools.islice(scripts, tries))
    return min(found, key=disorder) if found else None


def opponent_koikoi_paid(end: Any) -> bool:
    """Whether the last round (of a Koi-Koi match) was won with the opponent's koi-koi among its multipliers."""
    result = getattr(getattr(end, "round", None), "result", None)
    score = getattr(result, "score", None)
    return score is not None and any(m == "opponent-koikoi" for m, _f in score.multipliers)


def koikoi_rounds(teacher: Teacher) -> list[Callable[[list[str]], bool]]:
    first = ("match",)
    round_one = ("match", "flip", "kinds", "yaku", "koikoi", "risk")
    return [
        lambda t: t[:1] == list(first) and all(x in t for x in round_one) and t.index("yaku") > 0,
        lambda t: all(x in t for x in teacher.topics),
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="koikoi", choices=sorted(TEACHERS))
    ap.add_argument("--preset")
    ap.add_argument("--seeds", type=int, default=2000)
    ap.add_argument("--tries", type=int, default=40, help="scripts found to choose the best from")
    args = ap.parse_args()
    teacher = TEACHERS[args.game]
    if args.game == "koikoi":
        rounds = koikoi_rounds(teacher)
    else:
        rounds = [lambda t: t[:1] == ["match"] and all(x in t for x in teacher.topics)]
    presets = [args.preset] if args.preset else list(teacher.taught)
    OUT.mkdir(exist_ok=True)
    failed = 0
    for preset in presets:
        began = time.perf_counter()
        script = best(teacher, search(teacher, preset, range(1, args.seeds + 1), rounds, policy(args.game)),
                      args.tries)
        took = time.perf_counter() - began
        if script is None:
            print(f"{preset}: no script in {args.seeds} seeds ({took:.1f} s)")
            failed += 1
            continue
        (OUT / script_name(args.game, preset)).write_text(to_json(script), encoding="utf-8")
        cues = course(teacher, script).cues
        print(f"{preset}: seed {script.seed}, {len(script.actions)} actions, found in {took:.1f} s; "
              + ", ".join(f"{c.topic}@{c.at}" for c in cues))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
