//! Strict and reduced tables against the search engine (Position::grundy,
//! Position::dvalue), the census, Catalan numbers and the papers' counts.
use std::ops::ControlFlow;

use cookiegame::census::{Census, Kind};
use cookiegame::{strict_dvalue_counts, Context, Error, Position, ReducedTable, StrictTable};

/// Propp and Ullman's table of D-value counts (tests/oracle/cookie-paper-data.h):
/// (n, first D listed, counts from there).
const PAPER_DCOUNTS: &[(u32, u32, &[u64])] = &[
    (5, 3, &[2, 4, 10]),
    (8, 5, &[4, 12, 77, 35]),
    (12, 8, &[8, 216, 240, 1122, 462]),
    (16, 11, &[208, 528, 5148, 4004, 16445, 6435]),
];

fn catalan(n: u64) -> u64 {
    (0..n).fold(1u64, |c, k| c * 2 * (2 * k + 1) / (k + 2))
}

#[test]
fn dvalue_counts_reproduce_the_paper() {
    for &(n, first, counts) in PAPER_DCOUNTS {
        let got = strict_dvalue_counts(n).unwrap();
        assert_eq!(got.len(), n as usize + 1);
        for (dv, &c) in got.iter().enumerate() {
            let want = (dv as u32).checked_sub(first).and_then(|i| counts.get(i as usize)).copied().unwrap_or(0);
            assert_eq!(c, want, "n = {}, D = {}", n, dv);
        }
    }
    assert_eq!(strict_dvalue_counts(64).unwrap().iter().sum::<u64>(), 1 << 63);
    // 66 heaps is the last whose counts fit in 64 bits (the C test's pair).
    let c66 = strict_dvalue_counts(66).unwrap();
    assert_eq!(c66.iter().fold(0u128, |s, &c| s + c as u128), 1u128 << 65);
    assert!(matches!(strict_dvalue_counts(67), Err(Error::Range(_))));
    assert!(matches!(strict_dvalue_counts(u32::MAX), Err(Error::Range(_))));
}

#[test]
fn strict_table_against_the_search() {
    let ctx = Context::new().unwrap();
    let t = StrictTable::new(10, 2).unwrap();
    assert_eq!(t.nmax(), 10);
    for n in 0..=10u32 {
        let size = t.level_size(n).unwrap();
        assert_eq!(size, if n == 0 { 1 } else { 1 << (n - 1) });
        let values = t.values(n).unwrap();
        assert_eq!(values.len() as u64, size);
        let mut by_dvalue = vec![0u64; n as usize + 1];
        let mut histogram = vec![0u64; 4];
        for (rank, &v) in values.iter().enumerate() {
            let p = t.position(n, rank as u64).unwrap();
            assert!(p.is_strict() && p.is_reduced() && p.len() == n as usize, "{}", p);
            assert_eq!(u32::from(v), p.grundy(&ctx).unwrap(), "{}", p);
            assert_eq!(t.grundy(&p).unwrap(), u32::from(v));
            by_dvalue[p.dvalue().unwrap() as usize] += 1;
            histogram[v as usize] += 1;
        }
        let top = histogram.iter().rposition(|&c| c != 0).unwrap() + 1;
        histogram.truncate(top);
        assert_eq!(t.histogram(n).unwrap(), histogram, "n = {}", n);
        assert_eq!(strict_dvalue_counts(n).unwrap(), by_dvalue, "n = {}", n);
    }
    // The order of ranks (tables.h): for 5 heaps, (1, 3, 5, 5, 5) has rank 5.
    assert_eq!(t.position(5, 5).unwrap(), Position::new(&[1, 3, 5, 5, 5]).unwrap());
    // [PU92]: (2, 3, 4, 4) has Grundy value 3, a raw form of it too.
    assert_eq!(t.grundy(&"2 3 4 4".parse().unwrap()).unwrap(), 3);
    assert_eq!(t.grundy(&"0 2 3 4 9".parse().unwrap()).unwrap(), 3);
}

#[test]
fn strict_table_and_census_agree() {
    // [Propp]: no strict position with up to 20 heaps has a value above 3.
    let t = StrictTable::new(16, 2).unwrap();
    let c = Census::run(Kind::Strict, 16, 2).unwrap();
    for n in 0..=16 {
        assert_eq!(t.histogram(n).unwrap(), c.histogram(n).unwrap(), "n = {}", n);
        assert!(t.histogram(n).unwrap().len() <= 4);
    }
}

#[test]
fn reduced_table_against_the_search() {
    let ctx = Context::new().unwrap();
    let t = ReducedTable::new(8, 0).unwrap();
    for n in 0..=8u32 {
        assert_eq!(t.level_size(n).unwrap(), catalan(u64::from(n)));
        let values = t.values(n).unwrap();
        let mut previous: Option<Vec<u32>> = None;
        for (rank, &v) in values.iter().enumerate() {
            let p = t.position(n, rank as u64).unwrap();
            assert!(p.is_reduced() && p.len() == n as usize, "{}", p);
            assert_eq!(u32::from(v), p.grundy(&ctx).unwrap(), "{}", p);
            // ranks follow the lexicographic order of the heap tuples
            if let Some(q) = &previous {
                assert!(q < &p.heaps(), "{:?} then {}", q, p);
            }
            previous = Some(p.heaps());
        }
    }
    // general positions reach 4 first at 7 heaps [Propp]
    assert_eq!(t.histogram(6).unwrap().len(), 4);
    assert_eq!(t.histogram(7).unwrap().len(), 5);
    let census = Census::run(Kind::Reduced, 8, 1).unwrap();
    assert_eq!(t.histogram(8).unwrap(), census.histogram(8).unwrap());
    // raw positions are looked up by their reduced form
    for text in ["1 2 3 3 6", "0 0 5 5 5 9", "4 4 4 4", "1 1 1 2 9 9 9"] {
        let p: Position = text.parse().unwrap();
        assert_eq!(t.grundy(&p).unwrap(), p.grundy(&ctx).unwrap(), "{}", p);
    }
}

#[test]
fn read_values_reads_a_part_of_a_level() {
    let t = ReducedTable::new(9, 1).unwrap();
    let all = t.values(9).unwrap();
    let mut part = vec![0u8; 100];
    t.read_values(9, 1000, &mut part).unwrap();
    assert_eq!(&part[..], &all[1000..1100]);
    let end = all.len() as u64;
    assert!(matches!(t.read_values(9, end - 50, &mut part), Err(Error::Range(_))));
    t.read_values(9, end, &mut []).unwrap();
}

#[test]
fn memory_estimates() {
    // tables.h: about 2^nmax / 4 bytes, 64 MiB for 28 heaps.
    let m = StrictTable::memory(28).unwrap();
    assert!((60 << 20..=70 << 20).contains(&m), "{}", m);
    // 4 bits a position: at least Catalan(16) / 2 bytes for 16 heaps.
    assert!(ReducedTable::memory(16).unwrap() >= catalan(16) / 2);
    assert!(matches!(StrictTable::memory(StrictTable::MAX_HEAPS + 1), Err(Error::Range(_))));
    assert!(matches!(ReducedTable::memory(31), Err(Error::Range(_))));
    assert_eq!(StrictTable::MAX_HEAPS, 48);
    assert_eq!(ReducedTable::MAX_HEAPS, 30);
    // A census keeps three levels: 2^(nmax-6) * 5 bytes for strict (tables.h).
    assert_eq!(Census::memory(Kind::Strict, 36).unwrap(), 5 << 30);
    assert!(matches!(Census::memory(Kind::Reduced, 31), Err(Error::Range(_))));
}

#[test]
fn bad_arguments_are_errors() {
    let t = StrictTable::new(6, 1).unwrap();
    assert!(matches!(t.histogram(7), Err(Error::Range(_))));
    assert!(matches!(t.level_size(7), Err(Error::Range(_))));
    assert!(matches!(t.values(7), Err(Error::Range(_))));
    assert!(matches!(t.position(6, 32), Err(Error::Range(_))));
    assert!(matches!(t.grundy(&"2 2 3".parse().unwrap()), Err(Error::Domain(_))));   // reduced, 2 repeats
    assert!(matches!(t.grundy(&Position::new(&[1, 2, 3, 4, 5, 6, 7]).unwrap()), Err(Error::Range(_))));
    assert!(matches!(StrictTable::new(49, 1), Err(Error::Range(_))));
    assert!(matches!(ReducedTable::new(31, 1), Err(Error::Range(_))));
    let r = ReducedTable::new(4, 1).unwrap();
    assert!(matches!(r.position(4, 14), Err(Error::Range(_))));   // Catalan(4) = 14
    assert_eq!(format!("{:?}", r), "ReducedTable(nmax=4)");
}

#[test]
fn progress_reports_and_cancels() {
    let mut last = (0, 0);
    let t = ReducedTable::with_progress(10, 2, |done, total| {
        assert!(done <= total);
        last = (done, total);
        ControlFlow::Continue(())
    })
    .unwrap();
    assert_eq!(t.nmax(), 10);
    assert!(last.1 > 0);
    let mut calls = 0;
    let stopped = StrictTable::with_progress(20, 1, |_, _| {
        calls += 1;
        ControlFlow::Break(())
    });
    assert!(matches!(stopped, Err(Error::Canceled(_))), "{:?}", stopped);
    assert_eq!(calls, 1);
    // A panic in the closure stops the build and comes back as a panic.
    let caught = std::panic::catch_unwind(|| ReducedTable::with_progress(10, 1, |_, _| panic!("stop here")));
    let payload = caught.expect_err("the panic comes back");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"stop here"));
}

#[test]
fn tables_are_shared_between_threads() {
    let t = StrictTable::new(12, 1).unwrap();
    let ctx = Context::new().unwrap();
    let p: Position = "1 3 4 6 7 9 12 12 12 12 12 12".parse().unwrap();
    let want = p.grundy(&ctx).unwrap();
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| assert_eq!(t.grundy(&p).unwrap(), want));
        }
    });
}

#[test]
fn a_census_with_progress_is_the_same_census() {
    let mut calls = 0u32;
    let with = Census::run_with_progress(Kind::Reduced, 11, 2, |done, total| {
        assert!(done <= total);
        calls += 1;
        ControlFlow::Continue(())
    })
    .unwrap();
    assert!(calls > 0);
    let without = Census::run(Kind::Reduced, 11, 1).unwrap();
    for n in 0..=11 {
        assert_eq!(with.histogram(n).unwrap(), without.histogram(n).unwrap());
    }
    // general positions reach 5 first at 11 heaps [Propp]
    assert_eq!(with.max_value(10).unwrap(), 4);
    assert_eq!(with.max_value(11).unwrap(), 5);
    let stopped = Census::run_with_progress(Kind::Strict, 16, 1, |_, _| ControlFlow::Break(()));
    assert!(matches!(stopped, Err(Error::Canceled(_))));
}

#[test]
fn a_census_lists_one_value_past_the_bound() {
    // 1 116 159 positions of value 1 with 14 heaps, more than CG_CENSUS_LIST_MAX.
    let plain = Census::run(Kind::Reduced, 14, 2).unwrap();
    assert!(matches!(plain.positions(14, 1), Err(Error::Range(_))));
    let wide = Census::run_listing(14, 2, 1, 1_116_159, None).unwrap();
    assert_eq!(wide.histogram(14).unwrap(), plain.histogram(14).unwrap());
    let listed = wide.positions(14, 1).unwrap();
    assert_eq!(listed.len(), 1_116_159);
    let heaps: Vec<Vec<u32>> = listed.iter().map(|p| p.heaps()).collect();
    assert!(heaps.windows(2).all(|w| w[0] < w[1]), "lexicographic, no repeats");
    let ctx = Context::new().unwrap();
    for p in listed.iter().step_by(1009) {
        assert_eq!(p.grundy(&ctx).unwrap(), 1, "{:?}", p.heaps());
    }
    assert!(matches!(wide.positions(14, 0), Err(Error::Range(_))), "only the wide value");
    let short = Census::run_listing(14, 2, 1, 1_116_158, None).unwrap();
    assert!(matches!(short.positions(14, 1), Err(Error::Range(_))));
    assert!(matches!(Census::run_listing(5, 1, 1, 1_048_575, None), Err(Error::Range(_))));
    assert!(matches!(Census::run_listing(5, 1, 6, 1_048_576, None), Err(Error::Domain(_))));
    // A checkpoint directory: resumable, and read back by the ordinary census.
    let dir = std::env::temp_dir().join(format!("cookiegame-listing-{}", std::process::id()));
    let saved = Census::run_listing(14, 2, 1, 1_116_159, Some(&dir)).unwrap();
    assert_eq!(saved.positions(14, 1).unwrap().len(), 1_116_159);
    let again = Census::run_resumable(Kind::Reduced, 14, 1, &dir).unwrap();
    assert_eq!(again.positions(14, 1).unwrap().len(), 1_116_159);
    std::fs::remove_dir_all(&dir).unwrap();
}
