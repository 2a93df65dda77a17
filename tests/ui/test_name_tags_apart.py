"""At a Go-Stop table of three each computer's last move carries its name
("CPU 1", "CPU 2"); on a pile's fanned cards two tags fell over each other
("CPU 1" read "CPU" under "CPU 2"), and a card fanned over a tag hid its end.

Audited over seeded games of three (the person's moves at random, the
computers' their own), at two window sizes: at each of the person's turns,
as the table is painted, every tagged card has its tag (or lies over a
card tagged alike, that names both), drawn after every
card, whole (its words fit it), none touching another nor a pile's tag
("Ppuk · CPU 1", "Dealt pile"), each inside the window, each nearer its
own card than any other field card (two tags over one pile, or one pushed
aside by a pile's label, stood over a neighbour and read as naming it:
cold playtest pt13); and the states where the tags laid alone would have
overlapped were met."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop.rules import load_gostop
from koikoi.storage import settings as S
from koikoi.ui.table.tags import tag_box, tag_surface

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def nearer(box: pygame.Rect, other: pygame.Rect, own: pygame.Rect) -> bool:
    """Whether a tag at ``box`` lies as near ``other`` as its own card ``own`` (the less apart, then the more
    overlapped), and so could be read as naming it."""
    def near(r: pygame.Rect) -> tuple[int, int]:
        dx, dy = max(r.left - box.right, box.left - r.right, 0), max(r.top - box.bottom, box.top - r.bottom, 0)
        shared = box.clip(r)
        return dx * dx + dy * dy, -shared.w * shared.h
    return near(other) <= near(own)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_every_name_tag_on_the_table_is_whole_and_apart(size):
    rules = load_gostop("gostop-brazilian", {"match.most_players": 3})
    app = make_app(S.Settings(animation_speed=4.0), size=size)
    window = pygame.Rect((0, 0), size)
    try:
        checked, crowded, names = 0, 0, set()
        for seed in (5, 8, 11):
            for table, _events in person_turns(app, rules, 3, seed, hands=2):
                surface = pygame.Surface(size)
                table.canvas.draw_full(surface)
                tagged = {s.card for s in table.sprites if s.visible and s.tag}
                laid = dict(table.canvas.tags)
                for c in tagged - set(laid):  # a card fanned over one tagged alike is named by that tag
                    assert any(table.sprites[o].tag == table.sprites[c].tag
                               and table.sprites[o].rect().colliderect(table.sprites[c].rect()) for o in laid), c
                assert set(laid) <= tagged, (seed, laid, tagged)
                boxes = list(laid.items())
                for i, (card, box) in enumerate(boxes):
                    s = table.sprites[card]
                    assert window.contains(box), (seed, s.tag, box)
                    words = tag_surface(s, app.ctx.assets)
                    assert box.w >= words.get_width() and box.h >= words.get_height(), (s.tag, box)
                    for other, obox in boxes[i + 1:]:
                        assert not box.colliderect(obox), (seed, s.tag, table.sprites[other].tag, box, obox)
                    for pile in table.canvas.tag_obstacles():  # nor over a pile's tag ("Ppuk · CPU 1")
                        assert not box.colliderect(pile), (seed, s.tag, box, pile)
                    names.add(s.tag)
                    others = [o for o in table.sprites if o.visible and o.face >= 0.5 and o.card != card
                              and (1 << o.card) & table.game.hand.field and nearer(box, o.rect(), s.rect())]
                    assert not others, f"seed {seed}: {s.tag!r} at {box} nearer cards {[o.card for o in others]}"
                alone = [tag_box(table.sprites[c], tag_surface(table.sprites[c], app.ctx.assets)) for c in tagged]
                crowded += any(a.colliderect(b) for i, a in enumerate(alone) for b in alone[i + 1:])
                checked += 1
        assert checked > 20 and crowded and names == {"CPU 1", "CPU 2"}, (checked, crowded, names)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
