"""The move log names the paulownia double plain as the double plain it is
where the rules count it two (issue 39, pt16: "uma carta comum da
paulównia" of the card worth two), in every language, and as a plain card
where the rules count it one. Audited over every line of seeded games that
shows it."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.gostop.movelog import GostopMoveLog

DOUBLE = deck.INDEX["paulownia-plain-3"]


def lines_showing(rules, card: int):  # noqa: ANN001, ANN201
    """The move log's lines of seeded games that show ``card``, as the log keeps them."""
    for seed in range(12):
        g, events = G.new_game(rules, seed, 2)
        now = [g]
        log = GostopMoveLog(lambda: ("You", "CPU"), 0, lambda now=now: now[0])  # type: ignore[misc]
        log.add(events)
        rng = random.Random(seed)
        for _ in range(300):
            if g.over or not G.legal_actions(g):
                break
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            now[0] = g
            log.add(events)
            yield from (m for m in log.moves if card in m.cards and m.cards[:1] != () and not log.opened)
            log.moves.clear()


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_double_plain_is_named_as_one_where_the_rules_count_it_two(lang):
    i18n.set_language(lang)
    try:
        double = i18n.pgettext("gostop card", "Paulownia double plain")
        single = i18n.pgettext("gostop card", "Paulownia plain card")
        seen = 0
        others = {deck.INDEX[f"paulownia-plain-{n}"] for n in (1, 2)}
        for move in lines_showing(load_gostop("matgo"), DOUBLE):  # matgo: the lightning and the paulownia
            assert single not in move.text.replace(double, "") or others & set(move.cards), move.text  # never single
            seen += double in move.text
        assert seen, "the paulownia double plain was never named"
        lightning = load_gostop("matgo", {"cards.double_plains": ["willow-lightning"]})
        for move in lines_showing(lightning, DOUBLE):  # these rules count it one: a plain card like the others
            assert double not in move.text, move.text
    finally:
        i18n.set_language("en")
