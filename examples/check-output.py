#!/usr/bin/env python3
"""Run an example program; fail unless it exits with 0 and prints the line.

usage: check-output.py PROGRAM LINE
"""
import subprocess
import sys

program, line = sys.argv[1], sys.argv[2]
run = subprocess.run([program], capture_output=True, text=True, timeout=300)
sys.stdout.write(run.stdout)
sys.stderr.write(run.stderr)
if run.returncode != 0:
    sys.exit(f"{program} exited with {run.returncode}")
if line not in run.stdout.splitlines():
    sys.exit(f"{program} did not print the line {line!r}")
