//! Odd/Even: piles as games, outcomes, exact counts of partitions (C oddeven.h).
use std::os::raw::c_char;

use cookiegame_sys as sys;

use crate::error::{check, Result};
use crate::{Context, Game, Outcome};

/// The number of partitions of `total` whose outcome (Left = Odd) is P or R:
/// Even wins when Odd starts, the paper's C(N) (Python's `oddeven_count`
/// counts the same by default). Exact up to 2^128 - 1.
///
/// ```
/// let ctx = cookiegame::Context::new()?;
/// assert_eq!(cookiegame::oddeven::count(&ctx, 100)?, 37307051);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn count(ctx: &Context, total: u32) -> Result<u128> {
    count_outcomes(ctx, total, &[Outcome::P, Outcome::R])
}

/// The number of partitions of `total` whose outcome is one of `outcomes`.
pub fn count_outcomes(ctx: &Context, total: u32, outcomes: &[Outcome]) -> Result<u128> {
    let mask = outcomes.iter().fold(0u32, |m, o| {
        m | 1 << match o {
            Outcome::P => sys::CG_OUTCOME_P,
            Outcome::N => sys::CG_OUTCOME_N,
            Outcome::L => sys::CG_OUTCOME_L,
            Outcome::R => sys::CG_OUTCOME_R,
        }
    });
    let mut buf = [0u8; 48];
    let mut len = 0usize;
    // SAFETY: live context; buf holds 48 bytes, enough for 2^128.
    check(
        unsafe { sys::cg_oddeven_count(ctx.as_ptr(), total, mask, buf.as_mut_ptr() as *mut c_char, buf.len(), &mut len) },
        || format!("oddeven::count({})", total),
    )?;
    let text = std::str::from_utf8(&buf[..len]).expect("decimal digits");
    Ok(text.parse().expect("a count below 2^128"))
}

/// The game of one pile of n (Left = Odd).
pub fn pile(ctx: &Context, n: u32) -> Result<Game<'_>> {
    let mut out = std::ptr::null();
    // SAFETY: live context; valid out-pointer.
    check(unsafe { sys::cg_oddeven_pile(ctx.as_ptr(), n, &mut out) }, || format!("oddeven::pile({})", n))?;
    Ok(Game::from_raw(ctx, out))
}

/// The outcome of a position given as pile sizes.
pub fn outcome(ctx: &Context, piles: &[u32]) -> Result<Outcome> {
    let mut o = 0;
    // SAFETY: live context; piles valid for its length.
    check(unsafe { sys::cg_oddeven_outcome(ctx.as_ptr(), piles.as_ptr(), piles.len(), &mut o) }, || {
        format!("oddeven::outcome({:?})", piles)
    })?;
    Ok(Outcome::from_c(o))
}
