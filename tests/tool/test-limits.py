#!/usr/bin/env python3
"""Inputs of a few bytes that would run for minutes stop at once under the
default limits, and say how to go on.

Usage: test-limits.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-limits; tool_check.py holds what the tool's tests share).
"""
import json
import os
import subprocess
import tempfile
import time

from tool_check import SANITIZED, TOOL, check, fields, run, run_section


def section_limits():
    """Inputs of a few bytes that would run for minutes stop at once under the
    default limits, and say how to go on."""
    for cmd in (["wythoff", "grundy", "200000", "200000"], ["wythoff", "table", "65536", "65536"]):
        start = time.monotonic()
        rc, out, err = run(*cmd)
        check(rc == 1 and out == "" and "--limit" in err and time.monotonic() - start < 5,
              f"{cmd}: refused at once by the default limit: {rc} {err!r}")
    # Ctrl-C stops a census cleanly: the library frees what it holds, the tool
    # says so, prints nothing and exits 130.
    # So do a search through a context (a Cookie Cutter board, a sum of games,
    # a Wythoff value with no limit), through cg_ctx_set_progress.
    import signal
    for cmd in (["census", "reduced", "18", "--threads", "1"], ["cutter", "8", "8", "2", "2", "--limit", "0"],
                ["game", "{0|*2,*400} - {0|*2,*400}", "--limit", "0"],
                ["wythoff", "grundy", "20000", "20000", "--limit", "0"]):
        p = subprocess.Popen([TOOL, *cmd], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1)
        p.send_signal(signal.SIGINT)
        try:
            out, err = p.communicate(timeout=20)
            check(p.returncode == 130 and out == "" and err.endswith(": interrupted\n"),
                  f"{cmd} after Ctrl-C: {p.returncode} {out[:80]!r} {err!r}")
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            check(False, f"{cmd} did not stop within 20 s of Ctrl-C")
    # A Cookie Cutter search with a checkpoint says where its table went.
    with tempfile.TemporaryDirectory() as d:
        table = os.path.join(d, "cutter.ckpt")
        p = subprocess.Popen([TOOL, "cutter", "8", "8", "2", "2", "--limit", "0", "--checkpoint", table],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1)
        p.send_signal(signal.SIGINT)
        try:
            out, err = p.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
        check(p.returncode == 130 and out == "" and "cookiegame: cutter: interrupted\n" in err
              and err.endswith(f"the table so far is saved in {table}: run again with it to go on\n")
              and os.path.getsize(table) > 0,
              f"cutter --checkpoint after Ctrl-C: {p.returncode} {out[:80]!r} {err!r}")
    # The cliffs seen: a single Wythoff value as fast as the table's sweep, and
    # a Cookie Cutter board that used to run 10 minutes to 1.7 GB stops at
    # the default limit.
    start = time.monotonic()
    rc, out, _ = run("wythoff", "grundy", "2000", "2000")
    seconds = time.monotonic() - start
    _, table, _ = run("wythoff", "table", "2001", "2001", "--csv")
    corner = table.strip().splitlines()[-1].split(",")[-1] if table else None
    check(rc == 0 and fields(out).get("grundy") == corner and seconds < 5,
          f"wythoff grundy 2000 2000 in {seconds:.1f} s: {out!r}, the table says {corner}")
    if not SANITIZED:   # 40 s to reach the limit under AddressSanitizer
        rc, out, err = run("cutter", "8", "8", "2", "2")
        check(rc == 1 and out == "" and "--limit" in err, f"cutter 8 8 2 2 under the default limit: {rc} {err!r}")
    # Messages that say what was expected and where reading stopped.
    rc, _, err = run("analyze", "1", "2", "--limit", "-5")
    check(rc == 2 and "0 = no limit" in err, f"--limit -5: {err!r}")
    # The library's sentences (cg_error_detail()), as Python and Rust say them.
    rc, _, err = run("analyze", "1", "2", "x")
    check(rc == 2 and "'x' at offset 4 is not a heap size" in err, f"analyze 1 2 x: {err!r}")
    rc, _, err = run("analyze", "99999999999999")
    check(rc == 2 and "the heap size 99999999999999 at offset 0 passes 4294967295" in err,
          f"analyze 99999999999999: {err!r}")
    rc, _, err = run("game", "1/3")
    check(rc == 2 and "the denominator 3 at offset 2 is not a power of two" in err, f"game 1/3: {err!r}")
    rc, _, err = run("game", "{1|2}x")
    check(rc == 2 and "'x' at offset 5 follows a complete game" in err, f"game {{1|2}}x: {err!r}")
    rc, _, err = run("game", "{2|")
    check(rc == 2 and "the brace '{' at offset 0 is never closed: its '}' is missing" in err,
          f"game {{2|: {err!r}")
    deep = "{" * 67 + "0" + "|}" * 67
    rc, out, err = run("game", deep)
    check(rc == 0 and fields(out).get("canonical") == "67", f"a 67-deep game: {rc} {err!r}")
    rc, out, _ = run("game", "1/1024", "--json")
    check(rc == 0 and json.loads(out).get("canonical") == "1/1024", f"game 1/1024: {out!r}")
    rc, out, _ = run("game", "1/2^10", "--json")
    check(rc == 0 and json.loads(out).get("canonical") == "1/2^10" and json.loads(out).get("mean") == "1/2",
          f"1/2^10 is 1/2 plus ten ups: {out!r}")
    rc, out, err = run("wythoff", "grundy", "300", "300", "--limit", "0")
    check(rc == 0, f"--limit 0 lifts the limit: {rc} {err}")
    # oddeven: C(N) fits from 1498 on even where single classes do not.
    rc, out, err = run("oddeven", "1500", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(isinstance(doc.get("counts", {}).get("C(N)"), int), f"oddeven 1500: {rc} {err!r}")
    rc, _, err = run("cm", "nim", "3", "99999999999")
    check(rc == 2 and "BOUND" in err, f"cm with a bound past the addressable: {err!r}")
    rc, _, err = run("cm", "nim", "5", "200")
    check(rc == 1 and "--limit" in err, f"cm nim 5 200 stops at the default limit: {err!r}")
    with tempfile.TemporaryDirectory() as d:
        rc, out, err = run("wythoff", "table", "3", "3", "--pgm", os.path.join(d, "no", "x.pgm"))
        check(rc != 0 and "No such file or directory" in err, f"--pgm to a missing directory: {err!r}")
        path = os.path.join(d, "w.pgm")
        rc, out, err = run("wythoff", "table", "3", "3", "--pgm", path, "--csv")
        check(rc == 0 and os.path.getsize(path) == 11 + 9 and out.startswith("x\\y,0,1,2\n"),
              f"--pgm with --csv writes both: {rc} {out!r}")


run_section(section_limits)
