"""Go-Stop's information panel: the hand and what the scores count, each
player's score row with their badges (dealer, Go calls, shakes, bombs),
whose turn, the score from which Go or Stop may be called, what a "×2" by
the plains means, and each player's yaku heading with the yaku made and
begun. The score rows are sized once for the hand (:func:`rows_size`)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from ...i18n import _, language, ngettext, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM, Assets
from ..layout import Layout
from ..progress import Progress, nothing_words
from ..table import panel
from ..widgets import fit_text, wrap


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
    heading: str  # "Your yaku — 4 points"
    progress: tuple[Progress, ...]  # the yaku made so far and those begun ("Chodan 2/3")
    more: tuple[Progress, ...] = ()  # those begun past the room: "+2 more", named when pointed at
    reach: bool = True  # a yaku made or still makeable (else "nothing within reach")


@dataclass(frozen=True)
class GostopInfo:
    head: str  # "Hand 3 of 12"
    unit: str  # what the scores count: "points won"
    stakes: str  # "Stakes ×2" after a drawn hand, else ""
    seats: tuple[Seat, ...]  # the opponents' first, as their captures lie left to right; the player's last
    status: str
    goal: str  # "Go or Stop from 7 points"
    language: str
    legend: str = ""  # what a "×2" by a seat's plains means, while one holds the doubling card
    may_say: str = ""  # the legend the hand may bring (the rules deal the doubling card): the rows leave room for it



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
    yaku; where it goes; where each yaku line lies in the window. The score
    rows are sized for the hand (:func:`rows_size`); the lines under them
    shrink from that size where they need to (they jumped from turn to turn).
    Each seat lists as many of its yaku begun as the room holds (:func:`fitted`)."""
    r = lay.rect("info")
    said, k, tight, rows = fitting(info, r, lay, assets)
    if k is not None:
        surf, _used, spots = paint_info(said, r, lay, assets, k, tight, rows)
        return surf, r, [(at.move(r.topleft), what) for at, what in spots]
    # more than the rows were sized for (rare: the smallest window at the largest text): all of it smaller
    surf, spots = panel.shrunk(lambda k, tight: paint_info(said, r, lay, assets, k, tight,
                                                           (min(k, rows[0]), rows[1] or tight)), r.h, assets)
    return surf, r, [(at.move(r.topleft), what) for at, what in spots]


def fitted(info: GostopInfo, lay: Layout, assets: Assets) -> GostopInfo:
    """``info`` as the panel lists it: each seat's yaku made, then as many
    of those begun (nearest first) as the room holds, the rest counted
    ("+2 more")."""
    return fitting(info, lay.rect("info"), lay, assets)[0]


def listing(info: GostopInfo, caps: list[int]) -> GostopInfo:
    """``info`` with each seat listing every yaku made and the first
    ``caps[i]`` of those begun, the rest left to its "+N more"."""
    seats = []
    for seat, cap in zip(info.seats, caps):
        made = [pr for pr in seat.progress if pr.made]
        going = [pr for pr in (*seat.progress, *seat.more) if not pr.made]
        seats.append(dataclasses.replace(seat, progress=(*made, *going[:cap]), more=tuple(going[cap:])))
    return dataclasses.replace(info, seats=tuple(seats))


Fitted = tuple[GostopInfo, "float | None", bool, tuple[float, bool]]
KNOWN = 256  # the panels' fittings and row sizes remembered, at most
_fittings: dict[tuple, Fitted] = {}
_rows: dict[tuple, tuple[float, bool]] = {}


def measured(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets) -> tuple:
    """All a trial painting of ``info`` in ``r`` is measured by: its words,
    the language they are said in, the room, the window's scale, the text
    size (the fonts are the bundled ones at every size)."""
    return info, tuple(r), lay.scale, assets.text_scale, language()


def remembered(known: dict, key: tuple, work):  # noqa: ANN001, ANN201
    """``work()``, done once for ``key`` (a panel is fitted by trial paintings, some thirty of them, and the
    same words are fitted again and again: the table's panel at each change, its pointing, the audits)."""
    if key not in known:
        if len(known) >= KNOWN:
            known.clear()
        known[key] = work()
    return known[key]


def fitting(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets) -> Fitted:
    """What the panel lists and at what size: the largest size (and the
    roomiest spacing) at which every seat's nearest yaku begun is listed
    under the rows, and then as many more of each seat's as still fit, the
    player's own first; none begun listed, and the size None, where even
    the nearest do not fit at the smallest size (the panel is then shrunk
    whole)."""
    return remembered(_fittings, measured(info, r, lay, assets), lambda: tried(info, r, lay, assets))


def tried(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets) -> Fitted:
    """:func:`fitting`, worked out."""
    rows = rows_size(info, r, lay, assets)
    scale = assets.text_scale
    held = (1 + (scale - 1) / 2) / scale
    begun = [sum(not pr.made for pr in (*s.progress, *s.more)) for s in info.seats]
    # the lines under the rows as large as fits, to half the increase chosen; the ×2's legend left out
    # where only it would make them smaller (a table of three, the smallest window, the largest text)
    tries = [(said, k, tight) for said in dict.fromkeys((info, dataclasses.replace(info, legend="")))
             for k in panel.steps(1.0, held) for tight in (False, True)]
    # where even that is too much (a table of three, the smallest window, the largest text), those lines
    # smaller, to the normal text size, before the rows are
    lowest = min(1.0, 1 / scale)
    tries += [(dataclasses.replace(info, legend=""), k, True) for k in panel.steps(held, lowest)[1:]]
    kept = None  # the text size chosen held, each seat's yaku begun only counted: before any smaller size
    for said, k, tight in tries:
        def fits(caps: list[int], said: GostopInfo = said, k: float = k, tight: bool = tight) -> bool:
            return paint_info(listing(said, caps), r, lay, assets, k, tight, rows)[1] <= r.h

        if k < held and kept is not None:
            return kept
        caps = [min(1, n) for n in begun]
        if not fits(caps):
            if kept is None and k >= held and fits([0] * len(begun)):
                kept = listing(said, [0] * len(begun)), k, tight, rows
            continue
        for n in range(max(begun, default=0), 1, -1):  # as many for each seat as fit alike...
            if fits(alike := [min(n, b) for b in begun]):
                caps = alike
                break
        for i in (len(begun) - 1, *range(len(begun) - 1)):  # ... then one more at a time, the player's own first
            while caps[i] < begun[i] and fits([c + (j == i) for j, c in enumerate(caps)]):
                caps[i] += 1
        return listing(said, caps), k, tight, rows
    return kept or (listing(dataclasses.replace(info, legend=""), [0] * len(begun)), None, True, rows)


FULLEST = 2  # yaku a seat's heading is sized to have beside it, when the rows are sized for the hand


def rows_size(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets) -> tuple[float, bool]:
    """The size (``k``, ``tight``) of the panel's heading and score rows for
    a whole hand: the largest at which the panel holds them with what a
    hand may bring under them (those at half the increase of the text
    size chosen, packed close), whatever it holds now: badges beside each
    name (dealer, Go calls, a shake), a long status line, and
    :data:`FULLEST` long yaku beside each heading, and a "+2 more". Only what does
    not change within a hand is read from ``info`` (the hand, the stakes,
    the names, the scores)."""
    long_line = Progress("bi-samgwang", "Bi-samgwang", 2, 3, 2)
    seats = tuple(Seat(s.name, s.score, True, 2, 1, 0, True, s.heading, (long_line,) * 2 * FULLEST, (long_line,) * 2)
                  for s in info.seats)  # and a "+2 more" after them
    # a status line as long as the goal's (which then goes under it, not beside it)
    fullest = GostopInfo(info.head, info.unit, info.stakes, seats, info.goal, info.goal, info.language, info.may_say)
    return remembered(_rows, measured(fullest, r, lay, assets), lambda: rows_tried(fullest, r, lay, assets))


def rows_tried(fullest: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets) -> tuple[float, bool]:
    """:func:`rows_size`, worked out for the fullest hand."""
    lowest = min(1.0, 1 / assets.text_scale)
    tries = [(k, tight) for k in panel.steps(1.0, lowest) for tight in (False, True)]
    scale = assets.text_scale
    held = (1 + (scale - 1) / 2) / scale  # the lines under them at half the increase chosen, at the least
    for k, tight in tries:
        if paint_info(fullest, r, lay, assets, min(k, held), True, (k, tight))[1] <= r.h:
            return k, tight
    return tries[-1]


def goal_drawn(assets: Assets, goal: str, size: int, least: int, room: int) -> pygame.Surface | None:
    """From what score a player may call Go or Stop, within ``room``: at ``size``, smaller where it must, never
    under ``least`` (the line's small size at the text size chosen, as the hints keep: pt25 read "役7点からゴーか
    ストップ" shrunk to a tiny font at 150% text); None where it does not fit so (the Go or Stop? question says
    it, and the rules' line on the title)."""
    for s in range(max(size, least), least - 1, -1):
        if assets.font(s).size(goal)[0] <= room:
            return assets.text(goal, s, TEXT_DIM)
    return None


def paint_info(info: GostopInfo, r: pygame.Rect, lay: Layout, assets: Assets, k: float,
               tight: bool = False, rows: tuple[float, bool] | None = None) -> tuple[pygame.Surface, int, list[panel.Spot]]:
    """The information panel, its texts at ``k`` times their size (``tight``:
    its lines packed closer), its heading and score rows at ``rows`` (their
    ``k`` and ``tight``; else as the rest); how tall it needs to be; where each yaku line was drawn."""
    below = (k, tight)
    k, tight = rows or below
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
    k, tight = below  # the rest at its own size (the most it may be, at the text size chosen)
    z = panel.scaled(lay, k)
    gap = px(3 if tight else 9)
    shown = panel.status_lines(surf, assets, info.status, z(20), px(14), y + px(2), r.w - px(28))
    status_h = assets.font(z(20)).get_linesize()
    one_line = tight or len(info.seats) > 2  # less room: the goal shares the status line's last line...
    if one_line:
        room = r.w - (assets.font(z(20)).size(shown[-1])[0] if shown[-1] else 0) - px(40)
        if assets.font(assets.unscaled(px(13))).size(info.goal)[0] > room:  # ... or the one under it, where it
            shown.append("")  # would not fit beside it even small (the panel's rows are sized for that line)
            room = r.w - px(28)
        # where it does not fit at the hints' size, left out (the Go or Stop? question says it, and the rules' line)
        goal = goal_drawn(assets, info.goal, z(18), px(16), room)
        at = goal.get_rect(topright=(r.w - px(14), y + px(4) + status_h * (len(shown) - 1))) if goal else None
        if goal is not None and at is not None and at.bottom <= r.h:  # drawn only inside, as the yaku lines are
            surf.blit(goal, at)
    y += status_h * len(shown) + gap
    pygame.draw.line(surf, (226, 165, 36, 90), (px(12), y), (r.w - px(12), y))
    y += px(4 if tight else 6)
    step = assets.font(z(18)).get_linesize()
    if not one_line:
        goal = goal_drawn(assets, info.goal, z(18), px(16), r.w - px(28))
        if goal is not None and y + goal.get_height() <= r.h:  # drawn only inside (a larger try, thrown away)
            surf.blit(goal, (px(14), y))
        y += step + px(6)
    if info.legend:  # the "×2" by a seat's plains, said
        font = assets.font(z(15))
        for words in wrap(info.legend, font, r.w - px(28)):
            if y + font.get_linesize() <= r.h:
                surf.blit(assets.text(words, z(15), TEXT_DIM), (px(14), y))
            y += font.get_linesize()
        y += px(2 if tight else 4)
    line_h = step + px(2 if tight else 4)
    # ... and each hand's yaku follow its heading on its line, so that all three fit
    for seat in (info.seats[-1], *info.seats[:-1]):  # the player's own hand first, then as the scores list them
        heading = assets.text(seat.heading, z(18), TEXT)
        items: list[tuple[pygame.Surface, object]] = [
            (assets.text(pr.label(), z(18), panel.TURN_GOLD if pr.made else TEXT_DIM),
             (info.seats.index(seat), pr)) for pr in seat.progress]
        if seat.more:  # pointed at, it names them
            n = len(seat.more)
            more = ngettext("+{n} more", "+{n} more", n).format(n=n)  # one wording for the cut, as Koi-Koi's
            items.append((assets.text(more, z(18), TEXT_DIM), (info.seats.index(seat), seat.more)))
        items = items or [(assets.text(nothing_words(seat.reach), z(18), (140, 150, 140)), None)]
        y, low = panel.flow(surf, [(heading, None)], px(14), px(14), y, r.w - px(10), line_h, [])
        if one_line:
            x = px(14) + heading.get_width() + px(12)
        else:
            x, y = px(22), y + step + px(2)
        y, low = panel.flow(surf, items, x, px(22), y, r.w - px(10), line_h, spots)
        y += line_h + px(1 if tight else 4 if not one_line else 0)
    return surf, low, spots
