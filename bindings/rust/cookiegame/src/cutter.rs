//! Cookie Cutter (C cutter.h).
use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::Context;

/// The Grundy value of a full rows x cols board under a cr x cc cutter.
///
/// ```
/// let ctx = cookiegame::Context::new()?;
/// assert_eq!(cookiegame::cutter::grundy(&ctx, 4, 4, 2, 2)?, 5);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn grundy(ctx: &Context, rows: u32, cols: u32, cr: u32, cc: u32) -> Result<u32> {
    board(ctx, rows, cols, None, cr, cc)
}

/// The Grundy value of a board whose cookies are `cells[r * cols + c] == true`.
pub fn grundy_cells(ctx: &Context, rows: u32, cols: u32, cells: &[bool], cr: u32, cc: u32) -> Result<u32> {
    if cells.len() as u64 != rows as u64 * cols as u64 {
        return Err(Error::Invalid(format!("cutter::grundy_cells: {} cells for a {} x {} board", cells.len(), rows, cols)));
    }
    board(ctx, rows, cols, Some(cells), cr, cc)
}

fn board(ctx: &Context, rows: u32, cols: u32, cells: Option<&[bool]>, cr: u32, cc: u32) -> Result<u32> {
    let bytes: Option<Vec<u8>> = cells.map(|c| c.iter().map(|&b| b as u8).collect());
    let mut g = 0;
    // SAFETY: live context; the board holds rows * cols bytes or is NULL (full).
    check(
        unsafe {
            sys::cg_cutter_grundy(
                ctx.as_ptr(),
                rows,
                cols,
                bytes.as_ref().map_or(std::ptr::null(), |b| b.as_ptr()),
                cr,
                cc,
                &mut g,
            )
        },
        || format!("cutter::grundy({}, {}, {}, {})", rows, cols, cr, cc),
    )?;
    Ok(g)
}

/// G(1), ..., G(kmax) of one full row under a 1 x width cutter.
pub fn row_sequence(ctx: &Context, width: u32, kmax: u32) -> Result<Vec<u32>> {
    let mut out = vec![0u32; (kmax as usize).max(1)];
    // SAFETY: live context; out holds kmax values.
    check(unsafe { sys::cg_cutter_row_sequence(ctx.as_ptr(), width, kmax, out.as_mut_ptr()) }, || {
        format!("cutter::row_sequence({}, {})", width, kmax)
    })?;
    out.truncate(kmax as usize);
    Ok(out)
}
