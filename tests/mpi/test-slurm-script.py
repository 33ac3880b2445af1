#!/usr/bin/env python3
"""The Slurm job of doc/cluster.md (examples/slurm/census-reduced.sbatch) run
as a user would, on mpirun instead of srun and with a small census: its
tables are the threaded census's, and submitted again it resumes from its
checkpoint (every level saved: nothing is computed again) and writes the same
tables.

usage: test-slurm-script.py COOKIEGAME COOKIEGAME_MPI MPIRUN SCRIPT
"""
import os
import subprocess
import sys
import tempfile

import mpijob

HEAPS = "13"


def submit(script, env):
    """Run the job script as sbatch would on one node; its stderr."""
    p = subprocess.run(["bash", script], capture_output=True, text=True, env=env, timeout=300)
    if p.returncode != 0:
        sys.exit("the job failed with status %d:\n%s" % (p.returncode, p.stderr))
    return p.stderr


def main():
    cookiegame, cookiegame_mpi, mpirun, script = sys.argv[1:5]
    threaded = subprocess.run([cookiegame, "census", "reduced", HEAPS, "--threads", "2"],
                              capture_output=True, text=True, timeout=300)
    want = mpijob.tables(threaded.stdout, "reduced")
    if threaded.returncode != 0 or want is None:
        sys.exit("threaded census failed: %s" % threaded.stderr)
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "census")
        env = dict(mpijob.environment(), HOME=scratch, CENSUS_HEAPS=HEAPS, CENSUS_DIR=out,
                   CENSUS_LAUNCH=" ".join(mpijob.command(mpirun, 3)), SLURM_CPUS_PER_TASK="1",
                   PATH=os.path.dirname(os.path.abspath(cookiegame_mpi)) + os.pathsep
                   + os.environ.get("PATH", ""))
        for attempt in ("first", "again"):
            err = submit(script, env)
            if attempt == "again" and "resumed from" not in err:
                sys.exit("submitted again, the job did not resume from its checkpoint:\n" + err)
            if os.path.exists(os.path.join(out, "census.txt.part")):
                sys.exit("census.txt.part left behind")
            with open(os.path.join(out, "census.txt")) as f:
                got = mpijob.tables(f.read(), "reduced")
            if got is None:
                sys.exit("census.txt holds no census")
            diff = mpijob.differences(want, got)
            if diff:
                sys.exit(diff)
            print("%s: census.txt has the threaded census's %d lines" % (attempt, len(got) + 1))


if __name__ == "__main__":
    main()
