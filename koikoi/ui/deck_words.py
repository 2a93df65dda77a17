"""The words of the deck played: its months' names and its cards', from
the deck's data (:class:`~koikoi.games.common.decks.DeckWords`), in the
language spoken.

A deck's words are English in its file; the game's catalogs translate them
with the contexts the standard deck's names always had ("flower", "gostop
flower", "card", "gostop card"), so a language that lacks one says it in
English. What a deck does not name, the standard deck's words say; what it
names only in Koi-Koi's words is said so at Go-Stop's table too. The table
sets the deck it plays (:func:`use_deck`), as the language is set, and
every sentence that names a card or a month asks here.
"""

from __future__ import annotations

from ..games.common.cards import CARD_IDS, MONTH_OF
from ..games.common.decks import STANDARD, Deck, DeckWords, load_deck
from ..i18n import language, pgettext

_played: list[Deck] = []  # the deck the table plays (none: the standard deck)


def use_deck(deck: Deck | None) -> None:
    """Name the cards and months as ``deck`` does from now on (None: the standard deck)."""
    _played[:] = [] if deck is None or deck.id == STANDARD else [deck]


def deck_spoken() -> Deck:
    return _played[0] if _played else load_deck(STANDARD)


def _decks() -> tuple[Deck, ...]:
    """The decks asked, in order: the one played, then the standard one."""
    return (*_played, load_deck(STANDARD))


def month_words(month: int, gostop: bool = False) -> str:
    """A month's name within a sentence: its flower ("pine") or, in a themed
    deck, its character; in Go-Stop's words where the deck has them."""
    for deck in _decks():
        w, own = deck.words, deck.catalogs.get(language())
        if gostop and w.gostop_months:
            if own is not None and own.gostop_months:
                return own.gostop_months[month - 1]
            return pgettext("gostop flower", w.gostop_months[month - 1])
        if w.months:
            if own is not None and own.months:
                return own.months[month - 1]
            return pgettext("flower", w.months[month - 1])
    return str(month)  # (the standard deck names every month)


def month_flower(month: int) -> str:
    """A month's flower within a sentence, whatever the deck ("plum"): a themed deck's cards keep their
    months' flowers, and its names say the character already (pt18 read "La carte simple d'Ume (Ume)")."""
    return pgettext("flower", load_deck(STANDARD).words.months[month - 1])


def card_subject(card: int, gostop: bool = False, with_month: bool = True) -> str:
    """A card alone, as a player says it ("Pine crane"), by its id or by its
    id's first two words; in Go-Stop's words where the deck has them. A
    themed deck's card, named by its character, says the month's flower it
    stands for after it ("Kiku sake cup (chrysanthemum)": a newcomer read
    "la coupe de saké de Kiku" and could not tell which card it was), unless
    ``with_month`` is False (pointed at, the card's month follows anyway)."""
    card_id = CARD_IDS[card]
    alike = "-".join(card_id.split("-")[:2])
    for deck in _decks():
        w, own = deck.words, deck.catalogs.get(language(), DeckWords())
        for table, context, theirs in ((w.gostop_cards, "gostop card", own.gostop_cards), (w.cards, "card", own.cards)) \
                if gostop else ((w.cards, "card", own.cards),):
            key = card_id if card_id in table else alike
            said = table.get(key)
            if said:
                # a player's deck's own word in the language spoken (its catalog), else the game's catalogs'
                named = theirs.get(key) or pgettext(context, said)
                if deck.id == STANDARD or not with_month:
                    return named
                months = deck.words.months
                if months and months[MONTH_OF[card] - 1] in said:  # named by its month's character ("Kiku ...")
                    return character_card(MONTH_OF[card]).format(card=named)
                # TRANSLATORS: a card of the themed deck (preset fr-club) in a sentence, named for itself, not by its
                # month's character ("Pagoda postcard"): {card} its name, {flower} the month's flower the card
                # stands for ("chrysanthemum"), as the standard deck's names say it
                return pgettext("themed card", "{card} ({flower})").format(card=named, flower=month_flower(MONTH_OF[card]))
    return card_id  # (the standard deck names every card)


def character_card(month: int) -> str:
    """A themed card named by its month's character, in a sentence: "{card} (chrysanthemum)", the flower the
    character stands for after the name; a language in which the character's name is the flower's own word
    (Japanese キク, 菊) writes the name alone, which says the flower once (a helper read キクに青短（菊）)."""
    # TRANSLATORS: a card of the themed deck (preset fr-club) named by its month's character ("Kiku sake cup"),
    # in a sentence, with the month's flower it stands for after it, as the standard deck's names say it; where
    # your language's name for the character is the flower's own word (Japanese キク for 菊), write "{card}"
    # alone, so that the flower is said once
    forms = (pgettext("themed card", "{card} (pine)"), pgettext("themed card", "{card} (plum)"),
             pgettext("themed card", "{card} (cherry)"), pgettext("themed card", "{card} (wisteria)"),
             pgettext("themed card", "{card} (iris)"), pgettext("themed card", "{card} (peony)"),
             pgettext("themed card", "{card} (bush clover)"), pgettext("themed card", "{card} (pampas)"),
             pgettext("themed card", "{card} (chrysanthemum)"), pgettext("themed card", "{card} (maple)"),
             pgettext("themed card", "{card} (willow)"), pgettext("themed card", "{card} (paulownia)"))
    return forms[month - 1]


def named_for_itself(card: int) -> bool:
    """Whether the deck played names this card on its own (by its id: the
    themed deck's "Osaka castle"), not as one of its month's like cards
    ("Pine plain card"): such a name need not say the card's kind."""
    card_id = CARD_IDS[card]
    alike = "-".join(card_id.split("-")[:2])
    if card_id == alike:  # the one card of its kind in its month ("pine-crane"): its name is its own
        return False
    for deck in _decks():
        if card_id in deck.words.cards:
            return True
        if alike in deck.words.cards:
            return False
    return False


def deck_name(deck: Deck) -> str:
    """A player's deck's name in the language spoken: its catalog's, else its file's."""
    own = deck.catalogs.get(language())
    return own.name if own is not None and own.name else deck.name
