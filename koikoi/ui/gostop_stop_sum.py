"""How a Stop's win is made, in the short words of the Go or Stop
question: the yaku points, each bonus added and each multiplier applied,
named as the game names them, and what they come to ("7 ×2 shake ×2 pi-bak
= 28 points"). pt16 read "Stop: you win 28 points" beside a panel that said
"You — 7 points": the ×2 for shaking and the ×2 for pi-bak showed only on
the summary. No pygame here."""

from __future__ import annotations

from collections.abc import Callable

from ..games.gostop.scoring import HandScore, Line, loser_scores, payments
from ..games.gostop.observation import Sight
from ..games.gostop.state import HandPlay
from ..i18n import pgettext
from .words import listing

NBSP = "\u00a0"


def line_short(line: Line, plays: tuple[HandPlay, ...] | None, winner: int) -> str:
    """A bonus or a multiplier in a few words, with its amount ("×2 shake", "+1 Go", "×2 pi-bak")."""
    if line.id == "go":
        # TRANSLATORS: Go-Stop, the Go or Stop question's short sum: what the player's Go calls add ("+1 Go") or
        # multiply by ("×2 Go"); {n} the amount
        words = pgettext("gostop sum", "+{n} Go") if line.kind == "bonus" else pgettext("gostop sum", "×{n} Go")
    elif line.id == "shake":
        bombed = plays is not None and {p.how for p in plays if p.player == winner} == {"bomb"}
        # TRANSLATORS: Go-Stop, the short sum: the multiplier for the player's shakes ("×2 shake") or bombs
        words = pgettext("gostop sum", "×{n} bomb") if bombed else pgettext("gostop sum", "×{n} shake")
    else:
        # TRANSLATORS: Go-Stop, the short sum: a bonus or multiplier with its amount; keep the Korean names
        # (pi-bak, gwang-bak, meong-bak, go-bak) romanised as elsewhere; "×{n} card": the bonus card that doubles,
        # named as the panel names it ("×2 card"; {n} its factor, 2), the name saying what it does
        words = {"no-bright": pgettext("gostop sum", "+{n} no bright"),
                 "few-plains": pgettext("gostop sum", "×{n} few plains"),
                 "double-joker": pgettext("gostop sum", "×{n} card"),
                 "pi-bak": pgettext("gostop sum", "×{n} pi-bak"),
                 "gwang-bak": pgettext("gostop sum", "×{n} gwang-bak"),
                 "meong-bak": pgettext("gostop sum", "×{n} meong-bak"),
                 "go-bak": pgettext("gostop sum", "×{n} go-bak")}.get(line.id, line.id + " ×{n}")
    # an amount held to the first word of what it is for by a no-break space ("×2 pi-bak" never "×2 / pi-bak");
    # a longer name may still break after its first word (French "×2 carte qui double", 3 players, 150%)
    return words.format(n=line.points if line.kind == "bonus" else line.factor).replace(" ", NBSP, 1)


def score_sum(score: HandScore, plays: tuple[HandPlay, ...] | None, winner: int) -> str:
    """One loser's score as it is made: the yaku points, the bonuses added, then the multipliers
    ("7 ×2 shake ×2 pi-bak"; "(7 +1 Go) ×2 shake" where a bonus is added before a multiplier)."""
    added = [line_short(x, plays, winner) for x in score.lines if x.kind == "bonus"]
    times = [line_short(x, plays, winner) for x in score.lines if x.kind not in ("yaku", "bonus")]
    head = " ".join([str(score.base), *added])
    if added and times:
        head = f"({head})"
    if times:  # the yaku points held to the first multiplier: "(3" never ends a line
        return " ".join([f"{head}{NBSP}{times[0]}", *times[1:]])
    return head


def stop_sum(sight: Sight, points: Callable[[int], str], plays: tuple[HandPlay, ...] | None = None) -> str:
    """What a Stop now wins and how it is made, in a short sentence ("Stop: 7 ×2 shake ×2 pi-bak = 28
    points."); at a table of three, what each other seat pays, the win and what made it, each once ("Stop: 14 +
    14 = 28 (×2 shake)."); where nothing is added nor multiplied, the win alone ("Stop: you win
    7 points."); ``points``: a number of points in words, as the rest of the question says them."""
    rules, me = sight.rules, sight.player
    won = sum(payments(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup))
    scores = [sc for _q, sc in loser_scores(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)]
    if len(scores) == 1 and all(x.kind == "yaku" for x in scores[0].lines):
        # TRANSLATORS: short form of "You have {score}. Stop now and you win {won}.", for a narrow room at the table
        # (the panel beside it says the score): {won} what stopping wins ("32 points")
        return pgettext("short", "Stop: you win {won}.").format(won=points(won))
    if len(scores) > 1:  # a table of three: what each loser pays, the win, and what it applied, each once (two
        # sums did not fit); "you win 12 points (×2 pi-bak)" beside a panel saying 3 read as 3 ×2 = 6
        parts = " + ".join(str(sc.total) for sc in scores)
        named = list(dict.fromkeys(line_short(x, plays, me) for sc in scores for x in sc.lines if x.kind != "yaku"))
        if not named:
            # TRANSLATORS: Go-Stop of three, the Go or Stop question's short form: what each of the two others
            # pays ({parts}: "3 + 3") and what a Stop now wins in all ({total}: "6", a number: the panel says
            # points, and a narrow room at 150% text had no place for the word)
            said = pgettext("short", "Stop: {parts} = {total}.").format(parts=parts, total=won)
        else:
            # TRANSLATORS: Go-Stop of three, the Go or Stop question's short form: what each of the two others
            # pays ({parts}: "6 + 3"), what a Stop now wins in all ({total}: "9", a number) and the bonuses and
            # multipliers that made it, each once ({how}: "×2 shake and ×2 pi-bak")
            said = pgettext("short", "Stop: {parts} = {total} ({how}).").format(parts=parts, total=won,
                                                                                   how=listing(named))
        return said.replace("= ", "=" + NBSP)
    # TRANSLATORS: Go-Stop, the Go or Stop question's short form: what a Stop now wins and how it is made;
    # {sum} the yaku points with each bonus and multiplier ("7 ×2 shake ×2 pi-bak"), {won} what it comes to
    # ("28 points")
    said = pgettext("short", "Stop: {sum} = {won}.").format(sum=score_sum(scores[0], plays, me),
                                                             won=points(won).replace(" ", NBSP))
    return said.replace("= ", "=" + NBSP)  # "= 28 points" on one line, never "=" ending one
