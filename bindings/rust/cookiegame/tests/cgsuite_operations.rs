//! CGSuite's published results for the operations on short games,
//! tests/data/cgsuite-operations.tsv (its header says the columns): each row
//! through the safe API, the library's own answer (columns 6 and 7) where it
//! differs from CGSuite's by design; a row marked "refused" is an error with
//! the library's detail.
//!
//! The table is found through CG_CGSUITE_OPERATIONS, else in the source tree
//! above the crate; a crate unpacked without the project's tree has no
//! table, and says so.
use std::collections::HashSet;
use std::path::PathBuf;

use cookiegame::{Context, Error, Game, Result};

fn table_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CG_CGSUITE_OPERATIONS") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/data/cgsuite-operations.tsv");
    if p.is_file() {
        Some(p)
    } else {
        None
    }
}

/// A game as the table writes it: quoted when CGSuite's form matters.
fn parse<'c>(ctx: &'c Context, text: &str) -> Game<'c> {
    let text = text.trim().trim_matches('\'');
    ctx.parse(text).unwrap_or_else(|e| panic!("{}: {}", text, e))
}

/// "{a,b,{c|d}}" as CGSuite prints a set: split at the commas outside braces.
fn parse_set<'c>(ctx: &'c Context, text: &str) -> HashSet<Game<'c>> {
    let inner = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')).unwrap_or_else(|| panic!("a set: {}", text));
    let (mut depth, mut start, mut set) = (0i32, 0usize, HashSet::new());
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                set.insert(parse(ctx, &inner[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.trim().is_empty() {
        set.insert(parse(ctx, &inner[start..]));
    }
    set
}

/// The answer of one row, as text comparable with the table's column.
enum Answer<'c> {
    Game(Game<'c>),
    Set(Vec<Game<'c>>),
    Text(String),
}

fn answer<'c>(ctx: &'c Context, g: &Game<'c>, op: &str, args: &str) -> Result<Answer<'c>> {
    let arg = || parse(ctx, args);
    let b = |x: bool| Ok(Answer::Text(x.to_string()));
    Ok(match op {
        "AtomicWeight" => Answer::Game(g.atomic_weight()?),
        "Companion" => Answer::Game(g.companion()?),
        "ConjunctiveSum" => Answer::Game(g.conjunctive_sum(&arg())?),
        "ConwayProduct" => Answer::Game(g.conway_product(&arg())?),
        "Cool" => Answer::Game(g.cool(arg().mean()?)?),
        "FollowerCount" => Answer::Text(g.follower_count()?.to_string()),
        "Followers" => Answer::Set(g.followers()?),
        "Freeze" => Answer::Game(g.freeze()?),
        "Heat" => Answer::Game(g.heat(&arg())?),
        "Incentives" => Answer::Set(g.incentives()?),
        "LeftIncentives" => Answer::Set(g.left_incentives()?),
        "RightIncentives" => Answer::Set(g.right_incentives()?),
        "IsAtomic" => return b(g.is_atomic()?),
        "IsEven" => return b(g.is_even()?),
        "IsEvenTempered" => return b(g.is_even_tempered()?),
        "IsInteger" => return b(g.is_integer()),
        "IsNimber" => return b(g.is_nimber()),
        "IsNumberTiny" => return b(g.is_number_tiny()?),
        "IsNumberish" => return b(g.is_numberish()),
        "IsOdd" => return b(g.is_odd()?),
        "IsOddTempered" => return b(g.is_odd_tempered()?),
        "IsOrdinal" => return b(g.is_ordinal()),
        "IsUptimal" => return b(g.is_uptimal()?),
        "MisereOutcomeClass" => Answer::Text(g.misere_outcome()?.to_string()),
        "NortonProduct" => Answer::Game(g.norton(&arg())?),
        "OrdinalProduct" => Answer::Game(g.ordinal_product(&arg())?),
        "OrdinalSum" => Answer::Game(g.ordinal_sum(&arg())?),
        "Overheat" => {
            let (s, t) = args.split_once(';').unwrap_or_else(|| panic!("Overheat s;t: {}", args));
            Answer::Game(g.overheat(&parse(ctx, s), &parse(ctx, t))?)
        }
        "Pow" => Answer::Game(g.pow(args.parse().unwrap())?),
        "PowTo" => Answer::Game(g.pow_to(args.parse().unwrap())?),
        "SelectiveSum" => Answer::Game(g.selective_sum(&arg())?),
        "StopCount" => Answer::Text(g.stop_count()?.to_string()),
        "UptimalExpansion" => Answer::Text(g.uptimal_expansion()?.to_string()),
        _ => panic!("an operation this test does not know: {}", op),
    })
}

#[test]
fn cgsuite_operations() {
    let path = match table_path() {
        Some(p) => p,
        None => {
            eprintln!("no tests/data/cgsuite-operations.tsv beside this crate: nothing to check");
            return;
        }
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let ctx = Context::new().unwrap();
    let (mut rows, mut wrong) = (0, Vec::new());
    for (i, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 5, "line {}: {} columns", i + 1, cols.len());
        let expected = if cols.len() >= 6 && !cols[5].is_empty() { cols[5] } else { cols[3] };
        let g = parse(&ctx, cols[0]);
        rows += 1;
        let got = answer(&ctx, &g, cols[1], cols[2]);
        let ok = match (&got, expected) {
            (Err(e), "refused") => e.to_string().contains('(') && !matches!(e, Error::Limit(_) | Error::NoMemory(_)),
            (Err(_), _) | (Ok(_), "refused") => false,
            (Ok(Answer::Game(x)), want) => *x == parse(&ctx, want),
            (Ok(Answer::Set(xs)), want) => {
                let set: HashSet<Game> = xs.iter().copied().collect();
                set.len() == xs.len() && set == parse_set(&ctx, want)
            }
            (Ok(Answer::Text(t)), want) => t == want,
        };
        if !ok {
            let shown = match got {
                Ok(Answer::Game(x)) => x.to_string(),
                Ok(Answer::Set(xs)) => format!("{:?}", xs),
                Ok(Answer::Text(t)) => t,
                Err(e) => e.to_string(),
            };
            wrong.push(format!("line {}: {} {} {}: {} (expected {})", i + 1, cols[0], cols[1], cols[2], shown, expected));
        }
    }
    assert!(rows > 600, "{} rows read from {}", rows, path.display());
    assert!(wrong.is_empty(), "{} of {} rows differ:\n{}", wrong.len(), rows, wrong.join("\n"));
}
