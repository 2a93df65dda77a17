"""The game's catalogs: extract the English words from the code and the
presets, merge them into each language's ``.po``, compile the ``.mo`` the
game reads, and check that every language is complete.

    python tools/i18n.py extract    # koikoi/i18n/catalogs/koikoi.pot from the code and the presets
    python tools/i18n.py update     # each <code>.po gains the new words, loses the gone ones
    python tools/i18n.py compile    # each <code>.mo from its .po (committed: the game needs no Babel)
    python tools/i18n.py check      # untranslated, fuzzy or mismatched entries, per language; exit 1 if any
    python tools/i18n.py all        # extract, update, compile, check
    python tools/i18n.py check --lang fr   # one language only (update, compile, check)

Babel does the work (its extractor, .po reader and writer and .mo
compiler). Words are found in ``_``, ``N_``, ``ngettext``, ``pgettext`` and
``npgettext`` calls; a comment starting ``TRANSLATORS:`` just above one
goes to the translator. The presets' titles, descriptions and yaku names
come from their TOML files, with the contexts ``preset`` and ``yaku``.
"""

from __future__ import annotations

import argparse
import io
import re
import string
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from koikoi.ui.rule_words import without_points  # noqa: E402 - the checkout's, not an installed copy
PACKAGE = ROOT / "koikoi"
CATALOGS = PACKAGE / "i18n" / "catalogs"
TEMPLATE = CATALOGS / "koikoi.pot"
PRESETS = PACKAGE / "games" / "presets"
DECKS = PACKAGE / "games" / "decks"
# What a deck's words are, for the translator, by the key of its ``words`` table: (context, note).
DECK_WORDS = {
    "months": ("flower", "The month's name within a sentence (\"the two pine plain cards\"), and where a card is "
               "pointed at: its flower, or in a themed deck its character."),
    "gostop_months": ("gostop flower", "The month's flower as Go-Stop players name it, within a sentence (\"the "
                      "three iris cards stay piled\")."),
    "cards": ("card", "A card as a player says it, its month's flower (or the theme's character) then what it "
              "shows, within a sentence (\"take the Pine crane\")."),
    "gostop_cards": ("gostop card", "A card as a Go-Stop player says it (Korean matgo names: 소나무 홍단, "
                     "국화 청단, 난초 초단, 난초 피), its month's flower then what it shows, within a sentence "
                     "(\"took the Iris red ribbon\")."),
}
LANGS = ("fr", "pt_BR", "ko", "ja")
NAMES = {"fr": "French", "pt_BR": "Brazilian Portuguese", "ko": "Korean", "ja": "Japanese"}
# The command-line tools speak English (koikoi-sim, and the game's --help).
SKIP = ("koikoi/sim.py",)
PROJECT = "koikoi"
# Fields a translation may leave out or add, by the message's context: a
# card pointed at names its month after its name, which in some languages
# says the month already (French "le coucou d’avril"), and such a language
# may name the month's flower there instead ("La grue de janvier (pin)").
OPTIONAL_FIELDS = {"card pointed at": {"month", "flower"}}


def extract() -> Catalog:
    """Every word of the game, as a template catalog."""
    cat = Catalog(project=PROJECT, version="", copyright_holder="", msgid_bugs_address="",
                  fuzzy=False, header_comment="# The words of Koi-Koi, in English: the source of every catalog.\n")
    found = extract_from_dir(str(PACKAGE), method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS,
                             comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        where = f"koikoi/{filename}".replace("\\", "/")
        if where.startswith(SKIP):
            continue
        cat.add(message, locations=[(where, lineno)], auto_comments=comments, context=context)
    for path in sorted(PRESETS.glob("*.toml")):
        add_preset(cat, path)
    for path in sorted(DECKS.glob("*.toml")):
        add_deck(cat, path)
    return cat


def add_deck(cat: Catalog, path: Path) -> None:
    """A deck's words: its months' names and its cards', each with its context, by line."""
    text = path.read_text(encoding="utf-8")
    words = tomllib.loads(text).get("words", {})
    lines = text.splitlines()
    where = f"koikoi/games/decks/{path.name}"

    def line_of(value: str) -> int:
        quoted = f'"{value}"'
        return next((i + 1 for i, line in enumerate(lines) if quoted in line), 0)

    for key, (context, note) in DECK_WORDS.items():
        given = words.get(key, [])
        for said in given.values() if isinstance(given, dict) else given:
            cat.add(said, locations=[(where, line_of(said))], context=context,
                    auto_comments=[f"The {path.stem} deck: {note}"])


def add_preset(cat: Catalog, path: Path) -> None:
    """A preset's title and description, and each of its yaku's name and
    description, by line."""
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    lines = text.splitlines()
    where = f"koikoi/games/presets/{path.name}"

    def line_of(value: str) -> int:
        quoted = f'"{value}"'
        return next((i + 1 for i, line in enumerate(lines) if quoted in line), 0)

    for key in ("title", "description"):
        if data.get(key):
            cat.add(data[key], locations=[(where, line_of(data[key]))], context="preset",
                    auto_comments=[f"The {key} of the rule set {data['name']!r}."])
    keep = ("the romanised Korean name; in Korean its Hangul name" if data.get("game") == "gostop"
            else "the romanised Japanese name")
    for yaku_id, y in data.get("yaku", {}).items():
        if y.get("name"):
            cat.add(y["name"], locations=[(where, line_of(y["name"]))], context="yaku",
                    auto_comments=[f"Yaku {yaku_id!r}: in Latin scripts keep {keep}."])
        if y.get("description"):
            # shown less its "; +1 per extra ..." (the points line says that from the rules)
            cat.add(without_points(y["description"]), locations=[(where, line_of(y["description"]))],
                    context="yaku", auto_comments=[f"What yaku {yaku_id!r} is."])


def po_path(code: str) -> Path:
    return CATALOGS / f"{code}.po"


def mo_path(code: str) -> Path:
    return CATALOGS / f"{code}.mo"


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=code)


def write(path: Path, cat: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=False, omit_header=False, include_previous=False)
    path.write_bytes(buf.getvalue())


def update(template: Catalog, langs: tuple[str, ...] = LANGS) -> None:
    for code in langs:
        path = po_path(code)
        if path.exists():
            cat = read(path, code)
        else:
            cat = Catalog(locale=code, project=PROJECT, version="", fuzzy=False)
        # no fuzzy matching: a guessed translation of a different sentence is worse than none
        cat.update(template, no_fuzzy_matching=True)
        cat.obsolete.clear()
        cat.header_comment = (f"# The words of Koi-Koi in {NAMES[code]}, translated from koikoi.pot.\n"
                              "# Edit the msgstr lines; then: python tools/i18n.py compile && python tools/i18n.py check")
        cat.project, cat.version, cat.msgid_bugs_address = "Koi-Koi", "", ""
        cat.last_translator = cat.language_team = "Koi-Koi maintainers"
        write(path, cat)


def compile_mo(code: str) -> bytes:
    cat = read(po_path(code), code)
    buf = io.BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    return buf.getvalue()


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a message (``{{`` is a brace, not a field)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def problems(code: str, template: Catalog | None = None) -> list[str]:
    """What is wrong with a language's catalog: entries untranslated or
    fuzzy, placeholders that differ from the English, words missing from
    or left over against the template."""
    cat = read(po_path(code), code)
    out: list[str] = []
    for m in cat:
        if not m.id:
            continue
        label = f"{code}: {m.id if isinstance(m.id, str) else m.id[0]!r}"
        if m.context:
            label += f" ({m.context})"
        strings = m.string if isinstance(m.string, (list, tuple)) else [m.string]
        if m.fuzzy:
            out.append(f"{label}: fuzzy")
        if not all(strings):
            out.append(f"{label}: untranslated")
            continue
        ids = m.id if isinstance(m.id, (list, tuple)) else [m.id]
        want = set().union(*(placeholders(i) for i in ids))
        for s in strings:
            got = placeholders(s)
            optional = OPTIONAL_FIELDS.get(m.context or "", set())
            if got - want - optional or (len(ids) == 1 and want - got - optional):
                out.append(f"{label}: placeholders {sorted(got)} for {sorted(want)}")
        if re.search(r"[ \t]$", strings[0]) and not re.search(r"[ \t]$", ids[0]):
            out.append(f"{label}: a trailing space the English lacks")
    if template is not None:
        have = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in cat if m.id}
        want = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template if m.id}
        out += [f"{code}: missing {i!r}" for i, _ in sorted(want - have, key=str)]
        out += [f"{code}: not in the code any more {i!r}" for i, _ in sorted(have - want, key=str)]
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=["extract", "update", "compile", "check", "all"])
    p.add_argument("--lang", choices=LANGS, help="only this language's catalog (update, compile, check)")
    args = p.parse_args(argv)
    langs = (args.lang,) if args.lang else LANGS
    CATALOGS.mkdir(parents=True, exist_ok=True)
    template = extract()
    if args.command in ("extract", "all"):
        write(TEMPLATE, template)
        print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} messages")
    if args.command in ("update", "all"):
        update(template, langs)
    if args.command in ("compile", "all"):
        for code in langs:
            if po_path(code).exists():
                mo_path(code).write_bytes(compile_mo(code))
    if args.command in ("check", "all"):
        found = [p for code in langs if po_path(code).exists() for p in problems(code, template)]
        for line in found:
            print(line)
        done = [code for code in langs if po_path(code).exists()]
        print(f"{len(found)} problems in {', '.join(done) or 'no catalog'}")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
