"""Go-Stop's Go or Stop? and sake-cup questions hold their words whole
(issue 39, pt25: at 150% Japanese text the dialog opened as a thin column
right of the field, one phrase a line, and split its sums: "ストップ：(9
ゴー+1) / ピバク×2＝20点。", "菊に盃をタネ / （役5点）と / カス2枚 / …").
Over random Go-Stop states that ask either question, in five languages, at
960x540 and 1280x720 and 100/125/150% text: no sum ("(9 +1 Go) ×2 pi-bak =
20") is broken across lines where the box could hold it on one; the box is
never narrower than its floor (:func:`~koikoi.ui.scenes.dialog.width_floor`,
a share of the window), so that no line holds one or two words for want of
width; it lies wholly in the window and off the side column (the captures
and yaku lines the question talks about); its text is drawn at the size
chosen (the rooms as wide as the floor clear of the cards are low: there
it shrank to 100%'s size at 150% text, so it stands over the field)."""

from __future__ import annotations

import random
import re

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.ui.breaks import formula_spans, is_japanese, phrases
from koikoi.ui.scenes.dialog import ChoiceScene, width_floor
from koikoi.storage import settings as S
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
SIZES = [(w, t) for w in (MIN_WINDOW, S.DEFAULT_WINDOW) for t in (100, 125, 150)]


def states() -> list[G.GameState]:
    """Seeded games played at random up to the person's Go or Stop (some with a sum: a Go called, a pi-bak...)
    and up to their sake-cup choice."""
    rules = load_gostop("matgo")
    found: dict[str, list[G.GameState]] = {"go": [], "sum": [], "cup": []}
    for seed in range(400):
        g, _ = G.new_game(rules, seed, 2)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 4:
            h = g.hand
            if h.player == HUMAN and h.phase is Phase.SAKE_CUP and len(found["cup"]) < 2:
                found["cup"].append(g)
                break
            if h.player == HUMAN and h.phase is Phase.GO_STOP:
                kind = "sum" if h.go_calls[HUMAN] or g.hand_no > 1 else "go"
                if len(found[kind]) < 2:
                    found[kind].append(g)
                    break
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        if all(len(v) == 2 for v in found.values()):
            break
    assert found["cup"] and found["go"], found
    return [g for v in found.values() for g in v]


STATES = states()


def words_in(line: str) -> int:
    """How many words a line holds: Japanese, its phrases (BudouX's); others, between spaces."""
    if any(map(is_japanese, line)):
        return len(phrases(line.strip()))
    return len(line.split())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}%")
def test_go_stop_and_cup_questions_hold_their_words(size, lang):
    window, text_size = size
    found = []
    with app_at(window, text_size, lang) as app:
        lay = app.ctx.layout
        column = min(lay.rect(z).x for z in ("info", "opponent_captures", "player_captures"))
        for n, g in enumerate(STATES):
            table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
            app.clear_to(table)
            run(app, 30, until=lambda: isinstance(app.top, ChoiceScene))
            q = app.top
            assert isinstance(q, ChoiceScene), (n, q)
            font = app.ctx.assets.font(q.size)
            name = f"#{n} {q.title!r}"
            if q.size < lay.px(22):  # not shrunk in a low room clear of the cards: over the field at its size
                found.append(f"{name}: its text at {q.size} for {lay.px(22)} at the text size chosen")
            if q.box.w < width_floor(lay):
                found.append(f"{name}: its box {q.box} is narrower than its floor {width_floor(lay)}")
            thin = [line for line in q.lines if words_in(line) <= 2]
            if q.box.w < width_floor(lay) and thin:
                found.append(f"{name}: lines of one or two words {thin}")
            # a sum is on one line wherever the box's line holds it whole
            text = q.said
            joined = "".join(q.lines)
            for start, end in formula_spans(text):
                sum_ = text[start:end]
                if font.size(sum_)[0] > q.box.w - lay.px(60):
                    continue
                if not any(sum_.strip() in line for line in q.lines):
                    found.append(f"{name}: its sum {sum_!r} broken: {q.lines}")
            assert re.sub(r"\s", "", joined) == re.sub(r"\s", "", text), (q.lines, text)
            if q.box.left < 0 or q.box.top < 0 or q.box.right > window[0] or q.box.bottom > window[1]:
                found.append(f"{name}: its box {q.box} leaves the window {window}")
            if q.box.right > column:
                found.append(f"{name}: its box {q.box} covers the side column (from x={column})")
            if any(not q.box.contains(b.rect) for b in q.buttons):
                found.append(f"{name}: a button out of its box")
    assert not found, f"{window} {text_size}% {lang}:\n" + "\n".join(found)


@pytest.mark.parametrize("text, formula", [
    ("ストップ：(9 ゴー+1)\u00a0ピバク×2 =\u00a020点。ゴー：CPUが先にストップすると2倍払い。", "(9 ゴー+1)\u00a0ピバク×2 =\u00a020"),
    ("ストップ：9\u00a0グァンバク×2 =\u00a018点。", "9\u00a0グァンバク×2 =\u00a018"),
    ("Stop: (9 +1\u00a0Go)\u00a0×2\u00a0pi-bak ×2\u00a0gwang-bak = 40 points.", "(9 +1\u00a0Go)\u00a0×2\u00a0pi-bak ×2\u00a0gwang-bak = 40"),
    ("스톱: 7\u00a0피박\u00a0×2 광박\u00a0×2 =\u00a028점. 고: CPU가 먼저 스톱하면 2배로 냅니다.", "7\u00a0피박\u00a0×2 광박\u00a0×2 =\u00a028"),
    ("Stop : 14 + 14 = 28 (×2 secouer).", "14 + 14 = 28"),
])
def test_a_sum_is_one_unit(text, formula):
    """A line breaks first nowhere inside a sum that comes to its total: it is one phrase (pt25 read "ストップ：(9
    ゴー+1) / ピバク×2＝20点。")."""
    from koikoi.ui.breaks import boundaries

    start = text.index(formula)
    first, _allowed = boundaries(text)
    inside = sorted(p for p in first if start < p < start + len(formula))
    assert not inside, [text[:p] + " / " + text[p:] for p in inside]
