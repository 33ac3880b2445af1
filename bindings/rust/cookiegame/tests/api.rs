//! The safe API against known values and small oracles written from the
//! definitions of the games.
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

use cookiegame::census::{Census, Kind};
use cookiegame::{cutter, oddeven, wythoff, CmNim, Context, Dyadic, Error, Family, Notation, Outcome, Position};

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let seen: HashSet<u32> = values.into_iter().collect();
    (0..).find(|m| !seen.contains(m)).unwrap()
}

/// The spoiled-cookie game from its definition: eat a heap that is not 0;
/// every other heap ages one day (0 stays 0).
fn naive_grundy(heaps: &[u32], memo: &mut HashMap<Vec<u32>, u32>) -> u32 {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&g) = memo.get(&key) {
        return g;
    }
    let mut opts = Vec::new();
    for k in 0..key.len() {
        if key[k] == 0 {
            continue;
        }
        let rest: Vec<u32> =
            key.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &h)| h.saturating_sub(1)).collect();
        opts.push(naive_grundy(&rest, memo));
    }
    let g = mex(opts);
    memo.insert(key, g);
    g
}

#[test]
fn positions_against_the_definition() {
    let ctx = Context::new().unwrap();
    let mut memo = HashMap::new();
    let mut heaps = vec![0u32; 5];
    for code in 0..6u32.pow(5) {
        let mut c = code;
        for h in heaps.iter_mut() {
            *h = c % 6;
            c /= 6;
        }
        let p = Position::new(&heaps).unwrap();
        let g = naive_grundy(&heaps, &mut memo);
        assert_eq!(p.grundy(&ctx).unwrap(), g, "{:?}", heaps);
        assert_eq!(p.outcome(&ctx).unwrap(), if g == 0 { Outcome::P } else { Outcome::N });
    }
}

/// Misère spoiled cookies from the definition: the player who cannot move wins.
fn naive_misere_win(heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for k in 0..key.len() {
        if key[k] == 0 {
            continue;
        }
        any_move = true;
        let rest: Vec<u32> =
            key.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &h)| h.saturating_sub(1)).collect();
        wins |= !naive_misere_win(&rest, memo);
    }
    let w = !any_move || wins;
    memo.insert(key, w);
    w
}

#[test]
fn misere_positions_against_the_definition() {
    let ctx = Context::new().unwrap();
    let mut memo = HashMap::new();
    let mut heaps = vec![0u32; 5];
    let mut flips = 0;
    for code in 0..6u32.pow(5) {
        let mut c = code;
        for h in heaps.iter_mut() {
            *h = c % 6;
            c /= 6;
        }
        let p = Position::new(&heaps).unwrap();
        let want = if naive_misere_win(&heaps, &mut memo) { Outcome::N } else { Outcome::P };
        assert_eq!(p.misere_outcome(&ctx).unwrap(), want, "{:?}", heaps);
        let r = p.misere_remoteness(&ctx).unwrap();
        assert_eq!(r % 2 == 0, want == Outcome::N);
        assert_eq!(p.misere_suspense(&ctx).unwrap() % 2, r % 2);
        let sorted = p.heaps();
        let winning: Vec<usize> = (0..sorted.len())
            .filter(|&k| {
                sorted[k] > 0 && {
                    let rest: Vec<u32> = sorted
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != k)
                        .map(|(_, &h)| h.saturating_sub(1))
                        .collect();
                    !naive_misere_win(&rest, &mut memo)
                }
            })
            .collect();
        assert_eq!(p.misere_winning_moves(&ctx).unwrap(), winning, "{:?}", heaps);
        if p.outcome(&ctx).unwrap() != want {
            flips += 1;
        }
    }
    assert!(flips > 0);
}

#[test]
fn predecessors_move_to_the_position() {
    let ctx = Context::new().unwrap();
    let end: Position = "()".parse().unwrap();
    let found = end.predecessors(&ctx).unwrap();
    assert_eq!(found, vec![Position::new(&[1]).unwrap(), Position::new(&[1, 2]).unwrap()]);
    // Each predecessor has an option that reduces to the position, and they
    // come fewer heaps first, then in lexicographic order.
    let q: Position = "2 3 3 4".parse().unwrap();
    let found = q.predecessors(&ctx).unwrap();
    assert!(!found.is_empty());
    for p in &found {
        let moves_there = (0..p.len()).any(|k| p.option(k).unwrap().reduced().unwrap() == q);
        assert!(moves_there, "{} does not move to {}", p, q);
    }
    let keys: Vec<(usize, Vec<u32>)> = found.iter().map(|p| (p.len(), p.heaps())).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(keys, sorted);
    let limited = Context::with_node_limit(10).unwrap();
    assert!(Position::new(&[200; 200]).unwrap().predecessors(&limited).is_err());
}

#[test]
fn the_readme_position() {
    let ctx = Context::new().unwrap();
    let p: Position = "1 2 3 3 6".parse().unwrap();
    assert_eq!(p.to_string(), "1 2 3 3 6");
    assert_eq!(format!("{:?}", p), "Position([1, 2, 3, 3, 6])");
    assert_eq!((p.grundy(&ctx).unwrap(), p.remoteness(&ctx).unwrap()), (1, 3));
    assert_eq!(p.winning_moves(&ctx).unwrap(), vec![0, 1, 2, 3, 4]);
    assert_eq!(p.winning_interval(&ctx).unwrap(), (0, 4));
    assert_eq!(p.reduced().unwrap(), Position::new(&[2, 3, 3, 4]).unwrap());
    assert_eq!(p.clone(), p);
    assert_eq!(p.surplus(), 1);
    assert!(!p.is_strict());
    let mut set = HashSet::new();
    set.insert(p.clone());
    assert!(set.contains(&Position::new(&[6, 3, 3, 2, 1]).unwrap()));
    assert_eq!(Position::critical(7, 5).unwrap().dvalue().unwrap(), 5);
}

#[test]
fn errors_have_one_variant_per_status() {
    let ctx = Context::new().unwrap();
    match "1 2 x".parse::<Position>() {
        Err(Error::Parse { offset, .. }) => assert_eq!(offset, 4),
        other => panic!("{:?}", other.map(|p| p.to_string())),
    }
    assert!(matches!("1\0".parse::<Position>(), Err(Error::Invalid(_))));
    assert!(matches!("1\02".parse::<Position>(), Err(Error::Invalid(_))));
    assert!(matches!(ctx.parse("1\02"), Err(Error::Invalid(_))));
    let p: Position = "1 2 3 3 6".parse().unwrap();
    assert!(matches!(p.dvalue(), Err(Error::Domain(_))));
    assert!(matches!(p.option(9), Err(Error::Invalid(_))));
    assert!(matches!(ctx.nimber(2_147_483_648), Err(Error::Range(_))));
    assert!(matches!(ctx.parse("{1|"), Err(Error::Parse { offset: 3, .. })));
    let small = Context::with_node_limit(10).unwrap();
    let big = Position::new(&(1..60).step_by(2).collect::<Vec<u32>>()).unwrap();
    let e = big.grundy(&small).unwrap_err();
    assert!(matches!(e, Error::Limit(_)));
    assert_eq!(e.status(), -5);
    assert!(e.to_string().contains("grundy"));
}

/// `&a + &b`, `a - &b`, `-&a`: every form of each operator is the same call
/// as the method, and subtraction is the sum with the negative.
#[test]
fn operators_on_references_agree_with_the_methods() {
    let ctx = Context::new().unwrap();
    let day2: Vec<_> = ctx.games_born_by(2).unwrap().collect();
    for a in &day2 {
        let neg = a.neg().unwrap();
        assert_eq!((-a).unwrap(), neg);
        assert_eq!((-*a).unwrap(), neg);
        assert_eq!((-&neg).unwrap(), *a);
        assert_eq!((a + &neg).unwrap(), ctx.zero());
        for b in &day2 {
            let sum = a.sum(b).unwrap();
            assert_eq!((a + b).unwrap(), sum);
            assert_eq!((*a + b).unwrap(), sum);
            assert_eq!((a + *b).unwrap(), sum);
            assert_eq!((*a + *b).unwrap(), sum);
            let difference = a.sum(&b.neg().unwrap()).unwrap();
            assert_eq!(a.difference(b).unwrap(), difference);
            assert_eq!((a - b).unwrap(), difference);
            assert_eq!((*a - b).unwrap(), difference);
            assert_eq!((a - *b).unwrap(), difference);
            assert_eq!((*a - *b).unwrap(), difference);
        }
    }
    // Failures come back through every form, as Err.
    let other = Context::new().unwrap();
    let (star, foreign) = (ctx.nimber(1).unwrap(), other.nimber(1).unwrap());
    assert!(matches!(&star + &foreign, Err(Error::Invalid(_))));
    assert!(matches!(&star - &foreign, Err(Error::Invalid(_))));
    assert!(matches!(star.difference(&foreign), Err(Error::Invalid(_))));
    let small = Context::with_node_limit(50).unwrap();
    let hot: Vec<_> = (1..8).map(|k| small.parse(&format!("{{{}|-{}}}", k, k)).unwrap()).collect();
    let mut total = Ok(small.zero());
    for g in &hot {
        total = total.and_then(|t| &t + g);
    }
    assert!(matches!(total, Err(Error::Limit(_))), "{:?}", total);
}

#[test]
fn games_obey_the_group_laws_and_the_order() {
    let ctx = Context::new().unwrap();
    let day2: Vec<_> = ctx.games_born_by(2).unwrap().collect();
    assert_eq!(day2.len(), 22);
    assert_eq!(ctx.games_born_by(3).unwrap().count(), 1474);
    let zero = ctx.zero();
    for &a in &day2 {
        assert_eq!((a - a).unwrap(), zero);
        assert_eq!(ctx.parse(&a.to_string()).unwrap(), a);
        for &b in &day2 {
            assert_eq!((a + b).unwrap(), (b + a).unwrap());
            let d = (b - a).unwrap();
            let expected = match d.outcome().unwrap() {
                Outcome::L => Some(Ordering::Less),
                Outcome::R => Some(Ordering::Greater),
                Outcome::P => Some(Ordering::Equal),
                Outcome::N => None,
            };
            assert_eq!(a.partial_cmp(&b), expected);
        }
    }
    let g = ctx.parse("{2|1}").unwrap();
    assert_eq!((g.mean().unwrap(), g.temperature().unwrap()), (Dyadic::new(3, 1), Dyadic::new(1, 1)));
    assert_eq!(g.stops().unwrap(), (Dyadic::new(2, 0), Dyadic::new(1, 0)));
    // Denominators past 64 bits, written in decimal as the library writes them.
    assert_eq!(Dyadic::new(3, 1).to_string(), "3/2");
    assert_eq!(Dyadic::new(-12, 4).to_string(), "-3/4");
    assert_eq!(Dyadic::new(1, 100).to_string(), "1/1267650600228229401496703205376");
    assert_eq!(Dyadic::new(1, 2000).to_string(), "1/2^2000");
    let fine = ctx.dyadic(1, 100).unwrap();
    assert_eq!(fine.to_string(), "1/1267650600228229401496703205376");
    assert_eq!(ctx.parse("{0|1/633825300114114700748351602688}").unwrap(), fine);
    assert_eq!(fine.stops().unwrap().0, Dyadic::new(1, 100));
    assert!(ctx.dyadic(1, cookiegame_sys::CG_GAME_MAX_LOG2_DEN + 1).is_err());
    assert_eq!(g.cool(Dyadic::new(1, 0)).unwrap(), ctx.dyadic(3, 1).unwrap());
    assert_eq!(g.left(), vec![ctx.integer(2).unwrap()]);
    let star = ctx.nimber(1).unwrap();
    assert_eq!(ctx.game(&[zero], &[zero]).unwrap(), star);
    assert_eq!(ctx.up(1).unwrap().partial_cmp(&star), None);
    let other = Context::new().unwrap();
    assert!(matches!(star + other.nimber(1).unwrap(), Err(Error::Invalid(_))));
    assert_ne!(star, other.nimber(1).unwrap());
}

#[test]
fn wythoff_against_the_definition() {
    let n = 25usize;
    let mut g = vec![vec![0u32; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut opts: Vec<u32> = (0..x).map(|a| g[a][y]).collect();
            opts.extend((0..y).map(|b| g[x][b]));
            opts.extend((1..=x.min(y)).map(|t| g[x - t][y - t]));
            g[x][y] = mex(opts);
        }
    }
    let table = wythoff::grundy_table(n as u32, n as u32).unwrap();
    let ctx = Context::new().unwrap();
    for x in 0..n {
        for y in 0..n {
            assert_eq!(table[x][y], g[x][y]);
            assert_eq!(wythoff::is_p(x as u64, y as u64), g[x][y] == 0);
            assert_eq!(wythoff::grundy(&ctx, x as u64, y as u64).unwrap(), g[x][y] as u64);
            for (a, b) in wythoff::winning_moves(x as u64, y as u64) {
                assert_eq!(g[a as usize][b as usize], 0);
            }
        }
    }
    assert_eq!(wythoff::p_position(3).unwrap(), (4, 7));
    assert!(matches!(wythoff::p_position(u64::MAX), Err(Error::Range(_))));
    assert_eq!(cookiegame::zeckendorf(100), vec![89, 8, 3]);
    assert_eq!(cookiegame::fibonacci_successor(100).unwrap(), 162);
}

#[test]
fn cmnim_nim_is_xor_and_monster_completes() {
    let ctx = Context::new().unwrap();
    let nim = CmNim::new(3, Family::Nim).unwrap();
    for x in 0..5u64 {
        for y in 0..5u64 {
            for z in 0..5u64 {
                assert_eq!(nim.grundy(&ctx, &[x, y, z]).unwrap(), x ^ y ^ z);
            }
        }
    }
    let monster = CmNim::new(3, Family::CookieMonster).unwrap();
    for p in monster.p_positions(&ctx, 6).unwrap() {
        assert!(monster.is_p(&ctx, &p).unwrap());
        assert_eq!(monster.complete(&ctx, &p, 2).unwrap(), p[2]);
    }
    assert!(matches!(monster.grundy(&ctx, &[1, 2]), Err(Error::Invalid(_))));
    assert!(matches!(CmNim::new(17, Family::Nim), Err(Error::Invalid(_)) | Err(Error::Range(_))));
    // A memory limit refuses a search whose stack cannot fit, before it starts;
    // 0 lifts it again.
    let small = Context::new().unwrap();
    small.set_memory_limit(1 << 20).unwrap();
    match monster.grundy(&small, &[10_000_000, 1, 2]) {
        Err(Error::NoMemory(m)) => assert!(m.contains("more than the memory limit of 1.0 MB"), "{}", m),
        other => panic!("a search past the memory limit: {:?}", other),
    }
    assert_eq!(monster.grundy(&small, &[3, 4, 5]).unwrap(), monster.grundy(&ctx, &[3, 4, 5]).unwrap());
    small.set_memory_limit(0).unwrap();
}

#[test]
fn oddeven_cutter_and_census() {
    let ctx = Context::new().unwrap();
    assert_eq!(oddeven::count(&ctx, 1000).unwrap(), 3323982291400697962161633924383);
    assert_eq!(oddeven::outcome(&ctx, &[1, 2, 3]).unwrap(), Outcome::L);
    assert!(oddeven::pile(&ctx, 4).is_ok());
    // One row under a 1 x 2 cutter (the example's line).
    assert_eq!(cutter::row_sequence(&ctx, 2, 12).unwrap(), vec![1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3]);
    assert_eq!(cutter::grundy(&ctx, 1, 5, 1, 2).unwrap(), 2);
    assert_eq!(cutter::grundy_cells(&ctx, 2, 2, &[true, false, false, true], 1, 1).unwrap(), 0);
    let c = Census::run(Kind::Strict, 16, 2).unwrap();
    assert_eq!(&c.histogram(16).unwrap()[..4], &[10967, 7798, 7864, 6139]);
    let reduced = Census::run(Kind::Reduced, 10, 1).unwrap();
    let mut memo = HashMap::new();
    for g in 0..=reduced.max_value(10).unwrap() {
        let e = reduced.example(10, g).unwrap();
        assert_eq!(naive_grundy(&e.heaps(), &mut memo), g);
    }
    // Every position of the largest value at 10 heaps, in lexicographic order.
    let top = reduced.max_value(10).unwrap();
    let listed = reduced.positions(10, top).unwrap();
    assert!(!listed.is_empty());
    assert_eq!(listed[0].heaps(), reduced.example(10, top).unwrap().heaps());
    for pair in listed.windows(2) {
        assert!(pair[0].heaps() < pair[1].heaps());
    }
    for p in &listed {
        assert_eq!(naive_grundy(&p.heaps(), &mut memo), top);
    }
    assert_eq!(listed.len() as u64, reduced.histogram(10).unwrap()[top as usize]);
    let strict24 = Census::run(Kind::Strict, 24, 2).unwrap();
    assert!(matches!(strict24.positions(24, 0), Err(Error::Range(_))));   // 2683238: only counted
    assert!(matches!(reduced.positions(10, top + 1), Err(Error::Domain(_))));
    // A resumable census equals the plain one; a finished one cannot grow.
    let dir = std::env::temp_dir().join(format!("cookiegame-api-{}", std::process::id()));
    let resumable = Census::run_resumable(Kind::Reduced, 10, 2, &dir).unwrap();
    for n in 0..=10 {
        assert_eq!(resumable.histogram(n).unwrap(), reduced.histogram(n).unwrap());
    }
    assert!(matches!(Census::run_resumable(Kind::Reduced, 11, 2, &dir), Err(Error::Domain(_))));
    assert!(matches!(Census::run_resumable(Kind::Outcomes, 10, 2, &dir), Err(Error::Parse { .. })));
    assert!(matches!(Census::run_resumable(Kind::Strict, 10, 2, &dir), Err(Error::Invalid(_))));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn contexts_move_between_threads() {
    let ctx = Context::new().unwrap();
    let handle = std::thread::spawn(move || {
        let p: Position = "1 2 3 3 6".parse().unwrap();
        p.grundy(&ctx).unwrap()
    });
    assert_eq!(handle.join().unwrap(), 1);
}

/// Nim under either play from the definition: who moves first wins?
fn naive_nim(heaps: &mut Vec<u64>, misere: bool, memo: &mut HashMap<(Vec<u64>, bool), bool>) -> bool {
    let mut key = heaps.clone();
    key.sort_unstable();
    if let Some(&w) = memo.get(&(key.clone(), misere)) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for i in 0..heaps.len() {
        let h = heaps[i];
        for t in 0..h {
            any_move = true;
            heaps[i] = t;
            if !naive_nim(heaps, misere, memo) {
                wins = true;
            }
            heaps[i] = h;
        }
    }
    let result = if any_move { wins } else { misere };
    memo.insert((key, misere), result);
    result
}

#[test]
fn nim_and_marienbad_against_the_definition() {
    use cookiegame::nim::{self, Play};
    let mut memo = HashMap::new();
    for code in 0..6u64.pow(4) {
        let heaps: Vec<u64> = (0..4).map(|i| code / 6u64.pow(i) % 6).collect();
        for &(play, misere) in &[(Play::Normal, false), (Play::Misere, true)] {
            let first = naive_nim(&mut heaps.clone(), misere, &mut memo);
            assert_eq!(nim::outcome(&heaps, play).unwrap(), if first { Outcome::N } else { Outcome::P });
            let mut want = Vec::new();
            for i in 0..heaps.len() {
                for t in 0..heaps[i] {
                    let mut after = heaps.clone();
                    after[i] = t;
                    if !naive_nim(&mut after, misere, &mut memo) {
                        want.push((i, t));
                    }
                }
            }
            assert_eq!(nim::winning_moves(&heaps, play).unwrap(), want, "{:?} {:?}", heaps, play);
        }
        assert_eq!(nim::sum_checked(&heaps).unwrap(), nim::sum(&heaps));
    }
}

#[test]
fn misere_cmnim_of_single_jars_is_marienbad() {
    use cookiegame::nim::{outcome, Play};
    let ctx = Context::new().unwrap();
    let game = CmNim::new(3, Family::Nim).unwrap();
    let mut listed = Vec::new();
    for a in 0..7u64 {
        for b in 0..7u64 {
            for c in 0..7u64 {
                let x = [a, b, c];
                let p = outcome(&x, Play::Misere).unwrap() == Outcome::P;
                assert_eq!(game.misere_is_p(&ctx, &x).unwrap(), p, "{:?}", x);
                if p {
                    assert_eq!(game.misere_complete(&ctx, &x, 2).unwrap(), c);
                    listed.push(x.to_vec());
                }
            }
        }
    }
    assert_eq!(game.misere_p_positions(&ctx, 6).unwrap().collect::<Vec<_>>(), listed);
}

/// Remoteness from its definition on Cookie Monster with three jars: (remoteness,
/// whether the player to move wins), outcomes from the options, not parity.
fn naive_monster_remoteness(x: [u64; 3], misere: bool, memo: &mut HashMap<[u64; 3], (u64, bool)>) -> (u64, bool) {
    if let Some(&v) = memo.get(&x) {
        return v;
    }
    let mut options = Vec::new();
    for mask in 1..8u32 {
        let top = (0..3).filter(|j| mask >> j & 1 == 1).map(|j| x[j]).min().unwrap();
        for t in 1..=top {
            let mut y = x;
            for (j, v) in y.iter_mut().enumerate() {
                if mask >> j & 1 == 1 {
                    *v -= t;
                }
            }
            options.push(naive_monster_remoteness(y, misere, memo));
        }
    }
    let v = if options.is_empty() {
        (0, misere)
    } else if let Some(best) = options.iter().filter(|o| !o.1).map(|o| o.0).min() {
        (1 + best, true)
    } else {
        (1 + options.iter().map(|o| o.0).max().unwrap(), false)
    };
    memo.insert(x, v);
    v
}

#[test]
fn cmnim_remoteness_of_both_plays_matches_the_definition() {
    let ctx = Context::new().unwrap();
    let game = CmNim::new(3, Family::CookieMonster).unwrap();
    for misere in [false, true] {
        let mut memo = HashMap::new();
        for code in 0..125u64 {
            let x = [code % 5, code / 5 % 5, code / 25];
            let (want, _) = naive_monster_remoteness(x, misere, &mut memo);
            let got = if misere { game.misere_remoteness(&ctx, &x) } else { game.remoteness(&ctx, &x) };
            assert_eq!(got.unwrap(), want, "{:?} misere {}", x, misere);
        }
    }
    assert!(matches!(game.remoteness(&ctx, &[1, 2]), Err(Error::Invalid(_))));
    let tight = Context::new().unwrap();
    tight.set_node_limit(1000).unwrap();
    assert!(matches!(game.misere_remoteness(&tight, &[300, 400, 500]), Err(Error::Limit(_))));
}

fn nim_options(s: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for i in 0..s.len() {
        for v in 0..s[i] {
            let mut t = s.to_vec();
            t[i] = v;
            out.push(t);
        }
    }
    out
}

#[test]
fn impartial_games_of_your_own() {
    use cookiegame::impartial::Impartial;
    use cookiegame::nim::{outcome, Play};
    let ctx = Context::new().unwrap();
    let plain = Impartial::new(nim_options).unwrap();
    let fast = Impartial::with_rules(
        Box::new(nim_options),
        Some(Box::new(|s: &[u8]| {
            let mut t = s.to_vec();
            t.sort_unstable();
            t
        })),
        Some(Box::new(|s: &[u8]| s.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect())),
    )
    .unwrap();
    for game in [&plain, &fast] {
        for code in 0..125u32 {
            let s = [(code % 5) as u8, (code / 5 % 5) as u8, (code / 25) as u8];
            let heaps: Vec<u64> = s.iter().map(|&h| h as u64).collect();
            assert_eq!(game.grundy(&ctx, &s).unwrap(), heaps[0] ^ heaps[1] ^ heaps[2]);
            for play in [Play::Normal, Play::Misere] {
                let want = outcome(&heaps, play).unwrap();
                assert_eq!(game.outcome(&ctx, &s, play).unwrap(), want, "{:?} {:?}", s, play);
                match game.winning_move(&ctx, &s, play).unwrap() {
                    Some(m) => {
                        let after: Vec<u64> = m.iter().map(|&h| h as u64).collect();
                        assert_eq!(outcome(&after, play).unwrap(), Outcome::P);
                    }
                    None => assert!(want == Outcome::P || code == 0),
                }
            }
        }
    }
    let cycle = Impartial::new(|s: &[u8]| vec![vec![if s[0] == b'a' { b'b' } else { b'a' }]]).unwrap();
    assert!(matches!(cycle.grundy(&ctx, b"a"), Err(Error::Domain(_))));
    assert!(matches!(cycle.winning_move(&ctx, b"a", Play::Normal), Err(Error::Domain(_))));
    assert!(matches!(plain.grundy(&ctx, &vec![0u8; 5000]), Err(Error::Range(_))));
    let too_long = Impartial::new(|s: &[u8]| if s.is_empty() { vec![] } else { vec![vec![0u8; 5000]] }).unwrap();
    assert!(matches!(too_long.grundy(&ctx, b"x"), Err(Error::Range(_))));
}

#[test]
#[should_panic(expected = "rules broke")]
fn a_panic_in_the_rules_comes_back() {
    let ctx = Context::new().unwrap();
    let game = cookiegame::impartial::Impartial::new(|_: &[u8]| panic!("rules broke")).unwrap();
    let _ = game.grundy(&ctx, b"x");
}

fn long_position() -> Position {
    Position::new(&(1..40).chain([40; 5]).collect::<Vec<u32>>()).unwrap()
}

#[test]
fn a_cancel_flag_stops_long_calls_and_the_context_goes_on() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::time::{Duration, Instant};
    let ctx = Context::new().unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    ctx.set_cancel_flag(Some(stop.clone())).unwrap();
    for long in 0..2 {
        stop.store(false, Ordering::Relaxed);
        let stopper = stop.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            stopper.store(true, Ordering::Relaxed);
        });
        let start = Instant::now();
        let e = if long == 0 {
            long_position().grundy(&ctx).unwrap_err()
        } else {
            ctx.parse("{0|*2,*256} - {0|*2,*256}").unwrap_err()
        };
        t.join().unwrap();
        assert!(matches!(e, Error::Canceled(_)), "{}", e);
        assert_eq!(e.status(), -8);
        // the library looks at the flag every 65536 nodes: seconds at most here
        assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
    }
    // A set flag stops the next long call; cheap calls finish before any check.
    assert!(matches!(long_position().grundy(&ctx), Err(Error::Canceled(_))));
    stop.store(false, Ordering::Relaxed);
    let p: Position = "1 2 3 3 6".parse().unwrap();
    assert_eq!(p.grundy(&ctx).unwrap(), 1);
    let g = ctx.parse("{2|1}").unwrap();
    assert_eq!((g + g).unwrap().to_string(), "3");
    let q = Position::new(&[3, 3, 4, 5, 6, 7, 8]).unwrap();
    assert_eq!(q.grundy(&ctx).unwrap(), q.grundy(&Context::new().unwrap()).unwrap());
    ctx.set_cancel_flag(None).unwrap();
}

#[test]
fn errors_carry_the_detail_of_the_c_library() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    // Safe code cannot share a context between threads, so the raw C API
    // makes a second thread busy inside it; the safe call then gets CG_EBUSY,
    // whose detail the C library writes.
    let ctx = Context::new().unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    ctx.set_cancel_flag(Some(stop.clone())).unwrap();
    let raw = ctx.as_ptr() as usize;
    let t = {
        let heaps = long_position().heaps();
        std::thread::spawn(move || {
            let q = Position::new(&heaps).unwrap();
            let q_ptr: *const cookiegame_sys::cg_position = q.as_ptr();
            let mut g = 0u32;
            // SAFETY: the context outlives the thread (joined below); the C
            // library refuses the other thread's calls while this one is inside.
            unsafe { cookiegame_sys::cg_position_grundy(raw as *mut cookiegame_sys::cg_ctx, q_ptr, &mut g) }
        })
    };
    // Any call on the context is refused while the thread is inside it.
    let start = std::time::Instant::now();
    let e = loop {
        if let Err(e) = ctx.set_node_limit(0) {
            break e;
        }
        assert!(start.elapsed() < std::time::Duration::from_secs(60), "the thread never started");
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    stop.store(true, Ordering::Relaxed);
    assert_eq!(t.join().unwrap(), cookiegame_sys::CG_ECANCELED);
    assert!(matches!(e, Error::Busy(_)), "{}", e);
    assert!(e.to_string().contains("another thread"), "{}", e);
}

#[test]
fn huge_texts_are_cut_not_written() {
    let ctx = Context::new().unwrap();
    let day3: Vec<_> = ctx.games_born_by(3).unwrap().collect();
    // a sum of games born by day 3 with a text of over 10^8 characters
    let mut total = ctx.zero();
    let mut seed = 12345u64;
    for _ in 0..12 {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        total = total.sum(&day3[(seed >> 33) as usize % day3.len()]).unwrap();
        if total.text_length().map_or(true, |n| n > 100_000_000) {
            break;
        }
    }
    let len = total.text_length().unwrap_or(usize::MAX);
    assert!(len > 100_000_000, "{}", len);
    let cut = total.to_text(100).unwrap();
    assert_eq!(cut.chars().count(), 100);
    assert!(cut.ends_with('\u{2026}'));
    let shown = total.to_string();
    assert_eq!(shown.chars().count(), cookiegame::MAX_TEXT_LENGTH);
    assert!(shown.ends_with('\u{2026}'));
    // short texts are whole
    let g = ctx.parse("{2|1}").unwrap();
    assert_eq!(g.text_length(), Some(5));
    assert_eq!(g.to_text(5).unwrap(), "{2|1}");
    assert_eq!(g.to_text(4).unwrap(), "{2|\u{2026}");
    assert!(matches!(g.to_text(0), Err(Error::Invalid(_))));
    assert_eq!(g.to_string(), "{2|1}");
    assert_eq!(ctx.zero().to_string(), "0");
}

/// CGSuite's notation: texts as CGSuite prints them (its own test
/// expectations), the default notation unchanged, and both read back.
#[test]
fn games_format_in_cgsuite_notation() {
    let ctx = Context::new().unwrap();
    for (text, plain, cgsuite) in [
        ("{0||0|-3/2}", "{0||0|-3/2}", "Tiny(3/2)"),
        ("{5||3|1|||0||||0}", "{5||3|1|||0||||0}", "Miny({5||3|1})"),
        ("{0|*||*|||*||||*}", "{^|*||*|||*}", "^[4]"),
        ("{0||0|v*}", "{0||0|v*}", "{0|^<2>}"),
        ("{1*|-1*}", "{1*|-1*}", "+-(1*)"),
        ("{6|{5|{4|{3|{2|1}}}}}", "{6|||||5||||4|||3||2|1}", "{6|{5||||4|||3||2|1}}"),
    ] {
        let g = ctx.parse(text).unwrap();
        assert_eq!(g.to_string(), plain);
        assert_eq!(g.format_with(Notation::Default).unwrap(), plain);
        assert_eq!(g.format_with(Notation::CGSuite).unwrap(), cgsuite);
        assert_eq!(ctx.parse(cgsuite).unwrap(), g);
    }
    for g in ctx.games_born_by(2).unwrap() {
        assert_eq!(ctx.parse(&g.format_with(Notation::CGSuite).unwrap()).unwrap(), g);
    }
    assert_eq!(Notation::default(), Notation::Default);
}

#[test]
fn memory_figures_and_checks() {
    // The figure a context's memory checks counted grows with what it makes.
    let ctx = Context::new().unwrap();
    let before = ctx.memory_reserved().unwrap();
    oddeven::count(&ctx, 600).unwrap();
    assert!(ctx.memory_reserved().unwrap() > before);
    // A census's peak covers the listings it holds.
    let c = Census::run(Kind::Reduced, 12, 1).unwrap();
    let (peak, held) = c.memory_used().unwrap();
    assert!(peak >= held && held > 0, "peak {} held {}", peak, held);
    // The library's own check, for a program's own allocations.
    cookiegame::memory_check(1 << 20, 0, "a buffer").unwrap();
    match cookiegame::memory_check(2 << 20, 1 << 20, "a buffer") {
        Err(Error::NoMemory(m)) => assert!(m.contains("a buffer needs 2.1 MB"), "{}", m),
        other => panic!("past the bound: {:?}", other),
    }
    assert!(matches!(cookiegame::memory_check(1, 0, "a\0b"), Err(Error::Invalid(_))));
}

#[test]
fn a_large_nimber_is_one_game_and_reads_one_option() {
    let ctx = Context::new().unwrap();
    let big = ctx.nimber(2_147_483_647).unwrap();
    let sum = big.sum(&ctx.nimber(3).unwrap()).unwrap();
    assert_eq!(sum.to_string(), "*2147483644");
    assert_eq!(big.birthday64(), 2_147_483_647);
}

#[test]
#[should_panic(expected = "2147483647 options")]
fn the_options_of_a_large_nimber_are_refused_at_once() {
    let ctx = Context::new().unwrap();
    let _ = ctx.nimber(2_147_483_647).unwrap().left();
}

#[test]
fn a_stopped_cutter_search_goes_on_from_its_checkpoint() {
    // 5 x 6 under 2 x 2, stopped by the node limit again and again in fresh
    // contexts, ends with the value of a search never stopped.
    let path = std::env::temp_dir().join(format!("cutter-api-{}.ckpt", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let free = Context::new().unwrap();
    free.set_node_limit(0).unwrap();
    let want = cutter::grundy(&free, 5, 6, 2, 2).unwrap();
    let mut stops = 0;
    let got = loop {
        let ctx = Context::new().unwrap();
        ctx.set_node_limit(20000).unwrap();
        match cutter::grundy_checkpoint(&ctx, 5, 6, None, 2, 2, &path) {
            Ok(g) => break g,
            Err(Error::Limit(_)) => stops += 1,
            Err(e) => panic!("{}", e),
        }
        assert!(stops < 1000);
    };
    assert!(stops >= 2);
    assert_eq!(got, want);
    let other = Context::new().unwrap();
    assert!(matches!(cutter::grundy_checkpoint(&other, 5, 6, None, 3, 3, &path), Err(Error::Domain(_))));
    assert!(matches!(cutter::grundy_checkpoint(&other, 9, 6, None, 2, 2, &path), Err(Error::Domain(_))));
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&path, &bytes).unwrap();
    assert!(matches!(cutter::grundy_checkpoint(&other, 5, 6, None, 2, 2, &path), Err(Error::Parse { .. })));
    assert!(matches!(
        cutter::grundy_checkpoint(&other, 5, 6, None, 2, 2, std::path::Path::new("")),
        Err(Error::Invalid(_))
    ));
    std::fs::remove_file(&path).unwrap();
}
