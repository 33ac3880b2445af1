#!/usr/bin/env python3
"""Run a notebook with `jupyter nbconvert --to notebook --execute` and check
what its cells showed: explore.ipynb's tagged cells must give a thermograph
and a box diagram as SVG that parse as XML and draw the expected data, the
census as an HTML table with the known counts, and numpy results.

    check-notebook.py NOTEBOOK

The package must be importable by the kernel (/usr/bin/python3 for Debian's
python3-ipykernel): after `meson install`, or with PYTHONPATH and
COOKIEGAME_LIBRARY set (the meson test 'python-notebook' sets them). Exit
status 0 when every check passes, 1 with a message when one fails, 77 (a
skipped test for meson) when jupyter nbconvert or ipykernel is missing.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from typing import Any, Dict, List

SVG = "{http://www.w3.org/2000/svg}"
SKIP = 77


class Failed(Exception):
    """A check of the executed notebook failed."""


def execute(notebook: str, outdir: str) -> Dict[str, Any]:
    """The notebook as jupyter nbconvert --execute leaves it."""
    jupyter = shutil.which("jupyter")
    cmd = [jupyter or "jupyter", "nbconvert", "--to", "notebook", "--execute",
           "--ExecutePreprocessor.timeout=120", "--output-dir", outdir, "--output", "executed",
           notebook]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise Failed(f"{' '.join(cmd)} failed:\n{run.stderr[-3000:]}")
    with open(os.path.join(outdir, "executed.ipynb"), encoding="utf-8") as f:
        result: Dict[str, Any] = json.load(f)
    return result


def text(value: Any) -> str:
    """A notebook field that is a string or a list of lines."""
    return "".join(value) if isinstance(value, list) else str(value)


def outputs_by_tag(nb: Dict[str, Any]) -> Dict[str, List[Dict[str, Any]]]:
    """Each tagged code cell's outputs; Failed when a cell raised or did not run."""
    tagged: Dict[str, List[Dict[str, Any]]] = {}
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        if cell.get("execution_count") is None:
            raise Failed(f"a cell did not run: {text(cell['source'])!r}")
        for out in cell["outputs"]:
            if out["output_type"] == "error":
                raise Failed(f"a cell raised {out['ename']}: {out['evalue']}")
        for tag in cell["metadata"].get("tags", []):
            tagged[tag] = cell["outputs"]
    return tagged


def data(outputs: List[Dict[str, Any]], mime: str, tag: str) -> str:
    """The one output of the given MIME type."""
    found = [text(o["data"][mime]) for o in outputs if mime in o.get("data", {})]
    if len(found) != 1:
        raise Failed(f"cell {tag!r}: {len(found)} outputs of type {mime}, not one")
    return found[0]


def svg(outputs: List[Dict[str, Any]], tag: str) -> ET.Element:
    try:
        root = ET.fromstring(data(outputs, "image/svg+xml", tag))
    except ET.ParseError as e:
        raise Failed(f"cell {tag!r}: the SVG is not well-formed XML: {e}") from None
    if root.tag != SVG + "svg":
        raise Failed(f"cell {tag!r}: the root element is {root.tag}, not svg")
    return root


def check(nb: Dict[str, Any]) -> List[str]:
    """The checks of explore.ipynb, one line each."""
    cells = outputs_by_tag(nb)
    missing = {"thermograph", "box", "census", "wythoff", "histogram"} - set(cells)
    if missing:
        raise Failed(f"no cell tagged {', '.join(sorted(missing))}")
    done = []

    th = svg(cells["thermograph"], "thermograph")
    walls = [th.find(f".//{SVG}polyline[@id='{side}-wall']") for side in ("left", "right")]
    desc = th.find(SVG + "desc")
    if None in walls or desc is None or "mean 3, temperature 2" not in (desc.text or ""):
        raise Failed("cell 'thermograph': no walls, or not the thermograph of {5|{2|0}}")
    done.append("thermograph: image/svg+xml, well-formed, both walls, mean 3, temperature 2")

    box = svg(cells["box"], "box")
    heaps = [g for g in box.iter(SVG + "g") if (g.get("class") or "").startswith("heap")]
    squares = [len(g.findall(SVG + "rect")) for g in heaps]
    winning = [g.get("class") == "heap winning" for g in heaps]
    if squares != [1, 2, 3, 3, 6] or not all(winning):
        raise Failed(f"cell 'box': columns {squares}, winning {winning}; want 1 2 3 3 6, all winning")
    done.append("box diagram: image/svg+xml, well-formed, columns 1 2 3 3 6, every move wins")

    html = data(cells["census"], "text/html", "census")
    if "<table" not in html or "<td>10967 7798 7864 6139</td>" not in html \
            or "16 rows, 10 shown" not in html:
        raise Failed("cell 'census': no HTML table with the counts of 16 heaps (10967 7798 7864 "
                     "6139) and 10 of 16 rows")
    done.append("census: text/html, a table of 10 of 16 rows, 16 heaps: 10967 7798 7864 6139")

    pairs = data(cells["wythoff"], "text/plain", "wythoff")
    want = "[(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (7, 4)]"
    if pairs != want:
        raise Failed(f"cell 'wythoff': {pairs}, want {want}")
    done.append(f"Wythoff: the zeros of the numpy table are {want}")

    counts = re.sub(r"\s+", "", data(cells["histogram"], "text/plain", "histogram"))
    if counts != "(array([10967,7798,7864,6139]),32768)":
        raise Failed(f"cell 'histogram': {counts}, not a numpy array of the counts and their sum")
    done.append("histogram: a numpy array, (array([10967, 7798, 7864, 6139]), 32768)")
    return done


def main(argv: List[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    if shutil.which("jupyter") is None or shutil.which("jupyter-nbconvert") is None:
        print("check-notebook: skipped: no jupyter nbconvert (apt-get install jupyter-nbconvert "
              "python3-ipykernel)")
        return SKIP
    for module in ("nbconvert", "ipykernel"):
        probe = subprocess.run(["/usr/bin/python3" if os.path.exists("/usr/bin/python3")
                                else sys.executable, "-c", f"import {module}"],
                               capture_output=True)
        if probe.returncode != 0:
            print(f"check-notebook: skipped: {module} is missing (apt-get install python3-{module})")
            return SKIP
    with tempfile.TemporaryDirectory() as outdir:
        try:
            lines = check(execute(argv[1], outdir))
        except Failed as e:
            print(f"check-notebook: {argv[1]}: {e}", file=sys.stderr)
            return 1
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
