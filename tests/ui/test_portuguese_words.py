"""Brazilian Portuguese as its players read it, over the whole catalog (a
newcomer's cold playtest, issue 39):

- a sentence about another seat ("{name} took back its own ppuk pile")
  never says "sua/seu": in Brazilian Portuguese it reads as the player's
  ("sua própria pilha" read as *your* pile); "dela", "que ela fez" say it;
- what another seat took from the person is said "tomou de você as
  duas…", never with "de você" trailing after the cards;
- Go-Stop's hand is the "rodada" in every sentence, as on every other
  screen ("até o fim da mão" was the one left)."""

from __future__ import annotations

import re

from .test_french_words import catalog, strings

POSSESSIVE = re.compile(r"\b(sua|seu|suas|seus)\b", re.IGNORECASE)


def about_another_seat(msgid: str) -> bool:
    """A sentence whose subject is another seat and which names something of theirs ("its")."""
    return msgid.startswith(("{name}", "{why} {name}")) and re.search(r"\bits\b", msgid) is not None


def test_a_sentence_about_another_seat_never_says_sua_or_seu():
    found = []
    for m in catalog("pt_BR"):
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        if any(about_another_seat(i) for i in ids):
            found += [s for s in strings(m) if POSSESSIVE.search(s)]
    assert not found, found


def test_what_was_taken_from_you_is_said_before_the_cards():
    found = []
    for m in catalog("pt_BR"):
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        if any(re.search(r"from you\b", i) for i in ids):
            found += [s for s in strings(m) if re.search(r"\{(cards|n)\}.* de você\b|\bcomuns? suas?\b", s)]
    assert not found, found


def test_go_stop_s_hand_is_the_rodada():
    found = []
    for m in catalog("pt_BR"):
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        if any(re.search(r"(rest|end) of the hand|this hand|the hand stopped", i) for i in ids):
            found += [s for s in strings(m) if re.search(r"\b(da|esta|desta|nesta|a) mão\b", s)]
    assert not found, found
