//! Programs of this crate (tests, examples) find libcookiegame where
//! pkg-config found it (cookiegame-sys passes the directory on), without
//! LD_LIBRARY_PATH. A program of your own does the same with
//! `cargo:rustc-link-arg=-Wl,-rpath,DIR` in its build.rs, or installs the
//! library where the dynamic linker looks (for example /usr/local/lib).
//! With feature `bundled` the library is linked statically and
//! cookiegame-sys passes no directory: nothing to do.
fn main() {
    if let Ok(dir) = std::env::var("DEP_COOKIEGAME_LIBDIR") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir);
    }
}
