//! Cookie Cutter (C cutter.h).
use std::ffi::CString;
use std::os::raw::c_int;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::{Context, Outcome};

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
    board(ctx, rows, cols, Some(cells), cr, cc)
}

fn board(ctx: &Context, rows: u32, cols: u32, cells: Option<&[bool]>, cr: u32, cc: u32) -> Result<u32> {
    let what = format!("cutter::grundy({}, {}, {}, {})", rows, cols, cr, cc);
    with_board(rows, cols, cells, &what, |board, g: &mut u32| {
        // SAFETY: live context; the board holds rows * cols bytes or is NULL (full).
        unsafe { sys::cg_cutter_grundy(ctx.as_ptr(), rows, cols, board, cr, cc, g) }
    })
}

/// The Grundy value of a board (`cells` as for [`grundy_cells`], or `None`
/// for a full board) with the search's table of values kept in the file
/// `checkpoint`, for searches of hours: read first when the file exists,
/// saved every 15 minutes (longer for tables of many GB), when the search
/// stops (`Error::Limit`, `Error::Canceled`) and when it ends, so a search
/// stopped in any way goes on from it when called again with the same file
/// and cutter (boards of at most 8 x 8 cells). Another cutter's file is
/// `Error::Domain`, a damaged one `Error::Parse { .. }`, a path with a NUL
/// byte or empty `Error::Invalid`.
///
/// ```
/// use cookiegame::{cutter, Context};
/// let path = std::env::temp_dir().join(format!("cutter-doc-{}.ckpt", std::process::id()));
/// let ctx = Context::new()?;
/// assert_eq!(cutter::grundy_checkpoint(&ctx, 4, 4, None, 2, 2, &path)?, 5);
/// let again = Context::new()?;   // another process, say: answered from the file
/// assert_eq!(cutter::grundy_checkpoint(&again, 4, 4, None, 2, 2, &path)?, 5);
/// std::fs::remove_file(&path).ok();
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn grundy_checkpoint(
    ctx: &Context,
    rows: u32,
    cols: u32,
    cells: Option<&[bool]>,
    cr: u32,
    cc: u32,
    checkpoint: &Path,
) -> Result<u32> {
    let what = format!("cutter::grundy_checkpoint({}, {}, {}, {}, {:?})", rows, cols, cr, cc, checkpoint);
    let path = CString::new(checkpoint.as_os_str().as_bytes())
        .map_err(|_| Error::Invalid(format!("{}: the checkpoint's path has a NUL byte", what)))?;
    with_board(rows, cols, cells, &what, |board, g: &mut u32| {
        // SAFETY: live context; the board holds rows * cols bytes or is NULL
        // (full); path is a NUL-terminated string that outlives the call.
        unsafe { sys::cg_cutter_grundy_checkpoint(ctx.as_ptr(), rows, cols, board, cr, cc, path.as_ptr(), g) }
    })
}

/// The outcome of a board under misère play (whoever removes the last cookie
/// loses); `cells` as for [`grundy_cells`], or `None` for a full board.
///
/// ```
/// use cookiegame::{cutter, Context, Outcome};
/// let ctx = Context::new()?;
/// // One row of 3 under a 1 x 1 cutter: three moves, the third loses.
/// assert_eq!(cutter::misere_outcome(&ctx, 1, 3, None, 1, 1)?, Outcome::P);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub fn misere_outcome(ctx: &Context, rows: u32, cols: u32, cells: Option<&[bool]>, cr: u32, cc: u32) -> Result<Outcome> {
    let what = format!("cutter::misere_outcome({}, {}, {}, {})", rows, cols, cr, cc);
    let o = with_board(rows, cols, cells, &what, |board, o: &mut c_int| {
        // SAFETY: live context; the board holds rows * cols bytes or is NULL (full).
        unsafe { sys::cg_cutter_misere_outcome(ctx.as_ptr(), rows, cols, board, cr, cc, o) }
    })?;
    Ok(Outcome::from_c(o))
}

/// The misère remoteness of a board (even exactly for misère N-positions).
pub fn misere_remoteness(ctx: &Context, rows: u32, cols: u32, cells: Option<&[bool]>, cr: u32, cc: u32) -> Result<u32> {
    let what = format!("cutter::misere_remoteness({}, {}, {}, {})", rows, cols, cr, cc);
    with_board(rows, cols, cells, &what, |board, r: &mut u32| {
        // SAFETY: live context; the board holds rows * cols bytes or is NULL (full).
        unsafe { sys::cg_cutter_misere_remoteness(ctx.as_ptr(), rows, cols, board, cr, cc, r) }
    })
}

/// Check the cells against the board's size, pass them to `call` as C bytes
/// (NULL for a full board), and return what it wrote.
fn with_board<T: Default>(
    rows: u32,
    cols: u32,
    cells: Option<&[bool]>,
    what: &str,
    call: impl FnOnce(*const u8, &mut T) -> c_int,
) -> Result<T> {
    if let Some(c) = cells {
        if c.len() as u64 != rows as u64 * cols as u64 {
            return Err(Error::Invalid(format!("{}: {} cells for a {} x {} board", what, c.len(), rows, cols)));
        }
    }
    let bytes: Option<Vec<u8>> = cells.map(|c| c.iter().map(|&b| b as u8).collect());
    let mut out = T::default();
    check(call(bytes.as_ref().map_or(std::ptr::null(), |b| b.as_ptr()), &mut out), || what.to_string())?;
    Ok(out)
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
