"""The ``koikoi`` command's arguments: each mistake told in one line, with
what is allowed."""

from __future__ import annotations

import argparse
import math
import re
import sys
from pathlib import Path
from collections.abc import Iterable
from typing import NoReturn, TypeVar, overload

from .. import __version__
from ..games.common.levels import LEVELS
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES
from ..games.koikoi.rules import PRESET_NAMES
from ..i18n import LANGUAGES
from .window import MAX_WINDOW, MIN_WINDOW

_N = TypeVar("_N")  # a namespace of the caller's, filled in place of argparse's


def parse_size(text: str) -> tuple[int, int]:
    """``--size WIDTHxHEIGHT``, within the sizes the window may have."""
    allowed = f"width {MIN_WINDOW[0]} to {MAX_WINDOW[0]}, height {MIN_WINDOW[1]} to {MAX_WINDOW[1]}"
    match = re.fullmatch(r"(-?[0-9]+)[xX](-?[0-9]+)", text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, like 1280x720 ({allowed})")
    w, h = int(match[1]), int(match[2])
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise argparse.ArgumentTypeError(f"{text!r} is out of range: {allowed}")
    return w, h


def parse_seconds(text: str) -> float:
    """``--quit-after SECONDS``: a positive, finite number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (0 < seconds < math.inf):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of seconds (more than 0)")
    return seconds


class CommandLine(argparse.ArgumentParser):
    """argparse with two changes for the ``koikoi`` command.

    A mistake is one line naming the option, the value and what is allowed,
    without the usage block before it. And a value that starts with a minus
    and a digit (``--size -5x300``) is handed to the option before it, since
    no option looks like that: plain argparse would take it for an unknown
    option and say only "expected one argument", never what is allowed.
    """

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")

    # argparse's own three forms (a namespace given or not), so this stays an ArgumentParser to the type checker
    @overload
    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: None = None,
    ) -> tuple[argparse.Namespace, list[str]]: ...

    @overload
    def parse_known_args(self, args: Iterable[str] | None, namespace: _N) -> tuple[_N, list[str]]: ...

    @overload
    def parse_known_args(self, *, namespace: _N) -> tuple[_N, list[str]]: ...

    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: _N | None = None,
    ) -> tuple[_N | argparse.Namespace, list[str]]:
        words = attach_minus_values(sys.argv[1:] if args is None else list(args))
        if namespace is None:
            return super().parse_known_args(words)
        return super().parse_known_args(words, namespace)


def attach_minus_values(words: list[str]) -> list[str]:
    """``["--size", "-5x300"]`` as ``["--size=-5x300"]``, which argparse reads
    as the option's value; everything after ``--`` is left alone."""
    out: list[str] = []
    for word in words:
        previous = out[-1] if out else ""
        if "--" not in out and re.match(r"-[0-9]", word) and re.fullmatch(r"--[^=]+", previous):
            out[-1] = f"{previous}={word}"
        else:
            out.append(word)
    return out


def build_parser() -> argparse.ArgumentParser:
    p = CommandLine(prog="koikoi", description="Koi-Koi, the Hanafuda card game.")
    p.add_argument("--version", action="version", version=f"koikoi {__version__}")
    p.add_argument("--demo", action="store_true", help="two computer players play on the table")
    p.add_argument("--quit-after", type=parse_seconds, metavar="SECONDS",
                   help="quit after this many seconds (more than 0)")
    p.add_argument("--stats", action="store_true", help="print one JSON line of frame times on exit")
    p.add_argument("--seed", type=int, help="the match seed (the same seed deals the same cards)")
    p.add_argument("--rules", metavar="PRESET", help=f"rule preset ({', '.join(PRESET_NAMES)}; for Go-Stop "
                                                     f"{', '.join(GOSTOP_PRESET_NAMES)}) or a .toml file")
    p.add_argument("--level", choices=LEVELS, help="the opponent's level")
    p.add_argument("--size", type=parse_size, metavar="WxH",
                   help=f"the window's size for this run, e.g. 1280x720 (from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
                        f"to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}); the settings keep theirs")
    p.add_argument("--lang", choices=tuple(LANGUAGES), metavar="CODE",
                   help=f"the language for this run ({', '.join(LANGUAGES)}); the settings keep theirs")
    p.add_argument("--reset-settings", action="store_true", help="set the settings file aside and start afresh")
    p.add_argument("--layout", type=Path, help=argparse.SUPPRESS)  # another Tiled map (for testing layouts)
    return p
