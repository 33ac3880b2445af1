//! Find libcookiegame with pkg-config (PKG_CONFIG_PATH is honoured) and tell
//! cargo how to link it. Its directory is also passed on to crates that depend
//! on this one (DEP_COOKIEGAME_LIBDIR), which add it as an rpath to their
//! programs so these run without LD_LIBRARY_PATH; an rpath here covers this
//! crate's own tests.
fn main() {
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    match pkg_config::Config::new().atleast_version("1.2").probe("cookiegame") {
        Ok(lib) => {
            for dir in &lib.link_paths {
                println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
            }
            if let Some(dir) = lib.link_paths.first() {
                println!("cargo:libdir={}", dir.display());
            }
        }
        Err(e) => panic!(
            "cookiegame-sys: pkg-config cannot find cookiegame >= 1.2 ({}). Install the \
             library (meson install) and set PKG_CONFIG_PATH to the directory of \
             cookiegame.pc, for example $HOME/.local/lib/x86_64-linux-gnu/pkgconfig.",
            e
        ),
    }
}
