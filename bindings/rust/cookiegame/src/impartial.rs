//! Impartial games of your own, searched by the library's generic engine
//! (C `cg_impartial_*`, impartial.h).
//!
//! States are byte strings (at most [`MAX_STATE`] bytes). The rules are
//! closures: the options of a state, and optionally a canonical form and the
//! independent components of a state. A panic in a closure stops the search
//! and is resumed once the engine has returned.
//!
//! ```
//! use cookiegame::impartial::Impartial;
//! use cookiegame::nim::Play;
//! use cookiegame::{Context, Outcome};
//! // Take 1 or 2 from a single heap (one byte).
//! let game = Impartial::new(|s: &[u8]| (1..=2u8).filter(|&k| s[0] >= k).map(|k| vec![s[0] - k]).collect())?;
//! let ctx = Context::new()?;
//! let values: Vec<u64> = (0..6u8).map(|n| game.grundy(&ctx, &[n])).collect::<Result<_, _>>()?;
//! assert_eq!(values, vec![0, 1, 2, 0, 1, 2]);
//! assert_eq!(game.outcome(&ctx, &[1], Play::Misere)?, Outcome::P);   // taking the last loses
//! # Ok::<(), cookiegame::Error>(())
//! ```
use std::any::Any;
use std::cell::RefCell;
use std::os::raw::{c_int, c_void};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::ptr;

use cookiegame_sys as sys;

use crate::error::{check, Error, Result};
use crate::nim::{c_play, Play};
use crate::{Context, Outcome};

/// The longest state, in bytes.
pub const MAX_STATE: usize = sys::CG_IMPARTIAL_MAX_STATE;

struct Rules {
    options: StatesFn,
    canonical: Option<StateFn>,
    split: Option<StatesFn>,
    panic: RefCell<Option<Box<dyn Any + Send>>>,
}

/// An impartial game given by its rules; see the [module](self) documentation.
pub struct Impartial {
    ptr: *mut sys::cg_impartial,
    rules: Box<Rules>,   // user_data of the C callbacks: its address must not move
}

unsafe fn slice<'a>(state: *const u8, len: usize) -> &'a [u8] {
    if len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(state, len)
    }
}

unsafe fn add_all(out: *mut sys::cg_state_list, states: &[Vec<u8>]) -> c_int {
    for s in states {
        let rc = sys::cg_state_list_add(out, s.as_ptr() as *const c_void, s.len());
        if rc != 0 {
            return rc;
        }
    }
    0
}

/// Run a closure of the rules; a panic is kept for later and fails the callback.
unsafe fn guarded(user: *mut c_void, out: *mut sys::cg_state_list, f: impl FnOnce(&Rules) -> Vec<Vec<u8>>) -> c_int {
    let rules = &*(user as *const Rules);
    match catch_unwind(AssertUnwindSafe(|| f(rules))) {
        Ok(states) => add_all(out, &states),
        Err(p) => {
            *rules.panic.borrow_mut() = Some(p);
            1
        }
    }
}

unsafe extern "C" fn options_cb(user: *mut c_void, state: *const u8, len: usize, out: *mut sys::cg_state_list) -> c_int {
    guarded(user, out, |r| (r.options)(slice(state, len)))
}

unsafe extern "C" fn canonical_cb(user: *mut c_void, state: *const u8, len: usize, out: *mut sys::cg_state_list) -> c_int {
    guarded(user, out, |r| vec![(r.canonical.as_ref().expect("set when registered"))(slice(state, len))])
}

unsafe extern "C" fn split_cb(user: *mut c_void, state: *const u8, len: usize, out: *mut sys::cg_state_list) -> c_int {
    guarded(user, out, |r| (r.split.as_ref().expect("set when registered"))(slice(state, len)))
}

impl Impartial {
    /// A game whose states have the options `options(state)` (none at the end of play).
    pub fn new(options: impl Fn(&[u8]) -> Vec<Vec<u8>> + 'static) -> Result<Impartial> {
        Impartial::with_rules(Box::new(options), None, None)
    }

    /// A game with a canonical form (one state standing for every state that
    /// is the same game) and/or a splitter (the independent components of a
    /// state, used for Grundy values and normal-play outcomes only).
    pub fn with_rules(options: StatesFn, canonical: Option<StateFn>, split: Option<StatesFn>) -> Result<Impartial> {
        let rules = Box::new(Rules { options, canonical, split, panic: RefCell::new(None) });
        let c_rules = sys::cg_impartial_rules {
            options: Some(options_cb),
            canonical: if rules.canonical.is_some() { Some(canonical_cb) } else { None },
            split: if rules.split.is_some() { Some(split_cb) } else { None },
            user_data: &*rules as *const Rules as *mut c_void,
        };
        let mut ptr = ptr::null_mut();
        // SAFETY: the rules live in a Box owned by the result, as long as the C game.
        check(unsafe { sys::cg_impartial_new(&c_rules, &mut ptr) }, || "Impartial::new".to_string())?;
        Ok(Impartial { ptr, rules })
    }

    /// Run a C query; a panic of a closure is resumed, then the status checked.
    fn call(&self, what: &str, state: &[u8], f: impl FnOnce(*const c_void, usize) -> c_int) -> Result<()> {
        if state.len() > MAX_STATE {
            return Err(Error::Range(format!("{}: a state of {} bytes (at most {})", what, state.len(), MAX_STATE)));
        }
        let rc = f(state.as_ptr() as *const c_void, state.len());
        if let Some(p) = self.rules.panic.borrow_mut().take() {
            resume_unwind(p);
        }
        check(rc, || format!("{}({:?})", what, state))
    }

    /// The Grundy value of a state (normal play).
    pub fn grundy(&self, ctx: &Context, state: &[u8]) -> Result<u64> {
        let mut v = 0;
        // SAFETY: live pointers; state holds len bytes.
        self.call("Impartial::grundy", state, |s, n| unsafe { sys::cg_impartial_grundy(ctx.as_ptr(), self.ptr, s, n, &mut v) })?;
        Ok(v)
    }

    /// The outcome of a state under the given play.
    pub fn outcome(&self, ctx: &Context, state: &[u8], play: Play) -> Result<Outcome> {
        let mut o = 0;
        // SAFETY: live pointers; state holds len bytes.
        self.call("Impartial::outcome", state, |s, n| unsafe {
            sys::cg_impartial_outcome(ctx.as_ptr(), self.ptr, s, n, c_play(play), &mut o)
        })?;
        Ok(Outcome::from_c(o))
    }

    /// The remoteness of a state under the given play.
    pub fn remoteness(&self, ctx: &Context, state: &[u8], play: Play) -> Result<u32> {
        let mut r = 0;
        // SAFETY: live pointers; state holds len bytes.
        self.call("Impartial::remoteness", state, |s, n| unsafe {
            sys::cg_impartial_remoteness(ctx.as_ptr(), self.ptr, s, n, c_play(play), &mut r)
        })?;
        Ok(r)
    }

    /// The first option (in the order `options` lists them) that wins, or
    /// `None` when none does (a P-position, or no move at all).
    pub fn winning_move(&self, ctx: &Context, state: &[u8], play: Play) -> Result<Option<Vec<u8>>> {
        let mut buf = vec![0u8; MAX_STATE];
        let mut len = 0usize;
        // SAFETY: live pointers; buf holds MAX_STATE bytes, the longest state.
        let r = self.call("Impartial::winning_move", state, |s, n| unsafe {
            sys::cg_impartial_winning_move(ctx.as_ptr(), self.ptr, s, n, c_play(play), buf.as_mut_ptr() as *mut c_void, buf.len(), &mut len)
        });
        match r {
            Ok(()) => {
                buf.truncate(len);
                Ok(Some(buf))
            }
            Err(Error::Domain(_)) => {
                self.outcome(ctx, state, play)?;   // Error::Domain again when the game is not short
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}

/// The options (or components) of a state, as `Impartial::with_rules` takes them.
pub type StatesFn = Box<dyn Fn(&[u8]) -> Vec<Vec<u8>>>;
/// The canonical form of a state, as `Impartial::with_rules` takes it.
pub type StateFn = Box<dyn Fn(&[u8]) -> Vec<u8>>;

impl Drop for Impartial {
    fn drop(&mut self) {
        // SAFETY: owned, freed once.
        unsafe { sys::cg_impartial_free(self.ptr) }
    }
}
