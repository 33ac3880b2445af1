#!/usr/bin/env python3
"""The node limit bounds time: inputs of a few bytes end within seconds.

Usage: test-work-bounds.py PATH-TO-cookiegame

Each input below is a tool command line run under the tool's default limits
(no --limit). It must end within its budget, either answered (exit 0) or
stopped by the node limit (exit 1 with the tool's message naming --limit).
A node is meant to be a unit of work; inputs whose work per node grew with
their size (wide partizan games, whose comparisons and canonical forms walk
hundreds of options per node) used to run for minutes under the default
limit. The budget of each is 3-5 times the time measured on a loaded 2-core
machine (debugoptimized), at least 10 s; the measured time is beside it.
"""
import subprocess
import sys
import time

TOOL = sys.argv[1]

# (command line, budget in seconds): measured time in the comment.
CASES = [
    # Before the work charges: past 300 s (512) and 40-80 s (256) without
    # reaching the default 5*10^6 nodes.
    (["game", "{0|*2,*512} - {0|*2,*512}"], 10),   # 1.6-2.3 s, stopped by the limit
    (["game", "{0|*2,*256} - {0|*2,*256}"], 15),   # 2.3-3.8 s, stopped by the limit
]

failures = []
for args, budget in CASES:
    start = time.monotonic()
    try:
        p = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=budget)
    except subprocess.TimeoutExpired:
        failures.append(f"{args}: still running after its budget of {budget} s")
        continue
    seconds = time.monotonic() - start
    limited = p.returncode == 1 and "--limit" in p.stderr
    if p.returncode != 0 and not limited:
        failures.append(f"{args}: exit {p.returncode} {p.stderr.strip()!r} after {seconds:.1f} s")
    print(f"{seconds:6.2f} s (budget {budget} s) exit {p.returncode}: {' '.join(args)}")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
