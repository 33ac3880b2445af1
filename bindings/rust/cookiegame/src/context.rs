//! Contexts: the memo tables and node limit of searches (C `cg_ctx`).
use std::marker::PhantomData;
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Result};

/// A search context: caches kept between calls and the node limit of each call.
///
/// A context is used through `&Context` by one thread at a time: it is `Send`
/// but not `Sync`. Games borrow the context that made them.
///
/// ```
/// let ctx = cookiegame::Context::with_node_limit(1_000_000)?;
/// let p: cookiegame::Position = "1 2 3 3 6".parse()?;
/// assert_eq!(p.grundy(&ctx)?, 1);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct Context {
    ptr: *mut sys::cg_ctx,
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
        Ok(Context { ptr, _not_sync: PhantomData })
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

    /// Forget the memo tables; games made in the context stay valid.
    pub fn clear(&self) -> Result<()> {
        // SAFETY: self.ptr is a live context; interned games survive a clear.
        check(unsafe { sys::cg_ctx_clear(self.ptr) }, || "Context::clear()".into())
    }

    /// The raw C context, for calls through `cookiegame-sys`.
    pub fn as_ptr(&self) -> *mut sys::cg_ctx {
        self.ptr
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the context is live and nothing borrows it any more.
        unsafe { sys::cg_ctx_free(self.ptr) }
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Context({:p})", self.ptr)
    }
}
