#!/usr/bin/env python3
"""What calling the library from Python costs: the same calls as
bench-calls.c through the package, per call, and the difference and the ratio
to C, the package's overhead (target: under 2 microseconds a call). From the
cheapest call (library_version, nothing but the call and its text) through
nim_sum (a list converted to a C array) and wythoff_is_p (two integers
checked) to a memoised Position.grundy and a cached Game addition (a context
and its lock).

    bench-python.py BENCH-CALLS-BINARY
"""
import subprocess
import sys
import time
import timeit

import cookiegame as cg

CALLS = 200000


def per_call_ns(fn):
    fn()
    # CPU time of the process, as bench-calls.c measures: figures that hold
    # on a machine busy with other work.
    best = min(timeit.repeat(fn, number=CALLS, repeat=3, timer=time.process_time))
    return best * 1e9 / CALLS


def main(c_bench):
    c_ns = {}
    for line in subprocess.run([c_bench], check=True, capture_output=True, text=True).stdout.split("\n"):
        if line.startswith("c-ns "):
            _, name, value = line.split()
            c_ns[name] = float(value)
    ctx = cg.Context()
    p = cg.Position("1 2 3 3 6")
    a, b = cg.Game("{2|1}", ctx=ctx), cg.Game("^*", ctx=ctx)
    heaps = [3, 4, 5]
    calls = {
        "version": ("library_version()", cg.library_version),
        "nim-sum": ("nim_sum of 3 heaps", lambda: cg.nim_sum(heaps)),
        "wythoff-is-p": ("wythoff_is_p(3, 5)", lambda: cg.wythoff_is_p(3, 5)),
        "grundy": ("Position.grundy (memoised)", lambda: p.grundy(ctx)),
        "game-add": ("Game + Game (cached sum)", lambda: a + b),
    }
    for name, (what, fn) in calls.items():
        py = per_call_ns(fn)
        c = c_ns[name]
        print(f"bench python: {what}: {py:.0f} ns from Python, {c:.1f} ns in C, "
              f"{py / c:.0f}x: {(py - c) / 1000:.2f} us overhead  (target 2 us)")


if __name__ == "__main__":
    main(sys.argv[1])
