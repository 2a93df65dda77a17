"""Go-Stop's move log: the hand's moves in words, from the engine's events
as the table receives them: who played what and what it took, the flips,
each ppuk (and who made the pile), jjok, ttadak and sseul, each plain
stolen, the bonus cards, shakes and bombs, Go and Stop, the sake cup's
choice and how the hand ended. The mechanism is the shared
:class:`~koikoi.ui.movelog.MoveLog`. No pygame here.

Only what every player saw: a dealt hand is never named, nor the card a
bonus card draws, nor four of a month kept in hand to play on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...games.common.cards import MONTH_MASK, SAKE_CUP, indices
from ...games.gostop import deck
from ...games.gostop import game as G
from ...games.gostop import state as H
from ...games.gostop.deal import dealt_three, fours
from ...games.gostop.rules import CUP_OPEN
from ...games.gostop.scoring import SAKE, cup_counts_as_plain
from ...games.gostop.turn import month
from ...i18n import N_, _, ngettext, pgettext
from ..gostop_words import SHOUTS, won_points, yaku_score
from ..movelog import Later, MoveLog, Names, Opened, cards_words, named_cards
from ..seat_words import Seats, lone_computer, in_sentence
from ..words import GostopWords, flower

# A steal is said with what the table shouts for its cause (a ppuk pile taken, one's own or another's: the same).
STEAL_SHOUT = {"ppuk": "ppuk-pile", "own-ppuk": "ppuk-pile", "jjok": "jjok", "ttadak": "ttadak", "sseul": "sseul",
               "bomb": "bomb"}
# The captures a flip makes with the card just played, said as it ends: "...and took the Pine crane: jjok!"
FLIP_ENDINGS = ("jjok", "ttadak", "last-card")


class GostopMoveLog(MoveLog):
    """The moves of the hand in play. ``game`` gives the engine's game as
    it stands once an action's events are in: its hand's number, the cards
    of the turn still in play (a play or a flip waiting for a choice, whose
    outcome is still to come), and how the hand ended (a chongtong at the
    deal has no event of its own but the hand's score)."""

    @property
    def card_game(self) -> str:  # type: ignore[override]  # a property over the base class attribute: the rules are read as the log is drawn
        """The cards named in Go-Stop's words, a double plain as one where its rules count it two."""
        return GostopWords(self.game().rules.doubles_mask)

    def __init__(self, names: Names, person: int | None, game: Callable[[], G.GameState]) -> None:
        super().__init__(names, person)
        self.game = game
        self.makers: dict[int, int] = {}  # month -> who made its ppuk pile, while it lies on the field
        self.gos: dict[int, int] = {}  # each player's Go calls this hand
        self.redealt = False  # a redeal was just said: the deal that follows keeps it in the log
        self.stop_called = False  # the hand's winner called Stop (else the rules stopped them)
        self.bomber: int | None = None  # who bombed in the action being added
        self.again: set[int] = set()  # the bonus cards turned up and taken in the action added, then a flip again
        self.cup_plain: bool | None = None  # the sake cup counts as a double plain for its holder now (None: not known)
        self.cup_news: tuple[int, Callable[[], str]] | None = None  # the cup moved unasked: its holder, what to shout

    def title(self) -> str:
        # TRANSLATORS: Go-Stop: the move log's title; {hand} is the hand's number.
        return _("Moves  ·  hand {hand}").format(hand=self.game().hand_no)

    def empty(self) -> str:
        return _("No moves yet this hand.")

    def resumed(self) -> None:
        hand = self.game().hand
        self.makers = {m: who for m, who in enumerate(hand.held) if who >= 0}
        self.gos = dict(enumerate(hand.go_calls))
        self.cup_plain = None  # learnt at the next action, not said
        self.say(None, lambda: _("The game was continued here; the hand's earlier moves are not in this log."))

    def restart(self) -> None:
        super().restart()
        self.cup_plain = None  # a new hand: where the cup lies is learnt anew, not said
        self.makers.clear()
        self.gos.clear()
        self.stop_called = False

    def add(self, events: Iterable[object]) -> None:
        """An action's events; then the plays and flips its turn has settled
        without taking anything stayed on the field (a ppuk's among them)."""
        self.bomber = None
        events = list(events)
        # the bonus cards turned up and taken after which their player turned up another card
        self.again = {ev.cards for ev, then in zip(events, events[1:]) if isinstance(ev, H.Captured)
                      and ev.how == "bonus" and isinstance(then, H.Flipped) and then.player == ev.player}
        super().add(events)
        hand = self.game().hand
        if any(isinstance(ev, H.Dealt) for ev in events) and hand.phase is not H.Phase.OVER:  # (a chongtong ends it)
            for mo in H.MONTHS:
                if dealt_three(hand, mo):
                    self.say(None, self.dealt_three(mo), self.on_field(mo))
        if self.bomber is not None:
            self.flips_saved(self.bomber, hand.flips_left[self.bomber])
        for _move, opened in list(self.opened):
            if opened.card not in (hand.played, hand.flipped):
                dealt = opened.card < deck.FIRST_BONUS and hand.held[month(opened.card)] == H.DEAL
                self.close(opened.card, "dealt-pile" if dealt else "stayed")  # laid on a pair piled at the deal
        if self.bomber is None and hand.phase is H.Phase.FLIP and hand.played == H.NO_CARD:
            self.say(hand.player, self.flip_only(hand.player))  # a turn a bomb saved begins: the flip only
        holder = next((p for p in range(hand.players) if hand.captures[p] & SAKE), None)
        plain = holder is not None and cup_counts_as_plain(hand.rules, hand.captures[holder], hand.cup)
        if (holder is not None and self.cup_plain is not None and plain != self.cup_plain and hand.cup == CUP_OPEN
                and hand.phase not in (H.Phase.OVER, H.Phase.SAKE_CUP)):  # (else the summary, the question, say it)
            self.cup_news = holder, self.cup_for_now(holder, plain, hand.rules.cards.sake_cup == "chosen")
        self.cup_plain = plain

    def dealt_three(self, mo: int) -> Callable[[], str]:
        """The Moves line for three cards of month ``mo`` dealt to the field."""
        # TRANSLATORS: Go-Stop: three cards of a month dealt to the field; {month} is a flower
        return lambda: _("Three {month} cards were dealt to the field: whoever plays or turns up the fourth takes "
                         "all four.").format(month=flower(mo, self.card_game))

    def flip_only(self, p: int) -> Callable[[], str]:
        """Why ``p``'s turn is only a flip: the words, for the log and the status line."""
        # TRANSLATORS: Go-Stop: the move log and status line at a turn that is only a flip of the deck's top card,
        # since the player's bomb played several cards of a month in one turn
        return self.by(p, N_("Your bomb played several cards in one turn: this turn you only flip."),
                       N_("{name}'s bomb played several cards in one turn: this turn it only flips."))

    def add_event(self, ev: object) -> None:  # noqa: C901 - one case per kind of event
        if isinstance(ev, H.Dealt):
            if not self.redealt:
                self.restart()
            self.redealt = False
            # TRANSLATORS: Go-Stop: a hand dealt; its dealer plays first (Korean 선)
            self.say(None, self.by(ev.dealer, N_("The cards were dealt; you lead."),
                                   N_("The cards were dealt; {name} leads."),
                                   N_("The cards were dealt; the CPU leads.")))
        elif isinstance(ev, H.Redeal):
            self.redealt = True  # the one redeal Go-Stop's rules have: four of a month dealt to the field
            self.say(None, lambda: _("Four of a month on the field: the cards were dealt again."))
        elif isinstance(ev, H.TakenAtDeal):
            self.taken_at_deal(ev)
        elif isinstance(ev, H.FieldRefilled):
            laid = tuple(indices(ev.cards))
            # TRANSLATORS: Go-Stop: cards turned up from the deck onto the field where bonus cards were taken at the deal
            self.say(None, lambda: _("The field was filled again from the deck: {cards}.").format(
                cards=cards_words(laid, self.card_game)), laid)
        elif isinstance(ev, H.PiledAtDeal):
            mo = ev.month
            # TRANSLATORS: Go-Stop: a pair on the field piled at the deal (the seed's rule); {month} is a flower
            self.say(None, lambda: _("The two {month} cards on the field were piled: a third is laid on them, "
                                     "and the fourth takes all.").format(month=flower(mo, self.card_game)), self.on_field(mo))
        elif isinstance(ev, H.Played):
            self.open(ev.player, "played", ev.card)
        elif isinstance(ev, H.Flipped):
            self.open(ev.player, "flipped", ev.card)
        elif isinstance(ev, H.BonusLaid):
            self.bonus_laid(ev)
        elif isinstance(ev, H.Captured):
            self.captured(ev)
        elif isinstance(ev, H.Ppuk):
            self.makers[ev.month] = ev.player
            self.ppuk_made(ev.month)
            # TRANSLATORS: Go-Stop: the flip fell on the pair the played card was to take; {month} is a flower
            self.say(ev.player, self.by(ev.player, N_("You made a ppuk: the three {month} cards stay piled on the field."),
                                        N_("{name} made a ppuk: the three {month} cards stay piled on the field."),
                                        month=Later(lambda: flower(ev.month, self.card_game))), self.on_field(ev.month))
        elif isinstance(ev, H.Stole):
            self.stole(ev)
        elif isinstance(ev, H.Shook):
            self.shook(ev)
        elif isinstance(ev, H.Bombed):
            four = tuple(indices(ev.cards))
            # TRANSLATORS: Go-Stop: a bomb (poktan), the hand's cards of a month played at once onto the rest of
            # that month on the field, all taken; {month} is a flower
            self.say(ev.player, self.by(ev.player, N_("You bombed with the {month} cards and took all four."),
                                        N_("{name} bombed with the {month} cards and took all four."),
                                        month=Later(lambda: flower(month(four[0]), self.card_game))), four)
            self.bomber = ev.player  # its flips only are said once its action's events are in
        elif isinstance(ev, H.Called):
            self.called(ev)
        elif isinstance(ev, H.CupChosen):
            self.cup_chosen(ev)
        elif isinstance(ev, G.HandScored):
            self.hand_over(ev)
        # a chongtong claimed is said with the hand's end; four of a month kept to play on were seen by no one

    def ppuk_made(self, mo: int) -> None:
        """The play and the flip that made a ppuk: the card played lay on the field's card of its month and
        the flip fell on the two (pt16 read "...stayed on the field, taking nothing" of a card that matched)."""
        piled = self.on_field(mo)
        opened = [o for _move, o in self.opened if month(o.card) == mo]
        played = next((o.card for o in opened if o.verb == "played"), None)
        flipped = next((o.card for o in opened if o.verb == "flipped"), None)
        if played is None or flipped is None:
            return
        under = tuple(c for c in piled if c not in (played, flipped))
        self.close(played, "ppuk", under)
        self.close(flipped, "ppuk", (played, *under))

    def shook(self, ev: H.Shook) -> None:
        """A shake: the cards shown, and what it does to the hand's score
        where the rules make it count (×2: its player's points, if they win)."""
        shown = tuple(indices(ev.cards))
        cards = named_cards(shown, self.card_game)
        factor = self.game().rules.scoring.shake_factor
        if factor > 1:
            # TRANSLATORS: Go-Stop: a player showed three cards of a month before playing one (heundeulgi); if
            # they win the hand, their points are multiplied by {n} (2)
            said = self.by(ev.player, N_("You shook, showing {cards}: if you win this hand, your points count ×{n}."),
                           N_("{name} shook, showing {cards}: if it wins this hand, its points count ×{n}."),
                           cards=cards, n=factor)
        else:
            # TRANSLATORS: Go-Stop: a player showed three cards of a month before playing one (heundeulgi)
            said = self.by(ev.player, N_("You shook, showing {cards}."), N_("{name} shook, showing {cards}."),
                           cards=cards)
        self.say(ev.player, said, shown)

    def flips_saved(self, p: int, n: int) -> None:
        """Why ``p``'s next ``n`` turns are flips only: their bomb played the
        month's cards of their hand in one turn (the turns it saved)."""
        if not n:
            return

        def said() -> str:
            # TRANSLATORS: Go-Stop: after a bomb (several cards of a month played in one turn), the bomber's next
            # {n} turns are a flip of the deck's top card only, with no card played from the hand
            return Seats(self.names(), self.person).said(
                p, ngettext("Your bomb played several cards in one turn, so your next turn is a flip only.",
                            "Your bomb played several cards in one turn, so your next {n} turns are flips only.", n),
                ngettext("{name}'s bomb played several cards in one turn, so its next turn is a flip only.",
                         "{name}'s bomb played several cards in one turn, so its next {n} turns are flips only.", n),
                n=n)

        self.say(p, said)

    def play_text(self, opened: Opened, mine: bool) -> str:
        """A play or a flip in Go-Stop's words (its field, its deck, what a card takes)."""
        yours, theirs = {
            # TRANSLATORS: Go-Stop: a card played whose outcome is still to come (the flip, or the player's choice)
            ("played", ""): (pgettext("gostop", "You played {card}"), pgettext("gostop", "{name} played {card}")),
            ("played", "took"): (pgettext("gostop", "You played {card} and took {cards}."),
                                 pgettext("gostop", "{name} played {card} and took {cards}.")),
            ("played", "stayed"): (pgettext("gostop", "You played {card}, which stayed on the field."),
                                   pgettext("gostop", "{name} played {card}, which stayed on the field.")),
            # TRANSLATORS: Go-Stop: a card laid on a pair piled on the field at the deal (the seed's rule): it takes
            # nothing, and the fourth card of the month will take all four
            ("played", "dealt-pile"): (pgettext("gostop", "You played {card}, laid on the dealt pair: whoever plays "
                                                          "the fourth takes all four."),
                                       pgettext("gostop", "{name} played {card}, laid on the dealt pair: whoever "
                                                          "plays the fourth takes all four.")),
            ("flipped", "dealt-pile"): (pgettext("gostop", "You turned up {card}, laid on the dealt pair: whoever "
                                                           "plays the fourth takes all four."),
                                        pgettext("gostop", "{name} turned up {card}, laid on the dealt pair: whoever "
                                                           "plays the fourth takes all four.")),
            # TRANSLATORS: Go-Stop: a card played that the card turned up next took with it (the next line says so)
            ("played", "joined"): (pgettext("gostop", "You played {card}."), pgettext("gostop", "{name} played {card}.")),
            # TRANSLATORS: Go-Stop: a card turned up from the deck whose outcome is still to come
            ("flipped", ""): (pgettext("gostop", "You turned up {card}"), pgettext("gostop", "{name} turned up {card}")),
            ("flipped", "took"): (pgettext("gostop", "You turned up {card} and took {cards}."),
                                  pgettext("gostop", "{name} turned up {card} and took {cards}.")),
            ("flipped", "stayed"): (pgettext("gostop", "You turned up {card}, which stayed on the field."),
                                    pgettext("gostop", "{name} turned up {card}, which stayed on the field.")),
            # TRANSLATORS: Go-Stop: a bonus card turned up is laid on the cards the card played is to take, and goes
            # with them (the line before says what that card took)
            ("flipped", "joined"): (pgettext("gostop", "You turned up {card}, which went with the cards your play took."),
                                    pgettext("gostop", "{name} turned up {card}, which went with the cards its play "
                                                       "took.")),
            # TRANSLATORS: Go-Stop: a bonus card turned up from the deck goes to its player's captures
            ("flipped", "bonus"): (pgettext("gostop", "You turned up {card} and took it."),
                                   pgettext("gostop", "{name} turned up {card} and took it.")),
            # TRANSLATORS: Go-Stop: a bonus card turned up from the deck goes to its player's captures, and they turn
            # up the next card of the deck (the next line says what became of it); {card} names it a bonus card
            # already ("the Bonus triple plain"): say so once (pt16)
            ("flipped", "bonus-again"): (pgettext("gostop", "You turned up {card}: you took it and turned up the "
                                                            "next card."),
                                         pgettext("gostop", "{name} turned up {card}: it took it and turned up the "
                                                            "next card.")),
            # TRANSLATORS: Go-Stop: the card turned up took the card just played alone (Korean 쪽)
            ("flipped", "jjok"): (pgettext("gostop", "You turned up {card} and took {cards}: jjok!"),
                                  pgettext("gostop", "{name} turned up {card} and took {cards}: jjok!")),
            # TRANSLATORS: Go-Stop: the card played and the card turned up took the field's pair (Korean 따닥)
            ("flipped", "ttadak"): (pgettext("gostop", "You turned up {card} and took {cards}: ttadak!"),
                                    pgettext("gostop", "{name} turned up {card} and took {cards}: ttadak!")),
            # TRANSLATORS: Go-Stop: a card played onto the field's card of its month, which the card turned up next
            # fell on too, a ppuk: the three stay on the field (the next line says so); {cards}: the field's card
            ("played", "ppuk"): (pgettext("gostop", "You played {card} onto {cards}."),
                                 pgettext("gostop", "{name} played {card} onto {cards}.")),
            # TRANSLATORS: Go-Stop: the card turned up fell on the card just played and the field's card of its
            # month ({cards}): a ppuk (the next line says the three stay piled on the field)
            ("flipped", "ppuk"): (pgettext("gostop", "You turned up {card}, which fell on {cards}: ppuk!"),
                                  pgettext("gostop", "{name} turned up {card}, which fell on {cards}: ppuk!")),
            # TRANSLATORS: Go-Stop: the card turned up fell on the pair the player's last hand card was to take; on
            # the last card that makes no ppuk, and the player takes the three
            ("flipped", "last-card"): (pgettext("gostop", "You turned up {card} and took {cards}: no ppuk on the last "
                                                          "card."),
                                       pgettext("gostop", "{name} turned up {card} and took {cards}: no ppuk on the "
                                                          "last card.")),
        }[opened.verb, opened.ending]
        return yours if mine else theirs

    def on_field(self, mo: int) -> tuple[int, ...]:
        """The cards of month ``mo`` on the field as the action's events end (a pile just made, say)."""
        return tuple(indices(self.game().hand.field & MONTH_MASK[mo]))

    # --- the events said in more than a line of code ----------------------------------------------------
    def taken_at_deal(self, ev: H.TakenAtDeal) -> None:
        cards = tuple(indices(ev.cards))
        if ev.reason == "hand-four":
            # TRANSLATORS: Go-Stop: a player dealt four of a month puts them in their captures (the seed's rule)
            said = self.by(ev.player, N_("You held all four {month} cards and captured them."),
                           N_("{name} held all four {month} cards and captured them."),
                           month=Later(lambda: flower(month(cards[0]), self.card_game)))
        else:
            # TRANSLATORS: Go-Stop: the dealer takes the bonus cards (or four of a month) dealt to the field
            said = self.by(ev.player, N_("You took {cards} from the field, as the dealer."),
                           N_("{name} took {cards} from the field, as the dealer."),
                           cards=named_cards(cards, self.card_game))
        self.say(ev.player, said, cards)

    def bonus_laid(self, ev: H.BonusLaid) -> None:
        if ev.drawn == H.NO_CARD:
            said = self.by(ev.player, N_("You put {card} with your captures; the deck had no card left to draw."),
                           N_("{name} put {card} with its captures; the deck had no card left to draw."),
                           card=named_cards((ev.card,), self.card_game))
        else:
            # TRANSLATORS: Go-Stop: a bonus card played from the hand goes to the captures, and a card is drawn
            # in its place (which card is not said: only its player saw it)
            said = self.by(ev.player, N_("You put {card} with your captures and drew a card."),
                           N_("{name} put {card} with its captures and drew a card."),
                           card=named_cards((ev.card,), self.card_game))
        self.say(ev.player, said, (ev.card,))

    def captured(self, ev: H.Captured) -> None:
        """Cards taken: said as the outcome of the play or flip that took
        them (the flip's, when it takes the card just played with it), a
        ppuk pile's maker named after; a bomb's, by the bomb."""
        if ev.how == "bomb":
            return
        cards = tuple(indices(ev.cards))
        went = [o.card for _move, o in self.opened if ev.cards >> o.card & 1]
        takers = [c for c in went if c < deck.FIRST_BONUS]  # a bonus card takes nothing
        if ev.how == "bonus" and went:
            self.close(went[-1], "bonus-again" if ev.cards in self.again else "bonus")
            return
        if not takers:
            self.say(ev.player, self.by(ev.player, N_("You took {cards}."), N_("{name} took {cards}."),
                                        cards=named_cards(cards, self.card_game)), cards)
            return
        mover = takers[-1]
        for c in went:
            if c != mover:
                self.close(c, "joined")
        self.close(mover, ev.how if ev.how in FLIP_ENDINGS else "took", tuple(c for c in cards if c != mover))
        if ev.how == "ppuk-pile":
            self.pile_taken(ev.player, self.makers.pop(month(mover), None), cards)

    def pile_taken(self, taker: int, maker: int | None, cards: tuple[int, ...]) -> None:
        if maker is None:  # a pile made before the log began
            return
        if maker == taker:  # with what it gave: under rules that steal nothing for it, the cards are all
            said = self.by(taker, N_("You took back your own ppuk pile: {cards}."),
                           N_("{name} took back its own ppuk pile: {cards}."), cards=named_cards(cards, self.card_game))
        elif maker == self.person:
            # TRANSLATORS: Go-Stop: a ppuk pile taken by the fourth card of its month; {maker} made the pile
            said = lambda: in_sentence(_("{name} took the ppuk pile you made."), self.names()[taker])  # noqa: E731
        else:
            said = self.by(taker, N_("You took the ppuk pile {maker} made."), N_("{name} took the ppuk pile {maker} made."),
                           maker=Later(lambda: self.names()[maker]))
        self.say(taker, said)

    def stole(self, ev: H.Stole) -> None:
        cards = tuple(indices(ev.cards))
        why = STEAL_SHOUT.get(ev.why)
        taker, victim = ev.player, ev.victim

        def said() -> str:
            names = self.names()
            shout = _(SHOUTS[why]) if why else ""
            if taker == self.person:
                # TRANSLATORS: Go-Stop: plains taken from another player's captures; {why} is what the table
                # shouted for it ("Jjok!"), {cards} the plains
                text = _("{why} You took {cards} from {victim}.")
                if lone_computer(names[victim]):
                    # TRANSLATORS: the same, taken from the computer
                    text = _("{why} You took {cards} from the CPU.")
            elif victim == self.person:
                text = _("{why} {name} took {cards} from you.")
            else:
                text = _("{why} {name} took {cards} from {victim}.")
            return in_sentence(text, names[taker], why=shout, victim=names[victim],
                               cards=cards_words(cards, self.card_game)).strip()

        self.say(taker, said, cards)

    def called(self, ev: H.Called) -> None:
        score = Later(lambda: yaku_score(ev.score))  # the yaku's points, before any multiplier
        if not ev.go:
            self.stop_called = True
            # TRANSLATORS: Go-Stop: a player called Stop; {points} is their score ("7 points")
            self.say(ev.player, self.by(ev.player, N_("You called Stop with {points}."),
                                        N_("{name} called Stop with {points}."), points=score))
            return
        self.gos[ev.player] = n = self.gos.get(ev.player, 0) + 1
        # TRANSLATORS: Go-Stop: a player called Go; {points} is their score ("7 points"), {go} how many Go they
        # have called this hand ("2 Go")
        self.say(ev.player, self.by(ev.player, N_("You called Go with {points} ({go})."),
                                    N_("{name} called Go with {points} ({go})."), points=score,
                                    go=Later(lambda: ngettext("{n} Go", "{n} Go", n).format(n=n))))

    def cup_chosen(self, ev: H.CupChosen) -> None:
        if ev.plain:
            # TRANSLATORS: Go-Stop: the sake cup's holder chose, for the rest of the hand, how it counts
            said = self.by(ev.player, N_("You chose to count your sake cup as a double plain."),
                           N_("{name} chose to count its sake cup as a double plain."))
        else:
            said = self.by(ev.player, N_("You chose to count your sake cup as an animal."),
                           N_("{name} chose to count its sake cup as an animal."))
        self.say(ev.player, said, (SAKE_CUP,))  # the card the line is about, as the cup's other lines name it

    def cup_for_now(self, p: int, plain: bool, asked_later: bool) -> Callable[[], str]:
        """The sake cup in ``p``'s captures moved between the animals and the
        plains with no one asked, and why: not chosen yet, it counts the way
        that scores more for its holder (``asked_later``: who holds it is to
        choose once it decides whether they may call Go or Stop); its first
        sentence, what happened, returned for a banner."""
        # TRANSLATORS: Go-Stop: the sake cup (the chrysanthemum animal), not yet chosen by its holder, counts for now
        # as whichever way scores more for them (a double plain, or an animal); should its holder lose the hand, it
        # will count the way that costs them least (which may be the other): both said, so the summary's way is never
        # one the banner denied
        if plain:
            now = self.by(p, N_("Your sake cup counts as a double plain for now, as that scores more; if you lose the "
                                "hand, it counts the way that costs you least."),
                          N_("{name}'s sake cup counts as a double plain for now, as that scores more; if it loses the "
                             "hand, the cup counts the way that costs it least."))
        else:
            now = self.by(p, N_("Your sake cup counts as an animal for now, as that scores more; if you lose the "
                                "hand, it counts the way that costs you least."),
                          N_("{name}'s sake cup counts as an animal for now, as that scores more; if it loses the "
                             "hand, the cup counts the way that costs it least."))
        later = self.by(p, N_("You will choose how it counts once it decides whether you may call Go or Stop."),
                        N_("{name} will choose how the cup counts once that choice decides whether Go or Stop "
                           "may be called."))

        def said() -> str:
            first = now()  # two sentences: Japanese puts no space after its full stop
            return f"{first}{'' if first.endswith(chr(0x3002)) else ' '}{later()}" if asked_later else first

        self.say(p, said, (SAKE_CUP,))
        return now

    def hand_over(self, ev: G.HandScored) -> None:
        """How the hand ended, and what its winner gained."""
        hand = self.game().hand
        result, winner = hand.result, ev.winner
        if result is None or winner == H.NO_ONE:
            self.say(None, lambda: _("The hands ran out and no one won: nagari."))
            return
        won = Later(lambda: won_points(ev.points))  # what the hand paid, after every multiplier
        if result.reason == "chongtong":
            # the four a chongtong wins with are shown when it is claimed: the only dealt hand the log names
            four = fours(hand.hands[winner])
            cards = tuple(indices(MONTH_MASK[four[0]])) if four else ()
            # TRANSLATORS: Go-Stop: a hand won at the deal by holding four cards of a month (Korean 총통); {month}
            # is a flower, {points} what the winner gained ("10 points")
            self.say(winner, self.by(winner, N_("Chongtong: you were dealt all four {month} cards and won the hand: "
                                                "{points}."),
                                     N_("Chongtong: {name} was dealt all four {month} cards and won the hand: "
                                        "{points}."),
                                     N_("Chongtong: the CPU was dealt all four {month} cards and won the hand: "
                                        "{points}."),
                                     month=Later(lambda: flower(month(cards[0]), self.card_game) if cards else ""), points=won), cards)
            return
        if result.reason == "three-ppuk":
            # TRANSLATORS: Go-Stop: a player who makes a third ppuk in one hand wins it; {points} as above
            self.say(winner, self.by(winner, N_("You made a third ppuk and won the hand: {points}."),
                                     N_("{name} made a third ppuk and won the hand: {points}."), points=won))
            return
        if result.reason == "stop" and not self.stop_called:
            # TRANSLATORS: Go-Stop: a player's score reached the threshold with their own last card (the others may
            # still hold cards), with none left to call Go on, so the hand stopped there
            self.say(winner, self.by(winner, N_("You scored with your last card, so the hand stopped there."),
                                     N_("{name} scored with its last card, so the hand stopped there.")))
        # TRANSLATORS: Go-Stop: the hand's winner and what they gained ("14 points")
        self.say(winner, self.by(winner, N_("You won the hand: {points}."), N_("{name} won the hand: {points}."),
                                 points=won))
