//! Every symbol of the linker map is declared, and nothing else is, so a new
//! C function cannot be forgotten. Every declaration also links (referenced).
use std::collections::BTreeSet;

#[test]
fn declarations_match_the_linker_map() {
    let map = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../lib/libcookiegame.map"))
        .expect("lib/libcookiegame.map");
    let exported: BTreeSet<&str> = map
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cg_") && l.ends_with(';'))
        .map(|l| l.trim_end_matches(';'))
        .collect();
    let declared: BTreeSet<&str> = cookiegame_sys::FUNCTIONS.iter().copied().collect();
    assert_eq!(exported, declared);
}

#[test]
fn the_library_links_and_answers() {
    unsafe {
        let v = std::ffi::CStr::from_ptr(cookiegame_sys::cg_version_string());
        assert!(v.to_str().unwrap().starts_with("1."));
        assert_eq!(cookiegame_sys::cg_version() >> 16, 1);
    }
}
