"""How to play: the rule set in play said in sentences (the deal, a turn,
koi-koi, scoring and its multipliers, the end of a round and of the match),
then every yaku with its points and the real card images.

The words come from :func:`..rules_explained.explain`, in the language
spoken when the page is laid out (:meth:`RulesScene.place`, which a change
of language calls again); :meth:`RulesScene.build_page`
lays them out as a :class:`Page` of placed texts and cards, and only the
part in view is drawn, clipped inside a panel whose frame stays still while
the page scrolls under it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...games.common.cards import MONTH_MASK, indices
from ...games.gostop.rules import GoStopRules, Yaku
from ...games.koikoi.rules import Rules, YakuRule
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..deck_titles import rules_title_played
from ..deck_words import use_deck
from ..hand_keys import dealt, hand_keys
from ..gostop_explained import GostopYakuLine, explain_gostop, gostop_yaku_lines
from ..layout import CARD_RATIO
from ..rows import ScrollBar
from ..match_words import summary
from ..rules_explained import YakuLine, explain, yaku_lines
from ..scene import Context, Scene
from ..widgets import ReadableButton, Widget, draw_panel, draw_text, wrap


@dataclass(frozen=True)
class Placed:
    """A line of text, or a card image, at ``rect`` on the page; it must
    stay between the two sides of ``column``, the one it belongs to."""

    rect: pygame.Rect
    column: tuple[int, int]  # its left and right
    text: str = ""
    size: int = 0
    colour: tuple[int, int, int] = TEXT
    bold: bool = False
    card: int = -1


@dataclass
class Page:
    """Everything on the page, in page coordinates, and its height."""

    width: int
    height: int = 0
    items: list[Placed] = field(default_factory=list)

    def get_height(self) -> int:
        """The page's height, as a surface would say it."""
        return self.height

    def texts(self) -> list[str]:
        return [item.text for item in self.items if item.text]


class RulesScene(Scene):
    def __init__(self, ctx: Context, rules: Rules | GoStopRules, guided: Callable[[], None] | None = None,
                 lessons: int = 0, players: int = 2) -> None:
        """How to play Koi-Koi, or Go-Stop, under ``rules`` at a table of ``players``; ``guided``
        starts the guided match (of ``lessons`` lessons), offered beside Back (from the title)."""
        super().__init__(ctx)
        self.rules = rules
        self.players = players
        self.guided = guided
        self.lessons = lessons
        self.page: Page | None = None
        self.bar = ScrollBar((0, 0, 1, 1), lambda offset: self.invalidate())

    @property
    def scroll(self) -> int:
        return self.bar.offset

    def enter(self) -> None:
        self.ctx.assets.set_deck(self.rules.deck)  # the yaku's cards as the rules' deck draws and names them
        use_deck(self.rules.deck)
        super().enter()

    def exit(self) -> None:
        self.ctx.assets.set_deck(None)  # (a table under this page sets its deck again as it resumes)
        use_deck(None)

    def place(self) -> None:
        lay = self.ctx.layout
        px = lay.px
        W, H = lay.window
        # as wide as its words and keys (Enter with the ring) ask at the text size chosen
        bw = max(px(200), ReadableButton.width_for(self.ctx.assets, _("Back"), px(48), pgettext("key", "Esc"), True))
        # TRANSLATORS: the button that leaves How to play
        self.back = ReadableButton((W // 2 - bw // 2, H - px(64), bw, px(48)), _("Back"), self.close, primary=True,
                                   # TRANSLATORS: the Escape key, as its keycap reads
                                   key=pygame.K_ESCAPE, key_label=pgettext("key", "Esc"),
                                   click_sound=lambda: self.ctx.audio.play("click"))
        self.buttons = [self.back]
        if self.guided is not None:
            label = self.guide_label()
            # as wide as its words ask ("Lesson 9 done: go on to lesson 10"), within the window beside Back
            gw = min(max(px(300), ReadableButton.width_for(self.ctx.assets, label, px(48), "G")),
                     W - bw - px(20) - 2 * px(30))
            self.back.rect.x = W // 2 - (bw + gw + px(20)) // 2
            # TRANSLATORS: How to play's button that starts the guided first match, which teaches as you play
            self.guide_button = ReadableButton((self.back.rect.right + px(20), self.back.rect.y, gw, px(48)),
                                               label, self.guided, key=pygame.K_g, key_label="G",
                                               click_sound=lambda: self.ctx.audio.play("click"))
            self.buttons.append(self.guide_button)
        self.frame = pygame.Rect(px(30), px(74), W - px(60), H - px(74) - px(84))
        self.view = self.frame.inflate(-2 * px(16), -2 * px(12))  # the page shows through this
        bar_w = px(12)
        self.bar.rect = pygame.Rect(self.view.right - bar_w, self.view.y, bar_w, self.view.h)
        self.page = self.build_page()
        self.bar.set_extent(self.page.height, self.view.h)

    def guide_label(self) -> str:
        """Learn by playing; once some lessons are done, on to the next; once
        every one is done, all of them again (a lesson done is never "resumed")."""
        game = "gostop" if isinstance(self.rules, GoStopRules) else "koikoi"
        done = getattr(self.ctx.settings, f"guided_{game}")
        if not done:
            return _("Learn by playing")
        if self.lessons and done >= self.lessons:
            # TRANSLATORS: How to play's button once every lesson of the guided match is done: it plays them again
            return _("All {n} lessons done: play them again").format(n=self.lessons)
        # TRANSLATORS: How to play's button back to the guided match: lessons 1 to {done} are done, and it goes on
        # with the next one, {next}
        return _("Lesson {done} done: go on to lesson {next}").format(done=done, next=done + 1)

    def example(self, y: YakuRule | Yaku) -> list[int]:
        """Cards that make a yaku: its named cards, then enough of its pool."""
        if getattr(y, "current_month", False):
            return list(indices(MONTH_MASK[1]))[: y.min]
        cards = list(indices(y.cards))
        need = max(0, y.min - len(cards))
        extra = [c for c in indices(y.pool & ~y.cards)][:need]
        return cards + extra

    # --- the page ------------------------------------------------------------
    def build_page(self) -> Page:
        """Lay out the rules' sections and yaku on a page as wide as the view
        (less the scroll bar): every text wrapped or shortened to its column."""
        px = self.ctx.layout.px
        width = self.view.w - self.bar.rect.w - px(16)
        page = Page(width)
        column = (0, width)
        body = (px(12), width - px(12))
        y = px(6)
        title = rules_title_played(self.rules)  # a rule file's own title reads as written; the deck played named
        # TRANSLATORS: {title} is a rule set's title ("The rules: Nintendo standard")
        y = self.paragraph(page, _("The rules: {title}").format(title=title), self.text_size(30), GOLD_LIGHT,
                           column, y, bold=True)
        # the rules in a line, made from those in force (the preset's own description names its own length and
        # deal: "12 rounds", "8 cards each", which the match length or a table of three chosen may not be)
        y = self.paragraph(page, summary(self.rules, self.players), self.text_size(21), TEXT_DIM, body, y)
        size = self.text_size(22)
        bullet = self.ctx.assets.font(size).size("• ")[0]
        rules = self.rules
        hand = dealt(rules, self.players)
        for section in [*(explain_gostop(rules) if isinstance(rules, GoStopRules) else explain(rules)),
                        hand_keys(hand)]:
            y += px(16)
            y = self.paragraph(page, section.title, self.text_size(28), GOLD_LIGHT, column, y, bold=True) + px(4)
            for sentence in section.sentences:  # each its own paragraph, a bullet before it
                self.paragraph(page, "•", size, GOLD_LIGHT, (body[0], body[0] + bullet), y)
                y = self.paragraph(page, sentence, size, TEXT, (body[0] + bullet, body[1]), y) + px(5)
        y += px(16)
        if isinstance(rules, GoStopRules):  # Go-Stop's scoring sets in its players' words (Korean 족보)
            # TRANSLATORS: {title} is a Go-Stop rule set's title ("The yaku of Matgo"): Go-Stop's scoring sets
            heading = pgettext("gostop", "The yaku of {title}").format(title=title)
        else:
            # TRANSLATORS: {title} is a rule set's title ("The yaku of Nintendo standard")
            heading = _("The yaku of {title}").format(title=title)
        y = self.paragraph(page, heading, self.text_size(28), GOLD_LIGHT, column, y, bold=True) + px(10)
        lines = gostop_yaku_lines(rules) if isinstance(rules, GoStopRules) else yaku_lines(rules)
        for line in lines:
            y = self.yaku_row(page, line, body, y) + px(18)
        page.height = y + px(10)
        return page

    def paragraph(
        self, page: Page, text: str, size: int, colour: tuple[int, int, int], column: tuple[int, int], y: int,
        bold: bool = False,
    ) -> int:
        """``text`` wrapped to ``column`` from ``y``; returns the y below it."""
        font = self.ctx.assets.font(size, bold)
        line = font.get_linesize()
        left, right = column
        for text_line in wrap(text, font, right - left - 2):
            w, h = font.size(text_line)
            page.items.append(Placed(pygame.Rect(left, y, w + 2, h + 2), column, text_line, size, colour, bold))
            y += line
        return y

    def yaku_row(self, page: Page, line: YakuLine | GostopYakuLine, body: tuple[int, int], y: int) -> int:
        """A yaku: its name, points and description in a left column, its
        cards beside them. Returns the y below the taller of the two."""
        px = self.ctx.layout.px
        ch = px(84)
        cw = round(ch * CARD_RATIO)
        words = (body[0], body[0] + min(px(430), (body[1] - body[0]) * 2 // 5))
        bottom = self.paragraph(page, line.name, self.text_size(26), TEXT, words, y, bold=True)
        bottom = self.paragraph(page, line.points, self.text_size(21), GOLD_LIGHT, words, bottom)
        if line.description:
            bottom = self.paragraph(page, line.description, self.text_size(19), TEXT_DIM, words, bottom + px(2))
        cards = (words[1] + px(24), body[1])
        x = cards[0]
        for c in self.example(line.yaku):
            if x + cw > cards[1]:
                break
            page.items.append(Placed(pygame.Rect(x, y, cw, ch), cards, card=c))
            x += cw + px(6)
        if getattr(line.yaku, "current_month", False):
            # TRANSLATORS: beneath the cards of a yaku made of the round's month (Tsukifuda)
            said = _("The round's month: pine in round 1, shown here.")
            bottom = max(bottom, self.paragraph(page, said, self.text_size(19), TEXT_DIM, cards, y + ch + px(4)))
        return max(bottom, y + ch)

    # --- input and drawing --------------------------------------------------
    def focus_order(self) -> list[Widget]:
        return list(self.buttons)  # the page itself scrolls with ↑ ↓, PgUp, PgDn, Home and End

    def handle(self, event: pygame.event.Event) -> None:
        if any([b.handle(event) for b in self.buttons]):
            self.invalidate()
            return
        if self.bar.handle(event):
            self.invalidate()
            return
        px = self.ctx.layout.px
        page = self.view.h - px(40)
        if event.type == pygame.MOUSEWHEEL:
            self.bar.scroll_to(self.scroll - event.y * px(60))
        elif event.type == pygame.KEYDOWN:
            target = {
                pygame.K_DOWN: self.scroll + px(60), pygame.K_UP: self.scroll - px(60),
                pygame.K_PAGEDOWN: self.scroll + page, pygame.K_PAGEUP: self.scroll - page,
                pygame.K_HOME: 0, pygame.K_END: self.bar.max_offset,
            }.get(event.key)
            if target is not None:
                self.bar.scroll_to(target)

    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        px = self.ctx.layout.px
        surface.blit(a.felt(surface.get_size()), (0, 0))
        title = pygame.Rect(0, px(10), surface.get_width(), px(56))
        # TRANSLATORS: the heading of How to play, for Go-Stop (the Korean game)
        heading = _("How to play Go-Stop") if isinstance(self.rules, GoStopRules) else _("How to play Koi-Koi")
        draw_text(surface, a, heading, self.text_size(48), GOLD_LIGHT, title, bold=True, align="centre")
        draw_panel(surface, self.frame, radius=px(18), alpha=225)
        if self.page is None:
            self.page = self.build_page()
        surface.set_clip(self.view)
        self.draw_page(surface)
        surface.set_clip(None)
        self.bar.draw(surface, a)
        for b in self.buttons:
            b.draw(surface, a)

    def draw_page(self, surface: pygame.Surface) -> None:
        """The items of the page in view, moved to the view and the scroll."""
        a = self.ctx.assets
        assert self.page is not None
        top, bottom = self.scroll, self.scroll + self.view.h
        dx, dy = self.view.x, self.view.y - self.scroll
        for item in self.page.items:
            if item.rect.bottom < top or item.rect.y > bottom:
                continue
            where = item.rect.move(dx, dy)
            if item.card >= 0:
                surface.blit(a.shadow(where.size), (where.x - 3, where.y - 1))
                surface.blit(a.card(item.card, where.size), where)
            else:
                surface.blit(a.text(item.text, item.size, item.colour, bold=item.bold), where)
