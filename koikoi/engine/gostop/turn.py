"""A Go-Stop turn: the legal actions and ``apply(state, action) -> (state,
events)``, pure like Koi-Koi's round.

A turn plays a hand card (or lays a bonus card from the hand and draws),
then flips the deck's top card; the two are settled together once the
flip is known, since that is what makes a *ppuk* (the flip lands on the
pair the hand card was to take: all three stay, piled), a *jjok* (the flip
takes the card just laid alone) or a *ttadak* (hand card and flip take all
four of a month). A turn that leaves the field empty is a *sseul*. Each of
these steals plains from every opponent, as many as the rules say. Then a
player whose score has risen to the threshold chooses Go or Stop.

Holding three of a month, a player may *shake* (show them, then play one:
their score doubles if they win), or, when the fourth lies on the field,
*bomb* (play all three onto it and take the four, then flip; the turns the
bomb saved are flips only).
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import MONTH_MASK, MONTH_OF, indices
from . import deck
from .hand import (
    DEAL, NO_CARD, NO_ONE, Bombed, BonusLaid, Called, Captured, Event, Flipped, HandOver, HandState, Phase, Played,
    Ppuk, Result, Shook, Stole,
)
from .judge import SAKE, score_hand, yaku_made
from .ruleset import GoStopRules


class Action(NamedTuple):
    kind: str  # "play", "shake", "bomb", "choose", "flip", "go", "stop"
    card: int = NO_CARD  # for a bomb, any of the three


FLIP = Action("flip")
GO = Action("go")
STOP = Action("stop")


class IllegalAction(ValueError):
    def __init__(self, action: Action, phase: Phase) -> None:
        super().__init__(f"{action} is not legal in the {phase.name.lower()} phase")


def month(card: int) -> int:
    """A card's month; 0 for a bonus card, -1 for no card."""
    if card == NO_CARD:
        return -1
    return MONTH_OF[card] if card < deck.FIRST_BONUS else 0


def threes(s: HandState) -> tuple[list[int], list[int]]:
    """The months of which the player to move holds three: those they may
    shake (the fourth not on the field), and those they may bomb (it is)."""
    hand = s.hands[s.player]
    shake, bomb = [], []
    for mo in range(1, 13):
        if (hand & MONTH_MASK[mo]).bit_count() == 3:
            (bomb if s.field & MONTH_MASK[mo] else shake).append(mo)
    return shake, bomb


def _cards(mask: int) -> list[int]:
    return list(indices(mask))


def legal_actions(s: HandState) -> list[Action]:
    if s.phase is Phase.PLAY:
        hand = s.hands[s.player]
        actions = [Action("play", c) for c in _cards(hand)]
        shake, bomb = threes(s)
        if s.rules.play.shake:
            actions += [Action("shake", c) for mo in shake for c in _cards(hand & MONTH_MASK[mo])]
        if s.rules.play.bomb:
            actions += [Action("bomb", _cards(hand & MONTH_MASK[mo])[0]) for mo in bomb]
        return actions
    if s.phase is Phase.CHOOSE_HAND:
        return [Action("choose", c) for c in _cards(s.field & MONTH_MASK[month(s.played)] & ~(1 << s.played))]
    if s.phase is Phase.CHOOSE_FLIP:
        return [Action("choose", c) for c in _cards(s.field & MONTH_MASK[month(s.flipped)] & ~(1 << s.flipped))]
    if s.phase is Phase.FLIP:
        return [FLIP]
    if s.phase is Phase.GO_STOP:
        return [GO, STOP]
    return []


def is_legal(s: HandState, action: Action) -> bool:
    """Whether ``action`` is one of :func:`legal_actions` (without listing them all)."""
    kind, phase = action.kind, s.phase
    if kind == "play":
        return phase is Phase.PLAY and action.card >= 0 and bool(s.hands[s.player] >> action.card & 1)
    if kind == "flip":
        return phase is Phase.FLIP and action == FLIP
    if kind in ("go", "stop"):
        return phase is Phase.GO_STOP and action.card == NO_CARD
    return action in legal_actions(s)


def apply(s: HandState, action: Action) -> tuple[HandState, list[Event]]:
    if not is_legal(s, action):
        raise IllegalAction(action, s.phase)
    events: list[Event] = []
    s = s.copy()
    if action.kind == "play":
        s = _play(s, action.card, events)
    elif action.kind == "shake":
        mo = month(action.card)
        events.append(Shook(s.player, s.hands[s.player] & MONTH_MASK[mo]))
        s.shakes = _bump(s.shakes, s.player, 1)
        s.shown = tuple(x | s.hands[q] & MONTH_MASK[mo] if q == s.player else x for q, x in enumerate(s.shown))
        s = _play(s, action.card, events)
    elif action.kind == "bomb":
        s = _bomb(s, month(action.card), events)
    elif action.kind == "choose" and s.phase is Phase.CHOOSE_HAND:
        s.match, s.phase = 1 << action.card, Phase.FLIP
    elif action.kind == "choose":
        s = _settle(s, s.flipped, 1 << action.card, events)
    elif action.kind == "flip":
        s = _flip(s, events)
    else:
        s = _call(s, action.kind == "go", events)
    return s, events


# --- the hand card ------------------------------------------------------------------------------

def _play(s: HandState, card: int, events: list[Event]) -> HandState:
    p, bit = s.player, 1 << card
    hands = list(s.hands)
    hands[p] &= ~bit
    s.shown = tuple(x & ~bit for x in s.shown)
    if bit & deck.BONUS_MASK:  # laid in the captures; the deck's top card drawn into the hand
        drawn = NO_CARD
        deck_left = s.deck
        if s.deck:
            drawn, deck_left = s.deck[0], s.deck[1:]
            hands[p] |= 1 << drawn
        events.append(BonusLaid(p, card, drawn))
        return _add(_set(s, hands=tuple(hands), deck=deck_left), p, bit)
    events.append(Played(p, card))
    m = month(card)
    on = s.field & MONTH_MASK[m]
    s = _set(s, hands=tuple(hands), field=s.field | bit, played=card, match=0, phase=Phase.FLIP)
    n = on.bit_count()
    if n == 2 and s.held[m] == DEAL:  # the seed's pile: laid on it, not taken; the fourth takes all
        return _hold(s, m, DEAL)
    if n == 2:
        return _set(s, phase=Phase.CHOOSE_HAND)
    return _set(s, match=on)  # one card, three (a pile), or none


def _bump(values: tuple[int, ...], p: int, by: int) -> tuple[int, ...]:
    out = list(values)
    out[p] += by
    return tuple(out)


def _bomb(s: HandState, mo: int, events: list[Event]) -> HandState:
    """Three of the month from the hand onto the fourth: all four taken, a
    steal, a shake's doubling; then the flip, and flips only for the turns saved."""
    p = s.player
    three = s.hands[p] & MONTH_MASK[mo]
    four = three | s.field & MONTH_MASK[mo]
    events.append(Bombed(p, four))
    s.hands = tuple(h & ~three if q == p else h for q, h in enumerate(s.hands))
    s.field |= three
    s.shakes = _bump(s.shakes, p, 1)
    s.flips_left = _bump(s.flips_left, p, s.rules.play.bomb_flips)
    s = _take(s, four, mo, "bomb", events)
    s = _steal(s, s.rules.play.bomb_steal, "bomb", events)
    return _set(s, played=NO_CARD, match=0, phase=Phase.FLIP)


def _set(s: HandState, **changes: object) -> HandState:
    """Change the (already copied) state in place; return it."""
    for name, value in changes.items():
        setattr(s, name, value)
    return s


def _hold(s: HandState, m: int, who: int) -> HandState:
    held = list(s.held)
    held[m] = who
    return _set(s, held=tuple(held))


# --- the flip --------------------------------------------------------------------------------------

def _flip(s: HandState, events: list[Event]) -> HandState:
    p = s.player
    while s.deck:
        card, rest = s.deck[0], s.deck[1:]
        events.append(Flipped(p, card))
        bit = 1 << card
        if not bit & deck.BONUS_MASK:
            s = _set(s, deck=rest, field=s.field | bit)
            fm = month(card)
            on = s.field & MONTH_MASK[fm] & ~bit
            if fm != month(s.played) and on.bit_count() == 2:
                if s.held[fm] == DEAL:  # laid on the seed's pile, not taking it
                    return _settle(s, card, 0, events)
                return _set(s, flipped=card, phase=Phase.CHOOSE_FLIP)
            return _settle(s, card, on, events)
        s = _set(s, deck=rest)
        if s.rules.play.flipped_bonus == "seed" and s.match:
            # laid on the pair the hand card is to take: it goes with that pair; flip again
            m = month(s.played)
            bonus_on = list(s.bonus_on)
            bonus_on[m] |= bit
            s = _set(s, field=s.field | bit, bonus_on=tuple(bonus_on))
            continue
        events.append(Captured(p, bit, "bonus"))
        s = _add(s, p, bit)
        if s.rules.play.flipped_bonus == "seed":  # the hand card made no pair: no more flips
            return _settle(s, NO_CARD, 0, events)
    return _settle(s, NO_CARD, 0, events)  # the deck is spent: the hand card settles alone


def _settle(s: HandState, flipped: int, flip_match: int, events: list[Event]) -> HandState:
    """The hand card and the flipped card taken, piled or left, and the
    steals they earn; then the turn's end."""
    p = s.player
    play = s.rules.play
    m = month(s.played)
    steals: list[tuple[int, str]] = []
    s = _set(s, flipped=NO_CARD)
    if s.played != NO_CARD and flipped != NO_CARD and month(flipped) == m:  # the flip is of the hand card's month
        rest = s.field & MONTH_MASK[m] & ~(1 << s.played) & ~(1 << flipped)  # what lay there before
        if s.held[m] == DEAL:  # the fourth card of the seed's pile takes it all
            s = _take(s, s.field & MONTH_MASK[m], m, "three", events)
        elif rest.bit_count() == 1:  # ppuk: all three stay, piled by this player
            events.append(Ppuk(p, m))
            s = _hold(s, m, p)
        elif not rest:  # jjok: the flip takes the card laid alone
            s = _take(s, (1 << s.played) | (1 << flipped), m, "jjok", events)
            steals.append((play.jjok_steal, "jjok"))
        else:  # ttadak: the hand card and the flip take the field's pair, all four
            s = _take(s, s.field & MONTH_MASK[m], m, "ttadak", events)
            steals.append((play.ttadak_steal, "ttadak"))
    else:
        s, stolen = _take_match(s, s.played, s.match, events)
        steals += stolen
        if flipped != NO_CARD:
            s, stolen = _take_match(s, flipped, flip_match, events)
            steals += stolen
    s = _set(s, played=NO_CARD, match=0)
    if not s.field and (any(s.hands) or any(s.flips_left)):  # sseul, not on the hand's last turn
        steals.append((play.sseul_steal, "sseul"))
    for n, why in steals:
        s = _steal(s, n, why, events)
    return _end_turn(s, events)


def _take_match(s: HandState, card: int, match: int, events: list[Event]) -> tuple[HandState, list[tuple[int, str]]]:
    """``card`` takes what it was to take on the field, if anything."""
    if card == NO_CARD or not match:
        return s, []
    m = month(card)
    steals = []
    if match.bit_count() == 3:  # the three of a month: a ppuk pile pays its steal
        who = s.held[m]
        if who >= 0:
            play = s.rules.play
            steals.append((play.own_ppuk_steal, "own-ppuk") if who == s.player else (play.ppuk_steal, "ppuk"))
        s = _take(s, match | 1 << card, m, "ppuk-pile" if who >= 0 else "three", events)
    else:
        s = _take(s, match | 1 << card, m, "pair", events)
    return s, steals


def _take(s: HandState, cards: int, m: int, how: str, events: list[Event]) -> HandState:
    """Cards of month ``m`` (and the bonus cards lying on them) from the field into the player's captures."""
    cards |= s.bonus_on[m] if cards & MONTH_MASK[m] == s.field & MONTH_MASK[m] else 0
    events.append(Captured(s.player, cards, how))
    bonus_on = list(s.bonus_on)
    held = list(s.held)
    if not (s.field & ~cards) & MONTH_MASK[m]:
        bonus_on[m], held[m] = 0, NO_ONE
    s = _set(s, field=s.field & ~cards, bonus_on=tuple(bonus_on), held=tuple(held))
    return _add(s, s.player, cards)


def _add(s: HandState, p: int, cards: int) -> HandState:
    captures = list(s.captures)
    captures[p] |= cards
    return _set(s, captures=tuple(captures))


def _steal(s: HandState, n: int, why: str, events: list[Event]) -> HandState:
    """``n`` plains from each opponent: single plains first, a double (or a
    bonus of two or three) only when nothing smaller is left."""
    values = deck.pi_values(s.rules.doubles_mask, False, SAKE)
    for q in range(s.players):
        if q == s.player or not n:
            continue
        plains = sorted((values[c], c) for c in _cards(s.captures[q] & deck.PI))
        taken = sum(1 << c for _, c in plains[:n])
        if taken:
            captures = list(s.captures)
            captures[q] &= ~taken
            captures[s.player] |= taken
            s = _set(s, captures=tuple(captures))
            events.append(Stole(s.player, q, taken, why))
    return s


# --- the turn's end: Go or Stop, or the next player ----------------------------------------

def hand_score_of(rules: GoStopRules, captured: int) -> int:
    """The points of these captures' yaku (the sake cup counted at best)."""
    ways = rules.sake_ways() if captured & SAKE else (False,)
    return max(sum(y.points for y in yaku_made(rules, captured, w)) for w in ways)


def hand_score(s: HandState, p: int) -> int:
    """The points of ``p``'s yaku as they stand."""
    return hand_score_of(s.rules, s.captures[p])


def threshold(s: HandState) -> int:
    return s.rules.go.threshold_three if s.players == 3 else s.rules.go.threshold


def _end_turn(s: HandState, events: list[Event]) -> HandState:
    p = s.player
    score = hand_score(s, p)
    last = list(s.last_scores)
    rose = score > last[p]
    last[p] = score
    s = _set(s, last_scores=tuple(last))
    enough = score >= threshold(s) and (not s.go_calls[p] or not s.rules.go.must_rise or score > s.go_scores[p])
    if rose and enough:
        if not s.hands[p] and not s.flips_left[p]:  # no turn left to Go on: the hand stops here
            return _stop(s, score, events)
        return _set(s, phase=Phase.GO_STOP)
    return _next(s, events)


def _next(s: HandState, events: list[Event]) -> HandState:
    nxt = (s.player + 1) % s.players
    if s.flips_left[nxt]:  # a turn a bomb saved: the flip only
        return _set(s, player=nxt, phase=Phase.FLIP, played=NO_CARD, match=0,
                    flips_left=_bump(s.flips_left, nxt, -1))
    if not s.hands[nxt]:
        result = Result(NO_ONE, "nagari", 0, (0,) * s.players)
        events.append(HandOver(result))
        return _set(s, player=nxt, phase=Phase.OVER, result=result)
    return _set(s, player=nxt, phase=Phase.PLAY)


def _call(s: HandState, go: bool, events: list[Event]) -> HandState:
    p = s.player
    score = hand_score(s, p)
    events.append(Called(p, go, score))
    if not go:
        return _stop(s, score, events)
    calls, scores = list(s.go_calls), list(s.go_scores)
    calls[p] += 1
    scores[p] = score
    return _next(_set(s, go_calls=tuple(calls), go_scores=tuple(scores)), events)


def _stop(s: HandState, score: int, events: list[Event]) -> HandState:
    p = s.player
    payments = tuple(
        0 if q == p else score_hand(s.rules, s.captures[p], s.captures[q], go_calls=s.go_calls[p],
                                    shakes=s.shakes[p], loser_go_calls=s.go_calls[q], players=s.players).total
        for q in range(s.players))
    result = Result(p, "stop", max(payments), payments)
    events.append(HandOver(result))
    return _set(s, phase=Phase.OVER, result=result)
