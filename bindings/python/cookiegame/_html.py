"""Small HTML tables for notebooks (``_repr_html_`` of tables and censuses):
one row per number of heaps, and for a large result only the first and last
rows with a count of those left out, so that the table stays readable.

Internal: the classes of :mod:`cookiegame.tables` call :func:`levels_html`.
"""
from __future__ import annotations

from html import escape
from typing import Callable, List, Sequence

#: Rows shown in full up to this many; past it, HEAD first and TAIL last ones.
MAX_ROWS, HEAD, TAIL = 12, 5, 5
#: Histogram entries written per row; past it, "…" and the count left out.
MAX_VALUES = 10
#: The outcome classes of an outcome census (index of its histogram).
OUTCOME_CLASSES = ("P/P", "P/N", "N/P", "N/N")


def shown_levels(first: int, last: int) -> List[int]:
    """The levels first..last shown: all of them, or HEAD first and TAIL last
    (a gap between them stands for the others)."""
    levels = list(range(first, last + 1))
    if len(levels) <= MAX_ROWS:
        return levels
    return levels[:HEAD] + levels[-TAIL:]


def _counts_text(counts: Sequence[int]) -> str:
    shown = " ".join(str(c) for c in counts[:MAX_VALUES])
    more = len(counts) - MAX_VALUES
    return shown + (f" … ({more} more)" if more > 0 else "")


def levels_html(caption: str, first: int, last: int, histogram: Callable[[int], Sequence[int]],
                outcomes: bool = False) -> str:
    """A table of the histograms of levels first..last (numbers of heaps):
    n, positions, then the largest value and the counts by value, or
    (``outcomes``) the counts of the four outcome classes."""
    levels = shown_levels(first, last)
    if outcomes:
        head = ["n", "positions"] + list(OUTCOME_CLASSES)
    else:
        head = ["n", "positions", "largest value", "counts by value 0, 1, 2, …"]
    rows = ["<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"]
    for i, n in enumerate(levels):
        if i > 0 and n != levels[i - 1] + 1:
            rows.append(f'<tr><td colspan="{len(head)}" style="text-align:center">… '
                        f"{n - levels[i - 1] - 1} rows left out …</td></tr>")
        counts = [int(c) for c in histogram(n)]
        cells: Sequence[object]
        if outcomes:
            cells = [n, sum(counts)] + (counts + [0] * 4)[:4]
        else:
            cells = [n, sum(counts), len(counts) - 1, _counts_text(counts)]
        rows.append("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in cells) + "</tr>")
    total = last - first + 1
    note = f"{total} rows" + (f", {len(levels)} shown" if len(levels) < total else "")
    return (f'<table class="cookiegame">\n<caption>{escape(caption)} ({note})</caption>\n'
            + "\n".join(rows) + "\n</table>")
