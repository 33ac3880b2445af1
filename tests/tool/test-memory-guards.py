#!/usr/bin/env python3
"""Memory guards count what a command really uses, and stop it before a bound.

Usage: test-memory-guards.py PATH-TO-cookiegame [ROW-NAME...]

The guards check, before each allocation that grows with the input, what the
library and the tool are about to hold against --max-memory and against what
the process may use (free memory, its cgroup's limit less its usage, ulimit -v
less what it maps). They used to count a part only: `census strict 24` checked
its 1.3 MB of levels and used 340 MB (listings, merge buffers, the tool's
table of positions), so it was killed in a 256 MiB cgroup and ran past
--max-memory 10M; `analyze --from-rows` left out its winning-move flags;
`wythoff grundy` the strip's value sets.

Each row of ROWS is a command that needs about 100-400 MB, run:
  (a) with --max-memory below its need: exit 1 with a message naming the
      memory limit, nothing on stdout;
  (b) under ulimit -v below its need (RLIMIT_AS): exit 1 with a message
      naming ulimit -v, never a signal (or, for a command that has a method
      in less memory, that method's answer);
  (c) the same in a cgroup with a memory limit below its need, when this
      machine lets us make one (skipped otherwise);
  (d) unconstrained, with --json: its "memory" figure, what the guards
      counted at their peak, must be within 20 % of the peak resident size the
      kernel measured (the child's ru_maxrss).
The table of (d) is printed in the form of doc/reliability.md ("Memory
guards"), which is regenerated from it. A new memory-hungry command gets a
row in ROWS.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

TOOL = sys.argv[1]
ONLY = sys.argv[2:]
MB = 10**6
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


class Row:
    """A memory-hungry command line and the bounds below its need."""

    def __init__(self, name, args, max_memory, address_space, cgroup, refuse_args=None,
                 fallback=False, figure=True):
        self.name = name
        self.args = args                  # the command, without --json
        self.max_memory = max_memory      # (a): a --max-memory value below its need
        self.address_space = address_space  # (b): RLIMIT_AS bytes below its need
        self.cgroup = cgroup              # (c): memory limit bytes below its need
        # (a)-(c) run refuse_args when given: a command that would answer in
        # less memory by another method (the Wythoff strip) is refused in
        # the method that cannot.
        self.refuse_args = refuse_args or args
        self.fallback = fallback          # (b), (c): an answer in less memory is right too
        self.figure = figure              # (d) applies: the command prints the figure


ROWS = [
    # 340 MB before: listings and the tool's table were not charged.
    Row("census strict 24", ["census", "strict", "24", "--threads", "2"],
        "20M", 200 * MB, 100 * MB),
    # One thread: the workers' partial listings, freed into their threads'
    # malloc arenas, leave the peak RSS of two threads 0.73-1.05 times the
    # figure from run to run (strict 24 above keeps the threads' path).
    Row("census reduced 15", ["census", "reduced", "15", "--threads", "1"],
        "20M", 50 * MB, 30 * MB),
    Row("census outcomes 15", ["census", "outcomes", "15", "--threads", "1"],
        "20M", 60 * MB, 40 * MB),
    # 1.76 GB at 300000000 rows against a 1.2 GB guard: the flags.
    Row("analyze --from-rows 20000000", ["analyze", "--from-rows", "20000000"],
        "100M", 100 * MB, 60 * MB),
    # The sweep's bitsets; refused in the strip (its value sets, 10 MB at
    # 4000 x 4000 against a 0.3 MB guard before), which any bound below the
    # sweep's need falls back to.
    Row("wythoff grundy 10 30000", ["wythoff", "grundy", "10", "30000"],
        "2M", 60 * MB, 40 * MB,
        refuse_args=["wythoff", "grundy", "4000", "4000", "--limit", "0"], fallback=True),
    # The text table was not charged (several times the values).
    Row("wythoff table 2000 2000 --csv", ["wythoff", "table", "2000", "2000", "--csv"],
        "50M", 100 * MB, 50 * MB, figure=False),
    # The store of games ignored --max-memory. The moves of *60000 are its
    # 60000 options a side, read all at once: 60000 games and 120000 option
    # pointers, about 80 MB. (The row was "game 400000" while the integer n
    # was a chain of n games, then "game *1024+1+...+1" while x + *m was made
    # with its m^2 / 2 options, then "{0,*200000|0}" while a reversibility
    # check read all the options of *200000.)
    Row("game *60000 --moves", ["game", "*60000", "--moves", "--limit", "0"],
        "20M", 60 * MB, 40 * MB),
    # The count table of Odd/Even was not guarded (N = 1000: 16 MB).
    Row("oddeven 1300", ["oddeven", "1300"], "5M", 20 * MB, 15 * MB),
]

SANITIZED = bool(os.environ.get("CG_TEST_SANITIZED"))


def run(args, preexec=None, stdout=subprocess.PIPE, timeout=120):
    """Run the tool: (exit status or -signal, stdout, stderr, peak RSS in bytes)."""
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen([TOOL, *args], stdout=stdout, stderr=err, preexec_fn=preexec)
        out = b""
        if stdout == subprocess.PIPE:
            # Read while it runs (a full pipe would stop it), then reap it
            # alone with wait4, whose rusage is this child's only.
            out = p.stdout.read()
            p.stdout.close()
        start = time.monotonic()
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        check(time.monotonic() - start < timeout, f"{args}: took past {timeout} s")
        err.seek(0)
        return p.returncode, out.decode(), err.read().decode(), usage.ru_maxrss * 1024


def refused(row, how, rc, out, err, bound_words, fallback=False):
    """(a)-(c): exit 1 with the tool's message naming the bound, no signal;
    with fallback, an answer (by a method in less memory) is right too."""
    ok = rc == 1 and err.startswith("cookiegame: ") and bound_words in err
    if fallback and rc == 0:
        ok = True
    check(ok, f"{row.name} {how}: want exit 1 naming {bound_words!r}, got {rc} {err.strip()!r}")
    check(rc >= 0, f"{row.name} {how}: killed by signal {-rc}")
    if rc == 1:
        check(out == "", f"{row.name} {how}: printed {out[:80]!r} before refusing")


def case_max_memory(row):
    rc, out, err, _ = run([*row.refuse_args, "--max-memory", row.max_memory])
    refused(row, f"--max-memory {row.max_memory}", rc, out, err, "memory limit")


def case_ulimit(row):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (row.address_space, row.address_space))
    args = row.args if row.fallback else row.refuse_args
    rc, out, err, _ = run(args, preexec=limit)
    refused(row, f"under ulimit -v {row.address_space // 1024}", rc, out, err, "ulimit -v",
            row.fallback)


def cgroup_parent():
    """The directory under which this process may make a memory cgroup, and
    the names of its limit file; None when it may not."""
    try:
        with open("/proc/self/cgroup") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for line in lines:
        _, controllers, path = line.split(":", 2)
        if "memory" in controllers.split(","):
            return os.path.join("/sys/fs/cgroup/memory", path.lstrip("/")), "memory.limit_in_bytes"
    for line in lines:
        if line.startswith("0::"):
            return os.path.join("/sys/fs/cgroup", line[3:].lstrip("/")), "memory.max"
    return None


def make_cgroup(limit):
    """A new memory cgroup with the limit, or None when this machine will not
    make one (no rights, no controller, cgroup v2 without delegation)."""
    parent = cgroup_parent()
    if parent is None:
        return None
    base, limit_file = parent
    path = os.path.join(base, f"cg-memory-guards-{os.getpid()}")
    try:
        os.mkdir(path)
    except OSError:
        return None
    try:
        with open(os.path.join(path, limit_file), "w") as f:
            f.write(str(limit))
        return path
    except OSError:
        os.rmdir(path)
        return None


def remove_cgroup(path):
    for _ in range(50):   # the kernel empties it a moment after the child exits
        try:
            os.rmdir(path)
            return
        except OSError:
            time.sleep(0.1)


def case_cgroup(row):
    path = make_cgroup(row.cgroup)
    if path is None:
        print(f"{row.name}: no cgroup can be made here; the cgroup case is skipped")
        return

    def enter():
        with open(os.path.join(path, "cgroup.procs"), "w") as f:
            f.write(str(os.getpid()))
    try:
        args = row.args if row.fallback else row.refuse_args
        rc, out, err, _ = run(args, preexec=enter)
        refused(row, f"in a cgroup of {row.cgroup // MB} MB", rc, out, err, "the cgroup's limit",
                row.fallback)
    except subprocess.SubprocessError as e:   # the child could not enter it
        print(f"{row.name}: cannot enter the cgroup ({e}); the cgroup case is skipped")
    finally:
        remove_cgroup(path)


def case_figure(row, table):
    """(d): the guards' figure against the peak resident size."""
    with tempfile.TemporaryFile() as out:
        rc, _, err, peak = run([*row.args, "--json"], stdout=out)
        out.seek(max(0, out.seek(0, 2) - 4096))
        tail = out.read().decode(errors="replace")
    figure = None
    at = tail.rfind('"memory":')
    if at >= 0:
        figure = int(tail[at + len('"memory":'):].split(",")[0].split("}")[0])
    check(rc == 0 and figure is not None, f"{row.name} --json: exit {rc}, memory figure {figure}: {err!r}")
    if figure is None:
        return
    ratio = figure / peak
    check(0.8 <= ratio <= 1.2, f"{row.name}: the guards counted {figure / MB:.1f} MB, "
          f"the peak was {peak / MB:.1f} MB ({ratio:.2f} times)")
    table.append((row, figure, peak))


def main():
    table = []
    for row in ROWS:
        if ONLY and row.name not in ONLY:
            continue
        case_max_memory(row)
        # A sanitizer's runtime reserves terabytes of address space and
        # doubles the memory of everything: the bounds mean nothing there.
        if SANITIZED:
            continue
        case_ulimit(row)
        case_cgroup(row)
        if row.figure:
            case_figure(row, table)
    print("| command | guard figure | peak RSS | ratio | refused below |")
    print("|---|---:|---:|---:|---|")
    for row, figure, peak in table:
        print(f"| `cookiegame {' '.join(row.args)}` | {figure / MB:.1f} MB | {peak / MB:.1f} MB | "
              f"{figure / peak:.2f} | `--max-memory {row.max_memory}`, ulimit -v "
              f"{row.address_space // MB} MB, cgroup {row.cgroup // MB} MB |")
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    print("memory guards:", "ok" if not failures else f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
