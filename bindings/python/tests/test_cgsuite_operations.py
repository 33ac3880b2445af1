"""CGSuite's published results for the operations on short games
(tests/data/cgsuite-operations.tsv, whose header says what each column
holds), each computed with the Game method of the same name."""
import os
from fractions import Fraction

import pytest

import cookiegame as cg

TABLE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "data",
                     "cgsuite-operations.tsv")


def rows():
    if not os.path.exists(TABLE):   # an installed package has no sources
        return []
    found = []
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                cols = line.split("\t")
                # columns 6 and 7: the library's answer by design, and why
                answer = cols[5] if len(cols) > 5 and cols[5] else cols[3]
                found.append(pytest.param(cols[0], cols[1], cols[2], answer,
                                          id=f"{cols[0]}.{cols[1]}({cols[2]})"))
    return found


def game(text, ctx):
    # '{*|*}' in quotes is a form CGSuite keeps; the library takes its value
    return cg.Game(text.strip("'"), ctx=ctx)


def game_set(text, ctx):
    """CGSuite's printed set "{a,b,...}" as a set of Games (commas at depth 0)."""
    inner, parts, depth, start = text[1:-1], [], 0, 0
    for i, ch in enumerate(inner):
        depth += ch == "{"
        depth -= ch == "}"
        if ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    if inner:
        parts.append(inner[start:])
    return {game(p, ctx) for p in parts}


METHODS = {
    "AtomicWeight": lambda g, a: g.atomic_weight(),
    "Companion": lambda g, a: g.companion(),
    "Cool": lambda g, a: g.cool(Fraction(a[0])),
    "ConjunctiveSum": lambda g, a: g.conjunctive_sum(a[0]),
    "ConwayProduct": lambda g, a: g.conway_product(a[0]),
    "FollowerCount": lambda g, a: g.follower_count(),
    "Followers": lambda g, a: g.followers(),
    "Freeze": lambda g, a: g.freeze(),
    "Heat": lambda g, a: g.heat(a[0]),
    "Incentives": lambda g, a: g.incentives(),
    "LeftIncentives": lambda g, a: g.left_incentives(),
    "RightIncentives": lambda g, a: g.right_incentives(),
    "MisereOutcomeClass": lambda g, a: g.misere_outcome(),
    "NortonProduct": lambda g, a: g.norton(a[0]),
    "OrdinalProduct": lambda g, a: g.ordinal_product(a[0]),
    "OrdinalSum": lambda g, a: g.ordinal_sum(a[0]),
    "Overheat": lambda g, a: g.overheat(a[0], a[1]),
    "Pow": lambda g, a: g.pow(int(a[0])),
    "PowTo": lambda g, a: g.pow_to(int(a[0])),
    "SelectiveSum": lambda g, a: g.selective_sum(a[0]),
    "StopCount": lambda g, a: g.stop_count(),
    "UptimalExpansion": lambda g, a: str(g.uptimal_expansion()),
}
GAME_ARGUMENTS = {"ConjunctiveSum", "ConwayProduct", "Heat", "NortonProduct", "OrdinalProduct",
                  "OrdinalSum", "Overheat", "SelectiveSum"}


@pytest.mark.parametrize("text, op, args, answer", rows())
def test_cgsuite_operation(text, op, args, answer):
    ctx = cg.Context()
    g = game(text, ctx)
    parts = args.split(";") if args else []
    if op in GAME_ARGUMENTS:
        parts = [game(p, ctx) for p in parts]
    if op.startswith("Is"):   # the properties: IsEven -> is_even, IsNumberTiny -> is_number_tiny
        name = "is" + "".join("_" + c.lower() if c.isupper() else c for c in op[2:])
        got = getattr(g, name)
        assert got == {"true": True, "false": False}[answer]
        return
    if answer == "refused":
        with pytest.raises(cg.Error):
            METHODS[op](g, parts)
        return
    got = METHODS[op](g, parts)
    if isinstance(got, tuple):   # Followers and the incentive sets: sets of games
        assert set(got) == game_set(answer, ctx) and len(got) == len(set(got))
    elif isinstance(got, cg.Game):
        assert got == game(answer, ctx)
    elif isinstance(got, int):
        assert got == int(answer)
    else:
        assert got == answer


def test_the_table_is_read():
    if not os.path.exists(TABLE):
        pytest.skip("no tests/data next to the tests")
    ops = {r.values[1] for r in rows()}
    assert len(rows()) > 600 and "UptimalExpansion" in ops and "IsNumberTiny" in ops
