"""How to play Go-Stop under a rule set, in sentences: the cards, the
deal, a turn (with *ppuk*, *jjok*, *ttadak*, *sseul*, shake and bomb), Go
or Stop, the score with its bonuses and penalties, the end. Only what
these rules do is said, with their numbers. No pygame here."""

from __future__ import annotations

from ..games.gostop import deck
from ..games.gostop.rules import PLAIN_IDS, GoStopRules, Yaku
from ..i18n import _, ngettext, pgettext
from .gostop_words import points
from .rule_words import yaku_description
from .rules_explained import Section, at_first, option_name
from .words import card_words, listing


class GostopYakuLine:
    """A Go-Stop yaku as How to play lists it (the shape of Koi-Koi's)."""

    def __init__(self, yaku: Yaku, rules: GoStopRules) -> None:
        self.yaku = yaku
        self.name = pgettext("yaku", yaku.name)
        said = points(yaku.points)
        if yaku.extra:
            said = ngettext("{points}, +{n} for each card beyond {min}", "{points}, +{n} for each card beyond {min}",
                            yaku.extra).format(points=said, n=yaku.extra, min=yaku.min)
        self.points = said
        self.description = yaku_description(yaku.description)


def plains(n: int) -> str:
    # TRANSLATORS: Go-Stop: a number of plain cards taken from another player ("a plain", "2 plains")
    return ngettext("a plain", "{n} plains", n).format(n=n)


def explain_gostop(rules: GoStopRules) -> list[Section]:
    return [cards(rules), the_deal(rules), a_turn(rules), go_or_stop(rules), scoring(rules), the_end(rules)]


def cards(rules: GoStopRules) -> Section:
    c = rules.cards
    said = [_("The 48 flower cards, four for each month. Go-Stop counts brights (gwang), animals (yeol), ribbons "
              "(tti) and plains (pi)."),
            # TRANSLATORS: How to play Go-Stop: {option} is the option's name in Settings ("Korean month numbers
            # (Go-Stop)"), {state} whether it is on before the player changes it ("off at first")
            _("Korean decks number paulownia as the 11th month and willow as the 12th: “{option}” in Settings "
              "({state}) numbers the cards so.").format(option=option_name("korean_months"),
                                                         state=at_first("korean_months"))]
    if c.double_plains:
        twice = ngettext("{cards} counts as two plains.", "{cards} count as two plains each.",
                         len(c.double_plains)).format(
            cards=listing([double_named(i, c.double_plains) for i in c.double_plains]))
        said.append(twice[:1].upper() + twice[1:])  # the card's name starts the sentence ("la foudre…" in French)
    if c.bonus:
        said.append(ngettext("The deck has {n} bonus card: {cards}.", "The deck has {n} bonus cards: {cards}.",
                             len(c.bonus)).format(n=len(c.bonus), cards=listing([bonus_card(b) for b in c.bonus])))
    sake = {"chosen": _("The sake cup counts as an animal or as two plains: its holder chooses once, when the "
                        "way it counts first changes whether they may Go or Stop, and it stays so for the hand. Chosen as two "
                        "plains, it can be stolen as a double plain."),
            "best": _("The sake cup counts as an animal or as two plains, whichever is best for its owner."),
            "animal": _("The sake cup counts as an animal."),
            "plain": _("The sake cup counts as two plains.")}
    said.append(sake[c.sake_cup])
    if c.sake_cup in ("chosen", "best"):
        # TRANSLATORS: How to play (Go-Stop), after how the sake cup counts: the way a cup no one chose counts when
        # the hand is scored, for the winner and for a loser who holds it
        said.append(_("At the hand's end, a cup no one chose counts the way that scores most for the winner, and "
                      "the way that costs least for a loser."))
    return Section(_("The cards"), tuple(said))


def double_named(card_id: str, doubles: tuple[str, ...]) -> str:
    """A double plain as How to play names it: by its name, and where its
    month has other plain cards that count one (the paulownia's), by the
    circles that mark it apart from them."""
    name = card_words(deck.INDEX[card_id], "gostop")
    month = card_id.split("-")[0]
    if any(p.split("-")[0] == month and p not in doubles for p in PLAIN_IDS):
        # TRANSLATORS: How to play (Go-Stop): the one plain card of a month that counts two, told from the month's
        # other plain cards by the two circles drawn in its corner ("Paulownia plain card (the one marked with two
        # circles)")
        return _("{card} (the one marked with two circles)").format(card=name)
    return name


def bonus_card(bonus_id: str) -> str:
    """A bonus card as a list names it: "one worth two plains"."""
    return {
        # TRANSLATORS: Go-Stop's bonus cards, named in a list
        "bonus-1pi": _("one worth a plain"), "bonus-2pi": _("one worth two plains"),
        "bonus-3pi": _("one worth three plains"), "bonus-bright": _("a bright that counts for the loser only"),
        "bonus-double": _("one that doubles its taker's win"),
    }[bonus_id]


def the_deal(rules: GoStopRules) -> Section:
    d = rules.deal
    said = [_("Each player gets {hand} cards and {field} go face up on the field; the rest make the deck.").format(
        hand=d.hand, field=d.field)]
    if rules.match.most_players > 2:
        # TRANSLATORS: How to play Go-Stop, for rules played by three: the deal at a table of three
        said.append(_("At a table of three, each gets {hand} cards and {field} go on the field.").format(
            hand=d.hand_three, field=d.field_three))
    if d.four_in_hand == "chongtong":
        said.append(_("Four of a month in a dealt hand wins at once (chongtong): {points}.").format(
            points=points(d.chongtong_points)))
    elif d.four_in_hand == "chongtong_or_play":
        # TRANSLATORS: How to play Go-Stop, where the holder of four of a month may choose (chongtong)
        said.append(_("Four of a month in a dealt hand (chongtong): its holder may win at once, {points}, or "
                      "keep the four and play on.").format(points=points(d.chongtong_points)))
    else:
        said.append(_("Four of a month in a dealt hand go straight to its owner's captures."))
    said.append(_("Four of a month on the field: the cards are dealt again.") if d.four_on_field == "redeal"
                else _("Four of a month on the field go to the dealer."))
    if rules.cards.bonus:
        said.append(_("A bonus card dealt to the field goes to the dealer."))
    if d.field_pair == "pile":
        # the third of its month is laid on the pile, the fourth takes all (pt17: "only the third and fourth take
        # it", while the third only piles on)
        said.append(_("A pair dealt to the field is piled: the third card of its month is laid on it, and the "
                      "fourth takes all."))
    return Section(_("The deal"), tuple(said))


def a_turn(rules: GoStopRules) -> Section:
    p = rules.play
    said = [
        _("Play a card from your hand onto a field card of its month to take both; with no match it stays on the "
          "field. Then the top card of the deck is turned up and does the same."),
        _("If your card meets two field cards of its month, you choose which to take; the fourth card of a month "
          "takes the three on the field."),
    ]
    if p.ppuk_steal or p.own_ppuk_steal:
        said.append(_("Ppuk: when the card turned up is of the month your card was to take, all three stay on "
                      "the field as a pile. Whoever takes the pile with the fourth card takes {n} from each "
                      "opponent ({own} if the pile was their own).").format(n=plains(p.ppuk_steal),
                                                                          own=plains(p.own_ppuk_steal)))
    else:
        said.append(_("Ppuk: when the card turned up is of the month your card was to take, all three stay on "
                      "the field as a pile, for the fourth card of the month."))
    if not p.last_card_ppuk:
        said.append(_("There is no ppuk on your last hand card: you simply take the three."))
    if p.three_ppuk:
        # TRANSLATORS: How to play Go-Stop, a house rule; {points} "7 points"
        said.append(_("Your third ppuk in one hand wins it at once: {points} from each opponent.").format(
            points=points(p.three_ppuk)))
    steals = [(p.jjok_steal, _("Jjok: your card made no match and the card turned up takes it.")),
              (p.ttadak_steal, _("Ttadak: your card and the card turned up take all four of a month.")),
              (p.sseul_steal, _("Sseul: your turn leaves the field empty."))]
    for k, (n, what) in enumerate(steals):
        if n:
            # TRANSLATORS: {what} is a move of Go-Stop ("Jjok: ..."); {n} what it takes from each opponent
            said.append(_("{what} You take {n} from each opponent.").format(what=what, n=plains(n)))
        elif k < 2:  # the log names a jjok and a ttadak however little they take (a sseul only by its steal)
            # TRANSLATORS: {what} is a move of Go-Stop ("Jjok: ..."), which the move log names, and which these
            # rules reward with no plain from the others
            said.append(_("{what} Under these rules it takes nothing from the others.").format(what=what))
    if p.steal_two_as_double:
        said.append(_("Where a move takes two plains from an opponent, it takes one double plain instead if they "
                      "have one."))
    if rules.cards.bonus:
        said.append(_("A bonus card played from the hand goes to your captures and you draw the deck's top card; "
                      "one turned up from the deck is taken too."))
        if p.flipped_bonus == "pile":
            # TRANSLATORS: How to play Go-Stop, a house rule about a bonus card turned up from the deck
            said.append(_("A bonus card turned up in a turn that makes a ppuk stays on the pile, for whoever takes "
                          "it."))
    if p.shake:
        said.append(_("Holding three of a month, you may shake: show them, then play one. Each shake doubles "
                      "your win."))
    if p.bomb:
        said.append(_("Holding three of a month whose fourth is on the field, you may bomb: play all three and "
                      "take the four, and {n} from each opponent. It counts as a shake.").format(
            n=plains(p.bomb_steal)))
        if p.bomb_flips:
            said.append(ngettext("After a bomb, your next turn is a flip only.",
                                 "After a bomb, your next {n} turns are flips only.", p.bomb_flips).format(
                n=p.bomb_flips))
    if p.bomb_two:
        # TRANSLATORS: How to play Go-Stop, a house rule: a bomb of two cards (Korean: 두 장 폭탄)
        said.append(_("Holding two of a month whose other two are on the field, you must bomb with them: play "
                      "both and take the four, and {n} from each opponent. It counts as a shake.").format(
            n=plains(p.bomb_steal)))
        if p.bomb_flips:
            said.append(_("After a bomb of two, your next turn is a flip only."))
    return Section(_("A turn"), tuple(said))


def go_or_stop(rules: GoStopRules) -> Section:
    g = rules.go
    said = [_("Once your yaku reach {points}, you choose: Stop, and the hand is yours, or Go, and play on for "
              "more.").format(points=points(g.threshold))]
    if rules.match.most_players > 2 and g.threshold_three != g.threshold:
        # TRANSLATORS: How to play Go-Stop, for rules played by three: the Go or Stop threshold at a table of three
        said.append(_("At a table of three, from {points}.").format(points=points(g.threshold_three)))
    if g.must_rise:
        said.append(_("After a Go you may choose again only when your score has risen."))
    if rules.scoring.go_bonus == "standard":
        said.append(_("Each Go adds a point; from the third Go on, each Go also doubles your win."))
    else:
        said.append(_("One Go adds a point; two double your win, three triple it, and so on."))
    said.append(_("If another player stops before you after your Go, you pay them instead."))
    return Section(_("Go or Stop"), tuple(said))


def scoring(rules: GoStopRules) -> Section:
    s = rules.scoring
    said = [_("Stopping wins your yaku's points from each opponent, with the bonuses and the doublings below.")]
    if rules.match.most_players > 2:
        # TRANSLATORS: How to play Go-Stop, for rules played by three: each loser pays on their own piles
        said.append(_("At a table of three each loser pays on their own: one may owe a doubling the other "
                      "does not."))
    if s.no_bright_bonus:
        said.append(_("+{n} when the loser took no bright.").format(n=s.no_bright_bonus))
    if s.few_plains_factor > 1:
        said.append(_("×{f} when the loser took fewer than {n} plains.").format(f=s.few_plains_factor,
                                                                              n=s.few_plains_under))
        if rules.match.most_players > 2 and s.few_plains_under_three != s.few_plains_under:
            said.append(_("At a table of three, fewer than {n}.").format(n=s.few_plains_under_three))
    if s.double_joker_factor > 1 and "bonus-double" in rules.cards.bonus:
        said.append(_("×{f} when the winner took the doubling bonus card.").format(f=s.double_joker_factor))
    if s.pi_bak:
        said.append(_("Pi-bak, ×2: you win with plains and the loser has {n} plains or fewer.").format(
            n=s.pi_bak_max))
    if s.gwang_bak:
        said.append(_("Gwang-bak, ×2: you win with brights and the loser has none."))
    if s.meong_bak:
        said.append(_("Meong-bak, ×2: you have {n} animals or more.").format(n=s.meong_bak_min))
    if s.go_bak:
        said.append(_("Go-bak, ×2: the loser had called Go."))
        if rules.match.most_players > 2 and s.go_bak_three == "pays_all":
            # TRANSLATORS: How to play Go-Stop, the go-bak of a table of three
            said.append(_("At a table of three, a loser who had called Go pays for both losers instead, "
                          "and the other pays nothing."))
    return Section(_("The score"), tuple(said))


def the_end(rules: GoStopRules) -> Section:
    said = [_("When the cards run out and no one has stopped, no one wins the hand (nagari).")]
    if rules.end.nagari_doubles:
        said.append(_("The next hand is then worth double, and again for each drawn hand in a row."))
    said.append(_("The winner of a hand deals the next."))
    m = rules.match
    if m.rounds:
        said.append(ngettext("The match lasts {n} hand; the most points after it wins.",
                             "The match lasts {n} hands; the most points after the last wins.", m.rounds)
                    .format(n=m.rounds))
    if m.target:
        said.append(_("The match ends when a player reaches {points}.").format(points=points(m.target)))
    return Section(_("The end of a hand"), tuple(said))


def gostop_yaku_lines(rules: GoStopRules) -> list[GostopYakuLine]:
    return [GostopYakuLine(y, rules) for y in rules.yaku_variants[0]]
