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
bomb saved are flips only). Where the rules say so (``play.bomb_two``), two
of a month in hand with the other two on the field must be bombed too.

A player's third *ppuk* of a hand may win it at once (``play.three_ppuk``).
"""

from __future__ import annotations

from ..common.cards import MONTH_MASK, MONTH_OF, indices
from . import deck
from .actions import (
    BOMBS, BYTE_PLAYS, CHOICES, CLAIM_OR_PLAY, CUP_CHOICE, FLIP, GO_OR_STOP, PLAYS, SHAKES, Action, IllegalAction,
)
from .deal import chongtong, next_chongtong, won_outright
from .rules import CUP_ANIMAL, CUP_OPEN, CUP_PLAIN, GoStopRules
from .scoring import SAKE, payments, yaku_points
from .state import (
    DEAL, NO_CARD, NO_ONE, Bombed, BonusLaid, Called, Captured, CupChosen, Declared, Event, Flipped, HandOver,
    HandState, Phase, Played, Ppuk, Result, Shook, Stole, months_with, nibble_months,
)


# The phases as module constants: an enum member read off its class costs
# four times a global's, and a turn reads several
_PLAY, _CHOOSE_HAND, _FLIP, _CHOOSE_FLIP, _GO_STOP, _OVER, _CHONGTONG, _SAKE_CUP = (
    Phase.PLAY, Phase.CHOOSE_HAND, Phase.FLIP, Phase.CHOOSE_FLIP, Phase.GO_STOP, Phase.OVER, Phase.CHONGTONG,
    Phase.SAKE_CUP)


# The events every turn makes (a play, a flip, a capture) are built by
# tuple.__new__ itself: a NamedTuple's own __new__ is a Python function, and
# calling it cost 3.5% of a random hand's instructions.
_new = tuple.__new__


# Each card's month, the bonus cards' 0, and last (at NO_CARD, -1) no card's -1
_MONTH = tuple(MONTH_OF[c] for c in range(deck.FIRST_BONUS)) + (0,) * len(deck.BONUS_IDS) + (-1,)
assert NO_CARD == -1


def month(card: int) -> int:
    """A card's month; 0 for a bonus card, -1 for no card."""
    return _MONTH[card]


def threes(s: HandState) -> tuple[list[int], list[int]]:
    """The months of which the player to move holds three: those they may
    shake (the fourth not on the field), and those they may bomb (it is)."""
    hand = s.hands[s.player]
    shake: list[int] = []
    bomb: list[int] = []
    for mo in nibble_months(months_with(hand, 3) if hand.bit_count() >= 3 else 0):
        (bomb if s.field & MONTH_MASK[mo] else shake).append(mo)
    return shake, bomb


def legal_actions(s: HandState) -> list[Action]:
    phase = s.phase
    if phase is _FLIP:
        return [FLIP]
    if phase is _PLAY:  # at every turn of every playout: by the hand's bytes, without a loop
        hand = s.hands[s.player]
        b0, b1, b2, b3, b4, b5, b6 = BYTE_PLAYS
        actions = [*b0[hand & 255], *b1[hand >> 8 & 255], *b2[hand >> 16 & 255], *b3[hand >> 24 & 255],
                   *b4[hand >> 32 & 255], *b5[hand >> 40 & 255], *b6[hand >> 48]]
        pairs = _pairs_to_bomb(s) if s.rules.play.bomb_two else 0
        if pairs:  # those months are bombed, their cards not played alone
            months = sum(MONTH_MASK[mo] for mo in nibble_months(pairs))
            actions = [a for a in actions if not months >> a.card & 1]
            actions += [BOMBS[next(indices(hand & MONTH_MASK[mo]))] for mo in nibble_months(pairs)]
        if len(actions) < 3 or not months_with(hand, 3):
            return actions
        shake, bomb = threes(s)
        if shake and s.rules.play.shake:
            actions += [SHAKES[c] for mo in shake for c in indices(hand & MONTH_MASK[mo])]
        if bomb and s.rules.play.bomb:
            actions += [BOMBS[next(indices(hand & MONTH_MASK[mo]))] for mo in bomb]
        return actions
    if phase is _CHOOSE_HAND:
        return [CHOICES[c] for c in indices(s.field & MONTH_MASK[_MONTH[s.played]] & ~(1 << s.played))]
    if phase is _CHOOSE_FLIP:
        return [CHOICES[c] for c in indices(s.field & MONTH_MASK[_MONTH[s.flipped]] & ~(1 << s.flipped))]
    if phase is _GO_STOP:
        return list(GO_OR_STOP)
    if phase is _CHONGTONG:
        return list(CLAIM_OR_PLAY)
    if phase is _SAKE_CUP:
        return list(CUP_CHOICE)
    return []


def play_of(s: HandState, card: int) -> Action:
    """The action that plays ``card`` from the hand of the player to move:
    a bomb where the rules make one of it (``play.bomb_two``), else a play."""
    if _must_bomb(s, card):
        return BOMBS[next(indices(s.hands[s.player] & MONTH_MASK[_MONTH[card]]))]
    return PLAYS[card]


def _pairs_to_bomb(s: HandState) -> int:
    """The months of which the player to move holds two and the field the
    other two (a nibble of 1 at each): bombed, under ``play.bomb_two``."""
    return months_with(s.hands[s.player], 2) & months_with(s.field, 2)


def _must_bomb(s: HandState, card: int) -> bool:
    """Whether ``card``, in the hand of the player to move, may only be bombed (``play.bomb_two``)."""
    return s.rules.play.bomb_two and _MONTH[card] > 0 and bool(_pairs_to_bomb(s) >> 4 * (_MONTH[card] - 1) & 1)


def is_legal(s: HandState, action: Action) -> bool:
    """Whether ``action`` is one of :func:`legal_actions` (without listing them all)."""
    kind, phase = action.kind, s.phase
    if kind == "play":
        if not (phase is _PLAY and action.card >= 0 and s.hands[s.player] >> action.card & 1):
            return False
        return not (s.rules.play.bomb_two and _must_bomb(s, action.card))
    if kind == "flip":
        return phase is _FLIP and action == FLIP
    if kind in ("go", "stop"):
        return phase is _GO_STOP and action.card == NO_CARD
    return action in legal_actions(s)


def apply(s: HandState, action: Action) -> tuple[HandState, list[Event]]:
    if not (action is FLIP and s.phase is _FLIP or is_legal(s, action)):  # the flip, every other action: at once
        raise IllegalAction(action, s.phase)
    events: list[Event] = []
    s = s.copy()
    advance(s, action, events)
    return s, events


def advance(s: HandState, action: Action, events: list[Event]) -> None:
    """Carry out a legal ``action`` on ``s`` itself, appending what happened.

    For simulations that own a private copy (a playout changes one state
    through the whole hand instead of copying it at every step); the action
    is not checked, so anything else must go through :func:`apply`."""
    kind = action.kind
    if kind == "play":
        _play(s, action.card, events)
    elif kind == "flip":
        _flip(s, events)
    elif kind == "shake":
        mo = month(action.card)
        events.append(Shook(s.player, s.hands[s.player] & MONTH_MASK[mo]))
        s.shakes = _bump(s.shakes, s.player, 1)
        s.shown = tuple(x | s.hands[q] & MONTH_MASK[mo] if q == s.player else x for q, x in enumerate(s.shown))
        _play(s, action.card, events)
    elif kind == "bomb":
        _bomb(s, month(action.card), events)
    elif kind == "choose" and s.phase is _CHOOSE_HAND:
        s.match, s.phase = 1 << action.card, _FLIP
    elif kind == "choose":
        _settle(s, s.flipped, 1 << action.card, events)
    elif kind in ("go", "stop"):
        _call(s, kind == "go", events)
    elif kind in ("cup-animal", "cup-plain"):
        _choose_cup(s, kind == "cup-plain", events)
    else:
        _four_in_hand(s, kind == "chongtong", events)


# The steps of a turn change the state ``apply`` copied, in place.

# --- the hand card ------------------------------------------------------------------------------

def _play(s: HandState, card: int, events: list[Event]) -> None:
    p, bit = s.player, 1 << card
    hands = list(s.hands)
    hands[p] &= ~bit
    if any(s.shown):
        s.shown = tuple(x & ~bit for x in s.shown)
    if bit & deck.BONUS_MASK:  # laid in the captures; the deck's top card drawn into the hand
        drawn = NO_CARD
        if s.deck:
            drawn, s.deck = s.deck[0], s.deck[1:]
            hands[p] |= 1 << drawn
        events.append(BonusLaid(p, card, drawn))
        s.hands = tuple(hands)
        _add(s, p, bit)
        return
    events.append(_new(Played, (p, card)))
    m = _MONTH[card]
    on = s.field & MONTH_MASK[m]
    s.hands = tuple(hands)
    s.field |= bit
    s.played, s.match, s.phase = card, 0, _FLIP
    n = on.bit_count()
    if n == 2 and s.held[m] == DEAL:  # the seed's pile: laid on it, not taken; the fourth takes all
        _hold(s, m, DEAL)
    elif n == 2:
        s.phase = _CHOOSE_HAND
    else:
        s.match = on  # one card, three (a pile), or none


def _bump(values: tuple[int, ...], p: int, by: int) -> tuple[int, ...]:
    out = list(values)
    out[p] += by
    return tuple(out)


def _bomb(s: HandState, mo: int, events: list[Event]) -> None:
    """Three of the month from the hand onto the fourth (or two onto two):
    all four taken, a steal, a shake's doubling; then the flip, and flips
    only for the turns saved (two for three cards, one for two, at most
    the rules' ``bomb_flips``)."""
    p = s.player
    mine = s.hands[p] & MONTH_MASK[mo]
    four = mine | s.field & MONTH_MASK[mo]
    events.append(Bombed(p, four))
    s.hands = tuple(h & ~mine if q == p else h for q, h in enumerate(s.hands))
    s.field |= mine
    s.shakes = _bump(s.shakes, p, 1)
    s.flips_left = _bump(s.flips_left, p, min(s.rules.play.bomb_flips, mine.bit_count() - 1))
    _take(s, four, mo, "bomb", events)
    _steal(s, s.rules.play.bomb_steal, "bomb", events)
    s.played, s.match, s.phase = NO_CARD, 0, _FLIP


def _hold(s: HandState, m: int, who: int) -> None:
    held = list(s.held)
    held[m] = who
    s.held = tuple(held)


# --- the flip --------------------------------------------------------------------------------------

def _flip(s: HandState, events: list[Event]) -> None:
    p = s.player
    while s.deck:
        card, s.deck = s.deck[0], s.deck[1:]
        events.append(_new(Flipped, (p, card)))
        bit = 1 << card
        if not bit & deck.BONUS_MASK:
            s.field |= bit
            fm = MONTH_OF[card]
            on = s.field & MONTH_MASK[fm] & ~bit
            if fm != _MONTH[s.played] and on.bit_count() == 2:
                if s.held[fm] == DEAL:  # laid on the seed's pile, not taking it
                    _settle(s, card, 0, events)
                else:
                    s.flipped, s.phase = card, _CHOOSE_FLIP
                return
            _settle(s, card, on, events)
            return
        rule = s.rules.play.flipped_bonus
        m = _MONTH[s.played]
        if rule == "seed" and s.match or rule == "pile" and _may_pile(s, m):
            # laid on the pair the hand card is to take: it goes with that pair, or with the
            # ppuk pile if the next flip makes one; flip again
            bonus_on = list(s.bonus_on)
            bonus_on[m] |= bit
            s.field |= bit
            s.bonus_on = tuple(bonus_on)
            continue
        events.append(Captured(p, bit, "bonus"))
        _add(s, p, bit)
        if rule == "seed":  # the hand card made no pair: no more flips
            _settle(s, NO_CARD, 0, events)
            return
    _settle(s, NO_CARD, 0, events)  # the deck is spent: the hand card settles alone


def _may_pile(s: HandState, m: int) -> bool:
    """Whether a flip of month ``m`` would make a ppuk now: the hand card
    lies on the one field card it is to take, the month's only two."""
    return s.match.bit_count() == 1 and (s.field & MONTH_MASK[m]).bit_count() == 2


def _settle(s: HandState, flipped: int, flip_match: int, events: list[Event]) -> None:
    """The hand card and the flipped card taken, piled or left, and the
    steals they earn; then the turn's end."""
    p = s.player
    play = s.rules.play
    m = _MONTH[s.played]
    steals: list[tuple[int, str]] = []
    s.flipped = NO_CARD
    if s.played != NO_CARD and flipped != NO_CARD and _MONTH[flipped] == m:  # the flip is of the hand card's month
        rest = s.field & MONTH_MASK[m] & ~(1 << s.played) & ~(1 << flipped)  # what lay there before
        if s.held[m] == DEAL:  # the fourth card of the seed's pile takes it all
            _take(s, s.field & MONTH_MASK[m], m, "three", events)
        elif rest.bit_count() == 1 and (s.hands[p] or play.last_card_ppuk):  # ppuk: all three stay, piled
            events.append(Ppuk(p, m))
            _hold(s, m, p)
            s.ppuks = _bump(s.ppuks, p, 1)
            if play.three_ppuk and s.ppuks[p] >= 3:  # a third ppuk wins the hand at once
                s.played = NO_CARD
                events.append(HandOver(won_outright(s, p, "three-ppuk", play.three_ppuk)))
                return
        elif rest.bit_count() == 1:  # no ppuk on the last hand card (the standard): the three are taken
            _take(s, s.field & MONTH_MASK[m], m, "last-card", events)
        elif not rest:  # jjok: the flip takes the card laid alone
            _take(s, (1 << s.played) | (1 << flipped), m, "jjok", events)
            steals.append((play.jjok_steal, "jjok"))
        else:  # ttadak: the hand card and the flip take the field's pair, all four
            _take(s, s.field & MONTH_MASK[m], m, "ttadak", events)
            steals.append((play.ttadak_steal, "ttadak"))
    else:  # each card takes what it met, if anything (often nothing: no call then)
        if s.match and s.played != NO_CARD:
            _take_match(s, s.played, s.match, events, steals)
        if flip_match and flipped != NO_CARD:
            _take_match(s, flipped, flip_match, events, steals)
    s.played, s.match = NO_CARD, 0
    if not s.field and (any(s.hands) or any(s.flips_left)):  # sseul, not on the hand's last turn
        steals.append((play.sseul_steal, "sseul"))
    for n, why in steals:
        _steal(s, n, why, events)
    _end_turn(s, events)


def _take_match(s: HandState, card: int, match: int, events: list[Event], steals: list[tuple[int, str]]) -> None:
    """``card`` takes ``match``, what it was to take on the field; a ppuk pile's steal is added to ``steals``."""
    m = _MONTH[card]
    if match.bit_count() == 3:  # the three of a month: a ppuk pile pays its steal
        who = s.held[m]
        if who >= 0:
            play = s.rules.play
            steals.append((play.own_ppuk_steal, "own-ppuk") if who == s.player else (play.ppuk_steal, "ppuk"))
        _take(s, match | 1 << card, m, "ppuk-pile" if who >= 0 else "three", events)
    else:
        _take(s, match | 1 << card, m, "pair", events)


def _take(s: HandState, cards: int, m: int, how: str, events: list[Event]) -> None:
    """Cards of month ``m`` (and the bonus cards lying on them) from the field into the player's captures."""
    here = s.field & MONTH_MASK[m]
    if cards & MONTH_MASK[m] == here:
        cards |= s.bonus_on[m]
    events.append(_new(Captured, (s.player, cards, how)))
    if not here & ~cards:  # the month's cards are all gone: what lay on them and who piled them with them
        if s.bonus_on[m]:
            bonus_on = list(s.bonus_on)
            bonus_on[m] = 0
            s.bonus_on = tuple(bonus_on)
        if s.held[m] != NO_ONE:
            _hold(s, m, NO_ONE)
    s.field &= ~cards
    _add(s, s.player, cards)


def _add(s: HandState, p: int, cards: int) -> None:
    captures = list(s.captures)
    captures[p] |= cards
    s.captures = tuple(captures)


def _steal(s: HandState, n: int, why: str, events: list[Event]) -> None:
    """``n`` plains from each opponent: single plains first, a double (or a
    bonus of two or three, or the sake cup chosen as a double plain) only
    when nothing smaller is left."""
    if not n:
        return
    as_plain = s.cup == CUP_PLAIN
    values = deck.pi_values(s.rules.doubles_mask, as_plain, SAKE)
    pool = deck.PI | SAKE if as_plain else deck.PI
    for q in range(s.players):
        if q == s.player:
            continue
        plains = sorted((values[c], c) for c in indices(s.captures[q] & pool))
        doubles = [c for v, c in plains if v == 2] if n == 2 and s.rules.play.steal_two_as_double else []
        taken = 1 << doubles[0] if doubles else sum(1 << c for _, c in plains[:n])
        if taken:
            captures = list(s.captures)
            captures[q] &= ~taken
            captures[s.player] |= taken
            s.captures = tuple(captures)
            events.append(Stole(s.player, q, taken, why))


# --- the turn's end: Go or Stop, or the next player ----------------------------------------

def hand_score_of(rules: GoStopRules, captured: int, cup: int = CUP_OPEN) -> int:
    """The points of these captures' yaku: the sake cup counted as chosen
    (``cup``), or, while its holder has not chosen, at best."""
    if captured & SAKE:
        ways = rules.sake_ways(cup)
        if len(ways) == 2:
            return max(yaku_points(rules, captured, False), yaku_points(rules, captured, True))
        return yaku_points(rules, captured, ways[0])
    return yaku_points(rules, captured, False)


def hand_score(s: HandState, p: int) -> int:
    """The points of ``p``'s yaku as they stand."""
    return hand_score_of(s.rules, s.captures[p], s.cup)


def threshold(s: HandState) -> int:
    return s.rules.go.threshold_three if s.players == 3 else s.rules.go.threshold


def _end_turn(s: HandState, events: list[Event]) -> None:
    p = s.player
    captured = s.captures[p]
    score = hand_score_of(s.rules, captured, s.cup)
    was = s.last_scores[p]
    if score == was:  # most turns: nothing new, the next player
        _next(s, events)
        return
    rose = score > was
    enough = score >= threshold(s) and (not s.go_calls[p] or not s.rules.go.must_rise or score > s.go_scores[p])
    if rose and enough and _cup_decides(s, captured):  # asked first; the turn ends once it is chosen
        s.phase = _SAKE_CUP
        return
    last = list(s.last_scores)
    last[p] = score
    s.last_scores = tuple(last)
    if rose and enough:
        if not s.hands[p] and not s.flips_left[p]:  # no turn left to Go on: the hand stops here
            _stop(s, score, events)
        else:
            s.phase = _GO_STOP
        return
    _next(s, events)


def _next(s: HandState, events: list[Event]) -> None:
    nxt = (s.player + 1) % s.players
    s.player = nxt
    if s.flips_left[nxt]:  # a turn a bomb saved: the flip only
        s.phase, s.played, s.match = _FLIP, NO_CARD, 0
        s.flips_left = _bump(s.flips_left, nxt, -1)
    elif not s.hands[nxt]:
        result = Result(NO_ONE, "nagari", 0, (0,) * s.players)
        events.append(HandOver(result))
        s.phase, s.result = _OVER, result
    else:
        s.phase = _PLAY


def _call(s: HandState, go: bool, events: list[Event]) -> None:
    p = s.player
    score = hand_score(s, p)
    events.append(Called(p, go, score))
    if not go:
        _stop(s, score, events)
        return
    calls, scores = list(s.go_calls), list(s.go_scores)
    calls[p] += 1
    scores[p] = score
    s.go_calls, s.go_scores = tuple(calls), tuple(scores)
    _next(s, events)


def _cup_decides(s: HandState, captured: int) -> bool:
    """Whether the sake cup, in these captures and not yet chosen, is now
    to be: the rules have its holder choose, and the two ways score apart."""
    return (captured & SAKE != 0 and s.cup == CUP_OPEN and s.rules.cards.sake_cup == "chosen"
            and yaku_points(s.rules, captured, False) != yaku_points(s.rules, captured, True))


def _choose_cup(s: HandState, plain: bool, events: list[Event]) -> None:
    """The holder's choice, for the rest of the hand; then the turn ends as it would have."""
    s.cup = CUP_PLAIN if plain else CUP_ANIMAL
    events.append(CupChosen(s.player, plain))
    _end_turn(s, events)


def _four_in_hand(s: HandState, claim: bool, events: list[Event]) -> None:
    """The holder of four of a month wins at once, or plays on with them;
    then the next holder is asked, if any, or the dealer leads."""
    p = s.player
    events.append(Declared(p, claim))
    if claim:
        events.append(HandOver(chongtong(s, p)))
        return
    nxt = next_chongtong(s, p)
    s.player, s.phase = (s.dealer, _PLAY) if nxt is None else (nxt, _CHONGTONG)


def _stop(s: HandState, score: int, events: list[Event]) -> None:
    p = s.player
    owed = payments(s.rules, s.captures, p, s.go_calls, s.shakes[p], s.cup)
    result = Result(p, "stop", max(owed), owed)
    events.append(HandOver(result))
    s.phase, s.result = _OVER, result
