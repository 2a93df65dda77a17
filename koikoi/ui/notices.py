"""What the title must tell the player (settings that could not be read, a
history set aside...): in the player's words, with the technical details
one click away (Details) and a Close button that dismisses it for good.

A notice is a string (``Context.notices`` holds them); one that has
technical details to show is a :class:`Notice`, the string the player
reads with its ``details`` (the exact error, the paths) beside it. The
panel (:class:`NoticePanel`) is laid out with the title and drawn in its
left column; the problems of the moment (``Context.problems``: a save that
fails) are shown in it too, but are not the player's to dismiss: they go
when the save works again.
"""

from __future__ import annotations

from typing import Callable

import pygame

from ..games.common.rulefiles import EMPTY, RulesError
from ..i18n import _
from .scene import Context, Scene
from .widgets import Button, wrap

BACK, EDGE, INK = (70, 26, 14), (226, 165, 36), (255, 222, 170)
SHOWN = 3  # notices shown at once, the first first


class Notice(str):
    """A sentence for the player, with the technical ``details`` behind it."""

    details: str

    def __new__(cls, said: str, details: str = "") -> Notice:
        made = super().__new__(cls, said)
        made.details = details
        return made


def details_of(note: str) -> str:
    return note.details if isinstance(note, Notice) else ""


class NoticePanel:
    """The notices in a box at ``bottomleft``, ``width`` wide, no higher
    than ``top``: their lines, then Details (when one has details) and Close."""

    def __init__(self, ctx: Context, width: int, bottomleft: tuple[int, int], top: int,
                 on_change: Callable[[], None], push: Callable[[Scene], None]) -> None:
        self.ctx = ctx
        self.on_change = on_change  # the title lays itself out again
        self.push = push  # a dialog over the title
        self.notes = list(ctx.notices[:SHOWN])
        self.said = [*ctx.problems.values(), *self.notes][:SHOWN]
        self.buttons: list[Button] = []
        self.lines: list[str] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        if not self.said:
            return
        px, a = ctx.layout.px, ctx.assets
        font = a.font(px(19))
        self.size, self.lh = px(19), font.get_linesize()
        bh = px(36) if self.notes else 0
        lines: list[str] = []
        for note in self.said:
            lines += wrap(note, font, width - px(32))
        room = max(1, (bottomleft[1] - top - px(16) - bh - px(8)) // self.lh)
        self.lines = lines[:room]
        h = self.lh * len(self.lines) + px(16) + (bh + px(10) if bh else 0)
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.bottomleft = bottomleft
        if not self.notes:
            return
        click = lambda: ctx.audio.play("click")  # noqa: E731
        y, right = self.rect.bottom - bh - px(10), self.rect.right - px(12)
        # TRANSLATORS: the button that closes a notice on the title for good
        close = _("Close")
        cw = Button.width_for(a, close, bh)
        self.buttons.append(Button((right - cw, y, cw, bh), close, self.dismiss, click_sound=click))
        if any(details_of(n) for n in self.notes):
            # TRANSLATORS: the button beside a notice that shows what exactly went wrong (the error, the file)
            label = _("Details")
            dw = Button.width_for(a, label, bh)
            self.buttons.insert(0, Button((right - cw - px(10) - dw, y, dw, bh), label, self.show_details,
                                          click_sound=click))

    def details(self) -> str:
        """What the shown notices say exactly: each one's details, or its own words."""
        return "  ".join(details_of(n) or n for n in self.notes)

    def show_details(self) -> None:
        # TRANSLATORS: the heading of the box that shows what exactly went wrong, and its one button
        self.push(self.ctx.screens.choice(_("Details"), self.details(), [(_("Close"), lambda: None)]))

    def dismiss(self) -> None:
        """The notices shown are read: gone, and they do not come back."""
        for note in self.notes:
            if note in self.ctx.notices:
                self.ctx.notices.remove(note)
        self.on_change()

    def paint(self, surface: pygame.Surface) -> None:
        if not self.lines:
            return
        px, a = self.ctx.layout.px, self.ctx.assets
        pygame.draw.rect(surface, BACK, self.rect, border_radius=px(10))
        pygame.draw.rect(surface, EDGE, self.rect, width=1, border_radius=px(10))
        for i, line in enumerate(self.lines):
            surface.blit(a.text(line, self.size, INK), (self.rect.x + px(16), self.rect.y + px(8) + i * self.lh))


def rules_refused(ctx: Context, asked: str, exc: RulesError, quit_game: Callable[[], None]) -> Scene:
    """The question a ``--rules`` that cannot be used asks as the game opens:
    play with the player's usual rules, or quit."""
    if exc.problem == EMPTY:
        # TRANSLATORS: {path} is the rule file given with --rules on the command line (or by a shortcut)
        text = _("The rule file {path} is empty: it holds no rules.").format(path=asked)
    else:
        # TRANSLATORS: {path} is the rule file given with --rules; {problem} says what is wrong, in English
        # (the key and the value the file has), as the rule files are written
        text = _("The rule file {path} cannot be used: {problem}").format(
            path=asked, problem=str(exc).removeprefix(f"{exc.source}: "))
    # TRANSLATORS: the heading and the answers of the question asked when the rules given on the command line
    # cannot be used: play with the rules chosen in Settings, or close the game
    return ctx.screens.choice(_("These rules cannot be used"), text, [(_("Play with your usual rules"), lambda: None),
                                                                      (_("Quit"), quit_game)])
