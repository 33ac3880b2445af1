"""The explorer's Play page in a real browser (tests/web/test-browser.py runs
it): whole games against the perfect player, the user's moves clicked with
the mouse over the DevTools protocol (tests/web/cdp.py), on the page's buttons
or on the columns of the box diagram. Every position shown is checked against the
native tool's JSON:

- the buttons are exactly the legal moves (computed here from the rules);
- with hints on, the marked buttons are exactly the winning moves of
  `cookiegame analyze HEAPS --json` (winning_moves, heap indices), of
  `cookiegame wythoff grundy X Y --json` (the pairs they lead to), or, for
  Cookie Monster, the moves to a P-position of
  `cookiegame cm cookie-monster --position X0,X1,... --json`;
- the computer's reply is a legal move, and a winning one whenever the
  position it faced has one;
- the game ends with the right winner: the user wins exactly when every
  position the user faced had a winning move and the user played one.
"""
import itertools
import json
import subprocess
import urllib.parse
import xml.etree.ElementTree as ElementTree

# (game, start, computer moves first, hints on, the user's strategy):
# "perfect" plays a winning move when there is one (per the tool), else the
# first button; "diagram" the same move by a click on its column of the box
# diagram; "first" always clicks the first button.
GAMES = [
    ("position", "2 3 4 4", False, True, "diagram"),     # N: the user wins
    ("position", "1 2 3 3 6", True, False, "perfect"),   # not strict
    ("position", "2 250", False, True, "perfect"),       # too tall for the box diagram
    ("wythoff", "5,8", True, True, "perfect"),           # N for the computer: it wins
    ("wythoff", "5,8", False, False, "first"),           # (4,8) is not winning: the computer wins
    ("cm", "1,3,3", False, True, "perfect"),             # a P-position: the computer wins
    ("cm", "3,4,5", False, True, "perfect"),             # N: the user wins
]
# A board whose remoteness passes the page's node limit: the page says so.
LIMITED = "wythoff:1000,1000"
LIMIT_SENTENCE = "the search passed 5000000 nodes"

STATE = ("(() => { const s = document.getElementById('status'), p = document.getElementById('play'),"
         " l = document.getElementById('play-last'), w = p.querySelector('[data-field=\"winning_moves\"]');"
         " return JSON.stringify({status: s.dataset.state, error: document.getElementById('error').textContent,"
         " state: p.dataset.state, turn: p.dataset.turn, winner: p.dataset.winner || null,"
         " from: l.dataset.from || null, to: l.dataset.to || null, hidden: p.hidden,"
         " winning_moves: w.dataset.json ? JSON.parse(w.dataset.json) : null,"
         " moves: [...document.querySelectorAll('#moves button')].map("
         "   (b) => ({to: b.dataset.to, heap: b.dataset.heap, winning: b.dataset.winning === 'true',"
         "            disabled: b.disabled}))}); })()")
SVG = "{http://www.w3.org/2000/svg}"


def fragment(state, computer, hints):
    """As play.js's playFragment."""
    text = state + (";computer" if computer else "") + (";hints" if hints else "")
    return "#play=" + text.replace("%", "%25").replace(" ", "%20").replace("#", "%23")


def jars(state):
    return [int(v) for v in state.split(":", 1)[1].split(",")]


def options(state):
    """The states after each legal move, from the rules of each game."""
    game, text = state.split(":", 1)
    if game == "position":
        heaps = [] if text == "()" else [int(h) for h in text.split()]
        result = []
        for k, h in enumerate(heaps):
            if h == 0:
                continue
            rest = sorted(g - 1 for i, g in enumerate(heaps) if i != k and g > 1)
            result.append("position:" + (" ".join(map(str, rest)) if rest else "()"))
        return result
    x = jars(state)
    subsets = [s for r in range(1, len(x) + 1) for s in itertools.combinations(range(len(x)), r)]
    if game == "wythoff":
        subsets = [(0,), (1,), (0, 1)]
    result = []
    for s in subsets:
        for t in range(1, min(x[i] for i in s) + 1):
            y = [v - t if i in s else v for i, v in enumerate(x)]
            result.append("%s:%s" % (game, ",".join(map(str, y))))
    return result


class Tool:
    """The native tool's answers, each asked once."""

    def __init__(self, path):
        self.path, self.cache = path, {}

    def json(self, *args):
        if args not in self.cache:
            r = subprocess.run([self.path, *args, "--json"], capture_output=True, text=True, timeout=60)
            if r.returncode != 0:
                raise RuntimeError("%s %s failed: %s" % (self.path, " ".join(args), r.stderr))
            self.cache[args] = json.loads(r.stdout)
        return self.cache[args]

    def winning(self, state):
        """The tool's winning moves from state, as the states they lead to,
        and the page's winning_moves as the tool's JSON has them (None for
        Cookie Monster, whose command gives no winning moves)."""
        game, text = state.split(":", 1)
        if game == "position":
            doc = self.json("analyze", text)
            heaps = doc["position"]
            moves = set()
            for k in doc["winning_moves"]:
                rest = sorted(g - 1 for i, g in enumerate(heaps) if i != k and g > 1)
                moves.add("position:" + (" ".join(map(str, rest)) if rest else "()"))
            return moves, doc["winning_moves"]
        if game == "wythoff":
            x, y = jars(state)
            doc = self.json("wythoff", "grundy", str(x), str(y))
            return {"wythoff:%d,%d" % tuple(p) for p in doc["winning_moves"]}, doc["winning_moves"]
        return {o for o in options(state)
                if self.json("cm", "cookie-monster", "--position", o.split(":", 1)[1])["outcome"] == "P"}, None


def wait(browser, timeout):
    """The page's play state once it has finished computing."""
    if browser.wait_for("['done', 'error'].includes(document.getElementById('status').dataset.state)",
                        timeout) is None:
        return None
    return json.loads(browser.evaluate(STATE))


def column_point(svg, heap):
    """The middle of the lowest square of the heap's column in the box
    diagram (the picture's own units): the column under the index written
    above it."""
    root = ElementTree.fromstring(svg)
    labels = [t for t in root.iter(SVG + "text") if (t.text or "").strip() == str(heap)]
    centre = float(min(labels, key=lambda t: float(t.get("y"))).get("x"))
    squares = [r for r in root.iter(SVG + "rect")
               if r.get("stroke") and float(r.get("x")) + float(r.get("width")) / 2 == centre]
    low = max(squares, key=lambda r: float(r.get("y")))
    half = float(low.get("width")) / 2
    return float(low.get("x")) + half, float(low.get("y")) + half


def click_move(browser, index, heap=None):
    """Click the index-th move's button with the mouse, as a user would; or,
    given its heap, the heap's column of the box diagram."""
    if heap is None:
        where = browser.evaluate(
            "(() => { const b = document.querySelectorAll('#moves button')[%d];"
            " b.scrollIntoView({block: 'center'});"
            " document.getElementById('status').dataset.state = 'moving';"
            " const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()" % index)
    else:
        src = browser.evaluate("document.querySelector('img[data-picture=\"play-box\"]').src")
        x, y = column_point(urllib.parse.unquote(src.split(",", 1)[1]), heap)
        where = browser.evaluate(
            "(() => { const i = document.querySelector('img[data-picture=\"play-box\"]');"
            " i.scrollIntoView({block: 'center'});"
            " document.getElementById('status').dataset.state = 'moving';"
            " const r = i.getBoundingClientRect(), s = i.clientWidth / i.naturalWidth;"
            " return [r.x + i.clientLeft + %f * s, r.y + i.clientTop + %f * s]; })()" % (x, y))
    for kind in ("mousePressed", "mouseReleased"):
        browser.call("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1],
                                                  "button": "left", "clickCount": 1}, session=True)


def check_page(page, tool, where):
    """The moves and hints of one position the user faces."""
    problems = []
    legal = options(page["state"])
    shown = [m["to"] for m in page["moves"]]
    if sorted(shown) != sorted(legal):
        problems.append("%s: the moves are %r, the legal ones %r" % (where, shown, legal))
    winning, as_tool = tool.winning(page["state"])
    marked = {m["to"] for m in page["moves"] if m["winning"]}
    if page["hints"] and marked != winning:
        problems.append("%s: the hints mark %r, the tool's winning moves are %r" % (where, sorted(marked),
                                                                                  sorted(winning)))
    if not page["hints"] and marked:
        problems.append("%s: hints are off but %r are marked" % (where, sorted(marked)))
    if as_tool is not None and page["winning_moves"] != as_tool:
        problems.append("%s: winning_moves is %r, %r in the tool" % (where, page["winning_moves"], as_tool))
    return problems, winning


def play_game(browser, base, tool, game, start, computer, hints, strategy, timeout):
    where = "play %s:%s" % (game, start)
    browser.open(base + fragment("%s:%s" % (game, start), computer, hints))
    user_wins_so_far = True   # every position the user faced had a winning move, and it was played
    faced = None              # the state the computer faced last
    problems = []
    for turn in range(200):
        page = wait(browser, timeout)
        if page is None or page["status"] != "done" or page["hidden"]:
            return problems + ["%s: the page did not finish (%r)" % (where, page)]
        page["hints"] = hints
        here = "%s, turn %d at %s" % (where, turn, page["state"])
        if faced is not None and page["state"] != faced:
            # The computer moved from faced to the state shown.
            reply = page["state"]
            if page["from"] != faced or page["to"] != reply:
                problems.append("%s: the page says the computer moved %r -> %r, not from %r"
                                % (here, page["from"], page["to"], faced))
            if reply not in options(faced):
                problems.append("%s: the computer's %r is not a move from %r" % (here, reply, faced))
            winning, _ = tool.winning(faced)
            if winning and reply not in winning:
                problems.append("%s: the computer played %r from %r, not a winning move %r"
                                % (here, reply, faced, sorted(winning)))
        if page["winner"] is not None:
            expected = "you" if user_wins_so_far else "computer"
            if page["winner"] != expected:
                problems.append("%s: the game ended with %r winning, not %r" % (here, page["winner"], expected))
            if page["moves"]:
                problems.append("%s: the game ended with moves left" % here)
            return problems
        if page["turn"] != "you" or any(m["disabled"] for m in page["moves"]):
            return problems + ["%s: not the user's turn (%r)" % (here, page["turn"])]
        found, winning = check_page(page, tool, here)
        problems += found
        choice = 0
        if strategy in ("perfect", "diagram"):
            choice = next((i for i, m in enumerate(page["moves"]) if m["to"] in winning), 0)
        faced = page["moves"][choice]["to"]
        user_wins_so_far = user_wins_so_far and faced in winning
        click_move(browser, choice, page["moves"][choice]["heap"] if strategy == "diagram" else None)
    return problems + ["%s: no end after 200 turns" % where]


def check_position_links(browser, base, timeout):
    """The position page links to its Play page."""
    browser.open(base + "#position=2%203%204%204")
    if wait(browser, timeout) is None:
        return ["play links: the position page did not finish"]
    links = browser.evaluate("[document.getElementById('play-you').getAttribute('href'),"
                             " document.getElementById('play-computer').getAttribute('href')]")
    expected = [fragment("position:2 3 4 4", False, False), fragment("position:2 3 4 4", True, False)]
    return [] if links == expected else ["play links: %r, not %r" % (links, expected)]


def check_limit(browser, base, timeout):
    """The node limit's sentence, and a memory limit that the page can hold:
    more than the library and its first searches took, at most wasm32's
    2 GiB (build.sh's MAXIMUM_MEMORY)."""
    browser.open(base + fragment(LIMITED, False, False))
    page = wait(browser, timeout)
    problems = []
    if page is None or page["status"] != "error" or LIMIT_SENTENCE not in page["error"]:
        problems.append("play %s: the page does not say the node limit stopped it (%r)" % (LIMITED, page))
    room = browser.evaluate("Number(document.getElementById('status').dataset.memoryRoom)")
    if not isinstance(room, (int, float)) or not 1 << 30 < room <= 1 << 31:
        problems.append("the page's memory limit is %r bytes, not between 1 and 2 GiB" % (room,))
    return problems


def check_play(browser, base, tool_path, timeout):
    """Every check of this module; the list of problems."""
    tool = Tool(tool_path)
    problems = check_position_links(browser, base, timeout)
    for game in GAMES:
        problems += play_game(browser, base, tool, *game, timeout)
    problems += check_limit(browser, base, timeout)
    return problems
