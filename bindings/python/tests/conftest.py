"""Shared fixtures and the small pure-Python oracles the tests compare with."""
import functools

import pytest

import cookiegame as cg


@pytest.fixture
def ctx():
    """A fresh context per test."""
    return cg.Context()


def plain(values):
    """A result that is a numpy array when numpy is importable (histograms,
    tables) as plain Python lists, to compare with lists."""
    return values.tolist() if hasattr(values, "tolist") else values


def rows(values):
    """Rows of P-positions (a 2-D numpy array, or a list of tuples) as a list of tuples."""
    return [tuple(r) for r in plain(values)]


def mex(values):
    values = set(values)
    m = 0
    while m in values:
        m += 1
    return m


@functools.lru_cache(maxsize=None)
def naive_grundy(heaps):
    """The spoiled-cookie game from its definition: eat a non-spoiled heap; every
    other heap ages one day (a spoiled heap, size 0, stays spoiled)."""
    opts = []
    for k, h in enumerate(heaps):
        if h == 0:
            continue
        rest = tuple(sorted(max(x - 1, 0) for i, x in enumerate(heaps) if i != k))
        opts.append(naive_grundy(rest))
    return mex(opts)


@functools.lru_cache(maxsize=None)
def naive_misere_win(heaps):
    """Misère spoiled cookies from the definition: whoever cannot move wins,
    so the player to move wins when no cookie is edible or some move leaves
    the opponent a lost position."""
    moves = [tuple(sorted(max(x - 1, 0) for i, x in enumerate(heaps) if i != k))
             for k, h in enumerate(heaps) if h]
    return not moves or any(not naive_misere_win(m) for m in moves)


@functools.lru_cache(maxsize=None)
def naive_wythoff_grundy(x, y):
    """Wythoff's game from its definition: take from one jar, or the same from both."""
    opts = [naive_wythoff_grundy(x - t, y) for t in range(1, x + 1)]
    opts += [naive_wythoff_grundy(x, y - t) for t in range(1, y + 1)]
    opts += [naive_wythoff_grundy(x - t, y - t) for t in range(1, min(x, y) + 1)]
    return mex(opts)


def naive_cmnim_grundy(x, sets):
    """CM-nim from its definition: take t >= 1 from every jar of a permissible set."""
    @functools.lru_cache(maxsize=None)
    def g(x):
        opts = []
        for s in sets:
            top = min(x[j] for j in s)
            for t in range(1, top + 1):
                opts.append(g(tuple(v - t if j in s else v for j, v in enumerate(x))))
        return mex(opts)
    return g(tuple(x))


def sigint_default() -> None:
    """preexec_fn for a child Python that a test interrupts with SIGINT: the
    child starts with SIGINT at its default action, as a program started from
    a terminal does. A test runner started as a background job of a
    non-interactive shell inherits SIGINT ignored, its children too, and a
    Python that starts with SIGINT ignored never raises KeyboardInterrupt."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_DFL)
