"""Go-Stop in words, in the language spoken: the lines of a hand's score,
what the table shouts, and what a Go risks. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..games.common.cards import Kind
from ..games.gostop import deck
from ..games.gostop.game import GameState
from ..games.gostop.observation import Sight
from ..games.gostop.rules import GoStopRules
from ..games.gostop.scoring import SAKE, Line, loser_scores, payments
from ..games.gostop.turn import hand_score_of
from ..games.gostop.state import HandPlay, Phase
from ..i18n import N_, _, ngettext, npgettext, pgettext
from .gostop_go_words import go_sentence
from .gostop_stop_sum import each_pays, sentences, stop_sum
from .seat_words import Seats
from .words import listing

# What the table shouts at each event (translated where shown).
SHOUTS = {
    # TRANSLATORS: Go-Stop, shouted at the table: the flip fell on the pair the hand card was to take
    # (keep the Korean name, romanised).
    "ppuk": N_("Ppuk!"),
    # TRANSLATORS: Go-Stop, shouted: the flip took the card just laid alone (Korean name, romanised).
    "jjok": N_("Jjok!"),
    # TRANSLATORS: Go-Stop, shouted: hand card and flip took all four of a month (Korean name, romanised).
    "ttadak": N_("Ttadak!"),
    # TRANSLATORS: Go-Stop, shouted: the turn cleared the field (Korean name, romanised).
    "sseul": N_("Sseul!"),
    # TRANSLATORS: Go-Stop, shouted: three of a month played at once onto the fourth.
    "bomb": N_("Bomb!"),
    # TRANSLATORS: Go-Stop, shouted: a player shows three cards of a month before playing one.
    "shake": N_("Shake!"),
    # TRANSLATORS: Go-Stop, shouted: a player took a ppuk pile, its three cards and the fourth.
    "ppuk-pile": N_("The pile is taken!"),
    # TRANSLATORS: Go-Stop, shouted: the flip fell on the pair the player's last hand card was to take; on the
    # last card that makes no ppuk, and the player takes the three.
    "last-card": N_("Last card: no ppuk"),
    # TRANSLATORS: Go-Stop, shouted when a player calls Go (plays on).
    "go": N_("Go!"),
    # TRANSLATORS: Go-Stop, shouted when a player calls Stop (ends the hand and scores).
    "stop": N_("Stop!"),
    # TRANSLATORS: Go-Stop, shouted when a player dealt four of a month wins the hand at once (Korean name, romanised).
    "chongtong": N_("Chongtong!"),
    # TRANSLATORS: Go-Stop, shouted when a player's third ppuk of the hand wins it at once (a house rule)
    "three-ppuk": N_("Three ppuk!"),
}


def kind_name(kind: Kind) -> str:
    """A capture box's name as Go-Stop says it: the kind, and in brackets
    its Korean name, the name of the yaku it makes ("Plains (Pi)"), so that
    a box reads as the panel's yaku lines ("Pi 7/10") do."""
    # TRANSLATORS: Go-Stop's capture boxes: the brights (Korean 광), animals (열끗), ribbons (띠), plains (피),
    # each with, in brackets, its Korean name as the yaku lines say it (Yeol, Tti, Pi); where your word is the
    # Korean one (Korean), the word alone
    names = {Kind.BRIGHT: pgettext("gostop", "Brights (Gwang)"), Kind.ANIMAL: pgettext("gostop", "Animals (Yeol)"),
             Kind.RIBBON: pgettext("gostop", "Ribbons (Tti)"), Kind.PLAIN: pgettext("gostop", "Plains (Pi)")}
    return names[kind]


def kind_short(kind: Kind) -> str:
    """A capture box's name where its full one lacks the room: its Korean
    name alone, as the yaku lines say it ("Pi" for "Plains (Pi)"). It is the
    only short naming: an abbreviation beside it ("Brt.", "Pl.") was no
    shorter than the Korean name, and read as a third naming of the boxes
    (issue 39); where even it lacks the room, the label closes up its spaces,
    then leaves the count alone after the kind's mark (``panel.kind_label``)."""
    # TRANSLATORS: Go-Stop's capture boxes where "Plains (Pi)" lacks the room: in English the Korean names
    # alone, as the yaku names say them (Gwang as in Samgwang; Yeol, Tti, Pi); a language that calls the kinds
    # by its own words in every line (French, Portuguese) writes its Koi-Koi boxes' short names ("Lum.", "Com.")
    names = {Kind.BRIGHT: pgettext("gostop kind, Korean", "Gwang"), Kind.ANIMAL: pgettext("gostop kind, Korean", "Yeol"),
             Kind.RIBBON: pgettext("gostop kind, Korean", "Tti"), Kind.PLAIN: pgettext("gostop kind, Korean", "Pi")}
    return names[kind]


def yaku_name(yid: str, rules: GoStopRules) -> str:
    """A yaku by its id, by its title in the language spoken."""
    for y in rules.yaku_variants[0] + rules.yaku_variants[1]:
        if y.id == yid:
            return pgettext("yaku", y.name)
    return yid


@dataclass(frozen=True)
class Scorers:
    """Who a hand's score is about: its ``winner`` and the ``loser`` who
    pays it, among the ``seats``; ``plays`` the hand's plays from the hands
    (:attr:`~koikoi.games.gostop.game.GameState.plays`), which say whether
    the winner shook or bombed (None: not known, as in an old save)."""

    seats: Seats
    winner: int
    loser: int
    plays: tuple[HandPlay, ...] | None = None


def line_name(line: Line, rules: GoStopRules, who: Scorers) -> str:
    """A line of a hand's score, named: a yaku by its title, the rest by
    what it is, said of the seat it is about ("CPU took no bright", "You
    bombed")."""
    if line.kind == "yaku":
        return yaku_name(line.id, rules)
    seats, w, q = who.seats, who.winner, who.loser
    if line.id == "go" and line.kind == "multiplier" and rules.scoring.go_bonus == "standard":
        # TRANSLATORS: Go-Stop: the summary's line for the doubling each Go brings from the third on (×2, ×4...),
        # under the line for the Go calls that adds a point for each
        return seats.line(w, N_("Doubled from your third Go"), N_("Doubled from {name}'s third Go"),
                          N_("Doubled from the CPU's third Go"))
    if line.id == "go":
        # TRANSLATORS: Go-Stop: the bonus (or multiplier) for the winner's Go calls; {n} how many
        return seats.said(w, ngettext("You called Go once", "You called Go {n} times", line.count),
                          ngettext("{name} called Go once", "{name} called Go {n} times", line.count),
                          n=line.count)
    if line.id == "shake":
        return shake_words(who)
    if line.id == "no-bright":
        # TRANSLATORS: Go-Stop, a bonus on the score (the Brazilian rules'): the loser took no bright; named as
        # Settings names the rule ("No-bright bonus"), apart from gwang-bak, which doubles
        return seats.line(q, N_("No-bright bonus: you took no bright"), N_("No-bright bonus: {name} took no bright"),
                          N_("No-bright bonus: the CPU took no bright"))
    if line.id == "few-plains":
        # TRANSLATORS: Go-Stop, a multiplier (the Brazilian rules'): the loser took fewer plains than the rules'
        # limit ({n}, counted by value); named as Settings names the rule ("Few plains"), apart from pi-bak
        return seats.said(q, ngettext("Few plains: you took only {n} plain", "Few plains: you took only {n} plains",
                                      line.count),
                          ngettext("Few plains: {name} took only {n} plain", "Few plains: {name} took only {n} plains",
                                   line.count),
                          ngettext("Few plains: the CPU took only {n} plain", "Few plains: the CPU took only {n} plains",
                                   line.count),
                          n=line.count)
    if line.id == "double-joker":
        # TRANSLATORS: Go-Stop, a multiplier: the winner took the bonus card that doubles the score
        return seats.line(w, N_("You took the ×2 card"), N_("{name} took the ×2 card"))
    if line.id == "pi-bak":
        # TRANSLATORS: Go-Stop's penalty when the loser has too few plains ({n}, by value); keep the Korean
        # name, romanised
        return seats.said(
            q, ngettext("Pi-bak: you took only {n} plain", "Pi-bak: you took only {n} plains", line.count),
            ngettext("Pi-bak: {name} took only {n} plain", "Pi-bak: {name} took only {n} plains", line.count),
            ngettext("Pi-bak: the CPU took only {n} plain", "Pi-bak: the CPU took only {n} plains", line.count),
            n=line.count)
    if line.id == "gwang-bak":
        # TRANSLATORS: Go-Stop's penalty when the loser has no bright and the winner scored with brights: what
        # it is, said in the line as pi-bak's says its few plains; keep the Korean name, romanised
        return seats.line(q, N_("Gwang-bak: you took no bright, and the winner scored with brights"),
                          N_("Gwang-bak: {name} took no bright, and the winner scored with brights"),
                          N_("Gwang-bak: the CPU took no bright, and the winner scored with brights"))
    if line.id == "meong-bak":
        # TRANSLATORS: Go-Stop's penalty when the winner took many animals ({n}); keep the Korean name, romanised
        return seats.said(
            w, ngettext("Meong-bak: you took {n} animal", "Meong-bak: you took {n} animals", line.count),
            ngettext("Meong-bak: {name} took {n} animal", "Meong-bak: {name} took {n} animals", line.count),
            ngettext("Meong-bak: the CPU took {n} animal", "Meong-bak: the CPU took {n} animals", line.count),
            n=line.count)
    if line.id == "go-bak":
        # TRANSLATORS: Go-Stop's penalty on a loser who had called Go; keep the Korean name, romanised
        return seats.line(q, N_("Go-bak: you had called Go"), N_("Go-bak: {name} had called Go"),
                          N_("Go-bak: the CPU had called Go"))
    return line.id


def shake_words(who: Scorers) -> str:
    """The winner's shakes and bombs, named for what they were (the hand's plays say which)."""
    seats, w = who.seats, who.winner
    if who.plays is None:
        # TRANSLATORS: Go-Stop, a multiplier: the winner shook or bombed (which, a game saved long ago does not say)
        return seats.line(w, N_("You shook or bombed"), N_("{name} shook or bombed"))
    hows = {p.how for p in who.plays if p.player == w}
    if "shake" in hows and "bomb" in hows:
        # TRANSLATORS: Go-Stop, a multiplier: the winner both shook (showed three of a month) and bombed this hand
        return seats.line(w, N_("You shook and bombed"), N_("{name} shook and bombed"))
    if "bomb" in hows:
        # TRANSLATORS: Go-Stop, a multiplier: the winner bombed (played three of a month onto the fourth)
        return seats.line(w, N_("You bombed"), N_("{name} bombed"))
    # TRANSLATORS: Go-Stop, a multiplier: the winner shook (showed three of a month before playing one)
    return seats.line(w, N_("You shook"), N_("{name} shook"))


def line_value(line: Line) -> str:
    """What the line adds ("+3") or multiplies by ("×2")."""
    return f"+{line.points}" if line.kind in ("yaku", "bonus") else f"×{line.factor}"


def value_once(name: str, value: str) -> str:
    """A line's name and its value in one run of words ("Pi-bak: the CPU took
    only 4 plains ×2"), the value said once: a name that says it already
    ("You took the ×2 card", French "la carte ×2") is said alone, never
    "the ×2 card ×2"."""
    return name if value in name else f"{name} {value}"


def line_said(line: Line, rules: GoStopRules, who: Scorers) -> str:
    """A line of a hand's score with its value, in one run of words (:func:`value_once`)."""
    return value_once(line_name(line, rules, who), line_value(line))


def hand_of(g: GameState, hand: int | None = None) -> str:
    """Where a game of Go-Stop stands: "Hand 3 of 12", or "Hand 3  ·  to 50"
    (``hand``: that hand's number instead of the one dealt)."""
    m, hand = g.rules.match, g.hand_no if hand is None else hand
    if m.rounds:
        # TRANSLATORS: Go-Stop's information panel: {hand} is the hand's number, {hands} how many the game has.
        return _("Hand {hand} of {hands}").format(hand=hand, hands=m.rounds)
    # TRANSLATORS: Go-Stop's information panel: the hand's number, and the score the game is played to.
    return _("Hand {hand}  ·  to {target}").format(hand=hand, target=m.target)


def hand_continued(g: GameState) -> int:
    """The hand a saved game goes on with: the one dealt, or, saved at a
    hand's end (its summary), the next (the table shows that hand's summary
    again, then deals it)."""
    return g.hand_no + (1 if g.hand.phase is Phase.OVER and not g.over else 0)


def hand_in_sentence(g: GameState, hand: int | None = None) -> str:
    """Where a game of Go-Stop stands, inside a sentence: "hand 3 of 12" (no capital, as Koi-Koi's "round 3 of 12")."""
    m, hand = g.rules.match, g.hand_no if hand is None else hand
    if m.rounds:
        # TRANSLATORS: inside a sentence, in brackets: where a saved game of Go-Stop stands ("hand 3 of 12", no capital)
        return _("hand {hand} of {hands}").format(hand=hand, hands=m.rounds)
    # TRANSLATORS: inside a sentence, in brackets: the hand's number and the score the game is played to (no capital)
    return _("hand {hand}, to {target}").format(hand=hand, target=m.target)


def seat_names(players: int, demo: bool = False) -> tuple[str, ...]:
    """Each seat's short name: the person's ("You"; "South" in a demo), then the computer players'."""
    if players == 3:
        # TRANSLATORS: Go-Stop of three: the computer players' names, the one who plays after you first
        return (_("South") if demo else _("You")), _("CPU 1"), _("CPU 2")
    if demo:
        return _("South"), _("North")
    return _("You"), _("CPU")


def points(n: int) -> str:
    """A number of points in Go-Stop ("7 points"); zero in a form of its own (:func:`..rule_words.points`)."""
    if n == 0:
        return pgettext("zero", "{n} points").format(n=n)
    # TRANSLATORS: a number of points in Go-Stop ("7 points").
    return ngettext("{n} point", "{n} points", n).format(n=n)


def yaku_score(n: int) -> str:
    """A player's yaku points: what their yaku make, before any bonus or
    multiplier (the score that reaches the threshold, and Go and Stop are called at)."""
    # TRANSLATORS: Go-Stop: the points a player's yaku make, before any bonus or multiplier ("7 yaku points");
    # say plainly that these are the yaku's points, not what the hand pays (Korean: 족보 7점)
    if n == 0:
        # TRANSLATORS: the same for no points at all, as your language says zero of them ("0 yaku points";
        # Portuguese "0 tentos de combinação")
        return pgettext("gostop zero", "{n} yaku points").format(n=n)
    return npgettext("gostop", "{n} yaku point", "{n} yaku points", n).format(n=n)


def won_points(n: int) -> str:
    """What a hand pays: its yaku points with every bonus, multiplier and penalty (and the stakes) applied."""
    # TRANSLATORS: Go-Stop: what a hand pays its winner, once every bonus, multiplier and penalty is applied
    # ("14 points, after multipliers"); say plainly that this is after the multipliers
    return npgettext("gostop", "{n} point, after multipliers", "{n} points, after multipliers", n).format(n=n)


def pi_count(rules: GoStopRules, captured: int, cup_plain: bool = False) -> int:
    """The plains a pile holds, by value (a double counts two; the sake cup two, where ``cup_plain``)."""
    weights = deck.pi_weights(rules.doubles_mask, cup_plain, SAKE)
    return deck.pi_count(captured & (deck.PI | SAKE if cup_plain else deck.PI), weights)


def stop_lines(rules: GoStopRules, sight: Sight, seats: Seats, plays: tuple[HandPlay, ...] | None = None) -> list[str]:
    """What a Stop now would add to the yaku or multiply them by, against
    any loser, each once and in the summary's words ("Pi-bak ×2")."""
    said: list[str] = []
    for q, score in loser_scores(rules, sight.captures, sight.player, sight.go_calls, sight.shakes[sight.player],
                                 sight.cup):
        who = Scorers(seats, sight.player, q, plays)
        for line in score.lines:
            words = line_said(line, rules, who)
            if line.kind != "yaku" and words not in said:
                said.append(words)
    return said


def risks(sight: Sight, names: Sequence[str], plays: tuple[HandPlay, ...] | None = None,
          stakes: int = 1) -> tuple[str, str]:
    """For the Go or Stop question: what Stop wins now, and what a Go
    risks (what the player would pay if another stopped before them, with
    the penalties that would double it), each in a sentence; ``stakes``: what drawn hands before this one
    multiply it by (the summary then says the same)."""
    rules, me = sight.rules, sight.player
    mine = sight.captures[me]
    won = sum(payments(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)) * stakes
    score = hand_score_of(rules, mine, sight.cup)
    # TRANSLATORS: the Go or Stop question: {score} is the player's score now ("7 points"), {won} what
    # stopping wins ("14 points").
    why = stop_lines(rules, sight, Seats(tuple(names), me), plays)
    if len(sight.captures) > 2:  # a table of three: what each loser pays, and why, each their own (pt26)
        stop = sentences([_("You have {score}. Stop now and you win {won}.").format(score=yaku_score(score),
                                                                                    won=won_points(won)),
                          *each_pays(sight, names, plays, stakes)])
    elif why:
        # TRANSLATORS: as "You have {score}. Stop now and you win {won}.", with what raised the win above the
        # score, as a sentence of its own ({lines}: "You called Go once +1 and Pi-bak: the CPU took only 4 plains
        # ×2", the summary's lines, each starting as the summary starts it: never within a sentence)
        stop = _("You have {score}. Stop now and you win {won}. {lines}.").format(
            score=yaku_score(score), won=won_points(won), lines=listing(why))
    else:
        stop = _("You have {score}. Stop now and you win {won}.").format(score=yaku_score(score),
                                                                          won=won_points(won))
    if stakes > 1 and len(sight.captures) == 2:  # at a table of three each loser's sentence says it
        # TRANSLATORS: Go-Stop, the Go or Stop question, after what a Stop wins: drawn hands (nagari) before this
        # hand multiply its win ({n}: 2, 4...)
        stop = sentences([stop, _("Drawn hands before this one make it worth ×{n}.").format(n=stakes)])
    return stop, go_sentence(sight, names)


def short_risks(sight: Sight, names: Sequence[str], plays: tuple[HandPlay, ...] | None = None,
                stakes: int = 1) -> tuple[str, str]:
    """:func:`risks` in their short forms, for a narrow room at the table: what Stop wins and how it is made,
    in a short sum ("Stop: 7 ×2 shake ×2 pi-bak = 28 points.", not the score alone: the panel says it), and
    what a Go risks, in fewer words."""
    return stop_sum(sight, points, plays, names, stakes), go_sentence(sight, names, short=True)


__all__ = ["SHOUTS", "Scorers", "hand_of", "line_name", "line_said", "line_value", "pi_count", "points", "risks",
           "seat_names", "short_risks", "value_once", "yaku_name"]
