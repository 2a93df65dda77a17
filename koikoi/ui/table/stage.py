"""The cards on the table as sprites: sent where the display model puts
them, stacked as they land, lit (a glow, a key's badge, the outline of the
opponent's last move), and heard when they land."""

from __future__ import annotations

from collections.abc import Callable

from ...games.common.seats import HUMAN
from ..scene import Context
from ..sprites import CardSprite
from .geometry import TableGeometry
from .model import CardModel, Place, Where

# How the table lights cards, in both games (one place, so that a colour means one thing everywhere):
MATCH_GLOW = (255, 214, 102)  # field cards the hovered hand card would take
HAND_GLOW = (255, 236, 170)  # a hand card raised while the player chooses; hand cards that would take a field card
CHOICE_GLOW = (120, 230, 255)  # the field cards the player chooses between
HINT_GLOW = (130, 255, 160)  # what the Hint would play
# The opponent's last move: a dashed violet outline, never to be taken for a choice's cards, which glow cyan
# whole with their keys' numbers on discs; the two colours stay a CIE76 Delta E of 43 or more apart as seen with
# each colour blindness (tools/cvd_sheet.py; tests/ui/test_table_lights.py; docs/art.md), and the forms differ besides.
TRACE = (200, 90, 255)
STOLEN = (255, 120, 90)  # the outline on a plain just taken from another player's captures (Go-Stop)

# The pace of a turn, at speed 1 (scaled by the player's animation speed), in both games:
MOVE_S = 0.2  # a card played from a hand, or turned up from the deck, is on its way this long
SHOW_S = 0.42  # then stays face up in view at least this long (0.4 s, and a frame's grace) before it is taken
TAKE_S = 0.25  # cards taken fly to their pile this long


class Stage:
    def __init__(self, ctx: Context, model: CardModel, geometry: TableGeometry, clock: Callable[[], float],
                 mark: Callable[[CardSprite], None], cards: int = 48) -> None:
        """The stage of a table: what lies where (``model``) and where it is
        drawn (``geometry``), the table's game clock, and how it repaints a
        sprite (called before and after one changes); ``cards``: how many
        the deck has (Go-Stop's bonus cards come after the 48)."""
        self.ctx = ctx
        self.model = model
        self.geometry = geometry
        self.clock = clock
        self.mark = mark
        self.sprites = [CardSprite(c) for c in range(cards)]
        self.top_z = 0  # the highest z given: a card that moves is drawn above the rest
        self.traced: set[int] = set()  # the cards of the opponent's last move, outlined
        self.traced_by: dict[int, int] = {}  # ... and whose move each was (named at a table of three)
        self.tags: tuple[str, ...] = ()  # each seat's name, tagged on its last move's cards (a table of three)
        self.cues: list[tuple[float, str, float]] = []  # sounds due when a card lands: (time, name, volume)
        self.shown_at: dict[int, float] = {}  # when (game clock) a card played or turned up shows face up
        self.hinted: dict[int, tuple[int, int, int] | None] = {}  # the Hint's cards, and the light each had before

    def finish_moves(self) -> None:
        """Every card where it is going, now."""
        for sp in self.sprites:
            if sp.travelling:
                self.mark(sp)
                sp.place(*sp.target)
                self.mark(sp)

    def put(self, card: int, place: Place) -> None:
        if self.model.where(card) is Where.HAND:
            self.sprites[card].lift_to(0, 0.12)  # a card held up for a choice comes down as it goes
        self.model.put(card, place)

    def relayout(self, duration: float = 0.35, cards: list[int] | None = None, stagger: float = 0.0,
                 after: float = 0.0) -> None:
        """Send every card (or those given) toward where the model puts it,
        ``after`` seconds from now (of real time: :meth:`show_left` gives it).
        Cards that move are stacked left to right, top to bottom, as they
        land: where they overlap (a capture pile, a crowded hand) each card's
        corner stays in view above its left neighbour. With the player's
        reduced motion the cards fade rather than slide, read here at each
        move so that a change applies at once."""
        delay = max(0.0, after)
        chosen = cards if cards is not None else range(len(self.sprites))
        targets = {c: self.geometry.target(c) for c in chosen}

        def landing(c: int) -> tuple[float, ...]:
            t = targets[c]
            if t is None:
                return (0, 0)
            if self.model.place[c].where is Where.CAPTURED:  # a box's back row, then its front row over it
                return (self.geometry.group_rect(self.model.place[c].index, self.geometry.kind_of(c)).x, t[1], t[0])
            return (t[0], t[1])

        def moves(c: int) -> bool:
            s, t = self.sprites[c], targets[c]
            return t is not None and (s.target != t or (duration == 0 and (s.x, s.y, s.h, s.face) != t))

        # a capture box a card moves into or within: those at rest in it are stacked again with it, left to right
        # (one left where it was stayed under a neighbour stacked anew on its left, its corner hidden)
        boxes = {self.box_of(c) for c in chosen if moves(c)} - {None}
        if cards is not None and boxes:  # and slide over to make room for it (left where they were, a second card
            # taken into a Go-Stop box in one turn landed on the first and hid it until the turn's end)
            mates = [c for c in range(len(self.sprites)) if c not in targets and self.box_of(c) in boxes]
            targets.update((c, self.geometry.target(c)) for c in mates)
            chosen = [*chosen, *mates]
        for c in sorted(chosen, key=landing):
            s = self.sprites[c]
            t = targets[c]
            if t is not None and s.visible and not moves(c) and self.box_of(c) in boxes:
                self.top_z += 1
                s.z = self.top_z
                self.mark(s)
            if t is None:
                if s.visible:
                    self.mark(s)
                    s.visible = False
                continue
            if not s.visible:
                s.place(*self.geometry.deck_xy(), 0.0)
                s.visible = True
            if c in self.traced_by:
                self.retag(c)
            if s.target != t or (duration == 0 and (s.x, s.y, s.h, s.face) != t):
                self.top_z += 1
                s.z = self.top_z
                s.move_to(*t, duration=self.ctx.secs(duration), delay=delay, fade=self.ctx.reduced_motion)
                delay += self.ctx.secs(stagger)
            self.mark(s)
        self.over_on_top()
        for c in sorted(self.geometry.on_top):  # a card the table points at, above its neighbours
            s = self.sprites[c]
            if s.z != self.top_z or len(self.geometry.on_top) > 1:
                self.top_z += 1
                s.z = self.top_z
                self.mark(s)

    def over_on_top(self) -> None:
        """Each field slot's cards drawn one above the other in the order the
        geometry fans them (the card waiting for the flip or a choice last):
        a field card moved as the table was mended (a replay's step) went
        above the card played onto it, which then lay under what it is to take."""
        for slot in sorted(set(self.model.over.values())):
            pile = self.geometry.fanned(slot)
            if len(pile) < 2:
                continue
            floor = self.sprites[pile[0]].z
            for c in pile[1:]:
                s = self.sprites[c]
                if s.z <= floor:
                    self.top_z += 1
                    s.z = self.top_z
                    self.mark(s)
                floor = s.z

    def box_of(self, card: int) -> tuple[int, object] | None:
        """The capture box ``card`` lies in (its taker, its kind), if it lies in one."""
        place = self.model.place[card]
        return (place.index, self.geometry.kind_of(card)) if place.where is Where.CAPTURED else None

    def showing(self, card: int, after: float) -> None:
        """``card``, just played or turned up, shows face up once a move of
        ``after`` seconds (at speed 1) ends."""
        self.shown_at[card] = self.clock() + self.ctx.secs(after)

    def show_left(self, cards: list[int]) -> float:
        """Seconds (of real time) until each of ``cards`` played or turned up
        has been in view :data:`SHOW_S`, so that its taking can wait for it:
        the pace is brisk, but no card is taken before it is seen."""
        now, show = self.clock(), self.ctx.secs(SHOW_S)
        return max([0.0, *(self.shown_at.pop(c) + show - now for c in cards if c in self.shown_at)])

    def from_deck(self, card: int) -> None:
        """Show a card sitting on top of the deck, face down."""
        s = self.sprites[card]
        s.place(*self.geometry.deck_xy(), 0.0)
        s.visible = True
        self.top_z += 1
        s.z = self.top_z

    def cue(self, name: str, after: float, volume: float = 1.0) -> None:
        """Play a sound when a move of ``after`` seconds (at speed 1) ends:
        a card is heard when it lands, not when it lifts off."""
        self.cues.append((self.clock() + self.ctx.secs(after), name, volume))

    def play_cues(self) -> None:
        due = [c for c in self.cues if c[0] <= self.clock()]
        if due:
            self.cues = [c for c in self.cues if c[0] > self.clock()]
            for _t, name, volume in due:
                self.ctx.audio.play(name, volume)

    def set_glow(self, card: int, glow: tuple[int, int, int] | None) -> None:
        s = self.sprites[card]
        if s.glow != glow:
            self.mark(s)
            s.glow = glow
            self.mark(s)

    def offer_choice(self, order: list[int]) -> None:
        """Light the cards the player chooses between, each with its key's number."""
        for i, c in enumerate(order):
            self.set_glow(c, CHOICE_GLOW)
            self.set_badge(c, str(i + 1))

    def set_badge(self, card: int, text: str) -> None:
        s = self.sprites[card]
        if s.badge != text:
            self.mark(s)
            s.badge = text
            self.mark(s)

    def set_mark(self, card: int, colour: tuple[int, int, int] | None) -> None:
        """Outline ``card`` in ``colour`` (None: no more); the last move's
        outline is dashed. A plain outlined as stolen, which the status line
        names, lies last in its box and above the cards beside it, whole (it
        lay under the next card taken, a sliver of its outline showing)."""
        s = self.sprites[card]
        if s.mark != colour:
            s.mark = colour
            s.dashed = colour == TRACE
            self.mark(s)
        if colour == STOLEN:
            self.geometry.on_top.add(card)
        else:
            self.geometry.on_top.discard(card)

    def clear_glows(self) -> None:
        for c in range(len(self.sprites)):
            self.set_glow(c, None)
            self.set_badge(c, "")

    def show_hint(self, cards: list[int]) -> None:
        """Light the cards the Hint would play (or take)."""
        self.drop_hint()
        for c in cards:
            self.hinted[c] = self.sprites[c].glow
            self.set_glow(c, HINT_GLOW)

    def hint_gives_way(self, held: int | None) -> None:
        """The player holds up (or the ring is on) ``held``: the Hint's
        outline gives way while it is another card, and comes back when
        the player holds up none, or the Hint's own."""
        for c, before in self.hinted.items():
            self.set_glow(c, HINT_GLOW if held is None or held in self.hinted else before)

    def drop_hint(self) -> None:
        for c, before in self.hinted.items():
            if self.sprites[c].glow == HINT_GLOW:
                self.set_glow(c, before)
        self.hinted.clear()

    def trace(self, p: int, *cards: int) -> None:
        """Outline the opponent's cards of this move, until the player acts;
        where the table names its seats (:attr:`tags`), each card is tagged
        with the name of the seat whose move it was."""
        if p == HUMAN:
            return
        for c in cards:
            self.traced.add(c)
            self.traced_by[c] = p
            self.set_mark(c, TRACE)
            self.retag(c)

    def steal(self, card: int) -> None:
        """Outline in red a plain just taken from another's captures, until the person acts."""
        self.set_mark(card, STOLEN)
        self.traced.add(card)

    def retag(self, card: int) -> None:
        """Tag ``card``, of another seat's last move, with that seat's name
        where the table names its seats (:attr:`tags`), while it lies out of
        the capture boxes: a box is named by its seat, and a tag there would
        lie over the card stacked beside it."""
        p = self.traced_by.get(card)
        shown = p is not None and p < len(self.tags) and self.model.place[card].where is not Where.CAPTURED
        self.set_tag(card, self.tags[p] if shown and p is not None else "")

    def set_tag(self, card: int, text: str) -> None:
        s = self.sprites[card]
        if s.tag != text:
            self.mark(s)
            s.tag = text
            self.mark(s)

    def clear_trace(self) -> None:
        for c in self.traced:
            self.set_mark(c, None)
            self.set_tag(c, "")
        self.traced.clear()
        self.traced_by.clear()
