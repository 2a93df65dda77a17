"""The cards' corner marks tell the four kinds apart by shape and by colour,
also as players with colour blindness see them (issue 30).

Each mark is drawn by the game's own code (``Assets._draw_index``) on a
plain ivory card at every size the table uses, then looked at through the
simulations of tools/cvd_sheet.py (Machado et al. 2009, full severity, in
linear RGB). Two measures, each with its reason:

- Shape: a mark's silhouette is what differs from the card's ivory (CIE76
  Delta E over 8 in that view), holes filled. Two kinds' silhouettes may
  overlap (intersection over union, best alignment within a pixel) by at
  most MAX_IOU = 0.75. For scale: a disc and a square of the same area,
  which are told apart only by looking closely at a 12 px mark, overlap by
  0.83; the same mark against itself, 1.0.
- Colour: the fills, seen in that view, must differ by CIE76 Delta E of at
  least MIN_DELTA_E = 20: about nine times the just noticeable difference
  (2.3), as palettes meant to be told apart at a glance on small areas ask.

The last test draws the marks as they were before this check (the same disc
for every kind) and shows that the check fails for them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import numpy as np
import pygame
import pytest
from cvd_sheet import MACHADO, delta_e, simulate

from koikoi.games.common.cards import KIND_OF, Kind
from koikoi.ui import kind_marks
from koikoi.ui.assets import IVORY, Assets

WIDTHS = (28, 31, 42, 56, 78, 104, 172)  # the least a card is marked at, up to the hand's at 1280x720 and more
VIEWS = ("normal", *MACHADO)
MAX_IOU = 0.75
MIN_DELTA_E = 20.0
CARDS_OF = {kind: [c for c in range(48) if KIND_OF[c] is kind] for kind in Kind}
Drawer = Callable[[pygame.Surface, int], None]


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * 530 / 320)


def drawn(draw: Drawer, card: int, width: int) -> np.ndarray:
    """The mark of ``card`` drawn by ``draw`` on a plain ivory card: its RGB array (x, y, 3)."""
    surf = pygame.Surface(card_size(width), pygame.SRCALPHA)
    surf.fill((*IVORY, 255))
    draw(surf, card)
    return pygame.surfarray.array3d(surf)


def silhouette(rgb: np.ndarray, view: str) -> np.ndarray:
    """Where the mark is, as seen in ``view``: what differs from the ivory,
    with the holes (the number's strokes) filled."""
    seen = delta_e(simulate(rgb, view), simulate(np.array(IVORY), view)) > 8
    outside = np.zeros_like(seen)
    outside[-1, :] = outside[:, -1] = True  # the card's far edges are ivory
    outside &= ~seen
    while True:
        grown = outside.copy()
        grown[1:] |= outside[:-1]
        grown[:-1] |= outside[1:]
        grown[:, 1:] |= outside[:, :-1]
        grown[:, :-1] |= outside[:, 1:]
        grown &= ~seen
        if (grown == outside).all():
            return ~outside
        outside = grown


def iou(a: np.ndarray, b: np.ndarray) -> float:
    """Intersection over union of two masks, at their best alignment within a pixel."""
    best = 0.0
    for dx, dy in itertools.product((-1, 0, 1), repeat=2):
        moved = np.roll(b, (dx, dy), axis=(0, 1))
        best = max(best, (a & moved).sum() / (a | moved).sum())
    return float(best)


def fill(rgb: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """A mark's fill colour: the commonest colour inside it."""
    colours, counts = np.unique(rgb[mask], axis=0, return_counts=True)
    return colours[counts.argmax()]


def measure(draw: Drawer, width: int, view: str) -> dict[tuple[Kind, Kind], tuple[float, float]]:
    """For each pair of kinds: how their marks' silhouettes overlap, and how far apart their fills are, in ``view``."""
    shown = {kind: drawn(draw, CARDS_OF[kind][0], width) for kind in Kind}
    shapes = {kind: silhouette(rgb, view) for kind, rgb in shown.items()}
    fills = {kind: simulate(fill(shown[kind], silhouette(shown[kind], "normal")), view) for kind in Kind}
    return {(a, b): (iou(shapes[a], shapes[b]), float(delta_e(fills[a], fills[b])))
            for a, b in itertools.combinations(Kind, 2)}


def game_marks(surf: pygame.Surface, card: int) -> None:
    Assets()._draw_index(surf, card)


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_two_kinds_differ_by_shape_and_by_colour(width, view):
    for (a, b), (overlap, distance) in measure(game_marks, width, view).items():
        assert overlap <= MAX_IOU, f"{a.name} and {b.name} marks look alike at {width} px ({view}): IoU {overlap:.2f}"
        assert distance >= MIN_DELTA_E, f"{a.name} and {b.name} fills too close ({view}): Delta E {distance:.1f}"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_month_number_stays_within_its_mark(width):
    """One digit or two, counted either way: every card of a kind has the
    same silhouette, so no number spills over its mark's edge."""
    assets = Assets()
    for kind, cards in CARDS_OF.items():
        shapes = {tuple(silhouette(drawn(lambda s, c, k=korean: assets._draw_index(s, c, korean=k), card, width),
                                   "normal").flatten())
                  for card in cards for korean in (False, True)}
        assert len(shapes) == 1, f"a {kind.name} card's number changes its mark's outline at {width} px"


def test_each_number_stands_out_from_its_fill():
    """Ink on the light fills, white on the dark: a contrast of at least 3
    to 1 (WCAG's least for graphics and large text)."""

    def luminance(c: tuple[int, int, int]) -> float:
        lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    for kind, colour in kind_marks.KIND_COLOURS.items():
        lum = sorted([luminance(colour), luminance(kind_marks.number_colour(kind))])
        assert (lum[1] + 0.05) / (lum[0] + 0.05) >= 3, kind


def test_the_marks_follow_the_card_indices_setting():
    size = card_size(56)
    on, off = Assets(card_indices=True), Assets(card_indices=False)
    plain = pygame.surfarray.array3d(on.card(0, size, plain=True))
    assert not np.array_equal(pygame.surfarray.array3d(on.card(0, size)), plain)
    assert np.array_equal(pygame.surfarray.array3d(off.card(0, size)), plain)


OLD_COLOURS = {Kind.BRIGHT: (226, 165, 36), Kind.ANIMAL: (47, 125, 76),
               Kind.RIBBON: (211, 58, 38), Kind.PLAIN: (120, 110, 100)}


def old_discs(surf: pygame.Surface, card: int) -> None:
    """The corner index as it was before the marks had shapes: one disc for every kind."""
    w = surf.get_width()
    r = max(6, round(w * 0.13))
    centre = (round(w * 0.05) + r + 1, round(w * 0.05) + r + 1)
    pygame.draw.circle(surf, kind_marks.INK, centre, r + 1)
    pygame.draw.circle(surf, OLD_COLOURS[KIND_OF[card]], centre, r)


def test_the_check_fails_for_same_shaped_discs():
    """The discs the marks replaced: every pair has the same silhouette, and
    seen with protanopia or deuteranopia some fills come too close."""
    for view in VIEWS:
        measured = measure(old_discs, 56, view)
        assert all(overlap > MAX_IOU for overlap, _ in measured.values())
    protan, deutan = measure(old_discs, 56, "protanopia"), measure(old_discs, 56, "deuteranopia")
    assert protan[Kind.ANIMAL, Kind.RIBBON][1] < MIN_DELTA_E  # green and red
    assert deutan[Kind.ANIMAL, Kind.PLAIN][1] < MIN_DELTA_E  # green and grey
