"""How the table shows each engine event: the steps that move the cards,
sound them and say what happened, at a pace the eye can follow.

:func:`steps_for` turns one event into steps for the table's timeline;
the deal's own steps are in :mod:`.deal`. Each step does its part and
returns the seconds to wait before the next.
"""

from __future__ import annotations

from ...games.common.cards import indices
from ...games.common.seats import HUMAN
from ...games.koikoi import game as M
from ...games.koikoi import turn as R
from ...games.koikoi.turn import Phase
from ...i18n import N_, _, ngettext, pgettext
from ..out_of_reach import clear_of_the_move, lost_said
from ..seat_words import Seats, in_sentence
from ..words import listing, reason_text, round_continued, round_of
from ..table.banner import READ_S, call_said
from ..table.model import FLIP, REMOVED, Place, Where
from ..table.stage import HAND_GLOW, MOVE_S, TAKE_S, Stage
from ..table.timeline import Step
from . import deal as D
from .movelog import koikoi_called as koikoi_called_words
from .view import KoikoiParts


# Rounds the deal decides, with the word the table shouts (translated where shown).
INSTANT_ENDINGS = {
    # TRANSLATORS: shouted at the table when a dealt hand holds four cards of a month (keep the name Teshi).
    "teshi": N_("Teshi!"),
    # TRANSLATORS: shouted at the table when a dealt hand holds four pairs (keep the name Kuttsuki).
    "kuttsuki": N_("Kuttsuki!"),
    # TRANSLATORS: shouted at the table when four cards of one month are dealt to the field.
    "field-four": N_("Four of a month!"),
}
# TRANSLATORS: the banner's title when the deal makes the round void.
VOID_ROUND = N_("A void round")
# Rounds the rules stop on a yaku, with the banner's title (translated where shown).
RULE_STOPS = {
    # TRANSLATORS: a banner's title: the koi-koi calls the rules allow are used up, so the round ends.
    "stop-limit": N_("No koi-koi left"),
    # TRANSLATORS: a banner's title: a yaku made on the round's last card, where koi-koi cannot be called.
    "stop-last-card": N_("The last card"),
}


def steps(t: KoikoiParts, events: list[object]) -> list[Step]:
    """The steps that show ``events``; the deal (the dealer draw, redeals
    included) ends with the last deal's steps, where a click stops skipping."""
    last_deal = max((i for i, ev in enumerate(events) if isinstance(ev, R.Dealt)), default=-1)
    out: list[Step] = []
    for i, ev in enumerate(events):
        out.extend(steps_for(t, ev))
        if i == last_deal:
            out.append(t.end_intro)
    return out


def steps_for(t: KoikoiParts, ev: object) -> list[Step]:  # noqa: C901 - one case per kind of event
    if isinstance(ev, M.DealerDrawn):
        return [t.begin_intro, *D.dealer_draw_steps(t, ev)]
    if isinstance(ev, R.Dealt):
        return [t.begin_intro, *D.deal_steps(t, ev)]
    if isinstance(ev, R.Redeal):
        return [t.begin_intro, *D.redeal_steps(t, ev)]
    if isinstance(ev, R.QuartetRemoved):
        return [lambda: remove_cards(t, ev.cards)]
    if isinstance(ev, R.Swapped):
        return [lambda: t.say(swap_words(t, ev), "", 1.4)]
    if isinstance(ev, R.Played):
        return [lambda: played(t, ev.player, ev.card)]
    if isinstance(ev, R.Laid):
        return [lambda: laid(t, ev.player, ev.card)]
    if isinstance(ev, R.Flipped):
        return [lambda: flipped(t, ev.player, ev.card)]
    if isinstance(ev, R.Captured):
        return [lambda: captured(t, ev.player, ev.cards)]
    if isinstance(ev, R.FieldRefilled):
        return [lambda: refilled(t, ev.card)]
    if isinstance(ev, R.GajiCollected):
        return [lambda: captured(t, ev.player, ev.cards)]
    if isinstance(ev, R.YakuMade):
        return [lambda: yaku_made(t, ev)]
    if isinstance(ev, R.KoiKoiCalled):
        return [lambda: koikoi_called(t, ev)]
    if isinstance(ev, R.RoundOver):
        steps: list[Step] = [lambda: t.secs(0.7), lambda: settle(t), lambda: show_result(t)]
        if ev.result.reason in INSTANT_ENDINGS or ev.result.reason.startswith("void-"):
            steps.append(lambda: announce_instant_end(t, ev.result))
        return [*steps, lambda: round_over(t, ev.result)]
    return []


def choosing_here(t: KoikoiParts, p: int, card: int) -> bool:
    """Whether the player is about to choose what ``card`` takes."""
    rnd = t.match.round
    return (p == HUMAN and not t.demo and rnd.pending == card
            and rnd.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP))


def pending_place(t: KoikoiParts, card: int) -> Place:
    """Where a played or flipped card waits for its choice: clear of the
    field for the player, who must see both candidates; over the first of
    them for the opponent, whose choice comes at once."""
    rnd = t.match.round
    if choosing_here(t, rnd.player, card):
        return FLIP if rnd.phase is Phase.CHOOSE_FLIP else Place.hand(HUMAN)
    targets = [c for c in t.model.field_cards() if (R.pending_targets(rnd) >> c) & 1]
    slot = t.model.slot_of(targets[0]) if targets else None  # a field card has a slot
    return Place.over(slot) if slot is not None else Place.field(t.model.free_slot())


def outline(stage: Stage, ev: object) -> None:
    """What the steps of ``ev`` outline, done at once (a round told again
    when a match is taken up): each card an opponent plays, lays, turns up
    or takes, until the person acts; a deal starts afresh."""
    if isinstance(ev, (M.DealerDrawn, R.Dealt, R.Redeal)):
        stage.clear_trace()  # as the deal's intro does
    elif isinstance(ev, (R.Played, R.Laid, R.Flipped)):
        stage.trace(ev.player, ev.card)
    elif isinstance(ev, (R.Captured, R.GajiCollected)):
        stage.trace(ev.player, *indices(ev.cards))


# --- the cards --------------------------------------------------------------------------

def played(t: KoikoiParts, p: int, card: int) -> float:
    t.pointer.set_hover(None)
    t.turn_shown = p
    t.stage.trace(p, card)
    if choosing_here(t, p, card):
        # the player chooses: the card waits in the hand, raised and lit,
        # so both field cards it matches stay in full view
        t.sprites[card].lift_to(t.ctx.layout.px(22), 0.12)
        t.stage.set_glow(card, HAND_GLOW)
        return t.secs(0.15)
    t.stage.put(card, t.model.onto_field(card))
    t.stage.relayout(MOVE_S)
    t.stage.cue("card_place", MOVE_S)
    t.stage.showing(card, MOVE_S)
    return t.secs(MOVE_S)  # the flip comes as it lands: the card stays in view until it is taken


def laid(t: KoikoiParts, p: int, card: int) -> float:
    t.stage.trace(p, card)
    if t.model.where(card) is not Where.FIELD:
        t.stage.put(card, Place.field(t.model.free_slot()))
        t.stage.relayout(0.3, [card])
        t.stage.cue("card_place", 0.3)
        return t.secs(0.3)
    return t.secs(0.05)


def flipped(t: KoikoiParts, p: int, card: int) -> float:
    t.model.deck_count -= 1
    t.stage.trace(p, card)
    t.stage.from_deck(card)
    t.stage.put(card, FLIP)
    t.ctx.audio.play("deck_flip")
    t.stage.relayout(MOVE_S, [card])
    t.stage.showing(card, MOVE_S)

    def land() -> float:
        if choosing_here(t, p, card):
            return 0.0  # it waits by the deck while the player chooses
        t.stage.put(card, t.model.onto_field(card))
        t.ctx.audio.play("card_slide")
        t.stage.relayout(MOVE_S, [card])
        return t.secs(MOVE_S)

    t.timeline.next(land)
    # it shows by the deck while the played card's catch, if any, leaves the field, then lands
    return t.secs(MOVE_S + 0.25)


def refilled(t: KoikoiParts, card: int) -> float:
    t.model.deck_count -= 1
    t.stage.from_deck(card)
    t.stage.put(card, Place.field(t.model.free_slot()))
    t.ctx.audio.play("deck_flip")
    t.stage.relayout(0.45, [card])
    return t.secs(0.5)


def captured(t: KoikoiParts, p: int, cards: int) -> float:
    """The cards taken fly to their pile once the card played or turned up
    has been in view long enough; the next steps (the flip) go on meanwhile."""
    taken = list(indices(cards))
    t.stage.trace(p, *taken)
    out_of_reach(t, p, cards)
    for c in taken:
        t.stage.put(c, Place.captured(p))
    after = t.stage.show_left(taken)
    t.stage.relayout(TAKE_S, after=after)
    t.stage.cue("capture", TAKE_S + after * t.ctx.speed)
    return 0.0


def out_of_reach(t: KoikoiParts, p: int, cards: int) -> None:
    """The other seat's yaku that ``p``'s taking ``cards`` put out of reach, said once in a low banner (the panel
    drops them from the seat's list)."""
    before = t.taken_before
    other = 1 - p
    said = lost_said(t.rules, tuple(t.short), t.person, other, before[other], before[p], cards,
                     t.match.round.month) if t.person is not None and not t.replaying else ""
    before[p] |= cards
    if said:
        t.say(said, "", 2.0, low=True)
        clear_of_the_move(t, cards)


def remove_cards(t: KoikoiParts, cards: int) -> float:
    for c in indices(cards):
        t.stage.put(c, REMOVED)
    t.stage.relayout(0.4)
    t.say(_("Four of a month on the field"), _("They are set aside for this round."), 1.6)
    return t.secs(1.6)


def settle(t: KoikoiParts) -> float:
    """Wait (a step that repeats itself) until no card moves."""
    if any(s.travelling for s in t.sprites):
        t.timeline.next(lambda: settle(t))
        return 0.05
    return 0.0


# --- what is said -------------------------------------------------------------------------

def swap_words(t: KoikoiParts, ev: R.Swapped) -> str:
    """A swap of the dealt hands, or its refusal, for the banner."""
    seats = Seats(tuple(t.short), t.person)
    if ev.swapped:
        return seats.line(ev.player, N_("You swapped hands"), N_("{name} swapped hands"))
    return seats.line(ev.player, N_("You kept the dealt hand"), N_("{name} kept the dealt hand"))


def yaku_made(t: KoikoiParts, ev: R.YakuMade) -> float:
    before = t.shown_yaku[ev.player]
    rose = [(y, b) for y, a, b in zip(t.rules.yaku, ev.points, before) if a > b]
    new = listing([pgettext("yaku", y.name) for y, _b in rose])
    improved = all(b for _y, b in rose)  # every yaku that rose was one the player had: none is new
    t.shown_yaku[ev.player] = tuple(ev.points)
    seats = Seats(tuple(t.short), t.person)
    mine = ev.player == t.person
    total = sum(ev.points)
    t.ctx.audio.play("yaku")
    result = t.match.round.result
    if not ev.may_koikoi and result is not None and result.reason in RULE_STOPS:
        # the rules, not the player, end the round: say so, long enough to read
        why = rule_stop_words(t, result)
        if improved:
            # TRANSLATORS: {yaku} is a yaku the player had that a card just raised; {why} is a sentence: why the
            # round ends.
            said = seats.line(ev.player, N_("You improved {yaku}. {why}"), N_("{name} improved {yaku}. {why}"),
                              yaku=new, why=why)
        else:
            # TRANSLATORS: {yaku} is the yaku just made ("Akatan and Tane"); {why} is a sentence: why the round ends.
            said = seats.line(ev.player, N_("You made {yaku}. {why}"), N_("{name} made {yaku}. {why}"),
                              yaku=new, why=why)
        t.say(_(RULE_STOPS[result.reason]), said, big=True, at_least=READ_S)
        return max(READ_S, t.secs(1.5))
    if mine and ev.may_koikoi:
        return t.secs(0.5)  # the koi-koi prompt itself shows the yaku
    if improved:
        # TRANSLATORS: a banner: {yaku} is a yaku the player had that a card just raised ("Tane").
        made = seats.line(ev.player, N_("You improved {yaku}!"), N_("{name} improved {yaku}!"), yaku=new)
    else:
        # TRANSLATORS: a banner: {yaku} is the yaku just made ("Akatan and Tane").
        made = seats.line(ev.player, N_("You made {yaku}!"), N_("{name} made {yaku}!"), yaku=new)
    # TRANSLATORS: beneath "… made Akatan!": what the player's yaku are worth now.
    t.say(made, ngettext("{n} point in yaku", "{n} points in yaku", total).format(n=total), 1.5)
    return t.secs(1.4)


def rule_stop_words(t: KoikoiParts, result: R.RoundResult) -> str:
    """Why the rules ended the round on a yaku, for its banner."""
    if result.reason == "stop-last-card":
        return _("Koi-koi cannot be called on the last card, so the round ends here and the yaku score.")
    limit = t.rules.play.koikoi_limit
    if t.rules.play.koikoi_limit_scope == "round":
        if limit == 1:
            return _("Koi-koi may be called once a round between both players, and that is used up: the round "
                     "ends and the yaku score.")
        if limit == 2:
            return _("Koi-koi may be called twice a round between both players, and that is used up: the round "
                     "ends and the yaku score.")
        return ngettext("Koi-koi may be called {n} time a round between both players, and that is used up: the "
                        "round ends and the yaku score.",
                        "Koi-koi may be called {n} times a round between both players, and that is used up: the "
                        "round ends and the yaku score.", limit).format(n=limit)
    if limit == 1:
        return _("Each player may call koi-koi once a round, and that is used up: the round ends and the yaku "
                 "score.")
    if limit == 2:
        return _("Each player may call koi-koi twice a round, and that is used up: the round ends and the yaku "
                 "score.")
    return ngettext("Each player may call koi-koi {n} time a round, and that is used up: the round ends and the "
                    "yaku score.",
                    "Each player may call koi-koi {n} times a round, and that is used up: the round ends and the "
                    "yaku score.", limit).format(n=limit)


def koikoi_called(t: KoikoiParts, ev: R.KoiKoiCalled) -> float:
    # TRANSLATORS: the banner when a player calls koi-koi (plays on for more points).
    called = _("Koi-Koi!")
    if t.replaying:  # a replay says what was done, never what to do (pt25: "Make a yaku ... to punish it!")
        risk = koikoi_called_words(Seats(tuple(t.short), t.person), ev.player, ev.calls)
    elif ev.player == t.person:
        if t.rules.scoring.opponent_koikoi:
            risk = _("You play on: stop later for more, but if the CPU stops first its score doubles.")
        else:  # the rules do not double the stopper's score after a koi-koi
            risk = _("You play on: stop later for more, but if the CPU stops first you score nothing.")
    else:  # the player must not miss it
        # TRANSLATORS: the banner under "Koi-Koi!" when the CPU calls it ({name}: the CPU)
        risk = in_sentence(_("{name} called koi-koi: it plays on for more. Make a yaku and stop first to punish it!"),
                           t.short[ev.player])
    wait = call_said(t, ev.player, called, risk, 1.8, 1.8)
    t.ctx.audio.play("koikoi")
    return wait


def show_result(t: KoikoiParts) -> float:
    """From here the information panel shows the round's points in the match score."""
    t.result_shown = True
    return 0.0


def announce_instant_end(t: KoikoiParts, result: R.RoundResult) -> float:
    """A round decided by the deal itself (Teshi, Kuttsuki, a void deal) is
    told at the table, the winning hand turned face up, before the summary
    explains the points."""
    if result.winner is not None and result.winner != HUMAN:
        t.geometry.reveal = True
        t.stage.relayout(0.4)
    t.say(_(INSTANT_ENDINGS.get(result.reason, VOID_ROUND)), reason_text(result, t.short, t.person), 2.4, big=True)
    t.ctx.audio.play("yaku")
    return t.secs(2.4)


def round_over(t: KoikoiParts, result: R.RoundResult) -> float:
    if result.winner is None:
        t.ctx.audio.play("round_lost", 0.6)
    elif result.winner == HUMAN or t.demo:
        t.ctx.audio.play("round_won")
    else:
        t.ctx.audio.play("round_lost")
    return 0.0  # the table opens the summary once all is still


def welcome_back(t: KoikoiParts) -> None:
    """A saved match continued: the cards go to their places (the sync
    already queued), the table says where the match stands, and a round
    that had ended shows its summary again (the table opens it)."""
    m = t.match
    you, cpu = HUMAN, 1 - HUMAN

    def greet() -> float:
        # TRANSLATORS: where a continued match stands: "Round 4 of 12 · You 12, CPU 5" ({round} is
        # "Round 4 of 12"; each name is followed by that player's points).
        stands = _("{round} · {name} {points}, {other} {other_points}").format(
            round=round_of(m, round_continued(m)), name=t.short[you], points=m.scores[you], other=t.short[cpu],
            other_points=m.scores[cpu])
        # TRANSLATORS: the banner when a saved match is continued.
        return t.say(_("Welcome back"), stands, 1.8, big=True)

    t.timeline.add(greet)
    if m.round.over and m.round.result is not None:
        result = m.round.result
        t.timeline.add(lambda: settle(t), lambda: show_result(t), lambda: round_over(t, result))
