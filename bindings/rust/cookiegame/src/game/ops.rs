//! The operations of libcookiegame 1.3 on [`Game`]: CGSuite's other sums and
//! products, uptimal powers, overheating, companion and freeze, walls below 0,
//! misère outcome, followers, incentive sets, uptimal expansions, atomicity
//! and CGSuite's predicates (C partizan.h and thermal.h, `COOKIEGAME_1.3`).
//!
//! A module of its own so that game.rs keeps the core type; it is a child of
//! `game`, so it uses the same private fields and helpers (`same_context`,
//! `with`, `check`) rather than copies of them.
use std::fmt;
use std::os::raw::{c_int, c_uint};
use std::ptr;

use cookiegame_sys as sys;

use super::{same_context, Game};
use crate::error::{check, Result};
use crate::{Dyadic, Outcome};

/// The C signature of a binary operation: (ctx, g, h, out).
type Binary = unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_game, *const sys::cg_game, *mut *const sys::cg_game) -> c_int;
/// The C signature of a unary operation: (ctx, g, out).
type Unary = unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_game, *mut *const sys::cg_game) -> c_int;
/// The C signature of a predicate with a context and a status: (ctx, g, yes).
type Predicate = unsafe extern "C" fn(*mut sys::cg_ctx, *const sys::cg_game, *mut c_int) -> c_int;

/// The uptimal expansion of a game, `x + a_1.^<1> + ... + a_n.^<n> + *m`
/// (CGSuite's UptimalExpansion), from [`Game::uptimal_expansion`].
///
/// `Display` writes CGSuite's text of it, as the C library writes it
/// (`cg_game_uptimal_expansion_format`): the number (left out when it is 0
/// and there is a nimber), `*m` (`*` for *1, nothing for *0), a point, and
/// one digit a coefficient, |a_i| as 0-9, A-Z for 10 to 35, `(36)` past
/// that, a negative one followed by `-` (or `0` when there are none): `0.1`
/// for ^, `*.1-` for v*, `73/16*8.9-` for 73/16 + v9 + *8, `0.0` for 0.
///
/// ```
/// # let ctx = cookiegame::Context::new()?;
/// assert_eq!(ctx.parse("v*")?.uptimal_expansion()?.to_string(), "*.1-");
/// assert_eq!(ctx.parse("{0||0|v*}")?.uptimal_expansion()?.to_string(), "*.12");
/// # Ok::<(), cookiegame::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UptimalExpansion<'ctx> {
    /// The number x.
    pub number: Game<'ctx>,
    /// The nimber m of *m.
    pub nimber: u32,
    /// a_1, ..., a_n: the coefficient of `^<k>` is `coefficients[k - 1]`;
    /// empty for x + *m, else the last is not 0.
    pub coefficients: Vec<i64>,
    /// CGSuite's text, written by the C library when the expansion was
    /// found, so that `Display` cannot fail.
    text: String,
}

impl fmt::Display for UptimalExpansion<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<'ctx> Game<'ctx> {
    /// A binary operation of the C library on self and other, `name` naming
    /// it in errors.
    pub(super) fn binary(&self, other: &Game<'ctx>, name: &str, f: Binary) -> Result<Game<'ctx>> {
        same_context(self, other, name)?;
        let mut out = ptr::null();
        // SAFETY: live context and games of it; valid out-pointer.
        check(unsafe { f(self.ctx.as_ptr(), self.ptr, other.ptr, &mut out) }, || {
            format!("{}({}, {})", name, self, other)
        })?;
        Ok(self.with(out))
    }

    /// A unary operation of the C library on self.
    pub(super) fn unary(&self, name: &str, f: Unary) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { f(self.ctx.as_ptr(), self.ptr, &mut out) }, || format!("{}({})", name, self))?;
        Ok(self.with(out))
    }

    /// A predicate of the C library that takes the context and can fail.
    fn predicate(&self, name: &str, f: Predicate) -> Result<bool> {
        let mut yes = 0;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { f(self.ctx.as_ptr(), self.ptr, &mut yes) }, || format!("{}({})", name, self))?;
        Ok(yes != 0)
    }

    /// A list from a snprintf-like C call `f(out, cap, count)`: asked first
    /// with a guess, then again with room for the `count` it reported when
    /// that was short. A `CG_ERANGE` that does not report more than the room
    /// given is the other range error (a number that does not fit) and is
    /// returned as such.
    pub(super) fn list(&self, name: &str, f: &dyn Fn(*mut *const sys::cg_game, usize, &mut usize) -> c_int) -> Result<Vec<Game<'ctx>>> {
        let mut out: Vec<*const sys::cg_game> = vec![ptr::null(); 16];
        loop {
            let mut count = 0usize;
            let status = f(out.as_mut_ptr(), out.len(), &mut count);
            if status == sys::CG_ERANGE && count > out.len() {
                // The library tells a long list's length without making it
                // (the followers of 10^9 are 10^9 + 1 games): the room and
                // the games are checked against memory first, an error
                // rather than an allocation that aborts.
                let what = b"the list of games (about 448 bytes each)\0";
                let bytes = (count as u64).saturating_mul(448);
                // SAFETY: a NUL-terminated string; the check only reads.
                check(unsafe { sys::cg_memory_check(bytes, 0, what.as_ptr().cast()) }, || {
                    format!("{}({}): {} games", name, self, count)
                })?;
                out.resize(count, ptr::null());
                continue;
            }
            check(status, || format!("{}({})", name, self))?;
            out.truncate(count);
            return Ok(out.into_iter().map(|p| self.with(p)).collect());
        }
    }

    /// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (CGSuite's
    /// OrdinalSum): H is played first, and a move in G ends H. Computed on
    /// the canonical forms of both, as CGSuite does (the ordinal sum depends
    /// on the form of G). Errors: games of two contexts (`Error::Invalid`),
    /// the node limit (`Error::Limit`; each pair of subpositions is a node).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let (half, quarter) = (ctx.dyadic(1, 1)?, ctx.dyadic(1, 2)?);
    /// assert_eq!(half.ordinal_sum(&quarter)?, ctx.dyadic(9, 4)?);   // 9/16
    /// assert_eq!(ctx.nimber(5)?.ordinal_sum(&ctx.nimber(6)?)?, ctx.nimber(11)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn ordinal_sum(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(other, "ordinal_sum", sys::cg_game_ordinal_sum)
    }

    /// The conjunctive sum (Conway, *On Numbers and Games*, ch. 14; CGSuite's
    /// ConjunctiveSum): a move is made in both components at once, and play
    /// ends when either ends. On the canonical forms; errors as
    /// [`Game::ordinal_sum`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("+-1")?.conjunctive_sum(&ctx.parse("^^")?)?;
    /// assert_eq!(g, ctx.parse("{0|-1}")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn conjunctive_sum(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(other, "conjunctive_sum", sys::cg_game_conjunctive_sum)
    }

    /// The selective sum (*On Numbers and Games*, ch. 14; CGSuite's
    /// SelectiveSum): a move is made in one component or in both. On the
    /// canonical forms; errors as [`Game::ordinal_sum`]. On nimbers it adds
    /// the heaps: from (a, b) the moves reach every value below a + b.
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.nimber(5)?.selective_sum(&ctx.nimber(6)?)?, ctx.nimber(11)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn selective_sum(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(other, "selective_sum", sys::cg_game_selective_sum)
    }

    /// Conway's product G.H (*On Numbers and Games*, ch. 1; CGSuite's
    /// ConwayProduct): nim multiplication on nimbers, the ordinary product on
    /// numbers. On the canonical forms, as CGSuite computes it. Errors: games
    /// of two contexts (`Error::Invalid`), a number that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.nimber(4)?.conway_product(&ctx.nimber(4)?)?, ctx.nimber(6)?);
    /// assert_eq!(ctx.integer(15)?.conway_product(&ctx.parse("^^*2")?)?.to_string(), "^30*2");
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn conway_product(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(other, "conway_product", sys::cg_game_conway_product)
    }

    /// The ordinal product (CGSuite's OrdinalProduct), on the canonical
    /// forms; errors as [`Game::conway_product`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.nimber(5)?.ordinal_product(&ctx.nimber(6)?)?, ctx.nimber(30)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn ordinal_product(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        self.binary(other, "ordinal_product", sys::cg_game_ordinal_product)
    }

    /// The multiple n.G = G + ... + G (n copies); (-n).G = -(n.G), 0.G = 0
    /// (CGSuite's `n * G`). Made by doubling, about 2 log2 |n| sums, so any
    /// `i64` is accepted. Errors: a multiple past what the library holds
    /// (`Error::Range`, with the library's detail), the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let up = ctx.up(1)?;
    /// assert_eq!(up.multiple(3)?, ctx.up(3)?);
    /// assert_eq!(up.multiple(-2)?, ctx.up(-2)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn multiple(&self, n: i64) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_multiple(self.ctx.as_ptr(), self.ptr, n, &mut out) }, || {
            format!("multiple({}, {})", self, n)
        })?;
        Ok(self.with(out))
    }

    /// The uptimal power G^n of a base G = {0 | H}: G^n = {0 | H - G^->(n-1)},
    /// G^1 = G (CGSuite's Pow; ^.pow(n) is `^<n>`). Errors: a base that is
    /// not {0 | H} (`Error::Invalid`, as CGSuite's "Invalid base"), n = 0 or
    /// above the library's bound (`Error::Range`), both with the library's
    /// detail; the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.up(1)?.pow(3)?, ctx.parse("^<3>")?);
    /// assert!(ctx.parse("{1|-1}")?.pow(2).is_err());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn pow(&self, n: u32) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_pow(self.ctx.as_ptr(), self.ptr, n, &mut out) }, || {
            format!("pow({}, {})", self, n)
        })?;
        Ok(self.with(out))
    }

    /// The uptimal power G^->n (CGSuite's PowTo): G:(n-1), the ordinal sum by
    /// the integer n - 1, so G^->0 = 0, G^->1 = G and G^->n = {G^L, G^->(n-1) |
    /// G^R}; ^.pow_to(n) is `^[n]` = `^<1> + ... + ^<n>`. Defined for every G,
    /// on its canonical form. Errors: n above the library's bound
    /// (`Error::Range`, with its detail), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.up(1)?.pow_to(3)?, ctx.parse("^[3]")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn pow_to(&self, n: u32) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_pow_to(self.ctx.as_ptr(), self.ptr, n, &mut out) }, || {
            format!("pow_to({}, {})", self, n)
        })?;
        Ok(self.with(out))
    }

    /// G overheated from s to t (Winning Ways ch. 6; CGSuite's
    /// Overheat(s, t)): n.s for an integer n, else {G^L overheated + t |
    /// G^R overheated - t}, on the canonical form of G. Unlike heating, a
    /// number that is not an integer is overheated too. Errors: games of two
    /// contexts (`Error::Invalid`), a number that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let zero = ctx.zero();
    /// assert_eq!(ctx.dyadic(7, 4)?.overheat(&zero, &zero)?, ctx.parse("^[3]")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn overheat(&self, s: &Game<'ctx>, t: &Game<'ctx>) -> Result<Game<'ctx>> {
        same_context(self, s, "overheat")?;
        same_context(self, t, "overheat")?;
        let mut out = ptr::null();
        // SAFETY: live context and games of it; valid out-pointer.
        check(unsafe { sys::cg_game_overheat(self.ctx.as_ptr(), self.ptr, s.ptr, t.ptr, &mut out) }, || {
            format!("overheat({}, {}, {})", self, s, t)
        })?;
        Ok(self.with(out))
    }

    /// The companion G° = {0 if G >= 0, (G^L)° | 0 if G <= 0, (G^R)°} (Siegel,
    /// *Combinatorial Game Theory*; CGSuite's Companion), canonical; the
    /// companion of the companion is G. Errors: the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.zero().companion()?, ctx.nimber(1)?);
    /// assert_eq!(ctx.integer(5)?.companion()?, ctx.integer(5)?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn companion(&self) -> Result<Game<'ctx>> {
        self.unary("companion", sys::cg_game_companion)
    }

    /// G cooled by its temperature (CGSuite's Freeze): `self.cool(self.temperature()?)`
    /// in one call. Errors as [`Game::cool`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("{3|1}")?;
    /// assert_eq!(g.freeze()?, ctx.parse("2*")?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn freeze(&self) -> Result<Game<'ctx>> {
        self.unary("freeze", sys::cg_game_freeze)
    }

    /// Both walls of the thermograph at temperature t > -1, below 0 too
    /// (CGSuite draws thermographs from t = -1): (Left's wall, Right's wall),
    /// the stops of `self.cool(t)`. Errors: t <= -1 (`Error::Invalid`, with
    /// the library's detail), a value that does not fit (`Error::Range`), the
    /// node limit (`Error::Limit`).
    ///
    /// ```
    /// use cookiegame::Dyadic;
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("{1|-1}")?;
    /// assert_eq!(g.walls_at(Dyadic::new(-1, 1))?, (Dyadic::new(3, 1), Dyadic::new(-3, 1)));
    /// assert_eq!(g.walls_at(Dyadic::new(2, 0))?, (Dyadic::new(0, 0), Dyadic::new(0, 0)));
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn walls_at(&self, t: Dyadic) -> Result<(Dyadic, Dyadic)> {
        let (mut l, mut r) = (sys::cg_dyadic::default(), sys::cg_dyadic::default());
        // SAFETY: live context and game; valid out-pointers.
        check(unsafe { sys::cg_game_walls_at(self.ctx.as_ptr(), self.ptr, t.to_c(), &mut l, &mut r) }, || {
            format!("walls_at({}, {})", self, t)
        })?;
        Ok((Dyadic::from_c(l), Dyadic::from_c(r)))
    }

    /// The misère outcome of the canonical form (CGSuite's
    /// MisereOutcomeClass): who wins when the player who cannot move wins.
    /// It depends on the form: 0 = {|} is N, while {-1 | 1} = 0 is P; the
    /// canonical form is the one played. Errors: the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// use cookiegame::Outcome;
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.zero().misere_outcome()?, Outcome::N);
    /// assert_eq!(ctx.nimber(1)?.misere_outcome()?, Outcome::P);
    /// assert_eq!(ctx.integer(5)?.misere_outcome()?, Outcome::R);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn misere_outcome(&self) -> Result<Outcome> {
        let mut o = 0;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_misere_outcome(self.ctx.as_ptr(), self.ptr, &mut o) }, || {
            format!("misere_outcome({})", self)
        })?;
        Ok(Outcome::from_c(o))
    }

    /// The stop count (CGSuite's StopCount): the number of runs of play in
    /// the canonical form's tree, either player moving at each turn, that end
    /// at the first number reached: 1 for a number, else the sum over all
    /// options. Errors: a count past `u64::MAX` (`Error::Range`; *41 already
    /// is), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.integer(5)?.stop_count()?, 1);
    /// assert_eq!(ctx.up(1)?.stop_count()?, 3);         // {0 | *}: 0, and * twice
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn stop_count(&self) -> Result<u64> {
        let mut n = 0u64;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_stop_count(self.ctx.as_ptr(), self.ptr, &mut n) }, || {
            format!("stop_count({})", self)
        })?;
        Ok(n)
    }

    /// The number of followers (CGSuite's FollowerCount): the distinct
    /// subpositions of the canonical form, itself included. Errors: the node
    /// limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.zero().follower_count()?, 1);
    /// assert_eq!(ctx.integer(5)?.follower_count()?, 6);   // 0, 1, ..., 5
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn follower_count(&self) -> Result<u64> {
        let mut n = 0u64;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_follower_count(self.ctx.as_ptr(), self.ptr, &mut n) }, || {
            format!("follower_count({})", self)
        })?;
        Ok(n)
    }

    /// The followers (CGSuite's Followers): the distinct subpositions of the
    /// canonical form, itself included, in the canonical order of games
    /// (numbers first). Errors: the node limit (`Error::Limit`); a list too
    /// long for the memory the process may use (`Error::NoMemory`, told
    /// before anything is made: `ctx.integer(1_000_000_000)?.followers()`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let up = ctx.up(1)?;
    /// assert_eq!(up.followers()?, vec![ctx.zero(), ctx.nimber(1)?, up]);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn followers(&self) -> Result<Vec<Game<'ctx>>> {
        let (c, g) = (self.ctx.as_ptr(), self.ptr);
        // SAFETY: live context and game; `out` has room for `cap` games.
        self.list("followers", &|out, cap, count| unsafe { sys::cg_game_followers(c, g, out, cap, count) })
    }

    fn incentive_set(&self, name: &str, sides: c_uint) -> Result<Vec<Game<'ctx>>> {
        let (c, g) = (self.ctx.as_ptr(), self.ptr);
        // SAFETY: live context and game; `out` has room for `cap` games.
        self.list(name, &|out, cap, count| unsafe { sys::cg_game_incentive_set(c, g, sides, out, cap, count) })
    }

    /// The incentives of both players as one set (CGSuite's Incentives): of
    /// Left's G^L - G and Right's G - G^R, every distinct one that no other
    /// exceeds, in the canonical order of options. Errors: a number that
    /// does not fit (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.integer(5)?.incentives()?, vec![ctx.integer(-1)?]);
    /// let up = ctx.up(1)?;                       // Left's v, Right's ^*; v < ^*
    /// assert_eq!(up.incentives()?, vec![ctx.parse("^*")?]);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn incentives(&self) -> Result<Vec<Game<'ctx>>> {
        self.incentive_set("incentives", sys::CG_SIDES_BOTH)
    }

    /// Left's incentives G^L - G as a set (CGSuite's LeftIncentives), as
    /// [`Game::incentives`] keeps them.
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.up(1)?.left_incentives()?, vec![ctx.up(-1)?]);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn left_incentives(&self) -> Result<Vec<Game<'ctx>>> {
        self.incentive_set("left_incentives", sys::CG_SIDES_LEFT)
    }

    /// Right's incentives G - G^R as a set (CGSuite's RightIncentives), as
    /// [`Game::incentives`] keeps them.
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.up(1)?.right_incentives()?, vec![ctx.parse("^*")?]);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn right_incentives(&self) -> Result<Vec<Game<'ctx>>> {
        self.incentive_set("right_incentives", sys::CG_SIDES_RIGHT)
    }

    /// The uptimal expansion x + a_1.^<1> + ... + a_n.^<n> + *m (CGSuite's
    /// UptimalExpansion), with CGSuite's text of it (`Display`; the C library
    /// finds the expansion a second time to write it). Errors: a game that is
    /// not uptimal
    /// (`Error::Domain`, with the library's detail; [`Game::is_uptimal`]), a
    /// coefficient past 64 bits (`Error::Range`), the node limit
    /// (`Error::Limit`; long expansions cost about the square of their
    /// length).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let e = ctx.parse("v*")?.uptimal_expansion()?;
    /// assert_eq!((e.number, e.nimber, e.coefficients), (ctx.zero(), 1, vec![-1]));
    /// assert!(ctx.parse("{1|-1}")?.uptimal_expansion().is_err());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn uptimal_expansion(&self) -> Result<UptimalExpansion<'ctx>> {
        let mut coefficients = vec![0i64; 8];
        loop {
            let (mut number, mut nimber, mut len) = (ptr::null(), 0u32, 0usize);
            // SAFETY: live context and game; coefficients has room for its length.
            let status = unsafe {
                sys::cg_game_uptimal_expansion(
                    self.ctx.as_ptr(),
                    self.ptr,
                    &mut number,
                    &mut nimber,
                    coefficients.as_mut_ptr(),
                    coefficients.len(),
                    &mut len,
                )
            };
            // As in `list`: a short room is asked again with the length reported.
            if status == sys::CG_ERANGE && len > coefficients.len() {
                coefficients.resize(len, 0);
                continue;
            }
            check(status, || format!("uptimal_expansion({})", self))?;
            coefficients.truncate(len);
            let text = self.uptimal_expansion_text()?;
            return Ok(UptimalExpansion { number: self.with(number), nimber, coefficients, text });
        }
    }

    /// CGSuite's text of the uptimal expansion (C
    /// `cg_game_uptimal_expansion_format`): asked for its length, then
    /// written. The text is short (the number, the nimber and a digit or
    /// two a coefficient), unlike a game's.
    fn uptimal_expansion_text(&self) -> Result<String> {
        let what = || format!("uptimal_expansion({})", self);
        let mut len = 0usize;
        // SAFETY: live context and game; the size query (cap 0, no buffer) writes len.
        let status = unsafe {
            sys::cg_game_uptimal_expansion_format(self.ctx.as_ptr(), self.ptr, ptr::null_mut(), 0, &mut len)
        };
        if status != sys::CG_ERANGE {
            check(status, what)?;
        }
        let mut buf = vec![0u8; len + 1];
        // SAFETY: buf holds the whole text and its NUL.
        let status = unsafe {
            sys::cg_game_uptimal_expansion_format(self.ctx.as_ptr(), self.ptr, buf.as_mut_ptr().cast(), buf.len(), &mut len)
        };
        check(status, what)?;
        buf.truncate(len);
        String::from_utf8(buf).map_err(|_| crate::Error::Invalid(format!("{}: not ASCII", what())))
    }

    /// Whether the game is uptimal, x + a_1.^<1> + ... + a_n.^<n> + *m
    /// (CGSuite's IsUptimal). Errors as [`Game::uptimal_expansion`], except
    /// that a game that is not uptimal is `Ok(false)`.
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("^<3>")?.is_uptimal()?);
    /// assert!(!ctx.parse("{0||0|-1}")?.is_uptimal()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_uptimal(&self) -> Result<bool> {
        self.predicate("is_uptimal", sys::cg_game_is_uptimal)
    }

    /// The atomic weight of an atomic game (CGSuite's AtomicWeight), by the
    /// atomic weight calculus: every all-small game and, as CGSuite decides
    /// it, every other atomic infinitesimal ([`Game::is_atomic`]). Errors: a
    /// game that is not atomic (`Error::Domain`, with the library's detail
    /// saying why), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert_eq!(ctx.up(3)?.atomic_weight()?, ctx.integer(3)?);
    /// assert_eq!(ctx.parse("{1|^^||^}")?.atomic_weight()?, ctx.integer(2)?);
    /// assert!(ctx.parse("{1|-1}")?.atomic_weight().is_err());    // hot
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn atomic_weight(&self) -> Result<Game<'ctx>> {
        self.unary("atomic_weight", sys::cg_game_atomic_weight)
    }

    /// Whether the game is atomic (CGSuite's IsAtomic): an infinitesimal
    /// that [`Game::atomic_weight`] answers for. Errors: the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("^*")?.is_atomic()?);
    /// assert!(!ctx.parse("{1|-1}")?.is_atomic()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_atomic(&self) -> Result<bool> {
        self.predicate("is_atomic", sys::cg_game_is_atomic)
    }

    /// Whether the game is an integer (CGSuite's IsInteger). O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.integer(-3)?.is_integer() && !ctx.dyadic(1, 1)?.is_integer());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_integer(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_integer(self.ptr) != 0 }
    }

    /// Whether the game is a nimber *m, 0 included (CGSuite's IsNimber). O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.zero().is_nimber() && ctx.nimber(7)?.is_nimber() && !ctx.up(1)?.is_nimber());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_nimber(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_nimber(self.ptr) != 0 }
    }

    /// Whether the game is numberish, a number plus an infinitesimal: its
    /// Left and Right stops are equal (CGSuite's IsNumberish). O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("3/2^*")?.is_numberish() && !ctx.parse("{1|-1}")?.is_numberish());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_numberish(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_numberish(self.ptr) != 0 }
    }

    /// Whether the game is an ordinal, {ordinals | } (CGSuite's IsOrdinal):
    /// among short games, the integers n >= 0. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.integer(4)?.is_ordinal() && !ctx.integer(-1)?.is_ordinal());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_ordinal(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_ordinal(self.ptr) != 0 }
    }

    /// Whether G + G = G (CGSuite's IsIdempotent): among short games, 0
    /// only. O(1).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.zero().is_idempotent() && !ctx.nimber(1)?.is_idempotent());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_idempotent(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_idempotent(self.ptr) != 0 }
    }

    /// Whether the canonical form is even (*On Numbers and Games*; CGSuite's
    /// IsEven): 0, or every option odd. Errors: the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.integer(2)?.is_even()? && !ctx.integer(1)?.is_even()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_even(&self) -> Result<bool> {
        self.predicate("is_even", sys::cg_game_is_even)
    }

    /// Whether the canonical form is odd (CGSuite's IsOdd): not 0, and every
    /// option even. Errors as [`Game::is_even`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.nimber(1)?.is_odd()? && !ctx.zero().is_odd()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_odd(&self) -> Result<bool> {
        self.predicate("is_odd", sys::cg_game_is_odd)
    }

    /// Whether the game is even-tempered (Siegel, *Combinatorial Game
    /// Theory*; CGSuite's IsEvenTempered): a number, or every option of the
    /// canonical form odd-tempered. Errors as [`Game::is_even`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.zero().is_even_tempered()? && !ctx.nimber(1)?.is_even_tempered()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_even_tempered(&self) -> Result<bool> {
        self.predicate("is_even_tempered", sys::cg_game_is_even_tempered)
    }

    /// Whether the game is odd-tempered (CGSuite's IsOddTempered): not a
    /// number, and every option of the canonical form even-tempered. Errors
    /// as [`Game::is_even`].
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.nimber(1)?.is_odd_tempered()? && !ctx.zero().is_odd_tempered()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_odd_tempered(&self) -> Result<bool> {
        self.predicate("is_odd_tempered", sys::cg_game_is_odd_tempered)
    }

    /// Whether the game is a number plus a tiny or a miny (CGSuite's
    /// IsNumberTiny): its canonical form is {x || x | y} with x a number and
    /// mean(y) < x, or {y | x || x} with mean(y) > x, or a number, as CGSuite
    /// counts them. Errors: a value of a thermograph that does not fit
    /// (`Error::Range`), the node limit (`Error::Limit`).
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// assert!(ctx.parse("{0||0|-1}")?.is_number_tiny()? && !ctx.up(1)?.is_number_tiny()?);
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn is_number_tiny(&self) -> Result<bool> {
        self.predicate("is_number_tiny", sys::cg_game_is_number_tiny)
    }
}
