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
3. Unique file names: no two files of lib/ (*.c, *.h) share a name, so that
   a name in a stack trace or a profile is enough.
4. One internal prefix per module: every function with external linkage
   defined in lib/MODULE/*.c is a public cg_ function marked CG_EXPORT or
   starts with the module's prefix, as the table "Internal prefix" of
   doc/conventions.md gives it; a folder of lib/ with C files and no row in
   the table is a problem too.
5. A test's name and file agree: every test() of tests/SUBJECT/meson.build
   is named SUBJECT or SUBJECT-...; one that runs a file test-TOPIC.c or
   test-TOPIC.py of the folder is named SUBJECT-TOPIC, or SUBJECT-TOPIC-...
   for one file run several ways (sections, ranks, sizes), and the main
   runner test-SUBJECT.* is named SUBJECT (or SUBJECT-... for a variant of
   it). The meson.build files are read as text: a name or a file is a sum of
   strings, loop variables (which stand for themselves: 'tool-' + section
   agrees with 'test-' + section + '.py'), '...'.format(...) and
   (cond ? a : b); the file is the first source of the executable the test
   runs (inline, or a variable bound to executable(...), also when it is
   passed in args), else the first files(...) of its args.

usage: check-layout.py SOURCE_ROOT [--write]
       check-layout.py --self-test
Exit 0 when all hold; 1 with one line per problem. --self-test plants each
fault of rules 3, 4 and 5 in a small tree and checks that it is found, and
that the clean tree passes.
"""
import pathlib
import re
import sys
import tempfile

SELF_TEST = sys.argv[1:] == ["--self-test"]
ROOT = None if SELF_TEST else pathlib.Path(sys.argv[1]).resolve()
WRITE = "--write" in sys.argv[2:]
DOC = None if SELF_TEST else ROOT / "doc" / "conventions.md"
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
    """name -> the lib/ file whose CG_EXPORT definition names it (the
    definitions rule 4 reads)."""
    found = {}
    for c in sorted((ROOT / "lib").rglob("*.c")):
        for _, name, exported in external_functions(c.read_text()):
            if exported:
                found.setdefault(name, c.relative_to(ROOT).as_posix())
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


def check_unique_names(root, problems):
    """Rule 3: each name of a .c or .h file appears once under lib/."""
    seen = {}
    for f in sorted((root / "lib").rglob("*.[ch]")):
        seen.setdefault(f.name, []).append(f.relative_to(root).as_posix())
    for name, paths in sorted(seen.items()):
        if len(paths) > 1:
            problems.append(f"lib/: the file name {name} is not unique: {', '.join(paths)} "
                            "(a name says what the file holds; see doc/conventions.md)")


# The table of prefixes: | module | `prefix_` | `other_`, ... (to be renamed) |
PREFIX_HEAD = re.compile(r"^\|\s*Module\s*\|\s*Internal prefix\s*\|.*\n\|[-| ]+\|\n", flags=re.M)
PREFIX_ROW = re.compile(r"^\|\s*(\w+)\s*\|\s*`(\w+)`\s*\|\s*$")


def prefix_table(text, problems):
    """module -> its internal prefix; {} (with a problem) without a table."""
    head = PREFIX_HEAD.search(text)
    if head is None:
        problems.append("doc/conventions.md: no table | Module | Internal prefix | ...")
        return {}
    table = {}
    for line in text[head.end():].split("\n"):
        m = PREFIX_ROW.match(line)
        if m is None:
            break
        table[m.group(1)] = m.group(2)
    if not table:
        problems.append("doc/conventions.md: the table of internal prefixes has no rows")
    return table


def strip_c(text):
    """The code of a C file without comments, strings and preprocessor lines
    (newlines kept, so that line numbers stay)."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    text = re.sub(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", blank, text,
                  flags=re.S)
    return re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", blank, text, flags=re.M)


# A function definition at file scope: its head starts a line (and may go on
# over more), then the name, the parameters and the opening brace.
DEFINITION = re.compile(r"^([A-Za-z_][\w \t*]*(?:\n[\w \t*]*)*?)\b([A-Za-z_]\w*)\s*\(([^;{}()]|\([^;{}()]*\))*\)\s*\{",
                        flags=re.M)


def external_functions(text):
    """(line, name, exported) of each function with external linkage that
    the C text defines: not static, not inline; exported when CG_EXPORT."""
    code = strip_c(text)
    found = []
    for m in DEFINITION.finditer(code):
        words = m.group(1).split()
        if {"static", "inline", "typedef", "struct", "enum", "union", "return", "else"} & set(words):
            continue
        line = code.count("\n", 0, m.start()) + 1
        found.append((line, m.group(2), "CG_EXPORT" in words))
    return found


def check_prefixes(root, text, problems):
    """Rule 4: the prefix of every external function of a module."""
    table = prefix_table(text, problems)
    if not table:
        return
    for folder in sorted(p for p in (root / "lib").iterdir() if p.is_dir()):
        sources = sorted(folder.glob("*.c"))
        if not sources:
            continue
        prefix = table.get(folder.name)
        if prefix is None:
            problems.append(f"lib/{folder.name}: a module with no row in the table of internal "
                            "prefixes of doc/conventions.md")
            continue
        for c in sources:
            where = c.relative_to(root).as_posix()
            for line, name, exported in external_functions(c.read_text()):
                if exported:
                    if not name.startswith("cg_"):
                        problems.append(f"{where}:{line}: {name} is CG_EXPORT but not named cg_...")
                elif name.startswith("cg_"):
                    problems.append(f"{where}:{line}: {name} is named as public but not CG_EXPORT "
                                    f"(an internal function takes the prefix {prefix})")
                elif not name.startswith(prefix):
                    problems.append(f"{where}:{line}: {name} has external linkage without the "
                                    f"prefix of lib/{folder.name}, {prefix} (doc/conventions.md; "
                                    "or make it static)")


# Rule 5. Tests that keep a name outside the rule, and why.
TEST_NAME_EXCEPTIONS = {
    ("abi", "debian-symbols"): "named in debian/gen-symbols.py's usage and the release steps "
                               "of doc/development.md",
}


def strip_meson(text):
    """A meson.build without its comments (strings kept, offsets kept)."""
    out, quote = [], False
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                out.append(text[i:i + 2])
                i += 2
                continue
            quote = c != "'"
        elif c == "'":
            quote = True
        elif c == "#":
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        out.append(c)
        i += 1
    return "".join(out)


def code_chars(text, start=0):
    """(offset, character, depth) of each character of a meson text (without
    comments) from start that is outside strings; depth counts the brackets
    open before it, a closing one counting as closed."""
    depth, quote, escaped = 0, False, False
    for i in range(start, len(text)):
        c = text[i]
        if quote:
            escaped, quote = (False, True) if escaped else (c == "\\", c != "'")
            continue
        if c == "'":
            quote = True
            continue
        if c in ")]}":
            depth -= 1
        yield i, c, depth
        if c in "([{":
            depth += 1


def balanced(code, start):
    """The offset just past the bracket closing the one at code[start]."""
    for i, c, depth in code_chars(code, start):
        if depth == 0 and c in ")]}":
            return i + 1
    return len(code)


def split_top(text, seps):
    """text split at the characters of seps outside strings and brackets."""
    parts, last = [], 0
    for i, c, depth in code_chars(text):
        if depth == 0 and c in seps:
            parts.append(text[last:i])
            last = i + 1
    parts.append(text[last:])
    return [p.strip() for p in parts]


def bracket_args(text, start):
    """The arguments in the bracket at text[start], split at its commas."""
    return [a for a in split_top(text[start + 1:balanced(text, start) - 1], ",") if a]


def call_args(code, name):
    """(offset, positional args, keyword args) of each call name(...)."""
    for m in re.finditer(r"(?<![\w.])" + name + r"\s*\(", code):
        args = bracket_args(code, m.end() - 1)
        kw = {}
        pos = []
        for a in args:
            k = re.match(r"(\w+)\s*:(?!:)", a)
            if k:
                kw[k.group(1)] = a[k.end():].strip()
            else:
                pos.append(a)
        yield m.start(), pos, kw


STRING = r"'((?:\\.|[^'\\])*)'"


def templates(expr):
    """The values a meson string expression may take, a variable written
    {name}; None when the expression is not of the forms rule 5 reads."""
    values = [""]
    for term in split_top(expr, "+"):
        if re.fullmatch(STRING, term):
            alts = [term[1:-1]]
        elif re.fullmatch(STRING + r"\s*\.format\((.*)\)", term, flags=re.S):
            m = re.fullmatch(STRING + r"\s*\.format\((.*)\)", term, flags=re.S)
            args = split_top(m.group(2), ",")
            alts = [re.sub(r"@(\d+)@", lambda a: "{" + " ".join(args[int(a.group(1))].split()) + "}",
                           m.group(1))]
        elif re.fullmatch(r"[A-Za-z_]\w*(\[\d+\])*", term):
            alts = ["{" + term + "}"]
        elif term.startswith("(") and term.endswith(")") and balanced(term, 0) == len(term):
            branches = split_top(term[1:-1], "?")
            if len(branches) != 2 or len(split_top(branches[1], ":")) != 2:
                return None
            alts = []
            for branch in split_top(branches[1], ":"):
                got = templates(branch)
                if got is None:
                    return None
                alts += got
        else:
            return None
        values = [v + a for v in values for a in alts]
    return values


def test_file(pos, kw, exes, file_vars):
    """The expression of the file a test runs, or None."""
    prog = pos[1] if len(pos) > 1 else ""
    m = re.match(r"executable\s*\(", prog)
    if m:
        inner = bracket_args(prog, m.end() - 1)
        return inner[1] if len(inner) > 1 else None
    if prog in exes:
        return exes[prog]
    args = kw.get("args", "")
    words = re.findall(r"(?<![\w'.])([A-Za-z_]\w*)(?![\w(])", re.sub(STRING, "''", args))
    for word in words:
        if word in exes:
            return exes[word]
    m = re.search(r"(?<![\w.])files\s*\(", args)
    if m:
        inner = bracket_args(args, m.end() - 1)
        return inner[0] if inner else None
    return next((file_vars[w] for w in words if w in file_vars), None)


def check_test_names(root, problems):
    """Rule 5: the name of each test of tests/SUBJECT/meson.build and its file."""
    for build in sorted((root / "tests").glob("*/meson.build")):
        subject = build.parent.name
        where = build.relative_to(root).as_posix()
        code = strip_meson(build.read_text())
        exes, file_vars = {}, {}
        for m in re.finditer(r"^\s*(\w+)\s*=\s*(executable|files)\s*\(", code, flags=re.M):
            inner = bracket_args(code, m.end() - 1)
            if m.group(2) == "executable" and len(inner) > 1:
                exes[m.group(1)] = inner[1]
            elif m.group(2) == "files" and inner:
                file_vars[m.group(1)] = inner[0]
        for offset, pos, kw in call_args(code, "test"):
            line = code.count("\n", 0, offset) + 1
            names = templates(pos[0]) if pos else None
            expr = test_file(pos, kw, exes, file_vars)
            files = templates(expr) if expr else None
            if names is None or files is None:
                problems.append(f"{where}:{line}: rule 5 cannot read the test's "
                                f"{'name' if names is None else 'file'} (a sum of strings and loop "
                                "variables, a format or a (cond ? a : b); see check-layout.py)")
                continue
            for name in names:
                if (subject, name) in TEST_NAME_EXCEPTIONS:
                    continue
                for path in files:
                    problem = name_problem(subject, name, path.rsplit("/", 1)[-1])
                    if problem:
                        problems.append(f"{where}:{line}: test {name} {problem} "
                                        "(doc/conventions.md, Names: Tests)")


def name_problem(subject, name, file):
    """Why test NAME of tests/SUBJECT, running FILE, breaks rule 5, or None."""
    if name != subject and not name.startswith(subject + "-"):
        return f"is not named {subject} or {subject}-..."
    m = re.fullmatch(r"test-(.+)\.(c|py)", file)
    if m is None:
        return None
    topic = m.group(1)
    if topic == subject or name == f"{subject}-{topic}" or name.startswith(f"{subject}-{topic}-"):
        return None
    return f"runs {file}: name it {subject}-{topic}"


def self_test():
    """Plant each fault of rules 3, 4 and 5 in a small tree; each must be
    found, the clean tree must pass."""
    doc = ("| Module | Internal prefix |\n"
           "|---|---|\n"
           "| util | `cgu_` |\n"
           "| foo | `foo_` |\n"
           "| bar | `bar_` |\n\n")
    clean = {
        "lib/util/alloc.c": "void *cgu_malloc(size_t n)\n{\n    return 0;\n}\n",
        "lib/util/alloc.h": "void *cgu_malloc(size_t n);\n",
        "lib/foo/walk.c": ("/* int comment_only(void) { } */\n"
                           "static int helper(int x)\n{\n    return x;\n}\n"
                           "static inline int quick(void)\n{\n    return 0;\n}\n"
                           "int foo_walk(const char *s,\n             int (*f)(int))\n{\n"
                           "    if (f(1)) {\n        return helper(2);\n    }\n    return 0;\n}\n"
                           "CG_EXPORT int cg_foo_walk(void)\n{\n    return foo_walk(\"x\", 0);\n}\n"),
        "lib/foo/walk.h": "int foo_walk(const char *s, int (*f)(int));\n",
        "lib/bar/sum.c": "#define LOCAL(x) x\nuint64_t bar_sum(int a)\n{\n    return a;\n}\n",
        "lib/cmake/config.in": "",
        "tests/foo/meson.build": (
            "# test('not-a-test', x)\n"
            "test_foo = executable('test-foo', 'test-foo.c', dependencies: dep)\n"
            "test('foo', test_foo, suite: 'foo')\n"
            "foreach topic : ['walk', 'sum']\n"
            "  test('foo-' + topic,\n"
            "    executable('test-' + topic, 'test-' + topic + '.c'), suite: 'foo')\n"
            "endforeach\n"
            "foreach mode : ['quick', 'all']\n"
            "  test('foo-data' + (mode == 'all' ? '-all' : ''), python,\n"
            "    args: [files('test-data.py'), mode], suite: 'foo')\n"
            "endforeach\n"
            "runs = files('test-runs.py')\n"
            "foreach np : [1, 2]\n"
            "  test('foo-runs-np@0@'.format(np), python, args: [runs, np.to_string()])\n"
            "  test('foo-@0@-np@1@'.format('walk', np), python, args: [files('run.py'), test_foo])\n"
            "endforeach\n"
            "test('foo-layout', python, args: [files('check-layout.py')])\n"),
    }
    faults = {
        "a .c name used twice": ({"lib/bar/walk.c": ""}, "file name walk.c is not unique"),
        "a .h name used twice": ({"lib/util/walk.h": ""}, "file name walk.h is not unique"),
        "a function without the prefix": (
            {"lib/bar/sum.c": clean["lib/bar/sum.c"] + "int foo_sum(void)\n{\n    return 0;\n}\n"},
            "lib/bar/sum.c:6: foo_sum has external linkage without the prefix of lib/bar"),
        "an external function without its module's prefix": (
            {"lib/bar/sum.c": clean["lib/bar/sum.c"] + "int old_sum(void)\n{\n    return 0;\n}\n"},
            "old_sum has external linkage"),
        "a multi-line definition without the prefix": (
            {"lib/util/alloc.c": clean["lib/util/alloc.c"]
             + "const char *\nname_of(int a,\n        int b)\n{\n    return 0;\n}\n"},
            "lib/util/alloc.c:5: name_of has external linkage"),
        "a cg_ function not exported": (
            {"lib/foo/walk.c": clean["lib/foo/walk.c"] + "int cg_foo_hidden(void)\n{\n    return 0;\n}\n"},
            "cg_foo_hidden is named as public but not CG_EXPORT"),
        "an exported function not named cg_": (
            {"lib/foo/walk.c": clean["lib/foo/walk.c"] + "CG_EXPORT int foo_open(void)\n{\n    return 0;\n}\n"},
            "foo_open is CG_EXPORT but not named cg_"),
        "a module missing from the table": (
            {"lib/baz/x.c": "int baz_x(void)\n{\n    return 0;\n}\n"},
            "lib/baz: a module with no row"),
        "no table of prefixes": ({"doc": "no table here\n"}, "no table | Module | Internal prefix"),
        "a test without its folder's name": (
            {"tests/bar/meson.build": "test('level-driver', executable('t', 'test-level-driver.c'))\n"},
            "tests/bar/meson.build:1: test level-driver is not named bar or bar-"),
        "a test named after another topic than its file's": (
            {"tests/bar/meson.build": "x = executable('t', 'test-canonical-order.c')\ntest('bar-order', x)\n"},
            "test bar-order runs test-canonical-order.c: name it bar-canonical-order"),
        "a script test named after another topic": (
            {"tests/bar/meson.build": "test('bar-lines', py, args: [files('test-input.py'), 'lines'])\n"},
            "test bar-lines runs test-input.py"),
        "a check script without the folder's name": (
            {"tests/bar/meson.build": "test('symbols', py, args: [files('check-symbols.py')])\n"},
            "test symbols is not named bar"),
        "a loop whose name and file take different variables": (
            {"tests/bar/meson.build": ("foreach t : ['a']\n  test('bar-' + t, executable('x', 'test-' + topic + '.c'))\n"
                                       "endforeach\n")},
            "test bar-{t} runs test-{topic}.c"),
        "a branch of a name that breaks the rule": (
            {"tests/bar/meson.build": "test((slow ? 'bar-data-all' : 'data'), py, args: [files('test-data.py')])\n"},
            "test data is not named bar"),
        "a name of a form rule 5 does not read": (
            {"tests/bar/meson.build": "test(slow ? 'bar-data-all' : 'bar-data', py, args: [files('test-data.py')])\n"},
            "rule 5 cannot read the test's name"),
        "a test name from a list, not read": (
            {"tests/bar/meson.build": "foreach run : runs\n  test(run[0] + run[1], py, args: [files('test-x.py')])\nendforeach\n"},
            "test {run[0]}{run[1]} is not named bar"),
        "a test whose file is not found": (
            {"tests/bar/meson.build": "test('bar-x', py, args: [somewhere])\n"},
            "rule 5 cannot read the test's file"),
    }
    failures = []
    with tempfile.TemporaryDirectory(prefix="check-layout-") as scratch:
        def run(files, doc_text):
            top = pathlib.Path(tempfile.mkdtemp(dir=scratch))
            for path, content in files.items():
                (top / path).parent.mkdir(parents=True, exist_ok=True)
                (top / path).write_text(content)
            found = []
            check_unique_names(top, found)
            check_prefixes(top, doc_text, found)
            check_test_names(top, found)
            return found
        found = run(clean, doc)
        if found:
            failures.append(f"the clean tree: {found}")
        for what, (change, says) in faults.items():
            files = dict(clean)
            files.update(change)
            doc_text = files.pop("doc", doc)
            found = run(files, doc_text)
            if any(says in line for line in found):
                print(f"found {what}: {' / '.join(found)}")
            else:
                failures.append(f"not found: {what} (got {found})")
    for line in failures:
        print("check-layout self-test: " + line, file=sys.stderr)
    return 1 if failures else 0


def main():
    if SELF_TEST:
        return self_test()
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
    check_unique_names(ROOT, problems)
    check_prefixes(ROOT, text, problems)
    check_test_names(ROOT, problems)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
