//! Contexts: the memo tables and node limit of searches (C `cg_ctx`).
use std::cell::RefCell;
use std::marker::PhantomData;
use std::os::raw::{c_int, c_void};
use std::ptr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use cookiegame_sys as sys;

use crate::error::{check, Result};

/// A search context: caches kept between calls and the node limit of each call.
///
/// A context is used through `&Context` by one thread at a time: it is `Send`
/// but not `Sync`, so it cannot be shared between threads (give each thread
/// its own, or move it). Games borrow the context that made them.
///
/// ```compile_fail
/// fn shared<T: Sync>(_: &T) {}
/// shared(&cookiegame::Context::new().unwrap()); // Context is not Sync
/// ```
///
/// ```
/// let ctx = cookiegame::Context::with_node_limit(1_000_000)?;
/// let p: cookiegame::Position = "1 2 3 3 6".parse()?;
/// assert_eq!(p.grundy(&ctx)?, 1);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct Context {
    ptr: *mut sys::cg_ctx,
    // The flag the C progress callback reads; kept alive while installed.
    cancel: RefCell<Option<Arc<AtomicBool>>>,
    // Not Sync: the C context is not safe to use from two threads at once.
    _not_sync: PhantomData<std::cell::Cell<()>>,
}

// SAFETY: the C context may move between threads; it is only used by one at a time.
unsafe impl Send for Context {}

impl Context {
    /// A new context with no node limit.
    pub fn new() -> Result<Context> {
        let mut ptr = ptr::null_mut();
        // SAFETY: ptr is a valid out-pointer.
        check(unsafe { sys::cg_ctx_new(&mut ptr) }, || "Context::new()".into())?;
        Ok(Context { ptr, cancel: RefCell::new(None), _not_sync: PhantomData })
    }

    /// A new context whose calls stop with [`crate::Error::Limit`] after `nodes` nodes of work (0 = none).
    pub fn with_node_limit(nodes: u64) -> Result<Context> {
        let ctx = Context::new()?;
        ctx.set_node_limit(nodes)?;
        Ok(ctx)
    }

    /// Set the node limit of each call (0 = no limit).
    pub fn set_node_limit(&self, nodes: u64) -> Result<()> {
        // SAFETY: self.ptr is a live context.
        check(unsafe { sys::cg_ctx_set_node_limit(self.ptr, nodes) }, || {
            format!("Context::set_node_limit({})", nodes)
        })
    }

    /// Bound the memory each call may set aside, in bytes (0 = no limit of its
    /// own: what the process may really use, free memory, its cgroup's limit
    /// and its ulimit, always applies). A call that would pass it stops before
    /// allocating with [`crate::Error::NoMemory`].
    pub fn set_memory_limit(&self, bytes: u64) -> Result<()> {
        // SAFETY: self.ptr is a live context.
        check(unsafe { sys::cg_ctx_set_memory_limit(self.ptr, bytes) }, || {
            format!("Context::set_memory_limit({})", bytes)
        })
    }

    /// The bytes the calls made with this context have set aside since it was
    /// made: the figure its memory checks counted (`cg_ctx_memory_reserved`).
    pub fn memory_reserved(&self) -> Result<u64> {
        let mut bytes = 0u64;
        // SAFETY: self.ptr is a live context; bytes is a valid out-pointer.
        check(unsafe { sys::cg_ctx_memory_reserved(self.ptr, &mut bytes) }, || {
            "Context::memory_reserved()".into()
        })?;
        Ok(bytes)
    }

    /// Forget the memo tables; games made in the context stay valid.
    pub fn clear(&self) -> Result<()> {
        // SAFETY: self.ptr is a live context; interned games survive a clear.
        check(unsafe { sys::cg_ctx_clear(self.ptr) }, || "Context::clear()".into())
    }

    /// Stop long calls on request: while `flag` is installed, every call that
    /// searches with this context (anything that charges the node limit)
    /// looks at it every 65536 nodes and, when it is `true`, stops with
    /// [`crate::Error::Canceled`]. Set it from another thread, or from a signal
    /// handler (storing to an `AtomicBool` is async-signal-safe). The
    /// context keeps what the stopped call learned, so it stays usable and a
    /// later call goes on from there; clear the flag (`store(false)`) before
    /// the next call, or every long call stops at once. `None` removes it.
    ///
    /// ```
    /// use std::sync::{atomic::{AtomicBool, Ordering}, Arc};
    /// let ctx = cookiegame::Context::new()?;
    /// let stop = Arc::new(AtomicBool::new(false));
    /// ctx.set_cancel_flag(Some(stop.clone()))?;
    /// let big = cookiegame::Position::new(&(1..40).chain([40; 5]).collect::<Vec<u32>>())?;
    /// let stopper = stop.clone();
    /// std::thread::spawn(move || {
    ///     std::thread::sleep(std::time::Duration::from_millis(100));
    ///     stopper.store(true, Ordering::Relaxed);
    /// });
    /// assert!(matches!(big.grundy(&ctx), Err(cookiegame::Error::Canceled(_))));
    /// stop.store(false, Ordering::Relaxed);
    /// assert_eq!("1 2 3 3 6".parse::<cookiegame::Position>()?.grundy(&ctx)?, 1);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn set_cancel_flag(&self, flag: Option<Arc<AtomicBool>>) -> Result<()> {
        let status = match &flag {
            // SAFETY: the AtomicBool lives as long as the Arc kept in
            // self.cancel, which is replaced only after the callback is
            // changed here and dropped after the context is freed.
            Some(f) => unsafe {
                sys::cg_ctx_set_progress(self.ptr, Some(cancel_requested), Arc::as_ptr(f) as *mut c_void)
            },
            // SAFETY: self.ptr is a live context; no callback.
            None => unsafe { sys::cg_ctx_set_progress(self.ptr, None, ptr::null_mut()) },
        };
        check(status, || "Context::set_cancel_flag()".into())?;
        *self.cancel.borrow_mut() = flag;
        Ok(())
    }

    /// The raw C context, for calls through `cookiegame-sys`.
    pub fn as_ptr(&self) -> *mut sys::cg_ctx {
        self.ptr
    }
}

/// The C progress callback of [`Context::set_cancel_flag`]: nonzero (stop)
/// when the flag is set. Cannot panic.
unsafe extern "C" fn cancel_requested(data: *mut c_void, _done: u64, _total: u64) -> c_int {
    // SAFETY: data is the AtomicBool of the Arc the context holds.
    let flag = &*(data as *const AtomicBool);
    c_int::from(flag.load(Ordering::Relaxed))
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the context is live and nothing borrows it any more; the
        // cancel flag is dropped after it.
        unsafe { sys::cg_ctx_free(self.ptr) }
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Context({:p})", self.ptr)
    }
}
