"""The statistics' pictures, drawn with pygame in the game's colours: the
win rate over time (a line a level), a histogram, a bar beside its label.

Each draws into a rectangle of the surface it is given, its text at the
sizes it is given and never smaller than the game's least readable size.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..i18n import _
from .assets import GOLD, GOLD_LIGHT, MIN_TEXT, TEXT, TEXT_DIM, Assets
from .widgets import DARK, draw_text, fit_text

GRID = (90, 82, 70)


def percent(n: float) -> str:
    """A share as the language writes a percentage ("50%", "50 %")."""
    # TRANSLATORS: a percentage; {n} is a whole number ("50%"; French writes "50 %")
    return _("{n}%").format(n=round(n))


def cumulative(timeline: Sequence[tuple[str, str, str]], level: str | None) -> list[tuple[int, float]]:
    """The win rate after each match of ``level`` (every level: None), at
    that match's place among all of them: (index, share of matches won)."""
    out, played, won = [], 0, 0
    for i, (_date, lv, outcome) in enumerate(timeline):
        if level is not None and lv != level:
            continue
        played += 1
        won += outcome == "won"
        out.append((i, won / played))
    return out


def thinned(points: list[tuple[int, float]], most: int) -> list[tuple[int, float]]:
    """At most about ``most`` points of a line, its last always kept (a line
    of ten thousand matches is drawn with one point a pixel)."""
    if len(points) <= most:
        return points
    step = len(points) / most
    out = [points[int(k * step)] for k in range(most)]
    if out[-1] != points[-1]:
        out.append(points[-1])
    return out


def win_rate_plot(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, count: int,
                  lines: Sequence[tuple[tuple[int, int, int], list[tuple[int, float]]]],
                  x_labels: Sequence[tuple[int, str]], size: int) -> pygame.Rect:
    """Lines of a win rate (0 to 1) across ``count`` matches, oldest at the
    left: the grid at each quarter, labelled in percent at the left, and
    ``x_labels`` (match index, words) beneath. Returns the plot's own area."""
    font = assets.font(size)
    label_w = font.size(percent(100))[0] + 8
    line = font.get_linesize()
    area = pygame.Rect(rect.x + label_w, rect.y + line // 2, rect.w - label_w - 4, rect.h - line - line // 2 - 6)
    pygame.draw.rect(surface, (*DARK, 160), area)
    for q in range(5):
        y = area.bottom - round(area.h * q / 4)
        pygame.draw.line(surface, GOLD if q == 2 else GRID, (area.x, y), (area.right, y), 1)
        box = pygame.Rect(rect.x, y - line // 2, label_w - 6, line)
        draw_text(surface, assets, percent(25 * q), size, TEXT_DIM, box, align="right", shadow=False)

    def x_of(i: int) -> int:
        return area.x + (round(area.w * i / (count - 1)) if count > 1 else area.w // 2)

    taken: list[pygame.Rect] = []
    for i, words in x_labels:
        w = font.size(words)[0] + 2
        box = pygame.Rect(0, area.bottom + 4, w, line)
        box.centerx = x_of(i)
        box.clamp_ip(pygame.Rect(area.x - label_w // 2, box.y, area.w + label_w // 2 + 4, line))
        if box.collidelist(taken) != -1:
            continue
        taken.append(box.inflate(12, 0))
        draw_text(surface, assets, words, size, TEXT_DIM, box, shadow=False)
    for colour, points in lines:
        pts = [(x_of(i), area.bottom - round(area.h * share)) for i, share in thinned(points, max(2, area.w))]
        if len(pts) == 1:
            pygame.draw.circle(surface, colour, pts[0], 4)
        elif pts:
            pygame.draw.lines(surface, colour, False, pts, 3)
            pygame.draw.circle(surface, colour, pts[-1], 4)
    return area


def histogram(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, bars: Sequence[tuple[str, int]],
              size: int, colour: tuple[int, int, int] = GOLD, axes: tuple[str, str] = ("", "")) -> pygame.Rect:
    """A bar for each (label, count), side by side, the labels beneath (as
    many as have room) and the tallest bar's count above it; ``axes``: what
    the bars stand for (under the labels) and what they count (above the
    bars, at the left). Returns the bars' area."""
    font = assets.font(size)
    line = font.get_linesize()
    x_title, y_title = axes
    top = rect.y + line + (line if y_title else 0)
    area = pygame.Rect(rect.x, top, rect.w, rect.bottom - top - line - 4 - (line if x_title else 0))
    if not bars:
        return area
    if y_title:
        draw_text(surface, assets, y_title, size, TEXT, pygame.Rect(rect.x, rect.y, rect.w, line), shadow=False)
        pygame.draw.line(surface, GRID, (area.x, area.y), (area.x, area.bottom), 1)
    if x_title:
        draw_text(surface, assets, x_title, size, TEXT, pygame.Rect(rect.x, area.bottom + 4 + line, rect.w, line),
                  align="centre", shadow=False)
    pygame.draw.line(surface, GRID, (area.x, area.bottom), (area.right, area.bottom), 1)
    most = max(n for _label, n in bars) or 1
    slot = area.w / len(bars)
    gap = max(1, round(slot * 0.18)) if slot >= 4 else 0
    widest = max(font.size(label)[0] for label, _n in bars) + 6
    every = max(1, -(-widest // max(1, int(slot))))  # a label each ``every`` bars, so none overlap
    for k, (label, n) in enumerate(bars):
        x0 = area.x + round(k * slot)
        x1 = area.x + round((k + 1) * slot) - gap
        h = round(area.h * n / most)
        if n:
            pygame.draw.rect(surface, colour, (x0, area.bottom - max(2, h), max(1, x1 - x0), max(2, h)),
                             border_top_left_radius=3, border_top_right_radius=3)
        if k % every == 0:
            box = pygame.Rect(x0 + (x1 - x0) // 2 - widest // 2, area.bottom + 4, widest, line)
            draw_text(surface, assets, label, size, TEXT_DIM, box, align="centre", shadow=False)
        if n == most:
            box = pygame.Rect(x0 + (x1 - x0) // 2 - widest // 2 - 20, area.bottom - h - line, widest + 40, line)
            draw_text(surface, assets, str(n), size, GOLD_LIGHT, box, align="centre", shadow=False)
    return area


def bucketed(points: Sequence[tuple[int, int]], most_bars: int = 20) -> list[tuple[str, int]]:
    """(points, rounds) as a histogram's bars: one a score from 1 to the
    highest, or ranges of scores ("10–14") when there would be too many."""
    if not points:
        return []
    top = max(p for p, _n in points)
    low = min(min(p for p, _n in points), 1)
    width = max(1, -(-(top - low + 1) // most_bars))
    counts: dict[int, int] = {}
    for p, n in points:
        counts[(p - low) // width] = counts.get((p - low) // width, 0) + n
    bars = []
    for k in range((top - low) // width + 1):
        a = low + k * width
        bars.append((str(a) if width == 1 else f"{a}–{a + width - 1}", counts.get(k, 0)))
    return bars


def labelled_buckets(points: Sequence[tuple[int, int]], font: pygame.font.Font, width: int,
                     most_bars: int = 20) -> list[tuple[str, int]]:
    """:func:`bucketed` in as few more bars as leave every bar its label whole
    beneath it on a :func:`histogram` ``width`` wide (pt16: with only every
    other bar labelled, the last bar, 27–28, had none)."""
    for n in range(most_bars, 1, -1):
        bars = bucketed(points, n)
        if not bars or max(font.size(label)[0] for label, _n in bars) + 6 <= int(width / len(bars)):
            return bars
    return bucketed(points, 1)


def bar_row(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, label: str, n: int, total: int,
            colour: tuple[int, int, int], size: int, label_share: float = 0.5) -> None:
    """A label, then a bar as long as ``n`` is of ``total``, then the count and its share."""
    label_w = int(rect.w * label_share)
    words = fit_text(assets, label, size, max(MIN_TEXT, size - 4), label_w - 8, TEXT)  # smaller before it is cut
    surface.blit(words, words.get_rect(midleft=(rect.x, rect.centery)))
    said = f"{n} · {percent(100 * n / total)}" if total else str(n)
    said_w = assets.font(size).size(said)[0] + 8
    track = pygame.Rect(rect.x + label_w, rect.centery - rect.h // 4, rect.w - label_w - said_w - 8, rect.h // 2)
    pygame.draw.rect(surface, (*DARK, 200), track, border_radius=3)
    if total and n:
        pygame.draw.rect(surface, colour, (track.x, track.y, max(3, round(track.w * n / total)), track.h),
                         border_radius=3)
    draw_text(surface, assets, said, size, GOLD_LIGHT, pygame.Rect(track.right + 8, rect.y, said_w, rect.h),
              shadow=False)
