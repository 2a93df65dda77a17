"""What the table shows a new player: both choices in view, the opponent's
last move, the move log, cards named when pointed at, every captured card
identifiable, the deal skipped with a click, the rules' stops told."""

from __future__ import annotations

import collections
import dataclasses
import time

import pygame
import pytest

from koikoi.games.common.cards import KIND_OF, Kind, indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.actions import KOIKOI, PLAY
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.table import panel
from koikoi.ui.koikoi import table as table_scene
from koikoi.ui.koikoi.steps import READ_S, koikoi_called
from koikoi.ui.table.geometry import CAP_SHOW
from koikoi.ui.table.model import Where
from koikoi.ui.table.stage import TRACE
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.words import card_name, reason_text

from ..games.koikoi.helpers import c, setup
from .conftest import click, key, run

# what the scenes do, not the card images: see the fixture
pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

RULES = load_preset("nintendo")


def table(app, rnd: R.RoundState, rules=RULES) -> TableScene:
    """The table taken up at ``rnd`` (as a saved match is), settled and waiting."""
    m, _ = M.new_match(rules, 1)
    m = dataclasses.replace(m, round=rnd, scores=(0, 0))
    play = TableScene(app.ctx, rules, None, "easy", resume=m)
    app.push(play)
    run(app, 400, until=lambda: play.idle and not play.banner.left)
    return play


def point(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def two_matches(app) -> TableScene:
    """The player holds the pine crane; two pines lie on the field."""
    rnd = setup(RULES, hand0="pine-crane,plum-plain-1,iris-plain-1", hand1="maple-plain-1,maple-plain-2,willow-red",
                field="pine-plain-1,pine-poetry,cherry-plain-1,paulownia-plain-1",
                deck="wisteria-plain-1,clover-plain-1,clover-plain-2")
    return table(app, rnd)


# --- choosing between two field cards ------------------------------------------------------

def test_both_cards_to_choose_from_are_in_full_view_with_their_keys(app):
    play = two_matches(app)
    assert play.human_turn()
    click(play.sprites[c("pine-crane")].rect().center)
    run(app, 200, until=lambda: play.human_turn() and play.prompted)
    assert play.match.round.phase is Phase.CHOOSE_HAND
    candidates = [c("pine-plain-1"), c("pine-poetry")]
    for card in candidates:
        rect = play.sprites[card].rect()
        covering = [s.card for s in play.sprites if s.visible and s.card != card and s.z > play.sprites[card].z
                    and s.rect().colliderect(rect)]
        assert not covering, f"{card_name(card)} is covered by {covering}"
    order = sorted(candidates, key=lambda k: (play.sprites[k].x, play.sprites[k].y))  # left to right, then down
    assert [play.sprites[k].badge for k in order] == ["1", "2"]
    assert "Choose a glowing card to take, and click it." in play.status()  # the mouse played: it says clicking
    key(pygame.K_2)  # the right-hand one
    run(app, 200, until=lambda: play.match.round.phase is not Phase.CHOOSE_HAND)
    assert play.match.round.captures[HUMAN] >> order[1] & 1
    assert not any(s.badge for s in play.sprites)


# --- the opponent's last move, and the move log ----------------------------------------------

def cpu_to_play(app) -> TableScene:
    """The CPU plays first and must take the maple plain with its maple."""
    rnd = setup(RULES, hand0="pine-crane,plum-plain-1,iris-plain-1", hand1="maple-deer,willow-red,peony-plain-1",
                field="maple-plain-1,pine-poetry,cherry-plain-1,paulownia-plain-1",
                deck="wisteria-plain-1,clover-plain-1,clover-plain-2", player=1)
    return table(app, rnd)


def test_the_opponents_last_move_stays_marked_until_the_player_acts(app):
    play = cpu_to_play(app)
    run(app, 900, until=play.human_turn)
    played = [p.card for p in play.match.plays if p.player == 1]
    assert played, "the CPU has played"
    taken = set(indices(play.match.round.captures[1]))
    assert set(played) <= play.stage.traced and taken <= play.stage.traced
    assert all(play.sprites[k].mark == TRACE for k in play.stage.traced)
    assert "dashed outline" in play.status()  # what the outline means, said (issue 39)
    key(pygame.K_1)
    run(app, 2)
    assert not play.stage.traced and not any(s.mark for s in play.sprites)


def test_the_move_log_lists_the_rounds_moves(app):
    play = cpu_to_play(app)
    run(app, 900, until=play.human_turn)
    key(pygame.K_m)
    run(app, 2)
    log = app.top
    assert isinstance(log, MovesScene)
    said = [m.text for m in log.log.moves]
    played = next(p.card for p in play.match.plays if p.player == 1)
    assert any(t.startswith("CPU played") and "took" in t for t in said), said
    assert any(played in m.cards for m in log.log.moves)
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is play


def test_the_opponents_koikoi_is_on_screen_long_enough_to_read_even_at_top_speed(app):
    assert app.ctx.speed == 4.0
    play = cpu_to_play(app)
    koikoi_called(play, R.KoiKoiCalled(1, 1))
    assert play.banner.text == "Koi-Koi!" and play.banner.left >= READ_S
    for _ in range(30):  # one second of the game's clock at top speed (run() would add
        app.step(1 / 30)  # the frames spent waiting for the AI, which a slow machine makes many)
    assert play.banner.up
    click((5, 700))  # a click on the felt puts it away
    run(app, 1)
    assert not play.banner.up


def test_your_turn_is_said_only_once_the_opponents_flip_has_landed(app):
    play = cpu_to_play(app)
    said_early = []
    for _ in range(900):
        run(app, 1)
        flipped = [k for k in range(48) if play.model.where(k) is Where.FLIP]
        if play.turn_shown == HUMAN and (flipped or any(s.travelling for s in play.sprites)):
            said_early.append((flipped, play.match.round.phase))
        if play.human_turn():
            break
    assert play.human_turn() and play.turn_shown == HUMAN
    assert not said_early


def test_no_turn_is_shown_during_the_dealer_draw(app):
    play = TableScene(app.ctx, RULES, 11, "easy")  # seed 11: the first dealer is drawn for
    app.push(play)
    seen_drawing = False
    for _ in range(600):
        run(app, 1)
        if any(place.where is Where.CENTRE for place in play.model.place.values()):  # draw cards on show
            seen_drawing = True
            assert play.turn_shown is None
        if play.human_turn() or play.thinking_since is not None:
            break
    assert seen_drawing


# --- pointing at a card names it --------------------------------------------------------------

def test_pointing_at_a_card_names_it_and_moving_off_forgets_it(app):
    play = two_matches(app)
    field = c("pine-poetry")
    point(play.sprites[field].rect().center)
    run(app, 1)
    assert play.status() == card_name(field, RULES) == "Pine poetry ribbon (January)"  # no bare value (issue 39)
    hand = c("pine-crane")
    point(play.sprites[hand].rect().center)
    run(app, 3)
    assert play.status().startswith("Pine crane (January), bright  ·  ")
    assert "two matches" in play.status()
    point((play.ctx.layout.rect("field").right - 4, play.ctx.layout.rect("field").bottom - 4))  # bare felt
    run(app, 1)
    assert "Crane" not in play.status() and "Poetry" not in play.status()
    assert play.status() == play.hint


def test_a_card_that_moves_away_under_a_resting_mouse_is_not_named_after(app):
    play = two_matches(app)
    spot = play.sprites[c("plum-plain-1")].rect().center
    point(spot)
    run(app, 3)
    assert play.pointer.pointed == c("plum-plain-1")
    key(pygame.K_2)  # plays the plum plain (second from the left), the mouse does not move
    run(app, 300, until=lambda: not any(s.travelling for s in play.sprites) and play.model.where(c("plum-plain-1")) is not Where.HAND)
    run(app, 3)
    under = [s.card for s in play.sprites if s.face >= 0.5 and s.hit(spot)]
    assert play.pointer.pointed == (max(under, key=lambda k: play.sprites[k].z) if under else None)
    assert "Plum" not in play.status() or c("plum-plain-1") in under


def test_captured_cards_are_named_too(app):
    rnd = setup(RULES, hand0="pine-crane,plum-plain-1", hand1="maple-plain-1,maple-plain-2",
                field="cherry-plain-1,paulownia-plain-1", captures1="iris-bridge,iris-plain-1",
                deck="wisteria-plain-1,clover-plain-1")
    play = table(app, rnd)
    point(play.sprites[c("iris-bridge")].rect().center)
    run(app, 1)
    assert play.status() == "Iris bridge (May), animal"


# --- capture piles ---------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 5, 9, 12, 17, 24])
def test_every_captured_card_keeps_its_corner_number_in_view(app, n):
    """However many plains a pile holds, no card covers the top-left corner
    (the month number) of one beneath it, and all stay in their box."""
    plains = [k for k in range(48) if KIND_OF[k] is Kind.PLAIN][:n]
    rnd = setup(RULES, hand0="pine-crane", hand1="pampas-moon", field="", captures0=",".join(
        f"{name}" for name in _ids(plains)), deck="wisteria-cuckoo")
    play = table(app, rnd)
    box = play.geometry.group_rect(HUMAN, Kind.PLAIN)
    sprites = sorted((play.sprites[k] for k in plains), key=lambda s: s.z)
    for i, s in enumerate(sprites):
        r = s.rect()
        assert box.contains(r), f"card {i + 1} of {n} leaves its box"
        corner = pygame.Rect(r.x, r.y, round(r.w * CAP_SHOW) - 1, round(r.h * 0.3))
        for above in sprites[i + 1:]:
            assert not above.rect().colliderect(corner), f"card {i + 1} of {n}: its number is hidden"


def test_a_box_with_room_shows_its_cards_side_by_side(app):
    rnd = setup(RULES, hand0="pine-crane", hand1="pampas-moon", field="",
                captures0="cherry-curtain,paulownia-phoenix", deck="wisteria-cuckoo")
    play = table(app, rnd)
    a, b = sorted((play.sprites[c("cherry-curtain")], play.sprites[c("paulownia-phoenix")]), key=lambda s: s.x)
    assert not a.rect().colliderect(b.rect())


def _ids(cards):
    from koikoi.games.common.cards import CARD_IDS

    return [CARD_IDS[k] for k in cards]


# --- a click skips the deal ---------------------------------------------------------------------

@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_plays_the_deal_to_its_end(app, how):
    play = TableScene(app.ctx, RULES, 11, "easy")
    app.push(play)
    run(app, 200, until=lambda: play.intro and not play.warming)
    assert play.intro
    if how == "click":
        click(play.ctx.layout.rect("field").center)
    else:
        key(pygame.K_SPACE)
    app.step(1 / 30)  # one frame
    assert not play.intro
    assert not any(s.travelling for s in play.sprites)
    assert sorted(play.model.hands[HUMAN] + play.model.hands[1] + play.model.field_cards()) == sorted(
        [*indices(play.match.round.hands[0]), *indices(play.match.round.hands[1]), *indices(play.match.round.field)])
    assert play.match.round.phase is Phase.PLAY  # no decision was taken for the player


# --- the koi-koi limit, told -----------------------------------------------------------------------

def koikoi_twice(app, rules=RULES):
    """The player has called koi-koi once (Sanko) and is about to make Shiko."""
    rnd = setup(rules, hand0="paulownia-phoenix,plum-plain-2,iris-plain-2", hand1="maple-plain-1,iris-plain-1",
                field="paulownia-plain-1,maple-plain-2,cherry-plain-1",
                deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
                captures0="pine-crane,cherry-curtain,pampas-moon", koikoi_calls=(1, 0), last_caller=0)
    return table(app, rnd, rules)


def test_the_prompt_says_when_the_rules_allow_one_koikoi(app):
    rnd = setup(RULES, hand0="pampas-moon,plum-plain-2,iris-plain-2", hand1="maple-plain-1,iris-plain-1",
                field="pampas-plain-1,maple-plain-2,cherry-plain-1",
                deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
                captures0="pine-crane,cherry-curtain")
    play = table(app, rnd)
    click(play.sprites[c("pampas-moon")].rect().center)
    run(app, 400, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    assert isinstance(prompt, KoiKoiScene)
    assert prompt.last_call.startswith("You have one koi-koi this round")  # the rules' limit of one, none called


def test_a_round_the_koikoi_limit_stops_is_told_and_not_called_a_stop(app):
    play = koikoi_twice(app)
    click(play.sprites[c("paulownia-phoenix")].rect().center)
    said = []
    for _ in range(600):
        run(app, 1)
        if play.banner.up:
            said.append((play.banner.text, play.banner.sub))
        if isinstance(app.top, SummaryScene):
            break
    summary = app.top
    assert isinstance(summary, SummaryScene)
    result = play.match.round.result
    assert result.reason == "stop-limit"
    assert any(title == "No koi-koi left" and "once a round" in sub for title, sub in said), said
    why = reason_text(result, play.short, play.person)
    assert "stopped" not in why and "no koi-koi call left" in why


def test_a_round_scoped_limit_is_told_as_such(app):
    rules = load_preset("nintendo", {"play.koikoi_limit_scope": "round"})
    rnd = setup(rules, hand0="pampas-moon,plum-plain-2,iris-plain-2", hand1="maple-plain-1,iris-plain-1",
                field="pampas-plain-1,maple-plain-2,cherry-plain-1",
                deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
                captures0="pine-crane,cherry-curtain")
    play = table(app, rnd, rules)
    assert KoiKoiScene.last_call_words(play).startswith("The round allows one koi-koi")
    assert PLAY[c("pampas-moon")] in M.legal_actions(play.match) and KOIKOI not in M.legal_actions(play.match)


def test_the_last_of_two_koi_koi_calls_is_said_to_be_the_last(app):
    rules = load_preset("nintendo", {"play.koikoi_limit_scope": "round", "play.koikoi_limit": 2})
    rnd = setup(rules, hand0="pampas-moon,plum-plain-2,iris-plain-2", hand1="maple-plain-1,iris-plain-1",
                field="pampas-plain-1,maple-plain-2,cherry-plain-1",
                deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
                captures0="pine-crane,cherry-curtain")
    play = table(app, rnd, rules)
    assert KoiKoiScene.last_call_words(play) == ""  # two to call: neither "last" nor "only one"
    play.match.round.koikoi_calls = (0, 1)  # the CPU called one: the person's would be the round's last
    assert KoiKoiScene.last_call_words(play).startswith("This is the round's last koi-koi")



def test_a_first_koi_koi_under_a_limit_of_one_is_not_called_the_last(app):
    """A newcomer read "This is your last koi-koi this round" before calling any: with one allowed and none
    called it says "only once"; the last of two is "your last"."""
    for limit, calls, said in ((1, (0, 0), "You have one koi-koi this round"),
                               (2, (1, 0), "This is your last koi-koi this round")):
        rules = load_preset("nintendo", {"play.koikoi_limit_scope": "each", "play.koikoi_limit": limit})
        rnd = setup(rules, hand0="pampas-moon,plum-plain-2,iris-plain-2", hand1="maple-plain-1,iris-plain-1",
                    field="pampas-plain-1,maple-plain-2,cherry-plain-1",
                    deck="wisteria-plain-1,wisteria-plain-2,clover-plain-1,clover-plain-2",
                    captures0="pine-crane,cherry-curtain")
        play = table(app, rnd, rules)
        play.match.round.koikoi_calls = calls
        assert KoiKoiScene.last_call_words(play).startswith(said), (limit, calls)

# --- sounds -----------------------------------------------------------------------------------

def test_a_card_laid_down_is_heard_when_it_lands_not_when_it_lifts_off(app):
    play = two_matches(app)
    card = c("plum-plain-1")  # no match: it is laid on the field
    sprite = play.sprites[card]
    app.ctx.audio.played.clear()
    key(pygame.K_2)
    heard = landed = None
    moved = False
    for frame in range(240):
        app.step(1 / 60)
        moved |= sprite.travelling
        if heard is None and "card_place" in app.ctx.audio.played:
            heard = frame
        if landed is None and moved and not sprite.travelling:
            landed = frame
        if heard is not None and landed is not None:
            break
    assert moved and landed is not None and heard is not None
    assert heard > 2, "heard at lift-off"
    assert abs(heard - landed) <= 1, f"heard at frame {heard}, landed at frame {landed}"


# --- what is drawn again -----------------------------------------------------------------------

class Slow:
    """An agent that thinks at least ``seconds`` (of real time) before its choice."""

    def __init__(self, agent, seconds: float) -> None:
        self.agent, self.seconds = agent, seconds

    def act(self, obs):
        time.sleep(self.seconds)
        return self.agent.act(obs)


def test_while_the_computer_thinks_only_the_words_that_change_are_drawn_again(app, monkeypatch):
    """The dots after "CPU is thinking" change every 0.4 s; the pile labels
    and the deck's count do not, and are not drawn again for them (drawing
    every panel for each dot made frames of several milliseconds)."""
    rnd = setup(RULES, hand0="pine-crane,plum-plain-1,iris-plain-1", hand1="maple-plain-1,maple-plain-2,willow-red",
                field="pine-plain-1,cherry-plain-1,paulownia-plain-1", deck="wisteria-plain-1,clover-plain-1",
                dealer=1, player=1)
    # the computer thinks long enough for the dots to change, however fast the machine
    made = table_scene.make_agent
    monkeypatch.setattr(table_scene, "make_agent", lambda *a, **k: Slow(made(*a, **k), 1.2))
    play = table(app, rnd)
    drawn: collections.Counter[str] = collections.Counter()
    for name in ("render_info", "render_pile_labels", "render_deck"):
        real = getattr(panel, name)
        monkeypatch.setattr(panel, name, lambda *a, real=real, name=name: (drawn.update([name]), real(*a))[1])
    run(app, 100, until=lambda: play.thinking_since is not None)
    dots = set()
    while play.thinking_since is not None:
        app.step(0.1)
        dots.add(play.think_dots)
        time.sleep(0.002)
    assert len(dots) >= 3, "the thinking did not last long enough to test"
    assert drawn["render_info"] >= len(dots) - 1, "the panel's words did not follow the dots"
    assert drawn["render_pile_labels"] == 0 and drawn["render_deck"] == 0, drawn
