//! Safe Rust API of libcookiegame, the C library of the cookie family of
//! combinatorial games: the spoiled-cookie game ([`Position`]), Wythoff's
//! game and the Fibonacci tools ([`wythoff`]), CM-nim and Cookie Monster
//! ([`CmNim`]), Cookie Cutter ([`cutter`]), Odd/Even ([`oddeven`]), censuses
//! ([`census`]) and the hunt for positions of a Grundy value ([`hunt`]),
//! the Grundy tables of every strict and every reduced position
//! ([`tables`]), short partizan games in canonical form ([`Game`]) with
//! their thermographs ([`Thermograph`]), and Nim and Marienbad ([`nim`]),
//! impartial games of your own ([`impartial`]).
//!
//! Every public C function is reachable from here, except these, each with
//! a form above: `cg_set_allocator` (process-wide C state: a Rust allocator
//! would run inside every C call), `cg_position_parse` and `cg_game_parse`
//! (their `_ex` twins, which also say where reading stopped, serve
//! `str::parse` and [`Context::parse`]), `cg_game_stops` and
//! `cg_game_thermal` (the same values as `cg_game_stop_values` and
//! `cg_game_mean_temperature`, which [`Game::stops`], [`Game::mean`] and
//! [`Game::temperature`] call), `cg_games_born_by` (a count:
//! `ctx.games_born_by(day)?.len()`), `cg_position_clone` and
//! `cg_position_equal` are `Clone` and `PartialEq` of [`Position`].
//!
//! Every C status becomes an [`Error`]; every owned C object is freed by
//! `Drop`; a [`Game`] borrows the [`Context`] that made it.
//!
//! Feature `bundled` compiles the C library into the program (it needs only
//! the `cc` crate, no installed library and no environment variable);
//! without it, pkg-config finds an installed libcookiegame.
//!
//! ```
//! use cookiegame::{Context, Position};
//! let ctx = Context::new()?;
//! let p: Position = "1 2 3 3 6".parse()?;
//! println!("{}: Grundy value {}", p, p.grundy(&ctx)?);
//! let g = ctx.parse("{2|1}")?;
//! println!("{}: mean {}, temperature {}", g, g.mean()?, g.temperature()?);
//! # Ok::<(), cookiegame::Error>(())
//! ```
#![deny(missing_docs)]

mod cmnim;
mod context;
mod error;
mod game;
mod position;
mod progress;

pub mod census;
pub mod cutter;
pub mod hunt;
pub mod impartial;
pub mod nim;
pub mod oddeven;
pub mod tables;
pub mod wythoff;

pub use cmnim::{CmNim, Family};
pub use context::Context;
pub use error::{Error, Result};
#[allow(deprecated)]
pub use game::MAX_TEXT_LEN;
pub use game::{Game, Notation, Thermograph, UptimalExpansion, WallPoint, MAX_TEXT_LENGTH};
pub use position::Position;
pub use tables::{strict_dvalue_counts, ReducedTable, StrictTable};
pub use wythoff::{fibonacci_successor, zeckendorf};

use std::fmt;
use std::os::raw::c_char;

use cookiegame_sys as sys;

/// Who wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player (the one who just moved) wins.
    P,
    /// The next player (the one about to move) wins.
    N,
    /// Left wins whoever starts.
    L,
    /// Right wins whoever starts.
    R,
}

impl Outcome {
    fn from_c(o: std::os::raw::c_int) -> Outcome {
        match o {
            sys::CG_OUTCOME_P => Outcome::P,
            sys::CG_OUTCOME_N => Outcome::N,
            sys::CG_OUTCOME_L => Outcome::L,
            _ => Outcome::R,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self)
    }
}

/// A player of a partizan game, for the calls that ask whose move
/// ([`Game::orthodox_move`], [`Game::incentives_of`], [`Thermograph::wall`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Left, who wants positive values.
    Left,
    /// Right, who wants negative values.
    Right,
}

impl Side {
    fn to_c(self) -> sys::cg_side {
        match self {
            Side::Left => sys::CG_LEFT,
            Side::Right => sys::CG_RIGHT,
        }
    }
}

/// A dyadic rational `num / 2^log2_den`, in lowest terms when it comes from the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    /// Numerator.
    pub num: i64,
    /// log2 of the denominator.
    pub log2_den: u32,
}

impl Dyadic {
    /// num / 2^log2_den (not reduced).
    pub fn new(num: i64, log2_den: u32) -> Dyadic {
        Dyadic { num, log2_den }
    }

    /// The value as a float (exact when it fits the mantissa).
    pub fn to_f64(self) -> f64 {
        self.num as f64 / (self.log2_den as f64).exp2()
    }

    fn from_c(d: sys::cg_dyadic) -> Dyadic {
        Dyadic { num: d.num, log2_den: d.log2_den }
    }

    fn to_c(self) -> sys::cg_dyadic {
        sys::cg_dyadic { num: self.num, log2_den: self.log2_den }
    }
}

impl fmt::Display for Dyadic {
    /// `3/2`, `-1/4`, `5`, in lowest terms with the denominator in decimal
    /// (`1/1267650600228229401496703205376` for 1/2^100), as the library
    /// writes numbers (C `cg_dyadic_format`); past the library's finest
    /// denominator, `num/2^log2_den`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; sys::CG_DYADIC_TEXT_MAX];
        let mut len = 0usize;
        // SAFETY: buf is writable for its length; the text is NUL-terminated ASCII.
        let rc = unsafe {
            sys::cg_dyadic_format(self.to_c(), buf.as_mut_ptr() as *mut c_char, buf.len(), &mut len)
        };
        if rc != sys::CG_OK || len >= buf.len() {
            return write!(f, "{}/2^{}", self.num, self.log2_den);
        }
        f.write_str(std::str::from_utf8(&buf[..len]).map_err(|_| fmt::Error)?)
    }
}

/// Check, before allocating, that `bytes` fit under a bound of the caller's
/// (`max_bytes`, 0 = none) and in what the process may use now, as the
/// library checks its own allocations (`cg_memory_check`); `what` names the
/// memory in the error ("the table of positions needs 1.2 GB, more than ...").
pub fn memory_check(bytes: u64, max_bytes: u64, what: &str) -> Result<()> {
    let c = std::ffi::CString::new(what).map_err(|e| {
        Error::Invalid(format!("memory_check: a NUL character at byte {} of what", e.nul_position()))
    })?;
    // SAFETY: a NUL-terminated string that outlives the call.
    error::check(unsafe { sys::cg_memory_check(bytes, max_bytes, c.as_ptr()) }, || {
        format!("memory_check({}, {})", bytes, max_bytes)
    })
}

/// The version of the loaded C library as one number, `(major << 16) |
/// (minor << 8) | patch` (C `cg_version`): `0x010300` for 1.3.0, the same
/// release as [`library_version`]'s text. Compare it with the headers'
/// `CG_VERSION_NUMBER` to detect a program built against other headers.
///
/// ```
/// let v = cookiegame::version();
/// let text = format!("{}.{}.{}", v >> 16, (v >> 8) & 0xff, v & 0xff);
/// assert_eq!(text, cookiegame::library_version());
/// ```
pub fn version() -> u32 {
    // SAFETY: no arguments, no state.
    unsafe { sys::cg_version() }
}

/// Worker threads for a call that takes a count: 0 asks for one per
/// processor (as Python's `threads=0` and [`hunt::HuntOptions::threads`]);
/// the C calls would read 0 as 1.
pub(crate) fn worker_threads(threads: u32) -> u32 {
    match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| u32::try_from(n.get()).unwrap_or(u32::MAX)),
        t => t,
    }
}

/// The version of the loaded C library, for example "1.2.0".
pub fn library_version() -> String {
    // SAFETY: a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(sys::cg_version_string()) }.to_string_lossy().into_owned()
}
