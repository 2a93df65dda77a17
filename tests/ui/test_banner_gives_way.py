"""A banner never covers the cards the player must weigh while asked a move
(issue 39: "Taça de saquê", "Ppuk!", "Go!" stood about 2 s over the field
while the player's turn had come). Matches of both games played at the
animation's own speed, at 960x540 with 150% text and at 1280x720 with
100%: at every frame where the player is asked a move, any banner shown
(as drawn, popping in or settled) overlaps none of the field's cards, the
player's hand, the information panel's scores and yaku lines, nor the
status line (this morning the banner moved off the field onto the panel,
which the player also weighs), nor an opponent's captures (the boxes that
hold cards, their labels counting them: the banner moved there covered
them for its 2 s, and their count weighs in the move), at tables of two
and of three. Where no place is clear it ends."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.layout import seat_zone

from .conftest import key, make_app

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def covered(table) -> list[str]:  # noqa: ANN001
    """The field's cards, the hand, the information panel (its scores and
    yaku lines) or the status line the banner drawn now covers."""
    lay, a = table.ctx.layout, table.ctx.assets
    surf, box = table.banner.render(lay, a, table.secs(1.0), table.ctx.reduced_motion)
    if surf is None:
        return []
    weighed = table.model.weighed()
    hit = [f"card {c}" for c in weighed if table.sprites[c].visible and table.sprites[c].compute_bounds().colliderect(box)]
    if table.person is not None and lay.rect(seat_zone("hand", table.person)).colliderect(box):
        hit.append("the hand")
    geo = table.geometry
    for p, got in enumerate(table.model.captured):
        if p != table.person:
            boxes = {geo.kind_of(c): geo.group_rect(p, geo.kind_of(c)) for c in got}
            hit += [f"seat {p}'s {kind.name.lower()} captured" for kind, r in boxes.items() if r.colliderect(box)]
    table.canvas.refresh()  # the panel and the status line as drawn this frame
    for name, said in (("info", "the panel's scores and yaku lines"), ("status", "the status line")):
        drawn = table.canvas.decals.get(name)
        if drawn is not None and drawn.surface is not None and drawn.rect.colliderect(box):
            hit.append(said)
    return hit


@pytest.mark.parametrize("size, pct, lang", [((960, 540), 150, "pt_BR"), ((1280, 720), 100, "en")])
@pytest.mark.parametrize("game", ["koikoi", "gostop", "gostop3"])
def test_no_banner_covers_the_field_hand_panel_or_status_while_the_player_is_asked_a_move(game, size, pct, lang):
    a = make_app(S.Settings(animation_speed=1.0, text_size=pct), size=size)
    i18n.set_language(lang)
    try:
        screens = a.ctx.screens
        table = screens.table(load_preset("nintendo"), 3, "easy") if game == "koikoi" else \
            screens.gostop_table(load_gostop("matgo"), 3, "easy", players=3 if game == "gostop3" else 2)
        a.push(table)
        found, asked = [], 0
        for _frame in range(5000):
            a.step(1 / 30)
            if a.top is not table:  # a question or a round's summary: its first answer
                key(pygame.K_RETURN)
                continue
            if table.engine.over(table.state):
                break
            if table.human_turn():
                asked += 1
                if table.banner.up:
                    if hit := covered(table):
                        found.append(f"{table.banner.text!r} over {hit}")
                if asked % 12 == 0:  # a moment to look, then the first move offered
                    table.act(table.engine.legal_actions(table.state)[0])
        assert asked > 100
        assert not found, found[:5]
    finally:
        i18n.set_language("en")
        a.ctx.worker.shutdown()
        pygame.quit()
