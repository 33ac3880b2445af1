#!/usr/bin/env python3
"""The tool gives CGSuite's published results for the operations on games.

Usage: test-cgsuite-operations.py PATH-TO-cookiegame PATH-TO-cgsuite-operations.tsv

For each row of tests/data/cgsuite-operations.tsv (its header says the
columns) the tool is asked as a user would: a fact of `cookiegame game G
--json` (companion, freeze, atomic_weight, follower_count, misere_outcome,
the predicates, the incentive sets, uptimal_expansion; `--followers` for the
followers), or an operation option (`--ordinal-sum H`, `--cool T`, `--pow N`,
`--overheat S,T`, ...) whose result's canonical form must be that of the
expected game as the tool prints it. A refused row is refused: exit status 2
and the library's reason on standard error, or, for a fact, null. CGSuite's
Heat and NortonProduct are not options of the tool (the library's
cg_game_heat and cg_game_norton are reached from C and the bindings): their
rows are counted as not asked here.
"""
import json
import subprocess
import sys

TOOL, TABLE = sys.argv[1], sys.argv[2]
failures = []
cache = {}

OPTIONS = {"ConjunctiveSum": "--conjunctive-sum", "SelectiveSum": "--selective-sum",
           "OrdinalSum": "--ordinal-sum", "ConwayProduct": "--conway-product",
           "OrdinalProduct": "--ordinal-product", "Cool": "--cool", "Pow": "--pow",
           "PowTo": "--pow-to", "Overheat": "--overheat"}
FACTS = {"Companion": "companion", "Freeze": "freeze", "AtomicWeight": "atomic_weight"}
VALUES = {"FollowerCount": "follower_count", "StopCount": "stop_count",
          "MisereOutcomeClass": "misere_outcome", "UptimalExpansion": "uptimal_expansion",
          "IsAtomic": "atomic", "IsEven": "even", "IsOdd": "odd",
          "IsEvenTempered": "even_tempered", "IsOddTempered": "odd_tempered",
          "IsNumberTiny": "number_tiny", "IsUptimal": "uptimal", "IsInteger": "integer",
          "IsNimber": "nimber", "IsNumberish": "numberish", "IsOrdinal": "ordinal"}
SETS = {"Incentives": "incentives", "LeftIncentives": "left_incentives",
        "RightIncentives": "right_incentives", "Followers": "followers"}
NOT_IN_THE_TOOL = {"Heat", "NortonProduct"}


def run(*args):
    """(exit status, JSON or None, stderr) of `cookiegame game ... --json`."""
    key = args
    if key not in cache:
        p = subprocess.run([TOOL, "game", "--json", *args], capture_output=True, text=True,
                           timeout=120)
        data = json.loads(p.stdout) if p.returncode == 0 and p.stdout else None
        cache[key] = (p.returncode, data, p.stderr)
    return cache[key]


def canonical(text):
    """The tool's text of the canonical form of a game given as text."""
    rc, data, err = run("--", text)
    if rc != 0:
        raise ValueError(f"{text!r} is not read: {err.strip()}")
    return data["canonical"]


def split_set(text):
    """The games of a set as CGSuite prints it, split at the top-level commas."""
    items, depth, item = [], 0, ""
    for c in text[1:-1]:
        if c == "," and depth == 0:
            items.append(item)
            item = ""
            continue
        depth += 1 if c in "{(" else -1 if c in "})" else 0
        item += c
    return items + [item] if item else items


def json_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def check(number, game, op, args, expected):
    where = f"{TABLE}:{number}: {op} of {game}"
    refused = expected == "refused"
    if op in OPTIONS:
        argument = ",".join(args.split(";"))
        rc, data, err = run(OPTIONS[op], argument, "--", game)
        if refused:
            if rc != 2 or data is not None or not err.strip():
                failures.append(f"{where}: not refused with a reason (exit {rc})")
        elif rc != 0:
            failures.append(f"{where}: exit {rc}: {err.strip()}")
        elif data["canonical"] != canonical(expected):
            failures.append(f"{where}: {data['canonical']}, CGSuite says {expected}")
        return
    flags = ("--followers",) if op == "Followers" else ()
    rc, data, err = run(*flags, "--", game)
    if rc != 0:
        failures.append(f"{where}: exit {rc}: {err.strip()}")
        return
    if op in FACTS or op == "UptimalExpansion":
        got = data[FACTS.get(op, "uptimal_expansion")]
        if refused:
            if got is not None:
                failures.append(f"{where}: {got}, CGSuite refuses")
        elif got is None:
            failures.append(f"{where}: none, CGSuite says {expected}")
        elif op == "UptimalExpansion":
            if got != expected:
                failures.append(f"{where}: {got}, CGSuite says {expected}")
        elif got != canonical(expected):
            failures.append(f"{where}: {got}, CGSuite says {expected}")
    elif op in VALUES:
        got = json_value(data[VALUES[op]])
        if got != expected:
            failures.append(f"{where}: {got}, CGSuite says {expected}")
    elif op in SETS:
        got = sorted(data[SETS[op]])
        want = sorted(canonical(t) for t in split_set(expected))
        if got != want:
            failures.append(f"{where}: {got}, CGSuite says {expected}")
    else:
        failures.append(f"{where}: unknown operation")


def main():
    asked = skipped = 0
    with open(TABLE, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) not in (5, 7):
                failures.append(f"{TABLE}:{number}: {len(fields)} fields, not 5 or 7")
                continue
            game, op, args, expected = fields[:4]
            if len(fields) == 7:
                expected = fields[5]   # the library's answer where it differs by design
            if op in NOT_IN_THE_TOOL:
                skipped += 1
                continue
            asked += 1
            try:
                check(number, game, op, args, expected)
            except ValueError as e:
                failures.append(f"{TABLE}:{number}: {e}")
    if asked < 580:
        failures.append(f"only {asked} rows asked: is the table whole?")
    for failure in failures:
        print(failure)
    print(f"{asked} rows asked, {skipped} not offered by the tool, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
