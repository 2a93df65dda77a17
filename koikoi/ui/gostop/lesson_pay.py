"""Go-Stop's guided game, its lesson on what the loser pays: the person
has just stopped and won, and each line of the CPU's score is said in a
sentence of its own, the bonuses (which add to the winner's score or
multiply it) apart from the penalties (*bak*, which double what the loser
pays), each penalty with the limit of the rules in force ("fewer than 8
plains"), and the sum that makes the payment."""

from __future__ import annotations

from ...games.common.seats import HUMAN
from ...games.gostop.game import GameState
from ...games.gostop.rules import GoStopRules
from ...games.gostop.scoring import Line, loser_scores
from ...i18n import _, ngettext
from ..gostop_words import Scorers, line_name, line_value, points
from ..scenes.lesson import Lesson
from ..seat_words import Seats

BONUS_KINDS = ("bonus", "multiplier")


def bonus_said(line: Line, rules: GoStopRules, who: Scorers) -> str:
    """A bonus on the person's score, in a sentence that says it is one."""
    if line.id == "go" and line.kind == "bonus":
        # TRANSLATORS: Go-Stop's guided game, the lesson on what the loser pays: the winner's Go calls
        return ngettext("Your Go call is a bonus: it adds {n} point to your score.",
                        "Your {n} Go calls are a bonus: they add {n} points to your score.", line.count).format(
            n=line.count)
    if line.id == "go":
        # TRANSLATORS: Go-Stop's guided game: the doubling of the winner's score from the third Go on
        return _("Your Go calls from the third on are a bonus too: they multiply your score by {factor}.").format(
            factor=line.factor)
    what, value = line_name(line, rules, who), line_value(line)
    if value in what:  # the name says it ("You took the ×2 card"): said once
        # TRANSLATORS: Go-Stop's guided game: a bonus on the winner's score whose name says what it does ({what}:
        # "You took the ×2 card", as the hand's summary says it)
        return _("{what}: a bonus on your score.").format(what=what)
    # TRANSLATORS: Go-Stop's guided game: any other bonus on the winner's score; {what} names it as the hand's
    # summary does, a clause that starts the sentence ("You shook"), {value} what it adds or multiplies by ("×2")
    return _("{what}: a bonus, {value} on your score.").format(value=value, what=what)


def penalty_said(line: Line, rules: GoStopRules) -> str:
    """A penalty on the CPU, in a sentence that says it is one, with the rules' limit."""
    s = rules.scoring
    if line.id == "pi-bak":
        least = s.pi_bak_max + 1
        if s.pi_bak_zero_exempt:
            # TRANSLATORS: Go-Stop's guided game, a penalty: {n} the CPU's plains (counted by value), {least} the
            # rules' limit; keep the Korean name, romanised
            said = ngettext("Pi-bak is a penalty: you scored with plains, and the CPU took only {n} plain, fewer "
                            "than {least} (a loser with none at all is spared). It doubles what the CPU pays.",
                            "Pi-bak is a penalty: you scored with plains, and the CPU took only {n} plains, fewer "
                            "than {least} (a loser with none at all is spared). It doubles what the CPU pays.",
                            line.count)
        else:
            # TRANSLATORS: Go-Stop's guided game, a penalty: {n} the CPU's plains (counted by value), {least} the
            # rules' limit; keep the Korean name, romanised
            said = ngettext("Pi-bak is a penalty: you scored with plains, and the CPU took only {n} plain, fewer "
                            "than {least}. It doubles what the CPU pays.",
                            "Pi-bak is a penalty: you scored with plains, and the CPU took only {n} plains, fewer "
                            "than {least}. It doubles what the CPU pays.", line.count)
        return said.format(n=line.count, least=least)
    if line.id == "gwang-bak":
        # TRANSLATORS: Go-Stop's guided game, a penalty; keep the Korean name, romanised
        return _("Gwang-bak is a penalty: you scored with brights, and the CPU took no bright. It doubles what the "
                 "CPU pays.")
    if line.id == "meong-bak":
        # TRANSLATORS: Go-Stop's guided game, a penalty: {n} the person's animals, {least} the rules' limit
        return ngettext("Meong-bak is a penalty: you took {n} animal, and {least} or more double what the loser "
                        "pays.",
                        "Meong-bak is a penalty: you took {n} animals, and {least} or more double what the loser "
                        "pays.", line.count).format(n=line.count, least=s.meong_bak_min)
    if line.id == "go-bak":
        # TRANSLATORS: Go-Stop's guided game, a penalty; keep the Korean name, romanised
        return _("Go-bak is a penalty: the CPU had called Go, and lost. It doubles what the CPU pays.")
    return line.id


def sum_said(base: int, lines: list[Line], paid: int) -> str:
    """How the payment is made: "(3+1)×2 = 8" (the sum written close, so that a line never breaks inside it)."""
    added = [str(base), *(str(x.points) for x in lines if x.kind == "bonus")]
    factors = [str(x.factor) for x in lines if x.kind in ("multiplier", "penalty")]
    sum_of = "+".join(added)
    if factors:
        sum_of = (f"({sum_of})" if len(added) > 1 else sum_of) + "".join(f"×{f}" for f in factors)
    # TRANSLATORS: Go-Stop's guided game: the sum that makes the payment, "(3+1)×2 = 8"
    return ngettext("In all: {sum} = {n} point.", "In all: {sum} = {n} points.", paid).format(sum=sum_of, n=paid)


def what_the_cpu_pays(game: GameState, cpu: str) -> Lesson:
    """The lesson on what the CPU pays, once the person has stopped and won the hand."""
    h = game.hand
    result = game.history[-1]
    paid = sum(result.payments)
    names = (_("You"), cpu)  # matgo: the person and the computer
    said = [ngettext("The CPU pays you {n} point.", "The CPU pays you {n} points.", paid).format(cpu=cpu, n=paid)]
    scores = loser_scores(game.rules, h.captures, HUMAN, h.go_calls, h.shakes[HUMAN], h.cup)
    bonuses = False
    for q, score in scores:
        who = Scorers(Seats(names, HUMAN), HUMAN, q, game.plays)
        lines = [x for x in score.lines if x.kind != "yaku"]
        # TRANSLATORS: Go-Stop's guided game, the lesson on what the loser pays: what the winner's scoring sets are worth
        said.append(_("Your cards score {points}.").format(points=points(score.base)))
        said += [bonus_said(x, game.rules, who) for x in lines if x.kind in BONUS_KINDS]
        said += [penalty_said(x, game.rules) for x in lines if x.kind == "penalty"]
        bonuses = bonuses or any(x.kind in BONUS_KINDS for x in lines)
        if len(scores) == 1 and score.total == paid:
            said.append(sum_said(score.base, lines, paid))
    # TRANSLATORS: Go-Stop's guided game: the lesson's title when the winner's score had bonuses as well as penalties
    title = _("Bonuses and penalties") if bonuses else _("Penalties")
    return Lesson(title, " ".join(said))
