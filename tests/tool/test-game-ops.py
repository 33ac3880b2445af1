#!/usr/bin/env python3
"""The functions of 1.3 in `cookiegame game`: the new facts of the summary,
--json and --csv, the operations (--ordinal-sum ... --cool) and --followers.

Usage: test-game-ops.py PATH-TO-cookiegame [SECTION...]

Each value is checked against a fact found another way: a result published
by CGSuite (its own test suite), a definition computed here in Python (the
stop count and misere outcome of nimbers, the selective sum of nimbers), or
an identity between two runs of the tool (freeze(G) = G cooled by its
temperature, the companion of the companion, n.G = G + ... + G).
"""
import json
import sys
from functools import lru_cache

from tool_check import check, failures, fields, run  # the tool's tests share them

# The keys of the facts of 1.3 in --json, in order: shared with the explorer.
NEW_KEYS = ["misere_outcome", "stop_count", "follower_count", "atomic", "atomic_weight",
            "uptimal_expansion", "companion", "freeze", "incentives", "left_incentives",
            "right_incentives", "integer", "nimber", "numberish", "number_tiny", "ordinal",
            "idempotent", "even", "odd", "even_tempered", "odd_tempered", "uptimal"]
PREDICATES = NEW_KEYS[11:]


def game_json(*args):
    """The --json object of `game ARGS`, or {} after recording the failure."""
    rc, out, err = run("game", *args, "--json")
    try:
        d = json.loads(out) if rc == 0 else None
    except ValueError:
        d = None
    check(d is not None, f"game {args} --json: {rc} {out[:200]!r} {err!r}")
    return d or {}


def canonical(expr):
    return game_json(expr, "--notation", "cgsuite").get("canonical")


@lru_cache(maxsize=None)
def stop_count_nimber(n):
    """SC(*n) by its definition: 1 for the number 0, else the sum over the
    options *0 .. *(n-1), each of them once for Left and once for Right."""
    return 1 if n == 0 else 2 * sum(stop_count_nimber(k) for k in range(n))


@lru_cache(maxsize=None)
def selective_nimbers(a, b):
    """*a selective-sum *b by the definition (a move in one or both
    components), an impartial game: the mex of its options' values."""
    opts = {selective_nimbers(x, b) for x in range(a)}
    opts |= {selective_nimbers(a, y) for y in range(b)}
    opts |= {selective_nimbers(x, y) for x in range(a) for y in range(b)}
    return min(set(range(len(opts) + 1)) - opts)


def section_facts():
    # CGSuite's test suite: 5.MisereOutcomeClass = R, 0.MisereOutcomeClass = N,
    # 0.FollowerCount = 1, 5.FollowerCount = 6, 5.Incentives = {-1},
    # 0.Companion = *, 5.Companion = 5, {1|^^||^}.AtomicWeight = 2.
    d = game_json("5")
    check(d.get("misere_outcome") == "R" and d.get("follower_count") == 6
          and d.get("incentives") == ["-1"] and d.get("left_incentives") == ["-1"]
          and d.get("right_incentives") == [] and d.get("companion") == "5"
          and d.get("stop_count") == 1, f"game 5: {d}")
    check(d.get("atomic") is False and d.get("atomic_weight") is None, f"game 5 is not atomic: {d}")
    d = game_json("0")
    check(d.get("misere_outcome") == "N" and d.get("follower_count") == 1
          and d.get("companion") == "*" and d.get("freeze") == "0" and d.get("incentives") == [],
          f"game 0: {d}")
    d = game_json("{1|^^||^}")
    check(d.get("atomic") is True and d.get("atomic_weight") == "2", f"game {{1|^^||^}}: {d}")
    # CGSuite's UptimalExpansion: v* is *.1-, {0||0|v*} *.12, 73/16 + v9*8
    # 73/16*8.9-, 0 is 0.0; +-1 is hot, not uptimal (null, "none" in text).
    for expr, want in (("v*", "*.1-"), ("{0||0|v*}", "*.12"), ("73/16+v9*8", "73/16*8.9-"),
                       ("0", "0.0")):
        d = game_json(expr)
        check(d.get("uptimal_expansion") == want and d.get("uptimal") is True,
              f"uptimal expansion of {expr}: {d.get('uptimal_expansion')!r}, want {want!r}")
    d = game_json("+-1")
    check("uptimal_expansion" in d and d["uptimal_expansion"] is None and d.get("uptimal") is False,
          f"+-1 is not uptimal: {d}")
    rc, out, _ = run("game", "+-1")
    check(fields(out).get("uptimal expansion") == "none (not uptimal)", f"game +-1 text: {out!r}")
    rc, out, _ = run("game", "v*")
    check(fields(out).get("uptimal expansion") == "*.1-", f"game v* text: {out!r}")
    # The stop count of nimbers by its definition; *41 passes 2^64 - 1 and is
    # shown as not fitting (null), every other fact still given.
    for n in (0, 1, 2, 3, 7, 40):
        d = game_json(f"*{n}")
        check(d.get("stop_count") == stop_count_nimber(n), f"stop count of *{n}: {d.get('stop_count')}")
    d = game_json("*41")
    check("stop_count" in d and d["stop_count"] is None and d.get("follower_count") == 42,
          f"*41: stop count past 2^64: {d}")
    rc, out, _ = run("game", "*41")
    check(fields(out).get("stop count") == "does not fit", f"game *41 text: {out!r}")
    # Misere nim: * is a P-position, 0 and every *n, n >= 2, an N-position
    # (the player who cannot move wins).
    for n, want in ((0, "N"), (1, "P"), (2, "N"), (5, "N")):
        d = game_json(f"*{n}")
        check(d.get("misere_outcome") == want, f"misere outcome of *{n}: {d.get('misere_outcome')}")
        # The followers of *n are *0 .. *n.
        check(d.get("follower_count") == n + 1, f"follower count of *{n}: {d.get('follower_count')}")
    # freeze(G) = G cooled by its own temperature (hot games; numbers are their own freeze).
    for expr in ("{3|1}", "{2|0||-1}", "{3||2+*|1+*}", "{5|{2|0}}", "+-1+^"):
        d = game_json(expr)
        cooled = game_json(expr, "--cool", d.get("temperature", "0"))
        check(d.get("freeze") is not None and d.get("freeze") == cooled.get("canonical"),
              f"freeze of {expr}: {d.get('freeze')} vs cooled {cooled.get('canonical')}")
    check(game_json("{3|1}").get("freeze") == "2*", "{3|1} freezes to 2* (thermal.h, CGSuite)")
    # The companion is an involution (Siegel, CGT III.2): G°° = G.
    for expr in ("^", "{2|*}", "{1|^^||^}", "+-1", "*3", "-3/4", "{0||0|-2}"):
        c = game_json(expr).get("companion")
        cc = game_json(c).get("companion") if c is not None else None
        check(cc is not None and cc == canonical(expr) or cc == game_json(expr).get("canonical"),
              f"companion of the companion of {expr}: {c} -> {cc}")
    # Incentives by their definition: Left's G^L - G, Right's G - G^R; for
    # ^ = {0|*}: Left's v, Right's ^*, and the set of both {^*} (v < ^*).
    d = game_json("^")
    check(d.get("left_incentives") == ["v"] and d.get("right_incentives") == ["^*"]
          and d.get("incentives") == ["^*"], f"incentives of ^: {d}")
    # The predicates on games whose answers follow from the definitions
    # (ONAG: the integers alternate even/odd; CGT: numbers even-tempered, *
    # and {1|-1} odd-tempered, ^ neither; tiny-1 = {0||0|-1} is number-tiny).
    table = {
        "0": {"integer", "nimber", "numberish", "number_tiny", "ordinal", "idempotent", "even",
              "even_tempered", "uptimal"},
        "2": {"integer", "numberish", "number_tiny", "ordinal", "even", "even_tempered", "uptimal"},
        "-3": {"integer", "numberish", "number_tiny", "odd", "even_tempered", "uptimal"},
        "*": {"nimber", "numberish", "odd", "odd_tempered", "uptimal"},
        "1*": {"numberish", "even", "odd_tempered", "uptimal"},
        "{1|-1}": {"even", "odd_tempered"},   # its options 1 and -1 are odd
        "^": {"numberish", "uptimal"},
        "{0||0|-1}": {"numberish", "number_tiny"},
    }
    for expr, true in table.items():
        d = game_json(expr)
        got = {k for k in PREDICATES if d.get(k) is True}
        check(got == true and all(isinstance(d.get(k), bool) for k in PREDICATES),
              f"predicates of {expr}: {sorted(got)}, want {sorted(true)}")
        # The text lists the true ones on one line, '_' written '-'.
        rc, out, _ = run("game", expr)
        props = fields(out).get("properties", "")
        shown = set() if props == "none" else {w.replace("-", "_") for w in props.split(", ")}
        shown.discard("atomic")
        check(rc == 0 and shown == true, f"properties line of {expr}: {props!r}")


def section_summary():
    # The lines of 1.2 stay as they were, byte for byte: the new ones follow
    # them, aligned on their own.
    rc, out, _ = run("game", "{2|1}+^+*3")
    lines = out.splitlines()
    old = ["canonical:     {2^*3|1^*3}", "outcome:       L (Left wins whoever starts)",
           "left stop:     2", "right stop:    1", "mean:          3/2", "temperature:   1/2"]
    check(rc == 0 and lines[:len(old)] == old, f"game summary of 1.2 changed: {lines[:8]}")
    names = [line.partition(":")[0] for line in lines[13:]]
    check(names == ["misere outcome", "stop count", "follower count", "atomic weight",
                    "uptimal expansion", "companion", "freeze", "incentives", "left incentives",
                    "right incentives", "properties"], f"the new lines: {names}")
    # --json: the keys of 1.2, then the new ones in their order, then memory.
    d = game_json("{2|1}")
    keys = list(d)
    check(keys[keys.index("right_wall") + 1:-1] == NEW_KEYS and keys[-1] == "memory",
          f"--json keys: {keys}")
    check(all(isinstance(d[k], list) for k in ("incentives", "left_incentives", "right_incentives")),
          f"--json incentives are arrays: {d}")
    # --csv: one header row of the names and one row; predicates true/false.
    rc, out, _ = run("game", "{2|1}", "--csv")
    rows = out.splitlines()
    check(rc == 0 and len(rows) == 2, f"--csv shape: {out!r}")
    header = rows[0].split(",")
    for name in ("misere outcome", "stop count", "even_tempered", "uptimal"):
        check(name in header, f"--csv header lacks {name!r}: {header}")
    check("properties" not in header, "--csv: the properties line is for text only")
    # A fact the node limit stops is said so (null in JSON); the others stay.
    rc, out, err = run("game", "*5000", "--limit", "1000")
    f = fields(out)
    check(rc == 0 and f.get("follower count", "").startswith("(stopped: passed 1000 nodes")
          and f.get("canonical") == "*5000", f"game *5000 --limit 1000: {rc} {out!r} {err!r}")
    d = game_json("*5000", "--limit", "1000")
    check("follower_count" in d and d["follower_count"] is None and d.get("nimber") is True,
          f"--json of a stopped fact: {d}")


def section_operations():
    # CGSuite's test suite, with the canonical form as CGSuite prints it.
    published = [
        ("*4", "--conway-product", "*4", "*6"),
        ("*19", "--conway-product", "*23", "*86"),
        ("15", "--conway-product", "^^*2", "^30*2"),
        ("{3|1}", "--conway-product", "^^", "{^6|^^}"),
        ("1/2", "--ordinal-sum", "1/4", "9/16"),
        ("*5", "--ordinal-sum", "*6", "*11"),
        ("*5", "--ordinal-product", "*6", "*30"),
        ("1/2", "--ordinal-product", "1/4", "11/32"),
        ("+-1", "--conjunctive-sum", "^^", "{0|-1}"),
        ("{3||2+*|1+*}", "--cool", "-1/2", "{7/2|||5/2|3/2||+-1/2}"),
        ("1/4", "--cool", "-1/4", "1/4*"),
        ("{3||2+*|1+*}", "--overheat", "*,1+*", "{1||+-(1*)|-1,{-1|-3}}"),
        ("7/16", "--overheat", "0,0", "^[3]"),
        ("^", "--pow", "3", "^<3>"),
        ("^", "--pow-to", "3", "^[3]"),
        ("{0||0|-2}", "--pow", "3", "{0||0|-2,{0|-2,{0|-2}}}"),
        ("+-1", "--pow-to", "3", "{1,{1,+-1|-1}|-1}"),
    ]
    names = {"--conway-product": "conway_product", "--ordinal-sum": "ordinal_sum",
             "--ordinal-product": "ordinal_product", "--conjunctive-sum": "conjunctive_sum",
             "--selective-sum": "selective_sum", "--cool": "cool", "--overheat": "overheat",
             "--pow": "pow", "--pow-to": "pow_to", "--multiple": "multiple"}
    for g, opt, operand, want in published:
        d = game_json(g, opt, operand, "--notation", "cgsuite")
        check(d.get("canonical") == want and d.get("operation") == names[opt]
              and d.get("operand") is not None, f"game {g} {opt} {operand}: {d.get('canonical')}, "
                                                f"want {want} ({d.get('operation')})")
    # The text names the operation above the summary of the result.
    rc, out, _ = run("game", "1/2", "--ordinal-sum", "1/4")
    f = fields(out)
    check(rc == 0 and f.get("operation") == "ordinal_sum" and f.get("operand") == "1/4"
          and f.get("canonical") == "9/16", f"game 1/2 --ordinal-sum 1/4: {out!r}")
    # The selective sum of nimbers by its definition (the mex computed here).
    for a, b in ((1, 1), (2, 3), (5, 6)):
        d = game_json(f"*{a}", "--selective-sum", f"*{b}")
        check(d.get("canonical") == f"*{selective_nimbers(a, b)}",
              f"*{a} selective *{b}: {d.get('canonical')}, want *{selective_nimbers(a, b)}")
    # n.G = G + ... + G, and -n.G = -(n.G).
    for g in ("{2|*}", "^*", "{3||2|1}", "1/2"):
        for n, expr in ((3, f"({g})+({g})+({g})"), (-2, f"-({g})-({g})"), (0, "0"), (1, g)):
            check(game_json(g, "--multiple", str(n)).get("canonical") == game_json(expr).get("canonical"),
                  f"{n}.{g} = {expr}")
    # --followers: 5 = {4|} has the followers 0 .. 5; ^ = {0|*} has 0, *, ^.
    d = game_json("5", "--followers")
    check(d.get("followers") == ["0", "1", "2", "3", "4", "5"], f"followers of 5: {d.get('followers')}")
    rc, out, _ = run("game", "^", "--followers")
    tail = out.splitlines()[-4:]
    check(rc == 0 and tail == ["followers:     3 games", "  0", "  *", "  ^"], f"^ --followers: {tail}")
    d = game_json("{2|1}", "--followers")
    check(len(d.get("followers", [])) == d.get("follower_count"), f"followers and their count: {d}")
    # The facts are those of the result.
    d = game_json("^", "--pow", "2")
    check(d.get("canonical") == game_json("^<2>").get("canonical") and d.get("follower_count") ==
          game_json("^<2>").get("follower_count"), f"facts of the result: {d}")


def expect_error(args, rc_want, needle):
    rc, out, err = run("game", *args)
    check(rc == rc_want and out == "" and needle in err and err.count("\n") == 1,
          f"game {args}: exit {rc} (want {rc_want}) {out!r} {err!r}")


def section_errors():
    expect_error(["^", "--ordinal-sum"], 2, "--ordinal-sum needs a game H")
    expect_error(["^", "--ordinal-sum", "{1|"], 2, "--ordinal-sum '{1|'")
    expect_error(["^", "--conway-product", "2^^^x"], 2, "--conway-product")
    expect_error(["1", "--cool", "-1"], 2, "cool")
    expect_error(["1", "--cool", "^"], 2, "is not a number")
    expect_error(["^", "--pow", "0"], 2, "game --pow")
    expect_error(["1", "--pow", "2"], 2, "game --pow")   # 1 = {0|} is not {0|H}
    expect_error(["^", "--pow", "x"], 2, "--pow: 'x' is not an exponent")
    expect_error(["^", "--multiple", "2.5"], 2, "--multiple: '2.5' is not an integer")
    expect_error(["^", "--multiple", "99999999999999999999"], 2, "is not an integer")
    expect_error(["^", "--overheat", "1"], 2, "--overheat: '1' is not two games")
    expect_error(["^", "--overheat", "1,{2"], 2, "--overheat T")
    expect_error(["^", "--ordinal-sum", "1", "--pow", "2"], 2, "one operation at a time")
    expect_error(["^", "--followers", "--csv"], 2, "--followers with --csv")
    # An operation stopped by the node limit says so, as EXPR does.
    expect_error(["{0|v*}", "--multiple", "300", "--limit", "1000"], 1, "passed 1000 nodes")


SECTIONS = {name[len("section_"):]: f for name, f in globals().items() if name.startswith("section_")}
for name in sys.argv[2:] or SECTIONS:
    SECTIONS[name]()
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("ok")
