"""Koi-Koi's move log: the round's moves in words, from the engine's events
as the table receives them: who played what, what it took, the flips, the
yaku made, the koi-koi calls and how the round ended. The mechanism is the
shared :class:`~koikoi.ui.movelog.MoveLog`. No pygame here."""

from __future__ import annotations

from collections.abc import Callable

from ...games.common.cards import indices
from ...games.koikoi import game as M
from ...games.koikoi import turn as R
from ...games.koikoi.rules import Rules
from ...i18n import N_, _, ngettext, pgettext
from ..movelog import MoveLog, Names, Opened, cards_words, named_cards
from ..words import listing, reason_text, redeal_words
from ..seat_words import Seats, in_sentence


class KoikoiMoveLog(MoveLog):
    """The moves of the round in play. ``match`` gives the engine's match
    as it stands once an action's events are in: the round's number is
    its, the number the table's panel shows (never one counted here from
    the deals, which a redeal or a match taken up would put out)."""

    def __init__(self, rules: Rules, names: Names, person: int | None, match: Callable[[], M.MatchState]) -> None:
        super().__init__(names, person)
        self.rules = rules
        self.match = match
        self.yaku: dict[int, tuple[int, ...]] = {}  # each player's yaku points as last said
        self.redealt = False  # a redeal was just said: the deal that follows keeps it in the log
        self.improved = False  # the last yaku said only raised yaku its player had (none new)

    def title(self) -> str:
        # TRANSLATORS: the move log's title; {round} is the round's number.
        return _("Moves  ·  round {round}").format(round=self.match().round_no)

    def empty(self) -> str:
        return _("No moves yet this round.")

    def add_event(self, ev: object) -> None:  # noqa: C901 - one case per kind of event
        if isinstance(ev, R.Dealt):
            if not self.redealt:
                self.restart()  # a new round; a deal after a redeal keeps the redeal's reason in the log
            self.redealt = False
            self.yaku.clear()
            self.improved = False
            self.say(None, self.by(ev.dealer, N_("The cards were dealt; you dealt and played first."),
                                   N_("The cards were dealt; {name} dealt and played first."),
                                   N_("The cards were dealt; the CPU dealt and played first.")))
        elif isinstance(ev, R.Redeal):
            self.redealt = True
            reason = ev.reason
            self.say(None, lambda: _("{why}: the cards were dealt again.").format(why=redeal_words(reason)))
        elif isinstance(ev, R.QuartetRemoved):
            self.say(None, lambda: _("Four cards of one month on the field were set aside for the round."),
                     tuple(indices(ev.cards)))
        elif isinstance(ev, R.Swapped):
            if ev.swapped:
                said = self.by(ev.player, N_("You swapped hands."), N_("{name} swapped hands."))
            else:
                said = self.by(ev.player, N_("You kept the dealt hand."), N_("{name} kept the dealt hand."))
            self.say(ev.player, said)
        elif isinstance(ev, (R.Played, R.Flipped)):
            self.opened.clear()  # a round settles one card at a time: the last play or flip is done
            self.open(ev.player, "played" if isinstance(ev, R.Played) else "flipped", ev.card)
        elif isinstance(ev, R.Laid):
            if not self.close(ev.card, "stayed"):
                card = ev.card
                self.say(ev.player, self.by(ev.player, N_("You laid {card} on the field."),
                                            N_("{name} laid {card} on the field."), card=named_cards((card,))), (card,))
        elif isinstance(ev, R.Captured):
            mover = next((o.card for _m, o in self.opened if ev.cards >> o.card & 1), -1)
            taken = tuple(c for c in indices(ev.cards) if c != mover)
            if mover < 0:
                self.say(ev.player, self.by(ev.player, N_("You took {cards}."), N_("{name} took {cards}."),
                                            cards=named_cards(taken)), taken)
            else:
                self.close(mover, "took", taken)
        elif isinstance(ev, R.FieldRefilled):
            card = ev.card
            self.say(None, lambda: _("The field was empty: {card} was turned up onto it.").format(
                card=cards_words((card,))), (card,))
        elif isinstance(ev, R.GajiCollected):
            cards = tuple(indices(ev.cards))
            self.say(ev.player, self.by(ev.player, N_("Your Gaji took {cards} at the end."),
                                        N_("{name}'s Gaji took {cards} at the end."),
                                        N_("The CPU's Gaji took {cards} at the end."), cards=named_cards(cards)), cards)
        elif isinstance(ev, R.YakuMade):
            self.yaku_made(ev)
        elif isinstance(ev, R.KoiKoiCalled):
            player, calls = ev.player, ev.calls
            self.say(player, lambda: koikoi_called(Seats(self.names(), self.person), player, calls))
        elif isinstance(ev, R.RoundOver):
            result = ev.result
            improved = self.improved
            self.say(result.winner, lambda: reason_text(result, self.names(), self.person, improved))

    def play_text(self, opened: Opened, mine: bool) -> str:
        if opened.verb == "played":
            if opened.ending == "stayed":
                return (_("You played {card}, which stayed on the field.") if mine
                        else _("{name} played {card}, which stayed on the field."))
            if opened.ending == "took":
                return _("You played {card} and took {cards}.") if mine else _("{name} played {card} and took {cards}.")
            # TRANSLATORS: a play whose outcome is still to come (the player is choosing what it takes).
            return _("You played {card}") if mine else _("{name} played {card}")
        if opened.ending == "stayed":
            return (_("You turned up {card}, which stayed on the field.") if mine
                    else _("{name} turned up {card}, which stayed on the field."))
        if opened.ending == "took":
            return (_("You turned up {card} and took {cards}.") if mine
                    else _("{name} turned up {card} and took {cards}."))
        # TRANSLATORS: a card turned up from the deck whose outcome is still to come.
        return _("You turned up {card}") if mine else _("{name} turned up {card}")

    def yaku_made(self, ev: R.YakuMade) -> None:
        before = self.yaku.get(ev.player, (0,) * len(ev.points))
        self.yaku[ev.player] = tuple(ev.points)
        made = [(y.name, a) for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b and not b]
        raised = [(y.name, a) for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b > 0]
        if not made and not raised:
            return
        self.improved = not made  # compared by the engine's points, yaku by yaku
        player = ev.player
        mine = player == self.person

        def said() -> str:
            # TRANSLATORS: a yaku just made, in the move log: "Akatan (5 points)".
            new = listing([ngettext("{yaku} ({n} point)", "{yaku} ({n} points)", n).format(
                yaku=pgettext("yaku", name), n=n) for name, n in made])
            # TRANSLATORS: a yaku made earlier that is now worth more, in the move log: "Tane to 2 points".
            more = listing([ngettext("{yaku} to {n} point", "{yaku} to {n} points", n).format(
                yaku=pgettext("yaku", name), n=n) for name, n in raised])
            if made and raised:
                text = (_("You made {made} and raised {raised}.") if mine
                        else _("{name} made {made} and raised {raised}."))
            elif made:
                text = _("You made {made}.") if mine else _("{name} made {made}.")
            else:
                text = _("You raised {raised}.") if mine else _("{name} raised {raised}.")
            return in_sentence(text, self.names()[player], made=new, raised=more)

        self.say(player, said)

    def resumed(self) -> None:
        self.say(None, lambda: _("The match was continued here; the round's earlier moves are not in this log."))


def koikoi_called(seats: Seats, player: int, calls: int) -> str:
    """A koi-koi call as it happened, from the player's side ("CPU called koi-koi and played on."): the
    Moves' line, and the banner of a replay, which says what was done, never what to do (pt25)."""
    if calls == 1:
        return seats.line(player, N_("You called koi-koi and played on."), N_("{name} called koi-koi and played on."))
    # TRANSLATORS: {calls} is which call of the round this is (2 for the second).
    return seats.line(player, N_("You called koi-koi again (call {calls}) and played on."),
                      N_("{name} called koi-koi again (call {calls}) and played on."), calls=calls)
