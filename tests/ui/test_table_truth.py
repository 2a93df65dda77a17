"""The table against its engine, over random states of both games (Koi-Koi,
Go-Stop for two and for three), at both window sizes and the three text
sizes: every yaku line the engine has is drawn, whole, inside the panel;
each capture box counts what it shows and what the rules count, and its
label and cards fit in it; no field card hides another.

Each state is set on a table at rest (no animation), its display model
mended, and its panels painted under the recorder of ``texts``."""

from __future__ import annotations

import contextlib
import itertools
import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.gostop.canvas import render_info as gostop_info
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.layout import THREE_PLAYERS
from koikoi.ui.table import panel
from koikoi.ui.table.tip import render_tip

from .agreement import box_names_differ, capture_box_problems, field_cards_hidden, panel_problems, yaku_lines_unsaid
from .conftest import app_at
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

# Both window sizes at each text size, each in a language of its own
CASES = [(S.MIN_WINDOW, 100, "en"), (S.MIN_WINDOW, 125, "fr"), (S.MIN_WINDOW, 150, "ko"),
         (S.DEFAULT_WINDOW, 100, "ja"), (S.DEFAULT_WINDOW, 125, "en"), (S.DEFAULT_WINDOW, 150, "fr")]
STATES = 12  # random states of each game looked at, per case


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def at_rest(table) -> None:  # noqa: ANN001
    """Every card where the mended model sends it, as once the table is still."""
    for sprite in table.sprites:
        while sprite.update(1.0):
            pass


def koikoi_tables(app, seed: int = 3, preset: str = "nintendo", states: int = STATES):
    """A Koi-Koi table at rest, set to ``states`` random states of a match in turn (mid-round ones)."""
    rules = load_preset(preset)
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    rng = random.Random(seed)
    m, _ = M.new_match(rules, seed)
    seen = 0
    while seen < states and not m.over:
        m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        if not m.round.over and rng.random() < 0.12:
            table.match = m
            table.sync()
            at_rest(table)
            seen += 1
            yield table


def gostop_walk(app, players: int, seed: int, preset: str = "matgo", steps: int | None = None, keep=None):
    """``(step, table)``: a Go-Stop table of ``players`` at rest, set in turn to the states of a random game
    (``steps`` random legal actions at most, or to its end) that are mid-hand and that ``keep(step, rng)``
    takes (all, by default); the layout is put back when the walk ends or is left."""
    rules = load_gostop(preset, {"match.most_players": players})
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
    table.timeline.clear()
    app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
    rng = random.Random(seed)
    g, _ = G.new_game(rules, seed, players)
    try:
        for step in itertools.count() if steps is None else range(steps):
            if g.over:
                break
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
            if g.hand.phase is not GostopPhase.OVER and (keep is None or keep(step, rng)):
                table.game = g
                table.scores_shown = g.scores  # the hands before played out, as a game taken up shows them
                table.sync()
                at_rest(table)
                yield step, table
    finally:
        app.ctx.layout.use(None)


def gostop_tables(app, players: int, seed: int = 5, preset: str = "matgo"):
    """A Go-Stop table of ``players`` at rest, set to ``STATES`` random states of a game in turn."""
    with contextlib.closing(gostop_walk(app, players, seed, preset, keep=lambda _step, rng: rng.random() < 0.12)) as walk:
        yield from (table for _step, table in itertools.islice(walk, STATES))


def every_table(app):
    yield from koikoi_tables(app)
    yield from gostop_tables(app, 2)
    yield from gostop_tables(app, 3, preset="gostop-brazilian")  # with its five bonus cards


def info_panel(table):
    """Paint only the table's information panel, as the canvas does."""
    lay, a = table.ctx.layout, table.ctx.assets
    info = table.canvas.info()
    if hasattr(table, "match"):
        return panel.render_info(info, lay, a)
    return gostop_info(info, lay, a)


def panel_checked(table, problems, painted: bool) -> list[str]:  # noqa: ANN001
    """``problems(table, drawn, painted)`` for the table's panel; when
    ``painted``, the panel is drawn under the recorder first, its pointing
    spots set as the canvas sets them, and every yaku line must be said."""
    if not painted:
        return problems(table, [], painted=False)
    drawn = inked_texts(table, lambda screen: screen.blit(*info_panel(table)[:2]))
    table.canvas.spots = info_panel(table)[2]
    return problems(table, drawn, painted=True) + [f"unsaid: {line}" for line in yaku_lines_unsaid(table, drawn)]


def test_every_yaku_line_the_engine_has_is_drawn_whole_inside_the_panel(app):
    """At 150% text the panel dropped whole lines (a bare "CPU's yaku"; at a
    table of three, CPU 1's line): it packs its lines closer and shrinks
    before it leaves one out."""
    for table in every_table(app):
        drawn = inked_texts(table, lambda screen, t=table: screen.blit(*info_panel(t)[:2]))
        unsaid = yaku_lines_unsaid(table, drawn)
        assert not unsaid, f"{type(table).__name__}, {getattr(table, 'players', 2)} players: {unsaid}"


@pytest.mark.parametrize("case", [(S.MIN_WINDOW, 150, "ko"), (S.DEFAULT_WINDOW, 100, "en")],
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_korean_rules_viewing_yaku_read_as_made_only_once_they_score(case):
    """The Korean rules count Hanami-zake and Tsukimi-zake only beside
    another yaku: the panel read "Hanami-zake 2/2" (made) while the engine
    scored nothing. Over random states under the Korean preset, each made
    yaku line is the engine's: made where it scores, "needs another yaku"
    where it waits for one; drawn whole inside the panel."""
    from koikoi.games.koikoi.scoring import found_yaku

    waiting = counting = 0
    with app_at(*case) as a:
        for seed in range(8):
            for table in koikoi_tables(a, seed, preset="korean", states=40):
                rnd = table.match.round
                for p, (_heading, shown) in enumerate(table.canvas.info().yaku):
                    scored = {y.id for y in found_yaku(table.rules, rnd.captures[p], rnd.month)}
                    for pr in shown:
                        assert pr.scores == (pr.yaku_id in scored), (pr, scored)
                        if table.rules.yaku_by_id(pr.yaku_id).viewing and pr.have >= pr.need:
                            waiting += pr.yaku_id not in scored
                            counting += pr.yaku_id in scored
                if any(table.rules.yaku_by_id(pr.yaku_id).viewing and pr.have >= pr.need
                       for _h, shown in table.canvas.info().yaku for pr in shown):
                    drawn = inked_texts(table, lambda screen, t=table: screen.blit(*info_panel(t)[:2]))
                    unsaid = yaku_lines_unsaid(table, drawn)
                    assert not unsaid, unsaid
    assert waiting and counting, (waiting, counting)  # both were seen


def test_the_panel_s_scores_dealer_calls_and_round_are_the_engine_s(app):
    for table in every_table(app):
        wrong = panel_problems(table)
        assert not wrong, f"{type(table).__name__}, {getattr(table, 'players', 2)} players: {wrong}"


def capture_labels(table):
    """Paint only the capture boxes' labels, as the canvas does."""
    def paint(screen):
        table.canvas.decals.clear()
        table.canvas.refresh()
        for name, d in table.canvas.decals.items():
            if name.startswith("piles") and d.surface is not None:
                screen.blit(d.surface, d.rect)
    return paint


def test_each_capture_box_counts_what_it_shows_and_what_counts_and_holds_it_whole(app):
    """"Animals 3" over two animals, "Brights 5" for a winner whose fifth is
    the bonus bright (a bright only for a loser), a label cut ("Animals 2"
    at a table of three) and the last card of a row past the box's edge."""
    for table in every_table(app):
        drawn = inked_texts(table, capture_labels(table))
        wrong = capture_box_problems(table, drawn)
        assert not wrong, f"{type(table).__name__}, {getattr(table, 'players', 2)} players:\n" + "\n".join(wrong)


def test_each_kind_s_box_is_named_one_way_in_every_seat(app):
    """At a table of three one seat's plains read "Comuns", another's
    "Comuns (Pi)" and a third's a count alone ("5 ×2"): where one seat's
    box lacks the room for a name, every seat's box uses the shorter one."""
    for table in every_table(app):
        differ = box_names_differ(table, inked_texts(table, capture_labels(table)))
        assert not differ, f"{getattr(table, 'players', 2)} players: {differ}"


def test_no_field_card_hides_another(app):
    """Same-month cards lay stacked, one hiding the other before any choice,
    and a pile of three hid the card beneath: each shows its face and corner."""
    for table in every_table(app):
        hidden = field_cards_hidden(table)
        assert not hidden, f"{type(table).__name__}, {getattr(table, 'players', 2)} players:\n" + "\n".join(hidden)


def test_each_yaku_of_the_panel_explains_itself_when_pointed_at(app):
    """As a card names itself under the mouse, a yaku of the panel says its
    worth and, begun, how many of its cards are held and those still to
    take, in a box beside the panel, whole and inside the window."""
    from koikoi.games.gostop.scoring import cup_counts_as_plain, yaku_made
    from koikoi.i18n import pgettext
    from koikoi.ui.gostop_words import points, yaku_name
    from koikoi.ui.rules_explained import yaku_points
    from koikoi.ui.words import card_words

    explained = 0
    for table in every_table(app):
        table.canvas.decals.clear()
        table.canvas.refresh()  # the panel painted: where its yaku lines lie
        window = pygame.Rect((0, 0), app.ctx.layout.window)
        for at, what in table.canvas.spots:
            table.pointer.point_at(at.center)
            said = table.pointer.yaku_said()
            tip = inked_texts(table, lambda screen, t=table: screen.blit(*render_tip(
                t.pointer.yaku_said(), t.pointer.spot_at, t.ctx.layout, t.ctx.assets)))
            assert "".join(x for x, _r in tip).replace(" ", "") == said.replace(" ", ""), (said, tip)
            assert all(window.contains(r) for _x, r in tip), f"the words on {said!r} leave the window: {tip}"
            if what == "month":  # the round's month, its words audited in tests/ui/test_month_said.py
                continue
            if hasattr(table, "match"):
                p, pr = what
                if isinstance(pr, tuple):  # "+2 more": each yaku in progress not listed, named with its count
                    assert all(x.label() in said for x in pr), (said, [x.label() for x in pr])
                    continue
                y = table.rules.yaku_by_id(pr.yaku_id)
                assert pgettext("yaku", pr.name) in said, said
                if pr.replaced_by:
                    assert pgettext("yaku", pr.replaced_by) in said, said
                    continue
                assert yaku_points(y) in said, said
                if not pr.made:
                    assert f"{pr.have}" in said and f"{pr.need}" in said, said
                    missing = y.cards & ~table.match.round.captures[p]
                    if 0 < missing.bit_count() <= 5:
                        for c in range(48):
                            if missing >> c & 1:
                                assert card_words(c) in said, f"{said!r} does not name {card_words(c)!r}"
                    speaks_of = ("you have" if p == table.person else "the CPU has" if table.short[p] == "CPU"
                                 else f"{table.short[p]} has")
                    assert i18n.language() != "en" or speaks_of in said, said
            else:
                i, pr = what
                h = table.game.hand
                p = (*table.canvas.seated(), 0)[i]  # as the panel lists them
                if isinstance(pr, tuple):  # "+2 more": each yaku begun not listed, named with its count
                    assert all(x.label() in said for x in pr), (said, [x.label() for x in pr])
                    continue
                assert yaku_name(pr.yaku_id, table.rules) in said, said
                if pr.made:
                    made = yaku_made(table.rules, h.captures[p], cup_counts_as_plain(table.rules, h.captures[p], h.cup))
                    line = next(x for x in made if x.id == pr.yaku_id)
                    assert points(line.points) in said, said
                else:
                    assert f"{pr.have}" in said and f"{pr.need}" in said and points(pr.points) in said, said
            explained += 1
    assert explained, "no yaku was pointed at"


def test_a_box_s_label_follows_the_sake_cup_when_it_changes_boxes(app):
    """The cup's holder chose how it counts and it moved boxes, the cards
    taken unchanged: the labels were kept from before ("Animals 2" over the
    boar alone, the cup under Plains)."""
    from koikoi.games.gostop.actions import CUP_AS_ANIMAL, CUP_AS_PLAIN, CUP_CHOICE

    rules = load_gostop("matgo")
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
    table.timeline.clear()
    for seed in range(60):
        rng = random.Random(seed)
        g, _ = G.new_game(rules, seed, 2)
        while not g.over and not set(CUP_CHOICE) <= set(G.legal_actions(g)):
            g, _ = G.apply(g, rng.choice([a for a in G.legal_actions(g) if a not in CUP_CHOICE]))
        if not g.over:
            break
    else:
        pytest.fail("no game asked how the sake cup counts")
    asked = g
    flips = 0
    for g in (asked, G.apply(asked, CUP_AS_PLAIN)[0], asked, G.apply(asked, CUP_AS_ANIMAL)[0]):
        before = table.model.cup_plain
        table.game = g
        table.scores_shown = g.scores
        table.sync()
        at_rest(table)
        table.canvas.refresh()  # as each frame: a label is kept while its key is the same
        for p in (0, 1):
            kept = table.canvas.decals[f"piles{p}"].surface
            fresh, _where = table.canvas.pile_labels(p, table.canvas.landed(p))
            assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(fresh, "RGBA"), \
                f"seat {p}'s labels are those of before the cup changed boxes"
        flips += table.model.cup_plain != before
        wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
        assert not wrong, "\n".join(wrong)
    assert flips, "the cup never changed boxes"


def test_the_loser_only_tag_lies_inside_its_card_s_box(app):
    """At a table of three the tag is wider than the small captured card:
    it ran past the box's edge ("oser only") and over the card beside."""
    seen = 0
    for table in gostop_tables(app, 3, preset="gostop-brazilian"):
        apart = table.canvas.apart_cards()
        if len(apart) != 1:
            continue
        _surf, where = table.canvas.render_apart(apart)
        box = pygame.Rect(apart[0][-1])
        assert not where.w or box.contains(where), f"the tag at {where} leaves its box {box}"  # none: no room
        seen += 1
    if not seen:
        pytest.skip("no bonus bright was taken in these states")


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_each_bonus_card_s_name_is_said_whole_in_the_status_line(lang):
    """The bonus bright's words ran past the status line at 150% text
    ("...counts as having a bright…"): each bonus card's name fits the line,
    on one line or two, with every button of the row shown."""
    from koikoi.ui.gostop.pointer import BONUS_WORDS

    for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW):
        with app_at(size, 150, lang) as a:
            for table in gostop_tables(a, 3, preset="gostop-brazilian"):
                lay, assets = a.ctx.layout, a.ctx.assets
                for b in table.buttons:
                    b.visible = True
                room = panel.status_right(table.buttons, lay) - lay.rect("hint").x - lay.px(16)
                font = assets.font(lay.px(16))
                for words in BONUS_WORDS.values():
                    said = i18n._(words)
                    lines = panel.wrap(said, font, room)
                    assert font.size(said)[0] <= room or (
                        len(lines) == 2 and 2 * font.get_linesize() <= lay.rect("hint").h), (size, said)
                break
