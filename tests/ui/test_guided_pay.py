"""Go-Stop's guided game, its lesson on what the loser pays, audited
against the engine's own score over many seeded hands won by the person:
every bonus and penalty of the CPU's score is said, each in a sentence of
its own that names it a bonus or a penalty (never a penalty for a Go), the
penalties with the limits of the rules in force ("fewer than 8 plains"),
and the sum said makes what the CPU pays. In every language, whole
sentences: no name of a seat or line set after a colon as a fragment."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from koikoi import i18n
from koikoi.games.guides import TEACHERS
from koikoi.games.gostop.scoring import loser_scores, payments
from koikoi.games.lessons import course, shipped
from koikoi.ui.gostop.lessons import LESSONS, bonus_seen

TAUGHT = course(TEACHERS["gostop"], shipped("gostop", "matgo"))
END = TAUGHT.state_at(len(TAUGHT.actions))  # the person has stopped and won
CARDS = 53  # 48 cards and matgo's five bonus cards


def won_hands(rules, n: int = 400):
    """Hands the person (seat 0) wins with a score over its yaku: random captures, Go calls and shakes."""
    rng = random.Random(39)
    for _ in range(n):
        cards = list(range(CARDS))
        rng.shuffle(cards)
        mine, theirs = cards[:rng.randint(8, 30)], cards[30:30 + rng.randint(0, 20)]
        captures = (sum(1 << c for c in mine), sum(1 << c for c in theirs))
        go_calls = (rng.choice((0, 0, 1, 2, 3, 4)), rng.choice((0, 0, 1)))
        shakes = (rng.choice((0, 0, 1, 2)), 0)
        hand = dataclasses.replace(END.hand, captures=captures, go_calls=go_calls, shakes=shakes)
        ((_q, score),) = loser_scores(rules, captures, 0, go_calls, shakes[0], hand.cup)
        if not score.base or all(x.kind == "yaku" for x in score.lines):
            continue
        paid = payments(rules, captures, 0, go_calls, shakes[0], hand.cup)
        result = dataclasses.replace(END.history[-1], payments=paid)
        yield dataclasses.replace(END, rules=rules, hand=hand, history=(result,), plays=()), score


def variants():
    """Matgo's rules, and with other limits: a pi-bak limit and meong-bak's, with or without none spared."""
    rules = END.rules
    s = rules.scoring
    yield rules
    yield dataclasses.replace(rules, scoring=dataclasses.replace(s, pi_bak_max=5, pi_bak_zero_exempt=False,
                                                                 meong_bak_min=6))


@pytest.mark.parametrize("rules", list(variants()), ids=["matgo", "other-limits"])
def test_the_lesson_says_every_bonus_and_penalty_of_the_engines_score(rules):
    seen = set()
    for game, score in won_hands(rules):
        taught = dataclasses.replace(TAUGHT, played=dataclasses.replace(
            TAUGHT.played, states=[*TAUGHT.played.states[:-1], game]))
        lesson = LESSONS.lesson("penalties", taught, len(TAUGHT.actions), ("You", "CPU"))
        # what a bonus card of this hand is, if it came in view since the lesson before: said after the pay
        text = lesson.text.replace(bonus_seen(taught, "penalties"), "").rstrip()
        sentences = re.findall(r"[^.]+\.(?:\s|$)", text)
        bonuses = [x for x in score.lines if x.kind in ("bonus", "multiplier")]
        penalties = [x for x in score.lines if x.kind == "penalty"]
        assert sum("bonus" in s for s in sentences) == len(bonuses), text
        assert sum("is a penalty" in s for s in sentences) == len(penalties), text
        assert not any("bonus" in s and "penalty" in s for s in sentences), text  # each named apart
        assert lesson.title == ("Bonuses and penalties" if bonuses else "Penalties")
        for line in penalties:
            name = {"pi-bak": "Pi-bak", "gwang-bak": "Gwang-bak", "meong-bak": "Meong-bak", "go-bak": "Go-bak"}
            said = next(s for s in sentences if s.startswith(name[line.id]))
            if line.id == "pi-bak":  # the limit, from the rules in force
                assert f"only {line.count} plain" in said and f"fewer than {rules.scoring.pi_bak_max + 1}" in said
                assert ("none at all is spared" in said) == rules.scoring.pi_bak_zero_exempt
            if line.id == "meong-bak":
                assert f"{rules.scoring.meong_bak_min} or more" in said
            seen.add(line.id)
        for line in bonuses:
            seen.add(line.id)
            if line.id == "go" and line.kind == "bonus":
                assert any("Go call" in s and f"add{'s' if line.count == 1 else ''} {line.count} point" in s
                           for s in sentences), text
        paid = sum(game.history[-1].payments)
        assert text.startswith(f"The CPU pays you {paid} points")
        (sum_of,) = re.findall(r"In all: ([^=]+) = (\d+) points?\.", text)
        assert eval(sum_of[0].replace("×", "*")) == paid == int(sum_of[1]) == score.total  # noqa: S307
        assert not re.search(r": [A-Z](?!\w*-bak)", text), text  # no capitalised fragment after a colon
    assert {"pi-bak", "gwang-bak", "meong-bak", "go-bak", "go", "shake"} <= seen  # the audit met every line


@pytest.mark.parametrize("lang", ["fr", "pt_BR", "ko", "ja"])
def test_the_lesson_is_said_whole_in_every_language(lang):
    cue = next(c for c in TAUGHT.cues if c.topic == "penalties")
    i18n.set_language(lang)
    try:
        lesson = LESSONS.lesson("penalties", TAUGHT, cue.at, (i18n._("You"), i18n._("CPU")))
    finally:
        i18n.set_language("en")
    game = TAUGHT.state_at(cue.at)
    ((_q, score),) = loser_scores(game.rules, game.hand.captures, 0, game.hand.go_calls, game.hand.shakes[0],
                                  game.hand.cup)
    pi = next(x for x in score.lines if x.id == "pi-bak")
    assert "{" not in lesson.text and "Beyond" not in lesson.text
    assert str(game.rules.scoring.pi_bak_max + 1) in lesson.text and str(pi.count) in lesson.text
    assert f"= {sum(game.history[-1].payments)}" in lesson.text


def test_the_go_lesson_says_why_a_go_is_asked_for_here():
    """The Go the lesson asks for is a sound call or said to be a gamble,
    by the CPU's score (the engine's) against the score it needs to stop."""
    from koikoi.games.gostop.turn import hand_score_of

    cue = next(c for c in TAUGHT.cues if c.topic == "go")
    game = TAUGHT.state_at(cue.at)
    least = game.rules.go.threshold
    rng = random.Random(39)
    said = set()
    for _ in range(300):
        cards = list(range(48))
        rng.shuffle(cards)
        theirs = sum(1 << c for c in cards[:rng.randint(0, 24)])
        hand = dataclasses.replace(game.hand, captures=(game.hand.captures[0], theirs))
        seen = dataclasses.replace(game, hand=hand)
        score = hand_score_of(game.rules, theirs, hand.cup)
        taught = dataclasses.replace(TAUGHT, played=dataclasses.replace(
            TAUGHT.played, states=[*TAUGHT.played.states[:cue.at], seen, *TAUGHT.played.states[cue.at + 1:]]))
        text = LESSONS.lesson("go", taught, cue.at, ("You", "CPU")).text
        sound = "A Go is worth its risk here" in text
        assert sound == (score * 2 <= least) and (sound or "a Go is a gamble here" in text), text
        assert f"the CPU has {score} point" in text.replace("The CPU has", "the CPU has") and f"{least} points" in text
        said.add(sound)
    assert said == {True, False}  # both ways met
    shipped_text = LESSONS.lesson("go", TAUGHT, cue.at, ("You", "CPU")).text
    assert "A Go is worth its risk here" in shipped_text  # the script's Go is a sound one


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_a_bonus_plain_seen_is_not_said_worth_twice(lang):
    """A bonus plain's name says its worth: the lesson that first shows it does not add it again (pt17, French:
    "la carte bonus qui vaut deux cartes simples, une qui vaut deux cartes simples"); the other bonus cards,
    whose names do not say what they do, are still explained."""
    from koikoi.games.gostop import deck
    from koikoi.ui.gostop_explained import bonus_card

    i18n.set_language(lang)
    try:
        said = {cue.topic: bonus_seen(TAUGHT, cue.topic) for cue in TAUGHT.cues}
        shown = [card for card in deck.IDS if card.startswith("bonus-")
                 if any(bonus_card(card) in text for text in said.values())]
        assert not [card for card in shown if card.endswith("pi")], (shown, said)
        assert any(said.values()), said  # the guided match shows a bonus card
    finally:
        i18n.set_language("en")
