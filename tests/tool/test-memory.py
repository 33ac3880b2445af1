#!/usr/bin/env python3
"""Inputs that need more memory than the process may use are refused at once.

Usage: test-memory.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-memory; tool_check.py holds what the tool's tests share).
"""
import json
import subprocess
import time

from tool_check import SANITIZED, TOOL, check, expect_usage_error, run, run_section


def run_limited(address_space, *args):
    """Run under `ulimit -v` (bytes): the seconds it took, exit status, stdout, stderr."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
    start = time.monotonic()
    try:
        p = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=20, preexec_fn=limit)
    except subprocess.TimeoutExpired:
        return time.monotonic() - start, None, "", "(still running after 20 s)"
    return time.monotonic() - start, p.returncode, p.stdout, p.stderr


def section_memory():
    """Inputs of a few bytes that need more memory than the process may use
    are refused at once, before anything large is allocated, with the figure:
    they used to grow until the kernel killed them (ulimit -v keeps these
    checks from taking the machine down if they regress)."""
    cases = [
        (4 * 10**9, ["analyze", "--from-rows", "4294967295"],
         "a position of 4294967295 heaps with its winning-move flags needs 25.8 GB"),
        (4 * 10**9, ["cm", "cookie-monster", "--position", "4294967295,1,2"],
         "a search stack of up to 500000001 positions needs 32.0 GB"),
        (4 * 10**9, ["cm", "cookie-monster", "--position", "4294967295,1,2", "--limit", "0"],
         "a search stack of up to 4294967299 positions needs 274.9 GB"),
        (10**9, ["census", "reduced", "20", "--threads", "1"], "census needs 1.2 GB"),
    ]
    # A sanitizer's runtime reserves terabytes of address space at start, so
    # sanitized builds cannot run under ulimit -v at all.
    for address_space, cmd, figure in cases if not SANITIZED else []:
        seconds, rc, out, err = run_limited(address_space, *cmd)
        check(rc == 1 and out == "" and figure in err and seconds < 1,
              f"{cmd} under ulimit -v {address_space}: refused at once with the figure: "
              f"{rc} in {seconds:.2f} s, {err!r}")
        check("this process may use (ulimit -v)" in err, f"{cmd}: names the bound: {err!r}")
    # --max-memory B of the commands with a context: their memory limit, with
    # the library's detail after the message.
    rc, out, err = run("cm", "cookie-monster", "--position", "10000000,1,2", "--max-memory", "1M")
    check(rc == 1 and out == "" and "out of memory: cmnim: a search stack of up to 10000004 positions "
          "needs 640.0 MB, more than the memory limit of 1.0 MB" in err, f"cm --max-memory 1M: {rc} {err!r}")
    rc, out, err = run("cm", "cookie-monster", "--position", "100000,1000,2", "--max-memory", "20M")
    check(rc == 1 and out == "" and "cmnim: the memo needs" in err and "past the memory limit of 21.0 MB" in err,
          f"cm: the memo stops at --max-memory as it grows: {rc} {err!r}")
    # The P-position sweep's table, refused whole: the figures too.
    rc, out, err = run("cm", "cookie-monster", "3", "1000", "--max-memory", "1K")
    check(rc == 1 and out == "" and "the table of P-positions needs 44.4 MB, more than the memory limit "
          "of 1.0 kB" in err, f"cm 3 1000 --max-memory 1K: {rc} {err!r}")
    rc, out, err = run("cm", "cookie-monster", "--position", "3,4,5", "--max-memory", "1M", "--json")
    check(rc == 0 and json.loads(out)["outcome"] in ("N", "P"), f"cm 3,4,5 within --max-memory 1M: {rc} {err!r}")
    rc, out, err = run("wythoff", "grundy", "3000000", "3000000", "--max-memory", "1M", "--limit", "0")
    check(rc == 1 and "more than the memory limit of 1.0 MB" in err, f"wythoff grundy --max-memory: {rc} {err!r}")
    for cmd in (["analyze", "1", "2", "3"], ["game", "{1|2}"], ["oddeven", "20"], ["wythoff", "grundy", "5", "7"],
                ["cutter", "3", "3", "1", "1"], ["subtract", "1,2", "10"]):
        rc, out, err = run(*cmd, "--max-memory", "1G")
        check(rc == 0, f"{cmd} takes --max-memory: {rc} {err!r}")
        expect_usage_error(*cmd, "--max-memory", "lots")


run_section(section_memory)
