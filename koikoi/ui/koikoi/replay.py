"""A kept match of Koi-Koi played again at Koi-Koi's table: the shared
replay (:class:`~koikoi.ui.table.replay.ReplayTable`) over
:class:`~.table.TableScene`, with what is Koi-Koi's own: its hard level,
its advice in words, and its flags when the table is rebuilt."""

from __future__ import annotations

from typing import Any

from ...ai.koikoi.agents import make_agent
from ...games.koikoi import game as M
from ...games.koikoi.actions import Act, Action
from ...games.matchrecord import Replay
from ...i18n import _
from ..ai_worker import Agent
from ..deck_titles import replay_deck_gone
from ..scene import Context
from ..table.replay import HARD_BUDGET_MS, ReplayTable
from ..words import card_words
from .table import TableScene


class KoikoiReplayScene(ReplayTable[M.MatchState, Action], TableScene):
    """A kept match of Koi-Koi, from state ``at`` of its replay."""

    def __init__(self, ctx: Context, replay: Replay, at: int = 0, title: str = "") -> None:
        record = replay.record
        super().__init__(ctx, replay.states[0].rules, record.start.seed, record.level)
        self.setup_replay(replay, at, title)
        rules = replay.states[0].rules
        if replay_deck_gone(rules):  # said in the strip over the field as the replay opens, till the first step
            self.note = lambda: replay_deck_gone(rules)

    def round_words(self) -> str:
        return self.canvas.head()  # "Round 3 of 12", as the panel says it

    def hard_agent(self, seed: int) -> Agent[Any, Action]:
        return make_agent("hard", seed, budget_ms=HARD_BUDGET_MS)

    def advice_cards(self, action: Action) -> list[int]:
        return [action.card] if action.kind in (Act.PLAY, Act.TAKE) else []

    def advice_words(self, action: Action) -> str:
        # TRANSLATORS: the replay's answer to "What would Hard play?": the computer's hard level would do this
        # here; {card} is a card's name ("Pine crane")
        kind = action.kind
        if kind is Act.PLAY:
            return _("Hard would play the {card}.").format(card=card_words(action.card))
        if kind is Act.TAKE:
            return _("Hard would take the {card}.").format(card=card_words(action.card))
        if kind is Act.LAY:
            return _("Hard would lay the {card} on the field.").format(card=card_words(self.match.round.pending))
        if kind is Act.KOIKOI:
            return _("Hard would call koi-koi.")
        if kind is Act.STOP:
            return _("Hard would stop and score.")
        if kind is Act.SWAP:
            return _("Hard would swap hands.")
        if kind is Act.KEEP:
            return _("Hard would keep the dealt hand.")
        return ""  # pragma: no cover - the flip and the next deal are the table's, never asked about

    def rebuilt(self) -> None:
        rnd = self.match.round
        self.result_shown = rnd.over  # a round shown at its end shows its points in the score
        self.geometry.reveal = self.dealing = False
        self.advisor.drop()
        self.lay_button.visible = self.hint_button.visible = False
