"""Reading and writing the player's files safely.

- :func:`read_json`: the one reader of a file of ours, which says in a
  sentence for the player what is wrong with a file it cannot use;
- :func:`write_atomic`: a temporary file in the same folder, then
  ``os.replace``, so a crash mid-save leaves the old file whole;
- :func:`set_aside` and :func:`keep_copy`: a file that cannot be used is
  moved (or copied) to ``<name>.<tag>-<time>`` beside it, never deleted.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from ..i18n import _

MAX_BYTES = 1 << 20  # our files are a few KB; a larger one is not ours


class Unreadable(ValueError):
    """A file of ours that cannot be used; the message says why, for the player."""


def read_json(path: Path, what: str, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value in a file of ours (``what`` names its kind for the
    sentences: "a saved match"). Raises FileNotFoundError, or
    :class:`Unreadable` saying what is wrong."""
    return read_json_bytes(path, what, max_bytes)[1]


def read_json_bytes(path: Path, what: str, max_bytes: int = MAX_BYTES) -> tuple[bytes, Any]:
    """The file's bytes and the JSON value in them (for a caller that keeps
    a copy of what it read); raises as :func:`read_json`."""
    data = _read_bytes(path, what, max_bytes)
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError as exc:
        raise Unreadable(_("it is not UTF-8 text: bad byte at position {n}").format(n=exc.start)) from None
    try:
        return data, json.loads(text)
    except json.JSONDecodeError as exc:
        raise Unreadable(_("it is not valid JSON: {detail} at line {line} column {column}").format(
            detail=exc.msg, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise Unreadable(_("it is not valid JSON: nested too deeply")) from None
    except ValueError as exc:  # e.g. a number of more digits than Python will convert
        raise Unreadable(_("it is not valid JSON: {detail}").format(detail=exc)) from None


def _read_bytes(path: Path, what: str, max_bytes: int) -> bytes:
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise Unreadable(_("it is a folder, not a file")) from None
    except PermissionError:
        if path.is_dir():  # how Windows reports a folder
            raise Unreadable(_("it is a folder, not a file")) from None
        raise Unreadable(_("permission denied")) from None
    except OSError as exc:
        raise Unreadable(exc.strerror or str(exc)) from None
    if len(data) > max_bytes:
        raise Unreadable(_("it is larger than {kb} KB, far too large for a file of this game").format(
            kb=max_bytes // 1024))
    return data


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


def stamp() -> str:
    """Local time, for the names of files set aside. Tests replace it to force clashes."""
    return time.strftime("%Y%m%d-%H%M%S")


def aside_name(path: Path, tag: str) -> Path:
    """``<name>.<tag>-YYYYMMDD-HHMMSS``, with ``-2``, ``-3``... if that is taken."""
    base = f"{path.name}.{tag}-{stamp()}"
    candidate, n = path.with_name(base), 1
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def set_aside(path: Path, tag: str = "bad") -> Path:
    """Move the file (or whatever is there) to a fresh name beside it, so
    nothing is lost; where it went. Raises OSError when it cannot be moved."""
    target = aside_name(path, tag)
    os.rename(path, target)  # not os.replace: never clobber an older file set aside
    return target


def keep_copy(path: Path, data: bytes, tag: str) -> Path:
    """Keep ``data`` (what was read from ``path``) beside it under a fresh
    name, or find the copy of these very bytes kept before, so each start
    does not add another. Raises OSError when it cannot be written."""
    try:
        for other in sorted(path.parent.glob(f"{path.name}.*-*")):
            if other.is_file() and other.stat().st_size == len(data) and other.read_bytes() == data:
                return other
    except OSError:
        pass
    target = aside_name(path, tag)
    with open(target, "xb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    return target
