#!/usr/bin/env python3
"""The oddeven command: summaries, the memory limit and stopping on Ctrl-C.

Usage: test-oddeven.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-oddeven; tool_check.py holds what the tool's tests share).
"""
import subprocess
import time

from tool_check import TOOL, check, expect_usage_error, fields, run, run_section


def section_oddeven():
    def summary(*args):
        rc, out, err = run("oddeven", *args)
        check(rc == 0, f"oddeven {args}: exit {rc} {err}")
        return out, fields(out.split("\n\n")[-1])

    for n, c in ((0, "1"), (1, "0"), (5, "2"), (16, "64"), (300, "1527162658488196")):
        _, f = summary(str(n))
        check(f.get("N") == str(n) and f.get("C(N)", "").split(" ")[0] == c,
              f"oddeven {n}: C(N) {f.get('C(N)')!r}, want {c}")
        parts = [int(f.get(f"outcome {o}", "-1")) for o in "PNLR"]
        check(min(parts) >= 0 and sum(parts) == int(f.get("partitions", "-1")),
              f"oddeven {n}: the classes sum to the partitions: {f}")
        check(parts[0] + parts[3] == int(f.get("C(N)", "-1 ").split(" ")[0]),
              f"oddeven {n}: C(N) = P + R: {f}")
        check("seconds" in f, f"oddeven {n}: seconds line")
    _, f = summary("16")
    check(f.get("partitions") == "231", f"p(16) = 231: {f}")
    _, f = summary("300")
    check(f.get("partitions") == "9253082936723602", f"p(300): {f}")

    out, f = summary("7", "--piles")
    table, _, _ = out.partition("\n\n")
    rows = [line.split() for line in table.splitlines()[2:]]
    check([r[0] for r in rows] == [str(k) for k in range(1, 8)] and f.get("N") == "7",
          f"oddeven 7 --piles: {out!r}")
    check(all(len(r) == 3 and r[2] in "PNLR" for r in rows), f"pile rows: {rows}")
    # G(1) = {0|} = 1, G(2) = {|0} = -1, G(3) = {2|} = 3, G(4) = {|2} = 0, G(5) = {-2|} = 0,
    # G(6) = {|-2} = -3, G(7) = {6|} = 7.
    check([r[1] for r in rows] == ["1", "-1", "3", "0", "0", "-3", "7"]
          and "".join(r[2] for r in rows) == "LRLPPRL", f"pile values: {rows}")

    for bad in (["oddeven"], ["oddeven", "x"], ["oddeven", "-1"], ["oddeven", "100001"],
                ["oddeven", "5", "6"], ["oddeven", "5", "--bogus"], ["oddeven", "10001", "--piles"]):
        expect_usage_error(*bad)

    # C(N) fits up to N = 1520 (the oddeven-internal suite certifies it): past
    # it the message names that bound, not the P count's (1660).
    rc, out, err = run("oddeven", "1521")
    check(rc == 1 and "C(1521) passes 2^128 - 1" in err and "(C(N) fits up to N = 1520)" in err,
          f"oddeven 1521: {rc} {err!r}")
    # The count's table is charged to --max-memory before it is allocated.
    rc, out, err = run("oddeven", "1000", "--max-memory", "1M")
    check(rc == 1 and out == "" and "the count table of N = 1000 needs 16.1 MB" in err
          and "the memory limit of 1.0 MB" in err, f"oddeven 1000 --max-memory 1M: {rc} {err!r}")
    # Ctrl-C stops the count within milliseconds, not at the end of its table
    # (seconds at 1520).
    import signal
    p = subprocess.Popen([TOOL, "oddeven", "1520"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    time.sleep(0.5)
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    waited = time.monotonic() - sent
    check(p.returncode == 130 and out == "" and err.endswith(": interrupted\n") and waited < 1.0,
          f"oddeven 1520 after Ctrl-C: {p.returncode} in {waited:.2f} s {err!r}")


run_section(section_oddeven)
