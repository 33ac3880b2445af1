#!/usr/bin/env python3
"""A census killed by the scheduler resumes from its checkpoint with the same
result: run `cookiegame-mpi census FAMILY N --checkpoint DIR` on NP ranks,
kill the whole job (SIGKILL to mpirun and every rank) once the checkpoint
says level K is saved, run the same command again and compare its tables
with the threaded census. Then the checks around it: the finished census
resumes with nothing to compute and the same tables; the checkpoint is
refused (status 1, a message, nothing printed) with another number of ranks,
by the other family, and when it is damaged.

usage: test-checkpoint-resume.py COOKIEGAME COOKIEGAME_MPI MPIRUN FAMILY N NP K [ARGS...] [--then ARGS...]
ARGS go to the runs of cookiegame-mpi census FAMILY N (--sharded, --threads):
those before --then to the killed run, those after it to the runs after it
(a census begun in one mode resumed in the other); without --then, the same.
"""
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

import mpijob


def saved_level(directory):
    """The last level the checkpoint names (its header: magic, tag, done,
    width, nmax in the machine's order), or -1 before the first."""
    try:
        with open(os.path.join(directory, "census.ckpt"), "rb") as f:
            head = f.read(24)
    except FileNotFoundError:
        return -1
    return struct.unpack("=4I", head[8:24])[1] if len(head) == 24 else -1


def kill_job(job):
    """SIGKILL to mpirun and every rank at once, as a scheduler ends a job:
    the job runs in a session of its own, and Open MPI gives each rank a
    process group of its own within it."""
    for entry in os.listdir("/proc"):
        try:
            with open("/proc/%s/stat" % entry) as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if entry.isdigit() and int(fields[3]) == job.pid:   # the session id
            try:
                os.kill(int(entry), signal.SIGKILL)
            except ProcessLookupError:
                pass
    job.wait()


def start(cmd):
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=mpijob.environment(), start_new_session=True)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, env=mpijob.environment(),
                          timeout=600)


def main():
    cookiegame, cookiegame_mpi, mpirun, family, n, np, k = sys.argv[1:8]
    extra = sys.argv[8:]
    first, then = extra, extra
    if "--then" in extra:
        first, then = extra[:extra.index("--then")], extra[extra.index("--then") + 1:]
    want = mpijob.threaded_tables(cookiegame, family, n)
    work = tempfile.mkdtemp(prefix="cookiegame-mpi-ckpt-")
    try:
        ck = os.path.join(work, "ck")
        census = [cookiegame_mpi, "census", family, n, "--checkpoint", ck, "--progress", "0"] + then
        cmd = mpijob.command(mpirun, np) + census + ["--all"]   # every position compared
        killed = mpijob.command(mpirun, np) + census[:8] + first
        print(" ".join(killed), flush=True)

        # The first run, killed as a scheduler would at the end of a job's time.
        job = start(killed)
        deadline = time.monotonic() + 300
        while saved_level(ck) < int(k) and job.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        kill_job(job)
        killed_at = saved_level(ck)
        if job.returncode == 0 or killed_at >= int(n):
            sys.exit("the census finished before it was killed: choose a larger N or smaller K")
        if killed_at < int(k):
            sys.exit("no checkpoint of level %s within the time allowed (got %d)" % (k, killed_at))
        print("killed with level %d saved; files: %s" % (killed_at, sorted(os.listdir(ck))))

        # The resumed run: the same tables as a census never interrupted.
        print(" ".join(cmd), flush=True)
        resumed = run(cmd)
        said = "resumed from %s after level " % ck
        if resumed.returncode != 0 or said not in resumed.stderr:
            sys.exit("resume failed (status %d): %s" % (resumed.returncode, resumed.stderr))
        after = int(resumed.stderr.split(said)[1].split()[0])
        if after < killed_at:
            sys.exit("resumed after level %d, but level %d was saved" % (after, killed_at))
        diff = mpijob.differences(want, mpijob.tables(resumed.stdout, family) or [])
        if diff:
            sys.exit("after resuming: " + diff)
        print("resumed after level %d: the same tables as the threaded census" % after)
        if [f for f in os.listdir(ck) if f.startswith("level-")]:
            sys.exit("a finished census left level files: %s" % sorted(os.listdir(ck)))

        # The finished census: nothing left to compute, the same tables.
        again = run(cmd)
        diff = mpijob.differences(want, mpijob.tables(again.stdout, family) or [])
        if again.returncode != 0 or diff or ("after level %s" % n) not in again.stderr:
            sys.exit("finished census resumed wrongly: %s %s" % (diff, again.stderr))

        # Refused: the other family's census, another number of ranks, and a
        # damaged checkpoint (the last two on a census stopped part-way).
        def refused(cmd, what):
            p = run(cmd)
            said = [l for l in p.stderr.splitlines() if l.startswith("cookiegame-mpi: ")]
            if p.returncode != 1 or p.stdout or len(said) != 1 or "checkpoint" not in said[0]:
                sys.exit("%s: status %d, stdout %r, messages %r"
                         % (what, p.returncode, p.stdout[:100], said))
            print("%s: refused: %s" % (what, said[0]))

        other = "reduced" if family == "strict" else "strict"
        refused(mpijob.command(mpirun, np) + [cookiegame_mpi, "census", other, "12",
                                              "--checkpoint", ck], "the other family")
        os.rename(ck, ck + ".done")
        job = start(cmd)
        while saved_level(ck) < int(k) and job.poll() is None:
            time.sleep(0.005)
        kill_job(job)
        if job.returncode == 0 or saved_level(ck) >= int(n):
            sys.exit("the second census finished before it was killed")
        others = str(int(np) % 4 + 1)
        refused(mpijob.command(mpirun, others) + census,
                "resumed on %s ranks instead of %s" % (others, np))
        path = os.path.join(ck, "census.ckpt")
        os.truncate(path, os.path.getsize(path) // 2)
        refused(cmd, "a damaged checkpoint")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
