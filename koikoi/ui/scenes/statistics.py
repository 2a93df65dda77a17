"""The player's statistics for one game (Koi-Koi or Go-Stop, switched at
the top): the win rate against each level over time, how the rounds (the
hands of Go-Stop) ended, the points of those won, each yaku made with the
cards of the latest, the calls to play on and how often they paid, and the
best rounds and matches; filtered by level, rule set and period. Matches
opens the list of past matches under the same filters.

The history is asked once a change of filter (:func:`statistics`); the
figures are laid out as blocks on a page that scrolls under a still frame,
and each block is painted once, when it first comes into view, and then
blitted. The yaku's card images are rendered by the assets' loader, not
on the way to the first frame: a card not ready yet is a blank until it is.
"""

from __future__ import annotations


import pygame

from ...games.common.levels import LEVELS
from ...i18n import _, ngettext, pgettext
from ...storage.history_stats import Stats, yaku_names
from ..assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import level_name
from ..charts import bar_row, cumulative, histogram, labelled_buckets, percent, win_rate_plot
from ..history_view import (
    LEVEL_COLOURS, Block, Chosen, Counting, FilterBar, axis_marks, back_button, day, decimal, game_name, none_won,
    otherwise_words, points_words, round_bars, scores_text, their_calls_words, their_points_words, yaku_title,
)
from ..rows import ScrollBar
from ..rule_words import points as counted_points
from ..scene import Context, Scene
from ..stats_yaku import yaku_block
from ..widgets import DARK, ReadableButton, Widget, draw_panel, draw_text, wrap

WON, LOST, DRAWN = (226, 165, 36), (200, 96, 80), (140, 150, 140)




class StatisticsScene(Scene):
    def __init__(self, ctx: Context, game: str, chosen: Chosen | None = None) -> None:
        super().__init__(ctx)
        self.filter_bar = FilterBar(ctx, chosen or Chosen(game), self.refilter)
        self.bar = ScrollBar((0, 0, 1, 1), lambda offset: self.invalidate())
        self.blocks: list[Block] = []
        self.widgets: list[Widget] = []
        self.waiting: list[tuple[int, tuple[int, int]]] = []  # cards the loader is still rendering
        self.query()

    @property
    def game(self) -> str:
        return self.filter_bar.chosen.game

    @property
    def chosen(self) -> Chosen:
        return self.filter_bar.chosen

    def query(self) -> None:
        """The figures for the filters chosen: the matches now, the rounds and
        the yaku (the slower to count) once the screen is drawn (a count for
        filters no longer chosen is dropped with its Counting)."""
        self.counts = Counting(self.ctx.history, self.chosen.filters())
        self.names = yaku_names(self.ctx.history, self.game)
        self.drawn = False

    @property
    def stats(self) -> Stats:
        return self.counts.stats

    @property
    def pending(self) -> list[str]:
        return self.counts.pending

    def count_more(self) -> None:
        """The next part of the figures still to count, at once, and the page laid out again with it."""
        self.counts.count_more()
        self.lay_page()
        self.invalidate()

    def refilter(self, chosen: Chosen) -> None:
        self.query()
        self.bar.offset = 0
        self.place()
        self.invalidate()

    # --- layout -------------------------------------------------------------
    def place(self) -> None:
        px = self.ctx.layout.px
        W, H = self.ctx.layout.window
        self.title_rect = pygame.Rect(0, px(8), W, px(56))
        pickers = self.filter_bar.place(pygame.Rect(px(30), px(70), W - px(60), px(42)))
        self.frame = pygame.Rect(px(30), px(124), W - px(60), H - px(124) - px(80))
        self.view = self.frame.inflate(-2 * px(16), -2 * px(12))
        bar_w = px(12)
        self.bar.rect = pygame.Rect(self.view.right - bar_w, self.view.y, bar_w, self.view.h)
        bh, gap, esc = px(48), px(20), pgettext("key", "Esc")  # each as wide as its words and keys (and Enter) ask
        bw = min(max(px(240), *(ReadableButton.width_for(self.ctx.assets, t, bh, k, True) for t, k in
                                ((_("Matches"), ""), (_("Back"), esc)))), W // 2 - gap)
        y = H - px(64)
        # TRANSLATORS: the button of the statistics that opens the list of past matches
        self.matches_button = ReadableButton((W // 2 - bw - gap // 2, y, bw, bh), _("Matches"), self.open_matches,
                                             primary=True, key=pygame.K_RETURN, key_label=pgettext("key", "Enter"),
                                             click_sound=lambda: self.ctx.audio.play("click"))
        self.back = back_button(self.ctx, pygame.Rect(W // 2 + gap // 2, y, bw, bh), self.close)
        self.widgets = [*pickers, self.bar, self.matches_button, self.back]
        self.lay_page()

    def lay_page(self) -> None:
        """The blocks of the page, for the figures held and the view's width."""
        self.waiting = []
        self.blocks = self.lay_blocks(self.view.w - self.bar.rect.w - self.ctx.layout.px(14))
        height = max((b.rect.bottom for b in self.blocks), default=0)
        self.bar.set_extent(height, self.view.h)
        self.prefetch()

    def sizes(self) -> tuple[int, int, int]:
        """The text sizes: headings, body, and the lines under a figure, at
        the body's size (one size for like lines, issue 39); the charts'
        axes have their own (:meth:`axis_size`)."""
        return self.text_size(26), self.text_size(20), self.text_size(20)

    def axis_size(self) -> int:
        """The words along a chart's axes (dates, percentages, points)."""
        return self.text_size(17)

    def lay_blocks(self, width: int) -> list[Block]:
        """The page: two columns of blocks, then the yaku across both."""
        px = self.ctx.layout.px
        s = self.stats
        if not s.matches and not s.rounds:
            return [self.empty_block(width)]
        gap = px(18)
        left_w = (width - gap) * 56 // 100
        right_w = width - gap - left_w
        blocks: list[Block] = []
        y = 0
        if "rounds" in self.pending:
            pairs = [(self.win_rate_block(left_w), self.counting_block(right_w))]
        else:
            pairs = [(self.win_rate_block(left_w), self.rounds_block(right_w)),
                     (self.points_block(left_w), self.best_block(right_w))]
        for left, right in pairs:
            h = max(left.rect.h, right.rect.h)
            left.rect.topleft, right.rect.topleft = (0, y), (left_w + gap, y)
            left.rect.h = right.rect.h = h
            blocks += [left, right]
            y += h + gap
        yaku = self.yaku_block(width)
        yaku.rect.y = y
        return [*blocks, yaku]

    def lines_of(self, text: str, size: int, width: int) -> list[str]:
        return wrap(text, self.ctx.assets.font(size), width)

    # --- the blocks -----------------------------------------------------------
    def empty_block(self, width: int) -> Block:
        """What an empty history (or filters that leave no match) says."""
        head, body, _small = self.sizes()
        px = self.ctx.layout.px
        if self.ctx.history.count(self.game):
            first = _("No match fits these filters.")
        else:
            # TRANSLATORS: the statistics of a game never played yet; {game} is "Koi-Koi" or "Go-Stop"
            first = _("No match of {game} played yet.").format(game=game_name(self.game))
        second = _("Play a match against the computer, and here you will see how often you win against each "
                    "level, how your rounds end, your points, the yaku you make and your best rounds and matches.")
        lines = [(first, head, GOLD_LIGHT, True)] + [(t, body, TEXT, False)
                                                     for t in self.lines_of(second, body, width - px(80))]
        line_h = [self.ctx.assets.font(size, bold).get_linesize() for _t, size, _c, bold in lines]
        height = max(self.view.h, sum(line_h) + px(20))

        def paint(surf: pygame.Surface) -> None:
            y = (height - sum(line_h)) // 2
            for (text, size, colour, bold), h in zip(lines, line_h):
                draw_text(surf, self.ctx.assets, text, size, colour, pygame.Rect(0, y, width, h), bold=bold,
                          align="centre")
                y += h
        return Block(pygame.Rect(0, 0, width, height), paint)

    def counting_block(self, width: int) -> Block:
        """A block saying the rounds are being counted (for the frame or two it takes)."""
        px = self.ctx.layout.px
        body = self.sizes()[1]

        def paint(surf: pygame.Surface) -> None:
            self.backing(surf)
            y = self.heading(surf, _("Hands") if self.game == "gostop" else _("Rounds"), px(10))
            # TRANSLATORS: in the statistics, for a moment, while the rounds (hands of Go-Stop) are counted
            draw_text(surf, self.ctx.assets, _("Counting…"), body, TEXT_DIM,
                      pygame.Rect(px(12), y, width - px(24), self.line_h(body)))
        return Block(pygame.Rect(0, 0, width, px(10) + self.heading_h() + self.line_h(body) + px(12)), paint)

    def heading(self, surf: pygame.Surface, text: str, y: int) -> int:
        """A block's heading at ``y``; the y below it."""
        head = self.sizes()[0]
        px = self.ctx.layout.px
        h = self.ctx.assets.font(head, True).get_linesize()
        draw_text(surf, self.ctx.assets, text, head, GOLD_LIGHT, pygame.Rect(px(12), y, surf.get_width() - px(24), h),
                  bold=True)
        return y + h + px(4)

    def heading_h(self) -> int:
        return self.ctx.assets.font(self.sizes()[0], True).get_linesize() + self.ctx.layout.px(4)

    def line_h(self, size: int) -> int:
        return self.ctx.assets.font(size).get_linesize()

    def backing(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, (*DARK, 110), surf.get_rect(), border_radius=self.ctx.layout.px(10))

    def win_rate_block(self, width: int) -> Block:
        px = self.ctx.layout.px
        s, (_head, body, small) = self.stats, self.sizes()
        # TRANSLATORS: under the heading of the statistics' plot: the matches counted and how they ended
        summary = ngettext("{n} match: {won} won, {lost} lost, {drawn} drawn",
                           "{n} matches: {won} won, {lost} lost, {drawn} drawn",
                           s.matches).format(n=s.matches, won=s.won, lost=s.lost, drawn=s.drawn)
        present = [lv for lv in LEVELS if any(t[1] == lv for t in s.timeline)]
        lines: list[tuple[tuple[int, int, int], str | None]] = [(LEVEL_COLOURS[lv], lv) for lv in present]
        if len(present) > 1:
            lines.append((GOLD_LIGHT, None))
        legend = [(colour, self.legend_words(lv)) for colour, lv in lines]
        font = self.ctx.assets.font(small)
        rows: list[list[tuple[tuple[int, int, int], str, int]]] = []
        row: list[tuple[tuple[int, int, int], str, int]] = []
        x = 0
        for colour, words in legend:  # the legend's keys in rows, as many as fit a row
            w = px(22) + font.size(words)[0] + px(18)
            if row and x + w > width - px(24):
                rows.append(row)
                row, x = [], 0
            row.append((colour, words, x))
            x += w
        if row:
            rows.append(row)
        plot_h = px(180)
        # TRANSLATORS: in place of the plot of the win rate, while no match has ended yet
        empty = self.lines_of(_("No match ended yet: the plot starts with your first."), body, width - px(24) - 2)
        summary_lines = self.lines_of(summary, body, width - px(24) - 2)
        height = px(10) + self.heading_h() + len(summary_lines) * self.line_h(body) + px(6) + plot_h + px(8) \
            + len(rows) * self.line_h(small) + px(12)

        def paint(surf: pygame.Surface) -> None:
            a = self.ctx.assets
            self.backing(surf)
            # TRANSLATORS: the heading of the statistics' plot of the win rate
            y = self.heading(surf, _("Win rate against each level"), px(10))
            for line in summary_lines:  # wrapped, never cut
                draw_text(surf, a, line, body, TEXT, pygame.Rect(px(12), y, width - px(24), self.line_h(body)))
                y += self.line_h(body)
            y += px(6)
            n = len(s.timeline)
            marks = axis_marks([t[0] for t in s.timeline])  # each day once; times if all on one day
            series = [(colour, cumulative(s.timeline, lv)) for colour, lv in lines]
            plot = pygame.Rect(px(12), y, width - px(24), plot_h)
            if n:
                win_rate_plot(surf, a, plot, n, series, marks, self.axis_size())
            else:  # rounds played, no match ended: words, not empty axes
                for k, words in enumerate(empty):
                    draw_text(surf, a, words, body, TEXT_DIM, pygame.Rect(plot.x, plot.centery + (
                        2 * k - len(empty)) * self.line_h(body) // 2, plot.w, self.line_h(body)), align="centre")
            y += plot_h + px(8)
            for keys in rows:
                for colour, words, kx in keys:
                    sw = px(16)
                    pygame.draw.rect(surf, colour, (px(12) + kx, y + self.line_h(small) // 2 - 2, sw, 5))
                    draw_text(surf, a, words, small, TEXT, pygame.Rect(px(12) + kx + sw + px(6), y,
                                                                       width, self.line_h(small)), shadow=False)
                y += self.line_h(small)
        return Block(pygame.Rect(0, 0, width, height), paint)

    def legend_words(self, level: str | None) -> str:
        played = [t for t in self.stats.timeline if level is None or t[1] == level]
        won = sum(t[2] == "won" for t in played)
        who = level_name(level) if level is not None else _("All levels")
        # TRANSLATORS: a key of the plot: {level} "Normal", {rate} "58%", {n} the matches against that level
        return ngettext("{level}: {rate} of {n} match", "{level}: {rate} of {n} matches", len(played)).format(
            level=who, rate=percent(100 * won / max(1, len(played))), n=len(played))

    def rounds_block(self, width: int) -> Block:
        px = self.ctx.layout.px
        s, (_head, body, small) = self.stats, self.sizes()
        gostop = self.game == "gostop"
        bars = [(label, n, {"won": WON, "lost": LOST}.get(kind, DRAWN)) for label, n, kind in round_bars(self.game, s)]
        if gostop:
            # TRANSLATORS: Go-Stop: {n} is how many times the player called Go; {paid} how many of those hands
            # they won; {rate} a percentage
            mine = ngettext("You called Go in {n} hand and won {paid} of them ({rate}).",
                            "You called Go in {n} hands and won {paid} of them ({rate}).", s.calls)
        else:
            # TRANSLATORS: {n} is how many rounds the player called koi-koi in; {paid} how many of those they won
            mine = ngettext("You called koi-koi in {n} round and won {paid} of them ({rate}).",
                            "You called koi-koi in {n} rounds and won {paid} of them ({rate}).", s.calls)
        theirs, never = their_calls_words(self.game, s)
        if not s.calls:  # "in 0 hands and won 0 of them (0 %)" reads badly: said plainly
            mine = _("You have never called Go.") if gostop else _("You have never called koi-koi.")
        if not s.their_calls:
            theirs = never
        calls = [otherwise_words(self.game),
                 mine.format(n=s.calls, paid=s.calls_paid, rate=percent(100 * s.calls_paid / max(1, s.calls))),
                 theirs.format(n=s.their_calls, paid=s.their_calls_paid,
                               rate=percent(100 * s.their_calls_paid / max(1, s.their_calls)))]
        said = [line for text in calls for line in self.lines_of(text, small, width - px(24) - 2)]  # its shadow too
        row_h = max(px(30), self.line_h(body) + px(4))
        # the labels whole at the body's size: beside their bars where the row has room, else each over its bar
        font, room = self.ctx.assets.font(body), width - px(24)
        longest = max(font.size(label)[0] for label, _n, _c in bars) + px(12)
        counts = max(font.size(f"{n} · {percent(100 * n / max(1, s.rounds))}")[0] for _l, n, _c in bars) + 16
        over = longest + counts + px(40) > room
        share = 0.0 if over else min(max(0.48, longest / room), (room - counts - px(40)) / room)
        bars_h = len(bars) * (row_h + (self.line_h(body) if over else 0))
        height = px(10) + self.heading_h() + bars_h + px(10) + len(said) * self.line_h(small) + px(12)

        def paint(surf: pygame.Surface) -> None:
            self.backing(surf)
            head = ngettext("{n} hand", "{n} hands", s.rounds) if gostop else ngettext("{n} round", "{n} rounds",
                                                                                      s.rounds)
            y = self.heading(surf, head.format(n=s.rounds), px(10))
            for label, n, colour in bars:
                if over:
                    draw_text(surf, self.ctx.assets, label, body, TEXT, pygame.Rect(px(12), y, room, self.line_h(body)))
                    y += self.line_h(body)
                bar_row(surf, self.ctx.assets, pygame.Rect(px(12), y, room, row_h), "" if over else label, n, s.rounds,
                        colour, body, share)
                y += row_h
            y += px(10)
            for text in said:
                draw_text(surf, self.ctx.assets, text, small, TEXT_DIM,
                          pygame.Rect(px(12), y, width - px(24), self.line_h(small)))
                y += self.line_h(small)
        return Block(pygame.Rect(0, 0, width, height), paint)

    def points_block(self, width: int) -> Block:
        px = self.ctx.layout.px
        s, (_head, body, small) = self.stats, self.sizes()
        won = s.rounds_won
        title, said, axes = points_words(self.game, won)
        summary = said.format(n=won, points=counted_points(s.points_won), average=decimal(s.points_won / max(1, won)))
        lost = their_points_words(self.game, s).format(points=s.points_lost)
        chart_h = px(150) + 2 * self.line_h(self.axis_size())  # and its axes' words
        lines = [line for text in (summary, lost) for line in self.lines_of(text, small, width - px(24) - 2)]
        height = px(10) + self.heading_h() + len(lines) * self.line_h(small) + px(6) + chart_h + px(10)

        def paint(surf: pygame.Surface) -> None:
            a = self.ctx.assets
            self.backing(surf)
            y = self.heading(surf, title, px(10))
            for text in lines:  # wrapped, never cut
                draw_text(surf, a, text, small, TEXT, pygame.Rect(px(12), y, width - px(24), self.line_h(small)))
                y += self.line_h(small)
            y += px(6)
            if s.points:
                bars = labelled_buckets(s.points, a.font(self.axis_size()), width - px(32))  # each bar labelled
                histogram(surf, a, pygame.Rect(px(16), y, width - px(32), chart_h), bars, self.axis_size(), axes=axes)
            else:
                draw_text(surf, a, none_won(self.game), body, TEXT_DIM, pygame.Rect(px(12), y, width, chart_h))
        return Block(pygame.Rect(0, 0, width, height), paint)

    def best_block(self, width: int) -> Block:
        px = self.ctx.layout.px
        s, (_head, _body, small) = self.stats, self.sizes()
        gostop = self.game == "gostop"
        rounds = []
        for r in s.best_rounds:
            yaku = ", ".join(yaku_title(self.names, y) for y in r.yaku)
            # TRANSLATORS: a best round: its date, the computer's level, then its yaku (may be empty)
            rest = _("{date}, {level}: {yaku}").format(date=day(r.date), level=level_name(r.level), yaku=yaku) \
                if yaku else _("{date}, {level}").format(date=day(r.date), level=level_name(r.level))
            rounds.append((ngettext("{n} point", "{n} points", r.points).format(n=r.points), rest))
        matches = [(f"+{m.margin}", _("{scores} on {date}, {level}").format(
            scores=scores_text(m.scores), date=day(m.date), level=level_name(m.level))) for m in s.best_matches]
        line = max(self.line_h(small), px(24))
        first_w = max([self.ctx.assets.font(small, True).size(t)[0] for t, _r in rounds + matches] + [px(60)]) + px(12)
        rest_w = width - px(24) - first_w - 2  # its shadow too
        # each item's words wrapped beside its figure, never cut
        rounds_lines = [(first, self.lines_of(rest, small, rest_w)) for first, rest in rounds]
        matches_lines = [(first, self.lines_of(rest, small, rest_w)) for first, rest in matches]
        count = sum(max(1, len(ls)) for _f, ls in rounds_lines + matches_lines)
        height = px(10) + 2 * self.heading_h() + (count + (not rounds) + (not matches)) * line + px(26)

        def paint(surf: pygame.Surface) -> None:
            a = self.ctx.assets
            self.backing(surf)
            # TRANSLATORS: the heading of the list of the player's best rounds (hands of Go-Stop)
            y = self.heading(surf, _("Best hands") if gostop else _("Best rounds"), px(10))
            for items, none in ((rounds_lines, none_won(self.game)), (matches_lines, _("No match won yet."))):
                if not items:
                    draw_text(surf, a, none, small, TEXT_DIM, pygame.Rect(px(12), y, width - px(24), line))
                    y += line
                for first, rest in items:
                    draw_text(surf, a, first, small, GOLD_LIGHT, pygame.Rect(px(12), y, first_w, line), bold=True)
                    for words in rest or [""]:
                        draw_text(surf, a, words, small, TEXT, pygame.Rect(px(12) + first_w, y, rest_w + 2, line))
                        y += line
                if items is rounds_lines:
                    y = self.heading(surf, _("Best matches"), y + px(10))
        return Block(pygame.Rect(0, 0, width, height), paint)

    def yaku_block(self, width: int) -> Block:
        return yaku_block(self, width)

    def prefetch(self) -> None:
        """The yaku's cards, rendered by the loader while the screen opens."""
        cards = getattr(self, "yaku_cards", [])
        if cards:
            self.ctx.assets.prefetch(list(dict.fromkeys(cards)))

    # --- input, time and drawing -----------------------------------------------
    def focus_order(self) -> list[Widget]:
        return self.widgets  # the filters, Matches, Back (the page scrolls with ↑ ↓)

    def resume(self) -> None:
        """Back from the list of matches: its filters, the player's last choice, shown here too (pt16)."""
        chosen = self.ctx.history_chosen
        if chosen is not None and chosen != self.chosen:
            self.filter_bar.chosen = chosen
            self.refilter(chosen)
        super().resume()

    def open_matches(self) -> None:
        self.push(self.ctx.screens.matches(self.game, self.chosen))

    def handle(self, event: pygame.event.Event) -> None:
        for w in list(self.widgets):
            if w.handle(event):
                self.invalidate()
            if self.done:
                return
        px = self.ctx.layout.px
        page = self.view.h - px(40)
        if event.type == pygame.MOUSEWHEEL:
            self.bar.scroll_to(self.bar.offset - event.y * px(60))
        elif event.type == pygame.KEYDOWN:
            target = {pygame.K_DOWN: self.bar.offset + px(60), pygame.K_UP: self.bar.offset - px(60),
                      pygame.K_PAGEDOWN: self.bar.offset + page, pygame.K_PAGEUP: self.bar.offset - page,
                      pygame.K_HOME: 0, pygame.K_END: self.bar.max_offset}.get(event.key)
            if target is not None:
                self.bar.scroll_to(target)

    def update(self, dt: float) -> None:
        if self.drawn and self.counts.poll():  # a part counted off the main thread: the page with it
            self.lay_page()
            self.invalidate()
        if self.waiting:
            self.ctx.assets.collect()
            if not self.ctx.assets.waiting_for(self.waiting):
                self.waiting = []
                for b in self.blocks:
                    b.image = None  # painted again, the cards now ready
                self.invalidate()

    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        px = self.ctx.layout.px
        self.drawn = True
        surface.blit(a.felt(surface.get_size()), (0, 0))
        # TRANSLATORS: the heading of the statistics screen; {game} is "Koi-Koi" or "Go-Stop"
        draw_text(surface, a, _("Statistics: {game}").format(game=game_name(self.game)), self.text_size(46),
                  GOLD_LIGHT, self.title_rect, bold=True, align="centre")
        draw_panel(surface, self.frame, radius=px(18), alpha=225)
        surface.set_clip(self.view)
        top = self.bar.offset
        for b in self.blocks:
            if b.rect.bottom < top or b.rect.y > top + self.view.h:
                continue
            if b.image is None:
                b.image = pygame.Surface(b.rect.size, pygame.SRCALPHA)
                b.paint(b.image)
            surface.blit(b.image, (self.view.x + b.rect.x, self.view.y + b.rect.y - top))
        surface.set_clip(None)
        for w in self.widgets:
            w.draw(surface, a)
        pygame.draw.line(surface, (*GOLD, 90), (self.frame.x + px(20), self.frame.bottom + px(1)),
                         (self.frame.right - px(20), self.frame.bottom + px(1)))
