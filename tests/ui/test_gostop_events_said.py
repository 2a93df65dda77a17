"""What the Go-Stop table says of two moves a newcomer saw pass in silence,
audited against the engine's events over seeded games (the person's moves
at random, the computers' their own):

- a bonus card played from the hand goes to its player's captures and a
  card is drawn in its place, and the turn goes on: the table said only
  "Your turn" again; now the banner and the status line say the bonus
  card was laid, a card drawn, and to play again (and only then);
- a shake showed only as a badge and face-up cards: the banner and the
  move log now say who shook which month, and what it does (×2 for its
  player's points, if they win the hand)."""

from __future__ import annotations

import pygame

from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.turn import month
from koikoi.storage import settings as S
from koikoi.ui.words import flower

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns
from .test_gostop_table import banners

AGAIN = "play again"


def test_a_bonus_card_played_and_a_shake_are_said_with_what_they_do():
    rules = load_gostop("matgo")
    factor = rules.scoring.shake_factor
    app = make_app(S.Settings(animation_speed=4.0))
    bonus_seen, shakes_seen = 0, {0: 0, 1: 0}
    try:
        for seed in range(1, 30):
            said: list[tuple[str, str]] | None = None
            for table, events in person_turns(app, rules, 2, seed, hands=3):
                if said is None:  # the banners heard from the person's first turn on
                    said = banners(table)
                    continue
                again = (table.game.hand.phase is H.Phase.PLAY
                         and any(isinstance(ev, H.BonusLaid) and ev.player == 0 for ev in events[-1:]))
                assert (AGAIN in table.hint) == again, (seed, table.hint, events[-1:])
                if again:
                    assert ("A bonus card", "You take it and draw a card: play again.") in said \
                        or any(ev.drawn == H.NO_CARD for ev in events if isinstance(ev, H.BonusLaid)), said
                    bonus_seen += 1
                log = [m.text for m in table.log.moves]
                for i, ev in enumerate(events):
                    if not isinstance(ev, H.Shook):
                        continue
                    mo = flower(month(next(iter(c for c in range(48) if ev.cards >> c & 1))), "gostop")
                    if ev.player == 0:
                        sub = f"You showed your {mo} cards: ×{factor} if you win this hand."
                        line = f"if you win this hand, your points count ×{factor}."
                    else:
                        sub = f"CPU showed its {mo} cards: ×{factor} if it wins this hand."
                        line = f"if it wins this hand, its points count ×{factor}."
                    assert ("Shake!", sub) in said, (seed, said)
                    if not any(isinstance(later, H.Dealt) for later in events[i:]):  # the log is still its hand's
                        assert any(text.endswith(line) and "shook" in text for text in log), "\n".join(log)
                    shakes_seen[ev.player] += 1
            if bonus_seen >= 2 and min(shakes_seen.values()) >= 1:
                break
        assert bonus_seen >= 2 and min(shakes_seen.values()) >= 1, (bonus_seen, shakes_seen)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
