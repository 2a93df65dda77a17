"""The title says what ends the match it starts (issue 39: Go-Stop's first
match "to 50" ended after one hand, 80-0, and the title said nothing of its
length): for each game, each preset and each length the player may choose,
the line at the box's foot names the rounds or hands and the score to reach
of the rules the new match is then dealt, and fits in the box, above
nothing else."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.storage import settings as S
from koikoi.ui.config import GOSTOP_LENGTHS, ROUNDS, gostop_rules_for, rules_for
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, run

CASES = ([("gostop", {"gostop_preset": p, "gostop_hands": n, "gostop_target": t}) for p in GOSTOP_PRESET_NAMES
          for n, t in GOSTOP_LENGTHS]
         + [("koikoi", {"preset": p, "match_rounds": n}) for p in PRESET_NAMES for n in ROUNDS])


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_title_says_what_ends_the_match_it_starts(size):
    i18n.set_language("en")
    app = make_app(S.Settings(animation_speed=4.0), size=size)
    try:
        for game, fields in CASES:
            settings = S.Settings(animation_speed=4.0, game=game, **fields)
            app.ctx.change_settings(settings)
            title = TitleScene(app.ctx)
            app.push(title)
            run(app, 1)
            rules = (gostop_rules_for if game == "gostop" else rules_for)(settings)
            said = " ".join(title.length_lines())
            numbers = [int(n) for n in re.findall(r"\d+", said)]
            m = rules.match
            unit = "hand" if game == "gostop" else "round"
            assert numbers == [n for n in (m.rounds, m.target) if n], (game, fields, said)
            assert (f"{m.rounds} {unit}" in said) == bool(m.rounds), said
            if m.target and not m.rounds:
                assert "single deal" in said  # a match to a score may end at once
            font = app.ctx.assets.font(app.ctx.layout.px(16))
            lines = title.length_lines()
            top = title.box.bottom - app.ctx.layout.px(8) - len(lines) * font.get_height()
            assert all(font.size(t)[0] <= title.box.w for t in lines)
            assert top >= max(b.rect.bottom for b in (title.quit_button, title.history_button)), (size, said)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
