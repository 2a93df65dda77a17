"""What the summaries and the move logs say is true: a yaku only raised is
said improved, not new; a yaku's points above its base say what the extra
cards added; a Go-Stop bomb is named a bomb and a shake a shake; like cards
are counted, not listed twice."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, MONTH_OF, indices
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import Line, yaku_made
from koikoi.games.gostop.state import HandPlay
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import state as R
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.scoring import found_yaku
from koikoi.games.koikoi.state import RoundResult
from koikoi.games.presets import __path__ as PRESETS  # type: ignore[attr-defined]
from koikoi.ui.gostop_words import Scorers, line_name
from koikoi.ui.koikoi.movelog import KoikoiMoveLog
from koikoi.ui.movelog import cards_words
from koikoi.ui.seat_words import Seats
from koikoi.ui.words import flower
from koikoi.ui.yaku_words import gostop_extra, koikoi_extra

KOIKOI_PRESETS = ("nintendo", "fr-classic", "fr-variant", "korean", "brazilian", "koikoi-japan")
CARD = {cid: i for i, cid in enumerate(CARD_IDS)}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_a_card_that_only_raised_a_yaku_ends_the_round_improved_not_new():
    rules = load_preset("nintendo")
    n = len(rules.yaku)
    kasu = next(y.index for y in rules.yaku if y.id == "kasu")
    tane = next(y.index for y in rules.yaku if y.id == "tane")
    for first, then, word in (((kasu, 1),), ((kasu, 2),), "improved"), (((kasu, 1),), ((kasu, 1), (tane, 1)), "new"):
        match, _events = M.new_match(rules, 0)
        log = KoikoiMoveLog(rules, lambda: ("You", "CPU"), 0, lambda: match)  # noqa: B023 - read at once
        log.add([R.Dealt(0, (0, 0), 0, 24)])
        for made in (first, then):
            pts = [0] * n
            for i, p in made:
                pts[i] = p
            log.add([R.YakuMade(1, tuple(pts), False)])
        log.add([R.RoundOver(RoundResult(1, 2, "stop-limit"))])
        assert f"CPU {'improved a' if word == 'improved' else 'made a new'} yaku" in log.moves[-1].text, log.moves[-1].text


@pytest.mark.parametrize("preset", KOIKOI_PRESETS)
def test_every_koikoi_yaku_above_its_base_says_what_its_extra_cards_added(preset):
    """Captures drawn at random: each yaku the engine scores above its base
    (with the rules' own points per extra card) has the words that add it up."""
    rules = load_preset(preset)
    rnd = random.Random(preset)
    seen = 0
    for _ in range(400):
        captured = sum(1 << c for c in rnd.sample(range(48), rnd.randint(8, 30)))
        rnd_state = type("Round", (), {"koikoi_calls": (0, 0)})()
        for y in found_yaku(rules, captured, 1):
            rule = next(r for r in rules.yaku if r.id == y.id)
            said = koikoi_extra(rules, y, 0, rnd_state)
            if rule.extra and y.points > rule.points and not rule.current_month:
                seen += 1
                added = y.points - rule.points
                assert said.startswith(f"{rule.points} + {added} for {added // rule.extra} extra "), (y, said)
            else:
                assert said == "", (y, said)
    assert seen, "no yaku above its base was drawn"


def test_akatan_with_an_extra_ribbon_says_so():
    rules = load_preset("nintendo")
    captured = sum(1 << CARD[c] for c in ("pine-poetry", "plum-poetry", "cherry-poetry", "wisteria-red"))
    akatan = next(y for y in found_yaku(rules, captured, 1) if y.id == "akatan")
    assert akatan.points == 6
    assert koikoi_extra(rules, akatan, 0, type("Round", (), {"koikoi_calls": (0, 0)})()) == \
        "5 + 1 for 1 extra ribbon"


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_every_gostop_yaku_above_its_base_says_what_its_extra_cards_added(preset):
    rules = load_gostop(preset)
    rnd = random.Random(preset)
    rows = {row[0]: row for row in rules.yaku_rows[0]}
    seen = 0
    for _ in range(300):
        captured = sum(1 << c for c in rnd.sample(range(48), rnd.randint(10, 30)))
        for line in yaku_made(rules, captured, False):
            _yid, _cards, _pool, _by_pi, least, points, extra, _r = rows[line.id]
            said = gostop_extra(rules, line)
            if extra and line.points > points:
                seen += 1
                assert said.startswith(f"{points} + {line.points - points} for {line.count - least} extra "), said
            else:
                assert said == "", (line, said)
    assert seen


def test_a_bomb_is_named_a_bomb_and_a_shake_a_shake():
    rules = load_gostop("matgo")
    seats = Seats(("You", "CPU"), 0)
    line = Line("multiplier", "shake", factor=4, count=2)
    bomb, shake = HandPlay(1, 0, 0, "bomb"), HandPlay(1, 4, 0, "shake")
    assert line_name(line, rules, Scorers(seats, 1, 0, (bomb, bomb))) == "CPU bombed"
    assert line_name(line, rules, Scorers(seats, 0, 1, (HandPlay(0, 0, 0, "shake"),))) == "You shook"
    assert line_name(line, rules, Scorers(seats, 1, 0, (bomb, shake))) == "CPU shook and bombed"
    assert "or" not in line_name(line, rules, Scorers(seats, 1, 0, (bomb, HandPlay(0, 8, 0, "shake"))))


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_like_cards_are_counted_not_listed_twice(lang, game):
    i18n.set_language(lang)
    for month in range(1, 13):
        plains = [c for c in indices((1 << 48) - 1) if MONTH_OF[c] == month and CARD_IDS[c].split("-")[1] == "plain"]
        if len(plains) < 2:
            continue
        said = cards_words(plains, game)
        assert said.count(flower(month, game)) == 1, said
    if lang == "en":
        two = [CARD["paulownia-plain-1"], CARD["paulownia-plain-2"]]
        assert cards_words(two) == "the two paulownia plain cards"
        assert cards_words([CARD["pine-crane"], *two]) == "the Pine crane and the two paulownia plain cards"


def test_presets_call_the_dealer_the_dealer_in_english():
    from pathlib import Path

    for toml in Path(PRESETS[0]).glob("*.toml"):
        for line in toml.read_text(encoding="utf-8").splitlines():
            if line.startswith("description") or line.startswith("name"):
                assert " oya " not in line.lower(), (toml.name, line)


def test_korean_go_stop_names_its_cards_in_matgo_players_words():
    """Korean Go-Stop says 홍단, 청단, 초단 and 난초 (May), as Korean Koi-Koi does, in its own names for the
    cards (솔, 흑싸리: matgo players' names for the pine and the wisteria)."""
    from koikoi.ui.words import card_words

    i18n.set_language("ko")
    assert card_words(CARD["plum-poetry"], "gostop") == "매화 홍단"
    assert card_words(CARD["chrysanthemum-blue"], "gostop") == "국화 청단"
    assert card_words(CARD["iris-red"], "gostop") == "난초 초단"
    assert card_words(CARD["iris-plain-1"], "gostop") == "난초 피"
    assert flower(5, "gostop") == flower(5) == "난초"
    assert flower(1, "gostop") == "솔" and flower(1) == "소나무"
    assert card_words(CARD["plum-poetry"]) == "매화 홍단 띠"  # Koi-Koi's card names, in the same kind words
    for c in range(48):  # every other language names a card alike in both games
        for lang in ("en", "fr", "pt_BR", "ja"):
            i18n.set_language(lang)
            if CARD_IDS[c].split("-")[1] != "plain":
                assert card_words(c, "gostop") == card_words(c), (lang, CARD_IDS[c])


def test_the_banner_says_improved_when_a_card_only_raised_a_yaku():
    from types import SimpleNamespace

    from koikoi.ui.koikoi.steps import yaku_made

    rules = load_preset("nintendo")
    n = len(rules.yaku)
    kasu = next(y.index for y in rules.yaku if y.id == "kasu")
    tane = next(y.index for y in rules.yaku if y.id == "tane")
    said: list[str] = []
    t = SimpleNamespace(rules=rules, short=("You", "CPU"), person=0, shown_yaku=[(0,) * n, (0,) * n],
                        ctx=SimpleNamespace(audio=SimpleNamespace(play=lambda _s: None)),
                        match=SimpleNamespace(round=SimpleNamespace(result=None)),
                        say=lambda head, *_a, **_k: said.append(head), secs=lambda s: s)

    def points(**made: int) -> tuple[int, ...]:
        pts = [0] * n
        for i, p in made.items():
            pts[int(i[1:])] = p
        return tuple(pts)

    yaku_made(t, R.YakuMade(1, points(**{f"y{kasu}": 1}), True))
    yaku_made(t, R.YakuMade(1, points(**{f"y{kasu}": 2}), True))
    yaku_made(t, R.YakuMade(1, points(**{f"y{kasu}": 2, f"y{tane}": 1}), True))
    assert said == ["CPU made Kasu!", "CPU improved Kasu!", "CPU made Tane!"], said


@pytest.mark.parametrize("person", [None, 0])
def test_go_stop_banners_say_you_only_to_the_person(person):
    """In the demo (no person at the screen) every seat is named; at a game, the person is "you"."""
    from types import SimpleNamespace
    from unittest.mock import MagicMock

    from koikoi.games.gostop import state as H
    from koikoi.ui.gostop.steps import stolen

    said: list[str] = []
    t = SimpleNamespace(stage=MagicMock(), short=("South", "North"), person=person, secs=lambda s: s,
                        taken_before=[0, 0], replaying=True,  # (no yaku to put out of reach: the words alone)
                        say=lambda head, *_a, **_k: said.append(head))
    stolen(t, H.Stole(0, 1, 1 << CARD["pine-plain-1"], "jjok"))
    stolen(t, H.Stole(1, 0, 1 << CARD["pine-plain-2"], "jjok"))
    if person is None:
        assert said == ["South takes a plain from North", "North takes a plain from South"], said
    else:
        assert said == ["You take a plain from North", "North takes a plain from you"], said
