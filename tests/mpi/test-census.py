#!/usr/bin/env python3
"""Run `cookiegame-mpi census FAMILY N` under mpirun with each number of ranks
in NPS (comma-separated) and compare its tables with the threaded `cookiegame
census FAMILY N` of the same build, computed once: every line but the title
must be the same, the histograms, the first positions and the positions
listed.

usage: test-census.py COOKIEGAME COOKIEGAME_MPI MPIRUN FAMILY N NPS [ARGS...]
ARGS go to cookiegame-mpi (--threads, --chunk-bytes, --sharded, ...).
"""
import subprocess
import sys

import mpijob


def main():
    cookiegame, cookiegame_mpi, mpirun, family, n, nps = sys.argv[1:7]
    extra = sys.argv[7:]
    want = mpijob.threaded_tables(cookiegame, family, n)
    for np in nps.split(","):
        cmd = mpijob.command(mpirun, np) + [cookiegame_mpi, "census", family, n, "--all"] + extra
        print(" ".join(cmd), flush=True)
        ranks = subprocess.run(cmd, capture_output=True, text=True, env=mpijob.environment(),
                               timeout=600)
        sys.stderr.write(ranks.stderr)
        if ranks.returncode != 0:
            sys.exit("cookiegame-mpi failed with status %d" % ranks.returncode)
        got = mpijob.tables(ranks.stdout, family)
        if got is None:
            sys.exit("unexpected cookiegame-mpi output: %r" % ranks.stdout[:200])
        diff = mpijob.differences(want, got)
        if diff:
            sys.exit(diff)
        print("%s %s on %s ranks: %d lines, the same as the threaded census"
              % (family, n, np, len(got) + 1))


if __name__ == "__main__":
    main()
