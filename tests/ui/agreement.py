"""Where a table's display model shows its engine otherwise: the checks the
tests make whenever a table is still (the picture must never drift from
the rules)."""

from __future__ import annotations

from koikoi.games.common.cards import indices
from koikoi.games.gostop import deck
from koikoi.games.gostop.state import HandState
from koikoi.games.gostop.turn import month
from koikoi.games.koikoi import turn as R
from koikoi.ui.gostop.model import GostopModel
from koikoi.ui.koikoi.model import TableModel
from koikoi.ui.table.model import Where


def koikoi_disagreements(model: TableModel, rnd: R.RoundState) -> list[str]:
    """Where the account shows ``rnd`` otherwise: empty when they agree.
    (A pending card may wait in its player's hand, by the deck or over
    the field.)"""
    found = []
    for p in (0, 1):
        hand = set(model.hands[p]) - {rnd.pending}
        if hand != set(indices(rnd.hands[p])):
            found.append(f"hand {p} shows {sorted(hand)}, holds {sorted(indices(rnd.hands[p]))}")
        if set(model.captured[p]) != set(indices(rnd.captures[p])):
            found.append(f"pile {p} shows {sorted(model.captured[p])}, holds {sorted(indices(rnd.captures[p]))}")
    if set(model.field_cards()) != set(indices(rnd.field)):
        found.append(f"the field shows {sorted(model.field_cards())}, holds {sorted(indices(rnd.field))}")
    if rnd.pending >= 0 and model.where(rnd.pending) not in (Where.OVER, Where.FLIP, Where.HAND):
        found.append(f"the pending card {rnd.pending} is shown {model.where(rnd.pending).value}")
    if model.deck_count != rnd.deck_left:
        found.append(f"the deck shows {model.deck_count} cards, holds {rnd.deck_left}")
    return found


def gostop_disagreements(model: GostopModel, s: HandState) -> list[str]:
    """Where the account shows ``s`` otherwise: empty when they agree."""
    found = []
    for p in range(s.players):
        if set(model.hands[p]) != set(indices(s.hands[p])):
            found.append(f"hand {p} shows {sorted(model.hands[p])}, holds {deck.ids(s.hands[p])}")
        if set(model.captured[p]) != set(indices(s.captures[p])):
            found.append(f"pile {p} shows {sorted(model.captured[p])}, holds {deck.ids(s.captures[p])}")
    shown = set(model.field_cards()) | set(model.over)
    if shown != set(indices(s.field)):
        found.append(f"the field shows {sorted(shown)}, holds {deck.ids(s.field)}")
    for slot, base in enumerate(model.slots):
        if base is None:
            continue
        months = {month(c) for c in (base, *model.pile(slot)) if month(c) > 0}
        if len(months) != 1:
            found.append(f"field slot {slot} mixes months {sorted(months)}")
    if model.deck_count != len(s.deck):
        found.append(f"the deck shows {model.deck_count} cards, holds {len(s.deck)}")
    return found
