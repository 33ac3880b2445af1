#!/usr/bin/env python3
"""game: canonical forms, the summary's facts, long texts and bad arguments.

Usage: test-partizan.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-partizan; tool_check.py holds what the tool's tests share).
"""
import json

from tool_check import check, expect_usage_error, fields, run, run_section


def section_partizan():
    # Seven games born on day 3: a canonical text of 69 million characters,
    # once written whole (sums of ten asked for up to 100 GB).
    big = ("{0,{1|0}|{0,*|-1},v} + {^,{1|0}|{0|-1},-1/2,{*|-1}} + {0,*,{1|0,*}|-1/2} + "
           "{1,{1|0,*}|0,*,+-1} + {0,*2,+-1|-1,-1*} + {1/2,{1|0,*}|0,*,*2} + {1/2|*,v}")
    rc, out, err = run("game", big, "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(rc == 0 and len(out) < 17 << 20 and doc.get("canonical", "").endswith(
          "... (69394324 characters in all: too long to print)") and doc.get("outcome") == "N",
          f"game with a text too long to print: {rc} {len(out)} {err}")
    # Why a game is out of range, in the library's words: a sum that passed
    # the bound (then *1024; now ^4096) was once reported as "nested deeper
    # than 1000 levels".
    for expr, why in (("^4096+^", "the sum at the '+' at offset 5 passes"),
                      ("(" * 1001 + "1" + ")" * 1001, "nest deeper than 1000 levels at offset 1000"),
                      ("*2147483648", "the count after '*' at offset 1 passes 2147483647")):
        rc, out, err = run("game", expr)
        check(rc == 2 and out == "" and why in err, f"game {expr[:20]}: {rc} {err!r}")
    rc, out, err = run("game", "{0|*}")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "^", f"game {{0|*}}: {rc} {out!r} {err}")
    check(f.get("outcome", "").startswith("L (") and f.get("number") == "no"
          and f.get("birthday") == "2", f"game {{0|*}}: {f}")
    check(f.get("left stop") == "0" and f.get("right stop") == "0" and f.get("mean") == "0",
          f"game {{0|*}} stops and mean: {f}")
    rc, out, err = run("game", "{2|1}+^+*3")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "{2^*3|1^*3}" and f.get("left stop") == "2"
          and f.get("right stop") == "1" and f.get("mean") == "3/2" and f.get("temperature") == "1/2"
          and f.get("outcome", "").startswith("L ("), f"game {{2|1}}+^+*3: {rc} {f} {err}")
    rc, out, _ = run("game", "{1|0}+{0|1}")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "{3/2|1/2}" and f.get("mean") == "1"
          and f.get("outcome", "").startswith("L ("), f"game {{1|0}}+{{0|1}}: {out!r}")
    rc, out, _ = run("game", "^+v")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "0" and f.get("outcome", "").startswith("P (")
          and f.get("number") == "yes" and f.get("birthday") == "0", f"game ^+v: {out!r}")
    rc, out, _ = run("game", "{2||1|0}")
    f = fields(out)
    check(rc == 0 and f.get("mean") == "5/4" and f.get("temperature") == "3/4"
          and f.get("left stop") == "2" and f.get("right stop") == "1", f"game {{2||1|0}}: {f}")
    rc, out, _ = run("game", "-5/2")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "-5/2" and f.get("outcome", "").startswith("R (")
          and f.get("number") == "yes" and f.get("temperature") == "-1/2", f"game -5/2: {f}")
    rc, out, _ = run("game", "+-1")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "+-1" and f.get("left stop") == "1"
          and f.get("right stop") == "-1" and f.get("temperature") == "1", f"game +-1: {f}")
    # Thermal data: the class, infinitesimal, all-small and the walls as breakpoints.
    for expr, mean, temp in (("{1|*||-1/2|||-1,{*|-1}|-2}", "-1/2", "1/2"),
                             ("{2|*,{1|*}||{0|-2},{-1/2|-1*}}", "0", "3/4"),
                             ("{2|1/2,+-1||^*,{1|0,*}|-2}", "1/2", "1/2"),
                             ("{2||1|0}", "5/4", "3/4")):
        rc, out, err = run("game", expr)
        f = fields(out)
        check(rc == 0 and f.get("mean") == mean and f.get("temperature") == temp
              and f.get("thermal", "").startswith("hot ("), f"game {expr}: {rc} {f} {err}")
    rc, out, _ = run("game", "{2||1|0}")
    f = fields(out)
    check(f.get("left wall") == "2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4 from t=3/4"
          and f.get("right wall") == "1 at t=0, slope 0 to 1 at t=1/2, slope +1 to 5/4 at t=3/4; "
                                     "mast 5/4 from t=3/4"
          and f.get("infinitesimal") == "no" and f.get("all-small") == "no", f"game {{2||1|0}} walls: {f}")
    rc, out, _ = run("game", "+-1")
    f = fields(out)
    check(f.get("left wall") == "1 at t=0, slope -1 to 0 at t=1; mast 0 from t=1"
          and f.get("right wall") == "-1 at t=0, slope +1 to 0 at t=1; mast 0 from t=1", f"game +-1 walls: {f}")
    # A wall that is vertical from t = 0 runs into the mast at the temperature.
    rc, out, _ = run("game", "{1|*||-1/2|||-1,{*|-1}|-2}")
    f = fields(out)
    check(f.get("left wall") == "-1/2 at t=0, slope 0 to -1/2 at t=1/2; mast -1/2 from t=1/2"
          and f.get("right wall") == "-1 at t=0, slope +1 to -1/2 at t=1/2; mast -1/2 from t=1/2",
          f"game {{1|*||-1/2|||-1,{{*|-1}}|-2}} walls: {f}")
    for expr, cls, inf, small, wall in (("^", "tepid", "yes", "yes", "mast 0 from t=0"),
                                        ("1+*", "tepid", "no", "no", "mast 1 from t=0"),
                                        ("*1000", "tepid", "yes", "yes", "mast 0 from t=0"),
                                        ("3/4", "cold", "no", "no", "mast 3/4 from t=0"),
                                        ("0", "cold", "yes", "yes", "mast 0 from t=0"),
                                        ("{1|0}", "hot", "no", "no", None),
                                        ("{0|{0|-1}}", "tepid", "yes", "no", "mast 0 from t=0")):
        rc, out, _ = run("game", expr)
        f = fields(out)
        check(rc == 0 and f.get("thermal", "").split(" ")[0] == cls and f.get("infinitesimal") == inf
              and f.get("all-small") == small
              and (wall is None or f.get("left wall") == f.get("right wall") == wall),
              f"game {expr} thermal lines: {f}")
    # --moves: every option with its mean and temperature; the orthodox and hottest marked.
    def moves(out):
        """{'left': [[option, mean, temperature, mark], ...], 'right': ...} from --moves output."""
        got, side = {}, None
        for line in out.splitlines():
            if line.startswith(("left moves:", "right moves:")):
                side = line.split()[0]
                got[side] = []
            elif side and line.split() == ["option", "mean", "temperature"]:
                pass
            elif side and line.startswith("  "):
                cells = line.split(None, 3)
                got[side].append(cells + [""] * (4 - len(cells)))
            else:
                side = None
        return got
    # {2|1}+{1|0} = 2 = {1|}: Left's one move goes to 1, Right has none.
    rc, out, err = run("game", "{2|1}+{1|0}", "--moves")
    m = moves(out)
    check(rc == 0 and fields(out).get("canonical") == "2" and m.get("left") == [["1", "1", "-1", "orthodox"]]
          and m.get("right") == [] and "right moves:   none" in out, f"game {{2|1}}+{{1|0}} --moves: {out!r} {err}")
    # {{4|0},{3|2}|-1}: T = 7/4, mean 3/4. At T, RW({4|0}) - T = 7/4 - 7/4 = 0 and
    # RW({3|2}) - T = 5/2 - 7/4 = 3/4: {3|2} is orthodox although {4|0} is hotter.
    rc, out, err = run("game", "{{4|0},{3|2}|-1}", "--moves")
    m, f = moves(out), fields(out)
    check(rc == 0 and f.get("mean") == "3/4" and f.get("temperature") == "7/4"
          and m.get("left") == [["{3|2}", "5/2", "1/2", "orthodox"], ["{4|0}", "2", "2", "hottest"]]
          and m.get("right") == [["-1", "-1", "-1", "orthodox"]]
          and f.get("orthodox", "").startswith("the option whose wall gives the game's own wall"),
          f"game {{{{4|0}},{{3|2}}|-1}} --moves: {m} {err}")
    rc, out, _ = run("game", "{2||1|0}", "--moves")
    m = moves(out)
    check(rc == 0 and m.get("left") == [["2", "2", "-1", "orthodox"]]
          and m.get("right") == [["{1|0}", "1/2", "1/2", "orthodox, hottest"]], f"game {{2||1|0}} --moves: {m}")
    # Options before or after the expression, and "--" before an expression.
    rc2, out2, _ = run("game", "--moves", "--", "{2||1|0}")
    check(rc2 == 0 and out2 == out, "game --moves -- EXPR")
    rc, out, _ = run("game", "*5", "--moves")
    m = moves(out)
    check(rc == 0 and [r[0] for r in m.get("left", [])] == ["0", "*", "*2", "*3", "*4"]
          and m.get("left") == m.get("right") and m["left"][0][3] == "orthodox"
          and all(r[1] == "0" and r[2] == "0" and r[3] == "" for r in m["left"][1:]), f"game *5 --moves: {m}")
    rc, out, _ = run("game", "--moves", "0")
    check(rc == 0 and "left moves:    none" in out and "right moves:   none" in out, "game 0 --moves")

    # --notation cgsuite: the canonical form and the options as CGSuite prints
    # them; the JSON fields stay the same, only their texts follow the notation.
    for expr, plain, cgsuite in (("{0||0|-3/2}", "{0||0|-3/2}", "Tiny(3/2)"),
                                 ("{0|*||*|||*||||*}", "{^|*||*|||*}", "^[4]"),
                                 ("{1*|-1*}", "{1*|-1*}", "+-(1*)"),
                                 ("{6|{5|{4|{3|{2|1}}}}}", "{6|||||5||||4|||3||2|1}",
                                  "{6|{5||||4|||3||2|1}}")):
        rc, out, err = run("game", expr, "--notation", "cgsuite")
        rc0, out0, _ = run("game", expr, "--notation", "default")
        check(rc == 0 and fields(out).get("canonical") == cgsuite and rc0 == 0
              and fields(out0).get("canonical") == plain, f"game {expr} --notation: {out!r} {out0!r} {err}")
    rc, out, err = run("game", "2+{0||0|-3/2}", "--notation", "cgsuite", "--moves", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(rc == 0 and doc.get("canonical") == "2Tiny(3/2)"
          and [m["option"] for m in doc.get("right_moves", [])] == ["{2|1/2}"]
          and set(doc) == set(json.loads(run("game", "2+{0||0|-3/2}", "--moves", "--json")[1])),
          f"game --notation cgsuite --moves --json: {rc} {out!r} {err}")
    for bad in (["game", "1", "--notation"], ["game", "1", "--notation", "cgsuit"]):
        expect_usage_error(*bad)
    rc, out, _ = run("game", "*2+*3")
    check(rc == 0 and fields(out).get("canonical") == "*", f"game *2+*3: {out!r}")
    rc, _, err = run("game", "{")
    check(rc == 2 and "'{'" in err, f"game {{: names the expression: {err!r}")
    for bad in (["game"], ["game", "{"], ["game", "{1|"], ["game", "3/5"], ["game", "^", "v"],
                ["game", "^", "--bogus"], ["game", "{0|*}}"], ["game", "1\n2"],
                ["game", "--moves"], ["game", "^", "--move"], ["game", "^", "v", "--moves"]):
        expect_usage_error(*bad)


run_section(section_partizan)
