"""The table: a match of Koi-Koi played with the mouse against the computer.

The engine's match is the truth. The table shows it a step behind: each
action's events become steps on a timeline (:mod:`.steps`, the deal in
:mod:`.deal`) that move the display model (:mod:`.model`) one card at a
time, and the sprites glide to where the shared geometry
(:mod:`koikoi.ui.table.geometry`) puts each card. A last step mends the
model against the engine, so the picture cannot drift from the rules. The
pointer and the keys (:mod:`.pointer`), the hint (:mod:`.hint`) and the
panels (:mod:`.canvas`) each have a module, and see the table through
:class:`.view.KoikoiParts`; what both games' tables do alike (acting, who
acts next, the summary, saving) is
:class:`~koikoi.ui.table.base.CardTable`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from ...ai.koikoi.agents import make_agent
from ...games.common.seats import COMPUTER, HUMAN
from ...games.koikoi import game as M
from ...games.koikoi.actions import LAY, NEXT, TAKE, Act, Action
from ...games.koikoi.alike import alike
from ...games.koikoi.rules import Rules
from ...games.koikoi.turn import Phase
from ...i18n import _, pgettext
from ...storage import savegame
from ..boxes import DIALOG_CARD_H
from ..scene import Context, Scene
from ..seat_words import in_sentence
from ..widgets import Button
from . import steps as C
from ..table.base import CardTable
from ..table.said_input import took_alike, your_turn
from ..words import card_words
from ..table.stage import TAKE_S
from .canvas import Canvas
from .geometry import KoikoiGeometry
from .cup import cup_box
from .hint import Hint
from .model import TableModel
from .movelog import KoikoiMoveLog
from .pointer import Pointer
from ..table.timeline import Step



class TableScene(CardTable[M.MatchState, Action]):
    """A match of Koi-Koi at the table. The dialogs over it see it as a
    :class:`~koikoi.ui.scene.TableView`: the type checker holds it to that
    where it hands itself to them (``self.ctx.screens.pause(self)`` and the
    others below)."""

    # keys with a job of their own on the table (Hint and Lay too); any other skips the deal and banners
    shortcuts = CardTable.shortcuts | {pygame.K_h, pygame.K_l}
    slot = savegame.MATCH
    save_key = "match"
    action_type = Action
    next_action = NEXT
    summary_card_h = DIALOG_CARD_H
    outline = staticmethod(C.outline)
    canvas: Canvas
    log: KoikoiMoveLog
    model: TableModel
    rules: Rules

    def poll(self) -> None:
        self.advisor.poll()

    def __init__(
        self, ctx: Context, rules: Rules, seed: int | None = None, level: str = "normal",
        demo: bool = False, names: tuple[str, str] | None = None, resume: M.MatchState | None = None,
    ) -> None:
        """A new match under ``rules``, or, with ``resume``, the saved match
        continued where it was left (its own rules then apply)."""
        super().__init__(ctx, names)
        if resume is not None:
            rules = resume.rules
        self.rules = rules
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.level = level
        self.demo = demo
        self.agents = {COMPUTER: make_agent(level, self.seed + 1)}
        if demo:
            self.agents[0] = make_agent("normal" if level == "hard" else level, self.seed + 2)
        self.person: int | None = None if demo else HUMAN  # the seat the person at the screen plays
        events: list[object] = []
        if resume is not None:
            self.state = resume
        else:
            self.state, events = self.engine.new(rules, self.seed)
        self.model = TableModel()
        self.geometry = KoikoiGeometry(ctx.layout, self.model, lambda size: ctx.assets.font(size).get_linesize())
        self.geometry.cup_kind = cup_box(rules)
        self.set_stage()
        self.pointer = Pointer(self)
        self.advisor = Hint(self)
        self.log = KoikoiMoveLog(self.rules, lambda: self.short, self.person, lambda: self.match)
        self.canvas = Canvas(self)
        self.dealing = False  # the cards are being dealt (the scores shown are the deal's)
        # the round's end has been played out (its points count in the score): so in a match taken up at its summary
        self.result_shown = resume is not None and resume.round.over
        self.shown_yaku: list[tuple[int, ...]] = [(0,) * len(rules.yaku), (0,) * len(rules.yaku)]
        self.taken_before: list[int] = [0, 0]  # each seat's captures before the move shown (for yaku put out of reach)
        # the CPU's koi-koi calls the status line has told, and in which round (a match taken up: told already)
        self.calls_told = (self.state.round.round_no, self.state.round.koikoi_calls[COMPUTER])
        click = lambda: ctx.audio.play("click")  # noqa: E731
        # the buttons' words are given in place_buttons(), in the language spoken
        self.lay_button = Button((0, 0, 10, 10), "", lambda: self.act(LAY), key=pygame.K_l,
                                 key_label="L", click_sound=click)
        self.hint_button = Button((0, 0, 10, 10), "", self.advisor.ask, key=pygame.K_h, key_label="H",
                                  click_sound=click)
        self.lay_button.visible = self.hint_button.visible = False
        self.start(events)
        if resume is not None:
            C.welcome_back(self)

    @property
    def match(self) -> M.MatchState:
        """The engine's match."""
        return self.state

    @match.setter
    def match(self, match: M.MatchState) -> None:
        self.state = match

    @property
    def short(self) -> tuple[str, str]:
        """The seats' names in short: "You", "CPU" (the demo's "South", "North")."""
        if self.demo:
            # TRANSLATORS: the demo's two computer players, by where they sit at the table.
            return _("South"), _("North")
        # TRANSLATORS: the person at the screen, as the table names them ("You 12, CPU 5").
        you = _("You")
        # TRANSLATORS: the computer opponent, in short.
        return you, _("CPU")

    @property
    def names(self) -> tuple[str, str]:
        first, second = super().names
        return first, second

    @property
    def yaku_improved(self) -> bool:
        """Whether the card that ended the round only raised a yaku its player had (as the log heard it)."""
        return self.log.improved

    # --- what the dialogs see of the table (a TableView) ----------------------------------
    def ask_advice(self) -> None:
        self.advisor.ask_advice()

    # --- lifecycle -----------------------------------------------------------------------
    def enter(self) -> None:
        # the map's own zones, whichever table was up before: a Go-Stop table of three redraws some, and one
        # still under this table (not yet left) would have them laid out at its size
        self.ctx.layout.use(None)
        super().enter()

    def place_buttons(self) -> None:
        super().place_buttons()
        lay = self.ctx.layout
        # TRANSLATORS: the button that lays the played card on the field instead of taking a card with it.
        self.lay_button.label = _("Lay it on the field")
        # TRANSLATORS: the button that asks the computer what to play.
        self.hint_button.label = _("Hint")
        hint = lay.rect("hint")
        self.hint_button.rect = pygame.Rect(0, 0, lay.px(110), hint.h - 4)
        self.hint_button.rect.midright = (hint.right - 4, hint.centery)
        self.lay_button.rect = pygame.Rect(0, 0, lay.px(220), hint.h - 4)
        self.lay_button.rect.midright = (self.hint_button.rect.left - lay.px(10), hint.centery)

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (*super().buttons, self.lay_button, self.hint_button)


    # --- the timeline --------------------------------------------------------------------
    def steps(self, events: list[object]) -> list[Step]:
        return C.steps(self, events)

    def sync(self) -> float:
        """The last step after an action: the model mended against the engine."""
        rnd = self.match.round
        changed = self.mend_model()
        self.shown_yaku = [tuple(rnd.yaku[0]), tuple(rnd.yaku[1])]
        self.turn_shown = None if rnd.over else rnd.player
        self.stage.relayout(TAKE_S)
        return self.secs(0.1) if changed else 0.0  # a beat: the next move starts as the mended cards land

    def mend_model(self, order: Sequence[int] = ()) -> list[int]:
        return self.model.mend(self.match.round, lambda card: C.pending_place(self, card))

    def hand_ended(self) -> bool:
        return self.match.round.over

    # --- acting -----------------------------------------------------------------------------
    def before_act(self, action: Action) -> None:
        if action.kind is Act.NEXT:
            self.result_shown = self.geometry.reveal = False
        self.advisor.drop()
        self.lay_button.visible = self.hint_button.visible = False
        self.taken_before = list(self.match.round.captures)

    def summary_screen(self) -> Scene:
        return self.ctx.screens.summary(self)

    def end_screen(self) -> Scene:
        return self.ctx.screens.match_end(self)

    def offer_human(self) -> None:
        """What the player must do now: a dialog, or the table's invitation."""
        if self.prompted:
            return
        self.prompted = True
        m = self.match
        phase = m.round.phase
        if phase is Phase.KOIKOI:
            self.push(self.ctx.screens.koikoi(self, self.decision_room))
            return
        if phase is Phase.SWAP:
            self.ask(_("Swap hands?"), _("The rules let you swap your dealt hand with the dealer's."),
                     # TRANSLATORS: the two answers to "Swap hands?": swap the dealt hand, or keep it.
                     [(pgettext("hand", "Swap"), lambda: self.act(Action(Act.SWAP))),
                      (pgettext("hand", "Keep"), lambda: self.act(Action(Act.KEEP)))])
            return
        if phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            order = self.pointer.choice_order()
            if LAY not in M.legal_actions(m) and self.wanted() is None and alike(self.rules, order):
                self.act(TAKE[order[0]])  # nothing to choose: the first is taken, and a banner says why
                self.say(took_alike(card_words(order[0])), "", 2.0, low=True)  # (the Moves tell the capture)
                return
            self.stage.offer_choice(order)
            self.hint = lambda: self.pointer.choice_words(order)
            if LAY in M.legal_actions(m):
                self.show_button(self.lay_button)
        elif phase is Phase.PLAY:
            if self.stage.traced:
                # TRANSLATORS: the status line's second sentence on the player's turn, after how to play a card
                turn = lambda: your_turn(self.pointer.used, _("The CPU's last move has a dashed outline."))  # noqa: E731
            else:
                turn = lambda: your_turn(self.pointer.used)  # noqa: E731
            news = self.koikoi_news()
            # TRANSLATORS: two sentences of the status line: the CPU's koi-koi, then whose turn it is
            self.hint = (lambda: pgettext("two sentences", "{first} {second}").format(first=news, second=turn())) \
                if news else turn
            if self.pointer.mouse is not None:
                self.pointer.moved_to(self.pointer.mouse)
        self.show_button(self.hint_button)

    def koikoi_news(self) -> str:
        """On the player's turn, the CPU's koi-koi called since their last, said once ("CPU called koi-koi."):
        a small badge alone was missed (cold playtest pt14)."""
        rnd = self.match.round
        calls = rnd.koikoi_calls[COMPUTER]
        told = self.calls_told[1] if self.calls_told[0] == rnd.round_no else 0
        self.calls_told = (rnd.round_no, calls)
        if calls <= told or self.person is None:
            return ""
        # TRANSLATORS: the status line on the player's turn after the CPU called koi-koi ({name}: the CPU)
        return in_sentence(_("{name} called koi-koi."), self.short[COMPUTER])

    def show_button(self, button: Button) -> None:
        if not self.demo and not button.visible:
            button.visible = True
            self.mark_rect(button.rect)

    def open_pause(self) -> None:
        self.push(self.ctx.screens.pause(self))

    def shown_scores(self) -> tuple[int, int]:
        """The match score as the table has shown it: a round's points count
        once its end has been played out, not while its cards still move."""
        m = self.match
        return m.scores if self.result_shown or not m.round.over else m.round.scores
