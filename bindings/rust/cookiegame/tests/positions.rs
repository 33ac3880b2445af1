//! The position functions against their definitions (cookie.h), CM-nim's
//! sets against the families' definitions, the version against the crate's,
//! and the names of 1.2 against those of 1.3.
use cookiegame::{CmNim, Context, Error, Family, Position};

/// Small positions, heaps 0..=5, up to 5 heaps, by a counter (every
/// multiset once, as sorted tuples).
fn small_positions() -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    let mut frontier = vec![vec![]];
    for _ in 0..5 {
        let mut next = Vec::new();
        for p in &frontier {
            let from = p.last().copied().unwrap_or(0);
            for h in from..=5u32 {
                let mut q: Vec<u32> = p.clone();
                q.push(h);
                next.push(q);
            }
        }
        all.extend(next.iter().cloned());
        frontier = next;
    }
    all
}

/// The surplus from its definition: max over k of k - a_k, a_0 = 0.
fn surplus(h: &[u32]) -> usize {
    (1..=h.len()).map(|k| k.saturating_sub(h[k - 1] as usize)).max().unwrap_or(0)
}

#[test]
fn deletion_and_depletion_by_their_definitions() {
    for h in small_positions() {
        let p = Position::new(&h).unwrap();
        assert_eq!(p.surplus() as usize, surplus(&h));
        let deleted: Vec<u32> = h[surplus(&h)..].to_vec();
        assert_eq!(p.deleted().unwrap().heaps(), deleted, "{:?}", h);
        let n = h.len() as u32;
        let depleted: Vec<u32> = h.iter().map(|&a| a.min(n)).collect();
        assert_eq!(p.depleted().unwrap().heaps(), depleted, "{:?}", h);
        // cookie.h: the reduced form is deletion, then depletion.
        assert_eq!(p.deleted().unwrap().depleted().unwrap(), p.reduced().unwrap(), "{:?}", h);
    }
}

/// Domination by its definition: b's heaps matched one-to-one with heaps of
/// a, each at least as large; matching b's largest heap first with the
/// smallest heap of a that fits is optimal (an exchange argument).
fn dominates(a: &[u32], b: &[u32]) -> bool {
    let mut free: Vec<u32> = a.to_vec();
    for &x in b.iter().rev() {
        match free.iter().position(|&y| y >= x) {
            Some(j) => {
                free.remove(j);
            }
            None => return false,
        }
    }
    true
}

#[test]
fn domination_by_its_definition() {
    let all = small_positions();
    let some: Vec<&Vec<u32>> = all.iter().step_by(3).collect();
    for a in &some {
        let pa = Position::new(a).unwrap();
        for b in &some {
            let pb = Position::new(b).unwrap();
            assert_eq!(pa.dominates(&pb), dominates(a, b), "{:?} {:?}", a, b);
        }
    }
}

#[test]
fn one_winning_move() {
    let ctx = Context::new().unwrap();
    for h in small_positions() {
        let p = Position::new(&h).unwrap();
        let moves = p.winning_moves(&ctx).unwrap();
        match p.winning_move(&ctx) {
            Ok(k) => {
                assert!(moves.contains(&k), "{:?}: {} not in {:?}", h, k, moves);
                assert_eq!(p.option(k).unwrap().grundy(&ctx).unwrap(), 0);
            }
            Err(e) => {
                assert!(moves.is_empty() && matches!(e, Error::Domain(_)), "{:?}: {}", h, e);
                assert_eq!(p.grundy(&ctx).unwrap(), 0);
            }
        }
    }
}

#[test]
fn text_is_the_c_format_and_reads_back() {
    for h in small_positions() {
        let p = Position::new(&h).unwrap();
        let text = p.to_string();
        let want: Vec<String> = h.iter().map(u32::to_string).collect();
        assert_eq!(text, want.join(" "));
        assert_eq!(text.parse::<Position>().unwrap(), p);
    }
    assert_eq!(Position::new(&[4_000_000_000, 7]).unwrap().to_string(), "7 4000000000");
}

#[test]
fn cmnim_sets_are_the_families() {
    let ctx = Context::new().unwrap();
    for n in 1..=5u32 {
        let all = (1u64 << n) - 1;
        let family = |f: Family| CmNim::new(n, f).unwrap().sets().unwrap();
        let want = |keep: &dyn Fn(u64) -> bool| (1..=all).filter(|&m| keep(m)).collect::<Vec<u64>>();
        assert_eq!(family(Family::Nim), want(&|m| m.count_ones() == 1));
        assert_eq!(family(Family::CookieMonster), want(&|_| true));
        assert_eq!(family(Family::Odd), want(&|m| m.count_ones() % 2 == 1));
        assert_eq!(family(Family::AtMost2), want(&|m| m.count_ones() <= 2));
        // runs of consecutive jars: m >> trailing zeros is 2^k - 1
        let run = |m: u64| {
            let r = m >> m.trailing_zeros();
            r & (r + 1) == 0
        };
        assert_eq!(family(Family::Consecutive), want(&run));
        assert_eq!(family(Family::AllButN), want(&|m| m != all || n == 1));
        // a game made from its own sets is the same game
        let g = CmNim::new(n, Family::Odd).unwrap();
        let h = CmNim::with_sets(n, &g.sets().unwrap()).unwrap();
        let x: Vec<u64> = (0..n as u64).map(|j| j + 1).collect();
        assert_eq!(g.grundy(&ctx, &x).unwrap(), h.grundy(&ctx, &x).unwrap());
    }
}

#[test]
fn version_is_the_crates() {
    let v = cookiegame::version();
    let text = format!("{}.{}.{}", v >> 16, (v >> 8) & 0xff, v & 0xff);
    // The crates carry the project's version (bindings/rust/meson.build checks it).
    assert_eq!(text, env!("CARGO_PKG_VERSION"));
    assert_eq!(text, cookiegame::library_version());
    // And the headers' number, which bindings/gen-constants.py carries over.
    assert_eq!(v, cookiegame_sys::CG_VERSION_NUMBER);
    assert_eq!(text, cookiegame_sys::CG_VERSION_STRING);
}

#[test]
#[allow(deprecated)]
fn the_names_of_1_2_still_answer() {
    assert_eq!(cookiegame::MAX_TEXT_LEN, cookiegame::MAX_TEXT_LENGTH);
    let ctx = Context::new().unwrap();
    let g = ctx.parse("{2|1}").unwrap();
    assert_eq!(g.text_len(), g.text_length());
    assert_eq!(g.text_length(), Some("{2|1}".len()));
}
