"""The deck chosen in Settings: the decks offered, their names, and the
row that offers them with a few of the chosen deck's cards beside it.

Koi-Koi offers every deck: the shipped ones (standard, and the themed
deck of seed 002) and the player's own that loaded whole
(:mod:`.own_decks`). The setting holds "" for the rule set's own deck
(fr-club's is the themed one), so a preset's asked deck is its default;
with a deck that lacks the cards of some of its yaku, How to play says they
cannot be made. Go-Stop keeps only a deck that draws its bonus cards and
marks: the standard one, so it offers no choice. The deck chosen is used
from the next match: a saved match keeps the deck its rules name.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..games.common.cards import BY_ID
from ..games.common.decks import DECK_IDS, STANDARD, find_deck, own_decks
from ..games.common.rulefiles import RuleSet
from ..i18n import N_
from .assets import Assets
from .layout import CARD_RATIO
from .rows import OptionRow
from .deck_words import deck_name
from .rule_words import OptionWords
from .widgets import Widget

# the shipped decks' names in Settings, by id (a player's deck is named by its file)
NAMES = {
    # TRANSLATORS: Settings, the deck option's values: the traditional cards, and seed 002's deck of a music world
    STANDARD: N_("Standard"),
    "themed": N_("Themed (music)"),
}
# the preview: cards each deck draws anew (the themed deck: its characters, and three of its yaku's cards)
SHOWN = ("pine-crane", "plum-warbler", "cherry-curtain", "iris-plain-1", "pampas-moon", "maple-plain-1",
         "willow-swallow", "paulownia-plain-3")
GAP = 6  # pixels between the preview's cards
SLOTS = 3  # the list's slots the preview takes


def offered(game: str) -> list[str]:
    """The decks a game's Settings offer, by id: every deck for Koi-Koi;
    for Go-Stop, only the standard one (no other draws its bonus cards)."""
    if game != "koikoi":
        return [STANDARD]
    return [*DECK_IDS, *(d.id for d in own_decks())]


def deck_words() -> OptionWords:
    """The deck option's words, its values named (the player's decks by their own name)."""
    names: dict[Any, str] = dict(NAMES)
    names.update((d.id, deck_name(d)) for d in own_decks())
    return OptionWords(
        # TRANSLATORS: the Settings option choosing the deck of cards the next match is played with
        N_("Deck"),
        N_("The cards of the next match (a saved match keeps its own). How to play says which yaku a deck "
           "cannot make."),
        values=names)


def stored(rules_own: str, chosen: str) -> str:
    """What the setting keeps for ``chosen``: "" where it is the rule set's own deck."""
    return "" if chosen == rules_own else chosen


def shown_under(rows: list[Widget], i: int) -> int:
    """The slots under the list's row ``i`` that are seen with it: the deck row's preview."""
    return SLOTS if i + 1 < len(rows) and isinstance(rows[i + 1], DeckPreview) else 0


def preset_changes(game: str) -> dict[str, str]:
    """What a new preset changes beside itself: Koi-Koi's deck goes back to the preset's own."""
    return {"deck": ""} if game == "koikoi" else {}


def deck_rows(scene: Any, rules: RuleSet, rect: tuple[int, int, int, int]) -> list[Widget]:
    """The Settings scene's deck row (its words remembered for the
    description pane), the deck the rules are played with shown, and its
    preview under it; a choice is kept (:func:`stored`) and the screen laid
    out again."""
    def choose(value: object) -> None:
        scene.change(deck=stored(scene.base.deck.id, str(value)))
        scene.place()
        scene.invalidate()

    words = scene.words["deck"] = deck_words()
    row = OptionRow(rect, words.label, offered("koikoi"), rules.deck.id, scene.changing("deck", choose),
                    fmt=words.name, text_size=scene.size, clip=scene.list_rect)
    scene.option_widgets["deck"] = row
    x, _, w, h = rect
    preview = DeckPreview((x, 0, w, (SLOTS - 1) * scene.row_h + h), row)
    return [row, preview, *(Spacer((x, 0, w, h)) for _ in range(SLOTS - 1))]


class DeckPreview(Widget):
    """A few cards of the deck the row above it shows, drawn in its art:
    the list's slot below that row and the ones after it (:data:`SLOTS`)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], row: OptionRow) -> None:
        super().__init__(rect)
        self.row = row

    def cards(self) -> list[pygame.Rect]:
        """Where the cards go: from the row's label, as high as the preview,
        side by side, as many as its width holds."""
        r = self.rect.inflate(0, -6)
        w = round(r.h * CARD_RATIO)
        n = max(1, min(len(SHOWN), (r.w - 6 + GAP) // (w + GAP)))
        return [pygame.Rect(r.x + 6 + i * (w + GAP), r.y, w, r.h) for i in range(n)]

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        art = find_deck(str(self.row.value)).art
        for card_id, at in zip(SHOWN, self.cards()):
            surface.blit(assets.card_in(art, BY_ID[card_id].index, at.size), at)


class Spacer(Widget):
    """A slot of the list the preview above it covers: nothing of its own."""
