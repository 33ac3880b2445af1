//! Every symbol of the linker map is declared, and nothing else is, so a new
//! C function cannot be forgotten. Every declaration also links (referenced).
use std::collections::BTreeSet;

#[test]
fn declarations_match_the_linker_map() {
    let map = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/csrc/lib/libcookiegame.map"))
        .expect("csrc/lib/libcookiegame.map (the repository's lib/libcookiegame.map)");
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

/// The bundled library's version.h is made by build.rs from the crate's
/// version (meson makes it from the project's, and bindings/rust/meson.build
/// checks that the two agree); an installed library may be newer than the
/// crate, never older.
#[test]
fn the_library_has_the_crate_version() {
    let crate_version: Vec<u32> = env!("CARGO_PKG_VERSION").split('.').map(|p| p.parse().unwrap()).collect();
    let expected = (crate_version[0] << 16) | (crate_version[1] << 8) | crate_version[2];
    // SAFETY: no arguments; a static string.
    let (number, text) = unsafe {
        (cookiegame_sys::cg_version(), std::ffi::CStr::from_ptr(cookiegame_sys::cg_version_string()))
    };
    if cfg!(feature = "bundled") {
        assert_eq!(number, expected);
        assert_eq!(text.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    } else {
        assert_eq!(number >> 16, expected >> 16);
        assert!(number >= expected, "library {:#x} older than the crate {:#x}", number, expected);
    }
}
