"""How to play, said from a rule set: each section of the page (the deal, a
turn, koi-koi, scoring, the round's and the match's end) as sentences, and
each yaku's line, built from the active rules so the page says only what
they do. No pygame here: the words are data, the scene draws them.

Every sentence is one message of the catalogs, whole, with named fields
(a number, a list of yaku joined by :func:`~.words.listing`): where the
rules change a sentence, each way it can read is a message of its own, so a
translation never has to fit pieces of English grammar together. The words
are looked up when :func:`explain` is called, in the language spoken.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.common.cards import Kind
from ..games.koikoi.rules import MatchOptions, Rules, YakuRule
from ..i18n import _, ngettext, pgettext
from .month_said import month_rule
from ..storage.settings import Settings
from .rule_words import GAME_OPTIONS, points, rounds, yaku_description
from .words import listing
from .yaku_words import kind_of_pool


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


def yaku_name(y: YakuRule) -> str:
    """A yaku's name in the language spoken (as written, for a yaku of the
    player's own rule file, which no catalog holds)."""
    return pgettext("yaku", y.name)


def names(items: list[YakuRule]) -> str:
    """Yaku said as a list: "A", "A and B", "A, B and C"."""
    return listing([yaku_name(y) for y in items])


def yaku_points(y: YakuRule) -> str:
    """A yaku's worth: "5 points", "1 point, +1 for each card beyond 5",
    "1 point, 3 after a koi-koi"."""
    said = points(y.points)
    if y.points_after_koikoi != y.points:
        # TRANSLATORS: a yaku's worth: {points} is "1 point", {n} what it is worth once a koi-koi is called
        said = ngettext("{points}, {n} after a koi-koi", "{points}, {n} after a koi-koi",
                        y.points_after_koikoi).format(points=said, n=y.points_after_koikoi)
    others = y.pool & ~y.cards
    kind = kind_of_pool(others) if y.cards and others and not y.current_month else None
    if y.extra and kind is not None:
        # a yaku of named cards (Akatan's three poetry ribbons) that any other card of its kind adds to
        return {
            # TRANSLATORS: a yaku's worth: {points} is "5 points", then {n} more points for each ribbon beyond
            # the named ones it needs (Akatan: the poetry ribbons); no brackets, it is said inside some
            Kind.RIBBON: ngettext("{points}, +{n} for each other ribbon", "{points}, +{n} for each other ribbon",
                                  y.extra),
            # TRANSLATORS: as "{points}, +{n} for each other ribbon", for an animal beyond those named (Inoshikacho)
            Kind.ANIMAL: ngettext("{points}, +{n} for each other animal", "{points}, +{n} for each other animal",
                                  y.extra),
            # TRANSLATORS: as "{points}, +{n} for each other ribbon", for a plain beyond those named
            Kind.PLAIN: ngettext("{points}, +{n} for each other plain", "{points}, +{n} for each other plain",
                                 y.extra),
            # TRANSLATORS: as "{points}, +{n} for each other ribbon", for a bright beyond those named
            Kind.BRIGHT: ngettext("{points}, +{n} for each other bright", "{points}, +{n} for each other bright",
                                  y.extra),
        }[kind].format(points=said, n=y.extra)
    if y.extra:
        # TRANSLATORS: a yaku's worth: {points} is "1 point", then {n} more points for each card beyond {min}
        said = ngettext("{points}, +{n} for each card beyond {min}", "{points}, +{n} for each card beyond {min}",
                        y.extra).format(points=said, n=y.extra, min=y.min)
    return said


def basics() -> Section:
    return Section(_("The cards"), (
        _("48 cards, four for each month of the year, each month its own flower."),
        _("Each card is a Bright, an Animal, a Ribbon or a Plain."),  # no points: no rule here counts them
        # TRANSLATORS: How to play: {option} is the name of the option in Settings ("Card corner numbers"), {state}
        # whether it is on before the player changes it ("on at first"): true whatever it is now (pt16)
        _("“{option}” in Settings ({state}): each card shows its month in a corner, on a disc coloured by its "
          "kind.").format(option=option_name("card_indices"), state=at_first("card_indices")),
    ))


SETTINGS_SAID = ("card_indices", "korean_months")  # the game options How to play speaks of, by their names


def option_name(key: str) -> str:
    """A game option's name, as its row in Settings reads."""
    return GAME_OPTIONS[key].label


def at_first(key: str) -> str:
    """A game option's state before the player changes it: Settings' default."""
    # TRANSLATORS: How to play: an option's state before the player changes it in Settings ("on at first")
    return pgettext("option", "on at first") if getattr(Settings(), key) else pgettext("option", "off at first")


def explain(rules: Rules) -> list[Section]:
    """How to play under ``rules``: only what these rules do, in sentences."""
    return [
        basics(), the_deal(rules), a_turn(rules), koikoi(rules), scoring(rules), round_and_match_end(rules),
    ]


def the_deal(rules: Rules) -> Section:
    d = rules.deal
    if d.packet == 1:
        said = [_("The dealer gives 8 cards to each player and lays 8 face up on the field, one at a time; "
                  "the rest is the deck, face down.")]
    else:
        # TRANSLATORS: the cards are dealt {n} at a time
        said = [ngettext("The dealer gives 8 cards to each player and lays 8 face up on the field, {n} at a "
                         "time; the rest is the deck, face down.",
                         "The dealer gives 8 cards to each player and lays 8 face up on the field, {n} at a "
                         "time; the rest is the deck, face down.", d.packet).format(n=d.packet)]
    said.append({
        "draw": _("For the first round, each player draws a card: the earlier month deals."),
        "random": _("The first round's dealer is picked at random."),
        "birthday": _("The first dealer would be the player whose birthday month is nearer a turned card; "
                      "the game does not know birthdays, so each player draws a card and the earlier month deals."),
    }[d.first_dealer])
    if d.swap_hands:
        said.append(_("After the deal, the dealer's opponent may swap hands with the dealer."))
    said += [teshi(d.teshi, d.instant_win_points), kuttsuki(d.kuttsuki, d.instant_win_points)]
    if d.field_four == "dealer_wins":
        n = d.field_four_points
        said.append(ngettext("All four cards of one month on the field at the deal: the dealer wins the round and "
                             "scores {n} point.",
                             "All four cards of one month on the field at the deal: the dealer wins the round and "
                             "scores {n} points.", n).format(n=n))
    else:
        said.append({
            "redeal": _("All four cards of one month on the field at the deal: the cards are dealt again."),
            "void": _("All four cards of one month on the field at the deal: the round is void, and nobody "
                      "scores."),
            "remove": _("All four cards of one month on the field at the deal: they are set aside, and the round "
                        "is played without them."),
        }[d.field_four])
    said.append({
        "redeal": _("Three cards of one month on the field at the deal: the cards are dealt again."),
        "pile": _("Three cards of one month may lie on the field: the fourth card of that month takes all three."),
    }[d.field_three])
    if d.field_pairs == "redeal":
        said.append(_("Four pairs on the field at the deal: the cards are dealt again."))
    elif d.field_pairs == "void":
        said.append(_("Four pairs on the field at the deal: the round is void, and nobody scores."))
    said.append(month_rule(rules))  # the round's month, and what it changes under these rules
    return Section(_("The deal"), tuple(said))


def teshi(rule: str, n: int) -> str:
    """Teshi as the rules treat it."""
    if rule == "win":
        return ngettext("Teshi (a hand dealt all four cards of one month): that player wins the round at once "
                        "and scores {n} point.",
                        "Teshi (a hand dealt all four cards of one month): that player wins the round at once "
                        "and scores {n} points.", n).format(n=n)
    return {
        "redeal": _("Teshi (a hand dealt all four cards of one month): the cards are dealt again."),
        "void": _("Teshi (a hand dealt all four cards of one month): the round is void, and nobody scores."),
        "off": _("Teshi (a hand dealt all four cards of one month): it counts for nothing, and the round is "
                 "played."),
    }[rule]


def kuttsuki(rule: str, n: int) -> str:
    """Kuttsuki as the rules treat it."""
    if rule == "win":
        return ngettext("Kuttsuki (a hand dealt four pairs: two cards each of four months): that player wins the "
                        "round at once and scores {n} point.",
                        "Kuttsuki (a hand dealt four pairs: two cards each of four months): that player wins the "
                        "round at once and scores {n} points.", n).format(n=n)
    return {
        "redeal": _("Kuttsuki (a hand dealt four pairs: two cards each of four months): the cards are dealt "
                    "again."),
        "void": _("Kuttsuki (a hand dealt four pairs: two cards each of four months): the round is void, and "
                  "nobody scores."),
        "off": _("Kuttsuki (a hand dealt four pairs: two cards each of four months): it counts for nothing, and "
                 "the round is played."),
    }[rule]


def a_turn(rules: Rules) -> Section:
    p = rules.play
    said = [_("Play a card from your hand. If a field card has the same month, you capture both; "
              "if none does, your card stays on the field.")]
    if p.lay_matching:
        said.append(_("Even when your card matches, you may lay it on the field instead; "
                      "with two matches, you choose which one to take."))
    else:
        said.append(_("A card that matches must take its match; with two matches, you choose which one to take."))
    if p.must_capture:
        said.append(_("If a card in your hand can capture, you must play one that does."))
    said.append(_("Three cards of one month on the field are all taken by the fourth."))
    said.append(_("Then the top card of the deck is turned over, and captures (or stays) the same way."))
    if p.gaji:
        said.append(_("Gaji: until a November card has been played, the willow lightning card is wild: it takes "
                      "any field card you choose, and at the round's end you also take the field cards of that "
                      "month."))
    if p.refill_empty_field:
        said.append(_("If the field is ever empty, the deck's top card is turned onto it."))
    else:
        said.append(_("If the field is empty, it stays so: the next card played is laid on it."))
    return Section(_("A turn"), tuple(said))


def koikoi(rules: Rules) -> Section:
    p = rules.play
    said = [_("Captured cards make yaku, the scoring sets listed below. When a turn makes or raises one "
              "of yours, you choose: Stop, and score now, or call Koi-Koi and play on for more.")]
    special = [y for y in rules.yaku if y.special]
    if not p.special_yaku_can_stop and special:
        # TRANSLATORS: {yaku} is a list of yaku names ("Hanami-zake, Tsukimi-zake and Godori")
        said.append(_("A special yaku alone ({yaku}) does not let you stop: you need another yaku too.").format(
            yaku=names(special)))
    said.append(_("After a koi-koi, if your opponent makes a yaku and stops first, they score and you get "
                  "nothing."))
    said.append(koikoi_limit(p.koikoi_limit, p.koikoi_limit_scope))
    if p.last_turn_koikoi:
        said.append(_("You may call koi-koi even on your last card."))
    else:
        said.append(_("There is no koi-koi on your last card: a yaku made with it ends the round, and you score."))
    return Section(_("Yaku and koi-koi"), tuple(said))


def koikoi_limit(limit: int, scope: str) -> str:
    """The koi-koi limit, whose calls count, and what a yaku with no call left does."""
    if not limit:
        return _("Both players may call koi-koi as often as they make or raise a yaku.")
    if scope == "each":
        if limit == 1:
            return _("Each player may call koi-koi once a round: once you have used your call, your next yaku "
                     "ends the round at once, and you score.")
        if limit == 2:
            return _("Each player may call koi-koi twice a round: once you have used your calls, your next yaku "
                     "ends the round at once, and you score.")
        # TRANSLATORS: {n} is 3 or more (one and two have messages of their own: "once", "twice")
        return ngettext("Each player may call koi-koi {n} time a round: once you have used your call, your next "
                        "yaku ends the round at once, and you score.",
                        "Each player may call koi-koi {n} times a round: once you have used your calls, your next "
                        "yaku ends the round at once, and you score.", limit).format(n=limit)
    if limit == 1:
        return _("Koi-koi may be called once a round in all, by either player: once it has been called, the next "
                 "yaku either player makes ends the round, and that player scores.")
    if limit == 2:
        return _("Koi-koi may be called twice a round in all, by either player: once the calls are used up, the "
                 "next yaku either player makes ends the round, and that player scores.")
    # TRANSLATORS: {n} is 3 or more (one and two have messages of their own: "once", "twice")
    return ngettext("Koi-koi may be called {n} time a round in all, by either player: once it has been called, "
                    "the next yaku either player makes ends the round, and that player scores.",
                    "Koi-koi may be called {n} times a round in all, by either player: once the calls are used up, "
                    "the next yaku either player makes ends the round, and that player scores.",
                    limit).format(n=limit)


# The multiplying options, in the order How to play says them.
MULTIPLIERS = ("koikoi_bonus", "seven_plus", "own_koikoi", "nth_koikoi", "opponent_seven_plus", "opponent_koikoi",
               "field_brights")


def multiplier(option: str, threshold: int) -> str:
    """What a multiplying option does, in a sentence (``threshold``: the
    points that make a high score)."""
    n = threshold
    if option == "koikoi_bonus":
        return _("Koi-koi bonus: each koi-koi you called adds 1 point, for up to three calls; with four calls or "
                 "more, your score is multiplied by the calls less 2 instead (4 calls ×2, 5 calls ×3).")
    if option == "seven_plus":
        return ngettext("If your yaku are worth {n} point or more, your score doubles.",
                        "If your yaku are worth {n} points or more, your score doubles.", n).format(n=n)
    if option == "own_koikoi":
        return _("If you called koi-koi before stopping, your score doubles (once, however many calls).")
    if option == "nth_koikoi":
        return _("Each koi-koi you called raises your multiplier: one call ×2, two calls ×3, and so on.")
    if option == "opponent_seven_plus":
        return ngettext("If your opponent's yaku are worth {n} point or more when you stop, your score doubles.",
                        "If your opponent's yaku are worth {n} points or more when you stop, your score doubles.",
                        n).format(n=n)
    if option == "opponent_koikoi":
        return _("If your opponent has called koi-koi, your score doubles.")
    if option == "field_brights":
        return _("Each bright on the field at the deal multiplies the round's score: one bright ×2, "
                 "two brights ×3, and so on.")
    raise KeyError(option)


def scoring(rules: Rules) -> Section:
    s = rules.scoring
    said = [_("Your round score is what your yaku are worth, added up.")]
    said += replacements(rules)
    said += viewing(rules)
    said.append(sake_cup(s.sake_cup, s.sake_plains))
    applied = [option for option in MULTIPLIERS if getattr(s, option)]
    said += [multiplier(option, s.seven_plus_threshold) for option in applied]
    if sum(1 for option in applied if option != "koikoi_bonus") > 1:
        said.append(_("These multiply together: two doublings make ×4."))
    if s.forfeit_failed_koikoi:
        said.append(_("If you stop after your opponent's koi-koi, you also take the points of their yaku."))
    if not applied and not s.forfeit_failed_koikoi:
        said.append(_("No multiplier applies: you score what your yaku are worth."))
    said += unmakeable(rules)
    return Section(_("Scoring"), tuple(said))


def unmakeable(rules: Rules) -> list[str]:
    """The yaku these rules name that the deck played cannot make (its cards
    lack their tags: fr-club's themed yaku with the standard deck)."""
    if not rules.unmakeable:
        return []
    found = [str(rules.data["yaku"][y].get("name", y)) for y in rules.unmakeable]
    yaku = listing([pgettext("yaku", name) for name in found])
    # TRANSLATORS: How to play, when the deck chosen in Settings lacks the cards some yaku of the rules need;
    # {yaku} lists them ("Sekai no sutā and Nihon'isshū")
    return [ngettext("With the deck played, {yaku} cannot be made: its cards are another deck's (Settings, Deck).",
                     "With the deck played, {yaku} cannot be made: their cards are another deck's (Settings, Deck).",
                     len(found)).format(yaku=yaku)]


def replacements(rules: Rules) -> list[str]:
    """Which yaku replace which, or that yaku add up; and the best-of groups."""
    said = []
    by_id = {y.id: y for y in rules.yaku}
    replacing = [y for y in rules.yaku if y.replaces]
    if rules.scoring.cumulative:
        if replacing:
            # TRANSLATORS: an example of two yaku counted together ("Akatan together with Tanzaku")
            said.append(_("Yaku add up: a card may count in several yaku at once ({yaku} together with {other}, "
                          "say).").format(yaku=yaku_name(replacing[0]),
                                          other=yaku_name(by_id[replacing[0].replaces[0]])))
        else:
            said.append(_("Yaku add up: a card may count in several yaku at once."))
    else:
        if replacing:
            said.append(_("A bigger yaku replaces the smaller ones it contains: you score only the bigger."))
        # TRANSLATORS: {replaced} is a list of yaku names ("Akatan, Aotan and Tanzaku")
        said += [_("{yaku} replaces {replaced}.").format(yaku=yaku_name(y), replaced=names([by_id[r] for r in
                                                                                           y.replaces]))
                 for y in replacing]
    groups: dict[str, list[YakuRule]] = {}
    for y in rules.yaku:
        if y.group:
            groups.setdefault(y.group, []).append(y)
    # TRANSLATORS: {yaku} is a list of yaku names ("Sanko, Shiko and Goko")
    said += [_("Only the best of {yaku} counts.").format(yaku=names(members))
             for members in groups.values() if len(members) > 1]
    return said


def viewing(rules: Rules) -> list[str]:
    """How the viewing yaku (Hanami-zake, Tsukimi-zake) count."""
    views = [y for y in rules.yaku if y.viewing]
    if not views:
        return []
    them, n = names(views), len(views)
    how = rules.scoring.viewing_yaku
    said = []
    if how == "one" and n > 1:  # with one viewing yaku in the rules, there is nothing to choose
        # TRANSLATORS: {yaku} is the list of viewing yaku ("Hanami-zake and Tsukimi-zake")
        said.append(_("Of {yaku}, only one counts.").format(yaku=them))
    elif how == "with_other":
        # TRANSLATORS: {yaku} is the list of viewing yaku; {n} how many it names
        said.append(ngettext("{yaku} counts only when you also have another yaku.",
                             "{yaku} count only when you also have another yaku.", n).format(yaku=them, n=n))
    elif how == "off":
        # TRANSLATORS: {yaku} is the list of viewing yaku; {n} how many it names
        said.append(ngettext("{yaku} never counts under these rules.",
                             "{yaku} never count under these rules.", n).format(yaku=them, n=n))
    if rules.scoring.rain_spoils and how != "off":
        # TRANSLATORS: {yaku} is the list of viewing yaku; {n} how many it names
        said.append(ngettext("Once you have captured a November (willow) card, {yaku} does not count for you.",
                             "Once you have captured a November (willow) card, {yaku} do not count for you.",
                             n).format(yaku=them, n=n))
    return said


def sake_cup(how: str, plains: int) -> str:
    """How the sake cup counts (as one plain or as two, ``plains``)."""
    if how == "animal":
        return _("The sake cup counts only as an animal.")
    if plains == 2:
        return {
            "both": _("The sake cup counts both as an animal and as two plains."),
            "plain": _("The sake cup counts only as two plains."),
            "either": _("The sake cup counts as an animal or as two plains, whichever scores more."),
        }[how]
    return {
        "both": _("The sake cup counts both as an animal and as a plain."),
        "plain": _("The sake cup counts only as a plain."),
        "either": _("The sake cup counts as an animal or as a plain, whichever scores more."),
    }[how]


def round_and_match_end(rules: Rules) -> Section:
    e, m = rules.end, rules.match
    said = [{
        "void": _("If both hands run out and nobody has stopped, nobody scores."),
        "last_caller": _("If both hands run out and nobody has stopped, the last player to call koi-koi scores "
                         "their yaku as if they had stopped; with no call, nobody scores."),
        "caller_unless_last_player": _("If both hands run out and nobody has stopped, the last koi-koi caller "
                                       "scores their yaku, unless they played the round's last card; otherwise "
                                       "nobody scores."),
    }[e.exhausted]]
    if e.oya_ken:
        n = e.oya_ken
        if m.transfer or m.starting_points:
            said.append(ngettext("When nobody scores that way, the dealer scores {n} point (oya-ken), taken from "
                                 "the other player.",
                                 "When nobody scores that way, the dealer scores {n} points (oya-ken), taken from "
                                 "the other player.", n).format(n=n))
        else:
            said.append(ngettext("When nobody scores that way, the dealer scores {n} point (oya-ken).",
                                 "When nobody scores that way, the dealer scores {n} points (oya-ken).",
                                 n).format(n=n))
    if e.dealer_rotation == "alternate":
        said.append(_("The players take turns to deal."))
    elif e.no_winner_dealer == "stays":
        said.append(_("The round's winner deals the next round; after a round nobody won, the same dealer deals "
                      "again."))
    else:
        said.append(_("The round's winner deals the next round; after a round nobody won, the other player "
                      "deals."))
    said += match_end(m)
    return Section(_("End of a round, and of the match"), tuple(said))


def match_end(m: MatchOptions) -> list[str]:
    said = []
    if m.starting_points:
        n = m.starting_points
        said.append(ngettext("Each player starts with {n} point; the round's loser pays its points to the winner, "
                             "and a player left with 0 or less loses the match.",
                             "Each player starts with {n} points; the round's loser pays its points to the "
                             "winner, and a player left with 0 or less loses the match.", n).format(n=n))
    elif m.transfer:
        said.append(_("The points a player wins in a round are taken from the other player."))
    if m.rounds and m.target:
        # TRANSLATORS: {rounds} is "12 rounds", {points} is "50 points"
        said.append(_("The match ends after {rounds} or as soon as a player reaches {points}; the higher total "
                      "wins.").format(rounds=rounds(m.rounds), points=points(m.target)))
    elif m.rounds:
        said.append(ngettext("The match ends after {n} round; the higher total wins.",
                             "The match ends after {n} rounds; the higher total wins.", m.rounds).format(n=m.rounds))
    elif m.target:
        said.append(ngettext("The match ends as soon as a player reaches {n} point; the higher total wins.",
                             "The match ends as soon as a player reaches {n} points; the higher total wins.",
                             m.target).format(n=m.target))
    return said


def yaku_lines(rules: Rules) -> list[YakuLine]:
    """Every yaku of the rules with its points, in words."""
    return [YakuLine(y, yaku_name(y), yaku_points(y), yaku_description(y.description)) for y in rules.yaku]
