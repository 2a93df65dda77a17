"""The sake cup's story contradicted itself (issue 39, pt11): mid-hand a
banner said "Your sake cup counts as a double plain for now: that scores
more", then the summary "Your sake cup counted as an animal. No one had
chosen, so a loser counts it the way that costs them least", though no one
had been offered a choice.

Over seeded hands (the person's moves at random, the computer's its own),
each banner about a cup not chosen that states a way the summary then
contradicts also says how the cup counts should its holder lose; and the
summary says the rule, never that no one had chosen."""

from __future__ import annotations

import random

from koikoi.games.gostop.rules import load_gostop
from koikoi.storage import settings as S
from koikoi.ui.scenes import gostop_summary
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene

from .conftest import click, make_app, run
from .test_gostop_table import banners


def way(text: str) -> str | None:
    return "plain" if "a double plain" in text else "animal" if "an animal" in text else None


def test_no_banner_about_the_sake_cup_states_a_way_the_summary_denies(monkeypatch):
    rules = load_gostop("matgo")
    app = make_app(S.Settings(animation_speed=4.0))
    summaries: list[str] = []
    said_cup = gostop_summary.cup_words

    def spy(*args, **kw):  # noqa: ANN002, ANN003, ANN202
        words = said_cup(*args, **kw)
        if words and (not summaries or summaries[-1] != words):
            summaries.append(words)
        return words

    monkeypatch.setattr(gostop_summary, "cup_words", spy)
    told = differed = 0
    try:
        for seed in range(1, 25):
            table = app.ctx.screens.gostop_table(rules, seed, "easy", players=2)
            said = banners(table)
            summaries.clear()
            app.push(table)
            rng = random.Random(seed)
            for _ in range(20000):
                top = app.top
                if isinstance(top, GostopSummaryScene):
                    run(app, 2)
                    break
                if isinstance(top, ChoiceScene):
                    click(rng.choice([b for b in top.buttons if b is not top.hint_button]).rect.center)
                    run(app, 2)
                    continue
                run(app, 1)
                if table.human_turn() and app.top is table:
                    table.act(rng.choice(table.legal()))
            cup_banners = [sub for text, sub in said if text.startswith("Sake cup")]
            for summary in summaries:
                assert "No one had chosen" not in summary, summary
                for sub in cup_banners:
                    if way(sub) != way(summary):
                        differed += 1
                        assert "if you lose the hand" in sub or "if it loses the hand" in sub, (seed, sub, summary)
                told += bool(cup_banners)
            while app.top is not None and app.top is not table:
                app.pop()
            app.pop()
    finally:
        app.quit()
    assert told, "no hand told of the sake cup"
    assert differed, "no hand where the banner's way and the summary's differed"
