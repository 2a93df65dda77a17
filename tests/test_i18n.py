"""The game's languages: choosing one, the catalogs complete and current,
and a font that has every character they hold."""

from __future__ import annotations

import gettext
import importlib.util
import io
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo

from koikoi import i18n

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
sys.modules["i18n_tool"] = tool
spec.loader.exec_module(tool)

CATALOGS = [code for code in tool.LANGS if tool.po_path(code).exists()]


# --- choosing the language --------------------------------------------------------------

@pytest.mark.parametrize("tag, code", [
    ("fr_FR.UTF-8", "fr"), ("fr_CA", "fr"), ("fr", "fr"), ("pt_BR.UTF-8", "pt_BR"), ("pt-BR", "pt_BR"),
    ("pt_PT", "pt_BR"), ("ko_KR.UTF-8", "ko"), ("ja_JP.eucJP", "ja"), ("ja", "ja"), ("en_GB.UTF-8", "en"),
    ("de_DE.UTF-8", None), ("C", None), ("C.UTF-8", None), ("POSIX", None), ("", None), (None, None),
])
def test_a_locale_tag_names_one_of_the_games_languages_or_none(tag, code):
    assert i18n.match_language(tag) == code


def test_the_system_language_is_the_first_preferred_one_the_game_speaks():
    assert i18n.system_language({"LANGUAGE": "de:ko:fr", "LANG": "ja_JP.UTF-8"}) == "ko"
    assert i18n.system_language({"LC_ALL": "fr_BE.UTF-8", "LANG": "ko_KR.UTF-8"}) == "fr"
    assert i18n.system_language({"LANG": "pt_BR.UTF-8"}) == "pt_BR"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_an_unknown_language_is_refused_by_name_and_the_language_stays():
    with pytest.raises(i18n.LanguageError, match="'xx'.*en, fr, pt_BR, ko, ja"):
        i18n.set_language("xx")
    assert i18n.language() == "en"


def test_a_missing_or_broken_catalog_is_named_and_the_language_stays(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "catalog_path", lambda code: tmp_path / f"{code}.mo")
    assert "Français catalog is missing" in i18n.use("fr")
    assert i18n.language() == "en"
    (tmp_path / "ko.mo").write_bytes(b"not a catalog at all")
    assert "한국어 catalog cannot be read" in i18n.use("ko")
    assert i18n.language() == "en" and i18n._("Your turn") == "Your turn"


def test_a_catalog_speaks_its_language_with_its_plural_rule(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    cat = Catalog(locale="fr")
    cat.add("Your turn", "À vous")
    cat.add(("{n} point", "{n} points"), ("{n} point", "{n} points"))
    cat.add("Plain", "Plante", context="card")
    with (tmp_path / "fr.mo").open("wb") as out:
        write_mo(out, cat)
    monkeypatch.setattr(i18n, "catalog_path", lambda code: tmp_path / f"{code}.mo")
    i18n.set_language("fr")
    assert i18n.language() == "fr"
    assert i18n._("Your turn") == "À vous"
    assert i18n.pgettext("card", "Plain") == "Plante"
    assert i18n.ngettext("{n} point", "{n} points", 0) == "{n} point"  # French: 0 is singular
    assert i18n.ngettext("{n} point", "{n} points", 2) == "{n} points"
    assert i18n._("Not in the catalog") == "Not in the catalog"


# --- the catalogs ------------------------------------------------------------------------

def test_the_template_holds_exactly_the_words_of_the_code_and_the_presets():
    """tools/i18n.py extract was run after the last change of words."""
    with tool.TEMPLATE.open("rb") as fp:
        committed = {(m.id if isinstance(m.id, str) else tuple(m.id), m.context) for m in tool.read_po(fp) if m.id}
    now = {(m.id if isinstance(m.id, str) else tuple(m.id), m.context) for m in tool.extract() if m.id}
    assert not now - committed, f"words not in koikoi.pot (run tools/i18n.py all): {sorted(now - committed, key=str)[:10]}"
    assert not committed - now, f"koikoi.pot holds words gone from the code: {sorted(committed - now, key=str)[:10]}"


def test_the_words_have_named_placeholders_only():
    """A translation may reorder the words: no positional ``{}`` or ``%s``."""
    bad = []
    for m in tool.extract():
        for text in ([m.id] if isinstance(m.id, str) else m.id):
            if "{}" in text or "%s" in text or "%d" in text or any(f.isdigit() for f in tool.placeholders(text)):
                bad.append(text)
    assert not bad, bad


@pytest.mark.parametrize("code", CATALOGS)
def test_each_catalog_is_complete_with_the_same_placeholders(code):
    found = tool.problems(code, tool.extract())
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("code", CATALOGS)
def test_each_compiled_catalog_is_its_po(code):
    """The committed .mo was compiled from the committed .po (tools/i18n.py compile)."""
    with tool.mo_path(code).open("rb") as fp:
        compiled = read_mo(fp)
    with tool.po_path(code).open("rb") as fp:
        source = tool.read_po(fp, code)
    def key(m):  # noqa: ANN001, ANN202 - a plural's forms are a list in one reader, a tuple in the other
        return (m.id if isinstance(m.id, str) else tuple(m.id), m.context)

    def text(m):  # noqa: ANN001, ANN202
        return m.string if isinstance(m.string, str) else tuple(m.string)

    want = {key(m): text(m) for m in source if m.id and not m.fuzzy}
    got = {key(m): text(m) for m in compiled if m.id}
    assert got == want
    gettext.GNUTranslations(io.BytesIO(tool.mo_path(code).read_bytes()))  # and gettext reads it


# --- the font ---------------------------------------------------------------------------

FONTS = sorted((ROOT / "assets" / "fonts").glob("*.otf"))


def test_the_font_comes_in_two_weights_with_its_licence():
    assert [f.name for f in FONTS] == ["KoiKoiSans-Bold.otf", "KoiKoiSans-Regular.otf"]
    licence = (ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Noto Sans CJK" in licence


@pytest.mark.parametrize("font", FONTS, ids=lambda p: p.name)
def test_the_font_has_every_character_of_every_catalog(font):
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(font))["cmap"].getBestCmap()
    chars = set(tool.TEMPLATE.read_text(encoding="utf-8"))
    for code in CATALOGS:
        chars |= set(tool.po_path(code).read_text(encoding="utf-8"))
    chars |= set("".join(i18n.LANGUAGES.values()))
    missing = sorted(c for c in chars if c.isprintable() and c != " " and ord(c) not in cmap)
    assert not missing, f"{font.name} lacks {''.join(missing)!r}: run tools/make_font.py"
