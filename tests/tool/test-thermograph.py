#!/usr/bin/env python3
"""game EXPR --svg: the thermograph as a picture.

Usage: test-thermograph.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-thermograph; tool_check.py holds what the tool's tests share).
"""
import os
import tempfile
import xml.etree.ElementTree as ET

from tool_check import check, expect_usage_error, failures, fields, run, run_to, run_section


SVG = "{http://www.w3.org/2000/svg}"


def svg_parts(text, what):
    """The parsed SVG: (root, {id: element}); None when it is not well-formed."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        failures.append(f"{what}: not well-formed XML: {e}: {text[:200]!r}")
        return None, {}
    return root, {e.get("id"): e for e in root.iter() if e.get("id")}


def points(poly):
    return [tuple(map(float, p.split(","))) for p in poly.get("points").split()]


def section_thermograph():
    """game EXPR --svg FILE / --svg -: the thermograph as a picture."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.svg")
        rc, out, err = run("game", "{2||1|0}", "--svg", path)
        check(rc == 0 and err == "" and f"thermograph:   {path} (SVG)" in out
              and fields(out).get("mean") == "5/4", f"game {{2||1|0}} --svg FILE: {rc} {out!r} {err!r}")
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        root, ids = svg_parts(text, "game {2||1|0} --svg FILE")
        if root is not None:
            check(root.tag == SVG + "svg" and root.get("viewBox") == "0 0 640 480", f"svg root: {root.attrib}")
            check(root.find(SVG + "title").text == "Thermograph of {2||1|0}", "svg title")
            for i in ("left-wall", "right-wall", "mast", "left-wall-label", "right-wall-label", "mast-label",
                      "temperature-label", "mean-label", "value-axis", "temperature-axis"):
                check(i in ids, f"svg of {{2||1|0}}: no element {i}")
            if all(i in ids for i in ("left-wall", "right-wall", "mast")):
                lw, rw, mast = points(ids["left-wall"]), points(ids["right-wall"]), ids["mast"]
                check(ids["left-wall"].tag == SVG + "polyline" and mast.tag == SVG + "line", "wall and mast elements")
                # Left wall 2 -> 5/4, Right wall 1 -> 1 -> 5/4 (three points), meeting at the mast's foot.
                check(len(lw) == 2 and len(rw) == 3 and lw[-1] == rw[-1], f"wall points: {lw} {rw}")
                mx, my = float(mast.get("x1")), float(mast.get("y1"))
                check(abs(lw[-1][0] - mx) < 0.01 and abs(lw[-1][1] - my) < 0.01, "the mast starts where the walls meet")
                # Values increase to the LEFT, temperature upward, the same scale on both axes.
                check(lw[0][0] < rw[0][0] and lw[0][1] == rw[0][1] > my, f"orientation: {lw} {rw}")
                check(abs((lw[0][1] - my) - (rw[0][0] - lw[0][0]) * 3 / 4) < 0.05, "one scale: slope -1 at 45 degrees")
                check(float(mast.get("y2")) < my and mast.get("marker-end") == "url(#arrow)",
                      "the mast goes on upward with an arrowhead")
            texts = {e.get("id"): "".join(e.itertext()) for e in root.iter(SVG + "text") if e.get("id")}
            check(texts.get("left-wall-label") == "Left wall" and texts.get("right-wall-label") == "Right wall"
                  and "mast" in texts.get("mast-label", "") and texts.get("temperature-label") == "temperature 3/4",
                  f"svg labels: {texts}")
            ticks = ["".join(e.itertext()) for e in root.iter(SVG + "text") if "tick" in (e.get("class") or "")]
            check(all(v in ticks for v in ("2", "5/4", "1", "0", "1/2", "3/4")), f"svg ticks: {ticks}")
        # The same picture on stdout, and nothing else there.
        rc, out, err = run("game", "{2||1|0}", "--svg", "-")
        check(rc == 0 and out == text and err == "", f"game --svg -: {rc} {err!r}")

        # Other shapes: a switch, a vertical wall, a tepid game and a number.
        for expr, nl, nr in (("+-1", 2, 2), ("{1|*||-1/2|||-1,{*|-1}|-2}", 2, 2), ("{3|1}+{2|-2}", 3, 3)):
            rc, out, _ = run("game", expr, "--svg", "-")
            root, ids = svg_parts(out, f"game {expr} --svg -")
            check(rc == 0 and root is not None and "left-wall" in ids and "right-wall" in ids
                  and len(points(ids["left-wall"])) == nl and len(points(ids["right-wall"])) == nr,
                  f"game {expr} --svg -: walls {ids.keys()}")
        for expr, kind in (("^", "tepid"), ("1+*", "tepid"), ("3/4", "cold"), ("-7", "cold")):
            rc, out, _ = run("game", expr, "--svg", "-")
            root, ids = svg_parts(out, f"game {expr} --svg -")
            if root is None:
                continue
            caption = "".join(ids["caption"].itertext()) if "caption" in ids else ""
            axis_y = float(ids["value-axis"].get("y1")) if "value-axis" in ids else None
            check(rc == 0 and "mast" in ids and "left-wall" not in ids and "right-wall" not in ids
                  and caption.startswith(kind) and float(ids["mast"].get("y1")) == axis_y,
                  f"game {expr} --svg: just the mast from t = 0: {ids.keys()} {caption!r}")
        # Escaping: the game's text goes into XML as it is.
        rc, out, _ = run("game", "{1|0}+{0|-1}+^", "--svg", "-")
        check(rc == 0 and svg_parts(out, "svg of {1|0}+{0|-1}+^")[0] is not None, "svg of a sum")

        # Failures: a path that cannot be opened, a full disk, a missing file name.
        rc, out, err = run("game", "{2||1|0}", "--svg", os.path.join(d, "no", "such", "dir.svg"))
        check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: ")
              and "No such file or directory" in err, f"--svg to a bad path: {rc} {out!r} {err!r}")
        rc, out, err = run("game", "{2||1|0}", "--svg", d)
        check(rc == 2 and out == "" and "Is a directory" in err, f"--svg to a directory: {rc} {err!r}")
        if os.path.exists("/dev/full"):
            rc, out, err = run("game", "{2||1|0}", "--svg", "/dev/full")
            check(rc == 1 and out == "" and err.count("\n") == 1 and "No space left on device" in err,
                  f"--svg /dev/full: {rc} {out!r} {err!r}")
            rc, err = run_to("/dev/full", "game", "{2||1|0}", "--svg", "-")
            check(rc == 1 and "No space left on device" in err, f"--svg - to a full stdout: {rc} {err!r}")
    for bad in (["game", "^", "--svg"], ["game", "--svg", "^"], ["game", "^", "--svg", "--moves"],
                ["game", "^", "--svg", "-", "--moves"], ["game", "^", "--svg", "a", "--svg", "b"],
                ["game", "^", "--svgs", "x"]):
        expect_usage_error(*bad)
    rc, out, _ = run("help", "game")
    check("--moves" in out and "--svg FILE" in out and "orthodox option" in out, "help game: its options")


run_section(section_thermograph)
