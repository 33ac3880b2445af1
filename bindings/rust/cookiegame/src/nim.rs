//! Nim and Marienbad, misère Nim (C impartial.h).
use cookiegame_sys as sys;

use crate::error::{check, Result};
use crate::Outcome;

/// Normal play (who takes the last cookie wins) or misère play (loses: Marienbad).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// The player who cannot move loses.
    Normal,
    /// The player who cannot move wins.
    Misere,
}

pub(crate) fn c_play(play: Play) -> sys::cg_play {
    match play {
        Play::Normal => sys::CG_PLAY_NORMAL,
        Play::Misere => sys::CG_PLAY_MISERE,
    }
}

/// The nim-sum (exclusive or) of the heaps.
pub fn sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |s, h| s ^ h)
}

/// `Outcome::P` or `Outcome::N`.
///
/// ```
/// use cookiegame::nim::{outcome, Play};
/// use cookiegame::Outcome;
/// assert_eq!(outcome(&[1, 3, 5, 7], Play::Misere)?, Outcome::P);   // Marienbad's start
/// assert_eq!(outcome(&[1, 1, 1], Play::Normal)?, Outcome::N);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn outcome(heaps: &[u64], play: Play) -> Result<Outcome> {
    let mut o = 0;
    // SAFETY: heaps valid for its length; valid out-pointer.
    check(unsafe { sys::cg_nim_outcome(heaps.as_ptr(), heaps.len(), c_play(play), &mut o) }, || {
        format!("nim::outcome({:?})", heaps)
    })?;
    Ok(Outcome::from_c(o))
}

/// Every winning move as (heap index, size left), in heap order.
pub fn winning_moves(heaps: &[u64], play: Play) -> Result<Vec<(usize, u64)>> {
    let mut moves = vec![sys::cg_nim_move::default(); heaps.len().max(1)];
    let mut count = 0usize;
    // SAFETY: heaps valid for its length; moves holds heaps.len() moves, always enough.
    check(
        unsafe {
            sys::cg_nim_winning_moves(heaps.as_ptr(), heaps.len(), c_play(play), moves.as_mut_ptr(), heaps.len(), &mut count)
        },
        || format!("nim::winning_moves({:?})", heaps),
    )?;
    Ok(moves[..count].iter().map(|m| (m.heap, m.size)).collect())
}

/// The nim-sum as the C library computes it (for checking the two agree).
pub fn sum_checked(heaps: &[u64]) -> Result<u64> {
    let mut s = 0;
    // SAFETY: heaps valid for its length; valid out-pointer.
    check(unsafe { sys::cg_nim_sum(heaps.as_ptr(), heaps.len(), &mut s) }, || format!("nim::sum({:?})", heaps))?;
    Ok(s)
}
