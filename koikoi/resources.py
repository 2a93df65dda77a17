"""The one place that knows where the game's assets live.

The assets sit at the top of the source tree (``assets/``: cards, sounds,
music, table art, icons, layout) and are shipped as the package
``koikoi.assets``, whose directory is that folder (``package-dir`` in
``pyproject.toml``). So one question, "where is ``koikoi.assets``?", asked
through :mod:`importlib.resources`, finds them:

- in an installed wheel, inside the installed package
  (``site-packages/koikoi/assets/``);
- in an editable install (``pip install -e .``), at the checkout's
  ``assets/``, where setuptools' editable finder maps the package;
- in a checkout run without installing it (``PYTHONPATH=.``), at the same
  folder, found beside this package;
- in a PyInstaller build, under its unpack folder (``sys._MEIPASS``), where
  ``build.spec`` copies the top-level folder as ``assets/``.
"""

from __future__ import annotations

import functools
import sys
from importlib import resources
from pathlib import Path

PACKAGE = "koikoi.assets"
CHECKOUT_ASSETS = Path(__file__).resolve().parent.parent / "assets"


class MissingAssetError(FileNotFoundError):
    """An asset the game needs is not where it should be."""


def assets_root() -> Path:
    """The folder holding ``cards/``, ``sounds/``, ``music/``, ``table/``, ``icons/``, ``layout/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "assets"
    return _installed_root()


@functools.cache
def _installed_root() -> Path:
    # Asked once: the answer cannot change while the game runs, and asset()
    # is called for every card rendering.
    try:
        root = resources.files(PACKAGE)
    except ModuleNotFoundError:
        return CHECKOUT_ASSETS  # a source tree on sys.path, never installed
    if not isinstance(root, Path):
        # pygame opens files by name, so the assets must be plain files.
        raise MissingAssetError(f"the game's assets are inside an archive ({root}): install the game unzipped")
    return root


def asset(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset("cards", "pine-crane.svg")``.

    Raises :class:`MissingAssetError` naming the file when it is absent, so a
    broken install says what is missing instead of failing somewhere deeper.
    """
    return _found(assets_root(), parts)


@functools.lru_cache(maxsize=1024)
def _found(root: Path, parts: tuple[str, ...]) -> Path:
    # Remembered once found (a missing one is asked again, and raises again):
    # a table's first frame asks for every card at every size, some 400 paths.
    path = root.joinpath(*parts)
    if not path.exists():
        raise MissingAssetError(f"missing game asset: {path} (reinstall the game, or run the tools/ generators)")
    return path
