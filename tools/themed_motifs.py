"""The themed deck's motifs: its twelve characters (as a bust, and in a badge)
and the theme's objects (the Screaming Cats' instruments and cat, music notes,
a microphone, tour postcards, Osaka castle, an umbrella).

Drawn with ``make_cards.py``'s primitives and palette, in the same local
coordinates as its figures; ``make_themed_cards.py`` lays them on the cards.
Standard library only.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_cards as mc  # noqa: E402
from make_cards import P, S, el, group, line, outlined  # noqa: E402

SKIN = ("#F4D2B0", "#E3AE83", "#C98B5B", "#8E5B3A")


class Character(dict):
    """A month's character: name, skin, hair colour and style, outfit and accent."""


def ch(name, skin, hair, style, outfit, accent, extra=()):
    return Character(name=name, skin=SKIN[skin], hair=hair, style=style, outfit=outfit, accent=accent,
                     extra=tuple(extra))


FELICYA = ch("Felicya", 0, "#F2C53D", "twintails", P["magenta"], P["gold"], ("star", "headset"))
CHARACTERS = {
    1: FELICYA,  # the star: pine's four cards
    2: ch("Ume", 0, P["ink"], "bun", P["red"], P["white"], ("closed",)),
    3: ch("DJ Sakura", 1, P["pink_deep"], "bob", P["white"], P["pink"], ("headphones",)),
    4: ch("Murasaki", 0, "#CFC8E0", "long", P["purple"], P["gold"], ()),
    5: ch("Ayame", 2, P["indigo"], "long", P["indigo"], P["white"], ("fringe", "glasses")),
    6: ch("Botan", 3, P["red"], "afro", P["gold"], P["red"], ()),
    7: ch("Kenji", 2, P["bark"], "mohawk", P["ink"], P["magenta"], ("beard",)),
    8: ch("Susuki", 1, P["ink"], "slick", P["white"], P["red"], ("shades",)),
    9: ch("Kiku", 2, P["ink"], "headband", P["gold"], P["red"], ()),
    10: ch("Momiji", 0, P["red_light"], "spiky", P["bark_dark"], P["gold"], ("shades",)),
    11: ch("Yanagi", 3, P["ink"], "beanie", P["teal"], P["gold"], ()),
    12: ch("Kiri", 1, P["purple"], "updo", P["red"], P["gold"], ("necklace",)),
}


# Each month's colour cue, the ring of its character's badge.
MONTH_RING = {1: P["pine"], 2: P["red"], 3: P["pink_deep"], 4: P["purple"], 5: P["iris"], 6: P["red_light"],
              7: P["magenta"], 8: P["white"], 9: P["gold"], 10: P["red_dark"], 11: P["teal"], 12: P["purple_light"]}


def character(month: int) -> Character:
    return CHARACTERS[month]


# --------------------------------------------------------------------------
# The character: a bust, origin at the middle of its foot; the head's centre
# is at (0, -165), 46 wide each side.


def hair_back(c):
    style = c["style"]
    if style == "twintails":
        return [S("ellipse", cx=-78.0, cy=-120.0, rx=30.0, ry=78.0, transform="rotate(12 -78 -120)"),
                S("ellipse", cx=78.0, cy=-120.0, rx=30.0, ry=78.0, transform="rotate(-12 78 -120)"),
                S("circle", cx=0.0, cy=-172.0, r=56.0)]
    if style == "bun":
        return [S("circle", cx=0.0, cy=-172.0, r=54.0), S("circle", cx=0.0, cy=-236.0, r=30.0)]
    if style == "bob":
        return [S("path", d="M-60 -120C-66 -190 -40 -228 0 -228C40 -228 66 -190 60 -120Z")]
    if style == "long":
        return [S("path", d="M-70 -70C-76 -190 -44 -230 0 -230C44 -230 76 -190 70 -70Z")]
    if style == "afro":
        return [S("circle", cx=0.0, cy=-186.0, r=82.0)]
    if style == "updo":
        return [S("circle", cx=0.0, cy=-176.0, r=52.0), S("ellipse", cx=0.0, cy=-244.0, rx=40.0, ry=34.0),
                S("ellipse", cx=0.0, cy=-290.0, rx=26.0, ry=22.0)]
    if style == "spiky":
        pts = []
        for k in range(11):
            a = 180 + k * 18
            r = 92 if k % 2 else 56
            pts.append(mc.polar(0, -170, r, a))
        return [S("path", d=mc.poly_d([(-50, -150), *pts, (50, -150)]))]
    if style in ("slick", "headband", "mohawk", "beanie"):
        return [S("circle", cx=0.0, cy=-176.0, r=50.0)] if style != "mohawk" else []
    return []


def hair_front(c):
    col, style = c["hair"], c["style"]
    out = []
    fringe = {"twintails": "M-48 -170C-50 -212 -20 -226 0 -226C20 -226 50 -212 48 -170C30 -190 10 -196 -4 -184"
                           "C-18 -196 -34 -190 -48 -170Z",
              "bob": "M-50 -160C-52 -212 -24 -224 0 -224C24 -224 52 -212 50 -160L50 -172C20 -178 -20 -178 -50 -172Z",
              "long": "M-50 -150C-54 -210 -24 -226 0 -226C24 -226 54 -210 50 -150C40 -190 14 -200 0 -206"
                      "C-14 -200 -40 -190 -50 -150Z",
              "bun": "M-48 -168C-48 -208 -24 -222 0 -222C24 -222 48 -208 48 -168C30 -196 -30 -196 -48 -168Z",
              "slick": "M-48 -160C-52 -210 -24 -226 4 -226C30 -226 52 -208 48 -168C24 -200 -20 -204 -48 -160Z",
              "headband": "M-48 -168C-48 -208 -24 -222 0 -222C24 -222 48 -208 48 -168C30 -184 -30 -184 -48 -168Z",
              "updo": "M-48 -166C-48 -208 -24 -222 0 -222C24 -222 48 -208 48 -166C26 -196 -26 -196 -48 -166Z",
              "afro": "M-50 -170C-50 -210 -24 -224 0 -224C24 -224 50 -210 50 -170C30 -190 -30 -190 -50 -170Z"}
    if style in fringe:
        out += outlined([S("path", d=fringe[style])], fill=col, ow=2.2)
    if style == "long" and "fringe" in c["extra"]:
        out += outlined([S("path", d="M-48 -176C-48 -214 -24 -226 0 -226C24 -226 48 -214 48 -176Z")], fill=col, ow=2.2)
    if style == "mohawk":
        spikes = [(-20, -206), (-14, -250), (-6, -214), (0, -262), (6, -214), (14, -250), (20, -206)]
        out += outlined([S("path", d=mc.poly_d(spikes))], fill=col, ow=2.2)
    if style == "spiky":
        out += outlined([S("path", d="M-48 -168L-40 -214L-18 -196L0 -230L18 -196L40 -214L48 -168"
                                     "C20 -186 -20 -186 -48 -168Z")], fill=col, ow=2.2)
    if style == "headband":
        out += outlined([S("rect", x=-50.0, y=-196.0, width=100.0, height=18.0, rx=5.0)], fill=P["white"], ow=2.0)
        out.append(el("circle", cx=0.0, cy=-187.0, r=7.0, fill=P["red"]))
        out += outlined([S("path", d="M46 -190L86 -210L80 -186L90 -170L48 -180Z")], fill=P["white"], ow=2.0)
    if style == "beanie":
        out += outlined([S("path", d="M-54 -176C-56 -236 -24 -252 0 -252C24 -252 56 -236 54 -176Z"),
                         S("circle", cx=0.0, cy=-256.0, r=16.0)], fill=c["accent"], ow=2.4)
        out += outlined([S("rect", x=-58.0, y=-192.0, width=116.0, height=22.0, rx=6.0)], fill=c["outfit"], ow=2.2)
        for k in range(-4, 5):
            out.append(line([(k * 12, -190), (k * 12, -172)], P["slate_dark"], 2, opacity=0.5))
    if style == "bun":
        out.append(line([(-26, -262), (30, -212)], P["gold"], 5))
        out.append(el("circle", cx=-28.0, cy=-264.0, r=7.0, fill=P["red"], stroke=P["ink"], stroke_width=2))
    if style == "updo":
        for x, y in ((-30, -250), (30, -250), (0, -312)):
            out += outlined([S("circle", cx=float(x), cy=float(y), r=8.0)], fill=P["gold"], ow=1.6)
    if "star" in c["extra"]:
        out += outlined([S("path", d=star_d(-40, -212, 22, 10))], fill=P["gold"], ow=2.0)
    return out


def star_d(cx, cy, r0, r1, n=5, turn=-90.0):
    pts = [mc.polar(cx, cy, r0 if k % 2 == 0 else r1, turn + k * 180 / n) for k in range(2 * n)]
    return mc.poly_d(pts)


def face(c, singing=False):
    ink = P["ink"]
    out = []
    if "shades" in c["extra"]:
        out += outlined([S("rect", x=-40.0, y=-176.0, width=34.0, height=20.0, rx=7.0),
                         S("rect", x=6.0, y=-176.0, width=34.0, height=20.0, rx=7.0)], fill=P["night"], ow=1.8)
        out.append(line([(-8, -170), (8, -170)], ink, 3))
        out.append(line([(-34, -170), (-26, -166)], P["slate"], 2))
    elif "closed" in c["extra"]:
        for x in (-18, 18):
            out.append(el("path", d=f"M{x - 9} -162Q{x} -172 {x + 9} -162", fill="none", stroke=ink,
                          stroke_width=3.5, stroke_linecap="round"))
    elif "glasses" in c["extra"]:
        for x in (-19, 19):
            out.append(el("circle", cx=float(x), cy=-164.0, r=13.0, fill=P["white"], stroke=ink, stroke_width=3.5))
            out.append(el("circle", cx=float(x), cy=-164.0, r=4.5, fill=ink))
        out.append(line([(-6, -166), (6, -166)], ink, 3))
    else:
        for x in (-18, 18):
            out.append(el("ellipse", cx=float(x), cy=-164.0, rx=5.5, ry=7.5, fill=ink))
            out.append(el("circle", cx=float(x + 2), cy=-167.0, r=2.0, fill=P["white"]))
        for x in (-30, 30):
            out.append(el("ellipse", cx=float(x), cy=-146.0, rx=9.0, ry=5.0, fill=P["pink_deep"], opacity=0.45))
    if singing:
        out += outlined([S("ellipse", cx=0.0, cy=-134.0, rx=9.0, ry=11.0)], fill=P["red_dark"], ow=1.6)
    else:
        out.append(el("path", d="M-10 -138Q0 -128 10 -138", fill="none", stroke=ink, stroke_width=3,
                      stroke_linecap="round"))
    if "beard" in c["extra"]:
        out += outlined([S("path", d="M-40 -150C-36 -104 36 -104 40 -150C28 -124 -28 -124 -40 -150Z")],
                        fill=c["hair"], ow=1.8)
    return out


def bust(c, singing=False, arc=None):
    """The character's head and shoulders. ``arc`` (cy, r): the torso's foot
    follows that circle (a badge) instead of running off the card."""
    skin, ink = c["skin"], P["ink"]
    items = []
    if arc:
        cy, r = arc
        yb = cy + math.sqrt(r * r - 82 * 82)
        torso_d = (f"M-82 {mc.num(yb)}C-82 -70 -64 -100 -30 -104L30 -104C64 -100 82 -70 82 {mc.num(yb)}"
                   f"A{r} {r} 0 0 1 -82 {mc.num(yb)}Z")
    else:
        torso_d = "M-100 10C-100 -60 -72 -100 -30 -104L30 -104C72 -100 100 -60 100 10Z"
    back = hair_back(c)
    if back:
        items += outlined(back, fill=c["hair"])
    items += outlined([S("rect", x=-16.0, y=-126.0, width=32.0, height=30.0)], fill=skin)
    items += outlined([S("path", d=torso_d)], fill=c["outfit"])
    # collar in the accent colour
    items += outlined([S("path", d="M-30 -104L0 -66L30 -104L18 -106L0 -84L-18 -106Z")], fill=c["accent"], ow=1.8)
    if "necklace" in c["extra"]:
        items.append(el("path", d="M-28 -102Q0 -70 28 -102", fill="none", stroke=P["gold"], stroke_width=5))
        items += outlined([S("circle", cx=0.0, cy=-80.0, r=8.0)], fill=P["gold"], ow=1.6)
    items += outlined([S("ellipse", cx=0.0, cy=-165.0, rx=46.0, ry=52.0)], fill=skin)
    for x in (-47, 47):
        items += outlined([S("ellipse", cx=float(x), cy=-160.0, rx=8.0, ry=12.0)], fill=skin, ow=1.8)
    items += face(c, singing)
    items += hair_front(c)
    if "headphones" in c["extra"]:
        items.append(el("path", d="M-54 -160C-60 -236 60 -236 54 -160", fill="none", stroke=ink, stroke_width=9))
        items += outlined([S("rect", x=-66.0, y=-186.0, width=22.0, height=44.0, rx=9.0),
                           S("rect", x=44.0, y=-186.0, width=22.0, height=44.0, rx=9.0)], fill=c["accent"])
    if "headset" in c["extra"]:
        items.append(el("path", d="M48 -164C50 -136 34 -126 16 -128", fill="none", stroke=ink, stroke_width=3.5))
        items.append(el("circle", cx=14.0, cy=-128.0, r=5.0, fill=ink))
    return items


def badge(month, cx=246.0, cy=92.0, r=68.0, star=False):
    """The month's character in a round frame of the month's colour, for
    every card but the brights; ``star``: gold stars around it (Felicya's)."""
    c = character(month)
    ring = MONTH_RING[month]
    scale = r / 125
    items = []
    if star:
        for a, size in ((200, 34), (250, 24), (150, 26), (110, 20)):
            x, y = mc.polar(0, -130, 150, a)
            items += outlined([S("path", d=star_d(x, y, size, size * 0.45))], fill=P["gold"], ow=3)
    items += outlined([S("circle", cx=0.0, cy=-130.0, r=125.0)], fill=ring, ow=5)
    items.append(el("circle", cx=0.0, cy=-130.0, r=108.0, fill=P["white"]))
    items += bust(c, arc=(-130, 108))
    items.append(el("circle", cx=0.0, cy=-130.0, r=116.0, fill="none", stroke=ring, stroke_width=16))
    items.append(el("circle", cx=0.0, cy=-130.0, r=125.0, fill="none", stroke=P["ink"], stroke_width=5))
    return group(items, cx, cy + 130 * scale, 0, scale)


# --------------------------------------------------------------------------
# The theme's objects


def cat_sticker(cx, cy, r, color=None):
    """The Screaming Cats' mark: a cat's face with a wide-open mouth."""
    color = color or P["ink"]
    items = outlined([S("path", d=f"M{cx - r} {cy}L{cx - r * 0.9} {cy - r * 1.3}L{cx - r * 0.3} {cy - r * 0.8}Z"),
                      S("path", d=f"M{cx + r} {cy}L{cx + r * 0.9} {cy - r * 1.3}L{cx + r * 0.3} {cy - r * 0.8}Z"),
                      S("circle", cx=float(cx), cy=float(cy), r=float(r))], fill=color, ow=1.6, ink=P["white"])
    items.append(el("ellipse", cx=float(cx), cy=float(cy + r * 0.35), rx=float(r * 0.3), ry=float(r * 0.38),
                    fill=P["red"]))
    for s in (-1, 1):
        items.append(el("circle", cx=float(cx + s * r * 0.4), cy=float(cy - r * 0.2), r=float(r * 0.16),
                        fill=P["gold"]))
    return items


def note(x, y, s=1.0, color=None, double=False):
    """A music note (a quaver, or two beamed), about 40 tall at ``s`` 1."""
    color = color or P["ink"]
    items = [el("ellipse", cx=float(x), cy=float(y), rx=9.0 * s, ry=7.0 * s, fill=color,
                transform=f"rotate(-20 {mc.num(x)} {mc.num(y)})")]
    items.append(line([(x + 8 * s, y - 2 * s), (x + 8 * s, y - 40 * s)], color, 3.2 * s))
    if double:
        x2 = x + 26 * s
        items.append(el("ellipse", cx=float(x2), cy=float(y - 6 * s), rx=9.0 * s, ry=7.0 * s, fill=color,
                        transform=f"rotate(-20 {mc.num(x2)} {mc.num(y - 6 * s)})"))
        items.append(line([(x2 + 8 * s, y - 8 * s), (x2 + 8 * s, y - 46 * s)], color, 3.2 * s))
        items.append(line([(x + 8 * s, y - 40 * s), (x2 + 8 * s, y - 46 * s)], color, 7 * s, cap="butt"))
    else:
        items.append(mc.curve([(x + 8 * s, y - 40 * s), (x + 20 * s, y - 28 * s), (x + 18 * s, y - 16 * s)],
                              color, 3.2 * s))
    return items


def guitar(body, bass=False):
    """An electric guitar (or a longer-necked bass), head up; origin at the body's middle."""
    ink = P["ink"]
    neck = 230 if bass else 190
    items = outlined([S("rect", x=-9.0, y=float(-neck - 40), width=18.0, height=float(neck + 40), rx=3.0)],
                     fill=P["bark"])
    items += outlined([S("path", d=f"M-14 {-neck - 40}L14 {-neck - 40}L18 {-neck - 92}L-10 {-neck - 86}Z")],
                      fill=P["ink"])
    for k in range(8):
        items.append(line([(-8, -40 - k * neck / 8), (8, -40 - k * neck / 8)], P["gold_light"], 1.6))
    d = ("M0 -70C30 -86 60 -64 52 -30C46 -8 70 10 66 40C60 84 -60 84 -66 40C-70 10 -46 -8 -52 -30"
         "C-60 -64 -30 -86 0 -70Z")
    items += outlined([S("path", d=d)], fill=body)
    items += outlined([S("rect", x=-34.0, y=-10.0, width=68.0, height=12.0, rx=2.0),
                       S("rect", x=-34.0, y=18.0, width=68.0, height=12.0, rx=2.0)], fill=P["white"], ow=1.6)
    items.append(el("rect", x=-20.0, y=46.0, width=40.0, height=10.0, fill=ink))
    for k in (-6, -2, 2, 6):
        items.append(line([(k, 50), (k * 0.5, -neck - 40)], P["paper"], 1.0, opacity=0.8))
    items += cat_sticker(36, 48, 12)
    return items


def drums():
    """A bass drum with the band's cat on its skin, a snare and a cymbal."""
    ink = P["ink"]
    items = [line([(70, -70), (70, 40)], ink, 5)]
    items += outlined([S("ellipse", cx=70.0, cy=-74.0, rx=54.0, ry=10.0)], fill=P["gold"])
    items += outlined([S("rect", x=-110.0, y=-36.0, width=70.0, height=40.0, rx=6.0)], fill=P["red"])
    items += outlined([S("ellipse", cx=-75.0, cy=-36.0, rx=35.0, ry=9.0)], fill=P["white"], ow=2)
    items += outlined([S("circle", cx=0.0, cy=40.0, r=86.0)], fill=P["red"])
    items.append(el("circle", cx=0.0, cy=40.0, r=70.0, fill=P["white"], stroke=P["gold"], stroke_width=5))
    items += cat_sticker(0, 50, 34)
    for a in range(0, 360, 45):
        x, y = mc.polar(0, 40, 80, a)
        items.append(el("circle", cx=float(x), cy=float(y), r=4.0, fill=P["gold"]))
    items.append(line([(-120, -110), (-50, -46)], P["bark_dark"], 7))
    items.append(line([(-30, -120), (-70, -44)], P["bark_dark"], 7))
    return items


def keyboard():
    """A keyboard on its stand, tilted to show its keys."""
    ink = P["ink"]
    items = [line([(-80, 20), (80, 110)], ink, 6), line([(80, 20), (-80, 110)], ink, 6)]
    items += outlined([S("rect", x=-130.0, y=-40.0, width=260.0, height=70.0, rx=8.0)], fill=P["red"])
    items.append(el("rect", x=-118.0, y=-6.0, width=236.0, height=30.0, fill=P["white"]))
    for k in range(15):
        x = -118 + k * 236 / 14
        items.append(line([(x, -6), (x, 24)], ink, 1.6))
    for k in (0, 1, 3, 4, 5, 7, 8, 10, 11, 12):
        x = -118 + (k + 0.7) * 236 / 14
        items.append(el("rect", x=float(x), y=-6.0, width=8.0, height=18.0, fill=ink))
    for k in range(5):
        items.append(el("circle", cx=float(-100 + k * 22), cy=-24.0, r=6.0, fill=P["gold"], stroke=ink,
                        stroke_width=1.5))
    items += cat_sticker(90, -22, 11)
    return items


def saxophone():
    """A gold saxophone, bell to the right."""
    body = mc.taper([(-30, -170), (-20, -110), (-14, -20), (0, 40), (40, 60), (70, 20), (72, -20)], 14, 44)
    items = outlined([S("path", d=mc.poly_d(body))], fill=P["gold"])
    items += outlined([S("ellipse", cx=72.0, cy=-24.0, rx=30.0, ry=12.0)], fill=P["gold_light"])
    items.append(el("ellipse", cx=72.0, cy=-24.0, rx=20.0, ry=6.0, fill=P["bark_dark"]))
    items.append(line([(-30, -170), (-60, -196)], P["ink"], 8))
    for k in range(6):
        x, y = -22 + k * 3.2, -140 + k * 28
        items.append(el("circle", cx=float(x + 14), cy=float(y), r=6.5, fill=P["gold_light"], stroke=P["ink"],
                        stroke_width=2))
    items += cat_sticker(20, 30, 12)
    return items


def microphone():
    """A stage microphone on its stand; origin at the foot."""
    ink = P["ink"]
    items = [line([(0, 0), (0, -170)], ink, 6), line([(-34, 0), (34, 0)], ink, 8)]
    items.append(line([(0, -170), (36, -214)], ink, 6))
    items += outlined([S("rect", x=28.0, y=-246.0, width=18.0, height=40.0, rx=5.0, transform="rotate(40 37 -226)"),
                       S("circle", cx=50.0, cy=-246.0, r=20.0)], fill=P["slate"])
    for k in range(4):
        items.append(line([(34 + k * 8, -262), (34 + k * 8, -230)], P["white"], 1.5, opacity=0.7))
    return items


def postcard(view, cx, cy, w=210, h=150, angle=-6):
    """A tour postcard: a white-edged picture of one of the three views."""
    x0, y0 = -w / 2, -h / 2
    items = outlined([S("rect", x=x0, y=y0, width=float(w), height=float(h), rx=6.0)], fill=P["white"])
    ix, iy, iw, ih = x0 + 10, y0 + 10, w - 20, h - 20
    items.append(el("rect", x=ix, y=iy, width=float(iw), height=float(ih), fill=P["indigo_light"]))
    ground_y = iy + ih * 0.72
    if view == "fuji":
        items.append(el("circle", cx=ix + iw * 0.8, cy=iy + 26, r=16.0, fill=P["red"]))
        items.append(el("path", d=mc.poly_d([(ix, ground_y), (ix + iw * 0.34, iy + 22), (ix + iw * 0.54, iy + 22),
                                             (ix + iw, ground_y)]), fill=P["indigo"]))
        items.append(el("path", d=mc.poly_d([(ix + iw * 0.27, iy + 42), (ix + iw * 0.34, iy + 22),
                                             (ix + iw * 0.54, iy + 22), (ix + iw * 0.62, iy + 44),
                                             (ix + iw * 0.52, iy + 36), (ix + iw * 0.44, iy + 46),
                                             (ix + iw * 0.36, iy + 36)]), fill=P["white"]))
        items.append(el("rect", x=ix, y=ground_y, width=float(iw), height=float(iy + ih - ground_y),
                        fill=P["green"]))
    elif view == "torii":
        items.append(el("rect", x=ix, y=iy, width=float(iw), height=float(ih), fill=P["gold_light"]))
        items.append(el("rect", x=ix, y=ground_y, width=float(iw), height=float(iy + ih - ground_y),
                        fill=P["water"]))
        gx = ix + iw / 2
        items.append(el("rect", x=gx - 44, y=iy + 30, width=12.0, height=float(ground_y - iy - 22), fill=P["red"]))
        items.append(el("rect", x=gx + 32, y=iy + 30, width=12.0, height=float(ground_y - iy - 22), fill=P["red"]))
        items.append(el("path", d=f"M{gx - 66} {iy + 16}Q{gx} {iy + 24} {gx + 66} {iy + 16}L{gx + 60} {iy + 28}"
                                  f"L{gx - 60} {iy + 28}Z", fill=P["ink"]))
        items.append(el("rect", x=gx - 56, y=iy + 40, width=112.0, height=9.0, fill=P["red"]))
    else:  # a pagoda among red leaves, a night city's tower beside
        items.append(el("rect", x=ix, y=iy, width=float(iw), height=float(ih), fill=P["night"]))
        items.append(el("rect", x=ix, y=ground_y, width=float(iw), height=float(iy + ih - ground_y),
                        fill=P["bark_dark"]))
        px = ix + iw * 0.38
        for k in range(5):
            y = ground_y - 14 - k * 16
            half = 34 - k * 5
            items.append(el("path", d=mc.poly_d([(px - half, y), (px + half, y), (px + half - 10, y - 8),
                                                 (px - half + 10, y - 8)]), fill=P["red"]))
            items.append(el("rect", x=px - half + 12, y=y, width=float(2 * half - 24), height=8.0, fill=P["gold"]))
        items.append(line([(px, ground_y - 94), (px, ground_y - 110)], P["gold"], 3))
        tx = ix + iw * 0.8
        items.append(el("path", d=mc.poly_d([(tx - 18, ground_y), (tx, ground_y - 96), (tx + 18, ground_y)]),
                        fill="none", stroke=P["red_light"], stroke_width=4))
        items.append(line([(tx - 10, ground_y - 40), (tx + 10, ground_y - 40)], P["red_light"], 4))
    items.append(el("rect", x=ix, y=iy, width=float(iw), height=float(ih), fill="none", stroke=P["ink"],
                    stroke_width=2))
    return group(items, cx, cy, angle)


def osaka_castle():
    """Osaka castle lit as a concert venue: stone base, white walls, green
    roofs with gold ridges, and two spotlight beams; origin at the base's middle."""
    ink = P["ink"]
    items = []
    for a in (-28, 28):
        bx, by = mc.polar(0, -330, 260, -90 + a)
        items.append(el("path", d=mc.poly_d([(a * 0.3 - 8, -290), (a * 0.3 + 8, -290), (bx + 40, by),
                                             (bx - 40, by)]), fill=P["gold_light"], opacity=0.45))
    items += outlined([S("path", d="M-120 0L-104 -60L104 -60L120 0Z")], fill=P["slate"])
    for k in range(5):
        items.append(line([(-110 + k * 6, -14 - k * 10), (110 - k * 6, -14 - k * 10)], P["slate_dark"], 2))
    tiers = [(-92, -60, -112), (-76, -112, -160), (-60, -160, -204), (-44, -204, -244), (-30, -244, -280)]
    for half, y0, y1 in tiers:
        items += outlined([S("rect", x=float(-half * 0.8), y=float(y1 + 10), width=float(half * 1.6),
                             height=float(y0 - y1 - 10))], fill=P["white"])
        items += outlined([S("path", d=f"M{-half - 22} {y1 + 18}Q{-half * 0.5} {y1 + 6} 0 {y1 - 4}"
                                       f"Q{half * 0.5} {y1 + 6} {half + 22} {y1 + 18}L{half} {y1 + 4}L{-half} {y1 + 4}Z")],
                          fill=P["teal"])
        items.append(line([(-half - 22, y1 + 18), (-half, y1 + 4)], P["gold"], 3))
        items.append(line([(half + 22, y1 + 18), (half, y1 + 4)], P["gold"], 3))
        for k in range(-2, 3):
            items.append(el("rect", x=float(k * half * 0.3 - 4), y=float(y1 + 22), width=8.0, height=10.0, fill=ink))
    items += outlined([S("path", d="M-20 -284Q0 -300 20 -284L16 -278L-16 -278Z")], fill=P["gold"], ow=1.8)
    return items


def umbrella(color, shaft=250):
    """An open umbrella, handle down; origin at the canopy's peak."""
    rim = [(-130 + 260 * k / 8, 70 + 8 * math.sin(math.pi * k / 8)) for k in range(9)]
    d = mc.smooth_d([rim[0], (-100, 26), (0, 0), (100, 26), rim[-1]], closed=False)
    for (x0, y0), (x1, y1) in zip(rim[::-1], rim[::-1][1:]):
        d += f"Q{mc.num((x0 + x1) / 2)} {mc.num((y0 + y1) / 2 - 12)} {mc.num(x1)} {mc.num(y1)}"
    items = [line([(0, 0), (0, shaft)], P["ink"], 6),
             el("path", d=f"M0 {shaft}Q0 {shaft + 22} -18 {shaft + 18}", fill="none", stroke=P["ink"], stroke_width=6)]
    items = outlined([S("path", d=d + "Z")], fill=color) + items
    for x, y in rim[1:-1]:
        items.append(mc.curve([(0, 2), (x * 0.6, y * 0.45 + 6), (x, y - 2)], P["ink"], 2.0))
    return items
