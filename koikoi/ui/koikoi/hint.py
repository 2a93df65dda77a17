"""Koi-Koi's Hint (:mod:`koikoi.ui.table.hint`): hard's search in the
player's seat, the card it lights and its words."""

from __future__ import annotations

from collections.abc import Callable

from ...ai.koikoi.agents import make_agent
from ...ai.koikoi.heuristics import values
from ...ai.koikoi.normal import NormalAgent
from ...games.common.seats import HUMAN
from ...games.koikoi import game as M
from ...games.koikoi.actions import PLAY, Act, Action
from ...games.koikoi.observation import observe
from ...games.koikoi.turn import Phase
from ...i18n import _
from ..choice_weighed import hinted, koikoi_choice_said
from ..movelog import cards_words, the_card
from ..table.hint import HINT_BUDGET_MS, TableHint
from ..widgets import Widget
from ..words import card_words
from ..table.hint import laid_for_want, laid_on_purpose
from .view import KoikoiParts


class Hint(TableHint):
    """Koi-Koi's hint; its search also serves the koi-koi prompt's Hint."""

    table: KoikoiParts
    action_type = Action

    def ask_advice(self) -> None:
        """Start hard's search in the player's seat, in the worker thread
        (idle on the player's turn); the table's hint and the koi-koi
        prompt's take the answer."""
        t = self.table
        t.ctx.worker.ask(make_agent("hard", t.actions_done, budget_ms=HINT_BUDGET_MS), observe(t.match, HUMAN))

    def shown(self, action: Action) -> tuple[list[int], Callable[[], str]]:
        t = self.table
        targets = t.model.matches_on_field(action.card) if action.kind is Act.PLAY else []
        taken = taken_of(t.match, action) if len(targets) == 2 else None
        words = self.words(action.kind, action.card, targets, t.match.round.pending, taken)
        rnd = t.match.round
        if action.kind is Act.TAKE and koikoi_choice_said(rnd, HUMAN, action.card) is not None:
            # which of the two to take, and why: the yaku each card moves on and the points (issue 39, pt21)
            words = lambda: hinted(koikoi_choice_said(rnd, HUMAN, action.card) or "")  # noqa: E731
        if action.kind is Act.PLAY and not targets:
            words = laid_on_purpose(words, *open_) if (open_ := self.open_captures()) else laid_for_want(words)
        return ([action.card] if action.kind in (Act.PLAY, Act.TAKE) else []), words

    def open_captures(self) -> tuple[list[int], list[int]] | None:
        """The hand cards the player could capture with now, and the field
        cards they would take (None: no capture is open)."""
        t = self.table
        legal = M.legal_actions(t.match)
        kept = [c for c in t.model.hands[HUMAN] if t.model.matches_on_field(c) and PLAY[c] in legal]
        taken = sorted({f for c in kept for f in t.model.matches_on_field(c)})
        return (kept, taken) if kept else None

    def keyed(self, action: Action) -> int | Widget | None:
        """The card played or taken; laying the card down, the button that does it."""
        return self.table.lay_button if action.kind is Act.LAY else action.card

    @staticmethod
    def words(kind: Act, card: int, targets: list[int], pending: int, taken: int | None = None) -> Callable[[], str]:
        """The hint in words, looked up when shown: play ``card`` (which
        takes ``targets``, of two of them ``taken``), take it, or lay the ``pending`` card down."""
        # TRANSLATORS: in the hints below {card} is a card's name ("Pine crane").
        if kind is Act.PLAY:
            if not targets:
                return lambda: _("Hint: lay down the {card}.").format(card=card_words(card))
            if len(targets) == 2 and taken is not None:
                # TRANSLATORS: the hint where the card played meets two field cards of its month: {card} the card to
                # play, {target} the one of the two to take ("the Peony ribbon"; pt25: the hint named the card to
                # play, not which of the two to take)
                return lambda: _("Hint: play the {card}, then take {target}.").format(card=card_words(card),
                                                                                    target=the_card(taken))
            # TRANSLATORS: {cards} are the field cards it takes ("the Pine crane").
            return lambda: _("Hint: play the {card} to take {cards}.").format(
                card=card_words(card), cards=cards_words(targets))
        if kind is Act.TAKE:
            return lambda: _("Hint: take the {card}.").format(card=card_words(card))
        # lay the pending card down
        return lambda: _("Hint: lay the {card} on the field.").format(card=card_words(pending))


def taken_of(match: M.MatchState, play: Action) -> int | None:
    """Which field card ``play`` takes of the two it meets, as the Hint's player's heuristics (which its search
    starts from) would choose it when asked: named in the Hint before the choice (pt25 read "…を出して、取る札を
    選びましょう。" and was not told which). None where the play asks no choice."""
    after, _events = M.apply(match, play)  # the play alone: the choice comes before the flip, no hidden card seen
    if after.round.phase is not Phase.CHOOSE_HAND or after.round.player != HUMAN:
        return None
    obs = observe(after, HUMAN)
    return NormalAgent().heuristic_choice(obs, values(obs.rules)).card
