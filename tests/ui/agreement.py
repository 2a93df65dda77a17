"""Where a table's display model shows its engine otherwise: the checks the
tests make whenever a table is still (the picture must never drift from
the rules)."""

from __future__ import annotations

import re

import pygame

from koikoi.games.common.cards import indices
from koikoi.games.gostop import deck
from koikoi.games.gostop.state import HandState
from koikoi.games.gostop.turn import month
from koikoi.games.koikoi import turn as R
from koikoi.ui.gostop.model import GostopModel
from koikoi.ui.koikoi.model import TableModel
from koikoi.ui.table.model import Where


def koikoi_disagreements(model: TableModel, rnd: R.RoundState) -> list[str]:
    """Where the account shows ``rnd`` otherwise: empty when they agree.
    (A pending card may wait in its player's hand, by the deck or over
    the field.)"""
    found = []
    for p in (0, 1):
        hand = set(model.hands[p]) - {rnd.pending}
        if hand != set(indices(rnd.hands[p])):
            found.append(f"hand {p} shows {sorted(hand)}, holds {sorted(indices(rnd.hands[p]))}")
        if set(model.captured[p]) != set(indices(rnd.captures[p])):
            found.append(f"pile {p} shows {sorted(model.captured[p])}, holds {sorted(indices(rnd.captures[p]))}")
    if set(model.field_cards()) != set(indices(rnd.field)):
        found.append(f"the field shows {sorted(model.field_cards())}, holds {sorted(indices(rnd.field))}")
    if rnd.pending >= 0 and model.where(rnd.pending) not in (Where.OVER, Where.FLIP, Where.HAND):
        found.append(f"the pending card {rnd.pending} is shown {model.where(rnd.pending).value}")
    if model.deck_count != rnd.deck_left:
        found.append(f"the deck shows {model.deck_count} cards, holds {rnd.deck_left}")
    return found


def gostop_disagreements(model: GostopModel, s: HandState) -> list[str]:
    """Where the account shows ``s`` otherwise: empty when they agree."""
    found = []
    for p in range(s.players):
        if set(model.hands[p]) != set(indices(s.hands[p])):
            found.append(f"hand {p} shows {sorted(model.hands[p])}, holds {deck.ids(s.hands[p])}")
        if set(model.captured[p]) != set(indices(s.captures[p])):
            found.append(f"pile {p} shows {sorted(model.captured[p])}, holds {deck.ids(s.captures[p])}")
    shown = set(model.field_cards()) | set(model.over)
    if shown != set(indices(s.field)):
        found.append(f"the field shows {sorted(shown)}, holds {deck.ids(s.field)}")
    for slot, base in enumerate(model.slots):
        if base is None:
            continue
        months = {month(c) for c in (base, *model.pile(slot)) if month(c) > 0}
        if len(months) != 1:
            found.append(f"field slot {slot} mixes months {sorted(months)}")
    if model.deck_count != len(s.deck):
        found.append(f"the deck shows {model.deck_count} cards, holds {len(s.deck)}")
    return found


# --- what the panels say, against the engine -------------------------------------------------------

def engine_yaku_lines(table) -> list[str]:  # noqa: ANN001
    """Every yaku line the panel must show, as the engine has them: each
    player's heading, each yaku made and (Koi-Koi) each one in progress."""
    from koikoi.games.koikoi.scoring import found_yaku
    from koikoi.i18n import _, pgettext
    from koikoi.ui.gostop.canvas import yaku_now
    from koikoi.ui.gostop_words import yaku_name
    from koikoi.ui.progress import progress

    if hasattr(table, "match"):
        rnd = table.match.round
        want = []
        info = table.canvas.info()
        for (heading, shown), p in zip(info.yaku, (0, 1)):
            want.append(heading)
            made = {pgettext("yaku", y.name) for y in found_yaku(table.rules, rnd.captures[p], rnd.month)}
            shown_made = {pgettext("yaku", pr.name) for pr in shown if pr.made}
            want += [f"made but not listed: {name}" for name in sorted(made - shown_made)]
            want += [standing(table.rules, pr, found_yaku(table.rules, rnd.captures[p], rnd.month))
                     for pr in progress(table.rules, rnd.captures[p], rnd.captures[1 - p], rnd.month,
                                        limit=table.canvas.begun_listed(),
                                        kept=table.canvas.kept.get((table.match.round_no, p), frozenset()))]
            # (which yaku in progress are listed, those listed before first: tests/ui/test_progress_steady.py)
        return want
    h = table.game.hand
    info = table.canvas.fitted()  # each seat's yaku begun as the panel's room lists them
    want = [seat.heading for seat in info.seats]
    for seat, p in zip(info.seats, (*table.canvas.seated(), 0)):
        for y in yaku_now(table.rules, h.captures[p], h.cup):  # each made, as the engine scores it
            rule = gostop_rule(table.rules, h.captures[p], h.cup, y.id)
            name = yaku_name(y.id, table.rules)
            need = max(rule.min, rule.cards.bit_count())
            want.append(_("{yaku} {have}/{need} +{points}").format(yaku=name, have=need, need=need,
                                                                  points=y.points - rule.points)
                        if y.points > rule.points else _("{yaku} {have}/{need}").format(yaku=name, have=need, need=need))
        begun = gostop_begun(table, p)
        for pr in seat.progress:  # each begun one listed, with the engine's count and need
            if not pr.made and pr.yaku_id in begun:
                have, need = begun[pr.yaku_id]
                want.append(_("{yaku} {have}/{need}").format(yaku=yaku_name(pr.yaku_id, table.rules), have=have,
                                                             need=need))
        if begun and not any(not pr.made for pr in seat.progress) and not seat.more:
            # (counted in "+N more": tests/ui/test_gostop_progress_nearest.py)
            want.append(f"seat {p} has begun {sorted(begun)}: none is listed")
    return want


def gostop_rule(rules, captured: int, cup: int, yid: str):  # noqa: ANN001, ANN201
    """A Go-Stop yaku's rule as the engine reads it for these captures (the sake cup counted as it counts now)."""
    from koikoi.games.gostop.scoring import cup_counts_as_plain

    return next(y for y in rules.yaku_variants[cup_counts_as_plain(rules, captured, cup)] if y.id == yid)


def gostop_begun(table, p: int) -> dict[str, tuple[int, int]]:  # noqa: ANN001
    """Each Go-Stop yaku seat ``p`` has begun and not made, that the others
    have not made impossible, with how many of what it needs ``p`` holds, as
    the engine counts for it (:func:`~koikoi.games.gostop.scoring.yaku_made`:
    all its cards, and ``min`` of its pool, plains by value)."""
    from koikoi.games.gostop.scoring import SAKE, cup_counts_as_plain, yaku_made

    rules, h = table.rules, table.game.hand
    mine = h.captures[p]
    theirs = sum(h.captures[q] for q in range(table.players) if q != p)
    plain = cup_counts_as_plain(rules, mine, h.cup)
    weights = deck.pi_weights(rules.doubles_mask, plain, SAKE)
    made = {y.id for y in yaku_made(rules, mine, plain)}
    gone = {r for y in rules.yaku_variants[plain] if y.id in made for r in y.replaces}
    out = {}
    for y in rules.yaku_variants[plain]:
        n = (lambda m: deck.pi_count(m, weights)) if y.counts == "pi" else (lambda m: m.bit_count())
        need = max(y.min, y.cards.bit_count())
        held = (mine & y.cards).bit_count() + min(n(mine & y.pool & ~y.cards), need - y.cards.bit_count())
        left = n(y.pool & ~y.cards & ~theirs) >= need - y.cards.bit_count()
        if y.id not in made and y.id not in gone and held and not y.cards & theirs and left:
            out[y.id] = (held, need)
    return out


def standing(rules, pr, scored) -> str:  # noqa: ANN001
    """A Koi-Koi yaku line of the panel as the engine's scoring ``scored``
    has it: a yaku whose cards are all taken reads as made only when the
    engine scores it; a viewing yaku the rules count only beside another
    yaku says it needs one (the Korean rules), any other not counted says so."""
    from koikoi.i18n import _, pgettext

    name = pgettext("yaku", pr.name)
    if pr.have < pr.need or pr.replaced_by:
        return pr.label()
    score = next((y for y in scored if y.id == pr.yaku_id), None)
    if score is not None:
        rule = rules.yaku_by_id(pr.yaku_id)
        if rule.extra and not rule.current_month and score.points > rule.points:
            return _("{yaku} {have}/{need} +{points}").format(yaku=name, have=pr.need, need=pr.need,
                                                              points=score.points - rule.points)
        return _("{yaku} {have}/{need}").format(yaku=name, have=pr.need, need=pr.need)
    others = [y for y in scored if not rules.yaku_by_id(y.id).special]
    if rules.scoring.viewing_yaku == "with_other" and not others and rules.yaku_by_id(pr.yaku_id).viewing:
        return _("{yaku}: needs another yaku").format(yaku=name)
    return _("{yaku}: not counted").format(yaku=name)


def yaku_lines_unsaid(table, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:  # noqa: ANN001
    """The engine's yaku lines (:func:`engine_yaku_lines`) that the texts
    ``drawn`` in the window do not show whole inside the information panel."""
    panel = table.ctx.layout.rect("info")
    inside = [t for t, r in drawn if panel.contains(r)]
    out = []
    for line in engine_yaku_lines(table):
        if not any(f"  ·  {line}  ·  " in f"  ·  {t}  ·  " for t in inside):
            out.append(line)
    return out


def box_counts(table, p: int) -> dict:  # noqa: ANN001
    """What the rules count in each of ``p``'s capture boxes: Koi-Koi's
    cards of each kind; Go-Stop's brights (a bonus bright is no bright of
    its taker's), animals and ribbons, and plains by value, the sake cup
    where the rules count it now."""
    from koikoi.games.common.cards import KIND_MASK, SAKE_CUP, Kind
    from koikoi.games.gostop.scoring import SAKE, cup_counts_as_plain
    from koikoi.ui.gostop_words import pi_count

    if hasattr(table, "match"):  # the sake cup an animal, a plain (or two), as the rules count it for Tane, Kasu
        captured = table.match.round.captures[p]
        counts = {kind: (captured & KIND_MASK[kind]).bit_count() for kind in Kind}
        how, cup = table.rules.scoring.sake_cup, captured >> SAKE_CUP & 1
        counts[Kind.ANIMAL] -= cup if how == "plain" else 0
        counts[Kind.PLAIN] += cup * table.rules.scoring.sake_plains if how != "animal" else 0
        return counts
    h = table.game.hand
    captured = h.captures[p]
    cup_plain = cup_counts_as_plain(table.rules, captured, h.cup)
    result = h.result
    if result is not None and result.reason == "stop" and captured & SAKE:  # as it counted in the hand's score
        cup_plain = bool(engine_cup_counted(table.rules, h, result.winner))
    cup = 1 << deck.INDEX["chrysanthemum-sake"]
    return {Kind.BRIGHT: (captured & deck.GWANG).bit_count(),
            Kind.ANIMAL: (captured & deck.YEOL & ~(cup if cup_plain else 0)).bit_count(),
            Kind.RIBBON: (captured & deck.TTI).bit_count(),
            Kind.PLAIN: pi_count(table.rules, captured, cup_plain)}


def engine_cup_counted(rules, h: HandState, winner: int) -> bool | None:  # noqa: ANN001
    """How the sake cup counted in a hand won at a Stop, asked of the engine's
    scores: the winner's way against the first loser, or the holding loser's
    own (the way that cost them least); None: no one holds it."""
    from koikoi.games.gostop.scoring import SAKE, loser_scores

    holder = next((q for q, c in enumerate(h.captures) if c & SAKE), None)
    if holder is None:
        return None
    scores = loser_scores(rules, h.captures, winner, h.go_calls, h.shakes[winner], h.cup)
    if holder == winner:
        return scores[0][1].sake_as_plain
    return dict(scores)[holder].loser_sake_as_plain


def capture_box_problems(table, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:  # noqa: ANN001
    """Where a capture box says or shows otherwise than the rules count:
    its label (drawn whole, inside the box) must name the count the rules
    make, which the cards in it must make too (each card whole in the box;
    a card set apart, as counting for no one's kind but a loser's, is not
    counted); the texts ``drawn`` are the window's."""
    from koikoi.games.common.cards import SAKE_CUP, Kind
    from koikoi.ui.layout import CARD_RATIO

    g = table.geometry
    found = []
    for p in range(len(table.model.captured)):
        want = box_counts(table, p)
        for kind in Kind:
            box = g.group_rect(p, kind)
            cards = [c for c in table.model.captured[p] if g.kind_of(c) == kind]
            for c in cards:
                x, y, h, _face = g.target(c)
                w = h * CARD_RATIO
                r = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))
                if not box.inflate(2, 2).contains(r):
                    found.append(f"seat {p}'s card {c} at {r} leaves its {kind.name} box {box}")
            counted = [c for c in cards if not g.apart(c)]
            cup_elsewhere = 0  # Koi-Koi's cup counted for this kind from another box, its label saying so
            adds = 0  # what Koi-Koi's label adds after the box's own count ("Plains  2 + 1")
            if hasattr(table, "match"):
                s = table.rules.scoring
                weight = s.sake_plains if kind is Kind.PLAIN else 1
                counts_here = kind in (Kind.ANIMAL, Kind.PLAIN) and s.sake_cup in ("both", "either", kind.label)
                mine = table.match.round.captures[p] >> SAKE_CUP & 1 and counts_here
                if mine and SAKE_CUP not in cards:
                    cup_elsewhere = weight
                adds = cup_elsewhere + (weight - 1 if mine and SAKE_CUP in cards else 0)
                shown = len(counted) + adds
            elif kind is not Kind.PLAIN:
                shown = len(counted)
            else:
                from koikoi.ui.gostop_words import pi_count
                shown = pi_count(table.rules, sum(1 << c for c in counted), table.model.cup_plain)
                for c in counted:  # a card among the counted adds to the count: one that counts for none lies apart
                    if not pi_count(table.rules, 1 << c, table.model.cup_plain):
                        found.append(f"seat {p}'s card {c} lies among the counted plains but counts as none")
            if shown != want[kind]:
                found.append(f"seat {p}'s {kind.name} box holds {shown} that count, the rules count {want[kind]}")
            labels = [t for t, r in drawn if r.colliderect(box)]
            inside = [t for t, r in drawn if box.contains(r)]
            # the label whole inside the box, in a form kind_label may draw, with the count the rules make
            may_say = label_forms(table, kind, want[kind], adds, len(cards) - len(counted))
            if not any(t in may_say for t in inside) and kind is Kind.PLAIN and len(cards) > len(counted):
                # the doubling card's ×2 said on the card, where the label lacks the room for it beside the name
                may_say = label_forms(table, kind, want[kind], adds, 0) if doubling_said(table, box) else may_say
            if not any(t in may_say for t in inside):
                found.append(f"seat {p}'s {kind.name} box: labels {labels} (whole inside it: {inside}), "
                             f"the rules count {want[kind]}; it may say {sorted(may_say)}")
    return found


def doubling_said(table, box: pygame.Rect) -> bool:  # noqa: ANN001
    """Whether a "×2" is drawn inside ``box`` by the cards set apart (the doubling card's mark or tag)."""
    from .texts import inked_texts

    def paint(screen: pygame.Surface) -> None:  # the tags made while texts are recorded
        surf, at = table.canvas.render_apart(table.canvas.apart_cards())
        if surf is not None:
            screen.blit(surf, at)

    return any("×2" in t and box.contains(r) for t, r in inked_texts(table, paint))


def label_forms(table, kind, count: int, adds: int, apart: int) -> set[str]:  # noqa: ANN001
    """Every label a capture box of ``kind`` may say for ``count``, the count
    the rules make (Koi-Koi: ``adds`` of it from the cup counted beyond the
    cards in the box, "Plains  2 + 1 (sake cup)", or where that does not
    fit "Plains  2 + 1"; Go-Stop: ``apart`` cards set apart in
    the box, the bonus bright's "Brights  0 + 1", the doubling card's
    "Plains (Pi)  3 · ×2 card"), as kind_label draws it: with its full name or
    each shorter name; with its spaces closed ("Lum. 0+1", "Simp. 2+1 (coupe)"); the
    count alone after the kind's mark; and a box with no count, its name
    alone. Never a name cut, nor a count other than the rules'."""
    from koikoi.games.common.cards import Kind
    from koikoi.i18n import _, pgettext
    from koikoi.ui.assets import KIND_NAMES
    from koikoi.ui.gostop_words import kind_name, kind_short
    from koikoi.ui.table import panel

    from koikoi.ui.koikoi.cup import cup_labels

    label, n, plus = _("{kind}  {n}"), count, 0
    explained: list[str] = []  # Koi-Koi: the labels that name the cup, before the bare sum
    if hasattr(table, "match"):
        names = list(dict.fromkeys([table.canvas.box_names()[kind], _(KIND_NAMES[kind]), panel.short_kind_name(kind)]))
        if adds:
            *explained, label = cup_labels()
            n, plus = count - adds, adds
    else:
        names = [kind_name(kind), kind_short(kind)]
        if apart:
            plus = apart
            label = (pgettext("gostop", "{kind}  {n} · ×2 card") if kind is Kind.PLAIN
                     else pgettext("gostop", "{kind}  {n} + {bonus}"))
    if not (n or plus):
        return set(names)
    said = [form.format(kind=name, n=n, cup=plus, bonus=plus) for form in (*explained, label) for name in names]
    bare = [label.format(kind=name, n=n, cup=plus, bonus=plus) for name in names]
    # each form with its spaces closed up ("Simp. 2+1 (coupe)", "Lum. 0+1")
    spaced = [" ".join(x.split()) for x in (*said, *bare)]
    alone = " ".join(label.format(kind="", n=n, cup=plus, bonus=plus).split())
    # Go-Stop's bonus bright set apart, where no room holds its "+ 1" beside a name: the name and the count that
    # counts (the card's own tag says its "+1"), before the count alone
    counted = ({" ".join(_("{kind}  {n}").format(kind=name, n=n).split()) for name in names}
               if apart and kind is not Kind.PLAIN and not hasattr(table, "match") else set())
    return {*said, *spaced, *(re.sub(r"\s*\+\s*", "+", x) for x in spaced), re.sub(r"\s*\+\s*", "+", alone),
            *counted}


FIELD_HIDDEN = 0.55  # the most of a field card others may cover: the rest shows its face, its corner its kind


def field_cards_hidden(table) -> list[str]:  # noqa: ANN001
    """Each field card (and card lying over one) that the cards drawn over
    it cover by more than :data:`FIELD_HIDDEN` of its face, or by more than
    a fifth of its top left corner, where its month's number and its kind's
    mark are: such a card cannot be named without a click."""
    from koikoi.ui.layout import CARD_RATIO
    from koikoi.ui.table.model import Where

    shown = {}
    for c, place in table.model.place.items():
        if place.where in (Where.FIELD, Where.OVER):
            x, y, h, _face = table.geometry.target(c)
            w = h * CARD_RATIO
            shown[c] = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))
    found = []
    for c, r in shown.items():
        over = [q for d, q in shown.items() if d != c and table.sprites[d].z > table.sprites[c].z and q.colliderect(r)]
        if not over:
            continue
        mask = pygame.Mask(r.size)
        for q in over:
            mask.draw(pygame.Mask(q.size, fill=True), (q.x - r.x, q.y - r.y))
        share = mask.count() / (r.w * r.h)
        corner = pygame.Mask((round(r.w * 0.3), round(r.h * 0.22)), fill=True)
        hidden_corner = corner.overlap_area(mask, (0, 0)) / corner.count()
        if share > FIELD_HIDDEN or hidden_corner > 0.2:
            found.append(f"field card {c} at {r}: {share:.0%} covered, {hidden_corner:.0%} of its corner, "
                         f"under {sorted(d for d, q in shown.items() if d != c and q.colliderect(r) and table.sprites[d].z > table.sprites[c].z)}")
    return found


def panel_problems(table) -> list[str]:  # noqa: ANN001
    """Where the information panel's figures differ from the engine's, at a
    table whose round (or hand) is in play: each seat's score, the dealer,
    the koi-koi or Go calls, the round's number; at Go-Stop each heading's
    points and the yaku named as made."""
    found = []
    info = table.canvas.info()
    if hasattr(table, "match"):
        m = table.match
        rnd = m.round
        for row, p in zip(info.rows, (1, 0)):
            shown = (row.score, row.dealer, row.koikoi_calls)
            held = (m.scores[p], rnd.dealer == p, rnd.koikoi_calls[p])
            if shown != held:
                found.append(f"seat {p}'s row shows score, dealer, calls {shown}; the engine holds {held}")
        import re

        if not re.search(rf"(?<!\d){m.round_no}(?!\d)", info.head):
            found.append(f"the heading {info.head!r} does not say round {m.round_no}")
        return found
    from koikoi.games.gostop.turn import hand_score_of
    from koikoi.ui.gostop.canvas import yaku_now
    from koikoi.ui.gostop_words import points

    g = table.game
    h = g.hand
    for seat, p in zip(info.seats, (*table.canvas.seated(), 0)):
        shown = (seat.score, seat.dealer, seat.go_calls)
        held = (g.scores[p], h.dealer == p, h.go_calls[p])
        if shown != held:
            found.append(f"seat {p}'s lines show score, dealer, Go calls {shown}; the engine holds {held}")
        score = hand_score_of(table.rules, h.captures[p], h.cup)
        if not seat.heading.endswith(points(score)):  # the yaku's points, said once
            found.append(f"seat {p}'s heading {seat.heading!r}: the engine counts {points(score)}")
        made = {y.id for y in yaku_now(table.rules, h.captures[p], h.cup)}
        shown = {pr.yaku_id for pr in seat.progress if pr.made}
        if shown != made:
            found.append(f"seat {p}'s yaku shown made {sorted(shown)}, made {sorted(made)}")
        begun = gostop_begun(table, p)
        for pr in seat.progress:
            if not pr.made and (pr.have, pr.need) != begun.get(pr.yaku_id):
                found.append(f"seat {p}'s {pr.label()!r}: the engine counts {begun.get(pr.yaku_id)} (held, needed)")
    return found


def choice_hidden(table, meeting: int, offered: list[int]) -> list[str]:  # noqa: ANN001
    """At a choice between field cards (``offered``) for the card that
    meets them (``meeting``: turned up from the deck, or played from the
    hand), what is hidden that the player needs to decide: the meeting
    card lying over any field card; any card drawn over one of the cards
    offered; or a field card hidden as :func:`field_cards_hidden` says."""
    from koikoi.ui.layout import CARD_RATIO
    from koikoi.ui.table.model import Where

    def rect(c: int) -> pygame.Rect:
        x, y, h, _face = table.geometry.target(c)
        w = h * CARD_RATIO
        return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))

    def lies_over(a: int, b: int) -> bool:  # more than a pixel's rounding of the one over the other
        clip = rect(a).clip(rect(b))
        return clip.w > 1 and clip.h > 1

    field = [c for c, place in table.model.place.items()
             if place.where in (Where.FIELD, Where.OVER) and c != meeting]
    found = []
    if table.model.where(meeting) is not Where.HAND:
        found += [f"the card meeting the choice, {meeting} at {rect(meeting)}, lies over field card {c} at {rect(c)}"
                  for c in field if lies_over(c, meeting)]
    for c in offered:
        above = [d for d in (*field, meeting) if d != c and table.sprites[d].z > table.sprites[c].z
                and table.model.where(d) is not Where.HAND and lies_over(d, c)]
        found += [f"card {d} lies over card {c} offered to choose" for d in above]
    return found + field_cards_hidden(table)


def choice_number_problems(table) -> list[str]:  # noqa: ANN001
    """At a choice between field cards, where the numbers disagree with
    what the player reads: each card offered shows its key's number, in
    the order one reads the cards where they are drawn (a card higher by
    more than a quarter of a card reads first, though it lie to the right;
    in one row, the left one first); the number keys take the card that
    shows their number; the ring's ← → go round them in that order; and
    the status line names the keys 1 to n. Empty when the table is not
    at a choice offered (a state set on a table and not yet offered to
    the person has no numbers yet)."""
    if not (table.pointer.choosing() and table.prompted):
        return []
    order = table.pointer.choice_order()
    found: list[str] = []
    numbered = {table.sprites[c].badge: c for c in order}
    if sorted(numbered) != [str(i + 1) for i in range(len(order))]:
        return [f"the cards offered show the numbers {sorted(numbered)}"]
    by_number = [numbered[str(i + 1)] for i in range(len(order))]
    rects = {c: table.sprites[c].rect() for c in order}
    for a, b in zip(by_number, by_number[1:]):
        ra, rb = rects[a], rects[b]
        higher = ra.centery - rb.centery  # b's height over a's
        if higher > ra.h / 4 or (abs(higher) <= ra.h / 4 and rb.centerx < ra.centerx):
            found.append(f"card {b}, numbered after card {a}, reads before it: {rb} against {ra}")
    took: list[object] = []
    table.act = took.append  # the keys pressed, nothing played
    try:
        for i in range(len(order)):
            table.pointer.key_card(i)
    finally:
        del table.act
    wanted = [getattr(a, "card", None) for a in took]
    if wanted != by_number:
        found.append(f"the keys 1 to {len(order)} take cards {wanted}; their numbers are on cards {by_number}")
    ring = [area.sprite for area in table.ring.cards()]
    if ring != [table.sprites[c] for c in by_number]:
        found.append("the ring goes round the cards offered in another order than their numbers")
    said = table.status()
    if not all(str(n) in said for n in (1, len(order))):
        found.append(f"the status line {said!r} does not say the keys 1 to {len(order)}")
    return found


def cup_unsaid(table, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:  # noqa: ANN001
    """Koi-Koi: each plains' box whose count the sake cup adds to from
    another box ("Plains  2 + 1") but whose label does not name the cup
    (the first two of :func:`~koikoi.ui.koikoi.cup.cup_labels`, "(sake cup)"
    or "(cup)"), so that the "+ 1" is understood without pointing."""
    from koikoi.games.common.cards import Kind
    from koikoi.ui.koikoi.cup import cup_adds

    found = []
    for p in range(len(table.model.captured)):
        adds = cup_adds(table.rules, table.match.round.captures[p], Kind.PLAIN)
        if not adds:
            continue
        box = table.geometry.group_rect(p, Kind.PLAIN)
        inside = [t for t, r in drawn if box.contains(r)]
        named = set()
        for form in explained_cup_labels():
            tail = form.split("{cup}", 1)[1].strip()
            named |= {t for t in inside if tail in t}
        if not named:
            found.append(f"seat {p}'s plains box says {inside}: the sake cup's + {adds} unnamed")
    return found


def explained_cup_labels() -> tuple[str, ...]:
    from koikoi.ui.koikoi.cup import cup_labels

    return cup_labels()[:-1]


# --- what the table outlines, against the engine's events --------------------------------------------

def moved_by_others(events, person: int | None) -> set[int]:  # noqa: ANN001
    """The cards the engine's ``events`` (every action's since the person
    last acted) say another player's turn moved: played, turned up, laid as
    a bonus, taken; and every plain stolen, the person's steals too. A deal
    starts afresh."""
    from koikoi.games.gostop import state as H

    want: set[int] = set()
    for ev in events:
        if isinstance(ev, H.Dealt):
            want.clear()
        elif isinstance(ev, (H.Played, H.Flipped, H.BonusLaid)) and ev.player != person:
            want.add(ev.card)
        elif isinstance(ev, (H.Captured, H.TakenAtDeal)) and ev.player != person:
            want |= set(indices(ev.cards))
        elif isinstance(ev, H.Stole):
            want |= set(indices(ev.cards))
    return want


def outline_problems(table, events) -> list[str]:  # noqa: ANN001
    """Where a Go-Stop table, at the person's turn, outlines otherwise than
    the engine's ``events`` since the person last acted say the others
    moved (:func:`moved_by_others`): each such card outlined (dashed, or
    red where stolen), and no other."""
    want = moved_by_others(events, table.person)
    found = [f"card {c} ({deck.IDS[c]}) moved by another seat is not outlined" for c in sorted(want - table.stage.traced)]
    found += [f"card {c} ({deck.IDS[c]}) is outlined, though no other seat moved it"
              for c in sorted(table.stage.traced - want)]
    found += [f"card {c} ({deck.IDS[c]}) is counted as outlined but drawn with no outline"
              for c in sorted(want & table.stage.traced) if table.sprites[c].mark is None]
    return found


def box_names_differ(table, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:  # noqa: ANN001
    """Where Go-Stop's capture boxes of one kind name it differently from
    seat to seat ("Comuns" in one, "Comuns (Pi)" in another, a count alone
    in a third): the same kind is named one way in every seat's box. The
    texts ``drawn`` are the window's."""
    from koikoi.games.common.cards import Kind
    from koikoi.ui.gostop_words import kind_name, kind_short

    if hasattr(table, "match"):
        return []
    g = table.geometry
    found = []
    for kind in Kind:
        names = [kind_name(kind), kind_short(kind)]
        used = {}
        for p in range(len(table.model.captured)):
            box = g.group_rect(p, kind)
            inside = [t for t, r in drawn if box.contains(r)]
            used[p] = next((name for name in names for t in inside if t.startswith(name)), None)
        if len(set(used.values())) > 1:
            found.append(f"the {kind.name} boxes are named {used} (by seat)")
    return found
