"""A replay's banners say what was done, never what to do, and lie over
none of the field's cards (pt25, Korean replay at 960x540: the koi-koi
banner said, word for word as in play, "... Make a yaku and stop first to
punish it!", and stood over the field's cards while the replay played on).
Audited over every banner of random matches played again, both games, in
the five languages, at both window sizes: none holds a line the live table
says to its player (the advice under a koi-koi, the "play again" of a bonus
card), each call is said as the Moves say it ("CPU called koi-koi and
played on."), and in no frame does a banner cover a card on the field;
nor does the panel or the strip ever say the live table's prompts (pt25:
at move 0, "Dealing the cards · click or press Enter to skip")."""

from __future__ import annotations

import pytest

from koikoi.i18n import _ as tr
from koikoi.ui.scene import Scene
from koikoi.ui.summary_overlay import SummaryOverlay
from koikoi.ui.table.model import Where
from koikoi.ui.table.replay import ReplayTable

from ..games.test_matchrecord import played
from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

# What the live table says to its player under a banner, and a replay must not.
LIVE_ONLY = ("You play on: stop later for more, but if the CPU stops first its score doubles.",
             "You play on: stop later for more, but if the CPU stops first you score nothing.",
             "{name} called koi-koi: it plays on for more. Make a yaku and stop first to punish it!",
             "You take it and draw a card: play again.")
# What the live table's panel and status line say to its player, and a replay's never do (pt25: at move 0, the
# live "Dealing the cards · click or press Enter to skip").
LIVE_PROMPTS = ("Dealing the cards  ·  click or press Enter to skip", "Your turn: play a card from your hand.",
                "Your turn: choose with ← →, play with Enter.", "Your turn: click a card to play it.")
CALLED = ("{name} called koi-koi and played on.", "You called koi-koi and played on.",
          "{name} called koi-koi again (call {calls}) and played on.",
          "You called koi-koi again (call {calls}) and played on.")
# (game, rules, players, the random match's seed: Koi-Koi's with a koi-koi in its first moves, language, size, text)
CASES = [("koikoi", "nintendo", 2, 5, "ko", (960, 540), 100), ("koikoi", "nintendo", 2, 6, "ja", (1280, 720), 150),
         ("koikoi", "nintendo", 2, 7, "fr", (960, 540), 150), ("gostop", "matgo", 2, 4, "pt_BR", (960, 540), 125),
         ("gostop", "matgo", 3, 7, "en", (1280, 720), 100), ("gostop", "matgo", 2, 3, "ko", (1280, 720), 150)]
ON_FIELD = (Where.FIELD, Where.OVER, Where.FLIP)  # on the field: laid, over one, turned up
MOVES = 45  # moves played forward in each replay


class Below(Scene):
    """The screen that opened the replay."""


def stem(message: str) -> str:
    """A message's words before its first field, translated: what any sentence made from it starts or holds."""
    words = tr(message)
    return max(words.replace("{", "}").split("}")[::2], key=len).strip()


def audit(table: ReplayTable, seen: list[tuple[str, str]], wrong: list[str]) -> None:
    """The panel's and the strip's lines, and the banner on show (its words noted): what they say wrong, or
    what the banner covers, added to ``wrong``."""
    lines = (table.canvas.turn_words(), table.said(), table.status())
    if any(tr(p) in line for p in LIVE_PROMPTS for line in lines):
        wrong.append(f"the live table's prompt in a replay: {lines}")
    b = table.banner
    if not b.up:
        return
    seen.append((b.text, b.sub))
    for message in LIVE_ONLY:
        if stem(message) in b.sub or stem(message) in b.text:
            wrong.append(f"live advice in a replay: {b.text!r} / {b.sub!r}")
    _surf, box = b.render_base(table.ctx.layout, table.ctx.assets)
    under = [c for c, p in table.model.place.items() if p.where in ON_FIELD
             and table.sprites[c].visible and table.sprites[c].rect().colliderect(box)]
    if under:
        wrong.append(f"{b.text!r} at {box} over the field's cards {under}")


@pytest.mark.parametrize("game, preset, players, seed, lang, size, text", CASES,
                         ids=[f"{c[0]}-{c[2]}-{c[4]}-{c[5][0]}-{c[6]}" for c in CASES])
def test_a_replays_banners_say_what_was_done_clear_of_the_field(game, preset, players, seed, lang, size, text):
    with app_at(size, text, lang) as app:
        rec = played(game, preset, players, seed)
        app.push(Below(app.ctx))
        table = app.ctx.screens.replay(rec, "test", at=0)
        app.push(table)
        seen: list[tuple[str, str]] = []
        wrong: list[str] = []
        for _ in range(300):  # the first deal
            audit(table, seen, wrong)
            run(app, 1)
            if not table.intro and table.idle:
                break
        while table.at < min(MOVES, table.moves):
            if isinstance(app.top, SummaryOverlay):
                app.top.next()
            table.step_forward()
            for _ in range(200):
                audit(table, seen, wrong)
                run(app, 1)
                if table.idle or app.top is not table:
                    break
        assert seen, "no banner was shown: nothing audited"
        assert not wrong, wrong
        if game == "koikoi":
            calls = [s for t, s in seen if t == tr("Koi-Koi!")]
            assert calls, f"no koi-koi was called in {MOVES} moves: nothing audited ({seen})"
            assert all(any(stem(m) in s for m in CALLED) for s in calls if s), calls
