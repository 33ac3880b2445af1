//! Errors: one variant per C status.
use std::fmt;
use std::os::raw::c_int;

use cookiegame_sys as sys;

/// Why a call failed: the C library's status, with what was asked.
///
/// The text of each variant names the call and, when the C library
/// described the failure (`cg_error_detail`: which value, which limit,
/// which file), that sentence in parentheses; `Display` adds the kind of
/// failure after a colon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// `CG_EINVAL`: an argument is invalid (a game of another context, an index out of range...).
    Invalid(String),
    /// `CG_ENOMEM`: out of memory; nothing was changed.
    NoMemory(String),
    /// `CG_ERANGE`: a value or size does not fit, or passes a documented bound.
    Range(String),
    /// `CG_EPARSE`: malformed text; `offset` is where reading stopped.
    Parse {
        /// What was being read.
        what: String,
        /// Byte offset where reading stopped.
        offset: usize,
    },
    /// `CG_ELIMIT`: the context's node limit stopped a search.
    Limit(String),
    /// `CG_EDOMAIN`: the question has no answer for this input.
    Domain(String),
    /// `CG_EBUSY`: another thread is inside a call on the context. Safe code
    /// cannot cause it: a [`crate::Context`] is not `Sync`.
    Busy(String),
    /// `CG_ECANCELED`: a progress callback stopped the computation.
    Canceled(String),
    /// A status this crate does not know (a newer library).
    Unknown(i32, String),
}

/// `Result<T, Error>`.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// The C status of the error (negative).
    pub fn status(&self) -> i32 {
        match self {
            Error::Invalid(_) => sys::CG_EINVAL,
            Error::NoMemory(_) => sys::CG_ENOMEM,
            Error::Range(_) => sys::CG_ERANGE,
            Error::Parse { .. } => sys::CG_EPARSE,
            Error::Limit(_) => sys::CG_ELIMIT,
            Error::Domain(_) => sys::CG_EDOMAIN,
            Error::Busy(_) => sys::CG_EBUSY,
            Error::Canceled(_) => sys::CG_ECANCELED,
            Error::Unknown(s, _) => *s,
        }
    }

    fn what(&self) -> &str {
        match self {
            Error::Invalid(w) | Error::NoMemory(w) | Error::Range(w) | Error::Limit(w) => w,
            Error::Domain(w) | Error::Busy(w) | Error::Canceled(w) | Error::Unknown(_, w) => w,
            Error::Parse { what, .. } => what,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // SAFETY: cg_strerror returns a static NUL-terminated string for any int.
        let reason = unsafe { std::ffi::CStr::from_ptr(sys::cg_strerror(self.status())) };
        match self {
            Error::Parse { offset, .. } => {
                write!(f, "{}: {} at byte {}", self.what(), reason.to_string_lossy(), offset)
            }
            _ => write!(f, "{}: {}", self.what(), reason.to_string_lossy()),
        }
    }
}

impl std::error::Error for Error {}

/// The C library's detail of the last failure on this thread
/// (`cg_error_detail`), empty when it gave none. Read it right after the
/// failing call, before any other call of the library.
pub(crate) fn detail() -> String {
    // SAFETY: cg_error_detail returns a NUL-terminated string owned by the
    // library, never NULL, valid until the next call on this thread; it is
    // copied at once.
    unsafe { std::ffi::CStr::from_ptr(sys::cg_error_detail()) }.to_string_lossy().into_owned()
}

/// `what`, followed by the detail in parentheses when there is one.
pub(crate) fn described(what: String, detail: &str) -> String {
    if detail.is_empty() {
        what
    } else {
        format!("{} ({})", what, detail)
    }
}

/// Ok(()) for CG_OK, else the error for the status; `what` names the call.
/// Call it right after the C call, on the same thread: it reads the C
/// library's detail of the failure before anything else (`what` may call the
/// library, to format a game).
pub(crate) fn check(status: c_int, what: impl FnOnce() -> String) -> Result<()> {
    if status == sys::CG_OK {
        return Ok(());
    }
    let d = detail();
    let what = || described(what(), &d);
    match status {
        sys::CG_OK => Ok(()),
        sys::CG_EINVAL => Err(Error::Invalid(what())),
        sys::CG_ENOMEM => {
            // The library's detail names the figures ("... needs 32.0 GB, more
            // than the 3.8 GB this process may use (free memory)").
            // SAFETY: cg_error_detail() returns a NUL-terminated string, never NULL.
            let detail = unsafe { std::ffi::CStr::from_ptr(sys::cg_error_detail()) }.to_string_lossy();
            let what = what();
            Err(Error::NoMemory(if detail.is_empty() { what } else { format!("{}: {}", what, detail) }))
        }
        sys::CG_ERANGE => Err(Error::Range(what())),
        sys::CG_EPARSE => Err(Error::Parse { what: what(), offset: 0 }),
        sys::CG_ELIMIT => Err(Error::Limit(what())),
        sys::CG_EDOMAIN => Err(Error::Domain(what())),
        sys::CG_EBUSY => Err(Error::Busy(what())),
        sys::CG_ECANCELED => Err(Error::Canceled(what())),
        s => Err(Error::Unknown(s, what())),
    }
}
