"""Go-Stop's rule options in words, beside Koi-Koi's (:mod:`.rule_words`)
and by the same :class:`~.rule_words.OptionWords`: what every option is
called, what it does in a line, and what its values are called, for
Settings; and the words of Go-Stop's own rows there (the opponent, the
game's length, the players). How to play's sentences are in
:mod:`.gostop_explained`.

The words are kept in English, marked with ``N_`` for the catalogs, and
translated when they are read, as Koi-Koi's are. A test checks that every
option of Go-Stop's rule sets has its words here. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..games.gostop import deck
from ..i18n import N_, _, ngettext, npgettext
from .gostop_explained import bonus_card
from .rule_words import OptionWords, cards, points, said
from .words import card_words, listing


def hands(n: int) -> str:
    # TRANSLATORS: Go-Stop: a number of hands (판), the deals a game is played in ("12 hands")
    return ngettext("{n} hand", "{n} hands", n).format(n=n)


def plains(n: int) -> str:
    # TRANSLATORS: Go-Stop: a number of plain cards (피: "7 plains"), taken from a player or held
    return npgettext("gostop", "{n} plain", "{n} plains", n).format(n=n)


def turns(n: int) -> str:
    # TRANSLATORS: Go-Stop: a number of a player's turns ("2 turns" of flips only after a bomb)
    return ngettext("{n} turn", "{n} turns", n).format(n=n)


def animals(n: int) -> str:
    # TRANSLATORS: Go-Stop: a number of animal cards (열끗: "7 animals")
    return ngettext("{n} animal", "{n} animals", n).format(n=n)


def players(n: int) -> str:
    # TRANSLATORS: Go-Stop: how many play at a table ("3 players")
    return ngettext("{n} player", "{n} players", n).format(n=n)


def times(n: int) -> str:
    # TRANSLATORS: a multiplier, "×2": the score is multiplied by {n}
    return _("×{n}").format(n=n)


def players_label(v: object) -> str:
    """A Go-Stop table's size as the player chooses it: "You and 1 CPU"."""
    if not isinstance(v, int):  # the Players choice offers the table's sizes, 2 and 3
        raise TypeError(f"a table of {v!r} players")
    # TRANSLATORS: the choice of Go-Stop's table: the person and {n} computer players
    return ngettext("You and {n} CPU", "You and {n} CPUs", v - 1).format(n=v - 1)


@dataclass(frozen=True)
class CardSetWords(OptionWords):
    """Words for a set of cards (the bonus cards, the double plains): the
    sets Settings offers by their names and meanings; any other by how many
    cards it holds, and those cards listed (``card`` says one by its id)."""

    card: Callable[[str], str] = str

    def name(self, value: Any) -> str:
        value = tuple(value)
        return super().name(value) if value in self.values else cards(len(value))

    def meaning(self, value: Any) -> str:
        value = tuple(value)
        return super().meaning(value) if value in self.meanings else listing([self.card(c) for c in value])


@dataclass(frozen=True)
class LengthWords(OptionWords):
    """Words for a game's length, (hands, target): a number of hands, a
    score to reach, or both (the first to come ends the game); (0, 0) is the
    rule set's own length."""

    def name(self, value: Any) -> str:
        n, target = value
        if n and target:
            # TRANSLATORS: a game's length: so many hands, or sooner to a score ("12 hands, to 50")
            return _("{hands}, to {target}").format(hands=hands(n), target=target)
        if target:
            # TRANSLATORS: a game's length: the first to reach {n} points wins ("To 50 points")
            return ngettext("To {n} point", "To {n} points", target).format(n=target)
        return hands(n) if n else said(self.zero)

    def meaning(self, value: Any) -> str:
        n, target = value
        if n and target:
            return _("the match ends after {hands}, or sooner when a player reaches {points}.").format(
                hands=hands(n), points=points(target))
        if target:
            return _("the first player to reach that score wins the match.")
        return _("the most points after the last hand win the match.") if n else ""


def _card(card_id: str) -> str:
    return bonus_card(card_id) if card_id in deck.BONUS_IDS else card_words(deck.INDEX[card_id], "gostop")


BONUS_SETS = {
    (): N_("None"),
    # TRANSLATORS: Go-Stop's bonus cards in the deck: the two worth two and three plains (matgo's)
    ("bonus-2pi", "bonus-3pi"): N_("Two plain bonuses"),
    ("bonus-1pi", "bonus-2pi", "bonus-3pi"): N_("Three plain bonuses"),
    deck.BONUS_IDS: N_("All five"),
}
DOUBLE_SETS = {
    (): N_("None"),
    ("willow-lightning",): N_("Lightning only"),
    # TRANSLATORS: Go-Stop's double plains: the willow lightning card and the red-banded paulownia plain
    ("willow-lightning", "paulownia-plain-3"): N_("Lightning, paulownia"),
}
# TRANSLATORS: what Go-Stop's flipped bonus card rule does, short, in a value box
FLIPPED_BONUS = {"standard": N_("Taken, flip again"), "seed": N_("Taken or laid on"), "pile": N_("Stays on a ppuk")}


def steals(label: str, description: str) -> OptionWords:
    """Words for the plains a move takes from each opponent."""
    return OptionWords(label, description, count=plains, zero=N_("None"))


# --- the rule options, in the order of the rule sets' tables ------------------------------

RULE_OPTIONS: dict[str, OptionWords] = {
    "cards.bonus": CardSetWords(
        N_("Bonus cards"),
        N_("Bonus cards added to the deck: each is taken at once, and the player draws another card."),
        BONUS_SETS,
        {(): N_("the deck has the 48 cards alone."),
         ("bonus-2pi", "bonus-3pi"): N_("one worth two plains and one worth three."),
         ("bonus-1pi", "bonus-2pi", "bonus-3pi"): N_("one worth a plain, one two plains, one three."),
         deck.BONUS_IDS: N_("the three plain bonuses, a bright that counts only for the hand's loser, and a card "
                            "that doubles its taker's win.")},
        card=_card),
    "cards.double_plains": CardSetWords(
        N_("Double plains"),
        N_("Plains that count as two plains (ssangpi) in the Pi yaku and for pi-bak."),
        DOUBLE_SETS,
        {(): N_("every plain counts one."),
         ("willow-lightning",): N_("the willow lightning card counts two."),
         ("willow-lightning", "paulownia-plain-3"): N_("the willow lightning card and the red-banded paulownia "
                                                       "plain count two.")},
        card=_card),
    "cards.sake_cup": OptionWords(
        N_("Sake cup counts as"),
        N_("Whether the sake cup (the chrysanthemum animal) counts as an animal or as a double plain."),
        # TRANSLATORS: how Go-Stop's sake cup counts: its holder chooses, the best way each time, or one way only;
        # never chosen, it counts at the hand's end as scores most for the winner and costs least for a loser
        {"chosen": N_("Holder chooses"), "best": N_("Best each time"), "animal": N_("An animal"),
         "plain": N_("A double plain")},
        {"chosen": N_("its holder chooses once, when the way it counts first decides whether they may call Go or "
                      "Stop."),
         "best": N_("each count takes the way that suits its holder: for a winner, the most points; for a loser, "
                    "the least to pay."),
         "animal": N_("it always counts as an animal."),
         "plain": N_("it always counts as a double plain.")}),
    "deal.hand": OptionWords(N_("Hand, two players"), N_("Cards dealt to each player at a table of two."),
                             count=cards),
    "deal.field": OptionWords(N_("Field, two players"), N_("Cards dealt face up to the field at a table of two."),
                              count=cards),
    "deal.hand_three": OptionWords(N_("Hand, three players"), N_("Cards dealt to each player at a table of three."),
                                   count=cards),
    "deal.field_three": OptionWords(N_("Field, three players"),
                                    N_("Cards dealt face up to the field at a table of three."), count=cards),
    "deal.four_in_hand": OptionWords(
        N_("Four of a month in hand"),
        N_("What happens when a player is dealt all four cards of one month."),
        # TRANSLATORS: what Go-Stop's rules do with four of a month in a dealt hand, short, in a value box
        {"capture": N_("Captured"), "chongtong": N_("Chongtong"), "chongtong_or_play": N_("Holder chooses")},
        {"capture": N_("the four go to their holder's captures, and the hand is played."),
         "chongtong": N_("their holder wins the hand at once (Chongtong points)."),
         "chongtong_or_play": N_("their holder wins at once, or keeps the four and plays on, as they choose.")}),
    "deal.chongtong_points": OptionWords(
        N_("Chongtong points"),
        N_("What a player dealt four of a month wins with chongtong."),
        count=points),
    "deal.four_on_field": OptionWords(
        N_("Four on the field"),
        N_("What happens when all four cards of one month are dealt to the field."),
        # TRANSLATORS: what Go-Stop's rules do with four of a month on the field, short, in a value box
        {"dealer_takes": N_("Dealer takes"), "redeal": N_("Redeal")},
        {"dealer_takes": N_("the dealer takes all four."),
         "redeal": N_("the cards are shuffled and dealt again.")}),
    "deal.bonus_on_field": OptionWords(
        N_("Bonus card on field"),
        N_("What happens to a bonus card dealt to the field."),
        # TRANSLATORS: what Go-Stop's rules do with a bonus card dealt to the field, short, in a value box
        {"dealer_takes": N_("Dealer takes"), "dealer_takes_and_refill": N_("Dealer takes, refill")},
        {"dealer_takes": N_("the dealer takes it, and the field has a card fewer."),
         "dealer_takes_and_refill": N_("the dealer takes it, and the deck's top card takes its place.")}),
    "deal.field_pair": OptionWords(
        N_("Pair on field"),
        N_("What happens to two cards of one month dealt to the field."),
        # TRANSLATORS: a pair dealt to Go-Stop's field: piled, or an ordinary choice of two, short, in a value box
        {"pile": N_("Piled"), "choice": N_("Choice of two")},
        {"pile": N_("the third card of their month is laid on them, and the fourth takes all three."),
         "choice": N_("a card of their month takes either one, as its player chooses.")}),
    "play.ppuk_steal": steals(
        N_("Ppuk pile steals"),
        N_("Plains taken from each opponent by whoever takes a ppuk pile with the fourth card.")),
    "play.own_ppuk_steal": steals(
        N_("Own ppuk pile steals"),
        N_("Plains taken from each opponent by a player who takes back a ppuk pile of their own.")),
    "play.jjok_steal": steals(
        N_("Jjok steals"),
        N_("Plains taken from each opponent on a jjok: the card turned up takes the card just played.")),
    "play.ttadak_steal": steals(
        N_("Ttadak steals"),
        N_("Plains taken from each opponent on a ttadak: played and turned-up cards take all four of a month.")),
    "play.sseul_steal": steals(
        N_("Sseul steals"),
        N_("Plains taken from each opponent on a sseul: a turn that leaves the field empty.")),
    "play.flipped_bonus": OptionWords(
        N_("Flipped bonus card"),
        N_("What happens when the card turned up from the deck is a bonus card."),
        FLIPPED_BONUS,
        {"standard": N_("the player takes it and turns up the next card."),
         "seed": N_("taken if the card played met no pair, else laid on that pair."),
         "pile": N_("taken, and the next card turned up; in a turn that makes a ppuk, it stays on the pile.")}),
    "play.shake": OptionWords(
        N_("Shake"),
        N_("If on: holding three of a month, you may show them before playing one; a shake doubles your win.")),
    "play.bomb": OptionWords(
        N_("Bomb"),
        N_("If on: holding three of a month whose fourth is on the field, you may play all three and take the four.")),
    "play.bomb_steal": steals(
        N_("Bomb steals"),
        N_("Plains taken from each opponent by a bomb.")),
    "play.bomb_flips": OptionWords(
        N_("Flips after a bomb"),
        N_("How many of the bomber's next turns are a flip only, since a bomb plays three cards at once."),
        count=turns, zero=N_("None")),
    "play.bomb_two": OptionWords(
        N_("Bomb of two"),
        N_("If on: holding two of a month whose other two are on the field, you must bomb with both, taking all four.")),
    "play.last_card_ppuk": OptionWords(
        N_("Ppuk on the last card"),
        N_("If on: your last hand card can make a ppuk. If off: it simply takes the pair and the card turned up.")),
    "play.steal_two_as_double": OptionWords(
        N_("A double plain for two"),
        N_("If on: a move that takes two plains from an opponent takes one double plain instead, if they have one.")),
    "play.three_ppuk": OptionWords(
        N_("Three ppuk: instant win"),
        N_("A player who makes three ppuk in one hand wins it at once, for this many points."),
        count=points, zero=N_("Off")),
    "go.threshold": OptionWords(
        N_("Go or Stop from"),
        N_("The least score with which a player may call Go or Stop, at a table of two."),
        count=points),
    "go.threshold_three": OptionWords(
        N_("Go or Stop, three players"),
        N_("The least score with which a player may call Go or Stop, at a table of three."),
        count=points),
    "go.must_rise": OptionWords(
        N_("Score must rise"),
        N_("If on: after a Go, you may choose again only once your score is higher than at that Go.")),
    "scoring.go_bonus": OptionWords(
        N_("Go bonus"),
        N_("What the stopping player's Go calls add to their score."),
        # TRANSLATORS: how Go calls add to a score, short, in a value box: +1 a Go and x2 from the third Go; or
        # +1 for one Go, x2 for two, x3 for three
        {"standard": N_("+1, ×2 from the 3rd"), "seed": N_("+1, then ×2, ×3...")},
        {"standard": N_("each Go adds a point; from the third Go on, each Go also doubles the win."),
         "seed": N_("one Go adds a point; two double the win, three triple it, and so on.")}),
    "scoring.shake_factor": OptionWords(
        N_("Shake multiplies"),
        N_("What each shake or bomb multiplies the winner's score by."),
        count=times),
    "scoring.pi_bak": OptionWords(
        N_("Pi-bak"),
        N_("If on: a win with the Pi yaku doubles against a loser with few plains (see Pi-bak at most).")),
    "scoring.pi_bak_max": OptionWords(
        N_("Pi-bak at most"),
        N_("Pi-bak applies to a loser holding this many plains or fewer."),
        count=plains, zero=N_("None")),
    "scoring.pi_bak_zero_exempt": OptionWords(
        N_("No plains, no pi-bak"),
        N_("If on: a loser who took no plain at all escapes pi-bak.")),
    "scoring.gwang_bak": OptionWords(
        N_("Gwang-bak"),
        N_("If on: a win with bright yaku doubles against a loser who took no bright.")),
    "scoring.meong_bak": OptionWords(
        N_("Meong-bak"),
        N_("If on: a win doubles when the winner took many animals (see Meong-bak from).")),
    "scoring.meong_bak_min": OptionWords(
        N_("Meong-bak from"),
        N_("How many animals the winner needs for meong-bak."),
        count=animals),
    "scoring.go_bak": OptionWords(
        N_("Go-bak"),
        N_("If on: a loser who had called Go pays double.")),
    "scoring.go_bak_three": OptionWords(
        N_("Go-bak, three players"),
        N_("How go-bak works at a table of three."),
        # TRANSLATORS: how a loser who called Go pays at Go-Stop's table of three, short, in a value box
        {"double": N_("Pays double"), "pays_all": N_("Pays for both")},
        {"double": N_("each loser who had called Go pays double, as at a table of two."),
         "pays_all": N_("the loser who had called Go pays what both losers owe; the other pays nothing.")}),
    "scoring.no_bright_bonus": OptionWords(
        N_("No-bright bonus"),
        N_("Points added to the winner's score when the loser took no bright."),
        count=points, zero=N_("None")),
    "scoring.few_plains_factor": OptionWords(
        N_("Few plains multiply"),
        N_("What the winner's score is multiplied by when the loser took few plains (see below)."),
        count=times),
    "scoring.few_plains_under": OptionWords(
        N_("Few plains: under"),
        N_("A loser with fewer plains than this took few plains, at a table of two."),
        count=plains, zero=N_("None")),
    "scoring.few_plains_under_three": OptionWords(
        N_("Few plains, three players"),
        N_("A loser with fewer plains than this took few plains, at a table of three."),
        count=plains, zero=N_("None")),
    "scoring.double_joker_factor": OptionWords(
        N_("Doubling card multiplies"),
        N_("What a winner's score is multiplied by when they took the bonus card that doubles."),
        count=times),
    "end.nagari_doubles": OptionWords(
        N_("Draw doubles next hand"),
        N_("If on: after a hand nobody wins (nagari), the next hand is worth double.")),
    "match.players": OptionWords(
        N_("Players"),
        N_("The table the rules deal for when none is chosen."),
        count=players),
    "match.most_players": OptionWords(
        N_("Largest table"),
        N_("The most players the rules are played by; at 3, Players offers a table of three."),
        count=players),
    "match.rounds": OptionWords(
        N_("Hands"),
        N_("How many hands the match lasts."),
        count=hands, zero=N_("No limit")),
    "match.target": OptionWords(
        N_("Points to win"),
        N_("The first player to reach this many points wins the match."),
        count=points, zero=N_("No target")),
}

# --- Go-Stop's own rows of Settings' left column --------------------------------------------

GAME_OPTIONS: dict[str, OptionWords] = {
    "level": OptionWords(
        N_("Opponent"),
        N_("How well the computer plays."),
        {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")},
        {"easy": N_("takes the best cards it sees, shakes and bombs at once, and calls Go on a hunch."),
         "normal": N_("plays for yaku, keeps cards from you, and plays each Go or Stop out."),
         "hard": N_("plays each choice out over many imagined hands; it thinks a moment.")}),
    "gostop_length": LengthWords(
        N_("Match length"),
        N_("How many hands a match lasts, or the score that wins it. Choose “As the rules say” to keep the rules' own."),
        zero=N_("As the rules say")),
    "gostop_players": OptionWords(
        N_("Players"),
        N_("You against one computer player, or against two where the rules are played by three."),
        count=players_label),
}


def deal_said(rules: Any) -> str:
    """How a Go-Stop rule set deals, from its numbers (not written in its description, which would be false at
    the other table size): "Deal: 8 cards each and 10 on the field at two; 7 each and 6 on the field at three."."""
    d = rules.deal
    if rules.match.most_players < 3:
        # TRANSLATORS: Go-Stop: a rule set's deal, after its description in Settings ("Deal: 10 cards each, 8 on
        # the field.")
        return ngettext("Deal: {hand} card each, {field} on the field.",
                        "Deal: {hand} cards each, {field} on the field.", d.hand).format(hand=d.hand, field=d.field)
    # TRANSLATORS: Go-Stop: a rule set's deal at a table of two and of three, after its description in Settings
    return ngettext("Deal: {hand} card each and {field} on the field at two; {hand_three} each and {field_three} "
                    "on the field at three.",
                    "Deal: {hand} cards each and {field} on the field at two; {hand_three} each and {field_three} "
                    "on the field at three.", d.hand).format(hand=d.hand, field=d.field, hand_three=d.hand_three,
                                                             field_three=d.field_three)
