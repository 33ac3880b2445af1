//! How cookiegame-sys gets libcookiegame.
//!
//! - Feature `bundled`: compile the library's C sources, which travel inside
//!   this crate under `csrc/` (in the repository, `csrc/lib` and
//!   `csrc/include` are symbolic links to the top-level `lib/` and
//!   `include/`, which `cargo package` follows), with the `cc` crate, and
//!   link them statically: no installed library, no environment variable,
//!   and programs run without `LD_LIBRARY_PATH`.
//! - Otherwise: find the installed library with pkg-config (PKG_CONFIG_PATH is
//!   honoured) and link it dynamically. Its directory is passed on to crates
//!   that depend on this one (DEP_COOKIEGAME_LIBDIR), which add it as an rpath
//!   to their programs so these run without LD_LIBRARY_PATH; an rpath here
//!   covers this crate's own tests.
fn main() {
    #[cfg(feature = "bundled")]
    bundled::build();
    #[cfg(not(feature = "bundled"))]
    system();
}

#[cfg(not(feature = "bundled"))]
fn system() {
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
            "cookiegame-sys: pkg-config cannot find cookiegame >= 1.2 ({}). Either enable \
             the feature `bundled` (the crate then compiles the C library itself), or install \
             the library (meson install) and set PKG_CONFIG_PATH to the directory of \
             cookiegame.pc, for example $HOME/.local/lib/x86_64-linux-gnu/pkgconfig.",
            e
        ),
    }
}

#[cfg(feature = "bundled")]
mod bundled {
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};
    use std::sync::Mutex;

    pub fn build() {
        let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("csrc");
        let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());
        println!("cargo:rerun-if-changed={}", root.join("lib").display());
        println!("cargo:rerun-if-changed={}", root.join("include").display());

        // include/cookiegame/version.h: meson makes it from version.h.in with
        // the project version, written in one place, the top-level
        // meson.build; the crate's version repeats it because the packaged
        // crate has no meson.build (bindings/rust/meson.build refuses to
        // configure when the two differ).
        let generated = out.join("include");
        fs::create_dir_all(generated.join("cookiegame")).unwrap();
        let template = fs::read_to_string(root.join("include/cookiegame/version.h.in"))
            .expect("cookiegame-sys: csrc/include/cookiegame/version.h.in");
        let version = env::var("CARGO_PKG_VERSION").unwrap();
        let parts: Vec<&str> = version.split('.').collect();
        let header = template
            .replace("@CG_VERSION_MAJOR@", parts[0])
            .replace("@CG_VERSION_MINOR@", parts[1])
            .replace("@CG_VERSION_PATCH@", parts[2])
            .replace("@CG_VERSION_STRING@", &version);
        write_if_changed(&generated.join("cookiegame/version.h"), &header);

        let sources = c_sources(&root.join("lib"));

        // The flags lib/meson.build and meson.build give: C11 with POSIX
        // 2008, 64-bit file offsets, threads, hidden visibility (internal
        // symbols stay internal if the archive ends up in a shared object).
        // -O2 whatever the Cargo profile: the searches are the library's
        // whole point and are several times slower at -O0, and a debug build
        // of a Rust program seldom steps into them. Warnings stay on but are
        // not errors: the library's own CI holds it to -Werror with known
        // compilers, a user's compiler may be newer.
        let mut build = cc::Build::new();
        build
            .include(&generated)
            .include(root.join("include"))
            .include(root.join("lib"))
            .flag("-std=c11")
            .define("_POSIX_C_SOURCE", "200809L")
            .define("_FILE_OFFSET_BITS", "64")
            .flag("-pthread")
            .flag("-fvisibility=hidden")
            .opt_level(2)
            .warnings(true);

        // cc 1.0 compiles one file at a time without its `parallel` feature
        // (which Debian does not package); some seventy files take minutes,
        // so compile them on Cargo's jobs here and let cc make the archive.
        let objects = compile_parallel(&build, &root, &sources, &out.join("obj"));
        for o in &objects {
            build.object(o);
        }
        build.compile("cookiegame");
        println!("cargo:rustc-link-lib=pthread");
        println!("cargo:rustc-link-lib=m");
        println!("cargo:include={}", root.join("include").display());
    }

    fn write_if_changed(path: &Path, text: &str) {
        if fs::read_to_string(path).ok().as_deref() != Some(text) {
            fs::write(path, text).unwrap_or_else(|e| panic!("cookiegame-sys: {}: {}", path.display(), e));
        }
    }

    /// Compile every source into `objdir` (lib/m/x.c becomes m_x.o, as meson
    /// names them) on NUM_JOBS threads; the object files, in source order.
    fn compile_parallel(build: &cc::Build, root: &Path, sources: &[PathBuf], objdir: &Path) -> Vec<PathBuf> {
        fs::create_dir_all(objdir).unwrap();
        let jobs: usize = env::var("NUM_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(1).max(1);
        let compiler = build.get_compiler();
        let objects: Vec<PathBuf> = sources
            .iter()
            .map(|s| {
                let rel = s.strip_prefix(root.join("lib")).unwrap();
                let name = rel.to_string_lossy().replace('/', "_");
                objdir.join(Path::new(&name).with_extension("o"))
            })
            .collect();
        let next = Mutex::new(0usize);
        let failures = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..jobs.min(sources.len()) {
                scope.spawn(|| loop {
                    let i = {
                        let mut n = next.lock().unwrap();
                        let i = *n;
                        *n += 1;
                        i
                    };
                    if i >= sources.len() {
                        break;
                    }
                    let mut cmd = compiler.to_command();
                    cmd.arg("-c").arg(&sources[i]).arg("-o").arg(&objects[i]);
                    let ok = match cmd.output() {
                        Ok(o) => {
                            // Compiler warnings reach the user as Cargo warnings.
                            for line in String::from_utf8_lossy(&o.stderr).lines() {
                                println!("cargo:warning={}", line);
                            }
                            o.status.success()
                        }
                        Err(e) => {
                            println!("cargo:warning={:?}: {}", cmd, e);
                            false
                        }
                    };
                    if !ok {
                        failures.lock().unwrap().push(sources[i].display().to_string());
                    }
                });
            }
        });
        let failures = failures.into_inner().unwrap();
        if !failures.is_empty() {
            panic!("cookiegame-sys: the C compiler failed on {}", failures.join(", "));
        }
        objects
    }

    /// The C sources under `csrc/lib`, in the order of `csrc/lib/sources.txt`:
    /// the one list of the library's C files, which lib/meson.build and
    /// web/build.sh read too (one path a line relative to lib/, '#' comments
    /// and blank lines skipped). A file of lib/ the list does not name is not
    /// compiled here either; tests/build/check-sources.py keeps the list and
    /// the folder equal.
    fn c_sources(lib: &Path) -> Vec<PathBuf> {
        let list = lib.join("sources.txt");
        let text = fs::read_to_string(&list).unwrap_or_else(|e| panic!("cookiegame-sys: {}: {}", list.display(), e));
        let sources: Vec<PathBuf> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| lib.join(l))
            .collect();
        if sources.is_empty() {
            panic!("cookiegame-sys: no sources in {}", list.display());
        }
        sources
    }
}
