"""The guided first match at the table, for either game: a
:class:`~koikoi.games.lessons.Course` played at the game's own table.

:class:`Guided` goes before a game's table class
(``class GuidedTable(Guided, TableScene)``): the table plays as ever, but
the opponent plays the script's moves, the person may play only the
script's (the cards to play are lit and named in the status line; any
other is refused with a word), and at each lesson's place the table stands
still while the lesson is read (:class:`~koikoi.ui.scenes.lesson.LessonScene`).
Nothing is saved or counted (its last words say so); how many lessons are done (read and gone on
from) is kept in the settings, and the guided match is taken up at the
next one from How to play, which says so; once every lesson is done it
offers them again from the start.

What each lesson says, and how an action is pointed at, is the game's own
(its :class:`LessonWords`, in ``koikoi/ui/<game>/lessons.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from ...games.common.cards import Kind
from ...games.common.seats import HUMAN
from ...games.lessons import Course
from ...i18n import _
from ..lesson_recap import told
from ..movelog import Move
from ..prompt_hint import PromptHint
from ..scene import Scene
from ..scenes.lesson import Lesson, closed_up
from ..scenes.lesson_move import MovingLesson
from .base import CardTable
from .model import Where
from .pointer import FOCUS_KEYS
from .stage import HINT_GLOW

# how long (game seconds, at speed 1) an opponent's move stays in plain view, once all of it has landed, before the
# lesson that tells it opens over the table
SEEN_S = 1.5


class LessonWords(Protocol):
    """A game's words for its guided match, in the language spoken."""

    def lesson(self, topic: str, course: Course, n: int, short: Sequence[str]) -> Lesson:
        """The lesson on ``topic``, shown when ``n`` actions of ``course``
        are played (``short``: the seats' names, "You", "CPU")."""
        ...

    def pointing(self, state: Any, action: Any) -> tuple[tuple[int, ...], str]:
        """The person's next ``action`` from ``state``: the cards to light,
        and what to do, in a sentence for the status line."""
        ...

    def ending(self, state: Any, short: Sequence[str]) -> Lesson:
        """The last words, once the guided match is over at ``state``: its
        result as it is (who won, the score), then what it taught."""
        ...


class Scripted:
    """The opponent of a guided match: it plays the script's next move."""

    def __init__(self, table: Guided) -> None:
        self.table = table

    def act(self, seen: object, /) -> Any:
        return self.table.expected


class Guided(CardTable[Any, Any]):
    """A table that plays a course (set up by :meth:`guide`, right after the game's table is made)."""

    course: Course
    words: LessonWords
    setting: str  # the settings' field that keeps how many lessons are done
    offset = 0  # the script's actions played before this table was made (a lesson taken up again)
    lessons_shown = 0  # how many of the course's lessons have been shown
    nudge = ""  # said when the person tried another move than the script's
    trying: list[Any] | None = None  # while an answer is tried: the actions it would play
    # the last round's summary says only the round: the match's result is said once, after it, in the last words
    says_the_match = True
    still_since: float | None = None  # when (game clock) the table last came to rest
    told: tuple[int, ...] = ()  # the move log's lines (their ids) a lesson has told already
    told_upto = 0  # the script's actions a lesson has told (or the person played) so far
    seen: dict[int, Move] = {}  # the move log's lines seen, still, for SEEN_S (by id, kept alive so no id is reused)

    def guide(self, course: Course, words: LessonWords, setting: str, lesson: int) -> None:
        """Teach ``course`` from its lesson ``lesson`` (the table was made at
        that lesson's state), with the game's ``words``; keep the lesson
        done in the settings' ``setting``."""
        self.course, self.words, self.setting = course, words, setting
        self.lessons_shown = lesson
        self.offset = course.cues[lesson].at if lesson else 0
        self.agents = {seat: Scripted(self) for seat in self.agents}

    @property
    def keeps(self) -> bool:
        return False  # a guided match is not saved, nor counted in the history

    @property
    def played(self) -> int:
        """The script's actions played so far."""
        return self.offset + self.actions_done

    @property
    def expected(self) -> Any:
        """The script's next action (None once it is all played)."""
        return self.course.expected(self.played)

    # --- the lessons ---------------------------------------------------------------------------
    def drive(self) -> None:
        if not self.idle:
            self.still_since = None
            return  # the lessons come between moves: nothing starts while a card still lands
        if self.still_since is None:
            self.still_since = self.time
        if not self.summary_pending:
            cues = self.course.cues
            if self.waiting_to_teach():
                return  # the moves just made are seen whole before a lesson opens over them, or the person chooses
            self.seen = {**self.seen, **{id(m): m for m in self.log.moves}} if self.waits() else self.seen
            if self.lessons_shown < len(cues) and cues[self.lessons_shown].at <= self.played:
                self.show_lesson(self.lessons_shown)
                return
        was = self.prompted
        super().drive()
        if self.prompted and not was:  # the player has just been offered their move: show the way
            hint_button = getattr(self, "hint_button", None)
            if hint_button is not None:
                hint_button.visible = False  # the guide points the way; no need to ask the computer
            self.point()

    @property
    def animating(self) -> bool:
        return super().animating or self.waiting_to_teach()

    def human_turn(self) -> bool:
        return super().human_turn() and not self.waiting_to_teach()  # the lesson due first, then the move

    def waits(self) -> bool:
        """Whether what comes next waits for the moves just made to be seen: a lesson due, or the person's own
        choice (their card to play, a question), while the script goes on."""
        cues = self.course.cues if hasattr(self, "course") else ()
        if not self.idle or self.summary_pending or self.expected is None:
            return False
        due = self.lessons_shown < len(cues) and cues[self.lessons_shown].at <= self.played
        return due or self.engine.to_move(self.state) == self.person

    def waiting_to_teach(self) -> bool:
        """A lesson or the person's choice is due, held back while the moves just made (another seat's, the
        deck's flip) stay in view, still, for ``SEEN_S`` (frames go on meanwhile): none passes untold or unseen
        (after Koi-Koi's lesson 5 the CPU's move was over before the person looked up; before lesson 4 the
        person's own flip)."""
        if not self.waits() or self.still_since is None:
            return False
        fresh = [m for m in self.log.moves if self.seen.get(id(m)) is not m]
        return bool(fresh) and self.time - self.still_since < self.ctx.secs(SEEN_S)

    def their_moves(self) -> list[Move]:
        """The move log's lines of the other seats' moves since the person's last (or the last lesson), not yet
        told by a lesson: the cards of what the lesson that opens now tells first."""
        out: list[Move] = []
        for move in reversed(self.log.moves):
            if move.player is None or move.player == self.person or id(move) in self.told:
                break
            out.append(move)
        return out[::-1]

    def told_first(self, lesson: Lesson) -> Lesson:
        """``lesson``, after the other seats' moves just made, told from the person's side in sentences of their
        own (:mod:`..lesson_recap`: "The CPU just played ..."; the move log's lines, which Korean writes as a log,
        "CPU: …", read as one there), and keeping in view the capture boxes they filled (the box never hides what
        a seat took in the move it tells)."""
        moves = self.their_moves()
        self.told = (*self.told, *(id(m) for m in moves))
        person = HUMAN if self.person is None else self.person  # (a guided match always has its person)
        said = told(self.course, person, self.played, max(self.told_upto, self.offset), self.short)
        self.told_upto = self.played
        if not said:
            return lesson
        boxes = [(m.player, int(self.geometry.kind_of(c))) for m in moves for c in m.cards
                 if m.player is not None and c < len(self.sprites) and self.model.place[c].where is Where.CAPTURED]
        return lesson._replace(text=closed_up(f"{said} {lesson.text}"),
                               boxes=tuple(dict.fromkeys((*lesson.boxes, *boxes))))

    def show_lesson(self, n: int) -> None:
        """Lesson ``n`` over the still table, clear of the cards it speaks of;
        the move to make is lit beneath once no other lesson comes first."""
        cues = self.course.cues
        self.lessons_shown = n + 1
        self.keep_lesson(n)
        if n + 1 == len(cues) or cues[n + 1].at > self.played:
            self.point()
        self.end_banner()  # the lesson says where the match stands: no banner ("Welcome back") left behind it
        lesson = self.told_first(self.words.lesson(cues[n].topic, self.course, self.played, self.short))
        self.push(MovingLesson(self.ctx, lesson, n + 1, len(cues), self.leave,
                               on_read=lambda: self.keep_lesson(n + 1), on_menu=self.open_pause,
                               menu=[self.menu_button.rect], move_at=self.move_lit, **self.lesson_room(lesson)))

    def move_lit(self) -> list[pygame.Rect]:
        """Where the cards lit for the person's move lie (a click there, with the lesson open, makes it)."""
        return [s.rect() for s in self.sprites if s.visible and s.glow == HINT_GLOW and s.face >= 0.5]

    def lesson_room(self, lesson: Lesson) -> dict[str, Any]:
        """What a lesson's box keeps in view (see :class:`LessonScene`): the
        cards it names and the cards lit for the move, wherever they lie;
        the field and the hand, or for a lesson on the score the panel's
        score and yaku lines (as the lesson's ``about`` says); the score
        panel with its yaku lines and the table's buttons for every lesson,
        before the rest of the field and the hand; the captures where it can."""
        lay = self.ctx.layout
        seen = [c for c in range(min(48, len(self.sprites))) if self.sprites[c].visible]
        lit = {c for c in seen if self.sprites[c].glow is not None}
        # the cards it names where they lie face up (one in the opponent's hidden hand shows nothing of itself: the
        # welcome's box kept clear of a pine card there, and went over the score panel)
        named = [c for c in dict.fromkeys([*lesson.cards, *lit]) if c in seen and self.sprites[c].face >= 0.5]
        avoid = [self.sprites[c].rect() for c in named]
        # the rest of the field and the hand, for every lesson (the move it asks is weighed from them: a card to
        # play, or to stop or play on, the field and the hand say what may come; pt18 read lessons on the score at
        # 960x540 and 150% Korean text with field cards under their box): hidden only where nothing else will do
        near = [self.sprites[c].rect() for c in self.model.weighed() if c in seen and c not in named]
        panel = [lay.rect("info")] if lay.has("info") else []
        spare = [lay.rect(z) for z in ("player_captures", "opponent_captures") if lay.has(z)]
        # the zones it speaks of (the score panel for a lesson on the score, the captures of a seat whose move it
        # tells)
        avoid += [lay.rect(z) for z in lesson.zones if lay.has(z)]
        avoid += [self.geometry.group_rect(seat, Kind(kind)) for seat, kind in lesson.boxes]
        # the other seats' capture boxes, which the lessons speak of ("the CPU's Brights"), at every size: pt26's
        # lesson 4 on the four kinds of cards hid the CPU's Brights and Animals (its yaku lines are the panel's)
        person = HUMAN if self.person is None else self.person
        avoid += [r for seat in range(len(self.model.hands)) if seat != person for kind in Kind
                  if (r := self.geometry.group_rect(seat, kind)) not in avoid]
        # what the table shows at all times, at every size: its score panel with the yaku lines, its buttons (Menu,
        # Moves); at 960x540 and 150% text the boxes once went over them to leave the field's other cards whole
        held = [r for r in panel if r not in avoid] + [b.rect for b in self.buttons if b.visible]
        keep = []
        if lesson.about == "game":  # the welcome: the field in view too, where pages make the room
            keep += [self.sprites[c].rect() for c in self.model.field_cards() if c in seen]
        # the field's cards and the capture boxes it does not speak of: where its box cannot stand clear of them, it
        # may be folded to a tab that does
        cover = [self.sprites[c].rect() for c in self.model.field_cards() if c in seen and c not in named]
        cover += [self.geometry.group_rect(seat, kind) for seat in range(len(self.model.hands)) for kind in Kind
                  if (seat, int(kind)) not in lesson.boxes]
        return {"avoid": avoid, "held": held, "near": near, "keep": keep, "spare": spare, "cover": cover,
                # its row of cards may be left out where they lie face up on the table, kept in view (at 960x540 and
                # 150% French text, Go-Stop's ppuk lesson went over the score panel to show the pile beside it again)
                "lit": all(c in named for c in lesson.cards)}

    def keep_lesson(self, n: int) -> None:
        """Remember that ``n`` lessons are done (read and gone on from): the
        guided match is taken up at the next ("Lesson 9 done: go on to lesson
        10"); every one of them done, it is offered again from its start."""
        s = self.ctx.settings
        if getattr(s, self.setting) != n:
            self.ctx.change_settings(s.replace(**{self.setting: n}))

    def leave(self) -> None:
        """Back to the title, once the player has been told where to come
        back; the guided match is taken up at the last lesson shown."""
        # TRANSLATORS: the guided match: asked when the player leaves it
        self.push(self.ctx.screens.confirm(
            _("Leave the guided match?"),
            _("How to play, on the title, brings you back to this lesson whenever you like."),
            _("Leave"), lambda: self.clear_to(self.ctx.screens.title()), _("Stay"), safe=True))  # Enter stays

    def handle(self, event: pygame.event.Event) -> None:
        """The arrows first hold up the card the lesson wants played, not the hand's first."""
        if event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS and self.human_turn():
            action = self.wanted()
            cards = self.words.pointing(self.state, action)[0] if action is not None else ()
            hand = self.model.hands[HUMAN]
            if cards and cards[0] in hand and self.pointer.hovered != cards[0] and self.pointer.hovered not in hand:
                self.pointer.set_hover(cards[0])
                self.pointer.pointed = cards[0]
                self.pointer.heard(event)  # a key: the status line speaks of keys
                return
        super().handle(event)

    def status(self) -> str:
        return self.nudge or super().status()  # a refused move is said even under the pointer

    def refusal(self, card: int) -> str:
        """Over ``card`` (in the hand, or a choice's candidate) where the lesson asks another move of the person
        now: what it asks, in place of "click to ..." (the pointer's words); else "" (the move it asks, or none)."""
        action = self.wanted() if self.human_turn() else None
        if action is None or getattr(action, "card", card) == card:
            return ""
        # TRANSLATORS: the guided match's status line over a card the lesson does not play now (after its name and
        # "·"); {what} says the move it asks, a sentence ("Play the Maple deer to take the Maple plain card.")
        return _("not this card in this lesson. {what}").format(what=self.words.pointing(self.state, action)[1])

    def asked_cards(self) -> tuple[int, ...]:
        """The cards lit for the move the lesson asks of the person now (none while nothing is theirs to play)."""
        action = self.wanted() if self.human_turn() else None
        return self.words.pointing(self.state, action)[0] if action is not None else ()

    def wanted(self) -> Any:
        """The answer the lesson wants of the person now (None: none is theirs to give)."""
        return self.expected if self.engine.to_move(self.state) == self.person else None

    # --- the person's moves --------------------------------------------------------------------
    def point(self) -> None:
        """Light the cards of the person's next move, and say it in the status line."""
        action = self.expected
        if action is None or self.engine.to_move(self.state) != self.person:
            return
        cards, words = self.words.pointing(self.state, action)
        for c in cards:
            self.stage.set_glow(c, HINT_GLOW)
        self.hint = self.nudge or words
        self.pointer.hush()  # the lesson's instruction is read before the card under a resting mouse is named

    def ask(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], None]]],
            escape: bool = True, letters: Sequence[int | None] = (), hint: PromptHint | None = None) -> None:
        """The table's questions (Go or Stop, the sake cup, swapping hands)
        offer only the answer the lesson wants, and say it (and no Hint)."""
        action = self.wanted()
        if action is not None:
            hint = None
            text = closed_up(f"{text} {self.words.pointing(self.state, action)[1]}")
            keep = [i for i, (_label, answer) in enumerate(answers) if self.answers_with(answer) == action]
            answers = [answers[i] for i in keep] or answers
            letters = [letters[i] for i in keep] if letters and keep else letters
        super().ask(title, text, answers, escape and len(answers) > 1, letters, hint)

    def answers_with(self, answer: Callable[[], None]) -> Any:
        """The action an answer of a question plays, found by trying it without playing it."""
        tried: list[Any] = []
        self.trying = tried
        try:
            answer()
        finally:
            self.trying = None
        return tried[0] if tried else None

    def act(self, action: Any) -> None:
        if self.trying is not None:  # an answer of a question, tried (answers_with): noted, not played
            self.trying.append(action)
            return
        if (action in self.engine.legal_actions(self.state) and self.engine.to_move(self.state) == self.person
                and action != self.expected):
            _cards, words = self.words.pointing(self.state, self.expected)
            # TRANSLATORS: the guided match: a move other than the one shown, refused, and why; {what} says the one
            # to make (pt26 read "Not that one, this time." and was never told why)
            self.nudge = _("Not that one: the guided match is dealt for the move this lesson teaches. {what}").format(
                what=words)
            self.hint = self.nudge
            self.prompted = False  # a dialog closed by the refused answer is offered again
            self.invalidate()
            return
        self.nudge = ""
        super().act(action)

    # --- the end -------------------------------------------------------------------------------
    def after_summary(self) -> None:
        """The last summary's Next: the last words, over the table."""
        if self.engine.over(self.state):
            self.summary_pending = False
            self.push(self.end_screen())
            return
        super().after_summary()

    def end_screen(self) -> Scene:
        self.keep_lesson(len(self.course.cues))  # every lesson done
        last = self.words.ending(self.state, self.short)
        # The guided match is not kept: its opponent played a script and the person only the moves shown, so its
        # result says nothing of how they play, and counted it would be a win or a loss in their statistics that
        # they never played for. The last words say so, where a player might look for it in Matches.
        # TRANSLATORS: the guided match's last words, after what it taught
        kept = _("This guided match is not kept in your match history or your statistics: the matches you play "
                 "from now on are.")
        return self.ctx.screens.guided_end(last._replace(text=closed_up(f"{last.text} {kept}")))
