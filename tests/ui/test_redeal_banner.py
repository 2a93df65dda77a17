"""The banner that says a deal is void and dealt again ("Redeal: four
cards of one month on the field...") stands where the cards that void it
stay in sight: before, it stood in the field's middle over the very cards
it named (cold playtest pt10). For each of Koi-Koi's redeal checks (the
field's four or three of a month, its four pairs, a hand's four of a
month, a hand of four pairs), and for Go-Stop's four of a month on the
field, at 960x540 and 1280x720, 100% and 150% text: the banner's rect
misses the rect of every card it names, and stays in the window."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import MONTH_OF, indices
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import Dealt, Redeal
from koikoi.i18n import _
from koikoi.ui.koikoi.deal import redeal_cards
from koikoi.ui.koikoi.table import TableScene

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

RULES = load_preset("nintendo", {f"deal.{k}": "redeal" for k in
                                 ("field_four", "field_three", "field_pairs", "teshi", "kuttsuki")})


def first_redeal(reason: str) -> tuple[int, Dealt]:
    """The first seed whose match opens with a deal voided for ``reason``, and that deal."""
    for seed in range(2000):
        _m, events = M.new_match(RULES, seed)
        for before, ev in zip(events, events[1:]):
            if isinstance(ev, Redeal) and isinstance(before, Dealt):
                if ev.reason == reason:
                    return seed, before
                break  # the first redeal only: the table's banner for it is the one looked at
    raise AssertionError(reason)


REASONS = ("field-four", "field-three", "field-pairs", "teshi", "kuttsuki")


def test_the_cards_named_are_those_that_void_the_deal():
    for reason in REASONS:
        _seed, dealt = first_redeal(reason)
        field, hands = list(indices(dealt.field)), [list(indices(h)) for h in dealt.hands]
        named = redeal_cards(field, hands, reason)
        months = {MONTH_OF[c] for c in named}
        assert named, reason
        if reason in ("field-four", "field-three", "field-pairs"):
            assert set(named) <= set(field), reason
        else:
            assert any(set(named) <= set(h) for h in hands), reason
        size = {"field-four": 4, "field-three": 3, "teshi": 4}.get(reason)
        if size is not None:
            assert all(sum(MONTH_OF[c] == m for c in named) == size for m in months), (reason, named)
        else:
            assert len(named) == 8 and all(sum(MONTH_OF[c] == m for c in named) == 2 for m in months), reason


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_redeal_banner_leaves_its_cards_in_sight(size, text_size):
    for reason in REASONS:
        seed, dealt = first_redeal(reason)
        with app_at(size, text_size, "en") as app:
            table = TableScene(app.ctx, RULES, seed, "easy")
            app.push(table)
            run(app, 3000, until=lambda t=table: t.banner.text == _("Redeal"))
            assert table.banner.text == _("Redeal"), reason
            named = redeal_cards(indices(dealt.field), [list(indices(h)) for h in dealt.hands], reason)
            _surf, box = table.banner.render_base(app.ctx.layout, app.ctx.assets)
            assert pygame.Rect((0, 0), size).contains(box), f"{size} {text_size} {reason}: {box}"
            for c in named:
                at = table.sprites[c].resting()
                assert not box.colliderect(at), f"{size} {text_size} {reason}: the banner {box} over card {c} at {at}"


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_go_stops_four_of_a_month_banner_leaves_the_four_in_sight(size, text_size):
    """Go-Stop's deal void for four of a month on the field ("Four of a month!"): the banner misses the four."""
    from koikoi.games.gostop import game as G
    from koikoi.games.gostop import state as H
    from koikoi.games.gostop.rules import load_gostop
    from koikoi.games.gostop.turn import month

    rules = load_gostop("matgo", {"deal.four_on_field": "redeal"})
    def voided(seed: int) -> H.Dealt | None:
        events = G.new_game(rules, seed, 2)[1]
        return next((b for b, ev in zip(events, events[1:]) if isinstance(ev, H.Redeal) and isinstance(b, H.Dealt)),
                    None)

    seed = next(s for s in range(3000) if voided(s) is not None)
    dealt = voided(seed)
    assert dealt is not None
    field = list(indices(dealt.field))
    four = [c for c in field if sum(month(o) == month(c) for o in field) == 4]
    assert len(four) == 4
    with app_at(size, text_size, "en") as app:
        table = app.ctx.screens.gostop_table(rules, seed, players=2)
        app.push(table)
        run(app, 3000, until=lambda: table.banner.text == _("Four of a month!"))
        assert table.banner.text == _("Four of a month!")
        _surf, box = table.banner.render_base(app.ctx.layout, app.ctx.assets)
        assert pygame.Rect((0, 0), size).contains(box)
        for c in four:
            at = table.sprites[c].resting()
            assert not box.colliderect(at), f"{size} {text_size}: the banner {box} over card {c} at {at}"
