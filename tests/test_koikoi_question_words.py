"""The koi-koi question says each thing once, naturally (issue 39, pt16):
Japanese read "対戦の最終局です。この局で対戦が終わります。" (the last round,
then that the match ends with it: the English said it twice too), and
"この局であなたのこいこいは一度だけです", which a Japanese player would say
"この局であなたがこいこいできるのは一度だけです"."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_the_last_round_is_said_in_one_sentence(lang):
    """The sentence the question adds in a match's last round is one sentence, translated (the code asks for it)."""
    from koikoi.ui.koikoi_match_said import __file__ as said_in

    assert "This is the match's last round.\")" in open(said_in, encoding="utf-8").read()
    i18n.set_language(lang)
    try:
        said = i18n._("This is the match's last round.")
    finally:
        i18n.set_language("en")
    assert said != "This is the match's last round." or lang == "en"
    assert len([s for s in re.split(r"[.。!?！？]", said) if s.strip()]) == 1, said


def test_japanese_says_how_often_you_may_call_koi_koi():
    i18n.set_language("ja")
    try:
        said = [i18n._("You have one koi-koi this round: after it, your next yaku ends the round and scores."),
                i18n.pgettext("short", "Your only koi-koi this round: your next yaku then scores and ends it."),
                i18n.pgettext("short", "Your last koi-koi this round: your next yaku then scores and ends it.")]
    finally:
        i18n.set_language("en")
    for s in said:  # (the short forms, for a narrow room, leave "you" out, as a Japanese player would)
        assert "あなたのこいこいは" not in s and "あなたの最後のこいこい" not in s, s
    assert "あなたがこいこいできるのは一度だけ" in said[0], said[0]
