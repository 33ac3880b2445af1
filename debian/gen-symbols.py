#!/usr/bin/env python3
"""Write debian/libcookiegame1.symbols from lib/libcookiegame.map: each
exported function with the version node it was added in (COOKIEGAME_1.1 ->
the package version 1.1 that first had it), and the nodes themselves. A node
newer than the package's version (the functions of a release in the making:
COOKIEGAME_1.3 while debian/changelog says 1.2.0) gets the package's version,
as dpkg-gensymbols gives them: the first package that has them. (The test
api-versions keeps debian/changelog at meson.build's version.)

  debian/gen-symbols.py            rewrite the file
  debian/gen-symbols.py --check    exit 1 if the file is stale (meson test
                                   debian-symbols; dpkg-gensymbols -c4 then
                                   checks the built library against it)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAP = ROOT / "lib" / "libcookiegame.map"
OUT = ROOT / "debian" / "libcookiegame1.symbols"


def package_version():
    """The version of the newest debian/changelog entry, the one
    dpkg-gensymbols compares with."""
    m = re.match(r"cookiegame \(([^)]+)\)", (ROOT / "debian" / "changelog").read_text())
    if m is None:
        sys.exit("gen-symbols: no version on the first line of debian/changelog")
    return m.group(1)


def key(version):
    return tuple(int(p) for p in re.findall(r"\d+", version))


def render():
    current = package_version()
    text = re.sub(r"/\*.*?\*/", "", MAP.read_text(), flags=re.S)
    lines = ["libcookiegame.so.1 libcookiegame1 #MINVER#",
             "* Build-Depends-Package: libcookiegame-dev"]
    nodes = re.findall(r"(COOKIEGAME_(\d+)\.(\d+))\s*\{(.*?)\}", text, flags=re.S)
    if not nodes:
        sys.exit("gen-symbols: no version nodes in %s" % MAP)
    for node, major, minor, body in nodes:
        since = "%s.%s" % (major, minor)
        if key(since) > key(current):
            since = current
        entries = ["%s@%s" % (node, node)]
        glob = re.search(r"global:(.*?)(?:local:|$)", body, flags=re.S)
        names = re.findall(r"\b(cg_[a-z0-9_]+)\s*;", glob.group(1) if glob else body)
        entries += ["%s@%s" % (name, node) for name in names]
        lines += [" %s %s" % (e, since) for e in sorted(entries)]
    return "\n".join(lines) + "\n"


def main():
    want = render()
    if sys.argv[1:] == ["--check"]:
        if not OUT.exists() or OUT.read_text() != want:
            print("debian/libcookiegame1.symbols is stale: run debian/gen-symbols.py")
            sys.exit(1)
        print("debian/libcookiegame1.symbols matches lib/libcookiegame.map")
        return
    OUT.write_text(want)


if __name__ == "__main__":
    main()
