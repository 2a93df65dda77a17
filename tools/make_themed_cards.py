"""Generate seed 002's themed deck: the 48 cards with a music world's characters, and a back.

Each month is a character of a music world; Felicya, the pop star, stands
where the ``star`` tag's month stands. A card keeps its month's flowers and
colours (the standard deck's scene, drawn by ``make_cards.py``), its kind's
look (a bright's large figure, an animal, a ribbon's band, a plain's flowers)
and the subjects the seed names (the sake cup, the moon, the curtain, the
umbrella); over it stands the month's character: a large portrait on a
bright, a round badge on every other card. The tagged cards carry the
theme's subjects: Felicya at her microphone (``micro``), the Screaming Cats'
five instruments (``instrument``), three postcards of the tour (``panorama``)
and Osaka castle as a concert venue (``castle``). Which cards carry them is
:data:`TAGS`, chosen by ``tools/themed_yaku_rates.py`` (docs/themed-deck.md).

Output: ``assets/decks/themed/cards/<card id>.svg`` (the standard deck's file
names) and ``back.svg``. The drawing helpers are ``make_cards.py``'s; the characters and the theme's
objects are ``themed_motifs.py``'s.

    python tools/make_themed_cards.py            # writes assets/decks/themed/cards/
    python tools/make_themed_cards.py --out DIR
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_cards as mc  # noqa: E402
from make_cards import H, P, S, W, el, group, line, outlined  # noqa: E402
from themed_motifs import (  # noqa: E402
    badge, bust, character, drums, guitar, keyboard, microphone, note, osaka_castle, postcard, saxophone,
    star_d, umbrella,
)

from koikoi.games.common.cards import DECK  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "decks" / "themed" / "cards"

# The theme's tags (the deck's file carries the same lists).
TAGS: dict[str, tuple[str, ...]] = {
    "star": ("pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"),
    "micro": ("pine-crane",),
    "castle": ("paulownia-plain-3",),
    "instrument": ("clover-plain-1", "clover-plain-2", "maple-plain-1", "maple-plain-2", "willow-swallow"),
    "panorama": ("iris-plain-1", "pampas-plain-1", "chrysanthemum-plain-1"),
}

# Notes sung by the months' creatures: (x, y, size, beamed) per animal card.
SONGS = {
    "plum-warbler": ((236, 250, 1.0, True), (60, 430, 0.9, False)),
    "wisteria-cuckoo": ((230, 440, 1.1, True), (60, 300, 0.9, False)),
    "pampas-geese": ((250, 345, 1.0, True),),
    "peony-butterflies": ((160, 215, 1.0, True),),
    "iris-bridge": ((60, 300, 1.0, True),),
}


# --------------------------------------------------------------------------
# The cards


def bright(card_id, month, rng):
    """A bright: the month's scene and its traditional subject, the character large in front."""
    c = character(month)
    body = [mc.ground()]
    dark = None
    singing = card_id in TAGS["micro"]
    if card_id == "pine-crane":
        body += mc.sun(160, 150, 110)
        for a in range(0, 360, 30):  # the rising sun's rays: a star's spotlight
            x0, y0 = mc.polar(160, 150, 122, a)
            x1, y1 = mc.polar(160, 150, 175, a)
            body.append(line([(x0, y0), (x1, y1)], P["red"], 9))
        body += mc.pine_scene(2, rng)
        body += mc.kasumi(70, [(-10, 120, 0, 24), (40, 170, 24, 20)])
        body.append(group(bust(c, singing), 150, 545, 0, 1.2))
    elif card_id == "cherry-curtain":
        body += mc.cherry_scene(2, rng)
        body.append(group(mc.curtain(), 160, 60))
        body.append(group(bust(c, singing), 160, 545, 0, 1.2))
    elif card_id == "pampas-moon":
        body.append(el("path", d=mc.sky(340), fill=P["red"]))
        body += mc.full_moon(160, 170, 110)
        body += mc.pampas_scene(0, rng, top=360)
        body.append(group(bust(c, singing), 175, 545, 0, 1.05))
    elif card_id == "willow-rainman":
        body = [mc.ground(P["night"])]
        for _ in range(40):
            x, y = rng.uniform(20, 300), rng.uniform(20, 420)
            body.append(line([(x, y), (x - 6, y + 26)], P["slate"], 2, opacity=0.8))
        body += mc.willow_scene(0, rng, fronds=[40, 250, 295])
        body.append(group(umbrella(P["gold"], 390), 212, 62))
        body.append(group(bust(c, singing), 135, 560, 0, 1.15))
        body += outlined([S("ellipse", cx=212.0, cy=440.0, rx=16.0, ry=13.0)], fill=c["skin"], ow=2.2)
        body.append(group(mc.frog(), 270, 500, 0, 0.9))
    elif card_id == "paulownia-phoenix":
        body = [mc.ground(P["red"])]
        body += mc.kasumi(60, [(-10, 210, 0, 30), (120, 330, 26, 24)], color=P["gold"], line_color=P["gold_light"])
        body.append(group(mc.phoenix(), 105, 112, 0, 0.56))
        body += mc.paulownia_scene(2, rng, foot=False)
        body.append(group(bust(c, singing), 200, 560, 0, 0.92))
    else:
        raise KeyError(card_id)
    if singing:
        body.append(group(microphone(), 215, 545, 0, 1.0))
    return body, dark


INSTRUMENTS = ("drums", "bass", "guitar", "keyboard", "saxophone")  # in TAGS["instrument"] order
VIEWS = ("fuji", "torii", "pagoda")


def themed_card(card_id: str) -> str:
    card = next(c for c in DECK if c.id == card_id)
    rng = random.Random("themed:" + card_id)
    month = card.month
    if card.kind.label == "bright":
        body, dark = bright(card_id, month, rng)
    elif card_id in TAGS["instrument"]:
        kind = INSTRUMENTS[TAGS["instrument"].index(card_id)]
        body, dark = mc.card_body(card_id)
        if card.kind.label == "animal":  # the creature stays, beside its instrument: a creature marks an animal
            body = [mc.ground(dark or P["ivory"])] + scene_only(card_id, rng)
        drawn = {"guitar": lambda: group(guitar(P["red"]), 150, 360, -18, 1.0),
                 "bass": lambda: group(guitar(P["indigo_light"], bass=True), 160, 380, 16, 0.95),
                 "drums": lambda: group(drums(), 165, 380, 0, 1.0),
                 "keyboard": lambda: group(keyboard(), 160, 330, -8, 1.0),
                 "saxophone": lambda: group(saxophone(), 195, 370, 10, 1.05)}[kind]
        body.append(drawn())
        if card_id == "willow-swallow":
            body.append(group(mc.swallow(P["paper"]), 105, 215, 20, 0.8))
            body += note(60, 400, 1.0, color=P["paper"], double=True)
        body.append(badge(month, star=card_id in TAGS["star"]))
    else:
        body, dark = mc.card_body(card_id)
        if card_id in TAGS["panorama"]:
            body.append(postcard(VIEWS[TAGS["panorama"].index(card_id)], 150, 300))
        if card_id in TAGS["castle"]:
            body.append(group(osaka_castle(), 160, 430, 0, 0.95))
        if card_id in TAGS["micro"]:
            body.append(group(microphone(), 60, 510, 0, 1.0))
        for x, y, size, beamed in SONGS.get(card_id, ()):
            body += note(x, y, size, double=beamed)
        body.append(badge(month, star=card_id in TAGS["star"]))
    body += mc.border(dark)
    return mc.svg_doc(body)


def scene_only(card_id, rng):
    """An animal card's month scene, without its animal (for an instrument card)."""
    month_scene = {2: mc.plum_scene, 4: mc.wisteria_scene, 5: mc.iris_scene, 6: mc.peony_scene,
                   7: mc.clover_scene, 8: lambda v, r: mc.pampas_scene(v, r, top=380), 9: mc.chrys_scene,
                   10: mc.maple_scene, 11: mc.willow_scene}
    card = next(c for c in DECK if c.id == card_id)
    items = []
    if card.month == 11:
        items.append(el("path", d=mc.rounded_rect_d(0, 0, W, H, 22), fill=P["slate"]))
    if card.month == 8:
        items += mc.kasumi(90, [(-10, 200, 0, 30), (110, 330, 28, 26)])
    items += month_scene[card.month](0 if card.month in (8, 11) else 2, rng)
    return items


def back_svg() -> str:
    """The themed back: a black vinyl record on deep purple, a gold star at its label."""
    body = [mc.ground(P["night"])]
    body.append(el("path", d=mc.rounded_rect_d(26, 26, W - 52, H - 52, 10), fill="none", stroke=P["gold"],
                   stroke_width=3))
    for row in range(12):
        for col in range(6):
            x = 56 + col * 42 + (21 if row % 2 else 0)
            y = 62 + row * 38
            if x > W - 45:
                continue
            body.append(el("path", d=star_d(x, y, 7, 3), fill=P["purple"], opacity=0.8))
    body += outlined([S("circle", cx=160.0, cy=265.0, r=110.0)], fill=P["ink"])
    for r in (98, 86, 74, 62):
        body.append(el("circle", cx=160.0, cy=265.0, r=float(r), fill="none", stroke=P["slate"], stroke_width=1.5))
    body.append(el("circle", cx=160.0, cy=265.0, r=44.0, fill=P["magenta"], stroke=P["gold"], stroke_width=3))
    body.append(el("path", d=star_d(160, 265, 32, 13), fill=P["gold"], stroke=P["ink"], stroke_width=2))
    body.append(el("circle", cx=160.0, cy=265.0, r=4.0, fill=P["ink"]))
    body += mc.kasumi(70, [(40, 200, 0, 22), (120, 280, 22, 20)], color=P["magenta"], line_color=P["gold"], ow=2.2)
    body += mc.kasumi(460, [(40, 200, 0, 22), (120, 280, -22, 20)], color=P["magenta"], line_color=P["gold"],
                      ow=2.2)
    body += mc.border(inner=P["gold"])
    return mc.svg_doc(body)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for c in DECK:
        (args.out / f"{c.id}.svg").write_text(themed_card(c.id), encoding="utf-8")
    (args.out / "back.svg").write_text(back_svg(), encoding="utf-8")
    print(f"wrote {len(DECK) + 1} SVGs to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
