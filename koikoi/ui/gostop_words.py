"""Go-Stop in words, in the language spoken: the lines of a hand's score,
what the table shouts, and what a Go risks. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from ..games.common.cards import Kind
from ..games.gostop import deck
from ..games.gostop.game import GameState
from ..games.gostop.observation import Sight
from ..games.gostop.rules import GoStopRules
from ..games.gostop.scoring import SAKE, Line, cup_counts_as_plain, loser_scores, payments
from ..games.gostop.turn import hand_score_of
from ..i18n import N_, _, ngettext, pgettext
from .words import listing

# What a bonus, a multiplier or a penalty is called on the summary (translated where shown).
LINE_NAMES = {
    # TRANSLATORS: Go-Stop, a bonus on the score: the loser took no bright.
    "no-bright": N_("No bright for the loser"),
    # TRANSLATORS: Go-Stop, a multiplier: the loser took very few plains.
    "few-plains": N_("Few plains for the loser"),
    # TRANSLATORS: Go-Stop, a multiplier: the winner shook (showed three of a month) or bombed.
    "shake": N_("Shake or bomb"),
    # TRANSLATORS: Go-Stop, a multiplier: the winner took the bonus card that doubles the score.
    "double-joker": N_("Double card"),
    # TRANSLATORS: Go-Stop's penalty when the loser has too few plains; keep the Korean name, romanised
    "pi-bak": N_("Pi-bak"),
    # TRANSLATORS: Go-Stop's penalty when the loser has no bright; keep the Korean name, romanised
    "gwang-bak": N_("Gwang-bak"),
    # TRANSLATORS: Go-Stop's penalty when the winner has many animals; keep the Korean name, romanised
    "meong-bak": N_("Meong-bak"),
    # TRANSLATORS: Go-Stop's penalty on a loser who had called Go; keep the Korean name, romanised
    "go-bak": N_("Go-bak"),
}

# What each penalty means, for the Go or Stop question (translated where shown).
PENALTY_WORDS = {
    # TRANSLATORS: Go-Stop: a penalty named with why it would apply to the player: the Go they are about to call
    "go-bak": N_("go-bak (for your Go)"),
    # TRANSLATORS: Go-Stop: a penalty named with why it would apply; {n} is how many plains the player holds
    "pi-bak": N_("pi-bak (only {n} plains)"),
    # TRANSLATORS: Go-Stop: a penalty named with why it would apply to the player
    "gwang-bak": N_("gwang-bak (no bright)"),
    # TRANSLATORS: Go-Stop: a penalty named with why it would apply; {n} is the other player's animals
    "meong-bak": N_("meong-bak ({n} animals against you)"),
}

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
    """A capture box's name as Go-Stop says it (gwang, yeol, tti, pi), in the language spoken."""
    # TRANSLATORS: Go-Stop's capture boxes: the brights (Korean 광), animals (열끗), ribbons (띠), plains (피)
    names = {Kind.BRIGHT: pgettext("gostop", "Brights"), Kind.ANIMAL: pgettext("gostop", "Animals"),
             Kind.RIBBON: pgettext("gostop", "Ribbons"), Kind.PLAIN: pgettext("gostop", "Plains")}
    return names[kind]


def line_name(line: Line, rules: GoStopRules) -> str:
    """A line of a hand's score, named: the yaku by its title, the rest by what it is."""
    if line.kind == "yaku":
        for y in rules.yaku_variants[0] + rules.yaku_variants[1]:
            if y.id == line.id:
                return pgettext("yaku", y.name)
        return line.id
    if line.id == "go" and line.kind == "multiplier" and rules.scoring.go_bonus == "standard":
        # TRANSLATORS: Go-Stop: the summary's line for the doubling each Go brings from the third on (×2, ×4...),
        # under the line "{n} Go" that adds a point for each Go
        return _("Doubled from the third Go")
    if line.id == "go":
        # TRANSLATORS: Go-Stop: the bonus for the Go calls; {n} is how many the winner called.
        return ngettext("{n} Go", "{n} Go", line.count).format(n=line.count)
    return _(LINE_NAMES[line.id]) if line.id in LINE_NAMES else line.id


def line_value(line: Line) -> str:
    """What the line adds ("+3") or multiplies by ("×2")."""
    return f"+{line.points}" if line.kind in ("yaku", "bonus") else f"×{line.factor}"


def hand_of(g: GameState) -> str:
    """Where a game of Go-Stop stands: "Hand 3 of 12", or "Hand 3  ·  to 50"."""
    m = g.rules.match
    if m.rounds:
        # TRANSLATORS: Go-Stop's information panel: {hand} is the hand's number, {hands} how many the game has.
        return _("Hand {hand} of {hands}").format(hand=g.hand_no, hands=m.rounds)
    # TRANSLATORS: Go-Stop's information panel: the hand's number, and the score the game is played to.
    return _("Hand {hand}  ·  to {target}").format(hand=g.hand_no, target=m.target)


def seat_names(players: int, demo: bool = False) -> tuple[str, ...]:
    """Each seat's short name: the person's ("You"; "South" in a demo), then the computer players'."""
    if players == 3:
        # TRANSLATORS: Go-Stop of three: the computer players' names, the one who plays after you first
        return (_("South") if demo else _("You")), _("CPU 1"), _("CPU 2")
    if demo:
        return _("South"), _("North")
    return _("You"), _("CPU")


def points(n: int) -> str:
    # TRANSLATORS: a number of points in Go-Stop ("7 points").
    return ngettext("{n} point", "{n} points", n).format(n=n)


def pi_count(rules: GoStopRules, captured: int, cup_plain: bool = False) -> int:
    """The plains a pile holds, by value (a double counts two; the sake cup two, where ``cup_plain``)."""
    weights = deck.pi_weights(rules.doubles_mask, cup_plain, SAKE)
    return deck.pi_count(captured & (deck.PI | SAKE if cup_plain else deck.PI), weights)


def stop_lines(rules: GoStopRules, sight: Sight) -> list[str]:
    """What a Stop now would add to the yaku or multiply them by, against
    any loser, each once and in the summary's words ("Pi-bak ×2")."""
    said: list[str] = []
    for _q, score in loser_scores(rules, sight.captures, sight.player, sight.go_calls, sight.shakes[sight.player],
                                  sight.cup):
        for line in score.lines:
            words = f"{line_name(line, rules)} {line_value(line)}"
            if line.kind != "yaku" and words not in said:
                said.append(words)
    return said


def risks(sight: Sight, names: Sequence[str]) -> tuple[str, str]:
    """For the Go or Stop question: what Stop wins now, and what a Go
    risks (what the player would pay if another stopped before them, with
    the penalties that would double it), each in a sentence."""
    rules, me = sight.rules, sight.player
    mine = sight.captures[me]
    others = [q for q in range(sight.players) if q != me]
    won = sum(payments(rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup))
    score = hand_score_of(rules, mine, sight.cup)
    # TRANSLATORS: the Go or Stop question: {score} is the player's score now ("7 points"), {won} what
    # stopping wins ("14 points").
    why = stop_lines(rules, sight)
    if why:
        # TRANSLATORS: as "You have {score}. Stop now and you win {won}.", with what raised the win above the
        # score ({lines}: "1 Go +1 and Pi-bak ×2", in the summary's words)
        stop = _("You have {score}. Stop now and you win {won} ({lines}).").format(
            score=points(score), won=points(won), lines=listing(why))
    else:
        stop = _("You have {score}. Stop now and you win {won}.").format(score=points(score), won=points(won))
    s = rules.scoring
    # at a table of three a Go may make the player pay for both losers, if another who has not called Go could lose
    for_both = (len(others) > 1 and s.go_bak and s.go_bak_three == "pays_all"
                and any(not sight.go_calls[q] for q in others))
    danger = []
    if s.go_bak and not for_both:
        danger.append(_(PENALTY_WORDS["go-bak"]))
    plains = pi_count(rules, mine, bool(mine & SAKE) and cup_counts_as_plain(rules, mine, sight.cup))
    if s.pi_bak and (1 if s.pi_bak_zero_exempt else 0) <= plains <= s.pi_bak_max:
        danger.append(_(PENALTY_WORDS["pi-bak"]).format(n=plains))
    if s.gwang_bak and not mine & (deck.GWANG | deck.BONUS_BRIGHT):
        danger.append(_(PENALTY_WORDS["gwang-bak"]))
    animals = max((sight.captures[q] & deck.YEOL).bit_count() for q in others)
    if s.meong_bak and animals >= s.meong_bak_min:
        danger.append(_(PENALTY_WORDS["meong-bak"]).format(n=animals))
    if for_both:
        if danger:
            # TRANSLATORS: what a Go risks at a table of three where a loser who called Go pays for both
            # losers (go-bak); {penalties} as in the other sentences
            go = ngettext("Go on for more; but if another player stops first, you pay for both players "
                          "(go-bak), doubled by {penalties}.",
                          "Go on for more; but if another player stops first, you pay for both players "
                          "(go-bak), doubled by each of {penalties}.", len(danger)).format(
                              penalties=listing(danger))
        else:
            # TRANSLATORS: what a Go risks at a table of three where a loser who called Go pays for both losers
            go = _("Go on for more; but if another player stops first, you pay for both players (go-bak).")
        return stop, go
    if len(others) > 1:
        if danger:
            # TRANSLATORS: what a Go risks at a table of three; {penalties} as in the sentence for two players
            go = ngettext("Go on for more; but if another player stops first, you pay, doubled by {penalties}.",
                          "Go on for more; but if another player stops first, you pay, doubled by each of "
                          "{penalties}.", len(danger)).format(penalties=listing(danger))
        else:
            # TRANSLATORS: what a Go risks at a table of three
            go = _("Go on for more; but if another player stops first, you pay.")
        return stop, go
    who = names[others[0]]
    if danger:
        # TRANSLATORS: what a Go risks: {who} the other player, {penalties} one or more Go-Stop penalties, each
        # of which doubles what the player pays ("go-bak (for your Go) and pi-bak (only 4 plains)").
        go = ngettext("Go on for more; but if {who} stops first, you pay, doubled by {penalties}.",
                      "Go on for more; but if {who} stops first, you pay, doubled by each of {penalties}.",
                      len(danger)).format(who=who, penalties=listing(danger))
    else:
        # TRANSLATORS: what a Go risks: {who} is the other player.
        go = _("Go on for more; but if {who} stops first, you pay.").format(who=who)
    return stop, go


__all__ = ["LINE_NAMES", "SHOUTS", "hand_of", "line_name", "line_value", "pi_count", "points", "risks", "seat_names"]
