"""Go-Stop's move log: hands played through the engine, in words. Each kind
of event is said (seeded hands for most, tables laid out by hand for the
rest), no card of a hidden hand is ever named, a table of three names all
three; the table opens the log with M and its pause lists the key."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

from koikoi import i18n
from koikoi.ai.gostop.agents import make_gostop_agent
from koikoi.games.common.cards import MONTH_MASK, indices
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.actions import CHOICES, CLAIM, CUP_AS_PLAIN, FLIP, GO, PLAY_ON
from koikoi.games.gostop.deal import fours, lay_out
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import NO_ONE, Phase, Result
from koikoi.storage import settings as S
from koikoi.ui import movelog
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS, GostopPauseScene
from koikoi.ui.words import listing
from tests.games.gostop.test_standard import cup_turn
from tests.games.gostop.test_turn import MATGO, i, m, play, table

from .conftest import click, key, make_app, run

THREE = load_gostop("matgo", {"match.most_players": 3})
NAMED = re.compile(r"<([a-z0-9-]+)>")


@pytest.fixture(autouse=True)
def cards_by_id(monkeypatch):
    """Each card named by its id ("the <pine-crane>"), so a test can tell
    which card a sentence names (two plains of a month share a name)."""
    monkeypatch.setattr(movelog, "card_words", lambda card, game="koikoi": f"<{deck.IDS[card]}>")


class Logged:
    """A game of Go-Stop played through the engine, its move log kept as the
    table keeps it; after each action, no move may name a card in a hand
    that was not shown to all."""

    def __init__(self, game: G.GameState, events=()) -> None:
        self.game = game
        self.log = GostopMoveLog(lambda: seat_names(game.players), 0, lambda: self.game)
        self.events: list[object] = []
        self.add(list(events))

    def add(self, events: list[object]) -> None:
        self.events += events
        self.log.add(events)
        self.check_nothing_hidden_named()

    def act(self, *actions) -> Logged:
        for a in actions:
            self.game, events = G.apply(self.game, a)
            self.add(events)
        return self

    @property
    def texts(self) -> list[str]:
        return [move.text for move in self.log.moves]

    def check_nothing_hidden_named(self) -> None:
        h = self.game.hand
        hidden = 0
        for held, shown in zip(h.hands, h.shown):
            hidden |= held & ~shown
        if h.result is not None and h.result.reason == "chongtong":  # claimed: the four are shown to all
            hidden &= ~MONTH_MASK[fours(h.hands[h.result.winner])[0]]
        for move in self.log.moves:
            named = {deck.INDEX[c] for c in NAMED.findall(move.text)} | set(move.cards)
            assert not [c for c in named if hidden >> c & 1], f"{move.text!r} names a card in a hidden hand"


def at(hand: H.HandState) -> G.GameState:
    """A game of Go-Stop whose hand is ``hand``."""
    g, _ = G.new_game(hand.rules, 0, hand.players)
    return dataclasses.replace(g, hand=hand)


def played_hand(rules, seed: int, players: int = 2) -> Logged:
    """A seeded game's first hand, every seat played by the easy level."""
    g, events = G.new_game(rules, seed, players)
    logged = Logged(g, events)
    agents = [make_gostop_agent("easy", seed * 10 + p) for p in range(players)]
    while logged.game.hand.phase is not Phase.OVER:
        h = logged.game.hand
        logged.act(FLIP if h.phase is Phase.FLIP else agents[h.player].act(observe(h, h.player, logged.game.plays)))
    return logged


def kind(ev: object) -> str:
    """An event's kind, with what kind of capture, steal or call it is."""
    if isinstance(ev, G.HandScored):
        return "HandScored:" + ("drawn" if ev.winner == NO_ONE else "won")
    detail = {H.Captured: "how", H.Stole: "why", H.TakenAtDeal: "reason", H.Called: "go"}.get(type(ev))
    return type(ev).__name__ + (f":{getattr(ev, detail)}" if detail else "")


# What the log says for each kind of event, in a line of its own or in the play or flip it ends.
SAID = {
    "Dealt": "The cards were dealt;",
    "Redeal": "the cards were dealt again.",
    "TakenAtDeal:field-bonus": "from the field, as the dealer.",
    "FieldRefilled": "The field was filled again from the deck:",
    "Played": " played the <",
    "Flipped": " turned up the <",
    "BonusLaid": " captures and drew a card.",
    "Captured:pair": " and took the <",
    "Captured:bonus": " took it",  # "... and took it.", or "... you took it and turned up the next card."
    "Captured:jjok": ": jjok!",
    "Captured:ttadak": ": ttadak!",
    "Captured:ppuk-pile": " ppuk pile",
    "Ppuk": " made a ppuk: the three ",
    "Stole:jjok": "Jjok! ",
    "Stole:ttadak": "Ttadak! ",
    "Stole:sseul": "Sseul! ",
    "Stole:bomb": "Bomb! ",
    "Stole:ppuk": "The pile is taken! ",
    "Stole:own-ppuk": "The pile is taken! ",
    "Shook": " shook, showing the <",
    "Bombed": " bombed with the ",
    "Called:True": " called Go with ",
    "Called:False": " called Stop with ",
    "CupChosen": " sake cup as ",
    "HandScored:won": " won the hand: ",
}


def test_seeded_hands_say_each_kind_of_event_as_often_as_it_happens():
    """Matgo hands the easy level plays, seeded: between them a ppuk and its
    pile taken back, jjok, ttadak, sseul, a bomb, a shake, bonus cards laid
    and turned up, the dealer's bonus at the deal, a redeal, the sake cup,
    Go and Stop; each event's words are in its hand's log, once for each."""
    seen: set[str] = set()
    for seed in (0, 1, 2, 3, 6, 44, 54):
        logged = played_hand(MATGO, seed)
        for k in {kind(ev) for ev in logged.events} & set(SAID):
            happened = sum(1 for ev in logged.events if kind(ev) == k)
            lines = sum(t.count(SAID[k]) for t in logged.texts)
            assert lines >= happened, (seed, k, happened, logged.texts)
            seen.add(k)
    assert seen == set(SAID), set(SAID) - seen


def test_a_table_of_three_names_all_three_and_who_takes_from_whom():
    logged = played_hand(THREE, 0, players=3)
    said = "\n".join(logged.texts)
    assert "CPU 1 " in said and "CPU 2 " in said and "You " in said
    steals = [ev for ev in logged.events if isinstance(ev, H.Stole) and ev.player and ev.victim]
    assert steals, "seed 0 has a computer player take plains from the other"
    names = seat_names(3)
    for ev in steals:
        taken = listing([f"the <{deck.IDS[c]}>" for c in indices(ev.cards)])
        assert any(t.endswith(f" {names[ev.player]} took {taken} from {names[ev.victim]}.") for t in logged.texts), \
            logged.texts


def test_two_go_calls_are_counted():
    logged = played_hand(THREE, 2, players=3)
    calls = [t for t in logged.texts if " called Go with " in t]
    assert len(calls) == 2 and calls[0].endswith(" (1 Go).") and calls[1].endswith(" (2 Go)."), calls


def test_a_play_waits_for_its_choice_then_the_flip_makes_a_ttadak():
    s = table(hand0="maple-deer,iris-red", hand1="clover-red", field="maple-plain-1,maple-blue,plum-plain-1",
              top="maple-plain-2", captures1="pine-plain-1")
    logged = Logged(at(s)).act(play("maple-deer"))
    assert logged.game.hand.phase is Phase.CHOOSE_HAND
    assert logged.texts == ["You played the <maple-deer>"], "still choosing: what it takes is to come"
    logged.act(CHOICES[i("maple-blue")], FLIP)
    assert logged.texts[:3] == [
        "You played the <maple-deer>.",
        "You turned up the <maple-plain-2> and took the <maple-deer>, the <maple-blue> and the <maple-plain-1>: "
        "ttadak!",
        "Ttadak! You took the <pine-plain-1> from the CPU.",
    ]
    assert logged.log.moves[1].cards == (i("maple-plain-2"), i("maple-deer"), i("maple-blue"), i("maple-plain-1"))


def test_a_turn_that_clears_the_field_is_a_sseul():
    s = table(hand0="clover-red", hand1="maple-deer,iris-red", field="maple-plain-1,plum-plain-2",
              top="plum-plain-1", captures0="pine-plain-1")
    logged = Logged(at(dataclasses.replace(s, player=1))).act(play("maple-deer"), FLIP)
    assert logged.texts == ["CPU played the <maple-deer> and took the <maple-plain-1>.",
                            "CPU turned up the <plum-plain-1> and took the <plum-plain-2>.",
                            "Sseul! CPU took the <pine-plain-1> from you."]


def test_a_bomb_names_its_four_cards_and_no_three():
    s = table(hand0="maple-deer,maple-blue,maple-plain-1,iris-red", hand1="clover-red,peony-blue,wisteria-red",
              field="maple-plain-2,plum-plain-1", top="paulownia-plain-1,cherry-plain-2,pine-plain-1",
              captures1="pine-plain-2")
    bomb = next(a for a in G.legal_actions(at(s)) if a.kind == "bomb")
    logged = Logged(at(s)).act(bomb, FLIP)
    assert logged.texts[0] == "You bombed with the maple cards and took all four."
    assert set(logged.log.moves[0].cards) == {i("maple-deer"), i("maple-blue"), i("maple-plain-1"),
                                              i("maple-plain-2")}
    assert logged.texts[1] == "Bomb! You took the <pine-plain-2> from the CPU."
    # and why the bomber's next turns are flips only (the engine's count of them)
    assert logged.texts[2] == "Your bomb played several cards in one turn, so your next 2 turns are flips only."
    assert not [t for t in logged.texts if "three" in t]
    two = Logged(logged.game)  # a bomb of two from the hand onto the field's two reads the same
    two.add([H.Bombed(0, m("maple-deer,maple-blue,maple-plain-1,maple-plain-2"))])
    assert two.texts[-2] == "You bombed with the maple cards and took all four."


def test_a_ppuk_pile_taken_names_its_maker_even_in_a_game_taken_up_later():
    s = table(hand0="maple-deer", hand1="pine-plain-2,iris-red", field="pine-crane,pine-plain-1,pine-poetry",
              top="iris-plain-1", captures0="cherry-plain-1,willow-lightning")
    s = dataclasses.replace(s, player=1, held=(NO_ONE, 0) + (NO_ONE,) * 11)  # player 0 piled the pines
    logged = Logged(at(s))
    logged.log.resumed()
    logged.act(play("pine-plain-2"), FLIP)
    assert "CPU took the ppuk pile you made." in logged.texts
    assert "The pile is taken! CPU took the <cherry-plain-1> from you." in logged.texts


def test_a_ppuk_says_who_made_the_pile_and_its_cards_stay():
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1", top="pine-poetry")
    logged = Logged(at(s)).act(play("pine-crane"), FLIP)
    # the play and the flip that made it say what they fell on (pt16: both "stayed on the field", taking nothing)
    assert logged.texts == ["You played the <pine-crane> onto the <pine-plain-1>.",
                            "You turned up the <pine-poetry>, which fell on the <pine-crane> and the <pine-plain-1>: "
                            "ppuk!",
                            "You made a ppuk: the three pine cards stay piled on the field."]
    assert set(logged.log.moves[2].cards) == {i("pine-crane"), i("pine-plain-1"), i("pine-poetry")}


def test_a_bonus_card_from_the_hand_never_names_the_card_drawn():
    s = table(hand0="bonus-2pi,maple-deer", hand1="iris-red", field="plum-plain-1", top="pine-crane")
    logged = Logged(at(s)).act(play("bonus-2pi"))
    assert logged.game.hand.hands[0] >> i("pine-crane") & 1, "the card drawn is the deck's top"
    assert logged.texts == ["You put the <bonus-2pi> with your captures and drew a card."]
    assert logged.log.moves[0].cards == (i("bonus-2pi"),)


def test_the_sake_cup_s_choice_and_a_go_after_it():
    hand, events = cup_turn()
    logged = Logged(at(hand))
    logged.add(events)
    logged.act(CUP_AS_PLAIN, GO)
    assert logged.texts[-2:] == ["You chose to count your sake cup as a double plain.",
                                 "You called Go with 7 yaku points (1 Go)."]


def test_chongtong_at_the_deal_names_the_month_won_with():
    g, events = G.new_game(MATGO, 133)  # dealt four paulownias: matgo wins the hand at once
    assert g.hand.result is not None and g.hand.result.reason == "chongtong"
    logged = Logged(g, events)
    assert logged.texts == ["The cards were dealt; you lead.",
                            "Chongtong: you were dealt all four paulownia cards and won the hand: 10 points, after multipliers."]


@pytest.mark.parametrize("answer", [CLAIM, PLAY_ON])
def test_four_of_a_month_kept_to_play_on_is_never_said(answer):
    rules = load_gostop("matgo", {"deal.four_in_hand": "chongtong_or_play"})
    s = lay_out(rules, hands=(m("maple-plain-1,iris-red"), m("pine-crane,pine-poetry,pine-plain-1,pine-plain-2")),
                field=m("plum-plain-1"), deck_order=[i("cherry-plain-1")], player=1)
    s = dataclasses.replace(s, phase=Phase.CHONGTONG)
    logged = Logged(at(s)).act(answer)
    if answer == CLAIM:
        assert logged.texts == ["Chongtong: the CPU was dealt all four pine cards and won the hand: 10 points, after multipliers."]
    else:
        assert logged.texts == [], "the four stay hidden in the hand"


def test_a_third_ppuk_ends_the_hand_in_words_of_its_own():
    s = table(hand0="maple-deer", hand1="iris-red", field="plum-plain-1")
    result = Result(1, "three-ppuk", 7, (7, 0))
    logged = Logged(dataclasses.replace(at(s), hand=dataclasses.replace(s, phase=Phase.OVER, result=result)))
    logged.add([H.HandOver(result), G.HandScored(1, 7, 1)])
    assert logged.texts == ["CPU made a third ppuk and won the hand: 7 points, after multipliers."]


def test_a_drawn_hand_and_a_score_reached_on_the_last_turn():
    nagari = played_hand(load_gostop("gostop-brazilian"), 0)
    assert nagari.game.hand.result.winner == NO_ONE
    assert nagari.texts[-1] == "The hands ran out and no one won: nagari."
    stopped = played_hand(load_gostop("gostop-brazilian"), 1, players=3)
    assert stopped.game.hand.result.reason == "stop"
    assert not [ev for ev in stopped.events if isinstance(ev, H.Called)], "the rules stopped the hand"
    assert stopped.texts[-2:] == ["CPU 2 scored with its last card, so the hand stopped there.",
                                  "CPU 2 won the hand: 32 points, after multipliers."]


def test_the_log_reads_in_the_language_spoken_when_shown():
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1", top="pine-poetry")
    logged = Logged(at(s)).act(play("pine-crane"), FLIP)
    i18n.set_language("ko")
    assert "뻑" in logged.texts[-1] and "바닥" in logged.texts[-1]
    assert "바닥" in logged.texts[0], "Go-Stop's field, in the words of its players"


def test_a_plain_card_is_named_in_each_game_s_words(monkeypatch):
    from koikoi.ui.words import card_words

    monkeypatch.undo()  # the cards by their names, not their ids
    pine = deck.INDEX["pine-plain-1"]
    assert card_words(pine) == card_words(pine, "gostop") == "Pine plain card"
    i18n.set_language("ko")
    # matgo players name the pine 솔 and its bright 솔광, where Korean Koi-Koi says 소나무 피 and 소나무 학
    assert (card_words(pine), card_words(pine, "gostop")) == ("소나무 피", "솔 피")
    crane = deck.INDEX["pine-crane"]
    assert (card_words(crane), card_words(crane, "gostop")) == ("소나무 학", "솔광")
    i18n.set_language("en")
    assert card_words(crane, "gostop") == card_words(crane)
    i18n.set_language("ko")
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1", top="pine-poetry")
    logged = Logged(at(s)).act(play("maple-deer"), FLIP)
    assert "소나무" not in logged.texts[0]
    s = table(hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1", top="iris-plain-1")
    logged = Logged(at(s)).act(play("pine-crane"), FLIP)
    assert "솔 피" in logged.texts[0] and "꽃" not in logged.texts[0], "a plain card is 피 at Go-Stop's table"


# --- at the table ------------------------------------------------------------------------------

@pytest.mark.usefixtures("rasterise_each_card_once")
@pytest.mark.parametrize("preset, players", [("matgo", 2), ("gostop-brazilian", 3)])
def test_the_table_opens_the_hand_s_log_with_m_and_its_button(preset, players):
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(load_gostop(preset), 11, "easy", players=players)
        app.push(table)
        run(app, 600, until=table.human_turn)
        if not table.game.plays:  # the person leads: a card of theirs first
            table.act(G.legal_actions(table.game)[0])
            run(app, 600, until=table.human_turn)
        key(pygame.K_m)
        run(app, 2)
        log = app.top
        assert isinstance(log, MovesScene) and log.log is table.log
        assert log.names == table.names and len(log.names) == players
        assert log.log.title() == "Moves  ·  hand 1"
        said = [move.text for move in log.log.moves]
        assert said[0].startswith("The cards were dealt;"), said
        for p in {play.player for play in table.game.plays}:  # each who has played, named in their moves
            assert any(t.startswith(table.short[p] + " ") for t in said), (table.short[p], said)
        key(pygame.K_m)  # M closes it again
        run(app, 2)
        assert app.top is table
        click(table.moves_button.rect.center)
        run(app, 2)
        assert isinstance(app.top, MovesScene)
        key(pygame.K_ESCAPE)
        run(app, 2)
        assert app.top is table and table.moves_button.rect.bottom < table.last_button.rect.top
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.usefixtures("rasterise_each_card_once")
def test_the_pause_lists_every_key_the_go_stop_table_answers():
    listed = {keys for _heading, pairs in GOSTOP_SHORTCUT_GROUPS for keys, _what in pairs}
    assert "M" in listed
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = GostopTableScene(app.ctx, MATGO, 5, "easy")
        app.push(table)
        table.open_pause()
        run(app, 2)
        pause = app.top
        assert isinstance(pause, GostopPauseScene)
        assert ("M", "the hand's move log", False) in pause.lines
        answered = {pygame.key.name(b.key).upper() for b in table.buttons if b.key is not None}
        assert answered == {"M", "R", "H"} and answered <= listed  # the move log, the last hand, the hint
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
