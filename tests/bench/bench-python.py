#!/usr/bin/env python3
"""What calling the library from Python costs: the same calls as
bench-calls.c (a memoised Position.grundy, a cached Game addition) through the
package, per call, and the difference to C, the package's overhead (target:
under 2 microseconds a call).

    bench-python.py BENCH-CALLS-BINARY
"""
import subprocess
import sys
import timeit

import cookiegame as cg

CALLS = 300000


def per_call_ns(fn):
    fn()
    best = min(timeit.repeat(fn, number=CALLS, repeat=3))
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
    py_ns = {"grundy": per_call_ns(lambda: p.grundy(ctx)), "game-add": per_call_ns(lambda: a + b)}
    what = {"grundy": "Position.grundy (memoised)", "game-add": "Game + Game (cached sum)"}
    for name in ("grundy", "game-add"):
        overhead = (py_ns[name] - c_ns[name]) / 1000
        print(f"bench python: {what[name]}: {py_ns[name] / 1000:.2f} us from Python, "
              f"{c_ns[name] / 1000:.3f} us in C: {overhead:.2f} us overhead  (target 2 us)")


if __name__ == "__main__":
    main(sys.argv[1])
