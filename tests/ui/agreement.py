"""Where a table's display model shows its engine otherwise: the checks the
tests make whenever a table is still (the picture must never drift from
the rules)."""

from __future__ import annotations

import pygame

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


# --- what the panels say, against the engine -------------------------------------------------------

def engine_yaku_lines(table) -> list[str]:  # noqa: ANN001
    """Every yaku line the panel must show, as the engine has them: each
    player's heading, each yaku made and (Koi-Koi) each one in progress."""
    from koikoi.games.koikoi.scoring import found_yaku
    from koikoi.i18n import pgettext
    from koikoi.ui.gostop.canvas import yaku_now
    from koikoi.ui.gostop_words import line_name
    from koikoi.ui.progress import progress

    if hasattr(table, "match"):
        rnd = table.match.round
        want = []
        info = table.canvas.info()
        for (heading, shown), p in zip(info.yaku, (0, 1)):
            want.append(heading)
            made = {pgettext("yaku", y.name) for y in found_yaku(table.rules, rnd.captures[p], rnd.month)}
            shown_made = {pgettext("yaku", pr.name) for pr in shown if pr.made}
            want += [f"made but not listed: {name}" for name in sorted(made - shown_made)]
            want += [pr.label() for pr in progress(table.rules, rnd.captures[p], rnd.captures[1 - p], rnd.month)]
        return want
    h = table.game.hand
    want = [seat.heading for seat in table.canvas.info().seats]
    for p in range(table.players):
        want += [line_name(y, table.rules) for y in yaku_now(table.rules, h.captures[p], h.cup)]
    return want


def yaku_lines_unsaid(table, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:  # noqa: ANN001
    """The engine's yaku lines (:func:`engine_yaku_lines`) that the texts
    ``drawn`` in the window do not show whole inside the information panel."""
    panel = table.ctx.layout.rect("info")
    inside = [t for t, r in drawn if panel.contains(r)]
    out = []
    for line in engine_yaku_lines(table):
        if not any(f"  ·  {line}  ·  " in f"  ·  {t}  ·  " for t in inside):
            out.append(line)
    return out
