//! The Grundy value of every strict or every reduced position up to a number
//! of heaps, kept for lookups (C tables.h): [`StrictTable`] and
//! [`ReducedTable`], with the method names of Python's `cookiegame.StrictTable`
//! and `cookiegame.ReducedTable`; and the D-value counts of strict positions
//! ([`strict_dvalue_counts`]). A [`crate::census::Census`] keeps only
//! histograms and examples, so it reaches more heaps.
//!
//! The positions of a level (n heaps) are numbered by rank, their place in
//! the lexicographic order of the heap tuples: `values(n)[rank]` is the
//! Grundy value of `position(n, rank)`.
//!
//! ```
//! use cookiegame::{Position, ReducedTable};
//! let t = ReducedTable::new(6, 0)?;
//! assert_eq!(t.level_size(3)?, 5);                          // Catalan(3)
//! // ranks of 3 heaps: (1,2,3), (1,3,3), (2,2,3), (2,3,3), (3,3,3)
//! assert_eq!(t.values(3)?, vec![0, 2, 0, 1, 1]);
//! assert_eq!(t.position(3, 1)?, Position::new(&[1, 3, 3])?);
//! assert_eq!(t.grundy(&"1 3 3".parse()?)?, 2);
//! assert_eq!(t.histogram(3)?, vec![2, 2, 1]);               // values 0, 1, 2
//! # Ok::<(), cookiegame::Error>(())
//! ```
use std::ops::ControlFlow;
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::progress::{ProgressFn, Reporter};
use crate::{memory_check, worker_threads, Position};

/// How many strict reduced positions with `n` heaps have each D-value,
/// index = D (0..=n), counted without enumerating them (C
/// `cg_strict_dvalue_counts`); they add up to 2^(n-1). `Error::Range` past
/// `CG_STRICT_DVALUE_MAX_HEAPS` (66) heaps, where a count passes 64 bits.
///
/// ```
/// // Propp and Ullman's table: 5 heaps, 2 of D-value 3, 4 of 4, 10 of 5
/// assert_eq!(cookiegame::strict_dvalue_counts(5)?, vec![0, 0, 0, 2, 4, 10]);
/// assert_eq!(cookiegame::strict_dvalue_counts(10)?.iter().sum::<u64>(), 512);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn strict_dvalue_counts(n: u32) -> Result<Vec<u64>> {
    // The C call checks the room before n, so without this a large n would
    // first need n + 1 counts of room.
    if n > sys::CG_STRICT_DVALUE_MAX_HEAPS {
        return Err(Error::Range(format!(
            "strict_dvalue_counts({}): past {} heaps a count does not fit in 64 bits",
            n,
            sys::CG_STRICT_DVALUE_MAX_HEAPS
        )));
    }
    let mut counts = vec![0u64; n as usize + 1];
    // SAFETY: counts holds n + 1 values, as the C call needs.
    let status = unsafe { sys::cg_strict_dvalue_counts(n, counts.as_mut_ptr(), counts.len()) };
    check(status, || format!("strict_dvalue_counts({})", n))?;
    Ok(counts)
}

/// One table type over one C engine: the methods are written once, here,
/// for both (the C functions differ only by their prefix).
macro_rules! table {
    (
        $(#[$meta:meta])*
        $name:ident, $raw:ty, $kind:literal, $max:ident,
        build: $build:path, free: $free:path, memory: $memory:path, nmax: $nmax:path,
        grundy: $grundy:path, histogram: $histogram:path, level_size: $level_size:path,
        values: $values:path, position: $position:path
    ) => {
        $(#[$meta])*
        pub struct $name {
            ptr: *mut $raw,
        }

        // SAFETY: immutable C data once built; the C library says a table may
        // be read from several threads at once.
        unsafe impl Send for $name {}
        unsafe impl Sync for $name {}

        impl $name {
            #[doc = concat!("The largest `nmax` a ", $kind, " table accepts (C `", stringify!($max), "`).")]
            pub const MAX_HEAPS: u32 = sys::$max;

            #[doc = concat!("Build the table of every ", $kind, " position with 0..=`nmax` heaps on")]
            /// `threads` worker threads (0: one per processor). Errors:
            /// `nmax` past [`Self::MAX_HEAPS`] (`Error::Range`), a table that
            /// needs more memory than the process may use ([`Self::memory`]
            /// says how much; `Error::NoMemory`, refused before it starts).
            pub fn new(nmax: u32, threads: u32) -> Result<Self> {
                Self::build(nmax, threads, None)
            }

            /// [`Self::new`], calling `progress(done, total)` (positions) on
            /// the calling thread as the build goes; `ControlFlow::Break(())`
            /// stops it: `Error::Canceled`, nothing kept. A panic in
            /// `progress` stops the build too, and is resumed once the C
            /// library has freed what it held.
            ///
            /// ```
            /// use std::ops::ControlFlow;
            #[doc = concat!("use cookiegame::{Error, ", stringify!($name), "};")]
            /// let mut calls = 0;
            #[doc = concat!("let t = ", stringify!($name), "::with_progress(10, 1, |done, total| {")]
            ///     assert!(done <= total);
            ///     calls += 1;
            ///     ControlFlow::Continue(())
            /// })?;
            /// assert!(calls > 0 && t.nmax() == 10);
            #[doc = concat!("let stop = ", stringify!($name), "::with_progress(10, 1, |_, _| ControlFlow::Break(()));")]
            /// assert!(matches!(stop, Err(Error::Canceled(_))));
            /// # Ok::<(), cookiegame::Error>(())
            /// ```
            pub fn with_progress(
                nmax: u32,
                threads: u32,
                mut progress: impl FnMut(u64, u64) -> ControlFlow<()>,
            ) -> Result<Self> {
                Self::build(nmax, threads, Some(&mut progress))
            }

            fn build(nmax: u32, threads: u32, progress: Option<&mut ProgressFn<'_>>) -> Result<Self> {
                let threads = worker_threads(threads);
                let mut reporter = Reporter::new(progress);
                let mut ptr = ptr::null_mut();
                // SAFETY: the callback gets `reporter`, which outlives the
                // call, and runs on this thread; valid out-pointer.
                let status = unsafe { $build(nmax, threads, reporter.callback(), reporter.user(), &mut ptr) };
                reporter.finish();
                check(status, || format!(concat!(stringify!($name), "::new({}, {} threads)"), nmax, threads))?;
                Ok($name { ptr })
            }

            #[doc = concat!("The bytes a ", $kind, " table to `nmax` heaps needs, known before")]
            /// building it: compare it with the memory you have.
            /// `Error::Range` past [`Self::MAX_HEAPS`].
            pub fn memory(nmax: u32) -> Result<u64> {
                let mut bytes = 0u64;
                // SAFETY: valid out-pointer.
                check(unsafe { $memory(nmax, &mut bytes) }, || {
                    format!(concat!(stringify!($name), "::memory({})"), nmax)
                })?;
                Ok(bytes)
            }

            /// The largest number of heaps in the table.
            pub fn nmax(&self) -> u32 {
                // SAFETY: live table.
                unsafe { $nmax(self.ptr) }
            }

            #[doc = concat!("The Grundy value of a position (raw or reduced) whose reduced form")]
            /// has at most `nmax` heaps: a lookup, O(n). Errors: more heaps
            /// (`Error::Range`), and for the strict table a position that is
            /// not strict (`Error::Domain`).
            pub fn grundy(&self, position: &Position) -> Result<u32> {
                let mut g = 0u32;
                // SAFETY: live table and position; valid out-pointer.
                check(unsafe { $grundy(self.ptr, position.as_ptr(), &mut g) }, || {
                    format!(concat!(stringify!($name), "::grundy({})"), position)
                })?;
                Ok(g)
            }

            fn level(&self, n: u32, what: &str) -> Result<()> {
                if n > self.nmax() {
                    return Err(Error::Range(format!(
                        concat!(stringify!($name), "::{}({}): the table has 0 to {} heaps"),
                        what,
                        n,
                        self.nmax()
                    )));
                }
                Ok(())
            }

            /// How many positions with `n` heaps have each Grundy value,
            /// index = value, up to the largest value present. `Error::Range`
            /// when `n` passes [`Self::nmax`].
            pub fn histogram(&self, n: u32) -> Result<Vec<u64>> {
                self.level(n, "histogram")?;
                // Every value is stored in at most a byte (C tables.h).
                let mut counts = vec![0u64; 256];
                // SAFETY: counts holds counts.len() values.
                check(unsafe { $histogram(self.ptr, n, counts.as_mut_ptr(), counts.len()) }, || {
                    format!(concat!(stringify!($name), "::histogram({})"), n)
                })?;
                let top = counts.iter().rposition(|&c| c != 0).map_or(0, |g| g + 1);
                counts.truncate(top);
                Ok(counts)
            }

            /// The number of positions with `n` heaps; their ranks are
            /// `0..level_size(n)`. `Error::Range` when `n` passes
            /// [`Self::nmax`].
            pub fn level_size(&self, n: u32) -> Result<u64> {
                let mut size = 0u64;
                // SAFETY: live table; valid out-pointer.
                check(unsafe { $level_size(self.ptr, n, &mut size) }, || {
                    format!(concat!(stringify!($name), "::level_size({})"), n)
                })?;
                Ok(size)
            }

            /// The Grundy value of every position with `n` heaps, index =
            /// rank ([`Self::position`] gives the position of a rank), one
            /// byte each. The room is checked against the memory first
            /// (`Error::NoMemory`); [`Self::read_values`] reads a part into
            /// a slice of yours.
            pub fn values(&self, n: u32) -> Result<Vec<u8>> {
                let size = self.level_size(n)?;
                memory_check(size, 0, "the values of a level of the table, one byte each")?;
                let len = usize::try_from(size).map_err(|_| {
                    Error::Range(format!(concat!(stringify!($name), "::values({}): {} values"), n, size))
                })?;
                let mut values = vec![0u8; len];
                self.read_values(n, 0, &mut values)?;
                Ok(values)
            }

            /// Fill `out` with the values of the positions with `n` heaps of
            /// ranks `first..first + out.len()`, without allocating: a level
            /// too large for one `Vec` is read piece by piece. `Error::Range`
            /// when `n` passes [`Self::nmax`] or the ranks pass the level.
            pub fn read_values(&self, n: u32, first: u64, out: &mut [u8]) -> Result<()> {
                // SAFETY: live table; out holds out.len() bytes.
                check(unsafe { $values(self.ptr, n, first, out.as_mut_ptr(), out.len()) }, || {
                    format!(concat!(stringify!($name), "::read_values({}, {}, {} values)"), n, first, out.len())
                })
            }

            /// The position with `n` heaps of rank `rank` (the index into
            /// [`Self::values`]). `Error::Range` when `n` passes
            /// [`Self::nmax`] or `rank` the level.
            pub fn position(&self, n: u32, rank: u64) -> Result<Position> {
                let mut out = ptr::null_mut();
                // SAFETY: live table; valid out-pointer; the position is ours.
                check(unsafe { $position(self.ptr, n, rank, &mut out) }, || {
                    format!(concat!(stringify!($name), "::position({}, {})"), n, rank)
                })?;
                Ok(Position::from_raw(out))
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                // SAFETY: owned, freed once.
                unsafe { $free(self.ptr) }
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!(stringify!($name), "(nmax={})"), self.nmax())
            }
        }
    };
}

table! {
    /// The Grundy value of every strict reduced position with 0..=nmax heaps
    /// (nmax at most 48; 2^(n-1) positions with n heaps, the subsets of
    /// {1, ..., n-1}), computed 64 at a time on bit-planes (C
    /// `cg_strict_table`). Propp's Grundy Value Conjecture says no value
    /// passes 3.
    ///
    /// ```
    /// use cookiegame::{Position, StrictTable};
    /// let t = StrictTable::new(12, 0)?;
    /// assert_eq!(t.histogram(12)?.iter().sum::<u64>(), 1 << 11);
    /// let p = Position::new(&[1, 3, 5, 5, 5])?;
    /// assert_eq!(t.position(5, 5)?, p);                   // rank 2^(4-2) + 2^(4-4)
    /// assert_eq!(t.values(5)?[5] as u32, t.grundy(&p)?);
    /// assert!(StrictTable::memory(30)? > StrictTable::memory(20)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    StrictTable, sys::cg_strict_table, "strict", CG_STRICT_TABLE_MAX_HEAPS,
    build: sys::cg_strict_table_build, free: sys::cg_strict_table_free,
    memory: sys::cg_strict_table_memory, nmax: sys::cg_strict_table_nmax,
    grundy: sys::cg_strict_table_grundy, histogram: sys::cg_strict_table_histogram,
    level_size: sys::cg_strict_table_level_size, values: sys::cg_strict_table_values,
    position: sys::cg_strict_table_position
}

table! {
    /// The Grundy value of every reduced position with 0..=nmax heaps (nmax
    /// at most 30; Catalan(n) positions with n heaps), for any position whose
    /// reduced form fits (C `cg_reduced_table`).
    ///
    /// ```
    /// use cookiegame::{Context, Position, ReducedTable};
    /// let ctx = Context::new()?;
    /// let t = ReducedTable::new(8, 0)?;
    /// let p: Position = "1 2 3 3 6".parse()?;              // reduces to 2 3 3 4
    /// assert_eq!(t.grundy(&p)?, p.grundy(&ctx)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    ReducedTable, sys::cg_reduced_table, "reduced", CG_REDUCED_TABLE_MAX_HEAPS,
    build: sys::cg_reduced_table_build, free: sys::cg_reduced_table_free,
    memory: sys::cg_reduced_table_memory, nmax: sys::cg_reduced_table_nmax,
    grundy: sys::cg_reduced_table_grundy, histogram: sys::cg_reduced_table_histogram,
    level_size: sys::cg_reduced_table_level_size, values: sys::cg_reduced_table_values,
    position: sys::cg_reduced_table_position
}
