"""The mouse at either table, as far as both games point alike: which card
lies under it (named in the status line), the hand card it holds up on the
player's turn, and the field cards that card would meet, lit. Each game's
pointer (:mod:`koikoi.ui.koikoi.pointer`, :mod:`koikoi.ui.gostop.pointer`)
says when a hand card may be played and what it meets, and does the
clicking, the keys and the words."""

from __future__ import annotations

from abc import ABC, abstractmethod

import pygame

from ...games.common.cards import Kind
from ...games.common.seats import HUMAN
from ...i18n import _
from ..seat_words import in_sentence
from .more_said import none_more
from .said_input import used_by
from .stage import MATCH_GLOW, TRACE
from .view import TableParts

# The number keys, of the row and of the keypad: a card counted from the left, 0 the tenth (Go-Stop deals ten)
NUMBER_KEYS = {k: i for row in ((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
                                 pygame.K_8, pygame.K_9, pygame.K_0),
                                (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
                                 pygame.K_KP7, pygame.K_KP8, pygame.K_KP9, pygame.K_KP0)) for i, k in enumerate(row)}

NONE_MORE = "none more"  # the spot Y shows where the panel counts no yaku it could not list
MORE_KEY = pygame.K_y  # the yaku in progress the panel has no room to list ("+2 more"), shown from the keyboard
FOCUS_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}  # hold up the hand card beside, from the keyboard
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # ... and play it
# seconds a hand card must lie still under a resting mouse before a click plays it: the hand closing up (or
# re-sorting) slides another card under the pointer, and the second of two quick clicks played that card (pt21)
SETTLED = 0.5


def reading_order(places: dict[int, tuple[float, float, float]]) -> list[int]:
    """Cards as one reads them: the top row first, left to right within a
    row (``places``: each card's centre x, centre y and height). Cards
    whose centres lie within half a card's height of each other share a
    row; a card higher than that reads first, though it lie to the right
    (a choice's two cards one above the other, or nearly so: 1 is the top one)."""
    rows: list[list[int]] = []
    for c in sorted(places, key=lambda c: places[c][1]):
        if rows and places[c][1] - places[rows[-1][0]][1] < places[c][2] / 2:
            rows[-1].append(c)
        else:
            rows.append([c])
    return [c for row in rows for c in sorted(row, key=lambda c: places[c][0])]


class CardPointer(ABC):
    gostop = False  # the game's words: Go-Stop's pointer says its own
    def __init__(self, table: TableParts) -> None:
        self.table = table
        self.hovered: int | None = None  # the hand card lifted under the mouse
        self.pointed: int | None = None  # the face-up card under the mouse, named in the status line
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.spot: object = None  # the information panel's yaku line under the mouse (what it names)...
        self.spot_at: pygame.Rect | None = None  # ... and where it lies
        self.keyed = False  # the spot is a "+N more" Y showed (not the mouse): closed by the next action
        # the card under a resting mouse when words the player asked for (the Hint) or must read (a lesson's
        # instruction) came to the status line: not named over them until the mouse moves onto another
        self.hushed: int | None | bool = False  # False: nothing hushed
        self.hushed_at: tuple[int, int] | None = None  # where the mouse rested then: a label there is not said
        self.used: str | None = None  # the input used last ("mouse", "keys"): the status line's words follow it
        self.clock = 0.0  # seconds the table has run (counted by :meth:`watch`)
        self.under: int | None = None  # the hand card under the mouse as the last frame drew it
        self.slid_at: float | None = None  # when the hand last moved under the resting mouse (None: not since it moved)

    def heard(self, event: pygame.event.Event) -> bool:
        """An event at the table: the mouse's or the keys' (:func:`.said_input.used_by`). A key but Y, or a
        click, closes the yaku Y showed (pt23: it stayed up over the turn after, until Y was pressed twice
        more); True when that was the event's only job (Esc: the bubble closes, the pause menu stays shut)."""
        self.used = used_by(event, self.used)
        if not self.keyed or not (event.type == pygame.MOUSEBUTTONDOWN
                                  or (event.type == pygame.KEYDOWN and event.key != MORE_KEY)):
            return False
        self.close_more()
        return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE

    def close_more(self) -> None:
        """Close the yaku Y showed (the mouse's spot is the mouse's: it goes when the mouse does)."""
        if self.keyed:
            self.keyed, self.spot, self.spot_at = False, None, None

    @abstractmethod
    def playing(self) -> bool:
        """The player is to play a card from the hand now."""

    @abstractmethod
    def meets(self, card: int) -> list[int]:
        """The field cards ``card`` would meet, lit while it is held up."""

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        t = self.table
        if self.over_box(pos):
            return None
        hits = [c for c in t.model.hands[HUMAN] if t.sprites[c].hit(pos)]
        return max(hits, key=lambda c: t.sprites[c].z) if hits else None

    def point_at(self, pos: tuple[int, int]) -> None:
        """Name the face-up card under the mouse (any card the player can
        see: the hand, the field, the captures)."""
        t = self.table
        moved = pos != self.mouse
        if moved:  # the mouse moved: the card it comes onto is one the player points at
            self.under, self.slid_at = self.hand_card_at(pos), None
        self.mouse = pos
        self.pointed = self.card_under(pos)
        if self.hushed is not False:
            if self.pointed == self.hushed:
                self.pointed = None  # still resting where it was: the words asked for stay
            else:
                self.hushed = False  # the mouse went on to something new: name it
        t.stage.hint_gives_way(self.hovered)  # the mouse took over from the keyboard's ring, if it was on a card
        if self.keyed and not moved:
            return  # the yaku Y showed stay over a resting mouse (cards come to rest under it)
        self.keyed = False
        # a yaku line of the information panel, explained beside it as a card is named in the status line (not
        # over words to read that came while the mouse rested there)
        self.spot, self.spot_at = next(((what, at) for at, what in t.canvas.spots if at.collidepoint(pos)),
                                       (None, None)) if not self.label_hushed() else (None, None)

    def watch(self, dt: float) -> None:
        """Each frame, the cards moved as they will be drawn: note when the
        hand moved under the resting mouse (another card came under it, or
        the one under it is still sliding)."""
        self.clock += dt
        if self.mouse is None:
            return
        under = self.hand_card_at(self.mouse)
        if under != self.under or (under is not None and self.table.sprites[under].travelling):
            self.slid_at = self.clock
        self.under = under

    def clicked_hand_card(self, pos: tuple[int, int]) -> int | None:
        """The hand card a click at ``pos`` plays: the one the player saw
        under the mouse. None when the hand changed since the last frame was
        drawn (a quick second click in the same frame), or moved under the
        resting mouse less than :data:`SETTLED` seconds ago: the click
        acts on what the player pointed at, not on a card that slid there."""
        card = self.hand_card_at(pos)
        if pos != self.mouse:  # a click where the mouse was not seen before: on what lies there
            return card
        if card != self.under or (self.slid_at is not None and self.clock - self.slid_at < SETTLED):
            return None
        return card

    def label_under(self) -> tuple[int, Kind] | None:
        """The capture box whose label (its top line: "Plains  8 + 1") the mouse rests on: (seat, kind)."""
        t = self.table
        if self.mouse is None or self.label_hushed():
            return None
        for p in range(len(t.model.captured)):
            for kind in Kind:
                box = t.geometry.group_rect(p, kind)
                if pygame.Rect(box.x, box.y, box.w, t.ctx.layout.px(24)).collidepoint(self.mouse):
                    return p, kind
        return None

    def card_under(self, pos: tuple[int, int]) -> int | None:
        """The face-up card under ``pos`` (the one held up first, else the topmost); none under a box drawn
        over the cards (pt23: the mouse named and lit the card lying under a box it rested on)."""
        if self.over_box(pos):
            return None
        hits = [s for s in self.table.sprites if s.visible and s.face >= 0.5 and s.hit(pos)]
        return max(hits, key=lambda s: (s.card == self.hovered, s.z)).card if hits else None

    def over_box(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` lies on a box drawn over the cards: the yaku's bubble, the banner, a notice, the
        status line risen over the field in its box."""
        return any(r.collidepoint(pos) for r in self.table.canvas.boxes_over())

    def hush(self) -> None:
        """Words the player asked for (the Hint) or must read (a lesson's
        instruction) are in the status line now: the card under the resting
        mouse is not named over them until the mouse moves onto another."""
        self.hushed = self.card_under(self.mouse) if self.mouse is not None else None
        self.hushed_at = self.mouse
        self.pointed = None

    def label_hushed(self) -> bool:
        """Whether the mouse still rests where it was when words to read came
        to the status line: a capture box's label or a yaku line under it is
        not explained over them (pt25: after a lesson's Next, the CPU's box's
        label under the resting mouse took the instruction's place)."""
        return self.hushed is not False and self.mouse is not None and self.mouse == self.hushed_at

    def covered(self) -> None:
        """A scene opened over the table: nothing under the mouse is named or
        explained behind it (pt25: a capture box's words stood behind Go or
        Stop? and the summary), until the mouse is seen here again."""
        self.forget()
        self.mouse, self.spot, self.spot_at, self.keyed = None, None, None, False

    @abstractmethod
    def choosing(self) -> bool:
        """The player is to choose which field card to take now."""

    @abstractmethod
    def choice_order(self) -> list[int]:
        """The cards a choice offers, in the order keys 1, 2... take them."""

    def yaku_said(self) -> str:
        """The yaku line of the information panel under the mouse, explained ("" if none)."""
        return ""

    def tip_said(self) -> str:
        """The bubble's words beside the panel: the yaku line pointed at, or what Y showed."""
        return none_more(self.gostop) if self.spot == NONE_MORE else self.yaku_said()

    def refused(self, card: int) -> str:
        """Where a guided match's lesson asks another move than ``card``'s (played from the hand, or taken in a
        choice), what it asks instead, said in place of an invitation to a move it refuses (pt26: "click to take
        the October plain card", then "Not that one, this time."); else ""."""
        said = getattr(self.table, "refusal", None)
        return said(card) if callable(said) else ""

    def traced_words(self, card: int, said: str) -> str:
        """``said``, naming ``card``, and if the card is of the opponents'
        last moves, what its dashed outline means (the outline is explained
        where the player looks at it)."""
        t = self.table
        if card not in t.stage.traced or t.sprites[card].mark != TRACE:
            return said
        if len(t.names) > 2:
            seat = t.stage.traced_by.get(card)
            if seat is not None:
                # TRANSLATORS: the status line over a card of a computer player's last move, at a table of three:
                # {card} names it; its outline is drawn in dashes; {name} is that player's name ("CPU 2")
                return in_sentence(_("{card}  ·  dashed outline: {name}'s last move"), t.short[seat], card=said)
            # TRANSLATORS: the status line over a card of a computer player's last move, at a table of three:
            # {card} names it; its outline is drawn in dashes
            return _("{card}  ·  dashed outline: a CPU's last move").format(card=said)
        # TRANSLATORS: the status line over a card of the computer's last move: {card} names it; its outline is
        # drawn in dashes
        return _("{card}  ·  dashed outline: the CPU's last move").format(card=said)

    def cards_settled(self) -> None:
        """The cards stopped moving under a resting mouse: name what is there
        now (unless the status line holds words asked for: then a card come to
        rest under the mouse is not new to it)."""
        self.settle_hush()
        if self.mouse is not None:
            self.point_at(self.mouse)

    def settle_hush(self) -> None:
        """A card that came to rest under a hushed mouse is taken as the one it rests on."""
        if self.hushed is not False and self.mouse is not None:
            self.hushed = self.card_under(self.mouse)

    def set_hover(self, card: int | None) -> None:
        """Hold ``card`` up from the hand (None: put it down), lighting what it meets."""
        if card == self.hovered:
            return
        t = self.table
        if self.hovered is not None:
            t.sprites[self.hovered].lift_to(0, 0.12)
            for s in t.sprites:
                if s.glow == MATCH_GLOW:
                    t.stage.set_glow(s.card, None)
        self.hovered = card
        # the cards a guided lesson asks to play (lit): another card held up rises less than they do, and lights
        # none of them in its own colour (a card under a resting mouse once stood higher than the lit one)
        asked = getattr(t, "asked_cards", lambda: ())()
        if card is not None:
            t.sprites[card].lift_to(t.ctx.layout.px(22 if not asked or card in asked else 8), 0.12)
            for c in self.meets(card):
                if c not in asked:
                    t.stage.set_glow(c, MATCH_GLOW)
        t.stage.hint_gives_way(card)  # the Hint's outline is not left on a card the player is not holding

    def forget(self) -> None:
        """Put down the card held up, and name no card: the status line says
        what to do again until the mouse (or a key) points at one."""
        self.set_hover(None)
        self.pointed = None
        self.close_more()

    def seen_again(self, pos: tuple[int, int] | None) -> None:
        """Back on top after a scene over the table (a summary, a dialog), over
        which the mouse moved unseen here: where it rests now (None: not
        known, as it was last seen). pt22: after a round's summary, the card
        held up was the one under the mouse when Next was clicked, and a
        click without moving played the card under the mouse, another."""
        self.forget()
        if pos is not None and pos != self.mouse:
            self.mouse, self.under, self.slid_at = pos, self.hand_card_at(pos), None
            if self.hushed is not False:  # words to read are in the status line: not said over by what lies here
                self.hushed, self.hushed_at = self.card_under(pos), pos

    def turn_passed(self) -> None:
        """A move was made: name no card, and none under the resting mouse
        again until it moves (a hand card's words stood under the field all
        through the CPU's turn)."""
        self.forget()
        self.hush()

    @abstractmethod
    def key_card(self, n: int) -> None:
        """Number key ``n + 1``: the hand's card from the left (or the choice's)."""

    # --- the keyboard: a number plays a card, arrows hold one up, Enter plays it ------------------
    def key(self, key: int) -> bool:
        """A key at the table; True when it had a job here (a number key always has)."""
        if key in NUMBER_KEYS:
            self.key_card(NUMBER_KEYS[key])
            return True
        if key in FOCUS_KEYS:
            return self.step_focus(FOCUS_KEYS[key])
        if key == MORE_KEY:
            return self.show_more()
        return key in ENTER_KEYS and self.play_focus()

    def more_spots(self) -> list[tuple[pygame.Rect, object]]:
        """The panel's "+N more" counts as drawn (where each lies, what it counts), in the panel's order."""
        return [(at, what) for at, what in self.table.canvas.spots
                if isinstance(what, tuple) and len(what) == 2 and isinstance(what[1], tuple)]

    def show_more(self) -> bool:
        """Y: the yaku the panel counts in its first "+N more", named beside
        the panel as under the mouse; Y again, the next count's, then none
        (issue 39: what the count hid was for the mouse alone). Where the
        panel counts none, the bubble says so (pt25: Y did nothing to be
        seen); Y again closes it."""
        spots = self.more_spots()
        if not spots:
            said = self.keyed and self.spot == NONE_MORE
            info = self.table.ctx.layout.rect("info")
            self.spot, self.spot_at = (None, None) if said else (NONE_MORE, pygame.Rect(info.x, info.centery, 1, 1))
            self.keyed = not said
            return True
        shown = [what for _at, what in spots]
        now = shown.index(self.spot) + 1 if self.spot in shown else 0
        self.spot_at, self.spot = spots[now] if now < len(spots) else (None, None)
        self.keyed = self.spot is not None
        return True

    def more_still_shown(self) -> None:
        """Each time the panel is drawn: the yaku Y showed follow their count where the panel draws it now,
        and close when it counts them no more (a capture listed them, or counts others)."""
        if not self.keyed:
            return
        if self.spot == NONE_MORE:  # none counted: said while the panel still counts none
            self.keyed = not self.more_spots()
            self.spot, self.spot_at = (self.spot, self.spot_at) if self.keyed else (None, None)
            return
        self.keyed = False
        self.spot_at, self.spot = next(((at, what) for at, what in self.more_spots() if what == self.spot),
                                       (None, None))
        self.keyed = self.spot is not None

    def step_focus(self, step: int) -> bool:
        """← or →: hold up the hand card beside the one held up (the first
        from that side if none is), lighting what it meets as the mouse
        does: the keyboard's visible focus. False when the hand is not to play."""
        t = self.table
        hand = list(t.model.hands[HUMAN])
        if not hand or not t.human_turn() or not self.playing():
            return False
        if self.hovered in hand:
            card = hand[(hand.index(self.hovered) + step) % len(hand)]
        else:
            card = hand[0] if step > 0 else hand[-1]
        self.set_hover(card)
        self.hushed = False
        self.pointed = card  # named in the status line, as under the mouse
        return True

    def play_focus(self) -> bool:
        """Enter: play the hand card held up (by the arrows or the mouse); False when there is none."""
        t = self.table
        hand = list(t.model.hands[HUMAN])
        if self.hovered not in hand or not t.human_turn() or not self.playing():
            return False
        self.key_card(hand.index(self.hovered))
        return True
