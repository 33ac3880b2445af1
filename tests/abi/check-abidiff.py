#!/usr/bin/env python3
"""The built library against the committed ABI description of release 1.3.0
(tests/abi/libcookiegame-1.3.abi): only additions may differ. abidiff flags
a removed symbol as incompatible, but reports a changed function (a struct
passed by value that grew, a changed enum, a parameter's type) only as an ABI
change; so any removed or changed function or variable in its summary fails
too, and added ones are reported.

Only types of the public headers count (abidiff --headers-dir2): the layout of
an opaque object such as cg_reduced_table is private, and the library may
change it freely.

Regenerate the baseline only at a release (from the top of the tree):
    abidw --no-show-locs --no-corpus-path --no-comp-dir-path \\
        build/lib/libcookiegame.so.1 --out-file tests/abi/libcookiegame-1.3.abi

    check-abidiff.py ABIDIFF BASELINE LIBRARY PUBLIC_HEADERS_DIR
"""
import re
import subprocess
import sys

# abidiff's exit status is a bit mask (libabigail's abidiff manual).
ERROR, USAGE_ERROR, ABI_CHANGE, INCOMPATIBLE = 1, 2, 4, 8


def main(abidiff, baseline, library, headers):
    run = subprocess.run([abidiff, "--headers-dir2", headers, baseline, library],
                         capture_output=True, text=True)
    print(run.stdout + run.stderr)
    if run.returncode & (ERROR | USAGE_ERROR):
        print("abidiff could not compare the library with the baseline")
        return 1
    if run.returncode & INCOMPATIBLE:
        print("INCOMPATIBLE ABI CHANGE against release 1.3.0: see the report above")
        return 1
    for kind, removed, changed in re.findall(r"(\w+) changes summary: (\d+) Removed, (\d+) Changed",
                                             run.stdout):
        if int(removed) or int(changed):
            print(f"ABI CHANGE against release 1.3.0: {removed} removed and {changed} changed "
                  f"{kind.lower()}; see the report above")
            return 1
    if run.returncode & ABI_CHANGE:
        print("compatible ABI changes (additions) against release 1.3.0")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
