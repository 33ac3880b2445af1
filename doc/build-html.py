#!/usr/bin/env python3
"""The HTML manual: Doxygen's pages (C API, theory, tool) into OUT, then,
when a Sphinx source directory is given, the Python API reference into
OUT/python, which doc/python.md links to. Sphinx runs with -W: a warning
(a docstring that does not render) fails the build, as Doxygen's do.

    build-html.py DOXYGEN DOXYFILE OUT [PYTHON SPHINX-SOURCES DOCTREES]
"""
import pathlib
import shutil
import subprocess
import sys


def main(args):
    doxygen, doxyfile, out = args[:3]
    subprocess.run([doxygen, doxyfile], check=True)
    if len(args) > 3:
        python, sources, doctrees = args[3:6]
        dest = pathlib.Path(out) / "python"
        shutil.rmtree(dest, ignore_errors=True)   # no page of a name no longer documented
        subprocess.run([python, "-m", "sphinx", "-q", "-W", "--keep-going", "-b", "html",
                        "-d", doctrees, sources, str(dest)], check=True)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except subprocess.CalledProcessError as e:
        sys.exit(f"build-html: {e.cmd[0]} failed with status {e.returncode}")
