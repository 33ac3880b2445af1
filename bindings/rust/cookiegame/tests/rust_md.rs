//! The examples of doc/rust.md, run: each block of the sections on
//! thermographs, tables and positions is the body of a test here, and
//! `the_doc_shows_these_tests` checks that the page still shows them line
//! for line, so the page cannot drift from code that runs.

#[test]
fn thermographs_and_orthodox_play() -> cookiegame::Result<()> {
    use cookiegame::{Context, Dyadic, Side, WallPoint};
    let ctx = Context::new()?;
    let th = ctx.parse("{2|-1}")?.thermograph()?;
    assert_eq!((th.mean(), th.temperature()), (Dyadic::new(1, 1), Dyadic::new(3, 1)));
    assert_eq!(th.wall(Side::Left), vec![
        WallPoint { t: Dyadic::new(0, 0), value: Dyadic::new(2, 0), slope: -1 },
        WallPoint { t: Dyadic::new(3, 1), value: Dyadic::new(1, 1), slope: 0 },
    ]);
    assert_eq!(th.wall_at(Side::Right, Dyadic::new(1, 0))?, Dyadic::new(0, 0));
    let g = ctx.parse("{5, {10|0} | -3}")?;    // temperature 4: 5 is orthodox
    assert_eq!(g.orthodox_move(Side::Left)?, ctx.integer(5)?);
    assert_eq!(g.incentives_of(Side::Left)?.len(), 2);   // one per Left option
    Ok(())
}

#[test]
fn tables() -> cookiegame::Result<()> {
    use std::ops::ControlFlow;
    use cookiegame::{strict_dvalue_counts, Error, Position, ReducedTable, StrictTable};
    let t = ReducedTable::new(6, 0)?;
    // ranks of 3 heaps: (1,2,3), (1,3,3), (2,2,3), (2,3,3), (3,3,3)
    assert_eq!(t.values(3)?, vec![0, 2, 0, 1, 1]);
    assert_eq!(t.position(3, 1)?, Position::new(&[1, 3, 3])?);
    assert_eq!(t.grundy(&"0 1 5 5".parse()?)?, 2);        // reduces to 1 3 3
    assert_eq!(t.histogram(3)?, vec![2, 2, 1]);
    let s = StrictTable::new(12, 0)?;
    assert_eq!(s.histogram(12)?.iter().sum::<u64>(), 1 << 11);
    assert_eq!(strict_dvalue_counts(5)?, vec![0, 0, 0, 2, 4, 10]);   // [PU92]
    let stop = StrictTable::with_progress(20, 1, |_done, _total| ControlFlow::Break(()));
    assert!(matches!(stop, Err(Error::Canceled(_))));
    assert!(matches!(s.histogram(13), Err(Error::Range(_))));
    Ok(())
}

#[test]
fn positions() -> cookiegame::Result<()> {
    use cookiegame::{CmNim, Context, Family, Position};
    let ctx = Context::new()?;
    let p = Position::new(&[0, 1, 1, 5])?;                  // surplus 2
    assert_eq!(p.deleted()?, Position::new(&[1, 5])?);
    assert_eq!(p.deleted()?.depleted()?, p.reduced()?);     // 1 2
    assert!(Position::new(&[2, 3, 5])?.dominates(&Position::new(&[1, 4])?));
    let q: Position = "1 2 3 3 6".parse()?;
    assert!(q.winning_moves(&ctx)?.contains(&q.winning_move(&ctx)?));
    assert_eq!(q.to_string(), "1 2 3 3 6");
    assert_eq!(CmNim::new(3, Family::ConsecutiveAtMost2)?.sets()?, vec![0b001, 0b010, 0b011, 0b100, 0b110]);
    Ok(())
}

/// The Rust blocks (`~~~{.rs}`) of doc/rust.md's section `title`.
fn blocks(page: &str, title: &str) -> Vec<Vec<String>> {
    let start = page.find(&format!("\n## {}\n", title)).unwrap_or_else(|| panic!("no section {:?}", title));
    let section = &page[start + 1..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)];
    section
        .split("~~~{.rs}\n")
        .skip(1)
        .map(|b| b.split("~~~\n").next().unwrap().lines().map(|l| l.trim().to_string()).collect())
        .collect()
}

#[test]
fn the_doc_shows_these_tests() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../doc/rust.md");
    let page = std::fs::read_to_string(path).unwrap();
    let here: Vec<String> = include_str!("rust_md.rs").lines().map(|l| l.trim().to_string()).collect();
    for title in ["Thermographs and orthodox play", "Tables", "Positions"] {
        let found = blocks(&page, title);
        assert_eq!(found.len(), 1, "{}", title);
        // every line of the block, in order, among the lines of this file
        let mut at = 0;
        for line in found[0].iter().filter(|l| !l.is_empty()) {
            match here[at..].iter().position(|l| l == line) {
                Some(i) => at += i + 1,
                None => panic!("doc/rust.md, {}: {:?} is not in tests/rust_md.rs (in order)", title, line),
            }
        }
    }
}
