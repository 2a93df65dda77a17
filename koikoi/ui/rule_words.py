"""The rules in words: what every option is called, what it does, what its
values are called, and How to play said from a rule set.

Every string a player reads about the rules is here, one entry per option,
so that a translation pass finds them in one place and a test can check
that no option of :data:`~koikoi.engine.rules.SCHEMA` lacks its words.
Numbers are said with a singular and a plural form (``"{n} point"``,
``"{n} points"``), ready for ``ngettext``. No pygame here: the words are
data, the scenes draw them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.rules import Rules, YakuRule

ON, OFF = "On", "Off"


@dataclass(frozen=True)
class OptionWords:
    """How one option is shown: its ``label`` in the list, a one-line
    ``description`` in plain words, and a name for each of its values.

    Yes/no options read On/Off. Enumerated values are named in ``values``,
    and ``meanings`` says in a few words what each one does. Numbers are
    said by ``count`` (singular, plural, each with ``{n}``), with ``zero``
    for a 0 that means something else ("No limit").
    """

    label: str
    description: str
    values: Mapping[Any, str] = field(default_factory=dict)
    meanings: Mapping[Any, str] = field(default_factory=dict)
    count: tuple[str, str] = ("{n}", "{n}")
    zero: str = ""

    def name(self, value: Any) -> str:
        """The value as the player reads it: "On", "Redeal", "5 points"."""
        if isinstance(value, bool):
            return ON if value else OFF
        if value in self.values:
            return self.values[value]
        if isinstance(value, int):
            return counted(value, self.count, self.zero)
        return str(value)

    def meaning(self, value: Any) -> str:
        """What this value does, when the option has a word for it."""
        return "" if isinstance(value, bool) else self.meanings.get(value, "")


def counted(n: int, forms: tuple[str, str], zero: str = "") -> str:
    """``n`` with its noun: "1 point", "5 points" (or the word for zero)."""
    if n == 0 and zero:
        return zero
    return (forms[0] if n == 1 else forms[1]).format(n=n)


POINTS = ("{n} point", "{n} points")
DEAL_CHECK = {"win": "Instant win", "redeal": "Redeal", "void": "Void round", "off": "Play on"}
DEAL_CHECK_MEANINGS = {
    "win": "that player wins the round at once (Instant win points).",
    "redeal": "the cards are shuffled and dealt again.",
    "void": "the round ends at once and nobody scores.",
    "off": "it counts for nothing: the round is played.",
}

# --- the rule options, in SCHEMA order --------------------------------------

RULE_OPTIONS: dict[str, OptionWords] = {
    "deal.packet": OptionWords(
        "Cards dealt at a time",
        "The dealer hands out 8 cards to each player and 8 to the field, this many at a time.",
        count=("{n} card", "{n} cards")),
    "deal.first_dealer": OptionWords(
        "First dealer",
        "How the dealer of the first round is chosen.",
        {"draw": "Draw cards", "random": "Coin toss", "birthday": "Birthday"},
        {"draw": "each player draws a card; the earlier month deals.",
         "random": "the first dealer is picked at random.",
         "birthday": "nearest birthday month; the game knows no birthdays, so it draws cards."}),
    "deal.swap_hands": OptionWords(
        "Swap hands",
        "On: after the deal, the dealer's opponent may swap hands with the dealer."),
    "deal.teshi": OptionWords(
        "Teshi (four of a month)",
        "What happens when a player is dealt all four cards of one month (Teshi).",
        DEAL_CHECK, DEAL_CHECK_MEANINGS),
    "deal.kuttsuki": OptionWords(
        "Kuttsuki (four pairs)",
        "What happens when a player is dealt four pairs: two cards each of four months (Kuttsuki).",
        DEAL_CHECK, DEAL_CHECK_MEANINGS),
    "deal.instant_win_points": OptionWords(
        "Instant win points",
        "What a player scores for winning at the deal with Teshi or Kuttsuki.",
        count=POINTS),
    "deal.field_four": OptionWords(
        "Four of a month on field",
        "What happens when the cards dealt to the field hold all four cards of one month.",
        {"redeal": "Redeal", "void": "Void round", "remove": "Set aside", "dealer_wins": "Dealer wins"},
        {"redeal": "the cards are shuffled and dealt again.",
         "void": "the round ends at once and nobody scores.",
         "remove": "the four cards leave the round, and play goes on without them.",
         "dealer_wins": "the dealer wins the round at once (Dealer's field-four points)."}),
    "deal.field_four_points": OptionWords(
        "Dealer's field-four points",
        "What the dealer scores when four of a month on the field wins the round.",
        count=POINTS),
    "deal.field_three": OptionWords(
        "Three of a month on field",
        "What happens when the cards dealt to the field hold three cards of one month.",
        {"redeal": "Redeal", "pile": "Play on"},
        {"redeal": "the cards are shuffled and dealt again.",
         "pile": "they stay, and the fourth card of that month takes all three."}),
    "deal.field_pairs": OptionWords(
        "Four pairs on field",
        "What happens when the cards dealt to the field are four pairs (two each of four months).",
        {"redeal": "Redeal", "void": "Void round", "off": "Play on"},
        {"redeal": "the cards are shuffled and dealt again.",
         "void": "the round ends at once and nobody scores.",
         "off": "it counts for nothing: the round is played."}),
    "play.lay_matching": OptionWords(
        "Lay a matching card",
        "On: a card you play may stay on the field even when it matches one. Off: you must take the match."),
    "play.must_capture": OptionWords(
        "Must capture",
        "On: when a card in your hand can take a field card, you must play a card that does."),
    "play.refill_empty_field": OptionWords(
        "Refill an empty field",
        "On: an empty field gets the deck's top card. Off: it stays empty until a card is laid on it."),
    "play.gaji": OptionWords(
        "Gaji (wild lightning)",
        "On: the willow lightning card takes any field card, until a November card has been played."),
    "play.koikoi_limit": OptionWords(
        "Koi-koi calls a round",
        "How often koi-koi may be called in a round; a yaku made with no call left ends the round.",
        count=("{n} call", "{n} calls"), zero="No limit"),
    "play.koikoi_limit_scope": OptionWords(
        "Koi-koi limit counts",
        "Whose calls count toward the koi-koi limit: each player's own, or both players' together.",
        {"each": "Each player", "round": "Whole round"},
        {"each": "each player may call up to the limit (as in Clubhouse Games).",
         "round": "both players' calls count together (as in Battle Hanafuda)."}),
    "play.last_turn_koikoi": OptionWords(
        "Koi-koi on the last card",
        "On: koi-koi may be called on your last card. Off: a yaku made with your last card ends the round."),
    "play.special_yaku_can_stop": OptionWords(
        "Stop on a special yaku",
        "On: a special yaku alone (a viewing yaku, Godori) lets you stop. Off: you need another yaku too."),
    "scoring.viewing_yaku": OptionWords(
        "Viewing yaku",
        "Whether Hanami-zake and Tsukimi-zake (a bright with the sake cup) score.",
        {"on": "Both count", "one": "Only one", "with_other": "With another", "off": "Never"},
        {"on": "each counts like any other yaku.",
         "one": "with both, only one of them counts.",
         "with_other": "they count only when you also have another yaku.",
         "off": "they never score."}),
    "scoring.rain_spoils": OptionWords(
        "Rain spoils the viewing",
        "On: once you have captured a November (willow) card, your viewing yaku do not count."),
    "scoring.sake_cup": OptionWords(
        "Sake cup counts as",
        "Whether the sake cup (the chrysanthemum animal) counts toward animal yaku, plain yaku, or both.",
        {"both": "Animal and plain", "animal": "Animal only", "plain": "Plain only", "either": "Animal or plain"},
        {"both": "it counts in both kinds at once.",
         "animal": "it counts only as an animal.",
         "plain": "it counts only as a plain.",
         "either": "as an animal or as a plain, whichever scores more."}),
    "scoring.sake_plains": OptionWords(
        "Sake cup in Kasu",
        "How many plains the sake cup counts for, when it counts as a plain.",
        count=("{n} plain", "{n} plains")),
    "scoring.cumulative": OptionWords(
        "Yaku add up",
        "On: a card may count in several yaku (Akatan with Tanzaku). Off: a bigger yaku replaces a smaller."),
    "scoring.seven_plus_threshold": OptionWords(
        "High score from",
        "How many points count as a high score, for the doubling rules below (7 in most rules).",
        count=POINTS),
    "scoring.seven_plus": OptionWords(
        "High score doubles",
        "On: when your yaku are worth a high score (see High score from) or more, your score doubles."),
    "scoring.opponent_koikoi": OptionWords(
        "Opponent's koi-koi doubles",
        "On: if you stop after your opponent has called koi-koi, your score doubles."),
    "scoring.own_koikoi": OptionWords(
        "Own koi-koi doubles",
        "On: if you called koi-koi before stopping, your score doubles (once, however many calls)."),
    "scoring.opponent_seven_plus": OptionWords(
        "Opponent's high score doubles",
        "On: if your opponent's yaku are worth a high score or more when you stop, your score doubles."),
    "scoring.nth_koikoi": OptionWords(
        "Each koi-koi multiplies",
        "On: stopping after one koi-koi of yours multiplies your score by 2, after two by 3, and so on."),
    "scoring.koikoi_bonus": OptionWords(
        "Koi-koi bonus points",
        "On: each koi-koi you called adds 1 point, up to 3; from 4 calls, it multiplies (×2, ×3...) instead."),
    "scoring.field_brights": OptionWords(
        "Field brights multiply",
        "On: each bright on the field at the deal multiplies the round's score (one ×2, two ×3...)."),
    "scoring.forfeit_failed_koikoi": OptionWords(
        "Failed koi-koi forfeits",
        "On: if you stop after your opponent's koi-koi, you also take the points of their yaku."),
    "end.exhausted": OptionWords(
        "When the hands run out",
        "What happens when both hands are played out and nobody has stopped.",
        {"void": "Nobody scores", "last_caller": "Last caller", "caller_unless_last_player": "Caller, if not last"},
        {"void": "the round counts for nothing (but see Dealer's points).",
         "last_caller": "the last player to call koi-koi scores, as if they had stopped.",
         "caller_unless_last_player": "the last koi-koi caller scores, unless they played the last card."}),
    "end.oya_ken": OptionWords(
        "Dealer's points (oya-ken)",
        "When the hands run out and nobody scores, the dealer scores this many points.",
        count=POINTS, zero="None"),
    "end.dealer_rotation": OptionWords(
        "Next dealer",
        "Who deals the next round.",
        {"winner": "Round's winner", "alternate": "Take turns"},
        {"winner": "the player who won the round deals the next one.",
         "alternate": "the players deal in turn, whoever won."}),
    "end.no_winner_dealer": OptionWords(
        "Dealer after no winner",
        "Who deals next after a round that nobody won, when the winner deals.",
        {"stays": "Same dealer", "passes": "Other player"},
        {"stays": "the same player deals again.",
         "passes": "the other player deals."}),
    "match.rounds": OptionWords(
        "Rounds",
        "How many rounds the match lasts.",
        count=("{n} round", "{n} rounds"), zero="No limit"),
    "match.target": OptionWords(
        "Points to win",
        "The first player to reach this many points wins the match.",
        count=POINTS, zero="No target"),
    "match.starting_points": OptionWords(
        "Starting points",
        "Points each player starts with; the round's loser then pays, and 0 points loses the match.",
        count=POINTS, zero="None"),
    "match.transfer": OptionWords(
        "Loser pays",
        "On: the points a player wins in a round are taken from the other player."),
}

# The headings of the rule list in Settings, by table.
TABLE_HEADINGS = {
    "deal": "The deal", "play": "Playing", "scoring": "Scoring", "end": "End of a round",
    "match": "The match", "yaku": "Yaku",
}

# --- the game's own options (the left column of Settings) -------------------

GAME_OPTIONS: dict[str, OptionWords] = {
    "level": OptionWords(
        "Opponent",
        "How well the computer plays.",
        {"easy": "Easy", "normal": "Normal", "hard": "Hard"},
        {"easy": "takes the best cards it sees and calls koi-koi on a hunch.",
         "normal": "plays for yaku and weighs each koi-koi.",
         "hard": "looks ahead through many possible games; it thinks a moment."}),
    "match_rounds": OptionWords(
        "Match length",
        "How many rounds a match lasts; As the rules say keeps the rule set's own end.",
        count=("{n} round", "{n} rounds"), zero="As the rules say"),
    "animation_speed": OptionWords(
        "Animation speed",
        "How fast the cards move: 1× is the normal pace, 2× twice as fast."),
    "sfx_volume": OptionWords("Sound volume", "How loud the cards and buttons sound."),
    "music_volume": OptionWords("Music volume", "How loud the table music plays."),
    "muted": OptionWords("Mute", "On: no sound and no music at all."),
    "fullscreen": OptionWords("Fullscreen (F11)", "On: the game fills the screen; F11 switches at any time."),
    "card_indices": OptionWords(
        "Card corner numbers",
        "On: each card shows its month in a corner, on a disc coloured by its kind."),
    "preset": OptionWords(
        "Rules",
        "The rule set to play, from a players' rule document; the options below start from it."),
}


def speed_name(v: float) -> str:
    """An animation speed: "1×", "1.25×"."""
    return f"{v:g}×"


def percent_name(v: float) -> str:
    """A volume: "80%"."""
    return f"{round(v * 100)}%"


def yaku_words(name: str, description: str, what: str) -> OptionWords:
    """Words for a yaku's row in Settings: ``what`` is "enabled" or "points"."""
    about = without_points(description).rstrip(".")
    if what == "enabled":
        return OptionWords(name, f"On: {name} counts. {about}.")
    return OptionWords(f"{name} points", f"What {name} scores when made. {about}.", count=POINTS)


# --- How to play, said from a rule set ---------------------------------------


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
    packet = "one at a time" if d["packet"] == 1 else f"{d['packet']} at a time"
    said = [f"The dealer gives 8 cards to each player and lays 8 face up on the field, {packet}; "
            "the rest is the deck, face down."]
    said.append({
        "draw": "For the first round, each player draws a card: the earlier month deals.",
        "random": "The first round's dealer is picked at random.",
        "birthday": "The first dealer would be the player whose birthday month is nearer a turned card; "
                    "the game does not know birthdays, so each player draws a card and the earlier month deals.",
    }[d["first_dealer"]])
    if d["swap_hands"]:
        said.append("After the deal, the dealer's opponent may swap hands with the dealer.")
    said += [deal_check("Teshi (a hand dealt all four cards of one month)", d["teshi"], d["instant_win_points"]),
             deal_check("Kuttsuki (a hand dealt four pairs: two cards each of four months)", d["kuttsuki"],
                        d["instant_win_points"])]
    four = "All four cards of one month on the field at the deal"
    said.append({
        "redeal": f"{four}: the cards are dealt again.",
        "void": f"{four}: the round is void, and nobody scores.",
        "remove": f"{four}: they are set aside, and the round is played without them.",
        "dealer_wins": f"{four}: the dealer wins the round and scores "
                       f"{counted(d['field_four_points'], POINTS)}.",
    }[d["field_four"]])
    said.append({
        "redeal": "Three cards of one month on the field at the deal: the cards are dealt again.",
        "pile": "Three cards of one month may lie on the field: the fourth card of that month takes all three.",
    }[d["field_three"]])
    if d["field_pairs"] != "off":
        pairs = "Four pairs on the field at the deal"
        said.append(f"{pairs}: the cards are dealt again." if d["field_pairs"] == "redeal"
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
    if p["lay_matching"]:
        said.append("Even when your card matches, you may lay it on the field instead; "
                    "with two matches, you choose which one to take.")
    else:
        said.append("A card that matches must take its match; with two matches, you choose which one to take.")
    if p["must_capture"]:
        said.append("If a card in your hand can capture, you must play one that does.")
    said.append("Three cards of one month on the field are all taken by the fourth.")
    said.append("Then the top card of the deck is turned over, and captures (or stays) the same way.")
    if p["gaji"]:
        said.append("Gaji: until a November card has been played, the willow lightning card is wild: it takes "
                    "any field card you choose, and at the round's end you also take the field cards of that month.")
    if p["refill_empty_field"]:
        said.append("If the field is ever empty, the deck's top card is turned onto it.")
    else:
        said.append("If the field is empty, it stays so: the next card played is laid on it.")
    return Section("A turn", tuple(said))


def koikoi(rules: Rules) -> Section:
    p = rules.play
    said = ["Captured cards make yaku, the scoring sets listed below. When a turn makes or raises one "
            "of yours, you choose: Stop, and score now, or call Koi-Koi and play on for more."]
    special = [y.name for y in rules.yaku if y.special]
    if not p["special_yaku_can_stop"] and special:
        said.append(f"A special yaku alone ({names(special)}) does not let you stop: you need another yaku too.")
    said.append("After a koi-koi, if your opponent makes a yaku and stops first, they score and you get nothing.")
    said.append(koikoi_limit(p["koikoi_limit"], p["koikoi_limit_scope"]))
    if p["last_turn_koikoi"]:
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
    said.append(sake_cup(s["sake_cup"], s["sake_plains"]))
    threshold = counted(s["seven_plus_threshold"], POINTS)
    multipliers = [text.format(threshold=threshold) for option, text in MULTIPLIERS if s[option]]
    said += multipliers
    if sum(1 for option, _ in MULTIPLIERS if s[option] and option != "koikoi_bonus") > 1:
        said.append("These multiply together: two doublings make ×4.")
    if s["forfeit_failed_koikoi"]:
        said.append("If you stop after your opponent's koi-koi, you also take the points of their yaku.")
    if not multipliers and not s["forfeit_failed_koikoi"]:
        said.append("No multiplier applies: you score what your yaku are worth.")
    return Section("Scoring", tuple(said))


def replacements(rules: Rules) -> list[str]:
    """Which yaku replace which, or that yaku add up; and the best-of groups."""
    said = []
    by_id = {y.id: y for y in rules.yaku}
    replacing = [y for y in rules.yaku if y.replaces]
    if rules.scoring["cumulative"]:
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
    }[rules.scoring["viewing_yaku"]]
    if rules.scoring["rain_spoils"] and rules.scoring["viewing_yaku"] != "off":
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
    }[e["exhausted"]]]
    paying = m["transfer"] or m["starting_points"]
    if e["oya_ken"]:
        said.append(f"When nobody scores that way, the dealer scores {counted(e['oya_ken'], POINTS)} (oya-ken)"
                    + (", taken from the other player." if paying else "."))
    if e["dealer_rotation"] == "alternate":
        said.append("The players take turns to deal.")
    else:
        after = "the same dealer deals again" if e["no_winner_dealer"] == "stays" else "the other player deals"
        said.append(f"The round's winner deals the next round; after a round nobody won, {after}.")
    said += match_end(m)
    return Section("End of a round, and of the match", tuple(said))


def match_end(m: Mapping[str, Any]) -> list[str]:
    said = []
    if m["starting_points"]:
        said.append(f"Each player starts with {counted(m['starting_points'], POINTS)}; the round's loser pays "
                    "its points to the winner, and a player left with 0 or less loses the match.")
    elif m["transfer"]:
        said.append("The points a player wins in a round are taken from the other player.")
    ends = []
    if m["rounds"]:
        ends.append(f"after {counted(m['rounds'], ('{n} round', '{n} rounds'))}")
    if m["target"]:
        ends.append(f"as soon as a player reaches {counted(m['target'], POINTS)}")
    if ends:
        said.append("The match ends " + " or ".join(ends) + "; the higher total wins.")
    return said


def yaku_lines(rules: Rules) -> list[YakuLine]:
    """Every yaku of the rules with its points, in words."""
    return [YakuLine(y, y.name, yaku_points(y), without_points(y.description)) for y in rules.yaku]


def without_points(description: str) -> str:
    """A yaku's description less its own "; +1 per extra ribbon": the points
    line says that from the rules, and a preset may set ``extra = 0``
    without rewording the description it inherits."""
    return re.sub(r";\s*\+\d+ per extra [a-z ]+\.?$", ".", description)
