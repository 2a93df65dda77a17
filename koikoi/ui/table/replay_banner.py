"""A replay's banner and its deal's line: what the replay says in the live
table's place (pt25, Korean replay at 960x540).

While a replay plays, the banner stands clear of the field's cards, of the
information panel and of the replay's buttons, as the live table's banner
does on the player's turn (:func:`.banner.give_way`); where it does not fit
whole it keeps its shout alone (the strip over the field says the move in
full, "Last move: ..."), and where even that does not fit, it ends. While
the cards are dealt, the panel's line says where the replay stands and its
own keys, never the live table's "click or press Enter to skip"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import ngettext, pgettext
from .model import Where

ON_THE_FIELD = (Where.FIELD, Where.OVER, Where.FLIP)  # the cards a replay's banner leaves in sight

if TYPE_CHECKING:
    from .replay import ReplayTable


def field_cards(t: ReplayTable[Any, Any]) -> list[pygame.Rect]:
    """Where the field's cards lie, or will once they land: those lying over them too, and the card just
    turned up (not the first dealer's draw, whose banner names each card from beneath it)."""
    return [t.sprites[c].resting() for c, p in t.model.place.items() if p.where in ON_THE_FIELD]


def kept_in_sight(t: ReplayTable[Any, Any]) -> list[pygame.Rect]:
    """What a replay's banner leaves in sight: the field's cards, the information panel, the buttons shown."""
    return [*field_cards(t), t.ctx.layout.rect("info"), *(b.rect for b in t.buttons if b.visible)]


def keep_clear(t: ReplayTable[Any, Any]) -> bool:
    """The banner on show moved clear of what a replay keeps in sight (:func:`kept_in_sight`); where it does
    not fit whole, its shout alone (the strip says the move in full); where that does not fit either, ended.
    True when it was drawn afresh."""
    banner, lay, assets = t.banner, t.ctx.layout, t.ctx.assets
    keep = tuple(kept_in_sight(t))
    if not banner.up or banner.clear_of == keep:
        return False
    banner.clear_of = keep
    banner.forget()
    for shorter in (False, True):
        if shorter:
            banner.sub = ""
        if banner.render_base(lay, assets)[1].collidelist(list(keep)) < 0:
            return True
    banner.end()
    return True


def deal_words(t: ReplayTable[Any, Any]) -> str:
    """The panel's line while a replay deals: where it stands (the move, of the round's, as the strip counts
    them) and its own keys, as its buttons name them (pt25: the live table's "click or press Enter to skip")."""
    _move, moves = t.round_moves()
    # TRANSLATORS: the replay's panel line while a round's cards are dealt: no move of its {moves} played yet;
    # → is a key (the button "Move ▶"), {space} the name of the key Space (the button "Play")
    return ngettext("Move 0 of {moves}: the deal  ·  press → for the next move, {space} to play on",
                    "Move 0 of {moves}: the deal  ·  press → for the next move, {space} to play on", moves).format(
        moves=moves, space=pgettext("key", "Space"))
