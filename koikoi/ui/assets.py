"""Images and fonts, made for the current window size and cached.

Cards are rendered from their SVG at the exact size the table needs, so they
stay crisp at any window size; a size not rendered yet is scaled from the
nearest rendering for in-between frames of a motion, which costs far less
than rendering an SVG while something moves.

Renders asked for ahead of need (:meth:`Assets.prefetch`), and the felt,
are made by one loader thread (:class:`_Loader`) while frames go on; the
main thread takes them in a few at a time (:meth:`Assets.collect`) and does
all the rest of the work with them.
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pygame

from ..games.common.cards import KIND_OF, MONTH_OF, Kind
from ..games.common.decks import STANDARD, Deck
from ..games.gostop.deck import FIRST_BONUS, IDS
from ..i18n import N_
from ..resources import asset
from .kind_marks import INK, REACH, draw_mark, number_colour, outline_width
from .plain_marks import draw_plain_count

IVORY = (245, 236, 215)
GOLD = (226, 165, 36)
GOLD_LIGHT = (244, 210, 122)
RED = (211, 58, 38)
TEXT = (240, 232, 214)
TEXT_DIM = (178, 190, 176)
# Marked for the catalogs: translate with i18n._ where shown.
KIND_NAMES = {Kind.BRIGHT: N_("Brights"), Kind.ANIMAL: N_("Animals"), Kind.RIBBON: N_("Ribbons"),
              Kind.PLAIN: N_("Plains")}
MONTH_NAMES = (  # each month by its flower
    "", N_("Pine"), N_("Plum"), N_("Cherry"), N_("Wisteria"), N_("Iris"), N_("Peony"),
    N_("Bush clover"), N_("Pampas"), N_("Chrysanthemum"), N_("Maple"), N_("Willow"), N_("Paulownia"),
)
BACK = "back"
# The game's font, at two weights: a subset of Noto Sans CJK (tools/make_font.py),
# which writes all five of the game's languages in one design.
FONT_FILES = {False: "KoiKoiSans-Regular.otf", True: "KoiKoiSans-Bold.otf"}
# Text sizes are given in the units of pygame's default font, for which the
# layout was first drawn; the bundled font sets the same words at about the
# same width three quarters of that size.
FONT_SCALE = 0.75
# No text is drawn smaller: size 16 has 15-pixel lines (12 with the old
# default font), the least that reads comfortably. A layout scaled down to
# the smallest window asks for less; it gets this.
MIN_TEXT = 16


CardKey = tuple[str, int, int, int]  # card's image, width, height, its corner index (see Assets._key)

OWN_ART: dict[str, Path] = {}  # the art of the player's own decks: its name ("own-rock") and its folder
KOREAN_MONTHS = {11: 12, 12: 11}  # Korean decks count willow (rain) as December, paulownia as November


def card_svg(image: str) -> Path:
    """The SVG of a card's image as :meth:`Assets.card_name` names it: the
    standard deck's in ``cards/`` ("pine-crane"), another deck's in its art
    folder ("themed/pine-crane": ``decks/themed/cards/``). A card another
    deck does not draw (Go-Stop's bonus cards) is the standard deck's."""
    art, _, name = image.rpartition("/")
    if art in OWN_ART:  # a player's own deck: its folder, checked whole as it was loaded (own_decks.py)
        own = OWN_ART[art] / f"{name}.svg"
        if own.is_file():
            return own
    elif art:
        try:
            return asset("decks", art, "cards", f"{name}.svg")
        except OSError:
            pass
    return asset("cards", f"{name}.svg")


def month_number(card: int, korean: bool = False) -> int:
    """The month a card's corner shows: the Japanese order, or the Korean."""
    month = MONTH_OF[card]
    return KOREAN_MONTHS.get(month, month) if korean else month


class Assets:
    """The cache of card images, table art and fonts."""

    def __init__(self, card_indices: bool = True, text_scale: float = 1.0) -> None:
        self.card_indices = card_indices
        self.text_scale = text_scale  # the player's text size: 1.0, 1.25 or 1.5
        self.korean_months = False
        self.art = STANDARD  # the art folder of the deck the cards are drawn from (set_deck)
        self.plain_marks: dict[int, int] = {}  # Go-Stop: the cards marked with the plains they count (plain_marks.py)
        self._cards: dict[CardKey, pygame.Surface] = {}
        self._largest: dict[str, pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._felt_src: pygame.Surface | None = None
        self._felt: pygame.Surface | None = None
        self._zone_src: pygame.Surface | None = None
        self._misc: dict[object, pygame.Surface] = {}
        self._loader = _Loader()
        self._pending: dict[CardKey, tuple[int, Future[pygame.Surface]]] = {}
        # the felt is a large PNG: it decodes on the loader while the window opens
        self._felt_future: Future[pygame.Surface] | None = None
        try:
            self._felt_future = self._loader.image(asset("table", "felt.png"))
        except OSError:
            pass  # felt() draws a plain green instead

    # --- cards ----------------------------------------------------------

    def card_name(self, card: int) -> str:
        """A card's image: its id (or "back"), in the deck's art folder where
        the deck is not the standard one ("themed/pine-crane"), so that each
        deck's renders are cached apart."""
        name = IDS[card] if card >= 0 else BACK
        return name if self.art == STANDARD else f"{self.art}/{name}"

    def set_deck(self, deck: Deck | None) -> None:
        """Draw the cards from this deck's art from now on (None: the standard deck's)."""
        art = STANDARD if deck is None else deck.art
        if art != self.art:
            self.art = art
            self._drop_pending()

    def card_in(self, art: str, card: int, size: tuple[int, int]) -> pygame.Surface:
        """A card drawn in the art of a deck other than the one set (Settings'
        preview, the title's fan), without its corner index; cached with the rest."""
        key = (IDS[card] if art == STANDARD else f"{art}/{IDS[card]}", size[0], size[1], 0)
        found = self._cards.get(key)
        if found is None:
            found = self._cards[key] = self._render(card, key)
        return found

    def _key(self, card: int, size: tuple[int, int], plain: bool = False) -> CardKey:
        """The cache's key: the card, its size, and its corner index (0: none,
        1: the months counted the Japanese way, 2: the Korean way). A bonus
        card has no month: its face says what it is."""
        if not self.card_indices or plain or not 0 <= card < FIRST_BONUS:
            return (self.card_name(card), size[0], size[1], 0)
        return (self.card_name(card), size[0], size[1], 2 if self.korean_months else 1)

    def card(self, card: int, size: tuple[int, int], plain: bool = False) -> pygame.Surface:
        """The card face (``card`` >= 0) or back (-1), rendered at ``size``;
        ``plain``: without the corner index, whatever the setting."""
        key = self._key(card, size, plain)
        found = self._cards.get(key)
        if found is None:
            found = self._take_pending(key)
            if found is None:
                found = self._render(card, key)
            self._cards[key] = found
        return self._marked(card, key, found)

    def _marked(self, card: int, key: CardKey, surf: pygame.Surface) -> pygame.Surface:
        """The card as drawn, with the circles of the plains it counts where it is marked."""
        n = self.plain_marks.get(card, 0)
        if n < 2:
            return surf
        marked = self._misc.get(("plains", key, n, surf.get_size()))
        if marked is None:
            marked = surf.copy()
            draw_plain_count(marked, n)
            self._misc[("plains", key, n, surf.get_size())] = marked
        return marked

    def set_plain_marks(self, marks: dict[int, int]) -> None:
        """Mark these cards with the plains they count (Go-Stop's table); none with {}."""
        self.plain_marks = marks

    def prefetch(self, items: list[tuple[int, tuple[int, int]]]) -> None:
        """Have the loader render these (card, size) pairs, in this order."""
        for card, size in items:
            key = self._key(card, size)
            if key in self._cards or key in self._pending:
                continue
            try:
                path = card_svg(key[0])
            except OSError:
                continue  # card() draws a stand-in when it is asked for
            self._pending[key] = (card, self._loader.svg(path, size))

    def collect(self, budget_s: float = 0.003) -> int:
        """Take in the loader's finished renders (within a time budget); how many are still coming."""
        start = time.perf_counter()
        for key, (card, future) in list(self._pending.items()):
            if time.perf_counter() - start > budget_s:
                break
            if future.done():
                del self._pending[key]
                if future.cancelled() or future.exception() is not None:
                    continue  # card() renders it, or draws a stand-in, when it is asked for
                self._cards[key] = self._finish(future.result(), card, key)
        return len(self._pending)

    def waiting_for(self, items: list[tuple[int, tuple[int, int]]]) -> bool:
        """Whether any of these (card, size) renders is still coming from the loader."""
        return any(self._key(card, size) in self._pending for card, size in items)

    def _take_pending(self, key: CardKey) -> pygame.Surface | None:
        """The loader's rendering of ``key``, waited for if it is under way
        (one render at most); None when it was not asked for, failed, or was
        still queued: then it is withdrawn, and the caller renders it now
        rather than wait behind the rest of the queue."""
        pending = self._pending.pop(key, None)
        if pending is None or pending[1].cancel():
            return None
        card, future = pending
        try:
            return self._finish(future.result(), card, key)
        except (pygame.error, OSError):
            return None

    def _finish(self, surf: pygame.Surface, card: int, key: CardKey) -> pygame.Surface:
        """A raw rendering made ready to draw, on the main thread: converted
        to the screen's format, its corner index drawn, and remembered as the
        largest of its card so far (for :meth:`card_fast`)."""
        name, _, h, indexed = key
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        if indexed:
            self._draw_index(surf, card, korean=indexed == 2)
        big_key = name + "+" * indexed
        if big_key not in self._largest or self._largest[big_key].get_height() < h:
            self._largest[big_key] = surf
        return surf

    def has(self, card: int, size: tuple[int, int]) -> bool:
        return self._key(card, size) in self._cards

    def card_fast(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The card at ``size``: the cached rendering, else a quick scale of
        the largest one made so far (for frames in the middle of a motion)."""
        key = self._key(card, size)
        found = self._cards.get(key)
        if found is not None:
            return self._marked(card, key, found)
        big = self._largest.get(key[0] + "+" * key[3])
        if big is None:
            return self.card(card, size)
        scaled = pygame.transform.scale(big, size)
        if self.plain_marks.get(card, 0) > 1:
            draw_plain_count(scaled, self.plain_marks[card])
        return scaled

    def _render(self, card: int, key: CardKey) -> pygame.Surface:
        """Render ``key`` now, on this thread; a plain ivory card if its SVG
        cannot be read."""
        name, w, h, _ = key
        try:
            surf = pygame.image.load_sized_svg(str(card_svg(name)), (w, h))
        except (pygame.error, OSError):
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, IVORY, surf.get_rect(), border_radius=max(2, w // 12))
        return self._finish(surf, card, key)

    def _draw_index(self, surf: pygame.Surface, card: int, korean: bool = False) -> None:
        """The corner index: the month number in its kind's mark (a shape
        and a colour: see :mod:`.kind_marks`); counted the Korean way,
        paulownia is the 11th month and willow the 12th."""
        w, h = surf.get_size()
        if w < 28:
            return
        r = max(6, round(w * 0.12))
        cx = cy = round(w * 0.04) + round(REACH * r) + outline_width(r)
        kind = KIND_OF[card]
        text = self.index_font(max(9, round(r * 1.5))).render(str(month_number(card, korean)), True,
                                                              number_colour(kind))
        draw_mark(surf, kind, (cx, cy), r, text)

    def set_card_indices(self, on: bool) -> None:
        if on != self.card_indices:
            self.card_indices = on
            self._drop_pending()

    def set_korean_months(self, on: bool) -> None:
        """Number the months on the cards the Korean way (Go-Stop's decks), or the Japanese."""
        if on != self.korean_months:
            self.korean_months = on
            self._drop_pending()

    def _drop_pending(self) -> None:
        for _, future in self._pending.values():
            future.cancel()
        self._pending.clear()

    # --- table art --------------------------------------------------------

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        if self._felt is None or self._felt.get_size() != size:
            if self._felt_src is None:
                self._felt_src = self._felt_source()
            src = self._felt_src.convert() if pygame.display.get_surface() else self._felt_src
            self._felt = pygame.transform.smoothscale(src, size)
        return self._felt

    def _felt_source(self) -> pygame.Surface:
        """The decoded felt: the loader's, waited for if it is under way, else
        decoded now; a plain green if the file cannot be read."""
        future, self._felt_future = self._felt_future, None
        try:
            if future is not None and not future.cancel():
                return future.result()
            return pygame.image.load(str(asset("table", "felt.png")))
        except (pygame.error, OSError):
            plain = pygame.Surface((64, 64))
            plain.fill((22, 78, 52))
            return plain

    def zone(self, size: tuple[int, int], border: int = 16) -> pygame.Surface:
        """The 9-slice zone panel stretched to ``size``."""
        key = ("zone", size)
        found = self._misc.get(key)
        if found is not None:
            return found
        if self._zone_src is None:
            try:
                self._zone_src = pygame.image.load(str(asset("table", "zone.png")))
            except (pygame.error, OSError):
                self._zone_src = pygame.Surface((64, 64), pygame.SRCALPHA)
                self._zone_src.fill((0, 0, 0, 60))
        src = self._zone_src
        w, h = max(size[0], 2 * border), max(size[1], 2 * border)
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        sw, sh = src.get_size()
        b = border
        cols = [(0, b, 0, b), (b, sw - b, b, w - b), (sw - b, sw, w - b, w)]
        rows = [(0, b, 0, b), (b, sh - b, b, h - b), (sh - b, sh, h - b, h)]
        for sx0, sx1, dx0, dx1 in cols:
            for sy0, sy1, dy0, dy1 in rows:
                piece = src.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
                if (dx1 - dx0, dy1 - dy0) != piece.get_size():
                    piece = pygame.transform.smoothscale(piece, (max(1, dx1 - dx0), max(1, dy1 - dy0)))
                out.blit(piece, (dx0, dy0))
        self._misc[key] = out
        return out

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft drop shadow for a card of ``size`` (to 4 px: a card in
        flight changes size every frame, and a shadow need not be exact)."""
        size = (max(4, size[0] // 4 * 4), max(4, size[1] // 4 * 4))
        key = ("shadow", size)
        found = self._misc.get(key)
        if found is None:
            w, h = size
            pad = max(3, w // 10)
            found = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            rad = max(3, w // 9)
            for i in range(pad, 0, -1):
                alpha = int(70 * (1 - i / (pad + 1)) ** 2) + 4
                pygame.draw.rect(found, (0, 0, 0, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                                 border_radius=rad + i)
            pygame.draw.rect(found, (0, 0, 0, 90), (pad, pad, w, h), border_radius=rad)
            self._misc[key] = found
        return found

    def glow(self, size: tuple[int, int], colour: tuple[int, int, int] = GOLD_LIGHT) -> pygame.Surface:
        """A glowing frame around a card of ``size`` (matches, choices)."""
        key = ("glow", size, colour)
        found = self._misc.get(key)
        if found is None:
            w, h = size
            pad = max(4, w // 8)
            found = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            rad = max(3, w // 9)
            for i in range(pad, 0, -1):
                alpha = int(230 * (1 - i / (pad + 1)) ** 1.3)
                pygame.draw.rect(found, (*colour, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                                 width=2, border_radius=rad + i)
            # a dark keyline outside the bright ring: the highlight reads on pale cards and dark felt alike
            pygame.draw.rect(found, (*INK, 235), (pad - 5, pad - 5, w + 10, h + 10), width=2,
                             border_radius=rad + 5)
            pygame.draw.rect(found, (*colour, 255), (pad - 3, pad - 3, w + 6, h + 6), width=4,
                             border_radius=rad + 3)
            self._misc[key] = found
        return found

    # --- text -------------------------------------------------------------

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The text font at ``size`` times the player's text size, never
        under :data:`MIN_TEXT`. Every text's size goes through here, so
        every screen grows together."""
        return self._font(max(MIN_TEXT, round(size * self.text_scale)), bold)

    def font_at(self, size: int, scale: float) -> pygame.font.Font:
        """The font :meth:`font` gives at text size ``scale`` (to measure a layout at another text size)."""
        return self._font(max(MIN_TEXT, round(size * scale)), False)

    def unscaled(self, size: int) -> int:
        """The size to ask :meth:`font` for to get ``size`` itself: how far
        text that must fit a box may shrink, so that a larger text size
        never leaves it smaller (or cut shorter) than the normal one would."""
        return max(1, int(size / self.text_scale))

    def set_text_scale(self, scale: float) -> None:
        """Draw every text at ``scale`` times its size from now on."""
        if scale != self.text_scale:
            self.text_scale = scale
            self.clear_sized()

    def index_font(self, size: int) -> pygame.font.Font:
        """The bold font of a card's corner number: sized to its disc, which
        may be smaller than any text."""
        return self._font(max(6, size), True)

    def _font(self, size: int, bold: bool) -> pygame.font.Font:
        key = (size, bold)
        found = self._fonts.get(key)
        if found is None:
            if not pygame.font.get_init():
                pygame.font.init()
            found = pygame.font.Font(str(asset("fonts", FONT_FILES[bold])), max(1, round(size * FONT_SCALE)))
            self._fonts[key] = found
        return found

    def text(self, text: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False,
             shadow: bool = True) -> pygame.Surface:
        """Rendered text with a faint drop shadow for legibility on the felt."""
        key = ("text", text, size, colour, bold, shadow)
        found = self._misc.get(key)
        if found is None:
            font = self.font(size, bold)
            try:
                fg = font.render(text, True, colour)
            except pygame.error:  # only marks with no width (SDL_ttf: "Text has zero width")
                fg = pygame.Surface((0, font.get_height()), pygame.SRCALPHA)
            if not shadow or not fg.get_width():
                found = fg
            else:
                found = pygame.Surface((fg.get_width() + 2, fg.get_height() + 2), pygame.SRCALPHA)
                sh = font.render(text, True, (0, 0, 0))
                sh.set_alpha(150)
                found.blit(sh, (2, 2))
                found.blit(fg, (0, 0))
            if len(self._misc) > 4000:
                self._misc.clear()
            self._misc[key] = found
        return found

    def clear_sized(self) -> None:
        """Forget size-dependent images (after a resize or a setting change)."""
        self._misc.clear()
        self._felt = None


class _Loader:
    """One thread that decodes images ahead of need, so the frame loop keeps
    running while a card's SVG is rasterised (a few milliseconds each, about
    a second for a table's worth).

    It runs only ``pygame.image.load_sized_svg`` and ``pygame.image.load``,
    each on a file path. Both let go of the interpreter while SDL_image
    works, and what they do there (read the file, parse and rasterise with
    nanosvg or decode with libpng, create an SDL surface) shares nothing with
    the main thread but the C allocator and SDL's pixel-format cache, whose
    spin lock is held only while a format is looked up. Neither takes an SDL
    mutex or calls back into Python, so a thread doing only this cannot take
    part in a lock-order deadlock. Everything else done with its surfaces
    (``convert_alpha``, the corner index, the caches) stays on the main
    thread: see :meth:`Assets.collect`.

    The thread starts with the first job and stops with ``pygame.quit()``,
    which drops the jobs not started and waits for the one under way; a job
    asked for after that starts a new thread.
    """

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None

    def svg(self, path: Path, size: tuple[int, int]) -> Future[pygame.Surface]:
        return self._start().submit(pygame.image.load_sized_svg, str(path), size)

    def image(self, path: Path) -> Future[pygame.Surface]:
        return self._start().submit(pygame.image.load, str(path))

    def _start(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koikoi-load")
            pygame.register_quit(self.stop)
        return self._pool

    def stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
