#!/usr/bin/env python3
"""The HTML manual: Doxygen's pages (C API, theory, tool) into OUT, then,
when a Sphinx source directory is given, the Python API reference into
OUT/python, which doc/python.md links to. Sphinx runs with -W: a warning
(a docstring that does not render) fails the build, as Doxygen's do.

    build-html.py [--explorer BUILD.SH | --explorer-url BASE] DOXYGEN DOXYFILE OUT
                  [PYTHON SPHINX-SOURCES DOCTREES]

The pages link positions and games into the explorer (doc/explorer_links.py).
--explorer runs web/build.sh into OUT/explorer, where the links point; without
it the links point to BASE (--explorer-url, where an explorer is served), or,
with neither, become plain text: the manual never links into a missing
explorer (doc/web.md).
"""
import argparse
import pathlib
import shutil
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import explorer_links  # noqa: E402


def main(argv):
    parser = argparse.ArgumentParser()
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--explorer", metavar="BUILD.SH")
    where.add_argument("--explorer-url", metavar="BASE", default="")
    parser.add_argument("doxygen")
    parser.add_argument("doxyfile")
    parser.add_argument("out")
    parser.add_argument("sphinx", nargs="*", metavar="PYTHON SPHINX-SOURCES DOCTREES")
    args = parser.parse_args(argv)
    if args.sphinx and len(args.sphinx) != 3:
        parser.error("the Python API reference needs PYTHON SPHINX-SOURCES DOCTREES")

    subprocess.run([args.doxygen, args.doxyfile], check=True)
    out = pathlib.Path(args.out)
    explorer = out / pathlib.Path(explorer_links.TARGET).parent
    # No explorer of an earlier build whose links this build no longer makes.
    shutil.rmtree(explorer, ignore_errors=True)
    if args.explorer:
        subprocess.run(["bash", args.explorer, str(explorer)], check=True)
    else:
        for page in out.glob("*.html"):
            text = page.read_text(encoding="utf-8")
            rewritten = explorer_links.rewrite(text, args.explorer_url)
            if rewritten != text:
                page.write_text(rewritten, encoding="utf-8")
    if args.sphinx:
        python, sources, doctrees = args.sphinx
        dest = out / "python"
        shutil.rmtree(dest, ignore_errors=True)   # no page of a name no longer documented
        subprocess.run([python, "-m", "sphinx", "-q", "-W", "--keep-going", "-b", "html",
                        "-d", doctrees, sources, str(dest)], check=True)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except subprocess.CalledProcessError as e:
        sys.exit(f"build-html: {e.cmd[0]} failed with status {e.returncode}")
