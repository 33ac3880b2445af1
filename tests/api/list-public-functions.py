#!/usr/bin/env python3
"""Print the public functions of libcookiegame, one per line, from the
declarations in the public headers (include/cookiegame.h and
include/cookiegame/*.h): the list that tests/api/test-alloc-sweep.c must
cover, so that a new function cannot be left out of the allocation-failure
sweep.

Usage: list-public-functions.py INCLUDE-DIR [SWEEP-SOURCE]
With SWEEP-SOURCE, exit 1 naming every function the source does not list in
its SWEEP(...) or NO_ALLOCATION(...) entries, or lists but is not public."""
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


def main():
    names = public_functions(sys.argv[1])
    if len(sys.argv) < 3:
        print("\n".join(sorted(names)))
        return 0
    source = pathlib.Path(sys.argv[2]).read_text()
    covered = set(re.findall(r"\b(?:SWEEP|NO_ALLOCATION)\((cg_[a-z0-9_]+)", source))
    missing, unknown = sorted(names - covered), sorted(covered - names)
    for n in missing:
        print(f"not in the allocation-failure sweep: {n}")
    for n in unknown:
        print(f"in the sweep but not a public function: {n}")
    print(f"{len(names)} public functions, {len(covered & names)} covered")
    return 1 if missing or unknown else 0


if __name__ == "__main__":
    sys.exit(main())
