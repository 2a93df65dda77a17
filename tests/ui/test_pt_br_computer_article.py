"""Brazilian Portuguese says every computer seat as Brazilian players do,
with its article, feminine: "a CPU", and at a table of three "a CPU 1",
"a CPU 2" ("Vez da CPU 1", "A CPU 2 jogou", "a pilha que a CPU 1 fez"), the
article joined to the preposition before it ("da", "na", "à", "pela");
never a bare "Vez de CPU 1" (a playtester read it as a word missing), nor
"de a CPU". The computer is one gender everywhere: a line about a seat
never calls it "ele" or "dele", nor "carteador" (which also says "he").

Every pt_BR message that names a seat is filled with each computer's
name as the game fills it (``seat_words.seats_in_sentence``); the move logs
of seeded Go-Stop games of three and the turn line are said with the
table's own names."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.i18n import _, pgettext
from koikoi.i18n.articles import joined
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.seat_words import in_sentence, named, seats_in_sentence

CATALOG = Path(i18n.__file__).parent / "catalogs" / "pt_BR.po"
SEAT_FIELDS = ("name", "owner", "payer")
# a computer's name in a sentence, with its article: alone, or joined to the preposition before it
WITH_ARTICLE = r"(?:\b(?:[Aa]|[Dd]a|[Nn]a|[Pp]ela)|(?<!\w)[àÀ]) CPU(?: [12])?\b"
# A masculine word for a seat (the computer is "a CPU"): a pronoun, or the dealer's noun said of it.
MASCULINE = re.compile(r"\b(dele|deles|ele mesmo|por ele|a ele|o próprio|sozinho|obrigado|o computador)\b"
                       r"|\bComo carteador\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def seat_messages() -> list[tuple[tuple[str, ...], str]]:
    """(the English, a Portuguese form) of each entry naming a seat by a field."""
    with open(CATALOG, "rb") as f:
        cat = read_po(f, locale="pt_BR")
    out = []
    for m in cat:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        if not m.id or not any("{" + f + "}" in i for f in SEAT_FIELDS for i in ids):
            continue
        for s in m.string if isinstance(m.string, tuple) else (m.string,):
            out.append((ids, s))
    return out


def bare_computer(text: str) -> list[str]:
    """Where ``text`` says a computer without its article (a name tag's "CPU 1: ..." aside)."""
    said = re.sub(WITH_ARTICLE, "", re.sub(r"^CPU(?: [12])?: ", "", text))
    return re.findall(r".{0,12}\bCPU(?: [12])?\b", said)


def test_the_preposition_joins_the_article():
    assert joined("Vez de {name}", "name", "a CPU 1") == ("Vez da {name_bare}", {"name": "a CPU 1",
                                                                                  "name_bare": "CPU 1"})
    text, fields = joined("Mostra a {name}, em {name} e por {name}; De {name}.", "name", "a CPU")
    assert text.format(**fields) == "Mostra à CPU, na CPU e pela CPU; Da CPU."
    # a name without an article, and a word that only ends as a preposition does, stay as written
    assert joined("Vez de {name}", "name", "CPU 1") == ("Vez de {name}", {"name": "CPU 1"})
    assert joined("Pode {name}", "name", "a CPU")[0] == "Pode {name}"


def test_every_portuguese_line_naming_a_seat_gives_each_computer_its_article():
    i18n.set_language("pt_BR")
    messages = seat_messages()
    assert len(messages) > 100, len(messages)
    names = [_("CPU"), _("CPU 1"), _("CPU 2")]
    assert [pgettext("computer in a sentence", n) for n in ("CPU", "CPU 1", "CPU 2")] == ["a CPU", "a CPU 1",
                                                                                             "a CPU 2"]
    wrong = []
    for ids, message in messages:
        fields = {f: names[i % 3] for i, f in enumerate(SEAT_FIELDS) if "{" + f + "}" in message}
        for first in names:
            fields = {f: (first if f == "name" else n) for f, n in fields.items()}
            other = {k: 3 for k in re.findall(r"\{(\w+)\}", message) if k not in fields}
            text = seats_in_sentence(message, fields, **other)
            if bare_computer(text) or re.search(r"\b(de|em|por|a) a CPU\b", text, re.IGNORECASE):
                wrong.append((ids[0], text))
    assert not wrong, (len(wrong), wrong[:8])


def test_no_portuguese_line_about_a_seat_says_the_computer_is_a_he():
    wrong = [(ids[0], s) for ids, s in seat_messages() if MASCULINE.search(s)]
    with open(CATALOG, "rb") as f:
        wrong += [(m.id, m.string) for m in read_po(f, locale="pt_BR")
                  if m.id and "CPU" in str(m.id) and MASCULINE.search(str(m.string))]
    assert not wrong, wrong[:8]


def test_the_turn_line_says_whose_turn_with_the_article():
    i18n.set_language("pt_BR")
    assert named(_("CPU 1"), _("The CPU's turn"), _("{name}'s turn")) == "Vez da CPU 1"
    assert named(_("CPU"), _("The CPU's turn"), _("{name}'s turn")) == "Vez da CPU"
    assert in_sentence(_("{name} wins the hand"), _("CPU 2")) == "A CPU 2 venceu a rodada"
    # the other languages keep their names as they were
    for lang, said in (("en", "CPU 1's turn"), ("fr", "Au tour d’Ordi 1"), ("ko", None), ("ja", None)):
        i18n.set_language(lang)
        text = named(_("CPU 1"), _("The CPU's turn"), _("{name}'s turn"))
        assert _("CPU 1") in text, (lang, text)
        if said:
            assert text == said, (lang, text)


def test_the_move_log_of_a_go_stop_game_of_three_says_each_computer_with_its_article():
    """Seeded Go-Stop games of three (where "CPU 1" and "CPU 2" play), said
    by the log in Portuguese with the table's names."""
    i18n.set_language("pt_BR")
    wrong: set[str] = set()
    lines = 0
    for seed in range(2):
        rules = load_gostop("matgo", {"match.most_players": 3})
        g, events = G.new_game(rules, seed, 3)
        now = [g]
        log = GostopMoveLog(lambda: (_("You"), _("CPU 1"), _("CPU 2")), 0, lambda now=now: now[0])  # type: ignore[misc]
        rnd = random.Random(seed)
        for _turn in range(600):
            log.add(events)
            if not G.legal_actions(g):
                break
            g, events = G.apply(g, rnd.choice(G.legal_actions(g)))
            now[0] = g
        for m in log.moves:
            lines += 1
            if bare_computer(m.text) or MASCULINE.search(m.text):
                wrong.add(m.text)
    assert lines > 50, lines
    assert not wrong, (len(wrong), sorted(wrong)[:8])
