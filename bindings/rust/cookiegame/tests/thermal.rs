//! Thermographs, orthodox moves, incentives per option, heating and Norton
//! products against thermography's definitions and the library's other
//! paths (`Game::walls_at`, `Game::mean`, sums).
use cookiegame::{Context, Dyadic, Error, Game, Side, Thermograph, WallPoint};

fn d(num: i64, log2_den: u32) -> Dyadic {
    Dyadic::new(num, log2_den)
}

/// A dyadic as an exact fraction num / 2^k over a common k = 20.
fn scaled(x: Dyadic) -> i64 {
    assert!(x.log2_den <= 20);
    x.num << (20 - x.log2_den)
}

#[test]
fn switches_have_the_textbook_thermographs() {
    // {a | b} with numbers a > b: both walls rise at slope 1 from the stops to
    // the mast at (a - b) / 2, standing at the mean (a + b) / 2 [WW, ch. 6].
    let ctx = Context::new().unwrap();
    for a in -3i64..=4 {
        for b in -4i64..a {
            let g = ctx.parse(&format!("{{{}|{}}}", a, b)).unwrap();
            let th = g.thermograph().unwrap();
            let (mean, temp) = (d(a + b, 1), d(a - b, 1));
            assert_eq!(scaled(th.mean()), scaled(mean), "{}", g);
            assert_eq!(scaled(th.temperature()), scaled(temp), "{}", g);
            assert_eq!(th.mean(), g.mean().unwrap());
            assert_eq!(th.temperature(), g.temperature().unwrap());
            let left = th.wall(Side::Left);
            let right = th.wall(Side::Right);
            assert_eq!(left.len(), 2, "{}: {:?}", g, left);
            assert_eq!(right.len(), 2, "{}: {:?}", g, right);
            assert_eq!(left[0], WallPoint { t: d(0, 0), value: d(a, 0), slope: -1 });
            assert_eq!(right[0], WallPoint { t: d(0, 0), value: d(b, 0), slope: 1 });
            for foot in [left[1], right[1]] {
                assert_eq!((scaled(foot.t), scaled(foot.value), foot.slope), (scaled(temp), scaled(mean), 0));
            }
        }
    }
}

#[test]
fn the_briefs_examples() {
    let ctx = Context::new().unwrap();
    // {3|1}: mean 2, temperature 1; {2|-1}: mean 1/2, temperature 3/2.
    let th = ctx.parse("{3|1}").unwrap().thermograph().unwrap();
    assert_eq!((th.mean(), th.temperature()), (d(2, 0), d(1, 0)));
    assert_eq!(th.wall_at(Side::Left, d(1, 1)).unwrap(), d(5, 1));
    assert_eq!(th.wall_at(Side::Right, d(1, 1)).unwrap(), d(3, 1));
    let th = ctx.parse("{2|-1}").unwrap().thermograph().unwrap();
    assert_eq!((th.mean(), th.temperature()), (d(1, 1), d(3, 1)));
    // A number: the mast alone, from t = 0; temperature -1 for an integer.
    let th = ctx.integer(3).unwrap().thermograph().unwrap();
    assert_eq!(th.wall(Side::Left), vec![WallPoint { t: d(0, 0), value: d(3, 0), slope: 0 }]);
    assert_eq!(th.temperature(), d(-1, 0));
    // The header's example of a wall reaching the mean below the foot.
    let th = ctx.parse("{0,*,{1|0,*}|{0|-1},-1/2}").unwrap().thermograph().unwrap();
    assert_eq!(
        th.wall(Side::Left),
        vec![WallPoint { t: d(0, 0), value: d(0, 0), slope: 0 }, WallPoint { t: d(1, 1), value: d(0, 0), slope: 0 }]
    );
}

/// The wall's value at t (scaled) from its breakpoints: the last point at
/// or below t, followed at its slope.
fn on_wall(points: &[WallPoint], t: i64) -> i64 {
    let last = points.iter().rev().find(|w| scaled(w.t) <= t).unwrap();
    scaled(last.value) + last.slope as i64 * (t - scaled(last.t))
}

#[test]
fn walls_agree_with_walls_at_and_their_slopes() {
    // Two paths through the library: the thermograph's stored walls and the
    // recursion of cg_game_walls_at; and the breakpoints against the values.
    let ctx = Context::new().unwrap();
    let mut games: Vec<Game<'_>> = ctx.games_born_by(3).unwrap().step_by(7).collect();
    for text in ["{5, {10|0} | -3}", "{3||2|1}", "{4|{2|-2}}", "+-1 + {7|3}"] {
        games.push(ctx.parse(text).unwrap());
    }
    for g in &games {
        let th = g.thermograph().unwrap();
        let (left, right) = (th.wall(Side::Left), th.wall(Side::Right));
        for q in 0..=24i64 {
            let t = d(q, 2); // 0 to 6 by quarters
            let (l, r) = g.walls_at(t).unwrap();
            assert_eq!(th.wall_at(Side::Left, t).unwrap(), l, "{} at {}", g, t);
            assert_eq!(th.wall_at(Side::Right, t).unwrap(), r, "{} at {}", g, t);
            assert_eq!(on_wall(&left, scaled(t)), scaled(l), "{} at {}: {:?}", g, t, left);
            assert_eq!(on_wall(&right, scaled(t)), scaled(r), "{} at {}: {:?}", g, t, right);
        }
    }
}

#[test]
fn a_thermograph_outlives_its_context() {
    let th: Thermograph = {
        let ctx = Context::new().unwrap();
        let th = ctx.parse("{2|-1}").unwrap().thermograph().unwrap();
        drop(ctx);
        th
    };
    assert_eq!(th.mean(), d(1, 1));
    assert!(format!("{:?}", th).contains("mean"));
}

#[test]
fn wall_at_refuses_negative_temperatures() {
    let ctx = Context::new().unwrap();
    let th = ctx.parse("{2|-1}").unwrap().thermograph().unwrap();
    assert!(matches!(th.wall_at(Side::Left, d(-1, 1)), Err(Error::Invalid(_))));
}

#[test]
fn orthodox_moves_follow_the_definition() {
    // The orthodox Left move maximises RW(G^L)(T) - T, the Right one
    // minimises LW(G^R)(T) + T, T = max(temperature, 0) (thermal.h).
    let ctx = Context::new().unwrap();
    for g in ctx.games_born_by(3).unwrap().chain(
        ["{5, {10|0} | -3}", "{4, {8|2} | {1|-5}, -2}"].iter().map(|t| ctx.parse(t).unwrap()),
    ) {
        let temp = g.temperature().unwrap();
        let t = if temp.num > 0 { temp } else { d(0, 0) };
        for side in [Side::Left, Side::Right] {
            let options = if side == Side::Left { g.left() } else { g.right() };
            let m = match g.orthodox_move(side) {
                Ok(m) => m,
                Err(e) => {
                    assert!(options.is_empty() && matches!(e, Error::Domain(_)), "{}: {}", g, e);
                    continue;
                }
            };
            assert!(options.contains(&m), "{}: {}", g, m);
            let score = |o: &Game<'_>| {
                let th = o.thermograph().unwrap();
                match side {
                    Side::Left => scaled(th.wall_at(Side::Right, t).unwrap()) - scaled(t),
                    Side::Right => -(scaled(th.wall_at(Side::Left, t).unwrap()) + scaled(t)),
                }
            };
            let best = options.iter().map(score).max().unwrap();
            assert_eq!(score(&m), best, "{} {:?}: {}", g, side, m);
        }
    }
}

#[test]
fn incentives_of_each_option() {
    let ctx = Context::new().unwrap();
    for g in ctx.games_born_by(3).unwrap().step_by(5) {
        let left = g.incentives_of(Side::Left).unwrap();
        let right = g.incentives_of(Side::Right).unwrap();
        assert_eq!(left, g.left().iter().map(|gl| (gl - &g).unwrap()).collect::<Vec<_>>());
        assert_eq!(right, g.right().iter().map(|gr| (&g - gr).unwrap()).collect::<Vec<_>>());
        // CGSuite's sets keep each of these that no other exceeds.
        for i in g.left_incentives().unwrap() {
            assert!(left.contains(&i), "{}", g);
        }
    }
}

#[test]
fn numbers_as_dyadics() {
    let ctx = Context::new().unwrap();
    for g in ctx.games_born_by(3).unwrap() {
        match g.to_dyadic() {
            Ok(x) => {
                assert!(g.is_number());
                assert_eq!(x, g.mean().unwrap());
                assert_eq!(ctx.dyadic(x.num, x.log2_den).unwrap(), g);
            }
            Err(e) => assert!(!g.is_number() && matches!(e, Error::Domain(_)), "{}", g),
        }
    }
}

#[test]
fn heating_and_norton_products() {
    let ctx = Context::new().unwrap();
    // * = {0|0} heated by 1 is {1|-1} by the definition.
    assert_eq!(ctx.nimber(1).unwrap().heat(&ctx.integer(1).unwrap()).unwrap(), ctx.parse("+-1").unwrap());
    // The Norton product is linear for U > 0: (1/2).U + (1/2).U = 1.U = U.
    let u = ctx.parse("1*").unwrap();
    let half = ctx.dyadic(1, 1).unwrap().norton(&u).unwrap();
    assert_eq!((half + half).unwrap(), u);
    assert!(matches!(ctx.integer(1).unwrap().norton(&ctx.zero()), Err(Error::Domain(_))));
}

#[test]
fn birthdays_by_both_calls() {
    let ctx = Context::new().unwrap();
    for (i, g) in ctx.games_born_by(2).unwrap().enumerate() {
        assert_eq!(u64::from(g.birthday()), g.birthday64());
        assert!(g.birthday() <= 2, "{} {}", i, g);
    }
}
