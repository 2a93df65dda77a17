"""The Go-Stop table: a game of two or three players, all but one of them
the computer, played with the mouse.

Built as Koi-Koi's table (:mod:`koikoi.ui.koikoi`) is, on the shared table
(:mod:`koikoi.ui.table`), its parts seeing it through :class:`.view.GostopParts`:
the engine's game is the truth; each action's events become steps on a
:class:`~koikoi.ui.table.timeline.Timeline` (:mod:`.steps`) that move the
display model (:mod:`.model`) a card at a time; the sprites glide to where
the geometry (:mod:`.geometry`) puts each card; a last step mends the model
against the engine. The flip is the table's own move; the player plays a
card (shaking or bombing when they hold three of its month), picks between
two cards, and answers Go or Stop with what each choice risks in view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...ai.gostop.agents import make_gostop_agent
from ...games.common.levels import known_level
from ...games.common.seats import HUMAN
from ...games.gostop import game as G
from ...games.gostop.actions import CHOICES, CLAIM, CUP_AS_ANIMAL, CUP_AS_PLAIN, GO, NEXT, PLAY_ON, STOP, Action
from ...games.gostop.alike import alike
from ...games.gostop.deal import fours
from ...games.gostop.deck import FIRST_BONUS
from ...games.gostop.observation import observe
from ...games.gostop.rules import GoStopRules
from ...games.gostop.state import NO_CARD, Phase
from ...games.gostop.scoring import yaku_points
from ...games.gostop.turn import month
from ...i18n import N_, _, ngettext, pgettext
from ...storage import savegame
from ..movelog import MoveLog
from ..words import card_words, flower
from ..gostop_words import points, risks, seat_names, short_risks, yaku_score
from ..gostop_match_said import with_match_end
from ..textfit import Shortened
from ..boxes import ROW_CARD_H
from ..layout import THREE_PLAYERS
from ..scene import Context, Scene
from ..prompt_hint import HINT_GO, HINT_GOSTOP_STOP, PromptHint
from ..widgets import Button
from ..seat_words import Seats
from ..table.banner import READ_S
from ..table.base import CardTable
from ..table.said_input import choose, took_alike, your_turn
from ..table.model import Place
from ..table.stage import HAND_GLOW, STOLEN, TAKE_S
from ..table.timeline import Step
from . import news as N
from . import steps as S
from .model import CARDS, GostopModel
from .movelog import GostopMoveLog
from .pointer import GostopPointer
from .canvas import GostopCanvas
from .geometry import GostopGeometry
from .hint import GostopHint



@dataclass(frozen=True, eq=False)
class LastHand:
    """The table as its last hand ended, for that hand's summary shown again
    (the table's Last hand button): the game as it was then; its pause
    is the table's, and closing it changes nothing."""

    table: "GostopTableScene"
    game: G.GameState
    scored: G.HandScored | None
    log: MoveLog  # that hand's moves, kept as they were when it ended
    demo: bool = False
    attract: bool = False

    @property
    def rules(self) -> GoStopRules:
        return self.game.rules

    @property
    def person(self) -> int | None:
        return self.table.person

    @property
    def short(self) -> tuple[str, ...]:
        return self.table.short

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    def open_pause(self) -> None:
        self.table.open_pause()

    def after_summary(self) -> None:
        pass

    def handle(self, event: pygame.event.Event) -> None:
        pass


class GostopTableScene(CardTable[G.GameState, Action]):
    """A game of Go-Stop at the table. Its summary and pause see it as a
    :class:`~koikoi.ui.scenes.gostop_summary.GostopView`, which the type
    checker holds it to where it hands itself to them (``gostop_summary(self)``,
    ``gostop_pause(self)``)."""

    # keys with a job of their own on the table (R: the last hand's sum, too); any other skips the deal and banners
    shortcuts = CardTable.shortcuts | {pygame.K_r}
    slot = savegame.GOSTOP
    save_key = "gostop"
    action_type = Action
    next_action = NEXT
    summary_card_h = ROW_CARD_H
    outline = staticmethod(S.outline)
    canvas: GostopCanvas
    log: GostopMoveLog
    model: GostopModel
    geometry: GostopGeometry
    rules: GoStopRules

    def __init__(self, ctx: Context, rules: GoStopRules, seed: int | None = None, level: str = "easy",
                 demo: bool = False, players: int | None = None, resume: G.GameState | None = None) -> None:
        """A new game under ``rules``, or, with ``resume``, the saved game
        (its rules, seed and players) taken up where it was left."""
        super().__init__(ctx)
        if resume is not None:
            rules, seed, players = resume.rules, resume.seed, resume.players
        self.rules = rules
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.level = known_level(level)
        self.demo = demo
        self.person: int | None = None if demo else HUMAN
        self.players = players or rules.match.players
        self.agents = {p: make_gostop_agent(self.level, self.seed + p) for p in range(1, self.players)}
        if demo:
            self.agents[0] = make_gostop_agent(self.level, self.seed + self.players)
        events: list[object] = []
        if resume is not None:
            self.state = resume  # the last step's mend lays the cards out as they lie
        else:
            self.state, events = self.engine.new(rules, self.seed, self.players)
        self.model = GostopModel(self.players)
        self.geometry = GostopGeometry(ctx.layout, self.model, lambda size: ctx.assets.font(size).get_linesize())
        self.set_stage(CARDS)
        if self.players > 2:  # each computer's last move tagged with its name, the two told apart
            self.stage.tags = self.short
        self.pointer = GostopPointer(self)
        self.canvas = GostopCanvas(self)
        self.log = GostopMoveLog(lambda: self.short, self.person, lambda: self.game)
        self.scores_shown = self.game.scores  # the score as shown: a hand's points once its end is seen
        self.scored: G.HandScored | None = None  # how the last hand ended, for the summary
        self.last_hand: LastHand | None = None  # the game as the last hand ended, for its sum again
        click = lambda: ctx.audio.play("click")  # noqa: E731
        self.last_button = Button((0, 0, 10, 10), "", self.open_last_hand, key=pygame.K_r, key_label="R",
                                  click_sound=click)
        self.last_button.visible = False  # until a hand has ended here
        self.advisor = GostopHint(self)
        self.hint_button = Button((0, 0, 10, 10), "", self.advisor.ask, key=pygame.K_h, key_label="H",
                                  click_sound=click)
        self.hint_button.visible = False  # on the person's turn to play or to choose
        self.flip_only_said: Callable[[], str] | None = None  # why the flip about to come is the turn's only move
        self.pile_makers: dict[int, int] = {}  # month -> who made its ppuk pile, as the last action found them
        self.aside: Callable[[], str] | None = None  # the status line's words while it is not the person's turn
        self.taken_before = list(self.game.hand.captures)  # each seat's captures before the move shown
        self.go_told = (self.game.hand_no, self.game.hand.go_calls)  # the Go calls the status line has said
        self.start(events)
        self.log.cup_news = None  # a game taken up: the cup's moves told again are not shouted again
        self.last_hand = self.last_hand_retold()
        self.last_button.visible = self.last_hand is not None and not self.demo
        self.retold = None  # told: the game played again is not kept

    @property
    def game(self) -> G.GameState:
        """The engine's game of hands."""
        return self.state

    @game.setter
    def game(self, game: G.GameState) -> None:
        self.state = game

    # --- names -----------------------------------------------------------------------------
    @property
    def short(self) -> tuple[str, ...]:
        return seat_names(self.players, self.demo)

    @property
    def opponents(self) -> range:
        return range(1, self.players)

    def month_name(self, card: int) -> str:
        """A card's month by its flower, in Go-Stop's words (as its move log names it)."""
        return flower(month(card), "gostop")

    # --- lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.ctx.layout.use(THREE_PLAYERS if self.players == 3 else None)
        self.ctx.assets.set_korean_months(bool(getattr(self.ctx.settings, "korean_months", False)))
        super().enter()


    def exit(self) -> None:
        super().exit()
        self.ctx.assets.set_korean_months(False)
        self.ctx.assets.set_plain_marks({})  # Koi-Koi's cards carry no plains' marks
        self.ctx.layout.use(None)

    def resume(self) -> None:
        super().resume()  # back from the pause, whose settings may have changed the months' numbers
        self.ctx.assets.set_korean_months(bool(getattr(self.ctx.settings, "korean_months", False)))

    def poll(self) -> None:
        self.advisor.poll()

    def legal(self) -> list[Action]:
        return G.legal_actions(self.game)

    def shown_scores(self) -> tuple[int, ...]:
        """The game's score as the table has shown it: a hand's points count
        once its end has been played out, not while its cards still move."""
        return self.scores_shown

    # --- the timeline --------------------------------------------------------------------------
    def steps(self, events: list[object]) -> list[Step]:
        return S.steps_of(self, events)

    def sync(self) -> float:
        """The last step after an action: the model mended against the engine."""
        h = self.game.hand
        changed = self.mend_model()
        if self.log.cup_news is not None:  # the sake cup moved boxes with no one asked: shouted, as the log says why
            self.cup_moved(*self.log.cup_news)
            self.log.cup_news = None
        shown = sum(h.shown[p] for p in self.opponents)
        self.geometry.shown &= set(c for c in range(CARDS) if shown >> c & 1)
        if h.phase is Phase.FLIP and h.played == NO_CARD and self.turn_shown != h.player:
            self.flip_only(h.player)  # a turn a bomb saved: its player only flips
        self.turn_shown = None if h.phase is Phase.OVER else h.player
        self.stage.relayout(TAKE_S)
        return self.secs(0.1) if changed else 0.0  # a beat: the next move starts as the mended cards land

    def mend_model(self, order: Sequence[int] = ()) -> list[int]:
        return self.model.mend(self.game.hand, order)

    def cup_moved(self, p: int, said: Callable[[], str]) -> None:
        """The sake cup changed boxes with no one asked (its holder ``p`` has
        not chosen yet, and it counts the way that scores more for them): a
        banner, the reason under it for the person's own cup."""
        plain = self.model.cup_plain
        # TRANSLATORS: Go-Stop: a banner's title when the sake cup, not chosen yet, moves boxes: how it counts now
        self.say(_("Sake cup: a double plain for now") if plain else _("Sake cup: an animal for now"), said(),
                 2.0 if p == self.person else 1.4, at_least=0.0 if p == self.person else READ_S)

    def flip_only(self, p: int) -> None:
        """Say that ``p``'s turn is a flip only, a turn their bomb saved (the
        table flips for them), and why: in a banner, the move log and the
        status line while the flip is shown."""
        # TRANSLATORS: Go-Stop: a banner when a player's turn is only the flip of the deck's top card, a turn
        # their bomb saved (it played several cards of a month at once)
        said = Seats(tuple(self.short), self.person).line(p, N_("You flip only, after your bomb"),
                                                          N_("{name} flips only, after its bomb"))
        self.say(said, "", 1.2, at_least=1.0 if p == self.person else READ_S)
        self.flip_only_said = self.log.flip_only(p)  # as the log says it

    def act(self, action: Action) -> None:
        super().act(action)
        # the flip of a turn the bomb saved: the status line says why while it is shown, till the next action
        self.aside, self.flip_only_said = self.flip_only_said, None

    def hand_ended(self) -> bool:
        return self.game.hand.phase is Phase.OVER

    def queue(self, events: list[object]) -> None:
        self.pile_makers = dict(self.log.makers)  # who made each ppuk pile, before these events take any
        super().queue(events)

    # --- acting --------------------------------------------------------------------------------
    def before_act(self, action: Action) -> None:
        self.taken_before = list(self.game.hand.captures)  # (yaku put out of reach: steps.out_of_reach)
        self.advisor.drop()
        self.hint_button.visible = False
        if self.geometry.spread:  # the choice is made (or the game left): the month closes up again
            self.geometry.spread = ()
        self.geometry.held = None
        if action == NEXT:
            self.end_banner()  # the last hand's news is over

    def summary_screen(self) -> Scene:
        ended, kept = self.game, self.log.kept()
        kept.game = lambda: ended  # its heading names the hand it is of, not the next
        self.last_hand = LastHand(self, ended, self.scored, kept)
        self.last_button.visible = not self.demo
        return self.ctx.screens.gostop_summary(self)

    def last_hand_retold(self) -> LastHand | None:
        """A game taken up after a hand has ended in it: that hand as it
        ended, its scoring event and its moves, from the game played again
        from the history (:mod:`..table.takeup`); None before any has ended."""
        again = self.retold
        if again is None or len(again.round_starts) < 2:
            return None
        first, end = again.round_starts[-2], again.round_starts[-1]  # the last hand's events: first to end - 1
        shown = [again.states[first]]
        log = GostopMoveLog(lambda: self.short, self.person, lambda: shown[0])
        for i in range(first, end):
            shown[0] = again.states[i]  # the game as these events end, which the log reads
            log.add(again.events[i])
        scored = next((ev for evs in again.events[first:end] for ev in evs if isinstance(ev, G.HandScored)), None)
        return LastHand(self, again.states[end - 1], scored, log)

    def open_last_hand(self) -> None:
        """The last hand's summary again: how its points were counted."""
        if self.last_hand is not None and not self.demo:
            self.push(self.ctx.screens.gostop_summary(self.last_hand, review=True))

    def place_buttons(self) -> None:
        super().place_buttons()
        # TRANSLATORS: Go-Stop: the button that shows again how the last hand was scored (key R)
        self.last_button.label = _("Last hand")
        self.last_button.rect = self.moves_button.rect.move(0, self.moves_button.rect.h + self.ctx.layout.px(8))
        # TRANSLATORS: the button that asks the computer what to play.
        self.hint_button.label = _("Hint")
        hint = self.ctx.layout.rect("hint")
        self.hint_button.rect = pygame.Rect(0, 0, self.ctx.layout.px(110), hint.h - 4)
        self.hint_button.rect.midright = (hint.right - 4, hint.centery)

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (*super().buttons, self.last_button, self.hint_button)

    def end_screen(self) -> Scene:
        """The game's end, hand by hand; the demo's goes back to the title."""
        return self.ctx.screens.title() if self.demo or self.attract else self.ctx.screens.gostop_match_end(self)

    def offer_human(self) -> None:
        if self.prompted:
            return
        self.prompted = True
        h = self.game.hand
        if h.phase is Phase.GO_STOP:
            stop, go = risks(observe(h, HUMAN), self.short, self.game.plays, self.game.stakes)
            brief = list(short_risks(observe(h, HUMAN), self.short, self.game.plays, self.game.stakes))  # for a narrow room at the table
            # where a Stop ends the match, how: in the short form too, which a narrow room shows
            stop, brief[0] = with_match_end(stop, self.game), with_match_end(brief[0], self.game)
            # a lesson of the guided game offers one answer: the question says why the other is not offered
            if self.wanted() == STOP:
                # TRANSLATORS: Go-Stop's guided game: the Go or Stop question, where the lesson offers only Stop
                go = brief[1] = _("Go is not offered this time: this lesson asks you to stop and be paid.")
            elif self.wanted() == GO:
                # TRANSLATORS: Go-Stop's guided game: the Go or Stop question, where the lesson offers only Go
                stop = brief[0] = _("Stop is not offered this time: this lesson asks for Go, to show what it does.")
            # TRANSLATORS: Go-Stop: the question when the player's score reaches the threshold, and its answers
            # TRANSLATORS: Go-Stop: the Go or Stop question's text: {stop} is what a Stop now wins ("If you stop
            # now, you win 7 points."), {go} what a Go risks ("Go on for more; but if the CPU stops first, you pay
            # double (go-bak)."); two sentences: order them as your language reads best
            said = pgettext("go or stop", "{stop} {go}")
            self.ask(_("Go or Stop?"), Shortened(said.format(stop=stop, go=go), said.format(stop=brief[0], go=brief[1])),
                     [(pgettext("gostop", "Stop"), lambda: self.act(STOP)),
                      (pgettext("gostop", "Go"), lambda: self.act(GO))], escape=False,
                     letters=(pygame.K_s, pygame.K_g), hint=None if self.demo else self.go_stop_hint())
            return
        if h.phase is Phase.CHONGTONG:
            four = fours(h.hands[HUMAN])[0]
            # TRANSLATORS: Go-Stop: the person was dealt the four cards of a month ({month}, a flower's name) and
            # may win the hand at once for {points} ("10 points") or play on; then the two answers
            text = _("You were dealt all four {month} cards. Win the hand now for {points}, or keep them and "
                     "play on?").format(month=flower(four, "gostop"), points=points(self.rules.deal.chongtong_points))
            self.ask(_("Four of a month!"), text,
                     [(pgettext("gostop", "Win now"), lambda: self.act(CLAIM)),
                      (pgettext("gostop", "Play on"), lambda: self.act(PLAY_ON))], escape=False,
                     letters=(pygame.K_w, pygame.K_p))
            return
        if h.phase is Phase.SAKE_CUP:
            mine = h.captures[HUMAN]
            animal, plain = (yaku_score(yaku_points(self.rules, mine, as_plain)) for as_plain in (False, True))
            # TRANSLATORS: Go-Stop: the sake cup (the chrysanthemum animal) may count as an animal or as a double
            # plain; its holder chooses once, when the way it counts first decides Go or Stop; {animal} and {plain} are the player's
            # scores each way ("7 points"); then the two answers
            text = _("Count your sake cup as an animal ({animal}) or as a double plain ({plain})? It stays so "
                     "for the rest of the hand.").format(animal=animal, plain=plain)
            answers = [(pgettext("gostop", "Animal"), lambda: self.act(CUP_AS_ANIMAL)),
                       (pgettext("gostop", "Double plain"), lambda: self.act(CUP_AS_PLAIN))]
            if yaku_points(self.rules, mine, True) > yaku_points(self.rules, mine, False):
                answers.reverse()  # the way that scores more first, where Enter answers
            # keyed 1 and 2 as the table's other choices, the same in every language (pt25 could not guess "D"
            # and "A", the English words' initials)
            self.ask(_("The sake cup"), text, answers, escape=False, letters=(pygame.K_1, pygame.K_2))
            return
        if not self.demo and not self.hint_button.visible:  # to play or to choose: the Hint is offered
            self.hint_button.visible = True
            self.mark_rect(self.hint_button.rect)
        if h.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            offered = [a.card for a in G.legal_actions(self.game) if a.kind == "choose"]
            if self.wanted() is None and alike(self.rules, offered):  # nothing to choose: the first is taken
                self.act(CHOICES[offered[0]])
                self.say(took_alike(card_words(offered[0], "gostop")), "", 2.0, low=True)
                return
            self.geometry.spread = tuple(self.pointer.choice_order())  # the two side by side, whole
            # the card played waits raised in the hand, lit, as Koi-Koi's does; a card turned up waits by the deck
            self.geometry.held = h.played if h.phase is Phase.CHOOSE_HAND else None
            self.stage.relayout(0.25)
            order = self.pointer.choice_order()
            self.stage.offer_choice(order)
            if self.geometry.held is not None:
                self.stage.set_glow(self.geometry.held, HAND_GLOW)
            if h.phase is Phase.CHOOSE_FLIP:  # the card waiting by the deck is said to be the one turned up
                turned = card_words(h.flipped, "gostop")
                # TRANSLATORS: Go-Stop: the status line's first sentence while the person chooses what the card
                # they turned up from the deck takes; {card} names it ("Pine crane"); the choice's words follow
                first = _("You turned up the {card} from the deck: it meets two cards of its month.")
                self.hint = lambda: pgettext("two sentences", "{first} {second}").format(
                    first=first.format(card=turned), second=choose(self.pointer.used, len(order), "", False))
            else:
                self.hint = lambda: choose(self.pointer.used, len(order), "", False)
            return
        stolen = [c for c in self.stage.traced if self.sprites[c].mark == STOLEN]
        if self.bonus_again():
            drew = bool(h.deck)  # (the deck's last card drawn for it, or none left: said as laid only)
            # TRANSLATORS: Go-Stop: the status line after the person played a bonus card from the hand: it went to
            # their captures and a card from the deck took its place in the hand, and the turn goes on
            again = (_("You laid the bonus card with your captures and drew a card from the deck: play again.")
                     if drew else _("You laid the bonus card with your captures: play again."))
            self.hint = lambda: pgettext("two sentences", "{first} {second}").format(
                first=again, second=your_turn(self.pointer.used))
        elif self.players > 2 and stolen:
            # TRANSLATORS: Go-Stop of three: the status line when plains have moved between capture piles (a narrow
            # line); {n} how many are outlined (pt16: two taken, "the plain" said)
            self.hint = lambda: your_turn(self.pointer.used, ngettext(
                "The plain just taken is outlined in red.", "The {n} plains just taken are outlined in red.",
                len(stolen)).format(n=len(stolen)))
        elif self.players > 2 and self.stage.traced:
            # TRANSLATORS: Go-Stop of three: the status line after the computer players' moves: each card they moved
            # has a dashed outline and a tag with its player's name ("CPU 1"), which tells whose move it was
            self.hint = lambda: your_turn(self.pointer.used,
                                          _("The others' last moves have dashed outlines and their player's name."))
        elif stolen and all(self.model.place[c] == Place.captured(HUMAN) for c in stolen):
            # TRANSLATORS: Go-Stop: the status line when the person has just taken plains from the other player; {n}
            # how many are outlined
            self.hint = lambda: your_turn(self.pointer.used, ngettext(
                "The plain you took is outlined in red.", "The {n} plains you took are outlined in red.",
                len(stolen)).format(n=len(stolen)))
        elif stolen:
            # TRANSLATORS: Go-Stop: the status line when the other player has just taken plains from the person; {n}
            # how many are outlined (pt16: two taken, "the plain" said)
            self.hint = lambda: your_turn(self.pointer.used, ngettext(
                "The plain the CPU took is outlined in red.", "The {n} plains the CPU took are outlined in red.",
                len(stolen)).format(n=len(stolen)))
        elif self.stage.traced:
            self.hint = lambda: your_turn(self.pointer.used, _("The CPU's last move has a dashed outline."))
        else:
            self.hint = lambda: your_turn(self.pointer.used)
        if news := self.go_news():
            turn = self._hint
            self.hint = lambda: pgettext("two sentences", "{first} {second}").format(first=news, second=turn())
        if self.pointer.mouse is not None:
            self.pointer.moved_to(self.pointer.mouse)

    def go_news(self) -> str:
        """The Go calls since the status line last said them, said once (a banner alone was missed: pt15)."""
        h = self.game.hand
        told = self.go_told[1] if self.go_told[0] == self.game.hand_no else (0,) * self.players
        self.go_told = (self.game.hand_no, h.go_calls)
        return N.go_news(Seats(tuple(self.short), self.person), h.go_calls, told)

    def bonus_again(self) -> bool:
        """Whether the person's turn to play goes on after a bonus card they
        played (laid with their captures, a card drawn in its place)."""
        h, plays = self.game.hand, self.game.plays
        return (h.phase is Phase.PLAY and h.player == self.person and bool(plays)
                and plays[-1].player == self.person and plays[-1].card >= FIRST_BONUS)

    def go_stop_hint(self) -> PromptHint:
        """The Go or Stop question's Hint: the table's search (hard, from what the person's seat sees), in words."""
        return PromptHint(self.ctx.worker, self.advisor.ask_advice, lambda action: HINT_GOSTOP_STOP if action == STOP else HINT_GO,
                          (HINT_GOSTOP_STOP, HINT_GO))

    def open_pause(self) -> None:
        self.push(self.ctx.screens.gostop_pause(self))
