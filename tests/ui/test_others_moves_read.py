"""What another seat's turn does to the table is said on it, from the
player's side, long enough to be read: at a table of three both computers'
turns passed in about two seconds, a ppuk was said only in the move log
(the banner read "Ppuk!" over a bare "CPU 1"), and a banner's second line
was a seat's name alone ("A flip only, after a bomb" / "CPU").

Audited over seeded Go-Stop games of two and three (the person's moves at
random, the computers' their own): each event of another seat's turn that
changes the table beyond a plain capture (a ppuk, a ppuk pile taken, a
jjok, ttadak or sseul, plains stolen, a bonus card, a shake, a bomb, Go or
Stop, the sake cup's choice) has a banner naming that seat in a sentence,
standing :data:`READ_S` at least (or still up when the person is to act);
and no banner has a seat's name alone on a line."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.storage import settings as S
from koikoi.ui.gostop_words import SHOUTS
from koikoi.ui.table.banner import READ_S

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def heard(table) -> list[list]:  # noqa: ANN001
    """Each banner the table shows from now on: [title, line under it, seconds it stood (None: still up)]."""
    shown: list[list] = []
    banner = table.banner
    say, end = banner.say, banner.end

    def close() -> None:
        if shown and shown[-1][2] is None and banner.text:
            shown[-1][2] = banner.age

    def spy_say(text: str, sub: str, *rest, **kw) -> None:  # noqa: ANN002, ANN003
        close()
        shown.append([text, sub, None])
        say(text, sub, *rest, **kw)

    def spy_end() -> None:
        close()
        end()

    banner.say, banner.end = spy_say, spy_end
    return shown


def word_for(ev: object) -> str | None:
    """What the banner of another seat's event says, in part (None: no banner of its own is due)."""
    if isinstance(ev, H.Ppuk):
        return "made a ppuk"
    if isinstance(ev, H.Stole):
        return "plain"
    if isinstance(ev, H.BonusLaid):
        return "A bonus card"
    if isinstance(ev, H.Shook):
        return SHOUTS["shake"]
    if isinstance(ev, H.Bombed):
        return SHOUTS["bomb"]
    if isinstance(ev, H.Called):
        return SHOUTS["go" if ev.go else "stop"]
    if isinstance(ev, H.CupChosen):
        return "Sake cup"
    if isinstance(ev, H.Captured) and ev.how in ("jjok", "ttadak", "ppuk-pile", "last-card"):
        return SHOUTS[ev.how]
    return None


@pytest.mark.parametrize("players, preset, seeds, met_all", [
    (2, "matgo", range(1, 5), {"Ppuk", "BonusLaid", "Stole", "Captured"}),
    (3, "gostop-brazilian", range(1, 4), {"Ppuk", "BonusLaid", "Captured"})])
def test_each_move_of_another_seat_is_said_from_the_player_s_side_long_enough_to_read(players, preset, seeds, met_all):
    rules = load_gostop(preset, {"match.most_players": players})
    app = make_app(S.Settings(animation_speed=4.0))
    met: dict[str, int] = {}
    try:
        for seed in seeds:
            shown = None
            for table, events in person_turns(app, rules, players, seed, hands=2):
                if shown is None:  # from the person's first turn on
                    shown = heard(table)
                    continue
                names = table.short
                for text, sub, _s in shown:
                    assert text.strip() not in names and sub.strip() not in names, (text, sub)  # never a name alone
                said = [(f"{text} {sub}", seconds) for text, sub, seconds in shown]
                at = 0
                for ev in events:
                    word, p = word_for(ev), getattr(ev, "player", None)
                    if word is None or p is None or p == table.person:
                        continue
                    found = next((i for i in range(at, len(said))
                                  if word in said[i][0] and names[p] in said[i][0]), None)
                    assert found is not None, (seed, ev, word, names[p], said[at:])
                    seconds = said[found][1]
                    assert seconds is None or seconds >= READ_S - 0.05, (seed, ev, said[found])
                    at = found + (not isinstance(ev, H.Captured))  # a capture and the steal it causes: one banner
                    met[type(ev).__name__] = met.get(type(ev).__name__, 0) + 1
                shown.clear()
        assert met_all <= set(met), met  # the cases the audit is for were met
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
