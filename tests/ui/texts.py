"""Every text a scene draws, and where: for tests that hold each text
readable (lines of 12 px or more) and inside the surface it is drawn on.

Surfaces are recorded by standing in for ``pygame.Surface`` while a scene
repaints, so a text drawn into a panel's own surface (the table's info
panel, a banner) is checked against that panel, not only the screen.
"""

from __future__ import annotations

import gettext
import re

import pygame
import pytest

from koikoi import i18n

MIN_LINE = 12  # pixels: no text's line is smaller than this


class Recorder(pygame.Surface):
    """A surface that remembers each blit onto it: the image, where it went, the clip."""

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
        super().__init__(*args, **kwargs)
        self.blits: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]] = []
        self.origins: list[tuple[int, int]] = []  # where each blit's source's own (0, 0) fell
        ALL.append(self)

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001, ANN201
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.blits.append((source, pygame.Rect(topleft, size), self.get_clip()))
        shift = pygame.Rect(area).topleft if area is not None else (0, 0)
        self.origins.append((topleft[0] - shift[0], topleft[1] - shift[1]))
        return super().blit(source, dest, area, special_flags)


ALL: list[Recorder] = []


def _record(scene, paint) -> tuple[dict[int, tuple[str, int, bool]], Recorder]:  # noqa: ANN001
    """Run ``paint(screen)`` with every new surface a :class:`Recorder` and
    every text tagged by id: (the tags, the screen)."""
    assets = scene.ctx.assets
    made: dict[int, tuple[str, int, bool]] = {}
    real = type(assets).text.__get__(assets)

    def text(t, size, colour=(0, 0, 0), bold=False, shadow=True):  # noqa: ANN001, ANN202
        image = real(t, size, colour, bold, shadow)
        made[id(image)] = (t, size, bold)
        return image

    assets._misc.clear()  # texts cached earlier would pass untagged
    ALL.clear()
    # a patch of its own, undone here: undoing the test's would undo its other patches too
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(assets, "text", text)
        patch.setattr(pygame, "Surface", Recorder)
        screen = Recorder(scene.ctx.layout.window)
        paint(screen)
    return made, screen


def record_texts(scene, monkeypatch, paint) -> list[tuple[str, int, bool, pygame.Rect, pygame.Rect, Recorder]]:  # noqa: ANN001
    """Run ``paint(screen)`` with every new surface recorded and every text
    tagged; returns (text, size, bold, where, the clip then, drawn onto) for
    each text drawn."""
    made, _screen = _record(scene, paint)
    out = []
    for surface in ALL:
        for source, where, clip in surface.blits:
            if id(source) in made:
                t, size, bold = made[id(source)]
                out.append((t, size, bold, where, clip, surface))
    return out


INK = 151  # the alpha above which a text's pixel is its letters, not its drop shadow (alpha 150)


def inked_texts(scene, paint) -> list[tuple[str, pygame.Rect]]:  # noqa: ANN001
    """Run ``paint(screen)`` and return each text drawn as (text, where its
    letters' ink shows in the window): surfaces drawn into surfaces are
    followed up to the window, each clip on the way cutting what shows (a
    scrolled list hides its lines past its ends). The window's own edge
    does not cut: a line past it is reported whole, outside the window. A
    text on a surface never put on the window is not seen, and not listed."""
    made, screen = _record(scene, paint)
    placed: dict[int, list[tuple[Recorder, tuple[int, int], pygame.Rect]]] = {}
    for surface in ALL:
        for (source, _where, clip), origin in zip(surface.blits, surface.origins):
            placed.setdefault(id(source), []).append((surface, origin, clip))

    def shown(onto: Recorder, r: pygame.Rect, depth: int = 0) -> list[pygame.Rect]:
        if onto is screen:
            return [r]
        out = []
        for parent, origin, clip in placed.get(id(onto), []) if depth < 20 else []:
            moved = r.clip(onto.get_rect()).move(origin)
            if clip != parent.get_rect():
                moved = moved.clip(clip)
            if moved.w > 0 and moved.h > 0:
                out += shown(parent, moved, depth + 1)
        return out

    found = []
    for surface in ALL:
        for (source, _where, clip), origin in zip(surface.blits, surface.origins):
            if id(source) not in made or not made[id(source)][0].strip():
                continue
            ink = source.get_bounding_rect(INK).move(origin)
            if clip != surface.get_rect():
                ink = ink.clip(clip)
            if ink.w > 0 and ink.h > 0:
                found += [(made[id(source)][0], r) for r in shown(surface, ink)]
    return found


def overlaps(window: pygame.Rect, drawn: list[tuple[str, pygame.Rect]]) -> list[str]:
    """What is wrong with where the texts are: one text's letters over
    another's, or letters past the window's edge."""
    found = [f"{t!r} at {r} leaves the {window.size} window" for t, r in drawn if not window.contains(r)]
    seen = sorted({(r.y, r.x, r.w, r.h, t) for t, r in drawn})  # a text drawn twice in one place is one
    boxes = [(t, pygame.Rect(x, y, w, h)) for y, x, w, h, t in seen]
    for i, (t, r) in enumerate(boxes):
        for u, q in boxes[i + 1:]:
            if q.y >= r.bottom:
                break
            if r.colliderect(q):
                found.append(f"{t!r} at {r} overlaps {u!r} at {q}")
    return found


def problems(scene, texts) -> list[str]:  # noqa: ANN001
    """What is wrong with the texts drawn: too small, or running out of the
    surface (or clip) they are drawn in. A scrolling view, which sets a clip
    of its own, may cut a line at its top or bottom, never at its sides."""
    found = []
    for t, size, bold, where, clip, onto in texts:
        if not t.strip():
            continue
        bounds = onto.get_rect()
        region = clip.clip(bounds)
        if not where.colliderect(region):
            continue  # scrolled out of view
        line = scene.ctx.assets.font(size, bold).get_linesize()
        if line < MIN_LINE:
            found.append(f"{t!r} is drawn in {line}-px lines")
        if where.left < region.left or where.right > region.right:
            found.append(f"{t!r} at {where} runs out of the side of its {region} box")
        elif region == bounds and (where.top < bounds.top or where.bottom > bounds.bottom):
            found.append(f"{t!r} at {where} runs out of the top or bottom of its {bounds.size} surface")
    return found


# --- every word through the catalogs ---------------------------------------------------

OPEN, CLOSE = "⟦", "⟧"


class Marked(gettext.NullTranslations):
    """A stand-in catalog that marks every word it translates, so a test can
    tell a word that went through the catalogs from one that did not."""

    def gettext(self, message: str) -> str:
        return f"{OPEN}{message}{CLOSE}"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)


def speak_marked(monkeypatch) -> None:  # noqa: ANN001
    """Translate through :class:`Marked` until the test ends."""
    monkeypatch.setattr(i18n, "_current", Marked())


def untranslated(texts) -> list[str]:  # noqa: ANN001
    """The texts drawn that no catalog lookup made: every one with a letter in
    it but no mark, and not a language's own name (the lines drawn between
    the first and the last line of a text wrapped on more than two are its own)."""
    names = set(i18n.LANGUAGES.values())
    out, inside = set(), False  # inside: a line between the first and the last of a text wrapped on several
    for t, *_ in texts:
        marked = OPEN in t or CLOSE in t or inside
        if OPEN in t or CLOSE in t:
            inside = t.rfind(OPEN) > t.rfind(CLOSE)
        if any(ch.isalpha() for ch in t) and not marked and t not in names and not KEY_CAP.fullmatch(t):
            out.add(t)
    return sorted(out)


# The letters and numbers printed on keys ("H", "F11", "1-8"): the same in every language, as the keys are.
KEY_CAP = re.compile(r"[A-Z0-9]{1,3}(?:[-, ]+[A-Z0-9]{1,3})*")


def speak_tiny_french(folder, monkeypatch, words: dict[str, str]) -> None:  # noqa: ANN001
    """A French catalog of ``words`` only, compiled into ``folder`` and put
    where the game looks for its French; every other language stays missing."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    cat = Catalog(locale="fr")
    for english, french in words.items():
        cat.add(english, french)
    path = folder / "fr.mo"
    with path.open("wb") as fp:
        write_mo(fp, cat)
    monkeypatch.setattr(i18n, "catalog_path", lambda code: path if code == "fr" else folder / f"{code}.mo")
