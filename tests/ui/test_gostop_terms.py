"""Go-Stop's screens speak Go-Stop's words in every language: the table's
panel, the pause menu's keys, How to play and Go-Stop's statistics show none of the
words that only Koi-Koi uses (French "Oya" for the dealer, "Yame" for
stopping, "yaku" for the scoring sets, Korean 야쿠...). Each language's
Koi-Koi-only words are read from its catalog: the words of a Koi-Koi
message that Go-Stop's message for the same thing does not use."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.games.gostop.rules import load_gostop
from koikoi.i18n import _, pgettext
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.pause import GostopPauseScene
from koikoi.ui.scenes.statistics import StatisticsScene

from .conftest import app_at, run
from .test_statistics import fill, opened, texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
WORD = re.compile(r"[\w’'-]+")


def words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(re.sub(r"\{[^{}]*\}", " ", text))}


def koikoi_only() -> set[str]:
    """Words of Koi-Koi's dealer badge, its Stop button and its yaku heading
    that Go-Stop's own words for them do not have, in the language spoken
    (the yaku's word is the one both headings have, not "Your"; the plain
    verb for stopping that both games' statistics use is no Koi-Koi term)."""
    yaku = words(_("Your yaku")) & words(_("{name}'s yaku"))
    pairs = [(words(_("Dealer")), pgettext("gostop", "Dealer")),
             (words(_("Stop: +{points}")) - words(_("You won by stopping")), pgettext("gostop", "Stop")),
             (yaku, _("Your yaku — {points}")),
             (yaku, pgettext("gostop", "Yaku made"))]
    return {w for koikoi, gostop in pairs for w in koikoi - words(gostop)}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_go_stop_screens_use_no_koi_koi_only_word(lang):
    with app_at((1280, 720), 100, lang) as app:
        banned = koikoi_only()
        if lang == "fr":  # the words the cold playtest found, read from the catalog as above
            assert {"oya", "yame", "yaku"} <= banned, banned
        table = app.ctx.screens.gostop_table(load_gostop("matgo"), 11, "easy")
        app.push(table)
        run(app, 600, until=lambda: table.human_turn() and table.prompted and not table.banner.left)
        shown = {"the table": texts(table)}
        pause = GostopPauseScene(app.ctx, table)
        app.push(pause)
        run(app, 2)
        shown["the pause menu"] = texts(pause)
        app.pop(pause)
        app.pop(table)
        fill(app, "gostop", "matgo", ("easy", "hard"))
        stats = opened(app, StatisticsScene(app.ctx, "gostop"))
        shown["the statistics"] = []
        for offset in (0, 10_000):
            stats.bar.scroll_to(offset)
            shown["the statistics"] += texts(stats)
        found = [f"{where}: {t!r} says {sorted(words(t) & banned)}"
                 for where, said in shown.items() for t in said if words(t) & banned]
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_go_stop_how_to_play_uses_no_koi_koi_only_word(lang):
    """Every line of How to play under each Go-Stop rule set, headings and
    yaku rows too: the Korean heading once said 야쿠 over Go-Stop's 족보."""
    with app_at((1280, 720), 100, lang) as app:
        banned = koikoi_only()
        found = []
        for preset in GOSTOP_PRESET_NAMES:
            scene = RulesScene(app.ctx, load_gostop(preset))
            app.push(scene)
            run(app, 2)
            assert scene.page is not None
            found += [f"{preset}: {t!r} says {sorted(words(t) & banned)}"
                      for t in scene.page.texts() if words(t) & banned]
            app.pop(scene)
        assert not found, "\n".join(found)
