//! Every public C function is reachable from the safe crate, or is on the
//! list of doc/rust.md's section "What is not wrapped" (the rule):
//! the declarations of cookiegame-sys, which its own test checks against the
//! linker map, against the safe crate's sources and that list.
use std::collections::BTreeSet;
use std::path::Path;

/// The code of every .rs file under `dir`, without its comments and docs
/// (which name the functions left out).
fn sources(dir: &Path, into: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, into);
        } else if path.extension().map_or(false, |e| e == "rs") {
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let code = line.split("//").next().unwrap();
                into.push_str(code);
                into.push('\n');
            }
        }
    }
}

/// The `cg_...` names in backquotes in the section of doc/rust.md.
fn left_out() -> BTreeSet<String> {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../doc/rust.md")).unwrap();
    // The heading, with or without its Doxygen anchor ({#rust_left_out}).
    let start = page.find("\n## What is not wrapped").expect("the section of doc/rust.md");
    let section = &page[start + 1..];
    let section = &section[..section[3..].find("\n## ").unwrap() + 3];
    section.split('`').skip(1).step_by(2).filter(|w| w.starts_with("cg_")).map(String::from).collect()
}

fn used(source: &str, name: &str) -> bool {
    source.match_indices(name).any(|(at, _)| {
        let next = source[at + name.len()..].chars().next();
        !matches!(next, Some(c) if c.is_ascii_alphanumeric() || c == '_')
    })
}

#[test]
fn every_c_function_is_wrapped_or_left_out_with_a_reason() {
    let mut source = String::new();
    sources(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut source);
    let out = left_out();
    assert!(out.contains("cg_set_allocator"), "{:?}", out);
    let missing: Vec<&str> =
        cookiegame_sys::FUNCTIONS.iter().copied().filter(|f| !used(&source, f) && !out.contains(*f)).collect();
    assert!(missing.is_empty(), "neither wrapped nor on doc/rust.md's list: {:?}", missing);
    for f in &out {
        assert!(cookiegame_sys::FUNCTIONS.contains(&f.as_str()), "{} is not a C function", f);
    }
}
