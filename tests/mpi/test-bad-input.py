#!/usr/bin/env python3
"""cookiegame-mpi on bad arguments, on 3 ranks: one clear message (from rank
0 only), the usage status 2 on every rank, and no hang (a timeout fails the
test); --help documents the commands, printed once, status 0 everywhere.

usage: test-bad-input.py COOKIEGAME_MPI MPIRUN
"""
import re
import subprocess
import sys

import mpijob

NP = 3


def run(mpirun, tool, args):
    """Run tool under mpirun on NP ranks, each rank through a shell that
    reports the tool's exit status: returns (stdout lines without the
    reports, stderr, the ranks' statuses). mpirun forwards each rank's
    output in pieces, not lines, so a report may land inside another rank's
    text: reports are found and taken out anywhere in it."""
    script = '"$0" "$@"; echo "rank-exit $?"'
    cmd = mpijob.command(mpirun, NP) + ["sh", "-c", script, tool] + args
    env = mpijob.environment()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    report = re.compile(r"rank-exit (\d+)\n")
    statuses = [int(s) for s in report.findall(p.stdout)]
    return report.sub("", p.stdout).splitlines(), p.stderr, statuses


def main():
    tool, mpirun = sys.argv[1:3]
    failures = []
    bad = [
        ([], "usage:"),
        (["census"], "usage:"),
        (["frob"], "unknown command 'frob'"),
        (["census", "strict", "49"], "not a number of heaps from 0 to 48"),
        (["census", "reduced", "31"], "not a number of heaps from 0 to 30"),
        (["census", "reduced", "-1"], "not a number of heaps"),
        (["census", "strict", "12x"], "not a number of heaps"),
        (["census", "outcomes", "5"], "usage:"),
        (["census", "strict", "5", "--threads", "0"], "--threads"),
        (["census", "strict", "5", "--threads"], "--threads needs"),
        (["census", "strict", "5", "--chunk-bytes", "0"], "--chunk-bytes"),
        (["census", "strict", "5", "--json", "--csv"], "choose one"),
        (["census", "strict", "5", "--checkpoint"], "--checkpoint needs a directory"),
        (["census", "strict", "5", "--checkpoint", ""], "--checkpoint needs a directory"),
        (["census", "strict", "5", "--progress", "soon"], "--progress: 'soon'"),
        (["census", "strict", "5", "--max-memory", "lots"], "--max-memory: 'lots'"),
        (["census", "strict", "5", "--max-memory"], "--max-memory needs a size"),
        (["census", "strict", "5", "--progress", "-1"], "--progress: '-1'"),
        (["census", "strict", "5", "--frob"], "unknown option '--frob'"),
        (["census", "strict", "5", "--verbose"], "--verbose goes with --sharded"),
        (["census", "reduced", "5", "--fetch-cache", "1G"], "--fetch-cache goes with census reduced --sharded"),
        (["census", "strict", "5", "--sharded", "--fetch-cache", "1G"], "--fetch-cache goes with"),
        (["census", "reduced", "5", "--sharded", "--fetch-cache", "lots"], "--fetch-cache: 'lots'"),
        (["census", "reduced", "5", "--sharded", "--fetch-cache"], "--fetch-cache needs a size"),
    ]
    for args, message in bad:
        out, err, statuses = run(mpirun, tool, args)
        said = [l for l in err.splitlines() if l.startswith("cookiegame-mpi: ")]
        if statuses != [2] * NP:
            failures.append("%s: rank statuses %s, not 2 on every rank" % (args, statuses))
        if len(said) != 1 or message not in said[0]:
            failures.append("%s: expected one message with %r, got %r" % (args, message, said))
        if out:
            failures.append("%s: printed %r" % (args, out))
    # Censuses refused before they compute: status 1, the memory they need.
    refused = [
        (["census", "strict", "30", "--max-memory", "10M"],
         "census strict 30: needs 0.30 GiB per rank"),
        (["census", "strict", "30", "--sharded", "--max-memory", "10M"],
         "census strict 30 --sharded: needs 0.06 GiB per rank"),
        (["census", "strict", "48"], "use more ranks, or --sharded"),
        # Shares of levels 19 and 18, a quarter of them for fetched blocks
        # (0.07 GiB), a round's buffers.
        (["census", "reduced", "20", "--sharded", "--max-memory", "10M"],
         "census reduced 20 --sharded: needs 0.52 GiB per rank"),
        (["census", "reduced", "20", "--sharded", "--fetch-cache", "1G", "--max-memory", "10M"],
         "census reduced 20 --sharded: needs 1.43 GiB per rank"),
        (["census", "reduced", "20", "--max-memory", "10M"], "use more ranks, or --sharded"),
    ]
    for args, message in refused:
        out, err, statuses = run(mpirun, tool, args)
        said = [l for l in err.splitlines() if l.startswith("cookiegame-mpi: ")]
        # Already sharded: no advice to shard.
        sharded_twice = len(said) == 1 and "--sharded" in args and said[0].count("--sharded") != 1
        if statuses != [1] * NP or out or len(said) != 1 or message not in said[0] or sharded_twice:
            failures.append("%s: statuses %s, stdout %r, messages %r" % (args, statuses, out, said))
    out, err, statuses = run(mpirun, tool, ["--help"])
    text = "\n".join(out)
    if statuses != [0] * NP:
        failures.append("--help: rank statuses %s" % statuses)
    if out.count("census strict N") != 1 or out.count("census reduced N") != 1:
        failures.append("--help does not document census strict and reduced once: %r" % text)
    for f in failures:
        print("FAIL", f)
    if failures:
        sys.exit(1)
    print("%d bad commands and %d censuses too large refused on every rank; --help documents "
          "the commands" % (len(bad), len(refused)))


if __name__ == "__main__":
    main()
