#!/usr/bin/env python3
"""What 'meson install' puts where, from the build's install plan.

Usage: test-install.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-install; tool_check.py holds what the tool's tests share).
"""
import json
import os
import subprocess

from tool_check import TOOL, check, run_section


def section_install():
    """What 'meson install' puts where (from the build's install plan, without
    installing): the tool, the library and its .pc in the multiarch libdir,
    the manual page, completion, the licence, README, NEWS, examples and manual."""
    import shutil
    build = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(TOOL))))
    meson = shutil.which("meson")
    if meson is None:
        check(False, "meson is not on PATH")
        return
    p = subprocess.run([meson, "introspect", "--installed", build], capture_output=True, text=True)
    plan = json.loads(p.stdout) if p.returncode == 0 else {}
    p = subprocess.run([meson, "introspect", "--buildoptions", build], capture_output=True, text=True)
    options = {o["name"]: o["value"] for o in json.loads(p.stdout)} if p.returncode == 0 else {}
    prefix, libdir = options.get("prefix", "?"), options.get("libdir", "?")
    where = set(plan.values())
    for path in ("bin/cookiegame", f"{libdir}/pkgconfig/cookiegame.pc", "share/man/man1/cookiegame.1",
                 "share/bash-completion/completions/cookiegame", "share/zsh/site-functions/_cookiegame",
                 "share/doc/cookiegame/LICENSE", "share/doc/cookiegame/README.md",
                 "share/doc/cookiegame/NEWS.md", "share/doc/cookiegame/examples/cookie-basics.c",
                 "include/cookiegame.h"):
        check(os.path.join(prefix, path) in where, f"meson install puts nothing at <prefix>/{path}")
    # The Python tour goes with the examples when the Python package is installed.
    tour = os.path.join(prefix, "share/doc/cookiegame/examples/python/tour.py")
    with_python = any(p.endswith(os.path.join("cookiegame", "__init__.py")) for p in where)
    check(with_python == (tour in where), f"the Python tour is installed ({tour in where}) "
          f"exactly when the package is ({with_python})")
    pc = os.path.join(build, "meson-private", "cookiegame.pc")
    text = open(pc).read() if os.path.exists(pc) else ""
    check(text != "" and "example" not in text, f"the .pc has no placeholder URL: {text!r}")
    here = os.path.dirname(os.path.abspath(__file__))
    check(os.path.exists(os.path.join(here, "..", "..", "LICENSE")), "LICENSE at the top of the tree")


run_section(section_install)
