//! Thermographs as exact data (C `cg_thermograph`, thermal.h), orthodox play,
//! one incentive per option, and the value of a number.
use std::os::raw::c_int;
use std::ptr;

use cookiegame_sys as sys;

use super::Game;
use crate::error::{check, Error, Result};
use crate::{Dyadic, Side};

/// A breakpoint of a thermograph's wall ([`Thermograph::wall`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WallPoint {
    /// The temperature of the point (t >= 0).
    pub t: Dyadic,
    /// The wall's value there.
    pub value: Dyadic,
    /// d value / d t after the point, up to the next one: -1, 0 or 1 (0
    /// after the last point: the mast).
    pub slope: i32,
}

/// The thermograph of a game ([`Game::thermograph`]): its two walls and its
/// mast, exact, owned (freed on `Drop`) and independent of the context once
/// made, so it outlives the game's [`crate::Context`] and may be read from
/// any thread.
///
/// Each wall is listed from t = 0 (the stop) through every change of slope
/// to the foot of the mast, (max(temperature, 0), mean), with slope 0; a
/// number's or a tepid game's wall is the one point (0, mean). Left walls
/// have slopes 0 or -1, Right walls 0 or +1.
///
/// ```
/// use cookiegame::{Dyadic, Side, WallPoint};
/// # let ctx = cookiegame::Context::new()?;
/// let th = ctx.parse("{2|-1}")?.thermograph()?;
/// assert_eq!((th.mean(), th.temperature()), (Dyadic::new(1, 1), Dyadic::new(3, 1)));
/// let d = |num, log2_den| Dyadic::new(num, log2_den);
/// assert_eq!(th.wall(Side::Left), vec![
///     WallPoint { t: d(0, 0), value: d(2, 0), slope: -1 },
///     WallPoint { t: d(3, 1), value: d(1, 1), slope: 0 },
/// ]);
/// assert_eq!(th.wall_at(Side::Right, d(1, 0))?, d(0, 0));   // -1 + t below the mast
/// assert_eq!(th.wall_at(Side::Right, d(5, 0))?, d(1, 1));   // the mast
/// # Ok::<(), cookiegame::Error>(())
/// ```
pub struct Thermograph {
    ptr: *mut sys::cg_thermograph,
}

// SAFETY: the C thermograph is immutable data owned by this value, with no
// tie to the context that made it (thermal.h).
unsafe impl Send for Thermograph {}
unsafe impl Sync for Thermograph {}

impl Thermograph {
    fn mean_temperature(&self) -> (Dyadic, Dyadic) {
        let (mut m, mut t) = (sys::cg_dyadic::default(), sys::cg_dyadic::default());
        // SAFETY: live thermograph; it fails only for NULL.
        unsafe { sys::cg_thermograph_mean_temperature(self.ptr, &mut m, &mut t) };
        (Dyadic::from_c(m), Dyadic::from_c(t))
    }

    /// The mean: the value where the mast stands.
    pub fn mean(&self) -> Dyadic {
        self.mean_temperature().0
    }

    /// The temperature: where the mast starts (0 for a game whose stops are
    /// equal; -1/2^k for a number m/2^k, -1 for an integer, as CGSuite and
    /// [`Game::temperature`] say).
    pub fn temperature(&self) -> Dyadic {
        self.mean_temperature().1
    }

    /// The breakpoints of `side`'s wall, from t = 0 up to the foot of the
    /// mast (C `cg_thermograph_wall_size`, `cg_thermograph_wall_point`).
    pub fn wall(&self, side: Side) -> Vec<WallPoint> {
        let s = side.to_c();
        // SAFETY: live thermograph, valid side.
        let size = unsafe { sys::cg_thermograph_wall_size(self.ptr, s) };
        (0..size)
            .map(|i| {
                let (mut t, mut v) = (sys::cg_dyadic::default(), sys::cg_dyadic::default());
                let mut slope: c_int = 0;
                // SAFETY: live thermograph, valid side, i below the wall's
                // size: the call cannot fail (thermal.h).
                let status = unsafe { sys::cg_thermograph_wall_point(self.ptr, s, i, &mut t, &mut v, &mut slope) };
                debug_assert_eq!(status, sys::CG_OK);
                WallPoint { t: Dyadic::from_c(t), value: Dyadic::from_c(v), slope }
            })
            .collect()
    }

    /// The value of `side`'s wall at temperature `t` >= 0: on its segments
    /// up to the foot of the mast, the mean from there up (C
    /// `cg_thermograph_wall_at`; [`Game::walls_at`] goes below 0). Errors:
    /// t < 0 (`Error::Invalid`), a value that does not fit or a denominator
    /// of t past 2^1024 (`Error::Range`).
    pub fn wall_at(&self, side: Side, t: Dyadic) -> Result<Dyadic> {
        let mut v = sys::cg_dyadic::default();
        // SAFETY: live thermograph; valid out-pointer.
        check(unsafe { sys::cg_thermograph_wall_at(self.ptr, side.to_c(), t.to_c(), &mut v) }, || {
            format!("Thermograph::wall_at({:?}, {})", side, t)
        })?;
        Ok(Dyadic::from_c(v))
    }
}

impl Drop for Thermograph {
    fn drop(&mut self) {
        // SAFETY: owned, freed once.
        unsafe { sys::cg_thermograph_free(self.ptr) }
    }
}

impl std::fmt::Debug for Thermograph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thermograph")
            .field("mean", &self.mean())
            .field("temperature", &self.temperature())
            .field("left", &self.wall(Side::Left))
            .field("right", &self.wall(Side::Right))
            .finish()
    }
}

impl<'ctx> Game<'ctx> {
    /// The thermograph, as exact data (C `cg_game_thermograph`; cached per
    /// game in the context). Errors: a value that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    pub fn thermograph(&self) -> Result<Thermograph> {
        let mut out = ptr::null_mut();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_thermograph(self.ctx.as_ptr(), self.ptr, &mut out) }, || {
            format!("thermograph({})", self)
        })?;
        Ok(Thermograph { ptr: out })
    }

    /// Orthodox play: `side`'s option whose wall is the game's own at its
    /// temperature, the hottest move (C `cg_game_orthodox_move`; ties go to
    /// the option best just below, then to the first in
    /// [`Game::left`]/[`Game::right`]). Errors: `side` has no move
    /// (`Error::Domain`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// use cookiegame::Side;
    /// # let ctx = cookiegame::Context::new()?;
    /// // Left's walls: 5 - t by moving to 5, 0 by moving to {10|0} (its Right
    /// // wall is t); Right's wall is -3 + t. They meet at T = 4: 5 is orthodox,
    /// // though {10|0} is the hotter option.
    /// let g = ctx.parse("{5, {10|0} | -3}")?;
    /// assert_eq!(g.temperature()?, cookiegame::Dyadic::new(4, 0));
    /// assert_eq!(g.orthodox_move(Side::Left)?, ctx.integer(5)?);
    /// assert!(ctx.integer(3)?.orthodox_move(Side::Right).is_err());   // no move
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn orthodox_move(&self, side: Side) -> Result<Game<'ctx>> {
        let mut k = 0usize;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_orthodox_move(self.ctx.as_ptr(), self.ptr, side.to_c(), &mut k) }, || {
            format!("orthodox_move({}, {:?})", self, side)
        })?;
        // SAFETY: live game; k is an index the library chose among its options.
        let option = unsafe {
            match side {
                Side::Left => sys::cg_game_left(self.ptr, k),
                Side::Right => sys::cg_game_right(self.ptr, k),
            }
        };
        Ok(self.option(option))
    }

    /// One incentive per option of `side`, in the order of [`Game::left`] /
    /// [`Game::right`] (the i-th belongs to option i): G^L - G for Left,
    /// G - G^R for Right, duplicates and dominated ones kept (C
    /// `cg_game_incentives`; Python's `Game.incentives(side)`).
    /// [`Game::incentives`], [`Game::left_incentives`] and
    /// [`Game::right_incentives`] are CGSuite's sets instead: each distinct
    /// incentive once, without those another exceeds.
    ///
    /// ```
    /// use cookiegame::Side;
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("{1, * | -1}")?;
    /// let per_option = g.incentives_of(Side::Left)?;
    /// assert_eq!(per_option.len(), g.left().len());
    /// for (i, gl) in g.left().iter().enumerate() {
    ///     assert_eq!(per_option[i], (gl - &g)?);
    /// }
    /// assert!(g.left_incentives()?.len() <= per_option.len());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn incentives_of(&self, side: Side) -> Result<Vec<Game<'ctx>>> {
        let (c, g, s) = (self.ctx.as_ptr(), self.ptr, side.to_c());
        // SAFETY: live context and game; `out` has room for `cap` games.
        self.list("incentives_of", &|out, cap, count| unsafe { sys::cg_game_incentives(c, g, s, out, cap, count) })
    }

    /// The value of a number, exact (C `cg_game_number`; Python's
    /// `Game.to_fraction()`). `Error::Domain` when the game is not a
    /// number ([`Game::is_number`]).
    ///
    /// ```
    /// use cookiegame::Dyadic;
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.parse("{1|2}")?.to_dyadic()?, Dyadic::new(3, 1));
    /// assert!(ctx.nimber(1)?.to_dyadic().is_err());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn to_dyadic(&self) -> Result<Dyadic> {
        let (mut num, mut log2_den) = (0i64, 0u32);
        // SAFETY: live game; valid out-pointers.
        let status = unsafe { sys::cg_game_number(self.ptr, &mut num, &mut log2_den) };
        if status == sys::CG_EDOMAIN {
            return Err(Error::Domain(format!("to_dyadic({}): the game is not a number", self)));
        }
        check(status, || format!("to_dyadic({})", self))?;
        Ok(Dyadic::new(num, log2_den))
    }
}
