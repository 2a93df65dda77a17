"""What the opponent's plays say about the cards they still hold.

A hand only shrinks during a round, so every card in the opponent's hand
now was there at each of their earlier plays, and each play says something
about it:

- A card *laid down* on the field: players capture when they can, so its
  owner most likely held no card of any month showing on the field then.
- A *capture*: players take the best capture they have, so they most likely
  held no card of a month whose field card was clearly worth more than what
  they took.

Measured over normal-against-normal play (nintendo rules, 25-40 matches),
an unseen card has a 21-23% chance to be in the opponent's hand; after a
lay-down argues against it, 2%; after a capture doubts it, 12%. The odds
below are set a little softer than that, since not every player is normal.

This reads only the public record of hand plays (``Observation.plays``),
and a record that contradicts itself costs nothing: the sampler
(:func:`~koikoi.engine.observation.resample`) fills the hand from the
unlikely cards when it must.
"""

from __future__ import annotations

from ..engine.cards import LIGHTNING, MONTH_MASK_OF_CARD, indices
from ..engine.observation import Observation
from .heuristics import values

LAID_ODDS = 0.1  # a month showing at their lay-down
DOUBT_ODDS = 0.5  # a month whose field card was worth more than their capture
DOUBT_MARGIN = 1.0  # "clearly worth more", in card importance


def _months(mask: int) -> int:
    out = 0
    for c in indices(mask):
        out |= MONTH_MASK_OF_CARD[c]
    return out


def unlikely_in_opponent_hand(obs: Observation) -> int:
    """The unseen cards the opponent's lay-downs argue they do not hold."""
    them = obs.opponent
    gaji = obs.rules.play["gaji"] and not obs.november_played
    out = 0
    for play in obs.plays:
        if play.player != them or not play.field or play.field & MONTH_MASK_OF_CARD[play.card]:
            continue  # mine, an empty field, or a capture
        out |= _months(play.field)
        if gaji:
            out |= 1 << LIGHTNING  # the joker would have taken something
    return out & obs.unseen


def doubtful_in_opponent_hand(obs: Observation) -> int:
    """The unseen cards the opponent's captures argue they do not hold: a
    month whose field card was worth clearly more than the one they took."""
    them = obs.opponent
    imp = values(obs.rules).importance
    out = 0
    for play in obs.plays:
        if play.player != them:
            continue
        same = play.field & MONTH_MASK_OF_CARD[play.card]
        if not same:
            continue
        taken = max(imp[c] for c in indices(same))
        for c in indices(play.field & ~same):
            if imp[c] > taken + DOUBT_MARGIN:
                out |= MONTH_MASK_OF_CARD[c]
    return out & obs.unseen


def opponent_hand_odds(obs: Observation, laid: float = LAID_ODDS, doubt: float = DOUBT_ODDS) -> dict[int, float]:
    """Odds by card, for :func:`~koikoi.engine.observation.resample`, that
    each unseen card is in the opponent's hand, from their plays so far."""
    odds: dict[int, float] = {}
    if doubt < 1.0:
        odds.update(dict.fromkeys(indices(doubtful_in_opponent_hand(obs)), doubt))
    if laid < 1.0:
        odds.update(dict.fromkeys(indices(unlikely_in_opponent_hand(obs)), laid))  # the stronger word wins
    return odds
