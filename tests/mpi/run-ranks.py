#!/usr/bin/env python3
"""Run an MPI program on NP ranks of this one machine, root or not, in a
container or not: mpirun -np NP PROGRAM ARGS..., with Open MPI's flags for
more ranks than cores (--oversubscribe), shared memory and loopback only, and
its permission to run as root.

usage: run-ranks.py MPIRUN NP PROGRAM [ARGS...]
"""
import os
import subprocess
import sys

mpirun, np = sys.argv[1:3]
version = subprocess.run([mpirun, "--version"], capture_output=True, text=True)
cmd = [mpirun, "-np", np]
if "Open MPI" in version.stdout + version.stderr:
    cmd += ["--oversubscribe", "--mca", "btl", "self,vader"]
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
sys.exit(subprocess.run(cmd + sys.argv[3:], env=env, timeout=600).returncode)
