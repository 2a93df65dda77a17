"""A preset changed in Settings says so (issue 39, pt26: Go-Stop for three
under the Brazilian preset, the threshold lowered in Settings, and the
title still said just "Brazilian Go-Stop"). For each game and each of its
presets: every option set to another value marks the rule set's title as
played (the title's saved match, the rules page at the table: "… (house
rules)" in each language's words); the preset as shipped, with the title's
own choices (match length, table size), is not marked; and on the title,
the rules choice is marked while an option is changed and no longer once
it is reset."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.options import Choice, Flag, Whole, specs
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES, RulesError
from koikoi.games.gostop import rules as GR
from koikoi.games.koikoi import rules as KR
from koikoi.storage import settings as S
from koikoi.ui.deck_titles import house_title, rules_title_played
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, run

GAMES = [(name, KR.SECTIONS, KR.load_preset) for name in PRESET_NAMES] + \
        [(name, GR.SECTIONS, GR.load_gostop) for name in GOSTOP_PRESET_NAMES]
OWN = {"match.rounds", "match.target", "match.players"}  # the title's own choices, not the rules'


def other_values(spec, value):  # noqa: ANN001, ANN201
    """A value or two other than ``value`` that ``spec`` allows."""
    if isinstance(spec, (Choice, Flag)):
        return [v for v in spec.values if v != value][:2]
    if isinstance(spec, Whole) and isinstance(value, int):
        return [v for v in (value + 1, value - 1) if spec.lo <= v <= spec.hi][:1]
    return []


@pytest.mark.parametrize("name, sections, load", GAMES, ids=[g[0] for g in GAMES])
def test_every_option_changed_marks_the_title(name, sections, load):
    shipped = load(name)
    assert "(house rules)" not in rules_title_played(shipped)
    assert "(house rules)" not in rules_title_played(load(name, {"match.rounds": 3}))
    marked = 0
    for table, cls in sections.items():
        for field, spec in specs(cls).items():
            key = f"{table}.{field}"
            if key in OWN:
                continue
            for value in other_values(spec, getattr(getattr(shipped, table), field)):
                try:
                    changed = load(name, {key: value})
                except (RulesError, ValueError):
                    continue  # a value this preset's other options refuse
                if changed == shipped:
                    continue  # an option its rules do not read at this table
                assert rules_title_played(changed).endswith("(house rules)"), (key, value)
                marked += 1
    assert marked > 10, marked


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("game, preset, options", [
    ("gostop", "gostop-brazilian", {"gostop_rule_options": {"go.threshold_three": 3}}),
    ("koikoi", "nintendo", {"rule_options": {"play.koikoi_limit": 0}}),
])
def test_the_titles_rules_choice_is_marked_until_the_option_is_reset(game, preset, options, lang):
    key = "gostop_preset" if game == "gostop" else "preset"
    app = make_app(S.Settings(animation_speed=4.0, game=game, language=lang, **{key: preset}, **options))
    try:
        i18n.set_language(lang)
        title = TitleScene(app.ctx)
        app.clear_to(title)
        run(app, 2)
        base = i18n.pgettext("preset", title.titles[preset])
        assert title.preset_title(preset) == house_title(base), (title.preset_title(preset), base)
        app.ctx.settings = app.ctx.settings.replace(**{next(iter(options)): {}})
        assert title.preset_title(preset) == base
    finally:
        i18n.set_language("en")
        app.quit()
