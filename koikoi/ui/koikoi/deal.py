"""The deal, as steps on the play scene's timeline: the draw for the first
dealer, the shuffle, the deal packet by packet, and the deal checks.

It is part of the table rather than a scene of its own because the dealt
cards are the very sprites the play then moves: handing them from one
scene to another would be all cost and no gain.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...games.common.cards import KIND_MASK, MONTH_OF, Kind, indices
from ...games.koikoi import game as M
from ...games.koikoi import turn as R
from ...i18n import _, ngettext
from ..assets import MONTH_NAMES
from ..table.banner import dealer_draw
from ..table.model import DECK, Place
from ..table.timeline import Step
from ..words import redeal_words
from .view import KoikoiParts
from ..seat_words import in_sentence

# The deal's pace at speed 1: brisk (about 1.5 s from the shuffle to the first move, issue 39: 4.1 s was
# felt as slow), each card still seen flying from the deck to its place.
GATHER_S = 0.3  # the shuffle, before the first packet
FLIGHT_S = 0.3  # a card's flight from the deck
PACKET_S = 0.08  # between packets, with STAGGER_S a card
STAGGER_S = 0.025  # between the cards of a packet


def _month(card: int) -> str:
    """A drawn card's month: "Pine (1)"."""
    month = MONTH_OF[card]
    # TRANSLATORS: a card's month in the draw for the first dealer: {flower} is the month's flower ("Pine"),
    # {month} its number (1 for January).
    return _("{flower} ({month})").format(flower=_(MONTH_NAMES[month]), month=month)


def deals_first(scene: KoikoiParts, dealer: int) -> str:
    """Who deals the first round, for the banner."""
    if dealer == scene.person:
        return _("You deal first")
    return in_sentence(_("{name} deals first"), scene.short[dealer])


def dealer_draw_steps(scene: KoikoiParts, ev: M.DealerDrawn) -> list[Step]:
    steps: list[Step] = []
    if not ev.draws:
        def toss() -> float:
            scene.say(deals_first(scene, ev.dealer), _("Chosen by a coin toss."), 1.8)
            return scene.secs(1.8)
        return [toss]
    for n, (a, b) in enumerate(ev.draws):
        last = n == len(ev.draws) - 1

        def show(a: int = a, b: int = b, last: bool = last) -> float:
            for card, spot in zip((a, b), dealer_draw(scene.ctx.layout)):
                scene.stage.from_deck(card)
                scene.stage.put(card, Place.centre(*spot.center))
            scene.stage.relayout(0.5, [a, b], stagger=0.15)
            scene.ctx.audio.play("card_slide")
            names = scene.short
            # TRANSLATORS: the cards drawn for the first dealer: each player's name, then their card's month
            # ("You: Pine (1)  ·  CPU: Plum (2)").
            text = _("{name}: {month}  ·  {other}: {other_month}").format(
                name=names[0], month=_month(a), other=names[1], other_month=_month(b))
            tags = tuple(zip((names[0], names[1]), dealer_draw(scene.ctx.layout)))  # whose card each is
            if last:
                # TRANSLATORS: under who deals first and the cards drawn: why that player deals
                why = _("The earlier month deals first.")
                scene.say(deals_first(scene, ev.dealer), f"{text}\n{why}", 2.6, low=True, tags=tags)
            else:
                scene.say(_("Same month: draw again"), text, 1.6, low=True, tags=tags)
            return scene.secs(2.6 if last else 1.6)

        def back(a: int = a, b: int = b) -> float:
            for card in (a, b):
                scene.stage.put(card, DECK)
            scene.stage.relayout(0.35, [a, b])
            return scene.secs(0.4)

        steps += [show, back]
    return steps


def deal_steps(scene: KoikoiParts, ev: R.Dealt) -> list[Step]:
    rules = scene.rules

    def gather() -> float:
        scene.dealing = True
        scene.model.clear()
        for s in scene.sprites:
            if s.visible:
                scene.mark(s)
                s.visible = False
        scene.ctx.audio.play("shuffle")
        rnd = scene.match.round
        month = _(MONTH_NAMES[(rnd.round_no - 1) % 12 + 1])
        # TRANSLATORS: the banner as a round is dealt; {round} is its number.
        title = _("Round {round}").format(round=rnd.round_no)
        if ev.dealer == scene.person:
            # TRANSLATORS: beneath "Round 3": the round's month ({month} is its flower, "Cherry") and who deals.
            dealing = _("{month} month  ·  You deal").format(month=month)
        else:
            dealing = _("{month} month  ·  {name} deals").format(month=month, name=scene.short[ev.dealer])
        scene.say(title, dealing, 1.4)  # the banner stays while the cards go out under it
        return scene.secs(GATHER_S)

    plan = R.deal_plan(rules.deal.packet, ev.dealer)
    owners = {0: sorted(indices(ev.hands[0])), 1: sorted(indices(ev.hands[1])), 2: sorted(indices(ev.field))}
    taken = {0: 0, 1: 0, 2: 0}
    order: list[tuple[int, int]] = []  # (who, card) in the order dealt
    for who in plan:
        order.append((who, owners[who][taken[who]]))
        taken[who] += 1
    packets: list[list[tuple[int, int]]] = []
    for who, card in order:
        if packets and packets[-1][0][0] == who:
            packets[-1].append((who, card))
        else:
            packets.append([(who, card)])

    def place_model() -> float:
        model = scene.model
        for who, card in order:
            model.put(card, Place.field(model.free_slot()) if who == 2 else Place.hand(who))
        model.hands[0].sort()
        model.hands[1].sort()
        return 0.0

    steps: list[Step] = [gather, place_model]
    for packet in packets:
        def deal_packet(packet: list[tuple[int, int]] = packet) -> float:
            cards = [c for _, c in packet]
            for c in cards:
                scene.stage.from_deck(c)
                scene.model.deck_count -= 1
            scene.ctx.audio.play("card_slide")
            scene.stage.relayout(FLIGHT_S, cards, stagger=STAGGER_S)
            return scene.secs(PACKET_S + STAGGER_S * len(cards))
        steps.append(deal_packet)

    def checks() -> float:
        scene.dealing = False
        brights = (ev.field & KIND_MASK[Kind.BRIGHT]).bit_count()
        if rules.scoring.field_brights and brights:
            # TRANSLATORS: a house rule: bright cards dealt to the field multiply the round's scores.
            scene.say(ngettext("{n} bright on the field", "{n} brights on the field", brights).format(n=brights),
                      _("Every score this round is multiplied by {factor}.").format(factor=brights + 1), 2.0,
                      sticky=True)
            return scene.secs(2.0)
        return scene.secs(0.0)  # the last packet's landing is waited for: the player acts once all is still

    steps.append(checks)
    return steps


def redeal_cards(field: Iterable[int], hands: Sequence[Iterable[int]], reason: str) -> list[int]:
    """The dealt cards that made the deal void (``reason``, the engine's
    check): the field's three or four of a month, its four pairs, a hand's
    four of a month, or a hand of four pairs."""
    def of_months(cards: Iterable[int], counts: tuple[int, ...]) -> list[int]:
        cs = list(cards)
        return [c for c in cs if sum(MONTH_OF[o] == MONTH_OF[c] for o in cs) in counts]

    if reason == "field-four":
        return of_months(field, (4,))
    if reason == "field-three":
        return of_months(field, (3,))
    if reason == "field-pairs":
        return list(field)
    if reason == "teshi":
        return [c for hand in hands for c in of_months(hand, (4,))]
    if reason == "kuttsuki":
        return [c for hand in hands if len(of_months(hand, (2,))) == len(list(hand)) for c in hand]
    return []


def redeal_steps(scene: KoikoiParts, ev: R.Redeal) -> list[Step]:
    def announce() -> float:
        # TRANSLATORS: a banner: the cards are dealt again ({why} says why: "Four pairs on the field").
        scene.say(_("Redeal"), _("{why}: the cards are dealt again.").format(why=redeal_words(ev.reason)), 1.8)
        # the banner stands clear of the cards that void the deal, where they stay in sight
        cards = redeal_cards(scene.model.field_cards(), scene.model.hands, ev.reason)
        scene.banner.clear_of = tuple(scene.sprites[c].resting() for c in cards)  # part of its key: drawn again
        return scene.secs(1.8)

    def collect() -> float:
        for c in range(48):
            scene.stage.put(c, DECK)
        scene.stage.relayout(0.4)
        return scene.secs(0.45)

    return [announce, collect]
