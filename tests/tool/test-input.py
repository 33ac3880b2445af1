#!/usr/bin/env python3
"""The lines the cookiegame tool reads (hunt --from, analyze -): one position
per line, refused with the file and line number when a line holds more, ends
with a lone CR, or never ends; and the hunt's inputs counted once.

Usage: test-input.py PATH-TO-cookiegame [SECTION...]
Sections: lines, endless, repeats.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

TOOL = sys.argv[1]
failures = []
LINE_MAX = 1 << 20   # TOOL_LINE_MAX, tools/common/read-line.h


def run(*args, stdin=None, limit=None, timeout=60):
    """Exit status, stdout, stderr and seconds; under ulimit -v limit (bytes)
    when given and the build is not sanitized (a sanitizer's runtime maps
    terabytes at start)."""
    def set_limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    if isinstance(stdin, str):
        stdin = stdin.encode()
    feed = {"input": stdin} if isinstance(stdin, bytes) else {"stdin": stdin or subprocess.DEVNULL}
    use_limit = limit is not None and not os.environ.get("CG_TEST_SANITIZED")
    start = time.monotonic()
    try:
        p = subprocess.run([TOOL, *args], capture_output=True, timeout=timeout,
                           preexec_fn=set_limit if use_limit else None, **feed)
    except subprocess.TimeoutExpired:
        return None, "", f"(still running after {timeout} s)", time.monotonic() - start
    return (p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"),
            time.monotonic() - start)


def check(cond, what):
    if not cond:
        failures.append(what)


def refused(args, stdin, *needles):
    """args on stdin exit 2 with one line of stderr holding every needle, nothing on stdout."""
    rc, out, err, _ = run(*args, stdin=stdin)
    check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: ")
          and all(n in err for n in needles), f"{args} {stdin!r:.80}: {rc} {out!r:.200} {err!r}")


def section_lines():
    """A line holds one position: a second one after it, or a row after a
    lone CR, was once dropped without a word."""
    # The report: two positions on one line hunted one.
    refused(["hunt", "4", "--heaps", "6"], "3,4,(2 3 4 4) (1 2 3 4 5)\n",
            "standard input, line 1: more text after the position: '(1 2 3 4 5)'")
    refused(["hunt", "4"], "3,4,(2 3 4 4)\n3,5,(1 2 3 4 5) x\n", "line 2: more text after the position: 'x'")
    refused(["hunt", "4"], "3,4,(2 3 4 4\n", "line 1: no closing parenthesis")
    # Old Mac line ends: a lone CR, mid-file or last.
    refused(["hunt", "4", "--heaps", "6"], "3,4,(2 3 4 4)\r3,5,(1 2 3 4 5)\n",
            "standard input, line 1: contains a carriage return not followed by a line feed")
    refused(["hunt", "4"], "g,n,position\n3,4,(2 3 4 4)\n3,5,(1 2 3 4 5)\r", "line 3: contains a carriage return")
    refused(["analyze", "-"], "1 2\r3 4\n", "stdin, line 1: contains a carriage return")
    refused(["analyze", "-"], "1 2\r\r\n", "stdin, line 1: contains a carriage return")
    # The file's name and the line number.
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "value3.csv")
        with open(path, "w", newline="") as f:
            f.write("g,n,position\n3,4,(2 3 4 4)\n\n3,5,(1 2 3 4 5),(1 2 3 4 5)\n")
        refused(["hunt", "4", "--from", path], None, f"hunt: {path}, line 4: more text after the position")
    # What stays accepted: LF or CR LF line ends, a comment after the
    # position, a census row, a bare position; the same hunt either way.
    want = None
    for text in ("3,4,(2 3 4 4)\n3,5,(1 2 3 4 5)\n", "3,4,(2 3 4 4)\r\n3,5,(1 2 3 4 5)\r\n",
                 "g,n,position\r\n3,4,(2 3 4 4)  # first\n1 2 3 4 5\n", "2 3 4 4\n1 2 3 4 5"):
        rc, out, err, _ = run("hunt", "4", "--heaps", "6", "--json", stdin=text)
        doc = json.loads(out) if rc == 0 else {}
        check(rc == 0 and doc.get("inputs") == 2, f"hunt on {text!r}: {rc} {out!r} {err!r}")
        want = want or out
        check(out == want, f"hunt on {text!r}: {out!r}, want {want!r}")
    rc, out, err, _ = run("analyze", "-", "--csv", stdin="1 2\r\n\r\n2 2 4\r\n")
    check(rc == 0 and len(out.splitlines()) == 3, f"analyze - with CR LF line ends: {rc} {out!r} {err!r}")


def section_endless():
    """A line that never ends is refused when it passes the limit, at once and
    without reading it whole: both readers once read /dev/zero until memory
    ran out, then said there was no position."""
    for args, stdin, name in ((["hunt", "4", "--from", "/dev/zero"], None, "/dev/zero"),
                              (["analyze", "-"], open("/dev/zero", "rb"), "stdin")):
        rc, out, err, seconds = run(*args, stdin=stdin, limit=1 << 30, timeout=20)
        check(rc == 2 and out == "" and err.count("\n") == 1
              and f"{name}, line 1: longer than {LINE_MAX} bytes" in err and "no position" not in err
              and seconds < 5, f"{args} < /dev/zero: {rc} in {seconds:.1f} s: {err!r}")
        if stdin is not None:
            stdin.close()
    # Up to the limit a line is read (here a comment, skipped); one byte more
    # is refused, with its number.
    pad = "#" + "x" * (LINE_MAX - 1)
    rc, out, err, _ = run("analyze", "-", "--csv", stdin=f"1 2\n{pad}\r\n2 2 4\n")
    check(rc == 0 and len(out.splitlines()) == 3, f"analyze - with a line of {LINE_MAX} bytes: {rc} {err!r}")
    rc, out, err, _ = run("analyze", "-", "--csv", stdin=f"1 2\n{pad}x\n2 2 4\n")
    check(rc == 2 and len(out.splitlines()) == 2 and err.count("\n") == 1
          and f"stdin, line 2: longer than {LINE_MAX} bytes" in err,
          f"analyze - with a line of {LINE_MAX + 1} bytes: {rc} {out!r:.200} {err!r}")
    refused(["hunt", "4"], f"3,4,(2 3 4 4)\n3,5,(1 2 3 4 5)\n{'1 ' * LINE_MAX}\n",
            f"standard input, line 3: longer than {LINE_MAX} bytes")
    # A NUL byte is still refused, in a short line as in an endless one.
    refused(["hunt", "4"], b"3,4,(2 3 4 4)\n3,5,(1 2\x00 3 4 5)\n", "line 2: contains a NUL byte")
    refused(["analyze", "-"], b"1 2\x00 3\n", "stdin, line 1: contains a NUL byte")
    # Out of memory while reading a line is said as such, exit status 1 (it
    # once ended the reading as if the file were over: "no position"). A
    # line of 1 MB under ulimits from 2 to 16 MB: the smallest do not load
    # the tool, the largest read the line; some in between fail its buffer.
    if not os.environ.get("CG_TEST_SANITIZED"):
        text = "#" + "x" * 1000000 + "\n1 2\n"
        said = []
        for kb in range(2048, 16384, 384):   # steps well under the 1 MiB buffer
            rc, out, err, _ = run("analyze", "-", "--csv", stdin=text, limit=kb << 10)
            if "no position" in err:
                said.append(f"{kb} kB: {rc} {err!r}")
            elif rc == 1 and "stdin, line 1: out of memory reading the line" in err:
                said.append("out of memory")
        check(said and all(s == "out of memory" for s in said),
              f"analyze - under small ulimits: {said}")
    # The documentation gives the limit.
    for cmd in ("hunt", "analyze"):
        rc, out, _, _ = run(cmd, "--help")
        check(rc == 0 and "1 MiB" in " ".join(out.split()), f"{cmd} --help gives the line limit")


def section_repeats():
    """A position given more than once is hunted once, and the output is the
    one of the list without its repeats: the count of inputs included (it
    once counted every line, and listed the candidates of each copy)."""
    rc, listing, err, _ = run("census", "reduced", "10", "--value", "3", "--csv", "--table", "positions")
    rows = listing.splitlines()[1:]
    check(rc == 0 and len(rows) == 1500, f"census of value 3 to 10 heaps: {rc} {len(rows)} {err!r}")
    once = "\n".join(rows) + "\n"
    # Twice over, and the rows typed again as bare (unreduced) positions:
    # "3,5,(1 2 3 4 5)" and "1 2 3 4 6" have the same reduced form.
    twice = once + "".join(r.split("(")[1].rstrip(")") + "\n" for r in reversed(rows)) + "1 2 3 4 6\n"
    for form in (["--json"], [], ["--csv", "--table", "levels"]):
        rc, want, err, _ = run("hunt", "4", *form, stdin=once)
        rc2, got, err2, _ = run("hunt", "4", *form, stdin=twice)
        if form == ["--json"]:
            check(rc == 0 and json.loads(want)["inputs"] == 1500, f"hunt 4 --json: {rc} {want[:200]!r} {err!r}")
        # The text's first line gives the time: compared without it.
        if form == []:
            want, got = want.split("\n", 1)[1], got.split("\n", 1)[1]
        check(rc == rc2 == 0 and got == want, f"hunt 4 {form} on repeated inputs: {rc2} {got[:300]!r} "
              f"want {want[:300]!r} {err2!r}")
    rc, out, err, _ = run("hunt", "4", stdin=twice)
    check(rc == 0 and "the predecessors of 1500 positions of value 3" in out, f"hunt 4 text: {out[:200]!r}")


SECTIONS = {name[len("section_"):].replace("_", "-"): f
            for name, f in list(globals().items()) if name.startswith("section_")}

for name in sys.argv[2:] or SECTIONS:
    SECTIONS[name]()
for f in failures:
    print("FAIL:", f, file=sys.stderr)
print("input line checks:", "ok" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
