//! The table of CGSuite inputs, tests/data/cgsuite-inputs.tsv (its header
//! says the columns): `Context::parse(text)` is the game written beside it,
//! from CGSuite's own expectations or the definitions; a text marked
//! "refused" is the error of its status with the library's detail.
//!
//! The table is found through CG_CGSUITE_INPUTS (meson sets it), else in the
//! source tree above the crate; a crate unpacked without the project's tree
//! has no table, and says so.
use std::cmp::Ordering;
use std::path::PathBuf;

use cookiegame::{Context, Error};

struct Row {
    line: usize,
    text: String,
    game: String,
    source: String,
    mark: String,
}

fn table_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CG_CGSUITE_INPUTS") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../tests/data/cgsuite-inputs.tsv");
    if p.is_file() {
        Some(p)
    } else {
        None
    }
}

fn read_table(path: &PathBuf) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        assert!(fields.len() == 3 || fields.len() == 4, "{}:{}: {} fields", path.display(), i + 1, fields.len());
        let mark = if fields.len() == 4 { fields[3] } else { "" };
        assert!(["", "refused"].contains(&mark), "{}:{}: marker {:?}", path.display(), i + 1, mark);
        rows.push(Row {
            line: i + 1,
            text: fields[0].to_string(),
            game: fields[1].to_string(),
            source: fields[2].to_string(),
            mark: mark.to_string(),
        });
    }
    rows
}

#[test]
fn cgsuite_inputs_read_as_the_games_beside_them() {
    let path = match table_path() {
        Some(p) => p,
        None => {
            eprintln!("cgsuite_table: no tests/data/cgsuite-inputs.tsv above the crate; skipped");
            return;
        }
    };
    let rows = read_table(&path);
    let ctx = Context::new().unwrap();
    let (mut games, mut refused) = (0, 0);
    let mut wrong = Vec::new();
    for r in &rows {
        let at = format!("{}:{}", path.display(), r.line);
        match r.mark.as_str() {
            "refused" => {
                refused += 1;
                match ctx.parse(&r.text) {
                    Ok(g) => wrong.push(format!("{}: {:?} reads as {}, not {}", at, r.text, g, r.game)),
                    Err(e) => {
                        let status_ok = matches!(
                            (&e, r.game.as_str()),
                            (Error::Parse { .. }, "CG_EPARSE") | (Error::Range(_), "CG_ERANGE")
                        );
                        // The library's detail, in parentheses after the text.
                        if !status_ok || !e.to_string().contains("offset") {
                            wrong.push(format!("{}: {:?}: {} (want {} with a detail)", at, r.text, e, r.game));
                        }
                    }
                }
            }
            _ => {
                games += 1;
                match (ctx.parse(&r.text), ctx.parse(&r.game)) {
                    (Ok(a), Ok(b)) => {
                        // One canonical game: the same object, and equal by the order.
                        if a != b || a.compare(&b).unwrap() != Some(Ordering::Equal) {
                            wrong.push(format!("{}: {:?} reads as {}, not {} ({}) [{}]", at, r.text, a, b, r.game, r.source));
                        }
                    }
                    (a, b) => wrong.push(format!("{}: {:?}: {:?}; {:?}: {:?}", at, r.text, a.err(), r.game, b.err())),
                }
            }
        }
    }
    eprintln!(
        "{}: {} texts read as the games beside them, {} refused",
        path.display(),
        games,
        refused
    );
    assert!(games >= 100 && refused >= 10, "{}: only {} games and {} refusals", path.display(), games, refused);
    assert!(wrong.is_empty(), "{} rows of the table are wrong:\n{}", wrong.len(), wrong.join("\n"));
}
