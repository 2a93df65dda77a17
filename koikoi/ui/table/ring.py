"""The keyboard's ring at either table: the one :class:`~koikoi.ui.focus.Focus`
every screen has, over the table's controls. Tab goes round the cards a
choice offers (while the player chooses), then the table's buttons (the
game's own, Menu, Moves...); Enter presses the button the ring is on, or
takes the card. At a choice ← → bring the ring to the cards offered, and
from one to the other; elsewhere they hold up the hand's cards as before
(:mod:`.pointer`), which puts the ring away: one thing held at a time."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from ...games.common.seats import HUMAN
from ..focus import Focus
from ..sprites import CardSprite
from ..area import Area
from ..widgets import Button, Widget
from .pointer import ENTER_KEYS, FOCUS_KEYS
from .stage import Stage


class CardArea(Area):
    """A card the player may take, as a control: the ring drawn round the
    card where it lies now (it may still be sliding into place)."""

    def __init__(self, sprite: CardSprite, on_activate: Callable[[], None],
                 on_nudge: Callable[[int], None]) -> None:
        self.sprite = sprite
        super().__init__(sprite.rect(), on_activate, on_nudge)

    @property  # read from the card, where it lies
    def rect(self) -> pygame.Rect:
        return self.sprite.rect()

    @rect.setter
    def rect(self, _rect: Any) -> None:
        pass

    @property
    def card(self) -> int:
        return self.sprite.card


class Ringed(Protocol):
    """What the ring sees of the table."""

    focus: Focus
    stage: Stage
    sprites: list[CardSprite]
    pointer: Any  # the game's pointer: choosing(), playing(), choice_order(), key_card(), set_hover(), pointed
    attract: bool

    @property
    def buttons(self) -> tuple[Button, ...]: ...

    @property
    def model(self) -> Any: ...  # the table's card model: the hands


class TableRing:
    def __init__(self, table: Ringed) -> None:
        self.table = table
        self.areas: dict[int, CardArea] = {}  # the cards offered, made once each

    def cards(self) -> list[CardArea]:
        """The cards a choice offers the player now, as controls, in their keys' order (none when not choosing)."""
        t = self.table
        if not t.pointer.choosing():
            return []
        out = []
        for c in t.pointer.choice_order():
            if c not in self.areas:
                self.areas[c] = CardArea(t.sprites[c], partial(self.take, c), self.beside)
            out.append(self.areas[c])
        return out

    def order(self) -> list[Widget]:
        """Tab's round: the cards offered, then the buttons (none in the attract mode, where a key leaves)."""
        t = self.table
        if t.attract:
            return []
        return [*self.cards(), *(b for b in t.buttons if b.visible)]

    def take(self, card: int) -> None:
        t = self.table
        order = t.pointer.choice_order()
        if card in order:
            t.pointer.key_card(order.index(card))

    def beside(self, step: int) -> None:
        """← → with the ring on a card offered: the other card."""
        cards = self.cards()
        on = self.table.focus.current
        if on in cards:
            self.ring_on(cards[(cards.index(on) + step) % len(cards)])

    def ring_on(self, area: Widget) -> None:
        f = self.table.focus
        f.visible = True
        f.index = f.controls().index(area) if area in f.controls() else 0
        f.set(area)
        self.shown(area)

    def hint_to(self, target: int | Widget | None) -> None:
        """The Hint came: the keyboard goes to what it suggests, so that
        Enter does it. At a choice the ring goes to the hinted card (or the
        button, laying the card down); on the hand the hinted card is held
        up, as ← → would, and the ring goes (one thing held at a time).
        The status line keeps the Hint's words; a pointing or an arrow then
        moves on from there as usual."""
        t = self.table
        areas = {a.card: a for a in self.cards()}
        if isinstance(target, Widget):
            if target.visible and target in t.focus.controls():
                self.ring_on(target)
        elif target in areas:
            self.ring_on(areas[target])
        elif target is not None and t.pointer.playing() and target in t.model.hands[HUMAN]:
            t.focus.hide()
            t.pointer.set_hover(target)
            return
        else:
            return
        t.pointer.pointed = None  # the Hint's words stay in the status line, not the card's name

    def shown(self, widget: Widget) -> None:
        """The ring came to ``widget``: a card offered is named in the status
        line (and the Hint's outline gives way if it is not the Hint's card);
        a button names none."""
        t = self.table
        card = widget.card if isinstance(widget, CardArea) else None
        t.pointer.pointed = card
        t.stage.hint_gives_way(card)

    def key(self, key: int) -> bool:
        """A key the ring takes at the table before the pointer (True when it
        did): at a choice, ← → or Enter bring the ring to the cards offered
        (the first, or the last for ←). Any other arrow or Enter is the
        pointer's, which holds up and plays the hand's cards: the ring goes."""
        t = self.table
        cards = self.cards()
        if key in ENTER_KEYS and self.hinted():
            return True
        if cards and (key in FOCUS_KEYS or key in ENTER_KEYS):
            self.ring_on(cards[-1] if FOCUS_KEYS.get(key) == -1 else cards[0])
            return True
        if key in FOCUS_KEYS or key in ENTER_KEYS:
            t.focus.hide()
        return False

    def hinted(self) -> bool:
        """Enter with the ring hidden and no hand card held up: the Hint's move
        (a mouse's nudge after the Hint put its card down, or the ring away, and
        Enter then did nothing, or brought the ring back to the first card
        offered, a second press playing that: the player pressed twice). True when done."""
        t = self.table
        target = getattr(getattr(t, "advisor", None), "target", None)  # the Hint's (a game's table has one)
        if target is None or t.pointer.hovered in t.model.hands[HUMAN]:
            return False
        areas = {a.card: a for a in self.cards()}
        if isinstance(target, Widget):
            if not (target.visible and target in t.focus.controls()):
                return False
            target.activate()
        elif target in areas:
            areas[target].activate()
        elif t.pointer.playing() and target in t.model.hands[HUMAN]:
            t.pointer.key_card(list(t.model.hands[HUMAN]).index(target))
        else:
            return False
        return True

    def acted(self) -> None:
        """An action played: a ring on a card offered goes (the choice is over)."""
        f = self.table.focus
        if isinstance(f.current, CardArea):
            f.hide()
            f.current = None
