"""A kept game of Go-Stop (of two or three) played again at Go-Stop's
table: the shared replay (:class:`~koikoi.ui.table.replay.ReplayTable`)
over :class:`~.table.GostopTableScene`, with what is Go-Stop's own: its
hard level, its advice in words, and its flags when the table is
rebuilt."""

from __future__ import annotations

from typing import Any

from ...ai.gostop.agents import make_gostop_agent
from ...games.common.cards import MONTH_MASK, indices
from ...games.gostop import game as G
from ...games.gostop.actions import Action
from ...games.gostop.state import Phase
from ...games.gostop.turn import month
from ...games.matchrecord import Replay
from ...i18n import _, pgettext
from ..ai_worker import Agent
from ..scene import Context
from ..table.replay import HARD_BUDGET_MS, ReplayTable
from ..gostop_words import hand_of
from ..words import card_words
from .geometry import OWNER_STRIP
from .table import GostopTableScene


class GostopReplayScene(ReplayTable[G.GameState, Action], GostopTableScene):
    """A kept game of Go-Stop, from state ``at`` of its replay."""

    def __init__(self, ctx: Context, replay: Replay, at: int = 0, title: str = "") -> None:
        record = replay.record
        super().__init__(ctx, replay.states[0].rules, record.start.seed, record.level,
                         players=record.start.players)
        self.setup_replay(replay, at, title)

    def names_under(self) -> float:
        """At a table of three each computer is named under its hand, as in play (the header below them)."""
        return OWNER_STRIP + 2 if self.players > 2 else 0.0

    def round_buttons(self) -> tuple[str, str]:
        # TRANSLATORS: Go-Stop's replay: the buttons to the hand before and after (keys Page Up, Page Down)
        return pgettext("replay", "◀ Hand"), pgettext("replay", "Hand ▶")

    def round_words(self) -> str:
        return hand_of(self.game)  # "Hand 3 of 12", as the panel says it

    def hard_agent(self, seed: int) -> Agent[Any, Action]:
        return make_gostop_agent("hard", seed, budget_ms=HARD_BUDGET_MS)

    def advice_cards(self, action: Action) -> list[int]:
        if action.kind == "bomb":  # the three of the month, from the hand of the seat to move
            h = self.game.hand
            return [c for c in indices(h.hands[h.player] & MONTH_MASK[month(action.card)])]
        return [action.card] if action.kind in ("play", "shake", "choose") else []

    def advice_words(self, action: Action) -> str:  # noqa: C901 - one sentence for each kind of action
        # TRANSLATORS: Go-Stop: the replay's answer to "What would Hard play?": the computer's hard level would
        # do this here; {card} is a card's name, {month} a month's flower
        kind = action.kind
        if kind == "play":
            return _("Hard would play the {card}.").format(card=card_words(action.card, "gostop"))
        if kind == "shake":
            return _("Hard would shake, then play the {card}.").format(card=card_words(action.card, "gostop"))
        if kind == "bomb":
            return _("Hard would bomb with its three {month} cards.").format(month=self.month_name(action.card))
        if kind == "choose":
            return _("Hard would take the {card}.").format(card=card_words(action.card, "gostop"))
        if kind == "go":
            return _("Hard would call Go.")
        if kind == "stop":
            # TRANSLATORS: Go-Stop's replay: the hard level would call Stop (each game has its own word for it)
            return pgettext("gostop", "Hard would stop and score.")
        if kind == "chongtong":
            return _("Hard would win the hand now with the four of a month.")
        if kind == "play-on":
            return _("Hard would keep the four and play on.")
        if kind == "cup-animal":
            return _("Hard would count the sake cup as an animal.")
        if kind == "cup-plain":
            return _("Hard would count the sake cup as a double plain.")
        return ""  # pragma: no cover - the flip and the next deal are the table's, never asked about

    def rebuilt(self) -> None:
        h = self.game.hand
        self.scores_shown = self.game.scores
        self.scored = self.hand_scored()  # the summary's stakes and total are this hand's, not the last one played
        self.last_hand = None  # the hand last played forward may be any other now: its sum again is not offered
        self.last_button.visible = False
        self.geometry.spread = ()
        self.advisor.drop()
        self.hint_button.visible = False
        shown = sum(h.shown[p] for p in self.opponents)
        self.geometry.shown = set(indices(shown))

    def hand_scored(self) -> G.HandScored | None:
        """How the hand shown ended, from the replay's events (None while it goes on)."""
        if self.game.hand.phase is not Phase.OVER:
            return None
        first = self.replay.round_starts[self.round_index()]
        for i in range(self.at, max(0, first - 1), -1):  # events[i]: the events of the action before state i
            scored = next((ev for ev in self.replay.events[i] if isinstance(ev, G.HandScored)), None)
            if scored is not None:
                return scored
        return None
