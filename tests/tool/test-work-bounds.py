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

SIXTY_HEAPS = ("9 37 55 52 49 5 17 8 32 49 29 31 42 25 51 14 7 32 2 58 54 25 28 39 49 50 1 45 29 18 "
               "47 52 15 38 7 58 21 2 2 2 42 35 1 57 25 44 14 28 47 2 34 15 49 29 32 36 15 23 15 44").split()

# (command line, budget in seconds): measured time in the comment.
CASES = [
    # Before the work charges: past 300 s (512) and about 40 s (256, past
    # the 15 s budget here) without reaching the default 5*10^6 nodes.
    (["game", "{0|*2,*512} - {0|*2,*512}"], 10),   # 1.6-2.3 s, stopped by the limit
    (["game", "{0|*2,*256} - {0|*2,*256}"], 15),   # 2.3-3.8 s, stopped by the limit
    # Wide sums, each past 40 s before (killed there).
    (["game", "{{2|1}|*1024}+*1023"], 10),   # 1.4-1.8 s, stopped by the limit
    (["game", "{0|*2,*512}+*1000"], 15),   # 1.2-3.4 s, stopped by the limit
    (["game", "{0|*2,*512}+^4096"], 10),   # 1.2-1.4 s, stopped by the limit
    (["game", "{1/2|*1000}+{1/4|*999}+{1/8|*998}"], 15),   # 1.7-3.6 s, stopped by the limit
    (["game", "{2|{1|*1000}}+{3|{2|*999}}"], 10),   # 1.7-2.1 s, stopped by the limit
    # Answered before in 12 s; now stopped by the limit.
    (["game", "{0|*2,*32}+{0|*3,*31}", "--moves"], 25),   # 4.3-7.4 s, stopped by the limit
    # Answered, before and now.
    (["game", "{1|*2,*64}+{2|*3,*64}+{3|*4,*64}", "--moves"], 15),   # 2.4-3.6 s
    (["game", "{2|1}+*1000", "--moves"], 10),   # 1.0-2.4 s
    # The other modules' few-byte inputs.
    (["analyze", *map(str, range(1, 21)), "--misere"], 10),   # 0.03 s
    # A position of 60 heaps (reduced form of 60) charged one node per new
    # position, whatever its heaps, and analyze asked seven questions, each
    # with a fresh limit: past 10 minutes before. Now a new position of m
    # heaps is charged 1 + m^2/256 nodes and analyze stops asking once one
    # question reached the limit.
    (["analyze", *SIXTY_HEAPS], 40),   # 5.6 s release, stopped by the limit
    (["analyze", *SIXTY_HEAPS, "--misere"], 40),   # 5.8 s release, stopped by the limit
    (["wythoff", "grundy", "200000", "200000"], 10),   # 0.02 s, refused by the limit at once
    (["wythoff", "table", "2000", "2000"], 15),   # 1.9-4.3 s
    (["cm", "odd", "5", "20"], 10),   # 0.9-2.0 s
    # The mex of a large box's P-positions scans thousands of bitset words
    # per cell, which were not charged: 3 4000 was answered in 72 s (1.7 GB)
    # under the default limit. (3 2000 was answered in 10.6 s; it now
    # stops at the limit in 11 s.)
    (["cm", "cookie-monster", "3", "4000"], 45),   # 13.6 s, stopped by the limit
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
