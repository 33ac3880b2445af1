#!/usr/bin/env python3
"""The sharded strict census fetches exactly what the traffic model of
doc/cluster.md says (traffic_model.py): run `cookiegame-mpi census strict N
--sharded --verbose` on NP ranks and compare every rank's bytes per level.

usage: test-traffic-model.py COOKIEGAME_MPI MPIRUN N NP
"""
import subprocess
import sys

import mpijob
import traffic_model


def main():
    tool, mpirun, n, np = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    cmd = mpijob.command(mpirun, np) + [tool, "census", "strict", str(n), "--sharded",
                                        "--verbose", "--progress", "0"]
    p = subprocess.run(cmd, capture_output=True, text=True, env=mpijob.environment(), timeout=600)
    if p.returncode != 0:
        sys.exit("cookiegame-mpi failed: " + p.stderr)
    measured = {}
    for line in p.stderr.splitlines():
        if line.startswith("cookiegame-mpi: level "):
            head, values = line[len("cookiegame-mpi: level "):].split(":")
            measured[int(head)] = [int(v) for v in values.split()]
    failures = 0
    for level in range(n + 1):
        want = [traffic_model.fetched(level, np, r) for r in range(np)]
        got = measured.get(level, [0] * np)
        if got != want:
            print("level %d: measured %s, the model says %s" % (level, got, want))
            failures += 1
    if failures or not measured:
        sys.exit("the sharded census does not fetch what the model says")
    print("strict %d on %d ranks: every level's bytes fetched as the model says (level %d: %s)"
          % (n, np, n, measured[n]))


if __name__ == "__main__":
    main()
