"""A yaku of named cards that any other card of a kind adds to (Akatan's
three poetry ribbons, +1 for any other ribbon) says which cards add, from
its rules' pool: not "+1 for each card beyond 3", which a newcomer reads as
a fourth poetry ribbon. In every language, and in Japanese without
brackets, as the worth is itself said in brackets after the yaku's name."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import KIND_MASK, Kind
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import ngettext
from koikoi.ui.rule_words import points
from koikoi.ui.rules_explained import yaku_points

PRESETS = ("nintendo", "koikoi-japan", "fr-classic", "fr-variant", "brazilian", "korean")
KIND_WORDS = {"en": {Kind.RIBBON: "ribbon", Kind.ANIMAL: "animal"},
              "fr": {Kind.RIBBON: "ruban", Kind.ANIMAL: "animal"},
              "pt_BR": {Kind.RIBBON: "fita", Kind.ANIMAL: "animal"},
              "ko": {Kind.RIBBON: "띠", Kind.ANIMAL: "열끗"},
              "ja": {Kind.RIBBON: "短冊", Kind.ANIMAL: "タネ"}}


@pytest.fixture(params=sorted(KIND_WORDS))
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_a_yaku_of_named_cards_says_which_other_cards_add(lang):
    seen = 0
    for preset in PRESETS:
        for y in load_preset(preset).yaku:
            others = y.pool & ~y.cards
            kind = next((k for k, m in KIND_MASK.items() if others and others & ~m == 0), None)
            if not (y.extra and y.cards and kind is not None):
                continue
            said = yaku_points(y)
            beyond = ngettext("{points}, +{n} for each card beyond {min}", "{points}, +{n} for each card beyond {min}",
                              y.extra).format(points=points(y.points), n=y.extra, min=y.min)
            assert said != beyond, (preset, y.id, said)
            assert KIND_WORDS[lang][kind] in said, (preset, y.id, said)
            seen += 1
    assert seen


def test_japanese_worths_hold_no_brackets():
    i18n.set_language("ja")
    try:
        for preset in PRESETS:
            for y in load_preset(preset).yaku:
                said = yaku_points(y)
                assert not set("()（）") & set(said), (preset, y.id, said)
    finally:
        i18n.set_language("en")
