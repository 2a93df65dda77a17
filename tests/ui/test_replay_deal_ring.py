"""During a replay's deal the keyboard's ring does not come to a button and
Enter presses none: Tab, Enter and Space only bring the deal to its end.
Before, Tab put the ring on "Back" while the cards were still going out, and
the Enter that followed (the key the deal's line names) left the replay."""

from __future__ import annotations

import pygame
import pytest

from .conftest import key, run
from .test_replay import CASES, IDS, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("keys", [(pygame.K_TAB, pygame.K_RETURN), (pygame.K_TAB, pygame.K_KP_ENTER)],
                         ids=["tab-enter", "tab-kp-enter"])  # (Space, once the deal is over, is the replay's Play)
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_keys_during_the_deal_press_no_button(app, game, preset, players, keys):
    table, _rec = opened(app, game, preset, players)
    assert table.intro, "the replay's first deal is still being shown"
    first, *rest = keys
    key(first)
    run(app, 1)
    assert not table.intro, "Tab brought the deal to its end"
    assert table.focus.on() is None, f"the ring came to {table.focus.on().label!r} during the deal"
    before = table.at
    for k in rest:
        key(k)
        run(app, 1)
    assert app.top is table and table.at == before == 0 and not table.playing, "a key pressed a button"
    key(pygame.K_TAB)  # once the deal is over, Tab brings the ring, as on every screen
    run(app, 1)
    assert table.focus.on() is not None
