#!/usr/bin/env python3
"""Every command documents itself from one text: CMD --help, help CMD, the
manual page and the completion words.

Usage: test-help.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-help; tool_check.py holds what the tool's tests share).
"""
import os
import subprocess

from tool_check import TOOL, check, expect_usage_error, run, run_section


def section_help():
    """Every command documents itself from one text: CMD --help, help CMD, the
    manual page and the completion words."""
    import re
    import shutil
    rc, out, _ = run("help", "--words")
    names = out.split()
    check(rc == 0 and "analyze" in names and "game" in names and len(names) >= 12, f"command names: {names}")
    rc, man, _ = run("help", "--man")
    check(rc == 0 and man.startswith(".\\\"") and ".TH COOKIEGAME 1" in man, "help --man is a manual page")
    for name in names:
        rc, out, err = run(name, "--help")
        check(rc == 0 and out.startswith(f"usage: cookiegame {name}") and err == "",
              f"{name} --help: {rc} {out[:80]!r} {err!r}")
        rc2, out2, _ = run("help", name)
        check(rc2 == 0 and out2 == out, f"help {name} is {name} --help")
        usage = out.split("\n\n")[0]
        check(all(len(line) <= 80 for line in out.splitlines() if not line.startswith("  $ ")),
              f"{name} --help fits 80 columns but for its examples")
        # Every option of the synopsis has its own entry, and is a completion word.
        rc, words, _ = run("help", "--words", name)
        for opt in sorted(set(re.findall(r"--[a-z-]+", usage))):
            check(re.search(rf"^  {opt}\b", out, re.M) is not None, f"{name} --help documents {opt}")
            check(opt in words.split(), f"{name}: {opt} is a completion word")
        check(f".SS {name}" in man, f"the manual page has a section for {name}")
        check(len(out.splitlines()) >= 4, f"{name} --help says more than its synopsis")
    rc, out, _ = run("help", "cm")
    for family in ("nim", "cookie-monster", "odd", "at-most-2", "consecutive-at-most-2",
                   "consecutive-include-first", "consecutive", "all-but-n", "0+1,1+2"):
        check(family in out, f"help cm names the family {family}")
    rc, out, _ = run("help", "cutter")
    check("--cells PATTERN" in out and "'##./.##'" in out, "help cutter shows the --cells syntax")
    rc, out, _ = run("help", "game")
    check("1/1024" in out and "1/2^10 is 1/2 plus ten ups" in out, "help game says how ^ after a number reads")
    # --help after "--" is an argument, not a request for help.
    rc, _, err = run("game", "--", "--help")
    check(rc == 2 and "'h' at offset 2 cannot begin a game" in err, f"game -- --help: {rc} {err!r}")
    expect_usage_error("help", "no-such-command")
    if shutil.which("groff"):
        p = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=man, capture_output=True, text=True)
        check(p.returncode == 0 and p.stderr == "", f"groff warns about the manual page: {p.stderr[:300]}")

    # Completion, as bash runs it.
    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "tools", "cookiegame", "completion", "cookiegame.bash")

    def complete(*line):
        words = " ".join(f"'{w}'" for w in (TOOL,) + line)
        prog = (f"source '{script}'; COMP_WORDS=({words}); COMP_CWORD={len(line)}; _cookiegame; "
                "printf '%s\\n' \"${COMPREPLY[@]}\"")
        p = subprocess.run(["bash", "-c", prog], capture_output=True, text=True)
        return sorted(p.stdout.split())

    check(complete("cen") == ["census"], f"bash completes commands: {complete('cen')}")
    check(complete("census", "--th") == ["--threads"], f"bash completes options: {complete('census', '--th')}")
    check(complete("cm", "cookie") == ["cookie-monster"], "bash completes CM-nim families")
    check("--moves" in complete("game", "--"), "bash completes game's options")
    zsh_script = os.path.join(os.path.dirname(script), "_cookiegame")
    if shutil.which("zsh"):
        p = subprocess.run(["zsh", "-n", zsh_script], capture_output=True, text=True)
        check(p.returncode == 0, f"zsh -n _cookiegame: {p.stderr}")


run_section(section_help)
