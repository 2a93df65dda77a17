"""Writing the player's files safely: atomic saves, and files kept aside
under fresh names instead of being overwritten. Shared by the settings and
the saved match; no pygame."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


class Unreadable(ValueError):
    """A file of ours that cannot be used; the message says why, for the player."""


def read_json(path: Path, what: str, max_bytes: int = 1 << 20) -> Any:
    """The JSON value in a file of ours. Raises FileNotFoundError, OSError,
    or :class:`Unreadable` saying what is wrong (``what`` names the kind of
    file in that sentence: "a saved match")."""
    with open(path, "rb") as f:
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise Unreadable(f"it is larger than {max_bytes // 1024} KB, far too large for {what}")
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise Unreadable(f"it is not JSON: {exc}") from None


def set_aside(path: Path, tag: str = "bad") -> Path | None:
    """Move a file that cannot be used to ``<name>.<tag>-<time>`` beside it,
    so nothing is lost; None if even that fails (the caller says so)."""
    try:
        return move_aside(path, tag, time.strftime("%Y%m%d-%H%M%S"))
    except OSError:
        return None


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder
    and ``os.replace``, so a crash mid-save leaves the old file whole.
    Creates the folder; raises OSError if it cannot write."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_dir(path.parent)


def sync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the system allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: Path, tag: str, stamp: str) -> Path:
    """``<name>.<tag>-<stamp>``, with ``-2``, ``-3``... if that is taken."""
    base = f"{path.name}.{tag}-{stamp}"
    candidate, n = path.with_name(base), 1
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def move_aside(path: Path, tag: str, stamp: str) -> Path:
    """Move the file (or whatever is there) to a fresh name beside it. Raises OSError."""
    target = aside_name(path, tag, stamp)
    os.rename(path, target)  # not os.replace: never clobber an older file kept aside
    return target
