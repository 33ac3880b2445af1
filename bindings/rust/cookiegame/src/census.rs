//! Censuses of strict and reduced positions (C tables.h).
use std::ops::ControlFlow;
use std::os::raw::c_void;
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::position::collect_position;
use crate::progress::{ProgressFn, Reporter};
use crate::Position;

/// Which positions a census covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Strict positions.
    Strict,
    /// Reduced positions.
    Reduced,
    /// Reduced positions by outcome class instead of Grundy value: index 0
    /// is P in normal and misère play, 1 P in normal and N in misère play,
    /// 2 N in normal and P in misère play, 3 N in both (the `CG_CENSUS_*`
    /// classes).
    ///
    /// ```
    /// use cookiegame::census::{Census, Kind};
    /// let c = Census::run(Kind::Outcomes, 4, 0)?;
    /// assert_eq!(c.histogram(4)?, vec![1, 3, 6, 4]);
    /// assert_eq!(c.example(4, 0)?.heaps(), vec![2, 2, 4, 4]);   // P in both plays
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    Outcomes,
}

/// Histograms, largest values and examples per number of heaps.
///
/// ```
/// use cookiegame::census::{Census, Kind};
/// let c = Census::run(Kind::Reduced, 8, 0)?;
/// assert_eq!(c.histogram(8)?.iter().sum::<u64>(), 1430);   // Catalan(8)
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct Census {
    ptr: *mut sys::cg_census,
}

// SAFETY: immutable C data once built.
unsafe impl Send for Census {}
unsafe impl Sync for Census {}

impl Census {
    /// Run the census to `nmax` heaps on `threads` threads (0: every processor).
    pub fn run(kind: Kind, nmax: u32, threads: u32) -> Result<Census> {
        Census::start(kind, nmax, threads, None)
    }

    /// [`Census::run`], calling `progress(done, total)` (positions) on the
    /// calling thread as it goes; `ControlFlow::Break(())` stops it with
    /// `Error::Canceled`, as for the tables ([`crate::StrictTable::with_progress`];
    /// Python's `census(..., progress=...)`).
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use cookiegame::census::{Census, Kind};
    /// let mut seen = 0;
    /// let c = Census::run_with_progress(Kind::Strict, 14, 1, |done, _total| {
    ///     seen = done;
    ///     ControlFlow::Continue(())
    /// })?;
    /// assert!(seen > 0 && c.nmax() == 14);
    /// let stop = Census::run_with_progress(Kind::Reduced, 12, 1, |_, _| ControlFlow::Break(()));
    /// assert!(matches!(stop, Err(cookiegame::Error::Canceled(_))));
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn run_with_progress(
        kind: Kind,
        nmax: u32,
        threads: u32,
        mut progress: impl FnMut(u64, u64) -> ControlFlow<()>,
    ) -> Result<Census> {
        Census::start(kind, nmax, threads, Some(&mut progress))
    }

    fn start(kind: Kind, nmax: u32, threads: u32, progress: Option<&mut ProgressFn<'_>>) -> Result<Census> {
        let mut ptr = ptr::null_mut();
        let f = match kind {
            Kind::Strict => sys::cg_strict_census,
            Kind::Reduced => sys::cg_reduced_census,
            Kind::Outcomes => sys::cg_reduced_outcome_census,
        };
        let threads = crate::worker_threads(threads);
        let mut reporter = Reporter::new(progress);
        // SAFETY: the callback gets `reporter`, which outlives the call, and
        // runs on this thread; valid out-pointer.
        let status = unsafe { f(nmax, threads, 0, reporter.callback(), reporter.user(), &mut ptr) };
        reporter.finish();
        check(status, || format!("Census::run({:?}, {})", kind, nmax))?;
        Ok(Census { ptr })
    }

    /// Run the census to `nmax` heaps, saving every finished level in the
    /// directory `dir` and resuming from it: a census stopped any way at all
    /// goes on after its last finished level when run again with the same
    /// `dir`, and gives the same result (`Kind::Reduced` and `Kind::Outcomes`;
    /// `Error::Invalid` for `Kind::Strict`).
    ///
    /// ```
    /// use cookiegame::census::{Census, Kind};
    /// let dir = std::env::temp_dir().join(format!("cookiegame-doc-{}", std::process::id()));
    /// let c = Census::run_resumable(Kind::Reduced, 9, 2, &dir)?;
    /// let again = Census::run_resumable(Kind::Reduced, 9, 1, &dir)?;   // answered from dir
    /// assert_eq!(c.histogram(9)?, again.histogram(9)?);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn run_resumable(kind: Kind, nmax: u32, threads: u32, dir: &std::path::Path) -> Result<Census> {
        use std::os::unix::ffi::OsStrExt;
        let f = match kind {
            Kind::Strict => {
                return Err(Error::Invalid("Census::run_resumable: the strict census has no checkpoints".into()))
            }
            Kind::Reduced => sys::cg_reduced_census_resumable,
            Kind::Outcomes => sys::cg_reduced_outcome_census_resumable,
        };
        let path = std::ffi::CString::new(dir.as_os_str().as_bytes())
            .map_err(|_| Error::Invalid(format!("Census::run_resumable: {:?} has a NUL byte", dir)))?;
        let mut ptr = ptr::null_mut();
        let threads = crate::worker_threads(threads);
        // SAFETY: no progress callback; NUL-terminated path; valid out-pointer.
        check(unsafe { f(nmax, threads, 0, path.as_ptr(), None, ptr::null_mut(), &mut ptr) }, || {
            format!("Census::run_resumable({:?}, {}, {:?})", kind, nmax, dir)
        })?;
        Ok(Census { ptr })
    }

    /// The reduced census to `nmax` heaps that lists up to `list_max`
    /// positions of the value `g` per level (at least
    /// `CG_CENSUS_LIST_MAX`), where every other value stops at
    /// `CG_CENSUS_LIST_MAX`: for a hunt from every position of a common
    /// value, such as the 1 540 220 of value 6 with 22 heaps. With `dir`,
    /// resumable as [`Census::run_resumable`] (the same checkpoints). The
    /// listing is charged as it grows (`Error::NoMemory` past what the
    /// process may use); `Error::Range` for `list_max` below
    /// `CG_CENSUS_LIST_MAX`, `Error::Domain` for `g` above `nmax` (C
    /// `cg_reduced_census_listing`, since 1.4).
    ///
    /// ```
    /// use cookiegame::census::{Census, Kind};
    /// // 1 116 159 positions of value 1 with 14 heaps: more than the ordinary bound.
    /// assert!(Census::run(Kind::Reduced, 14, 2)?.positions(14, 1).is_err());
    /// let wide = Census::run_listing(14, 2, 1, 2_000_000, None)?;
    /// assert_eq!(wide.positions(14, 1)?.len(), 1_116_159);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn run_listing(nmax: u32, threads: u32, g: u32, list_max: u64, dir: Option<&std::path::Path>) -> Result<Census> {
        use std::os::unix::ffi::OsStrExt;
        let path = match dir {
            Some(d) => Some(std::ffi::CString::new(d.as_os_str().as_bytes()).map_err(|_| {
                Error::Invalid(format!("Census::run_listing: {:?} has a NUL byte", d))
            })?),
            None => None,
        };
        let mut ptr = ptr::null_mut();
        let threads = crate::worker_threads(threads);
        let dir_ptr = path.as_ref().map_or(ptr::null(), |p| p.as_ptr());
        // SAFETY: no progress callback; NULL or a NUL-terminated path; valid out-pointer.
        check(
            unsafe { sys::cg_reduced_census_listing(nmax, threads, 0, g, list_max, dir_ptr, None, ptr::null_mut(), &mut ptr) },
            || format!("Census::run_listing({}, {}, {}, {:?})", nmax, g, list_max, dir),
        )?;
        Ok(Census { ptr })
    }

    /// The bytes the levels of a census of `kind` to `nmax` heaps need at
    /// their peak, which the census checks before it starts (C
    /// `cg_strict_census_memory`, `cg_reduced_census_memory`; the outcome
    /// census is the reduced engine). Its listings of rare values are
    /// charged as they grow and are not included ([`Census::memory_used`]
    /// gives the whole figure of a census that ran). `Error::Range` past 48
    /// strict or 30 reduced heaps.
    ///
    /// ```
    /// use cookiegame::census::{Census, Kind};
    /// // Three levels instead of all: far less than the table's 2^36 / 4 bytes.
    /// assert!(Census::memory(Kind::Strict, 36)? < cookiegame::StrictTable::memory(36)?);
    /// assert_eq!(Census::memory(Kind::Outcomes, 20)?, Census::memory(Kind::Reduced, 20)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn memory(kind: Kind, nmax: u32) -> Result<u64> {
        let f = match kind {
            Kind::Strict => sys::cg_strict_census_memory,
            Kind::Reduced | Kind::Outcomes => sys::cg_reduced_census_memory,
        };
        let mut bytes = 0u64;
        // SAFETY: valid out-pointer.
        check(unsafe { f(nmax, &mut bytes) }, || format!("Census::memory({:?}, {})", kind, nmax))?;
        Ok(bytes)
    }

    /// The largest number of heaps.
    pub fn nmax(&self) -> u32 {
        // SAFETY: live census.
        unsafe { sys::cg_census_nmax(self.ptr) }
    }

    /// How many positions with n heaps have each Grundy value (index = value).
    pub fn histogram(&self, n: u32) -> Result<Vec<u64>> {
        let top = self.max_value(n)?;
        let mut counts = vec![0u64; top as usize + 1];
        // SAFETY: counts holds top + 1 values.
        check(unsafe { sys::cg_census_histogram(self.ptr, n, counts.as_mut_ptr(), counts.len()) }, || {
            format!("Census::histogram({})", n)
        })?;
        Ok(counts)
    }

    /// The memory of the census (`cg_census_memory_used`): the most its levels
    /// and listings held while it ran, and what its listings hold now.
    pub fn memory_used(&self) -> Result<(u64, u64)> {
        let (mut peak, mut held) = (0u64, 0u64);
        // SAFETY: live census, valid out-pointers.
        check(unsafe { sys::cg_census_memory_used(self.ptr, &mut peak, &mut held) }, || {
            "Census::memory_used()".into()
        })?;
        Ok((peak, held))
    }

    /// The largest Grundy value with n heaps.
    pub fn max_value(&self, n: u32) -> Result<u32> {
        let mut g = 0;
        // SAFETY: valid out-pointer.
        check(unsafe { sys::cg_census_max_value(self.ptr, n, &mut g) }, || format!("Census::max_value({})", n))?;
        Ok(g)
    }

    /// The lexicographically smallest position with n heaps and value g.
    pub fn example(&self, n: u32, g: u32) -> Result<Position> {
        let mut out = ptr::null_mut();
        // SAFETY: valid out-pointer; the position is ours.
        check(unsafe { sys::cg_census_example(self.ptr, n, g, &mut out) }, || {
            format!("Census::example({}, {})", n, g)
        })?;
        Ok(Position::from_raw(out))
    }

    /// Every position with n heaps and value g, in lexicographic order; an
    /// `Error::Range` when more than 1048576 have that value (or the
    /// `list_max` of [`Census::run_listing`] for its value: the census only
    /// counts those), `Error::Domain` when none has.
    pub fn positions(&self, n: u32, g: u32) -> Result<Vec<Position>> {
        let mut found: Vec<Position> = Vec::new();
        // SAFETY: live census; the callback only pushes into `found`.
        check(
            unsafe {
                sys::cg_census_positions(self.ptr, n, g, Some(collect_position), &mut found as *mut _ as *mut c_void)
            },
            || format!("Census::positions({}, {})", n, g),
        )?;
        Ok(found)
    }
}

impl Drop for Census {
    fn drop(&mut self) {
        // SAFETY: owned, freed once.
        unsafe { sys::cg_census_free(self.ptr) }
    }
}
