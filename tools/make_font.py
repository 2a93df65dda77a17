"""The game's font: a subset of Noto Sans CJK (SIL Open Font License 1.1)
holding just the characters the game can show, at two weights.

Noto Sans CJK covers all five of the game's languages (Latin with its
accents, kana, kanji, Hangul) in one design; whole, each weight is about
19 MB, so the game carries only the glyphs its words use. The characters
are: printable ASCII, Latin-1 and Latin Extended-A (French and Portuguese,
in any text to come), the punctuation and symbols the game draws, every
character of every catalog (``koikoi/i18n/catalogs/*.po``, English and
translations), and every character outside ASCII in the code and the
presets. Run it again whenever a catalog changes; a test fails when a
catalog holds a character the font lacks.

    apt-get install fonts-noto-cjk     # Debian's package: the source faces
    python tools/make_font.py          # assets/fonts/KoiKoiSans-{Regular,Bold}.otf and OFL.txt

The faces are taken from the Japanese member of Debian's collections (its
kanji have the Japanese forms). The subset is renamed "KoiKoi Sans", as the
licence asks of a modified font (Noto has no Reserved Font Name; the
source's is "Source", which the new name does not use), and keeps the
original copyright and licence in its name table; the licence text goes
beside it.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
SOURCES = Path("/usr/share/fonts/opentype/noto")
FACES = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
JAPANESE = 0  # the collection's first font is Noto Sans CJK JP
FAMILY = "KoiKoi Sans"
LICENCE_SOURCE = Path("/usr/share/doc/fonts-noto-cjk/copyright")

BASE_RANGES = (
    (0x20, 0x7E),      # ASCII
    (0xA0, 0xFF),      # Latin-1: French and Portuguese accents, « », ·, ×
    (0x100, 0x17F),    # Latin Extended-A: œ, and room for names
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203A),  # per mille, primes, single guillemets
    (0x2190, 0x2193),  # arrows
    (0x3000, 0x301F),  # CJK punctuation: 、。「」〜
    (0xFF01, 0xFF5E),  # full-width forms: ！（）：？
)
SYMBOLS = "€✓★☆♪○●◆■□▲▼▶◀"


def characters() -> set[str]:
    """Every character the game may draw."""
    chars = {chr(c) for lo, hi in BASE_RANGES for c in range(lo, hi + 1)}
    chars |= set(SYMBOLS)
    for po in sorted((ROOT / "koikoi" / "i18n" / "catalogs").glob("*.po*")):  # the template and each language
        chars |= set(po.read_text(encoding="utf-8"))
    for path in [*(ROOT / "koikoi").rglob("*.py"), *(ROOT / "koikoi" / "games" / "presets").glob("*.toml")]:
        chars |= {c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7E}
    return {c for c in chars if c.isprintable() or c == " "}


def rename(font: TTFont, style: str) -> None:
    """Call the subset KoiKoi Sans, keeping the copyright and licence records."""
    names = font["name"]
    full = f"{FAMILY} {style}"
    ps = f"{FAMILY.replace(' ', '')}-{style}"
    keep = {0, 7, 8, 9, 11, 12, 13, 14}  # copyright, trademark, maker, designer, URLs, licence
    names.names = [n for n in names.names if n.nameID in keep]
    for name_id, value in ((1, FAMILY), (2, style), (3, f"{ps};subset for Koi-Koi"), (4, full), (6, ps),
                           (16, FAMILY), (17, style)):
        names.setName(value, name_id, 3, 1, 0x409)
    notice = ("A subset of Noto Sans CJK JP, made for the game Koi-Koi by tools/make_font.py; "
              "licensed under the SIL Open Font License, Version 1.1.")
    names.setName(notice, 10, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = full, FAMILY


# The lines of text: the source's are 1.448 em (room for stacked marks and
# vertical text); the game sets one line of horizontal text at a time, so
# its lines hold the tallest and deepest glyph it uses ("Å" 983 units up,
# "Ç" 253 down, of 1000) and no more, and a small size keeps close to the
# line height of the font the game had before.
ASCENT, DESCENT = 990, 260


def tighten(font: TTFont) -> None:
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ASCENT, -DESCENT, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ASCENT, -DESCENT, 0
    os2.usWinAscent, os2.usWinDescent = ASCENT, DESCENT


def make(style: str, chars: set[str], out: Path) -> Path:
    source = SOURCES / FACES[style]
    if not source.exists():
        raise SystemExit(f"{source} not found: install Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk)")
    font = TTCollection(str(source)).fonts[JAPANESE]
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl", "ccmp", "mark", "mkmk", "palt", "halt"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["DSIG", "VORG", "vhea", "vmtx"]  # horizontal text only
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    rename(font, style)
    tighten(font)
    font["head"].modified = font["head"].created  # the same input gives the same file (the save must not stamp
    font.recalcTimestamp = False  # today's time in head.modified: each run made a new binary to merge)
    path = out / f"{FAMILY.replace(' ', '')}-{style}.otf"
    font.save(str(path))
    return path


def licence_text() -> str:
    """The SIL Open Font License as Debian's copyright file carries it,
    under the font's own copyright line."""
    text = LICENCE_SOURCE.read_text(encoding="utf-8")
    block = text[text.rindex("License: SIL-1.1"):]  # the stanza that holds the text (the first only names it)
    body = []
    for line in block.splitlines()[1:]:
        if line and not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    licence = "\n".join(body).strip() + "\n"
    head = ("KoiKoi Sans: a subset of Noto Sans CJK JP (Regular and Bold), made by tools/make_font.py.\n"
            "Noto Sans CJK: Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
            "The subset is renamed and does not use the Reserved Font Name.\n\n")
    return head + re.sub(r"\n{3,}", "\n\n", licence)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    chars = characters()
    for style in FACES:
        path = make(style, chars, args.out)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {len(chars)} characters, "
              f"{path.stat().st_size // 1024} KB")
    (args.out / "OFL.txt").write_text(licence_text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
