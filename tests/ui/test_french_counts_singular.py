"""French counts 0 and 1 in the singular ("0 point", "1 manche gagnée"):
pt26 read "0 manche gagnée, 0 points en tout" in the statistics, the
points' noun following the rounds' count. Each number the statistics'
points line says is counted by its own ngettext; the French catalog's
plural rule puts 0 and 1 in the first form. Audited for both games'
statistics at 0, 1 and 12 points, and for every French message with a
plural: its first form is the one said at 0 and 1."""

from __future__ import annotations

import dataclasses
import gettext
import re
from pathlib import Path

import pytest

from koikoi import i18n
from koikoi.ui.scenes.statistics import StatisticsScene

from .test_statistics import fill, opened, texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
CATALOG = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs" / "fr.po"


def test_the_french_plural_rule_puts_0_and_1_in_the_singular():
    header = next(line for line in CATALOG.read_text(encoding="utf-8").splitlines() if "Plural-Forms" in line)
    rule = gettext.c2py(header.split("plural=", 1)[1].split(";")[0])
    assert rule(0) == rule(1) == 0
    assert all(rule(n) != 0 for n in (2, 7, 12, 100))


@pytest.mark.parametrize("game, preset, unit", [("koikoi", "nintendo", "manche"), ("gostop", "matgo", "manche")])
def test_the_french_statistics_count_0_and_1_points_in_the_singular(app, monkeypatch, game, preset, unit):
    fill(app, game, preset, levels=("normal",))
    i18n.set_language("fr")
    try:
        scene = opened(app, StatisticsScene(app.ctx, game))
        real = scene.stats
        for won, points, said in ((0, 0, f"0 {unit} gagnée, 0 point en tout"), (1, 1, f"1 {unit} gagnée, 1 point en tout"),
                                  (1, 0, f"1 {unit} gagnée, 0 point en tout"),
                                  (2, 12, f"2 {unit}s gagnées, 12 points en tout")):
            fake = dataclasses.replace(real, won_by_stopping=won, won_after_their_call=0, won_otherwise=0,
                                       points_won=points)
            monkeypatch.setattr(StatisticsScene, "stats", property(lambda self, fake=fake: fake))
            scene.lay_page()
            shown = " ".join(texts(scene))
            assert said in shown, (said, [t for t in texts(scene) if "gagné" in t])
            if points < 2:
                assert not re.search(rf"(?<![\d,]){points} points", shown), shown
    finally:
        i18n.set_language("en")


def test_grace_a_l_oya_ken_is_never_broken(app):
    """pt26 read "…l’oya grâce / à l’oya-ken" in the statistics: the phrase is held by no-break spaces."""
    from koikoi.ui.history_view import otherwise_words
    from koikoi.ui.textfit import wrap

    i18n.set_language("fr")
    try:
        said = otherwise_words("koikoi")
    finally:
        i18n.set_language("en")
    assert "grâce" in said
    font = app.ctx.assets.font(20)
    whole = "grâce à l’oya-ken"
    for width in range(font.size(whole + ").")[0] + 2, 900, 5):  # (its parenthesis closed after it)
        lines = wrap(said, font, width)
        assert any(whole in " ".join(line.split()) for line in lines), (width, lines)
