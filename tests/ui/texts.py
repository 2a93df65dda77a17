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
        ALL.append(self)

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001, ANN201
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.blits.append((source, pygame.Rect(topleft, size), self.get_clip()))
        return super().blit(source, dest, area, special_flags)


ALL: list[Recorder] = []


def record_texts(scene, monkeypatch, paint) -> list[tuple[str, int, bool, pygame.Rect, pygame.Rect, Recorder]]:  # noqa: ANN001
    """Run ``paint(screen)`` with every new surface recorded and every text
    tagged; returns (text, size, bold, where, the clip then, drawn onto) for
    each text drawn."""
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
    out = []
    for surface in ALL:
        for source, where, clip in surface.blits:
            if id(source) in made:
                t, size, bold = made[id(source)]
                out.append((t, size, bold, where, clip, surface))
    return out


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
    it but no mark, and not a language's own name."""
    names = set(i18n.LANGUAGES.values())
    return sorted({t for t, *_ in texts
                   if any(ch.isalpha() for ch in t) and OPEN not in t and CLOSE not in t and t not in names
                   and not KEY_CAP.fullmatch(t)})


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
