"""How to play, said from a rule set: each section of the page (the deal, a
turn, koi-koi, scoring, the round's and the match's end) as sentences, and
each yaku's line, built from the active rules so the page says only what
they do. No pygame here: the words are data, the scene draws them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import MatchOptions, Rules, YakuRule
from .rule_words import POINTS, counted, without_points



@dataclass(frozen=True)
class Section:
    """A heading and its sentences, each its own paragraph."""

    title: str
    sentences: tuple[str, ...]


@dataclass(frozen=True)
class YakuLine:
    """A yaku as How to play lists it."""

    yaku: YakuRule
    name: str
    points: str
    description: str


def names(items: list[str]) -> str:
    """A list said aloud: "A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def times(n: int) -> str:
    """How often, in words: "once", "twice", "3 times"."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def yaku_points(y: YakuRule) -> str:
    """A yaku's worth: "5 points", "1 point, +1 for each card beyond 5",
    "1 point, 3 after a koi-koi"."""
    said = counted(y.points, POINTS)
    if y.points_after_koikoi != y.points:
        said += f", {y.points_after_koikoi} after a koi-koi"
    if y.extra:
        said += f", +{y.extra} for each card beyond {y.min}"
    return said


BASICS = Section("The cards", (
    "48 cards, four for each month of the year, each month its own flower.",
    "Each card is a Bright (20), an Animal (10), a Ribbon (5) or a Plain (1).",
    "With corner numbers on (Settings), each card shows its month on a disc coloured by its kind.",
))


def explain(rules: Rules) -> list[Section]:
    """How to play under ``rules``: only what these rules do, in sentences."""
    return [
        BASICS, the_deal(rules), a_turn(rules), koikoi(rules), scoring(rules), round_and_match_end(rules),
    ]


def the_deal(rules: Rules) -> Section:
    d = rules.deal
    packet = "one at a time" if d.packet == 1 else f"{d.packet} at a time"
    said = [f"The dealer gives 8 cards to each player and lays 8 face up on the field, {packet}; "
            "the rest is the deck, face down."]
    said.append({
        "draw": "For the first round, each player draws a card: the earlier month deals.",
        "random": "The first round's dealer is picked at random.",
        "birthday": "The first dealer would be the player whose birthday month is nearer a turned card; "
                    "the game does not know birthdays, so each player draws a card and the earlier month deals.",
    }[d.first_dealer])
    if d.swap_hands:
        said.append("After the deal, the dealer's opponent may swap hands with the dealer.")
    said += [deal_check("Teshi (a hand dealt all four cards of one month)", d.teshi, d.instant_win_points),
             deal_check("Kuttsuki (a hand dealt four pairs: two cards each of four months)", d.kuttsuki,
                        d.instant_win_points)]
    four = "All four cards of one month on the field at the deal"
    said.append({
        "redeal": f"{four}: the cards are dealt again.",
        "void": f"{four}: the round is void, and nobody scores.",
        "remove": f"{four}: they are set aside, and the round is played without them.",
        "dealer_wins": f"{four}: the dealer wins the round and scores "
                       f"{counted(d.field_four_points, POINTS)}.",
    }[d.field_four])
    said.append({
        "redeal": "Three cards of one month on the field at the deal: the cards are dealt again.",
        "pile": "Three cards of one month may lie on the field: the fourth card of that month takes all three.",
    }[d.field_three])
    if d.field_pairs != "off":
        pairs = "Four pairs on the field at the deal"
        said.append(f"{pairs}: the cards are dealt again." if d.field_pairs == "redeal"
                    else f"{pairs}: the round is void, and nobody scores.")
    return Section("The deal", tuple(said))


def deal_check(what: str, rule: str, points: int) -> str:
    """Teshi or Kuttsuki as the rules treat it."""
    return what + ": " + {
        "win": f"that player wins the round at once and scores {counted(points, POINTS)}.",
        "redeal": "the cards are dealt again.",
        "void": "the round is void, and nobody scores.",
        "off": "it counts for nothing, and the round is played.",
    }[rule]


def a_turn(rules: Rules) -> Section:
    p = rules.play
    said = ["Play a card from your hand. If a field card has the same month, you capture both; "
            "if none does, your card stays on the field."]
    if p.lay_matching:
        said.append("Even when your card matches, you may lay it on the field instead; "
                    "with two matches, you choose which one to take.")
    else:
        said.append("A card that matches must take its match; with two matches, you choose which one to take.")
    if p.must_capture:
        said.append("If a card in your hand can capture, you must play one that does.")
    said.append("Three cards of one month on the field are all taken by the fourth.")
    said.append("Then the top card of the deck is turned over, and captures (or stays) the same way.")
    if p.gaji:
        said.append("Gaji: until a November card has been played, the willow lightning card is wild: it takes "
                    "any field card you choose, and at the round's end you also take the field cards of that month.")
    if p.refill_empty_field:
        said.append("If the field is ever empty, the deck's top card is turned onto it.")
    else:
        said.append("If the field is empty, it stays so: the next card played is laid on it.")
    return Section("A turn", tuple(said))


def koikoi(rules: Rules) -> Section:
    p = rules.play
    said = ["Captured cards make yaku, the scoring sets listed below. When a turn makes or raises one "
            "of yours, you choose: Stop, and score now, or call Koi-Koi and play on for more."]
    special = [y.name for y in rules.yaku if y.special]
    if not p.special_yaku_can_stop and special:
        said.append(f"A special yaku alone ({names(special)}) does not let you stop: you need another yaku too.")
    said.append("After a koi-koi, if your opponent makes a yaku and stops first, they score and you get nothing.")
    said.append(koikoi_limit(p.koikoi_limit, p.koikoi_limit_scope))
    if p.last_turn_koikoi:
        said.append("You may call koi-koi even on your last card.")
    else:
        said.append("There is no koi-koi on your last card: a yaku made with it ends the round, and you score.")
    return Section("Yaku and koi-koi", tuple(said))


def koikoi_limit(limit: int, scope: str) -> str:
    """The koi-koi limit, whose calls count, and what a yaku with no call left does."""
    if not limit:
        return "Both players may call koi-koi as often as they make or raise a yaku."
    used = "your call" if limit == 1 else "your calls"
    if scope == "each":
        return (f"Each player may call koi-koi {times(limit)} a round: once you have used {used}, "
                "your next yaku ends the round at once, and you score.")
    used = "it has been called" if limit == 1 else "the calls are used up"
    return (f"Koi-koi may be called {times(limit)} a round in all, by either player: once {used}, "
            "the next yaku either player makes ends the round, and that player scores.")


MULTIPLIERS = (  # (option, sentence); the threshold is filled in
    ("koikoi_bonus", "Koi-koi bonus: each koi-koi you called adds 1 point, for up to three calls; with four "
                     "calls or more, your score is multiplied by the calls less 2 instead (4 calls ×2, 5 calls ×3)."),
    ("seven_plus", "If your yaku are worth {threshold} or more, your score doubles."),
    ("own_koikoi", "If you called koi-koi before stopping, your score doubles (once, however many calls)."),
    ("nth_koikoi", "Each koi-koi you called raises your multiplier: one call ×2, two calls ×3, and so on."),
    ("opponent_seven_plus", "If your opponent's yaku are worth {threshold} or more when you stop, "
                            "your score doubles."),
    ("opponent_koikoi", "If your opponent has called koi-koi, your score doubles."),
    ("field_brights", "Each bright on the field at the deal multiplies the round's score: one bright ×2, "
                      "two brights ×3, and so on."),
)


def scoring(rules: Rules) -> Section:
    s = rules.scoring
    said = ["Your round score is what your yaku are worth, added up."]
    said += replacements(rules)
    said += viewing(rules)
    said.append(sake_cup(s.sake_cup, s.sake_plains))
    threshold = counted(s.seven_plus_threshold, POINTS)
    multipliers = [text.format(threshold=threshold) for option, text in MULTIPLIERS if getattr(s, option)]
    said += multipliers
    if sum(1 for option, _ in MULTIPLIERS if getattr(s, option) and option != "koikoi_bonus") > 1:
        said.append("These multiply together: two doublings make ×4.")
    if s.forfeit_failed_koikoi:
        said.append("If you stop after your opponent's koi-koi, you also take the points of their yaku.")
    if not multipliers and not s.forfeit_failed_koikoi:
        said.append("No multiplier applies: you score what your yaku are worth.")
    return Section("Scoring", tuple(said))


def replacements(rules: Rules) -> list[str]:
    """Which yaku replace which, or that yaku add up; and the best-of groups."""
    said = []
    by_id = {y.id: y for y in rules.yaku}
    replacing = [y for y in rules.yaku if y.replaces]
    if rules.scoring.cumulative:
        example = f" ({replacing[0].name} together with {by_id[replacing[0].replaces[0]].name}, say)" \
            if replacing else ""
        said.append(f"Yaku add up: a card may count in several yaku at once{example}.")
    else:
        if replacing:
            said.append("A bigger yaku replaces the smaller ones it contains: you score only the bigger.")
        said += [f"{y.name} replaces {names([by_id[r].name for r in y.replaces])}." for y in replacing]
    groups: dict[str, list[str]] = {}
    for y in rules.yaku:
        if y.group:
            groups.setdefault(y.group, []).append(y.name)
    said += [f"Only the best of {names(members)} counts." for members in groups.values() if len(members) > 1]
    return said


def viewing(rules: Rules) -> list[str]:
    """How the viewing yaku (Hanami-zake, Tsukimi-zake) count."""
    views = [y.name for y in rules.yaku if y.viewing]
    if not views:
        return []
    them = names(views)
    said = {
        "on": [],
        "one": [f"Of {them}, only one counts."],
        "with_other": [f"{them} count only when you also have another yaku."],
        "off": [f"{them} never count under these rules."],
    }[rules.scoring.viewing_yaku]
    if rules.scoring.rain_spoils and rules.scoring.viewing_yaku != "off":
        said.append(f"Once you have captured a November (willow) card, {them} do not count for you.")
    return said


def sake_cup(how: str, plains: int) -> str:
    as_plain = "as two plains" if plains == 2 else "as a plain"
    return {
        "both": f"The sake cup counts both as an animal and {as_plain}.",
        "animal": "The sake cup counts only as an animal.",
        "plain": f"The sake cup counts only {as_plain}.",
        "either": f"The sake cup counts as an animal or {as_plain}, whichever scores more.",
    }[how]


def round_and_match_end(rules: Rules) -> Section:
    e, m = rules.end, rules.match
    ran_out = "If both hands run out and nobody has stopped"
    said = [{
        "void": f"{ran_out}, nobody scores.",
        "last_caller": f"{ran_out}, the last player to call koi-koi scores their yaku as if they had stopped; "
                       "with no call, nobody scores.",
        "caller_unless_last_player": f"{ran_out}, the last koi-koi caller scores their yaku, unless they "
                                     "played the round's last card; otherwise nobody scores.",
    }[e.exhausted]]
    paying = m.transfer or m.starting_points
    if e.oya_ken:
        said.append(f"When nobody scores that way, the dealer scores {counted(e.oya_ken, POINTS)} (oya-ken)"
                    + (", taken from the other player." if paying else "."))
    if e.dealer_rotation == "alternate":
        said.append("The players take turns to deal.")
    else:
        after = "the same dealer deals again" if e.no_winner_dealer == "stays" else "the other player deals"
        said.append(f"The round's winner deals the next round; after a round nobody won, {after}.")
    said += match_end(m)
    return Section("End of a round, and of the match", tuple(said))


def match_end(m: MatchOptions) -> list[str]:
    said = []
    if m.starting_points:
        said.append(f"Each player starts with {counted(m.starting_points, POINTS)}; the round's loser pays "
                    "its points to the winner, and a player left with 0 or less loses the match.")
    elif m.transfer:
        said.append("The points a player wins in a round are taken from the other player.")
    ends = []
    if m.rounds:
        ends.append(f"after {counted(m.rounds, ('{n} round', '{n} rounds'))}")
    if m.target:
        ends.append(f"as soon as a player reaches {counted(m.target, POINTS)}")
    if ends:
        said.append("The match ends " + " or ".join(ends) + "; the higher total wins.")
    return said


def yaku_lines(rules: Rules) -> list[YakuLine]:
    """Every yaku of the rules with its points, in words."""
    return [YakuLine(y, y.name, yaku_points(y), without_points(y.description)) for y in rules.yaku]
