"""``koikoi-sim``: the scoring calculator, headless matches and the engine bench.

    koikoi-sim score --rules nintendo --captured pine-crane,cherry-curtain,pampas-moon
    koikoi-sim score --rules matgo --captured pine-crane,cherry-curtain,pampas-moon --opponent-captured pine-plain-1 --go-calls 1
    koikoi-sim play --p1 greedy --p2 random --rules nintendo --matches 100 --seed 1
    koikoi-sim bench --rounds 20000
    koikoi-sim bench --playouts 2000
    koikoi-sim history --json
    koikoi-sim replay --db history.sqlite3 12
    koikoi-sim replay koikoi-2026-12-05-1432-12.json

Bad input exits with status 2 and one line naming what is wrong.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import NoReturn, Sequence

from .ai.arena import arena, format_report
from .ai.gostop.agents import GOSTOP_AGENTS, make_gostop_agent
from .ai.headless import play_game, play_match
from .ai.koikoi.agents import AGENTS, GreedyAgent, make_agent
from .ai.koikoi.hard import reply_model
from .ai.koikoi.heuristics import match_equity, values
from .ai.koikoi.montecarlo import modelled_playout, playout
from .ai.koikoi.normal import NormalAgent
from .games.common.cards import KIND_MASK, DuplicateCardError, Kind, UnknownCardError, ids, parse_cards
from .games.common.levels import UnknownAgentError
from .games.gostop import deck as gostop_deck
from .games.gostop import turn as gostop_turn
from .games.gostop.deal import deal as gostop_deal
from .games.gostop.rules import CUP_ANIMAL, CUP_OPEN, CUP_PLAIN, GoStopRules, compile_gostop
from .games.gostop.scoring import HandScore, score_hand
from .games.gostop.state import Phase as GostopPhase
from .games.koikoi import turn as R
from .games.koikoi.actions import Action
from .games.koikoi.observation import Observation, resample
from .games.common.rulefiles import PRESETS_NOT_OFFERED
from .games.koikoi.rules import (
    DEFAULT_PRESET, GOSTOP_PRESET_NAMES, PRESET_NAMES, Rules, RulesError, compile_rules, game_of, rule_data,
)
from .games.koikoi.scoring import score
from .sim_history import CommandError, add_parsers


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not the usage block
        raise UsageError(message)


def _cards(text: str, option: str) -> int:
    try:
        return parse_cards(text)
    except DuplicateCardError as exc:
        raise UsageError(f"{option}: {exc}") from None


BRIGHTS_IN_DECK = KIND_MASK[Kind.BRIGHT].bit_count()


def check_situation(rules: Rules, args: argparse.Namespace, captured: int, opponent: int) -> None:
    """Refuse a situation no round can reach, naming what is impossible:
    scoring it would settle a dispute with a made-up number."""
    both = captured & opponent
    if both:
        raise UsageError(f"in both --captured and --opponent-captured: {','.join(ids(both))}")
    if args.field_brights > BRIGHTS_IN_DECK:
        # Any bright may have been on the field at the deal and captured
        # since, so the captures do not lower this bound.
        raise UsageError(f"--field-brights {args.field_brights}: the deck has only {BRIGHTS_IN_DECK} brights")
    check_koikoi_calls(rules, args.koikoi_calls, args.opponent_koikoi_calls)


def check_koikoi_calls(rules: Rules, own: int, opponent: int) -> None:
    """At most one call a turn, so a hand's worth a round; and no more than
    the rules' ``koikoi_limit``, for each player or for the round in all
    (as :func:`koikoi.games.koikoi.turn.koikoi_calls_left` counts them)."""
    calls = {"--koikoi-calls": own, "--opponent-koikoi-calls": opponent}
    for option, n in calls.items():
        if n > R.HAND_SIZE:
            raise UsageError(f"{option} {n}: a player has {R.HAND_SIZE} turns a round, "
                             f"so at most {R.HAND_SIZE} koi-koi calls")
    limit = rules.play.koikoi_limit
    if not limit:  # 0: as often as one likes
        return
    times = "once" if limit == 1 else f"{limit} times"
    if rules.play.koikoi_limit_scope == "each":
        for option, n in calls.items():
            if n > limit:
                raise UsageError(f"{option} {n}: the {rules.name} rules let each player call koi-koi "
                                 f"{times} a round")
    elif own + opponent > limit:
        raise UsageError(f"--koikoi-calls {own} and --opponent-koikoi-calls {opponent}: the {rules.name} rules "
                         f"allow koi-koi {times} a round, both players' calls together")


KOIKOI_SCORE_OPTIONS = {"month": 1, "koikoi_calls": 0, "opponent_koikoi_calls": 0, "field_brights": 0}
GOSTOP_SCORE_OPTIONS = {"go_calls": 0, "shakes": 0, "opponent_go_calls": 0, "players": None, "sake_cup": "open"}
CUP_WAYS = {"open": CUP_OPEN, "animal": CUP_ANIMAL, "plain": CUP_PLAIN}  # --sake-cup


def _options_for(args: argparse.Namespace, game: str, rules_name: str) -> None:
    """Refuse the other game's options; give this game's their defaults."""
    mine, theirs = ((KOIKOI_SCORE_OPTIONS, GOSTOP_SCORE_OPTIONS) if game == "koikoi"
                    else (GOSTOP_SCORE_OPTIONS, KOIKOI_SCORE_OPTIONS))
    for name in theirs:
        if getattr(args, name) is not None:
            other = "Go-Stop" if game == "koikoi" else "Koi-Koi"
            raise UsageError(f"--{name.replace('_', '-')} is for {other}; {rules_name} is not")
    for name, default in mine.items():
        if getattr(args, name) is None:
            setattr(args, name, default)


def cmd_score(args: argparse.Namespace) -> int:
    data, source = rule_data(args.rules)
    if game_of(data, source) == "gostop":
        gostop = compile_gostop(data, source)
        _options_for(args, "gostop", gostop.name)
        print(json.dumps(score_gostop(gostop, args).as_json()))
        return 0
    rules = compile_rules(data, source)
    _options_for(args, "koikoi", rules.name)
    captured = _cards(args.captured, "--captured")
    opponent = _cards(args.opponent_captured, "--opponent-captured")
    check_situation(rules, args, captured, opponent)
    result = score(
        rules,
        captured,
        month=args.month,
        koikoi_calls=args.koikoi_calls,
        opponent_koikoi_calls=args.opponent_koikoi_calls,
        opponent_captured=opponent,
        field_brights=args.field_brights,
    )
    print(json.dumps(result.as_json()))
    return 0


def _gostop_cards(rules: GoStopRules, text: str, option: str) -> int:
    try:
        mask = gostop_deck.parse(text)
    except DuplicateCardError as exc:
        raise UsageError(f"{option}: {exc}") from None
    stray = mask & gostop_deck.BONUS_MASK & ~rules.bonus_mask
    if stray:
        raise UsageError(f"{option}: {', '.join(gostop_deck.ids(stray))} is not in the {rules.name} deck "
                         f"(its bonus cards: {', '.join(rules.cards.bonus) or 'none'})")
    return mask


def score_gostop(rules: GoStopRules, args: argparse.Namespace) -> HandScore:
    """``score`` for a Go-Stop rule set: the stopping winner's captures
    against one loser's, refused where no hand could come to it."""
    captured = _gostop_cards(rules, args.captured, "--captured")
    loser = _gostop_cards(rules, args.opponent_captured, "--opponent-captured")
    both = captured & loser
    if both:
        raise UsageError(f"in both --captured and --opponent-captured: {','.join(gostop_deck.ids(both))}")
    players = args.players or rules.match.players
    hand = rules.deal.hand_three if players == 3 else rules.deal.hand
    for option, n in (("--go-calls", args.go_calls), ("--opponent-go-calls", args.opponent_go_calls)):
        if n > hand:
            raise UsageError(f"{option} {n}: a player has {hand} turns a hand, so at most {hand} Go calls")
    if args.shakes > hand // 3:
        raise UsageError(f"--shakes {args.shakes}: a hand of {hand} cards holds at most {hand // 3} threes of a month")
    return score_hand(rules, captured, loser, go_calls=args.go_calls, shakes=args.shakes,
                      loser_go_calls=args.opponent_go_calls, players=players, cup=CUP_WAYS[args.sake_cup])


def cmd_play(args: argparse.Namespace) -> int:
    data, source = rule_data(args.rules)
    rules: Rules | GoStopRules = (
        compile_gostop(data, source) if game_of(data, source) == "gostop" else compile_rules(data, source))
    gostop = rules if isinstance(rules, GoStopRules) else None
    koikoi = rules if isinstance(rules, Rules) else None
    names = (args.p1, args.p2)
    for name in names:
        make_gostop_agent(name) if gostop else make_agent(name)  # fail early, with the agent's name
    wins = [0, 0]
    draws = 0
    points: list[list[int]] = [[], []]
    rounds = []
    for i in range(args.matches):
        seed = args.seed * 1_000_003 + i
        if gostop:
            game = play_game(gostop, [make_gostop_agent(names[p], seed * 2 + p) for p in (0, 1)], seed, players=2)
            winner, scores, played = game.winner, game.scores, game.hand_no
        else:
            assert koikoi is not None  # compiled above, the rules being Koi-Koi's
            match = play_match(koikoi, [make_agent(names[p], seed * 2 + p) for p in (0, 1)], seed)
            winner, scores, played = match.winner, match.scores, match.round_no
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        for p in (0, 1):
            points[p].append(scores[p])
        rounds.append(played)
    summary = {
        "rules": rules.name,
        "p1": args.p1,
        "p2": args.p2,
        "matches": args.matches,
        "seed": args.seed,
        "p1_wins": wins[0],
        "p2_wins": wins[1],
        "draws": draws,
        "p1_mean_points": round(statistics.fmean(points[0]), 3) if points[0] else 0.0,
        "p2_mean_points": round(statistics.fmean(points[1]), 3) if points[1] else 0.0,
        "mean_rounds": round(statistics.fmean(rounds), 3) if rounds else 0.0,
    }
    if args.json:
        print(json.dumps(summary))
    else:
        n = max(args.matches, 1)
        print(f"{args.matches} matches of {rules.title}, seed {args.seed}")
        print(f"  p1 {args.p1:>8}: {wins[0]} wins ({100 * wins[0] / n:.1f}%), "
              f"mean final score {summary['p1_mean_points']}")
        print(f"  p2 {args.p2:>8}: {wins[1]} wins ({100 * wins[1] / n:.1f}%), "
              f"mean final score {summary['p2_mean_points']}")
        print(f"  draws: {draws}; mean rounds per match: {summary['mean_rounds']}")
    return 0


def bench_rounds(rules: Rules, rounds: int, seed: int = 0) -> float:
    """Random-vs-random full rounds per second, through the public round API."""
    rng = random.Random(seed)
    deal, legal_actions, apply, over = R.deal, R.legal_actions, R.apply, R.Phase.OVER
    start = time.perf_counter()
    for i in range(rounds):
        state, _ = deal(rules, rng, dealer=i & 1)
        while state.phase is not over:
            legal = legal_actions(state)
            action = legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
            state, _ = apply(state, action)
    return rounds / (time.perf_counter() - start)


def bench_playouts(rules: Rules, playouts: int, seed: int = 0) -> dict[str, float]:
    """The AI's playouts per second, of both kinds: ``plain`` (the fast
    policy to the round's end, as in normal's koi-koi judgement) and
    ``modelled`` (normal's heuristics for the opponent's reply, koi-koi as
    normal calls it: hard's). Each plays every legal move in one imagined
    world per position, at positions of matches between greedy players,
    the same ones and the same dice for a given seed."""
    jobs = _playout_jobs(rules, playouts, seed)
    v = values(rules)
    match_equity(rules, (0, 0), 0, 0)  # its table is built on first use: not a playout's cost
    model = reply_model(v, NormalAgent(seed))
    rates = {}
    start = time.perf_counter()
    for i, (world, action, me) in enumerate(jobs):
        playout(world, action, v.importance, random.Random(seed + i), me)
    rates["plain"] = len(jobs) / (time.perf_counter() - start)
    start = time.perf_counter()
    for i, (world, action, me) in enumerate(jobs):
        modelled_playout(world, action, model, random.Random(seed + i), me)
    rates["modelled"] = len(jobs) / (time.perf_counter() - start)
    return rates


Playout = tuple[R.RoundState, Action, int]  # a world, the move to play in it, the player to score


class _Imagining(GreedyAgent):
    """A greedy player who, at each decision with a choice, imagines one
    world from their seat and lists each legal move in it as a playout."""

    def __init__(self, seed: int, rng: random.Random, jobs: list[Playout]) -> None:
        super().__init__(seed)
        self.worlds_rng, self.jobs = rng, jobs

    def act(self, obs: Observation) -> Action:
        if len(obs.legal) > 1:
            world = resample(obs, self.worlds_rng)
            self.jobs.extend((world, a, obs.player) for a in obs.legal)
        return super().act(obs)


def _playout_jobs(rules: Rules, playouts: int, seed: int) -> list[Playout]:
    """``playouts`` playouts to run, from matches between greedy players."""
    rng = random.Random(seed)
    jobs: list[Playout] = []
    match_seed = seed
    while len(jobs) < playouts:
        play_match(rules, [_Imagining(match_seed, rng, jobs), _Imagining(match_seed + 1, rng, jobs)], match_seed)
        match_seed += 2
    return jobs[:playouts]


def bench_gostop_hands(rules: GoStopRules, hands: int, seed: int = 0) -> float:
    """Random full hands of Go-Stop per second, through the public hand API
    (a hand is Go-Stop's round)."""
    rng = random.Random(seed)
    deal, legal_actions, apply, over = gostop_deal, gostop_turn.legal_actions, gostop_turn.apply, GostopPhase.OVER
    start = time.perf_counter()
    for i in range(hands):
        state, _ = deal(rules, rng, dealer=i & 1)
        while state.phase is not over:
            legal = legal_actions(state)
            state, _ = apply(state, legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0])
    return hands / (time.perf_counter() - start)


def cmd_bench(args: argparse.Namespace) -> int:
    data, source = rule_data(args.rules)
    if game_of(data, source) == "gostop":
        if args.playouts:
            raise UsageError("--playouts benches Koi-Koi's playouts only; Go-Stop's are timed by its arena")
        gostop = compile_gostop(data, source)
        rates = [bench_gostop_hands(gostop, args.rounds, seed=r) for r in range(args.repeat)]
        print(json.dumps({"rounds_per_s": round(statistics.median(rates)), "runs": [round(r) for r in rates],
                          "rounds": args.rounds, "rules": gostop.name}))
        return 0
    rules = compile_rules(data, source)
    if args.playouts:
        runs = [bench_playouts(rules, args.playouts, seed=0) for _ in range(args.repeat)]
        print(json.dumps({
            **{f"{kind}_playouts_per_s": round(statistics.median(r[kind] for r in runs)) for kind in runs[0]},
            "runs": {kind: [round(r[kind]) for r in runs] for kind in runs[0]},
            "playouts": args.playouts,
            "rules": rules.name,
        }))
        return 0
    rates = [bench_rounds(rules, args.rounds, seed=r) for r in range(args.repeat)]
    print(json.dumps({
        "rounds_per_s": round(statistics.median(rates)),
        "runs": [round(r) for r in rates],
        "rounds": args.rounds,
        "rules": rules.name,
    }))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:

    data, source = rule_data(args.rules)
    gostop = game_of(data, source) == "gostop"
    rules = compile_gostop(data, source) if gostop else compile_rules(data, source)
    for name in (args.p1, args.p2):
        (make_gostop_agent if gostop else make_agent)(name)  # fail early, with the agent's name
    tty = sys.stderr.isatty()
    started = time.perf_counter()
    every = max(1, args.deals // 20)

    def progress(done: int, total: int, rate: float) -> None:
        """On a terminal, one line kept up to date; in a log, a line every 5% of
        the deals, so a long run shows it is alive and where it is heading."""
        said = f"{done}/{total} deals, {args.p1} {100 * rate:.1f}% of matches so far, " \
               f"{time.perf_counter() - started:.0f} s"
        if tty:
            print(f"\r  {said}", end="" if done < total else "\n", file=sys.stderr, flush=True)
        elif done % every == 0 or done == total:
            print(f"arena: {said}", file=sys.stderr, flush=True)

    report = arena(args.p1, args.p2, rules, args.deals, args.seed, workers=args.workers,
                   budget_ms=args.budget_ms, progress=progress)
    print(format_report(report))
    if args.json:
        print(json.dumps(report))
    return 0


def _nonneg(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative: {value}")
    return value


def _month(text: str) -> int:
    value = _nonneg(text)
    if not 1 <= value <= 12:
        raise argparse.ArgumentTypeError(f"a month is 1 to 12, not {value}")
    return value


def _positive(text: str) -> int:
    value = _nonneg(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="koikoi-sim", description="Koi-Koi scoring calculator, simulator and benchmark.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rules_help = (f"a Koi-Koi preset ({', '.join(PRESET_NAMES + PRESETS_NOT_OFFERED)}), a Go-Stop one ({', '.join(GOSTOP_PRESET_NAMES)}),"
                  " or a .toml rule file")

    p = sub.add_parser("score", help="score a set of captured cards (Koi-Koi or Go-Stop)")
    p.add_argument("--rules", default=DEFAULT_PRESET, help=rules_help)
    p.add_argument("--captured", required=True, help="comma-separated card ids, each once")
    p.add_argument("--opponent-captured", default="", help="comma-separated card ids")
    p.add_argument("--month", type=_month, help="Koi-Koi: the round's month (for Tsukifuda; 1 if not given)")
    p.add_argument("--koikoi-calls", type=_nonneg, help="Koi-Koi: this player's calls (within the rules' limit)")
    p.add_argument("--opponent-koikoi-calls", type=_nonneg, help="Koi-Koi: the opponent's calls")
    p.add_argument("--field-brights", type=_nonneg,
                   help=f"Koi-Koi: brights on the field at the deal (0 to {BRIGHTS_IN_DECK})")
    p.add_argument("--go-calls", type=_nonneg, help="Go-Stop: the winner's Go calls")
    p.add_argument("--shakes", type=_nonneg, help="Go-Stop: the winner's shakes and bombs")
    p.add_argument("--opponent-go-calls", type=_nonneg, help="Go-Stop: the loser's Go calls (go-bak)")
    p.add_argument("--players", type=int, choices=(2, 3), help="Go-Stop: players at the table (the rules' if not given)")
    p.add_argument("--sake-cup", choices=tuple(CUP_WAYS),
                   help="Go-Stop: how its holder chose the sake cup to count (open: not yet, each side counts it "
                        "as suits them)")
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("play", help="play whole matches between agents")
    p.add_argument("--p1", default="greedy", help="agent for player 1: " + ", ".join(AGENTS)
                   + "; for Go-Stop: " + ", ".join(GOSTOP_AGENTS))
    p.add_argument("--p2", default="random", help="agent for player 2")
    p.add_argument("--rules", default=DEFAULT_PRESET, help=rules_help)
    p.add_argument("--matches", type=_positive, default=100)
    p.add_argument("--seed", type=_nonneg, default=0)
    p.add_argument("--json", action="store_true", help="print one JSON line")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("arena", help="duplicate matches between two agents, with 95%% intervals")
    p.add_argument("--p1", required=True, help="agent: " + ", ".join(AGENTS) + "; for Go-Stop: " + ", ".join(GOSTOP_AGENTS))
    p.add_argument("--p2", required=True, help="agent: " + ", ".join(AGENTS) + "; for Go-Stop: " + ", ".join(GOSTOP_AGENTS))
    p.add_argument("--rules", default=DEFAULT_PRESET, help=rules_help)
    p.add_argument("--deals", type=_positive, default=100, help="deal sequences; each is played twice")
    p.add_argument("--seed", type=_nonneg, default=0)
    p.add_argument("--budget-ms", type=_positive, default=None, help="thinking time per decision (hard)")
    p.add_argument("--workers", type=_positive, default=1, help="processes")
    p.add_argument("--json", action="store_true", help="end with one JSON line")
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("bench", help="random-vs-random full rounds per second, or the AI's playouts")
    p.add_argument("--rounds", type=_positive, default=20000)
    p.add_argument("--playouts", type=_positive, default=None,
                   help="measure this many of the AI's playouts of each kind instead of rounds")
    p.add_argument("--repeat", type=_positive, default=3, help="runs; the median is reported")
    p.add_argument("--rules", default=DEFAULT_PRESET, help=rules_help)
    p.set_defaults(func=cmd_bench)
    add_parsers(sub)  # history, replay
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        code: int = args.func(args)
        return code
    except (UsageError, UnknownCardError, RulesError, UnknownAgentError, CommandError) as exc:
        print(f"koikoi-sim: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader (say, `head`) stopped reading: not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
