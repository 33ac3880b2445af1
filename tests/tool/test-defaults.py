#!/usr/bin/env python3
"""What a newcomer meets first: long lists summarized, no silent wait on a
terminal, the defaults of every command.

Usage: test-defaults.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-defaults; tool_check.py holds what the tool's tests share).
"""
import json
import os
import subprocess
import tempfile

from tool_check import TOOL, check, expect_usage_error, run, run_section


def run_on_terminal(*args):
    """Run with standard input a terminal (a pseudo-terminal nobody types
    on), stdout and stderr pipes: (status, stdout, stderr)."""
    import pty
    main, sub = pty.openpty()
    try:
        p = subprocess.run([TOOL, *args], stdin=sub, capture_output=True, text=True, timeout=60)
    finally:
        os.close(sub)
        os.close(main)
    return p.returncode, p.stdout, p.stderr


def section_defaults():
    """What a newcomer meets first (issue 35): long lists summarized on a
    screen with the option that prints them all, no silent wait on a
    terminal, usage on stderr, `--` ending the options, files completed."""
    import shutil
    # Long lists: a screenful of text, with the first and last rows of the
    # whole list, its size and the option that prints everything.
    lists = [
        ["cm", "cookie-monster", "3", "60"],
        ["cutter", "row", "4", "1000"],
        ["census", "reduced", "12", "--value", "1"],
        ["hunt", "2"],
    ]
    _, value1, _ = run("census", "reduced", "8", "--value", "1", "--csv", "--table", "positions")
    for cmd in lists:
        stdin = value1 if cmd[0] == "hunt" else None
        rc, text, err = run(*cmd, stdin=stdin)
        rc_all, every, _ = run(*cmd, "--all", stdin=stdin)
        rc_csv, csv, _ = run(*cmd, "--csv", *(["--table", "positions"] if cmd[0] == "census" else []),
                             stdin=stdin)
        check(rc == rc_all == rc_csv == 0, f"{cmd}: exit {rc} {rc_all} {rc_csv} {err!r}")
        rows = csv.splitlines()[1:]
        lines = text.splitlines()
        footer = f"({len(rows)} rows in all, the first and last 10 rows shown: --all prints them all"
        check(len(lines) <= 80 and lines[-1].startswith(footer),
              f"{cmd}: {len(lines)} lines, last {lines[-1]!r}, want {footer!r}")
        # The rows shown are the list's first and last ten; --all prints
        # every row (the header, then the rows of the CSV, in its order).
        cells = [r.replace('"', "").replace(",", " ") for r in rows]
        shown = [" ".join(l.split()) for l in lines]
        check(len(cells) > 30 and shown[-11:-1] == cells[-10:], f"{cmd}: the last ten rows")
        gap = f"... ({len(rows) - 20} rows not shown)"
        check(gap in shown and shown[shown.index(gap) - 10:shown.index(gap)] == cells[:10],
              f"{cmd}: the first ten rows, then how many are not shown")
        whole = [" ".join(l.split()) for l in every.splitlines()]
        check(whole[-len(cells):] == cells, f"{cmd} --all prints every row")
        check("rows not shown" not in every and "--all" not in every, f"{cmd} --all: no summary line")
    # Short lists are printed whole, without a summary line.
    rc, out, _ = run("cm", "cookie-monster", "3", "5")
    check(rc == 0 and "--all" not in out and "not shown" not in out, f"cm 3 5 is whole: {out!r}")
    # Wide tables keep the columns that fit.
    rc, out, _ = run("wythoff", "table", "40", "200")
    lines = out.splitlines()
    check(rc == 0 and max(len(l) for l in lines[:-1]) <= 170 and lines[-1].startswith(
          "(40 rows x 201 columns in all, the first and last 10 rows and the first "), f"wythoff table 40 200: {lines[-1]!r}")
    rc, out, _ = run("wythoff", "table", "40", "200", "--all")
    check(rc == 0 and len(out.splitlines()) == 41, "wythoff table --all is whole")
    rc, out, _ = run("ap", "winning", "100", "40")
    check(rc == 0 and "--all prints them all" in out.splitlines()[-1], "ap winning 100 40 is summarized")
    # --all is for lists only.
    expect_usage_error("cm", "cookie-monster", "--position", "3,4,5", "--all")
    expect_usage_error("cutter", "3", "3", "1", "1", "--all")
    expect_usage_error("wythoff", "grundy", "3", "4", "--all")
    expect_usage_error("nim", "3", "--all")

    # hunt with no --from on a terminal says what it expects instead of waiting.
    rc, out, err = run_on_terminal("hunt", "8")
    check(rc == 2 and out == "" and "standard input is a terminal" in err and "--from FILE" in err
          and err.count("\n") == 1, f"hunt 8 on a terminal: {rc} {out!r} {err!r}")
    rc, out, err = run("hunt", "2", stdin="1\n")
    check(rc == 0 and "hunt for Grundy value 2" in out, f"hunt reads a pipe: {rc} {err!r}")
    # G: the message and the help say the same range.
    for g in ("0", "65"):
        rc, out, err = run("hunt", g)
        check(rc == 2 and out == "" and "from 1 to 64" in err, f"hunt {g}: {err!r}")
    rc, out, _ = run("help", "hunt")
    check("=G" not in out and "The value sought, 1..64" in out, "help hunt says 1..64")
    rc, out, err = run("hunt", "3", "--from", "/nonexistent/value2.csv")
    check(rc == 2 and out == "" and err == "cookiegame: hunt: cannot open '/nonexistent/value2.csv': "
          "No such file or directory\n", f"hunt --from a missing file: {err!r}")

    # No command: the usage goes to stderr, with status 2 and nothing on stdout.
    rc, out, err = run()
    check(rc == 2 and out == "" and err.startswith("usage: cookiegame COMMAND"), f"no command: {rc} {out[:60]!r}")
    rc, out, _ = run("help")
    check(rc == 0 and "130 interrupted by Ctrl-C" in out, "help's footer names exit status 130")
    rc, man, _ = run("help", "--man")
    check(".B 130\nInterrupted by Ctrl-C" in man, "the manual page names exit status 130")

    # A memory refusal names the figure in a unit that shows it.
    rc, out, err = run("census", "reduced", "14", "--max-memory", "1K")
    check(rc == 1 and out == "" and err.startswith("cookiegame: census needs 528.7 kB, more than"),
          f"census --max-memory 1K: {err!r}")

    # Empty text is not the empty position; '()' is.
    for args in ([""], [" "], ["", ""]):
        expect_usage_error("analyze", *args)
        rc, _, err = run("analyze", *args)
        check("write the empty position as '()'" in err, f"analyze {args}: {err!r}")
    rc, out, _ = run("analyze", "()", "--json")
    check(rc == 0 and json.loads(out)["position"] == [], "analyze () is the empty position")

    # "--" ends the options: what follows is an argument, even "-2" or "--json".
    rc, out, err = run("analyze", "1", "--", "-2")
    check(rc == 2 and "unknown option" not in err and "'1 -2' is not a position" in err,
          f"analyze 1 -- -2: {err!r}")
    rc, out, err = run("analyze", "1", "2", "--json", "--", "3")
    check(rc == 0 and json.loads(out)["position"] == [1, 2, 3], f"analyze 1 2 --json -- 3: {rc} {err!r}")
    rc, out, err = run("nim", "--json", "--", "3", "4")
    check(rc == 0 and json.loads(out)["heaps"] == [3, 4], f"nim --json -- 3 4: {rc} {err!r}")
    rc, out, err = run("analyze", "1", "--", "--json")
    check(rc == 2 and "unknown option" not in err, f"analyze 1 -- --json: --json is an argument: {err!r}")
    expect_usage_error("nim", "3", "--nope", "--", "4")

    # One parser reads every command's options (tools/common/options.h):
    # anywhere among the arguments, each once, the next word never taken for
    # a missing argument, and the messages name the value and its range.
    rc, out, err = run("nim", "3", "--json", "4")
    check(rc == 0 and json.loads(out)["heaps"] == [3, 4], f"nim 3 --json 4: {rc} {err!r}")
    for args, message in ((["cm", "nim", "1", "1", "--limit", "5", "--limit", "6"],
                           "cm: --limit given twice"),
                          (["game", "1", "--svg", "a.svg", "--svg", "b.svg"],
                           "game: --svg given twice"),
                          (["analyze", "1", "--limit", "--json"],
                           "--limit needs a number of nodes"),
                          (["census", "reduced", "5", "--threads", "257"],
                           "--threads: '257' is not a thread count (1..256)"),
                          (["census", "reduced", "5", "--csv", "--table", "last"],
                           "--table: 'last' is not a table of the census "
                           "(levels, first or positions)"),
                          (["wythoff", "p", "1", "--count", "0"],
                           "--count: '0' is not a number from 1 to 1000000"),
                          (["wythoff", "p", "1", "--pgm", "x.pgm"], "unknown option '--pgm'"),
                          (["dcounts", "5", "--threads", "2"], "unknown option '--threads'"),
                          (["analyze", "1", "--limit=5"], "unknown option '--limit=5'")):
        expect_usage_error(*args)
        rc, out, err = run(*args)
        check(err == f"cookiegame: {message}\n", f"{args}: {err!r}, want {message!r}")

    # Completion offers files and directories where the help says FILE or DIR.
    rc, out, _ = run("help", "--argument", "hunt", "--from")
    check(out == "FILE\n", f"help --argument hunt --from: {out!r}")
    rc, out, _ = run("help", "--argument", "census", "--checkpoint")
    check(out == "DIR\n", f"help --argument census --checkpoint: {out!r}")
    rc, out, _ = run("help", "--argument", "census", "--json")
    check(rc == 0 and out == "", "--json takes no argument")
    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "tools", "cookiegame", "completion", "cookiegame.bash")
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "ckpt"))
        open(os.path.join(d, "value7.csv"), "w").close()

        def complete(*line):
            words = " ".join(f"'{w}'" for w in (os.path.abspath(TOOL),) + line)
            prog = (f"cd '{d}'; source '{script}'; COMP_WORDS=({words}); COMP_CWORD={len(line)}; "
                    "_cookiegame; printf '%s\\n' \"${COMPREPLY[@]}\"")
            p = subprocess.run(["bash", "-c", prog], capture_output=True, text=True)
            return sorted(p.stdout.split())

        check(complete("hunt", "8", "--from", "") == ["ckpt", "value7.csv"],
              f"bash completes files after --from: {complete('hunt', '8', '--from', '')}")
        check(complete("census", "reduced", "20", "--checkpoint", "") == ["ckpt"],
              f"bash completes directories after --checkpoint: {complete('census', 'reduced', '20', '--checkpoint', '')}")
        check(complete("census", "reduced", "5", "--csv", "--table", "") == ["first", "levels", "positions"],
              "bash completes the values of --table")
        check(complete("cm", "nim", "3", "5", "--limit", "") == [], "nothing to complete after --limit")
        check(complete("census", "--th") == ["--threads"], "options are still completed")

    # Shared options are declared once (options.c): every command that names
    # one shows the same entry, and no "+NAME" line is left unexpanded.
    def entry(name, option):
        out = run(name, "--help")[1]
        lines = out.splitlines()
        at = [i for i, l in enumerate(lines) if l.startswith(f"  {option} ") or l == f"  {option}"]
        if not at:
            return None
        i = at[0] + 1
        while i < len(lines) and lines[i].startswith(" " * 20):
            i += 1
        return "\n".join(lines[at[0]:i])
    rc, man, _ = run("help", "--man")
    check("\n+\\-\\-" not in man, "the manual page has no unexpanded +NAME line")
    for name in run("help", "--words")[1].split():
        check("\n+--" not in run(name, "--help")[1], f"{name} --help has no unexpanded +NAME line")
    memory = {entry(c, "--max-memory") for c in ("cutter", "game", "hunt", "subtract")}
    check(len(memory) == 1 and None not in memory, f"one --max-memory entry: {memory}")
    lists = {entry(c, "--all") for c in ("census", "cm", "cutter", "ap", "wythoff", "hunt")}
    check(len(lists) == 1 and None not in lists and "first and last 10 rows" in lists.pop(),
          "one --all entry, with the rule of the summary")
    check(entry("ap", "--threads") == entry("census", "--threads") is not None, "ap documents --threads as census does")
    for cmd, missing in ((["game", "1", "--limit"], "--limit needs a number of nodes"),
                         (["cm", "nim", "1", "1", "--limit"], "--limit needs a number of nodes"),
                         (["game", "1", "--max-memory"], "--max-memory needs a size"),
                         (["analyze", "1", "--max-memory"], "--max-memory needs a size")):
        rc, out, err = run(*cmd)
        check(rc == 2 and err.startswith(f"cookiegame: {missing}"),
              f"{cmd}: one message for a missing value: {err!r}")

    # Wrong arguments show the command's own synopsis, the first paragraph of
    # its --help (wrapped there at 78 columns, on one line here).
    for cmd in (["ap", "winning"], ["census", "strict"], ["dcounts"], ["hunt"], ["nim"], ["oddeven"],
                ["subtract", "1"], ["zeckendorf"]):
        rc, out, err = run(*cmd, stdin="")
        synopsis = " ".join(run(cmd[0], "--help")[1].split("\n\n")[0].split())
        check(rc == 2 and out == "" and err == f"cookiegame: {synopsis}\n", f"{cmd}: {err!r}, want {synopsis!r}")

    # The source tree: .ci/install-deps --minimal names only what the C
    # library and its tests need; cargo's target/ is ignored by git.
    source = os.path.join(here, "..", "..")
    deps = os.path.join(source, ".ci", "install-deps")
    full = subprocess.run(["bash", deps, "--list"], capture_output=True, text=True).stdout.split()
    p = subprocess.run(["bash", deps, "--minimal", "--list"], capture_output=True, text=True)
    minimal = p.stdout.split()
    check(p.returncode == 0 and {"meson", "ninja-build", "check", "gcc", "libc6-dev", "python3"} <= set(minimal)
          and set(minimal) < set(full) and not {"doxygen", "rustc", "cargo", "libopenmpi-dev", "python3-pytest",
                                                 "valgrind", "clang"} & set(minimal),
          f"install-deps --minimal --list: {minimal}")
    p = subprocess.run(["bash", deps, "--nope"], capture_output=True, text=True)
    check(p.returncode == 2 and "unknown option '--nope'" in p.stderr, f"install-deps --nope: {p.returncode} {p.stderr!r}")
    if shutil.which("git") and os.path.exists(os.path.join(source, ".git")):   # not in a tarball
        p = subprocess.run(["git", "-C", source, "check-ignore", "-q", "bindings/rust/target/debug/x"])
        check(p.returncode == 0, "git ignores bindings/rust/target/")


run_section(section_defaults)
