#!/usr/bin/env python3
"""Writes the SVG sources for the site's offline illustrations.

Run by scripts/assets/generate.sh; output goes next to this file
(scripts/assets/src/*.svg). Pure standard library, deterministic.
Flat/geometric style, brand palette, no text (except the logo monogram,
which is drawn as strokes so no font is needed).
"""
import math
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))

NAVY = "#0B1F3A"
NAVY2 = "#14305A"
NAVY3 = "#1E4272"
BLUE = "#5BC0EB"
BLUE_D = "#3A9AD0"
BLUE_M = "#8FD3F0"
TINT = "#D6EEF8"
TINT2 = "#EAF6FC"
ORANGE = "#F28C28"
ORANGE_D = "#D9731A"
ORANGE_L = "#FFC58A"
WHITE = "#FFFFFF"
GREY = "#C5D3E0"
GREEN = "#4CAF7A"
GREEN_D = "#2F8A5B"
GREEN_L = "#8BD3A5"
SKIN = "#8A5A3C"
SKIN2 = "#6B4129"
SAND = "#F4DDB0"


# --------------------------------------------------------------- primitives
def svg(w, h, body, defs=""):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">\n<defs>{defs}</defs>\n{body}\n</svg>\n')


def rect(x, y, w, h, fill, rx=0, extra=""):
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
            f'rx="{rx}" fill="{fill}" {extra}/>')


def circle(cx, cy, r, fill, extra=""):
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" {extra}/>'


def ellipse(cx, cy, rx, ry, fill, extra=""):
    return (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" '
            f'fill="{fill}" {extra}/>')


def poly(pts, fill, extra=""):
    p = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    return f'<polygon points="{p}" fill="{fill}" {extra}/>'


def path(d, fill="none", extra=""):
    return f'<path d="{d}" fill="{fill}" {extra}/>'


def line(x1, y1, x2, y2, stroke, sw=2, extra=""):
    return (f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
            f'stroke="{stroke}" stroke-width="{sw}" stroke-linecap="round" {extra}/>')


def g(content, extra=""):
    return f"<g {extra}>{''.join(content) if isinstance(content, list) else content}</g>"


def lin_grad(id_, stops, x1=0, y1=0, x2=0, y2=1):
    s = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                for o, c, a in stops)
    return (f'<linearGradient id="{id_}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">'
            f"{s}</linearGradient>")


def rad_grad(id_, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                for o, c, a in stops)
    return f'<radialGradient id="{id_}">{s}</radialGradient>'


# --------------------------------------------------------------- components
def windows(x, y, w, h, cols, rows, fill, lit=None, lit_p=0.0, rng=None,
            padx=0.18, pady=0.25):
    out = []
    cw, ch = w / cols, h / rows
    for r in range(rows):
        for c in range(cols):
            f = fill
            if lit and rng and rng.random() < lit_p:
                f = lit
            out.append(rect(x + c * cw + cw * padx / 2 * 2, y + r * ch + ch * pady,
                            cw * (1 - 2 * padx), ch * (1 - 2 * pady), f, rx=1))
    return "".join(out)


def tower(x, base, w, h, body, side, win, lit=None, lit_p=0.0, rng=None,
          cols=4, floor_h=22, side_w=None, roof=None, balcony=None):
    """Flat building with a darker side face, window grid, optional balconies."""
    side_w = w * 0.22 if side_w is None else side_w
    top = base - h
    out = [rect(x, top, w, h, body),
           poly([(x + w, top), (x + w + side_w, top + side_w * 0.35),
                 (x + w + side_w, base), (x + w, base)], side)]
    rows = max(1, int((h - 18) // floor_h))
    out.append(windows(x + w * 0.08, top + 12, w * 0.84, rows * floor_h, cols, rows,
                       win, lit, lit_p, rng))
    if balcony:
        for r in range(rows):
            yy = top + 12 + (r + 1) * floor_h - 3
            out.append(rect(x - 3, yy, w + 6, 3, balcony))
    if roof:
        out.append(rect(x - 4, top - 6, w + 8, 6, roof))
    return "".join(out)


def house(x, base, w, h, wall, roof, door, win, roof_h=None, chimney=True):
    roof_h = h * 0.6 if roof_h is None else roof_h
    top = base - h
    out = []
    if chimney:
        out.append(rect(x + w * 0.68, top - roof_h * 0.75, w * 0.09, roof_h * 0.6, roof))
    out += [rect(x, top, w, h, wall),
            poly([(x - w * 0.08, top + 2), (x + w / 2, top - roof_h),
                  (x + w * 1.08, top + 2)], roof),
            rect(x + w * 0.42, base - h * 0.55, w * 0.17, h * 0.55, door, rx=2),
            rect(x + w * 0.1, top + h * 0.22, w * 0.22, h * 0.28, win, rx=2),
            rect(x + w * 0.68, top + h * 0.22, w * 0.22, h * 0.28, win, rx=2)]
    return "".join(out)


def tree(x, base, s, canopy=GREEN, trunk="#7A5236", canopy2=None):
    out = [rect(x - s * 0.07, base - s * 0.9, s * 0.14, s * 0.9, trunk, rx=2),
           circle(x, base - s * 1.05, s * 0.42, canopy),
           circle(x - s * 0.25, base - s * 0.8, s * 0.3, canopy),
           circle(x + s * 0.27, base - s * 0.82, s * 0.3, canopy2 or canopy)]
    return "".join(out)


def acacia(x, base, s, fill):
    d = (f"M{x - s*0.04:.1f},{base} L{x - s*0.03:.1f},{base - s*0.45:.1f} "
         f"L{x - s*0.3:.1f},{base - s*0.72:.1f} L{x - s*0.26:.1f},{base - s*0.75:.1f} "
         f"L{x:.1f},{base - s*0.52:.1f} L{x + s*0.25:.1f},{base - s*0.76:.1f} "
         f"L{x + s*0.29:.1f},{base - s*0.73:.1f} L{x + s*0.04:.1f},{base - s*0.45:.1f} "
         f"L{x + s*0.05:.1f},{base} Z")
    return (path(d, fill) + ellipse(x, base - s * 0.8, s * 0.55, s * 0.1, fill)
            + ellipse(x - s * 0.1, base - s * 0.86, s * 0.35, s * 0.07, fill))


def palm(x, base, s, trunk="#A0714F", leaf=GREEN, lean=0.25):
    tx, ty = x + s * lean, base - s
    out = [path(f"M{x - s*0.04:.1f},{base} Q{x + s*lean*0.1:.1f},{base - s*0.5:.1f} "
                f"{tx:.1f},{ty:.1f} L{tx + s*0.05:.1f},{ty + 2:.1f} "
                f"Q{x + s*lean*0.2 + s*0.06:.1f},{base - s*0.5:.1f} {x + s*0.05:.1f},{base} Z",
                trunk)]
    for ang in (-160, -125, -90, -55, -20, 20, 200):
        a = math.radians(ang)
        ex, ey = tx + math.cos(a) * s * 0.55, ty + math.sin(a) * s * 0.32 + s * 0.12
        cx, cy = tx + math.cos(a) * s * 0.3, ty + math.sin(a) * s * 0.3 - s * 0.12
        out.append(path(f"M{tx:.1f},{ty:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f} "
                        f"Q{cx:.1f},{cy + s*0.12:.1f} {tx:.1f},{ty:.1f} Z", leaf))
    out.append(circle(tx, ty + 3, s * 0.04, "#7A5236"))
    return "".join(out)


def cloud(x, y, s, fill=WHITE, op=1.0):
    return g([circle(x, y, s * 0.32, fill), circle(x + s * 0.35, y - s * 0.12, s * 0.4, fill),
              circle(x + s * 0.75, y, s * 0.3, fill),
              rect(x, y - s * 0.05, s * 0.75, s * 0.35, fill, rx=s * 0.15)],
             f'opacity="{op}"')


def person_hand(x, base, s):
    a = math.radians(-125)
    sx, sy = x + s * 0.19, base - s * 0.72
    return sx - math.sin(a) * s * 0.34, sy + math.cos(a) * s * 0.34


def person(x, base, s, shirt, pants=NAVY, skin=SKIN, hair=NAVY, arm_up=False, female=False):
    """Standing figure, feet at (x, base), height ~ s."""
    out = []
    # legs
    out.append(rect(x - s * 0.11, base - s * 0.42, s * 0.09, s * 0.42, pants, rx=s * 0.03))
    out.append(rect(x + s * 0.02, base - s * 0.42, s * 0.09, s * 0.42, pants, rx=s * 0.03))
    out.append(ellipse(x - s * 0.08, base - s * 0.01, s * 0.08, s * 0.025, NAVY))
    out.append(ellipse(x + s * 0.08, base - s * 0.01, s * 0.08, s * 0.025, NAVY))
    if female:
        out.append(poly([(x - s * 0.16, base - s * 0.72), (x + s * 0.16, base - s * 0.72),
                         (x + s * 0.22, base - s * 0.3), (x - s * 0.22, base - s * 0.3)], shirt))
    # torso
    out.append(rect(x - s * 0.16, base - s * 0.78, s * 0.32, s * 0.4, shirt, rx=s * 0.1))
    # arms
    out.append(rect(x - s * 0.23, base - s * 0.74, s * 0.08, s * 0.34, shirt, rx=s * 0.04))
    if arm_up:  # arm reaching up and out to the right; hand at person_hand()
        sx, sy = x + s * 0.19, base - s * 0.72
        out.append(rect(sx - s * 0.04, sy, s * 0.08, s * 0.34, shirt, rx=s * 0.04,
                        extra=f'transform="rotate(-125 {sx:.1f} {sy:.1f})"'))
        hx, hy = person_hand(x, base, s)
        out.append(circle(hx, hy, s * 0.05, skin))
    else:
        out.append(rect(x + s * 0.15, base - s * 0.74, s * 0.08, s * 0.34, shirt, rx=s * 0.04))
        out.append(circle(x + s * 0.19, base - s * 0.4, s * 0.045, skin))
    out.append(circle(x - s * 0.19, base - s * 0.4, s * 0.045, skin))
    # neck/head
    out.append(rect(x - s * 0.04, base - s * 0.84, s * 0.08, s * 0.08, skin))
    if female:  # hair behind the head plus a bun
        out.append(circle(x, base - s * 0.915, s * 0.118, hair))
        out.append(circle(x, base - s * 1.03, s * 0.06, hair))
    out.append(circle(x, base - s * 0.9, s * 0.1, skin))
    if female:
        out.append(path(f"M{x - s*0.105:.1f},{base - s*0.91:.1f} A{s*0.105:.1f},{s*0.105:.1f} 0 0 1 "
                        f"{x + s*0.105:.1f},{base - s*0.91:.1f} Q{x + s*0.02:.1f},{base - s*0.95:.1f} "
                        f"{x - s*0.105:.1f},{base - s*0.91:.1f} Z", hair))
    else:
        out.append(path(f"M{x - s*0.1:.1f},{base - s*0.9:.1f} A{s*0.1:.1f},{s*0.1:.1f} 0 0 1 "
                        f"{x + s*0.1:.1f},{base - s*0.9:.1f} L{x + s*0.1:.1f},{base - s*0.93:.1f} "
                        f"Q{x:.1f},{base - s*0.97:.1f} {x - s*0.1:.1f},{base - s*0.93:.1f} Z", hair))
    return "".join(out)


def key(x, y, s, color=ORANGE, angle=0, hole=WHITE):
    out = [circle(x, y, s * 0.28, color), circle(x, y, s * 0.11, hole),
           rect(x + s * 0.2, y - s * 0.07, s * 0.8, s * 0.14, color, rx=s * 0.04),
           rect(x + s * 0.72, y + s * 0.05, s * 0.1, s * 0.16, color),
           rect(x + s * 0.88, y + s * 0.05, s * 0.1, s * 0.22, color)]
    return g(out, f'transform="rotate({angle} {x:.1f} {y:.1f})"')


def coin(x, y, r, face=ORANGE, edge=ORANGE_D, ring=ORANGE_L):
    return (ellipse(x, y + r * 0.12, r, r * 0.92, edge) + circle(x, y, r, face)
            + circle(x, y, r * 0.7, "none", f'stroke="{ring}" stroke-width="{r*0.1:.1f}"')
            + rect(x - r * 0.12, y - r * 0.38, r * 0.24, r * 0.76, ring, rx=r * 0.08))


def coin_stack(x, base, r, n, face=ORANGE, edge=ORANGE_D):
    out = []
    h = r * 0.28
    for i in range(n):
        y = base - i * h
        out.append(ellipse(x, y, r, r * 0.35, edge))
        out.append(rect(x - r, y - h, r * 2, h, edge))
        out.append(ellipse(x, y - h, r, r * 0.35, face))
        out.append(path(f"M{x - r:.1f},{y - h:.1f} A{r:.1f},{r*0.35:.1f} 0 0 0 {x + r:.1f},{y - h:.1f}",
                        "none", f'stroke="{ORANGE_L}" stroke-width="{max(1, r*0.04):.1f}" opacity="0.6"'))
    out.append(ellipse(x, base - n * h, r * 0.6, r * 0.2, "none",
                       f'stroke="{ORANGE_L}" stroke-width="{r*0.08:.1f}"'))
    return "".join(out)


def doc(x, y, w, h, lines=5, fill=WHITE, line_c=GREY, corner=True, accent=None):
    c = w * 0.2
    out = [path(f"M{x},{y} L{x + w - c},{y} L{x + w},{y + c} L{x + w},{y + h} L{x},{y + h} Z",
                fill)]
    if corner:
        out.append(poly([(x + w - c, y), (x + w - c, y + c), (x + w, y + c)], GREY))
    for i in range(lines):
        ww = w * (0.72 if i % 3 != 2 else 0.5)
        out.append(rect(x + w * 0.12, y + h * 0.22 + i * h * 0.12, ww, h * 0.04,
                        accent if (accent and i == 0) else line_c, rx=2))
    return "".join(out)


def check_badge(x, y, r, fill=ORANGE, mark=WHITE):
    return (circle(x, y, r, fill) +
            path(f"M{x - r*0.45:.1f},{y + r*0.02:.1f} L{x - r*0.12:.1f},{y + r*0.35:.1f} "
                 f"L{x + r*0.48:.1f},{y - r*0.3:.1f}", "none",
                 f'stroke="{mark}" stroke-width="{r*0.22:.1f}" stroke-linecap="round" '
                 f'stroke-linejoin="round"'))


def hills(w, base, amp, n, fill, seed, phase=0.0):
    rng = random.Random(seed)
    pts = []
    steps = 40
    ks = [(rng.uniform(0.5, 1.0), rng.uniform(1, n), rng.uniform(0, 6.28)) for _ in range(3)]
    for i in range(steps + 1):
        x = w * i / steps
        y = base - sum(a * amp * (0.5 + 0.5 * math.sin(f * x / w * 6.28 + p + phase))
                       for a, f, p in ks) / 2
        pts.append((x, y))
    d = f"M0,{base + 2000} L" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    d += f" L{w},{base + 2000} Z"
    # smooth with quadratic midpoints
    d = f"M0,{base + 2000} L{pts[0][0]:.1f},{pts[0][1]:.1f}"
    for i in range(1, len(pts) - 1):
        mx, my = (pts[i][0] + pts[i + 1][0]) / 2, (pts[i][1] + pts[i + 1][1]) / 2
        d += f" Q{pts[i][0]:.1f},{pts[i][1]:.1f} {mx:.1f},{my:.1f}"
    d += f" L{pts[-1][0]:.1f},{pts[-1][1]:.1f} L{w},{base + 2000} Z"
    return path(d, fill)


def dots(x, y, cols, rows, gap, r, fill, op=1.0):
    return g([circle(x + c * gap, y + rr * gap, r, fill) for rr in range(rows) for c in range(cols)],
             f'opacity="{op}"')


def crane(x, base, h, jib_l, counter_l, color=ORANGE, dark=NAVY, hook_x=None, hook_y=None):
    """Tower crane: mast at x, jib to the right."""
    top = base - h
    mw = h * 0.05
    out = [rect(x - mw / 2, top, mw, h, color)]
    # lattice
    n = int(h // (mw * 1.4))
    for i in range(n):
        y0 = top + i * mw * 1.4
        out.append(line(x - mw / 2, y0, x + mw / 2, y0 + mw * 1.4, dark, max(1, mw * 0.12),
                        'opacity="0.55"'))
    out.append(rect(x - counter_l, top - mw * 0.8, jib_l + counter_l, mw * 0.8, color))
    for i in range(int((jib_l + counter_l) // (mw * 1.2))):
        x0 = x - counter_l + i * mw * 1.2
        out.append(line(x0, top - mw * 0.8, x0 + mw * 0.6, top, dark, max(1, mw * 0.1),
                        'opacity="0.5"'))
    out.append(poly([(x - mw * 0.4, top - mw * 0.8), (x, top - mw * 3.2),
                     (x + mw * 0.4, top - mw * 0.8)], color))
    out.append(line(x, top - mw * 3.2, x + jib_l * 0.95, top - mw * 0.8, color, max(1, mw * 0.15)))
    out.append(line(x, top - mw * 3.2, x - counter_l * 0.9, top - mw * 0.8, color, max(1, mw * 0.15)))
    out.append(rect(x - counter_l, top - mw * 0.2, counter_l * 0.4, mw * 1.2, dark))
    out.append(rect(x + mw * 0.5, top, mw * 1.6, mw * 1.3, dark, rx=2))
    hx = x + jib_l * 0.7 if hook_x is None else hook_x
    hy = top + h * 0.35 if hook_y is None else hook_y
    out.append(rect(hx - mw * 0.5, top - mw * 0.3, mw, mw * 0.6, dark))
    out.append(line(hx, top, hx, hy, dark, max(1, mw * 0.1)))
    out.append(path(f"M{hx:.1f},{hy:.1f} q0,{mw*0.8:.1f} {mw*0.6:.1f},{mw*0.6:.1f}", "none",
                    f'stroke="{dark}" stroke-width="{max(1.5, mw*0.18):.1f}" stroke-linecap="round"'))
    return "".join(out)


def plane(x, y, s, fill=WHITE, angle=0):
    d = (f"M{x - s*0.5:.1f},{y:.1f} L{x + s*0.45:.1f},{y - s*0.05:.1f} "
         f"Q{x + s*0.58:.1f},{y:.1f} {x + s*0.45:.1f},{y + s*0.05:.1f} L{x - s*0.5:.1f},{y + s*0.04:.1f} Z")
    wing = poly([(x + s * 0.1, y), (x - s * 0.15, y - s * 0.38), (x - s * 0.05, y - s * 0.38),
                 (x + s * 0.2, y)], fill)
    wing2 = poly([(x + s * 0.1, y + 0.02 * s), (x - s * 0.15, y + s * 0.36),
                  (x - s * 0.05, y + s * 0.36), (x + s * 0.2, y + 0.02 * s)], fill, 'opacity="0.8"')
    tail = poly([(x - s * 0.4, y), (x - s * 0.52, y - s * 0.2), (x - s * 0.44, y - s * 0.2),
                 (x - s * 0.3, y)], fill)
    return g([wing2, path(d, fill), wing, tail], f'transform="rotate({angle} {x:.1f} {y:.1f})"')


def blob_bg(w, h, seed, colors, op=1.0):
    rng = random.Random(seed)
    out = []
    for c in colors:
        out.append(circle(rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h,
                          rng.uniform(0.18, 0.32) * min(w, h) * 1.6, c, f'opacity="{op}"'))
    return "".join(out)


# --------------------------------------------------------------- logo
def monogram(ink=NAVY, accent=ORANGE, sw=9.0):
    """Roof chevron over the letters KPM, drawn in a 160x160 box."""
    st = f'stroke="{ink}" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round" fill="none"'
    roof = (f'<path d="M22,66 L80,22 L138,66" stroke="{accent}" stroke-width="{sw + 3}" '
            f'stroke-linecap="round" stroke-linejoin="round" fill="none"/>'
            f'<rect x="110" y="28" width="11" height="22" rx="2" fill="{accent}"/>')
    y0, y1 = 82, 124
    k = f'<path d="M30,{y0} L30,{y1} M56,{y0} L32,{y1 - 20} M38,{y1 - 24} L57,{y1}" {st}/>'
    p = (f'<path d="M69,{y1} L69,{y0} L82,{y0} A11,11 0 0 1 82,{y0 + 22} L69,{y0 + 22}" {st}/>')
    m = f'<path d="M104,{y1} L104,{y0} L117,{y0 + 22} L130,{y0} L130,{y1}" {st}/>'
    base = f'<rect x="24" y="134" width="112" height="5" rx="2.5" fill="{accent}"/>'
    return roof + k + p + m + base


def logo_svg():
    body = rect(0, 0, 160, 160, WHITE, rx=28) + monogram()
    return svg(160, 160, body)


def favicon_svg():
    body = rect(0, 0, 160, 160, NAVY, rx=32) + monogram(ink=WHITE, accent=ORANGE, sw=10)
    return svg(160, 160, body).replace('width="160" height="160" ', 'width="64" height="64" ')


# --------------------------------------------------------------- hero
def hero_svg():
    W, H = 1600, 900
    rng = random.Random(7)
    defs = (lin_grad("sky", [(0, NAVY, 1), (0.45, "#173D69", 1), (0.8, "#3F8FC4", 1),
                             (1, "#8FD3F0", 1)])
            + rad_grad("sun", [(0, "#FFD9A8", 1), (0.35, ORANGE, 0.9), (0.6, ORANGE, 0.25),
                               (1, ORANGE, 0)])
            + lin_grad("haze", [(0, WHITE, 0), (1, TINT, 0.35)]))
    b = [rect(0, 0, W, H, "url(#sky)")]
    # stars, sparse, on the right mostly
    for _ in range(40):
        x = rng.uniform(0, W)
        if x < 880 and rng.random() < 0.7:
            continue
        b.append(circle(x, rng.uniform(20, 320), rng.uniform(0.8, 1.8), WHITE,
                        f'opacity="{rng.uniform(0.25, 0.7):.2f}"'))
    b.append(circle(1230, 470, 260, "url(#sun)"))
    b.append(circle(1230, 470, 62, "#FFB266"))
    b.append(cloud(1000, 300, 150, TINT, 0.22))
    b.append(cloud(1370, 230, 110, TINT, 0.18))
    b.append(cloud(300, 240, 150, TINT, 0.05))
    # hills
    b.append(hills(W, 640, 150, 2.2, "#2B6A9C", 3))
    b.append(rect(0, 520, W, 380, "url(#haze)"))
    b.append(hills(W, 700, 110, 3, "#1D5183", 11))
    # far skyline (right side)
    x = 860
    while x < W:
        w = rng.uniform(40, 80)
        h = rng.uniform(120, 300) * (0.6 + 0.4 * (x - 860) / 740)
        b.append(tower(x, 720, w, h, "#2C5F92", "#24507E", "#3C78AE", "#8FD3F0", 0.15, rng,
                       cols=3, floor_h=18, side_w=w * 0.15))
        x += w + rng.uniform(5, 25)
    # mid hills left (calm)
    b.append(hills(W, 760, 70, 2.5, "#163F6C", 21))
    # small town on the left, low contrast
    x = 20
    while x < 820:
        w = rng.uniform(36, 60)
        hh = rng.uniform(28, 50)
        b.append(house(x, 780, w, hh, "#1B4676", "#14375F", "#123257", "#2A5E92",
                       chimney=False))
        x += w + rng.uniform(18, 60)
    b.append(acacia(180, 790, 150, "#0F2D52"))
    b.append(acacia(640, 792, 110, "#0F2D52"))
    # main skyline: modern apartment blocks
    specs = [(900, 58, 260), (975, 90, 380), (1085, 70, 300), (1175, 110, 470),
             (1305, 80, 340), (1400, 100, 420), (1515, 90, 290)]
    for i, (bx, bw, bh) in enumerate(specs):
        body = [NAVY2, "#112A4E", NAVY3][i % 3]
        b.append(tower(bx, 820, bw, bh, body, "#0A1A33", "#20487A", ORANGE_L, 0.22, rng,
                       cols=4 if bw > 75 else 3, floor_h=24, side_w=bw * 0.18,
                       roof=NAVY, balcony=("#2E5A88" if i % 2 == 0 else None)))
    # orange accent crane
    b.append(crane(1250, 350, 120, 140, 55, ORANGE, NAVY, hook_x=1350, hook_y=300))
    # foreground ground + trees
    b.append(hills(W, 830, 30, 2, "#0C2444", 41))
    b.append(rect(0, 845, W, 55, "#0A1E38"))
    for tx in (860, 1045, 1240, 1460, 1580):
        b.append(tree(tx, 850, 46, "#1B5E57", "#0A1E38", "#1F6D63"))
    return svg(W, H, "\n".join(b), defs)


# --------------------------------------------------------------- services
def service_frame(seed, inner, accent_blob=BLUE):
    W, H = 640, 400
    rng = random.Random(seed)
    b = [rect(0, 0, W, H, TINT2),
         circle(rng.uniform(120, 220), rng.uniform(-40, 60), 190, TINT),
         circle(rng.uniform(460, 560), rng.uniform(300, 420), 210, TINT),
         circle(320, 210, 150, WHITE, 'opacity="0.9"'),
         dots(rng.choice([40, 520]), rng.choice([40, 300]), 5, 4, 16, 3, accent_blob, 0.45),
         ellipse(320, 352, 250, 18, "#BFE3F4")]
    b.append(inner)
    return svg(W, H, "\n".join(b))


def svc_rent():
    o = []
    # house on right
    o.append(house(410, 350, 140, 100, WHITE, NAVY, ORANGE, BLUE, roof_h=70))
    o.append(rect(405, 348, 150, 6, NAVY3))
    # phone
    o.append(rect(150, 110, 120, 235, NAVY, rx=18))
    o.append(rect(160, 130, 100, 190, BLUE, rx=8))
    o.append(rect(190, 118, 40, 5, NAVY3, rx=2))
    o.append(rect(170, 145, 80, 70, WHITE, rx=8))
    o.append(check_badge(210, 180, 22, ORANGE))
    o.append(rect(170, 228, 80, 10, TINT, rx=5))
    o.append(rect(170, 246, 55, 10, TINT, rx=5))
    o.append(rect(170, 275, 80, 30, ORANGE, rx=15))
    # transfer arc
    o.append(path("M285,170 Q360,80 440,190", "none",
                  f'stroke="{ORANGE}" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"'))
    o.append(poly([(428, 180), (452, 204), (456, 172)], ORANGE))
    # banknote + coins
    o.append(g([rect(300, 250, 110, 60, GREEN, rx=6), rect(308, 258, 94, 44, GREEN_L, rx=4),
                circle(355, 280, 14, GREEN)], 'transform="rotate(-12 355 280)"'))
    o.append(coin_stack(118, 350, 26, 4))
    o.append(coin_stack(510, 365, 22, 3))
    o.append(coin(350, 110, 22))
    return service_frame(1, "".join(o))


def svc_tenant():
    o = []
    # door frame
    o.append(rect(250, 95, 150, 255, NAVY, rx=6))
    o.append(rect(262, 108, 126, 242, "#FFF3E4"))
    o.append(poly([(262, 108), (340, 122), (340, 345), (262, 350)], ORANGE))
    o.append(circle(328, 235, 6, NAVY))
    o.append(rect(240, 85, 170, 14, NAVY3, rx=4))
    o.append(rect(230, 345, 190, 10, NAVY3, rx=3))
    # people
    o.append(person(160, 352, 190, BLUE, NAVY, SKIN, NAVY, arm_up=False))
    o.append(person(470, 352, 175, ORANGE, NAVY3, SKIN2, NAVY, arm_up=True, female=True))
    # big key + tag
    hx, hy = person_hand(470, 352, 175)
    o.append(g([rect(hx + 8, hy + 14, 56, 38, BLUE, rx=6), circle(hx + 18, hy + 33, 5, WHITE),
                poly([(hx + 32, hy + 36), (hx + 44, hy + 24), (hx + 56, hy + 36)], WHITE),
                rect(hx + 35, hy + 36, 18, 11, WHITE)], f'transform="rotate(18 {hx:.0f} {hy:.0f})"'))
    o.append(line(hx, hy, hx + 10, hy + 24, GREY, 3))
    o.append(key(hx + 6, hy - 16, 78, NAVY, angle=-50, hole=WHITE))
    o.append(circle(hx, hy, 175 * 0.05, SKIN2))
    return service_frame(2, "".join(o), ORANGE)


def gear(x, y, r, fill, hole=WHITE, teeth=8):
    out = [circle(x, y, r * 0.78, fill)]
    for i in range(teeth):
        a = 360 / teeth * i
        out.append(rect(x - r * 0.16, y - r, r * 0.32, r * 0.4, fill, rx=2,
                        extra=f'transform="rotate({a} {x:.1f} {y:.1f})"'))
    out.append(circle(x, y, r * 0.32, hole))
    return "".join(out)


def wrench(x, y, s, fill, angle):
    d = (f"M{x - s*0.06:.1f},{y:.1f} L{x - s*0.06:.1f},{y - s*0.7:.1f} "
         f"A{s*0.18:.1f},{s*0.18:.1f} 0 1 1 {x + s*0.06:.1f},{y - s*0.7:.1f} "
         f"L{x + s*0.06:.1f},{y:.1f} Z")
    return g([path(d, fill), rect(x - s * 0.05, y - s * 1.02, s * 0.1, s * 0.16, WHITE, rx=2),
              circle(x, y - s * 0.05, s * 0.08, fill)],
             f'transform="rotate({angle} {x:.1f} {y:.1f})"')


def svc_property():
    rng = random.Random(5)
    o = []
    o.append(tower(220, 350, 150, 250, NAVY, NAVY2, BLUE, ORANGE_L, 0.18, rng,
                   cols=4, floor_h=30, side_w=40, roof=NAVY3, balcony=BLUE_D))
    o.append(rect(275, 305, 40, 45, ORANGE, rx=3))
    o.append(house(110, 350, 80, 60, WHITE, BLUE_D, NAVY, TINT, chimney=False))
    o.append(tree(435, 352, 70, GREEN, "#7A5236", GREEN_D))
    o.append(gear(500, 170, 52, BLUE))
    o.append(gear(440, 120, 30, ORANGE))
    o.append(wrench(480, 330, 170, ORANGE, 35))
    o.append(rect(140, 150, 46, 12, NAVY3, rx=6))  # paint roller handle/frame
    o.append(g([rect(120, 120, 90, 34, ORANGE, rx=8), rect(120, 146, 90, 8, ORANGE_D, rx=3),
                rect(160, 154, 8, 50, NAVY, rx=3)], 'transform="rotate(-10 165 150)"'))
    return service_frame(3, "".join(o))


def svc_assessment():
    o = []
    # chart board
    o.append(rect(110, 80, 280, 230, NAVY, rx=14))
    o.append(rect(125, 95, 250, 200, WHITE, rx=8))
    for i, h in enumerate([50, 80, 70, 115, 150]):
        o.append(rect(150 + i * 45, 275 - h, 28, h, BLUE if i < 4 else ORANGE, rx=4))
    o.append(path("M160,215 L205,185 L250,195 L295,145 L345,105", "none",
                  f'stroke="{NAVY}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"'))
    for px, py in [(160, 215), (205, 185), (250, 195), (295, 145), (345, 105)]:
        o.append(circle(px, py, 7, ORANGE, f'stroke="{WHITE}" stroke-width="3"'))
    o.append(rect(240, 310, 20, 40, NAVY3))
    o.append(rect(190, 345, 120, 8, NAVY3, rx=4))
    # magnifier over house
    o.append(house(430, 270, 80, 60, TINT, NAVY, ORANGE, BLUE, roof_h=40, chimney=False))
    o.append(circle(470, 245, 72, BLUE, 'opacity="0.18"'))
    o.append(circle(470, 245, 72, "none", f'stroke="{NAVY}" stroke-width="12"'))
    o.append(line(522, 297, 575, 350, NAVY, 20))
    o.append(line(528, 303, 572, 347, ORANGE, 8))
    # pie
    o.append(circle(560, 110, 38, BLUE))
    o.append(path("M560,110 L560,72 A38,38 0 0 1 596,122 Z", ORANGE))
    return service_frame(4, "".join(o), ORANGE)


def svc_mri():
    o = []
    o.append(g(doc(160, 95, 170, 230, 6), 'transform="rotate(-8 245 210)"'))
    o.append(doc(200, 80, 180, 250, 7, accent=BLUE))
    o.append(rect(225, 100, 60, 40, TINT, rx=4))
    o.append(circle(335, 275, 30, "none", f'stroke="{ORANGE}" stroke-width="6"'))
    o.append(circle(335, 275, 19, ORANGE, 'opacity="0.85"'))
    # folder
    o.append(path("M95,200 L150,200 L162,214 L215,214 L215,350 L95,350 Z", BLUE_D))
    o.append(rect(95, 226, 120, 124, BLUE, rx=4))
    # calculator
    o.append(rect(410, 150, 120, 175, NAVY, rx=14))
    o.append(rect(425, 165, 90, 38, BLUE_M, rx=4))
    for r in range(3):
        for c in range(3):
            o.append(rect(425 + c * 32, 215 + r * 33, 24, 24,
                          ORANGE if (r == 2 and c == 2) else NAVY3, rx=5))
    # pen
    o.append(g([rect(380, 60, 16, 150, ORANGE, rx=4), poly([(380, 210), (396, 210), (388, 232)], NAVY),
                rect(380, 60, 16, 18, NAVY3, rx=4)], 'transform="rotate(28 388 150)"'))
    o.append(check_badge(540, 110, 30, GREEN))
    return service_frame(5, "".join(o))


def svc_marketing():
    o = []
    # laptop with virtual tour
    o.append(rect(235, 110, 210, 140, NAVY, rx=10))
    o.append(rect(247, 122, 186, 116, TINT, rx=4))
    o.append(house(305, 215, 70, 50, WHITE, ORANGE, NAVY, BLUE, roof_h=32, chimney=False))
    o.append(path("M290,180 A52,22 0 1 0 390,180", "none",
                  f'stroke="{BLUE_D}" stroke-width="5" stroke-linecap="round"'))
    o.append(poly([(384, 172), (398, 178), (386, 190)], BLUE_D))
    o.append(path("M215,250 L465,250 L480,268 L200,268 Z", NAVY3))
    # megaphone
    o.append(g([poly([(0, -18), (80, -55), (80, 55), (0, 18)], ORANGE),
                rect(-30, -22, 34, 44, NAVY, rx=8),
                rect(-14, 18, 14, 36, NAVY, rx=4),
                rect(76, -58, 12, 116, ORANGE_D, rx=6),
               path("M100,-34 Q116,0 100,34", "none",
                    f'stroke="{ORANGE}" stroke-width="6" stroke-linecap="round"'),
               path("M118,-52 Q142,0 118,52", "none",
                    f'stroke="{ORANGE}" stroke-width="6" stroke-linecap="round" opacity="0.6"')],
               'transform="translate(80 225) rotate(-32)"'))
    # camera
    o.append(rect(470, 255, 110, 75, NAVY, rx=12))
    o.append(rect(490, 243, 36, 16, NAVY, rx=4))
    o.append(circle(525, 293, 27, BLUE))
    o.append(circle(525, 293, 14, NAVY3))
    o.append(circle(518, 286, 5, WHITE))
    o.append(circle(565, 268, 5, ORANGE))
    # location pin
    o.append(path("M545,70 a28,28 0 0 1 28,28 c0,22 -28,50 -28,50 c0,0 -28,-28 -28,-50 a28,28 0 0 1 28,-28 Z",
                  ORANGE))
    o.append(circle(545, 98, 10, WHITE))
    o.append(g([circle(130, 320, 10, BLUE), circle(160, 330, 6, ORANGE)]))
    return service_frame(6, "".join(o), ORANGE)


def svc_project():
    o = []
    # building under construction
    o.append(rect(300, 170, 170, 180, "#E8F1F7"))
    for r in range(4):
        o.append(rect(300, 170 + r * 45, 170, 8, NAVY3))
        for c in range(4):
            if r == 0 and c > 1:
                continue
            o.append(rect(310 + c * 40, 185 + r * 45, 28, 26, BLUE if r else TINT, rx=2))
    o.append(rect(292, 165, 8, 185, NAVY))
    o.append(rect(470, 165, 8, 185, NAVY))
    for r in range(4):
        o.append(line(470, 170 + r * 45, 478, 215 + r * 45, NAVY, 2))
    o.append(rect(380, 118, 90, 52, "none", extra=f'stroke="{NAVY3}" stroke-width="4" stroke-dasharray="8 6"'))
    o.append(crane(200, 350, 260, 260, 70, ORANGE, NAVY, hook_x=425, hook_y=128))
    o.append(rect(392, 131, 66, 10, NAVY, rx=2))
    # blueprint roll
    o.append(rect(450, 300, 140, 60, BLUE_D, rx=6))
    for i in range(6):
        o.append(line(460 + i * 22, 305, 460 + i * 22, 355, BLUE_M, 1.5))
    for i in range(2):
        o.append(line(455, 320 + i * 18, 585, 320 + i * 18, BLUE_M, 1.5))
    o.append(path("M470,345 L470,315 L520,315 L520,335 L560,335", "none",
                  f'stroke="{WHITE}" stroke-width="3"'))
    o.append(ellipse(590, 330, 12, 30, BLUE))
    # cone
    o.append(poly([(110, 352), (130, 290), (150, 352)], ORANGE))
    o.append(rect(122, 312, 16, 8, WHITE))
    o.append(rect(100, 348, 60, 8, ORANGE_D, rx=3))
    return service_frame(7, "".join(o), ORANGE)


# --------------------------------------------------------------- articles
def skyline_band(W, base, rng, body_cols, win, lit, lit_p, n_min_w=50, max_h=260, start=0):
    out = []
    x = start
    i = 0
    while x < W:
        w = rng.uniform(n_min_w, n_min_w * 1.8)
        h = rng.uniform(max_h * 0.4, max_h)
        out.append(tower(x, base, w, h, body_cols[i % len(body_cols)], body_cols[-1], win, lit,
                         lit_p, rng, cols=3 if w < 80 else 4, floor_h=20, side_w=w * 0.15))
        x += w * 1.15 + rng.uniform(2, 18)
        i += 1
    return "".join(out)


def art_market1():
    W, H = 1200, 630
    rng = random.Random(21)
    defs = (lin_grad("bg", [(0, NAVY, 1), (1, "#1D4E80", 1)])
            + lin_grad("area", [(0, BLUE, 0.55), (1, BLUE, 0.05)]))
    b = [rect(0, 0, W, H, "url(#bg)"),
         circle(1000, 120, 200, "#1B4676", 'opacity="0.6"'),
         circle(150, 520, 260, "#163F6C", 'opacity="0.6"')]
    b.append(skyline_band(W, 630, rng, ["#1F4A7C", "#24578F", "#183D68"], "#2F659C",
                          ORANGE_L, 0.15, 60, 300))
    # chart card
    cx, cy, cw, ch = 230, 110, 740, 360
    b.append(rect(cx + 10, cy + 14, cw, ch, NAVY, rx=22, extra='opacity="0.45"'))
    b.append(rect(cx, cy, cw, ch, WHITE, rx=22))
    for i in range(5):
        b.append(line(cx + 60, cy + 60 + i * 60, cx + cw - 40, cy + 60 + i * 60, TINT, 2))
    bars = [70, 95, 85, 120, 140, 130, 170, 200, 230]
    for i, h in enumerate(bars):
        b.append(rect(cx + 80 + i * 70, cy + ch - 60 - h, 34, h, TINT if i < 8 else BLUE, rx=5))
    pts = [(cx + 97 + i * 70, cy + ch - 80 - h * 1.15) for i, h in enumerate(bars)]
    d = "M" + " L".join(f"{x:.0f},{y:.0f}" for x, y in pts)
    b.append(path(d + f" L{pts[-1][0]:.0f},{cy + ch - 60} L{pts[0][0]:.0f},{cy + ch - 60} Z",
                  "url(#area)"))
    b.append(path(d, "none", f'stroke="{ORANGE}" stroke-width="7" stroke-linecap="round" '
                              f'stroke-linejoin="round"'))
    for x, y in pts:
        b.append(circle(x, y, 8, WHITE, f'stroke="{ORANGE}" stroke-width="5"'))
    b.append(poly([(pts[-1][0] + 20, pts[-1][1] - 40), (pts[-1][0] + 40, pts[-1][1] + 5),
                   (pts[-1][0] - 5, pts[-1][1] - 10)], ORANGE))
    b.append(rect(cx + 40, cy + 30, 160, 14, NAVY3, rx=7))
    b.append(rect(cx + 40, cy + 54, 100, 10, GREY, rx=5))
    # small pie card
    b.append(rect(920, 330, 200, 200, WHITE, rx=20))
    b.append(circle(1020, 430, 62, BLUE))
    b.append(path("M1020,430 L1020,368 A62,62 0 0 1 1078,452 Z", ORANGE))
    b.append(circle(1020, 430, 30, WHITE))
    return svg(W, H, "\n".join(b), defs)


def art_market2():
    W, H = 1200, 630
    rng = random.Random(33)
    defs = lin_grad("bg", [(0, TINT, 1), (1, TINT2, 1)])
    b = [rect(0, 0, W, H, "url(#bg)"),
         circle(980, 140, 70, ORANGE_L), circle(980, 140, 48, ORANGE, 'opacity="0.8"'),
         cloud(130, 120, 140, WHITE, 0.9), cloud(640, 80, 100, WHITE, 0.9)]
    # rising staircase arrow behind
    steps = [(120, 460), (280, 400), (440, 330), (600, 250), (760, 170)]
    for i, (x, y) in enumerate(steps):
        b.append(rect(x, y, 140, 560 - y, BLUE_M, rx=6, extra='opacity="0.8"'))
    b.append(path("M140,470 L300,410 L460,340 L560,285", "none",
                  f'stroke="{ORANGE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"'))
    b.append(poly([(540, 258), (610, 258), (575, 318)], ORANGE,
                  'transform="rotate(-75 575 280)"'))
    # new apartments
    specs = [(610, 110, 300, WHITE), (740, 130, 380, "#F3F8FC"), (890, 100, 260, WHITE),
             (1010, 120, 330, "#F3F8FC")]
    for x, w, h, c in specs:
        b.append(tower(x, 560, w, h, c, GREY, BLUE, ORANGE_L, 0.12, rng, cols=4, floor_h=30,
                       side_w=w * 0.18, roof=NAVY3, balcony=NAVY3))
    b.append(crane(1150, 380, 280, 140, 70, ORANGE, NAVY, hook_x=1060, hook_y=200))
    # ground
    b.append(rect(0, 560, W, 70, "#BFE3F4"))
    b.append(rect(0, 556, W, 8, NAVY3))
    for tx in (60, 420, 580, 1140):
        b.append(tree(tx, 560, 70, GREEN, "#7A5236", GREEN_D))
    # price tags (no text)
    for x, y, a, col in ((250, 230, -15, NAVY), (470, 170, 10, ORANGE), (120, 330, 5, BLUE_D)):
        b.append(g([path(f"M{x},{y} L{x + 90},{y} L{x + 120},{y + 30} L{x + 90},{y + 60} L{x},{y + 60} Z", col),
                    circle(x + 95, y + 30, 7, WHITE), rect(x + 15, y + 18, 55, 9, WHITE, rx=4),
                    rect(x + 15, y + 35, 35, 8, WHITE, rx=4, extra='opacity="0.7"')],
                   f'transform="rotate({a} {x + 60} {y + 30})"'))
    return svg(W, H, "\n".join(b), defs)


def art_invest():
    W, H = 1200, 630
    defs = lin_grad("bg", [(0, NAVY, 1), (1, "#1C4C80", 1)], 0, 0, 1, 1)
    b = [rect(0, 0, W, H, "url(#bg)"),
         dots(60, 60, 8, 5, 22, 2.5, BLUE, 0.35), dots(950, 460, 8, 5, 22, 2.5, BLUE, 0.35)]
    # globe
    gx, gy, gr = 270, 300, 170
    b.append(circle(gx, gy, gr + 18, "#1E4A7A"))
    b.append(circle(gx, gy, gr, BLUE))
    for d in (0.35, 0.7):
        b.append(ellipse(gx, gy, gr * d, gr, "none", f'stroke="{TINT}" stroke-width="3" opacity="0.7"'))
    for yy in (-0.5, 0, 0.5):
        ww = gr * math.sqrt(1 - yy * yy)
        b.append(ellipse(gx, gy + yy * gr, ww, 6, "none", f'stroke="{TINT}" stroke-width="3" opacity="0.7"'))
    b.append(path(f"M{gx - 90},{gy - 100} q40,-30 80,-5 q20,40 -10,70 q-30,10 -20,60 q-40,0 -60,-60 q-10,-40 10,-65 Z",
                  GREEN_L, 'opacity="0.9"'))
    b.append(path(f"M{gx + 30},{gy - 40} q50,-20 90,20 q10,50 -30,80 q-10,60 -40,70 q-20,-50 -30,-90 q-20,-40 10,-80 Z",
                  GREEN_L, 'opacity="0.9"'))
    # flight path to house
    b.append(path(f"M{gx + 120},{gy - 150} Q600,20 850,200", "none",
                  f'stroke="{TINT}" stroke-width="4" stroke-dasharray="12 12" opacity="0.8"'))
    b.append(plane(560, 92, 110, WHITE, 12))
    # coins + house
    b.append(coin_stack(760, 560, 60, 5))
    b.append(coin_stack(1050, 560, 55, 3))
    b.append(coin_stack(900, 560, 70, 7))
    hb = 560 - 7 * 70 * 0.28 - 8
    b.append(house(835, hb, 130, 100, WHITE, ORANGE, NAVY, BLUE, roof_h=70))
    b.append(coin(1060, 300, 34))
    b.append(coin(690, 380, 26))
    # growth sprout
    b.append(path("M1080,470 q0,-50 0,-80", "none", f'stroke="{GREEN_L}" stroke-width="6" stroke-linecap="round"'))
    b.append(path("M1080,410 q-40,-10 -45,-45 q35,5 45,45 Z", GREEN_L))
    b.append(path("M1080,395 q35,-15 45,-50 q-35,5 -45,50 Z", GREEN))
    return svg(W, H, "\n".join(b), defs)


def art_pm():
    W, H = 1200, 630
    rng = random.Random(44)
    defs = lin_grad("bg", [(0, "#CBE8F6", 1), (1, TINT2, 1)])
    b = [rect(0, 0, W, H, "url(#bg)"),
         circle(1050, 110, 60, ORANGE_L, 'opacity="0.9"'),
         cloud(180, 110, 130, WHITE, 0.9), cloud(800, 70, 100, WHITE, 0.8)]
    b.append(skyline_band(W, 540, rng, ["#A9D6EE", "#9ACDEA", "#8CC4E4"], "#C2E4F5", None, 0, 55, 220))
    # main building
    b.append(tower(620, 560, 260, 420, NAVY, "#081730", "#2A5C90", ORANGE_L, 0.2, rng,
                   cols=5, floor_h=34, side_w=60, roof=NAVY3, balcony=BLUE_D))
    b.append(rect(715, 490, 70, 70, ORANGE, rx=4))
    b.append(rect(746, 490, 4, 70, ORANGE_D))
    b.append(house(960, 560, 150, 110, WHITE, BLUE_D, NAVY, TINT, roof_h=70))
    b.append(rect(0, 560, W, 70, "#9FD4EE"))
    b.append(rect(0, 556, W, 8, NAVY3))
    b.append(tree(560, 560, 110, GREEN, "#7A5236", GREEN_D))
    b.append(tree(1150, 560, 90, GREEN, "#7A5236", GREEN_D))
    # property manager with clipboard
    px, pb, ps = 330, 600, 440
    b.append(ellipse(px, pb, 110, 14, NAVY, 'opacity="0.15"'))
    b.append(person(px, pb, ps, ORANGE, NAVY, SKIN2, NAVY, arm_up=False, female=True))
    b.append(poly([(px - 20, pb - ps * 0.78), (px, pb - ps * 0.7), (px + 20, pb - ps * 0.78)], WHITE))
    # clipboard
    cx, cy = px + 40, pb - ps * 0.62
    b.append(g([rect(cx, cy, 120, 160, NAVY3, rx=10), rect(cx + 10, cy + 14, 100, 138, WHITE, rx=4),
                rect(cx + 35, cy - 8, 50, 20, GREY, rx=5)] +
               [check_badge(cx + 28, cy + 42 + i * 34, 9, GREEN if i < 2 else BLUE) +
                rect(cx + 45, cy + 38 + i * 34, 55, 8, GREY, rx=4) for i in range(3)],
               f'transform="rotate(-8 {cx + 60} {cy + 80})"'))
    b.append(circle(px + 60, pb - ps * 0.42, ps * 0.045, SKIN2))
    # keys hanging from other hand
    b.append(line(px - 84, pb - ps * 0.38, px - 84, pb - ps * 0.3, GREY, 3))
    b.append(key(px - 84, pb - ps * 0.28, 60, ORANGE, 80, WHITE))
    return svg(W, H, "\n".join(b), defs)


# --------------------------------------------------------------- properties
def prop_home():
    W, H = 640, 420
    defs = lin_grad("sky", [(0, "#7FCDEE", 1), (1, TINT, 1)])
    b = [rect(0, 0, W, H, "url(#sky)"), circle(540, 80, 36, "#FFD9A8"),
         cloud(60, 80, 90, WHITE, 0.95), cloud(360, 60, 70, WHITE, 0.9),
         hills(W, 300, 60, 2, "#9CD3B4", 5), rect(0, 300, W, 120, "#7CC79B")]
    # house
    b.append(rect(150, 170, 300, 140, WHITE))
    b.append(rect(380, 200, 140, 110, "#F3F8FC"))
    b.append(poly([(130, 175), (300, 85), (470, 175)], NAVY))
    b.append(poly([(370, 205), (450, 150), (535, 205)], NAVY3))
    b.append(rect(365, 90, 26, 50, NAVY3))
    b.append(rect(270, 220, 56, 90, ORANGE, rx=3))
    b.append(circle(316, 268, 4, NAVY))
    for x in (175, 350):
        b.append(rect(x, 200, 70, 55, BLUE, rx=3))
        b.append(rect(x + 33, 200, 4, 55, WHITE))
        b.append(rect(x - 4, 252, 78, 6, NAVY3))
    b.append(rect(400, 225, 100, 50, BLUE, rx=3))
    b.append(rect(448, 225, 4, 50, WHITE))
    b.append(circle(300, 140, 16, BLUE))
    b.append(rect(298, 124, 4, 32, WHITE))
    # path, fence, garden
    b.append(poly([(270, 310), (326, 310), (380, 420), (215, 420)], "#E9D9BD"))
    for x in range(0, W, 24):
        if 200 < x < 395:
            continue
        b.append(rect(x + 4, 332, 10, 44, WHITE, rx=3))
    b.append(rect(0, 344, 205, 6, WHITE))
    b.append(rect(390, 344, W - 390, 6, WHITE))
    b.append(rect(0, 362, 205, 6, WHITE))
    b.append(rect(390, 362, W - 390, 6, WHITE))
    b.append(tree(80, 320, 140, GREEN, "#7A5236", GREEN_D))
    b.append(tree(580, 318, 120, GREEN_D, "#7A5236", GREEN))
    for x, c in ((160, ORANGE), (190, "#F26B6B"), (420, ORANGE), (455, "#F7C948"), (240, "#F7C948")):
        b.append(ellipse(x, 312, 22, 14, GREEN_D))
        b.append(circle(x - 6, 306, 4, c))
        b.append(circle(x + 6, 309, 4, c))
    b.append(rect(0, 396, W, 24, "#6AB98B"))
    return svg(W, H, "\n".join(b), defs)


def prop_apartment():
    W, H = 640, 420
    rng = random.Random(77)
    defs = (lin_grad("sky", [(0, "#4FA9DA", 1), (1, TINT, 1)])
            + lin_grad("glass", [(0, "#8FD3F0", 1), (1, "#3A9AD0", 1)], 0, 0, 1, 1))
    b = [rect(0, 0, W, H, "url(#sky)"), cloud(420, 70, 110, WHITE, 0.9), cloud(40, 120, 80, WHITE, 0.8)]
    b.append(skyline_band(W, 360, rng, ["#B6DDF0", "#A5D4EC", "#94CBE7"], "#CDEAF7", None, 0, 45, 190))
    # tower
    x0, w, top = 220, 170, 40
    b.append(rect(x0, top, w, 340, "url(#glass)"))
    b.append(poly([(x0 + w, top), (x0 + w + 50, top + 20), (x0 + w + 50, 380), (x0 + w, 380)], "#2F7FB0"))
    for i in range(11):
        y = top + 20 + i * 30
        b.append(rect(x0 - 6, y + 22, w + 12, 5, WHITE))
        b.append(rect(x0 - 6, y + 10, w + 12, 2, WHITE, extra='opacity="0.7"'))
        b.append(poly([(x0 + w, y + 22), (x0 + w + 50, y + 28), (x0 + w + 50, y + 31), (x0 + w, y + 27)],
                      "#D6EEF8"))
    for c in range(1, 4):
        b.append(rect(x0 + c * w / 4 - 1, top, 2, 340, WHITE, extra='opacity="0.5"'))
    b.append(rect(x0 - 10, top - 12, w + 20, 14, NAVY))
    b.append(rect(x0 + 20, top - 30, 40, 18, NAVY3))
    b.append(path(f"M{x0 + 10},{top + 20} L{x0 + 60},{top + 20} L{x0 + 10},{top + 120} Z", WHITE,
                  'opacity="0.25"'))
    # lower wing
    b.append(tower(440, 380, 120, 170, WHITE, GREY, BLUE, ORANGE_L, 0.15, rng, cols=4, floor_h=26,
                   side_w=24, roof=NAVY3, balcony=NAVY3))
    b.append(tower(60, 380, 110, 140, "#F3F8FC", GREY, BLUE, ORANGE_L, 0.15, rng, cols=3, floor_h=26,
                   side_w=22, roof=NAVY3))
    b.append(rect(275, 330, 60, 50, NAVY, rx=3))
    b.append(rect(275, 322, 60, 8, ORANGE))
    b.append(rect(0, 380, W, 40, "#8FCBA8"))
    b.append(rect(0, 392, W, 28, "#C9D6E0"))
    for tx in (30, 200, 420, 610):
        b.append(tree(tx, 392, 60, GREEN, "#7A5236", GREEN_D))
    return svg(W, H, "\n".join(b), defs)


def prop_villa():
    W, H = 640, 420
    defs = (lin_grad("sky", [(0, "#5BC0EB", 1), (1, "#D6EEF8", 1)])
            + lin_grad("sea", [(0, "#2E9BD0", 1), (1, "#5BC0EB", 1)]))
    b = [rect(0, 0, W, H, "url(#sky)"), circle(110, 90, 40, "#FFE2B8"), circle(110, 90, 28, "#FFC27A"),
         cloud(330, 70, 90, WHITE, 0.9), cloud(520, 110, 70, WHITE, 0.85),
         rect(0, 230, W, 90, "url(#sea)")]
    for i, (x, y, w) in enumerate(((40, 250, 80), (200, 275, 60), (500, 260, 90), (380, 300, 70))):
        b.append(rect(x, y, w, 3, WHITE, rx=1.5, extra='opacity="0.7"'))
    b.append(path("M0,300 Q160,285 320,300 T640,296 L640,420 L0,420 Z", SAND))
    b.append(path("M0,300 Q160,285 320,300 T640,296", "none", f'stroke="{WHITE}" stroke-width="5" opacity="0.8"'))
    # villa: white, flat roofs, arches
    b.append(rect(200, 180, 300, 150, WHITE))
    b.append(rect(290, 130, 150, 60, WHITE))
    b.append(rect(190, 172, 320, 10, NAVY3))
    b.append(rect(282, 122, 166, 10, ORANGE))
    for i in range(4):
        x = 220 + i * 70
        b.append(path(f"M{x},{330} L{x},{262} A22,22 0 0 1 {x + 44},{262} L{x + 44},{330} Z", BLUE))
        b.append(rect(x + 20, 240, 4, 90, WHITE, extra='opacity="0.6"'))
    for i in range(3):
        b.append(rect(305 + i * 45, 145, 30, 30, BLUE, rx=2))
    b.append(rect(200, 212, 300, 6, "#E6EEF4"))
    for x in range(204, 500, 14):
        b.append(rect(x, 194, 4, 18, "#E6EEF4"))
    # pool
    b.append(rect(180, 340, 250, 32, "#7FD6F2", rx=6))
    b.append(rect(180, 340, 250, 32, "none", rx=6, extra=f'stroke="{WHITE}" stroke-width="4"'))
    b.append(rect(460, 345, 60, 10, ORANGE, rx=4))
    b.append(rect(465, 355, 4, 12, NAVY3))
    b.append(rect(510, 355, 4, 12, NAVY3))
    b.append(palm(110, 360, 220, leaf=GREEN, lean=0.2))
    b.append(palm(560, 360, 190, leaf=GREEN_D, lean=-0.22))
    b.append(palm(620, 330, 130, leaf=GREEN, lean=-0.1))
    b.append(ellipse(60, 380, 40, 12, GREEN_D))
    return svg(W, H, "\n".join(b), defs)


# --------------------------------------------------------------- video layers
def video_bg():
    W, H = 1280, 720
    defs = lin_grad("sky", [(0, "#081831", 1), (0.6, "#123560", 1), (1, "#1F5489", 1)])
    return svg(W, H, rect(0, 0, W, H, "url(#sky)"), defs)


def video_blob(color, r, op):
    size = int(r * 2)
    defs = rad_grad("b", [(0, color, op), (0.5, color, op * 0.5), (1, color, 0)])
    return svg(size, size, circle(r, r, r, "url(#b)"), defs)


def video_clouds(period=300):
    """Horizontally periodic (period px) band of soft blurred cloud wisps,
    1920x300. The video pans this layer by exactly one period per loop, so the
    loop is seamless."""
    W, H = 1920, 300
    rng = random.Random(12)
    unit = [(rng.uniform(0, period), rng.uniform(90, 210), rng.uniform(90, 170),
             rng.uniform(14, 30), rng.uniform(0.10, 0.2)) for _ in range(3)]
    out = []
    for k in range(-1, W // period + 2):
        for x, y, rx, ry, op in unit:
            out.append(ellipse(x + k * period, y, rx, ry, TINT, f'opacity="{op:.2f}"'))
    defs = '<filter id="soft" x="-10%" y="-50%" width="120%" height="200%">' \
           '<feGaussianBlur stdDeviation="18"/></filter>'
    return svg(W, H, g(out, 'filter="url(#soft)"'), defs)


def video_skyline():
    W, H = 1280, 720
    rng = random.Random(99)
    b = [hills(W, 600, 70, 2, "#0E2A4E", 8)]
    x = -10
    while x < W:
        w = rng.uniform(50, 95)
        h = rng.uniform(90, 260)
        b.append(tower(x, 680, w, h, "#0A1C36", "#071428", "#102A4C", ORANGE_L, 0.12, rng,
                       cols=3 if w < 75 else 4, floor_h=22, side_w=w * 0.14, roof="#081730"))
        x += w * 1.14 + rng.uniform(4, 30)
    b.append(rect(0, 676, W, 44, "#06122A"))
    for tx in (90, 420, 760, 1130):
        b.append(tree(tx, 690, 40, "#0A2240", "#06122A"))
    return svg(W, H, "".join(b))


# --------------------------------------------------------------- main
FILES = {
    "logo.svg": logo_svg,
    "favicon.svg": favicon_svg,
    "hero.svg": hero_svg,
    "svc-rent-collection.svg": svc_rent,
    "svc-tenant-management.svg": svc_tenant,
    "svc-property-management.svg": svc_property,
    "svc-assessment.svg": svc_assessment,
    "svc-mri-filing.svg": svc_mri,
    "svc-property-marketing.svg": svc_marketing,
    "svc-project-management.svg": svc_project,
    "art-market-trends-1.svg": art_market1,
    "art-market-trends-2.svg": art_market2,
    "art-investment-1.svg": art_invest,
    "art-property-management-1.svg": art_pm,
    "prop-nairobi-home.svg": prop_home,
    "prop-nairobi-apartment.svg": prop_apartment,
    "prop-mombasa-villa.svg": prop_villa,
    "video-bg.svg": video_bg,
    "video-clouds.svg": video_clouds,
    "video-skyline.svg": video_skyline,
    "video-blob-blue.svg": lambda: video_blob(BLUE, 360, 0.35),
    "video-blob-orange.svg": lambda: video_blob(ORANGE, 280, 0.22),
    "video-blob-tint.svg": lambda: video_blob(TINT, 300, 0.14),
}

if __name__ == "__main__":
    for name, fn in FILES.items():
        with open(os.path.join(OUT, name), "w") as f:
            f.write(fn())
    print(f"wrote {len(FILES)} SVGs to {OUT}")
