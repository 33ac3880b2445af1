//! The hunt for positions of a Grundy value among the predecessors of
//! positions of the value below (C `cg_position_hunt`, cookie.h; the tool's
//! `cookiegame hunt`).
//!
//! A position of value g has an option of value g - 1 with one or two heaps
//! fewer. So when the inputs are every position of value g - 1 with at most
//! N heaps, the predecessors with at most N + 1 heaps include every position
//! of value g with at most N + 1 heaps: the hunt settles that level without
//! its census. The inputs are not evaluated: that they have value g - 1 is
//! the caller's part.
//!
//! ```
//! use cookiegame::census::{Census, Kind};
//! use cookiegame::hunt::{hunt, HuntOptions};
//! use cookiegame::Context;
//! // Every position of value 2 with at most 5 heaps, from a census to 6 heaps.
//! let census = Census::run(Kind::Reduced, 6, 1)?;
//! let inputs: Vec<_> = (0..=5).filter_map(|n| census.positions(n, 2).ok()).flatten().collect();
//! let ctx = Context::new()?;
//! let found = hunt(&ctx, &inputs, 3, &HuntOptions::new().threads(2))?;
//! assert_eq!(found.max_heaps(), 6);   // one more than the largest input
//! // Every position of value 3 with 6 heaps is among the finds.
//! let sixes = found.found().iter().filter(|(p, g)| p.len() == 6 && *g == 3).count();
//! assert_eq!(sixes as u64, census.histogram(6)?[3]);
//! # Ok::<(), cookiegame::Error>(())
//! ```
use std::any::Any;
use std::cell::RefCell;
use std::ffi::CString;
use std::fmt;
use std::ops::ControlFlow;
use std::os::raw::{c_int, c_void};
use std::os::unix::ffi::OsStrExt;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::progress::{ProgressFn, Reporter};
use crate::{Context, Position};

/// The most worker threads the C library takes (a larger number is
/// `Error::Range`); `threads(0)` asks for every processor, up to this.
const MAX_THREADS: u32 = sys::CG_POSITION_HUNT_MAX_THREADS;

/// The progress callback: candidates done (resumed ones included) and in all.
type Progress<'a> = ProgressFn<'a>;

/// How to run a [`hunt`]: threads, the largest number of heaps, a
/// checkpoint, a progress callback. `HuntOptions::new()` is one thread, one
/// more heap than the largest input, no checkpoint, no callback.
pub struct HuntOptions<'a> {
    threads: u32,
    min_heaps: u32,
    max_heaps: Option<u32>,
    checkpoint: Option<PathBuf>,
    progress: Option<RefCell<Box<Progress<'a>>>>,
}

impl<'a> HuntOptions<'a> {
    /// One thread, the default number of heaps, no checkpoint, no callback.
    pub fn new() -> HuntOptions<'a> {
        HuntOptions { threads: 1, min_heaps: 0, max_heaps: None, checkpoint: None, progress: None }
    }

    /// Evaluate the candidates on `threads` worker threads, each with its own
    /// search context (0: one per processor). The results do not depend on
    /// it; the memory of the hunt is shared between the workers (see
    /// `cg_position_hunt`). More than 1024 is `Error::Range`.
    pub fn threads(mut self, threads: u32) -> HuntOptions<'a> {
        self.threads = threads;
        self
    }

    /// Examine candidates with at most `max_heaps` heaps (at most 4096). The
    /// default, one more than the most heaps of an input's reduced form, is
    /// the range where the hunt is complete (see the [module](self)).
    pub fn max_heaps(mut self, max_heaps: u32) -> HuntOptions<'a> {
        self.max_heaps = Some(max_heaps);
        self
    }

    /// Examine only candidates with at least `min_heaps` heaps (default 0): a
    /// hunt that settles one level when the levels below are known leaves
    /// out the candidates with fewer heaps (C `cg_position_hunt_heaps`, since
    /// 1.4). Their counts are 0; more than `max_heaps` is `Error::Range`.
    ///
    /// ```
    /// use cookiegame::hunt::{hunt, HuntOptions};
    /// use cookiegame::{Context, Position};
    /// let ctx = Context::new()?;
    /// let inputs = vec![Position::new(&[1])?, Position::new(&[1, 2])?];   // values 1 and 2
    /// let all = hunt(&ctx, &inputs, 2, &HuntOptions::new().max_heaps(3))?;
    /// let three = hunt(&ctx, &inputs, 2, &HuntOptions::new().max_heaps(3).min_heaps(3))?;
    /// assert_eq!(three.candidates()[2], 0);
    /// assert_eq!(three.candidates()[3], all.candidates()[3]);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn min_heaps(mut self, min_heaps: u32) -> HuntOptions<'a> {
        self.min_heaps = min_heaps;
        self
    }

    /// Save the hunt's state to `path` at most once a second and at the end,
    /// and resume from it when it exists: a hunt stopped any way at all
    /// (the progress callback, the node limit, the process killed) goes on
    /// after its last saved candidate and gives what an uninterrupted run
    /// gives. A checkpoint of another hunt (other inputs, value or
    /// `max_heaps`) is `Error::Domain`, a damaged one `Error::Parse`, one
    /// that cannot be read or written `Error::Invalid`, each naming the file.
    pub fn checkpoint(mut self, path: impl AsRef<Path>) -> HuntOptions<'a> {
        self.checkpoint = Some(path.as_ref().to_path_buf());
        self
    }

    /// Call `progress(done, total)` from the calling thread as candidates are
    /// evaluated (first before any, `done` counting the candidates of a
    /// resumed checkpoint); `ControlFlow::Break(())` stops the hunt with
    /// `Error::Canceled`, keeping the checkpoint. A panic in it stops the
    /// hunt and is resumed once the C library has returned.
    pub fn progress(mut self, progress: impl FnMut(u64, u64) -> ControlFlow<()> + 'a) -> HuntOptions<'a> {
        self.progress = Some(RefCell::new(Box::new(progress)));
        self
    }
}

impl Default for HuntOptions<'_> {
    /// The same as [`HuntOptions::new`].
    fn default() -> Self {
        HuntOptions::new()
    }
}

impl fmt::Debug for HuntOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HuntOptions")
            .field("threads", &self.threads)
            .field("min_heaps", &self.min_heaps)
            .field("max_heaps", &self.max_heaps)
            .field("checkpoint", &self.checkpoint)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// What a [`hunt`] found: the candidates of value at least the value sought,
/// in the hunt's order, and per number of heaps the candidates and their
/// largest value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunt {
    found: Vec<(Position, u32)>,
    candidates: Vec<u64>,
    largest: Vec<u32>,
}

impl Hunt {
    /// The candidates of value at least the value sought, reduced, with their
    /// values, sorted by number of heaps and then lexicographically.
    pub fn found(&self) -> &[(Position, u32)] {
        &self.found
    }

    /// The largest number of heaps of a candidate.
    pub fn max_heaps(&self) -> u32 {
        (self.candidates.len() - 1) as u32
    }

    /// The number of candidates with n heaps, at index n (0 to `max_heaps`).
    pub fn candidates(&self) -> &[u64] {
        &self.candidates
    }

    /// The largest value among the candidates with n heaps, at index n (0 when
    /// there is none).
    pub fn largest(&self) -> &[u32] {
        &self.largest
    }
}

/// What the C callbacks share with [`hunt`] (their user pointer).
struct Calls<'o, 'a> {
    found: Vec<(Position, u32)>,
    /// The progress closure, called as the tables' builds call theirs.
    progress: Reporter<'o, 'a>,
    /// A copy of a found position could not be made.
    out_of_memory: bool,
    /// A panic while keeping a found position, resumed after the C call.
    panic: Option<Box<dyn Any + Send>>,
}

unsafe extern "C" fn on_found(user: *mut c_void, p: *const sys::cg_position, value: u32) -> c_int {
    // SAFETY: user is the Calls of the running hunt, used by this thread only.
    let calls = &mut *(user as *mut Calls);
    let mut copy = ptr::null_mut();
    if sys::cg_position_clone(p, &mut copy) != sys::CG_OK {
        calls.out_of_memory = true;
        return 1;
    }
    let copy = Position::from_raw(copy);
    // A Vec's push panics only past isize::MAX bytes; still, no unwinding into C.
    match catch_unwind(AssertUnwindSafe(|| calls.found.push((copy, value)))) {
        Ok(()) => 0,
        Err(e) => {
            calls.panic = Some(e);
            1
        }
    }
}

unsafe extern "C" fn on_progress(user: *mut c_void, done: u64, total: u64) -> c_int {
    // SAFETY: user is the Calls of the running hunt; the C library calls this
    // from the thread that called it. One user pointer serves both callbacks,
    // so this one reaches the Reporter through the Calls.
    (*(user as *mut Calls)).progress.report(done, total)
}

/// Hunt for positions of Grundy value `value` among the predecessors of
/// `inputs` (of value `value` - 1 for a complete hunt): every reduced
/// position that can move to one of them, with at most
/// [`HuntOptions::max_heaps`] heaps, without repeats, sorted by number of
/// heaps and then lexicographically, each evaluated by the memoised search
/// (the node limit of `ctx` applying to each search, its memory limit to the
/// whole hunt). The results are the same on any number of threads.
///
/// Errors: `value` 0 is `Error::Domain` and no inputs `Error::Invalid`; a
/// checkpoint's path with a NUL byte or empty is `Error::Invalid`;
/// `Error::Range` for more than 4096 heaps or 1024 threads,
/// `Error::Limit` when a search passes the node limit, `Error::Canceled`
/// when the progress callback stops the hunt, `Error::NoMemory` when the
/// candidates, or one search, do not fit; see also
/// [`HuntOptions::checkpoint`].
///
/// ```
/// use std::ops::ControlFlow;
/// use cookiegame::hunt::{hunt, HuntOptions};
/// use cookiegame::{Context, Error, Position};
/// let ctx = Context::new()?;
/// let inputs = vec![Position::new(&[1])?];   // value 1
/// let h = hunt(&ctx, &inputs, 2, &HuntOptions::new())?;
/// assert_eq!(h.candidates(), &[0, 0, 2]);   // two predecessors with 2 heaps
/// assert_eq!(h.found(), &[(Position::new(&[1, 2])?, 2)]);   // one of value 2
/// let stop = HuntOptions::new().progress(|_done, _total| ControlFlow::Break(()));
/// assert!(matches!(hunt(&ctx, &inputs, 2, &stop), Err(Error::Canceled(_))));
/// assert!(matches!(hunt(&ctx, &inputs, 0, &HuntOptions::new()), Err(Error::Domain(_))));
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn hunt(ctx: &Context, inputs: &[Position], value: u32, options: &HuntOptions<'_>) -> Result<Hunt> {
    if inputs.is_empty() {
        return Err(Error::Invalid(format!(
            "hunt(value {}): no input positions (give those of value {})",
            value,
            value.saturating_sub(1)
        )));
    }
    let max_heaps = match options.max_heaps {
        Some(n) => n,
        None => {
            let mut most = 0;
            for p in inputs {
                let n = if p.is_reduced() { p.len() } else { p.reduced()?.len() };
                most = most.max(n);
            }
            // An input past u32::MAX heaps cannot exist; past 4096 the C call refuses it.
            u32::try_from(most).unwrap_or(u32::MAX).saturating_add(1)
        }
    };
    let threads = match options.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()).min(MAX_THREADS as usize) as u32,
        t => t,
    };
    let checkpoint = match &options.checkpoint {
        Some(path) => Some(CString::new(path.as_os_str().as_bytes()).map_err(|_| {
            Error::Invalid(format!("hunt(value {}): the checkpoint's path {:?} has a NUL byte", value, path))
        })?),
        None => None,
    };
    let mut progress = match &options.progress {
        Some(cell) => Some(cell.try_borrow_mut().map_err(|_| {
            Error::Invalid(format!("hunt(value {}): these options' progress callback is already running", value))
        })?),
        None => None,
    };
    // Past 4096 heaps the C call refuses max_heaps before using the arrays.
    let levels = max_heaps.min(sys::CG_POSITION_SEARCH_MAX_HEAPS as u32) as usize + 1;
    let mut candidates = vec![0u64; levels];
    let mut largest = vec![0u32; levels];
    let raw: Vec<*const sys::cg_position> = inputs.iter().map(Position::as_ptr).collect();
    let reporter = Reporter::new(progress.as_deref_mut().map(|f| &mut **f));
    let has_progress = reporter.callback().is_some();
    let mut calls = Calls { found: Vec::new(), progress: reporter, out_of_memory: false, panic: None };
    // SAFETY: live context and positions; the path is NUL-terminated; the
    // arrays hold max_heaps + 1 values whenever the call writes them; the
    // callbacks get `calls`, which outlives the call, and are called from
    // this thread.
    let path = checkpoint.as_ref().map_or(ptr::null(), |c| c.as_ptr());
    let progress_fn: sys::cg_progress_fn = if has_progress { Some(on_progress) } else { None };
    let user = &mut calls as *mut Calls as *mut c_void;
    // SAFETY: as above. cg_position_hunt is the range from 0 heaps (and the
    // library of 1.3 has only that one).
    let status = unsafe {
        if options.min_heaps == 0 {
            sys::cg_position_hunt(ctx.as_ptr(), raw.as_ptr(), raw.len(), value, max_heaps, threads, path,
                Some(on_found), progress_fn, user, candidates.as_mut_ptr(), largest.as_mut_ptr())
        } else {
            sys::cg_position_hunt_heaps(ctx.as_ptr(), raw.as_ptr(), raw.len(), value, options.min_heaps,
                max_heaps, threads, path, Some(on_found), progress_fn, user, candidates.as_mut_ptr(),
                largest.as_mut_ptr())
        }
    };
    calls.progress.finish();
    if let Some(p) = calls.panic.take() {
        resume_unwind(p);
    }
    let what = || {
        let heaps = match options.max_heaps {
            Some(_) => format!("max_heaps {}", max_heaps),
            None => format!("max_heaps {} (one more than the largest input)", max_heaps),
        };
        let heaps = match options.min_heaps {
            0 => heaps,
            m => format!("min_heaps {}, {}", m, heaps),
        };
        format!("hunt(value {}, {} inputs, {}, {} threads)", value, inputs.len(), heaps, threads)
    };
    if status == sys::CG_ECANCELED && calls.out_of_memory {
        return Err(Error::NoMemory(format!("{}: no memory to copy a position found", what())));
    }
    check(status, what)?;
    Ok(Hunt { found: calls.found, candidates, largest })
}
