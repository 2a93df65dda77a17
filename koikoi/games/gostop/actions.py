"""The actions of a Go-Stop hand, each made once, and the error for an illegal one."""

from __future__ import annotations

from typing import NamedTuple

from . import deck
from .state import NO_CARD, Phase


class Action(NamedTuple):
    kind: str  # "play", "shake", "bomb", "choose", "flip", "go", "stop", "cup-animal", "cup-plain", ...
    card: int = NO_CARD  # for a bomb, any of the three


FLIP = Action("flip")
GO = Action("go")
STOP = Action("stop")
# Every action there can be, made once: listing the legal ones builds no tuples
PLAYS = tuple(Action("play", c) for c in range(len(deck.IDS)))
SHAKES = tuple(Action("shake", c) for c in range(len(deck.IDS)))
BOMBS = tuple(Action("bomb", c) for c in range(len(deck.IDS)))
CHOICES = tuple(Action("choose", c) for c in range(len(deck.IDS)))
# A hand's plays by its bytes: BYTE_PLAYS[k][b] is the plays of the cards
# 8k to 8k+7 whose bits b holds, so a hand's plays are seven lookups, lowest first
BYTE_PLAYS = tuple(
    tuple(tuple(PLAYS[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < len(PLAYS)) for b in range(256))
    for k in range(7))
assert len(PLAYS) <= 56
GO_OR_STOP = (GO, STOP)
CLAIM = Action("chongtong")  # dealt four of a month: win the hand at once
PLAY_ON = Action("play-on")  # ... or keep the four and play the hand
CLAIM_OR_PLAY = (CLAIM, PLAY_ON)
CUP_AS_ANIMAL = Action("cup-animal")  # the sake cup counts as an animal for the rest of the hand
CUP_AS_PLAIN = Action("cup-plain")  # ... or as a double plain
CUP_CHOICE = (CUP_AS_ANIMAL, CUP_AS_PLAIN)
NEXT = Action("next")  # the table deals the next hand of a game


class IllegalAction(ValueError):
    def __init__(self, action: Action, phase: Phase) -> None:
        super().__init__(f"{action} is not legal in the {phase.name.lower()} phase")
