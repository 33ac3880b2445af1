#!/usr/bin/env python3
"""Check that the @retval list of every public function is a true contract.

Usage: check-retvals.py INCLUDE-DIR LIB-DIR ALLOC-SWEEP-SOURCE

Reads each public declaration of INCLUDE-DIR (include/cookiegame.h and
include/cookiegame/*.h) with the doc block before it, and the function's
definition in LIB-DIR (lib/**/*.c). Prints one line per broken promise,
naming the function and the status, and exits 1 when there is any:

- a function taking a `cg_ctx *` lacks CG_EBUSY (the busy guard,
  CGU_CTX_ENTER in lib/util/ctx.h, turns a second thread away with it), or
  its definition does not go through that guard; one returning a pointer
  that the guard makes NULL does not say so in its doc;
- a function with a callback parameter lacks CG_ECANCELED, or one that
  takes a context and lists CG_ELIMIT does (the context's progress
  callback is called where the node limit is charged);
- a function that allocates lacks CG_ENOMEM: the functions that never
  allocate are the NO_ALLOCATION(...) entries of ALLOC-SWEEP-SOURCE
  (tests/api/test-alloc-sweep.c), which checks that claim by running them
  with every allocation failing;
- an int-returning function with a pointer parameter lacks CG_EINVAL, unless
  every pointer parameter is documented as accepting NULL;
- a @retval names a status that cg_status (common.h) does not define;
- the definition returns a status literally (`return CG_Exxx;` or
  `return cgu_fail(CG_Exxx, ...)` in its own body) that the list lacks, or
  calls a public function (itself or through its file's static helpers)
  whose list has a CG_ELIMIT, CG_ENOMEM, CG_ERANGE, CG_EDOMAIN or CG_EPARSE
  that its own list lacks;
- a @retval text carries a history note ("in 1.0", "since 1.2", "(1.1)"):
  what changed when belongs on @since lines and in NEWS.md, the @retval
  text says what is true now.

"@return As cg_other()." takes cg_other()'s list as the function's own.
Only functions returning int have @retval lists; the others are skipped.
"""
import importlib.util
import pathlib
import re
import sys

# Functions exempt from one rule, each with the reason. Keep it short: an
# entry here is a promise the checker cannot see, so say why it holds.
EXEMPT = {
    # Creates the context: there is none yet for another thread to be in.
    ("cg_ctx_new", "CG_EBUSY"): "makes the context",
    # Reads one counter of a const context and takes no hold (no guard in
    # lib/util/ctx.c), so it never returns CG_EBUSY. Reading it while
    # another thread is inside a call on the context breaks the
    # one-thread-at-a-time rule of common.h like any other shared use.
    ("cg_ctx_memory_reserved", "CG_EBUSY"): "const read, no guard",
    # Stores the callback for later calls; never calls it.
    ("cg_ctx_set_progress", "CG_ECANCELED"): "stores the callback, never calls it",
    # Swept (their drivers build the table or thermograph, which allocates)
    # rather than NO_ALLOCATION, yet they only read what is built: the
    # cache-clear hooks only free, the histograms and the maximum copy a
    # level's counts, the thermograph readers copy or evaluate stored walls.
    ("cg_ctx_clear", "CG_ENOMEM"): "only frees",
    ("cg_census_histogram", "CG_ENOMEM"): "copies counts",
    ("cg_strict_table_histogram", "CG_ENOMEM"): "cg_census_histogram of its census",
    ("cg_reduced_table_histogram", "CG_ENOMEM"): "cg_census_histogram of its census",
    ("cg_census_max_value", "CG_ENOMEM"): "reads a level's maximum",
    ("cg_thermograph_mean_temperature", "CG_ENOMEM"): "copies two numbers",
    ("cg_thermograph_wall_point", "CG_ENOMEM"): "copies a stored point",
    ("cg_thermograph_wall_at", "CG_ENOMEM"): "evaluates a stored wall",
    # Passed-on statuses that cannot pass: cg_game_format calls
    # cg_game_format_ex without CG_FORMAT_CGSUITE, the only style that
    # charges the node limit; cg_oddeven_count's cg_game_number reads a pile
    # the recurrence makes an integer (its CG_EDOMAIN would be a broken
    # invariant, not an answer).
    ("cg_game_format", "CG_ELIMIT"): "plain style charges no nodes",
    ("cg_oddeven_count", "CG_EDOMAIN"): "piles of integer value",
}

# A history note inside @retval text: "(#CG_EINVAL in 1.0)", "(since 1.1)",
# "(1.2)", "since 1.2 ...", "before 1.3".
HISTORY_RE = re.compile(r"\b(?:in|since|before|until)\s+1\.\d+\b|\(1\.\d+\)")
# How a @param says it accepts NULL.
NULL_OK_RE = re.compile(
    r"(?:may be|can be|or|accepts?|is)\s+NULL\b|\bNULL\s*(?::|is a no-op|is accepted|"
    r"means|gives|for|to |when|\(the default\)|leaves|skips|:)|\bNULL\b[^.]*\bno-op\b",
    re.I)


# Where a doc block's next entry begins: any Doxygen command but the inline
# ones that sit inside an entry's text (@p ctx, @ref, @c, @a, @b, @e, @em).
BLOCK_TAG_RE = re.compile(r"(?=@(?!(?:p|ref|c|a|b|e|em)\b)\w+)")


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)


def statuses(common_h):
    """The names of cg_status, from its enum in common.h."""
    text = strip_comments(common_h.read_text())
    enum = re.search(r"typedef\s+enum\s+cg_status\s*\{(.*?)\}", text, flags=re.S)
    return set(re.findall(r"\b(CG_[A-Z]+)\s*=", enum.group(1)))


def split_params(params):
    """The parameters of a declaration, split at top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in params:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return [p for p in out if p != "void"]


def param_name(param):
    m = re.search(r"\(\s*\*\s*(\w+)\s*\)", param) or re.search(r"(\w+)\s*(?:\[[^]]*\])?\s*$", param)
    return m.group(1) if m else ""


def declarations(include):
    """(name, return type, [params], doc, header) for each public function
    declared with a doc block right before it."""
    decls = []
    for header in sorted(pathlib.Path(include).rglob("*.h")):
        text = header.read_text()
        for m in re.finditer(r"/\*\*(.*?)\*/\s*((?:[^;{}#/]|/(?!\*))*?)\b(cg_[a-z0-9_]+)\s*"
                             r"\(((?:[^()]|\([^()]*\))*)\)\s*;", text, flags=re.S):
            doc, ret, name, params = m.group(1), m.group(2), m.group(3), m.group(4)
            if "typedef" in ret or "(" in ret:
                continue
            decls.append((name, " ".join(ret.split()), split_params(" ".join(params.split())),
                          doc, header.name))
    return decls


def retvals(doc):
    """{status: text} of the @retval entries of a doc block."""
    doc = re.sub(r"^\s*\*", "", doc, flags=re.M)
    out = {}
    parts = BLOCK_TAG_RE.split(doc)
    for part in parts:
        m = re.match(r"@retval\s+(\w+)(.*)", part, flags=re.S)
        if m:
            out[m.group(1)] = " ".join(m.group(2).split())
    return out


def param_docs(doc):
    """{parameter name: text} of the @param entries."""
    doc = re.sub(r"^\s*\*", "", doc, flags=re.M)
    out = {}
    for part in BLOCK_TAG_RE.split(doc):
        m = re.match(r"@param(?:\[[a-z,]+\])?\s+(\w+)(.*)", part, flags=re.S)
        if m:
            out[m.group(1)] = " ".join(m.group(2).split())
    return out


INHERIT_RE = re.compile(r"@return As (cg_[a-z0-9_]+)\(\)|statuses as (cg_[a-z0-9_]+)\(\)|"
                        r"As (cg_[a-z0-9_]+)\(\), with the same [^.]*statuses")


def inherits(doc):
    """The functions whose statuses a doc block takes as its own:
    "@return As cg_x().", "... statuses as cg_x()", "As cg_x(), with the
    same ... statuses"."""
    text = " ".join(re.sub(r"^\s*\*", "", doc, flags=re.M).split())
    return {n for groups in INHERIT_RE.findall(text) for n in groups if n}


def definitions(lib):
    """The functions defined in lib/**/*.c (comments removed): {name: body}
    of the public ones (cg_*), {(file, name): body} of the others, and
    {name: file} of the public ones."""
    bodies, helpers, file_of = {}, {}, {}
    for source in sorted(pathlib.Path(lib).rglob("*.c")):
        text = strip_comments(source.read_text())
        # A definition: at the start of a line, a name, parameters, a brace.
        for m in re.finditer(r"^[A-Za-z][^;{}()\n]*\b([a-z_][a-z0-9_]*)\s*\(([^;{}]*?)\)\s*\{",
                             text, flags=re.M):
            depth, i = 1, m.end()
            while depth and i < len(text):
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            if m.group(1).startswith("cg_"):
                bodies[m.group(1)] = text[m.end():i]
                file_of[m.group(1)] = str(source)
            else:
                helpers[(str(source), m.group(1))] = text[m.end():i]
    return bodies, helpers, file_of


def public_callees(name, bodies, helpers, file_of):
    """The public functions a definition calls, itself or through the
    helpers of its own file (a file's static functions, one level of
    delegation that the literal-return rule cannot see)."""
    source, seen, out = file_of.get(name), set(), set()
    todo = [bodies.get(name, "")]
    while todo:
        for callee in set(re.findall(r"\b([a-z_][a-z0-9_]*)\s*\(", todo.pop())):
            if callee.startswith("cg_"):
                out.add(callee)
            elif (source, callee) in helpers and callee not in seen:
                seen.add(callee)
                todo.append(helpers[(source, callee)])
    return out - {name}


# The statuses a function passes on from the public functions it calls.
# CG_EINVAL is not among them (a caller checks its arguments first), nor
# CG_EBUSY (a nested call on the held context is never busy), nor
# CG_ECANCELED (it comes with CG_ELIMIT, checked above).
PASSED_ON = ("CG_ELIMIT", "CG_ENOMEM", "CG_ERANGE", "CG_EDOMAIN", "CG_EPARSE")


def check(decls, defs, no_alloc, known):
    """The broken promises of the declarations (see the module's doc), and
    how many int-returning functions with a status list were checked."""
    bodies, helpers, file_of = defs
    lists = {name: retvals(doc) for name, _, _, doc, _ in decls}
    docs = {name: doc for name, _, _, doc, _ in decls}

    def full_list(name, seen=()):
        """The statuses a function's doc promises: its own @retval entries
        and, transitively, those of the function it says it returns as."""
        have = set(lists.get(name, {}))
        for other in inherits(docs.get(name, "")):
            if other not in seen:
                have |= full_list(other, seen + (name,))
        return have

    problems = []
    reported = set()

    def need(name, status, why):
        # One line per missing status, whichever rules want it.
        if (name, status) not in EXEMPT and (name, status) not in reported:
            reported.add((name, status))
            problems.append(f"{name}: no @retval {status} ({why})")

    checked = 0
    for name, ret, params, doc, header in decls:
        takes_ctx = any(re.match(r"(?:const\s+)?cg_ctx\s*\*\s*\w+$", p) for p in params)
        body = bodies.get(name)
        if ret != "int":
            # A pointer-returning function behind the busy guard
            # (CGU_CTX_ENTER_OR) turns a second thread away with NULL: its
            # @return must say so, as a status list would.
            if (takes_ctx and body is not None and "CGU_CTX_ENTER_OR" in body
                    and "another thread" not in " ".join(doc.split())):
                problems.append(f"{name}: returns NULL to another thread's call on the "
                                f"context (CG_EBUSY), which its @return does not say")
            continue
        own = lists[name]
        if not own and not inherits(doc):
            continue  # a value or a predicate (@return), not a status
        checked += 1
        have = full_list(name)
        for status, text in own.items():
            if status not in known:
                problems.append(f"{name}: @retval {status} is not a cg_status")
            if HISTORY_RE.search(text):
                problems.append(f"{name}: @retval {status} carries a history note "
                                f"(move it to @since and NEWS.md): {text!r}")
        if takes_ctx:
            if "CG_EBUSY" not in have:
                need(name, "CG_EBUSY", "takes a cg_ctx *")
            guarded = body is None or "CGU_CTX_ENTER" in body
            if not guarded and (name, "CG_EBUSY") not in EXEMPT:
                problems.append(f"{name}: takes a cg_ctx * but its definition does not enter "
                                f"the busy guard (CGU_CTX_ENTER)")
        callbacks = [p for p in params if re.search(r"_fn\b|\(\s*\*", p)]
        if callbacks and "CG_ECANCELED" not in have:
            need(name, "CG_ECANCELED", f"callback parameter {param_name(callbacks[0])}")
        # The context's progress callback (cg_ctx_set_progress) is called
        # where the node limit is charged (cgu_ctx_charge): whatever can
        # pass the limit can be stopped.
        if takes_ctx and "CG_ELIMIT" in have and "CG_ECANCELED" not in have:
            need(name, "CG_ECANCELED", "charges the node limit, so the context's progress "
                 "callback can stop it")
        if name not in no_alloc and "CG_ENOMEM" not in have:
            need(name, "CG_ENOMEM", "not NO_ALLOCATION in the allocation sweep")
        pointers = [p for p in params if "*" in p]
        pdocs = param_docs(doc)
        strict = [p for p in pointers if not NULL_OK_RE.search(pdocs.get(param_name(p), ""))]
        if strict and "CG_EINVAL" not in have:
            need(name, "CG_EINVAL", f"pointer parameter {param_name(strict[0])}")
        for status in PASSED_ON:
            via = sorted(f for f in public_callees(name, bodies, helpers, file_of)
                         if f in lists and status in full_list(f))
            if via and status not in have:
                need(name, status, f"it calls {via[0]}(), which returns it")
        if body is not None:
            literal = set(re.findall(r"\breturn\s+(?:cgu_fail\s*\(\s*)?(CG_E[A-Z]+)\b", body))
            if "CGU_CTX_ENTER" in body:
                literal.add("CG_EBUSY")
            for status in sorted(literal - have):
                need(name, status, "its definition returns it")
    return problems, checked


# Faults planted in copies of the real declarations and definitions, and
# the line each must draw: a checker that misses one passes broken headers.
# (function, "doc" or "body", old text, new text, expected report)
PLANTED = [
    ("cg_ctx_clear", "doc", "@retval CG_EBUSY", "", "cg_ctx_clear: no @retval CG_EBUSY"),
    ("cg_ctx_new", "doc", "@retval CG_ENOMEM", "", "cg_ctx_new: no @retval CG_ENOMEM"),
    ("cg_games_enumerate", "doc", "@retval CG_ECANCELED", "",
     "cg_games_enumerate: no @retval CG_ECANCELED"),
    ("cg_ctx_set_node_limit", "doc", "@retval CG_EINVAL", "",
     "cg_ctx_set_node_limit: no @retval CG_EINVAL"),
    ("cg_ctx_clear", "doc", "@retval CG_OK", "@retval CG_EWHAT",
     "cg_ctx_clear: @retval CG_EWHAT is not a cg_status"),
    ("cg_ctx_clear", "doc", "Cleared.", "Cleared (since 1.1).",
     "cg_ctx_clear: @retval CG_OK carries a history note"),
    ("cg_ctx_clear", "body", "return CG_OK;", "return CG_EDOMAIN;",
     "cg_ctx_clear: no @retval CG_EDOMAIN"),
    ("cg_oddeven_pile", "doc", "@retval CG_ELIMIT", "",
     "cg_oddeven_pile: no @retval CG_ELIMIT (it calls cg_game_new()"),
    ("cg_game_zero", "doc", "another thread", "a thread",
     "cg_game_zero: returns NULL to another thread's call"),
]


def self_test(decls, defs, no_alloc, known):
    """The planted faults that the checker does not report."""
    missed = []
    for name, where, old, new, expected in PLANTED:
        d, b = list(decls), dict(defs[0])
        if where == "doc":
            d = [(n, r, p, doc.replace(old, new, 1) if n == name else doc, h)
                 for n, r, p, doc, h in d]
            changed = any(n == name and old in doc for n, _, _, doc, _ in decls)
        else:
            changed = old in b.get(name, "")
            b[name] = b.get(name, "").replace(old, new, 1)
        found, _ = check(d, (b,) + defs[1:], no_alloc, known)
        if not changed or not any(line.startswith(expected) for line in found):
            missed.append(f"self-test: {expected!r} not reported after {name}'s {where}: "
                          f"{old!r} -> {new!r}")
    return missed


def public_functions(include):
    """Every public function, by tests/api/list-public-functions.py (which
    the test 'api-sweep-list' checks against the linker map): one reading
    of the headers decides what is public."""
    path = pathlib.Path(__file__).resolve().parent.parent / "api" / "list-public-functions.py"
    spec = importlib.util.spec_from_file_location("list_public_functions", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.public_functions(include)


def main():
    include, lib, sweep = (pathlib.Path(a) for a in sys.argv[1:4])
    known = statuses(include / "cookiegame" / "common.h")
    no_alloc = set(re.findall(r"\bNO_ALLOCATION\((cg_[a-z0-9_]+)", sweep.read_text()))
    defs = definitions(lib)
    decls = declarations(include)
    problems, checked = check(decls, defs, no_alloc, known)
    # A declaration this reader misses (no doc block right before it) would
    # pass unchecked.
    for name in sorted(public_functions(include) - {d[0] for d in decls}):
        problems.append(f"{name}: no doc block found before its declaration")
    problems += self_test(decls, defs, no_alloc, known)
    for p in problems:
        print(p)
    print(f"{checked} int-returning public functions checked, {len(PLANTED)} planted faults, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
