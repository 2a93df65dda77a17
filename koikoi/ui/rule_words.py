"""The rules' options in words: what every option is called, what it does,
and what its values are called (How to play's sentences are in
:mod:`.rules_explained`).

Every string a player reads about the rules is here, one entry per option,
so that a translation pass finds them in one place and a test can check
that no option of :data:`~koikoi.games.koikoi.rules.SCHEMA` lacks its words.
The words are kept in English, marked with ``N_`` for the catalogs, and
translated when they are read (:attr:`OptionWords.label`,
:meth:`OptionWords.name`...), so a change of language applies at once.
Numbers are said by a function calling ``ngettext`` (:func:`points`). No
pygame here: the words are data, the scenes draw them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import LANGUAGES, N_, _, ngettext, pgettext

# TRANSLATORS: the value of an option that is switched on
ON = N_("On")
# TRANSLATORS: the value of an option that is switched off
OFF = N_("Off")


def said(message: str, context: str = "") -> str:
    """``message`` translated (in ``context`` when given); "" stays ""
    (gettext would give the catalog's header for it)."""
    if not message:
        return ""
    return pgettext(context, message) if context else _(message)


@dataclass(frozen=True)
class OptionWords:
    """How one option is shown: its ``label`` in the list, a one-line
    ``description`` in plain words, and a name for each of its values.

    The fields hold the English (the catalogs' keys); ``label``,
    ``description``, :meth:`name` and :meth:`meaning` say them in the
    language spoken. Yes/no options read On/Off. Enumerated values are named
    in ``values`` (looked up in ``context`` when it is given; never
    translated when ``verbatim``: each language by its own name), and
    ``meanings`` says in a few words what each one does. Numbers are said by
    ``count`` (a function of the number, by ``ngettext``), with ``zero`` for
    a 0 that means something else ("No limit").
    """

    label_id: str
    description_id: str
    values: Mapping[Any, str] = field(default_factory=dict)
    meanings: Mapping[Any, str] = field(default_factory=dict)
    count: Callable[[int], str] = str
    zero: str = ""
    context: str = ""
    verbatim: bool = False

    @property
    def label(self) -> str:
        """The option's name in the list: "Opponent"."""
        return said(self.label_id)

    @property
    def description(self) -> str:
        """What the option does, in a sentence."""
        return said(self.description_id)

    def name(self, value: Any) -> str:
        """The value as the player reads it: "On", "Redeal", "5 points"."""
        if isinstance(value, bool):
            return _(ON) if value else _(OFF)
        if value in self.values:
            return self.values[value] if self.verbatim else said(self.values[value], self.context)
        if isinstance(value, int):
            return said(self.zero) if value == 0 and self.zero else self.count(value)
        return " × ".join(map(str, value)) if isinstance(value, tuple) else str(value)  # a window's size

    def meaning(self, value: Any) -> str:
        """What this value does, when the option has a word for it."""
        return "" if isinstance(value, bool) else said(self.meanings.get(value, ""), self.context)


# --- numbers with their nouns ----------------------------------------------------

def points(n: int) -> str:
    """"1 point", "5 points"; "0 points" in a form of its own, where a
    language's plural rule puts zero with one but its players say it as
    many (Portuguese "0 tentos", where the rule gives "0 tento")."""
    if n == 0:
        # TRANSLATORS: no points at all, as your language says zero of them ("0 points"; Portuguese "0 tentos")
        return pgettext("zero", "{n} points").format(n=n)
    return ngettext("{n} point", "{n} points", n).format(n=n)


def cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def calls(n: int) -> str:
    # TRANSLATORS: koi-koi calls ("2 calls" a round)
    return ngettext("{n} call", "{n} calls", n).format(n=n)


def plains(n: int) -> str:
    # TRANSLATORS: plain cards (kasu): the sake cup counts as "2 plains"
    return ngettext("{n} plain", "{n} plains", n).format(n=n)


def rounds(n: int) -> str:
    return ngettext("{n} round", "{n} rounds", n).format(n=n)


POINTS = points  # the usual count of an option
# TRANSLATORS: what the rules do with a deal check (Teshi, Kuttsuki...): short, in a value box
DEAL_CHECK = {"win": N_("Instant win"), "redeal": N_("Redeal"), "void": N_("Void round"), "off": N_("Play on")}
# TRANSLATORS: what each value does, after its name and a colon ("Redeal: the cards are...")
DEAL_CHECK_MEANINGS = {
    "win": N_("that player wins the round at once (Instant win points)."),
    "redeal": N_("the cards are shuffled and dealt again."),
    "void": N_("the round ends at once and nobody scores."),
    "off": N_("it counts for nothing: the round is played."),
}

# --- the rule options, in SCHEMA order --------------------------------------

RULE_OPTIONS: dict[str, OptionWords] = {
    "deal.packet": OptionWords(
        N_("Cards dealt at a time"),
        N_("The dealer hands out 8 cards to each player and 8 to the field, this many at a time."),
        count=cards),
    "deal.first_dealer": OptionWords(
        N_("First dealer"),
        N_("How the dealer of the first round is chosen."),
        {"draw": N_("Draw cards"), "random": N_("Coin toss"), "birthday": N_("Birthday")},
        {"draw": N_("each player draws a card; the earlier month deals."),
         "random": N_("the first dealer is picked at random."),
         "birthday": N_("nearest birthday month; the game knows no birthdays, so it draws cards.")}),
    "deal.swap_hands": OptionWords(
        N_("Swap hands"),
        N_("If on: after the deal, the dealer's opponent may swap hands with the dealer.")),
    "deal.teshi": OptionWords(
        N_("Teshi (four of a month)"),
        N_("What happens when a player is dealt all four cards of one month (Teshi)."),
        DEAL_CHECK, DEAL_CHECK_MEANINGS),
    "deal.kuttsuki": OptionWords(
        N_("Kuttsuki (four pairs)"),
        N_("What happens when a player is dealt four pairs: two cards each of four months (Kuttsuki)."),
        DEAL_CHECK, DEAL_CHECK_MEANINGS),
    "deal.instant_win_points": OptionWords(
        N_("Instant win points"),
        N_("What a player scores for winning at the deal with Teshi or Kuttsuki."),
        count=points),
    "deal.field_four": OptionWords(
        N_("Four of a month on field"),
        N_("What happens when the cards dealt to the field hold all four cards of one month."),
        # TRANSLATORS: what the rules do with four of a month on the field, short, in a value box
        {"redeal": N_("Redeal"), "void": N_("Void round"), "remove": N_("Set aside"),
         "dealer_wins": N_("Dealer wins")},
        {"redeal": N_("the cards are shuffled and dealt again."),
         "void": N_("the round ends at once and nobody scores."),
         "remove": N_("the four cards leave the round, and play goes on without them."),
         "dealer_wins": N_("the dealer wins the round at once (Dealer's field-four points).")}),
    "deal.field_four_points": OptionWords(
        N_("Dealer's field-four points"),
        N_("What the dealer scores when four of a month on the field wins the round."),
        count=points),
    "deal.field_three": OptionWords(
        N_("Three of a month on field"),
        N_("What happens when the cards dealt to the field hold three cards of one month."),
        {"redeal": N_("Redeal"), "pile": N_("Play on")},
        {"redeal": N_("the cards are shuffled and dealt again."),
         "pile": N_("they stay, and the fourth card of that month takes all three.")}),
    "deal.field_pairs": OptionWords(
        N_("Four pairs on field"),
        N_("What happens when the cards dealt to the field are four pairs (two each of four months)."),
        {"redeal": N_("Redeal"), "void": N_("Void round"), "off": N_("Play on")},
        {"redeal": N_("the cards are shuffled and dealt again."),
         "void": N_("the round ends at once and nobody scores."),
         "off": N_("it counts for nothing: the round is played.")}),
    "play.lay_matching": OptionWords(
        N_("Lay a matching card"),
        N_("If on: a card you play may stay on the field even when it matches one. If off: you must take the match.")),
    "play.must_capture": OptionWords(
        N_("Must capture"),
        N_("If on: when a card in your hand can take a field card, you must play a card that does.")),
    "play.refill_empty_field": OptionWords(
        N_("Refill an empty field"),
        N_("If on: an empty field gets the deck's top card. If off: it stays empty until a card is laid on it.")),
    "play.gaji": OptionWords(
        N_("Gaji (wild lightning)"),
        N_("If on: the willow lightning card takes any field card, until a November card has been played.")),
    "play.koikoi_limit": OptionWords(
        N_("Koi-koi calls a round"),
        N_("How often koi-koi may be called in a round; a yaku made with no call left ends the round."),
        count=calls, zero=N_("No limit")),
    "play.koikoi_limit_scope": OptionWords(
        N_("Koi-koi limit counts"),
        N_("Whose calls count toward the koi-koi limit: each player's own, or both players' together."),
        # TRANSLATORS: whose koi-koi calls count toward the limit: each player's own, or the whole round's
        {"each": N_("Each player"), "round": N_("Whole round")},
        {"each": N_("each player may call up to the limit (as in Clubhouse Games)."),
         "round": N_("both players' calls count together (as in Battle Hanafuda).")}),
    "play.last_turn_koikoi": OptionWords(
        N_("Koi-koi on the last card"),
        N_("If on: koi-koi may be called on your last card. If off: a yaku made with your last card ends the round.")),
    "play.special_yaku_can_stop": OptionWords(
        N_("Stop on a special yaku"),
        N_("If on: a special yaku alone (a viewing yaku, Godori) lets you stop. If off: you need another yaku too.")),
    "scoring.viewing_yaku": OptionWords(
        N_("Viewing yaku"),
        N_("Whether Hanami-zake and Tsukimi-zake (a bright with the sake cup) score."),
        # TRANSLATORS: how the viewing yaku count: both, only one of the two, only beside another yaku, never
        {"on": N_("Both count"), "one": N_("Only one"), "with_other": N_("With another"), "off": N_("Never")},
        {"on": N_("each counts like any other yaku."),
         "one": N_("with both, only one of them counts."),
         "with_other": N_("they count only when you also have another yaku."),
         "off": N_("they never score.")}),
    "scoring.rain_spoils": OptionWords(
        N_("Rain spoils the viewing"),
        N_("If on: once you have captured a November (willow) card, your viewing yaku do not count.")),
    "scoring.sake_cup": OptionWords(
        N_("Sake cup counts as"),
        N_("Whether the sake cup (the chrysanthemum animal) counts toward animal yaku, plain yaku, or both."),
        {"both": N_("Animal and plain"), "animal": N_("Animal only"), "plain": N_("Plain only"), "either": N_("Animal or plain")},
        {"both": N_("it counts in both kinds at once."),
         "animal": N_("it counts only as an animal."),
         "plain": N_("it counts only as a plain."),
         "either": N_("as an animal or as a plain, whichever scores more.")}),
    "scoring.sake_plains": OptionWords(
        N_("Sake cup in Kasu"),
        N_("How many plains the sake cup counts for, when it counts as a plain."),
        count=plains),
    "scoring.cumulative": OptionWords(
        N_("Yaku add up"),
        N_("If on: a card may count in several yaku (Akatan with Tanzaku). If off: a bigger yaku replaces a smaller.")),
    "scoring.seven_plus_threshold": OptionWords(
        N_("High score from"),
        N_("How many points count as a high score, for the doubling rules below (7 in most rules)."),
        count=points),
    "scoring.seven_plus": OptionWords(
        N_("High score doubles"),
        N_("If on: when your yaku are worth a high score (see High score from) or more, your score doubles.")),
    "scoring.opponent_koikoi": OptionWords(
        N_("Opponent's koi-koi doubles"),
        N_("If on: if you stop after your opponent has called koi-koi, your score doubles.")),
    "scoring.own_koikoi": OptionWords(
        N_("Own koi-koi doubles"),
        N_("If on: if you called koi-koi before stopping, your score doubles (once, however many calls).")),
    "scoring.opponent_seven_plus": OptionWords(
        N_("Opponent's high score doubles"),
        N_("If on: if your opponent's yaku are worth a high score or more when you stop, your score doubles.")),
    "scoring.nth_koikoi": OptionWords(
        N_("Each koi-koi multiplies"),
        N_("If on: stopping after one koi-koi of yours multiplies your score by 2, after two by 3, and so on.")),
    "scoring.koikoi_bonus": OptionWords(
        N_("Koi-koi bonus points"),
        N_("If on: each koi-koi you called adds 1 point, up to 3; from 4 calls, it multiplies (×2, ×3...) instead.")),
    "scoring.field_brights": OptionWords(
        N_("Field brights multiply"),
        N_("If on: each bright on the field at the deal multiplies the round's score (one ×2, two ×3...).")),
    "scoring.forfeit_failed_koikoi": OptionWords(
        N_("Failed koi-koi forfeits"),
        N_("If on: if you stop after your opponent's koi-koi, you also take the points of their yaku.")),
    "end.exhausted": OptionWords(
        N_("When the hands run out"),
        N_("What happens when both hands are played out and nobody has stopped."),
        # TRANSLATORS: who scores when the hands run out: nobody, the last koi-koi caller, or the last
        # caller unless they played the last card
        {"void": N_("Nobody scores"), "last_caller": N_("Last caller"),
         "caller_unless_last_player": N_("Caller, if not last")},
        {"void": N_("the round counts for nothing (but see Dealer's points)."),
         "last_caller": N_("the last player to call koi-koi scores, as if they had stopped."),
         "caller_unless_last_player": N_("the last koi-koi caller scores, unless they played the last card.")}),
    "end.oya_ken": OptionWords(
        N_("Dealer's points (oya-ken)"),
        N_("When the hands run out and nobody scores, the dealer scores this many points."),
        # TRANSLATORS: no points at all (a value in a box)
        count=points, zero=N_("None")),
    "end.dealer_rotation": OptionWords(
        N_("Next dealer"),
        N_("Who deals the next round."),
        # TRANSLATORS: who deals next: the round's winner, or the two players in turn
        {"winner": N_("Round's winner"), "alternate": N_("Take turns")},
        {"winner": N_("the player who won the round deals the next one."),
         "alternate": N_("the players deal in turn, whoever won.")}),
    "end.no_winner_dealer": OptionWords(
        N_("Dealer after no winner"),
        N_("Who deals next after a round that nobody won, when the winner deals."),
        # TRANSLATORS: who deals after a round nobody won
        {"stays": N_("Same dealer"), "passes": N_("Other player")},
        {"stays": N_("the same player deals again."),
         "passes": N_("the other player deals.")}),
    "match.rounds": OptionWords(
        N_("Rounds"),
        N_("How many rounds the match lasts."),
        count=rounds, zero=N_("No limit")),
    "match.target": OptionWords(
        N_("Points to win"),
        N_("The first player to reach this many points wins the match."),
        count=points, zero=N_("No target")),
    "match.starting_points": OptionWords(
        N_("Starting points"),
        N_("Points each player starts with; the round's loser then pays, and 0 points loses the match."),
        # TRANSLATORS: no points at all (a value in a box)
        count=points, zero=N_("None")),
    "match.transfer": OptionWords(
        N_("Loser pays"),
        N_("If on: the points a player wins in a round are taken from the other player.")),
}

# The headings of the rule list in Settings, by table (Go-Stop's rules have
# a table of cards and one of Go or Stop besides).
TABLE_HEADINGS = {
    "cards": N_("The cards"), "deal": N_("The deal"), "play": N_("Playing"), "go": N_("Go or Stop"),
    "scoring": N_("Scoring"), "end": N_("End of a round"), "match": N_("The match"), "yaku": N_("Yaku"),
}

# --- the game's own options (the left column of Settings) -------------------

GAME_OPTIONS: dict[str, OptionWords] = {
    # The language comes first, each by its own name, never translated: a
    # player lost in a language finds theirs at the top.
    "language": OptionWords(
        N_("Language"),
        N_("The language of the game's words; a change applies at once."),
        dict(LANGUAGES), verbatim=True),
    "level": OptionWords(
        # TRANSLATORS: the option choosing how well the computer plays
        N_("Opponent"),
        N_("How well the computer plays."),
        {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")},
        {"easy": N_("takes the best cards it sees and calls koi-koi on a hunch."),
         "normal": N_("plays for yaku and weighs each koi-koi."),
         "hard": N_("looks ahead through many possible games; it thinks a moment.")}),
    "match_rounds": OptionWords(
        N_("Match length"),
        N_("How many rounds a match lasts. Choose “As the rules say” to keep the rule set's own end."),
        count=rounds, zero=N_("As the rules say")),
    "animation_speed": OptionWords(
        N_("Animation speed"),
        N_("How fast the cards move: 1× is the normal pace, 2× twice as fast.")),
    "reduced_motion": OptionWords(
        # TRANSLATORS: the option for players whom motion tires: cards fade from place to place ("Reduced motion: On")
        N_("Reduced motion"),
        # TRANSLATORS: the description of the Reduced motion option
        N_("If on: cards fade out and in where they would slide or turn over, and the banners do not pop.")),
    "text_size": OptionWords(
        # TRANSLATORS: the option making every text of the game larger ("Text size: 150%")
        N_("Text size"),
        # TRANSLATORS: the description of the Text size option
        N_("How large all the game's words are drawn; the screens make room for them."),
        count=lambda n: text_percent(n)),
    "sfx_volume": OptionWords(N_("Sound volume"), N_("How loud the cards and buttons sound.")),
    "music_volume": OptionWords(N_("Music volume"), N_("How loud the table music plays.")),
    # TRANSLATORS: the option silencing all sound ("Mute: On")
    "muted": OptionWords(N_("Mute"), N_("If on: no sound and no music at all.")),
    "fullscreen": OptionWords(N_("Fullscreen (F11)"),
                              N_("If on: the game fills the screen; F11 switches at any time.")),
    # TRANSLATORS: the option choosing the window's size in pixels ("1280 × 720"), kept for the next start
    "window_size": OptionWords(N_("Window size"), N_("The window's size in pixels: the window takes it at once, "
                                                     "and keeps it the next time you play."),
                               count=str),
    "card_indices": OptionWords(
        N_("Card corner numbers"),
        N_("If on: each card shows its month in a corner, on a disc coloured by its kind.")),
    "korean_months": OptionWords(
        # TRANSLATORS: the option numbering the months as Korean decks do, in Go-Stop
        N_("Korean month numbers (Go-Stop)"),
        N_("If on: in Go-Stop the corner numbers count paulownia as the 11th month and willow as the 12th, as on "
           "Korean cards.")),
    "preset": OptionWords(
        # TRANSLATORS: the option choosing the rule set
        N_("Rules"),
        N_("Which rules to play: each set is one that players of the game wrote down. The options below start "
           "from it.")),
}


def speed_name(v: float) -> str:
    """An animation speed: "1×", "1.25×"."""
    # TRANSLATORS: an animation speed, {n} times the normal pace ("1.25×")
    return pgettext("speed", "{n}×").format(n=f"{v:g}")


def text_percent(n: int) -> str:
    """A text size: "150%"."""
    # TRANSLATORS: a text size in percent of the normal ("150%"; French writes "150 %")
    return pgettext("text size", "{n}%").format(n=n)


def percent_name(v: float) -> str:
    """A volume: "80%"."""
    # TRANSLATORS: a volume in percent ("80%"; French writes "80 %")
    return pgettext("volume", "{n}%").format(n=round(v * 100))


@dataclass(frozen=True)
class YakuWords(OptionWords):
    """Words for a yaku's row in Settings, from the rules' own name and
    description of it (the presets' are in the catalogs, context ``yaku``;
    a yaku of the player's own rule file reads as written)."""

    yaku: str = ""
    about: str = ""
    points_row: bool = False  # the yaku's points, else whether it counts

    @property
    def label(self) -> str:
        name = pgettext("yaku", self.yaku)
        # TRANSLATORS: the option setting what a yaku scores ("Sanko points")
        return _("{yaku} points").format(yaku=name) if self.points_row else name

    @property
    def description(self) -> str:
        name, about = pgettext("yaku", self.yaku), yaku_description(self.about)
        if self.points_row:
            if about:
                # TRANSLATORS: {description} is the yaku's own, a sentence ("Five ribbons.")
                return _("What {yaku} scores when made. {description}").format(yaku=name, description=about)
            return _("What {yaku} scores when made.").format(yaku=name)
        if about:
            # TRANSLATORS: {description} is the yaku's own, a sentence ("Five ribbons.")
            return _("If on: {yaku} counts. {description}").format(yaku=name, description=about)
        return _("If on: {yaku} counts.").format(yaku=name)


def yaku_words(name: str, description: str, what: str) -> OptionWords:
    """Words for a yaku's row in Settings: ``what`` is "enabled" or "points"."""
    if what == "enabled":
        return YakuWords("", "", yaku=name, about=description)
    return YakuWords("", "", count=points, yaku=name, about=description, points_row=True)


def yaku_description(description: str) -> str:
    """A yaku's description as the player reads it, in the language spoken,
    less its own "+1 per extra" (see :func:`without_points`). The words
    looked up are those of the shorter English, a message of its own in the
    catalogs: a translation is never cut."""
    return pgettext("yaku", without_points(description)) if description else ""


def without_points(description: str) -> str:
    """A yaku's description less its own "; +1 per extra ribbon": the points
    line says that from the rules, and a preset may set ``extra = 0``
    without rewording the description it inherits. English only: the
    catalogs hold the shorter form as a message of its own."""
    return re.sub(r";\s*\+\d+ per extra [a-z ]+\.?$", ".", description)


# The language, first of the game's options: each language by its own name,
# never translated, so a player lost in a language finds theirs.


def refusal(exc: Exception) -> str:
    """Why a change was refused, in the player's words."""
    problem = str(getattr(exc, "problem", exc))  # RulesError and SettingsError say it bare
    if "no yaku is enabled" in problem:  # the engine's words, English: matched, never shown
        return _("Not changed: at least one yaku must stay on.")
    if "a match needs an end" in problem:
        return _("Not changed: a match needs an end (rounds, points to win or starting points).")
    # TRANSLATORS: a change the settings refused; {problem} is the rules' own reason, in English
    return _("Not changed: {problem}.").format(problem=problem)
