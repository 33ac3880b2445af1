//! Raw declarations of the whole public C API of libcookiegame (the headers
//! under `include/cookiegame/`, linker map `lib/libcookiegame.map`). Every
//! function is `unsafe`: see the C headers for ownership and error rules, or
//! use the safe crate `cookiegame`.
#![allow(non_camel_case_types)]

use std::os::raw::{c_char, c_int, c_uint, c_void};

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

/// `cg_status`: 0 or a negative error.
pub type cg_status = c_int;
pub const CG_OK: c_int = 0;
pub const CG_EINVAL: c_int = -1;
pub const CG_ENOMEM: c_int = -2;
pub const CG_ERANGE: c_int = -3;
pub const CG_EPARSE: c_int = -4;
pub const CG_ELIMIT: c_int = -5;
pub const CG_EDOMAIN: c_int = -6;
pub const CG_EBUSY: c_int = -7;
pub const CG_ECANCELED: c_int = -8;

/// `cg_outcome`.
pub type cg_outcome = c_int;
pub const CG_OUTCOME_P: c_int = 0;
pub const CG_OUTCOME_N: c_int = 1;
pub const CG_OUTCOME_L: c_int = 2;
pub const CG_OUTCOME_R: c_int = 3;

/// `cg_side`.
pub type cg_side = c_int;
pub const CG_LEFT: c_int = 0;
pub const CG_RIGHT: c_int = 1;

/// `cg_play`: normal or misère play.
pub type cg_play = c_int;
pub const CG_PLAY_NORMAL: c_int = 0;
pub const CG_PLAY_MISERE: c_int = 1;

/// A move of Nim: heap `heap` is left with `size` cookies.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct cg_nim_move {
    /// Index of the heap.
    pub heap: usize,
    /// Its size after the move.
    pub size: u64,
}

/// `cg_cmnim_family`.
pub type cg_cmnim_family = c_int;
pub const CG_CMNIM_NIM: c_int = 0;
pub const CG_CMNIM_COOKIE_MONSTER: c_int = 1;
pub const CG_CMNIM_ODD: c_int = 2;
pub const CG_CMNIM_AT_MOST_2: c_int = 3;
pub const CG_CMNIM_CONSECUTIVE_AT_MOST_2: c_int = 4;
pub const CG_CMNIM_CONSECUTIVE_INCLUDE_FIRST: c_int = 5;
pub const CG_CMNIM_CONSECUTIVE: c_int = 6;
pub const CG_CMNIM_ALL_BUT_N: c_int = 7;

/// Progress callback: non-zero stops the computation (`CG_ECANCELED`).
pub type cg_progress_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, done: u64, total: u64) -> c_int>;
/// Called per P-position by `cg_cmnim_p_positions`; non-zero stops.
pub type cg_tuple_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, x: *const u64, jars: u32) -> c_int>;
/// Called per game by `cg_games_enumerate`; non-zero stops.
pub type cg_game_fn = Option<unsafe extern "C" fn(user_data: *mut c_void, g: *const cg_game) -> c_int>;

/// Limits of the C API (the headers' `#define`s).
pub const CG_CMNIM_MAX_JARS: u32 = 16;
pub const CG_POSITION_SEARCH_MAX_HEAPS: usize = 4096;
pub const CG_CUTTER_MAX_SIDE: u32 = 64;
pub const CG_ODDEVEN_MAX: u32 = 100000;
pub const CG_GAME_MAX_INTEGER: i64 = 1 << 20;
pub const CG_GAME_MAX_LOG2_DEN: u32 = 62;
pub const CG_GAME_MAX_NIMBER: u32 = 1024;
pub const CG_GAME_MAX_UPS: i64 = 4096;
pub const CG_GAME_MAX_NESTING: u32 = 1000;
pub const CG_STRICT_TABLE_MAX_HEAPS: u32 = 48;
pub const CG_REDUCED_TABLE_MAX_HEAPS: u32 = 30;
pub const CG_ZECKENDORF_MAX_PARTS: usize = 46;

extern "C" {
    pub fn cg_version() -> c_uint;
    pub fn cg_version_string() -> *const c_char;
    pub fn cg_strerror(status: c_int) -> *const c_char;
    pub fn cg_set_allocator(a: *const cg_allocator) -> c_int;
    pub fn cg_ctx_new(out: *mut *mut cg_ctx) -> c_int;
    pub fn cg_ctx_free(ctx: *mut cg_ctx);
    pub fn cg_ctx_set_node_limit(ctx: *mut cg_ctx, max_nodes: u64) -> c_int;
    pub fn cg_ctx_set_progress(ctx: *mut cg_ctx, progress: cg_progress_fn, user_data: *mut c_void) -> c_int;
    pub fn cg_ctx_clear(ctx: *mut cg_ctx) -> c_int;
    pub fn cg_position_new(heaps: *const u32, n: usize, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_parse(text: *const c_char, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_parse_ex(text: *const c_char, out: *mut *mut cg_position, error_offset: *mut usize) -> c_int;
    pub fn cg_position_clone(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_free(p: *mut cg_position);
    pub fn cg_position_size(p: *const cg_position) -> usize;
    pub fn cg_position_heap(p: *const cg_position, k: usize) -> u32;
    pub fn cg_position_format(p: *const cg_position, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    pub fn cg_position_equal(a: *const cg_position, b: *const cg_position) -> c_int;
    pub fn cg_position_surplus(p: *const cg_position) -> u32;
    pub fn cg_position_deplete(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_delete(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_reduce(p: *const cg_position, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_is_reduced(p: *const cg_position) -> c_int;
    pub fn cg_position_is_strict(p: *const cg_position) -> c_int;
    pub fn cg_position_option(p: *const cg_position, k: usize, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_dominates(a: *const cg_position, b: *const cg_position) -> c_int;
    pub fn cg_position_critical(n: u32, d: u32, out: *mut *mut cg_position) -> c_int;
    pub fn cg_position_dvalue(p: *const cg_position, d: *mut u32) -> c_int;
    pub fn cg_position_outcome(ctx: *mut cg_ctx, p: *const cg_position, out: *mut cg_outcome) -> c_int;
    pub fn cg_position_grundy(ctx: *mut cg_ctx, p: *const cg_position, g: *mut u32) -> c_int;
    pub fn cg_position_remoteness(ctx: *mut cg_ctx, p: *const cg_position, r: *mut u32) -> c_int;
    pub fn cg_position_suspense(ctx: *mut cg_ctx, p: *const cg_position, s: *mut u32) -> c_int;
    pub fn cg_position_winning_moves(ctx: *mut cg_ctx, p: *const cg_position, winning: *mut u8, n: usize) -> c_int;
    pub fn cg_position_winning_interval(ctx: *mut cg_ctx, p: *const cg_position, first: *mut usize, last: *mut usize) -> c_int;
    pub fn cg_position_winning_move(ctx: *mut cg_ctx, p: *const cg_position, k: *mut usize) -> c_int;
    pub fn cg_strict_dvalue_counts(n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    pub fn cg_strict_table_memory(nmax: u32, bytes: *mut u64) -> c_int;
    pub fn cg_strict_table_build(nmax: u32, threads: c_uint, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_strict_table) -> c_int;
    pub fn cg_strict_table_free(t: *mut cg_strict_table);
    pub fn cg_strict_table_nmax(t: *const cg_strict_table) -> u32;
    pub fn cg_strict_table_grundy(t: *const cg_strict_table, p: *const cg_position, g: *mut u32) -> c_int;
    pub fn cg_strict_table_histogram(t: *const cg_strict_table, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    pub fn cg_reduced_table_memory(nmax: u32, bytes: *mut u64) -> c_int;
    pub fn cg_reduced_table_build(nmax: u32, threads: c_uint, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_reduced_table) -> c_int;
    pub fn cg_reduced_table_free(t: *mut cg_reduced_table);
    pub fn cg_reduced_table_nmax(t: *const cg_reduced_table) -> u32;
    pub fn cg_reduced_table_grundy(t: *const cg_reduced_table, p: *const cg_position, g: *mut u32) -> c_int;
    pub fn cg_reduced_table_histogram(t: *const cg_reduced_table, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    pub fn cg_strict_census_memory(nmax: u32, bytes: *mut u64) -> c_int;
    pub fn cg_reduced_census_memory(nmax: u32, bytes: *mut u64) -> c_int;
    pub fn cg_strict_census(nmax: u32, threads: c_uint, max_bytes: u64, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    pub fn cg_reduced_census(nmax: u32, threads: c_uint, max_bytes: u64, progress: cg_progress_fn, user_data: *mut c_void, out: *mut *mut cg_census) -> c_int;
    pub fn cg_census_free(c: *mut cg_census);
    pub fn cg_census_nmax(c: *const cg_census) -> u32;
    pub fn cg_census_histogram(c: *const cg_census, n: u32, counts: *mut u64, ncounts: usize) -> c_int;
    pub fn cg_census_max_value(c: *const cg_census, n: u32, g: *mut u32) -> c_int;
    pub fn cg_census_example(c: *const cg_census, n: u32, g: u32, out: *mut *mut cg_position) -> c_int;
    pub fn cg_wythoff_p_position(k: u64, a: *mut u64, b: *mut u64) -> c_int;
    pub fn cg_wythoff_is_p(x: u64, y: u64) -> c_int;
    pub fn cg_wythoff_winning_moves(x: u64, y: u64, moves: *mut u64, cap: usize, count: *mut usize) -> c_int;
    pub fn cg_wythoff_grundy(ctx: *mut cg_ctx, x: u64, y: u64, g: *mut u64) -> c_int;
    pub fn cg_wythoff_grundy_table(rows: u32, cols: u32, out: *mut u32) -> c_int;
    pub fn cg_zeckendorf(n: u64, parts: *mut u64, cap: usize, count: *mut usize) -> c_int;
    pub fn cg_fibonacci_successor(n: u64, out: *mut u64) -> c_int;
    pub fn cg_cmnim_new(jars: u32, sets: *const u64, nsets: usize, out: *mut *mut cg_cmnim) -> c_int;
    pub fn cg_cmnim_new_family(jars: u32, family: cg_cmnim_family, out: *mut *mut cg_cmnim) -> c_int;
    pub fn cg_cmnim_free(g: *mut cg_cmnim);
    pub fn cg_cmnim_jars(g: *const cg_cmnim) -> u32;
    pub fn cg_cmnim_sets(g: *const cg_cmnim, sets: *mut u64, cap: usize, count: *mut usize) -> c_int;
    pub fn cg_cmnim_grundy(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, out: *mut u64) -> c_int;
    pub fn cg_cmnim_is_p(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, is_p: *mut c_int) -> c_int;
    pub fn cg_cmnim_complete(ctx: *mut cg_ctx, g: *const cg_cmnim, x: *const u64, jar: u32, value: *mut u64) -> c_int;
    pub fn cg_cmnim_p_positions(ctx: *mut cg_ctx, g: *const cg_cmnim, bound: u64, each: cg_tuple_fn, user_data: *mut c_void) -> c_int;
    pub fn cg_cutter_grundy(ctx: *mut cg_ctx, rows: u32, cols: u32, cells: *const u8, cutter_rows: u32, cutter_cols: u32, g: *mut u32) -> c_int;
    pub fn cg_cutter_row_sequence(ctx: *mut cg_ctx, width: u32, kmax: u32, out: *mut u32) -> c_int;
    pub fn cg_game_zero(ctx: *mut cg_ctx) -> *const cg_game;
    pub fn cg_game_integer(ctx: *mut cg_ctx, n: i64, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_dyadic(ctx: *mut cg_ctx, num: i64, log2_den: u32, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_nimber(ctx: *mut cg_ctx, n: u32, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_up(ctx: *mut cg_ctx, n: i64, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_new(ctx: *mut cg_ctx, left: *const *const cg_game, nleft: usize, right: *const *const cg_game, nright: usize, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_sum(ctx: *mut cg_ctx, a: *const cg_game, b: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_neg(ctx: *mut cg_ctx, a: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_compare(ctx: *mut cg_ctx, a: *const cg_game, b: *const cg_game, rel: *mut c_int) -> c_int;
    pub fn cg_game_outcome(ctx: *mut cg_ctx, g: *const cg_game, out: *mut cg_outcome) -> c_int;
    pub fn cg_game_left_count(g: *const cg_game) -> usize;
    pub fn cg_game_left(g: *const cg_game, i: usize) -> *const cg_game;
    pub fn cg_game_right_count(g: *const cg_game) -> usize;
    pub fn cg_game_right(g: *const cg_game, i: usize) -> *const cg_game;
    pub fn cg_game_is_number(g: *const cg_game) -> c_int;
    pub fn cg_game_number(g: *const cg_game, num: *mut i64, log2_den: *mut u32) -> c_int;
    pub fn cg_game_birthday(g: *const cg_game, day: *mut u32) -> c_int;
    pub fn cg_game_stops(g: *const cg_game, left_num: *mut i64, left_log2: *mut u32, right_num: *mut i64, right_log2: *mut u32) -> c_int;
    pub fn cg_game_thermal(ctx: *mut cg_ctx, g: *const cg_game, mean_num: *mut i64, mean_log2: *mut u32, temp_num: *mut i64, temp_log2: *mut u32) -> c_int;
    pub fn cg_game_format(ctx: *mut cg_ctx, g: *const cg_game, buf: *mut c_char, cap: usize, len: *mut usize) -> c_int;
    pub fn cg_game_parse(ctx: *mut cg_ctx, text: *const c_char, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_parse_ex(ctx: *mut cg_ctx, text: *const c_char, out: *mut *const cg_game, error_offset: *mut usize) -> c_int;
    pub fn cg_games_enumerate(ctx: *mut cg_ctx, day: u32, each: cg_game_fn, user_data: *mut c_void, count: *mut u64) -> c_int;
    pub fn cg_games_born_by(ctx: *mut cg_ctx, day: u32, count: *mut u64) -> c_int;
    pub fn cg_game_stop_values(g: *const cg_game, left: *mut cg_dyadic, right: *mut cg_dyadic) -> c_int;
    pub fn cg_game_mean_temperature(ctx: *mut cg_ctx, g: *const cg_game, mean: *mut cg_dyadic, temp: *mut cg_dyadic) -> c_int;
    pub fn cg_game_thermograph(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *mut cg_thermograph) -> c_int;
    pub fn cg_thermograph_free(th: *mut cg_thermograph);
    pub fn cg_thermograph_mean_temperature(th: *const cg_thermograph, mean: *mut cg_dyadic, temp: *mut cg_dyadic) -> c_int;
    pub fn cg_thermograph_wall_size(th: *const cg_thermograph, side: cg_side) -> usize;
    pub fn cg_thermograph_wall_point(th: *const cg_thermograph, side: cg_side, i: usize, t: *mut cg_dyadic, value: *mut cg_dyadic, slope: *mut c_int) -> c_int;
    pub fn cg_thermograph_wall_at(th: *const cg_thermograph, side: cg_side, t: cg_dyadic, value: *mut cg_dyadic) -> c_int;
    pub fn cg_game_orthodox_move(ctx: *mut cg_ctx, g: *const cg_game, side: cg_side, index: *mut usize) -> c_int;
    pub fn cg_game_cool(ctx: *mut cg_ctx, g: *const cg_game, t: cg_dyadic, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_heat(ctx: *mut cg_ctx, g: *const cg_game, t: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_norton(ctx: *mut cg_ctx, g: *const cg_game, u: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_atomic_weight(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_reduced(ctx: *mut cg_ctx, g: *const cg_game, out: *mut *const cg_game) -> c_int;
    pub fn cg_game_incentives(ctx: *mut cg_ctx, g: *const cg_game, side: cg_side, out: *mut *const cg_game, cap: usize, count: *mut usize) -> c_int;
    pub fn cg_game_is_dicotic(g: *const cg_game) -> c_int;
    pub fn cg_game_is_infinitesimal(g: *const cg_game) -> c_int;
    pub fn cg_game_is_hot(g: *const cg_game) -> c_int;
    pub fn cg_game_is_cold(g: *const cg_game) -> c_int;
    pub fn cg_game_is_tepid(g: *const cg_game) -> c_int;
    pub fn cg_game_is_switch(g: *const cg_game) -> c_int;
    pub fn cg_oddeven_pile(ctx: *mut cg_ctx, n: u32, out: *mut *const cg_game) -> c_int;
    pub fn cg_oddeven_outcome(ctx: *mut cg_ctx, piles: *const u32, n: usize, out: *mut cg_outcome) -> c_int;
    pub fn cg_oddeven_count(ctx: *mut cg_ctx, total: u32, outcome_mask: c_uint, decimal: *mut c_char, cap: usize, len: *mut usize) -> c_int;

    pub fn cg_nim_sum(heaps: *const u64, n: usize, sum: *mut u64) -> c_int;
    pub fn cg_nim_outcome(heaps: *const u64, n: usize, play: cg_play, out: *mut cg_outcome) -> c_int;
    pub fn cg_nim_winning_moves(heaps: *const u64, n: usize, play: cg_play, moves: *mut cg_nim_move, cap: usize, count: *mut usize) -> c_int;
}

/// The names of every function declared above, in order (checked against the
/// linker map by the tests).
pub const FUNCTIONS: &[&str] = &[
    "cg_version",
    "cg_version_string",
    "cg_strerror",
    "cg_set_allocator",
    "cg_ctx_new",
    "cg_ctx_free",
    "cg_ctx_set_node_limit",
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
    "cg_position_dvalue",
    "cg_position_outcome",
    "cg_position_grundy",
    "cg_position_remoteness",
    "cg_position_suspense",
    "cg_position_winning_moves",
    "cg_position_winning_interval",
    "cg_position_winning_move",
    "cg_strict_dvalue_counts",
    "cg_strict_table_memory",
    "cg_strict_table_build",
    "cg_strict_table_free",
    "cg_strict_table_nmax",
    "cg_strict_table_grundy",
    "cg_strict_table_histogram",
    "cg_reduced_table_memory",
    "cg_reduced_table_build",
    "cg_reduced_table_free",
    "cg_reduced_table_nmax",
    "cg_reduced_table_grundy",
    "cg_reduced_table_histogram",
    "cg_strict_census_memory",
    "cg_reduced_census_memory",
    "cg_strict_census",
    "cg_reduced_census",
    "cg_census_free",
    "cg_census_nmax",
    "cg_census_histogram",
    "cg_census_max_value",
    "cg_census_example",
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
    "cg_cutter_grundy",
    "cg_cutter_row_sequence",
    "cg_game_zero",
    "cg_game_integer",
    "cg_game_dyadic",
    "cg_game_nimber",
    "cg_game_up",
    "cg_game_new",
    "cg_game_sum",
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
    "cg_game_stops",
    "cg_game_thermal",
    "cg_game_format",
    "cg_game_parse",
    "cg_game_parse_ex",
    "cg_games_enumerate",
    "cg_games_born_by",
    "cg_game_stop_values",
    "cg_game_mean_temperature",
    "cg_game_thermograph",
    "cg_thermograph_free",
    "cg_thermograph_mean_temperature",
    "cg_thermograph_wall_size",
    "cg_thermograph_wall_point",
    "cg_thermograph_wall_at",
    "cg_game_orthodox_move",
    "cg_game_cool",
    "cg_game_heat",
    "cg_game_norton",
    "cg_game_atomic_weight",
    "cg_game_reduced",
    "cg_game_incentives",
    "cg_game_is_dicotic",
    "cg_game_is_infinitesimal",
    "cg_game_is_hot",
    "cg_game_is_cold",
    "cg_game_is_tepid",
    "cg_game_is_switch",
    "cg_oddeven_pile",
    "cg_oddeven_outcome",
    "cg_oddeven_count",
    "cg_nim_sum",
    "cg_nim_outcome",
    "cg_nim_winning_moves",
];
