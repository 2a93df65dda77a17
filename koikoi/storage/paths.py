"""Where the player's files live: platformdirs' folders for ``koikoi``.

Call these through the module (``paths.config_dir()``), so a test can point
them at a folder of its own.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

DIR_NAME = "koikoi"  # platformdirs appname: folder names stay lower-case and spaceless


def config_dir() -> Path:
    """The settings folder (e.g. ``~/.config/koikoi`` on Linux)."""
    return platformdirs.user_config_path(DIR_NAME, appauthor=False)


def data_dir() -> Path:
    """The folder of the match in progress and the record (``~/.local/share/koikoi``)."""
    return platformdirs.user_data_path(DIR_NAME, appauthor=False)


def log_dir() -> Path:
    """The log folder (``~/.local/state/koikoi/log``)."""
    return platformdirs.user_log_path(DIR_NAME, appauthor=False)


def shared_dir() -> Path:
    """Where matches are exported to share, and looked for to open: a
    folder the player can find (``~/Documents/Koi-Koi matches``)."""
    return platformdirs.user_documents_path() / "Koi-Koi matches"
