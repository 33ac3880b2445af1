//! CM-nim and Cookie Monster (C cmnim.h).
use std::os::raw::{c_int, c_void};
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::Context;

/// The named families of permissible jar sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Nim: single jars only.
    Nim,
    /// Cookie Monster: every non-empty set of jars.
    CookieMonster,
    /// Every set of an odd number of jars.
    Odd,
    /// Every set of one or two jars.
    AtMost2,
    /// Single jars and pairs of neighbours.
    ConsecutiveAtMost2,
    /// Single jars and every prefix {0, ..., j}.
    ConsecutiveIncludeFirst,
    /// Every run of consecutive jars.
    Consecutive,
    /// Every non-empty set except the set of all jars.
    AllButN,
}

/// A CM-nim game: a move takes the same positive number of cookies from every
/// jar of a permissible set.
///
/// ```
/// use cookiegame::{CmNim, Context, Family};
/// let ctx = Context::new()?;
/// let monster = CmNim::new(3, Family::CookieMonster)?;
/// assert!(monster.is_p(&ctx, &[1, 2, 0])?);
/// assert_eq!(monster.complete(&ctx, &[1, 2, 0], 2)?, 0);
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct CmNim {
    ptr: *mut sys::cg_cmnim,
}

// SAFETY: immutable C data; searches go through a Context.
unsafe impl Send for CmNim {}
unsafe impl Sync for CmNim {}

impl CmNim {
    /// A game of `jars` jars (1..=16) with a named family.
    pub fn new(jars: u32, family: Family) -> Result<CmNim> {
        let f = match family {
            Family::Nim => sys::CG_CMNIM_NIM,
            Family::CookieMonster => sys::CG_CMNIM_COOKIE_MONSTER,
            Family::Odd => sys::CG_CMNIM_ODD,
            Family::AtMost2 => sys::CG_CMNIM_AT_MOST_2,
            Family::ConsecutiveAtMost2 => sys::CG_CMNIM_CONSECUTIVE_AT_MOST_2,
            Family::ConsecutiveIncludeFirst => sys::CG_CMNIM_CONSECUTIVE_INCLUDE_FIRST,
            Family::Consecutive => sys::CG_CMNIM_CONSECUTIVE,
            Family::AllButN => sys::CG_CMNIM_ALL_BUT_N,
        };
        let mut ptr = ptr::null_mut();
        // SAFETY: valid out-pointer.
        check(unsafe { sys::cg_cmnim_new_family(jars, f, &mut ptr) }, || {
            format!("CmNim::new({}, {:?})", jars, family)
        })?;
        Ok(CmNim { ptr })
    }

    /// A game with explicit permissible sets, each a bit mask of jars (bit j = jar j).
    pub fn with_sets(jars: u32, sets: &[u64]) -> Result<CmNim> {
        let mut ptr = ptr::null_mut();
        // SAFETY: sets valid for its length; valid out-pointer.
        check(unsafe { sys::cg_cmnim_new(jars, sets.as_ptr(), sets.len(), &mut ptr) }, || {
            format!("CmNim::with_sets({}, {:?})", jars, sets)
        })?;
        Ok(CmNim { ptr })
    }

    /// The number of jars.
    pub fn jars(&self) -> u32 {
        // SAFETY: live game.
        unsafe { sys::cg_cmnim_jars(self.ptr) }
    }

    /// The permissible sets, each a bit mask of jars (bit j = jar j), sorted
    /// ascending, single jars included (C `cg_cmnim_sets`): what
    /// [`CmNim::with_sets`] takes, so `CmNim::with_sets(g.jars(), &g.sets()?)`
    /// is the same game.
    ///
    /// ```
    /// use cookiegame::{CmNim, Family};
    /// assert_eq!(CmNim::new(3, Family::ConsecutiveAtMost2)?.sets()?, vec![0b001, 0b010, 0b011, 0b100, 0b110]);
    /// assert_eq!(CmNim::new(4, Family::CookieMonster)?.sets()?.len(), 15);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn sets(&self) -> Result<Vec<u64>> {
        let mut count = 0usize;
        // SAFETY: live game; with cap 0 only the count is written (CG_ERANGE
        // when there are sets, which is the answer to "how many?").
        let status = unsafe { sys::cg_cmnim_sets(self.ptr, ptr::null_mut(), 0, &mut count) };
        if status != sys::CG_ERANGE {
            check(status, || "CmNim::sets()".into())?;
        }
        let mut sets = vec![0u64; count];
        // SAFETY: sets holds count masks.
        check(unsafe { sys::cg_cmnim_sets(self.ptr, sets.as_mut_ptr(), sets.len(), &mut count) }, || {
            "CmNim::sets()".into()
        })?;
        sets.truncate(count);
        Ok(sets)
    }

    fn tuple(&self, x: &[u64], what: &str) -> Result<()> {
        if x.len() != self.jars() as usize {
            return Err(Error::Invalid(format!("{}: {} jar sizes for {} jars", what, x.len(), self.jars())));
        }
        Ok(())
    }

    /// The Grundy value of the jar sizes x.
    pub fn grundy(&self, ctx: &Context, x: &[u64]) -> Result<u64> {
        self.search(ctx, x, sys::cg_cmnim_grundy, "CmNim::grundy")
    }

    /// The remoteness of the jar sizes x: how many moves the game lasts when the
    /// winner hurries and the loser delays. Searches every position below x, so
    /// a large x stops at the context's node limit.
    ///
    /// ```
    /// use cookiegame::{CmNim, Context, Family};
    /// let ctx = Context::new()?;
    /// let wythoff = CmNim::new(2, Family::CookieMonster)?;
    /// assert_eq!(wythoff.remoteness(&ctx, &[1, 2])?, 2);   // a P-position: even
    /// assert_eq!(wythoff.remoteness(&ctx, &[3, 3])?, 1);   // take both jars
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn remoteness(&self, ctx: &Context, x: &[u64]) -> Result<u64> {
        self.search(ctx, x, sys::cg_cmnim_remoteness, "CmNim::remoteness")
    }

    /// The misère remoteness of the jar sizes x (the last move loses); odd exactly
    /// at the misère P-positions.
    pub fn misere_remoteness(&self, ctx: &Context, x: &[u64]) -> Result<u64> {
        self.search(ctx, x, sys::cg_cmnim_misere_remoteness, "CmNim::misere_remoteness")
    }

    fn search(
        &self,
        ctx: &Context,
        x: &[u64],
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_cmnim, *const u64, *mut u64) -> c_int,
        what: &str,
    ) -> Result<u64> {
        self.tuple(x, what)?;
        let mut v = 0;
        // SAFETY: x holds jars values; live pointers.
        check(unsafe { f(ctx.as_ptr(), self.ptr, x.as_ptr(), &mut v) }, || format!("{}({:?})", what, x))?;
        Ok(v)
    }

    /// Whether the jar sizes x are a P-position.
    pub fn is_p(&self, ctx: &Context, x: &[u64]) -> Result<bool> {
        self.p_test(ctx, x, sys::cg_cmnim_is_p, "CmNim::is_p")
    }

    /// Whether the jar sizes x are a P-position of misère play (the last move loses).
    ///
    /// ```
    /// use cookiegame::{CmNim, Context, Family};
    /// let ctx = Context::new()?;
    /// let nim = CmNim::new(4, Family::Nim)?;
    /// assert!(nim.misere_is_p(&ctx, &[1, 3, 5, 7])?);   // Marienbad's start
    /// assert!(!nim.misere_is_p(&ctx, &[0, 0, 0, 0])?);  // no move: the player to move won
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn misere_is_p(&self, ctx: &Context, x: &[u64]) -> Result<bool> {
        self.p_test(ctx, x, sys::cg_cmnim_misere_is_p, "CmNim::misere_is_p")
    }

    fn p_test(
        &self,
        ctx: &Context,
        x: &[u64],
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_cmnim, *const u64, *mut c_int) -> c_int,
        what: &str,
    ) -> Result<bool> {
        self.tuple(x, what)?;
        let mut p: c_int = 0;
        // SAFETY: x holds jars values; live pointers.
        check(unsafe { f(ctx.as_ptr(), self.ptr, x.as_ptr(), &mut p) }, || format!("{}({:?})", what, x))?;
        Ok(p != 0)
    }

    /// The value of jar `jar` that makes a P-position with the other jars of x.
    pub fn complete(&self, ctx: &Context, x: &[u64], jar: u32) -> Result<u64> {
        self.completion(ctx, x, jar, sys::cg_cmnim_complete, "CmNim::complete")
    }

    /// The value of jar `jar` that makes a misère P-position with the other jars of x.
    pub fn misere_complete(&self, ctx: &Context, x: &[u64], jar: u32) -> Result<u64> {
        self.completion(ctx, x, jar, sys::cg_cmnim_misere_complete, "CmNim::misere_complete")
    }

    fn completion(
        &self,
        ctx: &Context,
        x: &[u64],
        jar: u32,
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_cmnim, *const u64, u32, *mut u64) -> c_int,
        what: &str,
    ) -> Result<u64> {
        self.tuple(x, what)?;
        let mut v = 0;
        // SAFETY: x holds jars values; live pointers.
        check(unsafe { f(ctx.as_ptr(), self.ptr, x.as_ptr(), jar, &mut v) }, || {
            format!("{}({:?}, {})", what, x, jar)
        })?;
        Ok(v)
    }

    /// Every P-position with all jars at most `bound`, in lexicographic order.
    pub fn p_positions(&self, ctx: &Context, bound: u64) -> Result<std::vec::IntoIter<Vec<u64>>> {
        self.enumerate(ctx, bound, sys::cg_cmnim_p_positions, "CmNim::p_positions")
    }

    /// Every misère P-position with all jars at most `bound`, in lexicographic order.
    pub fn misere_p_positions(&self, ctx: &Context, bound: u64) -> Result<std::vec::IntoIter<Vec<u64>>> {
        self.enumerate(ctx, bound, sys::cg_cmnim_misere_p_positions, "CmNim::misere_p_positions")
    }

    fn enumerate(
        &self,
        ctx: &Context,
        bound: u64,
        f: unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_cmnim, u64, sys::cg_tuple_fn, *mut c_void) -> c_int,
        what: &str,
    ) -> Result<std::vec::IntoIter<Vec<u64>>> {
        unsafe extern "C" fn each(user: *mut c_void, x: *const u64, jars: u32) -> c_int {
            // SAFETY: user is the Vec below; x holds jars values for the call.
            let found = &mut *(user as *mut Vec<Vec<u64>>);
            found.push(std::slice::from_raw_parts(x, jars as usize).to_vec());
            0
        }
        let mut found: Vec<Vec<u64>> = Vec::new();
        // SAFETY: live pointers; the callback only pushes into `found`.
        check(
            unsafe { f(ctx.as_ptr(), self.ptr, bound, Some(each), &mut found as *mut _ as *mut c_void) },
            || format!("{}({})", what, bound),
        )?;
        Ok(found.into_iter())
    }
}

impl Drop for CmNim {
    fn drop(&mut self) {
        // SAFETY: owned, freed once.
        unsafe { sys::cg_cmnim_free(self.ptr) }
    }
}
