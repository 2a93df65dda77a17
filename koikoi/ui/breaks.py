"""Where a line of text may break, in each of the game's languages.

Unicode's line breaking algorithm (UAX #14, by uniseg) gives the places
where a line may end: after the space between two words, never inside a
word, never before a closing mark or ``:`` (French puts a space before it),
never after ``«``. It is tailored here three ways:

- Japanese, which has no spaces, may break between almost any two
  characters by UAX #14; its readers expect it to break between phrases
  ("CPUが / 役を / 作ったら"), which BudouX finds, a demonstrative kept
  with its noun ("この局は", where BudouX ends a phrase after この). A line breaks at a phrase's
  end first, inside a phrase only when the phrase alone is wider than a line.
  Inside a phrase too wide for a line, Japanese breaks first after its
  particles and its 、。 (where a word ends), and never inside a word
  unless the word alone is wider than a line (:func:`japanese_glue`): a
  katakana word ("ゴース / トップ"), a number and its unit ("12 / 点", "第 /
  3局"), a sum ("5 × / 2"). UAX #14 keeps the kinsoku rules: no line starts
  with 。、」）ー or a small kana, none ends with 「（. The adnominal 同じ goes
  with its noun as a demonstrative does ("同じ月を"), and a set phrase BudouX
  would cut is kept whole ("気をつけ", :data:`SET_PHRASES`); a short
  parenthesis a line can hold goes down whole (:func:`koikoi.ui.textfit.wrap`).
- Korean puts spaces between its words, and a word (with its particles:
  "CPU가") is not broken, as most Korean software does ("keep-all").
- A file path (the saved match's, the settings') breaks only after one of
  its separators, never inside a name ("mat / ch.json").
- A short label before a colon ("Last move:", "마지막 수:", "Dernier
  coup :") is kept on one line with its colon: a line that ends in
  "마지막" and goes on with "수: …" reads as two broken phrases (it breaks
  between its words only when it alone is wider than a line). A label
  is at most :data:`LABEL_WORDS` words (:data:`LABEL_CHARS` characters) after the start of the text or of
  a part of it (after "·", a sentence's end or a line's).
- A unit is kept on one line where the line can hold it (a line breaks
  inside it only when it alone is wider than a line, :func:`held`): a
  short parenthesis ("(CPU의 코이코이)", "(coupe de saké)"), a name and
  its number ("CPU 2", "Go 1"), a rule set's name as the language says it
  ("Club français, jeu à thème"), a label and the figure after its colon
  ("Go 1: +1 point"), a yaku with its cards held ("Hongdan 1/3").
- A separator between the parts of a line (" · ", " | ") stays at the
  end of the line it closes: a line never starts with it.
- A word written with a hyphen between two letters (koi-koi, go-bak,
  Hanami-zake, peut-être) is kept whole: it breaks at its hyphen only when
  the word alone is wider than a line. UAX #14 allows a break after any
  hyphen, but the game's terms are hyphenated words short enough for any
  line, and "koi- / koi" or "go- / bak" reads as two words. All of them,
  not a list of the game's terms: a list would miss the next term or
  language, and no hyphenated word in the catalogs is long enough to need
  its hyphen on a line of the game's widths.

:func:`phrases` cuts a text into what :func:`koikoi.ui.textfit.wrap` puts on
lines: phrases, each of the pieces a line may break between when the
phrase has to be broken; :func:`units` puts those pieces into words (the
places a phrase breaks first, when it must).
"""

from __future__ import annotations

import gettext
import re
from functools import lru_cache

from uniseg.linebreak import line_break_boundaries

SEPARATORS = "/\\"
# a run of characters a path may be made of: up to a space, a bracket or a quotation mark
_TOKEN = re.compile(r"[^\s（）「」『』【】〔〕、。，()\[\]{}<>\"'«»“”‘’]+")
_ROOTED = re.compile(r"(?:[A-Za-z]:|~|\.{1,2})?[\\/]")  # /tmp/…, C:\…, ~/…, ./…
_ROOT = re.compile(r"(?:[A-Za-z]:|~|\.{1,2})?")  # what may stand before a path's first separator
_TRAILING = ".,;:!?"  # the sentence's mark after a path is not part of it
LIST_SEPARATORS = "·•|"  # between the parts of a line, spaced: " · "
HYPHENS = "-\u2010"  # hyphen-minus, hyphen (not the dashes, which stand between words)
# Words of the game that BudouX's model (trained on the web's Japanese) would break: kept whole.
GAME_WORDS = ("こいこい", "花見酒", "月見酒", "雨四光")
# Set phrases BudouX ends a phrase inside, after their particle: "気を / つけます" reads as two broken words (pt25).
SET_PHRASES = ("気をつけ", "気を付け")
# A demonstrative before its noun ("この局", "その月", "あの札"): BudouX ends a phrase after it, and a line ending
# in "この" with "局は…" on the next reads as two broken words; it goes down with its noun. So does the adnominal
# 同じ ("同じ / 月を合わせ", pt25).
_DEMONSTRATIVE = re.compile(r"(?:この|その|あの|(?<!な)どの|同じ)(?=[\u3400-\u9fff\u30a1-\u30fcA-Za-z0-9０-９])")  # not "などの"
LABEL_WORDS, LABEL_CHARS = 3, 16  # a label kept whole before its colon: at most so many words and characters
_LABEL = re.compile(r"(?:^|(?<=[·.!?。\n])\s*)([^\s·.!?:：。\n][^·.!?:：。\n]*?)\s?[:：]")


def is_japanese(ch: str) -> bool:
    """A kana or a kanji: Japanese text, which breaks between phrases."""
    o = ord(ch)
    return (0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF
            or 0xF900 <= o <= 0xFAFF or 0xFF66 <= o <= 0xFF9F or ch in "々〆ヶ")


def is_katakana(ch: str) -> bool:
    """A katakana letter, its long vowel mark ー or the middle dot between two words of one name."""
    o = ord(ch)
    return 0x30A1 <= o <= 0x30FC or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F


# Characters a line may not start with (Japanese and Chinese line breaking:
# closing marks and small kana stay at the end of the line before).
NO_LINE_START = frozenset("、。，．・：；？！）」』】〕〉》ー々ゃゅょっぁぃぅぇぉャュョッァィゥェォ)]}.,:;!?%»")
NO_LINE_END = frozenset("「『（【〔〈《([{«")  # opening marks stay with what they open
NUMBER_BEFORE = "第全各約計×＋+＝=−#＃"  # what stands before a number as a part of it ("第3局", "×2")
PARTICLES = "をにがはでとのへもや"  # one-kana particles, after which a Japanese phrase breaks when it must
SUM = "×＋+＝=−÷"  # the signs of a sum written with spaces ("5 × 2 = 10")


def _digit(ch: str) -> bool:
    return ch.isdigit() and ch.isascii() or "０" <= ch <= "９"


def japanese_glue(text: str) -> set[int]:
    """The offsets of ``text`` where a Japanese line does not break unless
    what they hold together is alone wider than a line: inside a katakana
    word (and across the ・ between its parts), between a number and the
    unit or word after it ("12点", "3枚", "2回目"), between a number and the
    sign or counter before it ("第3", "×2"), and at the spaces of a sum
    ("5 × 2")."""
    glued = set()
    for p in range(1, len(text)):
        a, b = text[p - 1], text[p]
        if (is_katakana(a) and is_katakana(b)) or (_digit(a) and (b.isalpha() or _digit(b) or b in "%％")) \
                or (_digit(b) and a in NUMBER_BEFORE):
            glued.add(p)
        elif a == " " and p > 1 and text[p - 2] in SUM + "0123456789０１２３４５６７８９" \
                and (b in SUM or _digit(b)) and (b in SUM or text[p - 2] in SUM):
            glued.add(p)  # "5 |× 2", "5 × |2"
    return glued


def _after_closing(text: str, p: int, allowed: set[int]) -> int:
    """A phrase's end ``p`` moved after the marks no line starts with
    ("取りました|：チョク！" → "取りました：|チョク！"): BudouX ends a phrase
    before a colon or a closing mark, where a line may not break."""
    q = p
    while q < len(text) and q not in allowed and text[q] in NO_LINE_START:
        q += 1
    return q if q == len(text) or text[q - 1] not in NO_LINE_END and text[q] not in NO_LINE_START else p


def japanese_word_ends(text: str) -> set[int]:
    """Where a Japanese word ends, for a phrase too wide for a line: after
    a space, a 、 or 。 (or another mark that ends a clause), and after a
    particle (:data:`PARTICLES`, followed by a kanji, a katakana word, a
    letter or a number: not the kana that end a verb's stem, "書き込み")."""
    ends = set()
    for p in range(1, len(text)):
        a, b = text[p - 1], text[p]
        if a.isspace() or a in "、。，．！？：；）」』" or (a in PARTICLES and not 0x3041 <= ord(b) <= 0x309F):
            ends.add(p)
    # 同じ's end is where its phrase breaks first when too wide ("同じ / 月でした"), as a set phrase's particle is
    # ("気を / つけます"): not at a kana inside a word
    ends = (ends - {m.end() for m in _DEMONSTRATIVE.finditer(text)}) | {m.end() for m in _DEMONSTRATIVE.finditer(text)
                                                                     if m.group() == "同じ"}  # the の of この is no particle
    return ends | {m.start() + m.group().index("を") + 1 for word in SET_PHRASES for m in re.finditer(word, text)}


def is_hangul(ch: str) -> bool:
    """A Korean syllable or letter: Korean text, which breaks only between words."""
    o = ord(ch)
    return 0xAC00 <= o <= 0xD7A3 or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F or 0xA960 <= o <= 0xA97F


def paths(text: str) -> list[tuple[int, int]]:
    """Where the file paths in ``text`` are (start, end): a word that starts
    at a root (``/``, ``C:\\``, ``~/``) or has two separators or more."""
    found = []
    for m in _TOKEN.finditer(text):
        word = m.group()
        if not any(sep in word for sep in SEPARATORS) or _ROOT.fullmatch(word.strip(SEPARATORS + _TRAILING)):
            continue  # no separator; or nothing but a root and separators ("12 / 12" is no path)
        if _ROOTED.match(word) or sum(word.count(sep) for sep in SEPARATORS) >= 2:
            end = m.end()
            while end > m.start() + 1 and text[end - 1] in _TRAILING:
                end -= 1
            found.append((m.start(), end))
    return found


@lru_cache(maxsize=1)
def _japanese_parser():  # noqa: ANN202  # budoux.Parser, loaded when first needed
    import budoux  # its model is read from a JSON file in the package (build.spec collects it)

    return budoux.load_default_japanese_parser()


def uax14(text: str) -> set[int]:
    """Where UAX #14 lets a line break in ``text`` (0 and the end not
    included), as uniseg says, asked a word at a time so that each word's
    answer is kept for the next text that has it (uniseg takes about a
    millisecond for every ten characters). The text is cut only after a
    space between two letters (or a digit and a letter), where the rules
    always break and no rule looks across: no opening or closing mark, no
    quotation mark, no slash stands there."""
    n = len(text)
    found: set[int] = set()
    start = 0
    for p in range(1, n):
        if text[p - 1] == " " and text[p].isalpha():
            before = text[start:p].rstrip(" ")
            if before and before[-1].isalnum():
                found |= {start + q for q in _uax14_of(text[start:p])}
                start = p
    found |= {start + q for q in _uax14_of(text[start:])}
    return {p for p in found if 0 < p < n}


_LETTER = "A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff"  # Latin letters and digits
_STOPS = ".,;:!?"
_WORD = f"[{_LETTER}](?:[{_LETTER}'\u2019]*[{_LETTER}])?[{_STOPS}]*|[{_STOPS}]+"  # an apostrophe only inside
# words of them, their stops after them, between spaces: UAX #14 breaks only after the spaces before a word
# (letters and digits hold together, nothing breaks before a stop, even after a space, nor inside a word)
_PLAIN = re.compile(f"(?:{_WORD})(?: +(?:{_WORD}))* *")


@lru_cache(maxsize=8192)
def _uax14_of(words: str) -> tuple[int, ...]:
    if _PLAIN.fullmatch(words):  # most words of the Latin languages: not asked of uniseg, which is slow
        return (*(p for p in range(1, len(words)) if words[p - 1] == " " and words[p] not in _STOPS + " "),
                len(words))
    return tuple(line_break_boundaries(words))


def boundaries(text: str) -> tuple[set[int], set[int]]:
    """(where a line breaks first, where it may break when it must), as
    offsets into ``text`` (after the character before, 0 and the end not
    included): the second holds the first."""
    allowed = uax14(text)
    # Korean: a word is kept whole, with its particles ("CPU가", "판(2/3)")
    allowed = {p for p in allowed
               if text[p - 1].isspace() or not (is_hangul(text[p - 1]) or is_hangul(text[p]))}
    at_separators: set[int] = set()
    for start, end in paths(text):
        allowed -= set(range(start + 1, end))
        at_separators |= {i + 1 for i in range(start, end - 1) if text[i] in SEPARATORS
                          and not _ROOT.fullmatch(text[start:i])}  # not after the root alone ("/", "C:\\")
        if start > 0 and text[start - 1].isspace():
            at_separators.add(start)  # "moved to / /tmp/…": the path may start a line
    allowed |= at_separators
    # a separator between the parts of a line ("Round 3 of 6 · You 12") ends a line, never starts one
    allowed = {p for p in allowed if not starts_with_separator(text, p)}
    first = allowed
    if any(is_japanese(ch) for ch in text):
        allowed = allowed - (japanese_glue(text) - at_separators)
        ends, at = set(), 0
        for phrase in _japanese_parser().parse(text):
            at += len(phrase)
            ends.add(at)
        for word in GAME_WORDS + SET_PHRASES:
            for m in re.finditer(word, text):
                ends -= set(range(m.start() + 1, m.end()))
        for m in _DEMONSTRATIVE.finditer(text):  # "この|局は" read as two broken words: "|この局は"
            ends.discard(m.end())
            if m.start() in allowed:
                ends.add(m.start())
        moved = {_after_closing(text, p, allowed) for p in ends} - ends
        allowed |= {p for p in moved if p < len(text)}  # "ません：|"format"": UAX #14 keeps a straight quote with the colon
        ends |= moved | {m.start() for m in _COUNT_SLASH.finditer(text)}  # a count of a total starts a phrase
        first = {p for p in allowed if p in ends or text[p - 1].isspace() or p in at_separators}
    labels = in_labels(text) | numbers_kept(text) | held(text)
    first = {p for p in first if not in_hyphenated_word(text, p) and p not in labels}
    return first, allowed


_NUMBER_WORD = re.compile(r"(?<![\w.,])[-+×−]?\d+(?:[.,]\d+)? +(?=[^\W\d_])")  # "5 points", "+1 pt"
_SUM_TERM = re.compile(r"(?<!\S)[×＋+＝=−÷] +(?=\d)")  # "+ 1", "= 10": a sum's sign kept with its number


_COUNT_OF = re.compile(r"(?<![\w.,])(?:[^\W\d_]+ +)?\d+[^\W\d_\s]* +(?:[^\W\d_]{1,4}|/) +[^\W\d_\s]*\d+(?![\d.,]\d)"
                       r"(?! +[^\W\d_])")  # a total is the end of its count: "1 for 1 extra ribbon" counts no total
_COUNT_SLASH = re.compile(r"\d+[^\W\d_\s]{0,3} *[／/] *[^\W\d_\s]{0,2}\d+[^\W\d_\s]{0,2}")
# a count of a total and the word it counts: "move 0 of 42", "coup 0 sur 42", "Round 3 of 12", "0수 / 42수",
# "0手目／全42手"


def numbers_kept(text: str) -> set[int]:
    """The offsets where a line does not break first in any language: between
    a number and the word after it, its unit ("5 | points", "3 | tentos"),
    between a sum's sign and its number ("5 + | 1"): a sum breaks only between
    its terms ("5 | + 1 | × 2"); and within a count of a total, with the word
    before it ("move | 0 of 42", "move 0 of | 42": the replay's head)."""
    return {m.end() for m in _NUMBER_WORD.finditer(text)} | {m.end() for m in _SUM_TERM.finditer(text)} \
        | counts_kept(text)


def counts_kept(text: str) -> set[int]:
    """The offsets inside a count of a total, with the word before it ("move
    0 of 42", "0手目／全42手"): a line breaks there only where nothing else fits."""
    return {p for m in (*_COUNT_OF.finditer(text), *_COUNT_SLASH.finditer(text)) for p in range(m.start() + 1, m.end())}


_PARENTHESIS = re.compile(r"[(（][^()（）\n]{1,24}[)）]")  # "(CPU의 코이코이)", "(coupe de saké)": short
PARENTHESIS_WORDS = 4  # a parenthesis of more words than this breaks between them as a sentence does
_NAME_NUMBER = re.compile(r"(?<![A-Za-z0-9\u00c0-\u024f.,])[A-Z\u00c0-\u00de][^\W\d_]* +\d+(?![\d.,]?\d)")  # "CPU 2", "Go 1"
_SHORT_SUM = re.compile(r"(?<![\w.,])\d+(?: [×+] \d+){1,2}(?![\w.,]|\s?[×+]\s?\d)")  # "7 × 2", "5 + 1": short, whole
# a yaku and its cards held ("Hongdan 1/3", "Four Brights 2/4", "Kasu 10/10 +1"): pt23 read "Hongdan / 1/3"
_PROGRESS = re.compile(r"(?<![\w.,])(?:[A-Z\u00c0-\u00de][\w-]* +)?[^\W\d_][\w-]* +\d+/\d+(?: \+\d+)?(?![\w/])")
_LABEL_FIGURE = re.compile(r":\s?[-+×−]?\d+")  # "Go 1: +1 point", "You: 12" (Japanese, "：", breaks between phrases)
# a sum that comes to its total, each term a number or a sign, or a word held to its number by a no-break space
# ("(9 +1 Go) ×2 pi-bak = 20", "(9 ゴー+1) ピバク×2 = 20点", "14 + 14 = 28"): pt25 read "ストップ：(9 ゴー+1) /
# ピバク×2＝20点。" in a narrow Go or Stop?
_SIGN = "[×＋+＝=−÷]"
_FIGURE = r"[-+×−]?\d+(?:[.,]\d+)?"
_NAME = r"[^\W\d_](?:[\w-]*[^\W\d_])?"  # a word (a letter first and last): "pi-bak", "ピバク", "피박"
# a term: a figure or a sign, its name before it where a sign follows ("ピバク×2", "ゴー+1"; not "でも5"), and what
# a no-break space or a sign holds to it ("+1 Go", "7 피박 ×2"), in its brackets
_TERM = (rf"[(（]?(?:{_NAME}\u00a0?(?=[-+×−＋÷]))?(?:{_FIGURE}|{_SIGN})"
         rf"(?:\u00a0{_NAME}|\u00a0?{_FIGURE}|\u00a0?{_SIGN})*[)）]?")
_FORMULA = re.compile(rf"{_TERM}(?:[ \u00a0]+{_TERM})*?[ \u00a0]*[=＝][ \u00a0]*\d+")


def formula_spans(text: str) -> list[tuple[int, int]]:
    """Where the sums of ``text`` that come to a total are (start, end): from their first term to the total's
    figure (a sum is one unit: never "(9 + 1) / × 2 = 20")."""
    return [m.span() for m in _FORMULA.finditer(text)]


def held(text: str) -> set[int]:
    """The offsets inside the units of ``text`` a line keeps whole where it
    can hold them (:func:`held_spans`)."""
    return {p for start, end in held_spans(text) for p in range(start + 1, end)}


def held_spans(text: str) -> list[tuple[int, int]]:
    """Where the units a line keeps whole where it can hold them are in
    ``text`` (start, end): a short parenthesis (its words at most
    :data:`PARENTHESIS_WORDS`, not in Japanese), a name and its number (a capitalised word:
    "CPU 2", "Go 1"), a rule set's name (:func:`names`), the colon of a
    label with the figure after it ("Go 1: +1", with :func:`in_labels`'
    label), a yaku with its cards held ("Hongdan 1/3", a capitalised word
    before it taken as its name's: "Four Brights 2/4"; not in Japanese), a sum of two or three terms ("7 × 2": pt20 read "…내면 7 /
    × 2 (7점 이상) = 14점"), and a sum that comes to its total (:func:`formula_spans`)."""
    japanese = any(map(is_japanese, text))  # which breaks between its phrases (BudouX) first
    spans = [m.span() for m in _PARENTHESIS.finditer(text) if len(m.group().split()) <= PARENTHESIS_WORDS
             and not japanese]
    spans += [m.span() for m in _NAME_NUMBER.finditer(text) if m.group().split()[0] in numbered_names()]
    spans += [m.span() for m in _LABEL_FIGURE.finditer(text)]
    spans += [m.span() for m in _SHORT_SUM.finditer(text)]
    spans += formula_spans(text)
    spans += [m.span() for m in _PROGRESS.finditer(text) if not japanese]  # Japanese: BudouX's phrases
    for name in names():
        at = text.find(name)
        while at >= 0:
            spans.append((at, at + len(name)))
            at = text.find(name, at + 1)
    return spans


@lru_cache(maxsize=1)
def _catalogs() -> tuple[gettext.GNUTranslations, ...]:
    """Every language's catalog but the source's, read once for the words a line keeps whole in any language (a
    catalog that cannot be read is left out: the game says so where it speaks that language)."""
    from ..i18n import LANGUAGES, SOURCE, catalog_path

    found = []
    for code in set(LANGUAGES) - {SOURCE}:
        try:
            with catalog_path(code).open("rb") as fp:
                found.append(gettext.GNUTranslations(fp))
        except (OSError, ValueError, UnicodeDecodeError):
            continue
    return tuple(found)


@lru_cache(maxsize=1)
def numbered_names() -> frozenset[str]:
    """The words a number names one of ("CPU 2", "Ordi 1", "Go 1"), kept with
    that number: the computers' names in every language, and a Go's count. A
    yaku's points are not one ("Sanko 5 points" breaks "Sanko / 5 points",
    the number kept with its unit)."""
    said = {"CPU", "Go"}
    for catalog in _catalogs():
        for name in ("CPU 1", "CPU 2"):
            for form in (catalog.gettext(name), catalog.pgettext("computer in a sentence", name)):
                said |= {word for word in form.split() if word[:1].isupper()}
    return frozenset(said)


@lru_cache(maxsize=1)
def names() -> tuple[str, ...]:
    """The names a line keeps whole: the rule sets' (each game's presets'
    titles, alone and with the deck played: "French club, themed deck") of
    more than one word, in every language the game speaks (a text's breaks
    are kept for the text, whatever language says it)."""
    from ..games.matchrecord import GAMES

    titles = [game.load_rules(name).title for game in GAMES.values() for name in game.presets]
    decks = ("standard deck", "themed deck")  # deck_titles.deck_phrase's, a player's own deck's name aside
    said = set(titles) | {f"{title}, {deck}" for title in titles for deck in decks}
    for catalog in _catalogs():
        said |= {catalog.pgettext("preset", title) for title in titles}
        said |= {catalog.pgettext("deck in a title", "{rules}, {deck}").format(
            rules=catalog.pgettext("preset", title), deck=catalog.pgettext("deck in a title", deck))
            for title in titles for deck in decks}
    return tuple(sorted((t for t in said if " " in t.strip()), key=len, reverse=True))


@lru_cache(maxsize=2048)
def units(text: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """``text`` cut as :func:`phrases` cuts it, each phrase's pieces put
    into words: in Japanese, the pieces up to a particle, a 、 or 。 (where
    a phrase too wide for a line breaks first); elsewhere, each piece is a
    word; a unit kept whole (a label, :func:`held`'s) is a word of its own.
    Joined, they are ``text``."""
    ends = japanese_word_ends(text) if any(is_japanese(ch) for ch in text) else None
    # a unit kept whole (a label, :func:`held`'s) is a word of its own: a phrase too wide for a line breaks
    # around it first
    inside = held(text) | (in_labels(text) if ends is None else set())  # Japanese: its phrases (BudouX)
    if ends is not None:
        ends |= {p for span in held_spans(text) for p in span}
    out = []
    at = 0
    for phrase in phrases(text):
        words: list[tuple[str, ...]] = []
        word: list[str] = []
        for piece in phrase:
            word.append(piece)
            at += len(piece)
            if (ends is None or at in ends) and at not in inside:
                words.append(tuple(word))
                word = []
        if word:
            words.append(tuple(word))
        out.append(tuple(words))
    return tuple(out)


def in_labels(text: str) -> set[int]:
    """The offsets inside the short labels of ``text`` that end in a colon
    ("마지막 수:"), up to the colon: where no line may break."""
    inside: set[int] = set()
    for m in _LABEL.finditer(text):
        label = m.group(1)
        if (len(label.split()) <= LABEL_WORDS and len(label) <= LABEL_CHARS and not any(map(is_japanese, label))
                and not any(sep in label for sep in SEPARATORS)):  # Japanese breaks between phrases (BudouX)
            inside |= set(range(m.start(1) + 1, m.end()))
    return inside


def starts_with_separator(text: str, p: int) -> bool:
    """Whether a line started at offset ``p`` of ``text`` would begin with
    one of :data:`LIST_SEPARATORS` standing between spaces (" · ")."""
    q = p
    while q < len(text) and text[q] == " ":
        q += 1
    return q < len(text) and text[q] in LIST_SEPARATORS and (q + 1 == len(text) or text[q + 1].isspace())


def in_hyphenated_word(text: str, p: int) -> bool:
    """Whether offset ``p`` of ``text`` is just after a hyphen between two letters ("koi-|koi")."""
    return 1 < p < len(text) and text[p - 1] in HYPHENS and text[p - 2].isalpha() and text[p].isalpha()


@lru_cache(maxsize=2048)
def phrases(text: str) -> tuple[tuple[str, ...], ...]:
    """``text`` cut into phrases at the places a line breaks first, each
    phrase cut into pieces at the places where it may break when a line
    cannot hold it whole. Joined, they are ``text``; each keeps the spaces
    that follow it."""
    first, allowed = boundaries(text)
    out: list[tuple[str, ...]] = []
    cuts = sorted(allowed | {len(text)})
    start = 0
    pieces: list[str] = []
    for p in cuts:
        pieces.append(text[start:p])
        start = p
        if p in first or p == len(text):
            out.append(tuple(pieces))
            pieces = []
    return tuple(out) if text else ()
