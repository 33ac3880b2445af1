#!/usr/bin/env python3
"""Large games answer at once: the thermal lines, --moves and --svg add no search.

Usage: test-thermal-speed.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-thermal-speed; tool_check.py holds what the tool's tests share).
"""
import os
import tempfile
import time

from tool_check import check, fields, run, run_section


def section_thermal_speed():
    """Large games answer at once: the tool's thermal lines, --moves and --svg add no search.

    The hot game plus a nimber is {2|1}+*200, not *1000: building the sum {2|1}+*m
    itself (cg_game_parse, every {2|1}+*k made canonical) grows as m^3, 20 s for
    m = 1000, while its thermal data takes microseconds (bench-thermal)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.svg")
        for expr, canonical, mean, temp, nleft in (("*1000", "*1000", "0", "0", 1000),
                                                  ("^4096", "^4096", "0", "0", 1),
                                                  ("{2|1}+*200", "{2*200|1*200}", "3/2", "1/2", 1)):
            start = time.monotonic()
            rc, out, err = run("game", expr, "--moves", "--svg", path)
            secs = time.monotonic() - start
            f = fields(out)
            check(rc == 0 and f.get("canonical") == canonical and f.get("mean") == mean
                  and f.get("temperature") == temp and f.get("left moves") == f"{nleft} option" + "s" * (nleft > 1),
                  f"game {expr} --moves --svg: {rc} {f} {err!r}")
            check(secs < 3.0, f"game {expr} --moves --svg took {secs:.1f} s (want well under 3 s)")


run_section(section_thermal_speed)
