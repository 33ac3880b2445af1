//! Short partizan games in canonical form (C `cg_game`, partizan.h and thermal.h).
use std::cmp::Ordering;
use std::ffi::CString;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::os::raw::{c_int, c_void};
use std::ptr;
use std::str;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::{Context, Dyadic, Outcome};

mod ops;
mod thermal;
mod thermograph;
pub use ops::UptimalExpansion;
pub use thermograph::{Thermograph, WallPoint};

/// A canonical game, interned in the [`Context`] it borrows: a cheap handle
/// (`Copy`), equal games of one context are the same C object.
///
/// `+`, binary `-` and unary `-` work on games and on references to games
/// (`&a + &b`, `a - &b`, `-&a`) and return `Result`, since building a game
/// can fail: it can pass the context's node limit (a sum of hot games grows
/// fast), run out of memory, be cancelled ([`Context::set_cancel_flag`]), or
/// mix games of two contexts. Write `(a + b)?`; [`Game::sum`],
/// [`Game::difference`] and [`Game::neg`] are the same calls as methods.
///
/// ```
/// use cookiegame::{Context, Dyadic};
/// let ctx = Context::new()?;
/// let g = ctx.parse("{2|1}")?;
/// assert_eq!(g.mean()?, Dyadic::new(3, 1));
/// assert_eq!((g + g)?.to_string(), "3");
/// let (star, up) = (ctx.nimber(1)?, ctx.up(1)?);
/// assert_eq!((star + star)?, ctx.zero());
/// assert_eq!(up.partial_cmp(&star), None);           // confused
/// assert!(up > ctx.zero());
/// let h = (&g + &up)?;                               // on references too
/// assert_eq!((&h - &up)?, g);
/// assert_eq!((-&h)?, (-h)?);
/// assert_eq!((h - g)?, up);
/// # Ok::<(), cookiegame::Error>(())
/// ```
///
/// A game cannot outlive its context:
///
/// ```compile_fail
/// let g = {
///     let ctx = cookiegame::Context::new().unwrap();
///     ctx.nimber(1).unwrap()
/// };
/// ```
#[derive(Clone, Copy)]
pub struct Game<'ctx> {
    ctx: &'ctx Context,
    ptr: *const sys::cg_game,
}

type Make = dyn FnOnce(*mut *const sys::cg_game) -> c_int;

impl Context {
    fn make<'c>(&'c self, what: &dyn Fn() -> String, f: Box<Make>) -> Result<Game<'c>> {
        let mut out = ptr::null();
        check(f(&mut out), what)?;
        Ok(Game { ctx: self, ptr: out })
    }

    /// The game 0.
    pub fn zero(&self) -> Game<'_> {
        // SAFETY: self.as_ptr() is a live context; zero never fails.
        Game { ctx: self, ptr: unsafe { sys::cg_game_zero(self.as_ptr()) } }
    }

    /// Read CGSuite notation: `{1|*}`, `^*`, `3/4`, `+-1`, sums and differences.
    pub fn parse(&self, text: &str) -> Result<Game<'_>> {
        let c = CString::new(text).map_err(|e| {
            Error::Invalid(format!("game {:?}: a NUL character at byte {}, which C text cannot hold", text, e.nul_position()))
        })?;
        let mut out = ptr::null();
        let mut at = 0usize;
        // SAFETY: live context, NUL-terminated text, valid out-pointers.
        let status = unsafe { sys::cg_game_parse_ex(self.as_ptr(), c.as_ptr(), &mut out, &mut at) };
        if status == sys::CG_EPARSE {
            let d = crate::error::detail();
            return Err(Error::Parse { what: crate::error::described(format!("game {:?}", text), &d), offset: at });
        }
        check(status, || format!("game {:?}", text))?;
        Ok(Game { ctx: self, ptr: out })
    }

    /// The integer n (|n| <= 2^62).
    pub fn integer(&self, n: i64) -> Result<Game<'_>> {
        let c = self.as_ptr();
        // SAFETY: live context, valid out-pointer.
        self.make(&|| format!("integer({})", n), Box::new(move |o| unsafe { sys::cg_game_integer(c, n, o) }))
    }

    /// The number num / 2^log2_den.
    pub fn dyadic(&self, num: i64, log2_den: u32) -> Result<Game<'_>> {
        let c = self.as_ptr();
        // SAFETY: live context, valid out-pointer.
        self.make(
            &|| format!("dyadic({}, {})", num, log2_den),
            Box::new(move |o| unsafe { sys::cg_game_dyadic(c, num, log2_den, o) }),
        )
    }

    /// The nimber *n (n <= 2^31 - 1; its options are made when read).
    pub fn nimber(&self, n: u32) -> Result<Game<'_>> {
        let c = self.as_ptr();
        // SAFETY: live context, valid out-pointer.
        self.make(&|| format!("nimber({})", n), Box::new(move |o| unsafe { sys::cg_game_nimber(c, n, o) }))
    }

    /// n.up (negative n: downs).
    pub fn up(&self, n: i64) -> Result<Game<'_>> {
        let c = self.as_ptr();
        // SAFETY: live context, valid out-pointer.
        self.make(&|| format!("up({})", n), Box::new(move |o| unsafe { sys::cg_game_up(c, n, o) }))
    }

    /// The canonical form of {left | right}; every option must be a game of this context.
    pub fn game<'c>(&'c self, left: &[Game<'c>], right: &[Game<'c>]) -> Result<Game<'c>> {
        if left.iter().chain(right).any(|g| !ptr::eq(g.ctx, self)) {
            return Err(Error::Invalid("Context::game(): an option of another context".into()));
        }
        let l: Vec<*const sys::cg_game> = left.iter().map(|g| g.ptr).collect();
        let r: Vec<*const sys::cg_game> = right.iter().map(|g| g.ptr).collect();
        let c = self.as_ptr();
        // SAFETY: live context; the option arrays are valid for their lengths.
        self.make(
            &|| "Context::game()".into(),
            Box::new(move |o| unsafe { sys::cg_game_new(c, l.as_ptr(), l.len(), r.as_ptr(), r.len(), o) }),
        )
    }

    /// Every canonical game born by `day` (0..=3: 1, 4, 22, 1474 games).
    pub fn games_born_by(&self, day: u32) -> Result<std::vec::IntoIter<Game<'_>>> {
        unsafe extern "C" fn each(user: *mut c_void, g: *const sys::cg_game) -> c_int {
            // SAFETY: user is the Vec passed below, alive for the call.
            let found = &mut *(user as *mut Vec<*const sys::cg_game>);
            found.push(g);
            0
        }
        let mut found: Vec<*const sys::cg_game> = Vec::new();
        // SAFETY: live context; the callback only pushes into `found`.
        check(
            unsafe {
                sys::cg_games_enumerate(
                    self.as_ptr(),
                    day,
                    Some(each),
                    &mut found as *mut _ as *mut c_void,
                    ptr::null_mut(),
                )
            },
            || format!("games_born_by({})", day),
        )?;
        Ok(found.into_iter().map(|ptr| Game { ctx: self, ptr }).collect::<Vec<_>>().into_iter())
    }
}

fn same_context(a: &Game<'_>, b: &Game<'_>, what: &str) -> Result<()> {
    if ptr::eq(a.ctx, b.ctx) {
        Ok(())
    } else {
        Err(Error::Invalid(format!("{}: games of two contexts", what)))
    }
}

/// Lists of options longer than this are checked against the memory first.
const OPTIONS_CHECKED_FROM: usize = 4096;

/// Panic at once, with the library's figures, when a list of `count` options
/// cannot fit (about 448 bytes an option: the library's game made by value
/// and the Rust value), rather than run for minutes until memory runs out.
fn options_fit(count: usize) {
    if count <= OPTIONS_CHECKED_FROM {
        return;
    }
    let what = b"the list of the options (about 448 bytes each)\0";
    let bytes = (count as u64).saturating_mul(448);
    // SAFETY: a NUL-terminated string; the check only reads.
    if unsafe { sys::cg_memory_check(bytes, 0, what.as_ptr().cast()) } != sys::CG_OK {
        panic!("{} options: {}", count, crate::error::detail());
    }
}

impl<'ctx> Game<'ctx> {
    /// A game the C library returned for ctx.
    pub(crate) fn from_raw(ctx: &'ctx Context, ptr: *const sys::cg_game) -> Game<'ctx> {
        Game { ctx, ptr }
    }

    fn with(&self, ptr: *const sys::cg_game) -> Game<'ctx> {
        Game { ctx: self.ctx, ptr }
    }

    /// The context the game lives in.
    pub fn context(&self) -> &'ctx Context {
        self.ctx
    }

    /// The sum self + other.
    pub fn sum(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        same_context(self, other, "Game + Game")?;
        let mut out = ptr::null();
        // SAFETY: live context and games of it; valid out-pointer.
        check(unsafe { sys::cg_game_sum(self.ctx.as_ptr(), self.ptr, other.ptr, &mut out) }, || {
            format!("{} + {}", self, other)
        })?;
        Ok(self.with(out))
    }

    /// The difference self - other, the sum of self and -other (what `-`
    /// computes).
    pub fn difference(&self, other: &Game<'ctx>) -> Result<Game<'ctx>> {
        same_context(self, other, "Game - Game")?;
        self.sum(&other.neg()?)
    }

    /// The negative -self.
    pub fn neg(&self) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_neg(self.ctx.as_ptr(), self.ptr, &mut out) }, || format!("-({})", self))?;
        Ok(self.with(out))
    }

    /// Compare: `Some(Less | Equal | Greater)`, or `None` when confused
    /// (incomparable); an error when the comparison passes the node limit or
    /// the games are of two contexts.
    pub fn compare(&self, other: &Game<'ctx>) -> Result<Option<Ordering>> {
        same_context(self, other, "Game comparison")?;
        let mut rel = 0;
        // SAFETY: live context and games; valid out-pointer.
        check(unsafe { sys::cg_game_compare(self.ctx.as_ptr(), self.ptr, other.ptr, &mut rel) }, || {
            format!("compare({}, {})", self, other)
        })?;
        Ok(match rel {
            -1 => Some(Ordering::Less),
            0 => Some(Ordering::Equal),
            1 => Some(Ordering::Greater),
            _ => None,
        })
    }

    /// Who wins: L (Left), R (Right), P (the second player) or N (the first).
    pub fn outcome(&self) -> Result<Outcome> {
        let mut o = 0;
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_outcome(self.ctx.as_ptr(), self.ptr, &mut o) }, || {
            format!("outcome({})", self)
        })?;
        Ok(Outcome::from_c(o))
    }

    /// The Left options of the canonical form, in the canonical order of
    /// options (the same in every context: see the C header partizan.h).
    ///
    /// # Panics
    /// When the context runs out of memory making the options of a number or
    /// of x + *m (made when first read, see partizan.h), as Rust's
    /// allocations do; at once, before making any, when the list cannot fit
    /// in what the process may use (*m has m options a side, up to 2^31 - 1).
    pub fn left(&self) -> Vec<Game<'ctx>> {
        // SAFETY: live game.
        let count = unsafe { sys::cg_game_left_count(self.ptr) };
        options_fit(count);
        // SAFETY: live game; indices in range.
        (0..count).map(|i| self.option(unsafe { sys::cg_game_left(self.ptr, i) })).collect()
    }

    /// The Right options of the canonical form, in the canonical order of
    /// options. Panics as [`Game::left`] does.
    pub fn right(&self) -> Vec<Game<'ctx>> {
        // SAFETY: live game.
        let count = unsafe { sys::cg_game_right_count(self.ptr) };
        options_fit(count);
        // SAFETY: live game; indices in range.
        (0..count).map(|i| self.option(unsafe { sys::cg_game_right(self.ptr, i) })).collect()
    }

    /// An option the C accessor gave: NULL only when making a number's
    /// options ran out of memory (the context cannot be busy: a Context is
    /// used by one thread at a time).
    fn option(&self, ptr: *const sys::cg_game) -> Game<'ctx> {
        assert!(!ptr.is_null(), "out of memory making the options of a number");
        self.with(ptr)
    }

    /// The birthday of the canonical form (C `cg_game_birthday`).
    ///
    /// # Panics
    /// When it does not fit in 32 bits (a number past 2^32 among the
    /// subpositions, held since 1.2): [`Game::birthday64`] gives it.
    pub fn birthday(&self) -> u32 {
        let mut day = 0u32;
        // SAFETY: live game; valid out-pointer. The only failure of a valid
        // game is CG_ERANGE, a birthday past 32 bits.
        let status = unsafe { sys::cg_game_birthday(self.ptr, &mut day) };
        assert_eq!(status, sys::CG_OK, "a birthday past 32 bits: use Game::birthday64");
        day
    }

    /// The birthday of the canonical form, in 64 bits: the integer n is
    /// born on day |n|.
    pub fn birthday64(&self) -> u64 {
        let mut day = 0;
        // SAFETY: live game; cannot fail for a valid game.
        unsafe { sys::cg_game_birthday64(self.ptr, &mut day) };
        day
    }

    /// Whether the game is a number.
    pub fn is_number(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::cg_game_is_number(self.ptr) != 0 }
    }

    /// (Left stop, Right stop).
    pub fn stops(&self) -> Result<(Dyadic, Dyadic)> {
        let (mut l, mut r) = (sys::cg_dyadic::default(), sys::cg_dyadic::default());
        // SAFETY: live game; valid out-pointers.
        check(unsafe { sys::cg_game_stop_values(self.ptr, &mut l, &mut r) }, || format!("stops({})", self))?;
        Ok((Dyadic::from_c(l), Dyadic::from_c(r)))
    }

    fn mean_temperature(&self) -> Result<(Dyadic, Dyadic)> {
        let (mut m, mut t) = (sys::cg_dyadic::default(), sys::cg_dyadic::default());
        // SAFETY: live context and game; valid out-pointers.
        check(unsafe { sys::cg_game_mean_temperature(self.ctx.as_ptr(), self.ptr, &mut m, &mut t) }, || {
            format!("thermal data of {}", self)
        })?;
        Ok((Dyadic::from_c(m), Dyadic::from_c(t)))
    }

    /// The mean value.
    pub fn mean(&self) -> Result<Dyadic> {
        Ok(self.mean_temperature()?.0)
    }

    /// The temperature (-1/2^k for numbers, as the thermograph has it).
    pub fn temperature(&self) -> Result<Dyadic> {
        Ok(self.mean_temperature()?.1)
    }

    /// The game cooled by t > -1 (CGSuite's Cool): G_t is the mean of G when t
    /// is above G's temperature, else {G^L_t - t | G^R_t + t}. Cooling by
    /// -1 < t < 0 heats (since 1.3; 1.1 and 1.2 refused every t < 0), on the
    /// canonical form as CGSuite does. Errors: t <= -1 (`Error::Invalid`,
    /// with the library's detail), a number that does not fit or a
    /// denominator of t too fine (`Error::Range`), the node limit
    /// (`Error::Limit`).
    ///
    /// ```
    /// use cookiegame::Dyadic;
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("{3|1}")?;
    /// assert_eq!(g.cool(Dyadic::new(1, 0))?, ctx.parse("2*")?);
    /// assert_eq!(g.cool(Dyadic::new(-1, 1))?, ctx.parse("{7/2|1/2}")?);
    /// assert!(g.cool(Dyadic::new(-1, 0)).is_err());
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn cool(&self, t: Dyadic) -> Result<Game<'ctx>> {
        let mut out = ptr::null();
        // SAFETY: live context and game; valid out-pointer.
        check(unsafe { sys::cg_game_cool(self.ctx.as_ptr(), self.ptr, t.to_c(), &mut out) }, || {
            format!("cool({}, {})", self, t)
        })?;
        Ok(self.with(out))
    }

    /// The raw C game, for calls through `cookiegame-sys`.
    pub fn as_ptr(&self) -> *const sys::cg_game {
        self.ptr
    }
}

// The operators, on games and on references to games (`&a + &b` is what
// users write first; `Game` is `Copy`, so both forms cost the same). Each
// returns `Result` because each asks the C library to build a new canonical
// game, which can pass the context's node limit, run out of memory, be
// cancelled, or mix games of two contexts: `(a + b)?`. Subtraction is the sum
// with the negative, as `Game::difference` says; all three go through
// `Game::sum`, `Game::neg` and `Game::difference`, so the operators and the
// methods never disagree.
macro_rules! binary_operator {
    ($trait:ident, $method:ident, $via:ident) => {
        impl<'ctx> std::ops::$trait<Game<'ctx>> for Game<'ctx> {
            type Output = Result<Game<'ctx>>;
            fn $method(self, other: Game<'ctx>) -> Result<Game<'ctx>> {
                self.$via(&other)
            }
        }
        impl<'a, 'ctx> std::ops::$trait<&'a Game<'ctx>> for Game<'ctx> {
            type Output = Result<Game<'ctx>>;
            fn $method(self, other: &'a Game<'ctx>) -> Result<Game<'ctx>> {
                self.$via(other)
            }
        }
        impl<'a, 'ctx> std::ops::$trait<Game<'ctx>> for &'a Game<'ctx> {
            type Output = Result<Game<'ctx>>;
            fn $method(self, other: Game<'ctx>) -> Result<Game<'ctx>> {
                self.$via(&other)
            }
        }
        impl<'a, 'b, 'ctx> std::ops::$trait<&'b Game<'ctx>> for &'a Game<'ctx> {
            type Output = Result<Game<'ctx>>;
            fn $method(self, other: &'b Game<'ctx>) -> Result<Game<'ctx>> {
                self.$via(other)
            }
        }
    };
}

binary_operator!(Add, add, sum);
binary_operator!(Sub, sub, difference);

impl<'ctx> std::ops::Neg for Game<'ctx> {
    type Output = Result<Game<'ctx>>;
    fn neg(self) -> Result<Game<'ctx>> {
        Game::neg(&self)
    }
}

impl<'a, 'ctx> std::ops::Neg for &'a Game<'ctx> {
    type Output = Result<Game<'ctx>>;
    fn neg(self) -> Result<Game<'ctx>> {
        Game::neg(self)
    }
}

impl PartialEq for Game<'_> {
    /// Canonical forms are interned: equal games of one context are one object.
    /// Games of two contexts are never equal.
    fn eq(&self, other: &Self) -> bool {
        ptr::eq(self.ctx, other.ctx) && self.ptr == other.ptr
    }
}

impl Eq for Game<'_> {}

impl PartialOrd for Game<'_> {
    /// `None` when the games are confused, of two contexts, or the comparison
    /// passes the node limit (use [`Game::compare`] to tell these apart).
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        self.compare(other).ok().flatten()
    }
}

impl Hash for Game<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.ctx as *const Context, self.ptr).hash(state);
    }
}

/// The longest text `Display` writes whole, in characters; a longer one is
/// cut as [`Game::to_text`] cuts it. (Python's `cookiegame.MAX_TEXT_LENGTH`.)
pub const MAX_TEXT_LENGTH: usize = 1_000_000;

/// The name of 1.2 for [`MAX_TEXT_LENGTH`].
#[deprecated(since = "1.3.0", note = "renamed MAX_TEXT_LENGTH, the name Python has")]
pub const MAX_TEXT_LEN: usize = MAX_TEXT_LENGTH;

/// How a game is written ([`Game::format_with`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// The library's own notation, as `Display` writes it.
    #[default]
    Default,
    /// As CGSuite prints it: `Tiny(3/2)`, `^<3>`, `+-(1*)`, at most four
    /// bars in a row (C `cg_game_format_ex` with `CG_FORMAT_CGSUITE`).
    CGSuite,
}

impl Notation {
    fn flags(self) -> std::os::raw::c_uint {
        match self {
            Notation::Default => 0,
            Notation::CGSuite => sys::CG_FORMAT_CGSUITE,
        }
    }
}

impl<'ctx> Game<'ctx> {
    /// The length of the game's text (CGSuite notation, ASCII), counted
    /// without writing it: cheap even when the text is astronomically long
    /// (it is a tree over the game's options); `None` past `usize::MAX - 1`.
    /// (Python's `Game.text_length()`.)
    ///
    /// ```
    /// # let ctx = cookiegame::Context::new()?;
    /// let g = ctx.parse("{2|1}")?;
    /// assert_eq!(g.text_length(), Some(g.to_string().len()));
    /// # Ok::<(), cookiegame::Error>(())
    /// ```
    pub fn text_length(&self) -> Option<usize> {
        let mut len = 0usize;
        // SAFETY: live context and game; the size query returns CG_ERANGE
        // (or CG_OK for the empty text), and writes len either way.
        unsafe { sys::cg_game_format(self.ctx.as_ptr(), self.ptr, ptr::null_mut(), 0, &mut len) };
        if len == usize::MAX {
            None
        } else {
            Some(len)
        }
    }

    /// The name of 1.2 for [`Game::text_length`].
    #[deprecated(since = "1.3.0", note = "renamed text_length, the name Python has")]
    pub fn text_len(&self) -> Option<usize> {
        self.text_length()
    }

    /// The game's text cut to at most `max_len` characters: the whole text
    /// when it fits, else its first `max_len - 1` characters followed by
    /// `…` (U+2026). Never writes more than `max_len` characters, however
    /// long the whole text is ([`Game::text_length`]). `max_len` 0 is
    /// `Error::Invalid`.
    pub fn to_text(&self, max_len: usize) -> Result<String> {
        if max_len == 0 || max_len == usize::MAX {
            return Err(Error::Invalid(format!("Game::to_text({}): max_len must be 1 to usize::MAX - 1", max_len)));
        }
        let mut buf = vec![0u8; max_len + 1];
        let mut len = 0usize;
        // SAFETY: buf holds max_len + 1 bytes; the text is cut to fit.
        let status = unsafe {
            sys::cg_game_format(self.ctx.as_ptr(), self.ptr, buf.as_mut_ptr() as *mut _, buf.len(), &mut len)
        };
        if status != sys::CG_ERANGE {
            check(status, || "Game::to_text()".into())?;
        }
        let whole = status == sys::CG_OK;
        buf.truncate(if whole { len } else { max_len - 1 });
        let mut text = String::from_utf8(buf).map_err(|_| Error::Invalid("Game::to_text(): not ASCII".into()))?;
        if !whole {
            text.push('\u{2026}');
        }
        Ok(text)
    }
}

impl<'ctx> Game<'ctx> {
    /// The game's whole text in a notation; either reads back as the same
    /// game with `Context::parse`. `Error::Range` when the text is longer than
    /// [`MAX_TEXT_LENGTH`] characters (see [`Game::to_text`] for a prefix);
    /// `Error::Limit` when CGSuite's style, which may compute means, passes
    /// the context's node limit.
    ///
    /// ```
    /// use cookiegame::{Context, Notation};
    /// let ctx = Context::new().unwrap();
    /// let g = ctx.parse("{0||0|-3/2}").unwrap();
    /// assert_eq!(g.format_with(Notation::CGSuite).unwrap(), "Tiny(3/2)");
    /// assert_eq!(g.format_with(Notation::Default).unwrap(), g.to_string());
    /// ```
    pub fn format_with(&self, notation: Notation) -> Result<String> {
        let flags = notation.flags();
        let mut len = 0usize;
        // SAFETY: live context and game; the size query writes len.
        let status = unsafe {
            sys::cg_game_format_ex(self.ctx.as_ptr(), self.ptr, flags, ptr::null_mut(), 0, &mut len)
        };
        if status != sys::CG_ERANGE {
            check(status, || "Game::format_with()".into())?;
        }
        if len > MAX_TEXT_LENGTH {
            return Err(Error::Range(format!(
                "Game::format_with(): the text has {} characters, more than MAX_TEXT_LENGTH = {}",
                if len == usize::MAX { "more than usize::MAX - 1".to_string() } else { len.to_string() },
                MAX_TEXT_LENGTH
            )));
        }
        let mut buf = vec![0u8; len + 1];
        // SAFETY: buf holds the whole text and its NUL.
        let status = unsafe {
            sys::cg_game_format_ex(self.ctx.as_ptr(), self.ptr, flags, buf.as_mut_ptr() as *mut _, buf.len(), &mut len)
        };
        check(status, || "Game::format_with()".into())?;
        buf.truncate(len);
        String::from_utf8(buf).map_err(|_| Error::Invalid("Game::format_with(): not ASCII".into()))
    }
}

impl fmt::Display for Game<'_> {
    /// CGSuite notation; a text longer than [`MAX_TEXT_LENGTH`] characters is
    /// cut as [`Game::to_text`] cuts it (it would take gigabytes: the text is
    /// a tree over the game's options), so such a text does not read back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let max = match self.text_length() {
            Some(n) if n <= MAX_TEXT_LENGTH => n + 1,
            _ => MAX_TEXT_LENGTH,
        };
        let text = self.to_text(max).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

impl fmt::Debug for Game<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({})", self)
    }
}
