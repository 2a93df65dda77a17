"""The status line's words for the input the player last used at the
table: a player of the mouse reads "click", a player of the keys reads the
keys (← →, Enter, the numbers, Space, L), and before either is used the
words are true for both (at a replay, the keys it names are the replay's). :class:`~koikoi.ui.table.pointer.CardPointer`
keeps which one was used last (``used``), from the table's events."""

from __future__ import annotations

import pygame

from ...i18n import _, pgettext

MOUSE, KEYS = "mouse", "keys"
MODIFIERS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                       pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR})


def used_by(event: pygame.event.Event, before: str | None) -> str | None:
    """The input used last, after ``event``: a click or a move of the mouse, or a key (not a modifier alone)."""
    if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.MOUSEMOTION and any(getattr(event, "rel", ()))):
        return MOUSE
    if event.type == pygame.KEYDOWN and event.key not in MODIFIERS:
        return KEYS
    return before


def dealing() -> str:
    """The status line while the cards are dealt, one wording whatever the
    input used last and wherever they are dealt, naming the one key that
    skips the deal everywhere: Enter (at a replay Space is Play's key; the
    table's Space skips too, unsaid; issue 39: the table said Space, the
    replay Enter)."""
    # TRANSLATORS: the line while the cards are dealt, at the table and at a replay; Enter is a key
    return _("Dealing the cards  ·  click or press Enter to skip")


def your_turn(used: str | None, more: str = "") -> str:
    """How to play a card from the hand, the status line on the player's
    turn; ``more`` a second sentence (what the outlines on the table mean)."""
    if used == KEYS:
        # TRANSLATORS: the status line on the player's turn, to a player using the keyboard: ← → and Enter are keys
        said = _("Your turn: choose with ← →, play with Enter.")
    elif used == MOUSE:
        # TRANSLATORS: the status line on the player's turn, to a player using the mouse
        said = _("Your turn: click a card to play it.")
    else:
        said = _("Your turn: play a card from your hand.")
    # TRANSLATORS: two sentences of the status line, the second after the first ("Your turn: ... The CPU's last
    # move has a dashed outline."); a language that puts no space between sentences writes "{first}{second}"
    return pgettext("two sentences", "{first} {second}").format(first=said, second=more) if more else said


def to_take(used: str | None, card: str, key: int, ringed: bool = False) -> str:
    """The status line over a glowing card of a choice: its name, and how to
    take it (``ringed``: the keyboard's ring is on it, so Enter takes it too)."""
    if ringed:
        # TRANSLATORS: the status line over a card the player may take, the keyboard's ring on it: {card} names it
        # in full, {key} is the number key that takes it too
        return _("{card}  ·  press Enter or {key} to take it").format(card=card, key=key)
    if used == KEYS:
        # TRANSLATORS: the status line over a card the player may take, to a player using the keyboard: {card}
        # names it in full, {key} is the number key that takes it
        return _("{card}  ·  press {key} to take it").format(card=card, key=key)
    if used == MOUSE:
        # TRANSLATORS: the status line over a card the player may take, to a player using the mouse
        return _("{card}  ·  click to take it").format(card=card)
    # TRANSLATORS: the status line over a card the player may take: {card} names it in full,
    # {key} is the number key that takes it.
    return _("{card}  ·  click or press {key} to take it").format(card=card, key=key)


def choose(used: str | None, n: int, card: str, lay: bool) -> str:
    """The status line while the player chooses which of ``n`` glowing
    field cards to take (``card`` names the one when ``n`` is 1); ``lay``:
    the card may be laid on the field instead (Koi-Koi's L)."""
    if used is None:
        return choose_either(n, card, lay)
    if used == KEYS:
        if n == 1:
            # TRANSLATORS: {card} is a field card's name ("Pine crane"); 1 is a key
            said = _("Take the {card}? Press 1.").format(card=card)
        elif n == 2:
            # TRANSLATORS: 1 and 2 are keys; the cards to choose from glow, each with its key's number on a disc
            said = _("Choose a glowing card to take: press 1 or 2.")
        else:
            # TRANSLATORS: {n} is the number of the last key ("1 to 4"); the cards to choose from glow
            said = _("Choose a glowing card to take: press 1 to {n}.").format(n=n)
        # TRANSLATORS: after the choice's first sentence, to a player using the keyboard: L is a key
        more = _("L lays your card on the field instead.")
    else:
        # TRANSLATORS: {card} is a field card's name ("Pine crane")
        said = (_("Take the {card}? Click it.").format(card=card) if n == 1
                else _("Choose a glowing card to take, and click it."))
        # TRANSLATORS: after the choice's first sentence, to a player using the mouse: the button "Lay it on the
        # field" lays the card down
        more = _("Or click “Lay it on the field” to lay your card down.")
    return pgettext("two sentences", "{first} {second}").format(first=said, second=more) if lay else said


def choose_either(n: int, card: str, lay: bool) -> str:
    """:func:`choose`'s words before the mouse or a key is used: both said."""
    if n == 1:
        # TRANSLATORS: {card} is a field card's name ("Pine crane"); 1 and L are keys.
        said = (_("Take the {card}? Press 1 or click it; L lays your card on the field instead.") if lay
                else _("Take the {card}? Press 1 or click it."))
        return said.format(card=card)
    if n == 2:
        # TRANSLATORS: 1, 2 and L are keys; the cards to choose from glow, each with its key's number on a disc
        return (_("Choose a glowing card to take: press 1 or 2, or click it; L lays yours down instead.") if lay
                else _("Choose a glowing card to take: press 1 or 2, or click it."))
    # TRANSLATORS: {n} is the number of the last key ("1 to 4"); L is a key; the cards to choose from glow
    said = (_("Choose a glowing card to take: press 1 to {n}, or click it; L lays yours down instead.") if lay
            else _("Choose a glowing card to take: press 1 to {n}, or click it."))
    return said.format(n=n)


def play_to(used: str | None, mouse: str, keys: str) -> str:
    """What playing the hand card held up does, said with a click or with Enter (``mouse``, ``keys``)."""
    return keys if used == KEYS else mouse


def took_alike(card: str) -> str:
    """The banner when the table took for the player a card of a choice
    whose cards the rules cannot tell apart (a banner, not a Moves line: the
    Moves are told again from the history on resuming, and tell the capture);
    ``card`` names it ("Maple plain")."""
    # TRANSLATORS: a banner at the table, after the table took a card for the person without asking, because the cards
    # they could take were alike for every rule in force; {card} names it ("Maple plain")
    return _("You took one {card} without being asked: the cards you could take were alike.").format(card=card)
