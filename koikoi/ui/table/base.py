"""The card table, for either game: the scene that plays a game through the game interface
(:class:`~koikoi.games.interface.Game`) and owns what both tables do alike: the input, the timeline, the status
line, the banner and the deal's intro (:mod:`.showing`), the pace, acting (an action checked, applied, saved and
recorded in the history, its events queued as steps; :mod:`.keeping`), who acts next (the deck's flip, the
computer's move off the main thread, the player's prompt) and the one place the summary opens. The sprites move
each frame, and the painting only repaints what changed (:mod:`.canvas`).

A game's table (Koi-Koi's :class:`~koikoi.ui.koikoi.table.TableScene`, Go-Stop's
:class:`~koikoi.ui.gostop.table.GostopTableScene`) gives only what is its own: its parts (``model`` and
``geometry``, then the stage over them with :meth:`CardTable.set_stage`, ``pointer`` and ``canvas``, made in its
constructor, which then calls :meth:`CardTable.start`), the steps its events become (:meth:`CardTable.steps`), the
mend after them (:meth:`CardTable.sync`), its prompts (:meth:`CardTable.offer_human`), its names, summary and
pause screens, where the game's end leads, and its move log (``log``). Its replay (``replay.py``) is the same
table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from ...games.common.levels import LEVEL_NAMES
from ...games.interface import Game, Start
from ...games.matchrecord import MatchRecord
from ...i18n import _, pgettext
from ...storage import savegame
from ...storage.history import Recording
from ..ai_worker import Agent
from ..boxes import GUIDED_FLOOR, decision_rooms
from ..button_rows import widen_corner
from ..deck_words import use_deck
from ..movelog import MoveLog
from ..prompt_hint import PromptHint
from ..scene import Context, Scene
from ..assets import Assets
from ..layout import Layout, seat_zone
from .status_line import status_band
from ..sprites import CardSprite
from ..widgets import ENTER_KEYS, Button, Widget
from . import keeping, takeup
from .banner import Banner, give_way
from .computer import THINK_S, ComputerSeats
from .showing import Showing
from .geometry import TableGeometry
from .model import CardModel
from .ring import TableRing
from .stage import Stage
from .timeline import Step, Timeline

if TYPE_CHECKING:  # pragma: no cover
    from .canvas import CardCanvas

S = TypeVar("S")  # the state of the table's game: a whole match, or game of hands
A = TypeVar("A")  # the action of the table's game
Obs = TypeVar("Obs")  # what the table's computer players are shown of it


class CardTable(ComputerSeats, Showing, Scene, Generic[S, A], ABC):
    shortcuts = frozenset((pygame.K_ESCAPE, pygame.K_m, pygame.K_F11))  # keys with a job of their own; any other skips

    slot: savegame.Slot[S]  # where the game is kept between sessions; its ``game`` is the game played
    save_key: str  # the game among the problems said on screen: a key of ``unsaved.SAVE_FAILED``
    action_type: type[A]  # the game's action class: what the computer's answer is checked to be
    next_action: A  # what the summary's Next plays: the next round or hand
    summary_card_h: int  # design pixels: the height of the cards the summary shows (rendered ahead)
    state: S  # the engine's game: the truth, which the table shows a step behind
    rules: Any  # the game's rules (each table names its own type)
    level: str  # the computer's level
    agents: dict[int, Agent[Any, A]]  # the computer's seats
    canvas: CardCanvas  # made by the scene with itself (each table names its own canvas)
    banner: Banner
    stage: Stage
    sprites: list[CardSprite]
    timeline: Timeline
    pointer: Any  # the scene's mouse and keys; it words the status line
    model: CardModel  # what lies where, as the table shows it
    geometry: TableGeometry  # where each card of the model is drawn
    demo: bool  # computer players in every seat
    replaying = False  # a kept match played again (the replay table): nothing is saved, counted or recorded
    person: int | None  # the seat the person at the screen plays; None in the demo
    log: MoveLog  # the round's (or hand's) moves in words, made by the scene before its first events
    taken_up = False  # a saved game continued, not dealt here
    outline: Callable[[Stage, object], None]  # what the steps of an event outline, done at once (takeup.retell)

    def __init__(self, ctx: Context, given_names: Sequence[str] | None = None) -> None:
        super().__init__(ctx)
        self.given_names = tuple(given_names) if given_names else None  # names given for the seats, shown as they are
        self.summary_pending = False  # the round's (or hand's) end is shown: its summary is up
        self.actions_done = 0
        self.recording: Recording | None = None  # the game's row in the history (never the demo's)
        self.trail: tuple[Start, list[str]] | None = None  # the game from its deal, for a crash report
        click = lambda: ctx.audio.play("click")  # noqa: E731
        # the words are given in place_buttons(), in the language spoken
        self.menu_button = Button((0, 0, 10, 10), "", self.open_pause, key_label="Esc", click_sound=click)
        self.moves_button = Button((0, 0, 10, 10), "", self.open_moves, key=pygame.K_m, key_label="M",
                                   click_sound=click)
        self.timeline = Timeline()
        self.banner = Banner()
        self.intro = False  # the deal is playing: a click skips it
        self.turn_shown: int | None = None  # whose turn the table shows (the engine may be ahead)
        self._hint: Callable[[], str] = str  # the status line's words when no card is pointed at
        self.prompted = False  # what the player must do now has been offered
        self.attract = False  # the title's attract mode: any click or key returns to the title
        self.time = 0.0  # the game clock: the seconds of frames the table has been given
        self.thinking_since: float | None = None  # when (game clock) the computer began its move
        self.mover: int | None = None  # the seat whose turn the table last handed out (its decisions follow on)
        self.think_s = THINK_S  # the computer's shortest think for the decision it is making
        self.think_dots = 0  # the dots after "CPU is thinking"
        self.warm_list: list[tuple[int, tuple[int, int]]] = []  # what the deal waits to have rendered
        self.ring = TableRing(self)  # the keyboard's ring on the table's buttons and the cards offered

    # --- lifecycle ----------------------------------------------------------------------------
    def resize(self) -> None:
        self.ctx.assets.clear_sized()
        self.canvas.clear()
        self.banner.forget()
        self.place_buttons()
        self.stage.relayout(0)
        self.plan_warmup()
        self.invalidate()

    def covered(self) -> None:
        super().covered()
        self.pointer.covered()  # nothing under the mouse said behind the dialog

    def resume(self) -> None:
        super().resume()
        self.ctx.assets.set_deck(self.rules.deck)  # (a scene over the table may have drawn another deck's cards)
        use_deck(self.rules.deck)
        self.canvas.clear()
        self.prompted = False  # what the player must do is offered again
        self.pointer.seen_again(self.ctx.mouse)  # the mouse moved over the dialog, unseen here: where it is now
        self.stage.relayout(0)

    def set_stage(self, cards: int = 48) -> None:
        """The sprites of a deck of ``cards``, over the game's model and geometry (which the game's table has just made)."""
        self.stage = Stage(self.ctx, self.model, self.geometry, lambda: self.time, self.mark, cards)
        self.sprites = self.stage.sprites

    def start(self, events: list[object]) -> None:
        """The constructor's last step: the first deal's events (none for a game taken up: :mod:`.takeup`) go on
        the timeline; the game is kept."""
        self.taken_up = not events
        self.queue(events)
        self.keep()
        self.recording, self.trail = keeping.start(self.ctx, self.engine, self.state, self.level, self.keeps, events)
        self.retold = takeup.retell_kept(self)  # a game taken up, played again from the history (or None)

    def enter(self) -> None:
        self.ctx.assets.set_deck(self.rules.deck)  # the cards are drawn from the deck the rules ask for
        use_deck(self.rules.deck)  # and named as it names them
        super().enter()
        self.place_buttons()
        self.plan_warmup()
        takeup.lay_out(self)

    def exit(self) -> None:
        self.ctx.worker.cancel()
        self.ctx.assets.set_deck(None)  # the screens after a table draw the standard deck
        use_deck(None)

    def place_buttons(self) -> None:
        """Lay the table's buttons out for the window, in the language spoken."""
        # TRANSLATORS: the button that opens the pause menu.
        self.menu_button.label, self.menu_button.key_label = _("Menu"), pgettext("key", "Esc")
        self.menu_button.rect = self.ctx.layout.rect("menu_button")
        # TRANSLATORS: the button that opens the log of the round's moves.
        self.moves_button.label = _("Moves")
        self.moves_button.rect = self.menu_button.rect.move(0, self.menu_button.rect.h + self.ctx.layout.px(8))
        widen_corner((self.menu_button, self.moves_button), self.ctx.layout, self.ctx.assets)

    def plan_warmup(self) -> None:
        """Cards rendered off the main thread before the deal, which waits for them: no frame waits for an SVG."""
        self.warm_list, behind = self.geometry.warmup(self.ctx.layout.px(self.summary_card_h), len(self.sprites))
        self.ctx.assets.prefetch(self.warm_list + behind)

    @property
    def buttons(self) -> tuple[Button, ...]:
        """The table's buttons (the menu's and the move log's, and those of each game)."""
        return (self.menu_button, self.moves_button)

    @property
    def engine(self) -> Game[Any, S, A, Any]:
        """The game played, as the game interface gives it."""
        return self.slot.game

    # --- the seats' names, in the language spoken -----------------------------------------
    @property
    @abstractmethod
    def short(self) -> tuple[str, ...]:
        """The seats' names in short: "You", "CPU" (the demo's "South", "North")."""

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in full: "You", "CPU (Normal)", "CPU 1 (Normal)"... (the demo's in short)."""
        if self.given_names is not None:
            return self.given_names
        if self.demo:
            return self.short
        level = _(LEVEL_NAMES.get(self.level, self.level.title()))
        if len(self.short) > 2:
            # TRANSLATORS: Go-Stop of three: a computer player's name and level ("CPU 1 (Normal)")
            return self.short[0], *(_("{name} ({level})").format(name=n, level=level) for n in self.short[1:])
        # TRANSLATORS: the computer opponent in full, with its level ("CPU (Normal)").
        return self.short[0], _("CPU ({level})").format(level=level)

    # --- the game's own parts ---------------------------------------------------------------
    @abstractmethod
    def open_pause(self) -> None:
        """Put the game's pause menu over the table."""

    @abstractmethod
    def steps(self, events: list[object]) -> list[Step]:
        """The steps that show an action's events, a card at a time."""

    @abstractmethod
    def sync(self) -> float:
        """The last step after an action: the model mended against the engine."""

    @abstractmethod
    def mend_model(self, order: Sequence[int] = ()) -> list[int]:
        """The model made to agree with the engine's game, nothing shown; the cards moved (new
        ones laid in ``order``, the order the move's events moved them, where the game's model can)."""

    def wanted(self) -> A | None:
        """The answer a guided match's lesson wants of the person now (None: any answer, as here)."""
        return None

    @abstractmethod
    def hand_ended(self) -> bool:
        """The round (or hand) is over in the engine: its summary is due."""

    @abstractmethod
    def offer_human(self) -> None:
        """Offer the player what they must do now: a dialog, or the table's invitation."""

    @abstractmethod
    def summary_screen(self) -> Scene:
        """The summary of the round (or hand) just over, to put over the table."""

    @abstractmethod
    def end_screen(self) -> Scene:
        """Where the finished game leads, after its last summary."""

    def before_act(self, action: A) -> None:
        """What the game's table puts away as ``action`` is played."""

    def open_moves(self) -> None:
        """The move log over the table."""
        self.push(self.ctx.screens.moves(self.log, self.names))

    # --- what the table is doing --------------------------------------------------------------
    @property
    def warming(self) -> bool:
        return bool(self.warm_list)

    @property
    def animating(self) -> bool:
        if self.timeline or self.warm_list or self.banner.left > 0 or self.stage.cues:
            return True
        if self.ctx.worker.busy or self.thinking_since is not None:
            return True
        return any(s.moving for s in self.sprites)

    @property
    def idle(self) -> bool:
        """Nothing moving on: the game waits for someone to act."""
        return not self.timeline and not self.warm_list and not any(s.travelling for s in self.sprites)

    def seat_to_move(self) -> int | None:
        """Who must act in the engine (None: the table, for the flip or the next deal)."""
        return self.engine.to_move(self.state)

    def human_turn(self) -> bool:
        """The player is to act now, and the table is still."""
        return (not self.demo and self.idle and not self.summary_pending and not self.hand_ended()
                and self.seat_to_move() == self.person)

    # --- the timeline -----------------------------------------------------------------------------
    def queue(self, events: list[object]) -> None:
        """An action's events: in the move log at once, and as steps, then
        the mend against the engine."""
        self.log.add(events)
        self.timeline.extend(self.steps(events))
        self.timeline.add(self.sync)

    # --- acting -----------------------------------------------------------------------------------
    def act(self, action: A) -> None:
        """Play ``action`` (ignored when not legal now): the engine moves on,
        the game is saved and recorded, and the table shows its events."""
        if action not in self.engine.legal_actions(self.state):
            return
        self.pointer.turn_passed()
        self.ring.acted()
        self.before_act(action)
        if self.engine.to_move(self.state) == self.person:
            self.stage.clear_trace()  # the opponent's last move stays marked until the player acts
        self.state, events = self.engine.apply(self.state, action)
        self.keep()
        keeping.record(self.ctx, self.recording, self.engine, action, self.state, self.trail)
        self.actions_done += 1
        self.hint = ""
        self.prompted = False
        self.stage.clear_glows()
        self.queue(events)

    def drive(self) -> None:
        """Each frame, once the steps are shown: the round's summary once its end has been shown and all is still
        (the one place it opens), else the right party acts: the table (the deck's flip) and the computer (who
        thinks) while the last cards land, the player once all is still."""
        if self.timeline or self.warm_list or self.summary_pending:
            return
        if self.hand_ended():
            if self.idle:
                self.summary_pending = True
                self.mover = None
                self.ctx.pace.hand_over()
                self.push(self.summary_screen())
            return
        engine, state = self.engine, self.state
        who = engine.to_move(state)
        if who is None:
            self.act(engine.legal_actions(state)[0])
        elif who in self.agents:
            self.computer_turn(who, lambda: engine.observe(state, who))
        elif self.idle:
            self.mover = who
            self.ctx.pace.decision()
            self.offer_human()

    def after_summary(self) -> None:
        """The summary's Next: the next round (or hand), or the game's end."""
        self.summary_pending = False
        if self.engine.over(self.state):
            self.replace(self.end_screen())
            return
        self.act(self.next_action)

    def ask(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], None]]],
            escape: bool = True, letters: Sequence[int | None] = (), hint: PromptHint | None = None) -> None:
        """A question over the table, clear of the field, with its answers (a key for each, or None) and Hint."""
        # a lesson's question keeps its words near the size chosen (pt21: a guided Go or Stop? at 0.67 of it)
        floor = GUIDED_FLOOR if self.wanted() is not None else 0.0
        self.push(self.ctx.screens.choice(title, text, answers, escape, letters, hint, within=self.decision_room,
                                          floor=floor))

    def decision_room(self) -> list[pygame.Rect]:
        """Where a decision may stand: clear of the field's, the hand's cards, the column, the buttons (the opponents' hands: where it can)."""
        return decision_rooms(self.ctx.layout, [self.sprites[c].rect() for c in self.model.weighed()], [b.rect for b in self.buttons if b.visible], [self.sprites[c].rect() for h in self.model.hands[1:] for c in h],
                              [self.sprites[c].rect() for c in self.model.hands[0]])

    # --- keeping ---------------------------------------------------------------------------------
    @property
    def keeps(self) -> bool:
        """A game of the player's (not the demo's, the attract mode's nor a replay's): saved and recorded."""
        return not (self.demo or self.attract or self.replaying)

    def keep(self) -> None:
        """Save the game as it stands (removed once it is over)."""
        if self.keeps:
            keeping.keep(self.ctx, self.slot, self.state, self.level, self.save_key)

    def match_record(self) -> MatchRecord | None:
        """The game at the table from its deal, as a match file holds it (None: not known from its deal)."""
        return None if self.trail is None else keeping.as_record(self.engine, self.level, *self.trail)

    # --- the status line -------------------------------------------------------------------
    @property
    def hint(self) -> str:
        """The status line's words when no card is pointed at (what to do now)."""
        return self._hint()

    @hint.setter
    def hint(self, words: str | Callable[[], str]) -> None:
        """Words, or a function that gives them in the language spoken when shown."""
        self._hint = words if callable(words) else (lambda: words)

    def status(self) -> str:
        return self.pointer.status()

    def problem_words(self) -> str:
        return "  ·  ".join(self.ctx.problems.values())

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.attract:  # the title's attract mode: any click or key returns
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.replace(self.ctx.screens.title())
            return
        if self.pointer.heard(event):  # the status line's words follow the input used last; Esc closed Y's bubble
            return
        on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
            b.visible and b.rect.collidepoint(event.pos) for b in self.buttons)
        for b in self.buttons:
            if b.handle(event):
                self.mark_rect(b.rect)
        if event.type == pygame.MOUSEMOTION:
            self.pointer.moved_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not on_button:
            self.skip()  # the deal or a banner to its end; a card is played only on the player's turn
            self.pointer.click_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif event.key in ENTER_KEYS and self.skip():
                pass  # Enter ends the deal or a banner first (the key said for it), before it plays a card
            elif not (self.ring.key(event.key) or self.pointer.key(event.key) or event.key in self.shortcuts):
                self.skip()  # a key with no job here brings the deal or banner to its end

    def focus_order(self) -> list[Widget]:  # the keyboard's ring (.ring): the cards offered, the buttons
        return self.ring.order()

    def focus_shown(self, widget: Widget) -> None:
        self.ring.shown(widget)

    def repaint_focus(self, rect: pygame.Rect) -> None:
        self.canvas.dirty.append(pygame.Rect(rect))

    # --- per frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        assets = self.ctx.assets
        assets.collect()
        if self.warm_list and not assets.waiting_for(self.warm_list):
            self.warm_list = []
        if not self.warm_list:  # the deal waits for the cards it shows to be rendered
            self.timeline.pump(dt)
        if self.banner.update(dt):
            self.invalidate_banner()
        self.move_sprites(dt)
        self.pointer.watch(dt)  # a click acts on the hand card the player saw under the mouse
        self.stage.play_cues()
        self.poll()
        if self.thinking_since is not None:
            self.think_dots = int((self.time - self.thinking_since) / 0.4) % 4
        self.drive()
        if self.banner.up and self.human_turn() and give_way(self.banner, *self.kept_in_sight()):
            self.invalidate_banner()  # the player is asked a move: the banner leaves the cards in sight

    def kept_in_sight(self) -> tuple[list[pygame.Rect], pygame.Rect | None, Layout, Assets]:
        """What a banner leaves in sight while the player is asked a move: the field's cards, the opponents'
        captures (their counts weigh in the move), then the information panel (the scores, the yaku lines) and
        the status line's band; the hand."""
        lay = self.ctx.layout
        cards = [self.sprites[c].compute_bounds() for c in self.model.weighed() if self.sprites[c].visible]
        theirs = [r for p in range(len(self.model.captured)) if p != self.person for r in self.geometry.held_boxes(p)]
        hand = lay.rect(seat_zone("hand", self.person)) if self.person is not None else None
        return [*cards, *theirs, *self.panel_in_sight()], hand, lay, self.ctx.assets

    def panel_in_sight(self) -> list[pygame.Rect]:
        """The information panel and the status line (as drawn, or its band): what a banner leaves in sight."""
        lay = self.ctx.layout
        drawn = self.canvas.decals.get("status")
        status = status_band(lay)
        if drawn is not None and drawn.surface is not None:
            status = status.union(drawn.rect)
        return [lay.rect("info"), status]

    def poll(self) -> None:
        """Each frame, before the table drives: anything the table waits on besides the computer."""

    def slept(self, seconds: float) -> None:  # no frame, but a card lay still under the resting mouse (pt25)
        self.pointer.clock += seconds

    def move_sprites(self, dt: float) -> None:
        """The cards on their way move on (their old and new places repainted);
        once all have landed, the pointer names what lies under a resting mouse.
        A card only held up (or put down) has not moved across the table: the
        card the keys (or the Hint) hold up stays up under a resting mouse."""
        moved = False
        for s in self.sprites:
            if s.moving:
                moved = moved or s.travelling
                self.mark(s)
                s.update(dt)
                self.mark(s)
        if moved and not any(s.travelling for s in self.sprites):
            self.pointer.cards_settled()

    # --- drawing (in :mod:`.canvas`) -----------------------------------------------------------
    def mark(self, s: CardSprite) -> None:  # repaint where a sprite is (call before and after it changes)
        if s.visible:
            self.canvas.dirty.append(s.compute_bounds())

    def mark_rect(self, r: pygame.Rect) -> None:
        self.canvas.dirty.append(pygame.Rect(r).inflate(4, 4))

    def invalidate(self) -> None:
        super().invalidate()
        if hasattr(self, "canvas"):  # (not yet while built)
            self.canvas.full = True

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        self.full = False
        return self.canvas.draw(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.canvas.draw_full(surface)
