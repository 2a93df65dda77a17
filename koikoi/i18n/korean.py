"""Korean particles after a name: 이 or 가, 은 or 는, 을 or 를...

A Korean particle takes one form after a final consonant ("준이", "CPU 1이":
1 is read 일) and another after a vowel ("민수가", "CPU가": CPU is read
씨피유). A seat's name is known only when the sentence is made (a friend's,
over the network, may be any text), so a Korean sentence writes the
particle after a field in its two-form style, ``{name}이(가)``, and
:func:`fill` puts the field in and chooses the form by the last sound of
what it put: a Hangul syllable's final consonant, a number as it is read
in Korean, Latin letters as they are usually read (an acronym letter by
letter: "CPU" 씨피유; a word as it sounds: "Anna" 애나, "Tom" 톰). Where that
sound cannot be told (a kanji, a symbol), the two-form style stays as
written, as Korean software writes it. No pygame and nothing of the game
here.
"""

from __future__ import annotations

import re
import string
import unicodedata

# The two-form styles a catalog may write after a field, each with its form
# after a final consonant and after a vowel. After ㄹ, (으)로 takes 로.
MARKS: dict[str, tuple[str, str]] = {
    "이(가)": ("이", "가"), "가(이)": ("이", "가"),
    "은(는)": ("은", "는"), "는(은)": ("은", "는"),
    "을(를)": ("을", "를"), "를(을)": ("을", "를"),
    "과(와)": ("과", "와"), "와(과)": ("과", "와"),
    "(으)로": ("으로", "로"),
    "(이)나": ("이나", "나"),
    "(이)랑": ("이랑", "랑"),
    "(이)라고": ("이라고", "라고"),
    "(이)며": ("이며", "며"),
    "아(야)": ("아", "야"),
}
_MARK = re.compile("|".join(re.escape(m) for m in sorted(MARKS, key=len, reverse=True)))

VOWEL, CONSONANT, RIEUL = "vowel", "consonant", "rieul"  # the last sound: none, a consonant, ㄹ

# Each Latin letter's name as Korean reads it in an acronym ("CPU": 씨피유):
# all end in a vowel but L (엘), M (엠), N (엔) and R (알).
_LETTER_ENDS = {"L": RIEUL, "R": RIEUL, "M": CONSONANT, "N": CONSONANT}
# A digit as read: 영 일 이 삼 사 오 육 칠 팔 구.
_DIGIT_ENDS = (CONSONANT, RIEUL, VOWEL, CONSONANT, VOWEL, VOWEL, CONSONANT, RIEUL, RIEUL, VOWEL)
# Trailing zeros' place as read: 십, 백, 천, then 만 (억 for eight zeros, 조 for twelve).
_PLACE_ENDS = {1: CONSONANT, 2: CONSONANT, 3: CONSONANT}
_VOWEL_LETTERS = "aeiouy"


def last_sound(word: str) -> str | None:
    """How ``word`` ends when read in Korean: :data:`VOWEL`, :data:`RIEUL`
    (ㄹ), :data:`CONSONANT` (another final consonant), or None where it
    cannot be told. Closing punctuation at its end is not read."""
    text = word.rstrip()
    while text and unicodedata.category(text[-1]).startswith("P"):
        text = text[:-1].rstrip()
    if not text:
        return None
    last = text[-1]
    if "\uac00" <= last <= "\ud7a3":  # a Hangul syllable: its final consonant, if any
        final = (ord(last) - 0xAC00) % 28
        return VOWEL if final == 0 else RIEUL if final == 8 else CONSONANT
    digits = re.search(r"[0-9]+$", text)
    if digits:  # a number, as Korean reads it
        return _number(digits.group())
    latin = re.search(r"[A-Za-z]+$", _plain_latin(text))
    if latin:
        return _latin(latin.group())
    return None


def _number(digits: str) -> str:
    """How a number ends as read in Korean: its last digit other than 0, or
    the place its trailing zeros make (10 십, 100 백, 1000 천, 10000 만)."""
    kept = digits.lstrip("0")
    if not kept:
        return CONSONANT  # 영
    zeros = len(kept) - len(kept.rstrip("0"))
    if zeros == 0:
        return _DIGIT_ENDS[int(kept[-1])]
    if zeros % 4:
        return _PLACE_ENDS[zeros % 4]
    return VOWEL if zeros % 12 == 0 else CONSONANT  # 조; 만, 억


def _plain_latin(text: str) -> str:
    """``text`` with its accented Latin letters bare ("Zoé" reads as "Zoe")."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _latin(word: str) -> str:
    """How a word in Latin letters ends as Korean reads it: an acronym
    ("CPU", "AI") letter by letter; a name as it sounds, by its last
    letters ("Anna" 애나, "Peter" 피터, "Bill" 빌, "Tom" 톰, "Jack" 잭,
    "Kate" 케이트, "Mark" 마크)."""
    if word.isupper():
        return _LETTER_ENDS.get(word[-1], VOWEL)
    low = word.lower()
    if low.endswith("l"):
        return RIEUL
    if low.endswith(("m", "n")):  # and -ng: ㅇ
        return CONSONANT
    # a short vowel closed by t, p, b, k: "Pat" 팻, "Bob" 밥, "Erik" 에릭, "Jack" 잭, "Matt" 맷
    if re.search(r"(?:^|[^aeiouy])[aeiou](?:tt?|pp?|bb?|c?k)$", low):
        return CONSONANT
    return VOWEL  # a vowel, or a consonant Korean reads with 으 after it ("Max" 맥스, "Ted" 테드)


def particle(word: str, mark: str) -> str:
    """The form of the two-form particle ``mark`` ("이(가)") that follows
    ``word``; ``mark`` itself where how ``word`` ends cannot be told."""
    after_consonant, after_vowel = MARKS[mark]
    sound = last_sound(word)
    if sound is None:
        return mark
    if sound == VOWEL or (sound == RIEUL and mark == "(으)로"):
        return after_vowel
    return after_consonant


def attach(word: str, after: str) -> str:
    """``after`` (the text that follows ``word``) with a two-form particle
    at its start in the form ``word`` takes."""
    found = _MARK.match(after)
    if not found:
        return after
    return particle(word, found.group()) + after[found.end():]


_FORMATTER = string.Formatter()


def fill(message: str, **fields: object) -> str:
    """``message.format(**fields)``, with every two-form particle just
    after a field (``{name}이(가)``) in the form that field's text takes:
    "CPU가", "CPU 1이", "준이", "Anna가". Other languages have no such
    particle and come out as ``format`` makes them."""
    if "(" not in message:
        return message.format(**fields)
    out: list[str] = []
    put: str | None = None  # the text of the field just put
    for literal, field, spec, conversion in _FORMATTER.parse(message):
        if put is not None and literal:
            literal = attach(put, literal)
        out.append(literal)
        if field is None:
            put = None
            continue
        if not field or field.isdecimal():  # a positional field: the catalog's are all named
            return message.format(**fields)
        value, _key = _FORMATTER.get_field(field, (), fields)
        value = _FORMATTER.convert_field(value, conversion)
        put = _FORMATTER.format_field(value, _FORMATTER.vformat(spec, (), fields) if spec else "")
        out.append(put)
    return "".join(out)
