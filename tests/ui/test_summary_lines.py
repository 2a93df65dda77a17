"""The round's (and the hand's) summary reads whole at 150% text (issue 39,
pt15): the buttons' words were drawn smaller than their key hints
("Manche suivante" under "Entrée"), and a sum broke between a number and
its unit ("5 / points").

Seeded rounds of Koi-Koi and hands of Go-Stop, their summaries at
960x540 and 1280x720, 100% and 150% text, in five languages: on each
button the words are drawn at least at the size of its keys; and where a
line of the summary goes on in the line under it, the break never parts a
number from the word after it, nor a sum's sign from its number."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.i18n import LANGUAGES
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.summary import SummaryScene

from .conftest import app_at, run
from .test_gostop_hand_end_truth import hands_won_at_stop, table_at
from .test_scenes import drive_to, table_with
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NUMBER_END = re.compile(r"(^|\s)[+×=−]?\d+$")  # a line ending in a number...
SIGN_END = re.compile(r"(^|\s)[+×=−÷]$")  # ...or in a sum's sign


def won(m) -> bool:  # noqa: ANN001
    r = m.round.result
    return bool(m.round.over and r is not None and r.winner is not None and r.score is not None)


def faults(summary, monkeypatch, where: str) -> list[str]:  # noqa: ANN001
    drawn = record_texts(summary, monkeypatch, summary.draw_full)
    bad = []
    for b in summary.buttons:
        inside = [(t, size) for t, size, _b, at, _c, _s in drawn if b.rect.contains(at)]
        words = [size for t, size in inside if t == b.fitting(summary.ctx.assets)[0]]
        keys = [size for t, size in inside if t == b.keys_shown()]
        if words and keys and words[0] < keys[0]:
            bad.append(f"{where}: {b.label!r} at {words[0]} px under its keys {b.keys_shown()!r} at {keys[0]} px")
    texts = [(t, size, bold, at) for t, size, bold, at, _c, _s in drawn if summary.box.contains(at)]
    for (t, size, bold, at), (u, size2, bold2, at2) in zip(texts, texts[1:]):
        goes_on = size == size2 and bold == bold2 and 0 <= at2.top - at.bottom <= 12 and at.x <= at2.right \
            and at2.x <= at.right
        if goes_on and u[:1].isalpha() and (NUMBER_END.search(t) or SIGN_END.search(t)):
            bad.append(f"{where}: {t!r} / {u!r}")
        if goes_on and SIGN_END.search(t):
            bad.append(f"{where}: {t!r} / {u!r}")
    return bad


@pytest.mark.parametrize("size, text", [((960, 540), 150), ((960, 540), 100), ((1280, 720), 150),
                                        ((1280, 720), 100)],
                         ids=["960x540-150", "960x540-100", "1280x720-150", "1280x720-100"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_summary_words_and_sums_whole(size, text, lang, monkeypatch):
    bad: list[str] = []
    with app_at(size, text, lang) as app:
        for seed in (1, 2, 3):
            m = drive_to(won, seed=seed)
            table = table_with(app, m)
            summary = SummaryScene(app.ctx, table)
            app.push(summary)
            run(app, 2)
            bad += faults(summary, monkeypatch, f"{size} {text}% {lang} koikoi seed {seed}")
            app.pop(summary)
            app.pop(table)
        rules, games = hands_won_at_stop("matgo", 2, range(8), 2)
        for n, g in enumerate(games):
            table = table_at(app, rules, g, 2)
            summary = GostopSummaryScene(app.ctx, table)
            app.push(summary)
            run(app, 2)
            bad += faults(summary, monkeypatch, f"{size} {text}% {lang} gostop hand {n}")
            app.pop(summary)
            app.pop(table)
    assert not bad, "\n".join(bad[:12])


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_sum_breaks_only_between_its_terms(lang):
    """A yaku's sum and a score's, wrapped at every width from a short line
    to a long one: no line ends in a number whose word goes on below, nor
    in a sum's sign ("5 / points", "5 + / 1")."""
    from koikoi import i18n
    from koikoi.ui.textfit import wrap
    from koikoi.ui.yaku_words import extra_words
    from koikoi.games.common.cards import Kind

    pygame.font.init()
    i18n.set_language(lang)
    try:
        font = pygame.font.Font(None, 24)
        said = [f"Sanko 5 {i18n.ngettext('point', 'points', 5)} = 5", extra_words(5, 1, 1, Kind.RIBBON),
                extra_words(1, 7, 7, Kind.PLAIN), "5 + 2 (koi-koi) × 2 (7+) = 14"]
        bad = []
        for text in said:
            for width in range(font.size("points")[0] * 2, font.size(text)[0] + 2, 3):
                lines = wrap(text, font, width)
                for a, b in zip(lines, lines[1:]):
                    if SIGN_END.search(a.rstrip()) or NUMBER_END.search(a.rstrip()) and b[:1].isalpha():
                        bad.append(f"{width} px: {a!r} / {b!r}")
        assert not bad, "\n".join(bad[:12])
    finally:
        i18n.set_language("en")



def most_extras(m):  # noqa: ANN001, ANN201
    """``m`` with its round won by every yaku of a kind its rules let extra
    cards add to, each with all the cards its pool holds (Kasu with every
    plain, "1 + 14 for 14 extra plains"): the longest notes a summary can
    hold under its yakus' names."""
    import dataclasses

    from koikoi.games.koikoi.scoring import Score, YakuScore

    r = m.round.result
    made = []
    for y in m.rules.yaku:
        more = y.pool.bit_count() - y.min
        if y.extra and more > 0 and not y.current_month and not y.cards:
            made.append(YakuScore(y.id, y.name, y.points + y.extra * more, y.pool))
    base = sum(y.points for y in made)
    score = Score(tuple(made), base, r.score.multipliers, r.score.bonuses, base)
    rnd = m.round._copy()
    rnd.result = dataclasses.replace(r, points=base, score=score)
    rnd.koikoi_calls = (0, 0)
    return dataclasses.replace(m, round=rnd)


@pytest.mark.parametrize("size, text", [((960, 540), 150), ((960, 540), 125), ((1280, 720), 150)],
                         ids=["960x540-150", "960x540-125", "1280x720-150"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_summary_line_is_cut(size, text, lang, monkeypatch):
    """The longest notes of points added ("1 + 14 pour 14 cartes simples
    de plus", which French at 960x540/150% cut as "1 + 10 pour 10 cartes
    simple…"), under rules whose Kasu counts plains only (brazilian) and
    any card (nintendo): every text the summary draws is drawn whole,
    never ended by an ellipsis. The audit above saw only seeded rounds of
    one rule set, none won with many extra plains, and looked at breaks,
    not at cuts."""
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.ui.koikoi.table import TableScene

    with app_at(size, text, lang) as app:
        for preset in ("brazilian", "nintendo"):
            rules = load_preset(preset)
            m = most_extras(drive_to(won, seed=1, rules=rules))
            table = TableScene(app.ctx, rules, 1, "easy")
            table.timeline.clear()
            table.warm_list.clear()
            table.match = m
            table.sync()
            app.push(table)
            summary = SummaryScene(app.ctx, table)
            app.push(summary)
            run(app, 2)
            drawn = record_texts(summary, monkeypatch, summary.draw_full)
            said = [t for t, _size, _b, at, _c, _s in drawn if summary.box.contains(at)]
            assert not [t for t in said if t.endswith("…")], (preset, said)
            most = max(y.points - 1 for y in m.round.result.score.yaku)
            assert any(str(most) in t for t in said), (preset, said)  # Kasu's note was drawn
            app.pop(summary)
            app.pop(table)
