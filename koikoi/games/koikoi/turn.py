"""One round of Koi-Koi as a state machine: ``deal`` starts a round (see
:mod:`.deal`); ``legal_actions(state)`` lists what may be done;
``apply(state, action)`` returns a new state and the events that happened,
for the UI to animate. States are never changed once made (:mod:`.state`).

This module is the round's public face: the names of :mod:`.state` and
:mod:`.deal` are reached through it (``turn.Phase``, ``turn.deal``).
Each phase's handler does only the work of that phase, for speed.
"""

from __future__ import annotations

from operator import gt

from ..common.cards import LIGHTNING, MONTH_MASK, MONTH_MASK_OF_CARD, MONTH_OF, indices
from . import actions as A
from .actions import Act, Action, IllegalActionError
from .deal import MAX_REDEALS, deal_plan, begin_play, refill_field, deal, make_round
from .state import (
    HAND_SIZE, NOVEMBER, Captured, Dealt, Event, FieldRefilled, Flipped, GajiCollected, KoiKoiCalled, Laid, Phase,
    Played, QuartetRemoved, Redeal, RoundOver, RoundResult, RoundState, Swapped, YakuMade, cards_accounted, finish,
    month_profile, pair_with,
)

__all__ = [
    "HAND_SIZE", "MAX_REDEALS", "Captured", "Dealt", "Event", "FieldRefilled", "Flipped", "GajiCollected",
    "KoiKoiCalled", "Laid", "Phase", "Played", "QuartetRemoved", "Redeal", "RoundOver", "RoundResult", "RoundState",
    "Swapped", "YakuMade", "advance", "apply", "cards_accounted", "deal", "koikoi_barred", "koikoi_calls_left",
    "koikoi_on_last_card",
    "legal_actions", "make_round", "month_profile", "pending_targets", "targets", "deal_plan",
]

# --- legal actions ------------------------------------------------------

_NO_ACTIONS: tuple[Action, ...] = ()
_FLIP = (A.FLIP,)
_KOIKOI = (A.KOIKOI, A.STOP)
_SWAP = (A.SWAP, A.KEEP)
_PLAYS = A.PLAY


def _gaji_live(s: RoundState, card: int) -> bool:
    return card == LIGHTNING and s.rules.play.gaji and not s.november_played and bool(s.field)


def targets(s: RoundState, card: int) -> int:
    """The field cards ``card`` would take if played from the hand now: the
    field cards of its month, or the whole field when it is the live Gaji
    joker. (Whether it takes them at once or its player chooses one is
    :func:`_play`'s affair.) A searching AI's playouts ask this for every
    card they weigh, so it is kept to a few operations."""
    if card == LIGHTNING and _gaji_live(s, card):
        return s.field
    return s.field & MONTH_MASK_OF_CARD[card]


def pending_targets(s: RoundState) -> int:
    """The field cards the pending (played or flipped) card may take."""
    return s.field if s.pending_any else s.field & MONTH_MASK_OF_CARD[s.pending]


def legal_actions(s: RoundState) -> tuple[Action, ...]:
    """Every action allowed now, in a stable order."""
    phase = s.phase
    if phase is Phase.PLAY:
        hand = s.hands[s.player]
        if s.rules.play.must_capture:
            matching = [c for c in indices(hand) if s.field & MONTH_MASK_OF_CARD[c] or _gaji_live(s, c)]
            if matching:
                return tuple(A.PLAY[c] for c in matching)
        plays = []
        while hand:
            low = hand & -hand
            plays.append(_PLAYS[low.bit_length() - 1])
            hand ^= low
        return tuple(plays)
    if phase is Phase.FLIP:
        return _FLIP
    if phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        takes = tuple(A.TAKE[c] for c in indices(pending_targets(s)))
        if phase is Phase.CHOOSE_HAND and s.rules.play.lay_matching and not s.pending_any:
            return takes + (A.LAY,)
        return takes
    if phase is Phase.KOIKOI:
        return _KOIKOI
    if phase is Phase.SWAP:
        return _SWAP
    return _NO_ACTIONS


# --- applying an action ---------------------------------------------------


def apply(s: RoundState, action: Action) -> tuple[RoundState, list[Event]]:
    """The state after ``action``, and what happened. Raises
    :class:`IllegalActionError` for an action the rules do not allow now."""
    _check(s, action)
    n = s._copy()
    events: list[Event] = []
    advance(n, action, events)
    return n, events


def _check(s: RoundState, action: Action) -> None:
    phase = s.phase
    if not isinstance(action, Action):
        raise IllegalActionError(action, phase.label, "not an action")
    kind = action.kind
    if phase is Phase.PLAY:
        c = action.card
        if kind is not Act.PLAY or c < 0 or not (s.hands[s.player] >> c) & 1:
            raise IllegalActionError(action, phase.label, "play a card from the hand")
        if s.rules.play.must_capture and action not in legal_actions(s):
            raise IllegalActionError(action, phase.label, "a card that captures must be played")
    elif phase is Phase.FLIP:
        if kind is not Act.FLIP:
            raise IllegalActionError(action, phase.label, "the deck's top card must be turned")
    elif phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        if not (
            (kind is Act.TAKE and action.card >= 0 and (pending_targets(s) >> action.card) & 1)
            or (kind is Act.LAY and action in legal_actions(s))
        ):
            raise IllegalActionError(action, phase.label, "take one of the matching field cards")
    elif phase is Phase.KOIKOI:
        if kind is not Act.KOIKOI and kind is not Act.STOP:
            raise IllegalActionError(action, phase.label, "call koi-koi or stop")
    elif phase is Phase.SWAP:
        if kind is not Act.SWAP and kind is not Act.KEEP:
            raise IllegalActionError(action, phase.label, "swap hands or keep them")
    else:
        raise IllegalActionError(action, phase.label, "the round is over")


def advance(n: RoundState, action: Action, events: list[Event]) -> None:
    """Carry out a legal ``action`` on ``n`` itself, appending what happened.

    For simulations that own a private copy (a playout changes one state
    through the whole round instead of copying it at every step); the
    action is not checked, so anything else must go through :func:`apply`.
    """
    phase = n.phase
    if phase is Phase.PLAY:
        _play(n, action.card, events)
    elif phase is Phase.FLIP:
        _flip(n, events)
    elif phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        if action.kind is Act.TAKE:
            _capture(n, n.pending, 1 << action.card, events, joker=n.pending_any)
        else:
            _lay(n, n.pending, events)
        n.pending = -1
        n.pending_any = False
        if phase is Phase.CHOOSE_HAND:
            _after_hand(n, events)
        else:
            _end_turn(n, events)
    elif phase is Phase.KOIKOI:
        p = n.player
        if action.kind is Act.KOIKOI:
            n.koikoi_calls = pair_with(n.koikoi_calls, p, n.koikoi_calls[p] + 1)
            n.last_caller = p
            events.append(KoiKoiCalled(p, n.koikoi_calls[p]))
            # Points that depend on having called (a house rule) are rebased,
            # so the call itself does not count as a raise next turn.
            n.yaku = pair_with(n.yaku, p, n.table.points(n.captures[p], n.month, True))
            _next_turn(n, events)
        else:
            _stop(n, p, events)
    else:  # SWAP
        swap = action.kind is Act.SWAP
        if swap:
            n.hands = (n.hands[1], n.hands[0])
        events.append(Swapped(n.player, swap))
        begin_play(n, events)


def _play(s: RoundState, c: int, events: list[Event]) -> None:
    p = s.player
    s.hands = pair_with(s.hands, p, s.hands[p] & ~(1 << c))
    events.append(Played(p, c))
    taken = targets(s, c)  # before the card itself marks November as played
    joker = c == LIGHTNING and _gaji_live(s, c)
    if MONTH_OF[c] == NOVEMBER:
        s.november_played = True
    n = taken.bit_count()
    if n == 0:
        _lay(s, c, events)
    elif n == 2 or (joker and n > 1) or (n == 1 and s.rules.play.lay_matching and not joker):
        s.pending = c
        s.pending_any = joker
        s.phase = Phase.CHOOSE_HAND
        return
    else:  # one match, or three taken by the fourth
        _capture(s, c, taken, events, joker=joker)
    _after_hand(s, events)


def _after_hand(s: RoundState, events: list[Event]) -> None:
    if s.deck_pos < len(s.deck):
        s.phase = Phase.FLIP
    else:
        _end_turn(s, events)


def _flip(s: RoundState, events: list[Event]) -> None:
    p = s.player
    c = s.deck[s.deck_pos]
    s.deck_pos += 1
    events.append(Flipped(p, c))
    if MONTH_OF[c] == NOVEMBER:
        s.november_played = True
    taken = s.field & MONTH_MASK_OF_CARD[c]  # a flipped card is never the Gaji joker
    n = taken.bit_count()
    if n == 0:
        _lay(s, c, events)
    elif n == 2:
        s.pending = c
        s.phase = Phase.CHOOSE_FLIP
        return
    else:
        _capture(s, c, taken, events)
    _end_turn(s, events)


def _lay(s: RoundState, c: int, events: list[Event]) -> None:
    s.field |= 1 << c
    events.append(Laid(s.player, c))


def _capture(s: RoundState, c: int, taken: int, events: list[Event], joker: bool = False) -> None:
    p = s.player
    if joker:  # the Gaji took a card: remember its month for the round's end
        s.gaji = pair_with(s.gaji, p, MONTH_OF[taken.bit_length() - 1])
    cards = taken | (1 << c)
    s.field &= ~taken
    s.captures = pair_with(s.captures, p, s.captures[p] | cards)
    events.append(Captured(p, cards))


def _end_turn(s: RoundState, events: list[Event]) -> None:
    """Check the mover's yaku: offer koi-koi on a raise, else pass the turn."""
    p = s.player
    captured = s.captures[p]
    if captured != s.evaluated[p]:
        s.evaluated = pair_with(s.evaluated, p, captured)
        before = s.yaku[p]
        after = s.table.points(captured, s.month, s.koikoi_calls[p] > 0)
        s.yaku = pair_with(s.yaku, p, after)
        if after != before and any(map(gt, after, before)) and s.table.can_stop(after):
            barred = koikoi_barred(s, p)
            events.append(YakuMade(p, after, not barred))
            if barred:
                _stop(s, p, events, barred)
            else:
                s.phase = Phase.KOIKOI
            return
    _next_turn(s, events)


def koikoi_calls_left(s: RoundState, p: int) -> int | None:
    """How many more times ``p`` may call koi-koi this round (None: no limit)."""
    play = s.rules.play
    limit = play.koikoi_limit
    if not limit:
        return None
    calls = s.koikoi_calls[p] if play.koikoi_limit_scope == "each" else s.koikoi_calls[0] + s.koikoi_calls[1]
    return max(0, limit - calls)


def koikoi_barred(s: RoundState, p: int) -> str:
    """Why the rules end the round when ``p`` makes a yaku now, instead of
    offering koi-koi: "limit" (no koi-koi call left), "last-card" (no
    koi-koi on one's last card), or "" when koi-koi may be called."""
    if koikoi_calls_left(s, p) == 0:
        return "limit"
    if not s.rules.play.last_turn_koikoi and not s.hands[p]:
        return "last-card"
    return ""


def koikoi_on_last_card(s: RoundState) -> RoundResult | None:
    """What koi-koi called now (the KOIKOI phase) on the caller's last card
    leads to when no yaku follows: the hands run out and the rules'
    exhausted-hands rule (with oya-ken) decides, at once when it was the
    round's last card, else once the opponent has played its last card
    and made no yaku. None when the caller still holds cards."""
    p = s.player
    if s.phase is not Phase.KOIKOI or s.hands[p]:
        return None
    n, _events = apply(s, A.KOIKOI)
    if n.result is None:  # the opponent plays its last card, making no yaku; then the hands are out
        n.hands = (0, 0)
        n.player = 1 - p
        _exhausted(n, [])
    return n.result


def _next_turn(s: RoundState, events: list[Event]) -> None:
    if not s.hands[0] and not s.hands[1]:
        _exhausted(s, events)
        return
    s.player = 1 - s.player
    s.phase = Phase.PLAY
    refill_field(s, events)


def _collect_gaji(s: RoundState, events: list[Event]) -> None:
    """At the round's end, a Gaji capturer takes the field cards of its month."""
    for p in (0, 1):
        month = s.gaji[p]
        if month:
            cards = s.field & MONTH_MASK[month]
            if cards:
                s.field &= ~cards
                s.captures = pair_with(s.captures, p, s.captures[p] | cards)
                events.append(GajiCollected(p, cards))


def _stop(s: RoundState, p: int, events: list[Event], why: str = "") -> None:
    """``p`` scores and the round ends: their choice, or the rules' (``why``
    is :func:`koikoi_barred`'s reason; the result's reason is then
    "stop-limit" or "stop-last-card")."""
    _collect_gaji(s, events)
    sc = s.score_if_stopped(p)
    finish(s, events, p, sc.total, f"stop-{why}" if why else "stop", sc)


def _exhausted(s: RoundState, events: list[Event]) -> None:
    """Both hands are empty and nobody stopped: the rule set decides."""
    _collect_gaji(s, events)
    end = s.rules.end
    rule = end.exhausted
    caller = s.last_caller
    if caller >= 0 and (
        rule == "last_caller" or (rule == "caller_unless_last_player" and caller != s.player)
    ):
        sc = s.score_if_stopped(caller)
        if sc.total:
            finish(s, events, caller, sc.total, "last-caller", sc)
            return
    if end.oya_ken:
        finish(s, events, s.dealer, end.oya_ken, "oya-ken")
        return
    finish(s, events, None, 0, "exhausted")


