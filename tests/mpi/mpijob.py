"""How the MPI tests start a job on this one machine, root or not, in a
container or not: mpirun -np NP with Open MPI's flags for more ranks than
cores (--oversubscribe), shared memory and loopback only (containers often
lack the interfaces other transports probe), and its permission to run as
root (CI containers run as root; MPICH ignores it)."""
import os
import subprocess


def command(mpirun, np):
    """The mpirun command line for NP ranks, before the program."""
    version = subprocess.run([mpirun, "--version"], capture_output=True, text=True)
    cmd = [mpirun, "-np", str(np)]
    if "Open MPI" in version.stdout + version.stderr:
        cmd += ["--oversubscribe", "--mca", "btl", "self,vader"]
    return cmd


def environment():
    """The environment of a job: this one, with Open MPI allowed to run as root."""
    return dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")


def tables(output, family):
    """The lines of a census's tables but the title (which names the threads
    and the time); None when the output is not a census of that family."""
    lines = output.splitlines()
    if len(lines) < 3 or not lines[0].startswith(family + " positions:"):
        return None
    return lines[1:]


def differences(want, got):
    """'' when the tables agree, else where they first differ."""
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return "line %d differs:\n  threaded: %s\n  mpi:      %s" % (i + 2, a, b)
    if len(want) != len(got):
        return "%d lines from the threaded census, %d from cookiegame-mpi" % (len(want), len(got))
    return ""


def threaded_tables(cookiegame, family, n):
    """The tables of the threaded `cookiegame census FAMILY N`."""
    p = subprocess.run([cookiegame, "census", family, str(n), "--threads", "2", "--all"],
                       capture_output=True, text=True, timeout=600)
    want = tables(p.stdout, family) if p.returncode == 0 else None
    if want is None:
        raise SystemExit("threaded census failed: %s%s" % (p.stdout[:200], p.stderr))
    return want
