"""The score of a Go-Stop hand: the winner's yaku, then the bonuses, the
multipliers and the penalties (*bak*) the rule set names, line by line.

A loser pays the winner's score once for each of them; with three players
:func:`score_hand` is asked once per loser. The sake cup counts as an
animal or as a double plain (the ``cards.sake_cup`` option): once its
holder chose (the standard), as they chose; until then, or with "best",
the winner counts it in the way that scores the most, and the loser in the
way that costs them the least (:attr:`HandScore.loser_sake_as_plain` says
which).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ..common.cards import SAKE_CUP
from . import deck
from .rules import CUP_OPEN, GoStopRules

SAKE = 1 << SAKE_CUP


class Line(NamedTuple):
    """One line of a hand's score: a yaku or a bonus adds ``points``; a
    multiplier or a penalty multiplies by ``factor``. (A NamedTuple: every
    hand's end makes several, and one is built in under half a frozen
    dataclass's time.)"""

    kind: str  # "yaku", "bonus", "multiplier", "penalty"
    id: str
    points: int = 0
    factor: int = 1
    count: int = 0  # type: ignore[assignment]  # hides tuple.count, never called on a line; the cards (or plains) a yaku counted, the Go calls, the shakes

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind, "id": self.id}
        if self.kind in ("yaku", "bonus"):
            out["points"] = self.points
        else:
            out["factor"] = self.factor
        if self.count:
            out["count"] = self.count
        return out


class HandScore(NamedTuple):  # made at every Stop, up to four times (the sake cup's ways): a NamedTuple, like Line
    lines: tuple[Line, ...]
    base: int  # the yaku's points
    total: int  # what the loser pays
    sake_as_plain: bool | None  # how the winner counted the sake cup (None: not theirs)
    loser_sake_as_plain: bool | None = None  # how the loser counted it, the way that cost them least (None: not theirs)

    @property
    def yaku(self) -> tuple[Line, ...]:
        return tuple(x for x in self.lines if x.kind == "yaku")

    def as_json(self) -> dict[str, object]:
        def way(plain: bool | None) -> str | None:
            return None if plain is None else ("plain" if plain else "animal")

        return {"lines": [x.as_json() for x in self.lines], "base": self.base, "total": self.total,
                "sake_cup": way(self.sake_as_plain), "loser_sake_cup": way(self.loser_sake_as_plain)}


def yaku_made(rules: GoStopRules, captured: int, sake_as_plain: bool) -> list[Line]:
    """The yaku these captures make, a yaku another replaces left out."""
    weights = deck.pi_weights(rules.doubles_mask, sake_as_plain, SAKE)
    made: list[Line] = []
    gone: set[str] = set()
    for yid, cards, pool, by_pi, least, points, extra, replaces in rules.yaku_rows[sake_as_plain]:
        if captured & cards != cards:
            continue
        n = deck.pi_count(captured & pool, weights) if by_pi else (captured & pool).bit_count()
        if n >= least:
            made.append(Line("yaku", yid, points + extra * (n - least), count=n))
            gone.update(replaces)
    return [line for line in made if line.id not in gone] if gone else made


def yaku_cards(rules: GoStopRules, captured: int, sake_as_plain: bool) -> list[tuple[str, int]]:
    """The yaku these captures make (as :func:`yaku_made`), each with the
    mask of the captured cards it looks at: for the player's history."""
    rows = {row[0]: row for row in rules.yaku_rows[sake_as_plain]}
    return [(line.id, captured & (rows[line.id][1] | rows[line.id][2]))
            for line in yaku_made(rules, captured, sake_as_plain)]


def cup_counts_as_plain(rules: GoStopRules, captured: int, cup: int = CUP_OPEN) -> bool:
    """Whether the sake cup counts as a double plain in its holder's score
    as it stands (``captured`` its holder's captures): as chosen, or, not
    chosen yet, the way that scores more (an animal when both score alike)."""
    ways = rules.sake_ways(cup)
    if len(ways) == 1:
        return ways[0]
    return yaku_points(rules, captured, True) > yaku_points(rules, captured, False)


def yaku_points(rules: GoStopRules, captured: int, sake_as_plain: bool) -> int:
    """The points of the yaku these captures make (:func:`yaku_made`'s
    sum), group by group, each group's points remembered by the cards it
    looks at (:class:`~.rules.YakuScorer`): a player's score is asked for
    at every turn's end, and by a searching player thousands of times a move."""
    scorer = rules.yaku_scorers[sake_as_plain]
    total = 0
    for footprint, points in scorer.by_cards:
        total += points[captured & footprint]
    for plains, two, three, points in scorer.by_value:
        total += points[(captured & plains).bit_count() + (captured & two).bit_count() + (captured & three).bit_count()]
    return total


def score_hand(rules: GoStopRules, captured: int, loser: int, *, go_calls: int = 0, shakes: int = 0,
               loser_go_calls: int = 0, players: int = 2, cup: int = CUP_OPEN) -> HandScore:
    """What ``loser`` (their captures) pays the stopping winner
    (``captured``), who called Go ``go_calls`` times and shook or bombed
    ``shakes`` times; ``loser_go_calls`` makes a go-bak. ``cup``: how the
    sake cup counts, if its holder chose (else they count it at the hand's
    end as suits them best)."""
    winner_ways = rules.sake_ways(cup) if captured & SAKE else (False,)
    loser_ways = rules.sake_ways(cup) if loser & SAKE else (False,)
    best: HandScore | None = None
    for as_plain in winner_ways:
        # the loser counts the cup as costs them least, against this count of the winner's
        scores = [_score(rules, captured, loser, as_plain, loser_plain, go_calls, shakes, loser_go_calls, players)
                  for loser_plain in loser_ways]
        cheapest = min(scores, key=lambda s: s.total)
        if best is None or cheapest.total > best.total:
            best = cheapest
    assert best is not None
    return best._replace(sake_as_plain=best.sake_as_plain if captured & SAKE else None,
                         loser_sake_as_plain=best.loser_sake_as_plain if loser & SAKE else None)


def cup_counted(rules: GoStopRules, captures: Sequence[int], winner: int, go_calls: Sequence[int], shakes: int,
                cup: int = CUP_OPEN) -> bool | None:
    """How the sake cup counted in the stopping winner's score (True: as a
    double plain), for whoever holds it: the winner's way against the first
    loser (the yaku the summary shows), or the holding loser's own, the way
    that cost them least. None when no one holds it."""
    holder = next((p for p, c in enumerate(captures) if c & SAKE), None)
    if holder is None:
        return None
    scores = loser_scores(rules, captures, winner, go_calls, shakes, cup)
    if holder == winner:
        return scores[0][1].sake_as_plain
    return next(sc.loser_sake_as_plain for q, sc in scores if q == holder)


def pays_for_all(rules: GoStopRules, winner: int, go_calls: Sequence[int]) -> int | None:
    """The loser who pays for both losers at a table of three, by go-bak
    (``scoring.go_bak_three = "pays_all"``): the one loser who had called
    Go. None at a table of two, under the other rule, or when both losers
    or neither had called Go (then each pays their own, go-bak doubling a
    caller's)."""
    s = rules.scoring
    if len(go_calls) != 3 or not s.go_bak or s.go_bak_three != "pays_all":
        return None
    callers = [q for q, n in enumerate(go_calls) if q != winner and n]
    return callers[0] if len(callers) == 1 else None


def loser_scores(rules: GoStopRules, captures: Sequence[int], winner: int, go_calls: Sequence[int],
                 shakes: int, cup: int = CUP_OPEN) -> list[tuple[int, HandScore]]:
    """The stopping winner's score against each loser, in seat order: each
    loser's on their own captures and Go calls. When one loser pays for
    both (:func:`pays_for_all`), that is the go-bak: no loser's score is
    then doubled by it."""
    players = len(captures)
    payer = pays_for_all(rules, winner, go_calls)
    return [(q, score_hand(rules, captures[winner], captures[q], go_calls=go_calls[winner], shakes=shakes,
                           loser_go_calls=0 if payer is not None else go_calls[q], players=players, cup=cup))
            for q in range(players) if q != winner]


def payments(rules: GoStopRules, captures: Sequence[int], winner: int, go_calls: Sequence[int],
             shakes: int, cup: int = CUP_OPEN) -> tuple[int, ...]:
    """What each player pays the stopping winner (the winner 0): each
    loser their own score, or one loser both losers' (:func:`pays_for_all`)."""
    owed = [0] * len(captures)
    payer = pays_for_all(rules, winner, go_calls)
    for q, sc in loser_scores(rules, captures, winner, go_calls, shakes, cup):
        owed[q if payer is None else payer] += sc.total
    return tuple(owed)


def _score(rules: GoStopRules, captured: int, loser: int, as_plain: bool, loser_plain: bool,
           go_calls: int, shakes: int, loser_go_calls: int, players: int) -> HandScore:
    yaku = yaku_made(rules, captured, as_plain)
    base = sum(y.points for y in yaku)
    if not base:
        return HandScore(tuple(yaku), 0, 0, as_plain, loser_plain)
    s = rules.scoring
    lines: list[Line] = list(yaku)
    loser_pi = deck.pi_count(loser, deck.pi_weights(rules.doubles_mask, loser_plain, SAKE))
    loser_has_bright = bool(loser & (deck.GWANG | deck.BONUS_BRIGHT))
    if s.no_bright_bonus and not loser_has_bright:
        lines.append(Line("bonus", "no-bright", s.no_bright_bonus))
    if go_calls:
        lines += _go_lines(s.go_bonus, go_calls)
    under = s.few_plains_under_three if players == 3 else s.few_plains_under
    if s.few_plains_factor > 1 and loser_pi < under:
        lines.append(Line("multiplier", "few-plains", factor=s.few_plains_factor, count=loser_pi))
    if shakes and s.shake_factor > 1:
        lines.append(Line("multiplier", "shake", factor=s.shake_factor ** shakes, count=shakes))
    if s.double_joker_factor > 1 and captured & deck.BONUS_DOUBLE:
        lines.append(Line("multiplier", "double-joker", factor=s.double_joker_factor))
    groups = rules.yaku_kinds[as_plain]
    scored = {groups[line.id] for line in yaku}
    if s.pi_bak and "pi" in scored and (1 if s.pi_bak_zero_exempt else 0) <= loser_pi <= s.pi_bak_max:
        lines.append(Line("penalty", "pi-bak", factor=2, count=loser_pi))
    if s.gwang_bak and "gwang" in scored and not loser_has_bright:
        lines.append(Line("penalty", "gwang-bak", factor=2))
    animals = (captured & (deck.YEOL & ~SAKE if as_plain else deck.YEOL)).bit_count()
    if s.meong_bak and animals >= s.meong_bak_min:
        lines.append(Line("penalty", "meong-bak", factor=2, count=animals))
    if s.go_bak and loser_go_calls:
        lines.append(Line("penalty", "go-bak", factor=2, count=loser_go_calls))
    total = sum(x.points for x in lines)
    for x in lines:
        total *= x.factor
    return HandScore(tuple(lines), base, total, as_plain, loser_plain)


def _go_lines(rule: str, n: int) -> list[Line]:
    """The Go calls' bonus. Standard: +1 for each Go, and from the third
    the total doubled for each Go from the third on (3 Go: (base + 3) x2,
    4 Go: (base + 4) x4). Seed: +1 once; x2 twice, x3 three times..."""
    if rule == "standard":
        lines = [Line("bonus", "go", n, count=n)]
        if n >= 3:
            lines.append(Line("multiplier", "go", factor=2 ** (n - 2), count=n))
        return lines
    if n == 1:
        return [Line("bonus", "go", 1, count=1)]
    return [Line("multiplier", "go", factor=n, count=n)]
