"""The replay draws a card played (or turned up) onto the field card it
is to take on top of it, as the live table does: in the replay the Cherry
ribbon just played lay under the Cherry plain card it was to take, both
stepped to (the mended field card went above it) and jumped to (the
rebuilt field put the played card beneath).

Audited against the engine over seeded matches of both games, each step
stepped forward and jumped to: wherever the engine has a card waiting on
the field for the flip or a choice (Go-Stop's played or flipped card,
Koi-Koi's pending one), it is drawn above every card of its month it
overlaps."""

from __future__ import annotations

import pytest

from koikoi.games.gostop.state import NO_CARD
from koikoi.games.gostop.turn import month
from koikoi.ui.table.replay import ReplayTable

from .test_replay_truth import opened, still

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
IDS = ["koikoi", "gostop-2", "gostop-3"]


def waiting(state: object) -> list[int]:
    """The cards the engine has lying on the field over their month, still to take: played or turned up."""
    hand = getattr(state, "hand", None)
    if hand is not None:
        return [c for c in (hand.played, hand.flipped) if c != NO_CARD and hand.field >> c & 1]
    pending = state.round.pending
    return [pending] if pending >= 0 and state.round.field >> pending & 1 else []


def wrongly_under(table: ReplayTable) -> list[tuple[int, int]]:
    """(a card, the card drawn over it that should lie under it)."""
    sprites = table.sprites
    wrong = []
    for c in waiting(table.state):
        for d in range(48):
            if (d != c and sprites[d].visible and month(d) == month(c) and sprites[d].z > sprites[c].z
                    and sprites[d].rect().colliderect(sprites[c].rect())):
                wrong.append((c, d))
    return wrong


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_a_card_played_onto_a_field_card_lies_on_top_stepped_or_jumped_to(app, game, preset, players):
    table = opened(app, game, preset, players, 4, 90)
    summaries: list[int] = []
    still(app, table, summaries)
    wrong, met = [], 0
    while table.at < table.moves:
        table.step_forward()
        still(app, table, summaries)
        met += bool(waiting(table.state))
        wrong += [("stepped", table.at, *w) for w in wrongly_under(table)]
    for at in range(table.moves + 1):
        table.goto(at)
        still(app, table, summaries)
        wrong += [("jumped", table.at, *w) for w in wrongly_under(table)]
    assert met or game == "koikoi", "cards waiting on the field were met"
    assert not wrong, wrong[:6]
    app.pop()
    app.pop()
