"""The game's words in the player's language: gettext catalogs, one per
language, English the source.

Every word a player can see goes through these functions, looked up when it
is shown (never kept translated in a module constant), so a change of
language applies at once. A constant that must be named at import time is
marked with :func:`N_` and translated where it is used: ``_(LABEL)``.

The catalogs are ``catalogs/<code>.po`` (edited, in the repository) and
``catalogs/<code>.mo`` (compiled from them by ``tools/i18n.py compile`` and
committed, so neither an install nor the frozen build needs Babel). No
pygame and nothing of the game here: the storage's messages use it too.
"""

from __future__ import annotations

import gettext
import locale
import logging
import os
import sys
from importlib import resources
from typing import TYPE_CHECKING, Callable, Mapping, TypeVar

if TYPE_CHECKING:
    from importlib.abc import Traversable

DOMAIN = "koikoi"
SOURCE = "en"
# Each language named in itself, in the order the settings offer them.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "pt_BR": "Português (Brasil)",
    "ko": "한국어",
    "ja": "日本語",
}

_log = logging.getLogger(__name__)
_current: gettext.NullTranslations = gettext.NullTranslations()
_code = SOURCE


class LanguageError(ValueError):
    """A language the game does not speak, or a catalog that cannot be read."""


def _(message: str) -> str:
    """``message`` in the current language."""
    return _current.gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it now (for a
    constant made at import time; translate it with :func:`_` where used)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, by the language's plural
    rule (Japanese and Korean have one form, French counts 0 and 1 as one)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (a card's "Plain" is not a
    field's), so a translation can tell them apart."""
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current.npgettext(context, singular, plural, n)


def language() -> str:
    """The code of the language now spoken (``"en"``, ``"fr"``...)."""
    return _code


def catalog_path(code: str) -> Traversable:
    """Where the compiled catalog of ``code`` lies (importlib.resources)."""
    return resources.files(__name__) / "catalogs" / f"{code}.mo"


def set_language(code: str) -> None:
    """Speak ``code`` from now on. An unknown code, or a catalog that is
    missing or unreadable, raises :class:`LanguageError` naming it, and the
    language spoken does not change."""
    global _current, _code
    if code not in LANGUAGES:
        raise LanguageError(f"unknown language {code!r}; the game speaks {', '.join(LANGUAGES)}")
    if code == SOURCE:
        _current, _code = gettext.NullTranslations(), code
        return
    path = catalog_path(code)
    try:
        with path.open("rb") as fp:
            found = gettext.GNUTranslations(fp)
    except FileNotFoundError:
        raise LanguageError(f"the {LANGUAGES[code]} catalog is missing ({path})") from None
    except (OSError, ValueError, UnicodeDecodeError) as exc:  # gettext raises OSError on a bad magic number
        raise LanguageError(f"the {LANGUAGES[code]} catalog cannot be read ({path}): {exc}") from None
    _current, _code = found, code


def use(code: str) -> str | None:
    """Speak ``code`` if the game can; otherwise keep the language spoken and
    return why, for the player to be told."""
    try:
        set_language(code)
    except LanguageError as exc:
        _log.warning("language: %s", exc)
        return str(exc)
    return None


T = TypeVar("T")


def in_each(words: Callable[[], T]) -> list[T]:
    """``words()`` said in every language the game speaks whose catalog reads (the one spoken again after):
    for a screen that keeps its place whatever the language (the first start's question, asked again in each)."""
    global _current, _code
    spoken, code = _current, _code
    said = []
    try:
        for other in LANGUAGES:
            try:
                set_language(other)
            except LanguageError:
                continue
            said.append(words())
    finally:
        _current, _code = spoken, code
    return said


def match_language(tag: str | None) -> str | None:
    """The game's language for a locale tag (``fr_CA.UTF-8``, ``pt-BR``,
    ``ja_JP``, ``ko``), or None when it speaks none like it. Portuguese of
    any country reads the Brazilian catalog."""
    if not tag:
        return None
    tag = tag.split(".")[0].split("@")[0].replace("-", "_")
    if tag in ("C", "POSIX"):
        return None
    lang, _sep, region = tag.partition("_")
    lang = lang.lower()
    full = f"{lang}_{region.upper()}" if region else lang
    if full in LANGUAGES:
        return full
    if lang == "pt":
        return "pt_BR"
    return lang if lang in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language to start in when the player has chosen none: the first
    of the system's preferred languages the game speaks, else English.

    On Linux and in a terminal that is ``LANGUAGE`` (a list), ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``; on Windows the user's interface language; on
    macOS the first of the AppleLanguages preference."""
    env = os.environ if environ is None else environ
    tags: list[str] = []
    tags += [t for t in env.get("LANGUAGE", "").split(":") if t]
    tags += [env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)]
    if environ is None:
        tags += _platform_languages()
    for tag in tags:
        found = match_language(tag)
        if found:
            return found
    return SOURCE


def _platform_languages() -> list[str]:
    """The desktop's own language settings, where they are not in the
    environment (a double-clicked program on Windows or macOS)."""
    found: list[str] = []
    try:
        if sys.platform == "win32":
            import ctypes  # deferred: only Windows asks it, at start-up

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            name = locale.windows_locale.get(lcid)
            if name:
                found.append(name)
        elif sys.platform == "darwin":
            import subprocess  # deferred: only macOS asks it, at start-up

            out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True,
                                 timeout=2).stdout
            found += [part.strip(' \t\n"(),') for part in out.split(",") if part.strip(' \t\n"(),')]
        found.append(locale.getlocale()[0] or "")
    except Exception as exc:  # noqa: BLE001 - a language we cannot read is English, never a crash
        _log.info("language: the system's language could not be read: %s", exc)
    return [f for f in found if f]


__all__ = [
    "DOMAIN", "LANGUAGES", "SOURCE", "LanguageError", "N_", "_", "catalog_path", "language", "match_language",
    "ngettext", "npgettext", "pgettext", "set_language", "system_language", "use",
]
