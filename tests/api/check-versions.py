#!/usr/bin/env python3
"""Every place a user reads the version says the same one.

Usage: check-versions.py VERSION SOURCE-DIR BUILD-DIR TOOL

VERSION is meson.build's project version (meson passes it). Compared with
it: the C library's cg_version()/cg_version_string() (through the tool's
--version, which prints both the tool's and the loaded library's), the
pkg-config file and the CMake package's version file the build writes, the
Python package's __version__ (the generated _constants.py, read as text:
no import), both crates' Cargo.toml and the version the safe crate asks of
cookiegame-sys, and debian/changelog's. Exit 1 naming each that differs. The release checklist
(doc/development.md, "Making a release") relies on this: bump meson.build
and the two Cargo.toml files, and this test names what else is stale.
"""
import pathlib
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    version, src, build, tool = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]), sys.argv[4]
    found = {}

    out = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    m = re.fullmatch(r"cookiegame (\S+) \(library (\S+)\)\n", out)
    found["cookiegame --version (the tool)"] = m.group(1) if m else out.strip()
    found["cookiegame --version (cg_version_string of the library)"] = m.group(2) if m else out.strip()

    pc = build / "meson-private" / "cookiegame.pc"
    if pc.exists():
        m = re.search(r"^Version: (\S+)$", pc.read_text(), flags=re.M)
        found["cookiegame.pc"] = m.group(1) if m else "no Version line"

    cmake = build / "lib" / "cmake" / "cookiegameConfigVersion.cmake"
    if cmake.exists():
        m = re.search(r'^set\(PACKAGE_VERSION "([^"]+)"\)$', cmake.read_text(), flags=re.M)
        found["cookiegameConfigVersion.cmake"] = m.group(1) if m else "no PACKAGE_VERSION"

    constants = src / "bindings" / "python" / "cookiegame" / "_constants.py"
    m = re.search(r"^CG_VERSION_STRING = '([^']+)'$", constants.read_text(), flags=re.M)
    found["Python cookiegame.__version__ (_constants.CG_VERSION_STRING)"] = m.group(1) if m else "missing"

    for crate in ("cookiegame-sys", "cookiegame"):
        toml = (src / "bindings" / "rust" / crate / "Cargo.toml").read_text()
        m = re.search(r'^version = "([^"]+)"$', toml, flags=re.M)
        found["bindings/rust/%s/Cargo.toml" % crate] = m.group(1) if m else "no version"
    toml = (src / "bindings" / "rust" / "cookiegame" / "Cargo.toml").read_text()
    m = re.search(r'^cookiegame-sys = \{[^}]*version = "([^"]+)"', toml, flags=re.M)
    found["the cookiegame-sys version bindings/rust/cookiegame asks for"] = m.group(1) if m else "none"

    changelog = src / "debian" / "changelog"
    if changelog.exists():
        m = re.match(r"cookiegame \(([^)]+)\)", changelog.read_text())
        found["debian/changelog"] = m.group(1) if m else "no version line"

    wrong = {where: v for where, v in found.items() if v != version}
    for where, v in wrong.items():
        print("%s says %s, meson.build %s" % (where, v, version))
    if wrong:
        sys.exit(1)
    print("version %s in all %d places" % (version, len(found)))


if __name__ == "__main__":
    main()
