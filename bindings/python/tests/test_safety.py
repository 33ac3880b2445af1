"""Threads sharing a context, Ctrl-C, NUL characters, huge texts and the C
library's detail of a failure."""
import os
import random
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import cookiegame as cg
from cookiegame import _capi
from conftest import rows, sigint_default


def _positions(seed, count):
    r = random.Random(seed)
    return [cg.Position(sorted(r.randint(1, 24) for _ in range(r.randint(8, 16))))
            for _ in range(count)]


_DAY2 = sorted(str(g) for g in cg.games_born_by(2, ctx=cg.Context()))


def _games(seed, count):
    r = random.Random(seed)
    return [" + ".join(r.choice(_DAY2) for _ in range(r.randint(2, 4))) for _ in range(count)]


def _work(ctx, seed):
    """Searches, parsing, sums, comparisons and text in ctx; plain data out."""
    out = [p.grundy(ctx=ctx) for p in _positions(seed, 25)]
    # searches of more than FAST_NODES nodes: on a helper thread on the main
    # thread, directly on others, with the context's lock held throughout
    out += [cg.Position(list(range(1, k)) + [k] * (2 + seed % 3)).winning_moves(ctx=ctx)
            for k in (20, 21, 22)]
    out += [p.outcome(ctx=ctx, misere=True) for p in _positions(seed + 1, 10)]
    games = [cg.Game(t, ctx=ctx) for t in _games(seed, 25)]
    total = cg.Game.zero(ctx)
    for g in games:
        total = total + g - cg.Game("*", ctx=ctx)
        out.append(("text", str(g)))
        out.append(g.compare(games[0]))
        out.append(g.outcome)
        out.append((len(g.left), len(g.right), g.birthday))
    out.append(("text", str(total)))
    return out


_REF = cg.Context()


def _same_games(results):
    """The results with each game's text read back as a Game of one context:
    the order of options in a text follows the order games were made in
    their context, so equal games of two contexts may be written differently,
    while equal games of one context are one object."""
    return [[("game", cg.Game(x[1], ctx=_REF)) if isinstance(x, tuple) and x[0] == "text"
             else x for x in r] for r in results]


def _in_threads(target, n):
    results, errors = [None] * n, []

    def run(i):
        try:
            results[i] = target(i)
        except BaseException as e:   # noqa: B902 - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    return results


def test_threads_share_one_context():
    expected = _same_games([_work(cg.Context(), i % 2) for i in range(8)])
    shared = cg.Context()
    for _ in range(2):
        assert _same_games(_in_threads(lambda i: _work(shared, i % 2), 8)) == expected


def test_threads_share_the_default_context_of_games():
    """Games carry their context to whichever thread uses them."""
    ctx = cg.Context()
    games = [cg.Game(t, ctx=ctx) for t in _games(7, 40)]
    expected = [(str(g + h), g.compare(h), str(-g)) for g in games for h in games[:5]]
    # one context: the texts are the same, whatever the order of the threads
    got = _in_threads(lambda i: [(str(g + h), g.compare(h), str(-g))
                                 for g in games for h in games[:5]], 8)
    assert got == [expected] * 8


def test_threads_with_a_context_each():
    expected = _same_games([_work(cg.Context(), i) for i in range(4)])
    assert _same_games(_in_threads(lambda i: _work(cg.Context(), i % 4), 8)) == expected * 2


# ---- Ctrl-C ----

_INTERRUPT = textwrap.dedent("""
    import os, signal, sys, threading, time
    import cookiegame as cg
    ctx = cg.Context(node_limit=int(sys.argv[2]))
    long_call = {
        "grundy": lambda: cg.Position(list(range(1, 40)) + [40] * 5).grundy(ctx=ctx),
        "game": lambda: cg.Game("{0|*2,*256} - {0|*2,*256}", ctx=ctx),
    }[sys.argv[1]]
    sent = []

    def ctrl_c():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    threading.Timer(1.0, ctrl_c).start()
    try:
        long_call()
        print("finished")
    except KeyboardInterrupt:
        print("interrupted %.2f" % (time.monotonic() - sent[0]))
    # the context still answers, and correctly
    assert cg.Position("1 2 3 3 6").grundy(ctx=ctx) == 1
    assert str(cg.Game("{2|1}", ctx=ctx) + cg.Game("{2|1}", ctx=ctx)) == "3"
    assert cg.Position([3, 3, 4, 5, 6, 7]).grundy(ctx=ctx) == \\
        cg.Position([3, 3, 4, 5, 6, 7]).grundy(ctx=cg.Context())
    print("ok")
""")


@pytest.mark.parametrize("call", ["grundy", "game"])
@pytest.mark.parametrize("node_limit", [0, 10**12])
def test_ctrl_c_interrupts_a_long_call(call, node_limit):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(os.path.abspath(p) for p in sys.path if p)
    proc = subprocess.run([sys.executable, "-c", _INTERRUPT, call, str(node_limit)],
                          capture_output=True, text=True, timeout=60, env=env,
                          preexec_fn=sigint_default)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.split()
    assert lines[0] == "interrupted", proc.stdout
    # typically 0.05 s: the main thread does not wait for the library to stop
    assert float(lines[1]) < 1.5, proc.stdout
    assert lines[2] == "ok"


def test_node_limit_above_the_first_attempt():
    """A limit above the first attempt's (FAST_NODES) still stops a search."""
    ctx = cg.Context(node_limit=4 * cg.context.FAST_NODES)
    with pytest.raises(cg.LimitError):
        cg.Position(list(range(1, 40)) + [40] * 5).grundy(ctx=ctx)
    assert cg.Position("1 2 3 3 6").grundy(ctx=ctx) == 1
    small = cg.Context(node_limit=100)
    with pytest.raises(cg.LimitError):
        cg.Position(list(range(1, 20))).grundy(ctx=small)


def test_a_second_attempt_collects_once():
    """Calls that hand results to a callback give each result once, also when
    they pass the first attempt's node limit."""
    cm = cg.CMNim(3, "cookie-monster")
    assert rows(cm.p_positions(40, ctx=cg.Context())) == sorted(set(rows(cm.p_positions(40, ctx=cg.Context()))))
    p = cg.Position([2, 3, 4, 6, 7, 9])
    preds = p.predecessors(ctx=cg.Context())
    assert len(preds) == len(set(preds))


# ---- NUL characters and bytes ----

def test_nul_characters_are_refused(tmp_path, monkeypatch):
    with pytest.raises(ValueError, match="heaps"):
        cg.Position("1\x002")
    with pytest.raises(ValueError, match="text"):
        cg.Game("1\x002")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match="checkpoint"):
        cg.census("reduced", 3, checkpoint="1\x002")
    assert not os.path.exists(tmp_path / "1")


@pytest.mark.parametrize("data", [b"1 2", bytearray(b"1 2")])
def test_bytes_are_not_heaps(data):
    with pytest.raises(TypeError):
        cg.Position(data)


# ---- huge texts ----

def _huge(ctx):
    """A sum of 8 day-3 games whose text has billions of characters."""
    day3 = cg.games_born_by(3, ctx=ctx)
    r = random.Random(1)
    total = cg.Game.zero(ctx)
    for _ in range(8):
        total = total + r.choice(day3)
    return total


def test_huge_text_is_refused_not_written():
    ctx = cg.Context()
    g = _huge(ctx)
    length = g.text_length()
    assert length > 10**8
    with pytest.raises(cg.TextTooLongError, match="to_text") as e:
        str(g)
    assert e.value.length == length and str(length) in str(e.value)
    assert isinstance(e.value, ValueError)
    with pytest.raises(cg.TextTooLongError):
        repr(g)
    cut = g.to_text(100)
    assert len(cut) == 100 and cut.endswith("\u2026")
    assert g.left and g.right   # the structure stays reachable


def test_to_text_of_short_games():
    g = cg.Game("{2|1}")
    assert g.to_text(5) == str(g) == "{2|1}" and g.text_length() == 5
    assert g.to_text(4) == "{2|\u2026"
    assert g.to_text(1) == "\u2026"
    with pytest.raises(ValueError):
        g.to_text(0)
    assert cg.MAX_TEXT_LENGTH == 1_000_000


# ---- the C library's detail ----

def test_the_detail_of_a_failure_is_in_the_message():
    """A CG_EBUSY made on purpose (two threads on one C context, behind the
    package's back): the detail is read on the failing thread, also when
    that is the helper thread of an interruptible call, and reaches the
    message."""
    ctx = cg.Context()
    p = cg.Position(list(range(1, 40)) + [40] * 5)
    _capi.lib.cg_ctx_set_node_limit(ctx._ptr, 0)
    stop = threading.Event()

    def stopper(_data, _done, _total):
        return 1 if stop.is_set() else 0

    fn = _capi.PROGRESS_FN(stopper)
    _capi.lib.cg_ctx_set_progress(ctx._ptr, fn, None)
    out = _capi.c_uint32()
    busy = threading.Thread(target=lambda: _capi.lib.cg_position_grundy(
        ctx._ptr, p._ptr, _capi.ctypes.byref(out)))
    busy.start()
    try:
        time.sleep(0.3)
        with pytest.raises(cg.BusyError, match="another thread"):
            _capi.check(_capi.lib.cg_position_grundy(ctx._ptr, p._ptr, _capi.ctypes.byref(out)),
                        "Position.grundy()")
        # on the helper thread of run_status (this is the main thread)
        status = cg.context.run_status(
            lambda _fn: _capi.lib.cg_position_grundy(ctx._ptr, p._ptr, _capi.ctypes.byref(out)),
            None)
        _capi.lib.cg_position_size(p._ptr)   # another call here changes nothing
        with pytest.raises(cg.BusyError, match="another thread"):
            _capi.check(status, "Position.grundy()")
    finally:
        stop.set()
        busy.join()
        _capi.lib.cg_ctx_set_progress(ctx._ptr, _capi.PROGRESS_FN(), None)
