"""When the game fails: a log file the player can send, and a message they can read.

A double-clicked game has no terminal, so an uncaught error would make the
window vanish without a word. :func:`guarded` runs the game, writes any
unexpected error with its traceback to the user's log folder (platformdirs),
and shows a native message box naming that file. Routine logging goes to a
rotating ``koikoi.log`` in the same folder, never next to the executable.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from .. import __version__
from ..i18n import _
from ..storage import paths

log = logging.getLogger("koikoi")
# the match being played, as a match file's text (set by the app; None when no table is open)
match_in_progress: Callable[[], str | None] = lambda: None  # noqa: E731


def start_logging() -> Path | None:
    """Send the game's log to ``<log dir>/koikoi.log`` (kept small, rotated)."""
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "koikoi.log"
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=512_000, backupCount=2, encoding="utf-8")
    except OSError:
        return None  # no writable log folder: play on without a log
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.info("Koi-Koi %s on %s, Python %s", __version__, platform.platform(), platform.python_version())
    return path


def write_crash_report(error: BaseException) -> Path:
    """Write the error, its traceback and the versions to a new file; its path.

    Falls back to the temporary folder when the log folder cannot be written.
    """
    text = "".join(
        [
            f"Koi-Koi {__version__} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}\n",
            f"{platform.platform()}, Python {platform.python_version()}",
            ", frozen build\n" if getattr(sys, "frozen", False) else "\n",
            "\n",
            *traceback.format_exception(type(error), error, error.__traceback__),
        ]
    )
    try:
        match = match_in_progress()
    except Exception as exc:  # noqa: BLE001 - the report is written whatever the match's trouble
        match, text = None, text + f"\nThe match in progress could not be written: {exc!r}\n"
    name = f"crash-{time.strftime('%Y%m%d-%H%M%S')}"
    for folder in (paths.log_dir(), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{name}.log"
            if match is not None:
                match_file = folder / f"{name}-match.json"
                match_file.write_text(match, encoding="utf-8")
                text += (f"\nThe match in progress is in {match_file.name} beside this file (open it in the "
                         "game's Matches screen, or with koikoi-sim replay); the same, here:\n" + match)
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    raise OSError("no folder to write the crash report to")  # pragma: no cover


def crash_message(error: BaseException, report: Path | None) -> str:
    error_line = f"{type(error).__name__}: {error}"
    if report:
        return _("Koi-Koi ran into a problem it did not expect and has to close.\n\n"
                 "{error}\n\n"
                 "The details are in:\n{report}\n\n"
                 "Your settings are safe. If this happens again, please send that file with your report."
                 ).format(error=error_line, report=report)
    return _("Koi-Koi ran into a problem it did not expect and has to close.\n\n"
             "{error}\n\n"
             "The details could not be written to a file.\n\n"
             "Your settings are safe. If this happens again, please copy the error above into your report."
             ).format(error=error_line)


def show_message(title: str, message: str) -> None:
    """A native message box, or the terminal where there is no display."""
    print(f"{title}: {message}", file=sys.stderr)
    try:
        import pygame  # deferred, inside the try: the crash may be that pygame cannot load

        pygame.display.message_box(title, message, message_type="error")
    except Exception:  # noqa: BLE001 - no display (headless, dummy driver): stderr said it
        pass


def guarded(main: Callable[[], int]) -> int:
    """Run the game; an unexpected error is logged and shown, and exits 1."""
    try:
        return main()
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as error:  # noqa: BLE001 - the last line of defence
        log.exception("unexpected error")
        try:
            report: Path | None = write_crash_report(error)
        except OSError:
            report = None
        show_message("Koi-Koi", crash_message(error, report))
        return 1
