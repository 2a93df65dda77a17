"""The one place that knows where the game's assets live.

Assets ship inside the package (``koikoi/assets/``), so one relative path
serves a source checkout, an installed wheel and a PyInstaller build, which
keeps the package layout under its unpack folder (``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path


class MissingAssetError(FileNotFoundError):
    """An asset the game needs is not where it should be."""


def assets_root() -> Path:
    """The folder holding ``cards/``, ``sounds/``, ``music/``, ``table/``, ``icons/``, ``layout/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "koikoi" / "assets"
    return Path(__file__).resolve().parent / "assets"


def asset(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset("cards", "pine-crane.svg")``.

    Raises :class:`MissingAssetError` naming the file when it is absent, so a
    broken install says what is missing instead of failing somewhere deeper.
    """
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise MissingAssetError(f"missing game asset: {path} (reinstall the game, or run the tools/ generators)")
    return path
