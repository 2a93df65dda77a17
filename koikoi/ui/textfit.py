"""Text that fits: lines wrapped to a width (CJK too), one line cut to a
width with an ellipsis, or drawn smaller down to the normal text size.
(The widgets, :mod:`.widgets`, draw their labels with these.)"""

from __future__ import annotations

import pygame

from .assets import Assets

# Characters a line may not start with (Japanese and Chinese line breaking:
# closing marks and small kana stay at the end of the line before).
NO_LINE_START = frozenset("、。，．・：；？！）」』】〕〉》ー々ゃゅょっぁぃぅぇぉャュョッァィゥェォ)]}.,:;!?%»")


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split text into lines that fit ``width`` pixels in ``font``: at the
    spaces, and within a word too long for a line (a sentence in Japanese,
    which has no spaces; a long path) between its characters."""
    lines: list[str] = []
    line = ""
    for word in _words(text):
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        while len(word) > 1 and font.size(word)[0] > width:
            cut = _fitting(word, font, width)
            while 1 < cut < len(word) and word[cut] in NO_LINE_START:
                cut -= 1  # the mark goes down with the character before it
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


def _words(text: str) -> list[str]:
    """The words to break a line between: French puts a space before : ; ! ?
    and inside « », and no line may start with those marks nor end with «,
    so a mark alone stays with the word before it (or the one after)."""
    words: list[str] = []
    opening = False
    for word in text.split():
        if words and (opening or all(ch in NO_LINE_START for ch in word)):
            words[-1] += " " + word
        else:
            words.append(word)
        opening = word == "«"
    return words


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
    box: pygame.Rect, *, bold: bool = False, align: str = "left", shadow: bool = True,
) -> pygame.Rect:
    """One line of text in ``box``: shortened to its width, centred on its
    height, aligned left, centre or right. Returns where it was drawn."""
    shown = fit(assets.font(size, bold), text, box.w - (2 if shadow else 0))
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
