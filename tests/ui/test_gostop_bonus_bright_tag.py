"""The bonus bright's tag beside it in its taker's captures ("+1 for a
loser only") is said whole in one form, on one line where it fits, else
between words on more (never "+1" alone: pt15 read "+1" in one box and
"+1 se perder" in another), in the card's column, off every card: at
150% text (cold playtest pt13, Brazilian rules for three in Portuguese,
French "+1 si perdant") it wrapped to two or three lines, broken inside a
word ("+1 si / perd / ant"), over the cards. Pointing at the card says what the tag means
in a sentence (before, its name only). Over seeded games of both table
sizes, both windows, three text sizes and five languages."""

from __future__ import annotations

import functools
import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase

from koikoi.ui.gostop_bright_words import bright_box_said

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@functools.cache
def with_the_bright_taken(players: int) -> tuple[G.GameState, ...]:
    """Games of random plays, the person to play, the bonus bright in a seat's captures: one from each of a few
    seeds, the bright in different seats' boxes."""
    rules = load_gostop("gostop-brazilian")
    found: list[G.GameState] = []
    for seed in range(400):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 2:
            h = g.hand
            if (GOSTOP.to_move(g) == 0 and h.phase is Phase.PLAY and h.hands[0]
                    and any(c & deck.BONUS_BRIGHT for c in h.captures)):
                found.append(g)
                break
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        if len({next(p for p, c in enumerate(f.hand.captures) if c & deck.BONUS_BRIGHT) for f in found}) >= 2:
            break
    assert found, "no bonus bright taken"
    return tuple(found)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_bonus_bright_s_tag_is_one_line_in_its_column_and_pointing_says_it(size, text_size):
    bright = deck.BONUS_BRIGHT.bit_length() - 1
    seen = 0
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            for players in (2, 3):
                for g in with_the_bright_taken(players):
                    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
                    app.clear_to(table)
                    run(app, 600, until=lambda table=table: not table.timeline)
                    run(app, 30)
                    where = f"{size} {text_size} {lang} {players} players"
                    owner = next(p for p in range(players) if bright in table.model.captured[p])
                    whole = i18n.pgettext("gostop", "+1 bright if its taker loses")
                    tags = [(c, box, lines) for c, box, lines in table.canvas.apart_tags(table.canvas.apart_cards())
                            if c == bright]
                    seen += len(tags)
                    for _c, box, lines in tags:
                        # one form everywhere, said whole: its words, never "+1" alone (pt15 read "+1" in one box
                        # and "+1 se perder" in another), on one line or between words on more
                        words = table.canvas.tag_words[bright]
                        assert len(words) == len(lines), where
                        assert "".join(words).replace(" ", "") == whole.replace(" ", ""), f"{where}: {words}"
                        assert " " not in whole or " ".join(words).split() == whole.split(), f"{where}: {words}"
                        column = table.geometry.group_rect(owner, table.geometry.kind_of(bright))
                        assert column.contains(box), f"{where}: the tag {box} out of its box {column}"
                        over = [c for c in table.model.captured[owner]
                                if box.colliderect(table.sprites[c].rect())]
                        assert not over, f"{where}: the tag {box} over the cards {over}"
                    table.pointer.pointed = bright
                    said = table.pointer.status()
                    assert bright_box_said(1, table.rules) in said, f"{where}: pointing says {said!r}"
    assert seen, "a tag beside the bonus bright"
