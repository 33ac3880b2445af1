#!/usr/bin/env python3
"""The position lists doc/results.md publishes are what they say.

Usage: test-results-data.py PATH-TO-cookiegame SOURCE-DIR [quick|all] [--rules PROGRAM]

Each file doc/data/valueG-N.csv (or .csv.xz, compressed with xz) lists, as
`cookiegame census reduced N --value G --csv --table positions` prints them,
every reduced position of Grundy value G with N heaps that a census found. Checked here, for every
row: the header and the row's form, g = G and n = N, the position reduced
(a_1 <= ... <= a_n, k <= a_k <= n), the rows in the census's order
(lexicographic) without repeats, and the count the file's name and
doc/results.md state. Then the values, by another method than the census
that made the list: the hunt checks each of its inputs with the memoised
search of cookie.h and refuses an input of another value (`cookiegame hunt
G+1 --from FILE --heaps N` examines no candidate: predecessors of N-heap
positions have more heaps). The quick run (default suite) checks every 16th
row's value, at most about 500 a list; `all` (suite 'slow') every row, and in
a list of more than 100 000 (the 1 540 220 of value 6 with 22 heaps) 20 000
rows spread over it.
Each list's SHA-256 (of the text, uncompressed) is the one doc/data/SHA256SUMS
gives (`xz -dk FILE.xz; sha256sum -c SHA256SUMS` checks the same by hand).
With --rules (examples/impartial-cookie.c, the game written again from its
rules for the generic engine, sharing no code with the memoised search or the
census), a third method evaluates rows spread over each list: 24 a list in
the quick run, 400 in `all`.

Then, on a sample, what doc/results.md says of the predecessors of the
positions of value 7 with 22 and 23 heaps: every one with at most 24 heaps
has value 6 at most, which settles 24 heaps (the whole runs take 93 and 191
s and 5 and 6 GiB; the quick run hunts from every 256th and every 1024th
position of the two lists, `all` from every 64th and every 128th).
"""
import glob
import hashlib
import lzma
import os
import re
import subprocess
import sys
import tempfile

ROW = re.compile(r"^(\d+),(\d+),\(([\d ]*)\)$")
NAME = re.compile(r"value(\d+)-(\d+)\.csv(\.xz)?$")
QUICK_STEP = 16
LONG_LIST = 100_000
LONG_CHECKS = {"quick": 500, "all": 20_000}
RULES_CHECKS = {"quick": 24, "all": 400}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def read_text(path):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rb") as f:
        return f.read().decode("ascii")


def check_checksum(path):
    """The SHA-256 of the list's text against doc/data/SHA256SUMS."""
    sums = os.path.join(os.path.dirname(path), "SHA256SUMS")
    name = os.path.basename(path)[:-3] if path.endswith(".xz") else os.path.basename(path)
    with open(sums, encoding="ascii") as f:
        want = {line.split()[1]: line.split()[0] for line in f if line.strip()}
    if name not in want:
        fail(f"doc/data/SHA256SUMS has no line for {name}")
    got = hashlib.sha256(read_text(path).encode("ascii")).hexdigest()
    if got != want[name]:
        fail(f"{path}: SHA-256 {got}, doc/data/SHA256SUMS gives {want[name]}")


def read_positions(path, value, heaps):
    lines = read_text(path).splitlines()
    if not lines or lines[0] != "g,n,position":
        fail(f"{path}: the first line is not the census's header g,n,position")
    positions = []
    for number, line in enumerate(lines[1:], start=2):
        m = ROW.match(line)
        if m is None:
            fail(f"{path}:{number}: not a census row: {line!r}")
        g, n = int(m.group(1)), int(m.group(2))
        a = [int(x) for x in m.group(3).split()]
        if g != value or n != heaps or len(a) != heaps:
            fail(f"{path}:{number}: value {g} with {n} heaps ({len(a)} given), "
                 f"not value {value} with {heaps}")
        if any(a[k] < k + 1 or a[k] > heaps for k in range(heaps)) or a != sorted(a):
            fail(f"{path}:{number}: {a} is not a reduced position")
        positions.append(a)
    for k in range(1, len(positions)):
        if positions[k - 1] >= positions[k]:
            fail(f"{path}: rows {k + 1} and {k + 2} are not in increasing order")
    return positions


def stated_count(source, value, heaps):
    """The number of positions of value G with H heaps in doc/results.md: row
    H, column g=G of a table of histograms (header | n | positions | g=0 ...),
    or row H of a hunt's table whose last column counts the positions found
    (header | heaps n | candidates | largest value | of value G |)."""
    with open(os.path.join(source, "doc", "results.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    for k, line in enumerate(lines):
        histogram = re.match(r"^\| n \| positions((?: \| g=\d+)+) \|$", line)
        hunt_table = re.match(r"^\| heaps n \| candidates \| largest value \| of value (\d+) \|$", line)
        if histogram is None and hunt_table is None:
            continue
        for row in lines[k + 2:]:
            if not row.startswith("|"):
                break
            # Figures in prose tables group their digits with spaces.
            cells = [c.strip().replace(" ", "") for c in row.strip("|").split("|")]
            if cells[0] != str(heaps):
                continue
            if histogram is not None:
                columns = re.findall(r"g=(\d+)", histogram.group(1))
                if str(value) in columns:
                    return int(cells[2 + columns.index(str(value))])
            elif hunt_table.group(1) == str(value):
                return int(cells[3])
    fail(f"doc/results.md: no histogram or hunt table with a row {heaps} and a column for value {value}")


def hunt(tool, positions, value, heaps, *options):
    """`cookiegame hunt VALUE --heaps HEAPS --threads 1 OPTIONS` from these
    positions (written to a file for --from): the finished process."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        for a in positions:
            f.write(" ".join(map(str, a)) + "\n")
        listed = f.name
    try:
        return subprocess.run([tool, "hunt", str(value), "--from", listed, "--heaps", str(heaps),
                               "--threads", "1", *options], capture_output=True, text=True,
                              timeout=1200)
    finally:
        os.unlink(listed)


def check_values(tool, positions, value, heaps, step):
    # No node limit: a position of value 6 with 22 heaps, searched with a
    # cold cache, can take more than the default 5 million nodes.
    run = hunt(tool, positions[::step], value + 1, heaps, "--limit", "0")
    if run.returncode != 0:
        fail(f"the hunt refused the list of value {value}: {run.stderr.strip()}")
    if "no candidate has value" not in run.stdout:
        fail(f"the hunt examined candidates: {run.stdout}")


def check_by_rules(program, path, positions, value, mode):
    """Rows spread over the list, each evaluated by the rules-only program,
    which must print the list's value."""
    step = max(1, len(positions) // RULES_CHECKS[mode])
    sample = positions[::step]
    for a in sample:
        run = subprocess.run([program, *map(str, a)], capture_output=True, text=True,
                             timeout=300)
        want = f"Grundy value {value}, by the rules alone"
        if run.returncode != 0 or want not in run.stdout.splitlines():
            fail(f"{path}: {a} by the rules alone: exit {run.returncode}, "
                 f"{run.stdout.strip()} {run.stderr.strip()}")
    return len(sample)


# The hunts that settle 24 heaps (doc/results.md): from the list of value 7
# with H heaps, every predecessor with at most 24 heaps has value 6 at most.
# A sample of each list, every STEP[mode]th position: from every 256th of the
# 23-heap list the debug build takes 15 s (4 367 candidates with 24 heaps).
TOWARD_24 = [("value7-22.csv", 22, [23, 24], {"quick": 256, "all": 64}),
             ("value7-23.csv.xz", 23, [24], {"quick": 1024, "all": 128})]


def check_toward_24(tool, source, mode):
    for name, heaps, levels_expected, step in TOWARD_24:
        path = os.path.join(source, "doc", "data", name)
        sample = read_positions(path, 7, heaps)[::step[mode]]
        run = hunt(tool, sample, 8, 24, "--csv", "--table", "levels")
        if run.returncode != 0:
            fail(f"the hunt from {name} to 24 heaps failed: {run.stderr.strip()}")
        levels = {}
        for line in run.stdout.splitlines()[1:]:
            cells = line.split(",")
            levels[int(cells[0])] = (int(cells[1]), int(cells[2]), int(cells[3]))
        if sorted(levels) != levels_expected or any(c == 0 for c, _, _ in levels.values()):
            fail(f"the hunt from {name} to 24 heaps did not examine candidates with "
                 f"{levels_expected} heaps: {run.stdout}")
        for n, (count, largest, found) in sorted(levels.items()):
            if largest > 6 or found != 0:
                fail(f"a predecessor with {n} heaps of a position of value 7 with {heaps} heaps "
                     f"has value {largest}: {run.stdout}")
        print(f"toward 24 heaps: the {sum(c for c, _, _ in levels.values())} predecessors with "
              f"{' and '.join(map(str, levels_expected))} heaps of {len(sample)} positions of "
              f"value 7 with {heaps} heaps have value 6 at most")


def main():
    args = sys.argv[1:]
    rules = None
    if "--rules" in args:
        k = args.index("--rules")
        rules = args[k + 1]
        del args[k:k + 2]
    tool, source = args[0], args[1]
    mode = args[2] if len(args) > 2 else "quick"
    files = sorted(glob.glob(os.path.join(source, "doc", "data", "value*-*.csv*")))
    if not files:
        fail("no doc/data/valueG-N.csv")
    for path in files:
        m = NAME.search(path)
        value, heaps = int(m.group(1)), int(m.group(2))
        check_checksum(path)
        positions = read_positions(path, value, heaps)
        stated = stated_count(source, value, heaps)
        if len(positions) != stated:
            fail(f"{path}: {len(positions)} rows, doc/results.md states {stated}")
        # The quick run checks at most about LONG_CHECKS["quick"] values a
        # list: the default suite runs under the sanitizers too.
        if mode == "all":
            step = 1 if len(positions) <= LONG_LIST else len(positions) // LONG_CHECKS["all"]
        else:
            step = max(QUICK_STEP, len(positions) // LONG_CHECKS["quick"])
        check_values(tool, positions, value, heaps, step)
        by_rules = check_by_rules(rules, path, positions, value, mode) if rules else 0
        print(f"{os.path.relpath(path, source)}: {len(positions)} position(s) of value {value} "
              f"with {heaps} heaps, the values of {len(positions[::step])} checked"
              + (f", {by_rules} of them by the rules alone" if rules else ""))
    check_toward_24(tool, source, mode)


if __name__ == "__main__":
    main()
