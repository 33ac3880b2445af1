#!/usr/bin/env python3
"""Print the public functions of libcookiegame, one per line, from the
declarations in the public headers (include/cookiegame.h and
include/cookiegame/*.h): the list that tests/api/test-alloc-sweep.c must
cover, so that a new function cannot be left out of the allocation-failure
sweep.

Usage: list-public-functions.py [--map MAP] INCLUDE-DIR [SWEEP-SOURCE]
With --map (lib/libcookiegame.map), exit 1 unless the linker map exports
exactly the functions the headers declare: a declaration the pattern below
misses (or a stale one) shows up there. With SWEEP-SOURCE, exit 1 naming every
function the source does not list in its SWEEP(...) or NO_ALLOCATION(...)
entries, or lists but is not public."""
import argparse
import pathlib
import re
import sys


def public_functions(include):
    names = set()
    for header in sorted(pathlib.Path(include).rglob("*.h")):
        text = re.sub(r"/\*.*?\*/", "", header.read_text(), flags=re.S)
        text = re.sub(r"^\s*#.*$", "", text, flags=re.M)
        # A declaration: a return type, the name, a parameter list, a ';'.
        for m in re.finditer(r"\b(cg_[a-z0-9_]+)\s*\([^;{)]*(?:\([^)]*\)[^;{)]*)*\)\s*;", text):
            if not re.search(r"typedef[^;]*$", text[:m.start()].rsplit(";", 1)[-1]):
                names.add(m.group(1))
    return names


def exported_symbols(map_file):
    """The names in the version script's global: sections."""
    text = re.sub(r"/\*.*?\*/", "", pathlib.Path(map_file).read_text(), flags=re.S)
    names = set()
    for block in re.findall(r"global:(.*?)(?:local:|\})", text, flags=re.S):
        names.update(re.findall(r"\b(cg_[a-z0-9_]+)\s*;", block))
    return names


def compare(names, other, missing_msg, unknown_msg):
    """Print the differences of two sets of names; 1 if there are any."""
    for n in sorted(names - other):
        print(f"{missing_msg}: {n}")
    for n in sorted(other - names):
        print(f"{unknown_msg}: {n}")
    return 1 if names != other else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--map", help="lib/libcookiegame.map, checked against the headers")
    parser.add_argument("include")
    parser.add_argument("source", nargs="?")
    args = parser.parse_args()
    names = public_functions(args.include)
    failed = 0
    if args.map:
        failed |= compare(names, exported_symbols(args.map), "declared but not exported",
                          "exported but not found in the headers")
    if args.source is None:
        if not failed:
            print("\n".join(sorted(names)))
        return failed
    source = pathlib.Path(args.source).read_text()
    covered = set(re.findall(r"\b(?:SWEEP|NO_ALLOCATION)\((cg_[a-z0-9_]+)", source))
    failed |= compare(names, covered, "not in the allocation-failure sweep",
                      "in the sweep but not a public function")
    print(f"{len(names)} public functions, {len(covered & names)} covered")
    return failed


if __name__ == "__main__":
    sys.exit(main())
