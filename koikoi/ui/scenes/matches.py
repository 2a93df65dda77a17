"""The list of past matches of one game, the latest first: the date, the
computer's level, the rules, the result with the scores and the rounds;
under the statistics' filters, a page at a time (PageUp and PageDown, the
buttons beneath it, or the wheel).

A match picked (a click, or the arrow keys) can be replayed (Enter) or
exported to a file to share; a match the history does not hold whole
says why it cannot be. "Open a match file" lists the files in the shared
folder and opens one, as does a file dropped on the window; a file that is
not a whole match is refused with a sentence that says what is wrong with
it, and nothing else changes.

The history is asked for the count once a change of filter and for one
page of rows at a time (LIMIT and OFFSET); each row's words are rendered
once and kept by the assets.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame

from ...games.matchrecord import MatchRecord, RecordError
from ...i18n import _, ngettext, pgettext
from ...storage import files, paths, sharing
from ...storage.history import HistoryError, MatchRow
from ..assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import level_name
from ..gostop_words import seat_names
from ..history_view import (
    ERROR, OUTCOME_COLOURS, Chosen, FilterBar, back_button, game_name, outcome_name, rules_title, scores_text, when,
)
from ..scene import Context, Scene
from ..button_rows import row_widths
from ..area import Area
from ..widgets import DARK, DARK_HOVER, ReadableButton, Widget, draw_panel, draw_text, wrap

MATCH_COLUMNS = (0.2, 0.13, 0.28, 0.12, 0.18, 0.09)  # date, level, rules, result, points, rounds: shares of the row
FILE_COLUMNS = (0.66, 0.34)  # the file's name, when it was written


class MatchesScene(Scene):
    def __init__(self, ctx: Context, game: str, chosen: Chosen | None = None) -> None:
        super().__init__(ctx)
        self.filter_bar = FilterBar(ctx, chosen or Chosen(game), self.refilter)
        self.page = 0
        self.per_page = 1
        self.total = 0
        self.rows: list[MatchRow] = []
        self.selected: int | None = None  # the row picked, on this page
        self.files: list[Path] | None = None  # the match files listed: "Open a match file" is showing
        self.message = ("", TEXT)  # the last thing said (where a file went, why something was refused)
        self.widgets: list[Widget] = []
        self.counted = False

    @property
    def game(self) -> str:
        return self.filter_bar.chosen.game

    # --- the rows -------------------------------------------------------------
    def refilter(self, chosen: Chosen) -> None:
        self.counted = False
        self.page = 0
        self.place()
        self.invalidate()

    def fetch(self) -> None:
        """The page's rows: the history's count once a change of filter, then one page."""
        if self.files is not None:
            self.total = len(self.files)
        elif not self.counted:
            f = self.filter_bar.chosen.filters()
            self.total = self.ctx.history.count(f.game, f.level, f.ruleset, f.since)
            self.counted = True
        self.page = max(0, min(self.page, self.pages - 1))
        if self.files is None:
            f = self.filter_bar.chosen.filters()
            self.rows = self.ctx.history.matches(f.game, f.level, f.ruleset, f.since, self.per_page,
                                                 self.page * self.per_page)
        self.selected = None
        self.enable()

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))

    @property
    def shown(self) -> int:
        """How many rows this page shows."""
        if self.files is not None:
            return max(0, min(self.per_page, len(self.files) - self.page * self.per_page))
        return len(self.rows)

    def turn(self, pages: int) -> None:
        page = max(0, min(self.pages - 1, self.page + pages))
        if page != self.page:
            self.page = page
            self.fetch()
            self.invalidate()

    def pick(self, row: int | None) -> None:
        self.selected = row
        self.enable()
        self.invalidate()

    def enable(self) -> None:
        if self.widgets:
            self.list_area.enabled = self.shown > 0
            self.replay_button.enabled = self.export_button.enabled = self.selected is not None
            self.previous_button.enabled = self.page > 0
            self.next_button.enabled = self.page < self.pages - 1

    # --- layout ---------------------------------------------------------------
    def place(self) -> None:
        px = self.ctx.layout.px
        W, H = self.ctx.layout.window
        self.title_rect = pygame.Rect(0, px(8), W, px(56))
        self.filter_rect = pygame.Rect(px(30), px(70), W - px(60), px(42))
        pickers = self.filter_bar.place(self.filter_rect) if self.files is None else []
        top = px(124)
        if self.files is not None:  # the folder and the word on dropping a file: wrapped, the list under them
            # (2 px less than the row: draw_text keeps them for its shadow, and cuts a line that needs them)
            font = self.ctx.assets.font(self.text_size(17))
            lines = len(wrap(self.where_words(), font, self.filter_rect.w - 2)) * font.get_linesize()
            self.filter_rect = pygame.Rect(self.filter_rect.x, px(66), self.filter_rect.w, max(px(42), lines))
            top = max(top, self.filter_rect.bottom + px(8))
        self.frame = pygame.Rect(px(30), top, W - px(60), H - top - px(150))
        size = self.text_size(20)
        self.row_h = max(px(38), self.ctx.assets.font(size).get_linesize() + px(8))
        inner = self.frame.inflate(-2 * px(18), 0)
        self.header = pygame.Rect(inner.x, self.frame.y + px(12), inner.w, self.row_h)
        pager_h = max(px(40), self.ctx.assets.font(size).get_linesize() + px(6))
        self.pager = pygame.Rect(inner.x, self.frame.bottom - px(10) - pager_h, inner.w, pager_h)
        self.list_rect = pygame.Rect(inner.x, self.header.bottom + px(4), inner.w,
                                     self.pager.y - px(6) - self.header.bottom - px(4))
        self.per_page = max(1, self.list_rect.h // self.row_h)
        self.message_rect = pygame.Rect(px(40), self.frame.bottom + px(6), W - px(80), px(64))
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        # TRANSLATORS: the buttons that turn the pages of the list of past matches
        pw = max([px(170)] + [ReadableButton.width_for(self.ctx.assets, t, self.pager.h) for t in (_("Previous"), _("Next"))])
        self.previous_button = ReadableButton((self.pager.x, self.pager.y, pw, self.pager.h), _("Previous"),
                                              lambda: self.turn(-1), key=pygame.K_PAGEUP, click_sound=click)
        self.next_button = ReadableButton((self.pager.right - pw, self.pager.y, pw, self.pager.h), _("Next"),
                                          lambda: self.turn(1), key=pygame.K_PAGEDOWN, click_sound=click)
        bh, gap, y = px(48), px(14), H - px(64)
        enter = pgettext("key", "Enter")
        if self.files is None:
            # TRANSLATORS: the buttons under the list of past matches: play the match picked again, write it to
            # a file to share, open a match from a file
            labels = [_("Replay"), _("Export"), _("Open a match file"), _("Back")]
            widths = [px(200), px(200), px(300), px(200)]
        else:
            # TRANSLATORS: the buttons under the list of match files: open the file picked, or go back to the list
            labels = [_("Open"), _("Back to the matches")]
            widths = [px(200), px(300)]
        keys = [enter] + [""] * (len(labels) - 2) + [pgettext("key", "Esc")]  # Back answers Esc
        widths = row_widths(self.ctx.assets, [(t, k, i == 0) for i, (t, k) in enumerate(zip(labels, keys))], bh,
                            widths, W - px(40), gap, ReadableButton)  # as wide as their words need, if room
        x = W // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        rects = []
        for w in widths:
            rects.append(pygame.Rect(x, y, w, bh))
            x += w + gap
        if self.files is None:
            self.replay_button = ReadableButton(rects[0], labels[0], self.replay, primary=True, key=pygame.K_RETURN,
                                                key_label=enter, click_sound=click)
            self.export_button = ReadableButton(rects[1], labels[1], self.export, click_sound=click)
            opening = ReadableButton(rects[2], labels[2], self.list_files, click_sound=click)
            buttons = [self.replay_button, self.export_button, opening, back_button(self.ctx, rects[3], self.close)]
        else:
            self.replay_button = ReadableButton(rects[0], labels[0], self.open_picked, primary=True,
                                                key=pygame.K_RETURN, key_label=enter, click_sound=click)
            self.export_button = self.replay_button
            buttons = [self.replay_button, back_button(self.ctx, rects[1], self.close_files, labels[1])]
        # the keyboard's stop on the list: ↑ ↓ pick a row (as anywhere on this screen), ← → turn the
        # pages, Enter or Space replays (or opens) the row picked
        self.list_area = Area(self.list_rect, self.open_row, self.turn)
        self.list_area.works = self.replay_button  # Enter on the list replays the row picked (opens its file)
        self.widgets = [*pickers, self.list_area, self.previous_button, self.next_button, *buttons]
        self.fetch()

    # --- what the buttons do ------------------------------------------------------
    def open_row(self) -> None:
        """Enter on the list: the row picked replayed (or its file opened); the first picked if none is."""
        if self.selected is None:
            self.step(1)
        elif self.replay_button.enabled:
            self.replay_button.press()

    def picked(self) -> MatchRow | None:
        if self.files is None and self.selected is not None and self.selected < len(self.rows):
            return self.rows[self.selected]
        return None

    def say(self, text: str, colour: tuple[int, int, int] = GOLD_LIGHT) -> None:
        self.message = (text, colour)
        self.invalidate()

    def loaded(self) -> tuple[MatchRow, MatchRecord] | None:
        """The match picked, loaded whole from the history (one that cannot be is said)."""
        row = self.picked()
        if row is None:
            return None
        try:
            return row, self.ctx.history.load(row.id)
        except HistoryError as exc:
            self.say(str(exc), ERROR)
            return None

    def replay(self) -> None:
        picked = self.loaded()
        if picked is None:
            return
        row, record = picked
        # TRANSLATORS: the title over a replayed match: "Koi-Koi, 2026-12-05 14:32, against Normal"
        title = _("{game}, {date}, against {level}").format(game=game_name(row.game), date=when(row.started),
                                                             level=level_name(row.level))
        try:
            self.push(self.ctx.screens.replay(record, title))
        except RecordError as exc:  # kept by a game whose rules have changed since, say
            # TRANSLATORS: a kept match that the game cannot play again; {why} says where it parts
            self.say(_("This match does not replay: {why}.").format(why=exc), ERROR)

    def export(self) -> None:
        picked = self.loaded()
        if picked is None:
            return
        row, record = picked
        try:
            path = sharing.export(record, row.id)
        except OSError as exc:
            # TRANSLATORS: {folder} is a folder's path; {reason} the system's own words ("Permission denied")
            self.say(_("The match could not be written in {folder} ({reason}); it stays in your history.").format(
                folder=paths.shared_dir(), reason=exc.strerror or str(exc)), ERROR)
            return
        # TRANSLATORS: {path} is the file a match was exported to
        self.say(_("The match is saved in {path}.").format(path=path))

    def list_files(self) -> None:
        """Show the match files of the shared folder, the latest first."""
        self.files = sharing.found()
        self.page = 0
        self.message = ("", TEXT)
        self.place()
        self.invalidate()

    def close_files(self) -> None:
        self.files = None
        self.counted = False
        self.place()
        self.invalidate()

    def open_picked(self) -> None:
        if self.files is not None and self.selected is not None:
            i = self.page * self.per_page + self.selected
            if i < len(self.files):
                self.open_file(self.files[i])

    def open_file(self, path: Path) -> None:
        """The match in ``path``, replayed; a file that is not one is refused with the reason."""
        try:
            record = sharing.read(path)
        except files.Unreadable as exc:
            self.say(str(exc), ERROR)
            return
        self.message = ("", TEXT)
        # TRANSLATORS: the title over a match replayed from a file; {name} is the file's name
        self.push(self.ctx.screens.replay(record, _("Match file {name}").format(name=Path(path).name)))

    # --- input --------------------------------------------------------------------
    def focus_order(self) -> list[Widget]:
        return self.widgets

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            self.open_file(Path(event.file))
            return
        for w in list(self.widgets):
            if w.handle(event):
                self.invalidate()
            if self.done:
                return
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            row = (event.pos[1] - self.list_rect.y) // self.row_h
            if row < self.shown:
                self.pick(row)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step(-1 if event.key == pygame.K_UP else 1)

    def step(self, d: int) -> None:
        """The row above or below the one picked, onto the next page past the last;
        the keyboard's ring goes to the list (pt16: it stayed on a filter while a row
        was lit: one thing chosen at a time)."""
        if self.shown and self.focus.current is not self.list_area:
            controls = self.focus.controls()
            if self.list_area in controls:
                self.focus.visible = True
                self.focus.index = controls.index(self.list_area)
                self.focus.set(self.list_area)
        if self.selected is None:
            if self.shown:
                self.pick(0 if d > 0 else self.shown - 1)
            return
        row = self.selected + d
        if 0 <= row < self.shown:
            self.pick(row)
        elif row < 0 and self.page > 0:
            self.turn(-1)
            self.pick(self.shown - 1)
        elif row >= self.shown and self.page < self.pages - 1:
            self.turn(1)
            self.pick(0)

    # --- drawing ------------------------------------------------------------------
    def cells(self, k: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The words of row ``k`` of the page, each with its colour."""
        if self.files is not None:
            path = self.files[self.page * self.per_page + k]
            try:
                written = when(datetime.fromtimestamp(path.stat().st_mtime).isoformat())
            except OSError:
                written = ""
            return [(path.name, TEXT), (written, TEXT_DIM)]
        r = self.rows[k]
        colour = OUTCOME_COLOURS.get(r.outcome, TEXT)
        return [(when(r.started), TEXT_DIM), (level_name(r.level), TEXT), (rules_title(r.rules), TEXT),
                (outcome_name(r.outcome), colour), (self.points(r.scores), colour), (str(r.rounds), TEXT)]

    def tables(self) -> set[int]:
        """The sizes of the tables the page's matches were played at (two where none is shown)."""
        return {len(r.scores) for r in self.rows[:self.shown]} if self.files is None and self.shown else {2}

    def points(self, scores: tuple[int, ...]) -> str:
        """A match's points, a number for each seat it had, the player's first ("12–5", "12–5–3"): a match of
        two never shows a seat it did not have (issue 39: "0–42–—" under "You–CPU 1–CPU 2")."""
        return scores_text(scores)

    def seats(self) -> str:
        """The points column's heading, true of every row under it: whose points they are, in their order, where
        the page's matches were all played at one table's size ("You–CPU", "You–CPU 1–CPU 2"); else that the
        player's come first."""
        sizes = self.tables()
        if len(sizes) == 1:
            return "–".join(seat_names(sizes.pop()))
        # TRANSLATORS: the list of past matches: the heading of the points column where matches of two and of
        # three players share the page ("12–5" and "12–5–3"): each row's first number is the player's
        return _("Points, yours first")

    def headings(self) -> list[str]:
        if self.files is not None:
            # TRANSLATORS: the headings of the columns of the list of match files
            return [_("File"), _("Saved")]
        # TRANSLATORS: the headings of the columns of the list of past matches; the last: how many rounds (Go-Stop:
        # hands) were played to the end, never to be read as the round being played ("Round 2 of 12", pt16)
        return [_("Date"), _("Opponent"), _("Rules"), _("Result"), self.seats(),
                _("Rounds played") if self.game == "koikoi" else _("Hands played")]

    def columns(self) -> list[pygame.Rect]:
        shares = FILE_COLUMNS if self.files is not None else MATCH_COLUMNS
        px, a = self.ctx.layout.px, self.ctx.assets
        out, x = [], self.header.x + px(10)
        width = self.header.w - px(20)
        widths = [int(width * share) for share in shares]
        if self.files is None and self.shown:  # each as its page's words ask ("Em andamento"), the spare room shared
            cells, font = [self.cells(k) for k in range(self.shown)], a.font(self.text_size(20))
            need = [max([font.size(c[i][0])[0] for c in cells] + [a.font(self.text_size(20), True).size(h)[0]])
                    + px(10) + 2 for i, h in enumerate(self.headings())]
            spare = width - sum(need)
            widths = [int(n + spare * sh) if spare >= 0 else n * width // sum(need) for n, sh in zip(need, shares)]
        for w in widths:
            out.append(pygame.Rect(x, 0, w - px(10), self.row_h))
            x += w
        return out

    def title(self) -> str:
        if self.files is not None:
            # TRANSLATORS: the heading of the list of the match files found in the shared folder
            return _("Match files")
        # TRANSLATORS: the heading of the list of past matches; {game} is "Koi-Koi" or "Go-Stop"
        return _("Past matches: {game}").format(game=game_name(self.game))

    def where_words(self) -> str:
        """Over the list of match files: the folder they are in, and that a dropped file opens."""
        # TRANSLATORS: over the list of match files: where they are looked for; a file may also be dropped
        return _("In {folder}. A match file dropped on the window opens too.").format(folder=paths.shared_dir())

    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        px = self.ctx.layout.px
        size, small = self.text_size(20), self.text_size(17)
        surface.blit(a.felt(surface.get_size()), (0, 0))
        draw_text(surface, a, self.title(), self.text_size(46), GOLD_LIGHT, self.title_rect, bold=True,
                  align="centre")
        if self.files is not None:
            self.centred_lines(surface, self.where_words(), self.filter_rect, small, TEXT_DIM)
        draw_panel(surface, self.frame, radius=px(18), alpha=225)
        cols = self.columns()
        heads = list(zip(cols, self.headings()))
        # one size for every heading: the largest at which each is whole (the seats' names are long at large text)
        head = next((s for s in range(size, a.unscaled(size), -1)
                     if all(a.font(s, True).size(t)[0] <= c.w - 2 for c, t in heads)), a.unscaled(size))
        for col, text in heads:
            draw_text(surface, a, text, head, GOLD_LIGHT, col.move(0, self.header.y), bold=True)
        pygame.draw.line(surface, GOLD, (self.header.x, self.header.bottom), (self.header.right, self.header.bottom))
        # one size for each column: the largest at which each of its cells on the page is whole ("Em andamento")
        cells = [self.cells(k) for k in range(self.shown)]
        sizes = [next((s for s in range(size, a.unscaled(size), -1) if all(a.font(s).size(c[i][0])[0] <= col.w - 2
                                                                          for c in cells)), a.unscaled(size))
                 for i, col in enumerate(cols)]
        for k in range(self.shown):
            row = pygame.Rect(self.list_rect.x, self.list_rect.y + k * self.row_h, self.list_rect.w, self.row_h)
            if k == self.selected:
                pygame.draw.rect(surface, DARK_HOVER, row, border_radius=px(6))
                pygame.draw.rect(surface, GOLD_LIGHT, row, width=2, border_radius=px(6))
            elif k % 2:
                pygame.draw.rect(surface, DARK, row, border_radius=px(6))
            for col, (text, colour), at in zip(cols, self.cells(k), sizes):
                draw_text(surface, a, text, at, colour, col.move(0, row.y))
        if not self.shown:
            draw_text(surface, a, self.empty_words(), size, TEXT_DIM, self.list_rect, align="centre")
        if self.total:
            # TRANSLATORS: under the list: which page is shown, of how many; {n} how many there are in all
            pager = ngettext("Page {page} of {pages} · {n} in all", "Page {page} of {pages} · {n} in all",
                             self.total).format(page=self.page + 1, pages=self.pages, n=self.total)
            draw_text(surface, a, pager, small, TEXT_DIM, self.pager.inflate(-2 * self.previous_button.rect.w, 0),
                      align="centre")
        text, colour = self.message
        if text:
            self.centred_lines(surface, text, self.message_rect, small, colour, most=3)
        for w in self.widgets:
            w.draw(surface, a)

    def centred_lines(self, surface: pygame.Surface, text: str, box: pygame.Rect, size: int,
                      colour: tuple[int, int, int], most: int | None = None) -> None:
        """``text`` wrapped to ``box`` (2 px short of it: draw_text keeps them for its shadow and would cut a
        line that needs them), at most ``most`` lines, centred in it line by line."""
        a = self.ctx.assets
        line = a.font(size).get_linesize()
        lines = wrap(text, a.font(size), box.w - 2)[:most]
        y = box.centery - len(lines) * line // 2
        for t in lines:
            draw_text(surface, a, t, size, colour, pygame.Rect(box.x, y, box.w, line), align="centre")
            y += line

    def empty_words(self) -> str:
        if self.files is not None:
            return _("No match file here yet. Export a match to make one.")
        if self.ctx.history.count(self.game):
            return _("No match fits these filters.")
        # TRANSLATORS: the list of past matches of a game never played yet; {game} is "Koi-Koi" or "Go-Stop"
        return _("No match of {game} played yet.").format(game=game_name(self.game))
