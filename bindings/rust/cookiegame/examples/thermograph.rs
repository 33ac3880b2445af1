//! The thermograph of a game, its orthodox moves and its incentives
//! (doc/rust.md, "Thermographs"):
//!
//!     cargo run --example thermograph -- '{5, {10|0} | -3}'
use cookiegame::{Context, Dyadic, Side};

fn main() {
    let text = std::env::args().nth(1).unwrap_or_else(|| "{2|-1}".to_string());
    if let Err(e) = show(&text) {
        eprintln!("thermograph: {}", e);
        std::process::exit(1);
    }
}

fn show(text: &str) -> cookiegame::Result<()> {
    let ctx = Context::new()?;
    let g = ctx.parse(text)?;
    let th = g.thermograph()?;
    println!("{}: mean {}, temperature {}", g, th.mean(), th.temperature());
    for side in [Side::Left, Side::Right] {
        for p in th.wall(side) {
            println!("  {:?} wall: at t = {} the value {}, then slope {}", side, p.t, p.value, p.slope);
        }
        println!("  {:?} wall at t = 1/2: {}", side, th.wall_at(side, Dyadic::new(1, 1))?);
        match g.orthodox_move(side) {
            Ok(m) => println!("  {:?}'s orthodox move: {}", side, m),
            Err(e) => println!("  {:?} has no move ({})", side, e),
        }
        let each: Vec<String> = g.incentives_of(side)?.iter().map(|i| i.to_string()).collect();
        println!("  {:?}'s incentive per option: {}", side, each.join(", "));
    }
    Ok(())
}
