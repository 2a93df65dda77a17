"""Brazilian Portuguese words (playtest pt15). Zero counts with the plural
("0 partidas", "0 tentos"; pt15 read "0 partida"): the catalog's plural rule
puts 0 with the many, not with 1, so every counted phrase is rendered at 0
(and 1 and 2) and must be its plural form (its singular at 1). The Go-Stop
plains box says "Comuns" as Koi-Koi's does, "+2 mais" counts what is not
listed in words both games share (pt21 read "+2 yaku", Koi-Koi's Japanese
word, under Go-Stop's "combinações"; Y or the pointer names them), and
July's plant is the lespedeza, not clover."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from koikoi import i18n

PO = Path(i18n.__file__).parent / "catalogs" / "pt_BR.po"


class Blank(dict):
    """Any field a message names, filled (its count is ``n``)."""

    def __missing__(self, key: str) -> str:
        return "X"


def test_every_counted_phrase_of_pt_br_takes_the_plural_at_zero():
    with PO.open("rb") as f:
        catalog = read_po(f)
    counted = [m for m in catalog if m.id and m.pluralizable and m.string and all(m.string)]
    assert len(counted) > 50, len(counted)
    i18n.set_language("pt_BR")
    try:
        wrong = []
        for m in counted:
            singular, plural = m.id
            other, one = m.string[-1], m.string[0]
            for n, want in ((0, other), (1, one), (2, other)):
                got = i18n.npgettext(m.context, singular, plural, n) if m.context else \
                    i18n.ngettext(singular, plural, n)
                if got != want:
                    wrong.append((n, singular, got, want))
                else:
                    got.format_map(Blank(n=n))  # it renders: every field it names is given
        assert not wrong, wrong[:10]
    finally:
        i18n.set_language("en")


def test_portuguese_names_go_stop_s_plains_box_as_its_status_line_does():
    """pt15: the narrow plains box said "Com." where the status line said "Pi" for the same cards. The
    status line and the yaku now say the plains' own word, "Comuns" (a later playtest read "comuns" in the
    lines beside "Pi": test_latin_word_lists), which the narrow box abbreviates."""
    from koikoi.games.common.cards import Kind
    from koikoi.ui.gostop_words import kind_short

    i18n.set_language("pt_BR")
    try:
        assert i18n.pgettext("yaku", "Pi") == "Comuns"
        assert i18n.pgettext("yaku", "Pi").startswith(kind_short(Kind.PLAIN).rstrip("."))
        assert i18n.ngettext("+{n} more", "+{n} more", 2).format(n=2) == "+2 mais"  # one word for both games' lines
        assert "trevo" not in i18n.pgettext("flower", "bush clover")
    finally:
        i18n.set_language("en")
