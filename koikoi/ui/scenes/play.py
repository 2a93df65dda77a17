"""The table: a match of Koi-Koi played with the mouse against the AI.

The engine's match state is the truth; this scene keeps a *display model*
(which card sits in which hand position, field slot or capture pile) and
moves it one engine event at a time, on a timeline of steps, so each play,
flip and capture animates at a pace the eye can follow. After each action
a final step checks the display model against the engine state and mends
any difference, so the picture can never drift from the rules.
"""

from __future__ import annotations

import logging
import math
import random
from collections import deque
from typing import Callable

import pygame

from ... import record, savegame
from ...ai.agents import make_agent
from ...engine import match as M
from ...engine import round as R
from ...engine.actions import FLIP, LAY, NEXT, PLAY, TAKE, Act, Action
from ...engine.cards import KIND_OF, MONTH_MASK_OF_CARD, MONTH_OF, Kind, indices
from ...engine.observation import observe
from ...engine.round import Phase, pending_targets
from ...engine.rules import Rules
from ..assets import GOLD_LIGHT, KIND_COLOURS, KIND_NAMES, MONTH_NAMES, TEXT, TEXT_DIM
from ..layout import CARD_RATIO
from ..progress import progress
from ..scene import Context, Scene
from ..sprites import CardSprite
from ..tween import ease_out_cubic
from ..widgets import Button, draw_panel, wrap
from ..movelog import MoveLog
from ..words import card_name, card_words, reason_text, round_of
from . import deal as D

Step = Callable[[], float]
HUMAN = 0
# Keys with a job of their own on the table; any other key skips the deal and banners.
SHORTCUTS = frozenset((pygame.K_ESCAPE, pygame.K_h, pygame.K_l, pygame.K_m, pygame.K_F11))
# Rounds the deal decides, with the word the table shouts.
INSTANT_ENDINGS = {"teshi": "Teshi!", "kuttsuki": "Kuttsuki!", "field-four": "Four of a month!"}
# Rounds the rules stop on a yaku, with the banner's title.
RULE_STOPS = {"stop-limit": "No koi-koi left", "stop-last-card": "The last card"}
READ_S = 2.0  # a banner that must be read (the opponent's koi-koi) stays this long, whatever the speed
MATCH_GLOW = (255, 214, 102)
CHOICE_GLOW = (120, 230, 255)
HAND_GLOW = (255, 236, 170)
HINT_GLOW = (130, 255, 160)
TRACE = (140, 200, 255)  # the outline on the cards of the opponent's last move
CAP_SHOW = 0.36  # the share of a captured card's width left in view: its corner number
CAP_ROW_SHOW = 0.42  # the share of its height in view when a second row lies over it
HINT_BUDGET_MS = 700  # the hint is hard's search, on a shorter leash: the player is waiting


class Decal:
    """Something drawn at a place that changes now and then (a label, the
    info panel, a banner); re-rendered only when its key changes."""

    def __init__(self, under: bool = True) -> None:
        self.key: object = None
        self.surface: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.under = under  # drawn beneath the cards


class PlayScene(Scene):
    def __init__(
        self, ctx: Context, rules: Rules, seed: int | None = None, level: str = "normal",
        demo: bool = False, names: tuple[str, str] | None = None, resume: M.MatchState | None = None,
    ) -> None:
        """A new match under ``rules``, or, with ``resume``, the saved match
        continued where it was left (its own rules then apply)."""
        super().__init__(ctx)
        if resume is not None:
            rules = resume.rules
        self.rules = rules
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.level = level
        self.demo = demo
        self.agents = {1: make_agent(level, self.seed + 1)}
        if demo:
            self.agents[0] = make_agent("normal" if level == "hard" else level, self.seed + 2)
        self.names = names or (("South", "North") if demo else ("You", f"CPU ({level.title()})"))
        self.short = ("South", "North") if demo else ("You", "CPU")
        if resume is not None:
            self.match, events = resume, []
        else:
            self.match, events = M.new_match(rules, self.seed)
        self.sprites = [CardSprite(c) for c in range(48)]
        self.loc: dict[int, tuple] = {c: ("deck",) for c in range(48)}
        self.hand_order: list[list[int]] = [[], []]
        self.slots: list[int | None] = []
        self.over: dict[int, int] = {}  # card -> field slot it lies over
        self.caps: list[list[int]] = [[], []]
        self.deck_count = 48
        self.steps: deque[Step] = deque()
        self.wait = 0.0
        self.zc = 0
        self.dirty: list[pygame.Rect] = []
        self.bg: pygame.Surface | None = None
        self.decals: dict[str, Decal] = {}
        self.banner: tuple[str, str] | None = None
        self.banner_big = False
        self.banner_low = False
        self.banner_age = 0.0
        self.banner_sticky = False
        self._banner_base: tuple | None = None
        self.dealing = False
        self.result_shown = False  # the round's end has been shown (scores before that are the deal's)
        self.reveal = False  # the opponent's hand is shown face up (an instant win at the deal)
        self.banner_left = 0.0
        self.hint = ""
        self.hovered: int | None = None
        self.field_hovered: int | None = None
        self.thinking_since: float | None = None
        self.think_dots = 0
        self.time = 0.0
        self.prompted = False  # a dialog for the current decision is open
        self.summary_pending = False
        self.shown_yaku: list[tuple[int, ...]] = [(0,) * len(rules.yaku), (0,) * len(rules.yaku)]
        self.warm_list: list[tuple[int, tuple[int, int]]] = []
        self.menu_button = Button((0, 0, 10, 10), "Menu", self.open_pause, key_label="Esc",
                                  click_sound=lambda: ctx.audio.play("click"))
        self.lay_button = Button((0, 0, 10, 10), "Lay it on the field", lambda: self.act(LAY), key=pygame.K_l,
                                 key_label="L", click_sound=lambda: ctx.audio.play("click"))
        self.lay_button.visible = False
        self.hint_button = Button((0, 0, 10, 10), "Hint", self.ask_hint, key=pygame.K_h, key_label="H",
                                  click_sound=lambda: ctx.audio.play("click"))
        self.hint_button.visible = False
        self.hint_asked = False  # the worker is thinking about the player's move
        self.hinted: list[int] = []  # the cards the hint lights
        self.attract = False  # the title's attract mode: any click returns
        self.actions_done = 0
        self.save_failed = False
        self.pointed: int | None = None  # the face-up card under the mouse, named in the status line
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.traced: set[int] = set()  # the cards of the opponent's last move, outlined
        self.turn_shown: int | None = None  # whose turn the table shows (the engine may be ahead)
        self.intro = False  # the dealer draw and the deal are playing: a click skips them
        self.cues: list[tuple[float, str, float]] = []  # sounds due when a card lands: (time, name, volume)
        self.log = MoveLog(self.rules, self.short)
        self.moves_button = Button((0, 0, 10, 10), "Moves", self.open_moves, key=pygame.K_m, key_label="M",
                                   click_sound=lambda: ctx.audio.play("click"))
        self.queue(events)
        if resume is not None:
            self.log.resumed()
            self.welcome_back()
        self.keep()

    # --- lifecycle ---------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.place_buttons()
        self.plan_warmup()

    def resize(self) -> None:
        self.ctx.assets.clear_sized()
        self.bg = None
        self.decals.clear()
        self.place_buttons()
        self.relayout(0)
        self.plan_warmup()
        self.invalidate()

    def resume(self) -> None:
        super().resume()
        self.bg = None
        self.decals.clear()
        self.prompted = False
        self.relayout(0)

    def exit(self) -> None:
        self.ctx.worker.cancel()

    def place_buttons(self) -> None:
        lay = self.ctx.layout
        self.menu_button.rect = lay.rect("menu_button")
        self.moves_button.rect = self.menu_button.rect.move(0, self.menu_button.rect.h + lay.px(8))
        hint = lay.rect("hint")
        self.hint_button.rect = pygame.Rect(0, 0, lay.px(110), hint.h - 4)
        self.hint_button.rect.midright = (hint.right - 4, hint.centery)
        self.lay_button.rect = pygame.Rect(0, 0, lay.px(220), hint.h - 4)
        self.lay_button.rect.midright = (self.hint_button.rect.left - lay.px(10), hint.centery)

    def plan_warmup(self) -> None:
        """Cards to render before the deal, a few per frame, so no frame
        stalls on an SVG when a card first shows."""
        lay = self.ctx.layout
        from .dialog import DIALOG_CARD_H

        dialog_h = lay.px(DIALOG_CARD_H)
        sizes = [lay.card_size(z) for z in ("player_hand", "field", "player_captures")]
        sizes.append((round(dialog_h * CARD_RATIO), dialog_h))
        backs = [(-1, lay.card_size(z)) for z in ("deck", "opponent_hand", "player_hand", "field")]
        self.warm_list = backs + [(c, s) for s in sizes for c in range(48)]
        self.ctx.assets.prefetch(self.warm_list)

    @property
    def warming(self) -> bool:
        return bool(self.warm_list)

    @property
    def animating(self) -> bool:
        if self.steps or self.wait > 0 or self.warm_list or self.banner_left > 0 or self.cues:
            return True
        if self.ctx.worker.busy or self.thinking_since is not None:
            return True
        return any(s.moving for s in self.sprites)

    # --- the timeline --------------------------------------------------------
    def later(self, step: Step) -> None:
        self.steps.append(step)

    def queue(self, events: list) -> None:
        self.log.add(events)
        # the deal (the dealer draw, redeals included) ends with the last deal's steps
        last_deal = max((i for i, ev in enumerate(events) if isinstance(ev, R.Dealt)), default=-1)
        for i, ev in enumerate(events):
            self.steps.extend(self.steps_for(ev))
            if i == last_deal:
                self.steps.append(self.end_intro)
        self.steps.append(self.sync)

    def steps_for(self, ev: object) -> list[Step]:
        if isinstance(ev, M.DealerDrawn):
            return [self.begin_intro, *D.dealer_draw_steps(self, ev)]
        if isinstance(ev, R.Dealt):
            return [self.begin_intro, *D.deal_steps(self, ev)]
        if isinstance(ev, R.Redeal):
            return [self.begin_intro, *D.redeal_steps(self, ev)]
        if isinstance(ev, R.QuartetRemoved):
            return [lambda ev=ev: self.remove_cards(ev.cards)]
        if isinstance(ev, R.Swapped):
            who = self.short[ev.player]
            text = f"{who} swapped hands" if ev.swapped else f"{who} kept the dealt hand"
            return [lambda: self.say(text, "", 1.4)]
        if isinstance(ev, R.Played):
            return [lambda ev=ev: self.on_played(ev.player, ev.card)]
        if isinstance(ev, R.Laid):
            return [lambda ev=ev: self.on_laid(ev.player, ev.card)]
        if isinstance(ev, R.Flipped):
            return [lambda ev=ev: self.on_flipped(ev.player, ev.card)]
        if isinstance(ev, R.Captured):
            return [lambda: 0.28 * self.k, lambda ev=ev: self.on_captured(ev.player, ev.cards)]
        if isinstance(ev, R.FieldRefilled):
            return [lambda ev=ev: self.on_refilled(ev.card)]
        if isinstance(ev, R.GajiCollected):
            return [lambda ev=ev: self.on_captured(ev.player, ev.cards)]
        if isinstance(ev, R.YakuMade):
            return [lambda ev=ev: self.on_yaku(ev)]
        if isinstance(ev, R.KoiKoiCalled):
            return [lambda ev=ev: self.on_koikoi(ev)]
        if isinstance(ev, R.RoundOver):
            steps: list[Step] = [lambda: 0.7 * self.k, self.settle, self.show_result]
            if ev.result.reason in INSTANT_ENDINGS or ev.result.reason.startswith("void-"):
                steps.append(lambda ev=ev: self.announce_instant_end(ev.result))
            return [*steps, lambda ev=ev: self.on_round_over(ev.result)]
        return []

    @property
    def k(self) -> float:
        """Seconds per second of animation at the current speed setting."""
        return 1.0 / self.ctx.speed

    def pump(self, dt: float) -> None:
        self.wait -= dt
        if not self.steps:
            self.wait = max(0.0, self.wait)  # idle time is not credit for the next steps
            return
        guard = 0
        while self.wait <= 0 and self.steps and guard < 100:
            guard += 1
            step = self.steps.popleft()
            self.wait += step()

    # --- the display model ------------------------------------------------------
    def free_slot(self) -> int:
        for i, c in enumerate(self.slots):
            if c is None:
                return i
        self.slots.append(None)
        return len(self.slots) - 1

    def slot_of(self, card: int) -> int | None:
        where = self.loc.get(card)
        if where and where[0] == "field":
            return where[1]
        return None

    def field_cards(self) -> list[int]:
        return [c for c in self.slots if c is not None]

    def take_from_model(self, card: int) -> None:
        """Forget where the model had a card (before it moves elsewhere)."""
        where = self.loc.get(card, ("deck",))
        if where[0] == "hand":
            self.sprites[card].lift_to(0, 0.12)  # a card held up for a choice comes down as it goes
            if card in self.hand_order[where[1]]:
                self.hand_order[where[1]].remove(card)
        elif where[0] == "field":
            if 0 <= where[1] < len(self.slots) and self.slots[where[1]] == card:
                self.slots[where[1]] = None
        elif where[0] == "over":
            self.over.pop(card, None)
        elif where[0] == "cap":
            if card in self.caps[where[1]]:
                self.caps[where[1]].remove(card)

    def put(self, card: int, where: tuple) -> None:
        self.take_from_model(card)
        self.loc[card] = where
        if where[0] == "hand":
            self.hand_order[where[1]].append(card)
        elif where[0] == "field":
            while len(self.slots) <= where[1]:
                self.slots.append(None)
            self.slots[where[1]] = card
        elif where[0] == "over":
            self.over[card] = where[1]
        elif where[0] == "cap":
            self.caps[where[1]].append(card)

    # --- geometry ------------------------------------------------------------------
    def face_for(self, card: int, where: tuple) -> float:
        kind = where[0]
        if kind == "hand":
            return 1.0 if where[1] == HUMAN or self.reveal else 0.0
        if kind in ("deck", "removed"):
            return 0.0
        return 1.0

    def target(self, card: int) -> tuple[float, float, float, float] | None:
        where = self.loc[card]
        lay = self.ctx.layout
        kind = where[0]
        if kind == "hand":
            p = where[1]
            zone = "player_hand" if p == HUMAN else "opponent_hand"
            r = lay.rect(zone)
            w, h = lay.card_size(zone)
            order = self.hand_order[p]
            n = max(1, len(order))
            i = order.index(card)
            gap = lay.px(6)
            step = w + gap if n * (w + gap) - gap <= r.w else (r.w - w) / max(1, n - 1)
            total = w + step * (n - 1)
            x = r.centerx - total / 2 + w / 2 + i * step
            return x, r.centery, h, self.face_for(card, where)
        if kind in ("field", "over"):
            slot = where[1]
            x, y, h = self.slot_pos(slot)
            if kind == "over":
                w = h * CARD_RATIO
                return x + w * 0.28, y + h * 0.1, h, 1.0
            return x, y, h, 1.0
        if kind == "cap":
            return self.cap_pos(where[1], card)
        if kind == "flip":
            r = self.ctx.layout.rect("deck")
            w, h = lay.card_size("deck")
            return r.centerx + w * 0.15, r.centery - h * 0.05, h, 1.0
        if kind == "centre":
            return where[1], where[2], lay.card_size("player_hand")[1], 1.0
        return None

    def slot_pos(self, slot: int) -> tuple[float, float, float]:
        lay = self.ctx.layout
        r = lay.rect("field")
        w, h = lay.card_size("field")
        rows = int(lay.prop("field", "rows", 2) or 2)
        cols = max(8, math.ceil(max(len(self.slots), 16) / rows))
        gap = lay.px(10)
        step = min(w + gap, (r.w - w) / max(1, cols - 1))
        total = w + step * (cols - 1)
        col, row = divmod(slot, rows)
        x = r.centerx - total / 2 + w / 2 + col * step
        row_h = min(h + lay.px(14), (r.h - h) / max(1, rows - 1)) if rows > 1 else 0
        y = r.centery - row_h * (rows - 1) / 2 + row * row_h
        return x, y, h

    def group_rect(self, p: int, kind: Kind) -> pygame.Rect:
        r = self.ctx.layout.rect("player_captures" if p == HUMAN else "opponent_captures")
        pad = self.ctx.layout.px(6)
        gw, gh = (r.w - 3 * pad) / 2, (r.h - 3 * pad) / 2
        i = int(kind)
        return pygame.Rect(round(r.x + pad + (i % 2) * (gw + pad)), round(r.y + pad + (i // 2) * (gh + pad)),
                           round(gw), round(gh))

    def cap_pos(self, p: int, card: int) -> tuple[float, float, float, float]:
        """A captured card's place in its kind's box: side by side while they
        fit, overlapped as they grow, and in two staggered rows once one row
        would hide the corner numbers, so every card stays identifiable."""
        kind = KIND_OF[card]
        g = self.group_rect(p, kind)
        lay = self.ctx.layout
        label_h = lay.px(18)
        zone = "player_captures" if p == HUMAN else "opponent_captures"
        room_h = g.h - label_h - lay.px(4)
        room_w = g.w - lay.px(8)
        h = min(lay.card_size(zone)[1], room_h)
        group = [c for c in self.caps[p] if KIND_OF[c] == kind]
        n = max(1, len(group))
        i = group.index(card) if card in group else n - 1
        rows, row_gap = 1, 0.0
        w = h * CARD_RATIO
        if n > 1 and (room_w - w) / (n - 1) < CAP_SHOW * w:  # one row would hide the corner numbers
            rows = 2
            h = min(h, room_h / (1 + CAP_ROW_SHOW))
            w = h * CARD_RATIO
            row_gap = h * CAP_ROW_SHOW
        per_row = math.ceil(n / rows)
        row, col = divmod(i, per_row)
        step = min(w + lay.px(4), (room_w - w) / max(1, per_row - 1))
        x = g.x + lay.px(4) + w / 2 + col * step
        top = g.y + label_h + (room_h - h - row_gap * (rows - 1)) / 2
        return x, top + h / 2 + row * row_gap, h, 1.0

    def relayout(self, duration: float = 0.35, cards: list[int] | None = None, stagger: float = 0.0) -> None:
        """Send every card (or those given) toward where the model puts it.
        Cards that move are stacked left to right, top to bottom, as they
        land: where they overlap (a capture pile, a crowded hand) each card's
        corner stays in view above its left neighbour."""
        delay = 0.0
        chosen = cards if cards is not None else range(48)
        targets = {c: self.target(c) for c in chosen}
        for c in sorted(chosen, key=lambda c: targets[c][:2] if targets[c] is not None else (0, 0)):
            s = self.sprites[c]
            t = targets[c]
            if t is None:
                if s.visible:
                    self.mark(s)
                    s.visible = False
                continue
            if not s.visible:
                x, y, h = self.deck_xy()
                s.place(x, y, h, 0.0)
                s.visible = True
            if s.target != t or (duration == 0 and (s.x, s.y, s.h, s.face) != t):
                self.zc += 1
                s.z = self.zc
                s.move_to(*t, duration=duration * self.k, delay=delay)
                delay += stagger * self.k
            self.mark(s)

    def deck_xy(self) -> tuple[float, float, float]:
        r = self.ctx.layout.rect("deck")
        return r.centerx, r.centery, self.ctx.layout.card_size("deck")[1]

    def from_deck(self, card: int) -> None:
        """Show a card sitting on top of the deck, face down."""
        s = self.sprites[card]
        x, y, h = self.deck_xy()
        s.place(x, y, h, 0.0)
        s.visible = True
        self.zc += 1
        s.z = self.zc

    # --- events --------------------------------------------------------------------
    def matches_on_field(self, card: int) -> list[int]:
        return [c for c in self.field_cards() if MONTH_OF[c] == MONTH_OF[card]]

    def on_played(self, p: int, card: int) -> float:
        self.set_hover(None)
        self.turn_shown = p
        self.trace(p, card)
        matches = self.matches_on_field(card)
        if self.choosing_here(p, card):
            # the player chooses: the card waits in the hand, raised and lit,
            # so both field cards it matches stay in full view
            self.sprites[card].lift_to(self.ctx.layout.px(22), 0.12)
            self.set_glow(card, HAND_GLOW)
            return 0.15 * self.k
        if matches:
            self.put(card, ("over", self.slot_of(matches[0])))
        else:
            self.put(card, ("field", self.free_slot()))
        self.relayout(0.42)
        self.cue("card_place", 0.42)
        return 0.5 * self.k

    def choosing_here(self, p: int, card: int) -> bool:
        """Whether the player is about to choose what ``card`` takes."""
        rnd = self.match.round
        return (p == HUMAN and not self.demo and rnd.pending == card
                and rnd.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP))

    def on_laid(self, p: int, card: int) -> float:
        self.trace(p, card)
        if self.loc[card][0] != "field":
            self.put(card, ("field", self.free_slot()))
            self.relayout(0.3, [card])
            self.cue("card_place", 0.3)
            return 0.3 * self.k
        return 0.05 * self.k

    def on_flipped(self, p: int, card: int) -> float:
        self.deck_count -= 1
        self.trace(p, card)
        self.from_deck(card)
        self.put(card, ("flip",))
        self.ctx.audio.play("deck_flip")
        self.relayout(0.32, [card])

        def land() -> float:
            if self.choosing_here(p, card):
                return 0.0  # it waits by the deck while the player chooses
            matches = self.matches_on_field(card)
            if matches:
                self.put(card, ("over", self.slot_of(matches[0])))
            else:
                self.put(card, ("field", self.free_slot()))
            self.ctx.audio.play("card_slide")
            self.relayout(0.38, [card])
            return 0.45 * self.k

        self.steps.appendleft(land)
        return 0.5 * self.k

    def on_refilled(self, card: int) -> float:
        self.deck_count -= 1
        self.from_deck(card)
        self.put(card, ("field", self.free_slot()))
        self.ctx.audio.play("deck_flip")
        self.relayout(0.45, [card])
        return 0.5 * self.k

    def on_captured(self, p: int, cards: int) -> float:
        taken = list(indices(cards))
        self.trace(p, *taken)
        for c in taken:
            self.put(c, ("cap", p))
        self.relayout(0.45, stagger=0.0)
        self.cue("capture", 0.45)
        return 0.55 * self.k

    # --- what the table marks and says ---------------------------------------------
    def cue(self, name: str, after: float, volume: float = 1.0) -> None:
        """Play a sound when a move of ``after`` seconds (at speed 1) ends:
        a card is heard when it lands, not when it lifts off."""
        self.cues.append((self.time + after * self.k, name, volume))

    def play_cues(self) -> None:
        due = [c for c in self.cues if c[0] <= self.time]
        if due:
            self.cues = [c for c in self.cues if c[0] > self.time]
            for _t, name, volume in due:
                self.ctx.audio.play(name, volume)

    def trace(self, p: int, *cards: int) -> None:
        """Outline the opponent's cards of this move, until the player acts."""
        if p == HUMAN:
            return
        for c in cards:
            self.traced.add(c)
            self.set_mark(c, TRACE)

    def clear_trace(self) -> None:
        for c in self.traced:
            self.set_mark(c, None)
        self.traced.clear()

    def set_mark(self, card: int, colour: tuple[int, int, int] | None) -> None:
        s = self.sprites[card]
        if s.mark != colour:
            s.mark = colour
            self.mark(s)

    def remove_cards(self, cards: int) -> float:
        for c in indices(cards):
            self.put(c, ("removed",))
        self.relayout(0.4)
        self.say("Four of a month on the field", "They are set aside for this round.", 1.6)
        return 1.6 * self.k

    def on_yaku(self, ev: R.YakuMade) -> float:
        rules = self.rules
        before = self.shown_yaku[ev.player]
        new = [y.name for y, a, b in zip(rules.yaku, ev.points, before) if a > b]
        self.shown_yaku[ev.player] = tuple(ev.points)
        who = self.short[ev.player]
        total = sum(ev.points)
        self.ctx.audio.play("yaku")
        result = self.match.round.result
        if not ev.may_koikoi and result is not None and result.reason in RULE_STOPS:
            # the rules, not the player, end the round: say so, long enough to read
            self.say(RULE_STOPS[result.reason], f"{who} made {' and '.join(new)}. {self.rule_stop_words(result)}",
                     big=True, at_least=READ_S)
            return max(READ_S, 1.5 * self.k)
        if ev.player == HUMAN and not self.demo and ev.may_koikoi:
            return 0.5 * self.k  # the koi-koi prompt itself shows the yaku
        self.say(f"{who} made {', '.join(new)}!", f"{total} point{'s' if total != 1 else ''} in yaku", 1.5)
        return 1.4 * self.k

    def rule_stop_words(self, result: R.RoundResult) -> str:
        """Why the rules ended the round on a yaku, for its banner."""
        if result.reason == "stop-last-card":
            return "Koi-koi cannot be called on the last card, so the round ends here and the yaku score."
        limit = self.rules.play["koikoi_limit"]
        calls = "once" if limit == 1 else "twice" if limit == 2 else f"{limit} times"
        if self.rules.play["koikoi_limit_scope"] == "round":
            allowed = f"Koi-koi may be called {calls} a round between both players"
        else:
            allowed = f"Each player may call koi-koi {calls} a round"
        return f"{allowed}, and that is used up: the round ends and the yaku score."

    def on_koikoi(self, ev: R.KoiKoiCalled) -> float:
        who = self.short[ev.player]
        if ev.player == HUMAN and not self.demo:
            sub = "You play on: stop later for more, but if the CPU stops first its score doubles."
            self.say("Koi-Koi!", sub, 1.8, big=True)
            wait = 1.8 * self.k
        else:
            sub = f"{who} plays on for more. Make a yaku and stop first to punish it!"
            self.say("Koi-Koi!", sub, big=True, at_least=READ_S)  # the player must not miss it
            wait = max(READ_S, 1.8 * self.k)
        self.ctx.audio.play("koikoi")
        return wait

    def settle(self) -> float:
        """Wait (a step that repeats itself) until no card moves."""
        if any(s.travelling for s in self.sprites):
            self.steps.appendleft(self.settle)
            return 0.05
        return 0.0

    def show_result(self) -> float:
        """From here the info panel shows the round's points in the match score."""
        self.result_shown = True
        self.invalidate_info()
        return 0.0

    def announce_instant_end(self, result: R.RoundResult) -> float:
        """A round decided by the deal itself (Teshi, Kuttsuki, a void deal)
        is told at the table, the winning hand turned face up, before the
        summary explains the points."""
        if result.winner is not None and result.winner != HUMAN:
            self.reveal = True
            self.relayout(0.4)
        title = INSTANT_ENDINGS.get(result.reason, "A void round")
        self.say(title, reason_text(result, self.short), 2.4, big=True)
        self.ctx.audio.play("yaku")
        return 2.4 * self.k

    def on_round_over(self, result: R.RoundResult) -> float:
        if result.winner is None:
            self.ctx.audio.play("round_lost", 0.6)
        elif result.winner == HUMAN or self.demo:
            self.ctx.audio.play("round_won")
        else:
            self.ctx.audio.play("round_lost")
        self.summary_pending = True
        from .summary import SummaryScene

        if self.ctx.app is not None:
            self.ctx.app.push(SummaryScene(self.ctx, self))
        return 0.0

    def after_summary(self) -> None:
        """The summary's Next: the next round, or the match's end."""
        self.summary_pending = False
        if self.match.over:
            from .match_end import MatchEndScene

            if self.ctx.app is not None:
                self.ctx.app.replace(MatchEndScene(self.ctx, self))
            return
        self.act(NEXT)

    # --- sync: the display model against the engine --------------------------------
    def sync(self) -> float:
        rnd = self.match.round
        changed: list[int] = []
        for p in (0, 1):
            for c in indices(rnd.hands[p]):
                if self.loc[c] != ("hand", p):
                    self.put(c, ("hand", p))
                    changed.append(c)
            self.hand_order[p].sort()
            for c in indices(rnd.captures[p]):
                if self.loc[c] != ("cap", p):
                    self.put(c, ("cap", p))
                    changed.append(c)
        pending = rnd.pending
        for c in indices(rnd.field):
            if self.loc[c][0] not in ("field", "over") or (self.loc[c][0] == "over" and c != pending):
                self.put(c, ("field", self.free_slot()))
                changed.append(c)
        if pending >= 0 and self.loc[pending][0] not in ("over", "flip", "hand"):
            self.put(pending, self.pending_place(pending))
            changed.append(pending)
        placed = rnd.hands[0] | rnd.hands[1] | rnd.field | rnd.captures[0] | rnd.captures[1]
        if pending >= 0:
            placed |= 1 << pending
        for c in range(48):
            if not (placed >> c) & 1 and self.loc[c][0] not in ("deck", "removed"):
                self.put(c, ("removed",) if (rnd.removed >> c) & 1 else ("deck",))
                changed.append(c)
        # an "over" card whose match left: lay it in a slot of its own
        for c, slot in list(self.over.items()):
            if slot is None or slot >= len(self.slots) or self.slots[slot] is None:
                self.put(c, ("field", self.free_slot()))
                changed.append(c)
        self.deck_count = rnd.deck_left
        self.shown_yaku = [tuple(rnd.yaku[0]), tuple(rnd.yaku[1])]
        self.turn_shown = None if rnd.over else rnd.player
        self.relayout(0.35)
        self.invalidate_info()
        return 0.35 * self.k if changed else 0.0

    def pending_place(self, card: int) -> tuple:
        """Where a played or flipped card waits for its choice: clear of the
        field for the player, who must see both candidates; over the first
        of them for the opponent, whose choice comes at once."""
        rnd = self.match.round
        if self.choosing_here(rnd.player, card):
            return ("flip",) if rnd.phase is Phase.CHOOSE_FLIP else ("hand", HUMAN)
        m = [c for c in self.field_cards() if (pending_targets(rnd) >> c) & 1]
        return ("over", self.slot_of(m[0])) if m else ("field", self.free_slot())
    # --- acting -----------------------------------------------------------------------
    def act(self, action: Action) -> None:
        if action not in M.legal_actions(self.match):
            return
        self.set_hover(None)
        self.set_field_hover(None)
        if action.kind is Act.NEXT:
            self.result_shown = self.reveal = False
        if self.match.to_move == HUMAN:
            self.clear_trace()  # the opponent's last move stays marked until the player acts
        self.drop_hint()
        self.match, events = M.apply(self.match, action)
        self.keep()
        if self.match.over:
            self.count_match()
        self.actions_done += 1
        self.hint = ""
        self.lay_button.visible = False
        self.hint_button.visible = False
        self.prompted = False
        self.clear_glows()
        self.queue(events)

    # --- the hint: what the computer would play in the player's seat ----------------
    def show_hint_button(self) -> None:
        if not self.demo and not self.hint_button.visible:
            self.hint_button.visible = True
            self.mark_rect(self.hint_button.rect)

    def ask_hint(self) -> None:
        if not self.human_turn() or self.hint_asked or self.hinted:
            return
        self.hint_asked = True
        self.ask_advice()
        self.hint = "Thinking about your move..."
        self.invalidate_info()

    def ask_advice(self) -> None:
        """Start hard's search in the player's seat, in the worker thread
        (idle on the player's turn); the table's hint and the koi-koi
        prompt's take the answer."""
        from ...ai.search import HardAgent

        self.ctx.worker.ask(HardAgent(self.actions_done, budget_ms=HINT_BUDGET_MS), observe(self.match, HUMAN))

    def take_hint(self) -> None:
        """The worker's answer: light the card to play (or take) and say why."""
        action = self.ctx.worker.take()
        self.hint_asked = False
        rnd = self.match.round
        if action.kind is Act.PLAY:
            targets = self.matches_on_field(action.card)
            self.hinted = [action.card]
            if not targets:
                self.hint = f"Hint: lay down the {card_words(action.card)}."
            elif len(targets) == 2:
                self.hint = f"Hint: play the {card_words(action.card)}, then choose which to take."
            else:
                taken = " and the ".join(card_words(c) for c in targets)
                self.hint = f"Hint: play the {card_words(action.card)} to take the {taken}."
        elif action.kind is Act.TAKE:
            self.hinted = [action.card]
            self.hint = f"Hint: take the {card_words(action.card)}."
        else:  # lay the pending card down
            self.hint = f"Hint: lay the {card_words(rnd.pending)} on the field."
        for c in self.hinted:
            self.set_glow(c, HINT_GLOW)
        self.invalidate_info()

    def drop_hint(self) -> None:
        if self.hint_asked:
            self.ctx.worker.cancel()
            self.hint_asked = False
        for c in self.hinted:
            if self.sprites[c].glow == HINT_GLOW:
                self.set_glow(c, None)
        self.hinted = []

    def keep(self) -> None:
        """Save the match as it stands, so closing the window never loses it
        (removed once the match is over). Demo play is never saved. A save
        that fails is said on the table, and tried again at the next move."""
        if self.demo:
            return
        try:
            savegame.save(self.match, self.level)
        except OSError as exc:
            if not self.save_failed:  # logged once, not at every move
                logging.getLogger(__name__).warning("the match could not be saved: %s", exc)
            self.save_failed = True
            self.ctx.save_failed("match", savegame.match_path().parent, exc)
            return
        if self.save_failed:
            logging.getLogger(__name__).info("the match is saved again")
        self.save_failed = False
        self.ctx.saved("match")

    def count_match(self) -> None:
        """A finished match goes into the player's record (demo play does not)."""
        if self.demo:
            return
        m = self.match
        outcome = "drawn" if m.winner is None else "won" if m.winner == HUMAN else "lost"
        best = record.best_round(m.history)
        try:
            record.add(self.level, outcome, best)
            self.ctx.saved("record")
        except OSError as exc:
            logging.getLogger(__name__).warning("the match record could not be saved: %s", exc)
            self.ctx.save_failed("record", record.record_path().parent, exc)

    def welcome_back(self) -> None:
        """A saved match continued: the cards go to their places (the sync
        already queued), the table says where the match stands, and a round
        that had ended shows its summary again."""
        m = self.match
        you, cpu = m.scores[HUMAN], m.scores[1 - HUMAN]
        self.later(lambda: self.say("Welcome back", f"{round_of(m)} · {self.short[0]} {you}, {self.short[1]} {cpu}",
                                    1.8, big=True))
        if m.round.over and m.round.result is not None:
            result = m.round.result
            self.steps.extend([self.settle, self.show_result, lambda: self.on_round_over(result)])

    @property
    def idle(self) -> bool:
        """Nothing animating: the game waits for someone to act."""
        return (not self.steps and self.wait <= 0 and not self.warm_list
                and not any(s.travelling for s in self.sprites))

    def human_turn(self) -> bool:
        return (not self.demo and self.idle and not self.summary_pending and not self.match.over
                and self.match.to_move == HUMAN)

    def drive(self) -> None:
        """When the table is still: let the right party act."""
        if not self.idle or self.summary_pending or self.match.over:
            return
        m = self.match
        if m.round.over:
            return
        who = m.to_move
        if who is None:
            self.act(FLIP)
            return
        if who in self.agents:
            worker = self.ctx.worker
            if self.thinking_since is None:
                self.thinking_since = self.time
                worker.ask(self.agents[who], observe(m, who), min_seconds=0.55 * self.k)
                self.invalidate_info()
            elif worker.ready():
                action = worker.take()
                self.thinking_since = None
                self.invalidate_info()
                self.act(action)
            return
        self.offer_human()

    def offer_human(self) -> None:
        m = self.match
        phase = m.round.phase
        if self.prompted:
            return
        if phase is Phase.KOIKOI:
            from .koikoi import KoiKoiScene

            self.prompted = True
            if self.ctx.app is not None:
                self.ctx.app.push(KoiKoiScene(self.ctx, self))
            return
        if phase is Phase.SWAP:
            from .dialog import ChoiceScene

            self.prompted = True
            if self.ctx.app is not None:
                self.ctx.app.push(ChoiceScene(
                    self.ctx, "Swap hands?", "The rules let you swap your dealt hand with the dealer's.",
                    [("Swap", lambda: self.act(Action(Act.SWAP))), ("Keep", lambda: self.act(Action(Act.KEEP)))],
                ))
            return
        if phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            order = self.choice_order()
            for i, c in enumerate(order):
                self.set_glow(c, CHOICE_GLOW)
                self.set_badge(c, str(i + 1))
            self.hint = self.choice_words(order)
            if LAY in M.legal_actions(m) and not self.lay_button.visible:
                self.lay_button.visible = True
                self.mark_rect(self.lay_button.rect)
            self.show_hint_button()
            self.prompted = True
            self.invalidate_info()
            return
        if phase is Phase.PLAY:
            self.hint = ("Your turn: play a card from your hand." + (" The CPU's last move is outlined in blue."
                                                                      if self.traced else ""))
            self.show_hint_button()
            self.prompted = True
            self.invalidate_info()
            pos = pygame.mouse.get_pos() if pygame.display.get_init() and pygame.display.get_surface() else None
            if pos is not None:
                self.hover_at(pos)

    # --- input ---------------------------------------------------------------------
    def hand_sprite_at(self, pos: tuple[int, int]) -> int | None:
        hits = [c for c in self.hand_order[HUMAN] if self.sprites[c].hit(pos)]
        if not hits:
            return None
        return max(hits, key=lambda c: self.sprites[c].z)

    def set_hover(self, card: int | None) -> None:
        if card == self.hovered:
            return
        lay = self.ctx.layout
        if self.hovered is not None:
            s = self.sprites[self.hovered]
            s.lift_to(0, 0.12)
            for c in self.field_cards():
                if self.sprites[c].glow == MATCH_GLOW:
                    self.set_glow(c, None)
        self.hovered = card
        if card is not None:
            s = self.sprites[card]
            s.lift_to(lay.px(22), 0.12)
            for c in self.field_cards():
                if MONTH_MASK_OF_CARD[card] >> c & 1:
                    self.set_glow(c, MATCH_GLOW)

    def set_glow(self, card: int, glow: tuple[int, int, int] | None) -> None:
        s = self.sprites[card]
        if s.glow != glow:
            self.mark(s)
            s.glow = glow
            self.mark(s)

    def clear_glows(self) -> None:
        for c in range(48):
            if self.sprites[c].glow is not None:
                self.set_glow(c, None)
            self.set_badge(c, "")

    def hover_at(self, pos: tuple[int, int]) -> None:
        self.point_at(pos)
        if self.human_turn() and self.match.round.phase is Phase.PLAY:
            card = self.hand_sprite_at(pos)
            self.set_hover(card)
            self.set_field_hover(None if card is not None else self.field_sprite_at(pos))
        else:
            self.set_hover(None)
            self.set_field_hover(None)

    def point_at(self, pos: tuple[int, int]) -> None:
        """Name the face-up card under the mouse in the status line (any
        card the player can see: the hand, the field, the captures)."""
        self.mouse = pos
        hits = [s for s in self.sprites if s.face >= 0.5 and s.hit(pos)]
        card = max(hits, key=lambda s: (s.card == self.hovered, s.z)).card if hits else None
        if card != self.pointed:
            self.pointed = card
            self.invalidate_info()

    def status(self) -> str:
        """The line under the field: the card pointed at, named (with what
        playing it would do), or else what the player may do now."""
        card = self.pointed
        mine = self.human_turn()
        phase = self.match.round.phase
        if mine and phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            order = self.choice_order()
            if card in order:  # a candidate: name it, with its key
                return f"{card_name(card, self.rules)}  ·  click or press {order.index(card) + 1} to take it"
            return self.hint  # what to do comes first while the choice is open
        if card is None:
            return self.hint if mine else ""
        said = card_name(card, self.rules)
        if mine and card in self.hand_order[HUMAN] and phase is Phase.PLAY:
            said += "  ·  " + self.play_words(card)
        return said

    def play_words(self, card: int) -> str:
        """What playing ``card`` from the hand would do."""
        if PLAY[card] not in M.legal_actions(self.match):
            return "a card that captures must be played first"
        matches = self.matches_on_field(card)
        if not matches:
            return "no match: it would be laid on the field"
        if len(matches) == 2:
            return "two matches: you would choose which to take"
        return "click to take the " + " and the ".join(card_words(c) for c in matches)

    def field_sprite_at(self, pos: tuple[int, int]) -> int | None:
        hits = [c for c in self.field_cards() if self.sprites[c].hit(pos)]
        return max(hits, key=lambda c: self.sprites[c].z) if hits else None

    def set_field_hover(self, card: int | None) -> None:
        """Pointing at a field card lights the hand cards that would take it."""
        if card == self.field_hovered:
            return
        for c in self.hand_order[HUMAN]:
            if self.sprites[c].glow == HAND_GLOW:
                self.set_glow(c, None)
        self.field_hovered = card
        if card is not None:
            for c in self.hand_order[HUMAN]:
                if MONTH_OF[c] == MONTH_OF[card] and c not in self.hinted:
                    self.set_glow(c, HAND_GLOW)

    def click_at(self, pos: tuple[int, int]) -> None:
        if not self.human_turn():
            return
        phase = self.match.round.phase
        if phase is Phase.PLAY:
            c = self.hand_sprite_at(pos)
            if c is not None:
                if PLAY[c] in M.legal_actions(self.match):
                    self.act(PLAY[c])
                else:
                    self.hint = "That card cannot be played now: a card that captures must be played."
                    self.invalidate_info()
        elif phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            targets = pending_targets(self.match.round)
            hits = [c for c in indices(targets) if self.sprites[c].hit(pos)]
            if hits:
                self.act(TAKE[max(hits, key=lambda c: self.sprites[c].z)])

    def key_card(self, n: int) -> None:
        if not self.human_turn():
            return
        phase = self.match.round.phase
        if phase is Phase.PLAY:
            order = self.hand_order[HUMAN]
            if 0 <= n < len(order):
                c = order[n]
                if PLAY[c] in M.legal_actions(self.match):
                    self.act(PLAY[c])
        elif phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            targets = self.choice_order()
            if 0 <= n < len(targets):
                self.act(TAKE[targets[n]])

    def choice_order(self) -> list[int]:
        """The field cards the pending card may take, as keys 1, 2... pick
        them: left to right, top row first within a column."""
        targets = indices(pending_targets(self.match.round))
        return sorted(targets, key=lambda c: (round(self.sprites[c].target[0]), self.sprites[c].target[1]))

    def choice_words(self, order: list[int]) -> str:
        """The status line while the player chooses what to take."""
        if len(order) == 1:
            said = f"Take the {card_words(order[0])}? Press 1 or click it"
        else:
            keys = " or ".join(str(i + 1) for i in range(len(order))) if len(order) <= 3 else f"1 to {len(order)}"
            said = f"Take which card? Press {keys}, or click the one you want"
        if LAY in M.legal_actions(self.match):
            said += "; L lays your card on the field instead"
        return said + "."

    def set_badge(self, card: int, text: str) -> None:
        s = self.sprites[card]
        if s.badge != text:
            self.mark(s)
            s.badge = text
            self.mark(s)

    def open_pause(self) -> None:
        from .pause import PauseScene

        if self.ctx.app is not None:
            self.ctx.app.push(PauseScene(self.ctx, self))

    def open_moves(self) -> None:
        from .moves import MovesScene

        if self.ctx.app is not None:
            self.ctx.app.push(MovesScene(self.ctx, self.log, self.names))

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (self.menu_button, self.moves_button, self.lay_button, self.hint_button)

    def handle(self, event: pygame.event.Event) -> None:
        if self.attract:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                from .title import TitleScene

                if self.ctx.app is not None:
                    self.ctx.app.replace(TitleScene(self.ctx))
            return
        on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
            b.visible and b.rect.collidepoint(event.pos) for b in self.buttons)
        for b in self.buttons:
            if b.handle(event):
                self.mark_rect(b.rect)
        if event.type == pygame.MOUSEMOTION:
            self.hover_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not on_button:
            self.skip()  # the deal or a banner to its end; a card is played only on the player's turn
            self.click_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                self.key_card(event.key - pygame.K_1)
            elif pygame.K_KP1 <= event.key <= pygame.K_KP9:
                self.key_card(event.key - pygame.K_KP1)
            elif event.key not in SHORTCUTS:
                self.skip()

    # --- per frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.warm_list:
            self.warm_step()
        else:
            self.pump(dt)
        if self.banner_left > 0:
            self.banner_age += dt
            self.banner_left -= dt
            if self.banner_left <= 0:
                self.banner = None
                self.invalidate_banner()
        moved = False
        for s in self.sprites:
            if s.moving:
                moved = True
                self.mark(s)
                s.update(dt)
                self.mark(s)
        if moved and self.mouse is not None and not any(s.travelling for s in self.sprites):
            self.point_at(self.mouse)  # the cards settled under a resting mouse: name what is there now
        self.play_cues()
        if self.hint_asked and self.ctx.worker.ready():
            self.take_hint()
        if self.thinking_since is not None:
            dots = int((self.time - self.thinking_since) / 0.4) % 4
            if dots != self.think_dots:
                self.think_dots = dots
                self.invalidate_info()
        self.drive()

    def warm_step(self) -> None:
        if self.ctx.assets.collect() == 0:
            self.warm_list = []

    # --- drawing ---------------------------------------------------------------------
    def mark(self, s: CardSprite) -> None:
        if s.visible:
            self.dirty.append(s.compute_bounds())

    def mark_rect(self, r: pygame.Rect) -> None:
        self.dirty.append(pygame.Rect(r).inflate(4, 4))

    def invalidate_info(self) -> None:
        for name in ("info", "hint", "caps0", "caps1", "turn", "deck"):
            d = self.decals.get(name)
            if d is not None:
                d.key = None

    def invalidate_banner(self) -> None:
        d = self.decals.get("banner")
        if d is not None:
            d.key = None

    def say(self, text: str, sub: str = "", seconds: float = 1.5, big: bool = False, low: bool = False,
            at_least: float = 0.0, sticky: bool = False) -> float:
        """Show a banner for ``seconds`` at speed 1 (scaled by the animation
        speed), and never less than ``at_least`` seconds of real time. A
        ``sticky`` one (news the player needs) outlives a skipped deal."""
        self.banner_sticky = sticky
        self.banner_low = low
        self.banner_age = 0.0
        self.banner = (text, sub)
        self.banner_big = big
        self.banner_left = max(seconds * self.k, at_least)
        self.invalidate_banner()
        return 0.0

    def end_banner(self) -> None:
        if self.banner is not None:
            self.banner = None
            self.banner_left = 0.0
            self.invalidate_banner()

    # --- skipping: a click or a key plays the deal and the banners to their end -------
    def begin_intro(self) -> float:
        self.intro = True
        self.turn_shown = None
        self.clear_trace()
        return 0.0

    def end_intro(self) -> float:
        self.intro = False
        return 0.0

    def skip(self) -> bool:
        """Bring the deal (with the dealer draw and any redeal) and the banner
        on show to their end at once; never a decision, which waits for the
        player anyway. True when there was something to skip."""
        if self.intro:
            with self.ctx.audio.hushed():
                while self.intro and self.steps:
                    self.finish_moves()
                    self.wait = 0.0
                    self.steps.popleft()()
            self.finish_moves()
            self.wait = 0.0
            self.cues.clear()  # the landings they were waiting for have happened
            if not self.banner_sticky:
                self.end_banner()
            return True
        if self.banner is not None and self.banner_left > 0:
            self.end_banner()
            self.wait = min(self.wait, 0.0)
            return True
        return False

    def finish_moves(self) -> None:
        """Every card where it is going, now."""
        for sp in self.sprites:
            if sp.travelling:
                self.mark(sp)
                sp.place(*sp.target)
                self.mark(sp)

    def build_background(self, size: tuple[int, int]) -> pygame.Surface:
        a = self.ctx.assets
        lay = self.ctx.layout
        bg = a.felt(size).copy()
        for name in ("opponent_hand", "player_hand", "field", "deck", "opponent_captures",
                     "player_captures", "info"):
            r = lay.rect(name).inflate(lay.px(8), lay.px(8))
            bg.blit(a.zone(r.size), r)
        for p in (0, 1):
            for kind in Kind:
                g = self.group_rect(p, kind)
                shade = pygame.Surface(g.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 40), shade.get_rect(), border_radius=lay.px(8))
                pygame.draw.rect(shade, (*KIND_COLOURS[kind], 90), shade.get_rect(), width=1, border_radius=lay.px(8))
                bg.blit(shade, g)
        return bg

    def refresh_decals(self) -> None:
        """Re-render any decal whose content changed; mark its old and new rects."""
        lay = self.ctx.layout
        for p in (0, 1):
            key = (tuple(self.caps[p]), lay.window)
            self.decal(f"caps{p}", key, lambda p=p: self.render_cap_labels(p))
        self.decal("info", (self.info_key(), lay.window), self.render_info)
        self.decal("hint", (self.status(), lay.window, self.lay_button.visible), self.render_hint)
        self.decal("turn", (self.turn_shown, lay.window), self.render_turn)
        self.decal("notice", (self.problem_words(), lay.window), self.render_notice, under=False)
        self.decal("deck", (self.deck_count, lay.window), self.render_deck)
        pop = round(self.banner_scale(), 2) if self.banner else 1.0
        self.decal("banner", (self.banner, self.banner_big, self.banner_low, lay.window, pop), self.render_banner,
                   under=False)

    def decal(self, name: str, key: object, render: Callable[[], tuple[pygame.Surface | None, pygame.Rect]],
              under: bool = True) -> None:
        d = self.decals.get(name)
        if d is None:
            d = self.decals[name] = Decal(under)
        if d.key == key:
            return
        if d.surface is not None:
            self.dirty.append(pygame.Rect(d.rect))
        d.key = key
        d.surface, d.rect = render()
        if d.surface is not None:
            self.dirty.append(pygame.Rect(d.rect))

    def shown_scores(self) -> tuple[int, int]:
        """The match score as the table has shown it: a round's points count
        once its end has been played out, not while its cards still move."""
        m = self.match
        return m.scores if self.result_shown or not m.round.over else m.round.scores

    def info_key(self) -> tuple:
        m = self.match
        rnd = m.round
        return (m.round_no, self.shown_scores(), rnd.dealer, self.turn_shown, rnd.koikoi_calls, rnd.captures, self.intro,
                self.result_shown,
                self.thinking_since is not None, self.think_dots, tuple(self.caps[0]), tuple(self.caps[1]))

    def render_info(self) -> tuple[pygame.Surface, pygame.Rect]:
        a = self.ctx.assets
        lay = self.ctx.layout
        r = lay.rect("info")
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        m = self.match
        rnd = m.round
        px = lay.px
        rounds = self.rules.match["rounds"]
        target = self.rules.match["target"]
        head = f"Round {m.round_no}" + (f" of {rounds}" if rounds else "") + (f"  ·  to {target}" if target else "")
        y = px(10)
        t = a.text(head, px(26), GOLD_LIGHT, bold=True)
        surf.blit(t, (px(14), y))
        month = a.text(f"{MONTH_NAMES[rnd.month]} month", px(20), TEXT_DIM)
        surf.blit(month, month.get_rect(topright=(r.w - px(14), y + px(4))))
        y += px(34)
        # scores: a row per player, with the dealer's badge and the turn marker
        for p in (1, 0):
            name = self.names[p]
            row = pygame.Rect(px(8), y, r.w - px(16), px(34))
            turn = self.turn_shown == p
            if turn:
                pygame.draw.rect(surf, (255, 214, 102, 40), row, border_radius=px(8))
                pygame.draw.rect(surf, (255, 214, 102, 160), row, width=1, border_radius=px(8))
            label = a.text(name, px(24), TEXT, bold=turn)
            surf.blit(label, label.get_rect(midleft=(row.x + px(8), row.centery)))
            x = row.x + px(12) + label.get_width()
            if rnd.dealer == p:
                badge = pygame.Rect(x, row.centery - px(10), px(54), px(20))
                pygame.draw.rect(surf, (190, 52, 36), badge, border_radius=px(10))
                bt = a.text("Dealer", px(16), (255, 240, 220), shadow=False)
                surf.blit(bt, bt.get_rect(center=badge.center))
                x = badge.right + px(6)
            if rnd.koikoi_calls[p]:
                badge = pygame.Rect(x, row.centery - px(10), px(72), px(20))
                pygame.draw.rect(surf, (226, 165, 36), badge, border_radius=px(10))
                bt = a.text("Koi-koi" + (f" ×{rnd.koikoi_calls[p]}" if rnd.koikoi_calls[p] > 1 else ""),
                            px(16), (40, 20, 10), shadow=False)
                surf.blit(bt, bt.get_rect(center=badge.center))
            sc = a.text(str(self.shown_scores()[p]), px(30), GOLD_LIGHT, bold=True)
            surf.blit(sc, sc.get_rect(midright=(row.right - px(8), row.centery + 1)))
            y += px(38)
        # whose turn, in words: as the table shows it, not as the engine has it
        if self.intro:
            status = "Dealing the cards  ·  click to skip"
        elif self.thinking_since is not None:
            who = self.short[self.match.to_move or 0]
            status = f"{who} is thinking" + "." * self.think_dots
        elif rnd.over:
            status = "Round over" if self.result_shown else ""
        elif self.turn_shown is None:
            status = ""
        elif self.turn_shown == HUMAN and not self.demo:
            status = "Your turn"
        else:
            status = f"{self.short[self.turn_shown]}'s turn"
        st = a.text(status, px(20), (255, 214, 102))
        surf.blit(st, (px(14), y + px(2)))
        y += px(28)
        pygame.draw.line(surf, (226, 165, 36, 90), (px(12), y), (r.w - px(12), y))
        y += px(6)
        # progress toward yaku
        for p in (0, 1):
            head = a.text(("Your yaku" if p == HUMAN and not self.demo else f"{self.short[p]}'s yaku"), px(18), TEXT_DIM)
            surf.blit(head, (px(14), y))
            y += px(20)
            prog = progress(self.rules, rnd.captures[p], rnd.captures[1 - p], rnd.month, limit=4)
            if not prog:
                t = a.text("nothing yet", px(18), (140, 150, 140))
                surf.blit(t, (px(22), y))
                y += px(21)
            else:
                x = px(22)
                line_h = px(21)
                for pr in prog:
                    colour = (255, 214, 102) if pr.scores else TEXT_DIM if pr.made else TEXT
                    t = a.text(pr.label(), px(18), colour, bold=pr.scores)
                    if x + t.get_width() > r.w - px(10):
                        x = px(22)
                        y += line_h
                    surf.blit(t, (x, y))
                    x += t.get_width() + px(14)
                y += line_h + px(4)
        return surf, r

    def render_cap_labels(self, p: int) -> tuple[pygame.Surface, pygame.Rect]:
        a = self.ctx.assets
        lay = self.ctx.layout
        r = lay.rect("player_captures" if p == HUMAN else "opponent_captures")
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        for kind in Kind:
            g = self.group_rect(p, kind).move(-r.x, -r.y)
            n = sum(1 for c in self.caps[p] if KIND_OF[c] == kind)
            t = a.text(f"{KIND_NAMES[kind]}  {n}" if n else KIND_NAMES[kind], lay.px(17),
                       TEXT if n else (150, 160, 150))
            surf.blit(t, (g.x + lay.px(6), g.y + lay.px(3)))
        return surf, r

    def render_hint(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        """The status line under the field, shrunk or cut to fit beside the buttons."""
        lay = self.ctx.layout
        r = lay.rect("hint")
        said = self.status()
        if not said:
            return None, r
        right = min(b.rect.left for b in (self.lay_button, self.hint_button) if b.visible) \
            if self.lay_button.visible or self.hint_button.visible else r.right
        t = fit_text(self.ctx.assets, said, lay.px(22), lay.px(16), right - r.x - lay.px(16), (255, 236, 190))
        return t, t.get_rect(midleft=(r.x + lay.px(8), r.centery))

    def problem_words(self) -> str:
        return "  ·  ".join(self.ctx.problems.values())

    def render_notice(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        """A problem the player must know of (the match cannot be saved), on a
        dark red strip across the top of the table until it is mended."""
        lay = self.ctx.layout
        said = self.problem_words()
        if not said:
            return None, pygame.Rect(0, 0, 0, 0)
        a = self.ctx.assets
        r = lay.rect("opponent_hand")
        size = lay.px(18)
        lines = [a.text(line, size, (255, 222, 170)) for line in wrap(said, a.font(size), r.w - lay.px(24))[:3]]
        line_h = a.font(size).get_linesize()
        box = pygame.Rect(0, 0, max(t.get_width() for t in lines) + lay.px(24), line_h * len(lines) + lay.px(12))
        box.midtop = (r.centerx, r.y + lay.px(4))
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (70, 26, 14, 240), surf.get_rect(), border_radius=lay.px(8))
        pygame.draw.rect(surf, (226, 165, 36), surf.get_rect(), width=1, border_radius=lay.px(8))
        for i, t in enumerate(lines):
            surf.blit(t, t.get_rect(midtop=(box.w // 2, lay.px(6) + i * line_h)))
        return surf, box

    def render_turn(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        """A soft gold frame around the hand of whoever plays now."""
        p = self.turn_shown
        lay = self.ctx.layout
        if p is None:
            return None, pygame.Rect(0, 0, 0, 0)
        r = lay.rect("player_hand" if p == HUMAN else "opponent_hand").inflate(lay.px(14), lay.px(14))
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        rad = lay.px(16)
        for i in range(4):
            pygame.draw.rect(surf, (255, 214, 102, 40 + 40 * i), surf.get_rect().inflate(-2 * (3 - i), -2 * (3 - i)),
                             width=1, border_radius=rad)
        return surf, r

    def render_deck(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        lay = self.ctx.layout
        a = self.ctx.assets
        r = lay.rect("deck")
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        if self.deck_count > 0:
            w, h = lay.card_size("deck")
            back = a.card(-1, (w, h))
            layers = min(5, (self.deck_count + 4) // 5)
            cx, cy = r.w // 2, r.h // 2
            for i in range(layers):
                surf.blit(a.shadow((w, h)), a.shadow((w, h)).get_rect(center=(cx + 2, cy + 4 - i)))
                surf.blit(back, back.get_rect(center=(cx - i, cy - i * 2)))
            t = a.text(str(self.deck_count), lay.px(18), TEXT)
            surf.blit(t, t.get_rect(midbottom=(cx, r.h - 1)))
        return surf, r

    def banner_scale(self) -> float:
        """The banner pops in: a little larger at first, settling to its size."""
        grow = 0.45 if self.banner_big else 0.12
        t = min(1.0, self.banner_age / (0.3 * self.k))
        return 1.0 + grow * (1 - ease_out_cubic(t))

    def render_banner(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        key = (self.banner, self.banner_big, self.banner_low, self.ctx.layout.window)
        if self._banner_base is None or self._banner_base[0] != key:
            self._banner_base = (key, *self.render_banner_base())
        _, surf, box = self._banner_base
        scale = self.banner_scale()
        if surf is None or scale <= 1.001:
            return surf, box
        w, h = round(box.w * scale), round(box.h * scale)
        big = pygame.transform.smoothscale(surf, (w, h))
        return big, big.get_rect(center=box.center)

    def render_banner_base(self) -> tuple[pygame.Surface | None, pygame.Rect]:
        lay = self.ctx.layout
        a = self.ctx.assets
        r = lay.rect("banner")
        if not self.banner:
            return None, r
        text, sub = self.banner
        big = self.banner_big
        t = fit_text(a, text, lay.px(64 if big else 40), lay.px(28), r.w - lay.px(40),
                     (255, 226, 150) if big else TEXT, bold=True)
        lines = [a.text(line, lay.px(22), TEXT_DIM) for line in wrap(sub, a.font(lay.px(22)), r.w - lay.px(60))]
        line_h = lay.px(26)
        w = max([t.get_width()] + [s.get_width() for s in lines]) + lay.px(60)
        h = t.get_height() + (len(lines) * line_h + lay.px(6) if lines else 0) + lay.px(28)
        box = pygame.Rect(0, 0, w, h)
        box.center = r.center
        if self.banner_low:
            field = lay.rect("field")
            box.midbottom = (r.centerx, field.bottom - lay.px(8))
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), radius=lay.px(16), alpha=225)
        surf.blit(t, t.get_rect(midtop=(w // 2, lay.px(14))))
        for i, line in enumerate(lines):
            surf.blit(line, line.get_rect(midtop=(w // 2, lay.px(14) + t.get_height() + lay.px(4) + i * line_h)))
        return surf, box

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        size = surface.get_size()
        if self.bg is None or self.bg.get_size() != size:
            self.bg = self.build_background(size)
            self.full = True
        self.refresh_decals()
        if self.full:
            self.full = False
            self.dirty = []
            rects = [surface.get_rect()]
        else:
            if not self.dirty:
                return []
            rects = merge_rects(self.dirty, surface.get_rect())
            self.dirty = []
        self.paint(surface, rects)
        return rects

    def draw_full(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.bg is None or self.bg.get_size() != size:
            self.bg = self.build_background(size)
        self.refresh_decals()
        self.dirty = []
        self.paint(surface, [surface.get_rect()])

    def paint(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        a = self.ctx.assets
        order = sorted((s for s in self.sprites if s.visible), key=lambda s: (s.card == self.hovered, s.z))
        bounds = [s.compute_bounds() for s in order]
        under = [d for d in self.decals.values() if d.under and d.surface is not None]
        over = [d for d in self.decals.values() if not d.under and d.surface is not None]
        assert self.bg is not None
        for r in rects:
            surface.set_clip(r)
            surface.blit(self.bg, r, r)
            for d in under:
                if d.rect.colliderect(r):
                    surface.blit(d.surface, d.rect)
            for s, b in zip(order, bounds):
                if b.colliderect(r):
                    s.draw(surface, a)
            for d in over:
                if d.rect.colliderect(r):
                    surface.blit(d.surface, d.rect)
            for btn in self.buttons:
                if btn.visible and btn.rect.inflate(8, 8).colliderect(r):
                    btn.draw(surface, a)
            if self.attract:
                self.paint_attract(surface)
        surface.set_clip(None)

    def paint_attract(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        lay = self.ctx.layout
        t = a.text("Demo: two computer players. Click or press a key to return.", lay.px(20), (255, 236, 190))
        r = lay.rect("hint")
        surface.blit(t, t.get_rect(midright=(r.right - lay.px(6), r.centery)))


def fit_text(assets, text: str, size: int, smallest: int, width: int,  # noqa: ANN001
             colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """``text`` rendered within ``width`` pixels: at ``size`` if it fits,
    else smaller down to ``smallest``, and cut with an ellipsis past that."""
    for s in range(size, smallest - 1, -1):
        if assets.font(s, bold).size(text)[0] <= width:
            return assets.text(text, s, colour, bold=bold)
    while len(text) > 1 and assets.font(smallest, bold).size(text + "…")[0] > width:
        text = text[:-1]
    return assets.text(text.rstrip() + "…", smallest, colour, bold=bold)


def merge_rects(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """Fewer, larger rectangles: overlapping ones joined; all of the screen
    when they would cover most of it anyway."""
    rs = [r.clip(screen) for r in rects]
    rs = [r for r in rs if r.w > 0 and r.h > 0]
    merged: list[pygame.Rect] = []
    for r in rs:
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, m in enumerate(merged):
                if m.colliderect(r.inflate(8, 8)):
                    r = r.union(m)
                    merged.pop(i)
                    joined = True
                    break
        merged.append(r)
    area = sum(r.w * r.h for r in merged)
    if area > 0.6 * screen.w * screen.h:
        return [pygame.Rect(screen)]
    return merged
