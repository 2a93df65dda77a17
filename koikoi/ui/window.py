"""The sizes the game's window may have.

``MIN_WINDOW`` is the smallest size the table's layout stays readable at;
``MAX_WINDOW`` is larger than any screen and only keeps an absurd request
(``--size 100000x100000``) from reaching the video driver. Both are
``(width, height)`` in pixels. This module imports nothing, so the command
line can check a size before pygame is loaded.
"""

from __future__ import annotations

MIN_WINDOW: tuple[int, int] = (960, 540)
MAX_WINDOW: tuple[int, int] = (16384, 16384)
