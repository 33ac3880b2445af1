"""What the tests of the cookiegame tool share (tests/tool/test-*.py): the
tool's path, running it, recording failed checks and the summary at the end.

Each test script is run as `python3 test-TOPIC.py PATH-TO-cookiegame`
(tests/tool/meson.build registers it as tool-TOPIC); Python finds this module
beside the script.
"""
import os
import subprocess
import sys

TOOL = sys.argv[1]
failures = []
# Under the sanitizers (CG_TEST_SANITIZED) a few checks of sizes or limits
# run smaller or not at all: the code paths are the same, the gcc run has
# them at full size, and each costs tens of seconds under AddressSanitizer.
SANITIZED = bool(os.environ.get("CG_TEST_SANITIZED"))


def run(*args, stdin=None):
    p = subprocess.run([TOOL, *args], input=stdin, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def run_to(path, *args):
    """Run with stdout going to the file path (for example /dev/full)."""
    with open(path, "w") as out:
        p = subprocess.run([TOOL, *args], stdout=out, stderr=subprocess.PIPE, text=True, timeout=300)
    return p.returncode, p.stderr


def check(cond, what):
    if not cond:
        failures.append(what)


def expect_usage_error(*args):
    rc, out, err = run(*args)
    check(rc == 2, f"{args}: exit {rc}, want 2")
    check(err.count("\n") == 1 and err.startswith("cookiegame: "), f"{args}: stderr {err!r}")
    check(out == "", f"{args}: printed {out!r} on stdout")


def fields(out):
    """The 'key: value' lines of a summary as a dict (the first occurrence of each key)."""
    d = {}
    for line in out.splitlines():
        key, sep, value = line.partition(":")
        if sep and key not in d:
            d[key] = value.strip()
    return d


def run_section(section):
    """Run the checks of section(), print the failed ones and exit 1 if any failed."""
    section()
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    print("tool checks:", "ok" if not failures else f"{len(failures)} failed")
    sys.exit(1 if failures else 0)
