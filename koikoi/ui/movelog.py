"""The round's moves in words, for the move log: who played what, what it
took, the flips, the yaku made, the koi-koi calls and how the round ended.

Built from the engine's events as the table receives them, so it holds only
what both players saw. No pygame here: it is tested on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..games.common.cards import indices
from ..games.koikoi import game as M
from ..games.koikoi import turn as R
from ..games.koikoi.rules import Rules
from ..i18n import N_, _, ngettext, pgettext
from .words import card_words, listing, reason_text, redeal_words

Names = Callable[[], tuple[str, str]]


@dataclass
class Move:
    """One line of the log. ``player`` is None for what the table does
    (the deal, a refill, the round's end). Its words are looked up when it
    is shown (``text``), so the log reads in the language spoken then."""

    player: int | None
    words: Callable[[], str]
    cards: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        return self.words()


def the_card(card: int) -> str:
    """A card with its article, as a list of cards names it: "the Pine crane"."""
    # TRANSLATORS: a card named in a sentence; {card} is its name ("Pine crane"). Give it the article your
    # language needs there, or none: the move log lists cards this way ("the Pine crane and the Pine plain card").
    return pgettext("card", "the {card}").format(card=card_words(card))


def _cards(cards: list[int] | tuple[int, ...]) -> str:
    """"the Pine crane", "the Pine crane and the Pine plain card"."""
    return listing([the_card(c) for c in cards])


@dataclass(frozen=True)
class _Cards:
    """Cards to name in a sentence, named when it is formatted (so in the
    language spoken then)."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return _cards(self.cards)


@dataclass
class _Opened:
    """A play or a flip whose outcome is still to come, and then its outcome."""

    verb: str  # "played" or "flipped"
    card: int
    ending: str = ""  # "" (not known yet), "stayed" (on the field) or "took"
    taken: tuple[int, ...] = ()


@dataclass
class MoveLog:
    """The moves of the round in play; a new deal starts it afresh.
    ``names`` gives the players' names in the language spoken ("You",
    "CPU"), asked each time a move is shown."""

    rules: Rules
    names: Names
    person: int | None = None  # the seat the person at the screen plays (None: the demo)
    moves: list[Move] = field(default_factory=list)
    round_no: int = 0
    _open: Move | None = None  # a play or flip whose outcome is still to come
    _opened: _Opened | None = None  # what the open move did
    _yaku: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def add(self, events: list) -> None:
        for ev in events:
            self._add(ev)

    def _say(self, player: int | None, words: Callable[[], str], cards: tuple[int, ...] = ()) -> Move:
        move = Move(player, words, cards)
        self.moves.append(move)
        return move

    def _by(self, player: int, mine: str, theirs: str, **fields: object) -> Callable[[], str]:
        """A sentence whose subject is ``player``, looked up when shown:
        ``mine`` ("You ...") when it is the person at the screen, else
        ``theirs`` with the player's ``{name}``. Both are marked with ``N_``
        where they are written."""
        if player == self.person:
            return lambda: _(mine).format(**fields)
        return lambda: _(theirs).format(name=self.names()[player], **fields)

    def _add(self, ev: object) -> None:  # noqa: C901 - one case per kind of event
        if isinstance(ev, R.Dealt):
            self.moves.clear()
            self._open = self._opened = None
            self._yaku.clear()
            self.round_no += 1
            self._say(None, self._by(ev.dealer, N_("The cards were dealt; you dealt and played first."),
                                     N_("The cards were dealt; {name} dealt and played first.")))
        elif isinstance(ev, M.DealerDrawn):
            self.round_no = 0
        elif isinstance(ev, R.Redeal):
            reason = ev.reason
            self._say(None, lambda: _("{why}: the cards were dealt again.").format(why=redeal_words(reason)))
        elif isinstance(ev, R.QuartetRemoved):
            self._say(None, lambda: _("Four cards of one month on the field were set aside for the round."),
                      tuple(indices(ev.cards)))
        elif isinstance(ev, R.Swapped):
            if ev.swapped:
                said = self._by(ev.player, N_("You swapped hands."), N_("{name} swapped hands."))
            else:
                said = self._by(ev.player, N_("You kept the dealt hand."), N_("{name} kept the dealt hand."))
            self._say(ev.player, said)
        elif isinstance(ev, (R.Played, R.Flipped)):
            opened = _Opened("played" if isinstance(ev, R.Played) else "flipped", ev.card)
            self._opened = opened
            self._open = self._say(ev.player, self._play_words(ev.player, opened), (ev.card,))
        elif isinstance(ev, R.Laid):
            if not self._close(ev.card, "stayed"):
                card = ev.card
                self._say(ev.player, self._by(ev.player, N_("You laid {card} on the field."),
                                              N_("{name} laid {card} on the field."), card=_Cards((card,))),
                          (card,))
        elif isinstance(ev, R.Captured):
            mover = self._open.cards[0] if self._open is not None else -1
            taken = tuple(c for c in indices(ev.cards) if c != mover)
            if self._open is not None and (ev.cards >> mover) & 1:
                self._open.cards = (mover, *taken)
                self._close(mover, "took", taken)
            else:
                self._say(ev.player, self._by(ev.player, N_("You took {cards}."), N_("{name} took {cards}."),
                                              cards=_Cards(taken)), taken)
        elif isinstance(ev, R.FieldRefilled):
            card = ev.card
            self._say(None, lambda: _("The field was empty: {card} was turned up onto it.").format(
                card=_cards((card,))), (card,))
        elif isinstance(ev, R.GajiCollected):
            cards = tuple(indices(ev.cards))
            self._say(ev.player, self._by(ev.player, N_("Your Gaji took {cards} at the end."),
                                          N_("{name}'s Gaji took {cards} at the end."), cards=_Cards(cards)), cards)
        elif isinstance(ev, R.YakuMade):
            self._yaku_made(ev)
        elif isinstance(ev, R.KoiKoiCalled):
            if ev.calls == 1:
                said = self._by(ev.player, N_("You called koi-koi and played on."),
                                N_("{name} called koi-koi and played on."))
            else:
                # TRANSLATORS: {calls} is which call of the round this is (2 for the second).
                said = self._by(ev.player, N_("You called koi-koi again (call {calls}) and played on."),
                                N_("{name} called koi-koi again (call {calls}) and played on."), calls=ev.calls)
            self._say(ev.player, said)
        elif isinstance(ev, R.RoundOver):
            result = ev.result
            self._say(result.winner, lambda: reason_text(result, self.names(), self.person))

    def _play_words(self, player: int, opened: _Opened) -> Callable[[], str]:
        """A play or a flip in words, with what became of its card once that is known."""
        card = _Cards((opened.card,))
        mine = player == self.person

        def said() -> str:
            taken = _Cards(opened.taken)
            name = self.names()[player]
            if opened.verb == "played":
                if opened.ending == "stayed":
                    text = (_("You played {card}, which stayed on the field.") if mine
                            else _("{name} played {card}, which stayed on the field."))
                elif opened.ending == "took":
                    text = (_("You played {card} and took {cards}.") if mine
                            else _("{name} played {card} and took {cards}."))
                else:
                    # TRANSLATORS: a play whose outcome is still to come (the player is choosing what it takes).
                    text = _("You played {card}") if mine else _("{name} played {card}")
            elif opened.ending == "stayed":
                text = (_("You turned up {card}, which stayed on the field.") if mine
                        else _("{name} turned up {card}, which stayed on the field."))
            elif opened.ending == "took":
                text = (_("You turned up {card} and took {cards}.") if mine
                        else _("{name} turned up {card} and took {cards}."))
            else:
                # TRANSLATORS: a card turned up from the deck whose outcome is still to come.
                text = _("You turned up {card}") if mine else _("{name} turned up {card}")
            return text.format(name=name, card=card, cards=taken)

        return said

    def _close(self, card: int, ending: str, taken: tuple[int, ...] = ()) -> bool:
        """End the open play or flip of ``card`` with what became of it;
        False when no play or flip of that card is open."""
        move, opened = self._open, self._opened
        self._open = self._opened = None
        if move is None or opened is None or move.cards[0] != card:
            return False
        opened.ending, opened.taken = ending, taken
        return True

    def _yaku_made(self, ev: R.YakuMade) -> None:
        before = self._yaku.get(ev.player, (0,) * len(ev.points))
        self._yaku[ev.player] = tuple(ev.points)
        made = [(y.name, a) for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b and not b]
        raised = [(y.name, a) for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b > 0]
        if not made and not raised:
            return
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
            return text.format(name=self.names()[player], made=new, raised=more)

        self._say(player, said)

    def resumed(self) -> None:
        """A saved match taken up mid-round: its earlier moves were not seen here."""
        self._say(None, lambda: _("The match was continued here; the round's earlier moves are not in this log."))
