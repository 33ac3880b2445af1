//! The 1.3 operations on `Game` (src/game/ops.rs) against results published
//! by CGSuite's own test suite, and against their definitions computed here
//! another way, from the options (`Game::left`, `Game::right`) and the older
//! operations (sum, negative, comparison, cooling).
use std::collections::{HashMap, HashSet};

use cookiegame::{Context, Dyadic, Error, Game, Outcome, UptimalExpansion};

fn g<'c>(ctx: &'c Context, text: &str) -> Game<'c> {
    ctx.parse(text).unwrap_or_else(|e| panic!("{}: {}", text, e))
}

/// Every game born by day 3 (1474 of them): small enough to sweep, big
/// enough to hold hot games, tinies, uptimals and games that are none.
fn day3(ctx: &Context) -> Vec<Game<'_>> {
    ctx.games_born_by(3).unwrap().collect()
}

#[test]
fn cgsuite_products_and_sums() {
    // CGSuite's test suite, as quoted in the brief of this work.
    let ctx = Context::new().unwrap();
    let facts: &[(&str, &str, &str, &str)] = &[
        ("conway_product", "*4", "*4", "*6"),
        ("conway_product", "*19", "*23", "*86"),
        ("conway_product", "15", "^^*2", "^30*2"),
        ("conway_product", "{3|1}", "^^", "{^6|^^}"),
        ("ordinal_sum", "1/2", "1/4", "9/16"),
        ("ordinal_sum", "*5", "*6", "*11"),
        ("ordinal_product", "*5", "*6", "*30"),
        ("ordinal_product", "1/2", "1/4", "11/32"),
        ("conjunctive_sum", "+-1", "^^", "{0|-1}"),
        // CGSuite's selective sums +-1 v ^^ = {1^^|-1} and *5 v *6 = *8 are
        // left out: the library follows the literature, and ONAG's
        // definition gives {1^^|-1^*,-1^^} and *11 (compound_sums_against_definitions,
        // products_and_sums_against_definitions; tests/data/cgsuite-operations.tsv).
    ];
    for &(op, a, b, want) in facts {
        let (a, b) = (g(&ctx, a), g(&ctx, b));
        let got = match op {
            "conway_product" => a.conway_product(&b),
            "ordinal_sum" => a.ordinal_sum(&b),
            "ordinal_product" => a.ordinal_product(&b),
            "conjunctive_sum" => a.conjunctive_sum(&b),
            _ => a.selective_sum(&b),
        }
        .unwrap();
        assert_eq!(got, g(&ctx, want), "{} {} {}", a, op, b);
    }
}

#[test]
fn cgsuite_thermal_and_powers() {
    let ctx = Context::new().unwrap();
    let g3 = g(&ctx, "{3||2*|1*}");
    assert_eq!(g3.cool(Dyadic::new(-1, 1)).unwrap(), g(&ctx, "{7/2|||5/2|3/2||+-1/2}"));
    assert_eq!(g(&ctx, "1/4").cool(Dyadic::new(-1, 2)).unwrap(), g(&ctx, "1/4*"));
    let (star, one_star) = (g(&ctx, "*"), g(&ctx, "1*"));
    assert_eq!(g3.overheat(&star, &one_star).unwrap(), g(&ctx, "{1||+-(1*)|-1,{-1|-3}}"));
    let zero = ctx.zero();
    assert_eq!(g(&ctx, "7/16").overheat(&zero, &zero).unwrap(), g(&ctx, "^[3]"));
    let up = ctx.up(1).unwrap();
    assert_eq!(up.pow(3).unwrap(), g(&ctx, "^<3>"));
    assert_eq!(up.pow_to(3).unwrap(), g(&ctx, "^[3]"));
    assert_eq!(g(&ctx, "{0||0|-2}").pow(3).unwrap(), g(&ctx, "{0||0|-2,{0|-2,{0|-2}}}"));
    assert_eq!(g(&ctx, "+-1").pow_to(3).unwrap(), g(&ctx, "{1,{1,+-1|-1}|-1}"));
    assert_eq!(zero.companion().unwrap(), star);
    assert_eq!(g(&ctx, "5").companion().unwrap(), g(&ctx, "5"));
    assert_eq!(g(&ctx, "{1|^^||^}").atomic_weight().unwrap(), g(&ctx, "2"));
}

#[test]
fn cgsuite_counts_outcomes_and_expansions() {
    let ctx = Context::new().unwrap();
    let five = g(&ctx, "5");
    assert_eq!(five.misere_outcome().unwrap(), Outcome::R);
    assert_eq!(ctx.zero().misere_outcome().unwrap(), Outcome::N);
    assert_eq!(five.stop_count().unwrap(), 1);
    assert_eq!(ctx.zero().follower_count().unwrap(), 1);
    assert_eq!(five.follower_count().unwrap(), 6);
    assert_eq!(five.incentives().unwrap(), vec![g(&ctx, "-1")]);
    // "*.1-", "*.12" and "73/16*8.9-" in CGSuite's text: x, *m, then a_1 a_2 ...
    let cases: &[(&str, &str, u32, &[i64])] = &[
        ("v*", "0", 1, &[-1]),
        ("{0||0|v*}", "0", 1, &[1, 2]),
        ("73/16+v9*8", "73/16", 8, &[-9]),
    ];
    for &(text, number, nimber, coefficients) in cases {
        let e = g(&ctx, text).uptimal_expansion().unwrap();
        assert_eq!((e.number, e.nimber, e.coefficients.as_slice()), (g(&ctx, number), nimber, coefficients), "{}", text);
    }
    for (text, cgsuite) in [("v*", "*.1-"), ("{0||0|v*}", "*.12"), ("73/16+v9*8", "73/16*8.9-"), ("0", "0.0"), ("^", "0.1")] {
        assert_eq!(g(&ctx, text).uptimal_expansion().unwrap().to_string(), cgsuite, "{}", text);
    }
}

/// Nim multiplication from its definition, a.b = mex of (a'.b) ^ (a.b') ^
/// (a'.b') over a' < a, b' < b: independent of the library's field tables.
fn nim_product(a: u32, b: u32, memo: &mut HashMap<(u32, u32), u32>) -> u32 {
    if let Some(&p) = memo.get(&(a, b)) {
        return p;
    }
    let mut seen = HashSet::new();
    for x in 0..a {
        for y in 0..b {
            seen.insert(nim_product(x, b, memo) ^ nim_product(a, y, memo) ^ nim_product(x, y, memo));
        }
    }
    let p = (0..).find(|m| !seen.contains(m)).unwrap();
    memo.insert((a, b), p);
    p
}

#[test]
fn products_and_sums_against_definitions() {
    let ctx = Context::new().unwrap();
    let mut memo = HashMap::new();
    for a in 0..16 {
        for b in 0..16 {
            let (na, nb) = (ctx.nimber(a).unwrap(), ctx.nimber(b).unwrap());
            assert_eq!(na.conway_product(&nb).unwrap(), ctx.nimber(nim_product(a, b, &mut memo)).unwrap(), "*{}.*{}", a, b);
            // *a : *b: the moves of *b, then of *a, as one heap of a + b.
            assert_eq!(na.ordinal_sum(&nb).unwrap(), ctx.nimber(a + b).unwrap());
            // *a v *b = *(a+b): from (a, b) the moves reach every a' + b,
            // a + b' and a' + b' below, which cover 0 .. a+b-1 exactly.
            assert_eq!(na.selective_sum(&nb).unwrap(), ctx.nimber(a + b).unwrap());
        }
    }
    // Conway's product is the ordinary one on numbers, and distributes over
    // the sum on nimbers (a field of characteristic 2) and on numbers.
    let numbers: Vec<Game> = ["-2", "-3/4", "0", "1/2", "1", "5/8", "3"].iter().map(|t| g(&ctx, t)).collect();
    for x in &numbers {
        for y in &numbers {
            let (a, b) = (x.mean().unwrap().to_f64(), y.mean().unwrap().to_f64());
            assert_eq!(x.conway_product(y).unwrap().mean().unwrap().to_f64(), a * b, "{}.{}", x, y);
            for z in &numbers {
                let left = (x + y).unwrap().conway_product(z).unwrap();
                assert_eq!(left, (x.conway_product(z).unwrap() + y.conway_product(z).unwrap()).unwrap());
            }
        }
    }
    for (a, b, c) in [(3, 5, 6), (7, 2, 9), (12, 13, 14)] {
        let (na, nb, nc) = (ctx.nimber(a).unwrap(), ctx.nimber(b).unwrap(), ctx.nimber(c).unwrap());
        let left = (na + nb).unwrap().conway_product(&nc).unwrap();
        assert_eq!(left, (na.conway_product(&nc).unwrap() + nb.conway_product(&nc).unwrap()).unwrap());
    }
    // G:0 = G and 0:H = H (no moves in 0 to add or end); the ordinal sum
    // from its definition {G^L, G:H^L | G^R, G:H^R} on small games.
    let day2: Vec<Game> = ctx.games_born_by(2).unwrap().collect();
    for x in &day2 {
        assert_eq!(x.ordinal_sum(&ctx.zero()).unwrap(), *x);
        assert_eq!(ctx.zero().ordinal_sum(x).unwrap(), *x);
        for y in &day2 {
            let mut left = x.left();
            left.extend(y.left().iter().map(|yl| x.ordinal_sum(yl).unwrap()));
            let mut right = x.right();
            right.extend(y.right().iter().map(|yr| x.ordinal_sum(yr).unwrap()));
            assert_eq!(x.ordinal_sum(y).unwrap(), ctx.game(&left, &right).unwrap(), "{}:{}", x, y);
        }
    }
}

#[test]
fn multiple_is_a_repeated_sum() {
    let ctx = Context::new().unwrap();
    for text in ["0", "*", "^", "{1|-1}", "{0|v*}", "{2|1/2}", "-3/8"] {
        let x = g(&ctx, text);
        let mut sum = ctx.zero();
        for n in 0..=9i64 {
            assert_eq!(x.multiple(n).unwrap(), sum, "{}.{}", n, text);
            assert_eq!(x.multiple(-n).unwrap(), (-sum).unwrap(), "{}.{}", -n, text);
            sum = (sum + x).unwrap();
        }
    }
    // Doubling reaches any i64 at once on numbers and ups.
    assert_eq!(ctx.integer(1).unwrap().multiple(1 << 40).unwrap(), ctx.integer(1 << 40).unwrap());
    assert!(matches!(ctx.integer(4).unwrap().multiple(i64::MAX), Err(Error::Range(_))));
}

#[test]
fn powers_overheating_freeze_and_companion_against_definitions() {
    let ctx = Context::new().unwrap();
    // G^n = {0 | H - G^->(n-1)} for a base G = {0 | H}.
    for base in ["^", "{0||0|-2}", "{0|-1}", "1/2", "{0|*2}"] {
        let b = g(&ctx, base);
        let h = b.right()[0];
        assert_eq!(b.pow(1).unwrap(), b);
        assert_eq!(b.pow_to(1).unwrap(), b);
        for n in 2..=5 {
            let rest = (h - b.pow_to(n - 1).unwrap()).unwrap();
            assert_eq!(b.pow(n).unwrap(), ctx.game(&[ctx.zero()], &[rest]).unwrap(), "{}.pow({})", base, n);
        }
    }
    // G^->n = G:(n-1), the ordinal sum by an integer; G^->0 = 0.
    for x in ctx.games_born_by(2).unwrap() {
        assert_eq!(x.pow_to(0).unwrap(), ctx.zero());
        for n in 1..=4 {
            assert_eq!(x.pow_to(n).unwrap(), x.ordinal_sum(&ctx.integer(n as i64 - 1).unwrap()).unwrap(), "{}.pow_to({})", x, n);
        }
    }
    // (1/2)^n = 2^-n.
    assert_eq!(g(&ctx, "1/2").pow(4).unwrap(), ctx.dyadic(1, 4).unwrap());
    let (s, t) = (g(&ctx, "*"), g(&ctx, "1"));
    for x in day3(&ctx).iter().step_by(7) {
        // Overheating an integer n is n.s; any other game, from its options.
        let hot = x.overheat(&s, &t).unwrap();
        if x.is_integer() {
            let n = x.mean().unwrap().num;
            assert_eq!(hot, s.multiple(n).unwrap(), "{}", x);
        } else {
            let left: Vec<Game> = x.left().iter().map(|l| (l.overheat(&s, &t).unwrap() + t).unwrap()).collect();
            let right: Vec<Game> = x.right().iter().map(|r| (r.overheat(&s, &t).unwrap() - t).unwrap()).collect();
            assert_eq!(hot, ctx.game(&left, &right).unwrap(), "{}", x);
        }
    }
    for x in day3(&ctx) {
        // A number is its own frozen game (cooling 1/2 by its temperature
        // -1/2 would give 1/2*, and an integer's -1 is outside cooling).
        let frozen = if x.is_number() { x } else { x.cool(x.temperature().unwrap()).unwrap() };
        assert_eq!(x.freeze().unwrap(), frozen, "freeze {}", x);
        assert_eq!(x.companion().unwrap().companion().unwrap(), x, "companion of the companion of {}", x);
    }
}

#[test]
fn walls_are_the_stops_of_the_cooled_game() {
    let ctx = Context::new().unwrap();
    let ts = [Dyadic::new(-3, 2), Dyadic::new(-1, 1), Dyadic::new(-1, 3), Dyadic::new(0, 0), Dyadic::new(1, 1), Dyadic::new(3, 0)];
    for x in day3(&ctx).iter().step_by(5) {
        for &t in &ts {
            assert_eq!(x.walls_at(t).unwrap(), x.cool(t).unwrap().stops().unwrap(), "{} at {}", x, t);
        }
    }
    // Documented values: 1/2 opens below its temperature -1/2.
    assert_eq!(g(&ctx, "1/2").walls_at(Dyadic::new(-3, 2)).unwrap(), (Dyadic::new(3, 2), Dyadic::new(1, 2)));
}

/// Whether `left_moves` wins moving first in misère play, from the definition:
/// a player with no move wins; else some move leaves the opponent losing.
fn misere_first_wins(x: &Game, left_moves: bool, memo: &mut HashMap<(String, bool), bool>) -> bool {
    let key = (x.to_string(), left_moves);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let options = if left_moves { x.left() } else { x.right() };
    let w = options.is_empty() || options.iter().any(|o| !misere_first_wins(o, !left_moves, memo));
    memo.insert(key, w);
    w
}

fn stop_count(x: &Game) -> u64 {
    if x.is_number() {
        1
    } else {
        x.left().iter().chain(x.right().iter()).map(stop_count).sum()
    }
}

#[test]
fn outcomes_counts_and_followers_against_definitions() {
    let ctx = Context::new().unwrap();
    let mut memo = HashMap::new();
    for x in day3(&ctx) {
        let (l, r) = (misere_first_wins(&x, true, &mut memo), misere_first_wins(&x, false, &mut memo));
        let want = match (l, r) {
            (true, true) => Outcome::N,
            (false, false) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
        };
        assert_eq!(x.misere_outcome().unwrap(), want, "{}", x);
        assert_eq!(x.stop_count().unwrap(), stop_count(&x), "{}", x);
        // The followers: x, and closed under taking options.
        let followers = x.followers().unwrap();
        assert_eq!(followers.len() as u64, x.follower_count().unwrap(), "{}", x);
        let set: HashSet<Game> = followers.iter().copied().collect();
        assert_eq!(set.len(), followers.len(), "distinct followers of {}", x);
        assert!(set.contains(&x));
        for f in &followers {
            assert!(f.left().iter().chain(f.right().iter()).all(|o| set.contains(o)), "{}", x);
        }
    }
    // Followers past the first guess of room (16): 0, 1, ..., 40.
    assert_eq!(ctx.integer(40).unwrap().followers().unwrap().len(), 41);
}

/// The incentives as CGSuite keeps them: the distinct ones no other exceeds.
fn incentive_set<'c>(all: Vec<Game<'c>>) -> HashSet<Game<'c>> {
    all.iter().filter(|&i| !all.iter().any(|j| i < j)).copied().collect()
}

#[test]
fn incentives_against_the_definition() {
    let ctx = Context::new().unwrap();
    for x in day3(&ctx).iter().step_by(3) {
        let left: Vec<Game> = x.left().iter().map(|l| (l - x).unwrap()).collect();
        let right: Vec<Game> = x.right().iter().map(|r| (x - r).unwrap()).collect();
        let both: Vec<Game> = left.iter().chain(right.iter()).copied().collect();
        for (got, want) in [
            (x.left_incentives().unwrap(), incentive_set(left)),
            (x.right_incentives().unwrap(), incentive_set(right)),
            (x.incentives().unwrap(), incentive_set(both)),
        ] {
            assert_eq!(got.len(), want.len(), "incentives of {}: {:?}", x, got);
            assert_eq!(got.into_iter().collect::<HashSet<_>>(), want, "{}", x);
        }
    }
}

/// CGSuite's text of an expansion from its fields, as partizan.h describes
/// it, to check the C library's text against the numbers it gave.
fn expansion_text(e: &UptimalExpansion) -> String {
    let mut t = String::new();
    if !(e.number == e.number.context().zero() && e.nimber != 0) {
        t += &e.number.to_string();
    }
    match e.nimber {
        0 => {}
        1 => t.push('*'),
        m => t += &format!("*{}", m),
    }
    t.push('.');
    if e.coefficients.is_empty() {
        t.push('0');
    }
    for &a in &e.coefficients {
        let d = a.unsigned_abs();
        t += &match d {
            0..=9 => d.to_string(),
            10..=35 => ((b'A' + (d - 10) as u8) as char).to_string(),
            _ => format!("({})", d),
        };
        if a < 0 {
            t.push('-');
        }
    }
    t
}

#[test]
fn uptimal_expansions_sum_back_to_the_game() {
    let ctx = Context::new().unwrap();
    let up = ctx.up(1).unwrap();
    let mut uptimal = 0;
    for x in day3(&ctx) {
        let e = x.uptimal_expansion();
        assert_eq!(x.is_uptimal().unwrap(), e.is_ok(), "{}", x);
        let e = match e {
            Ok(e) => e,
            Err(err) => {
                assert!(matches!(err, Error::Domain(_)), "{}: {}", x, err);
                continue;
            }
        };
        uptimal += 1;
        assert!(e.number.is_number());
        assert_ne!(e.coefficients.last(), Some(&0), "{}", x);
        let mut sum = (e.number + ctx.nimber(e.nimber).unwrap()).unwrap();
        for (k, &a) in e.coefficients.iter().enumerate() {
            sum = (sum + up.pow(k as u32 + 1).unwrap().multiple(a).unwrap()).unwrap();
        }
        assert_eq!(sum, x, "{:?}", e);
        assert_eq!(e.to_string(), expansion_text(&e), "{}", x);
    }
    assert_eq!(uptimal, 52, "the uptimal games born by day 3, as partizan.h counts them");
    // More coefficients than the first guess of room (8).
    let e = g(&ctx, "^<12>").uptimal_expansion().unwrap();
    let mut want = vec![0i64; 12];
    want[11] = 1;
    assert_eq!(e.coefficients, want);
    // Coefficients past 9 and past 35 in the text: -5/8 - 11.^ + 40.^<2> + *3.
    let x = (g(&ctx, "-5/8*3") + (up.multiple(-11).unwrap() + up.pow(2).unwrap().multiple(40).unwrap()).unwrap()).unwrap();
    let e = x.uptimal_expansion().unwrap();
    assert_eq!(e.coefficients, vec![-11, 40]);
    assert_eq!(e.to_string(), "-5/8*3.B-(40)");
    assert_eq!(e.to_string(), expansion_text(&e));
}

#[test]
fn atomic_weights() {
    let ctx = Context::new().unwrap();
    for n in -4..=4 {
        for m in 0..4 {
            let x = (ctx.up(n).unwrap() + ctx.nimber(m).unwrap()).unwrap();
            assert_eq!(x.atomic_weight().unwrap(), ctx.integer(n).unwrap(), "{}", x);
        }
    }
    for x in day3(&ctx) {
        let aw = x.atomic_weight();
        assert_eq!(x.is_atomic().unwrap(), aw.is_ok(), "{}", x);
        match aw {
            // aw(-G) = -aw(G).
            Ok(w) => assert_eq!((-x).unwrap().atomic_weight().unwrap(), (-w).unwrap(), "{}", x),
            Err(e) => assert!(matches!(e, Error::Domain(ref d) if d.contains('(')), "{}: {:?}", x, e),
        }
    }
    // Not infinitesimal: no atomic weight.
    assert!(!g(&ctx, "{1|-1}").is_atomic().unwrap());
}

/// ONAG's even and odd, and CGT's even- and odd-tempered, from the options.
fn parity(x: &Game, tempered: bool) -> (bool, bool) {
    let opts: Vec<(bool, bool)> = x.left().iter().chain(x.right().iter()).map(|o| parity(o, tempered)).collect();
    let base = if tempered { x.is_number() } else { x.left().is_empty() && x.right().is_empty() };
    (base || opts.iter().all(|o| o.1), !base && opts.iter().all(|o| o.0))
}

#[test]
fn predicates_against_definitions() {
    let ctx = Context::new().unwrap();
    let nimbers: Vec<Game> = (0..4).map(|m| ctx.nimber(m).unwrap()).collect();
    for x in day3(&ctx) {
        let (l, r) = x.stops().unwrap();
        assert_eq!(x.is_integer(), x.is_number() && l.log2_den == 0, "{}", x);
        assert_eq!(x.is_nimber(), nimbers.contains(&x), "{}", x);
        assert_eq!(x.is_numberish(), l == r, "{}", x);
        assert_eq!(x.is_ordinal(), x.is_integer() && l.num >= 0, "{}", x);
        assert_eq!(x.is_idempotent(), (x + x).unwrap() == x, "{}", x);
        assert_eq!((x.is_even().unwrap(), x.is_odd().unwrap()), parity(&x, false), "{}", x);
        assert_eq!((x.is_even_tempered().unwrap(), x.is_odd_tempered().unwrap()), parity(&x, true), "{}", x);
    }
    // partizan.h's examples of IsNumberTiny.
    for (text, want) in [("{0||0|-1}", true), ("{2||2|1}", true), ("{1|0||0}", true), ("3/4", true), ("^", false), ("*", false), ("{1|-1}", false)] {
        assert_eq!(g(&ctx, text).is_number_tiny().unwrap(), want, "{}", text);
    }
}

#[test]
fn bad_arguments_are_errors_with_the_library_detail() {
    let (ctx, other) = (Context::new().unwrap(), Context::new().unwrap());
    let (x, y) = (g(&ctx, "*2"), g(&other, "^"));
    for r in [
        x.ordinal_sum(&y),
        x.conjunctive_sum(&y),
        x.selective_sum(&y),
        x.conway_product(&y),
        x.ordinal_product(&y),
        x.overheat(&y, &ctx.zero()),
        x.overheat(&ctx.zero(), &y),
    ] {
        assert!(matches!(r, Err(Error::Invalid(ref m)) if m.contains("two contexts")), "{:?}", r);
    }
    let hot = g(&ctx, "{1|-1}");
    let e = hot.cool(Dyadic::new(-1, 0)).unwrap_err();
    assert!(matches!(e, Error::Invalid(ref m) if m.contains("cool") && m.contains('(')), "{:?}", e);
    let e = hot.walls_at(Dyadic::new(-2, 0)).unwrap_err();
    assert!(matches!(e, Error::Invalid(ref m) if m.contains('(')), "{:?}", e);
    // {1|-1} is not a base {0 | H}: CGSuite's "Invalid base".
    let e = hot.pow(2).unwrap_err();
    assert!(matches!(e, Error::Invalid(ref m) if m.contains("pow") && m.contains('(')), "{:?}", e);
    let e = ctx.up(1).unwrap().pow(0).unwrap_err();
    assert!(matches!(e, Error::Range(ref m) if m.contains('(')), "{:?}", e);
    let e = hot.uptimal_expansion().unwrap_err();
    assert!(matches!(e, Error::Domain(ref m) if m.contains('(')), "{:?}", e);
    let e = hot.atomic_weight().unwrap_err();
    assert!(matches!(e, Error::Domain(ref m) if m.contains('(')), "{:?}", e);
    // *41 has more than 2^64 - 1 runs of play.
    assert!(matches!(ctx.nimber(41).unwrap().stop_count(), Err(Error::Range(_))));
}

#[test]
fn the_node_limit_stops_each_long_computation() {
    let ctx = Context::new().unwrap();
    // Made without a limit; then each call below passes a limit of 5 nodes.
    let big = g(&ctx, "{0|v*}").multiple(6).unwrap();
    let (hot, tiny_base, up40) = (g(&ctx, "{3||2*|1*}"), g(&ctx, "{0|v*}"), ctx.up(1).unwrap().pow(40).unwrap());
    ctx.set_node_limit(5).unwrap();
    let results = [
        ("ordinal_sum", big.ordinal_sum(&big).map(|_| ())),
        ("conway_product", big.conway_product(&hot).map(|_| ())),
        ("multiple", tiny_base.multiple(256).map(|_| ())),
        ("followers", big.followers().map(|_| ())),
        ("misere_outcome", big.misere_outcome().map(|_| ())),
        ("uptimal_expansion", up40.uptimal_expansion().map(|_| ())),
    ];
    for (what, r) in results {
        assert!(matches!(r, Err(Error::Limit(ref m)) if m.contains(what)), "{}: {:?}", what, r);
    }
    // The same calls answer without the limit.
    ctx.set_node_limit(0).unwrap();
    assert!(big.ordinal_sum(&big).is_ok() && big.followers().is_ok() && up40.uptimal_expansion().is_ok());
}

/// The selective sum (`both` false: a move in either component or in both)
/// or the conjunctive sum (`both` true: a move in both at once) from ONAG's
/// definitions, on the canonical forms as the library and CGSuite take them.
fn compound<'c>(x: &Game<'c>, y: &Game<'c>, both: bool, memo: &mut HashMap<(Game<'c>, Game<'c>), Game<'c>>) -> Game<'c> {
    if let Some(&s) = memo.get(&(*x, *y)) {
        return s;
    }
    let mut sides = Vec::new();
    for (xo, yo) in [(x.left(), y.left()), (x.right(), y.right())] {
        let mut opts = Vec::new();
        for a in &xo {
            for b in &yo {
                opts.push(compound(a, b, both, memo));
            }
        }
        if !both {
            opts.extend(xo.iter().map(|a| compound(a, y, both, memo)));
            opts.extend(yo.iter().map(|b| compound(x, b, both, memo)));
        }
        sides.push(opts);
    }
    let s = x.context().game(&sides[0], &sides[1]).unwrap();
    memo.insert((*x, *y), s);
    s
}

#[test]
fn compound_sums_against_definitions() {
    let ctx = Context::new().unwrap();
    let (mut selective, mut conjunctive) = (HashMap::new(), HashMap::new());
    let mut games: Vec<Game> = ctx.games_born_by(2).unwrap().collect();
    games.extend(["+-1", "^^", "{3|1}", "*3"].iter().map(|t| g(&ctx, t)));
    for x in &games {
        for y in &games {
            assert_eq!(x.selective_sum(y).unwrap(), compound(x, y, false, &mut selective), "{} v {}", x, y);
            assert_eq!(x.conjunctive_sum(y).unwrap(), compound(x, y, true, &mut conjunctive), "{} & {}", x, y);
        }
    }
}

// The thermal operations of 1.1 that the crate lacked (src/game/thermal.rs).

#[test]
fn heat_norton_and_reduced_against_definitions() {
    let ctx = Context::new().unwrap();
    let (one, up) = (ctx.integer(1).unwrap(), ctx.up(1).unwrap());
    for x in day3(&ctx).iter().step_by(5) {
        // Heating from its definition on the canonical form.
        let heated = if x.is_number() {
            *x
        } else {
            let left: Vec<Game> = x.left().iter().map(|l| (l.heat(&one).unwrap() + one).unwrap()).collect();
            let right: Vec<Game> = x.right().iter().map(|r| (r.heat(&one).unwrap() - one).unwrap()).collect();
            ctx.game(&left, &right).unwrap()
        };
        assert_eq!(x.heat(&one).unwrap(), heated, "{}", x);
        // The reduced form differs by an infinitesimal, and is its own.
        let r = x.reduced().unwrap();
        assert!((x - r).unwrap().is_infinitesimal(), "{} reduces to {}", x, r);
        assert_eq!(r.reduced().unwrap(), r, "{}", x);
    }
    let day2: Vec<Game> = ctx.games_born_by(2).unwrap().collect();
    for x in &day2 {
        for y in &day2 {
            // Two games reduce alike exactly when they differ by an infinitesimal.
            let same = x.reduced().unwrap() == y.reduced().unwrap();
            assert_eq!(same, (x - y).unwrap().is_infinitesimal(), "{} and {}", x, y);
            // The Norton product by ^ is linear and keeps the order.
            let (xu, yu) = (x.norton(&up).unwrap(), y.norton(&up).unwrap());
            assert_eq!((x + y).unwrap().norton(&up).unwrap(), (xu + yu).unwrap(), "({} + {}).^", x, y);
            assert_eq!(x.compare(y).unwrap(), xu.compare(&yu).unwrap(), "{} vs {}", x, y);
        }
    }
    for n in -3..=3 {
        assert_eq!(ctx.integer(n).unwrap().norton(&up).unwrap(), up.multiple(n).unwrap());
    }
    assert!(matches!(one.norton(&ctx.nimber(1).unwrap()), Err(Error::Domain(_))));
}

fn dicotic(x: &Game) -> bool {
    let (l, r) = (x.left(), x.right());
    l.is_empty() == r.is_empty() && l.iter().chain(r.iter()).all(dicotic)
}

#[test]
fn thermal_predicates_against_definitions() {
    let ctx = Context::new().unwrap();
    let zero = Dyadic::new(0, 0);
    for x in day3(&ctx) {
        let (t, (l, r)) = (x.temperature().unwrap(), x.stops().unwrap());
        assert_eq!(x.is_hot(), t.num > 0, "{}", x);
        assert_eq!(x.is_cold(), x.is_number(), "{}", x);
        assert_eq!(x.is_tepid(), t == zero && !x.is_number(), "{}", x);
        assert_eq!(x.is_infinitesimal(), l == zero && r == zero, "{}", x);
        assert_eq!(x.is_dicotic(), dicotic(&x), "{}", x);
        let switch = x.left().len() == 1
            && x.right().len() == 1
            && x.left()[0].is_number()
            && x.right()[0].is_number()
            && x.left()[0] > x.right()[0];
        assert_eq!(x.is_switch(), switch, "{}", x);
    }
}

#[test]
fn a_follower_list_too_long_for_memory_is_an_error_at_once() {
    let ctx = Context::new().unwrap();
    let big = ctx.integer(1_000_000_000).unwrap();
    assert_eq!(big.follower_count().unwrap(), 1_000_000_001);
    let start = std::time::Instant::now();
    // 10^9 + 1 games of about 448 bytes: more than any machine here holds.
    match big.followers() {
        Err(Error::NoMemory(what)) => assert!(what.contains("followers"), "{}", what),
        other => panic!("expected NoMemory, got {:?}", other.map(|v| v.len())),
    }
    assert!(start.elapsed().as_secs() < 5, "told before anything is made");
}
