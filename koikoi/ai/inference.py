"""What the opponent's plays say about the cards they still hold.

Players capture when they can: a card laid on the field usually means its
owner held nothing that could take any field card. A hand only shrinks
during a round, so every card still in it was there at each of its owner's
earlier lay-downs. The cards of every month showing on the field at an
opponent's lay-down are therefore unlikely to be in their hand now.

This reads only the public record of hand plays (``Observation.plays``).
Players may lay a card down on purpose, so the inference is a weight, not a
certainty (``search.HardAgent`` deals such cards to the imagined opponent at
reduced odds), and a record that contradicts it costs nothing: the sampler
fills the hand from the unlikely cards when it must.
"""

from __future__ import annotations

from ..engine.cards import LIGHTNING, MONTH_MASK_OF_CARD
from ..engine.observation import Observation


def unlikely_in_opponent_hand(obs: Observation) -> int:
    """The unseen cards the opponent's lay-downs suggest they do not hold."""
    them = obs.opponent
    gaji = obs.rules.play["gaji"] and not obs.november_played
    out = 0
    for play in obs.plays:
        if play.player != them or not play.field:
            continue
        if play.field & MONTH_MASK_OF_CARD[play.card]:
            continue  # a capture (or a deliberate lay, by house rule): no news
        field = play.field
        while field:
            low = field & -field
            out |= MONTH_MASK_OF_CARD[low.bit_length() - 1]
            field ^= low
        if gaji:
            out |= 1 << LIGHTNING  # the joker would have taken something
    return out & obs.unseen
