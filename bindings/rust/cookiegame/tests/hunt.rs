//! `hunt::hunt` against the same work done by hand: the predecessors of every
//! position of value 4 with at most 10 (or 11) heaps, from the census (an
//! independent engine), without repeats, sorted by number of heaps then
//! lexicographically, each evaluated with `Position::grundy`; on 1, 2 and 3
//! threads; stopped by the progress callback and resumed from the
//! checkpoint; and the argument checks.
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::PathBuf;

use cookiegame::census::{Census, Kind};
use cookiegame::hunt::{hunt, Hunt, HuntOptions};
use cookiegame::{Context, Error, Position};

/// The value sought; the inputs have the value below.
const VALUE: u32 = 5;

/// Every reduced position of value VALUE - 1 with at most `nmax` heaps.
fn inputs(nmax: u32) -> Vec<Position> {
    let census = Census::run(Kind::Reduced, nmax, 1).unwrap();
    let mut inputs = Vec::new();
    for n in 0..=nmax {
        match census.positions(n, VALUE - 1) {
            Ok(ps) => inputs.extend(ps),
            Err(Error::Domain(_)) => {} // none with n heaps
            Err(e) => panic!("{}", e),
        }
    }
    inputs
}

/// The figures of a hunt, done by hand.
struct ByHand {
    found: Vec<(Position, u32)>,
    candidates: Vec<u64>,
    largest: Vec<u32>,
}

fn by_hand(inputs: &[Position], max_heaps: u32) -> ByHand {
    let ctx = Context::new().unwrap();
    // (heaps, sorted heaps): the hunt's order, and no repeats.
    let mut all = BTreeSet::new();
    for p in inputs {
        for q in p.predecessors(&ctx).unwrap() {
            if q.len() <= max_heaps as usize {
                all.insert((q.len(), q.heaps()));
            }
        }
    }
    let levels = max_heaps as usize + 1;
    let mut h = ByHand { found: Vec::new(), candidates: vec![0; levels], largest: vec![0; levels] };
    for (n, heaps) in all {
        let q = Position::new(&heaps).unwrap();
        let g = q.grundy(&ctx).unwrap();
        h.candidates[n] += 1;
        h.largest[n] = h.largest[n].max(g);
        if g >= VALUE {
            h.found.push((q, g));
        }
    }
    h
}

fn assert_same(hunt: &Hunt, hand: &ByHand) {
    assert_eq!(hunt.candidates(), &hand.candidates[..]);
    assert_eq!(hunt.largest(), &hand.largest[..]);
    assert_eq!(hunt.found(), &hand.found[..]);
}

#[test]
fn the_hunt_is_the_hunt_by_hand_on_any_threads() {
    let inputs = inputs(10);
    assert_eq!(inputs.len(), 111);
    let hand = by_hand(&inputs, 11);
    // Not a vacuous comparison: some candidates have the value sought.
    assert!(!hand.found.is_empty());
    let ctx = Context::new().unwrap();
    for threads in 1..=3 {
        // The default number of heaps is one more than the largest input.
        let h = hunt(&ctx, &inputs, VALUE, &HuntOptions::new().threads(threads)).unwrap();
        assert_eq!(h.max_heaps(), 11);
        assert_same(&h, &hand);
    }
    // One more level, where the hunt is no longer complete but still exact.
    let h = hunt(&ctx, &inputs, VALUE, &HuntOptions::new().threads(2).max_heaps(12)).unwrap();
    assert_same(&h, &by_hand(&inputs, 12));
    // Unreduced inputs stand for their reduced forms.
    let unreduced: Vec<Position> =
        inputs.iter().map(|p| Position::new(&[&[0, 0][..], &p.heaps()[..]].concat()).unwrap()).collect();
    assert!(!unreduced[0].is_reduced());
    assert_same(&hunt(&ctx, &unreduced, VALUE, &HuntOptions::new()).unwrap(), &hand);
}

/// A directory of this test's own, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("cookiegame-{}-{}", name, std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn a_stopped_hunt_resumes_from_its_checkpoint_to_the_same_results() {
    // With at most 10 heaps there are fewer candidates than one segment of
    // the C hunt (8192 a thread), and a hunt stopped inside its first
    // segment saves nothing: 11 heaps and up to 13 give 18516 candidates.
    let inputs = inputs(11);
    let max_heaps = 13;
    let hand = by_hand(&inputs, max_heaps);
    assert_eq!(hand.candidates.iter().sum::<u64>(), 18516);
    let dir = TempDir::new("hunt");
    let path = dir.0.join("hunt.ckpt");
    let ctx = Context::new().unwrap();
    // Stopped inside the second segment: the first is saved.
    let mut seen = Vec::new();
    let stop = HuntOptions::new().max_heaps(max_heaps).checkpoint(&path).progress(|done, total| {
        seen.push((done, total));
        if done >= 9000 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert!(matches!(hunt(&ctx, &inputs, VALUE, &stop), Err(Error::Canceled(_))));
    drop(stop);
    assert_eq!(seen.first(), Some(&(0, 18516)));
    assert!(path.exists());
    // Resumed on two threads: the progress starts at the saved segment and
    // the results are those of a run never stopped.
    let mut first = None;
    let resume = HuntOptions::new().threads(2).max_heaps(max_heaps).checkpoint(&path).progress(|done, _| {
        first.get_or_insert(done);
        ControlFlow::Continue(())
    });
    assert_same(&hunt(&ctx, &inputs, VALUE, &resume).unwrap(), &hand);
    drop(resume);
    assert_eq!(first, Some(8192));
    // A finished checkpoint answers again, on three threads.
    let again = HuntOptions::new().threads(3).max_heaps(max_heaps).checkpoint(&path);
    assert_same(&hunt(&ctx, &inputs, VALUE, &again).unwrap(), &hand);
    // Another hunt's checkpoint is refused, naming why.
    let other = HuntOptions::new().max_heaps(max_heaps - 1).checkpoint(&path);
    match hunt(&ctx, &inputs, VALUE, &other) {
        Err(Error::Domain(what)) => assert!(what.contains("another hunt's"), "{}", what),
        other => panic!("{:?}", other.map(|h| h.candidates().to_vec())),
    }
}

#[test]
#[should_panic(expected = "progress broke")]
fn a_panic_in_the_progress_callback_comes_back() {
    let ctx = Context::new().unwrap();
    let inputs = vec![Position::new(&[1]).unwrap()];
    let _ = hunt(&ctx, &inputs, 2, &HuntOptions::new().progress(|_, _| panic!("progress broke")));
}

#[test]
fn bad_arguments_are_clear_errors() {
    let ctx = Context::new().unwrap();
    let inputs = vec![Position::new(&[1]).unwrap()];
    let plain = HuntOptions::new();
    let err = |r: Result<Hunt, Error>| r.map(|h| h.candidates().to_vec()).unwrap_err();
    // Value 0 has no predecessors to hunt among: the C library says so.
    match err(hunt(&ctx, &inputs, 0, &plain)) {
        Error::Domain(what) => assert!(what.contains("value 0"), "{}", what),
        e => panic!("{:?}", e),
    }
    // No inputs: nothing to hunt from.
    match err(hunt(&ctx, &[], VALUE, &plain)) {
        Error::Invalid(what) => assert!(what.contains("no input positions"), "{}", what),
        e => panic!("{:?}", e),
    }
    // Too many heaps or threads.
    assert!(matches!(err(hunt(&ctx, &inputs, 2, &HuntOptions::new().max_heaps(4097))), Error::Range(_)));
    assert!(matches!(err(hunt(&ctx, &inputs, 2, &HuntOptions::new().threads(1025))), Error::Range(_)));
    // Checkpoints: empty, with a NUL byte, in a directory that does not exist.
    assert!(matches!(err(hunt(&ctx, &inputs, 2, &HuntOptions::new().checkpoint(""))), Error::Invalid(_)));
    assert!(matches!(err(hunt(&ctx, &inputs, 2, &HuntOptions::new().checkpoint("a\0b"))), Error::Invalid(_)));
    let missing = "/nonexistent-cookiegame-dir/hunt.ckpt";
    match err(hunt(&ctx, &inputs, 2, &HuntOptions::new().checkpoint(missing))) {
        Error::Invalid(what) => assert!(what.contains(missing), "{}", what),
        e => panic!("{:?}", e),
    }
    // The node limit of the context (listing the candidates charges it too).
    let small = Context::with_node_limit(10).unwrap();
    let big = vec![Position::new(&[2, 3, 4, 6, 9, 9, 11, 11, 11, 11]).unwrap()];
    assert!(matches!(err(hunt(&small, &big, VALUE, &plain)), Error::Limit(_)));
    // The options are left as they were: the same call works afterwards.
    assert_eq!(hunt(&ctx, &inputs, 2, &plain).unwrap().max_heaps(), 2);
}
