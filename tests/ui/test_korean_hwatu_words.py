"""Korean names the cards in hwatu players' words in both games (issue 39,
the fourth round of cold playtests, in Korean Koi-Koi):

- a card's kind is 광, 열끗, 띠 or 피, in Koi-Koi as at Go-Stop's table:
  never the rule document's 특수, 동물, 리본, 꽃 (the capture boxes said
  특수 / 동물 / 리본 / 꽃 where Go-Stop said 광 / 열끗 / 띠 / 피, and
  "꽃(억새)" named a plain as if it were a flower);
- the ribbons are 홍단 띠, 청단 띠 and 초단 띠 (never "시 리본" or "파란
  리본"), May's flower 난초 (never 붓꽃), the field 바닥 (never 테이블);
- a steal's line in the move log starts with its seat, as every line does
  ("나: 쪽! CPU에게서 …", not "쪽! 나: …")."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, KIND_OF, Kind
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui import gostop_words
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.table import panel
from koikoi.ui.words import card_words, flower, kind_words

from .test_korean_word_list import entries

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
HWATU = {Kind.BRIGHT: "광", Kind.ANIMAL: "열끗", Kind.RIBBON: "띠", Kind.PLAIN: "피"}

# Words Korean players of hwatu do not use for what they name, in any entry of the Korean catalog.
NOT_SAID = {
    "ribbon": ("리본 for a ribbon (띠)", r"리본"),
    "iris": ("붓꽃 for May's flower (난초)", r"붓꽃"),
    "field": ("테이블 for the field (바닥)", r"테이블"),
    "bright": ("특수 for a bright (광)", r"특수"),
    "animal": ("동물 for an animal (열끗)", r"동물"),
    # 꽃 stays the flower of a month (그 달의 꽃, 꽃·달구경, 꽃 카드 게임): never a plain card's kind
    "plain": ("꽃 as a plain card's kind (피)",
              r"꽃\(|(?<![가-힣])꽃 ?(\{\w+\}|\d+) ?장|(?<![가-힣])꽃(만|으로|과|을|이나)"),
}


def said() -> list[tuple[str, str]]:
    """(context and English, translation) for every form of every entry of ko.po."""
    return [(f"[{ctx}] {english}", form) for ctx, english, form, _where in entries()]


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("what", sorted(NOT_SAID))
def test_korean_says_no_word_hwatu_players_do_not_use(what):
    what, pattern = NOT_SAID[what][0], re.compile(NOT_SAID[what][1])
    found = [f"{english!r} => {text!r}" for english, text in said() if pattern.search(text)]
    assert not found, f"{what}:\n" + "\n".join(found)


def test_both_games_capture_boxes_name_the_kinds_in_the_same_four_words(korean):
    """Every name a capture box may have, whole or short, in Koi-Koi and at
    Go-Stop's table, and a kind said within a sentence: one word a kind."""
    for kind, word in HWATU.items():
        names = {"Koi-Koi's box": i18n._(KIND_NAMES[kind]), "Koi-Koi's short box": panel.short_kind_name(kind),
                 "Go-Stop's box": gostop_words.kind_name(kind), "Go-Stop's Korean": gostop_words.kind_short(kind),
                 "a kind in a sentence": kind_words(kind)}
        assert set(names.values()) == {word}, (kind, names)


def test_each_card_says_its_kind_in_hwatu_words_and_may_is_the_orchid(korean):
    """A Koi-Koi card whose name says its kind says it in the hwatu word
    (a plain 피, a ribbon 홍단 띠 / 청단 띠 / 초단 띠 or the willow's 띠), and
    May's flower is 난초 in both games."""
    sets = {"poetry": "홍단 띠", "blue": "청단 띠", "red": "초단 띠"}
    for card, cid in enumerate(CARD_IDS):
        month, what = cid.split("-")[:2]
        name = card_words(card)
        if KIND_OF[card] is Kind.PLAIN and what == "plain":
            assert name.endswith(" 피"), name
        if KIND_OF[card] is Kind.RIBBON:
            assert name.endswith(" 띠" if month == "willow" else sets[what]), name
    assert flower(5) == flower(5, "gostop") == "난초"


NAMES = {2: ("Me", "CPU"), 3: ("Me", "CPU 1", "CPU 2")}


def steals() -> set[tuple[int, int, str]]:
    """(players, the seat that stole, its line) for every steal of seeded
    games of matgo, for two and for three, the person at seat 0."""
    out = set()
    for players in (2, 3):
        rules = load_gostop("matgo", {"match.most_players": 3}) if players == 3 else load_gostop("matgo")
        for seed in range(6):
            g, events = G.new_game(rules, seed, players)
            now = [g]
            log = GostopMoveLog(lambda n=players: NAMES[n], 0, lambda now=now: now[0])  # type: ignore[misc]
            rnd = random.Random(seed)
            for _ in range(3000):
                log.add(events)
                if any(isinstance(ev, H.Stole) for ev in events):
                    out |= {(players, m.player, m.text) for m in log.moves if "뺏" in m.text}
                if not G.legal_actions(g):
                    break
                g, events = G.apply(g, rnd.choice(G.legal_actions(g)))
                now[0] = g
    return out


def test_a_korean_steal_line_starts_with_its_seat(korean):
    """Each steal, by the person or a computer, from the person or another
    computer, is said "나: 쪽! …" / "CPU: 쪽! …", the shout after the seat."""
    lines = steals()
    assert {(n, seat) for n, seat, _t in lines} >= {(2, 0), (2, 1), (3, 0), (3, 1), (3, 2)}, lines
    for players, seat, text in lines:
        assert text.startswith("나: " if seat == 0 else f"{NAMES[players][seat]}: "), text
        assert "  " not in text, text


def test_korean_says_nothing_twice_where_a_name_already_says_it():
    """A penalty is named and then explained, never "피박은 박입니다" ("pi-bak is a bak"); a bonus card's
    name already says 보너스, so a sentence does not put 보너스 카드 before it (pt15: "보너스 카드 보너스 쌍피")."""
    catalog = read_po((CATALOGS / "ko.po").open("rb"))
    said = [s for m in catalog for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]
    assert not [s for s in said if re.search(r"박[은는] 박입니다", s)]
    assert not [s for s in said if "보너스 카드 {card}" in s]
