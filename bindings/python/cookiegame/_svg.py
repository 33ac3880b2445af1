"""Small SVG pictures for notebooks (``_repr_svg_``): a thermograph and the
box diagram of a position.

Internal. The pictures follow the tool's (``cookiegame game EXPR --svg`` in
tools/common/thermograph.c, the box diagram of tools/common/box-svg.c)
at a notebook's size: temperature upward, values increasing to the left
(Left's side), the same scale on both axes so that walls of slope 1 lean at
45 degrees; the walls are polylines through the library's breakpoints and no
others (:meth:`Thermograph.wall`), so the picture shows the exact data, and
``<desc>`` says it in words with exact fractions.
"""
from __future__ import annotations

from fractions import Fraction
from typing import List, Optional, Sequence, Tuple
from xml.sax.saxutils import escape, quoteattr

Point = Tuple[Fraction, Fraction, int]   # (t, value, slope after it), as Thermograph.wall

# The thermograph's frame, in px: the temperature axis at AXIS_X, walls and
# mast between DATA_L and DATA_R, t = 0 at Y0, the mast's arrow at DATA_TOP.
WIDTH, HEIGHT = 360, 250
AXIS_X, DATA_L, DATA_R, Y0, DATA_TOP = 34.0, 70.0, 320.0, 200.0, 44.0
LEFT_COLOUR, RIGHT_COLOUR, MAST_COLOUR = "#1f5fbf", "#c0392b", "#222222"

# The box diagram: the tool's square of 24 px for small positions, smaller
# squares so that a large one stays about 480 px wide; the tool's limits.
BOX_CELL, BOX_WIDTH, BOX_MAX = 24, 480, 200


def _num(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _text(x: float, y: float, text: str, anchor: str = "middle", extra: str = "") -> str:
    return (f'<text x="{_num(x)}" y="{_num(y)}" text-anchor="{anchor}"{extra}>'
            f"{escape(text)}</text>")


def _fit(text: str, room: float, px_per_char: float) -> str:
    """text cut to about room px (px_per_char a character), ending in "…"
    when cut: the whole text stays in <title>."""
    most = max(int(room / px_per_char), 2)
    return text if len(text) <= most else text[:most - 1] + "\u2026"


def _wall_words(points: Sequence[Point]) -> str:
    """A wall as the tool's text says it: '2 at t=0, slope -1 to 3/2 at t=1/2; mast 3/2 from t=1/2'."""
    parts = []
    for i in range(len(points) - 1):
        t, v, s = points[i]
        if i == 0:
            parts.append(f"{v} at t={t}")
        slope = "-1" if s < 0 else "+1" if s > 0 else "0"
        parts.append(f"slope {slope} to {points[i + 1][1]} at t={points[i + 1][0]}")
    t, v, _ = points[-1]
    return ", ".join(parts) + ("; " if parts else "") + f"mast {v} from t={t}"


def thermograph_svg(left: Sequence[Point], right: Sequence[Point], mean: Fraction,
                    temperature: Fraction, title: str) -> str:
    """The picture of a thermograph from its walls (each from t = 0 to the
    mast's foot, as Thermograph.wall gives them), mean and temperature."""
    hot = temperature > 0
    foot = max(temperature, Fraction(0))
    vmax, vmin = float(left[0][1]), float(right[0][1])
    span = vmax - vmin
    if hot and span > 0:
        top = float(foot) + max(0.35 * float(foot), 0.25 * span)
    else:
        span, top = 1.0, 1.0
    scale = min((DATA_R - DATA_L) / span, (Y0 - DATA_TOP) / top)
    vc, xc = (vmax + vmin) / 2, (DATA_L + DATA_R) / 2

    def x(v: Fraction) -> float:
        return xc - (float(v) - vc) * scale

    def y(t: Fraction) -> float:
        return Y0 - float(t) * scale

    mx, my = x(mean), y(foot)
    out: List[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(f'mean {mean}, temperature {temperature}. Left wall: ')}"
        f"{escape(_wall_words(left))}. Right wall: {escape(_wall_words(right))}.</desc>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
        f'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{MAST_COLOUR}"/>'
        "</marker></defs>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        _text(WIDTH / 2, 18, _fit(title, WIDTH - 16, 8.0), extra=' font-size="13" font-weight="bold"'),
        f'<g stroke="#555" stroke-width="1"><line x1="{AXIS_X}" y1="{Y0}" x2="{WIDTH - 8}" '
        f'y2="{Y0}"/><line x1="{AXIS_X}" y1="{Y0}" x2="{AXIS_X}" y2="{DATA_TOP - 12}"/></g>',
        _text(AXIS_X + 4, DATA_TOP - 14, "t", "start", ' fill="#333"'),
    ]
    if hot:
        for points, colour, side in ((left, LEFT_COLOUR, "left"), (right, RIGHT_COLOUR, "right")):
            coords = " ".join(f"{_num(x(v))},{_num(y(t))}" for t, v, _ in points)
            out.append(f'<polyline class="wall" id="{side}-wall" fill="none" stroke="{colour}" '
                       f'stroke-width="2" points="{coords}"/>')
            for t, v, _ in points[:-1]:
                out.append(f'<circle cx="{_num(x(v))}" cy="{_num(y(t))}" r="2.5" fill="{colour}"/>')
        out.append(f'<line x1="{AXIS_X}" y1="{_num(my)}" x2="{_num(mx)}" y2="{_num(my)}" '
                   'stroke="#999" stroke-dasharray="4 3"/>')
        out.append(_text(AXIS_X - 4, my + 4, str(temperature), "end",
                         ' class="temperature" font-weight="bold"'))
        # the stops under the axis, unless they would cover the mean's label
        for v, colour in ((left[0][1], LEFT_COLOUR), (right[0][1], RIGHT_COLOUR)):
            if abs(x(v) - mx) > 8 * (len(str(v)) + len(str(mean))) / 2 + 6:
                out.append(_text(x(v), Y0 + 14, str(v), extra=f' fill="{colour}"'))
    out.append(_text(AXIS_X - 4, Y0 + 4, "0", "end"))
    out.append(f'<line id="mast" x1="{_num(mx)}" y1="{_num(my)}" x2="{_num(mx)}" y2="{DATA_TOP}" '
               f'stroke="{MAST_COLOUR}" stroke-width="2" marker-end="url(#arrow)"/>')
    out.append(_text(mx, Y0 + 14, str(mean), extra=' class="mean" font-weight="bold"'))
    kind = (f"hot: mean {mean}, temperature {temperature}" if hot
            else f"tepid: mean {mean}, temperature 0" if temperature == 0
            else f"a number, {mean}: temperature {temperature}")
    out.append(_text(WIDTH / 2, HEIGHT - 12, kind, extra=' fill="#333"'))
    out.append("</svg>")
    return "\n".join(out)


def box_fits(heaps: Sequence[int]) -> bool:
    """Whether box_svg draws the position (heaps in increasing order): at
    most 200 heaps, none of more than 200 (the tool's limits)."""
    return len(heaps) <= BOX_MAX and (not heaps or heaps[-1] <= BOX_MAX)


def box_svg(heaps: Sequence[int], winning: Optional[Sequence[int]], caption: str) -> Optional[str]:
    """The box diagram of a position (heaps in increasing order): a column of
    squares per heap, the columns of winning moves (0-based heap indices)
    marked; winning None: not known. None when the position has more than
    200 heaps or a heap higher than 200 (the tool's limits)."""
    if not box_fits(heaps):
        return None
    n = len(heaps)
    height = heaps[-1] if n else 0
    cell = max(4, min(BOX_CELL, BOX_WIDTH // max(n, height, 1)))
    labels = cell >= 16   # index and size under each column when they fit
    margin, top = 16, 40 if labels else 28
    bottom = 40 if labels else 24
    width = max(2 * margin + max(n, 1) * cell, 240)
    total = top + height * cell + bottom
    marked = set(winning or ())
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total}" '
           f'viewBox="0 0 {width} {total}" font-family="sans-serif" font-size="11">',
           f"<title>{escape(caption)}</title>",
           f'<rect width="{width}" height="{total}" fill="white"/>',
           _text(margin, 18, _fit(caption, width - 2 * margin, 7.5), "start", ' font-size="13"')]
    for k, h in enumerate(heaps):
        x = margin + k * cell
        fill = "#f6b26b" if k in marked else "#cfe2f3"
        cls = quoteattr("heap winning" if k in marked else "heap")
        out.append(f"<g class={cls}>")
        out.extend(f'<rect x="{x}" y="{top + (height - 1 - r) * cell}" width="{cell}" '
                   f'height="{cell}" fill="{fill}" stroke="#333"/>' for r in range(h))
        out.append("</g>")
        if labels:
            out.append(_text(x + cell / 2, top - 6, str(k), extra=' fill="#666"'))
            out.append(_text(x + cell / 2, top + height * cell + 14, str(h),
                             extra=' font-weight="bold"' if k in marked else ""))
    legend_y = total - 8
    if winning is None:
        out.append(_text(margin, legend_y, "winning moves not searched (too large)", "start",
                         ' fill="#666"'))
    else:
        out.append(f'<rect x="{margin}" y="{legend_y - 10}" width="10" height="10" '
                   'fill="#f6b26b" stroke="#333"/>')
        out.append(_text(margin + 16, legend_y, "eating this heap wins" if winning else
                         "a P-position: every move loses", "start"))
    out.append("</svg>")
    return "\n".join(out)
