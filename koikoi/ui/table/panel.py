"""The table's panels: the information panel (the round, the score, whose
turn, progress toward yaku), the labels over the capture piles, the deck
with its count, the frame round the hand to play, the status line under
the field and the notice of a save that failed.

Each panel is drawn from a small frozen value (:class:`Info` for the
information panel), which also serves as the key of the table's cache:
a panel is drawn again only when what it shows has changed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from ...games.common.cards import Kind
from ...i18n import _, language, ngettext, pgettext
from ..assets import GOLD_LIGHT, KIND_NAMES, TEXT, TEXT_DIM, Assets
from ..kind_marks import KIND_COLOURS, mark
from ..layout import Layout, seat_zone
from ..progress import Progress, nothing_words
from ..widgets import fit_text, wrap
from .geometry import TableGeometry
from .status_line import render_status, status_band, status_left, status_right  # noqa: F401  (the panels' own)

Drawn = tuple[pygame.Surface | None, pygame.Rect]
TURN_GOLD = (255, 214, 102)


@dataclass(frozen=True)
class Row:
    """A player's line in the information panel."""

    name: str
    score: int
    dealer: bool
    koikoi_calls: int
    turn: bool  # theirs to play, as the table shows it


@dataclass(frozen=True)
class Info:
    """Everything the information panel shows."""

    head: str  # "Round 4 of 12"
    month: str  # "Plum month"
    rows: tuple[Row, Row]  # the opponent's, then the player's
    status: str  # "Your turn", "CPU is thinking..."
    yaku: tuple[tuple[str, tuple[Progress, ...]], ...]  # each player's heading and progress, by seat
    language: str = ""  # the language spoken (the badges and the progress are worded when drawn)
    more: tuple[tuple[Progress, ...], ...] = ()  # by seat, the yaku in progress past the room: "+2 more"
    reach: tuple[bool, ...] = ()  # by seat, whether a yaku is made or may still be (else "nothing within reach")


def badge(surf: pygame.Surface, assets: Assets, layout: Layout, text: str, x: int, centre_y: int,
          fill: tuple[int, int, int], ink: tuple[int, int, int], size: int | None = None) -> int:
    """A rounded label sized to its words ("Dealer", "Koi-koi ×2"); returns its right edge."""
    px = layout.px
    t = assets.text(text, size or px(16), ink, shadow=False)
    box = pygame.Rect(x, 0, t.get_width() + px(14), max(px(20), t.get_height() + px(4)))
    box.centery = centre_y
    pygame.draw.rect(surf, fill, box, border_radius=box.h // 2)
    surf.blit(t, t.get_rect(center=box.center))
    return box.right


# ``paint(k, tight)``: the panel with its texts at ``k`` times their size,
# ``tight`` packing its lines closer; it says how tall it came out, and
# where each line it was asked to show was drawn (its spots, for pointing).
Painter = Callable[[float, bool], tuple[pygame.Surface, int, "list[Spot]"]]
Spot = tuple[pygame.Rect, object]  # where a line was drawn in the panel, and what it names
MONTH_SPOT = "month"  # the round's month, as a spot of the panel


def shrunk(paint: Painter, height: int, assets: Assets, key: tuple | None = None) -> tuple[pygame.Surface, list[Spot]]:
    """A panel whose lines follow one another by their fonts' heights, and
    which never leaves a line unsaid: the largest ``k`` that fits
    ``height``; where none does down to the size the normal text size
    gives, the lines packed closer (``tight``), and smaller again, down to
    the smallest text the game draws. A line is dropped only where even
    that cannot fit (a window smaller than any the game opens).

    ``key``: all the trial paintings are measured by (the words, the room,
    the scale, the text size, the language); the size found for it is
    remembered, and the panel painted once at it the next time."""
    if key is not None and (size := _sizes.get((key, height))) is not None:
        surf, _used, spots = paint(*size)
        return surf, spots
    lowest = min(1.0, 1 / assets.text_scale)
    # each size at its ease, then packed closer, before a smaller size: the text size chosen holds first
    tries = [(k, tight) for k in steps(1.0, lowest) for tight in (False, True)]
    tries += [(k, True) for k in steps(lowest, lowest * 0.7)[1:]]
    for k, tight in tries:
        surf, used, spots = paint(k, tight)
        if used <= height:
            break
    if key is not None:
        if len(_sizes) >= KNOWN:
            _sizes.clear()
        _sizes[(key, height)] = (k, tight)
    return surf, spots


KNOWN = 256  # the panels' sizes remembered, at most
_sizes: dict[tuple, tuple[float, bool]] = {}


def steps(top: float, bottom: float) -> list[float]:
    """From ``top`` down to ``bottom`` by eighths or so."""
    out = [top]
    while out[-1] > bottom:
        out.append(max(bottom, out[-1] - 0.08))
    return out


def scaled(layout: Layout, k: float) -> Callable[[float], int]:
    """Design text sizes in window pixels, times ``k``."""
    return lambda design: max(1, round(layout.px(design) * k))


def player_line(surf: pygame.Surface, assets: Assets, layout: Layout, y: int, name: str, score: int, turn: bool,
                k: float, tight: bool = False) -> tuple[pygame.Rect, int]:
    """A player's line in an information panel from ``y``: lit when theirs
    to play, the score on the right, the name on the left, as tall as
    their fonts (``tight``: no taller); (the line, where its badges start)."""
    px, z = layout.px, scaled(layout, k)
    h = max(assets.font(z(30), True).get_linesize() + px(2 if tight else 6),
            assets.font(z(24)).get_linesize() + px(2 if tight else 6))
    if not tight:
        h = max(h, px(34))
    line = pygame.Rect(px(8), y, surf.get_width() - px(16), h)
    if turn:
        pygame.draw.rect(surf, (*TURN_GOLD, 40), line, border_radius=px(8))
        pygame.draw.rect(surf, (*TURN_GOLD, 160), line, width=1, border_radius=px(8))
    shown = assets.text(str(score), z(30), GOLD_LIGHT, bold=True)
    surf.blit(shown, shown.get_rect(midright=(line.right - px(8), line.centery + 1)))
    room = line.w - shown.get_width() - px(24)
    label = fit_text(assets, name, z(24), px(16), room // 2, TEXT, bold=turn)
    surf.blit(label, label.get_rect(midleft=(line.x + px(8), line.centery)))
    return line, line.x + px(12) + label.get_width()


def flow(surf: pygame.Surface, items: list[tuple[pygame.Surface, object]], x: int, indent: int, y: int, right: int,
         line_h: int, spots: list[Spot]) -> tuple[int, int]:
    """Lay ``items`` (a text each, and what it names) one after another
    from (``x``, ``y``), each whole, onto a new line from ``indent`` where
    one would pass ``right``; drawn only inside the surface, each drawn
    one's place put in ``spots``. Returns the top of the last line, and
    the bottom of the lowest text (drawn, or not for want of room)."""
    gap = line_h // 2
    bottom = y
    for t, what in items:
        if x > indent and x + t.get_width() > right:
            x, y = indent, y + line_h
        at = pygame.Rect((x, y), t.get_size())
        if at.bottom <= surf.get_height():  # else no room for another line: the panel is painted smaller
            surf.blit(t, at)
            if what is not None:
                spots.append((at, what))
        bottom = max(bottom, at.bottom)
        x += t.get_width() + gap
    return y, bottom


def render_info(info: Info, layout: Layout, assets: Assets) -> tuple[pygame.Surface, pygame.Rect, list[Spot]]:
    """The information panel, where it goes, and where each yaku line lies in the window."""
    r = layout.rect("info")
    surf, spots = shrunk(lambda k, tight: paint_info(info, r, layout, assets, k, tight), r.h, assets,
                         (info, tuple(r), layout.scale, assets.text_scale, language()))
    return surf, r, [(at.move(r.topleft), what) for at, what in spots]


def paint_info(info: Info, r: pygame.Rect, layout: Layout, assets: Assets, k: float,
               tight: bool = False) -> tuple[pygame.Surface, int, list[Spot]]:
    """The information panel, its texts at ``k`` times their size (``tight``:
    each player's yaku after their heading, on its line); how tall it needs
    to be; where each yaku line was drawn."""
    px, z = layout.px, scaled(layout, k)
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    spots: list[Spot] = []
    gap = px(3 if tight else 9)
    y = px(6 if tight else 10)
    head = assets.text(info.head, z(26), GOLD_LIGHT, bold=True)
    surf.blit(head, (px(14), y))
    month = assets.text(info.month, z(20), TEXT_DIM)
    if head.get_width() + month.get_width() + px(38) <= r.w:  # beside the heading, else under it
        spots.append((month.get_rect(topright=(r.w - px(14), y + px(4))), MONTH_SPOT))
        y += assets.font(z(26), True).get_linesize() + gap
    else:
        y += assets.font(z(26), True).get_linesize()
        spots.append((month.get_rect(topright=(r.w - px(14), y)), MONTH_SPOT))
        y += assets.font(z(20)).get_linesize() + gap
    surf.blit(month, spots[-1][0])  # pointed at, it says what the month is for (Koi-Koi's pointer)
    for row in info.rows:  # the score, the dealer's badge and the turn marker
        line, x = player_line(surf, assets, layout, y, row.name, row.score, row.turn, k, tight)
        if row.dealer:
            # TRANSLATORS: a badge beside the name of the player who deals this round.
            x = badge(surf, assets, layout, _("Dealer"), x, line.centery, (190, 52, 36), (255, 240, 220),
                      z(16)) + px(6)
        if row.koikoi_calls:
            if row.koikoi_calls == 1:
                # TRANSLATORS: a badge beside the name of a player who has called koi-koi this round.
                calls = _("Koi-koi")
            else:
                # TRANSLATORS: the same badge, for a player who has called koi-koi {n} times this round (2 or more).
                calls = _("Koi-koi ×{n}").format(n=row.koikoi_calls)
            badge(surf, assets, layout, calls, x, line.centery, (226, 165, 36), (40, 20, 10), z(16))
        y = line.bottom + px(2 if tight else 4)
    shown = status_lines(surf, assets, info.status, z(20), px(14), y + px(2), r.w - px(28))
    y += assets.font(z(20)).get_linesize() * len(shown) + gap
    pygame.draw.line(surf, (226, 165, 36, 90), (px(12), y), (r.w - px(12), y))
    y += px(4 if tight else 6)
    line_h = assets.font(z(18)).get_linesize() + px(2 if tight else 4)
    for seat, (heading, progress) in enumerate(info.yaku):
        said = assets.text(heading, z(18), TEXT_DIM)
        if tight:  # the heading leads its line, and the yaku follow it
            y, low = flow(surf, [(said, None)], px(14), px(14), y, r.w - px(10), line_h, [])
            x = px(14) + said.get_width() + px(10)
        else:
            y, low = flow(surf, [(said, None)], px(14), px(14), y, r.w - px(10), line_h, [])
            y += assets.font(z(18)).get_linesize() + px(2)
            x = px(22)
        if not progress:
            nothing = assets.text(nothing_words(seat >= len(info.reach) or info.reach[seat]), z(18), (140, 150, 140))
            y, low = flow(surf, [(nothing, None)], x, px(22), y, r.w - px(10), line_h, [])
        else:
            items: list[tuple[pygame.Surface, object]] = []
            for pr in progress:
                colour = TURN_GOLD if pr.scores else TEXT_DIM if pr.made else TEXT
                items.append((assets.text(pr.label(), z(18), colour, bold=pr.scores), (seat, pr)))
            if seat < len(info.more) and (rest := info.more[seat]):  # pointed at, it names them
                # TRANSLATORS: after a player's yaku lines: how many more yaku in progress there is no room to list
                more = ngettext("+{n} more", "+{n} more", len(rest)).format(n=len(rest))
                items.append((assets.text(more, z(18), TEXT_DIM), (seat, rest)))
            y, low = flow(surf, items, x, px(22), y, r.w - px(10), line_h, spots)
        y += line_h + px(1 if tight else 4)
    return surf, low, spots


def status_lines(surf: pygame.Surface, assets: Assets, status: str, size: int, x: int, y: int,
                 width: int) -> list[str]:
    """The panel's status line ("Dealing the cards  ·  click to skip") drawn
    from (``x``, ``y``) in ``width``, wrapped between words where one line
    does not hold it (the panel shrinks to hold them all); the lines drawn."""
    font = assets.font(size)
    shown = wrap(status, font, width) or [""]
    for i, line in enumerate(shown):
        if y + i * font.get_linesize() + font.get_height() <= surf.get_height():  # else the panel is painted smaller
            surf.blit(assets.text(line, size, TURN_GOLD), (x, y + i * font.get_linesize()))
    return shown


def pile_key(pile: tuple[int, ...]) -> tuple:
    """What a player's pile labels depend on (for the table's cache): the
    cards, and the language they are worded in."""
    return pile, language()


def render_pile_labels(p: int, pile: tuple[int, ...], layout: Layout, assets: Assets, geometry: TableGeometry,
                       adds: Callable[[Kind], int] = lambda kind: 0, plus_labels: tuple[str, ...] = (),
                       names: Mapping[Kind, str] | None = None) -> Drawn:
    """"Brights 2", "Animals (Tane)", ... over each box of a player's captures,
    each after its kind's mark; ``adds(kind)``: what a card lying in another box
    adds to the kind's count (Koi-Koi's sake cup among the plains: "Plains 2 + 1
    (sake cup)", in the first of ``plus_labels`` that fits); ``names``: each
    box's whole name, where it is more than its kind's ("Animals (Tane)": the
    kind alone, then its short form, where the box is narrow)."""
    r = layout.rect(seat_zone("captures", p))
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    for kind in Kind:
        g = geometry.group_rect(p, kind).move(-r.x, -r.y)
        n = sum(1 for c in pile if geometry.kind_of(c) == kind and not geometry.apart(c))
        word = _(KIND_NAMES[kind])
        name = names[kind] if names else word
        kind_label(surf, assets, layout, kind, name, n, g, adds(kind), plus_labels or None,
                   shorter=(word, short_kind_name(kind)) if name != word else (short_kind_name(kind),))
    return surf, r


def short_kind_name(kind: Kind) -> str:
    """A Koi-Koi capture box's name in its short form, for a box too narrow for the whole name and its count."""
    # TRANSLATORS: the short forms of the capture boxes' names (Brights, Animals, Ribbons, Plains), written
    # where a box is too narrow for the whole name beside its count ("Anim.  2"): an abbreviation players
    # read at once, as short as the language allows (keep a name already short as it is)
    names = {Kind.BRIGHT: pgettext("kind, short", "Brt."), Kind.ANIMAL: pgettext("kind, short", "Anim."),
             Kind.RIBBON: pgettext("kind, short", "Rib."), Kind.PLAIN: pgettext("kind, short", "Pl.")}
    return names[kind]


def kind_label(surf: pygame.Surface, assets: Assets, layout: Layout, kind: Kind, name: str, n: int,
               box: pygame.Rect, plus: int = 0, plus_label: str | tuple[str, ...] | None = None,
               shorter: tuple[str, ...] = ()) -> str:
    """A capture box's label at the top of ``box``: its kind's mark, then
    its name and how many count ("Brights  2"), and what a card lying in
    another box adds ("Plains  2 + 1", the sake cup lying with the animals),
    or a card set apart in the box (``plus_label``: Go-Stop's bonus bright),
    greyed while none count. It fits the room the mark leaves: the first of
    its forms (each label, with each name) whole at its size, the text size
    chosen, the last label (a bare "+ 1") only where none that says more fits
    even smaller; else smaller, down to :data:`LABEL_FLOOR` of the size chosen (each form, then
    with its spaces closed up); else with each of the ``shorter`` names in turn ("Plains"
    for "Plains (Pi)", then the designed short form "Pl.", "Anim.": a table
    of three at 150% text), then with its spaces closed up ("Lum. 0+1");
    past that the count stands alone after the kind's mark, which names the
    kind: a name is never cut, nor the count. Returns the words drawn."""
    # TRANSLATORS: a capture pile's label: the kind of card ("Brights") and how many the player holds.
    labels: tuple[str, ...] = (_("{kind}  {n}"),)
    if plus:
        # TRANSLATORS: the plains' pile label where the sake cup, lying with the animals, counts as a plain
        # too: the plains the pile holds, then what the cup adds ("Plains  2 + 1": Kasu counts 3)
        labels = (plus_label,) if isinstance(plus_label, str) else plus_label or (_("{kind}  {n} + {cup}"),)
    px = layout.px
    size = px(17)
    room = label_room(assets, layout, kind, box)
    # the text size chosen holds: the first form (each label, each name) whole at that size, before any shrinks;
    # but a form that says what the "+ 1" is ("(cup)") is kept, drawn smaller, before the bare "+ 1" is
    explained = labels[:-1] if len(labels) > 1 else labels
    forms = [label.format(kind=each, n=n, cup=plus, bonus=plus) if n or plus else each
             for label in explained for each in (name, *shorter)]
    whole = next((w for w in forms if assets.font(size).size(w)[0] <= room), None)
    if whole is not None:
        t = assets.text(whole, size, TEXT if n or plus else (150, 160, 150))
        blit_kind_heading(surf, kind, t, (box.x + px(6), box.y + px(3)), layout)
        return whole
    too_long = lambda w: not label_fits(assets, layout, room, w)  # noqa: E731
    # each label in turn (the first says most: what a card adds, in words), with each shorter name in turn,
    # then with its spaces closed up ("Simp. 2+1 (coupe)"), at no less than LABEL_FLOOR of the size chosen
    closed = lambda w: re.sub(r"\s*\+\s*", "+", " ".join(w.split()))  # noqa: E731
    said = [label.format(kind=each, n=n, cup=plus, bonus=plus) if n or plus else each
            for label in labels for each in (name, *shorter)]
    words = next((w for form in said for w in dict.fromkeys((form, closed(form))) if not too_long(w)), said[-1])
    if (n or plus) and too_long(words):
        # a card set apart (Go-Stop's bonus bright, which counts only for a loser, its "+1" on its own tag):
        # the name and the count that counts, before the name is dropped (pt19 read a bare "2+1" beside
        # other seats' "Gwang 2"); else no room for a word: the mark names the kind, the count stands alone
        named = [" ".join(_("{kind}  {n}").format(kind=each, n=n).split()) for each in (name, *shorter)]
        fitting = next((w for w in named if not too_long(w)), None) if plus_label is not None else None
        words = fitting if fitting is not None else closed(labels[-1].format(kind="", n=n, cup=plus, bonus=plus))
    t = fit_text(assets, words, size, px(13), room, TEXT if n or plus else (150, 160, 150))
    blit_kind_heading(surf, kind, t, (box.x + px(6), box.y + px(3)), layout)
    return words


def label_room(assets: Assets, layout: Layout, kind: Kind, box: pygame.Rect) -> int:
    """The width a capture box's label has beside its kind's mark."""
    px = layout.px
    mark_w = mark(kind, max(4, round(assets.font(px(17)).get_height() * 0.26))).get_width()
    return box.w - px(6) - mark_w - px(3) - px(6)


LABEL_FLOOR = 0.85  # a capture box's label is drawn no smaller than this much of the size chosen


def label_floor(assets: Assets, layout: Layout) -> int:
    """The smallest size a capture box's label is drawn at: :data:`LABEL_FLOOR` of
    the size chosen, in the window's pixels (issue 39: French "Simp. 2 + 1 (coupe
    de saké)" was drawn at 16 px where the text size chosen made it 20)."""
    chosen = assets.font(layout.px(17)).get_height()
    return next((s for s in range(layout.px(17), 0, -1) if assets.font(s - 1).get_height() < LABEL_FLOOR * chosen),
                1)


def label_fits(assets: Assets, layout: Layout, room: int, words: str) -> bool:
    """Whether a capture box's label fits ``room`` whole, at the smallest size it is drawn (:func:`label_floor`)."""
    return assets.font(label_floor(assets, layout)).size(words)[0] <= room


def blit_kind_heading(surf: pygame.Surface, kind: Kind, words: pygame.Surface, at: tuple[int, int],
                      layout: Layout) -> None:
    """A capture box's heading at ``at``: its kind's mark, then ``words``.
    The mark's shape tells the kind where the box's tinted edge (its colour
    alone) does not, for a player who cannot tell red from green."""
    m = mark(kind, max(4, round(words.get_height() * 0.26)))
    x, y = at
    surf.blit(m, (x, y + (words.get_height() - m.get_height()) // 2))
    surf.blit(words, (x + m.get_width() + layout.px(3), y))


def pile_shades(layout: Layout, geometry: TableGeometry) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The tinted boxes of the capture piles, drawn once into the table's background."""
    out = []
    for p in range(len(geometry.model.captured)):
        for kind in Kind:
            g = geometry.group_rect(p, kind)
            shade = pygame.Surface(g.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 40), shade.get_rect(), border_radius=layout.px(8))
            pygame.draw.rect(shade, (*KIND_COLOURS[kind], 90), shade.get_rect(), width=1,
                             border_radius=layout.px(8))
            out.append((shade, g))
    return out


def render_notice(said: str, layout: Layout, assets: Assets) -> Drawn:
    """A problem the player must know of (the match cannot be saved), on a
    dark red strip across the top of the table until it is mended."""
    if not said:
        return None, pygame.Rect(0, 0, 0, 0)
    r = layout.rect("opponent_hand")
    if layout.has("second_opponent_hand"):  # a table of three: across both opponents' hands
        r = r.union(layout.rect("second_opponent_hand"))
    px = layout.px
    size = px(18)
    lines = [assets.text(line, size, (255, 222, 170)) for line in wrap(said, assets.font(size), r.w - px(24))[:3]]
    line_h = assets.font(size).get_linesize()
    box = pygame.Rect(0, 0, max(t.get_width() for t in lines) + px(24), line_h * len(lines) + px(12))
    box.midtop = (r.centerx, r.y + px(4))
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (70, 26, 14, 240), surf.get_rect(), border_radius=px(8))
    pygame.draw.rect(surf, (226, 165, 36), surf.get_rect(), width=1, border_radius=px(8))
    for i, t in enumerate(lines):
        surf.blit(t, t.get_rect(midtop=(box.w // 2, px(6) + i * line_h)))
    return surf, box


def render_turn(p: int | None, layout: Layout) -> Drawn:
    """A soft gold frame around the hand of whoever plays now."""
    if p is None:
        return None, pygame.Rect(0, 0, 0, 0)
    r = layout.rect(seat_zone("hand", p)).inflate(layout.px(14), layout.px(14))
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    rad = layout.px(16)
    for i in range(4):
        pygame.draw.rect(surf, (*TURN_GOLD, 40 + 40 * i), surf.get_rect().inflate(-2 * (3 - i), -2 * (3 - i)),
                         width=1, border_radius=rad)
    return surf, r


def render_deck(count: int, layout: Layout, assets: Assets) -> Drawn:
    """The deck as a little stack of backs, with how many cards are left."""
    r = layout.rect("deck")
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    if count > 0:
        w, h = layout.card_size("deck")
        back = assets.card(-1, (w, h))
        shadow = assets.shadow((w, h))
        cx, cy = r.w // 2, r.h // 2
        for i in range(min(5, (count + 4) // 5)):
            surf.blit(shadow, shadow.get_rect(center=(cx + 2, cy + 4 - i)))
            surf.blit(back, back.get_rect(center=(cx - i, cy - i * 2)))
        t = assets.text(str(count), layout.px(18), TEXT)
        surf.blit(t, t.get_rect(midbottom=(cx, r.h - 1)))
    return surf, r
