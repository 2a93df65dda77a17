"""The rules' options in words: what every option is called, what it does,
and what its values are called (How to play's sentences are in
:mod:`.rules_explained`).

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


def without_points(description: str) -> str:
    """A yaku's description less its own "; +1 per extra ribbon": the points
    line says that from the rules, and a preset may set ``extra = 0``
    without rewording the description it inherits."""
    return re.sub(r";\s*\+\d+ per extra [a-z ]+\.?$", ".", description)
