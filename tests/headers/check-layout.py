#!/usr/bin/env python3
"""The layout rules of doc/conventions.md, checked on the tree:

1. Where each public function lives: the table between the markers
   "function-map begin" and "function-map end" of doc/conventions.md lists
   every function of lib/libcookiegame.map with the public header that
   declares it and the file of lib/ that defines it (its CG_EXPORT line);
   the table must be the one this script writes (--write rewrites it).
2. Who may include what: a file of lib/MODULE/ includes public headers
   (<cookiegame/...>), lib/util/ and its own folder, never another module's
   internals; lib/util/ includes no module; programs outside lib/ (tools/,
   web/, examples/) include public headers, lib/util/ and only the internal
   headers doc/conventions.md lists for their folder.

usage: check-layout.py SOURCE_ROOT [--write]
Exit 0 when both hold; 1 with one line per problem.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1]).resolve()
WRITE = "--write" in sys.argv[2:]
DOC = ROOT / "doc" / "conventions.md"
BEGIN, END = "<!-- function-map begin -->", "<!-- function-map end -->"
# The internal headers a program outside lib/ may include: what the page says
# under "Internal headers used outside lib/" (between these markers).
ALLOWED_BEGIN, ALLOWED_END = "<!-- outside-includes begin -->", "<!-- outside-includes end -->"


def exported_names():
    """Every function of the linker map, in the map's order."""
    text = (ROOT / "lib" / "libcookiegame.map").read_text()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.findall(r"^\s*(cg_[a-z0-9_]+);", text, flags=re.M)


def declarations():
    """name -> the public header that declares it."""
    found = {}
    for h in sorted((ROOT / "include" / "cookiegame").glob("*.h")):
        for name in re.findall(r"\b(cg_[a-z0-9_]+)\s*\(", h.read_text()):
            found.setdefault(name, h.name)
    return found


def definitions():
    """name -> the lib/ file whose CG_EXPORT definition names it."""
    found = {}
    for c in sorted((ROOT / "lib").rglob("*.c")):
        text = c.read_text()
        for m in re.finditer(r"^CG_EXPORT\b[^;{(]*?\b(cg_[a-z0-9_]+)\s*\(", text, flags=re.M):
            found.setdefault(m.group(1), c.relative_to(ROOT).as_posix())
    return found


def function_table(problems):
    """The markdown table of every exported function, grouped by header."""
    decl, defn = declarations(), definitions()
    rows = []
    for name in exported_names():
        if name not in decl:
            problems.append(f"{name}: in the map but declared in no public header")
        if name not in defn:
            problems.append(f"{name}: in the map but no CG_EXPORT definition under lib/")
        rows.append((decl.get(name, "?"), name, defn.get(name, "?")))
    rows.sort()
    lines = ["| Header | Function | Defined in |", "|---|---|---|"]
    last = None
    for header, name, where in rows:
        shown = f"`cookiegame/{header}`" if header != last else ""
        last = header
        lines.append(f"| {shown} | `{name}` | `{where}` |")
    return "\n".join(lines)


def between(text, begin, end):
    """(start, stop) of what lies between the two marker lines, or None."""
    i, j = text.find(begin), text.find(end)
    if i < 0 or j < i:
        return None
    return i + len(begin), j


def check_includes(problems, allowed_outside):
    include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', flags=re.M)
    modules = {p.name for p in (ROOT / "lib").iterdir() if p.is_dir()}
    for f in sorted((ROOT / "lib").rglob("*.[ch]")):
        folder = f.parent.relative_to(ROOT / "lib").parts[0] if f.parent != ROOT / "lib" else ""
        for target in include.findall(f.read_text()):
            first = target.split("/")[0] if "/" in target else None
            if first is None or first == folder:
                continue    # its own folder (or a generated header beside it)
            if first == "util" and folder != "util":
                continue
            if first in modules:
                problems.append(f"{f.relative_to(ROOT)}: includes \"{target}\", internal to "
                                f"lib/{first} (use the public API or lib/util)")
    for top in ("tools", "web", "examples"):
        for f in sorted((ROOT / top).rglob("*.[ch]")):
            for target in include.findall(f.read_text()):
                first = target.split("/")[0] if "/" in target else None
                where = f.relative_to(ROOT).as_posix()
                if first in modules and first != "util" and not any(
                        target == h and where.startswith(folder) for h, folder in allowed_outside):
                    problems.append(f"{where}: includes \"{target}\", internal to lib/{first} "
                                    "and not listed for its folder in doc/conventions.md")


def main():
    problems = []
    text = DOC.read_text()
    span = between(text, BEGIN, END)
    if span is None:
        sys.exit(f"check-layout: {DOC} lacks the lines {BEGIN} and {END}")
    table = "\n" + function_table(problems) + "\n"
    if WRITE:
        DOC.write_text(text[:span[0]] + table + text[span[1]:])
        print(f"check-layout: wrote the function table of {DOC.relative_to(ROOT)}")
    elif text[span[0]:span[1]] != table:
        problems.append("doc/conventions.md: the table of functions is stale: run "
                        "python3 tests/headers/check-layout.py . --write")
    span = between(text, ALLOWED_BEGIN, ALLOWED_END)
    if span is None:
        sys.exit(f"check-layout: {DOC} lacks the lines {ALLOWED_BEGIN} and {ALLOWED_END}")
    # Each row: | `header` | `folder/` | why |
    allowed = set(re.findall(r"^\|\s*`([^`]+\.h)`\s*\|\s*`([^`]+/)`", text[span[0]:span[1]], flags=re.M))
    if not allowed:
        problems.append("doc/conventions.md: no rows in the table of internal headers used outside lib/")
    check_includes(problems, allowed)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
