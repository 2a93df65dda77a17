"""The mouse and the keys at the table: pointing lifts a hand card and
lights what it would take (or lights the hand cards that take a field
card) and names any card in the status line; a click or a number key plays
a card or takes one of the cards offered by a choice."""

from __future__ import annotations

from ...games.common.cards import MONTH_MASK_OF_CARD, MONTH_OF, indices
from ...games.common.seats import HUMAN
from ...games.koikoi import game as M
from ...games.koikoi.actions import LAY, PLAY, TAKE
from ...games.koikoi.turn import Phase, pending_targets
from ...i18n import _, ngettext
from ..assets import KIND_NAMES
from ..box_said import box_said, counting_yaku
from ..movelog import cards_words
from ..table.pointer import CardPointer, reading_order
from ..table.said_input import choose, play_to, to_take
from ..table.stage import HAND_GLOW
from ..words import card_name, card_words
from ..yaku_said import koikoi_yaku
from ..table.more_said import koikoi_more
from ..table.panel import MONTH_SPOT
from ..month_said import month_words
from .cup import cup_adds
from .view import KoikoiParts


CHOOSING = (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP)


class Pointer(CardPointer):
    table: KoikoiParts

    def __init__(self, table: KoikoiParts) -> None:
        super().__init__(table)
        self.field_hovered: int | None = None  # the field card under the mouse

    # --- what is under the mouse -----------------------------------------------------
    def playing(self) -> bool:
        return self.table.human_turn() and self.table.match.round.phase is Phase.PLAY

    def choosing(self) -> bool:
        return self.table.human_turn() and self.table.match.round.phase in CHOOSING

    def meets(self, card: int) -> list[int]:
        return [c for c in self.table.model.field_cards() if MONTH_MASK_OF_CARD[card] >> c & 1]

    def field_card_at(self, pos: tuple[int, int]) -> int | None:
        t = self.table
        hits = [c for c in t.model.field_cards() if t.sprites[c].hit(pos)]
        return max(hits, key=lambda c: t.sprites[c].z) if hits else None

    def moved_to(self, pos: tuple[int, int]) -> None:
        """The mouse moved: name what it points at, and on the player's turn
        lift the hand card under it (or light the hand cards that would take
        the field card under it)."""
        self.point_at(pos)
        if self.playing():
            card = self.hand_card_at(pos)
            self.set_hover(card)
            self.set_field_hover(None if card is not None else self.field_card_at(pos))
        else:
            self.set_hover(None)
            self.set_field_hover(None)

    def set_field_hover(self, card: int | None) -> None:
        """Pointing at a field card lights the hand cards that would take it."""
        if card == self.field_hovered:
            return
        t = self.table
        for c in t.model.hands[HUMAN]:
            if t.sprites[c].glow == HAND_GLOW:
                t.stage.set_glow(c, None)
        self.field_hovered = card
        if card is not None:
            for c in t.model.hands[HUMAN]:
                if MONTH_OF[c] == MONTH_OF[card] and c not in t.advisor.cards:
                    t.stage.set_glow(c, HAND_GLOW)

    def forget(self) -> None:
        super().forget()
        self.set_field_hover(None)

    # --- the status line -----------------------------------------------------------------
    def status(self) -> str:
        """The line under the field: the card pointed at, named (with what
        playing it would do), or else what the player may do now."""
        t = self.table
        card = self.pointed
        mine = t.human_turn()
        phase = t.match.round.phase
        if mine and phase in CHOOSING:
            order = self.choice_order()
            if card in order and (no := self.refused(card)):  # a candidate the lesson does not take now
                return _("{card}  ·  {play}").format(card=card_name(card, t.rules), play=no)
            if card in order:  # a candidate: name it, with its key
                ring = t.focus.on()
                ringed = getattr(ring, "card", None) == card  # the ring on it: Enter takes it
                return to_take(self.used, card_name(card, t.rules), order.index(card) + 1, ringed)
            return t.hint  # what to do comes first while the choice is open
        if card is None:
            return self.label_words() or (t.hint if mine else "")
        said = card_name(card, t.rules)
        if mine and card in t.model.hands[HUMAN] and phase is Phase.PLAY:
            # TRANSLATORS: the status line over a hand card: {card} names it in full, {play} says what playing
            # it would do ("no match: it would be laid on the field").
            said = _("{card}  ·  {play}").format(card=said, play=self.refused(card) or self.play_words(card))
        return self.traced_words(card, said)

    def label_words(self) -> str:
        """Over a capture box's label: what the box is and which yaku count it; where it adds the sake cup
        ("Plains  8 + 1"), what the + is."""
        t = self.table
        at = self.label_under()
        if at is None:
            return ""
        plus = cup_adds(t.rules, sum(1 << c for c in t.model.captured[at[0]]), at[1])
        if not plus:  # the box's name, and the yaku lines that count it ("Plains: the cards counted for Kasu")
            return box_said(_(KIND_NAMES[at[1]]), counting_yaku(t.rules.yaku, at[1]))
        if t.rules.scoring.sake_cup == "plain":
            # TRANSLATORS: the status line over the plains' box label "Plains  8 + 1" where the sake cup lies with
            # the plains and counts as more than one plain: {plains} is how many it counts as
            return _("+{n}: the sake cup lies here and counts as {plains} plains for Kasu").format(n=plus,
                                                                                                plains=plus + 1)
        if t.rules.scoring.sake_cup == "either":
            # TRANSLATORS: the status line over the plains' box label "Plains  8 + 1": the sake cup lies with the
            # animals, and counts as a plain (or {n} plains) too where that scores more
            return ngettext("+{n}: the sake cup, in the animals' box, also counts as a plain where that scores more",
                            "+{n}: the sake cup, in the animals' box, also counts as {n} plains where that scores more",
                            plus).format(n=plus)
        # TRANSLATORS: the status line over the plains' box label "Plains  8 + 1": the sake cup lies with the
        # animals and counts as a plain (or {n} plains) too, for Kasu
        return ngettext("+{n}: the sake cup, in the animals' box, counts as a plain too, for Kasu",
                        "+{n}: the sake cup, in the animals' box, counts as {n} plains too, for Kasu", plus).format(n=plus)

    def yaku_said(self) -> str:
        """The yaku line of the information panel under the mouse, explained ("" if none)."""
        t = self.table
        rnd = t.match.round
        if self.spot == MONTH_SPOT:  # the round's month: what it is and what it changes under these rules
            return month_words(t.rules, rnd.month)
        if not isinstance(self.spot, tuple):
            return ""
        p, pr = self.spot
        if isinstance(pr, tuple):  # "+2 more": the yaku in progress there was no room for, said as whose they are
            return koikoi_more(t.short, t.person, p, [y.label() for y in pr])
        return koikoi_yaku(t.rules, pr, rnd.captures[p], rnd.month, None if p == t.person else t.short[p])

    def play_words(self, card: int) -> str:
        """What playing ``card`` from the hand would do."""
        t = self.table
        if PLAY[card] not in M.legal_actions(t.match):
            return _("a card that captures must be played first")
        matches = t.model.matches_on_field(card)
        if not matches:
            return _("no match: it would be laid on the field")
        if len(matches) == 2:
            return _("two matches: you would choose which to take")
        # TRANSLATORS: {cards} are the field cards the hand card would take ("the Pine crane"); the second, to a
        # player using the keyboard (Enter is a key)
        return play_to(self.used, _("click to take {cards}"), _("press Enter to take {cards}")).format(
            cards=cards_words(matches))

    def choice_order(self) -> list[int]:
        """The field cards the pending card may take, as keys 1, 2... pick
        them: in reading order where they lie, the top row first, then left
        to right (:func:`~koikoi.ui.table.pointer.reading_order`)."""
        t = self.table
        targets = indices(pending_targets(t.match.round))
        return reading_order({c: t.sprites[c].target[:3] for c in targets})

    def choice_words(self, order: list[int]) -> str:
        """The status line while the player chooses what to take."""
        lay = LAY in M.legal_actions(self.table.match)  # L (a key) lays the card down instead
        return choose(self.used, len(order), card_words(order[0]) if len(order) == 1 else "", lay)

    # --- acting ------------------------------------------------------------------------
    def click_at(self, pos: tuple[int, int]) -> None:
        t = self.table
        if not t.human_turn():
            return
        phase = t.match.round.phase
        if phase is Phase.PLAY:
            c = self.clicked_hand_card(pos)
            if c is not None:
                if PLAY[c] in M.legal_actions(t.match):
                    t.act(PLAY[c])
                else:
                    t.hint = lambda: _("That card cannot be played now: a card that captures must be played.")
        elif phase in CHOOSING:
            hits = [c for c in self.choice_order() if t.sprites[c].hit(pos)]
            if hits:
                t.act(TAKE[max(hits, key=lambda c: t.sprites[c].z)])

    def key_card(self, n: int) -> None:
        """Number key ``n + 1``: the hand's card from the left, or the choice's."""
        t = self.table
        if not t.human_turn():
            return
        phase = t.match.round.phase
        if phase is Phase.PLAY:
            order = t.model.hands[HUMAN]
            if 0 <= n < len(order) and PLAY[order[n]] in M.legal_actions(t.match):
                t.act(PLAY[order[n]])
        elif phase in CHOOSING:
            targets = self.choice_order()
            if 0 <= n < len(targets):
                t.act(TAKE[targets[n]])
