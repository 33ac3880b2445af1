//! Progress closures for the C calls that take a `cg_progress_fn`: the
//! closure says `ControlFlow::Break(())` to stop (the call then returns
//! `CG_ECANCELED`, `Error::Canceled`), and a panic in it is caught at the C
//! boundary (unwinding through C is undefined) and resumed once the C call
//! has returned and freed what it held.
use std::any::Any;
use std::ops::ControlFlow;
use std::os::raw::{c_int, c_void};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

use cookiegame_sys as sys;

/// A progress closure: positions done and positions in all.
pub(crate) type ProgressFn<'a> = dyn FnMut(u64, u64) -> ControlFlow<()> + 'a;

/// What a C call's progress callback reaches through its user pointer.
pub(crate) struct Reporter<'f, 'a> {
    progress: Option<&'f mut ProgressFn<'a>>,
    panic: Option<Box<dyn Any + Send>>,
}

impl<'f, 'a> Reporter<'f, 'a> {
    pub(crate) fn new(progress: Option<&'f mut ProgressFn<'a>>) -> Self {
        Reporter { progress, panic: None }
    }

    /// The callback to give the C call with [`Reporter::user`]: none when
    /// there is no closure, so the call does not pay for one.
    pub(crate) fn callback(&self) -> sys::cg_progress_fn {
        if self.progress.is_some() {
            Some(on_progress)
        } else {
            None
        }
    }

    /// The user pointer for [`Reporter::callback`]; valid while `self` is.
    pub(crate) fn user(&mut self) -> *mut c_void {
        self as *mut Reporter as *mut c_void
    }

    /// Call the closure: 0 to go on, 1 to stop (also after a panic, kept
    /// for [`Reporter::finish`]). For a C call whose user pointer is not
    /// the Reporter itself (the hunt's), from its own trampoline.
    pub(crate) fn report(&mut self, done: u64, total: u64) -> c_int {
        let progress = match self.progress.as_deref_mut() {
            Some(f) => f,
            None => return 0,
        };
        match catch_unwind(AssertUnwindSafe(|| progress(done, total))) {
            Ok(ControlFlow::Continue(())) => 0,
            Ok(ControlFlow::Break(())) => 1,
            Err(e) => {
                self.panic = Some(e);
                1
            }
        }
    }

    /// After the C call: resume a panic of the closure, if there was one.
    pub(crate) fn finish(&mut self) {
        if let Some(p) = self.panic.take() {
            resume_unwind(p);
        }
    }
}

/// The `cg_progress_fn` of a [`Reporter`].
///
/// # Safety
/// `user` is the `Reporter` of the running call; the C library calls this
/// from the thread that made the call.
unsafe extern "C" fn on_progress(user: *mut c_void, done: u64, total: u64) -> c_int {
    (*(user as *mut Reporter)).report(done, total)
}
