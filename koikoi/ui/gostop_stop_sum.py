"""How a Stop's win is made, in the short words of the Go or Stop
question: the yaku points, each bonus added and each multiplier applied,
named as the game names them, and what they come to ("7 ×2 shake ×2 pi-bak
= 28 points"). pt16 read "Stop: you win 28 points" beside a panel that said
"You — 7 points": the ×2 for shaking and the ×2 for pi-bak showed only on
the summary. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..games.gostop.scoring import HandScore, Line, loser_scores, pays_for_all, payments
from ..games.gostop.observation import Sight
from ..games.gostop.state import HandPlay
from ..i18n import pgettext
from .gostop_pays_said import loser_pays
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


def stakes_short(stakes: int) -> list[str]:
    """The drawn hands' multiplier in a few words ("×2 nagari"), as the sum's other multipliers; none at ×1."""
    # TRANSLATORS: Go-Stop, the short sum: drawn hands (nagari) before this one multiply its win ({n}: 2, 4...)
    return [pgettext("gostop sum", "×{n} nagari").format(n=stakes).replace(" ", NBSP, 1)] if stakes > 1 else []


def score_sum(score: HandScore, plays: tuple[HandPlay, ...] | None, winner: int, stakes: int = 1) -> str:
    """One loser's score as it is made: the yaku points, the bonuses added, then the multipliers, the drawn
    hands' last ("7 ×2 shake ×2 pi-bak"; "(7 +1 Go) ×2 shake" where a bonus is added before a multiplier)."""
    added = [line_short(x, plays, winner) for x in score.lines if x.kind == "bonus"]
    times = [line_short(x, plays, winner) for x in score.lines if x.kind not in ("yaku", "bonus")]
    times += stakes_short(stakes)
    head = " ".join([str(score.base), *added])
    if added and times:
        head = f"({head})"
    if times:  # the yaku points held to the first multiplier: "(3" never ends a line
        return " ".join([f"{head}{NBSP}{times[0]}", *times[1:]])
    return head


def stop_sum(sight: Sight, points: Callable[[int], str], plays: tuple[HandPlay, ...] | None = None,
             names: Sequence[str] = (), stakes: int = 1) -> str:
    """What a Stop now wins and how it is made, in a short sentence ("Stop: 7 ×2 shake ×2 pi-bak = 28
    points."); at a table of three, what each other seat pays, the win and what made it, each once ("Stop: 14 +
    14 = 28 (×2 shake)."); where nothing is added nor multiplied, the win alone ("Stop: you win
    7 points."); ``points``: a number of points in words, as the rest of the question says them; ``names``: the
    seats' short names; ``stakes``: what drawn hands before this one multiply it by (the game's, not the hand's)."""
    rules, me = sight.rules, sight.player
    won = sum(payments(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)) * stakes
    scores = [sc for _q, sc in loser_scores(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)]
    if len(scores) == 1 and stakes == 1 and all(x.kind == "yaku" for x in scores[0].lines):
        # TRANSLATORS: short form of "You have {score}. Stop now and you win {won}.", for a narrow room at the table
        # (the panel beside it says the score): {won} what stopping wins ("32 points")
        return pgettext("short", "Stop: you win {won}.").format(won=points(won))
    if len(scores) > 1:  # a table of three: the win, then what each loser pays and why, each their own (pt26 read
        # "Stop: 6 + 5 = 11 (×2 few plains, +2 no bright)" and could not tell which loser paid which part)
        return sentences([pgettext("short", "Stop: you win {won}.").format(won=points(won)),
                          *each_pays(sight, names, plays, stakes)])
    # TRANSLATORS: Go-Stop, the Go or Stop question's short form: what a Stop now wins and how it is made;
    # {sum} the yaku points with each bonus and multiplier ("7 ×2 shake ×2 pi-bak"), {won} what it comes to
    # ("28 points")
    said = pgettext("short", "Stop: {sum} = {won}.").format(sum=score_sum(scores[0], plays, me, stakes),
                                                             won=points(won).replace(" ", NBSP))
    return said.replace("= ", "=" + NBSP)  # "= 28 points" on one line, never "=" ending one


def each_pays(sight: Sight, names: Sequence[str], plays: tuple[HandPlay, ...] | None = None,
              stakes: int = 1) -> list[str]:
    """At a table of three, a sentence for each loser: what they would pay if the person stopped now, as the
    engine settles it (:func:`~koikoi.games.gostop.scoring.payments`: one loser paying for both by go-bak) and the
    hand's summary then says it, with the bonuses and multipliers on their own score ("CPU 1 pays 22 (×2 few
    plains)."; "CPU 2 pays 13."), times the drawn hands' ``stakes``."""
    rules, me = sight.rules, sight.player
    owed = payments(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)
    payer = pays_for_all(rules, me, sight.go_calls)
    scores = dict(loser_scores(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup))
    said = []
    for q, score in scores.items():
        pays = loser_pays(names, me, q, owed[q] * stakes, payer)
        mine = [score] if payer is None else list(scores.values()) if q == payer else []
        why = list(dict.fromkeys(line_short(x, plays, me) for sc in mine for x in sc.lines if x.kind != "yaku"))
        why += stakes_short(stakes) if owed[q] else []
        if why:
            # TRANSLATORS: Go-Stop of three, the Go or Stop question: what one loser would pay if the player
            # stopped now ({pays}: "CPU 1 pays 22") and the bonuses and multipliers on it ({why}: "×2 few plains
            # and +2 no bright"), a sentence; Japanese writes its brackets full-width (（）)
            said.append(pgettext("go or stop", "{pays} ({why}).").format(pays=pays, why=listing(why)))
        else:
            # TRANSLATORS: Go-Stop of three, the Go or Stop question: what one loser would pay if the player
            # stopped now ({pays}: "CPU 2 pays 13"), with nothing added nor multiplied, a sentence
            said.append(pgettext("go or stop", "{pays}.").format(pays=pays))
    return said


def sentences(said: Sequence[str]) -> str:
    """Sentences one after another, as the language joins two (Japanese with no space between)."""
    text = said[0]
    for more in said[1:]:
        text = pgettext("two sentences", "{first} {second}").format(first=text, second=more)
    return text
