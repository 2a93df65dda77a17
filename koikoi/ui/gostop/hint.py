"""Go-Stop's Hint (:mod:`koikoi.ui.table.hint`): the hard player's choice
from what the person's seat sees alone (``observe``, never a hidden card),
the cards it lights (a bomb's three) and its words in Go-Stop's."""

from __future__ import annotations

from collections.abc import Callable

from ...ai.gostop.agents import GostopNormalAgent, make_gostop_agent
from ...games.common.cards import MONTH_MASK, indices
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop.actions import Action
from ...games.gostop import game as G
from ...games.gostop.game import GameState
from ...games.gostop.observation import observe
from ...games.gostop.state import DEAL, Phase
from ...games.gostop.turn import month
from ...i18n import _, pgettext
from ..choice_weighed import hinted
from ..movelog import cards_words, the_card
from ..table.hint import HINT_BUDGET_MS, TableHint, laid_for_want, laid_on_purpose
from ..words import card_words
from .lessons import GostopLessons, said_as
from .view import GostopParts


class GostopHint(TableHint):
    table: GostopParts
    action_type = Action

    def ask_advice(self) -> None:
        t = self.table
        agent = make_gostop_agent("hard", t.game.hand_no * 1000 + len(t.game.history), budget_ms=HINT_BUDGET_MS)
        t.ctx.worker.ask(agent, observe(t.game.hand, HUMAN))

    def shown(self, action: Action) -> tuple[list[int], Callable[[], str]]:
        t = self.table
        h = t.game.hand
        meets = [c for c in indices(h.field & MONTH_MASK[month(action.card)]) if c != action.card]
        words = hint_words(t.game, action, t.month_name(action.card) if action.kind in ("shake", "bomb") else "")
        if action.kind == "play" and not meets and action.card < deck.FIRST_BONUS:
            words = (laid_on_purpose(words, *open_, game="gostop") if (open_ := self.open_captures())
                     else laid_for_want(words))
        if action.kind == "choose" and h.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            # which of the two to take, and why: the yaku each card moves on and the points (issue 39, pt21)
            card, rules = action.card, t.game.rules
            words = lambda: hinted(GostopLessons.choice_said(h, card, rules, lead=False))  # noqa: E731
        if action.kind == "bomb":  # the three of its month, all played
            return [c for c in indices(h.hands[HUMAN] & MONTH_MASK[month(action.card)])], words
        return [action.card], words

    def open_captures(self) -> tuple[list[int], list[int]] | None:
        """The hand cards the player could capture with now (a play that
        meets a field card of its month), and the field cards they meet
        (None: no capture is open)."""
        t = self.table
        h = t.game.hand
        plays = {a.card for a in t.legal() if a.kind == "play" and month(a.card) > 0}
        kept = [c for c in indices(h.hands[HUMAN]) if c in plays and h.field & MONTH_MASK[month(c)] & ~(1 << c)]
        taken = [c for c in indices(h.field) if any(month(c) == month(k) for k in kept)]
        return (kept, taken) if kept else None

    @staticmethod
    def words(action: Action, meets: list[int], month: str, taken: int | None = None,
              named: str = "gostop", piled: bool = False) -> Callable[[], str]:
        """The hint in words, looked up when shown: play ``action.card`` (which
        meets the field cards ``meets``, and of two of them takes ``taken``, or is laid on them where they
        are a pair ``piled`` at the deal), shake or bomb its month, or take it; the card taken named as the
        choice's Hint names it (``named``: the rules' words, a double plain "(2 plains)")."""
        card = action.card
        # TRANSLATORS: Go-Stop's hints, as Koi-Koi's, in Go-Stop's words (Korean: 바닥, 먹다); {card} names a card
        if action.kind == "choose":
            return lambda: pgettext("gostop", "Hint: take the {card}.").format(card=card_words(card, "gostop"))
        if action.kind == "bomb":
            # TRANSLATORS: Go-Stop's hint: bomb (play three cards of the month {month}, a flower's name)
            return lambda: _("Hint: bomb with your three {month} cards.").format(month=month)
        if action.kind == "shake":
            # TRANSLATORS: Go-Stop's hint: shake (show three cards of the month {month}), then play {card}
            return lambda: _("Hint: shake your three {month} cards, then play the {card}.").format(
                month=month, card=card_words(card, "gostop"))
        if card >= deck.FIRST_BONUS:
            # TRANSLATORS: Go-Stop's hint: a bonus card goes to the captures, and a card is drawn
            return lambda: _("Hint: play the {card}: it goes with your captures and you draw a card.").format(
                card=card_words(card, "gostop"))
        if not meets:
            return lambda: pgettext("gostop", "Hint: lay down the {card}.").format(card=card_words(card, "gostop"))
        if piled:
            # TRANSLATORS: Go-Stop's hint where the card to play meets a pair piled on the field at the deal (the
            # seed's rule): it is laid on them and takes nothing; the fourth card of the month takes all four (pt26:
            # the hint said it took the two)
            return lambda: pgettext("gostop", "Hint: lay the {card} on the dealt pair: whoever plays the fourth "
                                              "takes all four.").format(card=card_words(card, "gostop"))
        if len(meets) == 2 and taken is not None:
            # TRANSLATORS: Go-Stop's hint where the card played meets two field cards of its month: {card} the card
            # to play, {target} the field card to take of the two ("the Peony ribbon"; pt25: the hint named the
            # card to play, not which of the two to take)
            return lambda: pgettext("gostop", "Hint: play the {card}, then take {target}.").format(
                card=card_words(card, "gostop"), target=the_card(taken, named))
        return lambda: pgettext("gostop", "Hint: play the {card} to take {cards}.").format(
            card=card_words(card, "gostop"), cards=cards_words(meets, "gostop"))


def hint_words(game: GameState, action: Action, month_name: str = "") -> Callable[[], str]:
    """The Hint's words for ``action`` in ``game`` (the person to move): what a play meets of its month, which it
    takes of two, or that it is laid on a pair piled at the deal (pt26: the hint said it took the two)."""
    h = game.hand
    meets = [c for c in indices(h.field & MONTH_MASK[month(action.card)]) if c != action.card]
    playing = action.kind == "play" and month(action.card) > 0
    piled = playing and len(meets) == 2 and h.held[month(action.card)] == DEAL
    return GostopHint.words(action, meets if playing else [], month_name,
                            taken=taken_of(game, action) if playing and len(meets) == 2 else None,
                            named=said_as(game.rules), piled=piled)


def taken_of(game: GameState, play: Action) -> int | None:
    """Which field card ``play`` takes of the two it meets, as the Hint's player would choose it when asked (the
    first its ratings rank, which its search starts from): named in the Hint before the choice (pt25 read
    "…を出して、取る札を選びましょう。" and was not told which). None where the play asks no choice (the deal's
    pile, laid on and not taken)."""
    after, _events = G.apply(game, play)  # the play alone: the choice comes before the flip, no hidden card seen
    if after.hand.phase is not Phase.CHOOSE_HAND:
        return None
    return GostopNormalAgent().heuristic_choice(observe(after.hand, HUMAN)).card
