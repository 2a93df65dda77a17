"""Words a newcomer stumbled on (issue 39, pt10): How to play calls
Goko's cards Brights, the game's word, not "20-point cards"; Japanese
says 役 in the match table's column, 勝負 (the game's word for Stop) in the
statistics, and a natural phrase where a seat has no yaku yet."""

from __future__ import annotations

from koikoi import i18n
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import _, pgettext


def test_goko_is_said_with_the_game_s_word():
    goko = load_preset("nintendo").yaku_by_id("goko")
    assert "20-point" not in goko.description and "Brights" in goko.description, goko.description


def test_japanese_words_players_use():
    i18n.set_language("ja")
    try:
        assert pgettext("match table", "How") in ("役", "上がり役")
        assert "勝負" in _("You won by stopping") and "あがり" not in _("You won by stopping")
        assert _("nothing yet") not in ("まだなし", "役なし")
        goko = pgettext("yaku", load_preset("nintendo").yaku_by_id("goko").description)
        assert "20点" not in goko, goko
    finally:
        i18n.set_language("en")
