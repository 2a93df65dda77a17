"""The sizes the game's window may have, and fitting a saved one to the screen.

``MIN_WINDOW`` is the smallest size the table's layout stays readable at;
``MAX_WINDOW`` is larger than any screen and only keeps an absurd request
(``--size 100000x100000``) from reaching the video driver. Both are
``(width, height)`` in pixels, defined with the settings that store a size.
Nothing here needs pygame at import, so the command line can check a size
before pygame is loaded.
"""

from __future__ import annotations

from ..storage.settings import MAX_WINDOW, MIN_WINDOW

# What a desktop keeps for itself around a window: title bar and borders,
# a task bar, a dock or a menu bar. SDL 2 knows each screen's usable area,
# but pygame-ce does not pass it on, so the game leaves this much room.
DESKTOP_MARGIN = (40, 110)

__all__ = ["DESKTOP_MARGIN", "MAX_WINDOW", "MIN_WINDOW", "WINDOW_SIZES", "desktop_size", "fit_to_desktop", "window_sizes"]


def fit_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``size`` made to fit a desktop of ``desktop`` pixels, with room for the
    desktop's own bars; as it is when the desktop is unknown. (A size is
    never under the minimum, so only a screen smaller than that makes a
    smaller window.)"""
    if desktop is None:
        return size
    room = (max(1, desktop[0] - DESKTOP_MARGIN[0]), max(1, desktop[1] - DESKTOP_MARGIN[1]))
    return (min(size[0], room[0]), min(size[1], room[1]))


# The window sizes Settings offers (16:9, from the smallest the layout stays readable at); any size the
# window is dragged to is kept too.
WINDOW_SIZES = (MIN_WINDOW, (1280, 720), (1600, 900), (1920, 1080))


def window_sizes(current: tuple[int, int], desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The sizes Settings offers: those the desktop holds whole, and the window's own."""
    fits = [s for s in WINDOW_SIZES if fit_to_desktop(s, desktop) == s or s == MIN_WINDOW]
    here = (current[0], current[1])
    return sorted({*fits, here})


def desktop_size() -> tuple[int, int] | None:
    """The size of the first screen's desktop, once pygame's display is up."""
    import pygame  # deferred: the command line checks sizes with this module before pygame is loaded

    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes:
        return None
    w, h = sizes[0]
    return (w, h) if w > 0 and h > 0 else None
