"""A kept match played again at its table, for either game: what the two
replay tables share (:class:`ReplayTable`, put before the game's table
in each replay scene's bases, so its methods come first).

The record's :class:`~koikoi.games.matchrecord.Replay` holds every state;
the table shows ``replay.states[at]``. A step forward plays the next
recorded action through :meth:`CardTable.act`, so its events become the
same steps (and sprites, banners, sounds) as in play; a step back, or a
jump to a round, rebuilds the table at once from the state kept for that
point, without animation. Every hand lies face up; the computer never acts
by itself and the player is offered nothing: the recorded actions are all
that moves. Nothing is saved, counted or recorded (``replaying``).

Asked, the hard level says what it would play for the seat to move: the
worker thread thinks about ``observe(state, seat)`` (what that seat saw,
never the hands the replay shows), and its answer is said in words and
lit on the table. Each game's replay table gives that agent, the answer
in its words, the cards it lights, and how its own flags are set when the
table is rebuilt (:meth:`ReplayTable.rebuilt`).
"""

from __future__ import annotations

from abc import abstractmethod
from bisect import bisect_right
from collections.abc import Callable
from typing import Any

import pygame

from ...games.matchrecord import Replay
from ...i18n import _, pgettext
from ..ai_worker import Agent
from ..assets import TEXT
from ..seat_words import in_sentence
from ..widgets import Button
from .base import A, CardTable, S
from . import heading, replay_banner, replay_controls as controls, replay_end, takeup
from .pointer import NUMBER_KEYS
from .stage import HINT_GLOW

DEAL_KEYS = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER)  # a deal's: see ReplayTable.take

PACE_S = 0.9  # on its own, the replay waits this long (at speed 1) between moves, once all is still
HARD_BUDGET_MS = 900  # the hard level's thinking for a hint: the viewer is waiting
GOLD_TEXT = heading.GOLD_TEXT


class ReplayTable(CardTable[S, A]):
    """The replay's controls, stepping, rebuilding and the hard level's
    advice, over a game's table (a base after this one)."""

    replaying = True
    shortcuts = CardTable.shortcuts | {pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_h, pygame.K_l,
                                       pygame.K_PAGEUP, pygame.K_PAGEDOWN, *NUMBER_KEYS}
    replay: Replay
    at: int  # the state shown: replay.states[at]

    # --- each game's own ---------------------------------------------------------------------
    @abstractmethod
    def hard_agent(self, seed: int) -> Agent[Any, A]:
        """The hard level of the game, thinking briefly (the viewer waits)."""

    @abstractmethod
    def advice_words(self, action: A) -> str:
        """What the hard level would do, in a sentence of the language spoken."""

    @abstractmethod
    def advice_cards(self, action: A) -> list[int]:
        """The cards the advice lights: what it would play or take."""

    def names_under(self) -> float:
        """Design pixels under the hands above the field where the table names them (a table of three)."""
        return 0.0

    @abstractmethod
    def rebuilt(self) -> None:
        """Set the game's own flags for the state now shown, before its cards are laid out afresh."""

    # --- setting up --------------------------------------------------------------------------
    def setup_replay(self, replay: Replay, at: int, title: str) -> None:
        """The constructor's last step, after the game's table dealt the
        first round: the replay's state, its controls, every hand face up,
        and the table moved to state ``at`` (0: the first deal, animated)."""
        self.replay = replay
        self.at = 0
        self.title = title
        self.agents = {}  # nobody acts by itself
        self.state = replay.states[0]
        self.geometry.open_hands = True
        self.playing = False  # stepping forward on its own
        self.still_since: float | None = None  # when (game clock) the table was last seen still while playing
        self.summary_due = False  # a round's end was played forward: its summary opens once all is still
        self.summary_seen: int | None = None  # the state whose round's summary was last opened (each step's once)
        self.asking = False  # the hard level is thinking
        self.advice: A | None = None
        self.note: Callable[[], str] | None = None  # the line's words when the advice cannot be had
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        self.back_button = Button((0, 0, 10, 10), "", self.step_back, key=pygame.K_LEFT, click_sound=click)
        self.play_button = Button((0, 0, 10, 10), "", self.toggle_play, key=pygame.K_SPACE, click_sound=click)
        self.next_button = Button((0, 0, 10, 10), "", self.step_forward, key=pygame.K_RIGHT, click_sound=click)
        self.hard_button = Button((0, 0, 10, 10), "", self.ask_hard, key=pygame.K_h, click_sound=click)
        self.prev_round_button = Button((0, 0, 10, 10), "", self.previous_round, key=pygame.K_PAGEUP,
                                        click_sound=click)
        self.next_round_button = Button((0, 0, 10, 10), "", self.next_round, key=pygame.K_PAGEDOWN,
                                        click_sound=click)
        self.hint = ""  # the replay's words are in the strip over the field (heading), not under it
        self.banner.above = "hint"  # the row under the field holds the replay's buttons: no banner over them
        self.start_at = at  # where the table is rebuilt once entered (a table of three lays out its zones then)

    def enter(self) -> None:
        super().enter()
        self.stage.relayout(0)  # the field lowered for the header's room (place_buttons) after the deal was laid out
        if self.start_at:
            self.goto(self.start_at)
            self.start_at = 0

    def exit(self) -> None:
        super().exit()
        self.ctx.layout.make_headroom(0)  # the field where the map has it, for the tables after

    @property
    def replay_buttons(self) -> tuple[Button, ...]:
        return (self.prev_round_button, self.next_round_button, self.back_button, self.play_button,
                self.next_button, self.hard_button)

    @property
    def buttons(self) -> tuple[Button, ...]:
        own = self.replay_buttons if hasattr(self, "replay") else ()
        return (*super().buttons, *own)

    def place_buttons(self) -> None:
        """The replay's words and keys on its buttons, laid out in the row under
        the field; the header's room made (the table lays its cards out after)."""
        self.make_room()
        super().place_buttons()
        # TRANSLATORS: the button (key Esc) that leaves a replay, back to the screen that opened it
        self.menu_button.label = pgettext("replay", "Back")
        # TRANSLATORS: the replay's buttons: one move back, play on by itself (or pause), one move forward,
        # ask the computer's hard level what it would play; the keys' names are shown beside them
        self.back_button.label = pgettext("replay", "◀ Move")
        self.play_button.label = pgettext("replay", "Pause") if self.playing else pgettext("replay", "Play")
        self.next_button.label = pgettext("replay", "Move ▶")
        self.hard_button.label = pgettext("replay", "Ask Hard")
        self.prev_round_button.label, self.next_round_button.label = self.round_buttons()
        self.back_button.key_label, self.next_button.key_label = "←", "→"
        # TRANSLATORS: the names of keys, written small on the replay's buttons
        self.play_button.key_label = pgettext("key", "Space")
        self.hard_button.key_label = "H"
        self.prev_round_button.key_label = pgettext("key", "PgUp")
        self.next_round_button.key_label = pgettext("key", "PgDn")
        controls.lay_out(self)

    def strip(self) -> pygame.Rect:
        """The header's room over the field, under the opponents' hands, where the replay says where it stands."""
        return heading.room(self.ctx.layout, self.names_under())

    def make_room(self) -> None:
        """The field's top lowered as far as the header needs to hold two lines whole (:func:`.heading.headroom`)."""
        lay = self.ctx.layout
        lay.make_headroom(0)
        lay.make_headroom(heading.headroom(lay, self.ctx.assets, self.names_under()))

    # --- where the replay stands ---------------------------------------------------------------
    @property
    def moves(self) -> int:
        return len(self.replay.actions)

    @property
    def rounds(self) -> int:
        return len(self.replay.round_starts)

    def round_index(self, at: int | None = None) -> int:
        """The round (from 0) that state ``at`` (by default the one shown) belongs to."""
        return max(0, bisect_right(self.replay.round_starts, self.at if at is None else at) - 1)

    def round_moves(self) -> tuple[int, int]:
        """The moves played in the round shown, and its moves (not the one dealing the next: its last state is its end)."""
        starts, r = self.replay.round_starts + [self.moves + 1], self.round_index()
        return self.at - starts[r], starts[r + 1] - 1 - starts[r]

    def round_buttons(self) -> tuple[str, str]:
        """The words of the buttons to the round before and after (a game's own: Go-Stop's are hands)."""
        # TRANSLATORS: the replay's buttons to the round before and after (keys Page Up, Page Down)
        return pgettext("replay", "◀ Round"), pgettext("replay", "Round ▶")

    @abstractmethod
    def round_words(self) -> str:
        """The round shown, of how many the match has, in the information
        panel's words ("Round 3 of 12"; Go-Stop's are hands), from the state shown."""

    def position(self) -> str:
        """Where the replay stands: the round as the panel says it, and the moves played, of all; after the
        title it was given at its first deal only, since the strip's room is then for the last move and the advice."""
        # TRANSLATORS: where a replay stands: {round} is the round shown as the information panel says it
        # ("Round 3 of 12"), then the moves played in that round, of the round's ("Round 3 of 12 · move 14 of 38")
        move, moves = self.round_moves()
        where = _("{round} · move {move} of {moves}").format(round=self.round_words(), move=move, moves=moves)
        first = self.at == 0 and self.advice is None and not self.asking
        return f"{self.title} · {where}" if self.title and first else where

    def said(self) -> str:
        """The replay's words, after where it stands in the strip over the
        field: the hard level's advice once asked (or why it cannot be), the
        match's end, or else the last move; and while a card is pointed at,
        its name, in their place (the row under the field is the buttons')."""
        pointed = self.pointer.status()
        if pointed:
            return pointed
        if self.asking:
            # TRANSLATORS: the replay's line while the hard level thinks about the move
            return _("Hard is thinking...")
        if self.advice is not None:
            return self.advised(self.advice)
        if self.note:
            return self.note()
        if self.intro or (self.at in self.replay.round_starts and not self.idle):
            return ""  # the deal is still to be shown (the panel says when the cards go out): nothing dealt yet
        if self.at >= self.moves:
            return self.end_words()
        return self.last_move()

    def advised(self, action: A) -> str:
        """The hard level's advice, said of the decision it judges: the next
        one, of the seat to move in the position shown (not the move that
        led there, which the strip said before it was asked)."""
        seat, advice = self.engine.to_move(self.state), self.advice_words(action)
        if seat == self.person:
            # TRANSLATORS: the replay's answer to "Ask Hard", about the decision still to make in the position
            # shown (not the last move); {advice} is what it would do ("Hard would play the Pine crane.")
            return pgettext("replay", "Your move next: {advice}").format(advice=advice)
        # TRANSLATORS: as above, when another seat is to move; {name} is that seat ("CPU", "CPU 2")
        return in_sentence(pgettext("replay", "{name}'s move next: {advice}"), self.short[seat or 0], advice=advice)

    def end_words(self) -> str:
        """The replay's line once its last move is played (:func:`.replay_end.end_words`)."""
        return replay_end.end_words(self.engine, self.replay, self.short, self.person)

    def last_move(self) -> str:
        moves = self.log.moves
        if not moves:
            return ""
        # TRANSLATORS: the replay's line under the field: the last move, in the move log's words
        return _("Last move: {move}").format(move=moves[-1].text)

    def dealing_words(self) -> str:
        return replay_banner.deal_words(self)  # where the replay stands, and its keys (pt25)

    def status(self) -> str:
        """No line under the field: its row holds the replay's buttons, and the card pointed at is named in the strip."""
        return ""

    # --- stepping ----------------------------------------------------------------------------
    def step_forward(self) -> None:
        """The next recorded action, played as in play (its events shown step by step); anything still
        moving is brought to its end first. At a round's end whose summary has not been opened since the
        table came there (a jump, a step back), the summary opens instead, so that every round's summary can
        be read, the last one's too."""
        if self.summary_pending:
            return
        self.hurry()
        if self.summary_due or (self.hand_ended() and self.summary_seen != self.at):
            # a round's end stepped through in haste, or jumped to: its summary first, as in play
            self.open_summary()
            return
        if self.at >= self.moves:
            return
        self.drop_advice()
        action = self.replay.actions[self.at]
        self.act(action)  # the outline goes as in play: when the person's seat acts
        self.at += 1
        self.actions_done = self.at
        self.summary_due = self.hand_ended()

    def step_back(self) -> None:
        """The state before the last move, at once."""
        if self.at > 0 and not self.summary_pending:
            self.goto(self.at - 1)

    def goto(self, at: int) -> None:
        """The table rebuilt at once at state ``at``: its cards where that state has them, the round's moves in the log."""
        self.drop_advice()
        self.timeline.clear()
        self.stage.cues.clear()
        self.end_banner()
        self.intro = self.summary_due = False
        self.summary_seen = None  # a round's end jumped to: the next step forward shows its summary
        self.at = max(0, min(at, self.moves))
        self.actions_done = self.at
        self.state = self.replay.states[self.at]
        self.stage.clear_glows()
        self.stage.clear_trace()
        self.pointer.forget()
        first = self.replay.round_starts[self.round_index()]
        takeup.lay_again(self, self.replay.states, self.replay.events, first, self.at)  # laid out as stepping forward laid it
        self.rebuilt()
        self.sync()
        self.no_turn_at_the_end()
        self.stage.relayout(0)
        self.stage.finish_moves()
        # the log reads each state; the outlines are those the live table showed here
        takeup.retell(self, self.replay.states, self.replay.events, first, self.at)
        self.still_since = None
        self.invalidate()

    def hurry(self) -> None:
        """What the table is still showing, shown to its end at once."""
        if not self.timeline and not any(s.travelling for s in self.sprites):
            return
        with self.ctx.audio.hushed():
            self.timeline.run_while(lambda: True, self.stage.finish_moves)
        self.stage.finish_moves()
        self.stage.cues.clear()
        self.end_banner()
        self.intro = False

    def previous_round(self) -> None:
        """To the start of the round shown, or of the one before if already there."""
        r = self.round_index()
        self.goto_round(r - 1 if self.at == self.replay.round_starts[r] else r)

    def next_round(self) -> None:
        self.goto_round(self.round_index() + 1)

    def goto_round(self, r: int) -> None:
        """To round ``r``'s start (from 0), just dealt."""
        if 0 <= r < self.rounds and not self.summary_pending:
            self.goto(self.replay.round_starts[r])

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.at < self.moves
        self.still_since = None
        self.place_buttons()
        self.mark_rect(self.play_button.rect)

    def update(self, dt: float) -> None:
        super().update(dt)
        if replay_banner.keep_clear(self):
            self.invalidate_banner()  # clear of the field's cards, the panel and the buttons (pt25)

    # --- who acts: only the record -------------------------------------------------------------
    @property
    def animating(self) -> bool:
        """Playing, frames go on between moves: the app sleeps while nothing moves, and the pace's clock with it."""
        return super().animating or self.playing

    def drive(self) -> None:
        """Each frame, once all is still: the summary of a round just played
        to its end; else, playing, the next move at a readable pace."""
        if not self.idle or self.summary_pending:
            self.still_since = None
            return
        if self.summary_due:
            self.open_summary()
            return
        if not self.playing or self.asking:
            return
        if self.at >= self.moves and (not self.hand_ended() or self.summary_seen == self.at):
            self.toggle_play()
        elif self.still_since is None:
            self.still_since = self.time
        elif self.time - self.still_since >= self.secs(PACE_S):
            self.still_since = None
            self.step_forward()

    def queue(self, events: list[object]) -> None:
        super().queue(events)
        self.timeline.add(self.no_turn_at_the_end)  # after the game's mend, which shows whose turn it is

    def no_turn_at_the_end(self) -> float:
        """At the record's last state no one's turn is shown: the match is
        over, or was left there (the strip says which)."""
        if self.at >= self.moves:
            self.turn_shown = None
        return 0.0

    def open_summary(self) -> None:
        self.summary_due = False
        self.summary_seen = self.at
        self.summary_pending = True
        self.push(self.summary_screen())

    def summary_label(self, label: str) -> str:
        """The summary's Next: at the record's end it closes, and the replay stays at its last move."""
        # TRANSLATORS: the button under a replay's last summary, at the end of what was recorded (the match
        # over, or left there): it closes the summary, and the replay stays open at its last move (beside it,
        # "Leave the replay" goes back to the screen that opened it; pt25: "Close (end of replay)" and "Back"
        # did not say how they differed)
        return pgettext("replay", "Stay at the last move") if self.at >= self.moves else label

    def human_turn(self) -> bool:
        return False  # nobody is offered a move: the record plays them

    def offer_human(self) -> None:
        pass

    def after_summary(self) -> None:
        """The summary's Next: the replay goes on to the next round (at the match's end, it stays)."""
        self.summary_pending = False
        self.step_forward()

    def open_pause(self) -> None:
        """Esc (the table's Menu, a summary's Menu): back to the screen that opened the replay."""
        self.leave()

    def leave(self) -> None:
        app = self.ctx.app
        while app is not None and self in app.stack and app.top is not self:
            app.pop()
        self.close()

    def take(self, event: pygame.event.Event) -> None:
        """During a deal, Tab and Enter only bring it to its end (as the
        deal's line says): the ring neither comes to a button nor presses
        the one it stands on (a "Next round" pressed again, "Back"). Space
        stays the replay's Play, as its button says."""
        if self.intro and event.type == pygame.KEYDOWN and event.key in DEAL_KEYS:
            self.pointer.heard(event)
            self.skip()
            self.invalidate()
            return
        super().take(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in NUMBER_KEYS:
            self.goto_round(NUMBER_KEYS[event.key])  # 1: the first round
            return
        super().handle(event)

    # --- the hard level's advice -----------------------------------------------------------------
    def ask_hard(self) -> None:
        """Ask the hard level, off the main thread, what it would do for the
        seat to move, seeing only what that seat saw."""
        if self.asking or self.summary_pending:
            return
        self.hurry()
        seat = self.engine.to_move(self.state)
        if seat is None:
            self.drop_advice()
            # TRANSLATORS: the replay's line when asked what the hard level would play in a position where the
            # next move is no one's choice (a card turned up from the deck, the next deal)
            self.note = lambda: _("No one chooses the next move: it plays itself.")
            self.mark_rect(self.ctx.layout.rect("hint"))
            return
        self.drop_advice()
        self.playing = False
        self.place_buttons()
        self.asking = True
        self.ctx.worker.ask(self.hard_agent(self.at), self.engine.observe(self.state, seat))

    def poll(self) -> None:
        super().poll()
        if self.asking and self.ctx.worker.ready():
            self.asking = False
            action = self.ctx.worker.take()
            if not isinstance(action, self.action_type):  # the worker is shared by both games
                raise TypeError(f"the hard level answered {action!r}, not a {self.action_type.__name__}")
            self.advice = action
            for c in self.advice_cards(action):
                self.stage.set_glow(c, HINT_GLOW)

    def drop_advice(self) -> None:
        self.note = None
        if self.asking:
            self.ctx.worker.cancel()
            self.asking = False
        if self.advice is not None:
            for c in self.advice_cards(self.advice):
                self.stage.set_glow(c, None)
            self.advice = None

    # --- drawing -----------------------------------------------------------------------------
    def heading(self) -> None:
        """Where the replay stands, then its words (:meth:`said`), in the strip over the field."""
        where, said = self.position(), self.said()
        advice = self.advice is not None and not self.pointer.status()  # gold: the advice, not a card pointed at
        self.canvas.decal("replay", (where, said, advice, self.ctx.layout.window), lambda: self.render_heading(
            where, said, GOLD_TEXT if advice else TEXT))

    def render_heading(self, where: str, said: str, colour: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        untitled = where.removeprefix(f"{self.title} · ") if self.title else where  # if the title does not fit
        return heading.render(self.ctx.layout, self.ctx.assets, self.strip(), where, said, colour, untitled)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        self.heading()
        return super().draw(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.heading()
        super().draw_full(surface)

