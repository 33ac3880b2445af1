#!/usr/bin/env python3
"""The walls of thermographs in the text and the JSON of game.

Usage: test-wall-points.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-wall-points; tool_check.py holds what the tool's tests share).
"""
import json

from tool_check import check, fields, run, run_section


def wall_points(text):
    """The points of a wall as the tool prints it, '2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4
    from t=3/4': ([(t, value), ...], [slope after each point but the last], (mast value, mast t))."""
    from fractions import Fraction
    body, _, mast = text.rpartition("mast ")
    mast_v, _, mast_t = mast.partition(" from t=")
    pts, slopes = [], []
    for k, part in enumerate(body.rstrip("; ").split(", ") if body else []):
        if k > 0:
            slope, _, part = part.removeprefix("slope ").partition(" to ")
            slopes.append(int(slope))
        v, _, t = part.partition(" at t=")
        pts.append((Fraction(t), Fraction(v)))
    mast = (Fraction(mast_v), Fraction(mast_t))
    return pts or [(mast[1], mast[0])], slopes, mast


def section_wall_points():
    """The walls in the text and the JSON of "game": the library's breakpoints, the first at t = 0,
    no point where the slope stays the same, the last the mast's foot at the temperature. The Left
    wall of {0,*,{1|0,*}|{0|-1},-1/2} reaches the mean 0 at t = 0 and goes up straight to the mast
    at t = 1/2 (issue 32: the library's list of it ended at t = 0)."""
    from fractions import Fraction
    example = "{0,*,{1|0,*}|{0|-1},-1/2}"
    for expr in (example, "{2||1|0}", "+-1", "{1|*||-1/2|||-1,{*|-1}|-2}", "{2|*,{1|*}||{0|-2},{-1/2|-1*}}",
                 "{{4|0},{3|2}|-1}", "{3|1}+{2|-2}", "^", "3/4"):
        rc, out, err = run("game", expr, "--json")
        try:
            j = json.loads(out)
        except ValueError:
            check(False, f"game {expr} --json: not JSON: {rc} {out!r} {err!r}")
            continue
        rc2, text_out, _ = run("game", expr)
        f = fields(text_out)
        foot = max(Fraction(j["temperature"]), Fraction(0))
        for side in ("left", "right"):
            wall = j[f"{side}_wall"]
            check(rc == 0 and rc2 == 0 and f.get(f"{side} wall") == wall,
                  f"game {expr}: {side} wall in text {f.get(f'{side} wall')!r}, in JSON {wall!r}")
            pts, slopes, mast = wall_points(wall)
            stop = Fraction(j[f"{side}_stop"])
            check(pts[0] == (0, stop), f"game {expr} --json: {side} wall starts at {pts[0]}, not (0, {stop})")
            check(all(a != b for a, b in zip(slopes, slopes[1:])),
                  f"game {expr} --json: {side} wall has a point where the slope stays {slopes}: {wall!r}")
            check(pts[-1] == (foot, Fraction(j["mean"])) and mast == (Fraction(j["mean"]), foot),
                  f"game {expr} --json: {side} wall ends at {pts[-1]}, mast {mast}, not at the foot "
                  f"({foot}, {j['mean']}): {wall!r}")
            check(all(p[0] < q[0] for p, q in zip(pts, pts[1:]))
                  and all(q[1] == p[1] + s * (q[0] - p[0]) for p, q, s in zip(pts, pts[1:], slopes)),
                  f"game {expr} --json: {side} wall's slopes do not join its points: {wall!r}")
    rc, out, _ = run("game", example, "--json")
    j = json.loads(out) if rc == 0 else {}
    check(j.get("left_wall") == "0 at t=0, slope 0 to 0 at t=1/2; mast 0 from t=1/2"
          and j.get("right_wall") == "-1/2 at t=0, slope +1 to 0 at t=1/2; mast 0 from t=1/2",
          f"game {example} --json walls: {j}")


run_section(section_wall_points)
