"""Painting a Go-Stop table: the canvas both tables share (the felt, the
decals drawn again only when what they show changes, the cards, the dirty rectangles)
with Go-Stop's panels: the hand, the stakes, each player's score and Go
calls, the yaku made so far, the plains counted by value over the
captures, and a tag under each *ppuk* pile saying whose it is."""

from __future__ import annotations

from functools import partial

import pygame

from ...games.common.cards import Kind
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop.rules import GoStopRules
from ...games.gostop.scoring import Line, cup_counts_as_plain, yaku_made
from ...games.gostop.deal import dealt_three
from ...games.gostop.state import DEAL, MONTHS, Phase
from ...games.gostop.turn import hand_score_of, threshold
from ...i18n import N_, _, language, pgettext
from ..assets import GOLD_LIGHT, Assets
from ..gostop_progress import gostop_listed, gostop_within_reach
from ..gostop_words import hand_of, kind_name, kind_short, pi_count, points, yaku_score
from ..layout import CARD_RATIO, Layout, seat_zone
from ..plain_marks import plain_marks
from ..table import panel
from ..table.canvas import ASK_CALL, ASK_CARD, CardCanvas
from .geometry import OWNER_STRIP
from .info_panel import GostopInfo, Seat, fitted, render_info
from ..widgets import fit_text, wrap
from .view import GostopParts
from ..seat_words import Seats, in_sentence


PPUK_RED = (190, 52, 36)


def double_legend(names: tuple[str, ...] | list[str], person: int | None, p: int) -> str:
    """What the "×2" by seat ``p``'s plains means, said of its holder: the
    bonus card that doubles its taker's win (not their plains)."""
    # TRANSLATORS: Go-Stop's information panel, while a player holds the bonus card that doubles its taker's win:
    # what the "×2" beside their plains' count means ("Plains (Pi)  3 · ×2 card"), whose card it is, read without
    # pointing; one short line (the ×2 doubles the points of a hand its holder wins, not their plains)
    return Seats(tuple(names), person).line(p, N_("Your ×2 card doubles your win if you win"),
                                            N_("{name}'s ×2 card doubles its win if it wins"))


class GostopCanvas(CardCanvas):
    table: GostopParts

    def __init__(self, table: GostopParts) -> None:
        super().__init__(table)
        self.double_unsaid: dict[int, bool] = {}  # by seat: the doubling card's ×2 left out of its box's label
        self.tag_words: dict[int, list[str]] = {}  # by card set apart: its tag's lines as last drawn
        self.label_ends: dict[int, int] = {}  # by seat: where its plains' label ends (x), as last drawn

    def asked(self) -> str | None:
        phase = self.table.game.hand.phase
        if phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            return ASK_CARD
        return ASK_CALL if phase in (Phase.GO_STOP, Phase.CHONGTONG, Phase.SAKE_CUP) else None

    def seated(self) -> list[int]:
        """The opponents as the panel names them: as their boxes lie, left to right."""
        return self.table.geometry.seated(self.table.opponents)

    def info(self) -> GostopInfo:
        t = self.table
        g = t.game
        h = g.hand
        rules = t.rules
        seats = []
        # the cards standing in each seat's boxes, as their labels count them (as Koi-Koi's panel reads them): a
        # line does not run ahead of a card still on its way ("Hongdan 2/3" by a ribbon still on the field, "Pi
        # 2/10" over an empty box); at rest, the engine's captures
        standing = [sum(1 << c for c in self.landed(p)) for p in range(t.players)]
        for p in (*self.seated(), 0):
            captured = standing[p]
            score = hand_score_of(rules, captured, h.cup)
            heading = yaku_heading(score, None if p == t.person else t.short[p])
            theirs = sum(standing[q] for q in range(t.players) if q != p)
            made, more = gostop_listed(rules, captured, theirs, h.cup, None)  # all: the panel lists what fits
            bombs = sum(1 for x in g.plays if x.player == p and x.how == "bomb")  # the hand's shakes count them too
            seats.append(Seat(t.names[p], t.shown_scores()[p], h.dealer == p, h.go_calls[p], h.shakes[p] - bombs,
                              bombs, t.turn_shown == p, heading, tuple(made), tuple(more),
                              gostop_within_reach(rules, captured, theirs, h.cup)))
        head = hand_of(g)
        # TRANSLATORS: Go-Stop: after a drawn hand the next is worth more ({n}: 2, 4...).
        stakes = _("Stakes ×{n}").format(n=g.stakes) if g.stakes > 1 else ""
        # TRANSLATORS: Go-Stop: the score from which a player may call Go or Stop ("7 points").
        goal = _("Go or Stop from {points}").format(points=yaku_score(threshold(h)))
        # TRANSLATORS: Go-Stop's information panel, beside the hand's number: what the players' scores count
        unit = _("points won")
        held = next((p for p, c in enumerate(h.captures) if c & deck.BONUS_DOUBLE), None)
        legends = [double_legend(t.short, t.person, p) for p in range(t.players)]
        may_say = ""
        if rules.bonus_mask & deck.BONUS_DOUBLE and rules.scoring.double_joker_factor > 1:
            may_say = max(legends, key=len)  # the rows leave room for the longest, whoever takes the card
        legend = legends[held] if may_say and held is not None else ""
        return GostopInfo(head, unit, stakes, tuple(seats), self.turn_words(), goal, language(),
                          legend, may_say)

    def fitted(self) -> GostopInfo:
        """The panel's words as it lists them: each seat's yaku begun as the room holds."""
        lay, a = self.table.ctx.layout, self.table.ctx.assets
        return fitted(self.info(), lay, a)

    def refresh(self) -> None:
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        window = lay.window
        marks = plain_marks(t.rules, t.model.cup_plain)  # the cards that count more than one plain, marked
        if marks != a.plain_marks:
            a.set_plain_marks(marks)
        for p in range(t.players):
            pile = self.landed(p)
            # the cup counts in one box or another with the same cards taken: where is part of the key
            self.decal(f"piles{p}", (pile, t.model.cup_plain, language(), window), partial(self.pile_labels, p, pile))
        if t.players > 2:  # at a table of three, whose each hand is
            owners = self.owner_tags()  # under the hands, a replay's too (its heading stands below them)
            self.decal("owners", (tuple(owners), language(), window), lambda: self.render_owners(owners))
        info = self.info()
        self.decal("info", (info, window), lambda: self.spotted(*render_info(info, lay, a)))
        self.status_line()
        self.decal("turn", (t.turn_shown, window), lambda: panel.render_turn(t.turn_shown, lay))
        count = t.model.deck_count
        self.decal("deck", (count, window), lambda: panel.render_deck(count, lay, a))
        tags = self.pile_tags()
        self.decal("ppuk", (tags, self.piles_shown(tags), language(), window), lambda: self.render_tags(tags),
                   under=False)
        apart = self.apart_cards()
        unsaid = tuple(sorted(self.double_unsaid.items()))
        boxes = tuple(map(tuple, t.model.captured))  # the ×2 badge keeps off the cards beside it in its box
        self.decal("apart", (apart, unsaid, boxes, language(), window), lambda: self.render_apart(apart), under=False)
        self.tip()
        problems = t.problem_words()
        self.decal("notice", (problems, window), lambda: panel.render_notice(problems, lay, a), under=False)
        pace = t.secs(1.0)
        still = t.ctx.reduced_motion
        self.decal("banner", (t.banner.key(pace, still), window), lambda: t.banner.render(lay, a, pace, still),
                   under=False)

    def pile_labels(self, p: int, pile: tuple[int, ...]) -> panel.Drawn:
        """"Brights 2" ... over each box of a player's captures, after its kind's mark; the plains counted by value."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        r = lay.rect(seat_zone("captures", p))
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        for kind in Kind:
            g = t.geometry.group_rect(p, kind).move(-r.x, -r.y)
            cards = [c for c in pile if t.geometry.kind_of(c) == kind and not t.geometry.apart(c)]
            n = (pi_count(t.rules, sum(1 << c for c in cards), t.model.cup_plain) if kind is Kind.PLAIN
                 else len(cards))
            apart = sum(1 for c in pile if t.geometry.kind_of(c) == kind and t.geometry.apart(c))
            # TRANSLATORS: Go-Stop: the brights' pile label where it holds the bonus bright, a bright only for a
            # player who loses: the brights that count for its taker, then the bonus ("Brights  0 + 1")
            plus = pgettext("gostop", "{kind}  {n} + {bonus}") if apart else None
            if apart and kind is Kind.PLAIN:
                # TRANSLATORS: Go-Stop: the plains' pile label where it holds the bonus card that doubles its
                # taker's win, no plain: the plains that count, then that card, named apart as the panel's legend
                # names it ("Plains (Pi)  3 · ×2 card"; a bare "3 ×2" read as "3 plains, doubled")
                plus = pgettext("gostop", "{kind}  {n} · ×2 card")
            name = self.box_names()[kind]
            if plus and kind is Kind.PLAIN and not panel.label_fits(
                    a, lay, panel.label_room(a, lay, kind, g), " ".join(plus.format(kind=name, n=n).split())):
                apart, plus = 0, None  # no room for the ×2 beside the name: the card says it (render_apart)
            if kind is Kind.PLAIN:
                self.double_unsaid[p] = plus is None and any((1 << c) & deck.BONUS_DOUBLE for c in pile)
            words = panel.kind_label(surf, a, lay, kind, name, n, g, apart, plus)
            if kind is Kind.PLAIN:  # where the label's words end in the window: the ×2 badge keeps off them
                room = panel.label_room(a, lay, kind, g)
                self.label_ends[p] = r.x + g.right - room - lay.px(6) + a.font(lay.px(17)).size(words)[0] + lay.px(4)
        if t.players > 2 and p != t.person:  # whose pile this is, on a strip above it
            owner = fit_text(a, t.names[p], lay.px(17), lay.px(13), r.w - lay.px(12), GOLD_LIGHT, bold=True)
            strip = pygame.Rect(r.x, r.y - lay.px(OWNER_STRIP), r.w, lay.px(OWNER_STRIP))
            whole = pygame.Surface(strip.union(r).size, pygame.SRCALPHA)
            whole.blit(surf, (0, strip.h))
            whole.blit(owner, owner.get_rect(midleft=(lay.px(6), strip.h // 2)))
            return whole, strip.union(r)
        if t.players == 2 and p != HUMAN:  # at a table of two, the CPU's name over its boxes, as at three
            owner = fit_text(a, t.names[p], lay.px(17), lay.px(13), r.w - lay.px(12), GOLD_LIGHT, bold=True)
            surf.blit(owner, owner.get_rect(midleft=(lay.px(6), lay.px(OWNER_STRIP) // 2 + lay.px(2))))
        return surf, r

    def box_names(self) -> dict[Kind, str]:
        """Each kind's box name, one naming for all four and the same in
        every seat's box: the whole names ("Brights (Gwang)", "Plains (Pi)")
        where each fits every seat's box with the widest label it may have in
        a hand (a count of two digits, a bonus card set apart), else the
        Korean names alone, as the yaku lines say them ("Gwang", "Pi"), the
        shortest naming each language's players read at once (an abbreviation
        "Brt." or "Pl." was no shorter): one box's "Plains" beside another's
        "Brt." and the yaku "Pi" read as three namings."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        forms = []
        for kind in Kind:
            label = _("{kind}  {n}")
            if kind is Kind.BRIGHT and t.rules.bonus_mask & deck.BONUS_BRIGHT:
                label = pgettext("gostop", "{kind}  {n} + {bonus}")
            if kind is Kind.PLAIN and t.rules.bonus_mask & deck.BONUS_DOUBLE:
                label = pgettext("gostop", "{kind}  {n} · ×2 card")
            most = 10 if kind in (Kind.RIBBON, Kind.PLAIN) else 9  # the widest count a hand may bring
            rooms = [panel.label_room(a, lay, kind, t.geometry.group_rect(p, kind)) for p in range(t.players)]
            forms.append((kind, label, most, rooms))
        namings = [{kind: name(kind) for kind in Kind} for name in (kind_name, kind_short)]
        return next((names for names in namings[:-1]
                     if all(panel.label_fits(a, lay, room, " ".join(label.format(kind=names[kind], n=most, bonus=1).split()))
                            for kind, label, most, rooms in forms for room in rooms)), namings[-1])

    def owner_tags(self) -> list[tuple[str, pygame.Rect]]:
        """At a table of three, each computer seat's name and where it is
        written: under its face-down hand (over the felt between it and the
        field). The player's own hand, face up at the foot of the screen, has
        no tag: the panel's "You" row says it, and a "You" written under the
        deck, the one place left for it, read as "the deck is yours"."""
        t = self.table
        lay = t.ctx.layout
        px = lay.px
        tags = []
        for p in range(t.players):
            if p != t.person:
                hand = lay.rect(seat_zone("hand", p))
                tags.append((t.names[p], pygame.Rect(hand.x, hand.bottom + px(2), hand.w, px(OWNER_STRIP))))
        return tags

    def render_owners(self, tags: list[tuple[str, pygame.Rect]]) -> panel.Drawn:
        """Each computer's name under its hand (in a replay too, its heading below them)."""
        lay, a = self.table.ctx.layout, self.table.ctx.assets
        px = lay.px
        whole = tags[0][1].unionall([r for _name, r in tags[1:]])
        surf = pygame.Surface(whole.size, pygame.SRCALPHA)
        for name, r in tags:
            text = fit_text(a, name, px(17), px(12), r.w - px(8), GOLD_LIGHT, bold=True)
            surf.blit(text, text.get_rect(center=(r.centerx - whole.x, r.centery - whole.y)))
        return surf, whole

    def apart_cards(self) -> tuple[tuple[int, int, int, int, tuple[int, int, int, int]], ...]:
        """Each captured card set apart in its box (the bonus bright, the doubling card), with
        its centre, its height and the box it lies in."""
        t = self.table
        out = []
        for p in range(t.players):
            for c in t.model.captured[p]:
                if t.geometry.apart(c):
                    x, y, h, _face = t.geometry.cap_pos(p, c)
                    box = t.geometry.group_rect(p, t.geometry.kind_of(c))
                    out.append((c, round(x), round(y), round(h), (box.x, box.y, box.w, box.h)))
        return tuple(out)

    def render_apart(self, apart: tuple[tuple[int, int, int, int, tuple[int, int, int, int]], ...]) -> panel.Drawn:
        """A tag beside each card set apart (it lies last in its box): it
        counts as a bright only for a player who loses; kept inside the
        card's box and off the card (it covered the small card at a table of
        three, and "loser only" said too little)."""
        tags = [(box, surfs) for _card, box, surfs in self.apart_tags(apart)]
        if not tags:
            return None, pygame.Rect(0, 0, 0, 0)
        lay = self.table.ctx.layout
        whole = tags[0][0].unionall([box for box, _words in tags[1:]])
        surf = pygame.Surface(whole.size, pygame.SRCALPHA)
        for box, surfs in tags:
            inner = box.move(-whole.x, -whole.y)
            pygame.draw.rect(surf, (*PPUK_RED, 235), inner, border_radius=min(inner.h // 2, lay.px(8)))
            top = inner.y + lay.px(1)
            for words in surfs:
                surf.blit(words, words.get_rect(midtop=(inner.centerx, top)))
                top += words.get_height()
        return surf, whole

    def apart_tags(self, apart: tuple[tuple[int, int, int, int, tuple[int, int, int, int]], ...]
                   ) -> list[tuple[int, pygame.Rect, list[pygame.Surface]]]:
        """Each card set apart's tag: the card, the tag's box in the window and its lines. The bonus bright's
        beside the card in its column, its words whole: on one line, else between words on more (wrapped
        inside a word, at 150% text, "+1 si / perd / ant" ran over the cards; "+1" alone read as another thing
        than the next box's "+1 bright if its taker loses"), else none, where the box's label and pointing say it."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        tags = []
        for card, x, y, h, room in apart:
            inside = pygame.Rect(room).inflate(-lay.px(4), -lay.px(4))
            # under the box's label ("Plains 1 · ×2 card"), never over it (pt26, 150%: the ×2 card's tag in three
            # lines covered the heading)
            label_foot = room[1] + t.geometry.label_height()
            inside.update(inside.x, max(inside.y, label_foot), inside.w, inside.bottom - max(inside.y, label_foot))
            right = round(x + h * CARD_RATIO / 2) + lay.px(3)  # the card's right edge, and a gap
            width = inside.right - right
            double = bool((1 << card) & deck.BONUS_DOUBLE)
            if width < lay.px(24) and not double:
                continue  # no room beside the card: the box's label ("Brights 0 + 1") and the card's name say it
            # TRANSLATORS: Go-Stop: a tag beside the bonus bright in a player's captures: it counts as one bright
            # only if its taker loses the hand, never in their yaku (the box's label reads "Brights 0 + 1"; say
            # "bright", so that "+1" reads as a card and not a point; short: drawn between words on a few lines)
            said = pgettext("gostop", "+1 bright if its taker loses")
            if (1 << card) & deck.BONUS_DOUBLE:
                # TRANSLATORS: Go-Stop: a tag beside the bonus card that doubles its taker's win, in the plains'
                # box: it is no plain (the box's label reads "Plains (Pi)  3 · ×2 card"); short: two short lines at most
                said = pgettext("gostop", "×2 if its taker wins; no plain")
            # the bright's tag: its words whole on one line, else on two or more between words (never "+1" alone,
            # which read as another thing than "+1 bright if its taker loses" in the next box: pt15), else none (the box's
            # label, "Brights 0 + 1", and pointing at the card say it)
            lines = whole_tag(a, said, lay.px(11), lay.px(9), width - lay.px(6), inside.h - lay.px(2), not double) \
                if width >= lay.px(24) else []
            if not lines and not double and width >= lay.px(24):
                lines = whole_tag(a, said, lay.px(11), lay.px(9), width - lay.px(6), inside.h - lay.px(2))
            self.tag_words[card] = [text for text, _s in lines]
            surfs = [surf for _text, surf in lines]
            owner = next(p for p in range(t.players) if card in t.model.captured[p])
            if not surfs and double and self.double_unsaid.get(owner, True):  # "×2" alone, where the box's
                # label lacks the room to say it: after the card, else on its own card's foot (pt24: before it, it
                # lay over the plains fanned beside it)
                kind = t.geometry.kind_of(card)
                others = [t.geometry.cap_pos(owner, c) for c in t.model.captured[owner]
                          if c != card and t.geometry.kind_of(c) == kind]
                label = pygame.Rect(room[0], room[1], self.label_ends.get(owner, room[0] + room[2]) - room[0],
                                    t.geometry.label_height())  # the box's label ("Pi  9"): not hidden either
                tags.append(double_badge(a, lay, card, right, (x, y), h, inside,
                                         [card_rect(o) for o in others] + [label]))
                continue
            if not surfs:
                continue  # its words whole do not fit beside the card: the box's label ("Brights 0 + 1") says it
            w = max(s.get_width() for s in surfs) + lay.px(6)
            box = pygame.Rect(0, 0, w, sum(s.get_height() for s in surfs) + lay.px(2))
            box.midleft = (right, y)
            tags.append((card, box.clamp(inside), surfs))
        return tags

    def pile_tags(self) -> tuple[tuple[int, str], ...]:
        """Each field pile held as a *ppuk* (or piled at the deal), with the slot it lies in."""
        t = self.table
        h = t.game.hand
        out = []
        for mo in MONTHS:
            who = h.held[mo]
            slot = t.model.month_slot(mo)
            if slot is None or (who == -1 and not dealt_three(h, mo)):
                continue
            if who in (DEAL, -1):  # a pair piled at the deal, or three dealt of a month: the fourth takes all
                # TRANSLATORS: Go-Stop: the tag under a pair piled on the field at the deal.
                out.append((slot, _("Dealt pile")))
            else:
                # TRANSLATORS: Go-Stop: the tag under a ppuk pile on the field; {name} is who made it ("You").
                out.append((slot, _("Ppuk · {name}").format(name=t.short[who])))
        return tuple(out)

    def piles_shown(self, tags: tuple[tuple[int, str], ...]) -> tuple[int, ...]:
        """How many cards lie fanned over each tagged pile (the tag sits at their foot)."""
        return tuple(len(self.table.model.pile(slot)) for slot, _ in tags)

    def pile_tag_boxes(self, tags: tuple[tuple[int, str], ...]) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each held pile's tag: its words, and its box in the window, across the foot of the pile's cards."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        field = lay.rect("field")
        out = []
        for slot, words in tags:
            x, y, h = t.geometry.slot_pos(slot)
            fanned = len(t.model.pile(slot))
            text = a.text(words, lay.px(15), (255, 240, 220), shadow=False)
            box = text.get_rect().inflate(lay.px(12), lay.px(6))
            dx, dy = t.geometry.fan_step(slot)
            box.midbottom = (round(x + dx * fanned / 2), round(y + h / 2 + dy * fanned - lay.px(6)))
            box.clamp_ip(field)
            out.append((text, box))
        return out

    def tag_obstacles(self) -> list[pygame.Rect]:
        """The held piles' tags: the name tags on the last moves keep clear of them (:mod:`..table.tags`)."""
        return [box for _text, box in self.pile_tag_boxes(self.pile_tags())]

    def render_tags(self, tags: tuple[tuple[int, str], ...]) -> panel.Drawn:
        """A red tag across the foot of each held pile, over its cards."""
        field = self.table.ctx.layout.rect("field")
        if not tags:
            return None, pygame.Rect(0, 0, 0, 0)
        surf = pygame.Surface(field.size, pygame.SRCALPHA)
        for text, where in self.pile_tag_boxes(tags):
            box = where.move(-field.x, -field.y)
            pygame.draw.rect(surf, (*PPUK_RED, 240), box, border_radius=box.h // 2)
            pygame.draw.rect(surf, (255, 214, 102), box, width=1, border_radius=box.h // 2)
            surf.blit(text, text.get_rect(center=box.center))
        return surf, field

def yaku_heading(score: int, name: str | None) -> str:
    """A player's yaku heading in the panel, their yaku's points said once:
    "Your yaku — 8 points", "CPU's yaku — 0 points" (``name`` None: the player's own)."""
    if name is None:
        # TRANSLATORS: Go-Stop's information panel: the heading of the player's own yaku, with the points they
        # make in this hand before any bonus or multiplier ({points}: "8 points"); say "yaku" once, in
        # Go-Stop's word for the scoring sets
        return _("Your yaku — {points}").format(points=points(score))
    # TRANSLATORS: the same heading for another player ("CPU 1's yaku — 3 points")
    return in_sentence(_("{name}'s yaku — {points}"), name, points=points(score))


def yaku_now(rules: GoStopRules, captured: int, cup: int) -> list[Line]:
    """The yaku these captures make as they stand: the sake cup counted as
    chosen, or, not chosen yet, the way that scores more."""
    return yaku_made(rules, captured, cup_counts_as_plain(rules, captured, cup))


def whole_tag(a: Assets, said: str, size: int, least: int, width: int, height: int,
              one_line: bool = False) -> list[tuple[str, pygame.Surface]]:
    """The bonus bright's tag, wrapped to ``width`` at the largest size from
    ``size`` down to ``least`` whose lines are each whole and together fit
    ``height``; none where no size does (the tag is left out, never cut:
    "+1 f…" said less than nothing); ``one_line``: on one line only."""
    for s in range(size, least - 1, -1):
        font = a.font(s)
        lines = wrap(said, font, width)
        if not lines or any(font.size(x)[0] > width for x in lines) or (one_line and len(lines) > 1) \
                or (" " in said and " ".join(lines).split() != said.split()):  # inside a word ("+1 si / perd / ant")
            continue
        shown = [(x, a.text(x, s, (255, 240, 220))) for x in lines]
        if sum(t.get_height() for _x, t in shown) <= height:  # as tall as drawn (a line's text may pass its linesize)
            return shown
    return []




def double_badge(a: Assets, lay: Layout, card: int, right: int, centre: tuple[int, int], h: int,
                 inside: pygame.Rect, others: list[pygame.Rect]) -> tuple[int, pygame.Rect, list[pygame.Surface]]:
    """The ×2 card's badge ("×2"), over no other card's face (pt24: laid before the card, it lay over the plains
    fanned beside it): after the card (from ``right``, its right edge and a gap) where its box (``inside``) has
    room there, else on the card's own face at its foot, else the place in its box nearest the card where it
    covers only its own card and the felt (``others``: the box's other cards, which the card lies over, and its
    label), else where it covers the least of them."""
    words = a.text("×2", lay.px(13), (255, 240, 220), bold=True, shadow=False)
    box = words.get_rect().inflate(lay.px(8), lay.px(2))
    face = pygame.Rect(0, 0, round(h * CARD_RATIO), h)
    face.center = centre
    box.midleft = (right, centre[1])
    beside = box.clamp(inside)
    if box.right <= inside.right and not any(beside.colliderect(o) for o in others):
        return card, beside, [words]
    foot = box.copy()
    foot.midbottom = (face.centerx, face.bottom - lay.px(2))
    spots = [foot.clamp(inside)]
    # its keyline close round the words where cramped (a card of a table of three's box at 960x540 is narrower
    # than "×2" at the text size chosen: two rows of cards fill the box), within the box, else over its edge
    room = inside.inflate(lay.px(4) + 2 * lay.px(3), lay.px(4) + 2 * lay.px(3))  # inside: the box, less px(4)
    for size in (box.size, (words.get_width() + 2, box.h)):
        spots += [pygame.Rect(left, top, *size) for top in range(room.top, room.bottom - size[1] + 1)
                  for left in range(room.left, room.right - size[0] + 1)]

    def cost(b: pygame.Rect) -> tuple[int, int, int, int]:
        covered = sum(b.clip(o).w * b.clip(o).h for o in others if not face.contains(b.clip(o)))
        return covered, not inside.contains(b), -b.w, (b.centerx - face.centerx) ** 2 + (b.centery - face.bottom) ** 2
    return card, min(spots, key=cost), [words]


def card_rect(target: tuple[float, float, float, float]) -> pygame.Rect:
    """A card's rectangle where it lies (its place: centre x, centre y, height)."""
    x, y, h = target[:3]
    r = pygame.Rect(0, 0, round(h * CARD_RATIO), round(h))
    r.center = (round(x), round(y))
    return r
