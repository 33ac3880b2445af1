"""Contexts (C ``cg_ctx``): the memo tables, node and memory limits of searches, and the
progress callbacks shared by every long computation.
"""
from __future__ import annotations

from types import FrameType, TracebackType
from typing import Any, Callable, List, Literal, Mapping, Optional, Type, Union

import ctypes
import signal
import threading

from ._arrays import is_false
from ._capi import PROGRESS_FN, capture, check, lib
from ._constants import CG_ELIMIT, CG_ENOMEM
from ._check import count


#: Nodes a search may use on the calling thread before it is started again
#: in the interruptible way (see Context._search); most calls finish far
#: below it, and what the first attempt learned stays cached. Small, since
#: Ctrl-C waits for it: 4096 nodes take at most a few hundred milliseconds.
FAST_NODES = 1 << 12


#: A progress callable: (done, total); False (or numpy's False) stops.
ProgressFunction = Callable[[int, int], object]
#: A C call made again as it is: returns its status (an int; Any, as ctypes
#: calls are typed).
Call = Callable[[], Any]


class Context:
    """A search context: memo tables kept between calls, a node limit and a
    memory limit.

    Functions that search take ``ctx=``; without it they use a default context
    of the calling thread. A context may be shared by threads: its calls (and
    those of the games made in it) take turns, one at a time. Games made in a
    context keep it alive.

    >>> from cookiegame import Position
    >>> with Context(node_limit=10**6) as ctx:
    ...     Position("1 2 3 3 6").grundy(ctx=ctx)
    1
    """

    __slots__ = ("_ptr", "_node_limit", "_memory_limit", "_lock", "_fast_only", "_straggler",
                 "__weakref__")

    def __init__(self, node_limit: Optional[int] = None,
                 memory_limit: Optional[int] = None) -> None:
        """``node_limit``: nodes of work a call may use before :class:`LimitError`
        (None or 0: no limit). ``memory_limit``: bytes a call may set aside
        before it refuses with :class:`MemoryError` (None or 0: no limit of its
        own; the memory the process may really use always applies)."""
        # Every C call on the context, or on a game of it, holds this lock:
        # ctypes lets other Python threads run during a C call, and the C
        # context serves one thread at a time.
        self._lock = threading.RLock()
        # Set by the helper thread of a C call that Ctrl-C interrupted once
        # it has left the library: the caller got KeyboardInterrupt at once,
        # and the next call waits for this event (see _settle).
        self._straggler: Optional[threading.Event] = None
        ptr = ctypes.c_void_p()
        check(lib.cg_ctx_new(ctypes.byref(ptr)), "Context()")
        self._ptr: Optional[ctypes.c_void_p] = ptr
        self._node_limit = 0
        self._memory_limit = 0
        self._fast_only = False
        self._set_limit(0 if node_limit is None else count("node_limit", node_limit, 2**64 - 1))
        if memory_limit is not None:
            self.memory_limit = memory_limit

    def _set_limit(self, value: int) -> None:
        """Keep the user's limit and give C the first attempt's limit (the
        smaller of it and FAST_NODES)."""
        fast = FAST_NODES if value == 0 else min(value, FAST_NODES)
        with self._lock:
            if self._straggler is not None:
                self._settle()
            check(lib.cg_ctx_set_node_limit(self._ptr, fast), "Context.node_limit")
            self._node_limit = value
            self._fast_only = value != 0 and value <= FAST_NODES

    @property
    def node_limit(self) -> int:
        """The node limit of each call (0 = none)."""
        return self._node_limit

    @node_limit.setter
    def node_limit(self, value: Optional[int]) -> None:
        self._set_limit(0 if value is None else count("node_limit", value, 2**64 - 1))

    @property
    def memory_limit(self) -> int:
        """The memory limit of each call in bytes (0 = none of its own)."""
        return self._memory_limit

    @memory_limit.setter
    def memory_limit(self, value: Optional[int]) -> None:
        limit = 0 if value is None else count("memory_limit", value, 2**64 - 1)
        check(self._call(lib.cg_ctx_set_memory_limit, limit), "Context.memory_limit")
        self._memory_limit = limit

    @property
    def memory_reserved(self) -> int:
        """The bytes the calls made with this context have set aside since it
        was made: the figure its memory checks counted (games and memo tables
        when they grow, each call's own buffers)."""
        out = ctypes.c_uint64()
        check(self._call(lib.cg_ctx_memory_reserved, ctypes.byref(out)), "Context.memory_reserved")
        return out.value

    def clear(self) -> None:
        """Forget the memo tables (games made in this context stay valid)."""
        with self._lock:
            if self._straggler is not None:
                self._settle()
            check(lib.cg_ctx_clear(self._ptr), "Context.clear()")

    def _settle(self) -> None:
        """Wait (lock held) for the helper thread of an interrupted call to
        leave the C library, which it does at its next progress check.

        It waits for the event the helper sets on leaving, not for the
        thread: on Python 3.11 a Thread.join() that Ctrl-C interrupts marks
        a thread still running as stopped, and is_alive() then lets the next
        call into C while the helper is inside (CG_EBUSY, or its progress
        callback and node limit left on the context). A Ctrl-C here raises
        with the straggler kept, so the call after waits again."""
        left = self._straggler
        if left is not None:
            while not left.wait(0.05):
                pass
        self._straggler = None

    def _call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(the C context, *args) under the lock: a call that does not search."""
        with self._lock:
            if self._straggler is not None:
                self._settle()
            return fn(self._ptr, *args)

    def _plain(self, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(*args) under the lock: a call on a game of this context."""
        with self._lock:
            if self._straggler is not None:
                self._settle()
            return fn(*args)

    def _search(self, call: Call, progress: Optional[ProgressFunction] = None) -> int:
        """The status of call(), a C call that charges this context's node
        limit, made under the lock so that Ctrl-C stops it.

        It is first made as it is, on the calling thread, with the node limit
        at most FAST_NODES: a call that finishes within it costs no more than
        the lock. A call that passes it (and only then) is made again with
        the user's node limit and a progress callback, on a helper thread
        when the caller is the main thread (see run_status); what the first attempt
        learned stays in the context's caches. A user progress callable
        always takes the second way. call() must be safe to make twice
        (callbacks that collect results start afresh)."""
        with self._lock:
            if self._straggler is not None:
                self._settle()
            if progress is None:
                status = call()
                if status == 0:
                    return 0
                if status != CG_ELIMIT or self._fast_only:
                    return capture(status)
            return self._interruptible(call, progress)

    def _search_fn(self, fn: Callable[..., Any], *args: Any) -> int:
        """_search(lambda: fn(the C context, *args)), without making the lambda."""
        with self._lock:
            if self._straggler is not None:
                self._settle()
            status = fn(self._ptr, *args)
            if status == 0:
                return 0
            if status != CG_ELIMIT or self._fast_only:
                return capture(status)
            return self._interruptible(lambda: fn(self._ptr, *args), None)

    def _interruptible(self, call: Call, progress: Optional[ProgressFunction]) -> int:
        def with_ctx_progress(c_fn: Any) -> int:
            check(lib.cg_ctx_set_progress(self._ptr, c_fn, None), "progress")
            try:
                return self._full_limit(call)
            finally:
                lib.cg_ctx_set_progress(self._ptr, PROGRESS_FN(0), None)   # none
        return self._run_abandonable(with_ctx_progress, progress)

    def _full_limit(self, call: Call) -> int:
        """The status of call() made with the user's node limit in C (lock
        held), captured on the thread that made it; C keeps the first
        attempt's limit (FAST_NODES) between calls."""
        check(lib.cg_ctx_set_node_limit(self._ptr, self._node_limit), "Context.node_limit")
        try:
            return capture(call())
        finally:
            fast = FAST_NODES if self._node_limit == 0 else min(self._node_limit, FAST_NODES)
            lib.cg_ctx_set_node_limit(self._ptr, fast)

    def _run_abandonable(self, call: Callable[[Any], Any],
                         progress: Optional[ProgressFunction]) -> int:
        """run_status(call, progress) (lock held) where Ctrl-C raises at once:
        the helper thread still in C becomes the straggler that the next
        call on this context waits for (_settle)."""
        def abandon(left: threading.Event) -> None:
            self._straggler = left
        return run_status(call, progress, abandon)

    def __enter__(self) -> Context:
        return self

    def __exit__(self, kind: Optional[Type[BaseException]], value: Optional[BaseException],
                 tb: Optional[TracebackType]) -> Literal[False]:
        return False

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.cg_ctx_free(ptr)
            self._ptr = None

    def __repr__(self) -> str:
        return f"Context(node_limit={self._node_limit}, memory_limit={self._memory_limit})"


_default = threading.local()


def default_context() -> Context:
    """The calling thread's default context (made on first use)."""
    ctx: Optional[Context] = getattr(_default, "ctx", None)
    if ctx is None:
        ctx = _default.ctx = Context()
    return ctx


def resolve(ctx: Optional[Context]) -> Context:
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

    def __init__(self, user: Optional[ProgressFunction]) -> None:
        if user is not None and not callable(user):
            raise TypeError("progress must be callable (done, total) -> bool | None")
        self.user = user
        self.raised: Optional[BaseException] = None
        self.c_fn = PROGRESS_FN(self._call)

    def _call(self, _data: object, done: int, total: int) -> int:
        if self.raised is not None:   # Ctrl-C, or an earlier exception
            return 1
        try:
            if self.user is not None and is_false(self.user(done, total)):
                return 1
            return 0
        except BaseException as e:   # noqa: B902 - re-raised by finish()
            self.raised = e
            return 1

    def finish_status(self, status: int) -> int:
        """Raise what the callback raised (or Ctrl-C), else return status."""
        if self.raised is not None:
            raised, self.raised = self.raised, None
            raise raised
        return status

    def finish(self, status: int, what: str) -> None:
        """Raise what the callback raised, else the exception for status."""
        if self.raised is not None:
            raised, self.raised = self.raised, None
            raise raised
        check(status, what)


def run_status(call: Callable[[Any], Any], progress: Optional[ProgressFunction],
               abandon: Optional[Callable[[threading.Event], None]] = None) -> int:
    """The status of call(c_progress_fn), a C call with a progress callback,
    run with the user's progress callable (or None) so that Ctrl-C stops it:
    on the main thread the C call runs on a helper thread while this one
    waits, because Python delivers KeyboardInterrupt only to the main
    thread's Python code, never while it is inside a C call. The progress
    callback, called by the library on the helper thread, then tells it to
    stop, and KeyboardInterrupt is raised here once the library has returned
    (and freed what it held). What the callback raised is raised here too.
    The status carries its C detail, read on the thread that made the call.

    abandon(left), when given, is called instead of waiting for the library
    to stop: KeyboardInterrupt is then raised at once, and the caller must
    wait for the event left, which the helper sets once call() returned,
    before its next C call with what the call used (Context._settle).

    The helper is waited for through that event, never Thread.join or
    is_alive: on Python 3.11 a join that an exception interrupts (a
    SIGINT handler of the user's own, a second Ctrl-C) marks the thread
    stopped while it is still in C."""
    p = Progress(progress)
    if threading.current_thread() is not threading.main_thread():
        return p.finish_status(capture(call(p.c_fn)))   # no signal reaches this thread anyway
    result: List[Union[int, BaseException]] = []
    left = threading.Event()   # set once call() has returned: nothing of it is in C

    def work() -> None:
        try:
            result.append(capture(call(p.c_fn)))
        except BaseException as e:   # noqa: B902 - raised again on the caller's thread
            result.append(e)
        finally:
            left.set()

    def interrupt(_signum: int, _frame: Optional[FrameType]) -> None:
        if p.raised is None:
            p.raised = KeyboardInterrupt()

    # While the helper runs, Ctrl-C only sets p.raised (Python's own handler
    # would raise KeyboardInterrupt at any point of this function, possibly
    # before it waited for the helper, leaving the C call running); a
    # handler of the user's own stays, its exceptions caught below.
    previous = signal.getsignal(signal.SIGINT)
    ours = previous is signal.default_int_handler
    if ours:
        signal.signal(signal.SIGINT, interrupt)
    try:
        threading.Thread(target=work, daemon=True).start()
        while not left.is_set():
            if p.raised is not None and abandon is not None:
                # p.raised stays set: the progress callback returns 1 from now on
                abandon(left)
                raise p.raised
            try:
                left.wait(0.05)
            except BaseException as e:   # noqa: B902 - a handler's exception, re-raised below
                if p.raised is None:
                    p.raised = e
    finally:
        if ours:
            signal.signal(signal.SIGINT, previous)
    status = result[0] if result else CG_ENOMEM
    if isinstance(status, BaseException):
        raise status
    return p.finish_status(status)


def run(call: Callable[[Any], Any], progress: Optional[ProgressFunction], what: str) -> None:
    """run_status(call, progress), checked: the exception for a failure."""
    check(run_status(call, progress), what)


def with_progress(ctx: Context, progress: Optional[ProgressFunction], call: Call, what: str,
                  why: Optional[Mapping[int, str]] = None) -> None:
    """Run call() (a search in ctx) through ctx._search, checked."""
    check(ctx._search(call, progress), what, why)


__all__ = ["Context", "default_context"]
