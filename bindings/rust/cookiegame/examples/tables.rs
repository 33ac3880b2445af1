//! A Grundy table of strict positions, read level by level (doc/rust.md,
//! "Tables"):
//!
//!     cargo run --example tables -- 16
use std::ops::ControlFlow;

use cookiegame::{strict_dvalue_counts, StrictTable};

fn main() {
    let nmax: u32 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 16,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("tables: the number of heaps is a number ({})", e);
            std::process::exit(2);
        }
    };
    if let Err(e) = show(nmax) {
        eprintln!("tables: {}", e);
        std::process::exit(1);
    }
}

fn show(nmax: u32) -> cookiegame::Result<()> {
    println!("a strict table to {} heaps needs {} bytes", nmax, StrictTable::memory(nmax)?);
    let table = StrictTable::with_progress(nmax, 0, |done, total| {
        eprint!("\r{}/{} positions", done, total);
        ControlFlow::Continue(())        // ControlFlow::Break(()) stops: Error::Canceled
    })?;
    eprintln!();
    for n in 1..=table.nmax() {
        // Grundy values by rank; position(n, rank) is the position of a rank
        let values = table.values(n)?;
        let rank = values.iter().position(|&v| v == 3);
        let first3 = match rank {
            Some(r) => table.position(n, r as u64)?.to_string(),
            None => "none".to_string(),
        };
        println!("{:2} heaps: values {:?}, D-values {:?}, first of value 3: {}",
                 n, table.histogram(n)?, strict_dvalue_counts(n)?, first3);
    }
    Ok(())
}
