"""Painting a Go-Stop table: the canvas both tables share (the felt, the
decals drawn again only when what they show changes, the cards, the dirty rectangles)
with Go-Stop's panels: the hand, the stakes, each player's score and Go
calls, the yaku made so far, the plains counted by value over the
captures, and a tag under each *ppuk* pile saying whose it is."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from ...games.common.cards import Kind
from ...games.gostop import deck
from ...games.gostop.rules import GoStopRules
from ...games.gostop.scoring import Line, cup_counts_as_plain, yaku_made
from ...games.gostop.state import DEAL, MONTHS
from ...games.gostop.turn import hand_score_of, threshold
from ...i18n import _, language, ngettext, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM, Assets
from ..gostop_words import hand_of, kind_name, kind_short, pi_count, short_kind_name, yaku_name, yaku_score
from ..layout import CARD_RATIO, Layout, seat_zone
from ..plain_marks import plain_marks
from ..table import panel
from ..table.canvas import CardCanvas
from ..widgets import fit_text, wrap
from .view import GostopParts
from ..seat_words import in_sentence


PPUK_RED = (190, 52, 36)
OWNER_STRIP = 24  # design pixels: the strip above an opponent's captures at a table of three, naming them


@dataclass(frozen=True)
class Seat:
    """A player's lines in the information panel."""

    name: str
    score: int
    dealer: bool
    go_calls: int
    shakes: int  # three of a month shown
    bombs: int
    turn: bool
    heading: str  # "Your hand: 4 points"
    made: tuple[str, ...]  # the yaku made so far, named


@dataclass(frozen=True)
class GostopInfo:
    head: str  # "Hand 3 of 12"
    unit: str  # what the scores count: "points won"
    stakes: str  # "Stakes ×2" after a drawn hand, else ""
    seats: tuple[Seat, ...]  # the opponents' first, as their captures lie left to right; the player's last
    status: str
    goal: str  # "Go or Stop from 7 points"
    language: str


class GostopCanvas(CardCanvas):
    table: GostopParts

    def seated(self) -> list[int]:
        """The opponents as the panel names them: as their boxes lie, left to right."""
        return self.table.geometry.seated(self.table.opponents)

    def info(self) -> GostopInfo:
        t = self.table
        g = t.game
        h = g.hand
        rules = t.rules
        seats = []
        for p in (*self.seated(), 0):
            captured = h.captures[p]
            score = hand_score_of(rules, captured, h.cup)
            # TRANSLATORS: Go-Stop's information panel: the points a player's yaku make in this hand ("7 points")
            heading = (_("Your yaku: {points}").format(points=yaku_score(score)) if p == t.person
                       else in_sentence(_("{name}'s yaku: {points}"), t.short[p], points=yaku_score(score)))
            made = tuple(yaku_name(y.id, rules) for y in yaku_now(rules, captured, h.cup))
            bombs = sum(1 for x in g.plays if x.player == p and x.how == "bomb")  # the hand's shakes count them too
            seats.append(Seat(t.names[p], t.shown_scores()[p], h.dealer == p, h.go_calls[p], h.shakes[p] - bombs,
                              bombs, t.turn_shown == p, heading, made))
        head = hand_of(g)
        # TRANSLATORS: Go-Stop: after a drawn hand the next is worth more ({n}: 2, 4...).
        stakes = _("Stakes ×{n}").format(n=g.stakes) if g.stakes > 1 else ""
        # TRANSLATORS: Go-Stop: the score from which a player may call Go or Stop ("7 points").
        goal = _("Go or Stop from {points}").format(points=yaku_score(threshold(h)))
        # TRANSLATORS: Go-Stop's information panel, beside the hand's number: what the players' scores count
        unit = _("points won")
        return GostopInfo(head, unit, stakes, tuple(seats), self.turn_words(), goal, language())

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
        if t.players > 2 and not getattr(t, "replaying", False):  # at a table of three, whose each hand is
            # (a replay says it in its heading, which stands where these would)
            owners = self.owner_tags()
            self.decal("owners", (tuple(owners), language(), window), lambda: self.render_owners(owners))
        info = self.info()
        self.decal("info", (info, window), lambda: self.spotted(*render_info(info, lay, a)))
        said = t.status()
        left, right = panel.status_left(t.buttons, lay), panel.status_right(t.buttons, lay)
        self.decal("status", (said, left, right, window), lambda: panel.render_status(said, right, lay, a, left))
        self.decal("turn", (t.turn_shown, window), lambda: panel.render_turn(t.turn_shown, lay))
        count = t.model.deck_count
        self.decal("deck", (count, window), lambda: panel.render_deck(count, lay, a))
        tags = self.pile_tags()
        self.decal("ppuk", (tags, self.piles_shown(tags), language(), window), lambda: self.render_tags(tags),
                   under=False)
        apart = self.apart_cards()
        self.decal("apart", (apart, language(), window), lambda: self.render_apart(apart), under=False)
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
                # taker's win, no plain: the plains that count, then the doubling ("Plains (Pi)  3  ×2")
                plus = pgettext("gostop", "{kind}  {n}  ×2")
            shorter = tuple(s for s in (kind_short(kind), short_kind_name(kind)) if s)
            panel.kind_label(surf, a, lay, kind, kind_name(kind), n, g, apart, plus, shorter)
        if t.players > 2 and p != t.person:  # whose pile this is, on a strip above it
            owner = fit_text(a, t.names[p], lay.px(17), lay.px(13), r.w - lay.px(12), GOLD_LIGHT, bold=True)
            strip = pygame.Rect(r.x, r.y - lay.px(OWNER_STRIP), r.w, lay.px(OWNER_STRIP))
            whole = pygame.Surface(strip.union(r).size, pygame.SRCALPHA)
            whole.blit(surf, (0, strip.h))
            whole.blit(owner, owner.get_rect(midleft=(lay.px(6), strip.h // 2)))
            return whole, strip.union(r)
        return surf, r

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
        lay, a = self.table.ctx.layout, self.table.ctx.assets
        whole = tags[0][1].unionall([r for _name, r in tags[1:]])
        surf = pygame.Surface(whole.size, pygame.SRCALPHA)
        for name, r in tags:
            text = fit_text(a, name, lay.px(17), lay.px(13), r.w - lay.px(8), GOLD_LIGHT, bold=True)
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
        if not apart:
            return None, pygame.Rect(0, 0, 0, 0)
        lay, a = self.table.ctx.layout, self.table.ctx.assets
        tags = []
        for card, x, y, h, room in apart:
            inside = pygame.Rect(room).inflate(-lay.px(4), -lay.px(4))
            right = round(x + h * CARD_RATIO / 2) + lay.px(3)  # the card's right edge, and a gap
            width = inside.right - right
            if width < lay.px(24):
                continue  # no room beside the card: the box's label ("Brights 0 + 1") and the card's name say it
            # TRANSLATORS: Go-Stop: a tag beside the bonus bright in a player's captures: it counts as one bright
            # only for a player who loses the hand, not for its taker's brights (the box's label reads
            # "Brights 0 + 1"; keep it short: two short lines at most)
            said = pgettext("gostop", "+1 for a loser only")
            if (1 << card) & deck.BONUS_DOUBLE:
                # TRANSLATORS: Go-Stop: a tag beside the bonus card that doubles its taker's win, in the plains'
                # box: it is no plain (the box's label reads "Plains (Pi)  3  ×2"); short: two short lines at most
                said = pgettext("gostop", "×2 if its taker wins; no plain")
            surfs = whole_tag(a, said, lay.px(11), lay.px(9), width - lay.px(6), inside.h - lay.px(2))
            if not surfs:
                continue  # its words whole do not fit beside the card: the box's label ("Brights 0 + 1") says it
            w = max(s.get_width() for s in surfs) + lay.px(6)
            box = pygame.Rect(0, 0, w, sum(s.get_height() for s in surfs) + lay.px(2))
            box.midleft = (right, y)
            tags.append((box.clamp(inside), surfs))
        if not tags:
            return None, pygame.Rect(0, 0, 0, 0)
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

    def pile_tags(self) -> tuple[tuple[int, str], ...]:
        """Each field pile held as a *ppuk* (or piled at the deal), with the slot it lies in."""
        t = self.table
        h = t.game.hand
        out = []
        for mo in MONTHS:
            who = h.held[mo]
            slot = t.model.month_slot(mo)
            if who == -1 or slot is None:
                continue
            if who == DEAL:
                # TRANSLATORS: Go-Stop: the tag under a pair piled on the field at the deal.
                out.append((slot, _("Dealt pile")))
            else:
                # TRANSLATORS: Go-Stop: the tag under a ppuk pile on the field; {name} is who made it ("You").
                out.append((slot, _("Ppuk · {name}").format(name=t.short[who])))
        return tuple(out)

    def piles_shown(self, tags: tuple[tuple[int, str], ...]) -> tuple[int, ...]:
        """How many cards lie fanned over each tagged pile (the tag sits at their foot)."""
        return tuple(len(self.table.model.pile(slot)) for slot, _ in tags)

    def render_tags(self, tags: tuple[tuple[int, str], ...]) -> panel.Drawn:
        """A red tag across the foot of each held pile, over its cards."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        field = lay.rect("field")
        if not tags:
            return None, pygame.Rect(0, 0, 0, 0)
        surf = pygame.Surface(field.size, pygame.SRCALPHA)
        for slot, words in tags:
            x, y, h = t.geometry.slot_pos(slot)
            fanned = len(t.model.pile(slot))
            text = a.text(words, lay.px(15), (255, 240, 220), shadow=False)
            box = text.get_rect().inflate(lay.px(12), lay.px(6))
            dx, dy = t.geometry.fan_step(slot)
            centre_x = x + dx * fanned / 2
            bottom = y + h / 2 + dy * fanned
            box.midbottom = (round(centre_x - field.x), round(bottom - field.y - lay.px(6)))
            box.clamp_ip(surf.get_rect())
            pygame.draw.rect(surf, (*PPUK_RED, 240), box, border_radius=box.h // 2)
            pygame.draw.rect(surf, (255, 214, 102), box, width=1, border_radius=box.h // 2)
            surf.blit(text, text.get_rect(center=box.center))
        return surf, field

def yaku_now(rules: GoStopRules, captured: int, cup: int) -> list[Line]:
    """The yaku these captures make as they stand: the sake cup counted as
    chosen, or, not chosen yet, the way that scores more."""
    return yaku_made(rules, captured, cup_counts_as_plain(rules, captured, cup))


def badge_size(assets: Assets, lay: Layout, words: list[str], room: int, size: int, least: int) -> int | None:
    """The badges' text size: ``size`` where they fit in ``room`` beside
    one another, else smaller (down to ``least``); None where even that does not fit."""
    px = lay.px
    for n in range(size, least - 1, -1):
        if sum(assets.font(n).size(w)[0] + px(14) + px(6) for w in words) <= room:
            return n
    return None


def render_info(info: GostopInfo, lay: Layout, assets: Assets) -> tuple[pygame.Surface, pygame.Rect, list[panel.Spot]]:
    """The information panel: the hand, the players, whose turn, each hand's
    yaku; where it goes; where each yaku line lies in the window."""
    r = lay.rect("info")
    surf, spots = panel.shrunk(lambda k, tight: paint_info(info, r, lay, assets, k, tight), r.h, assets)
    return surf, r, [(at.move(r.topleft), what) for at, what in spots]


def paint_info(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets, k: float,
               tight: bool = False) -> tuple[pygame.Surface, int, list[panel.Spot]]:
    """The information panel, its texts at ``k`` times their size (``tight``:
    its lines packed closer); how tall it needs to be; where each yaku line was drawn."""
    px, z = lay.px, panel.scaled(lay, k)
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    spots: list[panel.Spot] = []
    gap = px(3 if tight else 9)
    y = px(6 if tight else 10)
    head = assets.text(info.head, z(26), GOLD_LIGHT, bold=True)
    surf.blit(head, (px(14), y))
    right = r.w - px(14)
    if info.stakes:
        stakes = assets.text(info.stakes, z(20), panel.TURN_GOLD, bold=True)
        surf.blit(stakes, stakes.get_rect(topright=(right, y + px(4))))
        right -= stakes.get_width() + px(10)
    room = right - head.get_width() - px(26)
    if room > px(40):  # the scores' unit, over them on the right
        unit = fit_text(assets, info.unit, z(18), px(13), room, TEXT_DIM)
        surf.blit(unit, unit.get_rect(topright=(right, y + px(6))))
    y += assets.font(z(26), True).get_linesize() + gap
    for seat in info.seats:
        line, x = panel.player_line(surf, assets, lay, y, seat.name, seat.score, seat.turn, k, tight)
        badges: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
        if seat.dealer:
            # TRANSLATORS: Go-Stop: the badge beside the player who deals this hand (in Korean, 선)
            badges.append((pgettext("gostop", "Dealer"), (190, 52, 36), (255, 240, 220)))
        if seat.go_calls:
            # TRANSLATORS: Go-Stop: a badge beside a player who has called Go; {n} times ("2 Go"), more than once
            calls = _("Go") if seat.go_calls == 1 else ngettext("{n} Go", "{n} Go", seat.go_calls).format(
                n=seat.go_calls)
            badges.append((calls, (226, 165, 36), (40, 20, 10)))
        if seat.shakes:
            # TRANSLATORS: Go-Stop: a badge beside a player who has shaken; {n} times, more than once ("2 shakes")
            shook = pgettext("badge", "Shake") if seat.shakes == 1 else ngettext("{n} shake", "{n} shakes", seat.shakes).format(
                n=seat.shakes)
            badges.append((shook, (60, 120, 170), (240, 245, 255)))
        if seat.bombs:
            # TRANSLATORS: Go-Stop: a badge beside a player who has bombed; {n} times, more than once ("2 bombs")
            bombed = pgettext("badge", "Bomb") if seat.bombs == 1 else ngettext("{n} bomb", "{n} bombs", seat.bombs).format(
                n=seat.bombs)
            badges.append((bombed, (150, 60, 50), (255, 240, 230)))
        score_w = assets.font(z(30), True).size(str(seat.score))[0]
        room = line.right - px(8) - score_w - px(6) - x  # up to the score, never over it
        size = badge_size(assets, lay, [b[0] for b in badges], room, z(16), least=max(px(11), z(12)))
        y = line.bottom + px(2 if tight else 4)
        centre = line.centery
        if size is None:  # too many to sit beside the name even smaller: on a row of their own under it
            size, x = z(16), line.x + px(14)
            centre = y + max(px(20), assets.font(size).get_linesize() + px(4)) // 2
            y += max(px(20), assets.font(size).get_linesize() + px(4)) + px(4)
        for words, fill, ink in badges:
            x = panel.badge(surf, assets, lay, words, x, centre, fill, ink, size) + px(6)
    shown = panel.status_lines(surf, assets, info.status, z(20), px(14), y + px(2), r.w - px(28))
    status_h = assets.font(z(20)).get_linesize()
    one_line = tight or len(info.seats) > 2  # less room: the goal shares the status line's last line...
    if one_line:
        room = r.w - (assets.font(z(20)).size(shown[-1])[0] if shown[-1] else 0) - px(40)
        least = assets.font(assets.unscaled(px(13))).size(info.goal)[0]
        if least > room:  # ... or the one under it, where it does not fit beside it
            shown.append("")
            room = r.w - px(28)
        goal = fit_text(assets, info.goal, z(18), px(13), room, TEXT_DIM)
        at = goal.get_rect(topright=(r.w - px(14), y + px(4) + status_h * (len(shown) - 1)))
        if at.bottom <= r.h:  # drawn only inside, as the yaku lines are: else the panel is painted smaller
            surf.blit(goal, at)
    y += status_h * len(shown) + gap
    pygame.draw.line(surf, (226, 165, 36, 90), (px(12), y), (r.w - px(12), y))
    y += px(4 if tight else 6)
    step = assets.font(z(18)).get_linesize()
    if not one_line:
        goal = fit_text(assets, info.goal, z(18), px(13), r.w - px(28), TEXT_DIM)
        if y + goal.get_height() <= r.h:  # drawn only inside (a larger try, thrown away)
            surf.blit(goal, (px(14), y))
        y += step + px(6)
    line_h = step + px(2 if tight else 4)
    # ... and each hand's yaku follow its heading on its line, so that all three fit
    for seat in (info.seats[-1], *info.seats[:-1]):  # the player's own hand first, then as the scores list them
        heading = assets.text(seat.heading, z(18), TEXT)
        items: list[tuple[pygame.Surface, object]] = [
            (assets.text(name, z(18), panel.TURN_GOLD), (info.seats.index(seat), i)) for i, name in enumerate(seat.made)]
        # TRANSLATORS: under (or beside) a player's yaku heading: no yaku begun yet.
        items = items or [(assets.text(_("nothing yet"), z(18), (140, 150, 140)), None)]
        y, low = panel.flow(surf, [(heading, None)], px(14), px(14), y, r.w - px(10), line_h, [])
        if one_line:
            x = px(14) + heading.get_width() + px(12)
        else:
            x, y = px(22), y + step + px(2)
        y, low = panel.flow(surf, items, x, px(22), y, r.w - px(10), line_h, spots)
        y += line_h + px(1 if tight else 4 if not one_line else 0)
    return surf, low, spots


def whole_tag(a: Assets, said: str, size: int, least: int, width: int, height: int) -> list[pygame.Surface]:
    """The bonus bright's tag, wrapped to ``width`` at the largest size from
    ``size`` down to ``least`` whose lines are each whole and together fit
    ``height``; none where no size does (the tag is left out, never cut:
    "+1 f…" said less than nothing)."""
    for s in range(size, least - 1, -1):
        font = a.font(s)
        lines = wrap(said, font, width)
        if not lines or any(font.size(x)[0] > width for x in lines):
            continue
        shown = [a.text(x, s, (255, 240, 220)) for x in lines]
        if sum(t.get_height() for t in shown) <= height:  # as tall as drawn (a line's text may pass its linesize)
            return shown
    return []
