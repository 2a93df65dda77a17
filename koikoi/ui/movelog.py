"""The round's moves in words, for the move log: who played what, what it
took, the flips, the yaku made, the koi-koi calls and how the round ended.

Built from the engine's events as the table receives them, so it holds only
what both players saw. No pygame here: it is tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import match as M
from ..engine import round as R
from ..engine.cards import indices
from ..engine.rules import Rules
from .words import REDEAL, card_words, reason_text


@dataclass
class Move:
    """One line of the log. ``player`` is None for what the table does
    (the deal, a refill, the round's end)."""

    player: int | None
    text: str
    cards: tuple[int, ...] = ()


def _cards(cards: list[int] | tuple[int, ...]) -> str:
    """"the Pine crane", "the Pine crane and the Pine plain card"."""
    named = [f"the {card_words(c)}" for c in cards]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


@dataclass
class MoveLog:
    """The moves of the round in play; a new deal starts it afresh."""

    rules: Rules
    names: tuple[str, str]
    moves: list[Move] = field(default_factory=list)
    round_no: int = 0
    _open: Move | None = None  # a play or flip whose outcome is still to come
    _yaku: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def add(self, events: list) -> None:
        for ev in events:
            self._add(ev)

    def _say(self, player: int | None, text: str, cards: tuple[int, ...] = ()) -> Move:
        move = Move(player, text, cards)
        self.moves.append(move)
        return move

    def _add(self, ev: object) -> None:
        names = self.names
        if isinstance(ev, R.Dealt):
            self.moves.clear()
            self._open = None
            self._yaku.clear()
            self.round_no += 1
            self._say(None, f"The cards were dealt; {names[ev.dealer]} dealt and played first.")
        elif isinstance(ev, M.DealerDrawn):
            self.round_no = 0
        elif isinstance(ev, R.Redeal):
            self._say(None, f"{REDEAL.get(ev.reason, ev.reason)}: the cards were dealt again.")
        elif isinstance(ev, R.QuartetRemoved):
            self._say(None, "Four cards of one month on the field were set aside for the round.",
                      tuple(indices(ev.cards)))
        elif isinstance(ev, R.Swapped):
            self._say(ev.player, f"{names[ev.player]} {'swapped hands' if ev.swapped else 'kept the dealt hand'}.")
        elif isinstance(ev, R.Played):
            self._open = self._say(ev.player, f"{names[ev.player]} played {_cards([ev.card])}", (ev.card,))
        elif isinstance(ev, R.Flipped):
            self._open = self._say(ev.player, f"{names[ev.player]} turned up {_cards([ev.card])}", (ev.card,))
        elif isinstance(ev, R.Laid):
            if not self._close(ev.card, ", which stayed on the field."):
                self._say(ev.player, f"{names[ev.player]} laid {_cards([ev.card])} on the field.", (ev.card,))
        elif isinstance(ev, R.Captured):
            mover = self._open.cards[0] if self._open is not None else -1
            taken = [c for c in indices(ev.cards) if c != mover]
            if self._open is not None and (ev.cards >> mover) & 1:
                self._open.cards = (mover, *taken)
                self._close(mover, f" and took {_cards(taken)}.")
            else:
                self._say(ev.player, f"{names[ev.player]} took {_cards(taken)}.", tuple(taken))
        elif isinstance(ev, R.FieldRefilled):
            self._say(None, f"The field was empty: {_cards([ev.card])} was turned up onto it.", (ev.card,))
        elif isinstance(ev, R.GajiCollected):
            cards = tuple(indices(ev.cards))
            self._say(ev.player, f"{names[ev.player]}'s Gaji took {_cards(cards)} at the end.", cards)
        elif isinstance(ev, R.YakuMade):
            self._yaku_made(ev)
        elif isinstance(ev, R.KoiKoiCalled):
            again = "" if ev.calls == 1 else f" again (call {ev.calls})"
            self._say(ev.player, f"{names[ev.player]} called koi-koi{again} and played on.")
        elif isinstance(ev, R.RoundOver):
            self._say(ev.result.winner, reason_text(ev.result, names))

    def _close(self, card: int, ending: str) -> bool:
        """End the open play or flip of ``card`` with what became of it;
        False when no play or flip of that card is open."""
        move, self._open = self._open, None
        if move is None or move.cards[0] != card:
            return False
        move.text += ending
        return True

    def _yaku_made(self, ev: R.YakuMade) -> None:
        before = self._yaku.get(ev.player, (0,) * len(ev.points))
        self._yaku[ev.player] = tuple(ev.points)
        made = [f"{y.name} ({a} point{'s' if a != 1 else ''})"
                for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b and not b]
        raised = [f"{y.name} to {a} points" for y, a, b in zip(self.rules.yaku, ev.points, before) if a > b > 0]
        said = [f"made {', '.join(made)}"] if made else []
        said += [f"raised {', '.join(raised)}"] if raised else []
        if said:
            self._say(ev.player, f"{self.names[ev.player]} {' and '.join(said)}.")

    def resumed(self) -> None:
        """A saved match taken up mid-round: its earlier moves were not seen here."""
        self._say(None, "The match was continued here; the round's earlier moves are not in this log.")
