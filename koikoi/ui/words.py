"""What the game says: names of reasons, multipliers, deal checks and
cards, in the language spoken (looked up when a function is called; the
dicts of constants hold the English, marked with ``N_``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..games.common.cards import CARD_IDS, KIND_OF, MONTH_OF, SAKE_CUP, Kind
from ..games.gostop.deck import IDS as GOSTOP_IDS
from ..games.koikoi.game import MatchState
from ..games.koikoi.rules import Rules
from ..games.koikoi.scoring import Score
from ..games.koikoi.turn import RoundResult
from ..i18n import N_, _, pgettext
from .deck_words import card_subject, month_flower, month_words, named_for_itself
from .seat_words import Seats, koikoi_score_line

REDEAL = {
    "field-four": N_("Four cards of one month on the field"),
    "field-three": N_("Three cards of one month on the field"),
    "field-pairs": N_("Four pairs on the field"),
    "teshi": N_("Teshi: four of a month in a dealt hand"),
    "kuttsuki": N_("Kuttsuki: four pairs in a dealt hand"),
}

# Cards are named from their ids ("pine-crane", "willow-plain-1"). The words
# are looked up when a card is named, so they are made by functions: each
# call of pgettext marks its words for the catalogs, with a context for each
# kind of word (a card's name, a flower, a kind, a month). A card has one
# name (``card_words``: "Wisteria cuckoo") wherever it is named; pointing at
# it says that name, then its month and kind (``card_name``).

# The cards whose name says their kind already ("Pine poetry ribbon", "Pine
# plain card"), by the second word of their id: pointing does not say it twice.
NAMES_ITS_KIND = frozenset({"poetry", "red", "blue", "plain"})


def flower(month: int, game: str = "koikoi") -> str:
    """A month's flower, within a sentence: "pine", "bush clover" (in a
    themed deck, its character: :mod:`.deck_words`); at Go-Stop's table
    (``game`` "gostop") in Go-Stop's words, where a language has its own
    for them (Korean: 솔 for the pine, where Koi-Koi says 소나무)."""
    return month_words(month, game == "gostop")


def kind_words(kind: Kind) -> str:
    """A card's kind, within a sentence: "bright", "plain"."""
    # TRANSLATORS: a card's kind, after its name where it is pointed at ("Pine crane (January), bright")
    return {Kind.BRIGHT: pgettext("kind", "bright"), Kind.ANIMAL: pgettext("kind", "animal"),
            Kind.RIBBON: pgettext("kind", "ribbon"), Kind.PLAIN: pgettext("kind", "plain")}[kind]


def card_name(card: int, rules: Rules | None = None) -> str:
    """A card pointed at, for the status line: its name, the one every
    lesson, log line and banner says (:func:`card_words`), then its month
    and its kind: "Pine crane (January), bright". The sake cup says how the
    rules also count it.

    The name comes first and whole, so a player reads the card a lesson
    spoke of ("Wisteria cuckoo") where they point at it (issue 39: the
    lessons said "Wisteria cuckoo" while pointing said "Cuckoo, wisteria
    (April), animal", and a newcomer could not tell they were one card).
    The month and kind follow in a message of their own, which a language
    whose names say the month already (French: "le coucou d’avril") may
    leave the month out of, naming the month's flower instead ("Le coucou
    d’avril (glycine), animal": the flower French names a month by
    elsewhere, "Mois : Glycine").

    What a player needs of a card is what it shows, its month (what it
    matches) and its kind (what yaku it counts toward); the name says
    those and no number. The card's old point value (20 for a bright, 10,
    5, 1: Hachi-Hachi's count) was once said last, bare ("..., bright,
    20"), and a new player could not tell what it was: in Koi-Koi and
    Go-Stop it scores nothing (the yaku and the counts of kinds score),
    the card's art does not print it (its corner shows the month and the
    kind's mark), and the how to play never names it. Said in words it
    would tell a player that a card is "worth 20 points", which is untrue
    in both games; so it is not said."""
    # as within a sentence ("le coucou d’avril"): it begins the line here; its month follows
    name = card_words(card, with_month=False)
    # the month's flower, or where the deck's name for the month is in the card's name already (a themed deck's
    # character: pt18 read "La carte simple d'Ume (Ume)"), the flower its cards keep ("(prunier)")
    said_month = flower(MONTH_OF[card])
    fields = dict(card=name[:1].upper() + name[1:], month=ordinal_month(MONTH_OF[card]),
                  kind=kind_words(KIND_OF[card]),
                  flower=month_flower(MONTH_OF[card]) if said_month.casefold() in name.casefold() else said_month)
    # the kind is said unless the name already says it, by its id or in the language's words (Japanese
    # "柳のカス", where "（11月・カス）" said カス twice)
    names_kind = CARD_IDS[card].split("-")[1] in NAMES_ITS_KIND and not named_for_itself(card)
    if names_kind or fields["kind"].casefold() in name.casefold():
        # TRANSLATORS: a card pointed at, on the status line: {card} is its name as every sentence says it
        # ("Pine poetry ribbon", which names its kind), {month} its month ("January"). If your card names say
        # the month already (French "le ruban à poésie de janvier"), leave {month} out; you may give {flower},
        # the month's flower ("pine"), instead.
        said = pgettext("card pointed at", "{card} ({month})").format(**fields)
    else:
        # TRANSLATORS: a card pointed at, on the status line: {card} is its name as every sentence says it
        # ("Pine crane"), {month} its month ("January"), {kind} its kind ("bright"). If your card names say the
        # month already (French "la grue de janvier"), leave {month} out; you may give {flower}, the month's
        # flower ("pine"), instead.
        said = pgettext("card pointed at", "{card} ({month}), {kind}").format(**fields)
    if card == SAKE_CUP and rules is not None:
        said = sake_cup_counts(said, rules.scoring.sake_cup)
    return said


def sake_cup_counts(card: str, how: str) -> str:
    """The sake cup's name, and how the rules count it beside an animal."""
    if how == "both":
        # TRANSLATORS: {card} is the sake cup pointed at ("Chrysanthemum sake cup (September), animal")
        return _("{card}; it also counts as a plain").format(card=card)
    if how == "plain":
        # TRANSLATORS: {card} is the sake cup pointed at
        return _("{card}; these rules count it as a plain only").format(card=card)
    if how == "either":
        # TRANSLATORS: {card} is the sake cup pointed at
        return _("{card}; it counts as an animal or a plain, whichever scores more").format(card=card)
    return card


class GostopWords(str):
    """The game "gostop" (equal to it wherever a game is asked for by name), with the plains its rules count
    two, so that a double plain among its month's single ones is named as one ("the Paulownia double plain",
    pt16: called "a paulownia plain card" though worth two)."""

    doubles: int

    def __new__(cls, doubles: int) -> GostopWords:
        said = super().__new__(cls, "gostop")
        said.doubles = doubles
        return said


def card_words(card: int, game: str = "koikoi", with_month: bool = True) -> str:
    """A card as the player would say it: "Pine crane", "Maple blue ribbon",
    "Willow rain man" (one message a card, so a language may order the words
    as it says them), as the deck played names it (its data: :mod:`.deck_words`);
    Go-Stop's bonus cards too, after the 48. A plain card
    at Go-Stop's table (``game`` "gostop") is named in Go-Stop's words,
    where a language has its own for them (Korean: 솔 피, where Koi-Koi says 소나무 피)."""
    if card >= len(CARD_IDS):
        return {
            # TRANSLATORS: Go-Stop's bonus cards as a player says them, within a sentence ("took the Bonus double
            # plain"): worth one, two or three plains, a bright for the loser's count, or doubling its taker's win
            # (the ×2 card: one name on every screen, as the panel's "Plains (Pi)  3 · ×2 card" says it)
            "bonus-1pi": pgettext("card", "Bonus plain"), "bonus-2pi": pgettext("card", "Bonus double plain"),
            "bonus-3pi": pgettext("card", "Bonus triple plain"), "bonus-bright": pgettext("card", "Bonus bright"),
            "bonus-double": pgettext("card", "Bonus ×2 card"),  # as the panel names it beside the plains ("· ×2 card")
        }[GOSTOP_IDS[card]]
    month, what = CARD_IDS[card].split("-")[:2]
    if game == "gostop" and what == "plain" and month == "paulownia" and getattr(game, "doubles", 0) >> card & 1:
        # TRANSLATORS: Go-Stop: the paulownia plain card that these rules count as two plains (the one marked
        # with two circles), named as a double plain, as the sake cup's question says "double plain"
        return pgettext("gostop card", "Paulownia double plain")
    if game == "gostop" and CARD_IDS[card] == "willow-lightning" and getattr(game, "doubles", 0) >> card & 1:
        # TRANSLATORS: Go-Stop: the willow's lightning card where the rules count it as two plains (it shows two
        # circles), named as a double plain (the guided game asks to take it over the rain man for its plains)
        return pgettext("gostop card", "Willow double plain")
    return card_subject(card, game == "gostop", with_month)  # the deck's words (deck_words.py)


def round_of(m: MatchState, n: int | None = None) -> str:
    """Where a match stands: "Round 4 of 12", or "Round 4" when it is played
    to a target (``n``: that round's number instead of the one dealt)."""
    rounds, n = m.rules.match.rounds, m.round.round_no if n is None else n
    if rounds:
        return _("Round {n} of {rounds}").format(n=n, rounds=rounds)
    return _("Round {n}").format(n=n)


def round_continued(m: MatchState) -> int:
    """The round a saved match goes on with: the one dealt, or, saved at a
    round's end (its summary), the next (the table shows that round's
    summary again, then deals it)."""
    return m.round.round_no + (1 if m.round.over and not m.over else 0)


def reason_text(result: RoundResult, names: Sequence[str], person: int | None, improved: bool = False) -> str:
    """Why the round ended, in a sentence (past tense, so it reads the same
    in the summary, at the table and in the move log). ``person`` is the
    seat the person at the screen plays (None in the demo): a sentence about
    them is said to them ("You stopped"), one about a computer names it.
    ``improved``: the card that ended the round only raised a yaku its
    player had (no new yaku)."""
    r = result.reason
    if result.winner is None:
        if r == "exhausted":
            return _("The hands ran out and nobody stopped: no points this round.")
        if r.startswith("void-"):
            return _("{what}: the round is void.").format(what=redeal_words(r[5:]))
        return r
    said = {
        "stop": (N_("You stopped and scored."), N_("{name} stopped and scored.")),
        "stop-limit": (N_("You made a new yaku with no koi-koi call left, so the rules ended the round there "
                          "and you scored."),
                       N_("{name} made a new yaku with no koi-koi call left, so the rules ended the round "
                          "there and it scored.")),
        "stop-last-card": (N_("You made a yaku on the last card, where koi-koi cannot be called, so the round "
                              "ended there and you scored."),
                           N_("{name} made a yaku on the last card, where koi-koi cannot be called, so the "
                              "round ended there and it scored.")),
        "last-caller": (N_("The hands ran out; you had called koi-koi last and scored."),
                        N_("The hands ran out; {name} had called koi-koi last and scored."),
                        N_("The hands ran out; the CPU had called koi-koi last and scored.")),
        "oya-ken": (N_("The hands ran out; you, the dealer, took the dealer's points (oya-ken)."),
                    N_("The hands ran out; {name}, the dealer, took the dealer's points (oya-ken)."),
                    N_("The hands ran out; the CPU, the dealer, took the dealer's points (oya-ken).")),
        "teshi": (N_("You got four cards of one month in the deal (Teshi) and won the round."),
                  N_("{name} got four cards of one month in the deal (Teshi) and won the round.")),
        "kuttsuki": (N_("You got four pairs in the deal (Kuttsuki) and won the round."),
                     N_("{name} got four pairs in the deal (Kuttsuki) and won the round.")),
        "field-four": (N_("Four of a month lay on the field: you, the dealer, won the round."),
                       N_("Four of a month lay on the field: {name}, the dealer, won the round."),
                       N_("Four of a month lay on the field: the CPU, the dealer, won the round.")),
    }
    if improved:
        said["stop-limit"] = (
            # TRANSLATORS: the round's end: the player's card raised a yaku they had (no new one), and no koi-koi
            # call was left
            N_("You improved a yaku with no koi-koi call left, so the rules ended the round there and you scored."),
            N_("{name} improved a yaku with no koi-koi call left, so the rules ended the round there and it "
               "scored."))
        said["stop-last-card"] = (
            N_("You improved a yaku on the last card, where koi-koi cannot be called, so the round ended there "
               "and you scored."),
            N_("{name} improved a yaku on the last card, where koi-koi cannot be called, so the round ended "
               "there and it scored."))
    if r not in said:
        return r
    return Seats(tuple(names), person).line(result.winner, *said[r])


def redeal_words(check: str) -> str:
    """A deal check by its id ("field-four"), in words."""
    return _(REDEAL[check]) if check in REDEAL else check


def ordinal_month(month: int) -> str:
    """A month by its number (1 to 12): "January"."""
    return (
        "", pgettext("month", "January"), pgettext("month", "February"), pgettext("month", "March"),
        pgettext("month", "April"), pgettext("month", "May"), pgettext("month", "June"),
        pgettext("month", "July"), pgettext("month", "August"), pgettext("month", "September"),
        pgettext("month", "October"), pgettext("month", "November"), pgettext("month", "December"),
    )[month]


def breakdown(score: Score, winner: int, seats: Seats, threshold: int = 7) -> str:
    """"5 + 2 (you called koi-koi 2 times) × 2 (7 points or more) = 14": a
    score's sum in words (a formula: its terms stay in their order), each
    term said of the seat it is about (``winner`` scored it)."""
    said = str(score.base)

    def term(kind: str, key: str, value: int) -> str:
        return koikoi_score_line(kind, key, value, winner, seats, threshold)

    for bid, pts in score.bonuses:
        if bid == "koikoi-bonus":
            # TRANSLATORS: a term of a score's sum: "5 + 2 (You called koi-koi 2 times)"
            said = pgettext("sum", "{sum} + {points} ({bonus})").format(sum=said, points=pts,
                                                                       bonus=term("bonus", bid, pts))
    for mid, f in score.multipliers:
        # TRANSLATORS: a term of a score's sum: "5 × 2 (7 points or more)"
        said = pgettext("sum", "{sum} × {factor} ({multiplier})").format(sum=said, factor=f,
                                                                        multiplier=term("multiplier", mid, f))
    for bid, pts in score.bonuses:
        if bid != "koikoi-bonus":
            said = pgettext("sum", "{sum} + {points} ({bonus})").format(sum=said, points=pts,
                                                                       bonus=term("bonus", bid, pts))
    # TRANSLATORS: the end of a score's sum: "5 × 2 (7 points or more) = 10"
    return pgettext("sum", "{sum} = {total}").format(sum=said, total=score.total)


def listing(items: Sequence[str]) -> str:
    """Words joined as a list is written in the language spoken: "Akatan,
    Aotan and Tane" in English, "赤短、青短、タネ" in Japanese."""
    items = list(items)
    if not items:
        return ""
    said = items[0]
    for item in items[1:-1]:
        # TRANSLATORS: a list's separator between all but its last two items ("Akatan, Aotan").
        said = pgettext("list", "{list}, {item}").format(list=said, item=item)
    if len(items) > 1:
        # TRANSLATORS: the end of a list ("Akatan, Aotan and Tane"); Japanese lists with 、
        said = pgettext("list", "{list} and {last}").format(list=said, last=items[-1])
    return said
