"""The table of CGSuite inputs, tests/data/cgsuite-inputs.tsv (its header
says the columns): Game(text) is the game written beside it, from CGSuite's
own expectations or the definitions; a text marked "refused" raises the
exception of its status with the library's detail. The table is found
through CG_CGSUITE_INPUTS, else in the source tree."""
import os
from pathlib import Path

import pytest

import cookiegame as cg

TABLE = Path(os.environ.get("CG_CGSUITE_INPUTS")
             or Path(__file__).resolve().parents[3] / "tests" / "data" / "cgsuite-inputs.tsv")
ERRORS = {"CG_EPARSE": cg.ParseError, "CG_ERANGE": cg.RangeError}


def read_table():
    rows = []
    with open(TABLE, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            assert len(fields) in (3, 4), f"{TABLE}:{number}: {len(fields)} fields"
            mark = fields[3] if len(fields) == 4 else ""
            assert mark in ("", "refused"), f"{TABLE}:{number}: marker {mark!r}"
            rows.append((number, fields[0], fields[1], fields[2], mark))
    return rows


ROWS = read_table() if TABLE.is_file() else []
CTX = cg.Context()


def test_the_table_is_there_and_whole():
    assert TABLE.is_file(), f"{TABLE} is missing (set CG_CGSUITE_INPUTS)"
    marks = [r[4] for r in ROWS]
    assert marks.count("") >= 100 and marks.count("refused") >= 10


def rows(mark):
    """The rows with that marker, each test named by its line in the table."""
    return [pytest.param(*r[:4], id=f"line{r[0]}") for r in ROWS if r[4] == mark]


@pytest.mark.parametrize("number, text, game, source", rows(""))
def test_each_text_is_the_game_beside_it(number, text, game, source):
    a, b = cg.Game(text, ctx=CTX), cg.Game(game, ctx=CTX)
    # One canonical game: the same object (==), and equal by the order.
    assert a == b and a.compare(b) == 0, \
        f"{TABLE}:{number}: {text!r} reads as {a}, not {b} ({game}) [{source}]"


@pytest.mark.parametrize("number, text, status, source", rows("refused"))
def test_each_refused_text_is_refused_with_a_detail(number, text, status, source):
    with pytest.raises(ERRORS[status]) as info:
        cg.Game(text, ctx=CTX)
    prefix = f"Game({text!r}): "
    message = str(info.value)
    assert message.startswith(prefix) and "offset" in message[len(prefix):], \
        f"{TABLE}:{number}: {text!r}: {message!r} [{source}]"

