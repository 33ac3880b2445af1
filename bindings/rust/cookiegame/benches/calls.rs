//! What calling the library from Rust costs: the calls of
//! tests/bench/bench-calls.c (a memoised grundy value, a cached game sum),
//! made through the safe crate and through cookiegame-sys directly, per call,
//! against the same calls from C, whose figures bench-calls prints.
//!
//!     cargo bench --bench calls -- BENCH-CALLS-BINARY
//!
//! (meson registers it: `meson test -C build --benchmark --suite rust -v`.)
//! Without the binary only the Rust figures are printed. Never fails on time.
use std::collections::HashMap;
use std::process::Command;
use std::time::Instant;

use cookiegame::{Context, Position};
use cookiegame_sys as sys;

const CALLS: u32 = 2_000_000;

/// The best of three runs of `CALLS` calls, in nanoseconds per call; `f`
/// returns something derived from the result, summed so the loop is kept.
fn per_call_ns(mut f: impl FnMut() -> u64) -> f64 {
    let mut keep = f();
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let t = Instant::now();
        for _ in 0..CALLS {
            keep = keep.wrapping_add(f());
        }
        best = best.min(t.elapsed().as_secs_f64() * 1e9 / CALLS as f64);
    }
    assert!(keep != 0, "the calls answered nothing");
    best
}

/// "c-ns NAME VALUE" lines of bench-calls.
fn c_figures(binary: &str) -> HashMap<String, f64> {
    let out = Command::new(binary).output().unwrap_or_else(|e| panic!("{}: {}", binary, e));
    assert!(out.status.success(), "{} failed", binary);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            match f.as_slice() {
                ["c-ns", name, value] => Some((name.to_string(), value.parse().ok()?)),
                _ => None,
            }
        })
        .collect()
}

fn main() {
    // cargo bench passes --bench; the binary is the one other argument.
    let c = std::env::args().skip(1).find(|a| !a.starts_with("--")).map(|b| c_figures(&b)).unwrap_or_default();

    let ctx = Context::new().unwrap();
    let p: Position = "1 2 3 3 6".parse().unwrap();
    let (a, b) = (ctx.parse("{2|1}").unwrap(), ctx.parse("^*").unwrap());

    let safe_grundy = per_call_ns(|| p.grundy(&ctx).unwrap() as u64 + 1);
    let safe_add = per_call_ns(|| (&a + &b).unwrap().as_ptr() as u64);
    // SAFETY: live context, position and games of that context; valid out-pointers.
    let sys_grundy = per_call_ns(|| unsafe {
        let mut g = 0u32;
        sys::cg_position_grundy(ctx.as_ptr(), p.as_ptr(), &mut g);
        g as u64 + 1
    });
    let sys_add = per_call_ns(|| unsafe {
        let mut s = std::ptr::null();
        sys::cg_game_sum(ctx.as_ptr(), a.as_ptr(), b.as_ptr(), &mut s);
        s as u64
    });

    for (name, what, safe, raw) in [
        ("grundy", "Position::grundy (memoised)", safe_grundy, sys_grundy),
        ("game-add", "&Game + &Game (cached sum)", safe_add, sys_add),
    ] {
        let c_part = match c.get(name) {
            Some(c_ns) => format!(", {:.1} ns in C: {:+.1} ns overhead", c_ns, safe - c_ns),
            None => String::new(),
        };
        println!("bench rust: {}: {:.1} ns from Rust, {:.1} ns through cookiegame-sys{}", what, safe, raw, c_part);
    }
}
