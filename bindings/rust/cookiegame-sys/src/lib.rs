//! Raw declarations of the whole public C API of libcookiegame (the headers
//! under `include/cookiegame/`, linker map `lib/libcookiegame.map`). Every
//! function is `unsafe`: see the C headers for ownership and error rules, or
//! use the safe crate `cookiegame`.
//!
//! Where the library comes from: with feature `bundled` the build script
//! compiles the C sources this crate carries (`csrc/`) and links them
//! statically; without it, pkg-config finds an installed libcookiegame >= 1.2
//! (`PKG_CONFIG_PATH` is honoured), linked dynamically.
#![allow(non_camel_case_types)]
#![deny(missing_docs)]

use std::os::raw::{c_char, c_int, c_uint, c_void};

// Status codes, the other enums, limits and versions: generated from the
// headers by bindings/gen-constants.py, so that none is typed twice.
mod constants;
pub use constants::*;

/// Opaque: a search context (caches and the node limit).
#[repr(C)]
pub struct cg_ctx {
    _private: [u8; 0],
}
/// Opaque: a position of the spoiled-cookie game.
#[repr(C)]
pub struct cg_position {
    _private: [u8; 0],
}
/// Opaque: a canonical partizan game, owned by its context.
#[repr(C)]
pub struct cg_game {
    _private: [u8; 0],
}
/// Opaque: a table of the Grundy values of strict positions.
#[repr(C)]
pub struct cg_strict_table {
    _private: [u8; 0],
}
/// Opaque: a table of the Grundy values of reduced positions.
#[repr(C)]
pub struct cg_reduced_table {
    _private: [u8; 0],
}
/// Opaque: the result of a census.
#[repr(C)]
pub struct cg_census {
    _private: [u8; 0],
}
/// Opaque: a CM-nim game (jars and permissible sets).
#[repr(C)]
pub struct cg_cmnim {
    _private: [u8; 0],
}
/// Opaque: a thermograph.
#[repr(C)]
pub struct cg_thermograph {
    _private: [u8; 0],
}
/// Opaque: the list of states a `cg_state_fn` fills.
#[repr(C)]
pub struct cg_state_list {
    _private: [u8; 0],
}
/// Opaque: an impartial game of the user's own, made from `cg_impartial_rules`.
#[repr(C)]
pub struct cg_impartial {
    _private: [u8; 0],
}

/// A memory allocator replacing malloc, realloc and free (`cg_set_allocator`).
#[repr(C)]
pub struct cg_allocator {
    /// Allocate `size` bytes; NULL on failure.
    pub alloc: Option<unsafe extern "C" fn(size: usize, user_data: *mut c_void) -> *mut c_void>,
    /// Resize a block; NULL on failure.
    pub realloc:
        Option<unsafe extern "C" fn(ptr: *mut c_void, size: usize, user_data: *mut c_void) -> *mut c_void>,
    /// Release a block.
    pub free: Option<unsafe extern "C" fn(ptr: *mut c_void, user_data: *mut c_void)>,
    /// Passed to the three functions.
    pub user_data: *mut c_void,
}

/// A dyadic rational `num / 2^log2_den`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct cg_dyadic {
    /// Numerator.
    pub num: i64,
    /// log2 of the denominator.
    pub log2_den: u32,
}

/// A move of Nim: heap `heap` is left with `size` cookies.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct cg_nim_move {
    /// Index of the heap.
    pub heap: usize,
    /// Its size after the move.
    pub size: u64,
}

/// Progress callback: non-zero stops the computation (`CG_ECANCELED`).
pub type cg_progress_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, done: u64, total: u64) -> c_int>;
/// Called per P-position by `cg_cmnim_p_positions`; non-zero stops.
pub type cg_tuple_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, x: *const u64, jars: u32) -> c_int>;
/// Called per game by `cg_games_enumerate`; non-zero stops.
pub type cg_game_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, g: *const cg_game) -> c_int>;
/// Called with each position a function lists; non-zero stops (C `cg_position_fn`).
pub type cg_position_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, p: *const cg_position) -> c_int>;
/// Called with each position a census lists (C `cg_census_position_fn`, the same type).
pub type cg_census_position_fn = cg_position_fn;
/// Called with each position a hunt finds and its Grundy value; non-zero stops. @since 1.2 (C `cg_position_value_fn`.)
pub type cg_position_value_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, p: *const cg_position, value: u32) -> c_int>;
/// A callback on one state of a game of the user's own: it adds states to `out` and returns 0, or non-zero to fail.
pub type cg_state_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, state: *const u8, len: usize, out: *mut cg_state_list) -> c_int>;

/// `cg_impartial_rules`: the rules of an impartial game, as callbacks.
#[repr(C)]
pub struct cg_impartial_rules {
    /// Required: add every option of the state.
    pub options: cg_state_fn,
    /// Optional: add exactly one state, the canonical form of the given one.
    pub canonical: cg_state_fn,
    /// Optional: add the independent components of the state.
    pub split: cg_state_fn,
    /// Passed to every callback.
    pub user_data: *mut c_void,
}

extern "C" {
    /// The version of the library the program runs against. (C `cg_version`.)
    pub fn cg_version() -> c_uint;
    /// The version of the library the program runs against, as text. (C `cg_version_string`.)
    pub fn cg_version_string() -> *const c_char;
    /// A short English description of a status code. (C `cg_strerror`.)
    pub fn cg_strerror(status: c_int) -> *const c_char;
    /// The detail of the last failure on the calling thread, in one sentence; never NULL. @since 1.2 (C `cg_error_detail`.)
    pub fn cg_error_detail() -> *const c_char;
    /// Install the allocator used for every allocation of the library. (C `cg_set_allocator`.)
    pub fn cg_set_allocator(a: *const cg_allocator) -> c_int;
    /// Create an empty context with no node limit. (C `cg_ctx_new`.)
    pub fn cg_ctx_new(out: *mut *mut cg_ctx) -> c_int;
    /// Free a context and everything it holds (caches and interned games). (C `cg_ctx_free`.)
    pub fn cg_ctx_free(ctx: *mut cg_ctx);
    /// Bound the work of each search made with this context. (C `cg_ctx_set_node_limit`.)
    pub fn cg_ctx_set_node_limit(ctx: *mut cg_ctx, max_nodes: u64) -> c_int;
    /// Bound the memory each call made with this context may set aside. @since 1.2 (C `cg_ctx_set_memory_limit`.)
    pub fn cg_ctx_set_memory_limit(ctx: *mut cg_ctx, max_bytes: u64) -> c_int;
    /// The bytes the calls made with a context have set aside since it was made. @since 1.2 (C `cg_ctx_memory_reserved`.)
    pub fn cg_ctx_memory_reserved(ctx: *const cg_ctx, bytes: *mut u64) -> c_int;
    /// Check, before allocating, that bytes fit under a caller's bound and in what the process may use now. @since 1.2 (C `cg_memory_check`.)
    pub fn cg_memory_check(bytes: u64, max_bytes: u64, what: *const c_char) -> c_int;
    /// Watch, and stop, the searches made with this context. (C `cg_ctx_set_progress`.)
    pub fn cg_ctx_set_progress(ctx: *mut cg_ctx, progress: cg_progress_fn, user_data: *mut c_void) -> c_int;
    /// Drop every cache of the context to release memory. (C `cg_ctx_clear`.)
    pub fn cg_ctx_clear(ctx: *mut cg_ctx) -> c_int;
    /// Create a position from heap sizes in any order. (C `cg_position_new`.)
    pub fn cg_position_new(heaps: *const u32, n: usize, out: *mut *mut cg_position) -> c_int;
    /// Read a position from text. (C `cg_position_parse`.)
    pub fn cg_position_parse(text: *const c_char, out: *mut *mut cg_position) -> c_int;
    /// cg_position_parse(), also saying where reading stopped. (C `cg_position_parse_ex`.)
    pub fn cg_position_parse_ex(text: *const c_char, out: *mut *mut cg_position, error_offset: *mut usize) -> c_int;
    /// Copy a position. (C `cg_position_clone`.)
    pub fn cg_position_clone(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    /// Release a position. (C `cg_position_free`.)
    pub fn cg_position_free(p: *mut cg_position);
    /// Number of heaps, zeros included. (C `cg_position_size`.)
    pub fn cg_position_size(p: *const cg_position) -> usize;
    /// Size of heap `k` in ascending order. (C `cg_position_heap`.)
    pub fn cg_position_heap(p: *const cg_position, k: usize) -> u32;
    /// Write a position as text: heap sizes ascending, separated by one space ("1 2 4"; the empty position is ""). cg_position_parse() reads it back. (C `cg_position_format`.)
    pub fn cg_position_format(p: *const cg_position, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    /// Whether two positions hold the same multiset of heaps. (C `cg_position_equal`.)
    pub fn cg_position_equal(a: *const cg_position, b: *const cg_position) -> c_int;
    /// The surplus (also called spoilage) of a position. (C `cg_position_surplus`.)
    pub fn cg_position_surplus(p: *const cg_position) -> u32;
    /// The depletion: every heap larger than the number of heaps n is cut to n. (C `cg_position_deplete`.)
    pub fn cg_position_deplete(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    /// The deletion: the s smallest heaps removed, s being the surplus. (C `cg_position_delete`.)
    pub fn cg_position_delete(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    /// The reduced form: deletion, then depletion to the new number of heaps. (C `cg_position_reduce`.)
    pub fn cg_position_reduce(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    /// Whether a position is its own reduced form. (C `cg_position_is_reduced`.)
    pub fn cg_position_is_reduced(p: *const cg_position) -> c_int;
    /// Whether the reduced form of a position is strict (no heap size below its number of heaps repeats). Positions with distinct heaps are strict. (C `cg_position_is_strict`.)
    pub fn cg_position_is_strict(p: *const cg_position) -> c_int;
    /// Option `k`: eat heap `k` and age every other heap by one day. (C `cg_position_option`.)
    pub fn cg_position_option(p: *const cg_position, k: usize, out: *mut *mut cg_position) -> c_int;
    /// Whether `a` dominates `b`. (C `cg_position_dominates`.)
    pub fn cg_position_dominates(a: *const cg_position, b: *const cg_position) -> c_int;
    /// The critical position C^{n,d}. (C `cg_position_critical`.)
    pub fn cg_position_critical(n: u32, d: u32, out: *mut *mut cg_position) -> c_int;
    /// King's rows of a position: rows\[r - 1\] = the number of heaps of size at least r. (C `cg_position_rows`.)
    pub fn cg_position_rows(p: *const cg_position, rows: *mut u32, cap: usize, count: *mut usize) -> c_int;
    /// The position whose King's rows are `rows`. (C `cg_position_from_rows`.)
    pub fn cg_position_from_rows(rows: *const u32, n: usize, out: *mut *mut cg_position) -> c_int;
    /// Every reduced position that can move to `p` (the inverse moves). (C `cg_position_predecessors`.)
    pub fn cg_position_predecessors(ctx: *mut cg_ctx, p: *const cg_position, each: cg_position_fn, user_data: *mut c_void) -> c_int;
    /// Evaluate every predecessor of `inputs` with at most `max_heaps` heaps on `threads` threads, resumably; those of value >= `value` to `found`. @since 1.2 (C `cg_position_hunt`.)
    pub fn cg_position_hunt(ctx: *mut cg_ctx, inputs: *const *const cg_position, ninputs: usize, value: u32, max_heaps: u32, threads: c_uint, checkpoint: *const c_char, found: cg_position_value_fn, progress: cg_progress_fn, user_data: *mut c_void, candidates: *mut u64, largest: *mut u32) -> c_int;
    /// The D-value (strategic duration) of a strict position. (C `cg_position_dvalue`.)
    pub fn cg_position_dvalue(p: *const cg_position, d: *mut u32) -> c_int;
    /// The outcome class: `CG_OUTCOME_N` when the player to move wins, else `CG_OUTCOME_P`. (C `cg_position_outcome`.)
    pub fn cg_position_outcome(ctx: *mut cg_ctx, p: *const cg_position, out: *mut cg_outcome) -> c_int;
    /// The Grundy value (nim-value) of a position. (C `cg_position_grundy`.)
    pub fn cg_position_grundy(ctx: *mut cg_ctx, p: *const cg_position, g: *mut u32) -> c_int;
    /// The remoteness (Steinhaus, Winning Ways) of a position. (C `cg_position_remoteness`.)
    pub fn cg_position_remoteness(ctx: *mut cg_ctx, p: *const cg_position, r: *mut u32) -> c_int;
    /// The suspense number (Winning Ways) of a position. (C `cg_position_suspense`.)
    pub fn cg_position_suspense(ctx: *mut cg_ctx, p: *const cg_position, s: *mut u32) -> c_int;
    /// Mark every winning move: winning\[k\] = 1 iff option k exists (heap k is not 0) and is a P-position, else 0. (C `cg_position_winning_moves`.)
    pub fn cg_position_winning_moves(ctx: *mut cg_ctx, p: *const cg_position, winning: *mut u8, n: usize) -> c_int;
    /// The misère outcome: `CG_OUTCOME_N` when the player to move wins with misère play, else `CG_OUTCOME_P`. (C `cg_position_misere_outcome`.)
    pub fn cg_position_misere_outcome(ctx: *mut cg_ctx, p: *const cg_position, out: *mut cg_outcome) -> c_int;
    /// The misère remoteness: the number of moves the game lasts with misère play when the winner wins as fast as possible and the loser loses as slowly as possible. (C `cg_position_misere_remoteness`.)
    pub fn cg_position_misere_remoteness(ctx: *mut cg_ctx, p: *const cg_position, r: *mut u32) -> c_int;
    /// The misère suspense: the length of the game with misère play when the winner prolongs it and the loser hurries. (C `cg_position_misere_suspense`.)
    pub fn cg_position_misere_suspense(ctx: *mut cg_ctx, p: *const cg_position, s: *mut u32) -> c_int;
    /// Mark every misère winning move: winning\[k\] = 1 iff heap k is not 0 and eating it leads to a misère P-position, else 0. (C `cg_position_misere_winning_moves`.)
    pub fn cg_position_misere_winning_moves(ctx: *mut cg_ctx, p: *const cg_position, winning: *mut u8, n: usize) -> c_int;
    /// The winning interval: the closed 0-based range of indices of the winning moves, when they form one run. (C `cg_position_winning_interval`.)
    pub fn cg_position_winning_interval(ctx: *mut cg_ctx, p: *const cg_position, first: *mut usize, last: *mut usize) -> c_int;
    /// One winning move. (C `cg_position_winning_move`.)
    pub fn cg_position_winning_move(ctx: *mut cg_ctx, p: *const cg_position, k: *mut usize) -> c_int;
    /// The number of strict reduced positions with `n` heaps and each D-value. (C `cg_strict_dvalue_counts`.)
    pub fn cg_strict_dvalue_counts(n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    /// The bytes a strict table up to `nmax` heaps needs (assuming values fit in 2 bits, as they do as far as anyone has computed). (C `cg_strict_table_memory`.)
    pub fn cg_strict_table_memory(nmax: u32, bytes: *mut u64) -> c_int;
    /// Compute the Grundy value of every strict reduced position with 0..nmax heaps. (C `cg_strict_table_build`.)
    pub fn cg_strict_table_build(nmax: u32, threads: c_uint, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_strict_table) -> c_int;
    /// Release a strict table. (C `cg_strict_table_free`.)
    pub fn cg_strict_table_free(t: *mut cg_strict_table);
    /// The largest number of heaps in a strict table. (C `cg_strict_table_nmax`.)
    pub fn cg_strict_table_nmax(t: *const cg_strict_table) -> u32;
    /// Look up the Grundy value of a strict position (raw or reduced). O(n). (C `cg_strict_table_grundy`.)
    pub fn cg_strict_table_grundy(t: *const cg_strict_table, p: *const cg_position, g: *mut u32) -> c_int;
    /// How many strict positions with `n` heaps have each Grundy value. O(1). (C `cg_strict_table_histogram`.)
    pub fn cg_strict_table_histogram(t: *const cg_strict_table, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    /// The number of strict positions with `n` heaps (2^(n-1), and 1 for n = 0). @since 1.2 (C `cg_strict_table_level_size`.)
    pub fn cg_strict_table_level_size(t: *const cg_strict_table, n: u32, count: *mut u64) -> c_int;
    /// Copy the Grundy values of the strict positions with `n` heaps of ranks first .. first + count - 1 (lexicographic order of the heap tuples), one byte each. @since 1.2 (C `cg_strict_table_values`.)
    pub fn cg_strict_table_values(t: *const cg_strict_table, n: u32, first: u64, values: *mut u8, count: usize) -> c_int;
    /// The strict position with `n` heaps and rank `rank` (the order of `cg_strict_table_values`). @since 1.2 (C `cg_strict_table_position`.)
    pub fn cg_strict_table_position(t: *const cg_strict_table, n: u32, rank: u64, out: *mut *mut cg_position) -> c_int;
    /// The bytes a reduced table up to `nmax` heaps needs (4 bits per position, Catalan(n) positions with n heaps). (C `cg_reduced_table_memory`.)
    pub fn cg_reduced_table_memory(nmax: u32, bytes: *mut u64) -> c_int;
    /// Compute the Grundy value of every reduced position with 0..nmax heaps. (C `cg_reduced_table_build`.)
    pub fn cg_reduced_table_build(nmax: u32, threads: c_uint, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_reduced_table) -> c_int;
    /// Release a reduced table. (C `cg_reduced_table_free`.)
    pub fn cg_reduced_table_free(t: *mut cg_reduced_table);
    /// The largest number of heaps in a reduced table. (C `cg_reduced_table_nmax`.)
    pub fn cg_reduced_table_nmax(t: *const cg_reduced_table) -> u32;
    /// Look up the Grundy value of any position whose reduced form has at most nmax heaps. O(n). (C `cg_reduced_table_grundy`.)
    pub fn cg_reduced_table_grundy(t: *const cg_reduced_table, p: *const cg_position, g: *mut u32) -> c_int;
    /// How many reduced positions with `n` heaps have each Grundy value. O(1). (C `cg_reduced_table_histogram`.)
    pub fn cg_reduced_table_histogram(t: *const cg_reduced_table, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    /// The number of reduced positions with `n` heaps (Catalan(n)). @since 1.2 (C `cg_reduced_table_level_size`.)
    pub fn cg_reduced_table_level_size(t: *const cg_reduced_table, n: u32, count: *mut u64) -> c_int;
    /// Copy the Grundy values of the reduced positions with `n` heaps of ranks first .. first + count - 1 (lexicographic order of the heap tuples), one byte each. @since 1.2 (C `cg_reduced_table_values`.)
    pub fn cg_reduced_table_values(t: *const cg_reduced_table, n: u32, first: u64, values: *mut u8, count: usize) -> c_int;
    /// The reduced position with `n` heaps and rank `rank` (the order of `cg_reduced_table_values`). @since 1.2 (C `cg_reduced_table_position`.)
    pub fn cg_reduced_table_position(t: *const cg_reduced_table, n: u32, rank: u64, out: *mut *mut cg_position) -> c_int;
    /// Peak bytes of a strict census up to `nmax` heaps: the two levels below the last, and the last but one while it is computed (the last level is counted, never stored). About 7 GiB for nmax = 36. (C `cg_strict_census_memory`.)
    pub fn cg_strict_census_memory(nmax: u32, bytes: *mut u64) -> c_int;
    /// Peak bytes of a reduced census up to `nmax` heaps (as for the strict census). (C `cg_reduced_census_memory`.)
    pub fn cg_reduced_census_memory(nmax: u32, bytes: *mut u64) -> c_int;
    /// Count the Grundy values of every strict position with 0..nmax heaps, keeping only three levels in memory. (C `cg_strict_census`.)
    pub fn cg_strict_census(nmax: u32, threads: c_uint, max_bytes: u64, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// Count the Grundy values of every reduced position with 0..nmax heaps, keeping only three levels in memory. (C `cg_reduced_census`.)
    pub fn cg_reduced_census(nmax: u32, threads: c_uint, max_bytes: u64, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// Classify every reduced position with 0..nmax heaps by its outcome in normal play and in misère play, keeping only three levels in memory. (C `cg_reduced_outcome_census`.)
    pub fn cg_reduced_outcome_census(nmax: u32, threads: c_uint, max_bytes: u64, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// Release census results. (C `cg_census_free`.)
    pub fn cg_census_free(c: *mut cg_census);
    /// The memory of a census: the most it held at once while it ran and what its results hold now. @since 1.2 (C `cg_census_memory_used`.)
    pub fn cg_census_memory_used(c: *const cg_census, peak: *mut u64, held: *mut u64) -> c_int;
    /// The largest number of heaps of a census. (C `cg_census_nmax`.)
    pub fn cg_census_nmax(c: *const cg_census) -> u32;
    /// How many positions with `n` heaps have each Grundy value. O(1). (C `cg_census_histogram`.)
    pub fn cg_census_histogram(c: *const cg_census, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    /// The largest Grundy value among positions with `n` heaps. O(1). (C `cg_census_max_value`.)
    pub fn cg_census_max_value(c: *const cg_census, n: u32, g: *mut u32) -> c_int;
    /// The lexicographically smallest position (ascending heap tuples compared from the first heap) with `n` heaps and Grundy value `g`. O(n). (C `cg_census_example`.)
    pub fn cg_census_example(c: *const cg_census, n: u32, g: u32, out: *mut *mut cg_position) -> c_int;
    /// Every position with `n` heaps and value `g`, in lexicographic order, when there are at most `CG_CENSUS_LIST_MAX` of them. (C `cg_census_positions`.)
    pub fn cg_census_positions(c: *const cg_census, n: u32, g: u32, each: cg_census_position_fn, user_data: *mut c_void) -> c_int;
    /// `cg_reduced_census` that survives being stopped: every finished level is saved in `dir`, and a run with the same `dir` resumes after the last one. (C `cg_reduced_census_resumable`.)
    pub fn cg_reduced_census_resumable(nmax: u32, threads: c_uint, max_bytes: u64, dir: *const c_char, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// `cg_reduced_outcome_census` that survives being stopped, as `cg_reduced_census_resumable`. (C `cg_reduced_outcome_census_resumable`.)
    pub fn cg_reduced_outcome_census_resumable(nmax: u32, threads: c_uint, max_bytes: u64, dir: *const c_char, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// The k-th P-position (a_k, b_k) of Wythoff's game, a_k <= b_k. (C `cg_wythoff_p_position`.)
    pub fn cg_wythoff_p_position(k: u64, a: *mut u64, b: *mut u64) -> c_int;
    /// Whether (x, y) is a P-position of Wythoff's game. Symmetric in x and y. (C `cg_wythoff_is_p`.)
    pub fn cg_wythoff_is_p(x: u64, y: u64) -> c_int;
    /// Every winning move of the Wythoff position (x, y): the options that are P-positions. (C `cg_wythoff_winning_moves`.)
    pub fn cg_wythoff_winning_moves(x: u64, y: u64, moves: *mut u64, cap: usize, count: *mut usize) -> c_int;
    /// The Grundy value of the single Wythoff position (x, y). (C `cg_wythoff_grundy`.)
    pub fn cg_wythoff_grundy(ctx: *mut cg_ctx, x: u64, y: u64, g: *mut u64) -> c_int;
    /// The Grundy values of all positions (x, y), x < rows, y < cols. (C `cg_wythoff_grundy_table`.)
    pub fn cg_wythoff_grundy_table(rows: u32, cols: u32, out: *mut u32) -> c_int;
    /// The Zeckendorf representation of n: distinct, non-adjacent Fibonacci numbers summing to n, largest first. (C `cg_zeckendorf`.)
    pub fn cg_zeckendorf(n: u64, parts: *mut u64, cap: usize, count: *mut usize) -> c_int;
    /// The Fibonacci successor of n: every part F_i of its Zeckendorf representation replaced by F_{i+1} (the part 1 counts as F_2, so it becomes 2). (C `cg_fibonacci_successor`.)
    pub fn cg_fibonacci_successor(n: u64, out: *mut u64) -> c_int;
    /// Make a CM-nim game from explicit permissible sets. (C `cg_cmnim_new`.)
    pub fn cg_cmnim_new(jars: u32, sets: *const u64, nsets: usize, out: *mut *mut cg_cmnim) -> c_int;
    /// Make one of the named games of \[BK\] on `jars` jars. (C `cg_cmnim_new_family`.)
    pub fn cg_cmnim_new_family(jars: u32, family: cg_cmnim_family, out: *mut *mut cg_cmnim) -> c_int;
    /// Release a game. NULL is a no-op. (C `cg_cmnim_free`.)
    pub fn cg_cmnim_free(g: *mut cg_cmnim);
    /// The number of jars of a game (0 for NULL). (C `cg_cmnim_jars`.)
    pub fn cg_cmnim_jars(g: *const cg_cmnim) -> u32;
    /// The permissible sets of a game, sorted ascending, single jars included. (C `cg_cmnim_sets`.)
    pub fn cg_cmnim_sets(g: *const cg_cmnim, sets: *mut u64, cap: usize, count: *mut usize) -> c_int;
    /// The Grundy value of the position `x` (one value per jar). (C `cg_cmnim_grundy`.)
    pub fn cg_cmnim_grundy(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, out: *mut u64) -> c_int;
    /// Whether the position `x` is a P-position. (C `cg_cmnim_is_p`.)
    pub fn cg_cmnim_is_p(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, is_p: *mut c_int) -> c_int;
    /// The unique value of jar `jar` that makes a P-position with the other jars of `x` (x\[jar\] is ignored). (C `cg_cmnim_complete`.)
    pub fn cg_cmnim_complete(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, jar: u32, value: *mut u64) -> c_int;
    /// Every P-position with all jars <= `bound`, in lexicographic order. (C `cg_cmnim_p_positions`.)
    pub fn cg_cmnim_p_positions(ctx: *mut cg_ctx, g: *const cg_cmnim, bound: u64, each: cg_tuple_fn, user_data: *mut c_void) -> c_int;
    /// The misère completion: the unique value of jar `jar` that makes a misère P-position with the other jars of `x` (x\[jar\] is ignored). (C `cg_cmnim_misere_complete`.)
    pub fn cg_cmnim_misere_complete(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, jar: u32, value: *mut u64) -> c_int;
    /// Whether the position `x` is a misère P-position (the player to move loses when whoever makes the last move loses). (C `cg_cmnim_misere_is_p`.)
    pub fn cg_cmnim_misere_is_p(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, is_p: *mut c_int) -> c_int;
    /// The remoteness of the position `x`: how many moves the game lasts when the winner hurries and the loser delays (normal play). (C `cg_cmnim_remoteness`.)
    pub fn cg_cmnim_remoteness(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, out: *mut u64) -> c_int;
    /// The misère remoteness of the position `x` (whoever makes the last move loses). (C `cg_cmnim_misere_remoteness`.)
    pub fn cg_cmnim_misere_remoteness(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, out: *mut u64) -> c_int;
    /// Every misère P-position with all jars <= `bound`, in lexicographic order. (C `cg_cmnim_misere_p_positions`.)
    pub fn cg_cmnim_misere_p_positions(ctx: *mut cg_ctx, g: *const cg_cmnim, bound: u64, each: cg_tuple_fn, user_data: *mut c_void) -> c_int;
    /// The Grundy value of a Cookie Cutter board. (C `cg_cutter_grundy`.)
    pub fn cg_cutter_grundy(ctx: *mut cg_ctx, rows: u32, cols: u32, cells: *const u8, cutter_rows: u32, cutter_cols: u32, g: *mut u32) -> c_int;
    /// cg_cutter_grundy with the search's table kept in a file, to stop and go
    /// on later. (C `cg_cutter_grundy_checkpoint`.)
    pub fn cg_cutter_grundy_checkpoint(ctx: *mut cg_ctx, rows: u32, cols: u32, cells: *const u8, cutter_rows: u32, cutter_cols: u32, checkpoint: *const c_char, g: *mut u32) -> c_int;
    /// The outcome of a Cookie Cutter board under misère play: whoever removes the last cookie loses. (C `cg_cutter_misere_outcome`.)
    pub fn cg_cutter_misere_outcome(ctx: *mut cg_ctx, rows: u32, cols: u32, cells: *const u8, cutter_rows: u32, cutter_cols: u32, out: *mut cg_outcome) -> c_int;
    /// The misère remoteness of a Cookie Cutter board. (C `cg_cutter_misere_remoteness`.)
    pub fn cg_cutter_misere_remoteness(ctx: *mut cg_ctx, rows: u32, cols: u32, cells: *const u8, cutter_rows: u32, cutter_cols: u32, r: *mut u32) -> c_int;
    /// The Grundy values of one full row of k cookies under a 1 x width cutter, k = 1..kmax. (C `cg_cutter_row_sequence`.)
    pub fn cg_cutter_row_sequence(ctx: *mut cg_ctx, width: u32, kmax: u32, out: *mut u32) -> c_int;
    /// The game 0 = { | } of a context. (C `cg_game_zero`.)
    pub fn cg_game_zero(ctx: *mut cg_ctx) -> *const cg_game;
    /// The integer `n`. (C `cg_game_integer`.)
    pub fn cg_game_integer(ctx: *mut cg_ctx, n: i64, out: *mut *const cg_game) -> c_int;
    /// The dyadic number num / 2^log2_den (reduced to lowest terms). (C `cg_game_dyadic`.)
    pub fn cg_game_dyadic(ctx: *mut cg_ctx, num: i64, log2_den: u32, out: *mut *const cg_game) -> c_int;
    /// The nimber *n = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}. (C `cg_game_nimber`.)
    pub fn cg_game_nimber(ctx: *mut cg_ctx, n: u32, out: *mut *const cg_game) -> c_int;
    /// n times up (up = {0 | *}); negative n gives down multiples. (C `cg_game_up`.)
    pub fn cg_game_up(ctx: *mut cg_ctx, n: i64, out: *mut *const cg_game) -> c_int;
    /// The canonical form of {left | right}. (C `cg_game_new`.)
    pub fn cg_game_new(ctx: *mut cg_ctx, left: *const *const cg_game, nleft: usize, right: *const *const cg_game, nright: usize, out: *mut *const cg_game) -> c_int;
    /// The disjunctive sum a + b, canonical. Cached in the context. (C `cg_game_sum`.)
    pub fn cg_game_sum(ctx: *mut cg_ctx, a: *const cg_game, b: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R}, on the canonical forms of both (CGSuite's OrdinalSum). @since 1.3 (C `cg_game_ordinal_sum`.)
    pub fn cg_game_ordinal_sum(ctx: *mut cg_ctx, g: *const cg_game, h: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The conjunctive sum {G^L and H^L | G^R and H^R} (ONAG ch. 14), on the canonical forms of both (CGSuite's ConjunctiveSum). @since 1.3 (C `cg_game_conjunctive_sum`.)
    pub fn cg_game_conjunctive_sum(ctx: *mut cg_ctx, g: *const cg_game, h: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The selective sum {G^L or H, G or H^L, G^L or H^L | the same for Right} (ONAG ch. 14), on the canonical forms of both (CGSuite's SelectiveSum). @since 1.3 (C `cg_game_selective_sum`.)
    pub fn cg_game_selective_sum(ctx: *mut cg_ctx, g: *const cg_game, h: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The uptimal power G^->n = G:(n-1) (0 for n = 0), CGSuite's PowTo; ^->n is ^\[n\]. @since 1.3 (C `cg_game_pow_to`.)
    pub fn cg_game_pow_to(ctx: *mut cg_ctx, g: *const cg_game, n: u32, out: *mut *const cg_game) -> c_int;
    /// The uptimal power G^n = {0 | H - G^->(n-1)} of a base G = {0 | H}, CGSuite's Pow; ^^n is ^<n>. @since 1.3 (C `cg_game_pow`.)
    pub fn cg_game_pow(ctx: *mut cg_ctx, g: *const cg_game, n: u32, out: *mut *const cg_game) -> c_int;
    /// The uptimal expansion g = x + a_1.^<1> + ... + a_n.^<n> + *m: x, m and the coefficients (CGSuite's UptimalExpansion). @since 1.3 (C `cg_game_uptimal_expansion`.)
    pub fn cg_game_uptimal_expansion(ctx: *mut cg_ctx, g: *const cg_game, number: *mut *const cg_game, nimber: *mut u32, coef: *mut i64, cap: usize, len: *mut usize) -> c_int;
    /// The uptimal expansion written as CGSuite writes it ("73/16*8.9-"), snprintf-like. @since 1.3 (C `cg_game_uptimal_expansion_format`.)
    pub fn cg_game_uptimal_expansion_format(ctx: *mut cg_ctx, g: *const cg_game, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    /// Whether g is uptimal (CGSuite's IsUptimal). @since 1.3 (C `cg_game_is_uptimal`.)
    pub fn cg_game_is_uptimal(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// Conway's product G.H (ONAG ch. 1) on the canonical forms of both (CGSuite's ConwayProduct): nim multiplication on nimbers, the ordinary product on numbers. @since 1.3 (C `cg_game_conway_product`.)
    pub fn cg_game_conway_product(ctx: *mut cg_ctx, g: *const cg_game, h: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The ordinal product {G(x)H^L : G^L, G(x)H^R : -G^R | G(x)H^L : G^R, G(x)H^R : -G^L} (CGSuite's OrdinalProduct). @since 1.3 (C `cg_game_ordinal_product`.)
    pub fn cg_game_ordinal_product(ctx: *mut cg_ctx, g: *const cg_game, h: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The integer multiple n.G = G + ... + G (n copies), negated for n < 0. @since 1.3 (C `cg_game_multiple`.)
    pub fn cg_game_multiple(ctx: *mut cg_ctx, g: *const cg_game, n: i64, out: *mut *const cg_game) -> c_int;
    /// The negative -a = {-a^R | -a^L}. (C `cg_game_neg`.)
    pub fn cg_game_neg(ctx: *mut cg_ctx, a: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// Compare two games: -1 when a < b, 0 when a = b, 1 when a > b, 2 when they are confused (incomparable). (C `cg_game_compare`.)
    pub fn cg_game_compare(ctx: *mut cg_ctx, a: *const cg_game, b: *const cg_game, rel: *mut c_int) -> c_int;
    /// The outcome class: `CG_OUTCOME_L` (Left wins whoever starts), R, N (the player to move wins) or P (the player to move loses), from the sign of g. (C `cg_game_outcome`.)
    pub fn cg_game_outcome(ctx: *mut cg_ctx, g: *const cg_game, out: *mut cg_outcome) -> c_int;
    /// Number of Left options of the canonical form (0 for NULL). (C `cg_game_left_count`.)
    pub fn cg_game_left_count(g: *const cg_game) -> usize;
    /// Left option `i` (0-based, in the canonical order of options), or NULL out of range. (C `cg_game_left`.)
    pub fn cg_game_left(g: *const cg_game, i: usize) -> *const cg_game;
    /// Number of Right options of the canonical form (0 for NULL). (C `cg_game_right_count`.)
    pub fn cg_game_right_count(g: *const cg_game) -> usize;
    /// Right option `i` (0-based), or NULL out of range. (C `cg_game_right`.)
    pub fn cg_game_right(g: *const cg_game, i: usize) -> *const cg_game;
    /// Whether g is a number (0 for NULL). (C `cg_game_is_number`.)
    pub fn cg_game_is_number(g: *const cg_game) -> c_int;
    /// The value of a number as num / 2^log2_den in lowest terms. (C `cg_game_number`.)
    pub fn cg_game_number(g: *const cg_game, num: *mut i64, log2_den: *mut u32) -> c_int;
    /// The birthday: 0 for 0, else 1 + the largest birthday of an option of the canonical form. (C `cg_game_birthday`.)
    pub fn cg_game_birthday(g: *const cg_game, day: *mut u32) -> c_int;
    /// The birthday in 64 bits (the integer 2^62 is born on day 2^62). @since 1.2 (C `cg_game_birthday64`.)
    pub fn cg_game_birthday64(g: *const cg_game, day: *mut u64) -> c_int;
    /// The Left stop and Right stop: the number reached when Left (Right) moves first and both play to the first number. (C `cg_game_stops`.)
    pub fn cg_game_stops(g: *const cg_game, left_num: *mut i64, left_log2: *mut u32, right_num: *mut i64, right_log2: *mut u32) -> c_int;
    /// The mean value and the temperature of g, from its thermograph. (C `cg_game_thermal`.)
    pub fn cg_game_thermal(ctx: *mut cg_ctx, g: *const cg_game, mean_num: *mut i64, mean_log2: *mut u32, temp_num: *mut i64, temp_log2: *mut u32) -> c_int;
    /// Write g in CGSuite's ASCII notation: integers, a/2^k as "a/2^k" in lowest terms (e.g. "3/4"), "*", "*n", "^", "v", "^^", "^n", combined as in "1/2^*" (number, ups, nimber), "+-x" for {x | -x}, and "{L|R}" otherwise, with "||", "|||" when an option is itself written with bars. (C `cg_game_format`.)
    pub fn cg_game_format(ctx: *mut cg_ctx, g: *const cg_game, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    /// Write g in the style chosen by flags: 0 is exactly cg_game_format(); CG_FORMAT_CGSUITE writes it as CGSuite prints it. @since 1.2 (C `cg_game_format_ex`.)
    pub fn cg_game_format_ex(ctx: *mut cg_ctx, g: *const cg_game, flags: c_uint, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    /// Read a game: everything cg_game_format() writes, plus sums "a+b", differences "a-b", negation "-a", parentheses and whitespace. (C `cg_game_parse`.)
    pub fn cg_game_parse(ctx: *mut cg_ctx, text: *const c_char, out: *mut *const cg_game) -> c_int;
    /// cg_game_parse(), also saying where reading stopped. (C `cg_game_parse_ex`.)
    pub fn cg_game_parse_ex(ctx: *mut cg_ctx, text: *const c_char, out: *mut *const cg_game, error_offset: *mut usize) -> c_int;
    /// Every canonical game born by `day`, each once, day by day. (C `cg_games_enumerate`.)
    pub fn cg_games_enumerate(ctx: *mut cg_ctx, day: u32, each: cg_game_fn, user_data: *mut c_void, count: *mut u64) -> c_int;
    /// The number of canonical games born by `day` (by constructing them). (C `cg_games_born_by`.)
    pub fn cg_games_born_by(ctx: *mut cg_ctx, day: u32, count: *mut u64) -> c_int;
    /// The Left stop and the Right stop of g: the number reached when Left (Right) moves first and both play to the first number. The same values as cg_game_stops(), as ::cg_dyadic pairs. (C `cg_game_stop_values`.)
    pub fn cg_game_stop_values(g: *const cg_game, left: *mut cg_dyadic, right: *mut cg_dyadic) -> c_int;
    /// Write a number as text: "n", or "n/d" in lowest terms with the denominator d in decimal, as cg_game_format() writes a number and as CGSuite writes it. @since 1.2 (C `cg_dyadic_format`.)
    pub fn cg_dyadic_format(d: cg_dyadic, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    /// The mean value and the temperature of g: the same values as cg_game_thermal(), as ::cg_dyadic pairs, without copying the thermograph out as cg_game_thermograph() does. (C `cg_game_mean_temperature`.)
    pub fn cg_game_mean_temperature(ctx: *mut cg_ctx, g: *const cg_game, mean: *mut cg_dyadic, temp: *mut cg_dyadic) -> c_int;
    /// The thermograph of g: each wall a list of breakpoints from (0, stop) through each change of slope to the foot of the mast, (max(temperature, 0), mean), slope 0. (C `cg_game_thermograph`.)
    pub fn cg_game_thermograph(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *mut cg_thermograph) -> c_int;
    /// Free a thermograph (NULL is allowed). @param th The thermograph. @since 1.1 (C `cg_thermograph_free`.)
    pub fn cg_thermograph_free(th: *mut cg_thermograph);
    /// The mean value and the temperature. (C `cg_thermograph_mean_temperature`.)
    pub fn cg_thermograph_mean_temperature(th: *const cg_thermograph, mean: *mut cg_dyadic, temp: *mut cg_dyadic) -> c_int;
    /// Number of breakpoints of a wall (at least 2 for a hot game, 1 for a number or a tepid game), or 0 for a NULL thermograph or a bad side. (C `cg_thermograph_wall_size`.)
    pub fn cg_thermograph_wall_size(th: *const cg_thermograph, side: cg_side) -> usize;
    /// Breakpoint `i` of a wall: point 0 is at t = 0, the last point (cg_thermograph_wall_size() - 1) is the foot of the mast, (max(temperature, 0), mean) with slope 0, and each point in between is where the slope changes (see cg_game_thermograph()). (C `cg_thermograph_wall_point`.)
    pub fn cg_thermograph_wall_point(th: *const cg_thermograph, side: cg_side, i: usize, t: *mut cg_dyadic, value: *mut cg_dyadic, slope: *mut c_int) -> c_int;
    /// The value of a wall at temperature `t` >= 0: on the wall's segments up to the foot of the mast, the mean from the foot up. (C `cg_thermograph_wall_at`.)
    pub fn cg_thermograph_wall_at(th: *const cg_thermograph, side: cg_side, t: cg_dyadic, value: *mut cg_dyadic) -> c_int;
    /// Orthodox play: the option of `side` whose wall is the game's own at its temperature, that is, the Left option G^L with the largest RW(G^L)(T) - T (the Right option with the smallest LW(G^R)(T) + T), T = max(temperature, 0); ties go to the option that is best just below T, then to the lowest index. (C `cg_game_orthodox_move`.)
    pub fn cg_game_orthodox_move(ctx: *mut cg_ctx, g: *const cg_game, side: cg_side, index: *mut usize) -> c_int;
    /// G cooled by t (t > -1; -1 < t < 0 since 1.3), canonical. (C `cg_game_cool`.)
    pub fn cg_game_cool(ctx: *mut cg_ctx, g: *const cg_game, t: cg_dyadic, out: *mut *const cg_game) -> c_int;
    /// G frozen: G cooled by its own temperature (CGSuite's Freeze), infinitesimally close to its mean; a number is its own. @since 1.3 (C `cg_game_freeze`.)
    pub fn cg_game_freeze(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// Both walls of g's thermograph at one temperature t > -1, below 0 too: the stops of g cooled by t. @since 1.3 (C `cg_game_walls_at`.)
    pub fn cg_game_walls_at(ctx: *mut cg_ctx, g: *const cg_game, t: cg_dyadic, left: *mut cg_dyadic, right: *mut cg_dyadic) -> c_int;
    /// `cg_position_hunt` among the predecessors with `min_heaps` to `max_heaps` heaps only. @since 1.4 (C `cg_position_hunt_heaps`.)
    pub fn cg_position_hunt_heaps(ctx: *mut cg_ctx, inputs: *const *const cg_position, ninputs: usize, value: u32, min_heaps: u32, max_heaps: u32, threads: c_uint, checkpoint: *const c_char, found: cg_position_value_fn, progress: cg_progress_fn, user_data: *mut c_void, candidates: *mut u64, largest: *mut u32) -> c_int;
    /// `cg_reduced_census` (`dir` NULL) or `cg_reduced_census_resumable` that lists the positions of one value `g` up to `list_max` per level instead of `CG_CENSUS_LIST_MAX`. @since 1.4 (C `cg_reduced_census_listing`.)
    pub fn cg_reduced_census_listing(nmax: u32, threads: c_uint, max_bytes: u64, g: u32, list_max: u64, dir: *const c_char, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    /// G heated by the game t (usually a positive number), canonical: G itself when G is a number, else {G^L heated + t | G^R heated - t} over the canonical form of G. (C `cg_game_heat`.)
    pub fn cg_game_heat(ctx: *mut cg_ctx, g: *const cg_game, t: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// G overheated from s to t: n copies of s for an integer n, else {G^L overheated + t | G^R overheated - t} (CGSuite's Overheat). @since 1.3 (C `cg_game_overheat`.)
    pub fn cg_game_overheat(ctx: *mut cg_ctx, g: *const cg_game, s: *const cg_game, t: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The Norton product G.U by a positive unit U (U > 0), canonical. It depends only on the value of G and on the canonical form of U. (C `cg_game_norton`.)
    pub fn cg_game_norton(ctx: *mut cg_ctx, g: *const cg_game, u: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The atomic weight of an atomic game (by the atomic weight calculus, with its integer exceptions), canonical: every all-small game and, since 1.3, every other atomic infinitesimal. (C `cg_game_atomic_weight`.)
    pub fn cg_game_atomic_weight(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// Whether g is atomic (CGSuite's IsAtomic): infinitesimal, and all-small or within up* + *N : -1 of A.up for its calculus value A. @since 1.3 (C `cg_game_is_atomic`.)
    pub fn cg_game_is_atomic(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// The incentives of the chosen players (CG_SIDES_LEFT 1, CG_SIDES_RIGHT 2, CG_SIDES_BOTH 3) as one set, as CGSuite gives them: every distinct incentive no other exceeds. @since 1.3 (C `cg_game_incentive_set`.)
    pub fn cg_game_incentive_set(ctx: *mut cg_ctx, g: *const cg_game, sides: c_uint, out: *mut *const cg_game, cap: usize, count: *mut usize) -> c_int;
    /// The companion G° = {0 if G >= 0, (G^L)° | 0 if G <= 0, (G^R)°} of g (Siegel; CGSuite's Companion), canonical. @since 1.3 (C `cg_game_companion`.)
    pub fn cg_game_companion(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The reduced canonical form of g: the simplest game that differs from g by an infinitesimal (Grossman and Siegel). Two games have the same reduced canonical form exactly when their difference is infinitesimal. (C `cg_game_reduced`.)
    pub fn cg_game_reduced(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    /// The incentives of one player: G^L - G for each Left option, or G - G^R for each Right option, in the order of the options (cg_game_left() / cg_game_right()), so out\[i\] belongs to option i. (C `cg_game_incentives`.)
    pub fn cg_game_incentives(ctx: *mut cg_ctx, g: *const cg_game, side: cg_side, out: *mut *const cg_game, cap: usize, count: *mut usize) -> c_int;
    /// Whether g is dicotic (all-small): every subposition has moves for both players or for neither. O(1). 0 for NULL. (C `cg_game_is_dicotic`.)
    pub fn cg_game_is_dicotic(g: *const cg_game) -> c_int;
    /// Whether g is infinitesimal: -x < g < x for every positive number x, that is, both stops are 0 (0 itself counts). O(1). 0 for NULL. (C `cg_game_is_infinitesimal`.)
    pub fn cg_game_is_infinitesimal(g: *const cg_game) -> c_int;
    /// Whether g is hot: its temperature is positive (for a game that is not a number: its Left stop is above its Right stop). O(1). 0 for NULL. (C `cg_game_is_hot`.)
    pub fn cg_game_is_hot(g: *const cg_game) -> c_int;
    /// Whether g is cold: a number (temperature below 0). O(1). 0 for NULL. (C `cg_game_is_cold`.)
    pub fn cg_game_is_cold(g: *const cg_game) -> c_int;
    /// Whether g is tepid: temperature 0, that is, a number plus a non-zero infinitesimal. O(1). 0 for NULL. (C `cg_game_is_tepid`.)
    pub fn cg_game_is_tepid(g: *const cg_game) -> c_int;
    /// Whether g is a switch {x | y}: one option a side, both numbers, x > y (for example ±1 = {1 | -1}). O(1). 0 for NULL. (C `cg_game_is_switch`.)
    pub fn cg_game_is_switch(g: *const cg_game) -> c_int;
    /// The misère outcome of the canonical form (the player who cannot move wins; CGSuite's MisereOutcomeClass). @since 1.3 (C `cg_game_misere_outcome`.)
    pub fn cg_game_misere_outcome(ctx: *mut cg_ctx, g: *const cg_game, out: *mut cg_outcome) -> c_int;
    /// The stop count (CGSuite's StopCount): SC(x) = 1 for a number, else the sum of SC over all options of the canonical form. @since 1.3 (C `cg_game_stop_count`.)
    pub fn cg_game_stop_count(ctx: *mut cg_ctx, g: *const cg_game, count: *mut u64) -> c_int;
    /// The number of distinct subpositions of the canonical form, g included (CGSuite's FollowerCount). @since 1.3 (C `cg_game_follower_count`.)
    pub fn cg_game_follower_count(ctx: *mut cg_ctx, g: *const cg_game, count: *mut u64) -> c_int;
    /// The distinct subpositions of the canonical form, g included, in the canonical order (CGSuite's Followers); snprintf-like. @since 1.3 (C `cg_game_followers`.)
    pub fn cg_game_followers(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game, cap: usize, count: *mut usize) -> c_int;
    /// Whether g is an integer. O(1). @since 1.3 (C `cg_game_is_integer`.)
    pub fn cg_game_is_integer(g: *const cg_game) -> c_int;
    /// Whether g is a nimber *m (0 included). O(1). @since 1.3 (C `cg_game_is_nimber`.)
    pub fn cg_game_is_nimber(g: *const cg_game) -> c_int;
    /// Whether g is numberish: its stops are equal. O(1). @since 1.3 (C `cg_game_is_numberish`.)
    pub fn cg_game_is_numberish(g: *const cg_game) -> c_int;
    /// Whether g is an ordinal: an integer n >= 0. O(1). @since 1.3 (C `cg_game_is_ordinal`.)
    pub fn cg_game_is_ordinal(g: *const cg_game) -> c_int;
    /// Whether g + g = g, that is, g = 0. O(1). @since 1.3 (C `cg_game_is_idempotent`.)
    pub fn cg_game_is_idempotent(g: *const cg_game) -> c_int;
    /// Whether the canonical form is even (ONAG): 0, or every option odd. @since 1.3 (C `cg_game_is_even`.)
    pub fn cg_game_is_even(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// Whether the canonical form is odd (ONAG): not 0, and every option even. @since 1.3 (C `cg_game_is_odd`.)
    pub fn cg_game_is_odd(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// Whether g is even-tempered (Siegel, CGT): a number, or every option odd-tempered. @since 1.3 (C `cg_game_is_even_tempered`.)
    pub fn cg_game_is_even_tempered(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// Whether g is odd-tempered (Siegel, CGT): not a number, and every option even-tempered. @since 1.3 (C `cg_game_is_odd_tempered`.)
    pub fn cg_game_is_odd_tempered(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// Whether g is a number plus a tiny or a miny (CGSuite's IsNumberTiny). @since 1.3 (C `cg_game_is_number_tiny`.)
    pub fn cg_game_is_number_tiny(ctx: *mut cg_ctx, g: *const cg_game, yes: *mut c_int) -> c_int;
    /// The canonical value of one pile of `n` cookies, built with the engine from the recurrence and memoised in the context. (C `cg_oddeven_pile`.)
    pub fn cg_oddeven_pile(ctx: *mut cg_ctx, n: u32, out: *mut *const cg_game) -> c_int;
    /// The outcome of a position (Left = Odd): the outcome of the sum of its piles. (C `cg_oddeven_outcome`.)
    pub fn cg_oddeven_outcome(ctx: *mut cg_ctx, piles: *const u32, n: usize, out: *mut cg_outcome) -> c_int;
    /// The number of partitions of `total` whose outcome is in `outcome_mask`, as an exact decimal string. (C `cg_oddeven_count`.)
    pub fn cg_oddeven_count(ctx: *mut cg_ctx, total: u32, outcome_mask: c_uint, decimal: *mut c_char, cap: usize, len: *mut usize) -> c_int;

    /// The nim-sum of the heaps: their bitwise exclusive or, the Grundy value of the Nim position. O(n). (C `cg_nim_sum`.)
    pub fn cg_nim_sum(heaps: *const u64, n: usize, sum: *mut u64) -> c_int;
    /// The outcome of a Nim position under normal play (by the nim-sum) or misère play (Bouton's misère rule). O(n). (C `cg_nim_outcome`.)
    pub fn cg_nim_outcome(heaps: *const u64, n: usize, play: cg_play, out: *mut cg_outcome) -> c_int;
    /// Append a copy of a state to a list, from inside a callback. (C `cg_state_list_add`.)
    pub fn cg_state_list_add(list: *mut cg_state_list, state: *const c_void, len: usize) -> c_int;
    /// Make a game from its rules. (C `cg_impartial_new`.)
    pub fn cg_impartial_new(rules: *const cg_impartial_rules, out: *mut *mut cg_impartial) -> c_int;
    /// Release a game. (C `cg_impartial_free`.)
    pub fn cg_impartial_free(g: *mut cg_impartial);
    /// The Grundy value of a state (normal play). (C `cg_impartial_grundy`.)
    pub fn cg_impartial_grundy(ctx: *mut cg_ctx, g: *const cg_impartial, state: *const c_void, len: usize, value: *mut u64) -> c_int;
    /// The outcome of a state under the given play. (C `cg_impartial_outcome`.)
    pub fn cg_impartial_outcome(ctx: *mut cg_ctx, g: *const cg_impartial, state: *const c_void, len: usize, play: cg_play, out: *mut cg_outcome) -> c_int;
    /// The remoteness of a state under the given play. (C `cg_impartial_remoteness`.)
    pub fn cg_impartial_remoteness(ctx: *mut cg_ctx, g: *const cg_impartial, state: *const c_void, len: usize, play: cg_play, out: *mut u32) -> c_int;
    /// A winning move: the first option that is a P-position under the given play. (C `cg_impartial_winning_move`.)
    pub fn cg_impartial_winning_move(ctx: *mut cg_ctx, g: *const cg_impartial, state: *const c_void, len: usize, play: cg_play, mv: *mut c_void, cap: usize, move_len: *mut usize) -> c_int;
    /// Every winning move of a Nim position, in heap order: the moves to a P-position under the given play. There is at most one per heap, so (C `cg_nim_winning_moves`.)
    pub fn cg_nim_winning_moves(heaps: *const u64, n: usize, play: cg_play, moves: *mut cg_nim_move, cap: usize, count: *mut usize) -> c_int;
}

/// The names of every function declared above, in order (checked against the
/// linker map by the tests).
pub const FUNCTIONS: &[&str] = &[
    "cg_version",
    "cg_version_string",
    "cg_strerror",
    "cg_error_detail",
    "cg_set_allocator",
    "cg_ctx_new",
    "cg_ctx_free",
    "cg_ctx_set_node_limit",
    "cg_ctx_set_memory_limit",
    "cg_ctx_memory_reserved",
    "cg_memory_check",
    "cg_ctx_set_progress",
    "cg_ctx_clear",
    "cg_position_new",
    "cg_position_parse",
    "cg_position_parse_ex",
    "cg_position_clone",
    "cg_position_free",
    "cg_position_size",
    "cg_position_heap",
    "cg_position_format",
    "cg_position_equal",
    "cg_position_surplus",
    "cg_position_deplete",
    "cg_position_delete",
    "cg_position_reduce",
    "cg_position_is_reduced",
    "cg_position_is_strict",
    "cg_position_option",
    "cg_position_dominates",
    "cg_position_critical",
    "cg_position_rows",
    "cg_position_from_rows",
    "cg_position_predecessors",
    "cg_position_hunt",
    "cg_position_dvalue",
    "cg_position_outcome",
    "cg_position_grundy",
    "cg_position_remoteness",
    "cg_position_suspense",
    "cg_position_winning_moves",
    "cg_position_misere_outcome",
    "cg_position_misere_remoteness",
    "cg_position_misere_suspense",
    "cg_position_misere_winning_moves",
    "cg_position_winning_interval",
    "cg_position_winning_move",
    "cg_strict_dvalue_counts",
    "cg_strict_table_memory",
    "cg_strict_table_build",
    "cg_strict_table_free",
    "cg_strict_table_nmax",
    "cg_strict_table_grundy",
    "cg_strict_table_histogram",
    "cg_strict_table_level_size",
    "cg_strict_table_values",
    "cg_strict_table_position",
    "cg_reduced_table_memory",
    "cg_reduced_table_build",
    "cg_reduced_table_free",
    "cg_reduced_table_nmax",
    "cg_reduced_table_grundy",
    "cg_reduced_table_histogram",
    "cg_reduced_table_level_size",
    "cg_reduced_table_values",
    "cg_reduced_table_position",
    "cg_strict_census_memory",
    "cg_reduced_census_memory",
    "cg_strict_census",
    "cg_reduced_census",
    "cg_reduced_outcome_census",
    "cg_census_free",
    "cg_census_memory_used",
    "cg_census_nmax",
    "cg_census_histogram",
    "cg_census_max_value",
    "cg_census_example",
    "cg_census_positions",
    "cg_reduced_census_resumable",
    "cg_reduced_outcome_census_resumable",
    "cg_wythoff_p_position",
    "cg_wythoff_is_p",
    "cg_wythoff_winning_moves",
    "cg_wythoff_grundy",
    "cg_wythoff_grundy_table",
    "cg_zeckendorf",
    "cg_fibonacci_successor",
    "cg_cmnim_new",
    "cg_cmnim_new_family",
    "cg_cmnim_free",
    "cg_cmnim_jars",
    "cg_cmnim_sets",
    "cg_cmnim_grundy",
    "cg_cmnim_is_p",
    "cg_cmnim_complete",
    "cg_cmnim_p_positions",
    "cg_cmnim_misere_complete",
    "cg_cmnim_misere_is_p",
    "cg_cmnim_remoteness",
    "cg_cmnim_misere_remoteness",
    "cg_cmnim_misere_p_positions",
    "cg_cutter_grundy",
    "cg_cutter_grundy_checkpoint",
    "cg_cutter_misere_outcome",
    "cg_cutter_misere_remoteness",
    "cg_cutter_row_sequence",
    "cg_game_zero",
    "cg_game_integer",
    "cg_game_dyadic",
    "cg_game_nimber",
    "cg_game_up",
    "cg_game_new",
    "cg_game_sum",
    "cg_game_ordinal_sum",
    "cg_game_conjunctive_sum",
    "cg_game_selective_sum",
    "cg_game_pow_to",
    "cg_game_pow",
    "cg_game_uptimal_expansion",
    "cg_game_uptimal_expansion_format",
    "cg_game_is_uptimal",
    "cg_game_conway_product",
    "cg_game_ordinal_product",
    "cg_game_multiple",
    "cg_game_neg",
    "cg_game_compare",
    "cg_game_outcome",
    "cg_game_left_count",
    "cg_game_left",
    "cg_game_right_count",
    "cg_game_right",
    "cg_game_is_number",
    "cg_game_number",
    "cg_game_birthday",
    "cg_game_birthday64",
    "cg_game_stops",
    "cg_game_thermal",
    "cg_game_format",
    "cg_game_format_ex",
    "cg_game_parse",
    "cg_game_parse_ex",
    "cg_games_enumerate",
    "cg_games_born_by",
    "cg_game_stop_values",
    "cg_dyadic_format",
    "cg_game_mean_temperature",
    "cg_game_thermograph",
    "cg_thermograph_free",
    "cg_thermograph_mean_temperature",
    "cg_thermograph_wall_size",
    "cg_thermograph_wall_point",
    "cg_thermograph_wall_at",
    "cg_game_orthodox_move",
    "cg_game_cool",
    "cg_game_freeze",
    "cg_game_walls_at",
    "cg_reduced_census_listing",
    "cg_position_hunt_heaps",
    "cg_game_heat",
    "cg_game_overheat",
    "cg_game_norton",
    "cg_game_atomic_weight",
    "cg_game_is_atomic",
    "cg_game_incentive_set",
    "cg_game_companion",
    "cg_game_reduced",
    "cg_game_incentives",
    "cg_game_is_dicotic",
    "cg_game_is_infinitesimal",
    "cg_game_is_hot",
    "cg_game_is_cold",
    "cg_game_is_tepid",
    "cg_game_is_switch",
    "cg_game_misere_outcome",
    "cg_game_stop_count",
    "cg_game_follower_count",
    "cg_game_followers",
    "cg_game_is_integer",
    "cg_game_is_nimber",
    "cg_game_is_numberish",
    "cg_game_is_ordinal",
    "cg_game_is_idempotent",
    "cg_game_is_even",
    "cg_game_is_odd",
    "cg_game_is_even_tempered",
    "cg_game_is_odd_tempered",
    "cg_game_is_number_tiny",
    "cg_oddeven_pile",
    "cg_oddeven_outcome",
    "cg_oddeven_count",
    "cg_nim_sum",
    "cg_nim_outcome",
    "cg_nim_winning_moves",
    "cg_state_list_add",
    "cg_impartial_new",
    "cg_impartial_free",
    "cg_impartial_grundy",
    "cg_impartial_outcome",
    "cg_impartial_remoteness",
    "cg_impartial_winning_move",
];
