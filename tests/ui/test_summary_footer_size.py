"""A summary's footer (the match's score, the player's record against the
level) is drawn at the text size chosen, wrapped where one line does not
hold it, never shrunk to one line: a playtester at 150% text read the
Go-Stop summary's record footer, and Koi-Koi's "Match: … Next dealer: …",
drawn smaller than the rest. Audited at both window sizes, each text
size and in every language: each of its lines is at least 0.85 of the
size chosen, or (a summary too tall for the window at that size draws all
its lines smaller together, by its share ``z``) as large as the rest."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.storage.record import Tally
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.summary import SummaryScene

from .conftest import app_at, run
from .test_last_hand_headings import gostop_match
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES
         for lang in i18n.LANGUAGES]
LEAST = 0.85


def drawn_sizes(scene, monkeypatch, lines: list[str]) -> list[tuple[str, int]]:  # noqa: ANN001
    """The size (in pixels, text size applied) each text drawn that is a part of one of ``lines`` is drawn at."""
    texts = record_texts(scene, monkeypatch, lambda screen: scene.paint(screen, scene.box))
    a = scene.ctx.assets
    return [(t, a.font(size, bold).get_height()) for t, size, bold, *_ in texts
            if t.strip() and any(" ".join(t.split()) in " ".join(line.split()) for line in lines)]


@pytest.mark.parametrize("size, pct, lang", CASES)
def test_the_go_stop_summary_footer_keeps_the_text_size(size, pct, lang, monkeypatch):
    with app_at(size, pct, lang) as app:
        from koikoi.games.gostop.rules import load_gostop

        rules = load_gostop("matgo")
        table = app.ctx.screens.gostop_table(rules, 3)
        app.push(table)
        run(app, 3)
        table.game = gostop_match(rules, 1, 2)
        app.ctx.history.record = lambda: {"gostop:easy": Tally(played=40, won=21, best_round=19), "easy": Tally(7)}
        scene = GostopSummaryScene(app.ctx, table)
        scene.place()
        said = scene.record_words()
        assert said
        chosen = app.ctx.assets.font(app.ctx.layout.px(20)).get_height()
        # where the window has no room for the whole summary at the size chosen, all its lines shrink together
        # (its share, z): the footer no smaller than the rest
        least = min(LEAST * chosen, app.ctx.assets.font(scene.z(20)).get_height())
        found = drawn_sizes(scene, monkeypatch, [said])
        assert found, "the record is not drawn"
        small = [(t, h) for t, h in found if h < least]
        assert not small, (chosen, scene.k, small)


@pytest.mark.parametrize("size, pct, lang", CASES)
def test_the_koi_koi_summary_score_line_keeps_the_text_size(size, pct, lang, monkeypatch):
    import random

    from koikoi.games.koikoi import game as M
    from koikoi.games.koikoi.rules import load_preset

    with app_at(size, pct, lang) as app:
        rules = load_preset("nintendo")
        table = app.ctx.screens.table(rules, 3)
        app.push(table)
        run(app, 3)
        m, _ = M.new_match(rules, 2)
        rng = random.Random(2)
        while m.round.result is None:
            m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        table.state = m
        scene = SummaryScene(app.ctx, table)
        scene.place()
        said = scene.score_line()
        chosen = app.ctx.assets.font(app.ctx.layout.px(24)).get_height()
        # where the window has no room for the whole summary at the size chosen, all its lines shrink together
        # (its share, z): the footer no smaller than the rest
        least = min(LEAST * chosen, app.ctx.assets.font(scene.z(24)).get_height())
        found = drawn_sizes(scene, monkeypatch, [said])
        assert found, "the score line is not drawn"
        small = [(t, h) for t, h in found if h < least]
        assert not small, (chosen, scene.k, small)
