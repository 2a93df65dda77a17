"""A name said with its article after a preposition: Portuguese "de" + "a
CPU 1" is "da CPU 1", "em" + "a CPU" "na CPU", "a" + "a CPU" "à CPU".

A seat's name goes into a sentence through a field (``{name}``), and a
language that says the computer with an article (Brazilian Portuguese "a
CPU", "a CPU 1") writes the preposition before the field as it would before
any name ("Vez de {name}"); :func:`joined` joins the two where the name
that fills the field begins with an article. A name without one (a French
"l’ordinateur", an English "CPU", a friend's name) leaves the sentence as
written. French elides "de" and "que" before a name that begins with a
vowel ("au tour d’Ordi 1", "ce qu’Ordi 2 a pris"): :func:`elided`. No
pygame and nothing of the game here.
"""

from __future__ import annotations

import re

# (preposition, article) -> the word the two make, as Portuguese writes them
JOINED: dict[tuple[str, str], str] = {
    ("de", "a"): "da", ("de", "o"): "do", ("de", "as"): "das", ("de", "os"): "dos",
    ("em", "a"): "na", ("em", "o"): "no", ("em", "as"): "nas", ("em", "os"): "nos",
    ("por", "a"): "pela", ("por", "o"): "pelo", ("por", "as"): "pelas", ("por", "os"): "pelos",
    ("a", "a"): "à", ("a", "o"): "ao", ("a", "as"): "às", ("a", "os"): "aos",
}
_ARTICLE = re.compile(r"(a|o|as|os) (?=\S)")


def joined(message: str, field: str, value: str) -> tuple[str, dict[str, str]]:
    """``message`` with each preposition before ``{field}`` joined to the
    article that ``value`` begins with, and the fields to fill it with:
    ``field`` the value whole, and where a preposition took the article, a
    field of its own with the value without it."""
    article = _ARTICLE.match(value)
    if article is None:
        return message, {field: value}
    bare = f"{field}_bare"
    prepositions = "|".join(sorted({p for p, _a in JOINED}, key=len, reverse=True))

    def join(m: re.Match[str]) -> str:
        word = JOINED[(m.group(1).lower(), article.group(1))]
        if m.group(1)[:1].isupper():
            word = word[:1].upper() + word[1:]
        return f"{word} {{{bare}}}"

    text = re.sub(rf"(?<![\w’'])({prepositions}) \{{{field}\}}", join, message, flags=re.IGNORECASE)
    return text, {field: value, bare: value[article.end():]}


# words French writes elided before a vowel, and their elided forms
ELIDED_FR = {"de": "d’", "que": "qu’"}
_VOWEL = re.compile(r"[aeiouyàâäéèêëîïôöùûüœæ]", re.IGNORECASE)


def elided(message: str, field: str, value: str, language: str) -> str:
    """``message`` with French's "de {field}" / "que {field}" elided ("d’{field}")
    where ``value``, the name filling the field, begins with a vowel; any
    other language, or a name beginning with a consonant, leaves it as it is
    (Portuguese says "de Ana")."""
    if language != "fr" or not _VOWEL.match(value[:1]):
        return message

    def elide(m: re.Match[str]) -> str:
        word = ELIDED_FR[m.group(1).lower()]
        if m.group(1)[:1].isupper():
            word = word[:1].upper() + word[1:]
        return f"{word}{{{field}}}"

    return re.sub(rf"(?<![\w’'])(de|que) \{{{field}\}}", elide, message, flags=re.IGNORECASE)
