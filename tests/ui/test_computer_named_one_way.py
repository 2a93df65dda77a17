"""At a table of two the lone computer has one name in every sentence of
the table: where a language calls it otherwise inside a sentence than on
its label (French "l’ordinateur" for "CPU", Brazilian Portuguese "a CPU"),
no line of the move log says the bare label where the others say the
sentence's word ("Bombe ! CPU vous a pris…" beside "L’ordinateur a fait
une bombe…"), and the word takes a capital where it starts a sentence,
after a shout too ("Bombe ! L’ordinateur vous a pris…")."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.koikoi.movelog import KoikoiMoveLog
from koikoi.ui.movelog import MoveLog
from koikoi.ui.seat_words import in_sentence

LANGUAGES = ("en", "fr", "pt_BR", "ko", "ja")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def names() -> tuple[str, str]:
    return i18n._("You"), i18n._("CPU")  # the table's names, in the language spoken when a line is read


def played(log: MoveLog, start: tuple[object, list[object]], legal, apply, seed: int,  # type: ignore[no-untyped-def]
           now: list[object]) -> Iterator[list[object]]:
    """The game played at random, its events added to ``log``; ``now`` holds its state as it goes (each log
    reads its own game: the Go-Stop log's words ask its rules which plains count two)."""
    state, events = start
    rnd = random.Random(seed)
    for _ in range(3000):
        log.add(events)
        yield events
        if not legal(state):
            return
        state, events = apply(state, rnd.choice(legal(state)))
        now[0] = state



def logs() -> Iterator[tuple[MoveLog, list[type]]]:
    """Move logs of seeded games for two, Go-Stop and Koi-Koi (with Gaji), the person at seat 0, the
    computer at seat 1; each with the kinds of event its games reached."""
    for preset in ("matgo", "gostop-brazilian"):
        for seed in range(3):
            g, events = G.new_game(load_gostop(preset), seed, 2)
            now: list[object] = [g]
            log: MoveLog = GostopMoveLog(names, 0, lambda now=now: now[0])  # type: ignore[arg-type,return-value,misc]
            kinds = [type(e) for evs in played(log, (g, events), G.legal_actions, G.apply, seed, now) for e in evs]
            yield log, kinds
    m, events = M.new_match(load_preset("nintendo", {"play.gaji": True}), 0)
    held: list[object] = [m]
    log = KoikoiMoveLog(load_preset("nintendo", {"play.gaji": True}), names, 0, lambda: held[0])  # type: ignore[arg-type,return-value]
    yield log, [type(e) for evs in played(log, (m, events), M.legal_actions, M.apply, 0, held) for e in evs]


def test_every_log_line_calls_the_lone_computer_as_its_sentences_do():
    played_logs = list(logs())
    assert any(H.Stole in kinds for _log, kinds in played_logs), "no seeded game stole plains: give it a seed"
    checked = 0
    for lang in LANGUAGES:
        i18n.set_language(lang)
        label = i18n._("CPU")
        called = i18n.pgettext("computer in a sentence", "CPU")
        starts = re.compile(r"(^|[.!?。！？]\s*)" + re.escape(called))
        for log, _kinds in played_logs:
            for move in log.moves:
                text = move.text
                assert not starts.search(text) or called[:1] == called[:1].upper(), (lang, text)
                if called == label:
                    continue
                checked += 1
                rest = re.sub(re.escape(called), "", text, flags=re.IGNORECASE)
                assert label not in rest, (lang, text)
    assert checked


@pytest.mark.parametrize("lang", ["fr", "pt_BR"])
def test_a_shout_before_the_computer_leaves_it_a_capital(lang):
    i18n.set_language(lang)
    called = i18n.pgettext("computer in a sentence", "CPU")
    line = in_sentence(i18n._("{why} {name} took {cards} from you."), i18n._("CPU"), why=i18n._("Bomb!"), cards="x")
    assert called[:1].upper() + called[1:] in line, line


def test_the_panel_s_possessives_call_the_computer_as_sentences_do():
    """The Koi-Koi panel's heading over the computer's yaku and the turn line while it plays are
    possessives, which Portuguese contracts ("Yaku da CPU", "Vez da CPU"; before, "Yaku de CPU"):
    each is the computer's own message, and says the language's word for it, not its bare label."""
    from koikoi.games.koikoi.rules import load_preset as preset
    from koikoi.ui.koikoi.table import TableScene

    from .conftest import app_at, run

    for lang in LANGUAGES:
        with app_at((1280, 720), 100, lang) as app:
            table = TableScene(app.ctx, preset("nintendo"), 5, "easy")
            app.clear_to(table)
            run(app, 60)
            label = i18n._("CPU")
            word = i18n.pgettext("computer in a sentence", "CPU")
            heading = table.canvas.info().yaku[1][0]  # seat 1: the computer's
            table.turn_shown = 1
            turn = table.canvas.turn_words()
            for line in (heading, turn):
                assert label in line or word.lower() in line.lower(), (lang, line)  # it names the computer
                if word != label:
                    assert label not in re.sub(re.escape(word), "", line, flags=re.IGNORECASE), (lang, line)
            if lang == "pt_BR":
                assert "da CPU" in heading and "da CPU" in turn, (heading, turn)
