"""Every card's pointing words are drawn whole where the player can read
them (issue 39: pointing at Go-Stop's bonus bright, in pt_BR at 960x540 and
150% text, the status line read "Não pontua para quem o captura; se essa
pessoa perder…", cut). Each card's words, alone, as the CPU's last move (its
dashed outline said after it), and the bonus bright's meaning once taken,
drawn as the table draws its status line, at both tables, in five
languages, at 960x540 and 1280x720 and at 100, 125 and 150% text: their
words one after another are the words, every letter inside the window, and
a line too long for the band stands in a box over the field's cards, not
under them."""

from __future__ import annotations

import re
from functools import partial

import pygame
import pytest

from koikoi.games.gostop import deck as gostop_deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.i18n import _
from koikoi.ui.gostop.pointer import card_said
from koikoi.ui.gostop_bright_words import bright_box_said
from koikoi.ui.table import canvas as table_canvas
from koikoi.ui.table import status_line
from koikoi.ui.words import card_name

from .conftest import app_at, new_table, run
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


# the rules the bonus bright's words follow: gwang-bak, the no-bright bonus, both, neither
BRIGHT_RULES = [load_gostop("gostop-brazilian", {"scoring.gwang_bak": g, "scoring.no_bright_bonus": n})
                for g, n in ((True, 0), (False, 2), (True, 2), (False, 0))]
BRIGHT = gostop_deck.BONUS_BRIGHT.bit_length() - 1


def traced(said: str) -> list[str]:
    """``said``, and said of the CPU's last move (the longest way a card is named)."""
    return [said, _("{card}  ·  dashed outline: the CPU's last move").format(card=said)]


def pointing_words(table, game: str) -> list[str]:  # noqa: ANN001
    if game == "koikoi":
        return [w for c in range(48) for w in traced(card_name(c, table.rules))]
    # the bonus bright, lying and once taken (what its "+1" means), under each way the rules treat it
    bright = [w for r in BRIGHT_RULES for w in (*traced(bright_box_said(1, r)), *traced(card_said(BRIGHT, r)))]
    return [w for c in range(gostop_deck.FIRST_BONUS + 3) for w in traced(card_said(c))] + bright


def painted(said, right, lay, assets, left, screen) -> None:  # noqa: ANN001
    """The status line drawn as the table draws it."""
    screen.blit(*status_line.render_status(said, right, lay, assets, left))


@pytest.mark.parametrize("pct", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_every_card_s_pointing_words_are_drawn_whole(lang, size, pct):
    with app_at(size, pct, lang) as a:
        lay, assets, window = a.ctx.layout, a.ctx.assets, pygame.Rect((0, 0), size)
        checked = 0
        for game in ("koikoi", "gostop"):
            table = new_table(a, game)
            run(a, 400, until=table.human_turn)
            left, right = status_line.status_left(table.buttons, lay), status_line.status_right(table.buttons, lay)
            for said in pointing_words(table, game):
                paint = partial(painted, said, right, lay, assets, left)
                texts = inked_texts(table, paint)
                assert "".join(squeezed(t) for t, _r in texts) == squeezed(said), (game, said, texts)
                assert all(window.contains(r) for _t, r in texts), (game, said, texts)
                table.canvas.decals.pop("status", None)
                table.pointer.status = lambda said=said: said
                table.canvas.status_line()
                status = table.canvas.decals["status"]
                if status_line.render_status_boxed(said, right, lay, assets, left)[1]:
                    assert not status.under, (game, said)  # risen over the field: drawn over its cards
                checked += 1
            a.pop()
        assert checked > 100


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_words_too_long_for_two_lines_stand_whole_in_a_box_over_the_field(lang, monkeypatch):
    """Where buttons leave the line little room (a row of them beside it), the
    bonus bright's meaning, too long for two lines even at the smallest size,
    is drawn whole in a box rising over the field's lower edge, over its
    cards, not cut with an ellipsis."""
    with app_at((960, 540), 150, lang) as a:
        lay, assets = a.ctx.layout, a.ctx.assets
        table = new_table(a, "gostop")
        run(a, 400, until=table.human_turn)
        said = max((bright_box_said(1, r) for r in BRIGHT_RULES), key=len)  # the longest
        left = status_line.status_left(table.buttons, lay)
        right = left + lay.px(260)  # what a row of buttons beside the line may leave it
        texts = inked_texts(table, partial(painted, said, right, lay, assets, left))
        assert "".join(squeezed(t) for t, _r in texts) == squeezed(said), texts
        assert len(texts) > 2
        band, field = status_line.status_band(lay), lay.rect("field")
        box = status_line.render_status(said, right, lay, assets, left)[1]
        assert box.top < band.top and box.colliderect(field) and box.bottom <= band.bottom
        table.pointer.status = lambda: said
        monkeypatch.setattr(table_canvas, "status_right", lambda _buttons, _lay: right)
        table.canvas.status_line()
        status = table.canvas.decals["status"]
        assert status.rect == box and not status.under  # the table draws it over the field's cards
