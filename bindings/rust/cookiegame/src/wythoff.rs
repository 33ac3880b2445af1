//! Wythoff's game and the Fibonacci tools (C wythoff.h).
use cookiegame_sys as sys;

use crate::error::{check, Result};
use crate::Context;

/// The k-th P-position (a_k, b_k), a_k <= b_k; `Error::Range` past 64 bits.
///
/// ```
/// assert_eq!(cookiegame::wythoff::p_position(2)?, (3, 5));
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn p_position(k: u64) -> Result<(u64, u64)> {
    let (mut a, mut b) = (0, 0);
    // SAFETY: valid out-pointers.
    check(unsafe { sys::cg_wythoff_p_position(k, &mut a, &mut b) }, || format!("wythoff::p_position({})", k))?;
    Ok((a, b))
}

/// Whether (x, y) is a P-position.
pub fn is_p(x: u64, y: u64) -> bool {
    // SAFETY: no pointers.
    unsafe { sys::cg_wythoff_is_p(x, y) != 0 }
}

/// Every winning move from (x, y), as the pairs they lead to (at most 3, sorted).
pub fn winning_moves(x: u64, y: u64) -> Vec<(u64, u64)> {
    let mut moves = [0u64; 6];
    let mut n = 0usize;
    // SAFETY: room for 3 pairs; valid out-pointer. Cannot fail with this room.
    unsafe { sys::cg_wythoff_winning_moves(x, y, moves.as_mut_ptr(), 3, &mut n) };
    (0..n.min(3)).map(|i| (moves[2 * i], moves[2 * i + 1])).collect()
}

/// The Grundy value of (x, y); the context's node limit bounds the (x+1)(y+1) cells it needs.
pub fn grundy(ctx: &Context, x: u64, y: u64) -> Result<u64> {
    let mut g = 0;
    // SAFETY: live context; valid out-pointer.
    check(unsafe { sys::cg_wythoff_grundy(ctx.as_ptr(), x, y, &mut g) }, || {
        format!("wythoff::grundy({}, {})", x, y)
    })?;
    Ok(g)
}

/// G(x, y) for x < rows, y < cols: row x is `table[x]`.
pub fn grundy_table(rows: u32, cols: u32) -> Result<Vec<Vec<u32>>> {
    let cells = (rows as usize).checked_mul(cols as usize).ok_or_else(|| {
        crate::Error::Range(format!("wythoff::grundy_table({}, {})", rows, cols))
    })?;
    let mut out = vec![0u32; cells.max(1)];
    // SAFETY: out holds rows * cols values.
    check(unsafe { sys::cg_wythoff_grundy_table(rows, cols, out.as_mut_ptr()) }, || {
        format!("wythoff::grundy_table({}, {})", rows, cols)
    })?;
    Ok(out.chunks(cols.max(1) as usize).take(rows as usize).map(|r| r.to_vec()).collect())
}

/// The Zeckendorf representation of n, largest part first (empty for 0).
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut parts = [0u64; sys::CG_ZECKENDORF_MAX_PARTS];
    let mut count = 0usize;
    // SAFETY: room for the most parts a 64-bit number has.
    unsafe { sys::cg_zeckendorf(n, parts.as_mut_ptr(), parts.len(), &mut count) };
    parts[..count.min(parts.len())].to_vec()
}

/// The Fibonacci successor of n; `Error::Range` past 64 bits.
pub fn fibonacci_successor(n: u64) -> Result<u64> {
    let mut s = 0;
    // SAFETY: valid out-pointer.
    check(unsafe { sys::cg_fibonacci_successor(n, &mut s) }, || format!("fibonacci_successor({})", n))?;
    Ok(s)
}
