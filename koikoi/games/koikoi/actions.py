"""Actions a player (or the table) takes, and the error for an illegal one."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from ..common.cards import CARD_IDS, card


class Act(IntEnum):
    PLAY = 0  # play a card from the hand
    TAKE = 1  # capture this field card (when the played or flipped card has a choice)
    LAY = 2  # lay the played card on the field without capturing (house rule)
    FLIP = 3  # turn the top card of the deck
    KOIKOI = 4  # play on after a yaku
    STOP = 5  # end the round and score
    SWAP = 6  # the dealer's opponent swaps hands with the dealer
    KEEP = 7  # ... or keeps the dealt hand
    NEXT = 8  # deal the next round of a match

    @property
    def label(self) -> str:
        return self.name.lower()


_WITH_CARD = (Act.PLAY, Act.TAKE)


@dataclass(frozen=True, slots=True)
class Action:
    """A small hashable move. Prefer the interned constants below."""

    kind: Act
    card: int = -1

    def __str__(self) -> str:
        if self.kind in _WITH_CARD:
            return f"{self.kind.label} {CARD_IDS[self.card]}"
        return self.kind.label

    @classmethod
    def parse(cls, text: str) -> Action:
        """``"play pine-crane"``, ``"take pine-plain-1"``, ``"flip"``, ``"koikoi"``..."""
        words = text.split()
        try:
            kind = Act[words[0].upper()]
        except (IndexError, KeyError):
            raise ValueError(f"unknown action {text!r}") from None
        if kind in _WITH_CARD:
            if len(words) != 2:
                raise ValueError(f"action {text!r} needs one card id")
            return cls(kind, card(words[1]).index)
        if len(words) != 1:
            raise ValueError(f"action {text!r} takes no card")
        return SIMPLE[kind]


PLAY = tuple(Action(Act.PLAY, i) for i in range(len(CARD_IDS)))
TAKE = tuple(Action(Act.TAKE, i) for i in range(len(CARD_IDS)))
LAY = Action(Act.LAY)
FLIP = Action(Act.FLIP)
KOIKOI = Action(Act.KOIKOI)
STOP = Action(Act.STOP)
SWAP = Action(Act.SWAP)
KEEP = Action(Act.KEEP)
NEXT = Action(Act.NEXT)
SIMPLE = {a.kind: a for a in (LAY, FLIP, KOIKOI, STOP, SWAP, KEEP, NEXT)}


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; names the action and phase."""

    def __init__(self, action: object, phase: str, why: str = "") -> None:
        shown = f"'{action}'" if isinstance(action, Action) else repr(action)
        super().__init__(f"illegal action {shown} in phase {phase}" + (f": {why}" if why else ""))
        self.action, self.phase = action, phase
