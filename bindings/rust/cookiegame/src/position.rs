//! Positions of the spoiled-cookie game (C `cg_position`).
use std::ffi::CString;
use std::os::raw::{c_int, c_void};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ptr;
use std::str::FromStr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::{Context, Outcome};

/// A position: heap sizes, kept sorted (the C order), immutable.
///
/// ```
/// use cookiegame::{Context, Outcome, Position};
/// let ctx = Context::new()?;
/// let p: Position = "1 2 3 3 6".parse()?;
/// assert_eq!(p.outcome(&ctx)?, Outcome::N);
/// assert_eq!(p.winning_moves(&ctx)?, vec![0, 1, 2, 3, 4]);
/// assert_eq!(p.reduced()?.to_string(), "2 3 3 4");
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct Position {
    ptr: *mut sys::cg_position,
}

// SAFETY: a position is immutable C data with no shared state.
unsafe impl Send for Position {}
unsafe impl Sync for Position {}

impl Position {
    /// A position from heap sizes (any order).
    pub fn new(heaps: &[u32]) -> Result<Position> {
        let mut ptr = ptr::null_mut();
        // SAFETY: heaps is a valid array of heaps.len() values.
        check(unsafe { sys::cg_position_new(heaps.as_ptr(), heaps.len(), &mut ptr) }, || {
            format!("Position::new({:?})", heaps)
        })?;
        Ok(Position { ptr })
    }

    /// Wrap a C position the caller owns.
    pub(crate) fn from_raw(ptr: *mut sys::cg_position) -> Position {
        Position { ptr }
    }

    fn make(
        what: &str,
        f: impl FnOnce(*mut *mut sys::cg_position) -> std::os::raw::c_int,
    ) -> Result<Position> {
        let mut ptr = ptr::null_mut();
        check(f(&mut ptr), || what.to_string())?;
        Ok(Position::from_raw(ptr))
    }

    /// The critical position C^{n,d}, for (2n - 1)/3 <= d <= n.
    pub fn critical(n: u32, d: u32) -> Result<Position> {
        // SAFETY: valid out-pointer.
        Position::make(&format!("Position::critical({}, {})", n, d), |out| unsafe {
            sys::cg_position_critical(n, d, out)
        })
    }

    /// King's rows \[Propp\]: the number of heaps of size at least r, for r = 1
    /// up to the largest heap.
    ///
    /// ```
    /// use cookiegame::Position;
    /// let p = Position::new(&[1, 2, 4])?;
    /// assert_eq!(p.rows()?, vec![3, 2, 1, 1]);
    /// assert_eq!(Position::from_rows(&p.rows()?)?, p);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn rows(&self) -> Result<Vec<u32>> {
        let mut n = 0usize;
        // SAFETY: live pointer; with cap 0 only the count is written.
        unsafe { sys::cg_position_rows(self.ptr, ptr::null_mut(), 0, &mut n) };
        let mut rows = vec![0u32; n.max(1)];
        // SAFETY: rows holds n values.
        check(unsafe { sys::cg_position_rows(self.ptr, rows.as_mut_ptr(), n, &mut n) }, || {
            format!("Position({}).rows()", self)
        })?;
        rows.truncate(n);
        Ok(rows)
    }

    /// The position whose King's rows are `rows` (non-increasing, each at least 1).
    pub fn from_rows(rows: &[u32]) -> Result<Position> {
        // SAFETY: rows holds rows.len() values; valid out-pointer.
        Position::make(&format!("Position::from_rows({:?})", rows), |out| unsafe {
            sys::cg_position_from_rows(rows.as_ptr(), rows.len(), out)
        })
    }

    /// The heap sizes, ascending.
    pub fn heaps(&self) -> Vec<u32> {
        // SAFETY: self.ptr is live; indices are in range.
        (0..self.len()).map(|k| unsafe { sys::cg_position_heap(self.ptr, k) }).collect()
    }

    /// The number of heaps.
    pub fn len(&self) -> usize {
        // SAFETY: self.ptr is live.
        unsafe { sys::cg_position_size(self.ptr) }
    }

    /// Whether there are no heaps.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The surplus (spoilage).
    pub fn surplus(&self) -> u32 {
        // SAFETY: self.ptr is live.
        unsafe { sys::cg_position_surplus(self.ptr) }
    }

    /// Whether the position is strict.
    pub fn is_strict(&self) -> bool {
        // SAFETY: self.ptr is live.
        unsafe { sys::cg_position_is_strict(self.ptr) != 0 }
    }

    /// Whether the position is in reduced form.
    pub fn is_reduced(&self) -> bool {
        // SAFETY: self.ptr is live.
        unsafe { sys::cg_position_is_reduced(self.ptr) != 0 }
    }

    /// The reduced form.
    pub fn reduced(&self) -> Result<Position> {
        // SAFETY: self.ptr is live; valid out-pointer.
        Position::make("Position::reduced()", |out| unsafe { sys::cg_position_reduce(self.ptr, out) })
    }

    /// The depletion: every heap larger than the number of heaps n cut to n
    /// (C `cg_position_deplete`; Python's `Position.depleted()`). With
    /// [`Position::deleted`] it makes [`Position::reduced`]: deletion, then
    /// depletion.
    ///
    /// ```
    /// use cookiegame::Position;
    /// assert_eq!(Position::new(&[1, 5, 9])?.depleted()?, Position::new(&[1, 3, 3])?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn depleted(&self) -> Result<Position> {
        // SAFETY: self.ptr is live; valid out-pointer.
        Position::make("Position::depleted()", |out| unsafe { sys::cg_position_deplete(self.ptr, out) })
    }

    /// The deletion: the s smallest heaps removed, s being the surplus (C
    /// `cg_position_delete`; Python's `Position.deleted()`): those heaps
    /// spoil whatever the players do.
    ///
    /// ```
    /// use cookiegame::Position;
    /// let p = Position::new(&[0, 1, 1, 5])?;           // surplus 2
    /// assert_eq!(p.deleted()?, Position::new(&[1, 5])?);
    /// assert_eq!(p.deleted()?.depleted()?, p.reduced()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn deleted(&self) -> Result<Position> {
        // SAFETY: self.ptr is live; valid out-pointer.
        Position::make("Position::deleted()", |out| unsafe { sys::cg_position_delete(self.ptr, out) })
    }

    /// Whether this position dominates `other`: the heaps of `other` can be
    /// matched one-to-one with heaps of this one, each at least as large (C
    /// `cg_position_dominates`).
    ///
    /// ```
    /// use cookiegame::Position;
    /// let (a, b) = (Position::new(&[2, 3, 5])?, Position::new(&[1, 4])?);
    /// assert!(a.dominates(&b) && !b.dominates(&a));
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn dominates(&self, other: &Position) -> bool {
        // SAFETY: both live.
        unsafe { sys::cg_position_dominates(self.ptr, other.ptr) != 0 }
    }

    /// Option k (0-based): heap k eaten, every other heap aged one day;
    /// `Error::Domain` for a spoiled heap, `Error::Invalid` past the end.
    pub fn option(&self, k: usize) -> Result<Position> {
        // SAFETY: self.ptr is live; C checks k.
        Position::make(&format!("Position::option({})", k), |out| unsafe {
            sys::cg_position_option(self.ptr, k, out)
        })
    }

    /// The D-value; `Error::Domain` for a position that is not strict.
    pub fn dvalue(&self) -> Result<u32> {
        let mut d = 0;
        // SAFETY: self.ptr is live; valid out-pointer.
        check(unsafe { sys::cg_position_dvalue(self.ptr, &mut d) }, || {
            format!("Position({}).dvalue(): not strict", self)
        })?;
        Ok(d)
    }

    fn search(
        &self,
        what: &str,
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_position, *mut u32) -> std::os::raw::c_int,
        ctx: &Context,
    ) -> Result<u32> {
        let mut v = 0;
        // SAFETY: both pointers are live; valid out-pointer.
        check(unsafe { f(ctx.as_ptr(), self.ptr, &mut v) }, || format!("Position({}).{}", self, what))?;
        Ok(v)
    }

    /// The outcome: `Outcome::P` or `Outcome::N`.
    pub fn outcome(&self, ctx: &Context) -> Result<Outcome> {
        let mut o = 0;
        // SAFETY: both pointers are live; valid out-pointer.
        check(unsafe { sys::cg_position_outcome(ctx.as_ptr(), self.ptr, &mut o) }, || {
            format!("Position({}).outcome()", self)
        })?;
        Ok(Outcome::from_c(o))
    }

    /// The Grundy value.
    pub fn grundy(&self, ctx: &Context) -> Result<u32> {
        self.search("grundy()", sys::cg_position_grundy, ctx)
    }

    /// The remoteness.
    pub fn remoteness(&self, ctx: &Context) -> Result<u32> {
        self.search("remoteness()", sys::cg_position_remoteness, ctx)
    }

    /// Every reduced position that can move to this one (the inverse moves):
    /// those with one heap more, then those with two more, each in
    /// lexicographic order.
    pub fn predecessors(&self, ctx: &Context) -> Result<Vec<Position>> {
        let mut found: Vec<Position> = Vec::new();
        // SAFETY: live context and position; the callback only pushes into `found`.
        check(
            unsafe {
                sys::cg_position_predecessors(
                    ctx.as_ptr(),
                    self.ptr,
                    Some(collect_position),
                    &mut found as *mut _ as *mut c_void,
                )
            },
            || format!("Position({}).predecessors()", self),
        )?;
        Ok(found)
    }

    /// The suspense.
    pub fn suspense(&self, ctx: &Context) -> Result<u32> {
        self.search("suspense()", sys::cg_position_suspense, ctx)
    }

    /// One winning move's 0-based index (C `cg_position_winning_move`):
    /// for a strict position Propp and Ullman's procedure, O(n log n) and no
    /// search; otherwise the first winning index a search finds.
    /// `Error::Domain` for a P-position, where every move loses.
    ///
    /// ```
    /// use cookiegame::{Context, Position};
    /// let ctx = Context::new()?;
    /// let p: Position = "1 2 3 3 6".parse()?;
    /// assert!(p.winning_moves(&ctx)?.contains(&p.winning_move(&ctx)?));
    /// assert!(Position::new(&[2, 2])?.winning_move(&ctx).is_err());   // a P-position
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn winning_move(&self, ctx: &Context) -> Result<usize> {
        let mut k = 0usize;
        // SAFETY: both pointers are live; valid out-pointer.
        check(unsafe { sys::cg_position_winning_move(ctx.as_ptr(), self.ptr, &mut k) }, || {
            format!("Position({}).winning_move()", self)
        })?;
        Ok(k)
    }

    /// The 0-based indices of the winning moves (empty for a P-position).
    pub fn winning_moves(&self, ctx: &Context) -> Result<Vec<usize>> {
        self.marks("winning_moves()", sys::cg_position_winning_moves, ctx)
    }

    fn marks(
        &self,
        what: &str,
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_position, *mut u8, usize) -> std::os::raw::c_int,
        ctx: &Context,
    ) -> Result<Vec<usize>> {
        let n = self.len();
        let mut marks = vec![0u8; n.max(1)];
        // SAFETY: marks holds n bytes (at least one); pointers are live.
        check(unsafe { f(ctx.as_ptr(), self.ptr, marks.as_mut_ptr(), n) }, || {
            format!("Position({}).{}", self, what)
        })?;
        Ok((0..n).filter(|&k| marks[k] != 0).collect())
    }

    /// The outcome under misère play, where whoever eats the last edible
    /// cookie loses (always a search, strict positions included).
    ///
    /// ```
    /// use cookiegame::{Context, Outcome, Position};
    /// let ctx = Context::new()?;
    /// assert_eq!(Position::new(&[1])?.misere_outcome(&ctx)?, Outcome::P);
    /// assert_eq!(Position::new(&[])?.misere_outcome(&ctx)?, Outcome::N);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn misere_outcome(&self, ctx: &Context) -> Result<Outcome> {
        let mut o = 0;
        // SAFETY: both pointers are live; valid out-pointer.
        check(unsafe { sys::cg_position_misere_outcome(ctx.as_ptr(), self.ptr, &mut o) }, || {
            format!("Position({}).misere_outcome()", self)
        })?;
        Ok(Outcome::from_c(o))
    }

    /// The misère remoteness (even exactly for misère N-positions).
    pub fn misere_remoteness(&self, ctx: &Context) -> Result<u32> {
        self.search("misere_remoteness()", sys::cg_position_misere_remoteness, ctx)
    }

    /// The misère suspense.
    pub fn misere_suspense(&self, ctx: &Context) -> Result<u32> {
        self.search("misere_suspense()", sys::cg_position_misere_suspense, ctx)
    }

    /// The 0-based indices of the misère winning moves.
    pub fn misere_winning_moves(&self, ctx: &Context) -> Result<Vec<usize>> {
        self.marks("misere_winning_moves()", sys::cg_position_misere_winning_moves, ctx)
    }

    /// The closed range of the winning moves when they form one run;
    /// `Error::Domain` otherwise (and for P-positions).
    pub fn winning_interval(&self, ctx: &Context) -> Result<(usize, usize)> {
        let (mut lo, mut hi) = (0, 0);
        // SAFETY: pointers are live; valid out-pointers.
        check(
            unsafe { sys::cg_position_winning_interval(ctx.as_ptr(), self.ptr, &mut lo, &mut hi) },
            || format!("Position({}).winning_interval()", self),
        )?;
        Ok((lo, hi))
    }

    /// The raw C position, for calls through `cookiegame-sys`.
    pub fn as_ptr(&self) -> *const sys::cg_position {
        self.ptr
    }
}

impl Drop for Position {
    fn drop(&mut self) {
        // SAFETY: owned, freed once.
        unsafe { sys::cg_position_free(self.ptr) }
    }
}

impl Clone for Position {
    fn clone(&self) -> Position {
        let mut ptr = ptr::null_mut();
        // SAFETY: self.ptr is live. Cloning allocates: out of memory aborts, as
        // for any Rust allocation.
        let status = unsafe { sys::cg_position_clone(self.ptr, &mut ptr) };
        assert_eq!(status, sys::CG_OK, "cg_position_clone: out of memory");
        Position { ptr }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        // SAFETY: both live.
        unsafe { sys::cg_position_equal(self.ptr, other.ptr) != 0 }
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.heaps().hash(state);
    }
}

impl FromStr for Position {
    type Err = Error;

    /// Heap sizes separated by spaces, as the C library reads them.
    fn from_str(text: &str) -> Result<Position> {
        let c = CString::new(text).map_err(|e| {
            Error::Invalid(format!(
                "Position {:?}: a NUL character at byte {}, which C text cannot hold",
                text,
                e.nul_position()
            ))
        })?;
        let mut ptr = ptr::null_mut();
        let mut at = 0usize;
        // SAFETY: c is NUL-terminated; valid out-pointers.
        let status = unsafe { sys::cg_position_parse_ex(c.as_ptr(), &mut ptr, &mut at) };
        if status == sys::CG_EPARSE {
            let d = crate::error::detail();
            return Err(Error::Parse { what: crate::error::described(format!("Position {:?}", text), &d), offset: at });
        }
        check(status, || format!("Position {:?}", text))?;
        Ok(Position { ptr })
    }
}

impl fmt::Display for Position {
    /// The C library's text (`cg_position_format`): heap sizes ascending,
    /// one space apart (`"1 2 4"`, `""` for no heaps), which `str::parse`
    /// reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut len = 0usize;
        // SAFETY: live position; with cap 0 only the length is written.
        unsafe { sys::cg_position_format(self.ptr, ptr::null_mut(), 0, &mut len) };
        let mut buf = vec![0u8; len + 1];
        // SAFETY: buf holds the text and its NUL.
        let status = unsafe { sys::cg_position_format(self.ptr, buf.as_mut_ptr().cast(), buf.len(), &mut len) };
        if status != sys::CG_OK {
            return Err(fmt::Error);
        }
        buf.truncate(len);
        f.write_str(std::str::from_utf8(&buf).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({:?})", self.heaps())
    }
}

/// A `cg_position_fn` that appends a copy of each position to the
/// `Vec<Position>` its user pointer points to; out of memory stops the call
/// (which then reports it as canceled).
///
/// # Safety
/// `user` must point to a live `Vec<Position>`, and `p` be a live position.
pub(crate) unsafe extern "C" fn collect_position(user: *mut c_void, p: *const sys::cg_position) -> c_int {
    let found = &mut *(user as *mut Vec<Position>);
    let mut copy = ptr::null_mut();
    if sys::cg_position_clone(p, &mut copy) != sys::CG_OK {
        return 1;
    }
    found.push(Position::from_raw(copy));
    0
}
