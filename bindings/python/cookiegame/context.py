"""Contexts (C ``cg_ctx``): the memo tables, node and memory limits of searches, and the
progress callbacks shared by every long computation.
"""
import ctypes
import threading

from ._capi import PROGRESS_FN, check, lib
from ._check import count


class Context:
    """A search context: memo tables kept between calls, a node limit and a
    memory limit.

    Functions that search take ``ctx=``; without it they use a default context
    of the calling thread. A context is used by one thread at a time (C rule);
    games made in a context keep it alive.

    >>> from cookiegame import Position
    >>> with Context(node_limit=10**6) as ctx:
    ...     Position("1 2 3 3 6").grundy(ctx=ctx)
    1
    """

    __slots__ = ("_ptr", "_node_limit", "_memory_limit", "__weakref__")

    def __init__(self, node_limit=None, memory_limit=None):
        """``node_limit``: nodes of work a call may use before :class:`LimitError`
        (None or 0: no limit). ``memory_limit``: bytes a call may set aside
        before it refuses with :class:`MemoryError` (None or 0: no limit of its
        own; the memory the process may really use always applies)."""
        ptr = ctypes.c_void_p()
        check(lib.cg_ctx_new(ctypes.byref(ptr)), "Context()")
        self._ptr = ptr
        self._node_limit = 0
        self._memory_limit = 0
        if node_limit is not None:
            self.node_limit = node_limit
        if memory_limit is not None:
            self.memory_limit = memory_limit

    @property
    def node_limit(self):
        """The node limit of each call (0 = none)."""
        return self._node_limit

    @node_limit.setter
    def node_limit(self, value):
        value = 0 if value is None else count("node_limit", value, 2**64 - 1)
        check(lib.cg_ctx_set_node_limit(self._ptr, value), "Context.node_limit")
        self._node_limit = value

    @property
    def memory_limit(self):
        """The memory limit of each call in bytes (0 = none of its own)."""
        return self._memory_limit

    @memory_limit.setter
    def memory_limit(self, value):
        value = 0 if value is None else count("memory_limit", value, 2**64 - 1)
        check(lib.cg_ctx_set_memory_limit(self._ptr, value), "Context.memory_limit")
        self._memory_limit = value

    def clear(self):
        """Forget the memo tables (games made in this context stay valid)."""
        check(lib.cg_ctx_clear(self._ptr), "Context.clear()")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __del__(self):
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_ctx_free(ptr)
            self._ptr = None

    def __repr__(self):
        return f"Context(node_limit={self._node_limit}, memory_limit={self._memory_limit})"


_default = threading.local()


def default_context():
    """The calling thread's default context (made on first use)."""
    ctx = getattr(_default, "ctx", None)
    if ctx is None:
        ctx = _default.ctx = Context()
    return ctx


def resolve(ctx):
    """ctx, or the thread's default context when ctx is None."""
    if ctx is None:
        return default_context()
    if not isinstance(ctx, Context):
        raise TypeError(f"ctx must be a cookiegame.Context, not {type(ctx).__name__}")
    return ctx


class Progress:
    """A Python progress callback as a C ``cg_progress_fn``.

    The user's callable gets ``(done, total)``; returning ``False`` stops the
    computation (:class:`CancelledError`), and an exception raised in it stops
    it too and is raised again once the C call returned and freed what it
    held. :func:`run` also stops it on Ctrl-C, with or without a callable.
    """

    def __init__(self, user):
        if user is not None and not callable(user):
            raise TypeError("progress must be callable (done, total) -> bool | None")
        self.user = user
        self.raised = None
        self.c_fn = PROGRESS_FN(self._call)

    def _call(self, _data, done, total):
        if self.raised is not None:   # Ctrl-C, or an earlier exception
            return 1
        try:
            if self.user is not None and self.user(done, total) is False:
                return 1
            return 0
        except BaseException as e:   # noqa: B902 - re-raised by finish()
            self.raised = e
            return 1

    def finish(self, status, what):
        """Raise what the callback raised, else the exception for status."""
        if self.raised is not None:
            raised, self.raised = self.raised, None
            raise raised
        check(status, what)


def run(call, progress, what):
    """Run call(c_progress_fn) -> C status with the user's progress callable
    (or None), so that Ctrl-C stops it: the C call runs on a helper thread
    while this one waits, because Python delivers KeyboardInterrupt only to
    the main thread's Python code, never while it is inside a C call. The
    progress callback, called by the library from its own threads, then
    tells it to stop, and KeyboardInterrupt is raised here once the library
    has returned."""
    p = Progress(progress)
    if threading.current_thread() is not threading.main_thread():
        p.finish(call(p.c_fn), what)   # no signal reaches this thread anyway
        return
    result = []
    worker = threading.Thread(target=lambda: result.append(call(p.c_fn)), daemon=True)
    worker.start()
    while worker.is_alive():
        try:
            worker.join(0.05)
        except BaseException as e:   # noqa: B902 - KeyboardInterrupt, re-raised by finish()
            if p.raised is None:
                p.raised = e
    p.finish(result[0] if result else -2, what)


def with_progress(ctx, progress, call, what):
    """Run call() (a search in ctx) as run() does, through ctx's progress."""
    def with_ctx_progress(c_fn):
        check(lib.cg_ctx_set_progress(ctx._ptr, c_fn, None), what)
        try:
            return call()
        finally:
            lib.cg_ctx_set_progress(ctx._ptr, PROGRESS_FN(), None)
    run(with_ctx_progress, progress, what)


__all__ = ["Context", "default_context"]
