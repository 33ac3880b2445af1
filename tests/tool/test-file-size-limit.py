#!/usr/bin/env python3
"""The file size limit (ulimit -f) is a failure the tool reports, not a death.

Usage: test-file-size-limit.py PATH-TO-cookiegame

A census whose checkpoint grows past the limit used to be killed by SIGXFSZ
without a word. The tool ignores SIGXFSZ, so the write fails with EFBIG: the
census exits 1 with a message naming the checkpoint file and the limit, its
last checkpoint stays whole, and a run without the limit resumes from it to
the census of a run that never had a checkpoint. The same limit on the
tool's redirected output is reported too.
"""
import os
import resource
import signal
import subprocess
import sys
import tempfile

TOOL = sys.argv[1]
# census.ckpt lists every position of a value while there are few: at 13
# heaps it passes 100 KiB after level 10 (the level files stay smaller).
CENSUS = ["census", "reduced", "13", "--csv"]
LIMIT = 100 * 1024

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


def limited(nbytes):
    """A preexec_fn: the child's file size limit to nbytes (below the hard one)."""
    def set_limit():
        soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        top = nbytes if hard == resource.RLIM_INFINITY else min(nbytes, hard)
        resource.setrlimit(resource.RLIMIT_FSIZE, (top, hard))
    return set_limit


def died_of(p):
    return f"killed by {signal.Signals(-p.returncode).name}" if p.returncode < 0 else ""


plain = subprocess.run([TOOL, *CENSUS], capture_output=True, text=True, timeout=240)
check(plain.returncode == 0, f"census without checkpoint: exit {plain.returncode} {plain.stderr!r}")

with tempfile.TemporaryDirectory(prefix="cg-fsize-") as tmp:
    ckpt = os.path.join(tmp, "ckpt")
    p = subprocess.run([TOOL, *CENSUS, "--checkpoint", ckpt], capture_output=True, text=True,
                       timeout=240, preexec_fn=limited(LIMIT))
    print(f"limited: exit {p.returncode}, stderr {p.stderr.strip()!r}")
    check(p.returncode >= 0, f"limited census {died_of(p)}, no message")
    check(p.returncode == 1, f"limited census: exit {p.returncode}, not 1")
    check(ckpt + "/census.ckpt" in p.stderr, f"limited census: the file is not named: {p.stderr!r}")
    check("File too large" in p.stderr and "ulimit -f" in p.stderr,
          f"limited census: the limit is not named: {p.stderr!r}")
    check(p.stdout == "", "limited census: printed a census")
    left = sorted(os.listdir(ckpt)) if os.path.isdir(ckpt) else []
    check("census.ckpt" in left, f"limited census: no checkpoint left ({left})")
    check(not any(name.endswith(".tmp") for name in left), f"a temporary file left: {left}")

    # Without the limit: resumed from that checkpoint, the same census.
    r = subprocess.run([TOOL, *CENSUS, "--checkpoint", ckpt], capture_output=True, text=True,
                       timeout=240)
    check(r.returncode == 0, f"resumed census: exit {r.returncode} {r.stderr!r}")
    check(r.stdout == plain.stdout, "resumed census differs from the census without checkpoint")

    # The output itself past the limit (the census's 427 bytes of CSV past
    # 100): reported by the tool, exit 1.
    with open(os.path.join(tmp, "out.csv"), "w") as out:
        o = subprocess.run([TOOL, *CENSUS], stdout=out, stderr=subprocess.PIPE, text=True,
                           timeout=240, preexec_fn=limited(100))
    print(f"output limited: exit {o.returncode}, stderr {o.stderr.strip()!r}")
    check(o.returncode >= 0, f"census into a limited file {died_of(o)}, no message")
    check(o.returncode == 1 and "cannot write output: File too large" in o.stderr,
          f"census into a limited file: exit {o.returncode} {o.stderr!r}")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
