"""Matches shared as files: exported from the history to the folder of
:func:`.paths.shared_dir`, and opened from a file (a friend's, or one
attached to a bug report), checked through and through before it is shown
(:func:`koikoi.games.matchrecord.from_data`).

No pygame here.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..games import matchrecord as MR
from ..i18n import _
from . import files, paths

MAX_BYTES = 4 << 20  # a long game of Go-Stop is some 40 KB


def file_name(record: MR.MatchRecord, match_id: int | None = None) -> str:
    """``koikoi-2026-12-05-1432-17.json``: the game, when it began, and its number."""
    when = re.sub(r"[^0-9]", "", record.started[:16])  # 202612051432
    stamp = f"{when[:4]}-{when[4:6]}-{when[6:8]}-{when[8:12]}" if len(when) >= 12 else "match"
    return f"{record.game}-{stamp}" + (f"-{match_id}" if match_id is not None else "") + ".json"


def export(record: MR.MatchRecord, match_id: int | None = None, folder: Path | None = None) -> Path:
    """Write the record as a JSON file in ``folder`` (the shared folder by
    default); where it went. Raises OSError when it cannot be written."""
    folder = paths.shared_dir() if folder is None else Path(folder)
    path = folder / file_name(record, match_id)
    files.write_atomic(path, MR.to_json(record))
    return path


def read(path: Path) -> MR.MatchRecord:
    """The match in a file, checked and replayed; raises
    :class:`~.files.Unreadable` with a sentence that names the file and
    says what is wrong with it."""
    path = Path(path)
    try:
        data = files.read_json(path, "a match", MAX_BYTES)
        return MR.from_data(data)
    except FileNotFoundError:
        raise files.Unreadable(_("The match file {path} is not there.").format(path=path)) from None
    except (files.Unreadable, MR.RecordError) as exc:
        raise files.Unreadable(_("The match file {path} cannot be opened: {why}.").format(
            path=path, why=str(exc).rstrip("."))) from None


def found(folder: Path | None = None) -> list[Path]:
    """The match files in the shared folder, the latest first."""
    folder = paths.shared_dir() if folder is None else Path(folder)
    try:
        return sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: p.stat().st_mtime,
                      reverse=True)
    except OSError:
        return []
