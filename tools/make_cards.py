"""Generate the card deck: 48 face SVGs, Go-Stop's five bonus cards and one back, drawn in code.

Every card is built from a small set of shared motif functions (blossoms,
leaves, pine tufts, grass, kasumi cloud bands, ribbons with brush writing,
sun and moon discs, animal figures) and one palette, so the deck stays
consistent and can be restyled in one place. Output goes to
``assets/cards/<card id>.svg`` (the bonus cards' ids included) and
``assets/cards/back.svg``.

Only constructs that pygame-ce's SVG renderer (nanosvg) draws are used:
path, rect, circle, ellipse, polygon, polyline, fill, stroke, opacity and
transforms. No text, clip paths, filters, masks or gradients. Nothing is
clipped, so motifs are kept inside the card and the border ring is drawn
last, over everything, to trim what reaches the edge.

Usage::

    python tools/make_cards.py            # writes assets/cards/*.svg
    python tools/make_cards.py --out DIR  # somewhere else

Standard library only.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from koikoi.games.common.cards import DECK  # noqa: E402
from koikoi.games.gostop.deck import BONUS_IDS  # noqa: E402

W, H = 320, 530  # viewBox; 32 x 53 mm card
OUT = 2.6  # half-width of the ink outline around figures
BORDER = 10  # width of the dark frame ring

# One palette for the whole deck.
P = {
    "ivory": "#F5ECD7",
    "paper": "#EFE3C6",
    "ink": "#211B18",
    "red": "#D33A26",
    "red_dark": "#9F2A1D",
    "red_light": "#EE6A4C",
    "gold": "#E2A524",
    "gold_light": "#F4D27A",
    "indigo": "#2A3F8F",
    "indigo_light": "#5670C4",
    "green": "#2F7D4C",
    "green_dark": "#1C5636",
    "green_light": "#7DB164",
    "pine": "#1E6A46",
    "pine_light": "#4C9A68",
    "bark": "#6B4129",
    "bark_dark": "#45291A",
    "purple": "#7D4DA8",
    "purple_light": "#B08AD6",
    "iris": "#4A36A0",
    "pink": "#F6B3C3",
    "pink_deep": "#E2708E",
    "white": "#FFFCF4",
    "olive": "#8E9236",
    "olive_dark": "#5E6426",
    "slate": "#3F5552",
    "slate_dark": "#263432",
    "night": "#1B1D29",
    "magenta": "#B83168",
    "teal": "#2C7A78",
    "water": "#3F69B5",
}


# --------------------------------------------------------------------------
# SVG primitives


def num(v: float) -> str:
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def el(tag: str, **attrs) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        key = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        parts.append(f'{key}="{value}"')
    return f"<{tag} {' '.join(parts)}/>"


def group(items, tx=0.0, ty=0.0, rot=0.0, sx=1.0, sy=None, opacity=None) -> str:
    sy = sx if sy is None else sy
    tf = []
    if tx or ty:
        tf.append(f"translate({num(tx)} {num(ty)})")
    if rot:
        tf.append(f"rotate({num(rot)})")
    if sx != 1 or sy != 1:
        tf.append(f"scale({num(sx)} {num(sy)})")
    attrs = ""
    if tf:
        attrs += f' transform="{" ".join(tf)}"'
    if opacity is not None:
        attrs += f' opacity="{num(opacity)}"'
    return f"<g{attrs}>" + "".join(flatten(items)) + "</g>"


def flatten(items):
    if isinstance(items, str):
        yield items
        return
    for item in items:
        yield from flatten(item)


def S(tag: str, **attrs):
    """A shape kept as data so it can be drawn twice (outline, then fill)."""
    return (tag, attrs)


def outlined(shapes, fill=None, ow=OUT, ink=None):
    """Draw shapes as one figure: a thick ink pass under a fill pass.

    Overlapping parts then share a single outline, like a brush silhouette.
    """
    ink = ink or P["ink"]
    under, over = [], []
    for tag, attrs in shapes:
        a = dict(attrs)
        a.pop("opacity", None)
        a.update(fill=ink, stroke=ink, stroke_width=2 * ow, stroke_linejoin="round")
        under.append(el(tag, **a))
        b = dict(attrs)
        b.setdefault("fill", fill)
        over.append(el(tag, **b))
    return under + over


def line(pts, color, width, cap="round", opacity=None):
    return el("polyline", points=" ".join(f"{num(x)},{num(y)}" for x, y in pts),
              fill="none", stroke=color, stroke_width=width, stroke_linecap=cap,
              stroke_linejoin="round", opacity=opacity)


def curve(pts, color, width, cap="round", opacity=None):
    return el("path", d=smooth_d(pts, closed=False), fill="none", stroke=color,
              stroke_width=width, stroke_linecap=cap, stroke_linejoin="round", opacity=opacity)


# --------------------------------------------------------------------------
# Geometry


def poly_d(pts) -> str:
    head, *rest = pts
    return f"M{num(head[0])} {num(head[1])}" + "".join(f"L{num(x)} {num(y)}" for x, y in rest) + "Z"


def smooth_d(pts, closed=True) -> str:
    """A Catmull-Rom curve through the points, written as cubic Beziers."""
    pts = list(pts)
    n = len(pts)
    if n < 3:
        return "M" + " L".join(f"{num(x)} {num(y)}" for x, y in pts)
    d = f"M{num(pts[0][0])} {num(pts[0][1])}"
    segs = n if closed else n - 1
    for i in range(segs):
        if closed:
            p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        else:
            p0 = pts[max(i - 1, 0)]
            p1, p2 = pts[i], pts[i + 1]
            p3 = pts[min(i + 2, n - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f"C{num(c1[0])} {num(c1[1])} {num(c2[0])} {num(c2[1])} {num(p2[0])} {num(p2[1])}"
    return d + ("Z" if closed else "")


def spline(pts, n=8):
    """Dense points along an open Catmull-Rom curve through ``pts``."""
    pts = list(pts)
    if len(pts) == 2:
        (x0, y0), (x1, y1) = pts
        return [(x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n) for k in range(n + 1)]
    ext = [pts[0]] + pts + [pts[-1]]
    out = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(
                0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                       + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3)
                for j in (0, 1)))
    out.append(pts[-1])
    return out


def taper(pts, w0, w1=None, profile=None, n=8):
    """Outline polygon of a stroke along ``pts`` whose width changes along it."""
    w1 = w0 if w1 is None else w1
    c = spline(pts, n)
    last = len(c) - 1
    left, right = [], []
    for i, (x, y) in enumerate(c):
        t = i / last
        w = profile(t) if profile else w0 + (w1 - w0) * t
        a, b = c[max(i - 1, 0)], c[min(i + 1, last)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        left.append((x + nx * w / 2, y + ny * w / 2))
        right.append((x - nx * w / 2, y - ny * w / 2))
    return left + right[::-1]


def brush_profile(w):
    """Brush pressure: a firm start, a full body, a thin lifted end."""
    return lambda t: w * (0.55 + 0.9 * math.sin(math.pi * min(1.0, 0.25 + t * 0.85)) * (1 - 0.6 * t))


def rot(x, y, deg):
    a = math.radians(deg)
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)


def polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


# --------------------------------------------------------------------------
# Card frame


def rounded_rect_d(x, y, w, h, r) -> str:
    return (f"M{num(x + r)} {num(y)}H{num(x + w - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w)} {num(y + r)}"
            f"V{num(y + h - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w - r)} {num(y + h)}"
            f"H{num(x + r)}A{num(r)} {num(r)} 0 0 1 {num(x)} {num(y + h - r)}"
            f"V{num(y + r)}A{num(r)} {num(r)} 0 0 1 {num(x + r)} {num(y)}Z")


def close_bottom() -> str:
    """Close a path along the card's rounded bottom edge (no clip paths here)."""
    return (f"L{W + 20} {H - 22}L{W} {H - 22}A22 22 0 0 1 {W - 22} {H}H22A22 22 0 0 1 0 {H - 22}"
            f"L-20 {H - 22}Z")


def sky(y) -> str:
    """A fill from the card's rounded top edge down to ``y``."""
    return f"M-20 {y}L-20 22L0 22A22 22 0 0 1 22 0H{W - 22}A22 22 0 0 1 {W} 22L{W + 20} 22L{W + 20} {y}Z"


def ground(color=None):
    return el("path", d=rounded_rect_d(0, 0, W, H, 22), fill=color or P["ivory"])


def border(color=None, inner=None):
    """The dark frame ring, drawn last so it trims anything at the edge."""
    ring = el("path", d=rounded_rect_d(0, 0, W, H, 22) + rounded_rect_d(BORDER, BORDER, W - 2 * BORDER,
              H - 2 * BORDER, 13), fill=color or P["ink"], fill_rule="evenodd")
    hair = el("path", d=rounded_rect_d(BORDER + 4, BORDER + 4, W - 2 * BORDER - 8, H - 2 * BORDER - 8, 10),
              fill="none", stroke=inner or P["gold"], stroke_width=1.2, opacity=0.55)
    return [ring, hair]


def svg_doc(body) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">\n'
            + "\n".join(flatten(body)) + "\n</svg>\n")


# --------------------------------------------------------------------------
# Motifs: sky


def kasumi(y, pills, color=None, ow=OUT, line_color=None):
    """A red cloud band: staggered pills sharing one outline.

    ``pills`` are (x0, x1, dy, h) relative to ``y``.
    """
    color = color or P["red"]
    shapes = [S("rect", x=float(x0), y=float(y + dy - h / 2), width=float(x1 - x0), height=float(h),
                rx=float(h / 2)) for x0, x1, dy, h in pills]
    out = outlined(shapes, fill=color, ow=ow)
    lc = line_color or P["red_light"]
    for x0, x1, dy, h in pills:
        if x1 - x0 > 60:
            out.append(line([(x0 + h * 0.7, y + dy - h * 0.12), (x1 - h * 0.9, y + dy - h * 0.12)],
                            lc, max(1.5, h * 0.1), opacity=0.9))
    return out


def kasumi_top(color=None, y=42):
    return kasumi(y, [(-10, 150, -8, 26), (100, 330, 6, 24), (40, 210, 22, 18)], color)


def kasumi_bottom(color=None, y=470, flip=False):
    pills = [(-10, 190, 0, 26), (150, 330, -16, 22), (80, 260, 22, 20)]
    if flip:
        pills = [(W - x1, W - x0, dy, h) for x0, x1, dy, h in pills]
    return kasumi(y, pills, color)


def sun(cx, cy, r, color=None):
    return outlined([S("circle", cx=float(cx), cy=float(cy), r=float(r))], fill=color or P["red"]) + [
        el("circle", cx=float(cx), cy=float(cy), r=float(r * 0.86), fill="none",
           stroke=P["red_light"], stroke_width=2.0, opacity=0.7)]


def full_moon(cx, cy, r):
    return outlined([S("circle", cx=float(cx), cy=float(cy), r=float(r))], fill=P["white"]) + [
        el("circle", cx=float(cx - r * 0.3), cy=float(cy - r * 0.2), r=float(r * 0.16), fill=P["paper"]),
        el("circle", cx=float(cx + r * 0.25), cy=float(cy + r * 0.3), r=float(r * 0.1), fill=P["paper"]),
        el("circle", cx=float(cx + r * 0.35), cy=float(cy - r * 0.35), r=float(r * 0.07), fill=P["paper"]),
    ]


def crescent(cx, cy, r, color=None, turn=0):
    d = (f"M{num(0)} {num(-r)}A{num(r)} {num(r)} 0 1 0 {num(0)} {num(r)}"
         f"A{num(r * 0.55)} {num(r)} 0 0 1 {num(0)} {num(-r)}Z")
    return group(outlined([S("path", d=d)], fill=color or P["gold"]), cx, cy, turn)


# --------------------------------------------------------------------------
# Motifs: plants


def branch(pts, w0, w1, color=None, ow=OUT, knots=0, rng=None):
    """A tapered, twisting bough in bark with an ink outline."""
    poly = taper(pts, w0, w1)
    out = outlined([S("path", d=poly_d(poly))], fill=color or P["bark"], ow=ow)
    if knots and rng:
        c = spline(pts, 6)
        for _ in range(knots):
            i = rng.randrange(2, len(c) - 3)
            (x, y), (x2, y2) = c[i], c[i + 2]
            w = w0 + (w1 - w0) * i / len(c)
            out.append(line([(x - (y2 - y) * 0.08, y + (x2 - x) * 0.08), (x2, y2)], P["bark_dark"],
                            max(1.5, w * 0.18)))
    return out


def pine_tuft(cx, cy, r, angle=0.0, dark=None, light=None, flat=0.62):
    """A fan of pine needles: a spiky dome with needle strokes."""
    dark = dark or P["pine"]
    light = light or P["pine_light"]
    pts = []
    n = 26
    for i in range(n + 1):
        a = 180 + 180 * i / n
        rr = r if i % 2 == 0 else r * 0.84
        pts.append((math.cos(math.radians(a)) * rr, math.sin(math.radians(a)) * rr * flat))
    pts.append((r * 0.55, r * 0.08))
    pts.append((-r * 0.55, r * 0.08))
    items = outlined([S("path", d=poly_d(pts))], fill=dark)
    for i in range(1, n, 2):
        a = 180 + 180 * i / n
        tip = (math.cos(math.radians(a)) * r * 0.8, math.sin(math.radians(a)) * r * 0.8 * flat)
        items.append(line([(0, r * 0.02), tip], light, max(1.2, r * 0.035)))
    items.append(el("ellipse", cx=0.0, cy=float(r * 0.04), rx=float(r * 0.5), ry=float(r * 0.1),
                    fill=P["green_dark"]))
    return group(items, cx, cy, angle)


def plum_blossom(cx, cy, r, petal=None, heart=None, turn=0.0):
    petal = petal or P["red"]
    shapes = [S("circle", cx=float(math.cos(math.radians(turn + 72 * i - 90)) * r * 0.55),
                cy=float(math.sin(math.radians(turn + 72 * i - 90)) * r * 0.55), r=float(r * 0.48))
              for i in range(5)]
    items = outlined(shapes, fill=petal, ow=OUT * 0.8)
    items.append(el("circle", cx=0.0, cy=0.0, r=float(r * 0.3), fill=heart or P["gold"]))
    for i in range(5):
        x, y = polar(0, 0, r * 0.42, turn + 72 * i - 54)
        items.append(line([(0, 0), (x, y)], P["ink"], 1.0))
        items.append(el("circle", cx=float(x), cy=float(y), r=float(max(1.2, r * 0.07)), fill=P["ink"]))
    return group(items, cx, cy)


def plum_bud(cx, cy, r, color=None):
    return outlined([S("circle", cx=float(cx), cy=float(cy), r=float(r))], fill=color or P["red"], ow=OUT * 0.7)


def cherry_blossom(cx, cy, r, petal=None, turn=0.0):
    petal = petal or P["pink"]
    d = (f"M0 0C{num(-r * 0.65)} {num(-r * 0.25)} {num(-r * 0.6)} {num(-r * 1.0)} {num(-r * 0.18)} {num(-r * 1.0)}"
         f"L0 {num(-r * 0.82)}L{num(r * 0.18)} {num(-r * 1.0)}"
         f"C{num(r * 0.6)} {num(-r * 1.0)} {num(r * 0.65)} {num(-r * 0.25)} 0 0Z")
    shapes = [S("path", d=d, transform=f"rotate({num(turn + 72 * i)})") for i in range(5)]
    items = outlined(shapes, fill=petal, ow=OUT * 0.75)
    for i in range(5):
        x, y = polar(0, 0, r * 0.55, turn + 72 * i - 90)
        items.append(line([(0, 0), (x, y)], P["pink_deep"], max(1.0, r * 0.08)))
    items.append(el("circle", cx=0.0, cy=0.0, r=float(r * 0.2), fill=P["red"]))
    return group(items, cx, cy)


def leaf(x, y, angle, length, width, fill=None, vein=None, ow=OUT * 0.8):
    d = (f"M0 0Q{num(length * 0.45)} {num(-width)} {num(length)} 0"
         f"Q{num(length * 0.45)} {num(width)} 0 0Z")
    items = outlined([S("path", d=d)], fill=fill or P["green"], ow=ow)
    items.append(line([(length * 0.08, 0), (length * 0.85, 0)], vein or P["green_dark"], max(1.0, width * 0.08)))
    return group(items, x, y, angle)


def maple_leaf(cx, cy, r, angle=0.0, fill=None):
    """A seven-pointed maple leaf with toothed lobes and veins."""
    lobes = [(-90, 1.0), (-45, 0.92), (0, 0.7), (45, 0.42), (135, 0.42), (180, 0.7), (225, 0.92)]
    pts = []
    for i, (a, L) in enumerate(lobes):
        nxt = lobes[(i + 1) % len(lobes)][0]
        if nxt < a:
            nxt += 360
        pts.append(polar(0, 0, r * L, a))
        pts.append(polar(0, 0, r * L * 0.72, a + 9))
        pts.append(polar(0, 0, r * L * 0.8, a + 16))
        mid = (a + nxt) / 2
        pts.append(polar(0, 0, r * (0.38 if nxt - a < 80 else 0.3), mid))
        pts.append(polar(0, 0, r * lobes[(i + 1) % len(lobes)][1] * 0.8, nxt - 16))
        pts.append(polar(0, 0, r * lobes[(i + 1) % len(lobes)][1] * 0.72, nxt - 9))
    items = outlined([S("path", d=poly_d(pts))], fill=fill or P["red"], ow=OUT * 0.8)
    for a, L in lobes:
        items.append(line([(0, 0), polar(0, 0, r * L * 0.78, a)], P["red_dark"], max(1.0, r * 0.05)))
    items.append(line([(0, 0), (0, r * 0.55)], P["bark_dark"], max(1.4, r * 0.07)))
    return group(items, cx, cy, angle)


def wisteria_spray(x, y, length, sway=0.0, rng=None, colors=None):
    """A hanging raceme: pea-flower florets crowding down a swaying stem.

    Wide and dark at the top, narrowing to pale buds at the tip.
    """
    rng = rng or random.Random(1)
    colors = colors or (P["purple"], P["purple_light"], P["white"])
    stem = [(x, y), (x + sway * 0.4, y + length * 0.5), (x + sway, y + length)]
    c = spline(stem, 12)
    items = [curve(stem, P["bark_dark"], 3.5)]
    n = max(10, int(length / 11))
    florets = []
    for i in range(n):
        t = i / (n - 1)
        px, py = c[min(int(t * (len(c) - 1)), len(c) - 1)]
        size = 24 * (1 - 0.62 * t)
        side = (-1, 1, 0)[i % 3]
        fx = px + side * size * 0.62 + rng.uniform(-1.5, 1.5)
        fy = py + rng.uniform(-1.5, 1.5)
        col = colors[0] if t < 0.55 else colors[1]
        if i % 4 == 1 and t < 0.55:
            col = colors[1]
        florets.append((fx, fy, size, col, side or rng.choice((-1, 1))))
    for fx, fy, size, col, side in reversed(florets):
        # banner petal above, a tucked keel below
        banner = (f"M0 {num(-size * 0.5)}C{num(size * 0.7)} {num(-size * 0.55)} {num(size * 0.75)} {num(size * 0.2)} "
                  f"{num(size * 0.2)} {num(size * 0.25)}L0 {num(size * 0.1)}L{num(-size * 0.2)} {num(size * 0.25)}"
                  f"C{num(-size * 0.75)} {num(size * 0.2)} {num(-size * 0.7)} {num(-size * 0.55)} 0 {num(-size * 0.5)}Z")
        keel = S("ellipse", cx=0.0, cy=float(size * 0.3), rx=float(size * 0.26), ry=float(size * 0.3))
        f = outlined([keel], fill=P["iris"] if col == colors[0] else colors[0], ow=OUT * 0.5)
        f += outlined([S("path", d=banner)], fill=col, ow=OUT * 0.55)
        f.append(el("path", d=f"M{num(-size * 0.12)} {num(-size * 0.05)}Q0 {num(-size * 0.3)} {num(size * 0.12)} "
                    f"{num(-size * 0.05)}", fill="none", stroke=colors[2], stroke_width=max(1.0, size * 0.1),
                    stroke_linecap="round", opacity=0.85))
        items.append(group(f, fx, fy, side * 14))
    return items


def iris_flower(cx, cy, s, color=None, light=None):
    """An iris bloom: three drooping falls and three upright standards."""
    color = color or P["iris"]
    light = light or P["purple_light"]
    fall = (f"M0 0C{num(s * 0.25)} {num(s * 0.05)} {num(s * 0.7)} {num(s * 0.2)} {num(s * 0.8)} {num(s * 0.55)}"
            f"C{num(s * 0.65)} {num(s * 0.75)} {num(s * 0.3)} {num(s * 0.5)} 0 {num(s * 0.15)}Z")
    std = (f"M0 0C{num(-s * 0.3)} {num(-s * 0.35)} {num(-s * 0.15)} {num(-s * 0.8)} 0 {num(-s * 0.95)}"
           f"C{num(s * 0.15)} {num(-s * 0.8)} {num(s * 0.3)} {num(-s * 0.35)} 0 0Z")
    shapes = [S("path", d=std, transform="rotate(-28)", fill=light),
              S("path", d=std, transform="rotate(28)", fill=light),
              S("path", d=std, fill=color),
              S("path", d=fall, fill=color),
              S("path", d=fall, transform="scale(-1 1)", fill=color),
              S("path", d=fall, transform="rotate(-15) scale(0.5 0.9)", fill=color)]
    items = outlined(shapes)
    items.append(el("path", d=f"M{num(s * 0.15)} {num(s * 0.12)}Q{num(s * 0.45)} {num(s * 0.25)} "
                    f"{num(s * 0.6)} {num(s * 0.5)}", fill="none", stroke=P["gold"], stroke_width=max(1.5, s * 0.07),
                    stroke_linecap="round"))
    items.append(el("path", d=f"M{num(-s * 0.15)} {num(s * 0.12)}Q{num(-s * 0.45)} {num(s * 0.25)} "
                    f"{num(-s * 0.6)} {num(s * 0.5)}", fill="none", stroke=P["white"], stroke_width=max(1.5, s * 0.07),
                    stroke_linecap="round"))
    items.append(el("path", d=f"M0 {num(-s * 0.1)}L0 {num(-s * 0.7)}", stroke=P["white"],
                    stroke_width=max(1.0, s * 0.04), opacity=0.7))
    return group(items, cx, cy)


def sword_leaf(base, tip, w, fill=None, bend=0.0):
    (x0, y0), (x1, y1) = base, tip
    mid = ((x0 + x1) / 2 + bend, (y0 + y1) / 2)
    poly = taper([base, mid, tip], w, 0.5)
    return outlined([S("path", d=poly_d(poly))], fill=fill or P["green"], ow=OUT * 0.8) + [
        curve([(x0, y0 - 4), (mid[0], mid[1]), (x1, y1 + 10)], P["green_light"], max(1.0, w * 0.12), opacity=0.8)]


def peony(cx, cy, r, color=None, light=None, turn=0.0):
    """A full peony: two rings of ruffled petals round a golden heart."""
    color = color or P["red"]
    light = light or P["pink_deep"]
    outer = [S("circle", cx=float(polar(0, 0, r * 0.62, turn + 45 * i)[0]),
               cy=float(polar(0, 0, r * 0.62, turn + 45 * i)[1] * 0.8), r=float(r * 0.42)) for i in range(8)]
    items = outlined(outer, fill=color)
    for i in range(8):
        x, y = polar(0, 0, r * 0.66, turn + 45 * i)
        items.append(el("path", d=f"M{num(x * 0.55)} {num(y * 0.55 * 0.8)}L{num(x)} {num(y * 0.8)}",
                        stroke=P["red_dark"], stroke_width=max(1.0, r * 0.04)))
    inner = [S("circle", cx=float(polar(0, 0, r * 0.3, turn + 22 + 72 * i)[0]),
               cy=float(polar(0, 0, r * 0.3, turn + 22 + 72 * i)[1] * 0.8 - r * 0.08), r=float(r * 0.3))
             for i in range(5)]
    items += outlined(inner, fill=light, ow=OUT * 0.7)
    items.append(el("ellipse", cx=0.0, cy=float(-r * 0.08), rx=float(r * 0.2), ry=float(r * 0.15),
                    fill=P["gold"], stroke=P["ink"], stroke_width=1.5))
    for i in range(7):
        x, y = polar(0, -r * 0.08, r * 0.12, 360 * i / 7)
        items.append(el("circle", cx=float(x), cy=float(y), r=float(max(1.0, r * 0.03)), fill=P["red_dark"]))
    return group(items, cx, cy)


def peony_bud(x, y, r, angle=0.0):
    """A closed peony bud cupped in green sepals, on a short stalk."""
    items = [line([(0, r * 0.6), (0, r * 2.6)], P["green_dark"], max(2.5, r * 0.16))]
    items += outlined([S("ellipse", cx=0.0, cy=0.0, rx=float(r * 0.8), ry=float(r))], fill=P["red"])
    items.append(el("path", d=f"M{num(-r * 0.3)} {num(-r * 0.85)}Q{num(r * 0.2)} 0 {num(-r * 0.1)} {num(r * 0.8)}",
                    fill="none", stroke=P["red_dark"], stroke_width=max(1.2, r * 0.1)))
    sepals = [S("path", d=f"M0 {num(r * 0.9)}Q{num(sx * r * 1.1)} {num(r * 0.6)} {num(sx * r * 0.7)} {num(-r * 0.2)}"
                          f"Q{num(sx * r * 0.4)} {num(r * 0.5)} 0 {num(r * 0.9)}Z") for sx in (-1, 1)]
    items += outlined(sepals, fill=P["teal"], ow=OUT * 0.7)
    return group(items, x, y, angle)


def peony_leaf(x, y, angle, s, fill=None):
    """A three-fingered peony leaf."""
    fill = fill or P["teal"]
    items = []
    for a, L in ((-30, 0.8), (0, 1.0), (30, 0.8)):
        items.append(leaf(0, 0, a - 90, s * L, s * 0.28, fill=fill, vein=P["green_dark"]))
    return group(items, x, y, angle)


def chrysanthemum(cx, cy, r, color=None, light=None, heart=None):
    """Many narrow petals in two rings, a domed heart."""
    color = color or P["gold"]
    light = light or P["gold_light"]
    petals = []
    for i in range(16):
        a = 360 * i / 16
        petals.append(S("ellipse", cx=float(r * 0.55), cy=0.0, rx=float(r * 0.45), ry=float(r * 0.13),
                        transform=f"rotate({num(a)})"))
    items = outlined(petals, fill=color, ow=OUT * 0.7)
    inner = []
    for i in range(12):
        a = 360 * i / 12 + 15
        inner.append(S("ellipse", cx=float(r * 0.32), cy=0.0, rx=float(r * 0.28), ry=float(r * 0.1),
                       transform=f"rotate({num(a)})"))
    items += outlined(inner, fill=light, ow=OUT * 0.5)
    items.append(el("circle", cx=0.0, cy=0.0, r=float(r * 0.17), fill=heart or P["red"], stroke=P["ink"],
                    stroke_width=1.5))
    return group(items, cx, cy)


def chrys_leaf(x, y, angle, s):
    """A deeply lobed chrysanthemum leaf."""
    pts = []
    for i in range(9):
        t = i / 8
        px = s * t
        wid = s * 0.32 * math.sin(math.pi * t) * (1.0 if i % 2 == 0 else 0.6)
        pts.append((px, -wid))
    for i in range(8, -1, -1):
        t = i / 8
        px = s * t
        wid = s * 0.32 * math.sin(math.pi * t) * (1.0 if i % 2 == 1 else 0.6)
        pts.append((px, wid))
    items = outlined([S("path", d=smooth_d(pts))], fill=P["green"], ow=OUT * 0.8)
    items.append(line([(s * 0.05, 0), (s * 0.85, 0)], P["green_dark"], 1.5))
    return group(items, x, y, angle)


def clover_spray(pts, rng, flowers=True, leaf_color=None, flower_color=None):
    """An arching bush clover stem: paired round leaflets and tiny blooms."""
    c = spline(pts, 10)
    items = [el("path", d=poly_d(taper(pts, 7, 2)), fill=P["bark_dark"])]
    leaves, blooms = [], []
    for i in range(3, len(c) - 1, 3):
        (x, y), (x2, y2) = c[i - 1], c[i]
        a = math.degrees(math.atan2(y2 - y, x2 - x))
        t = i / len(c)
        s = 26 * (1 - 0.45 * t)
        for side in (-1, 1):
            ax, ay = polar(x2, y2, s * 0.8, a + side * 55)
            leaves.append(S("ellipse", cx=float(ax), cy=float(ay), rx=float(s * 0.6), ry=float(s * 0.36),
                            transform=None))
            leaves[-1][1]["transform"] = f"rotate({num(a + side * 55)} {num(ax)} {num(ay)})"
        if flowers and i % 6 in (0, 3) and rng.random() < 0.8:
            bx, by = polar(x2, y2, s * 0.4, a + rng.choice((-100, 100)))
            blooms.append((bx, by, s * 0.5))
    items += outlined(leaves, fill=leaf_color or P["green"], ow=OUT * 0.6)
    for bx, by, s in blooms:
        items += outlined([S("circle", cx=float(bx - s * 0.4), cy=float(by), r=float(s * 0.65)),
                           S("circle", cx=float(bx + s * 0.4), cy=float(by - s * 0.2), r=float(s * 0.65)),
                           S("circle", cx=float(bx), cy=float(by + s * 0.5), r=float(s * 0.6))],
                          fill=flower_color or P["magenta"], ow=OUT * 0.6)
    return items


def pampas_hill(top, color=None, grass=None, rng=None, crest=None):
    """The black grassy hill of August, with pale grass strokes."""
    rng = rng or random.Random(8)
    color = color or P["ink"]
    crest = crest or [(-20, top + 60), (70, top + 10), (160, top - 10), (250, top + 15), (340, top + 50)]
    d = smooth_d(crest, closed=False) + close_bottom()
    items = [el("path", d=d, fill=color)]
    g = grass or P["paper"]
    for i in range(22):
        x = 20 + i * 13 + rng.uniform(-5, 5)
        # height of hill at x (approx. by linear interpolation of crest)
        hy = top
        for (ax, ay), (bx, by) in zip(crest, crest[1:]):
            if ax <= x <= bx:
                hy = ay + (by - ay) * (x - ax) / (bx - ax)
        y0 = H - 20
        lean = rng.uniform(-30, 30)
        y1 = hy + 6 + rng.uniform(0, 30)
        items.append(el("path", d=poly_d(taper([(x, y0), (x + lean * 0.3, (y0 + y1) / 2), (x + lean, y1)], 4, 0.6)),
                        fill=g, opacity=0.85))
    return items


def pampas_plume(x, y, length, angle, color=None):
    """A silver pampas plume: a bowed stalk and a spray of drooping strands."""
    color = color or P["paper"]
    stalk = [(0, 0), (length * 0.08, -length * 0.5), (length * 0.25, -length)]
    items = outlined([S("path", d=poly_d(taper(stalk, 5, 2.5)))], fill=P["gold"], ow=1.4)
    top = spline(stalk, 6)
    strands = []
    n = 9
    for i in range(n):
        t = i / (n - 1)
        bx, by = top[int(len(top) * (0.55 + 0.45 * t)) - 1]
        side = -1 if i % 2 else 1
        L = length * (0.42 - 0.18 * t)
        tip = (bx + side * L * 0.45 + L * 0.3, by + L * 0.8)
        strands.append(S("path", d=poly_d(taper([(bx, by), (bx + side * L * 0.35 + L * 0.1, by + L * 0.2), tip],
                                                7, 1.5))))
    items += outlined(strands, fill=color, ow=1.3)
    return group(items, x, y, angle)


def willow_frond(x, y, length, sway, rng, color=None, light=None, leaves=True):
    """A hanging willow wand with slender leaves along it."""
    color = color or P["green_light"]
    light = light or P["olive"]
    pts = [(x, y), (x + sway * 0.3, y + length * 0.35), (x + sway * 0.8, y + length * 0.7), (x + sway, y + length)]
    items = [curve(pts, P["bark_dark"], 2.2)]
    if leaves:
        c = spline(pts, 8)
        for i in range(2, len(c) - 1, 2):
            (px, py) = c[i]
            side = 1 if (i // 2) % 2 else -1
            a = 90 + side * rng.uniform(20, 40)
            items.append(leaf(px, py, a, rng.uniform(20, 30), 5.5, fill=color if i % 4 else light,
                              vein=P["green_dark"], ow=OUT * 0.5))
    return items


def paulownia_leaf(cx, cy, s, angle=0.0, fill=None):
    """A broad three-lobed paulownia leaf with veins."""
    fill = fill or P["green"]
    pts = [(0, 0), (-s * 0.35, -s * 0.05), (-s * 0.62, -s * 0.3), (-s * 0.55, -s * 0.6), (-s * 0.38, -s * 0.66),
           (-s * 0.3, -s * 0.88), (0, -s * 1.05), (s * 0.3, -s * 0.88), (s * 0.38, -s * 0.66), (s * 0.55, -s * 0.6),
           (s * 0.62, -s * 0.3), (s * 0.35, -s * 0.05)]
    items = outlined([S("path", d=smooth_d(pts))], fill=fill)
    items.append(line([(0, -s * 0.02), (0, -s * 0.95)], P["green_dark"], max(1.5, s * 0.03)))
    for side in (-1, 1):
        for k, (ax, ay) in enumerate(((0.45, -0.45), (0.3, -0.7), (0.4, -0.2))):
            items.append(line([(0, -s * (0.15 + 0.2 * k)), (side * s * ax, s * ay)], P["green_dark"],
                              max(1.2, s * 0.022)))
    items.append(line([(0, 0), (0, s * 0.2)], P["green_dark"], max(2.0, s * 0.05)))
    return group(items, cx, cy, angle)


def paulownia_spike(cx, cy, s, color=None):
    """A conical panicle of trumpet flowers nodding outward, buds at the tip."""
    color = color or P["purple"]
    items = [line([(0, 0), (0, -s)], P["bark_dark"], max(2, s * 0.03))]
    tiers = [(0.13, 4, 0.15), (0.3, 3, 0.14), (0.46, 3, 0.12), (0.61, 2, 0.11), (0.75, 2, 0.09), (0.87, 1, 0.07)]
    shades = (color, P["purple_light"], P["iris"])
    blooms = []
    for ti, (y, count, rr) in enumerate(tiers):
        for k in range(count):
            off = (k - (count - 1) / 2)
            dx = off * s * rr * 1.35
            tilt = 0 if count == 1 else max(-55, min(55, off * 40))
            blooms.append((dx, -s * y, s * rr, tilt, shades[(ti + k) % 3], ti))
    calyx, petals = [], []
    for dx, by, r, tilt, col, ti in blooms:
        tf = f"translate({num(dx)} {num(by)}) rotate({num(tilt)})"
        # a trumpet: narrow throat at the top, flared five-lobed mouth below
        d = (f"M{num(-r * 0.3)} {num(-r * 0.9)}L{num(r * 0.3)} {num(-r * 0.9)}"
             f"C{num(r * 0.6)} {num(-r * 0.3)} {num(r * 0.95)} {num(r * 0.2)} {num(r * 0.9)} {num(r * 0.7)}"
             f"Q{num(r * 0.45)} {num(r * 1.05)} 0 {num(r * 0.8)}Q{num(-r * 0.45)} {num(r * 1.05)} {num(-r * 0.9)} "
             f"{num(r * 0.7)}C{num(-r * 0.95)} {num(r * 0.2)} {num(-r * 0.6)} {num(-r * 0.3)} {num(-r * 0.3)} "
             f"{num(-r * 0.9)}Z")
        if ti >= 4:
            d = f"M0 {num(-r)}C{num(r)} {num(-r * 0.6)} {num(r * 0.8)} {num(r)} 0 {num(r)}C{num(-r * 0.8)} {num(r)} " \
                f"{num(-r)} {num(-r * 0.6)} 0 {num(-r)}Z"
        petals.append(S("path", d=d, transform=tf, fill=col))
        calyx.append(S("ellipse", cx=0.0, cy=float(-r * 0.85), rx=float(r * 0.32), ry=float(r * 0.22),
                       transform=tf, fill=P["olive"]))
    items += outlined(petals, ow=OUT * 0.7)
    items += [el(t, **a) for t, a in calyx]
    for dx, by, r, tilt, _col, ti in blooms:
        if ti < 4:
            tf = f"translate({num(dx)} {num(by)}) rotate({num(tilt)})"
            items.append(el("ellipse", cx=0.0, cy=float(r * 0.62), rx=float(r * 0.5), ry=float(r * 0.16),
                            fill=P["white"], transform=tf))
            items.append(el("path", d=f"M0 {num(-r * 0.5)}L0 {num(r * 0.45)}", stroke=P["gold"],
                            stroke_width=float(max(1.0, r * 0.12)), transform=tf))
    return group(items, cx, cy)


# --------------------------------------------------------------------------
# Motifs: ribbons and brush writing

# Kana drawn as brush strokes in a unit box (x right, y down). The three
# poetry ribbons traditionally read "akayoroshi" (pine, plum) and
# "miyoshino" (cherry); these are this deck's own simplified hands.
GLYPHS = {
    "a": [[(0.12, 0.3), (0.5, 0.27), (0.85, 0.22)],
          [(0.45, 0.05), (0.48, 0.45), (0.55, 0.85)],
          [(0.72, 0.42), (0.45, 0.72), (0.22, 0.82), (0.2, 0.62), (0.5, 0.5), (0.85, 0.6), (0.8, 0.85),
           (0.55, 0.97)]],
    "ka": [[(0.1, 0.42), (0.55, 0.33), (0.7, 0.4), (0.62, 0.82), (0.48, 0.78)],
           [(0.42, 0.08), (0.35, 0.55), (0.2, 0.92)],
           [(0.78, 0.25), (0.92, 0.48)]],
    "yo": [[(0.5, 0.42), (0.85, 0.4)],
           [(0.48, 0.08), (0.5, 0.55), (0.5, 0.82), (0.3, 0.88), (0.2, 0.75), (0.45, 0.66), (0.9, 0.9)]],
    "ro": [[(0.22, 0.2), (0.72, 0.16), (0.3, 0.55), (0.62, 0.45), (0.82, 0.65), (0.65, 0.88), (0.35, 0.92)]],
    "shi": [[(0.35, 0.06), (0.33, 0.5), (0.38, 0.8), (0.58, 0.9), (0.88, 0.62)]],
    "mi": [[(0.18, 0.18), (0.56, 0.15), (0.36, 0.48), (0.2, 0.78), (0.27, 0.92), (0.42, 0.8), (0.56, 0.63),
            (0.92, 0.67)],
           [(0.75, 0.3), (0.72, 0.68), (0.58, 0.96)]],
    "no": [[(0.55, 0.25), (0.42, 0.65), (0.22, 0.88), (0.1, 0.62), (0.3, 0.25), (0.65, 0.18), (0.88, 0.45),
            (0.75, 0.8), (0.5, 0.92)]],
}
POEMS = {"aka": ["a", "ka", "yo", "ro", "shi"], "miyo": ["mi", "yo", "shi", "no"]}


def brush_glyph(name, x, y, size, color=None):
    items = []
    for stroke in GLYPHS[name]:
        pts = [(x + px * size, y + py * size) for px, py in stroke]
        items.append(el("path", d=poly_d(taper(pts, 0, profile=brush_profile(size * 0.13), n=6)),
                        fill=color or P["ink"]))
    return items


def ribbon(cx, cy, length, width, angle, color=None, poem=None):
    """A tanzaku: a long paper strip hung from a cord, tilted across the card."""
    color = color or P["red"]
    dark = P["red_dark"] if color == P["red"] else P["night"]
    hl = P["red_light"] if color == P["red"] else P["indigo_light"]
    hl_w = length / 2
    x0, y0 = -width / 2, -hl_w
    items = []
    # cord and knot above the strip
    items.append(curve([(-width * 0.25, y0 + 2), (0, y0 - 26), (width * 0.25, y0 + 2)], P["ink"], 3.0))
    items += outlined([S("rect", x=float(x0), y=float(y0), width=float(width), height=float(length), rx=3.0)],
                      fill=color)
    items.append(el("rect", x=float(x0 + 5), y=float(y0 + 5), width=float(width - 10), height=float(length - 10),
                    rx=2.0, fill="none", stroke=hl, stroke_width=2.0, opacity=0.9))
    items.append(el("rect", x=float(x0 + width * 0.62), y=float(y0 + 8), width=float(width * 0.14),
                    height=float(length - 16), fill=dark, opacity=0.25))
    items.append(el("circle", cx=0.0, cy=float(y0 + 14), r=4.0, fill=P["ink"]))
    if poem:
        names = POEMS[poem]
        room = length - 50
        size = min(width * 0.74, room / len(names) * 0.95)
        step = room / len(names)
        for i, name in enumerate(names):
            gy = y0 + 30 + i * step + (step - size) / 2
            items += brush_glyph(name, -size / 2, gy, size)
    return group(items, cx, cy, angle)


# --------------------------------------------------------------------------
# Motifs: figures (local coordinates; placed with group())


def crane():
    """A standing crane, facing right; origin at its feet, about 330 tall."""
    ink, white = P["ink"], P["white"]
    items = []
    items.append(line([(-8, 0), (-6, -120)], ink, 5))
    items.append(line([(14, -2), (8, -120)], ink, 5))
    items.append(line([(-22, 0), (4, 0)], ink, 4))
    items.append(line([(2, -2), (28, -2)], ink, 4))
    body = [S("ellipse", cx=0.0, cy=-160.0, rx=78.0, ry=46.0, transform="rotate(-12 0 -160)"),
            S("path", d=poly_d(taper([(40, -180), (62, -240), (48, -290), (58, -318)], 34, 20)))]
    items += outlined(body, fill=white)
    # black tail plumes
    tail = [S("path", d=poly_d(taper(pts, 40, 4))) for pts in (
        [(-20, -180), (-80, -172), (-118, -136)],
        [(-24, -166), (-80, -148), (-104, -108)],
        [(-18, -150), (-62, -126), (-76, -94)],
        [(-6, -144), (-36, -116), (-42, -90)])]
    items += outlined(tail, fill=ink)
    # wing line
    items.append(curve([(-50, -182), (-10, -196), (38, -186), (62, -160)], ink, 3))
    items.append(curve([(-30, -160), (10, -168), (45, -150)], ink, 2))
    for k in range(4):
        x = -34 + k * 20
        items.append(el("path", d=f"M{x} {-150 + k * 3}q10 10 20 0", fill="none", stroke=ink, stroke_width=1.8))
    # knees
    items.append(el("circle", cx=-7.0, cy=-62.0, r=4.0, fill=ink))
    items.append(el("circle", cx=11.0, cy=-62.0, r=4.0, fill=ink))
    # black neck
    items.append(el("path", d=poly_d(taper([(57, -245), (49, -285), (58, -316)], 26, 18)), fill=ink))
    # head, crown, beak
    items += outlined([S("circle", cx=60.0, cy=-325.0, r=15.0),
                       S("path", d="M70 -332L124 -322L70 -316Z")], fill=white)
    items.append(el("path", d="M72 -331L122 -322L72 -318Z", fill=P["gold"]))
    items.append(el("circle", cx=56.0, cy=-333.0, r=8.5, fill=P["red"]))
    items.append(el("circle", cx=64.0, cy=-324.0, r=2.6, fill=ink))
    return items


def warbler():
    """A plump bush warbler perched, facing left; origin at its feet."""
    ol, od = P["olive"], P["olive_dark"]
    items = [line([(-6, 0), (-10, -16)], P["ink"], 3), line([(8, 0), (6, -16)], P["ink"], 3)]
    items += outlined([S("ellipse", cx=0.0, cy=-34.0, rx=40.0, ry=26.0, transform="rotate(-15 0 -34)"),
                       S("circle", cx=-34.0, cy=-56.0, r=19.0),
                       S("path", d="M26 -40L70 -56L76 -44L30 -22Z"),
                       S("path", d="M-50 -60L-70 -54L-50 -50Z")], fill=ol)
    items.append(el("ellipse", cx=-8.0, cy=-22.0, rx=26.0, ry=12.0, fill=P["gold_light"], opacity=0.85))
    items.append(el("path", d="M-6 -50C14 -62 40 -52 52 -32C30 -38 10 -36 -6 -50Z", fill=od))
    items.append(curve([(0, -44), (22, -44), (42, -34)], P["ink"], 1.6))
    items.append(el("circle", cx=-40.0, cy=-60.0, r=3.6, fill=P["ink"]))
    items.append(el("circle", cx=-41.0, cy=-61.0, r=1.2, fill=P["white"]))
    items.append(curve([(-48, -66), (-36, -70), (-22, -64)], P["white"], 2.0, opacity=0.9))
    return items


def cuckoo():
    """A cuckoo in fast flight, heading left, both wings raised in a V.

    Origin at its body centre.
    """
    ink, slate = P["ink"], P["slate_dark"]
    far_wing = S("path", d="M-6 -8C6 -50 40 -92 104 -112C84 -74 62 -40 34 -6Z")
    near_wing = S("path", d="M-20 -2C-22 -52 0 -100 40 -130C42 -84 36 -40 18 0Z")
    body = S("path", d="M-70 -4C-50 -22 -10 -20 30 -10C60 -4 86 -2 110 -4C90 10 50 16 20 16"
                       "C-10 18 -50 16 -70 -4Z")
    tail = S("path", d="M96 -6L158 -16L160 4L100 8Z")
    head = S("circle", cx=-58.0, cy=-6.0, r=16.0)
    items = outlined([far_wing], fill=P["slate"])
    for k in range(4):
        x0, y0 = 34 + k * 16, -24 - k * 18
        items.append(line([(x0 - 10, y0 + 12), (x0 + 18, y0 - 4)], slate, 2.2))
    items += outlined([tail, body, head], fill=slate)
    for k in range(3):
        items.append(el("circle", cx=float(112 + k * 16), cy=-4.0, r=2.6, fill=P["white"]))
    items.append(el("path", d="M-50 6C-20 14 20 14 60 6C30 -2 -20 -2 -50 6Z", fill=P["white"], opacity=0.9))
    for k in range(6):
        x = -36 + k * 15
        items.append(line([(x, 4), (x + 6, 11)], ink, 1.6))
    items += outlined([near_wing], fill=ink)
    for k in range(4):
        y = -30 - k * 22
        items.append(line([(-8 + k * 6, y + 10), (22 + k * 4, y - 6)], P["slate"], 2.2))
    items += outlined([S("path", d="M-72 -10L-96 -4L-72 0Z")], fill=P["gold"], ow=1.5)
    items.append(el("circle", cx=-62.0, cy=-9.0, r=4.5, fill=P["gold"], stroke=ink, stroke_width=1.2))
    items.append(el("circle", cx=-62.0, cy=-9.0, r=2.0, fill=ink))
    return items


def bridge():
    """The eight-plank zigzag bridge of May, drawn as three slanting spans."""
    items = []
    spans = [((-140, 40), (-10, -10)), ((-30, -14), (80, 26)), ((60, 22), (150, -30))]
    for (x0, y0), (x1, y1) in spans:
        for post in (0.15, 0.5, 0.85):
            px, py = x0 + (x1 - x0) * post, y0 + (y1 - y0) * post
            items += outlined([S("rect", x=float(px - 4), y=float(py + 6), width=8.0, height=34.0)],
                              fill=P["bark_dark"], ow=1.5)
    for (x0, y0), (x1, y1) in spans:
        th = 22
        pts = [(x0, y0), (x1, y1), (x1, y1 + th), (x0, y0 + th)]
        items += outlined([S("path", d=poly_d(pts))], fill=P["bark"])
        for k in range(1, 3):
            t = k / 3
            px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            items.append(line([(px, py + 1), (px, py + th - 1)], P["ink"], 2))
        items.append(line([(x0 + 4, y0 + 6), (x1 - 4, y1 + 6)], P["gold_light"], 2, opacity=0.6))
    return items


def butterfly(color, spot, angle=0.0):
    """A butterfly seen from above, wings spread; origin at its body."""
    ink = P["ink"]
    fw = "M0 0C-10 -40 -55 -62 -70 -40C-78 -20 -50 0 0 4Z"
    hw = "M0 4C-30 8 -52 28 -40 48C-28 60 -8 40 0 12Z"
    shapes = [S("path", d=fw), S("path", d=fw, transform="scale(-1 1)"),
              S("path", d=hw), S("path", d=hw, transform="scale(-1 1)")]
    items = outlined(shapes, fill=color)
    for sx in (-1, 1):
        items.append(el("circle", cx=float(sx * 44), cy=-32.0, r=9.0, fill=spot, stroke=ink, stroke_width=1.5))
        items.append(el("circle", cx=float(sx * 28), cy=30.0, r=6.0, fill=spot, stroke=ink, stroke_width=1.2))
        items.append(el("path", d=f"M{sx * 6} -6C{sx * 30} -30 {sx * 50} -44 {sx * 66} -44", fill="none",
                        stroke=ink, stroke_width=1.4, opacity=0.7))
        items.append(curve([(0, -22), (sx * 8, -40), (sx * 18, -50)], ink, 1.8))
        items.append(el("circle", cx=float(sx * 18), cy=-50.0, r=2.5, fill=ink))
    items.append(el("ellipse", cx=0.0, cy=6.0, rx=5.0, ry=26.0, fill=ink))
    return group(items, 0, 0, angle)


def boar():
    """A wild boar charging left; origin at its feet line."""
    brown, dark = P["bark"], P["bark_dark"]
    legs = []
    for x, lean in ((-60, -10), (-35, 8), (45, -8), (70, 10)):
        legs.append(S("path", d=poly_d(taper([(x, -56), (x + lean * 0.5, -28), (x + lean, 0)], 26, 12))))
    body = [S("ellipse", cx=10.0, cy=-80.0, rx=95.0, ry=56.0),
            S("path", d="M-50 -128C-90 -122 -120 -90 -146 -62L-150 -34C-120 -30 -90 -34 -50 -40Z"),
            S("path", d="M-66 -118L-58 -152L-40 -122Z"),
            S("path", d="M100 -96L124 -112L118 -90Z")]
    items = outlined(legs, fill=dark)
    items += outlined(body, fill=brown)
    items.append(el("ellipse", cx=-148.0, cy=-48.0, rx=5.0, ry=13.0, fill=P["pink_deep"], stroke=P["ink"],
                    stroke_width=1.5))
    items.append(el("path", d="M-118 -40C-128 -56 -130 -66 -122 -72", fill="none", stroke=P["white"],
                    stroke_width=5, stroke_linecap="round"))
    items.append(el("path", d="M-60 -120C-80 -100 -84 -70 -70 -40", fill="none", stroke=dark, stroke_width=3))
    items.append(el("circle", cx=-88.0, cy=-92.0, r=5.5, fill=P["gold"], stroke=P["ink"], stroke_width=1.5))
    items.append(el("circle", cx=-87.0, cy=-92.0, r=2.2, fill=P["ink"]))
    # bristly mane along the back and a striped flank
    for k in range(12):
        x = -60 + k * 13
        y = -128 + abs(k - 5) * 2.2
        items.append(line([(x, y + 10), (x + 9, y - 6)], P["ink"], 3))
    for k in range(4):
        x = -20 + k * 28
        items.append(curve([(x, -112), (x + 8, -80), (x, -44)], dark, 3, opacity=0.8))
    for hx in (-62, -31, 48, 76):
        items.append(line([(hx - 6, 0), (hx + 6, 0)], P["ink"], 4))
    return items


def goose(scale=1.0, flap=0.0):
    """A wild goose in flight, heading left; a bold black chevron."""
    items = outlined([S("path", d="M-30 -2C-10 -14 20 -12 40 0C20 12 -10 12 -30 -2Z"),
                      S("path", d=poly_d(taper([(-26, -2), (-48, -6), (-64, -6)], 10, 7))),
                      S("circle", cx=-66.0, cy=-6.0, r=7.5),
                      S("path", d=f"M-14 -4C-14 {num(-40 - flap)} 6 {num(-70 - flap)} 44 {num(-84 - flap)}"
                                  f"C44 {num(-50 - flap)} 34 -20 20 0Z"),
                      S("path", d=f"M-10 4C-4 {num(30 + flap * 0.5)} 16 {num(50 + flap * 0.5)} 52 "
                                  f"{num(60 + flap * 0.5)}C46 30 32 12 18 4Z"),
                      S("path", d="M36 -2L56 -8L54 6Z")], fill=P["night"], ow=1.6, ink=P["night"])
    items.append(el("path", d="M-72 -8L-86 -4L-72 -2Z", fill=P["gold"]))
    items.append(el("circle", cx=-68.0, cy=-8.0, r=1.8, fill=P["white"]))
    items.append(el("path", d="M-20 2C0 8 20 6 34 2C20 -2 0 -2 -20 2Z", fill=P["slate"]))
    return group(items, 0, 0, 0, scale)


def sake_cup():
    """A red lacquer sake cup on its foot, gold rim and crest; origin at foot."""
    red, gold = P["red"], P["gold"]
    items = outlined([S("path", d="M-30 0L-22 -36L22 -36L30 0Z")], fill=P["red_dark"])
    items += outlined([S("path", d="M-110 -110C-100 -60 -60 -34 0 -34C60 -34 100 -60 110 -110Z")], fill=red)
    items += outlined([S("ellipse", cx=0.0, cy=-110.0, rx=110.0, ry=26.0)], fill=gold)
    items.append(el("ellipse", cx=0.0, cy=-108.0, rx=98.0, ry=19.0, fill=P["red_dark"]))
    items.append(el("ellipse", cx=0.0, cy=-106.0, rx=70.0, ry=12.0, fill=red, opacity=0.8))
    # crest: a gold roundel of four petals
    items.append(el("circle", cx=0.0, cy=-68.0, r=22.0, fill="none", stroke=gold, stroke_width=4))
    for k in range(4):
        items.append(el("ellipse", cx=0.0, cy=-78.0, rx=5.5, ry=9.0, fill=gold,
                        transform=f"rotate({k * 90} 0 -68)"))
    items.append(el("circle", cx=0.0, cy=-68.0, r=4.0, fill=gold))
    items.append(curve([(-86, -92), (-60, -62), (-30, -50)], P["red_light"], 4, opacity=0.8))
    items.append(line([(-26, -14), (26, -14)], gold, 3))
    return items


def deer():
    """A stag standing, facing right, looking back over its shoulder."""
    light = P["gold_light"]
    fur = "#B8741E"
    legs = []
    for x, lean in ((-62, -6), (-44, 4), (52, -4), (70, 6)):
        legs.append(S("path", d=poly_d(taper([(x, -70), (x + lean, -36), (x + lean * 0.5, 0)], 16, 7))))
    items = outlined(legs, fill=fur)
    body = [S("ellipse", cx=0.0, cy=-100.0, rx=92.0, ry=40.0),
            S("path", d=poly_d(taper([(60, -120), (62, -160), (40, -196)], 44, 30))),
            S("ellipse", cx=18.0, cy=-206.0, rx=34.0, ry=19.0, transform="rotate(8 18 -206)"),
            S("path", d="M70 -230L50 -206L36 -222Z"),
            S("path", d="M-90 -112L-110 -128L-96 -96Z")]
    items += outlined(body, fill=fur)
    items.append(el("ellipse", cx=-6.0, cy=-84.0, rx=70.0, ry=18.0, fill=light, opacity=0.85))
    items += outlined([S("ellipse", cx=40.0, cy=-212.0, rx=16.0, ry=7.0, transform="rotate(-30 40 -212)")],
                      fill=fur, ow=2.0)
    items.append(el("ellipse", cx=40.0, cy=-212.0, rx=10.0, ry=3.5, fill=P["pink_deep"],
                    transform="rotate(-30 40 -212)"))
    rng = random.Random(10)
    for _ in range(14):
        x = rng.uniform(-70, 60)
        y = rng.uniform(-128, -104)
        items.append(el("circle", cx=float(x), cy=float(y), r=float(rng.uniform(3, 5)), fill=P["white"]))
    # antlers
    for base, flip in (((44, -222), 1), ((56, -218), 1.25)):
        bx, by = base
        main = [(bx, by), (bx + 6 * flip, by - 30), (bx + 18 * flip, by - 58), (bx + 32 * flip, by - 80)]
        items.append(curve(main, P["bark_dark"], 5))
        items.append(line([(bx + 8 * flip, by - 34), (bx - 10 * flip, by - 56)], P["bark_dark"], 4))
        items.append(line([(bx + 18 * flip, by - 58), (bx + 4 * flip, by - 80)], P["bark_dark"], 4))
    items.append(el("ellipse", cx=-12.0, cy=-208.0, rx=7.0, ry=5.0, fill=P["ink"]))
    items.append(el("circle", cx=10.0, cy=-212.0, r=4.0, fill=P["ink"]))
    items.append(el("circle", cx=9.0, cy=-213.0, r=1.3, fill=P["white"]))
    for hx in (-68, -40, 50, 73):
        items.append(line([(hx - 5, 0), (hx + 5, 0)], P["ink"], 4))
    return items


def swallow(rim=None):
    """A swallow swooping down-left, wings raised, forked tail.

    ``rim`` outlines the silhouette in a pale colour for dark skies.
    """
    ink = P["night"]
    rim = rim or P["ink"]
    wing_far = S("path", d="M0 -6C20 -60 70 -110 140 -128C100 -80 60 -40 24 0Z")
    wing_near = S("path", d="M-4 4C30 40 90 70 160 74C110 50 60 20 20 -4Z")
    body = S("path", d="M-56 -10C-30 -26 20 -18 50 -2C70 8 90 10 100 12C80 16 40 18 0 12C-30 8 -50 6 -56 -10Z")
    tail = S("path", d="M90 6L150 -16L110 12L156 34L90 16Z")
    head = S("circle", cx=-46.0, cy=-8.0, r=15.0)
    items = outlined([wing_far, tail, body, head, wing_near], fill=ink, ow=OUT * 1.6, ink=rim)
    items += outlined([wing_far], fill=ink)
    items += outlined([tail, body, head], fill=ink)
    items.append(el("path", d="M-30 8C0 16 40 16 70 10C40 4 0 2 -30 8Z", fill=P["white"]))
    items.append(el("ellipse", cx=-50.0, cy=2.0, rx=10.0, ry=6.0, fill=P["red"]))
    items += outlined([wing_near], fill=ink)
    items.append(curve([(30, -20), (70, -70), (120, -110)], P["indigo_light"], 2.2, opacity=0.8))
    items.append(curve([(30, 20), (80, 48), (140, 66)], P["indigo_light"], 2.2, opacity=0.8))
    items.append(el("path", d="M-60 -12L-76 -6L-60 -4Z", fill=P["ink"]))
    items.append(el("circle", cx=-50.0, cy=-12.0, r=3.0, fill=P["white"]))
    return items


def frog():
    """A green frog leaping up, front feet reaching."""
    g = P["green_light"]
    shapes = [S("ellipse", cx=0.0, cy=0.0, rx=26.0, ry=16.0, transform="rotate(-40)"),
              S("circle", cx=-16.0, cy=-20.0, r=10.0),
              S("path", d=poly_d(taper([(12, 8), (36, 20), (50, 8)], 9, 5))),
              S("path", d=poly_d(taper([(4, 14), (20, 34), (40, 32)], 8, 4))),
              S("path", d=poly_d(taper([(-16, -6), (-34, -10), (-42, -30)], 7, 3)))]
    items = outlined(shapes, fill=g)
    items.append(el("circle", cx=-18.0, cy=-24.0, r=4.0, fill=P["gold"], stroke=P["ink"], stroke_width=1.2))
    items.append(el("ellipse", cx=4.0, cy=-4.0, rx=12.0, ry=6.0, fill=P["green"], transform="rotate(-40)"))
    return items


def rain_man():
    """A courtier in court robe and tall hat under a big oiled umbrella.

    Origin at his feet; about 340 tall with the umbrella.
    """
    ink = P["ink"]
    items = []
    # umbrella: a scalloped oiled-paper canopy with ribs, shaft to his hands
    rim = [(-150 + 300 * k / 8, 72 + 10 * math.sin(math.pi * k / 8)) for k in range(9)]
    dome = [rim[0], (-120, 30), (-60, 6), (0, 0), (60, 6), (120, 30), rim[-1]]
    canopy_d = smooth_d(dome, closed=False)
    for (x0, y0), (x1, y1) in zip(rim[::-1], rim[::-1][1:]):
        canopy_d += f"Q{num((x0 + x1) / 2)} {num((y0 + y1) / 2 - 12)} {num(x1)} {num(y1)}"
    umb = outlined([S("path", d=canopy_d + "Z")], fill=P["gold"])
    for x, y in rim[1:-1]:
        umb.append(curve([(0, 2), (x * 0.6, y * 0.45 + 6), (x, y - 2)], P["red_dark"], 2.2))
    umb.append(line([(0, 0), (0, 185)], ink, 5))
    umb.append(el("circle", cx=0.0, cy=-4.0, r=7.0, fill=P["red"], stroke=ink, stroke_width=2))
    items.append(group(umb, 32, -334, 10))
    # hakama and robe with wide draped sleeves
    items += outlined([S("path", d="M-62 -70L58 -70L78 0L-84 0Z")], fill=P["indigo"])
    items.append(line([(-6, -66), (-10, -2)], P["night"], 2.5))
    items.append(line([(-40, -66), (-56, -4)], P["night"], 2))
    items.append(line([(30, -66), (50, -4)], P["night"], 2))
    robe = [S("path", d="M-34 -196C-52 -160 -62 -110 -66 -62L60 -62C58 -110 48 -160 30 -196Z")]
    items += outlined(robe, fill=P["red"])
    items.append(el("path", d="M-12 -196L-2 -62L10 -62L6 -196Z", fill=P["white"]))
    items.append(el("rect", x=-64.0, y=-108.0, width=124.0, height=14.0, fill=P["gold"], stroke=ink,
                    stroke_width=2))
    sleeves = [S("path", d="M-34 -192C-70 -180 -96 -140 -100 -96C-98 -76 -80 -70 -64 -80"
                           "C-46 -100 -24 -130 -4 -146L-10 -164Z"),
               S("path", d="M28 -192C60 -176 76 -140 74 -104C70 -84 54 -80 42 -90"
                           "C30 -108 16 -130 6 -146L10 -166Z")]
    items += outlined(sleeves, fill=P["red"])
    for d in ("M-44 -170C-70 -150 -84 -120 -86 -96", "M30 -168C52 -150 62 -126 62 -104"):
        items.append(el("path", d=d, fill="none", stroke=P["red_dark"], stroke_width=3, stroke_linecap="round"))
    items.append(el("path", d="M-98 -92C-86 -82 -74 -80 -64 -84", fill="none", stroke=P["gold"],
                    stroke_width=4, stroke_linecap="round"))
    # hands on the shaft, head, tall lacquered hat
    items += outlined([S("ellipse", cx=0.0, cy=-152.0, rx=11.0, ry=9.0)], fill=P["paper"], ow=1.8)
    items += outlined([S("path", d="M-10 -196L10 -196L8 -184L-8 -184Z"),
                       S("ellipse", cx=-4.0, cy=-214.0, rx=19.0, ry=21.0)], fill=P["paper"])
    items += outlined([S("path", d="M-22 -222C-28 -262 -14 -286 10 -282C14 -266 12 -240 14 -224Z")], fill=ink)
    items.append(line([(-23, -224), (15, -226)], P["slate"], 2))
    items.append(el("path", d="M-16 -212Q-12 -215 -8 -212", fill="none", stroke=ink, stroke_width=2))
    items.append(el("path", d="M-14 -200Q-10 -198 -6 -200", fill="none", stroke=ink, stroke_width=1.6))
    # geta on the feet
    items.append(line([(-66, 6), (-26, 6)], ink, 7))
    items.append(line([(16, 6), (56, 6)], ink, 7))
    return items


def phoenix():
    """The ho-o: a crested bird with spread wings and long eyed plumes.

    Origin at its breast; spans about 290 wide and 420 tall.
    """
    ink = P["ink"]
    items = []
    # long tail plumes sweeping down and curling, each ending in an eye
    plumes = [
        ([(10, 40), (70, 110), (110, 190), (90, 250)], P["indigo"], 30),
        ([(0, 40), (30, 130), (20, 210), (-30, 250)], P["green"], 30),
        ([(20, 30), (110, 80), (150, 160), (130, 215)], P["red_dark"], 26),
        ([(-10, 40), (-30, 120), (-80, 180), (-110, 200)], P["purple"], 24),
        ([(15, 40), (50, 130), (60, 200), (40, 270)], P["gold"], 22),
    ]
    for pts, col, w in plumes:
        items += outlined([S("path", d=poly_d(taper(pts, w, w * 0.55)))], fill=col)
        c = spline(pts, 5)
        for k in range(2, len(c) - 2, 2):
            (x, y), (x2, y2) = c[k], c[k + 1]
            dx, dy = x2 - x, y2 - y
            L = math.hypot(dx, dy) or 1
            nx, ny = -dy / L, dx / L
            items.append(line([(x + nx * w * 0.35, y + ny * w * 0.35), (x2, y2), (x - nx * w * 0.35, y - ny * w * 0.35)],
                              P["gold_light"] if col != P["gold"] else P["red"], 1.8, opacity=0.85))
        ex, ey = pts[-1]
        items += outlined([S("ellipse", cx=float(ex), cy=float(ey), rx=float(w * 0.75), ry=float(w * 0.95))],
                          fill=col)
        items.append(el("ellipse", cx=float(ex), cy=float(ey), rx=float(w * 0.48), ry=float(w * 0.62),
                        fill=P["gold_light"], stroke=ink, stroke_width=1.5))
        items.append(el("circle", cx=float(ex), cy=float(ey), r=float(w * 0.24), fill=P["indigo"]))
    # two raised wings, each a fan of long feathers over short gold coverts
    for side in (-1, 1):
        shoulder = (side * 22, -20)
        long_f, short_f = [], []
        for k in range(6):
            a = -90 + side * (12 + k * 15)
            tip = polar(shoulder[0], shoulder[1], 150 - k * 11, a)
            mid = polar(shoulder[0], shoulder[1], 80 - k * 6, a - side * 8)
            long_f.append(S("path", d=poly_d(taper([shoulder, mid, tip], 34, 6)),
                            fill=(P["red"], P["green"])[k % 2]))
            tip2 = polar(shoulder[0], shoulder[1], 82 - k * 6, a - side * 4)
            short_f.append(S("path", d=poly_d(taper([shoulder, tip2], 30, 8)), fill=P["gold"]))
        items += outlined(long_f)
        items += outlined(short_f)
        for k in range(6):
            a = -90 + side * (12 + k * 15)
            items.append(line([polar(shoulder[0], shoulder[1], 20, a), polar(shoulder[0], shoulder[1], 68 - k * 5, a)],
                              P["red"], 2, opacity=0.8))
    # body, arched neck, crested head
    items += outlined([S("ellipse", cx=0.0, cy=10.0, rx=38.0, ry=50.0),
                       S("path", d=poly_d(taper([(-6, -20), (-28, -70), (-20, -104)], 34, 22))),
                       S("circle", cx=-24.0, cy=-112.0, r=18.0)], fill=P["gold"])
    for k in range(4):
        y = -6 + k * 14
        items.append(el("path", d=f"M-24 {y}Q0 {y + 10} 24 {y}", fill="none", stroke=P["red"], stroke_width=2.5))
    items += outlined([S("path", d="M-38 -118L-68 -108L-38 -104Z")], fill=P["gold_light"], ow=1.6)
    crest = [S("path", d=poly_d(taper([(-20, -126), (-10, -150), (14, -160)], 9, 3))),
             S("path", d=poly_d(taper([(-24, -128), (-26, -156), (-10, -176)], 9, 3))),
             S("path", d=poly_d(taper([(-16, -124), (4, -138), (28, -138)], 8, 3)))]
    items += outlined(crest, fill=P["red"], ow=1.6)
    items += outlined([S("ellipse", cx=-36.0, cy=-94.0, rx=7.0, ry=11.0)], fill=P["red"], ow=1.4)
    items.append(el("circle", cx=-28.0, cy=-116.0, r=5.0, fill=P["white"], stroke=ink, stroke_width=1.2))
    items.append(el("circle", cx=-29.0, cy=-116.0, r=2.2, fill=ink))
    return items


def curtain():
    """The maku: a festival curtain of red and white panels with crests."""
    ink = P["ink"]
    items = []
    top, bot = 0, 190
    panels = 6
    x0, x1 = -150, 150
    pw = (x1 - x0) / panels
    shapes = [S("path", d=f"M{x0} {top}Q0 {top + 26} {x1} {top}L{x1} {bot}"
                          f"Q{x1 - pw / 2} {bot + 14} {x1 - pw} {bot}" +
                          "".join(f"Q{num(x1 - pw * (k + 0.5))} {bot + 14} {num(x1 - pw * (k + 1))} {bot}"
                                  for k in range(1, panels)) + "Z")]
    items += outlined(shapes, fill=P["white"])
    for k in range(panels):
        if k % 2 == 0:
            xa, xb = x0 + k * pw, x0 + (k + 1) * pw
            sag_a = top + 26 * 2 * (0.5 - abs((xa - x0) / (x1 - x0) - 0.5)) * 0.5
            sag_b = top + 26 * 2 * (0.5 - abs((xb - x0) / (x1 - x0) - 0.5)) * 0.5
            items.append(el("path", d=f"M{num(xa)} {num(sag_a + 1.5)}L{num(xb)} {num(sag_b + 1.5)}"
                                      f"L{num(xb)} {bot}Q{num((xa + xb) / 2)} {bot + 14} {num(xa)} {bot}Z",
                            fill=P["red"]))
    for k in range(1, panels):
        x = x0 + k * pw
        items.append(line([(x, top + 10), (x, bot + 4)], ink, 2))
    # crests on two white panels
    for cx in (x0 + 1.5 * pw, x0 + 4.5 * pw):
        cy = 100
        items.append(el("circle", cx=float(cx), cy=float(cy), r=32.0, fill=P["white"], stroke=ink, stroke_width=3))
        for k in range(3):
            items.append(el("ellipse", cx=float(cx), cy=float(cy - 12), rx=9.0, ry=14.0, fill=P["indigo"],
                            transform=f"rotate({k * 120} {num(cx)} {num(cy)})"))
        items.append(el("circle", cx=float(cx), cy=float(cy), r=5.0, fill=P["gold"]))
    # cord with tassels along the top
    items.append(curve([(x0 - 6, top - 4), (0, top + 24), (x1 + 6, top - 4)], P["gold"], 7))
    items.append(curve([(x0 - 6, top - 4), (0, top + 24), (x1 + 6, top - 4)], P["bark_dark"], 2, opacity=0.6))
    for x in (x0 + 10, x1 - 10):
        items.append(line([(x, top), (x, top + 40)], P["gold"], 5))
        items += outlined([S("ellipse", cx=float(x), cy=float(top + 46), rx=6.0, ry=10.0)], fill=P["gold"], ow=1.5)
    return items


def drum():
    """A round thunder drum with a three-comma swirl, studded rim."""
    ink = P["ink"]
    items = outlined([S("circle", cx=0.0, cy=0.0, r=58.0)], fill=P["red"])
    items.append(el("circle", cx=0.0, cy=0.0, r=48.0, fill=P["gold"]))
    for k in range(12):
        x, y = polar(0, 0, 53, k * 30)
        items.append(el("circle", cx=float(x), cy=float(y), r=2.6, fill=P["gold_light"], stroke=ink, stroke_width=1))
    for k in range(3):
        comma = ("M0 -6C14 -6 22 -18 18 -32C30 -20 30 4 12 12C-2 18 -14 8 -10 -2C-8 -6 -4 -6 0 -6Z")
        items.append(el("path", d=comma, fill=P["red"], transform=f"rotate({k * 120}) translate(0 -8) scale(1.2)"))
    items.append(el("circle", cx=0.0, cy=0.0, r=48.0, fill="none", stroke=ink, stroke_width=2.5))
    return items


def taper_poly(pts, w):
    """Straight-segment taper (sharp zigzags, unlike ``taper``)."""
    left, right = [], []
    last = len(pts) - 1
    for i, (x, y) in enumerate(pts):
        width = w * (1 - i / last) + 1
        a, b = pts[max(i - 1, 0)], pts[min(i + 1, last)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        left.append((x + nx * width / 2, y + ny * width / 2))
        right.append((x - nx * width / 2, y - ny * width / 2))
    return left + right[::-1]


# --------------------------------------------------------------------------
# Month scenes: the flower alone, in a few arrangements


def pine_scene(v, rng):
    items = []
    if v == 0:
        items += branch([(70, 540), (90, 430), (150, 340), (130, 250), (180, 150)], 34, 12, knots=6, rng=rng)
        items += branch([(140, 330), (230, 300), (275, 260)], 14, 6)
        items += [pine_tuft(180, 160, 70, -8), pine_tuft(90, 290, 78, 6), pine_tuft(250, 270, 62, 10),
                  pine_tuft(170, 420, 80, -4), pine_tuft(80, 470, 54)]
    elif v == 1:
        items += branch([(270, 540), (230, 440), (170, 380), (200, 290), (150, 180)], 36, 12, knots=6, rng=rng)
        items += branch([(180, 360), (90, 330), (50, 280)], 14, 6)
        items += [pine_tuft(150, 185, 74, 6), pine_tuft(70, 290, 66, -10), pine_tuft(235, 300, 74, 4),
                  pine_tuft(130, 430, 76, 0), pine_tuft(250, 460, 54, 8)]
    else:  # low boughs for figure cards
        items += branch([(40, 540), (60, 470), (110, 420)], 30, 12, knots=3, rng=rng)
        items += [pine_tuft(75, 440, 70, -6), pine_tuft(250, 470, 66, 6), pine_tuft(150, 500, 56, 0)]
    return items


def plum_scene(v, rng):
    items = []
    if v == 0:
        main = [(20, 470), (90, 400), (80, 310), (170, 250), (230, 150), (300, 110)]
        items += branch(main, 24, 8, color=P["bark_dark"], knots=5, rng=rng)
        items += branch([(85, 330), (40, 250), (50, 180)], 10, 4, color=P["bark_dark"])
        items += branch([(170, 250), (250, 280), (290, 330)], 10, 4, color=P["bark_dark"])
        spots = [(110, 395, 30), (60, 240, 24), (200, 200, 30), (270, 120, 22), (150, 270, 26), (260, 300, 26),
                 (50, 175, 18), (300, 340, 18), (230, 150, 16)]
    elif v == 1:
        main = [(300, 520), (240, 420), (260, 320), (170, 240), (110, 130), (30, 90)]
        items += branch(main, 24, 8, color=P["bark_dark"], knots=5, rng=rng)
        items += branch([(250, 340), (300, 250), (285, 190)], 10, 4, color=P["bark_dark"])
        items += branch([(180, 250), (90, 300), (50, 360)], 10, 4, color=P["bark_dark"])
        spots = [(225, 415, 30), (270, 260, 24), (140, 190, 30), (60, 110, 22), (110, 290, 26),
                 (60, 350, 24), (290, 190, 18), (200, 250, 18), (240, 330, 16)]
    else:  # a branch for the warbler or ribbon
        main = [(-10, 380), (70, 330), (160, 340), (250, 280), (320, 260)]
        items += branch(main, 22, 10, color=P["bark_dark"], knots=4, rng=rng)
        items += branch([(120, 335), (90, 420), (110, 500)], 10, 4, color=P["bark_dark"])
        items += branch([(230, 290), (270, 380)], 9, 4, color=P["bark_dark"])
        items += branch([(330, 80), (270, 120), (230, 190), (180, 210)], 12, 4, color=P["bark_dark"])
        spots = [(50, 330, 26), (200, 310, 26), (110, 420, 24), (280, 250, 22), (270, 385, 20), (110, 490, 18),
                 (265, 125, 22), (215, 200, 18), (180, 212, 14)]
    for i, (x, y, r) in enumerate(spots):
        col = P["red"] if i % 3 else P["white"]
        items.append(plum_blossom(x, y, r * 1.3, petal=col, turn=rng.uniform(0, 72)))
    for _ in range(4):
        x, y, r = rng.choice(spots)
        items += plum_bud(x + rng.uniform(-40, 40), y + rng.uniform(-40, 40), 6)
    return items


def cherry_canopy(y0, y1, rng, count=16, big=34):
    items = []
    spots = []
    tries = 0
    while len(spots) < count and tries < 2000:
        tries += 1
        x = rng.uniform(40, 280)
        y = rng.uniform(y0, y1)
        r = rng.uniform(big * 0.7, big)
        if all(math.hypot(x - a, y - b) > (r + c) * 0.8 for a, b, c in spots):
            spots.append((x, y, r))
    spots.sort(key=lambda s: s[1])
    for x, y, r in spots:
        col = P["pink"] if rng.random() < 0.7 else P["white"]
        items.append(cherry_blossom(x, y, r, petal=col, turn=rng.uniform(0, 72)))
    return items


def cherry_scene(v, rng):
    items = []
    if v == 0:
        items += branch([(-10, 300), (80, 250), (160, 180), (330, 150)], 20, 10, color=P["bark"], knots=3, rng=rng)
        items += kasumi(380, [(-10, 200, 0, 30), (120, 330, 30, 28), (30, 220, 60, 24)])
        items += cherry_canopy(70, 330, rng, 14)
        items += kasumi(460, [(40, 330, 0, 24)])
    elif v == 1:
        items += branch([(330, 200), (230, 240), (140, 330), (-10, 360)], 20, 10, color=P["bark"], knots=3, rng=rng)
        items += kasumi(140, [(-10, 230, 0, 30), (100, 330, 32, 26)])
        items += cherry_canopy(210, 470, rng, 15)
    else:  # canopy above a figure or ribbon
        items += branch([(-10, 120), (100, 140), (200, 110), (330, 130)], 18, 10, color=P["bark"], knots=3, rng=rng)
        items += cherry_canopy(60, 230, rng, 11, big=32)
    return items


def wisteria_scene(v, rng):
    items = []
    xs = {0: [(50, 250), (120, 330), (200, 280), (270, 360)],
          1: [(60, 340), (140, 260), (220, 380), (285, 240)],
          2: [(60, 230), (150, 200), (240, 240)]}[v]
    vine = [(-10, 40), (80, 60), (160, 40), (240, 70), (330, 50)]
    items += branch(vine, 14, 8, color=P["bark_dark"])
    for x, L in xs:
        items += wisteria_spray(x, 55, L, sway=rng.uniform(-20, 20), rng=rng)
    for x in (30, 100, 180, 250, 300):
        items.append(leaf(x, 60, rng.uniform(30, 150), 40, 11, fill=P["green"]))
    if v != 2:
        items += kasumi(470, [(-10, 200, 0, 26), (120, 330, 22, 22)])
    return items


def iris_scene(v, rng):
    items = []
    clumps = {0: [(90, 470), (220, 430)], 1: [(160, 480), (60, 380)], 2: [(80, 360), (235, 330)]}[v]
    for bx, by in clumps:
        for dx, tip, bend in ((-30, (-60, -260), -10), (-10, (-20, -300), 6), (10, (40, -280), 12),
                              (30, (80, -220), 14), (0, (10, -200), -6)):
            items += sword_leaf((bx + dx, by + 60), (bx + tip[0], by + tip[1]), 22, bend=bend)
        items.append(line([(bx + 6, by + 60), (bx + 8, by - 170)], P["green_dark"], 5))
        items.append(iris_flower(bx + 8, by - 170, 70))
        items.append(iris_flower(bx + 60, by - 80, 46, light=P["white"]))
    if v != 2:
        items += kasumi(60, [(-10, 220, 0, 26), (130, 330, 20, 22)], color=P["indigo"], line_color=P["indigo_light"])
    return items


def peony_scene(v, rng):
    items = []
    if v == 0:
        flowers = [(120, 215, 100), (205, 395, 96)]
        lvs = [(200, 215, 40, 90), (40, 250, -70, 80), (120, 300, 180, 70), (110, 420, -40, 90),
               (290, 420, 70, 80), (200, 500, 170, 60), (70, 120, -30, 70)]
        buds = [(250, 100, 26, 15), (60, 480, 20, -20)]
    elif v == 1:
        flowers = [(200, 215, 100), (115, 395, 96)]
        lvs = [(120, 215, -40, 90), (280, 250, 70, 80), (200, 300, 180, 70), (210, 420, 40, 90),
               (30, 420, -70, 80), (120, 500, 190, 60), (250, 120, 30, 70)]
        buds = [(70, 100, 26, -15), (260, 480, 20, 20)]
    else:
        flowers = [(160, 400, 98)]
        lvs = [(50, 420, -50, 90), (270, 420, 50, 90), (110, 500, -20, 70), (215, 500, 20, 70)]
        buds = [(50, 310, 20, -20)]
    for x, y, a, s in lvs:
        items.append(peony_leaf(x, y, a, s))
    for x, y, r, a in buds:
        items.append(peony_bud(x, y, r, a))
    for x, y, r in flowers:
        items.append(peony(x, y, r, turn=rng.uniform(0, 45)))
    return items


def clover_scene(v, rng):
    items = []
    if v == 0:
        sprays = [[(300, 520), (240, 360), (140, 250), (30, 230)], [(280, 520), (250, 300), (200, 170), (100, 100)],
                  [(310, 470), (200, 420), (90, 430), (30, 480)], [(290, 520), (270, 260), (290, 120), (250, 40)]]
    elif v == 1:
        sprays = [[(20, 520), (80, 360), (180, 260), (290, 250)], [(40, 520), (70, 300), (120, 170), (220, 100)],
                  [(10, 450), (130, 410), (220, 440), (290, 490)], [(30, 520), (40, 260), (20, 120), (70, 40)]]
    else:
        sprays = [[(310, 330), (220, 170), (110, 110), (20, 140)], [(10, 280), (100, 150), (210, 90), (310, 110)],
                  [(320, 200), (230, 260), (130, 280), (40, 330)]]
    for pts in sprays:
        items += clover_spray(pts, rng)
    return items


def pampas_scene(v, rng, top=300, grass=None, color=None):
    crest = None
    if v == 1:
        crest = [(-20, top + 20), (60, top - 10), (150, top + 10), (240, top + 50), (340, top + 80)]
    return pampas_hill(top, color=color, grass=grass, rng=rng, crest=crest)


def chrys_scene(v, rng):
    items = []
    if v == 0:
        blooms = [(105, 150, 66, 0), (225, 270, 60, 1), (95, 395, 56, 0), (245, 445, 34, 0)]
    elif v == 1:
        blooms = [(210, 150, 66, 1), (95, 270, 60, 0), (225, 395, 56, 0), (70, 450, 34, 1)]
    else:
        blooms = [(85, 110, 58, 0), (235, 150, 54, 1), (160, 250, 40, 0)]
    foot = 400 if v == 2 else 540
    for x, y, _r, _ in blooms:
        items.append(line([(x, y), (x + rng.uniform(-30, 30), foot)], P["green_dark"], 5))
    for x, y, r, _ in blooms:
        for a in (-60, 50, -130):
            items.append(chrys_leaf(x + rng.uniform(-10, 10), y + r + 30 + rng.uniform(0, 40), a + rng.uniform(-10, 10),
                                    r * 1.0))
    for x, y, r, red in blooms:
        if red:
            items.append(chrysanthemum(x, y, r, color=P["red"], light=P["red_light"], heart=P["gold"]))
        else:
            items.append(chrysanthemum(x, y, r))
    return items


def maple_scene(v, rng):
    items = []
    if v == 0:
        items += branch([(330, 60), (230, 110), (140, 100), (60, 160), (-10, 150)], 14, 6, knots=2, rng=rng)
        items += branch([(180, 105), (210, 200), (170, 280)], 8, 3)
        spots = [(60, 200, 40), (140, 150, 44), (240, 160, 38), (200, 250, 40), (110, 270, 36), (270, 260, 34),
                 (60, 330, 32), (180, 350, 36), (260, 380, 30), (110, 420, 30), (220, 470, 28)]
    elif v == 1:
        items += branch([(-10, 80), (100, 110), (190, 90), (290, 150), (330, 150)], 14, 6, knots=2, rng=rng)
        items += branch([(150, 100), (120, 210), (150, 300)], 8, 3)
        spots = [(260, 200, 40), (180, 150, 44), (80, 160, 38), (120, 260, 40), (210, 280, 36), (60, 270, 34),
                 (250, 330, 32), (140, 360, 36), (60, 390, 30), (210, 430, 30), (100, 470, 28)]
    else:
        items += branch([(330, 50), (220, 90), (120, 70), (-10, 110)], 14, 6, knots=2, rng=rng)
        spots = [(60, 150, 38), (150, 120, 42), (250, 130, 38), (100, 220, 32), (210, 210, 34), (280, 230, 26)]
    for i, (x, y, r) in enumerate(spots):
        r *= 1.3
        col = P["red"] if i % 3 else P["gold"]
        if i % 5 == 4:
            col = P["red_dark"]
        items.append(maple_leaf(x, y, r, rng.uniform(-35, 35), fill=col))
    return items


def willow_scene(v, rng, fronds=None):
    items = []
    items += branch([(-10, 30), (100, 45), (200, 25), (330, 50)], 16, 10, color=P["bark_dark"])
    xs = fronds or {0: [30, 80, 140, 200, 250, 295], 1: [40, 110, 170, 240, 290]}[v]
    for x in xs:
        items += willow_frond(x, 40, rng.uniform(260, 420), rng.uniform(-40, 30), rng)
    return items


def paulownia_scene(v, rng, foot=True):
    items = []
    if foot:
        items.append(el("path", d="M-20 384L0 380Q160 350 320 380" + close_bottom(), fill=P["gold"]))
        items.append(el("path", d="M0 380Q160 350 320 380", fill="none", stroke=P["ink"], stroke_width=3))
    if v == 0:
        items += [paulownia_spike(80, 250, 170), paulownia_spike(160, 210, 180), paulownia_spike(240, 250, 170)]
        items += [paulownia_leaf(160, 470, 230, 0), paulownia_leaf(60, 440, 170, -42),
                  paulownia_leaf(260, 440, 170, 42)]
    elif v == 1:
        items += [paulownia_spike(105, 240, 180), paulownia_spike(215, 200, 190)]
        items += [paulownia_leaf(100, 480, 220, -18), paulownia_leaf(245, 470, 200, 28)]
    else:  # low, beneath the phoenix
        items += [paulownia_spike(55, 440, 130), paulownia_spike(268, 430, 140)]
        items += [paulownia_leaf(90, 515, 130, -20), paulownia_leaf(230, 515, 130, 20)]
    return items


# --------------------------------------------------------------------------
# The 48 cards


def card_svg(card_id: str) -> str:
    body, dark_frame = card_body(card_id)
    body += border(dark_frame)
    return svg_doc(body)


def card_body(card_id: str) -> tuple[list, str | None]:
    """A card's drawing without its frame ring, and the ring's colour (None:
    the usual): the themed deck (``make_themed_cards.py``) draws over it."""
    rng = random.Random(card_id)
    body = [ground()]
    dark_frame = None

    if card_id == "pine-crane":
        body += sun(200, 150, 100)
        body += pine_scene(2, rng)
        body.append(group(crane(), 148, 490, 0, 1.0))
        body += kasumi(70, [(-10, 120, 0, 24), (40, 170, 24, 20)])
    elif card_id == "pine-poetry":
        body += kasumi_top()
        body += pine_scene(0, rng)
        body.append(ribbon(165, 270, 330, 62, 12, poem="aka"))
    elif card_id in ("pine-plain-1", "pine-plain-2"):
        v = 0 if card_id.endswith("1") else 1
        body += kasumi_top()
        body += pine_scene(v, rng)
        body += kasumi_bottom(flip=bool(v))

    elif card_id == "plum-warbler":
        body += kasumi_top()
        body += plum_scene(2, rng)
        body.append(group(warbler(), 165, 325, 0, 1.55))
    elif card_id == "plum-poetry":
        body += kasumi_top()
        body += plum_scene(2, rng)
        body.append(ribbon(150, 250, 320, 62, -10, poem="aka"))
    elif card_id in ("plum-plain-1", "plum-plain-2"):
        v = 0 if card_id.endswith("1") else 1
        body += plum_scene(v, rng)
        body += kasumi_bottom(flip=bool(v)) if v == 0 else kasumi_top()

    elif card_id == "cherry-curtain":
        body += cherry_scene(2, rng)
        body.append(group(curtain(), 160, 270))
    elif card_id == "cherry-poetry":
        body += cherry_scene(2, rng)
        body += kasumi(470, [(-10, 200, 0, 26), (120, 330, 22, 22)])
        body.append(ribbon(160, 320, 300, 60, -12, poem="miyo"))
    elif card_id in ("cherry-plain-1", "cherry-plain-2"):
        body += cherry_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "wisteria-cuckoo":
        body += wisteria_scene(2, rng)
        body.append(crescent(105, 400, 78, color=P["red"], turn=-15))
        body.append(group(cuckoo(), 165, 360, -18, 0.95))
    elif card_id == "wisteria-red":
        body += wisteria_scene(2, rng)
        body += kasumi(470, [(-10, 200, 0, 26), (120, 330, 22, 22)])
        body.append(ribbon(170, 330, 280, 60, 14))
    elif card_id in ("wisteria-plain-1", "wisteria-plain-2"):
        body += wisteria_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "iris-bridge":
        body += kasumi(60, [(-10, 220, 0, 26), (130, 330, 20, 22)], color=P["indigo"], line_color=P["indigo_light"])
        body.append(el("path", d="M-20 390L10 390Q160 370 320 395" + close_bottom(), fill=P["water"], opacity=0.55))
        body += iris_scene(2, rng)
        body.append(el("path", d="M-20 425L10 425Q160 410 320 430" + close_bottom(), fill=P["water"]))
        for k in range(5):
            y = 450 + k * 14
            body.append(curve([(30 + k * 9, y), (100, y - 6), (170, y + 2), (260 - k * 7, y - 4)],
                              P["indigo_light"], 2.5, opacity=0.8))
        body.append(group(bridge(), 165, 405, 0, 1.05))
    elif card_id == "iris-red":
        body += iris_scene(0, rng)
        body.append(ribbon(170, 250, 280, 60, -12))
    elif card_id in ("iris-plain-1", "iris-plain-2"):
        body += iris_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "peony-butterflies":
        body += peony_scene(2, rng)
        body.append(group(butterfly(P["indigo_light"], P["gold"], -20), 100, 150, 0, 0.95))
        body.append(group(butterfly(P["gold"], P["red"], 25), 220, 250, 0, 0.8))
    elif card_id == "peony-blue":
        body += peony_scene(2, rng)
        body.append(ribbon(160, 220, 290, 60, 10, color=P["indigo"]))
    elif card_id in ("peony-plain-1", "peony-plain-2"):
        body += peony_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "clover-boar":
        body += clover_scene(2, rng)
        body += kasumi(480, [(-10, 210, 0, 26), (120, 330, 18, 22)])
        body.append(group(boar(), 182, 462, 0, 0.92))
    elif card_id == "clover-red":
        body += clover_scene(0, rng)
        body.append(ribbon(150, 250, 280, 60, -14))
    elif card_id in ("clover-plain-1", "clover-plain-2"):
        body += clover_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "pampas-moon":
        body.append(el("path", d=sky(340), fill=P["red"]))
        body += full_moon(160, 190, 105)
        body += pampas_scene(0, rng, top=330)
    elif card_id == "pampas-geese":
        body += kasumi(90, [(-10, 200, 0, 30), (110, 330, 28, 26)])
        for gx, gy, gs, flap in ((105, 180, 1.0, 0), (200, 240, 1.1, 10), (120, 310, 0.92, -8)):
            body.append(group(goose(1.0, flap), gx, gy, -8, gs))
        body += pampas_scene(1, rng, top=360)
    elif card_id in ("pampas-plain-1", "pampas-plain-2"):
        v = 0 if card_id.endswith("1") else 1
        body += pampas_scene(v, rng, top=260 if v == 0 else 230)
        for k in range(3):
            body.append(pampas_plume(60 + k * 95 + rng.uniform(-10, 10), (330 if v == 0 else 300) - k * 8,
                                     rng.uniform(190, 230), rng.uniform(-12, 8)))

    elif card_id == "chrysanthemum-sake":
        body += chrys_scene(2, rng)
        body.append(group(sake_cup(), 160, 470, 0, 1.1))
        body.append(chrysanthemum(40, 470, 40))
        body.append(chrysanthemum(286, 440, 36, color=P["red"], light=P["red_light"], heart=P["gold"]))
    elif card_id == "chrysanthemum-blue":
        body += chrys_scene(0, rng)
        body.append(ribbon(170, 260, 300, 60, 12, color=P["indigo"]))
    elif card_id in ("chrysanthemum-plain-1", "chrysanthemum-plain-2"):
        body += chrys_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "maple-deer":
        body += maple_scene(2, rng)
        body.append(group(deer(), 150, 480, 0, 1.05))
    elif card_id == "maple-blue":
        body += maple_scene(0, rng)
        body.append(ribbon(160, 300, 300, 60, -12, color=P["indigo"]))
    elif card_id in ("maple-plain-1", "maple-plain-2"):
        body += maple_scene(0 if card_id.endswith("1") else 1, rng)

    elif card_id == "willow-rainman":
        body = [ground(P["night"])]
        for _ in range(40):
            x, y = rng.uniform(20, 300), rng.uniform(20, 420)
            body.append(line([(x, y), (x - 6, y + 26)], P["slate"], 2, opacity=0.8))
        body += willow_scene(0, rng, fronds=[40, 250, 295])
        body.append(el("path", d="M-20 455L0 455Q80 430 160 460T320 450" + close_bottom(), fill=P["water"]))
        body.append(el("path", d="M20 478Q80 462 150 482T310 474", fill="none", stroke=P["indigo_light"],
                       stroke_width=3))
        body.append(group(rain_man(), 190, 452, 0, 1.0))
        body.append(group(frog(), 60, 420, 0, 1.0))
    elif card_id == "willow-swallow":
        body = [ground(P["slate"])]
        body += willow_scene(1, rng)
        body.append(group(swallow(P["paper"]), 135, 300, 20, 1.0))
        body.append(el("path", d="M-20 470L0 470Q80 450 160 475T320 465" + close_bottom(), fill=P["water"]))
    elif card_id == "willow-red":
        body = [ground(P["slate"])]
        body += willow_scene(0, rng)
        body.append(ribbon(160, 290, 300, 60, 12))
    elif card_id == "willow-lightning":
        body = [ground(P["night"])]
        body += kasumi(70, [(-10, 230, 0, 44), (90, 330, 36, 40)], color=P["slate_dark"], line_color=P["slate"])
        ring = "M140 140A130 130 0 0 1 272 340"
        body.append(el("path", d=ring, fill="none", stroke=P["gold"], stroke_width=8, stroke_linecap="round"))
        body.append(el("path", d=ring, fill="none", stroke=P["ink"], stroke_width=2.5, stroke_dasharray="3 9"))
        body.append(group(drum(), 140, 140, 20, 0.5))
        body.append(group(drum(), 272, 340, -30, 0.5))
        body.append(group(drum(), 215, 220, 0, 1.05))
        body += outlined([S("path", d=poly_d(taper_poly([(110, 80), (50, 230), (125, 255), (60, 430)], 36)))],
                         fill=P["gold_light"], ow=3.5, ink=P["red"])
        for _ in range(30):
            x, y = rng.uniform(20, 300), rng.uniform(320, 500)
            body.append(line([(x, y), (x - 6, y + 22)], P["slate"], 2.5))
        body += kasumi(470, [(-10, 200, 0, 34), (120, 330, 28, 30)], color=P["red"])
        dark_frame = P["ink"]

    elif card_id == "paulownia-phoenix":
        body.append(el("path", d=rounded_rect_d(0, 0, W, H, 22), fill=P["red"]))
        body += kasumi(60, [(-10, 210, 0, 30), (120, 330, 26, 24)], color=P["gold"], line_color=P["gold_light"])
        body += paulownia_scene(2, rng, foot=False)
        body.append(group(phoenix(), 165, 215, 0, 1.0))
    elif card_id in ("paulownia-plain-1", "paulownia-plain-2", "paulownia-plain-3"):
        v = 0 if card_id.endswith("1") else 1
        body += paulownia_scene(v if not card_id.endswith("3") else 0, rng)
        if card_id.endswith("3"):
            # the traditional odd one out: a coloured band across its foot
            body.append(el("path", d="M-20 440H340" + close_bottom(), fill=P["red"]))
            body.append(line([(0, 440), (W, 440)], P["ink"], 3))
            for k in range(7):
                x = 30 + k * 44
                body.append(el("path", d=f"M{x} 460L{x + 14} 484L{x} 508L{x - 14} 484Z", fill=P["gold"],
                               stroke=P["ink"], stroke_width=1.5))
    else:
        raise KeyError(card_id)
    return body, dark_frame


def bonus_frame(ground_color):
    """What every bonus card shares: a lacquer ground, gold kasumi above
    and below, and a gold double frame, so the five read as one family
    beside the months' cards."""
    body = [ground(ground_color)]
    body.append(el("path", d=rounded_rect_d(30, 30, W - 60, H - 60, 10), fill="none", stroke=P["gold"],
                   stroke_width=3))
    body.append(el("path", d=rounded_rect_d(38, 38, W - 76, H - 76, 7), fill="none", stroke=P["gold_light"],
                   stroke_width=1.2, opacity=0.7))
    body += kasumi(78, [(40, 190, 0, 22), (130, 280, 20, 18)], color=P["gold"], line_color=P["gold_light"], ow=2.2)
    body += kasumi(452, [(40, 190, 0, 22), (130, 280, -20, 18)], color=P["gold"], line_color=P["gold_light"],
                   ow=2.2)
    return body


def medallion(cx, cy, r):
    """A plain card's worth: an ivory roundel with a red plum blossom."""
    items = outlined([S("circle", cx=float(cx), cy=float(cy), r=float(r))], fill=P["ivory"])
    items.append(el("circle", cx=float(cx), cy=float(cy), r=float(r * 0.84), fill="none", stroke=P["gold"],
                    stroke_width=2.5))
    items.append(plum_blossom(cx, cy, r * 0.62))
    return items


def bonus_svg(card_id: str) -> str:
    """The bonus cards of Go-Stop: one, two or three plains' worth shown as
    that many blossom medallions; the loser's bright as a veiled gold sun;
    the double score as two linked suns."""
    if card_id in ("bonus-1pi", "bonus-2pi", "bonus-3pi"):
        n = int(card_id[6])
        body = bonus_frame(P["teal"])
        r = (70, 56, 48)[n - 1]
        for k in range(n):
            body += medallion(160, 265 + (k - (n - 1) / 2) * (2 * r + 14), r)
    elif card_id == "bonus-bright":
        body = bonus_frame(P["night"])
        for k in range(16):
            x0, y0 = polar(160, 255, 84, k * 22.5)
            x1, y1 = polar(160, 255, 122 if k % 2 else 106, k * 22.5)
            body.append(line([(x0, y0), (x1, y1)], P["gold"], 7 if k % 2 else 5))
        body += outlined([S("circle", cx=160.0, cy=255.0, r=76.0)], fill=P["gold"])
        body.append(el("circle", cx=160.0, cy=255.0, r=62.0, fill="none", stroke=P["gold_light"], stroke_width=3))
        body += kasumi(300, [(46, 250, 0, 30), (90, 290, 30, 24)], color=P["slate"], line_color=P["slate_dark"])
    elif card_id == "bonus-double":
        body = bonus_frame(P["indigo"])
        for cx, cy in ((128, 230), (192, 300)):
            body += outlined([S("circle", cx=float(cx), cy=float(cy), r=64.0)], fill=P["gold"])
        for cx, cy in ((128, 230), (192, 300)):
            body.append(el("circle", cx=float(cx), cy=float(cy), r=50.0, fill="none", stroke=P["red"], stroke_width=9))
        body.append(plum_blossom(160, 265, 26, petal=P["white"], heart=P["red"]))
    else:
        raise KeyError(card_id)
    body += border()
    return svg_doc(body)


def back_svg() -> str:
    """The back: deep red lacquer, a ring of kasumi and a central gold crest."""
    body = [ground(P["red_dark"])]
    body.append(el("path", d=rounded_rect_d(26, 26, W - 52, H - 52, 10), fill="none", stroke=P["gold"],
                   stroke_width=3))
    body.append(el("path", d=rounded_rect_d(34, 34, W - 68, H - 68, 7), fill="none", stroke=P["gold"],
                   stroke_width=1.2, opacity=0.7))
    # a lattice of small diamonds, quiet texture
    for row in range(13):
        for col in range(7):
            x = 50 + col * 37 + (18 if row % 2 else 0)
            y = 60 + row * 35
            if x > W - 45:
                continue
            body.append(el("path", d=f"M{x} {y - 6}L{x + 6} {y}L{x} {y + 6}L{x - 6} {y}Z", fill=P["red"],
                           opacity=0.75))
    body += kasumi(120, [(40, 200, 0, 22), (120, 280, 22, 20)], color=P["red"], line_color=P["gold"], ow=2.2)
    body += kasumi(410, [(40, 200, 0, 22), (120, 280, -22, 20)], color=P["red"], line_color=P["gold"], ow=2.2)
    # central crest: a gold roundel with an eight-petal flower
    body += outlined([S("circle", cx=160.0, cy=265.0, r=66.0)], fill=P["ink"])
    body.append(el("circle", cx=160.0, cy=265.0, r=58.0, fill="none", stroke=P["gold"], stroke_width=4))
    for k in range(8):
        body.append(el("ellipse", cx=160.0, cy=232.0, rx=11.0, ry=22.0, fill=P["gold"],
                       transform=f"rotate({k * 45} 160 265)"))
    body.append(el("circle", cx=160.0, cy=265.0, r=12.0, fill=P["red"], stroke=P["gold"], stroke_width=3))
    body += border()
    return svg_doc(body)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "cards")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for c in DECK:
        (args.out / f"{c.id}.svg").write_text(card_svg(c.id), encoding="utf-8")
    for card_id in BONUS_IDS:
        (args.out / f"{card_id}.svg").write_text(bonus_svg(card_id), encoding="utf-8")
    (args.out / "back.svg").write_text(back_svg(), encoding="utf-8")
    print(f"wrote {len(DECK) + len(BONUS_IDS) + 1} SVGs to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
