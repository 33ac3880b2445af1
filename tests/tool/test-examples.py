#!/usr/bin/env python3
"""Every example of the tool in the documentation runs, under the defaults.

Usage: test-examples.py PATH-TO-cookiegame SOURCE-DIR [quick|slow|all|list]

What counts as an example (the rule the documentation is written to):
  - in README.md, NEWS.md and doc/*.md (not doc/development.md, the
    maintainers' log, whose command lines reproduce old failures and long
    measurements on purpose), a command that runs the tool: its first word,
    or the first after a |, ;, && or (, is `cookiegame` or
    `build/tools/cookiegame/cookiegame`. Commands are read from
      - the lines of ```sh and ~~~{.sh} blocks (a command may go on over
        several lines while a quote is open or a line ends with | or \);
      - the "$ " lines of other fenced blocks (a transcript: prompt, command,
        then its output);
      - indented code blocks (four spaces), a line starting with the tool;
      - inline code spans (`...`, ``...``, also across a line break) that
        start with the tool and one of its commands (`cookiegame help`,
        `cookiegame analyze 1 2 4`; not `cookiegame` alone, the tool's name).
    Of commands joined by &&, the part from the first that runs the tool
    (what comes before builds it: CI runs that, .ci/run). A command with a
    metavariable, a word in capitals such as N, HEAPS..., EXPR or G, is a
    synopsis, not an example. `cookiegame-mpi` and `mpirun` are other
    programs, which need MPI (tests/mpi runs them);
  - in the tool's help, which also writes its manual page and the command
    reference of doc/tool.md (tools/common/help.h): the "$ COMMAND" lines
    of every `cookiegame CMD --help`, and the EXAMPLES section of the manual
    page (`cookiegame help --man`).

Each example runs in a shell with the built tool in place of `cookiegame`
(wherever it is in command position), standard input from /dev/null, under
8 GB of address space, in a temporary directory of its page, in the page's
order: an example may read a file an earlier one on its page wrote. It must
exit 0, or the status a shell comment on it gives (`cookiegame analyze ""
# exit 2`: an example that shows a failure), within two minutes on two cores:
120 s of wall time or 240 s of CPU time (user and system, all threads: the
machine running the test is often shared, and load stretches wall time, not
CPU time); it is stopped after 10 minutes of wall time.

An example meant to take longer says so in a shell comment on its own text
that gives its time or memory (`# about 25 minutes`, `# 386 s, 20.1 GiB`):
a time of a minute or more (on two idle cores: an example taking most of the
budget there would fail whenever the machine is busy), or a memory of 1 GiB
or more, and the test skips it, with every later example of its page that names a file it writes.
PENDING lists, with the reason, the examples known to fail for a reason being
fixed elsewhere; they are skipped too, and reported.

The quick run (the default suite) runs every other example but those of
SLOW, which took over 10 s of CPU here, and those that read a file one of
SLOW writes; `slow` runs those (suite 'slow'). `all` runs both (to measure);
`list` prints every example with its page and what the runs do with it. An example that writes
no file and is on several pages (its comment aside) runs once.
"""
import glob
import os
import re
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
import time

TOOL = os.path.abspath(sys.argv[1])
SOURCE = sys.argv[2]
MODE = sys.argv[3] if len(sys.argv) > 3 else "quick"

# The budget: two minutes on the two cores the documentation's times are
# measured on: 120 s of wall time, or, as the machine running the test is
# often shared and load stretches wall time, 240 s of CPU time (user and
# system, every thread: two minutes of two cores), which load does not
# stretch. An example is stopped after 10 minutes of wall time, a hang.
WALL_BUDGET = 120
CPU_BUDGET = 240
HANG = 600
# An example of the quick run (the default suite) taking more CPU than this
# belongs in SLOW.
QUICK_CPU = 20
SANITIZED = bool(os.environ.get("CG_TEST_SANITIZED"))   # slower: no budget but HANG

# Examples known to fail for a reason another change is fixing: skipped,
# with the reason. Remove an entry when it passes. (Keys here and in SLOW:
# the command as the shell reads it, without its comment.)
PENDING = {
}

# Examples that take over 10 s of CPU (debugoptimized build, a loaded 2-core
# machine, 27 November 2026), run by the suite 'slow' only: the CPU time
# measured, and the wall time the documentation gives.
SLOW = {
    "cookiegame census reduced 18 --threads 2": "83 s of CPU; 22 s on 2 threads",
    "cookiegame census reduced 18 --value 6 --csv --table positions > value6.csv":
        "70-95 s of CPU; 22 s on 2 threads",
    "cookiegame census reduced 18 --value 6 --csv --table positions | cookiegame hunt 7":
        "88 s of CPU; 22 s + 5 s",
    "cookiegame census strict 32": "16-19 s of CPU",
    "cookiegame census strict 32 --threads 2": "17-19 s of CPU",
    "cookiegame ap grundy 34 34": "50 s of CPU; 30 s",
    "cookiegame cutter table 6 6 3 3": "13-14 s of CPU",
    "cookiegame cutter 6 6 2 2": "9-12 s of CPU (release), 100 MB",
    "cookiegame cutter 6 7 3 3 --limit 0": "21-24 s of CPU, 200 MB",
    "cookiegame census reduced 17 --value 6 --csv --table positions > value6-17.csv": "29 s of CPU",
    "cookiegame cutter table 6 6 2 2 --limit 0": "106 s of CPU; 64 s, 258 MB in doc/cutter.md",
    "cookiegame cutter table 6 6 2 3 --limit 0": "50-53 s of CPU, 135 MB",
    "cookiegame wythoff table 8192 8192 --limit 0 --pgm w.pgm": "7-11 s of CPU, 340 MB",
}


def key(command):
    """An example as the shell reads it, without its comment or extra spaces."""
    try:
        return " ".join(shlex.split(command, comments=True))
    except ValueError:
        return command


PROMPT = re.compile(r"^\$ ")
TOOL_NAMES = r"(?:cookiegame|build/tools/cookiegame/cookiegame)"
# The tool in command position: first, or after a pipe, ;, && or (.
TOOL_AT = re.compile(r"(?:^|[|;(]|&&)\s*" + TOOL_NAMES + r"(?=\s|$)")
SPAN_TOOL = re.compile(r"^" + TOOL_NAMES + r"\s+(\S+)")
# A metavariable: a word in capitals (N, HEAPS..., EXPR, [ARGS...]).
METAVARIABLE = re.compile(r"(?:^|[\s\[|=])[A-Z][A-Z0-9_]*(?:\.\.\.)?(?=[\s\]|.]|$)")
# A comment giving the time or memory an example takes ("# about 25
# minutes", "# 386 s on 2 threads, 20.1 GiB peak"): its first time and its
# first memory figure.
TIME = re.compile(r"\b([0-9]+(?:\.[0-9]+)?)\s*(s|seconds?|min|minutes?|h|hours?)\b")
MEMORY = re.compile(r"\b([0-9]+(?:\.[0-9]+)?)\s*(MiB|MB|GiB|GB)\b")
# "# exit 1": an example that shows a failure, with the status it ends with.
EXIT = re.compile(r"#.*\bexit(?: status)?\s+([0-9]+)\b")
FENCE = re.compile(r"^(```|~~~)\s*\{?\.?([A-Za-z]*)")
# The developer notes record measurements and how earlier versions failed:
# their command lines reproduce those failures and long runs on purpose.
NOT_EXAMPLES = {"doc/development.md"}


def too_long(command):
    """What makes an example too long to test, as its comment says, or None:
    a minute or more, or 1 GiB of memory or more."""
    if "#" not in command:
        return None
    comment = command.split("#", 1)[1]
    t, m = TIME.search(comment), MEMORY.search(comment)
    if t:
        unit = {"s": 1, "m": 60, "h": 3600}[t.group(2)[0]]
        if float(t.group(1)) * unit >= 60:
            return comment.strip()
    if m and float(m.group(1)) * (1 if m.group(2).startswith("G") else 1 / 1024) >= 1:
        return comment.strip()
    return None


def expected_status(command):
    m = EXIT.search(command)
    return int(m.group(1)) if m else 0


def block_example(command):
    """The example in a whole command of a block, or None."""
    command = PROMPT.sub("", command.strip())
    if not any(TOOL_AT.search(line) for line in command.splitlines()):
        return None
    if METAVARIABLE.search(command.split(" #")[0]):
        return None
    parts = command.split(" && ")
    for i, part in enumerate(parts):   # drop the commands that build the tool
        if TOOL_AT.match(part):
            return " && ".join(parts[i:])
    return command


def span_example(span, commands):
    """The example an inline code span is, or None (a synopsis, a name)."""
    m = SPAN_TOOL.match(span)
    if m is None or m.group(1) not in commands + ["--help", "--version"]:
        return None
    if METAVARIABLE.search(span.split(" #")[0]):
        return None
    return span


def complete(command):
    """Whether a command is whole: no open quote, no final backslash or pipe."""
    try:
        shlex.split(command, comments=True)
    except ValueError:
        return False
    return not command.rstrip().endswith(("\\", "|"))


def from_markdown(path, commands):
    """The examples of one Markdown page, in order."""
    examples = []
    fence = None    # the language of the fenced block we are in, or None
    paragraph = []  # lines outside blocks: a code span may go over two
    open_command = None   # a block's command line whose quote is still open

    def spans():
        text = " ".join(paragraph)
        paragraph.clear()
        for m in re.finditer(r"(`+)(.+?)(?<!`)\1(?!`)", text):
            example = span_example(m.group(2).strip(), commands)
            if example:
                examples.append(example)

    def block_line(line):
        """A line of a block: ends a command, or begins or continues one."""
        nonlocal open_command
        text = line.rstrip("\n")
        if open_command is None:
            open_command = text.strip()
        else:   # the next line of a multi-line command, the block's indent off
            open_command += "\n" + (text[4:] if text.startswith("    ") else text)
        if complete(open_command):
            example = block_example(open_command)
            if example:
                examples.append(example)
            open_command = None

    for line in open(path, encoding="utf-8"):
        fenced = FENCE.match(line.strip())
        if fenced:
            spans()
            fence = None if fence is not None else fenced.group(2)
            open_command = None
            continue
        if fence is None and (open_command is not None or
                              (re.match(r"^(    |\t)", line) and TOOL_AT.match(line.strip()))):
            # An indented code block: a command line of its own.
            spans()
            block_line(line)
        elif fence is None:
            if line.strip():
                paragraph.append(line.strip())
            else:
                spans()
        elif fence == "sh" or open_command is not None or PROMPT.match(line.strip()):
            # A sh block, or a transcript ("$ " before each command).
            block_line(line)
    spans()
    return examples


def roff_text(line):
    """A line of the manual page's .nf block as the shell reads it."""
    return (line.replace("\\(aq", "'").replace("\\-", "-").replace("\\e", "\\")
            .replace("\\&", ""))


def from_help(commands):
    """(page, examples) of each command's --help, then of the manual page."""
    pages = []
    for name in commands:
        text = subprocess.run([TOOL, name, "--help"], capture_output=True, text=True,
                              check=True).stdout
        found = [PROMPT.sub("", line.strip()) for line in text.splitlines()
                 if PROMPT.match(line.strip())]
        pages.append((f"cookiegame {name} --help", found))
    man = subprocess.run([TOOL, "help", "--man"], capture_output=True, text=True,
                         check=True).stdout
    section = man.split(".SH EXAMPLES", 1)[1].split("\n.SH ", 1)[0] if ".SH EXAMPLES" in man else ""
    found = [roff_text(line) for line in section.splitlines()
             if line and not line.startswith(".")]
    pages.append(("man cookiegame, EXAMPLES", found))
    return pages


def pages():
    """(page, [example]) for every page with examples, in a fixed order."""
    commands = subprocess.run([TOOL, "help", "--words"], capture_output=True, text=True,
                              check=True).stdout.split()
    files = [os.path.join(SOURCE, "README.md"), os.path.join(SOURCE, "NEWS.md")]
    files += sorted(glob.glob(os.path.join(SOURCE, "doc", "*.md")))
    names = [os.path.relpath(f, SOURCE) for f in files if os.path.exists(f)]
    result = [(n, from_markdown(os.path.join(SOURCE, n), commands))
              for n in names if n not in NOT_EXAMPLES]
    return [(p, e) for p, e in result + from_help(commands) if e]


def written_files(command):
    """The files a command names after > or an option that writes one."""
    words = shlex.split(command, comments=True)
    files = set()
    for i, word in enumerate(words[:-1]):
        if word in (">", ">>", "--svg", "--pgm", "--checkpoint"):
            files.add(words[i + 1])
    files.update(w[1:] for w in words if w.startswith(">") and len(w) > 1)
    return files


def shell_line(command):
    """The example with the built tool in place of `cookiegame`."""
    tool = shlex.quote(TOOL)
    return re.sub(r"(^|[|;(]\s*|&&\s*)" + TOOL_NAMES + r"(?=\s|$)",
                  lambda m: m.group(1) + tool, command, flags=re.M)


def limit_memory():
    # A runaway example must not take the machine's memory (8 GB of address
    # space; not under the sanitizers, which reserve terabytes of it).
    if not os.environ.get("CG_TEST_SANITIZED"):
        resource.setrlimit(resource.RLIMIT_AS, (8 << 30, 8 << 30))


def run(command, cwd):
    """(exit status, wall seconds, CPU seconds, stderr) of one example, or
    None when it hung: it is killed with every process it started."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    p = subprocess.Popen(["/bin/sh", "-c", shell_line(command)], cwd=cwd,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, start_new_session=True,
                         preexec_fn=limit_memory)
    try:
        _, err = p.communicate(timeout=HANG)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None
    finally:
        try:   # what the example left running in the background
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return p.returncode, time.monotonic() - start, cpu, err


def main():
    # meson stops a test past its timeout with SIGTERM: exit through the
    # `finally` of run(), which kills the example's process group, instead
    # of leaving a census of several GB running with nobody waiting for it.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    failures = []
    ran = 0
    wall_total = cpu_total = 0.0
    done = {}   # command (without its comment) -> result: each runs once
    for page, examples in pages():
        skipped_files = set()   # written by a skipped example of this page
        slow_files = set()      # written by an example of SLOW
        with tempfile.TemporaryDirectory(prefix="cg-examples-") as tmp:
            for command in examples:
                # The files it reads, of those earlier examples write.
                words = set(command.split()) - written_files(command)
                reason = None
                if key(command) in PENDING:
                    reason = "pending: " + PENDING[key(command)]
                elif too_long(command):
                    reason = "long: " + too_long(command)
                elif any(f in words for f in skipped_files):
                    reason = "reads what a skipped example writes"
                is_slow = key(command) in SLOW or any(f in words for f in slow_files)
                if is_slow:
                    slow_files |= written_files(command)
                if reason is not None:
                    skipped_files |= written_files(command)
                if MODE == "list":
                    tag = reason or ("slow" if is_slow else "quick")
                    print(f"{page}: {command}   [{tag}]")
                    continue
                if reason is not None:
                    print(f"skip  {page}: {command}   [{reason}]")
                    continue
                if MODE != "all" and is_slow != (MODE == "slow"):
                    continue
                if key(command) in done and not written_files(command):
                    print(f"{'':26}{page}: {command}   [ran above]")
                    continue
                result = done[key(command)] = run(command, tmp)
                if result is None:
                    failures.append(f"{page}: {command}: still running after {HANG} s")
                    print(f"FAIL  {page}: {command}   [over {HANG} s]")
                    continue
                status, wall, cpu, err = result
                ran += 1
                wall_total += wall
                cpu_total += cpu
                print(f"{wall:7.2f} s {cpu:7.2f} s CPU  {page}: {command}   [exit {status}]")
                if status != expected_status(command):
                    failures.append(f"{page}: {command}: exit {status}: {err.strip()[-300:]}")
                elif wall > WALL_BUDGET and cpu > CPU_BUDGET and not SANITIZED:
                    failures.append(f"{page}: {command}: {wall:.0f} s, {cpu:.0f} s of CPU, "
                                    f"past the budget of {WALL_BUDGET} s or {CPU_BUDGET} s of "
                                    "CPU: rewrite it or mark its time")
                elif MODE == "quick" and cpu > QUICK_CPU and not SANITIZED:
                    failures.append(f"{page}: {command}: {cpu:.1f} s of CPU in the quick "
                                    "run: list it in SLOW")
    if MODE != "list":
        print(f"{ran} examples ran: {wall_total:.1f} s, {cpu_total:.1f} s of CPU")
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
