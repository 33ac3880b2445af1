#!/usr/bin/env python3
"""The explorer in a real browser: build the site (web/build.sh), serve it on
127.0.0.1, open each position and game of CASES in headless Chromium (driven
over the DevTools pipe, tests/web/cdp.py: the searches run in a Web Worker, which
--dump-dom's virtual time does not wait for) and compare every value the page
shows (its data-field elements) with the tool's --json for the same input;
texts that do not parse must show the library's sentence, as the tool does.
Games are also shown in CGSuite's notation (#game=TEXT;cgsuite, the page's
notation control) and compared with the tool's --notation cgsuite --json.
It also plays whole games on the Play page against the perfect player
(tests/web/playcheck.py). Saves a screenshot of each page kind (position, game,
play, error) to look at.

    tests/web/test-browser.py --tool build/tools/cookiegame/cookiegame --out build-web

exits 0 when every page agrees with the tool, 1 with the differences
otherwise, 2 when something it needs (emcc, chromium, the tool) is missing.
"""
import argparse
import functools
import html.parser
import http.server
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time

import cdp
import playcheck

HERE = os.path.dirname(os.path.abspath(__file__))

# (kind, text): strict and non-strict positions, the empty one, a P-position,
# spoiled heaps, commas, a 19-heap reduced form searched for its Grundy value,
# reduced forms too large to search (strict: all but the Grundy value known;
# not strict: the searched values unknown); numbers, nimbers, ups, switches,
# sums and hot games.
CASES = [
    ("position", "2 3 4 4"),
    ("position", "1 2 3 3 6"),
    ("position", "1 2 2"),
    ("position", "()"),
    ("position", "0 0 3"),
    ("position", "1,2,4"),
    ("position", "1 1 2 3 5 8 13"),
    ("position", "5 5 5 5 5"),
    ("position", "3 6 6 8 9 10 10 10 11 14 15 16 16 17 17 17 17 18 19"),
    ("position", "1 1 " + " ".join(["300"] * 250)),
    ("position", "2 2 2 " + " ".join(["300"] * 250)),
    ("game", "{2|1}+*"),
    ("game", "{5|{2|0}}"),
    ("game", "^+*3"),
    ("game", "3/4"),
    ("game", "+-1"),
    ("game", "{3|1}+{2|-2}"),
    ("game", "0"),
    ("game", "{0,*|0,*}"),
    ("game", "-5/1024"),
    # Integers past 2^20 and denominators past 2^64 (1.2), written in
    # decimal; the birthday 2^62 - 1 is past what a JavaScript Number holds.
    ("game", "{4611686018427387902|-1/1267650600228229401496703205376}"),
]
# Games shown in CGSuite's notation (#game=TEXT;cgsuite), compared with
# `cookiegame game TEXT --notation cgsuite --json`: some of CASES, a sum of
# switches (+-{3|1}), an uptimal power (^<3>*), Tiny, and games written the
# library's way that CGSuite writes otherwise.
CGSUITE_CASES = ["{2|1}+*", "{5|{2|0}}", "^+*3", "+-1", "{3|1}+{2|-2}", "0",
                 "+-1+-2", "^<3>*", "Tiny(2)", "{0||0|-2}", "3+-1"]
# Text that does not parse: the page shows the library's sentence.
ERRORS = [("position", "2 x"), ("game", "{2|")]
# A search that runs for minutes (60 heaps, none spoiled, a reduced form
# far from strict): the page must stay responsive, cancel it and then
# analyse the next fragment.
SLOW = ("position", "9 37 55 52 49 5 17 8 32 49 29 31 42 25 51 14 7 32 2 58 54 25 28 39 49 50 1 45 "
                    "29 18 47 52 15 38 7 58 21 2 2 2 42 35 1 57 25 44 14 28 47 2 34 15 49 29 32 36 "
                    "15 23 15 44")
# The facts of 1.3 the page shows (explorer.c, json_more_facts) under the
# names `cookiegame game --json` uses for them. The tool gains them at the
# same time (cmd-game.c): until it has them, a key of these that the tool
# does not print is not compared (NEW_FACTS below checks them instead).
NEW_KEYS = {"misere_outcome", "stop_count", "follower_count", "atomic", "atomic_weight",
            "uptimal_expansion", "companion", "freeze", "incentives", "left_incentives",
            "right_incentives", "integer", "nimber", "numberish", "number_tiny", "ordinal",
            "idempotent", "even", "odd", "even_tempered", "odd_tempered", "uptimal"}
# (game, {key: value}): the new facts against CGSuite's published results
# (its test suite: 5.MisereOutcomeClass = R, 0.MisereOutcomeClass = N,
# 5.StopCount = 1, 0.FollowerCount = 1, 5.FollowerCount = 6, 5.Incentives =
# {-1}, 0.Companion = *, 5.Companion = 5, {1|^^||^}.AtomicWeight = 2,
# v*.UptimalExpansion = "*.1-", ^ is 0.1 in its form) and
# definitions: 0 is even and every option of an odd game is even ([ONAG]:
# 5 = {4|} odd, 4 even), {3|1} freezes to its mean plus * (thermal.h), a
# number is even-tempered, and a game that is not a number with every option
# even-tempered ({3|1}, {1|-1}) is odd-tempered ([CGT]).
NEW_FACTS = [
    ("5", {"misere_outcome": "R", "stop_count": 1, "follower_count": 6, "incentives": ["-1"],
           "companion": "5", "integer": True, "ordinal": True, "odd": True, "even": False,
           "even_tempered": True, "atomic": False, "atomic_weight": None}),
    ("4", {"even": True, "odd": False}),
    ("0", {"misere_outcome": "N", "follower_count": 1, "companion": "*", "even": True,
           "idempotent": True, "nimber": True}),
    ("{1|^^||^}", {"atomic": True, "atomic_weight": "2"}),
    ("{3|1}", {"freeze": "2*", "odd_tempered": True, "even_tempered": False}),
    ("{1|-1}", {"odd_tempered": True, "even_tempered": False, "numberish": False}),
    ("^", {"uptimal": True, "number_tiny": False, "numberish": True, "uptimal_expansion": "0.1"}),
    ("v*", {"uptimal_expansion": "*.1-"}),
    ("{1|-1}", {"uptimal": False, "uptimal_expansion": None}),
]
# (game, op, operand, operand2, result): the operation form against CGSuite's
# published results and, for multiple and the selective sum, definitions. The
# result's page is compared with the tool's page of the result's text.
OPERATIONS = [
    ("*4", "conway_product", "*4", "", "*6"),
    ("15", "conway_product", "^^*2", "", "^30*2"),
    ("1/2", "ordinal_sum", "1/4", "", "9/16"),
    ("*5", "ordinal_product", "*6", "", "*30"),
    ("+-1", "conjunctive_sum", "^^", "", "{0|-1}"),
    # ONAG's selective compound (partizan.h) of heaps a and b is *(a + b):
    # lowering one heap or both reaches every smaller sum, never a + b.
    # (CGSuite's tests give *8 here and {1^^|-1} for +-1 and ^^: the library
    # follows ONAG's definition, which gives *11 and {1^^|-1^*,-1^^}.)
    ("*5", "selective_sum", "*6", "", "*11"),
    ("{3||2+*|1+*}", "cool", "-1/2", "", "{7/2|||5/2|3/2||+-1/2}"),
    ("1/4", "cool", "-1/4", "", "1/4*"),
    ("{3||2+*|1+*}", "overheat", "*", "1+*", "{1||+-(1*)|-1,{-1|-3}}"),
    ("^", "pow", "3", "", "^<3>"),
    ("+-1", "pow_to", "3", "", "{1,{1,+-1|-1}|-1}"),
    ("{2|1}", "multiple", "3", "", "{2|1}+{2|1}+{2|1}"),
]
# Operations the page refuses with a sentence: a count that is not one, an
# operand that does not parse, cool by t <= -1 (the library's detail).
OPERATION_ERRORS = [("^", "pow", "x", "", "not a count"), ("1", "ordinal_sum", "{2|", "", "not a game"),
                    ("{1|-1}", "cool", "-1", "", "cool: ")]
SCREENSHOTS = {"position": ("position", "2 3 4 4"), "game": ("game", "{2|1}+*"),
               # walls below 0: a hot game and a number's tent
               "game-below": ("game", "{3||2+*|1+*}"), "game-number": ("game", "1/4"),
               "game-cgsuite": ("game", "+-1+-2", True),
               "play": ("play", "position:2 3 4 4;hints"), "error": ("game", "{2|"),
               "game-operation": ("game", "{3||2+*|1+*}", False, ("cool", "-1/2", ""))}

# Screenshots of the thermograph itself (below the facts on the game page).
PICTURE_SCREENSHOTS = {"game-below", "game-number", "game-operation"}

TOOL_COMMAND = {"position": "analyze", "game": "game"}
RUN_FIGURES = ("memory",)


def escape(text):
    written = text.replace("%", "%25").replace("#", "%23")
    for c in ' <>"`':
        written = written.replace(c, "%%%02X" % ord(c))
    return written


def fragment(kind, text, cgsuite=False, operation=None):
    """As explorer.js's writeFragment: readable, only '%', '#' and what the
    browser would escape itself (space, '<', '>', '"', '`') escaped (for a
    game ';' too, then ';op=NAME;with=H[;and=T]' for an operation (op,
    operand, operand2) and ';cgsuite' in CGSuite's notation)."""
    written = escape(text)
    if kind == "game":
        written = written.replace(";", "%3B")
        if operation is not None:
            op, operand, operand2 = operation
            written += ";op=%s;with=%s" % (op, escape(operand).replace(";", "%3B"))
            if op == "overheat":
                written += ";and=" + escape(operand2).replace(";", "%3B")
        written += ";cgsuite" if cgsuite else ""
    return "#%s=%s" % (kind, written)


def render(value):
    """As explorer.js's render: what the page shows for a JSON value."""
    if value is None:
        return "unknown"
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) if value else "none"
    return str(value)


# Elements without an end tag: they open no scope.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
        "wbr"}


class Fields(html.parser.HTMLParser):
    """The data-field elements inside the element whose id is `scope`, with
    their data-json and text, and the status line's attributes."""

    def __init__(self, scope):
        super().__init__()
        self.scope, self.depth = scope, 0   # depth > 0: inside the scope
        self.fields, self.status = {}, {}
        self.open = []   # data-field elements being read: [name, attrs, text]
        self.hidden_scope = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id") == "status":
            self.status = a
        if tag in VOID:
            return
        if self.depth:
            self.depth += 1
        elif a.get("id") == self.scope:
            self.depth = 1
            self.hidden_scope = "hidden" in a
        if self.depth and "data-field" in a:
            self.open.append([a["data-field"], a, ""])

    def handle_endtag(self, tag):
        if self.depth and self.open and tag == "span":
            name, a, text = self.open.pop()
            self.fields[name] = (a.get("data-json"), text)
        if self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if self.open:
            self.open[-1][2] += data


def load(browser, url, timeout):
    """The page's HTML once it has finished (or after timeout seconds)."""
    browser.open(url)
    browser.wait_for("(() => { const s = document.getElementById('status');"
                     " return location.href === %s && s !== null &&"
                     " ['done', 'error'].includes(s.dataset.state); })()" % json.dumps(url), timeout)
    return browser.html()


def tool_json(tool, kind, text, cgsuite=False):
    notation = ["--notation", "cgsuite"] if cgsuite else []
    r = subprocess.run([tool, TOOL_COMMAND[kind], text, "--json"] + notation, capture_output=True,
                       text=True, timeout=120)
    # Exit status 1 with a document: some values are unknown (null), as in the page.
    if r.returncode not in (0, 1) or not r.stdout:
        raise RuntimeError("%s %s %r failed: %s" % (tool, TOOL_COMMAND[kind], text, r.stderr))
    return json.loads(r.stdout)


def check_case(browser, base, tool, kind, text, timeout, cgsuite=False, operation=None,
               expected_text=None):
    """The differences between the page and the tool for one input (a game
    in CGSuite's notation when cgsuite; with operation, the page of that
    operation on the game, compared with the tool's page of expected_text)."""
    page = Fields(kind)
    page.feed(load(browser, base + fragment(kind, text, cgsuite, operation), timeout))
    where = "%s %r%s%s" % (kind, text if len(text) < 60 else text[:57] + "...",
                           " %s %r %r" % operation if operation else "",
                           " (CGSuite's notation)" if cgsuite else "")
    if page.status.get("data-state") != "done":
        return ["%s: the page did not finish (status %r)" % (where, page.status)]
    if page.hidden_scope:
        return ["%s: the %s section is hidden" % (where, kind)]
    if kind == "game":
        # The control shows the notation of the fragment.
        control = browser.evaluate("(() => { const n = document.getElementById('notation');"
                                   " return n.hidden ? 'hidden' : n.value; })()")
        if control != ("cgsuite" if cgsuite else "library"):
            return ["%s: the notation control shows %r" % (where, control)]
    expected = tool_json(tool, kind, expected_text if operation else text, cgsuite)
    # Figures of the tool's own run, not of the input: the bytes its memory
    # checks counted depend on the process (the page's are the wasm's).
    for key in RUN_FIGURES:
        expected.pop(key, None)
    problems = []
    for key in sorted(set(expected) | set(page.fields)):
        if key not in page.fields:
            problems.append("%s: the page has no data-field %r" % (where, key))
            continue
        if key not in expected and key in NEW_KEYS:
            continue   # the tool does not print it yet: NEW_FACTS checks it
        if key not in expected:
            problems.append("%s: data-field %r is not in the tool's JSON" % (where, key))
            continue
        raw, shown = page.fields[key]
        value = json.loads(raw) if raw is not None else "(no data-json)"
        if value != expected[key]:
            problems.append("%s: %s is %r in the page, %r in the tool" % (where, key, value, expected[key]))
        elif shown != render(expected[key]):
            problems.append("%s: %s shows %r, not %r" % (where, key, shown, render(expected[key])))
    return problems


def check_error(browser, base, tool, kind, text, timeout):
    """The page's error sentence must be the one the tool prints."""
    page = Fields("error")
    page.feed(load(browser, base + fragment(kind, text), timeout))
    where = "%s %r" % (kind, text)
    if page.status.get("data-state") != "error" or "error" not in page.fields:
        return ["%s: the page shows no error (status %r)" % (where, page.status)]
    shown = page.fields["error"][1]
    detail = shown.split(": ", 1)[1] if ": " in shown else ""
    r = subprocess.run([tool, TOOL_COMMAND[kind], text, "--json"], capture_output=True, text=True,
                       timeout=120)
    if r.returncode == 0 or not detail or detail not in r.stderr:
        return ["%s: the page says %r, the tool %r" % (where, shown, r.stderr.strip())]
    return []


def check_new_facts(browser, base, timeout):
    """The facts of 1.3 on the game page against NEW_FACTS."""
    problems = []
    for text, facts in NEW_FACTS:
        page = Fields("game")
        page.feed(load(browser, base + fragment("game", text), timeout))
        if page.status.get("data-state") != "done":
            problems.append("game %r: the page did not finish (status %r)" % (text, page.status))
            continue
        for key, want in facts.items():
            raw, shown = page.fields.get(key, (None, None))
            value = json.loads(raw) if raw is not None else "(no data-field)"
            if value != want or shown != render(want):
                problems.append("game %r: %s is %r (shown %r), not %r" % (text, key, value, shown, want))
    return problems


def check_operations(browser, base, tool, timeout):
    """The operation form's pages: each result's whole page as the tool's
    page of the published result, the refused ones with their sentence, and
    the form itself (choose, type, compute) once."""
    problems = []
    for text, op, operand, operand2, result in OPERATIONS:
        problems += check_case(browser, base, tool, "game", text, timeout,
                               operation=(op, operand, operand2), expected_text=result)
    for text, op, operand, operand2, sentence in OPERATION_ERRORS:
        page = Fields("error")
        page.feed(load(browser, base + fragment("game", text, False, (op, operand, operand2)),
                       timeout))
        shown = page.fields.get("error", (None, ""))[1]
        if page.status.get("data-state") != "error" or sentence not in shown:
            problems.append("game %r %s %r: the page says %r, not %r" % (text, op, operand, shown,
                                                                          sentence))
    # The form: 1/2 on its page, ordinal sum with 1/4, computed: 9/16's page.
    load(browser, base + fragment("game", "1/2"), timeout)
    want = base + fragment("game", "1/2", False, ("ordinal_sum", "1/4", ""))
    browser.evaluate("(() => { document.getElementById('op').value = 'ordinal_sum';"
                     " document.getElementById('operand').value = '1/4';"
                     " document.getElementById('operate').requestSubmit(); })()")
    done = browser.wait_for(
        "(() => { const s = document.getElementById('status');"
        " const c = document.querySelector('#game [data-field=canonical]');"
        " return location.href === %s && s.dataset.state === 'done' && c.dataset.json === '\"9/16\"'; })()"
        % json.dumps(want), timeout)
    if done is None:
        problems.append("operation form: ordinal sum of 1/2 with 1/4 did not show 9/16 at %s (at %r)"
                        % (want, browser.evaluate("location.href")))
    return problems


def check_notation_control(browser, base, tool, timeout):
    """Choose CGSuite's notation with the page's control on a game shown the
    library's way, then the library's again: each time the fragment and the
    canonical form follow, as the tool writes it."""
    text = "{0||0|-2}"
    url = base + fragment("game", text)
    load(browser, url, timeout)
    problems = []
    for notation, cgsuite in (("cgsuite", True), ("library", False)):
        want = base + fragment("game", text, cgsuite)
        expected = tool_json(tool, "game", text, cgsuite)["canonical"]
        browser.evaluate("(() => { const n = document.getElementById('notation'); n.value = %s;"
                         " n.dispatchEvent(new Event('change')); })()" % json.dumps(notation))
        done = browser.wait_for(
            "(() => { const s = document.getElementById('status');"
            " const c = document.querySelector('#game [data-field=canonical]');"
            " return location.href === %s && s.dataset.state === 'done' && c.dataset.json === %s; })()"
            % (json.dumps(want), json.dumps(json.dumps(expected))), timeout)
        if done is None:
            problems.append("notation control: choosing %s did not show %s with the canonical form "
                            "%r (at %r, showing %r)"
                            % (notation, want, expected, browser.evaluate("location.href"),
                               browser.evaluate("document.querySelector("
                                                "'#game [data-field=canonical]').dataset.json")))
    return problems


def check_cancel(browser, base, timeout):
    """Start SLOW, cancel it with the page's button, then analyse another
    fragment in the same page."""
    url = base + fragment(*SLOW)
    browser.open(url)
    state = "document.getElementById('status') && document.getElementById('status').dataset.state"
    if browser.wait_for("(%s) === 'computing'" % state, timeout) is None:
        return ["cancel: the slow search never showed 'computing' (%r)" % browser.evaluate(state)]
    time.sleep(1)   # let the worker search a while
    if browser.evaluate("(%s)" % state) != "computing":
        return ["cancel: the slow search finished: pick a slower one"]
    browser.evaluate("document.getElementById('cancel').click()")
    if browser.wait_for("(%s) === 'cancelled'" % state, 5) is None:
        return ["cancel: the page did not cancel (%r)" % browser.evaluate(state)]
    browser.evaluate("location.hash = %s" % json.dumps(fragment("position", "2 3 4 4")))
    if browser.wait_for("(%s) === 'done'" % state, timeout) is None:
        return ["cancel: no analysis after cancelling (%r)" % browser.evaluate(state)]
    page = Fields("position")
    page.feed(browser.html())
    if page.fields.get("grundy", (None,))[0] != "3":
        return ["cancel: after cancelling, 2 3 4 4 shows grundy %r" % (page.fields.get("grundy"),)]
    return []


def screenshot(browser, url, path, timeout, picture=False):
    """picture: scrolled to the page's picture (the thermograph's walls below 0)."""
    load(browser, url, timeout)
    if picture:
        browser.evaluate("document.querySelector('main section:not([hidden]) figure').scrollIntoView()")
    browser.screenshot(path)
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        raise RuntimeError("no screenshot written to " + path)


def page_times(chromium, url):
    """Real (not virtual) milliseconds: until the library was ready, and of
    the computation, as the page logs them to the console."""
    proc = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                             "--enable-logging=stderr", "--v=0", "--remote-debugging-port=0", url],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    load = compute = None
    timer = threading.Timer(120, proc.kill)   # a page that never finishes
    timer.start()
    try:
        for line in proc.stderr:
            m = re.search(r"cookiegame explorer: library ready ([0-9.]+) ms", line)
            if m:
                load = float(m.group(1))
            m = re.search(r"cookiegame explorer: \w+ computed in ([0-9.]+) ms", line)
            if m:
                compute = float(m.group(1))
                break
    finally:
        timer.cancel()
        proc.kill()
        proc.wait()
    return load, compute


def timing(chromium, base, tool, kind, text, runs):
    """The page's load and compute times against the native tool's wall time
    for the same input (medians of runs)."""
    pages = [page_times(chromium, base + fragment(kind, text)) for _ in range(runs)]
    native = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([tool, TOOL_COMMAND[kind], text, "--json"], capture_output=True, check=True)
        native.append((time.perf_counter() - start) * 1000)
    if any(load is None or compute is None for load, compute in pages):
        raise RuntimeError("the page logged no times for %s %r" % (kind, text))
    print("%s %r, medians of %d runs: library ready %.0f ms after the navigation began; "
          "computed in %.1f ms in the page, %.1f ms by the native tool (its whole process)"
          % (kind, text, runs, statistics.median(p[0] for p in pages),
             statistics.median(p[1] for p in pages), statistics.median(native)))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    top = os.path.dirname(os.path.dirname(HERE))   # the source tree, above tests/web/
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tool", default=os.path.join(top, "build", "tools", "cookiegame", "cookiegame"),
                    help="the native cookiegame tool to compare with")
    ap.add_argument("--out", default=os.path.join(top, "build-web"),
                    help="where to build the site (OUT/site) and save the screenshots (OUT/*.png)")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    ap.add_argument("--no-build", action="store_true", help="use OUT/site as it is")
    ap.add_argument("--timeout", type=float, default=60,
                    help="seconds a page may take to finish (default 60)")
    ap.add_argument("--timing", metavar="KIND=TEXT",
                    help="instead of the test, time one page in real time against the tool, "
                         "e.g. 'position=1 2 3 3 6'")
    ap.add_argument("--runs", type=int, default=5, help="runs of --timing (default 5)")
    args = ap.parse_args()

    for what, path in (("chromium", args.chromium), ("the tool", args.tool)):
        if shutil.which(path) is None:
            print("test-browser: %s not found (%s)" % (what, path), file=sys.stderr)
            return 2
    site = os.path.join(args.out, "site")
    if not args.no_build:
        if shutil.which("emcc") is None:
            print("test-browser: emcc not found: install Debian's emscripten", file=sys.stderr)
            return 2
        start = time.monotonic()
        if subprocess.run(["bash", os.path.join(top, "web", "build.sh"), site]).returncode != 0:
            print("test-browser: web/build.sh failed", file=sys.stderr)
            return 1
        print("test-browser: built the site in %.0f s" % (time.monotonic() - start))

    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d/index.html" % server.server_address[1]
    problems = []
    try:
        if args.timing:
            kind, _, text = args.timing.partition("=")
            if kind not in TOOL_COMMAND or not text:
                print("test-browser: --timing position=TEXT or game=TEXT", file=sys.stderr)
                return 2
            timing(args.chromium, base, args.tool, kind, text, args.runs)
            return 0
        start = time.monotonic()
        browser = cdp.Browser(args.chromium)
        try:
            for kind, text in CASES:
                problems += check_case(browser, base, args.tool, kind, text, args.timeout)
            for text in CGSUITE_CASES:
                problems += check_case(browser, base, args.tool, "game", text, args.timeout,
                                       cgsuite=True)
            for kind, text in ERRORS:
                problems += check_error(browser, base, args.tool, kind, text, args.timeout)
            problems += check_new_facts(browser, base, args.timeout)
            problems += check_operations(browser, base, args.tool, args.timeout)
            problems += check_notation_control(browser, base, args.tool, args.timeout)
            problems += check_cancel(browser, base, args.timeout)
            played = time.monotonic()
            problems += playcheck.check_play(browser, base, args.tool, args.timeout)
            print("test-browser: %d games played in %.0f s" % (len(playcheck.GAMES),
                                                              time.monotonic() - played))
            for name, where in SCREENSHOTS.items():
                path = os.path.join(args.out, "explorer-%s.png" % name)
                screenshot(browser, base + fragment(*where), path, args.timeout,
                           picture=name in PICTURE_SCREENSHOTS)
                print("test-browser: screenshot %s" % path)
        finally:
            browser.close()
        print("test-browser: %d pages in %.0f s" % (len(CASES) + len(CGSUITE_CASES) + len(ERRORS) + len(NEW_FACTS)
                                                   + len(OPERATIONS) + len(OPERATION_ERRORS),
                                                   time.monotonic() - start))
    finally:
        server.shutdown()
    for p in problems:
        print("test-browser: " + p, file=sys.stderr)
    if problems:
        return 1
    print("test-browser: every page agrees with the tool (%d inputs)"
          % (len(CASES) + len(CGSUITE_CASES) + len(ERRORS) + len(NEW_FACTS) + len(OPERATIONS)
             + len(OPERATION_ERRORS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
