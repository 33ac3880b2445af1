#!/usr/bin/env python3
"""Run `cookiegame-mpi census FAMILY N` under mpirun with NP ranks and compare
its tables with the threaded `cookiegame census FAMILY N` of the same build:
every line but the title (which names the threads and the time) must be the
same, the histograms, the first positions and the positions listed.

usage: compare-census.py COOKIEGAME COOKIEGAME_MPI MPIRUN FAMILY N NP [ARGS...]
ARGS go to cookiegame-mpi (--threads, --chunk-bytes, --sharded, ...). NP may
be a list, 1,2,3,4: each number of ranks in turn against one threaded census
(which then runs once).
"""
import os
import subprocess
import sys


def mpirun_command(mpirun, np):
    """mpirun with NP ranks on this one machine, whoever runs it."""
    version = subprocess.run([mpirun, "--version"], capture_output=True, text=True)
    cmd = [mpirun, "-np", str(np)]
    if "Open MPI" in version.stdout + version.stderr:
        # More ranks than cores on a CI machine; shared memory and loopback
        # only (containers often lack the interfaces the other transports
        # probe).
        cmd += ["--oversubscribe", "--mca", "btl", "self,vader"]
    return cmd


def main():
    cookiegame, cookiegame_mpi, mpirun, family, n, np = sys.argv[1:7]
    extra = sys.argv[7:]
    env = dict(os.environ)
    # Open MPI refuses to run as root unless told that it is meant (CI
    # containers run as root); harmless otherwise, and MPICH ignores it.
    env["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    threaded = subprocess.run([cookiegame, "census", family, n, "--threads", "2"],
                              capture_output=True, text=True, env=env, timeout=600)
    if threaded.returncode != 0:
        sys.exit("threaded census failed: " + threaded.stderr)
    want = threaded.stdout.splitlines()
    if len(want) < 3 or not want[0].startswith(family + " positions:"):
        sys.exit("unexpected threaded output: %r" % want[:2])
    for each in np.split(","):
        compare(want, mpirun, cookiegame_mpi, family, n, each, extra, env)


def compare(want, mpirun, cookiegame_mpi, family, n, np, extra, env):
    cmd = mpirun_command(mpirun, np) + [cookiegame_mpi, "census", family, n] + extra
    print(" ".join(cmd))
    ranks = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    sys.stderr.write(ranks.stderr)
    if ranks.returncode != 0:
        sys.exit("cookiegame-mpi failed with status %d" % ranks.returncode)
    got = ranks.stdout.splitlines()
    if not got or not got[0].startswith(family + " positions:"):
        sys.exit("unexpected cookiegame-mpi output: %r" % got[:2])
    if want[1:] != got[1:]:
        for i, (a, b) in enumerate(zip(want, got)):
            if i > 0 and a != b:
                sys.exit("line %d differs:\n  threaded: %s\n  mpi:      %s" % (i + 1, a, b))
        sys.exit("%d lines from the threaded census, %d from cookiegame-mpi"
                 % (len(want), len(got)))
    print("%s %s on %s ranks: %d lines, the same as the threaded census"
          % (family, n, np, len(got)))


if __name__ == "__main__":
    main()
