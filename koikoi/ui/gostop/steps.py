"""How a Go-Stop table shows each engine event: the steps that move the
cards, sound them and shout what happened (a *ppuk*, a stolen plain, a
Go), at a pace the eye can follow. Each step returns the seconds to wait
before the next."""

from __future__ import annotations

from collections.abc import Sequence

from ...games.common.cards import indices
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop import game as G
from ...games.gostop import state as H
from ...i18n import N_, _, ngettext, pgettext
from ..gostop_progress import gostop_lost
from ..gostop_words import SHOUTS, yaku_score
from ..out_of_reach import clear_of_the_move, lost_lines
from ..seat_words import Seats, in_sentence, lone_computer
from ..table.banner import call_said
from . import news
from ..words import flower
from ...games.gostop.turn import month
from ..table.model import FLIP, Place
from ..table.stage import MOVE_S, TAKE_S, Stage
from ..table.timeline import Step
from .view import GostopParts



# What the deal does before the first turn: the intro, which a click plays to its end, lasts until the last of them
DEALING = (H.Dealt, H.Redeal, H.TakenAtDeal, H.FieldRefilled, H.PiledAtDeal)


def steps_of(t: GostopParts, events: list[object]) -> list[Step]:
    """An action's events as the table's steps; a deal's, with its checks
    (bonus cards taken from the field, the field refilled...), as one intro."""
    dealt = max((i for i, ev in enumerate(events) if isinstance(ev, DEALING)), default=-1)
    out: list[Step] = []
    for i, ev in enumerate(events):
        out += steps_for(t, ev, events)
        if i == dealt:
            out.append(t.end_intro)
    return out


# What each steal's cause is shouted as (a ppuk pile taken, one's own or another's: the same)
CAUSES = {"ppuk": "ppuk-pile", "own-ppuk": "ppuk-pile", "jjok": "jjok", "ttadak": "ttadak", "sseul": "sseul",
          "bomb": "bomb"}


def redeal_said(t: GostopParts, field: list[int]) -> float:
    """The deal void for four of a month on the ``field`` dealt: a banner that says so, clear of those four."""
    wait = t.say(_("Four of a month!"), _("The cards are dealt again."), 1.6)
    t.banner.clear_of = tuple(t.sprites[c].resting() for c in field
                              if sum(month(o) == month(c) for o in field) == 4)
    return wait


def steps_for(t: GostopParts, ev: object, events: Sequence[object] = ()) -> list[Step]:  # noqa: C901 - one per kind
    if isinstance(ev, H.Dealt):
        return [t.begin_intro, lambda: deal(t, ev)]
    if isinstance(ev, H.Redeal):
        dealt = [e for e in events[:list(events).index(ev)] if isinstance(e, H.Dealt)] if ev in events else []
        return [lambda: redeal_said(t, list(indices(dealt[-1].field)) if dealt else list(t.model.field_cards()))]
    if isinstance(ev, H.TakenAtDeal):
        if ev.reason == "field-bonus":
            return [lambda: capture(t, ev.player, ev.cards, ""), lambda: bonus_dealt(t, ev.player, ev.cards)]
        return [lambda: capture(t, ev.player, ev.cards, "")]
    if isinstance(ev, H.Captured):
        said = ""  # the shout's sentence, unless a steal of the same cause follows and says it
        if ev.how in news.TAKES or ev.how == "ppuk-pile":
            if not any(isinstance(e, H.Stole) and CAUSES.get(e.why) == ev.how for e in events):
                said = news.taken_said(t, ev.player, ev.how, ev.cards, news.pile_maker(t, ev.cards))
        return [lambda: capture(t, ev.player, ev.cards, ev.how, said)]
    if isinstance(ev, H.FieldRefilled):
        return [lambda: to_field(t, ev.cards)]
    if isinstance(ev, H.Played):
        return [lambda: play(t, ev.player, ev.card)]
    if isinstance(ev, H.BonusLaid):
        return [lambda: bonus_laid(t, ev)]
    if isinstance(ev, H.Flipped):
        return [lambda: flip_up(t, ev.card), lambda: flip_down(t, ev.card, ev.player)]
    if isinstance(ev, H.Ppuk):
        return [lambda: shout(t, "ppuk", ev.player, news.ppuk_made(t, ev.player, ev.month))]
    if isinstance(ev, H.Stole):
        cause = steal_cause(t, ev, events)
        return [lambda: stolen(t, ev, cause)]
    if isinstance(ev, H.Shook):
        return [lambda: shook(t, ev)]
    if isinstance(ev, H.Bombed):
        return [lambda: bombed(t, ev)]
    if isinstance(ev, H.Called):
        return [lambda: called(t, ev)]
    if isinstance(ev, H.CupChosen):
        return [lambda: cup_chosen(t, ev)]
    if isinstance(ev, H.Declared) and ev.chongtong:  # one who plays on with four of a month shows nothing
        return [lambda: declared(t, ev)]
    if isinstance(ev, H.HandOver):
        return [lambda: hand_over(t, ev.result)]
    if isinstance(ev, G.HandScored):
        return [lambda: scored(t, ev)]
    return []  # PiledAtDeal, GameOver: the final mend and the summary show them


def outline(stage: Stage, ev: object) -> None:
    """What the steps of ``ev`` outline, done at once (a hand told again
    when a game is taken up): each card another player's turn moves (played,
    turned up, laid as a bonus, taken), and in red each plain stolen, until
    the person acts; a deal starts afresh."""
    if isinstance(ev, H.Dealt):
        stage.clear_trace()  # as the deal's intro does
    elif isinstance(ev, (H.TakenAtDeal, H.Captured)):
        stage.trace(ev.player, *indices(ev.cards))
    elif isinstance(ev, (H.Played, H.Flipped, H.BonusLaid)):
        stage.trace(ev.player, ev.card)
    elif isinstance(ev, H.Stole):
        for c in indices(ev.cards):
            stage.steal(c)


def deal(t: GostopParts, ev: H.Dealt) -> float:
    """The hands and the field, dealt a card at a time."""
    t.model.clear()
    t.taken_before[:] = [0] * t.players
    t.geometry.shown.clear()
    t.stage.relayout(0)
    t.model.deck_count = ev.deck_size + sum(h.bit_count() for h in ev.hands) + ev.field.bit_count()
    order: list[tuple[int, Place]] = []
    for p, mask in enumerate(ev.hands):
        order += [(c, Place.hand(p)) for c in indices(mask)]
    field = list(indices(ev.field))
    t.ctx.audio.play("shuffle")
    moved = []
    for c, place in order:
        t.stage.from_deck(c)
        t.model.put(c, place)
        moved.append(c)
    for c in field:
        t.stage.from_deck(c)
        t.model.put(c, t.model.onto_field(c) if c < deck.FIRST_BONUS else Place.field(t.model.free_slot()))
        moved.append(c)
    for p in range(len(ev.hands)):
        t.model.hands[p].sort()
    t.model.deck_count = ev.deck_size
    t.stage.relayout(0.3, moved, stagger=0.02)  # brisk (issue 39), each card still seen flying to its place
    t.ctx.audio.play("card_slide")
    return t.secs(0.3 + 0.02 * len(moved))


def steal_cause(t: GostopParts, ev: H.Stole, events: Sequence[object]) -> str:
    """What a steal's banner says under the plains taken: its cause,
    shouted, and what the taker did ("Jjok! CPU 2's flip took the card it
    had just played."), the capture's shout said here, once."""
    how = CAUSES.get(ev.why)
    if how is None:
        return ""
    if how == "bomb":
        bomb = next((e for e in events if isinstance(e, H.Bombed) and e.player == ev.player), None)
        return news.with_shout(how, news.bombed_said(t, ev.player, bomb.cards)) if bomb else _(SHOUTS[how])
    if how == "ppuk-pile":
        pile = next((e for e in events if isinstance(e, H.Captured) and e.how == how), None)
        maker = ev.player if ev.why == "own-ppuk" else news.pile_maker(t, pile.cards) if pile else None
        return news.with_shout(how, news.pile_taken(t, ev.player, maker, pile.cards if pile else 0))
    return news.with_shout(how, news.taken_said(t, ev.player, how, 0, None))


def capture(t: GostopParts, p: int, cards: int, how: str, said: str = "") -> float:
    """Cards taken into ``p``'s captures; a jjok, a ppuk pile...: shouted,
    with ``said`` under it (none: a steal of that cause follows and says it)."""
    moved = list(indices(cards))
    out_of_reach(t, p, cards)
    for c in moved:
        t.stage.put(c, Place.captured(p))
    t.stage.trace(p, *moved)
    after = t.stage.show_left(moved)  # the card played or turned up is seen before it is taken
    t.stage.relayout(TAKE_S, moved, stagger=0.03, after=after)
    t.stage.cue("capture", TAKE_S + after * t.ctx.speed)
    wait = after + t.secs(0.03 * len(moved))
    if how == "bonus":  # a bonus card turned up from the deck: taken, and (but by the seed's rule) the next flipped
        return max(wait, bonus_flipped(t, p))
    if said:
        return max(wait, shout(t, how, p, said))
    return wait


def out_of_reach(t: GostopParts, p: int, cards: int, victim: int | None = None) -> None:
    """Each other seat's yaku that ``p``'s taking ``cards`` (from the field,
    or from ``victim``'s captures) put out of reach, said once in a low
    banner, as Koi-Koi's table says it (the panel drops them from the list)."""
    before = t.taken_before
    after = list(before)
    after[p] |= cards
    if victim is not None:
        after[victim] &= ~cards
    lines = []
    if not t.replaying:
        for q in range(t.players):
            if q == p:
                continue
            theirs = [sum(b for i, b in enumerate(held) if i != q) for held in (before, after)]
            lost = gostop_lost(t.rules, (before[q], theirs[0]), (after[q], theirs[1]), t.game.hand.cup)
            said = lost_lines(tuple(t.short), t.person, q, p, [(pgettext("yaku", y.name), c) for y, c in lost],
                              "gostop")
            if said:
                lines.append(said)
    before[:] = after
    if lines:
        t.say(" ".join(lines), "", 2.0, low=True)
        clear_of_the_move(t, cards)


def bonus_flipped(t: GostopParts, p: int) -> float:
    """Say that ``p`` turned up a bonus card, took it, and turns up the next
    (the rules' standard; by the seed's, or with the deck spent, no more)."""
    seats = Seats(tuple(t.short), t.person)
    if t.rules.play.flipped_bonus != "seed" and t.model.deck_count > 0:
        # TRANSLATORS: Go-Stop: under the banner "A bonus card", when one is turned up from the deck: its player
        # (the person, or {name}) takes it and turns up the deck's next card
        said = seats.line(p, N_("You turned it up and take it: you flip again."),
                          N_("{name} turned it up and takes it: it flips again."))
    else:
        # TRANSLATORS: Go-Stop: under the banner "A bonus card", when one is turned up from the deck and taken
        said = seats.line(p, N_("You turned it up and take it."), N_("{name} turned it up and takes it."))
    return news.tell(t, p, _("A bonus card"), said, 1.2, 0.8)


def to_field(t: GostopParts, cards: int) -> float:
    moved = list(indices(cards))
    for c in moved:
        t.stage.from_deck(c)
        t.model.put(c, t.model.onto_field(c))
    t.model.deck_count -= len(moved)
    t.stage.relayout(0.35, moved, stagger=0.05)
    return t.secs(0.45)


def play(t: GostopParts, p: int, card: int) -> float:
    t.turn_shown = p
    t.stage.put(card, t.model.onto_field(card))
    t.stage.trace(p, card)
    t.stage.relayout(MOVE_S, None if spread_for_choice(t, card) else [card])
    t.stage.cue("card_place", MOVE_S)
    t.stage.showing(card, MOVE_S)
    return t.secs(MOVE_S)  # the flip comes as it lands: the card stays in view until it is taken


def bonus_laid(t: GostopParts, ev: H.BonusLaid) -> float:
    out_of_reach(t, ev.player, 1 << ev.card)
    t.stage.put(ev.card, Place.captured(ev.player))
    t.stage.trace(ev.player, ev.card)
    moved = [ev.card]
    if ev.drawn != H.NO_CARD:
        t.stage.from_deck(ev.drawn)
        t.model.put(ev.drawn, Place.hand(ev.player))
        t.model.hands[ev.player].sort()
        t.model.deck_count -= 1
        moved.append(ev.drawn)
    t.stage.relayout(0.45, moved, stagger=0.15)
    t.stage.cue("capture", 0.45)
    # TRANSLATORS: Go-Stop: a banner when a bonus card is played from the hand and a card drawn for it
    # (by the person, whose turn goes on, or by another player, {name}).
    # A replay says what was done, not what to do (pt25): the person's turn goes on, said as the CPU's is.
    mine = N_("You take it, draw a card and play again.") if t.replaying else N_("You take it and draw a card: play again.")
    said = Seats(tuple(t.short), t.person).line(ev.player, mine, N_("{name} takes it and draws a card."))
    return news.tell(t, ev.player, _("A bonus card"), said, 1.2, 0.8)


def bonus_dealt(t: GostopParts, p: int, cards: int) -> float:
    """Say that the dealer ``p`` took the bonus cards dealt to the field:
    the plains they count, and (by the standard) that the deck refills the
    field, so that the plains box's count is not a surprise."""
    seats = Seats(tuple(t.short), t.person)
    taken = tuple(indices(cards))
    n = sum(deck.BONUS_PI.get(c, 0) for c in taken)
    if n and all(c in deck.BONUS_PI for c in taken):
        # TRANSLATORS: Go-Stop: under the banner "A bonus card", at the deal: the dealer (the person, or {name})
        # takes the bonus card(s) dealt to the field; {n} the plains they count
        said = seats.said(p, ngettext("You take it, as the dealer: it goes with your plains and counts {n}.",
                                      "You take it, as the dealer: it goes with your plains and counts {n}.", n),
                          ngettext("{name} takes it, as the dealer: it goes with its plains and counts {n}.",
                                   "{name} takes it, as the dealer: it goes with its plains and counts {n}.", n),
                          n=n)
    else:
        said = seats.line(p, N_("You take it, as the dealer."), N_("{name} takes it, as the dealer."))
    if t.rules.deal.bonus_on_field == "dealer_takes_and_refill":
        # TRANSLATORS: Go-Stop: after a bonus card dealt to the field is taken, a card from the deck is laid there
        said = news.with_sentence(said, _("A card from the deck takes its place."))
    return news.tell(t, p, _("A bonus card"), said, 1.6, 1.2)


def flip_up(t: GostopParts, card: int) -> float:
    """The deck's top card turned up beside the deck."""
    t.ctx.audio.play("deck_flip")
    t.stage.from_deck(card)
    t.model.put(card, FLIP)
    t.model.deck_count -= 1
    t.stage.relayout(MOVE_S, [card])
    t.stage.showing(card, MOVE_S)
    return t.secs(MOVE_S + 0.15)


def flip_down(t: GostopParts, card: int, p: int) -> float:
    """The flipped card goes onto the field (a bonus card waits for its
    capture), outlined as ``p``'s move: a card that matches nothing stays
    there, and the person sees which field card is new."""
    t.stage.trace(p, card)
    if card >= deck.FIRST_BONUS:
        return 0.0
    t.stage.put(card, t.model.onto_field(card))
    t.stage.relayout(MOVE_S, None if spread_for_choice(t, card) else [card])
    t.stage.cue("card_place", MOVE_S)
    return t.secs(MOVE_S)


def spread_for_choice(t: GostopParts, card: int) -> bool:
    """Whether ``card``, played or turned up, meets two field cards the
    person is to choose between: then their month is spread at once (the
    two side by side; a card turned up by the deck, a card played raised in
    the hand), so the card goes straight to where it waits, not onto the
    pile and back."""
    h = t.game.hand
    meets = h.flipped if h.phase is H.Phase.CHOOSE_FLIP else h.played if h.phase is H.Phase.CHOOSE_HAND else None
    if t.demo or h.player != t.person or meets != card:
        return False
    offered = [a.card for a in G.legal_actions(t.game) if a.kind == "choose"]
    t.geometry.spread = tuple(sorted(offered, key=lambda c: (round(t.sprites[c].target[0]), t.sprites[c].target[1])))
    t.geometry.held = card if h.phase is H.Phase.CHOOSE_HAND else None  # a card played waits in the hand
    return True


def shout(t: GostopParts, what: str, p: int, said: str) -> float:
    """``what`` shouted ("Ppuk!"), ``said`` under it: a sentence naming ``p``."""
    if what in ("ppuk", "jjok", "ttadak", "sseul"):
        t.ctx.audio.play("yaku", 0.7)
    return news.tell(t, p, _(SHOUTS[what]), said, 1.3, 0.0, big=what in ("ppuk", "go", "stop"))


def stolen(t: GostopParts, ev: H.Stole, sub: str = "") -> float:
    """Plains move from the victim's captures to the taker's."""
    moved = list(indices(ev.cards))
    out_of_reach(t, ev.player, ev.cards, ev.victim)
    for c in moved:
        t.stage.put(c, Place.captured(ev.player))
        t.stage.steal(c)  # outlined until the person next acts, whoever took it
    t.stage.relayout(0.6, moved, stagger=0.1)
    t.stage.cue("card_slide", 0.3)
    n = len(moved)
    if ev.player == t.person:  # (the demo has no person: each seat by its name)
        # TRANSLATORS: Go-Stop: the player took plains from the opponent ({name}); {why} names the move ("Jjok!")
        said = ngettext("You take a plain from {name}", "You take {n} plains from {name}", n)
        if lone_computer(t.short[ev.victim]):
            said = ngettext("You take a plain from the CPU", "You take {n} plains from the CPU", n)
    elif ev.victim == t.person:
        said = ngettext("{name} takes a plain from you", "{name} takes {n} plains from you", n)
    else:
        # TRANSLATORS: Go-Stop of three: one computer player ({name}) took plains from the other ({victim})
        said = ngettext("{name} takes a plain from {victim}", "{name} takes {n} plains from {victim}", n)
    name = t.short[ev.victim if ev.player == t.person else ev.player]
    return news.tell(t, ev.player, in_sentence(said, name, n=n, victim=t.short[ev.victim]), sub, 1.6, 0.9)


def shook(t: GostopParts, ev: H.Shook) -> float:
    t.geometry.shown |= set(indices(ev.cards))
    t.stage.relayout(0.3, list(indices(ev.cards)))
    factor = t.rules.scoring.shake_factor
    said = t.short[ev.player]
    if factor > 1:  # what the shake does, under the shout: who shook which month, and the stake
        mo = flower(month(next(indices(ev.cards))), "gostop")
        # TRANSLATORS: Go-Stop: under the banner "Shake!": who showed three cards of a month ({month}, a flower)
        # and what it does: if they win this hand, their points are multiplied by {n} (2)
        said = Seats(tuple(t.short), t.person).line(
            ev.player, N_("You showed your {month} cards: ×{n} if you win this hand."),
            N_("{name} showed its {month} cards: ×{n} if it wins this hand."), month=mo, n=factor)
    t.ctx.audio.play("koikoi", 0.6)
    return news.tell(t, ev.player, _(SHOUTS["shake"]), said, 1.8, 1.2, big=True)


def bombed(t: GostopParts, ev: H.Bombed) -> float:
    three = [c for c in indices(ev.cards) if t.model.place[c].where.value == "hand"]
    for c in three:
        t.stage.put(c, t.model.onto_field(c))
    t.stage.relayout(0.4, three, stagger=0.08)
    t.ctx.audio.play("koikoi", 0.8)
    return news.tell(t, ev.player, _(SHOUTS["bomb"]), news.bombed_said(t, ev.player, ev.cards), 1.4, 0.8, big=True)


def called(t: GostopParts, ev: H.Called) -> float:
    """A Go or a Stop, across the table: who called it, at what score, and
    (a Go) how many this hand; another seat's stays until it can be read."""
    score = yaku_score(ev.score)  # the yaku's points, before any multiplier
    seats = Seats(tuple(t.short), t.person)
    if ev.go:
        n = max(1, t.game.hand.go_calls[ev.player])
        said = seats.line(ev.player, N_("You called Go with {points} ({go})."),
                          N_("{name} called Go with {points} ({go})."), points=score,
                          go=ngettext("{n} Go", "{n} Go", n).format(n=n))
    else:
        said = seats.line(ev.player, N_("You called Stop with {points}."), N_("{name} called Stop with {points}."),
                          points=score)
    wait = call_said(t, ev.player, _(SHOUTS["go" if ev.go else "stop"]), said, 1.6, 1.0)
    t.ctx.audio.play("koikoi" if ev.go else "yaku")
    return wait


def cup_chosen(t: GostopParts, ev: H.CupChosen) -> float:
    """The sake cup's holder chose how it counts: said, since it changes what both sides count."""
    # TRANSLATORS: Go-Stop: how the sake cup counts from now on, shouted; under it, who chose (the move log's words)
    shouted = _("Sake cup: a double plain") if ev.plain else _("Sake cup: an animal")
    if ev.plain:
        said = news.seats(t).line(ev.player, N_("You chose to count your sake cup as a double plain."),
                                  N_("{name} chose to count its sake cup as a double plain."))
    else:
        said = news.seats(t).line(ev.player, N_("You chose to count your sake cup as an animal."),
                                  N_("{name} chose to count its sake cup as an animal."))
    return news.tell(t, ev.player, shouted, said, 1.6, 0.6)


def declared(t: GostopParts, ev: H.Declared) -> float:
    """A player dealt four of a month wins the hand with them (the summary says so)."""
    t.ctx.audio.play("yaku")
    # TRANSLATORS: Go-Stop: under the banner "Chongtong!": a player dealt four cards of a month wins the hand at once
    said = news.seats(t).line(ev.player, N_("You were dealt all four cards of a month: you win the hand."),
                              N_("{name} was dealt all four cards of a month: it wins the hand."))
    return news.tell(t, ev.player, _(SHOUTS["chongtong"]), said, 1.6, 1.0, big=True)


def hand_over(t: GostopParts, result: H.Result) -> float:
    if result.reason == "three-ppuk":  # the ppuk was just shouted: this one ends the hand
        # TRANSLATORS: Go-Stop: under the banner for a third ppuk, which wins the hand at once (a house rule)
        said = news.seats(t).line(result.winner, N_("You made a third ppuk: you win the hand."),
                                  N_("{name} made a third ppuk: it wins the hand."))
        news.tell(t, result.winner, _(SHOUTS["three-ppuk"]), said, 1.6, 0.0, big=True)
        if result.winner != t.person:
            return news.READ_S
    if result.winner == H.NO_ONE:
        # TRANSLATORS: Go-Stop: a hand no one won (nagari); the next is worth double where the rules say so.
        t.say(_("Nagari"), _("No one wins this hand."), 1.6, big=True)
        t.ctx.audio.play("round_lost", 0.6)
    else:
        t.ctx.audio.play("round_won" if result.winner == HUMAN else "round_lost")
    return t.secs(1.0)


def scored(t: GostopParts, ev: G.HandScored) -> float:
    """The hand's points go into the game's score as shown."""
    t.scored = ev
    t.scores_shown = t.game.scores
    return 0.0
