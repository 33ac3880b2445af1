//! Analyse a position of the spoiled-cookie game given as heap sizes:
//!
//!     cargo run --example analyze -- 1 2 3 3 6
use cookiegame::{Context, Position};

fn main() {
    let heaps: Vec<u32> = match std::env::args().skip(1).map(|a| a.parse()).collect() {
        Ok(h) => h,
        Err(e) => {
            eprintln!("analyze: heap sizes are numbers ({})", e);
            std::process::exit(2);
        }
    };
    let run = || -> cookiegame::Result<()> {
        let ctx = Context::with_node_limit(5_000_000)?;
        let p = Position::new(&heaps)?;
        println!("position:      {}", p);
        println!("reduced form:  {}", p.reduced()?);
        println!("outcome:       {}", p.outcome(&ctx)?);
        println!("grundy value:  {}", p.grundy(&ctx)?);
        println!("winning moves: {:?}", p.winning_moves(&ctx)?);
        Ok(())
    };
    if let Err(e) = run() {
        eprintln!("analyze: {}", e);
        std::process::exit(1);
    }
}
