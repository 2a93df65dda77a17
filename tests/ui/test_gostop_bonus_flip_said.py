"""A bonus card turned up from the deck went to its player's captures and
they turned up the next card, and the table said nothing of it (issue 39);
and the guided game's status line said a card played with no match "stays
on the field" before the flip, which then took it.

Over seeded games (the person's moves at random, the computers' their own),
every bonus card the engine says was turned up and taken is said in a
banner and in the move log, from the player's side, with the flip that
follows; over the guided game's script, no status line for a play says
where its card ends before the flip has settled it."""

from __future__ import annotations

from koikoi.games.common.cards import MONTH_MASK, MONTH_OF
from koikoi.games.gostop import state as H
from koikoi.games.gostop.lessons import TEACHER
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.lessons import course, shipped
from koikoi.storage import settings as S
from koikoi.ui.gostop.lessons import LESSONS

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns
from .test_gostop_table import banners


def test_a_bonus_card_turned_up_is_said_in_a_banner_and_the_log():
    rules = load_gostop("matgo")
    assert rules.play.flipped_bonus == "standard"  # taken, and its player flips again
    app = make_app(S.Settings(animation_speed=4.0))
    seen = {0: 0, 1: 0}
    try:
        for seed in range(1, 12):
            said: list[tuple[str, str]] | None = None
            for table, events in person_turns(app, rules, 2, seed, hands=2):
                if said is None:  # the banners heard from the person's first turn on
                    said = banners(table)
                    continue
                log = [m.text for m in table.log.moves]
                dealt = max((i for i, ev in enumerate(events) if isinstance(ev, H.Dealt)), default=-1)
                for i, ev in enumerate(events):
                    if not (isinstance(ev, H.Captured) and ev.how == "bonus"):
                        continue
                    after = events[i + 1] if i + 1 < len(events) else None  # the engine's next flip comes next
                    again = isinstance(after, H.Flipped) and after.player == ev.player
                    if ev.player == 0:
                        banner = ("You turned it up and take it: you flip again." if again
                                  else "You turned it up and take it.")
                        line = ": you took it and turned up the next card." if again else "and took it."
                    else:
                        banner = ("CPU turned it up and takes it: it flips again." if again
                                  else "CPU turned it up and takes it.")
                        line = ": it took it and turned up the next card." if again else "and took it."
                    assert ("A bonus card", banner) in said, (seed, events, said)
                    assert i < dealt or any(line in t and t.startswith("You" if ev.player == 0 else "CPU")
                                            for t in log), \
                        (seed, events, log)
                    seen[ev.player] += 1
    finally:
        app.quit()
    assert seen[0] and seen[1], seen


def test_the_guided_status_line_says_no_outcome_the_flip_may_change():
    c = course(TEACHER, shipped("gostop", "matgo"))
    looked = 0
    for n, action in enumerate(c.actions):
        state = c.state_at(n)
        if action.kind != "play" or state.hand.player != 0:
            continue
        words = LESSONS.pointing(state, action)[1]
        meets = state.hand.field & MONTH_MASK[MONTH_OF[action.card]] if action.card < 48 else 0
        if meets:
            continue
        looked += 1
        # the turn's end: is the card still on the field? the words may claim only what it was certain to do
        end = next((m for m in range(n + 1, len(c.actions) + 1)
                    if c.state_at(m).hand.player != 0 or c.state_at(m).hand.phase is H.Phase.OVER), n + 1)
        stayed = bool(c.state_at(end).hand.field >> action.card & 1)
        assert "stays" not in words or stayed, (words, "the flip took it")
        assert "stays" not in words, f"{words!r}: said before the flip, which may still take it"
    assert looked, "plays with no match in the guided script"
