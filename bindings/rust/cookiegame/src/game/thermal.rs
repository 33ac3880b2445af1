//! The thermal operations of libcookiegame 1.1 that the safe crate lacked
//! (C thermal.h): heating, the Norton product, the reduced canonical form and
//! the O(1) predicates on the temperature and the form. They use the helpers
//! of ops.rs (`binary`, `unary`), so errors carry the library's detail the
//! same way.
use cookiegame_sys as sys;

use super::Game;
use crate::error::Result;

impl<'ctx> Game<'ctx> {
    /// G heated by t (CGSuite's Heat; Winning Ways' integral): G itself when
    /// G is a number, else {G^L heated + t | G^R heated - t}, on the canonical
    /// form. Heating undoes cooling on games whose subpositions are hot:
    /// `{3|1}` cooled by 1 is `2*`, and `2*` heated by 1 is `{3|1}`. Errors:
    /// games of two contexts (`Error::Invalid`), a number that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.parse("2*")?.heat(&ctx.integer(1)?)?, ctx.parse("{3|1}")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn heat(&self, t: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(t, "heat", sys::cg_game_heat)
    }

    /// The Norton product G.U by a unit U > 0 (CGSuite's `G.U` on games,
    /// NortonMultiply): n copies of U for an integer n, else {G^L.U + U + I |
    /// G^R.U - U - I} over the incentives I of U. It depends on the value of
    /// G and the canonical form of U, and is linear for U > 0. Errors: U not
    /// positive (`Error::Domain`), games of two contexts (`Error::Invalid`),
    /// a number that does not fit (`Error::Range`), the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let up = ctx.up(1)?;
    /// assert_eq!(ctx.integer(3)?.norton(&up)?, ctx.up(3)?);
    /// assert!(ctx.integer(3)?.norton(&ctx.nimber(1)?).is_err());   // * is not positive
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn norton(&self, u: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(u, "norton", sys::cg_game_norton)
    }

    /// The reduced canonical form (Grossman and Siegel; CGSuite's
    /// ReducedCanonicalForm): the simplest game that differs from G by an
    /// infinitesimal; two games have the same one exactly when their
    /// difference is infinitesimal. Errors: a number that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.parse("1^*")?.reduced()?, ctx.integer(1)?);
    /// assert_eq!(ctx.parse("{2|^}")?.reduced()?, ctx.parse("{2|0}")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn reduced(&self) -> Result<Game<'ctx>> {
        self.unary("reduced", sys::cg_game_reduced)
    }

    /// Whether the game is hot: its temperature is positive. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("{1|-1}")?.is_hot() && !ctx.up(1)?.is_hot());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_hot(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_hot(self.ptr) != 0 }
    }

    /// Whether the game is cold: a number, temperature below 0. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.dyadic(3, 2)?.is_cold() && !ctx.nimber(1)?.is_cold());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_cold(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_cold(self.ptr) != 0 }
    }

    /// Whether the game is tepid: temperature 0, a number plus a non-zero
    /// infinitesimal. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("1^")?.is_tepid() && !ctx.zero().is_tepid());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_tepid(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_tepid(self.ptr) != 0 }
    }

    /// Whether the game is dicotic (all-small): every subposition has moves
    /// for both players or for neither (CGSuite's IsAllSmall). O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.up(2)?.is_dicotic() && !ctx.parse("{0||0|-1}")?.is_dicotic());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_dicotic(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_dicotic(self.ptr) != 0 }
    }

    /// Whether the game is infinitesimal: both stops 0, 0 itself included
    /// (CGSuite's IsInfinitesimal). O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("{0||0|-1}")?.is_infinitesimal() && !ctx.parse("1*")?.is_infinitesimal());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_infinitesimal(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_infinitesimal(self.ptr) != 0 }
    }

    /// Whether the game is a switch {x | y}: one option a side, both
    /// numbers, x > y. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("+-1")?.is_switch() && !ctx.parse("{2|1||0}")?.is_switch());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_switch(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_switch(self.ptr) != 0 }
    }
}
