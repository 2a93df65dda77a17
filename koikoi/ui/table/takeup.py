"""A game taken up again (continued from its save): the round in play told
again at once from the history, which holds every action of the game
(:mod:`koikoi.storage.history`), as the table told it when it was played:
the round's moves in the move log and the outline on the opponents' last
moves. Where the history does not hold the game whole (saved before it
kept every action, or not written), the log says its earlier moves are
not in it. The replay's table tells a round again the same way when it
jumps to a move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...games.matchrecord import Replay
from . import keeping

if TYPE_CHECKING:  # pragma: no cover
    from .base import CardTable


def lay_out(t: CardTable[Any, Any]) -> None:
    """A game taken up, as its table enters (in the layout it has entered
    with): its cards where the engine has them at once, from the first
    frame, rather than an empty table while the card images are rendered."""
    if t.taken_up and not t.actions_done:
        t.sync()
        t.stage.relayout(0)


def retell_kept(t: CardTable[Any, Any]) -> Replay | None:
    """A game taken up: the round in play told again from the game's start
    and actions (its trail, from the history); else the log's word that
    they are not known. The game played again (a table may tell more of
    it: Go-Stop's last hand), or None when it was not told again."""
    if not t.taken_up:
        return None
    again = None if t.trail is None else keeping.replayed(t.engine, t.level, *t.trail)
    if again is None or t.engine.dump(again.states[-1]) != t.engine.dump(t.state):
        t.log.resumed()
        return None
    first, last = again.round_starts[-1], len(again.events) - 1
    lay_again(t, again.states, again.events, first, last)
    retell(t, again.states, again.events, first, last)
    return again


def lay_again(t: CardTable[Any, Any], states: Sequence[Any], events: Sequence[Sequence[object]],
              first: int, last: int) -> None:
    """The model laid out as the table laid it out while ``states[first]``
    to ``states[last]`` were played (the round's deal first): mended state
    after state from an empty table, so each card keeps the field slot it
    came to, and the cards each state put in a box follow one another as
    its events took them; mending at the last state alone laid the field
    in month order and each box in card order (a game taken up came back
    laid out otherwise than it was left: pt14)."""
    now = t.state
    t.model.clear()
    try:
        for i in range(first, last + 1):
            boxes = [set(box) for box in t.model.captured]
            t.state = states[i]
            t.mend_model([c for ev in events[i] for c in cards_of(ev)])  # new piles in the order their cards came
            taken = [c for ev in events[i] for c in cards_of(ev, single=False)]  # in the order the events took them
            for box, had in zip(t.model.captured, boxes):
                new = sorted((c for c in box if c not in had), key=lambda c: taken.index(c) if c in taken else 99)
                box[:] = [c for c in box if c in had] + new
    finally:
        t.state = now


def cards_of(ev: object, single: bool = True) -> list[int]:
    """The cards an event of either game moves: its ``card`` (played, turned
    up) or the deal's ``field`` (unless not ``single``), or its set of ``cards``
    (a capture, a steal, a bomb...), lowest first as the table moves them."""
    card, cards, field = getattr(ev, "card", None), getattr(ev, "cards", None), getattr(ev, "field", None)
    if single and isinstance(card, int):
        return [card]
    if single and isinstance(field, int):
        cards = field
    return [c for c in range(cards.bit_length()) if cards >> c & 1] if isinstance(cards, int) else []


def retell(t: CardTable[Any, Any], states: Sequence[Any], events: Sequence[Sequence[object]],
           first: int, last: int) -> None:
    """The moves of ``events[first]`` to ``events[last]`` told again at
    once: in the move log, and the outline of the opponents' last moves
    (cleared, as in play, where the person acted). ``states[i]`` is the
    game just after ``events[i]``; ``events[0]`` are the first deal's."""
    now = t.state
    t.log.restart()
    t.stage.clear_trace()
    try:
        for i in range(first, last + 1):
            if i > 0 and t.person is not None and t.engine.to_move(states[i - 1]) == t.person:
                t.stage.clear_trace()  # the person acted: the opponents' moves before are no longer outlined
            t.state = states[i]  # the game as these events end, which the log reads
            t.log.add(events[i])
            for ev in events[i]:
                t.outline(t.stage, ev)
    finally:
        t.state = now
