"""The statistics say each side's calls alike: "You called koi-koi in 4
rounds and won 3 of them (75%)" stood over "The computer called koi-koi in
3 rounds and won 1 of them." with no rate; and Go-Stop's page said "The
computer called Go…" and "The computer's points" where its bars say "Won
by a CPU". Over matches played into the history, for both games: the
opponent's line gives the rate of the rounds (hands) it won after its
calls, as the history counts them, in each language; and no text of
Go-Stop's page (in English) names "the computer"."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.ui.charts import percent
from koikoi.ui.scenes.statistics import StatisticsScene

from .conftest import app_at
from .test_statistics import fill, opened, texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game, preset", [("koikoi", "nintendo"), ("gostop", "matgo")])
def test_the_opponents_calls_said_with_their_rate_and_named_as_the_page_does(game, preset):
    with app_at((1280, 720), 100, "en") as app:
        fill(app, game, preset, ("easy", "hard", "normal", "hard", "easy"))
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            scene = opened(app, StatisticsScene(app.ctx, game))
            s = scene.stats
            assert s.their_calls, "the computer called"
            page = re.sub(r"\s+", "", "".join(texts(scene)))  # its lines joined, wherever they broke
            n, paid = str(s.their_calls), str(s.their_calls_paid)
            rate = re.sub(r"\s+", "", percent(100 * s.their_calls_paid / s.their_calls))
            said = [m for m in re.finditer(re.escape(rate), page)
                    if n in page[max(0, m.start() - 90):m.start()] and paid in page[max(0, m.start() - 90):m.start()]]
            assert said, (lang, n, paid, rate, page)
            if lang == "en" and game == "gostop":
                assert "computer" not in page.lower(), page
            app.pop(scene)
