"""The title's line on the saved match keeps its rule set's title whole on
one line where a line holds it (issue 39, pt25-304: in Japanese it broke
inside the parenthesis, "マッゴ（二人で / 遊ぶゴーストップ）"). Audited for a
saved match of every rule set of both games, in every language, at both
window sizes and each text size, as the title wraps it; and the title's
subtitle names the game chosen with a saved match waiting too (the name
said with Go-Stop chosen was Koi-Koi's)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.i18n import _
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.deck_titles import rules_title_played
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES]
IDS = [f"{s[0]}x{s[1]}-{p}%" for s, p in CASES]


def saved_matches():  # noqa: ANN201
    """A saved match of each rule set of each game, just dealt."""
    for game_name, game in MR.GAMES.items():
        for preset in game.presets:
            rules = game.load_rules(preset)
            yield game_name, savegame.Saved(game.new(rules, 5, 2)[0], "normal")


@pytest.mark.parametrize("size, pct", CASES, ids=IDS)
def test_the_saved_matchs_rules_are_whole_on_a_line(size, pct):
    broken, named = [], []
    saves = list(saved_matches())
    with app_at(size, pct, "en") as app:
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 1)
        font = app.ctx.assets.font(app.ctx.layout.px(18))
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for game, saved in saves:
                app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
                title.waiting = {"koikoi": None, "gostop": None, game: saved}
                title.place()
                rules = rules_title_played(saved.match.rules)
                lines = title.saved_lines
                assert rules in "".join(lines).replace("\u00a0", " ") or rules in "".join(lines), (lang, lines)
                room = title.box.w - app.ctx.layout.px(24)
                if font.size(rules)[0] <= room and not any(rules in line for line in lines):
                    broken.append(f"{lang} {saved.match.rules.name}: {lines}")
                subtitle = title.heading()[1]
                want = _("Hwatu, the Korean game of flower cards") if game == "gostop" else \
                    _("Hanafuda, the game of flower cards")
                if title.heading()[0] != title.game.fmt(game) or subtitle != want:
                    named.append(f"{lang} {game}: {title.heading()}")
    assert not broken, "\n".join(broken)
    assert not named, "\n".join(named)
