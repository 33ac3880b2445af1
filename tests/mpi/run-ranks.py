#!/usr/bin/env python3
"""Run an MPI program on NP ranks of this one machine (mpijob.command).

usage: run-ranks.py MPIRUN NP PROGRAM [ARGS...]
"""
import subprocess
import sys

import mpijob

mpirun, np = sys.argv[1:3]
sys.exit(subprocess.run(mpijob.command(mpirun, np) + sys.argv[3:], env=mpijob.environment(),
                        timeout=600).returncode)
