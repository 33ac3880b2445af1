"""numpy arrays when numpy is importable, plain lists otherwise: the same
values both ways, the arrays' types, their memory outliving the call, and the
package without numpy at all (a child interpreter where importing it fails)."""
import gc
import os
import subprocess
import sys
import textwrap

import pytest

import cookiegame as cg
from cookiegame import _arrays
from conftest import naive_wythoff_grundy

numpy = pytest.importorskip("numpy")


def results():
    """Every function whose result is an array, on small arguments."""
    census = cg.census("reduced", 8, threads=1)
    return {
        "wythoff": cg.wythoff_grundy_table(5, 7),
        "row": cg.cutter_row_sequence(2, 12),
        "dvalues": cg.strict_dvalue_counts(6),
        "census": census.histogram(8),
        "table": cg.StrictTable(8).histogram(8),
        "strict values": cg.StrictTable(8).values(8),
        "reduced values": cg.ReducedTable(7).values(7),
        "p_positions": cg.CMNim(3, "cookie-monster").p_positions(4),
        "empty row": cg.cutter_row_sequence(2, 0),
        "empty wythoff": cg.wythoff_grundy_table(0, 3),
    }


def test_numpy_results_have_the_documented_types():
    r = results()
    assert r["wythoff"].dtype == numpy.uint32 and r["wythoff"].shape == (5, 7)
    assert r["row"].dtype == numpy.uint32 and r["row"].shape == (12,)
    for name in ("dvalues", "census", "table"):   # counts: int64, so + int stays an int
        assert r[name].dtype == numpy.int64 and r[name].ndim == 1, name
        assert isinstance(r[name].sum() + 1, numpy.integer), name
    assert r["p_positions"].dtype == numpy.uint64 and r["p_positions"].shape[1] == 3
    assert r["strict values"].dtype == numpy.uint8 and r["strict values"].shape == (128,)
    assert r["reduced values"].dtype == numpy.uint8 and r["reduced values"].shape == (429,)
    assert r["empty row"].shape == (0,) and r["empty wythoff"].shape == (0, 3)
    assert [[naive_wythoff_grundy(x, y) for y in range(7)] for x in range(5)] == \
        r["wythoff"].tolist()


def test_list_path_gives_the_same_values(monkeypatch):
    arrays = results()
    monkeypatch.setattr(_arrays, "numpy", None)
    lists = results()
    assert not _arrays.have_numpy()
    for name, got in lists.items():
        want = arrays[name].tolist()
        if name == "p_positions":
            assert got == [tuple(row) for row in want]
            assert all(type(v) is int for row in got for v in row)
        else:
            assert got == want, name
            flat = [v for row in got for v in row] if name.endswith("wythoff") \
                else got
            assert all(type(v) is int for v in flat), name
        assert isinstance(got, list), name


def test_arrays_outlive_the_call_and_the_objects_they_came_from():
    """Zero-copy: the C calls filled memory the arrays own (or that their base
    keeps alive); nothing freed under them."""
    census = cg.census("strict", 9)
    hist = census.histogram(9)
    want = hist.tolist()
    game = cg.CMNim(3, "cookie-monster")
    ps = game.p_positions(6)
    rows = ps.tolist()
    del census, game
    gc.collect()
    junk = [cg.census("strict", 9).histogram(9) for _ in range(5)]   # reuse freed memory
    assert hist.tolist() == want and ps.tolist() == rows and junk
    assert ps.base is not None   # a view of the collected buffer, not a copy of it


def test_a_numpy_false_from_progress_stops():
    with pytest.raises(cg.CancelledError):
        cg.census("reduced", 10, progress=lambda done, total: numpy.bool_(False))
    cg.census("reduced", 6, progress=lambda done, total: numpy.bool_(True))


def test_the_package_without_numpy():
    """A child interpreter where `import numpy` fails: the package imports and
    every result is a list."""
    code = textwrap.dedent("""
        import sys

        class NoNumpy:
            def find_spec(self, name, path=None, target=None):
                if name == "numpy" or name.startswith("numpy."):
                    raise ImportError("no numpy here")
                return None

        sys.meta_path.insert(0, NoNumpy())
        import cookiegame as cg
        from cookiegame import _arrays
        assert not _arrays.have_numpy() and "numpy" not in sys.modules
        assert cg.wythoff_grundy_table(2, 3) == [[0, 1, 2], [1, 2, 0]]
        assert cg.cutter_row_sequence(2, 4) == [1, 2, 0, 1]
        assert cg.CMNim(2, "nim").p_positions(1) == [(0, 0), (1, 1)]
        assert isinstance(cg.census("strict", 5).histogram(5), list)
        assert cg.StrictTable(4).values(4) == [1, 1, 2, 2, 3, 0, 0, 0]
        print("lists")
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ), timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "lists"
