"""Ctrl-C, then the next call on the same context.

An interrupted search raises KeyboardInterrupt at once while its helper
thread is still inside C; the next call on the context must wait until the
helper has left (or the context is free), whatever else Ctrl-C interrupts
meanwhile. On Python 3.11 a second Ctrl-C that interrupts Thread.join()
marks the helper as stopped while it still runs, which once let the next
call into C: BusyError, or a CancelledError or LimitError left over from the
helper's progress callback and node limit.

Each case runs in a child process, so that no Ctrl-C can reach pytest. The
child prints one line per failure and "ok" at the end.
"""
import os
import subprocess
import sys
import textwrap

import pytest

from conftest import sigint_default

_CHILD = textwrap.dedent("""
    import os, signal, sys, threading, time
    import cookiegame as cg

    mode = sys.argv[1]
    ctx = cg.Context()
    big = cg.Position(list(range(1, 40)) + [40] * 5)   # minutes of search
    SMALL = cg.Position("1 2 3 3 6")                   # grundy 1
    MEDIUM = cg.Position(list(range(1, 24)))           # more than FAST_NODES nodes
    medium_value = MEDIUM.grundy(ctx=cg.Context())
    failures = []

    def ctrl_c():
        os.kill(os.getpid(), signal.SIGINT)

    def calls_until(done, call, want):
        # call() until done is set and one call after it answered: each
        # answers want or is interrupted by our Ctrl-C, nothing else. The
        # loop is inside the try, so that a Ctrl-C handled at its backward
        # jump is caught too.
        while True:
            try:
                while True:
                    finished = done.is_set()
                    try:
                        got = call()
                    except cg.Error as e:
                        got = f"{type(e).__name__}: {e}"
                    if got != want:
                        failures.append(f"answer {got}, want {want}")
                    if finished:
                        return
            except KeyboardInterrupt:
                pass

    def small():
        return SMALL.grundy(ctx=ctx)

    def medium():
        return MEDIUM.grundy(ctx=ctx)

    def gated(workers):
        # The helper thread is held inside C (in the progress callback) until
        # the gate opens: Ctrl-C abandons it, the next call waits for it, a
        # second Ctrl-C interrupts that wait, and the call after must still
        # wait (before the fix it went into C: BusyError).
        entered, gate, done = threading.Event(), threading.Event(), threading.Event()
        stop = threading.Event()
        threads = []

        def progress(_done, _total):
            entered.set()
            gate.wait(10)
            return True

        def work(call, want):
            while not stop.is_set():
                try:
                    got = call()
                    if got != want:
                        failures.append(f"thread: answer {got}, want {want}")
                except cg.Error as e:
                    failures.append(f"thread: {type(e).__name__}: {e}")

        def driver():
            try:
                if not entered.wait(10):
                    failures.append("the search never called progress")
                ctrl_c()                      # the search is abandoned
                time.sleep(0.2)               # the next call is waiting for it
                for k in range(workers):      # threads that share the context
                    job = (small, 1) if k % 2 == 0 else (medium, medium_value)
                    t = threading.Thread(target=work, args=job, daemon=True)
                    threads.append(t)
                    t.start()
                time.sleep(0.1)
                ctrl_c()                      # interrupts that wait
                time.sleep(0.3)
            finally:
                gate.set()                    # the helper may leave C now
                time.sleep(0.05)
                done.set()

        d = threading.Thread(target=driver, daemon=True)
        d.start()
        try:
            cg.wythoff_grundy(3000, 3000, ctx=ctx, progress=progress)
            failures.append("the search was not interrupted")
        except KeyboardInterrupt:
            pass
        calls_until(done, small, 1)
        d.join()
        time.sleep(0.2)                       # the workers go on after the helper left
        stop.set()
        for t in threads:
            t.join(10)
        if cg.wythoff_grundy(30, 50, ctx=ctx) != cg.wythoff_grundy(30, 50) or small() != 1:
            failures.append("wrong answers afterwards")

    def plain(rounds):
        # No progress callable: Ctrl-C twice during a long search, then
        # small calls, as a user at the keyboard would.
        for r in range(rounds):
            done = threading.Event()

            def driver():
                time.sleep(0.2)
                ctrl_c()
                time.sleep(0.02)
                ctrl_c()
                time.sleep(0.05)
                done.set()

            threading.Thread(target=driver, daemon=True).start()
            try:
                big.grundy(ctx=ctx)
                failures.append("the search was not interrupted")
            except KeyboardInterrupt:
                pass
            except cg.Error as e:
                failures.append(f"round {r}: the long call: {type(e).__name__}: {e}")
            calls_until(done, small, 1)

    if mode == "gated":
        gated(0)
    elif mode == "threads":
        gated(3)
    else:
        plain(int(mode))
    for f in failures[:10]:
        print(f)
    print("ok" if not failures else f"{len(failures)} failures")
""")


@pytest.mark.parametrize("mode", ["gated", "threads", "8"])
def test_ctrl_c_then_the_next_call(mode):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(os.path.abspath(p) for p in sys.path if p)
    proc = subprocess.run([sys.executable, "-c", _CHILD, mode], capture_output=True, text=True,
                          timeout=60, env=env, preexec_fn=sigint_default)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1:] == ["ok"], proc.stdout


_ODDEVEN = textwrap.dedent("""
    import os, signal, threading, time
    import cookiegame as cg
    ctx = cg.Context()
    sent = []

    def ctrl_c():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    threading.Timer(0.3, ctrl_c).start()
    try:
        cg.oddeven_count(1520, ctx=ctx)   # seconds of table
        print("finished")
    except KeyboardInterrupt:
        raised = time.monotonic()
    assert cg.oddeven_count(16, ctx=ctx) == 64   # waits for the table's search to leave C
    print("interrupted %.3f %.3f" % (raised - sent[0], time.monotonic() - sent[0]))
""")


def test_ctrl_c_stops_oddeven_count():
    """Odd/Even's count honours Ctrl-C within milliseconds (once it ran to
    the end of its table, seconds)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(os.path.abspath(p) for p in sys.path if p)
    proc = subprocess.run([sys.executable, "-c", _ODDEVEN], capture_output=True, text=True,
                          timeout=60, env=env, preexec_fn=sigint_default)
    assert proc.returncode == 0, proc.stderr
    words = proc.stdout.split()
    assert words[0] == "interrupted", proc.stdout
    # typically 0.02 s each: the count leaves C at its next progress check
    assert float(words[1]) < 1.0 and float(words[2]) < 1.0, proc.stdout
