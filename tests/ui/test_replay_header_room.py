"""The replay's header (where it stands, then the last move, the advice or
the match's end) stands in a room of its own, between the opponents'
hands and the field: at 960x540 in French at 150% text its two lines ran
across the bottom of the CPU hand's frame and the top of the field's
frame. Audited over each replay's steps, at both window sizes, at the
normal and the largest text size, in four languages: every line drawn
lies inside the header's room, over no zone's frame and no card."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.layout import seat_zone

from .conftest import app_at
from .test_replay import CASES, IDS, header_steps, opened
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def frames(table) -> list[pygame.Rect]:  # noqa: ANN001
    """The zones' frames as the table's background draws them (each zone, px(8) larger)."""
    lay = table.ctx.layout
    seats = range(len(table.model.captured))
    zones = [seat_zone(what, p) for p in seats for what in ("hand", "captures")] + ["field", "deck", "info"]
    return [lay.rect(z).inflate(lay.px(8), lay.px(8)) for z in zones]


def border_crossed(text: pygame.Rect, frame: pygame.Rect) -> bool:
    """Whether a text's ink runs over a frame's edge (a text wholly inside or wholly outside crosses none)."""
    return text.colliderect(frame) and not frame.contains(text)


@pytest.mark.parametrize("size, text_size", [((960, 540), 150), ((1280, 720), 150), ((1280, 720), 100)])
@pytest.mark.parametrize("lang", ["en", "fr", "ko", "ja"])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_replays_header_stands_in_its_own_room(game, preset, players, lang, size, text_size):
    with app_at(size, text_size, lang) as a:
        table, _rec = opened(a, game, preset, players)
        for at, said in header_steps(a, table, 10):
            room = table.strip()
            where = table.position()
            drawn = inked_texts(table, lambda screen, w=where, s=said: screen.blit(*table.render_heading(w, s, (0, 0, 0))))
            assert drawn, f"at {at}: nothing drawn"
            cards = [s.rect() for s in table.sprites if s.visible]
            for text, r in drawn:
                assert room.contains(r), f"at {at}: {text!r} at {r} is not inside the header's room {room}"
                crossed = [f for f in frames(table) if border_crossed(r, f)]
                assert not crossed, f"at {at}: {text!r} at {r} runs over the frame {crossed}"
                under = [c for c in cards if c.colliderect(r)]
                assert not under, f"at {at}: {text!r} at {r} lies over the cards at {under}"
