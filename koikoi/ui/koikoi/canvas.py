"""Koi-Koi's painting: the shared canvas (:class:`~koikoi.ui.table.canvas.CardCanvas`)
with Koi-Koi's information panel, the piles' labels and the status line."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ...games.common.cards import Kind
from ...games.common.seats import HUMAN
from ...games.koikoi.turn import Phase
from ...i18n import _, language
from ..assets import GOLD_LIGHT, KIND_NAMES, MONTH_NAMES
from ..box_said import counting_yaku, kind_box_name
from ..progress import Progress, listed, within_reach
from ..seat_words import named
from ..table import panel
from ..table.canvas import ASK_CALL, ASK_CARD, CardCanvas
from ..widgets import fit_text
from .cup import cup_adds, cup_labels
from .geometry import OWNER_STRIP
from .view import KoikoiParts


LIMIT = 4  # the yaku in progress each player's lines list; the rest are counted ("+2 more")


class Canvas(CardCanvas):
    """Koi-Koi's table: its information panel, the piles' labels, the status line."""

    table: KoikoiParts
    kept: dict[tuple[int, int], frozenset[str]] = {}  # (round, seat): the yaku its panel lists (each canvas its own)

    # --- what the panels show ------------------------------------------------------------
    def info(self) -> panel.Info:
        t = self.table
        m = t.match
        rnd = m.round
        scores = t.shown_scores()
        names = t.names

        def row(p: int) -> panel.Row:
            return panel.Row(names[p], scores[p], rnd.dealer == p, rnd.koikoi_calls[p], t.turn_shown == p)

        rows = (row(1), row(0))  # the opponent's, then the player's
        # the cards standing in each player's boxes, as their labels count them: a line does not run ahead of
        # a card still on its way ("Tanzaku 4/5" over three ribbons); at rest, the engine's captures
        held = [sum(1 << c for c in self.landed(p)) for p in (0, 1)]
        lines = {p: listed(t.rules, held[p], held[1 - p], rnd.month, limit=self.begun_listed(),
                           kept=self.kept.get((m.round_no, p), frozenset())) for p in (0, 1)}
        # TRANSLATORS: the heading of a player's progress toward yaku in the information panel.
        yaku = tuple(
            (_("Your yaku") if p == t.person else named(t.short[p], _("The CPU's yaku"), _("{name}'s yaku")),
             self.listed(p, lines[p][0]))
            for p in (0, 1))
        # TRANSLATORS: the information panel: the round's month, by its flower ({month}: "Plum").
        month = _("{month} month").format(month=_(MONTH_NAMES[rnd.month]))
        return panel.Info(self.head(), month, rows, self.turn_words(), yaku, language(),
                          tuple(tuple(lines[p][1]) for p in (0, 1)),
                          tuple(within_reach(t.rules, held[p], held[1 - p], rnd.month) for p in (0, 1)))

    def begun_listed(self) -> int:
        """How many yaku in progress a player's lines list, beside those made:
        fewer where the panel is short for its text (the smallest window at the
        largest text), so that its lines, and the "+N more" after them, hold
        the text size chosen, as Go-Stop's do."""
        lay, assets = self.table.ctx.layout, self.table.ctx.assets
        return LIMIT - 1 if lay.window[1] < 600 and assets.text_scale >= 1.5 else LIMIT

    def listed(self, p: int, lines: list[Progress]) -> tuple[Progress, ...]:
        """``p``'s yaku lines, remembered for the round: of two yaku as near,
        the one listed before stays first (see :func:`~koikoi.ui.progress.listed`)."""
        self.kept = {k: v for k, v in self.kept.items() if k[0] == self.table.match.round_no}
        self.kept[(self.table.match.round_no, p)] = frozenset(y.yaku_id for y in lines)
        return tuple(lines)

    def head(self) -> str:
        """The information panel's heading: "Round 4 of 12", "Round 4  ·  to 50"."""
        t = self.table
        n = t.match.round_no
        rounds, target = t.rules.match.rounds, t.rules.match.target
        # TRANSLATORS: the information panel's heading: {round} is the round's number, {rounds} how many the
        # match has, {target} the points the match is played to ("Round 4 of 12  ·  to 50").
        if rounds and target:
            return _("Round {round} of {rounds}  ·  to {target}").format(round=n, rounds=rounds, target=target)
        if rounds:
            return _("Round {round} of {rounds}").format(round=n, rounds=rounds)
        if target:
            return _("Round {round}  ·  to {target}").format(round=n, target=target)
        return _("Round {round}").format(round=n)

    def asked(self) -> str | None:
        phase = self.table.match.round.phase
        if phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            return ASK_CARD
        return ASK_CALL if phase in (Phase.KOIKOI, Phase.SWAP) else None

    def over_words(self) -> str | None:
        t = self.table
        if t.match.round.over:
            return _("Round over") if t.result_shown else ""
        return None

    def pile_labels(self, p: int, pile: tuple[int, ...], adds: Callable[[Kind], int]) -> panel.Drawn:
        """Each box's label, and over the CPU's boxes, on the strip left for it, whose they are ("CPU (Normal)"),
        as Go-Stop names them."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        surf, r = panel.render_pile_labels(p, pile, lay, a, t.geometry, adds, cup_labels(), self.box_names())
        if p != HUMAN and surf is not None:
            owner = fit_text(a, t.names[p], lay.px(17), lay.px(13), r.w - lay.px(12), GOLD_LIGHT, bold=True)
            surf.blit(owner, owner.get_rect(midleft=(lay.px(6), lay.px(OWNER_STRIP) // 2 + lay.px(2))))
        return surf, r

    def box_names(self) -> dict[Kind, str]:
        """Each box's whole name, the same in both seats: its kind and the yaku
        its cards make where they are other words ("Animals (Tane)", as
        :func:`..box_said.kind_box_name` says), where that fits both seats'
        boxes with a count of two digits at the text size chosen; else the
        kind alone ("Animals")."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        names = {}
        for kind in Kind:
            word = _(KIND_NAMES[kind])
            whole = kind_box_name(word, counting_yaku(t.rules.yaku, kind))
            label = _("{kind}  {n}").format(kind=whole, n=10)
            rooms = [panel.label_room(a, lay, kind, t.geometry.group_rect(p, kind)) for p in (0, 1)]
            names[kind] = whole if all(a.font(lay.px(17)).size(label)[0] <= room for room in rooms) else word
        return names

    def refresh(self) -> None:
        """Draw again any decal whose content changed; mark its old and new rects."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        window = lay.window
        for p in (0, 1):
            pile = self.landed(p)
            adds = partial(cup_adds, t.rules, sum(1 << c for c in pile))  # the cup lying with the animals
            self.decal(f"piles{p}", (panel.pile_key(pile), t.names[p], window),
                       partial(self.pile_labels, p, pile, adds))
        info = self.info()
        self.decal("info", (info, window), lambda: self.spotted(*panel.render_info(info, lay, a)))
        self.status_line()
        self.decal("turn", (t.turn_shown, window), lambda: panel.render_turn(t.turn_shown, lay))
        count = t.model.deck_count
        self.decal("deck", (count, window), lambda: panel.render_deck(count, lay, a))
        self.tip()
        problems = t.problem_words()
        self.decal("notice", (problems, window), lambda: panel.render_notice(problems, lay, a), under=False)
        pace = t.secs(1.0)
        still = t.ctx.reduced_motion
        self.decal("banner", (t.banner.key(pace, still), window), lambda: t.banner.render(lay, a, pace, still),
                   under=False)
