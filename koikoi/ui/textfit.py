"""Text that fits: lines wrapped to a width by each language's rules (where
a line may break is :mod:`.breaks`'s), one line cut to a width with an
ellipsis, or drawn smaller down to the normal text size.
(The widgets, :mod:`.widgets`, draw their labels with these.)"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from .assets import Assets
from .breaks import NO_LINE_END, NO_LINE_START, units


class Shortened(str):
    """A text with a shorter form (``short``), which a box in a narrow room
    at the table says in place of it before drawing it smaller than the
    size chosen (Go-Stop's Go or Stop question)."""

    short: str = ""

    def __new__(cls, text: str, short: str) -> Shortened:
        said = super().__new__(cls, text)
        said.short = short
        return said


def wrap(text: str, font: pygame.font.Font, width: int, first: int | None = None) -> list[str]:
    """:func:`wrapped`'s lines, kept for the same text, font and widths
    (a language changed lays every screen out again: Settings wraps each
    option's every meaning to size its description)."""
    return list(_kept(text, font, width, first))


@lru_cache(maxsize=8192)
def _kept(text: str, font: pygame.font.Font, width: int, first: int | None) -> tuple[str, ...]:
    one = _spaced(text).strip()
    if "\n" not in text and (first is None or first >= width) and font.size(one)[0] <= width:
        return (one,) if one else ()  # all on one line: nothing to break
    return tuple(wrapped(text, font, width, first))


def wrapped(text: str, font: pygame.font.Font, width: int, first: int | None = None) -> list[str]:
    """Split text into lines that fit ``width`` pixels in ``font``, breaking
    where each language breaks (see :mod:`.breaks`): between words, between
    Japanese phrases, a path after its separators; inside a word only when
    the word alone is wider than a line. A last line of a single word or
    phrase takes one more from the line before when it has room for it.
    A new line (``\\n``) in the text starts a new paragraph. ``first``: the
    first line's width, where it is not ``width`` (it follows a heading)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        room = [width] if lines or first is None else [first, width]  # each line's width, the last for the rest
        lines += [_joined(line) for line in _paragraph(_spaced(paragraph).strip(), font, room)]
    return lines


_SPACES = re.compile(r"[ \t\r\f\v]+")  # not the no-break spaces, which hold together what they stand between
# Japanese sets no space after its full-width full stop, "!" or "?": sentences joined by a space ("役2点。 CPU 1の…",
# a playtester's reading: wrong in Japanese) are drawn without it
_AFTER_FULL_WIDTH = re.compile(r"(?<=[。！？])[ \t\r\f\v]+")


def _spaced(text: str) -> str:
    """``text`` with its runs of spaces one space, and none after a full-width sentence end."""
    return _AFTER_FULL_WIDTH.sub("", _SPACES.sub(" ", text))


def _joined(units: list[str]) -> str:
    return "".join(units).strip()


def _paragraph(text: str, font: pygame.font.Font, widths: list[int]) -> list[list[str]]:
    """The lines of one paragraph, each the list of the units (phrases,
    pieces of a phrase, pieces of a word) on it; line ``i`` is ``widths[i]``
    wide (the last width for the lines past them)."""
    lines: list[list[str]] = []
    line: list[str] = []

    def room(i: int | None = None) -> int:
        return widths[max(0, min(len(lines) if i is None else i, len(widths) - 1))]

    def place(unit: str) -> bool:
        """``unit`` at the end of the line, or at the start of the next; False if no line holds it."""
        nonlocal line
        if _width([*line, unit], font) <= room():
            line.append(unit)
            return True
        if _joined(line):
            lines.append(line)
        line = []
        if _width([unit], font) <= room():
            line = [unit]
            return True
        return False

    said = units(text)
    ends = [0]
    for phrase in said:
        ends.append(ends[-1] + sum(len(piece) for word in phrase for piece in word))
    held = _parentheses(text)
    for k, phrase in enumerate(said):
        # a short parenthesis that starts in this phrase and would be cut at this line's end goes down whole to the
        # next, where a line holds it (pt25 read "マッゴ（二人で / 遊ぶゴーストップ）")
        last = max((e for s, e in held if ends[k] <= s < ends[k + 1] and e > ends[k + 1]), default=None)
        if last is not None and _joined(line):
            group = text[ends[k]:next(end for end in ends if end >= last)]  # with the phrases it starts and ends in
            if _width([*line, group], font) > room() and font.size(group.strip())[0] <= room(len(lines) + 1):
                lines.append(line)
                line = []
        if place("".join("".join(word) for word in phrase)):
            continue
        for word in phrase:  # a phrase wider than a line: broken after a word (a Japanese particle) first
            if place("".join(word)):
                continue
            for piece in word:  # ... then where it may be
                if place(piece):
                    continue
                while len(piece.strip()) > 1 and font.size(piece.strip())[0] > room():  # a word wider than a line
                    cut = _fitting(piece, font, room())
                    while 1 < cut < len(piece) and (piece[cut] in NO_LINE_START or piece[cut - 1] in NO_LINE_END):
                        cut -= 1  # the mark goes down with the character before it, an opening one with the next
                    lines.append([piece[:cut]])
                    piece = piece[cut:]
                line = [piece]
    if _joined(line):
        lines.append(line)
    _no_orphan(lines, font, room(len(lines) - 2), room(len(lines) - 1))
    return lines


_SHORT_PARENTHESIS = re.compile(f"（[^（）\\n]{{1,24}}）[{re.escape(''.join(sorted(NO_LINE_START)))}]*")


def _parentheses(text: str) -> list[tuple[int, int]]:
    """Where ``text``'s short Japanese parentheses are (start, end), with the marks after them no line starts
    with ("（…）。")."""
    return [m.span() for m in _SHORT_PARENTHESIS.finditer(text)]


def _width(units: list[str], font: pygame.font.Font) -> int:
    return font.size(_joined(units))[0]


def _no_orphan(lines: list[list[str]], font: pygame.font.Font, before: int, width: int) -> None:
    """A last line of one word or phrase takes the last of the line before
    with it (only that one: the line before stays as full as it can be),
    when it has room for them and the line before keeps one -- two where
    it stands between others: a middle line of one lone word reads worse
    than a short last line (pt26, at 150% text: "Yame avant vous, il /
    marque / double (×4 dès 7 pts).")."""
    keep = 1 if len(lines) == 2 else 2
    if len(lines) < 2 or len(lines[-1]) != 1 or len(lines[-2]) < keep + 1:
        return
    both = lines[-2] + lines[-1]
    splits = [k for k in range(keep, len(both) - 1)
              if _width(both[:k], font) <= before and _width(both[k:], font) <= width
              and "".join(both[:k]).count("（") <= "".join(both[:k]).count("）")]  # not inside a parenthesis
    if not splits:
        return
    # the fewest moved: the line before stays as full as the lines above it (made as even as the
    # last, two lines read as broken too early: "Teshi (…): that / player wins the round…")
    lines[-2:] = [both[:max(splits)], both[max(splits):]]


def _fitting(word: str, font: pygame.font.Font, width: int) -> int:
    """How many of ``word``'s first characters fit ``width`` (at least one)."""
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def fit(font: pygame.font.Font, text: str, width: int) -> str:
    """``text``, or as much of it as fits ``width`` pixels followed by an ellipsis."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…" if text else ""


def fit_text(assets: Assets, text: str, size: int, smallest: int, width: int,
             colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """``text`` rendered within ``width`` pixels: at ``size`` if it fits,
    else smaller down to ``smallest`` (what it would be at the normal text
    size), and cut with an ellipsis past that."""
    smallest = assets.unscaled(smallest)
    for s in range(size, smallest - 1, -1):
        if assets.font(s, bold).size(text)[0] <= width:
            return assets.text(text, s, colour, bold=bold)
    return assets.text(fit(assets.font(smallest, bold), text, width), smallest, colour, bold=bold)


def draw_text(
    surface: pygame.Surface, assets: Assets, text: str, size: int, colour: tuple[int, int, int],
    box: pygame.Rect, *, bold: bool = False, align: str = "left", shadow: bool = True, shrink: bool = False,
) -> pygame.Rect:
    """One line of text in ``box``: shortened to its width, centred on its
    height, aligned left, centre or right. Returns where it was drawn.
    ``shrink``: a line too long for the box at a larger text size is drawn
    smaller first, down to its size at the normal text size, and cut only
    past that."""
    room = box.w - (2 if shadow else 0)
    if shrink:
        size = next((s for s in range(size, assets.unscaled(size), -1) if assets.font(s, bold).size(text)[0] <= room),
                    assets.unscaled(size))
    shown = fit(assets.font(size, bold), text, room)
    image = assets.text(shown, size, colour, bold=bold, shadow=shadow)
    where = image.get_rect(centery=box.centery)
    if align == "centre":
        where.centerx = box.centerx
    elif align == "right":
        where.right = box.right
    else:
        where.x = box.x
    surface.blit(image, where)
    return where
