"""The levels of the strict and reduced tables as arrays (values(n)) in rank
order, the position of each rank, and their errors: every value against the
table's lookup and the naive solver, ranks in lexicographic order."""
import pytest

import cookiegame as cg
from cookiegame import _arrays
from conftest import naive_grundy, plain


@pytest.mark.parametrize("table, nmax, solver_to", [(cg.StrictTable, 10, 7),
                                                     (cg.ReducedTable, 8, 7)])
def test_values_by_rank_match_the_lookup_and_the_solver(table, nmax, solver_to):
    t = table(nmax)
    for n in range(nmax + 1):
        values = plain(t.values(n))
        assert len(values) == t.level_size(n)
        assert sum(plain(t.histogram(n))) == len(values)
        previous = None
        for rank, g in enumerate(values):
            p = t.position(n, rank)
            assert len(p) == n and p.is_reduced
            assert previous is None or previous < p.heaps   # lexicographic order
            previous = p.heaps
            assert t.grundy(p) == g
            if n <= solver_to:
                assert naive_grundy(p.heaps) == g, (n, rank)


def test_the_documented_orders():
    assert [cg.ReducedTable(3).position(3, r).heaps for r in range(5)] == \
        [(1, 2, 3), (1, 3, 3), (2, 2, 3), (2, 3, 3), (3, 3, 3)]
    s = cg.StrictTable(5)
    assert s.position(5, 5).heaps == (1, 3, 5, 5, 5)
    assert s.level_size(5) == 16 and s.level_size(0) == 1


def test_numpy_values_are_uint8_filled_in_place():
    numpy = pytest.importorskip("numpy")
    t = cg.StrictTable(14)
    v = t.values(14)
    assert v.dtype == numpy.uint8 and v.shape == (8192,)
    assert v.base is not None and v.base.flags.owndata   # a view of the buffer C filled
    assert numpy.bincount(v, minlength=4).tolist()[:4] == plain(t.histogram(14))[:4]
    r = cg.ReducedTable(9).values(9)
    assert r.dtype == numpy.uint8 and r.shape == (4862,)


def test_list_path(monkeypatch):
    want = plain(cg.ReducedTable(7).values(7))
    monkeypatch.setattr(_arrays, "numpy", None)
    got = cg.ReducedTable(7).values(7)
    assert isinstance(got, list) and got == want and all(type(v) is int for v in got)
    assert cg.StrictTable(1).values(0) == [0]


def test_bad_arguments():
    s, r = cg.StrictTable(6), cg.ReducedTable(6)
    with pytest.raises(cg.RangeError, match="level 7 of a strict table to 6 heaps"):
        s.values(7)
    with pytest.raises(cg.RangeError, match="level 9 of a reduced table"):
        r.level_size(9)
    with pytest.raises(cg.RangeError, match="rank 132 of reduced level 6"):
        r.position(6, 132)
    with pytest.raises(cg.RangeError, match="rank 32 of strict level 6"):
        s.position(6, 32)
    with pytest.raises(OverflowError):
        s.position(6, 2**64)
    with pytest.raises(ValueError):
        s.values(-1)
    with pytest.raises(TypeError):
        s.values("6")


@pytest.mark.parametrize("kind, nmax", [(cg.StrictTable, 9), (cg.ReducedTable, 7)])
def test_slices_of_a_level(kind, nmax):
    """values(n, first, count) is the slice [first:first + count] of the
    whole level, for every cut; a slice past the end is a RangeError."""
    t = kind(nmax)
    for n in range(nmax + 1):
        whole = plain(t.values(n))
        size = t.level_size(n)
        for first in range(0, size + 1, max(1, size // 7)):
            for count in (0, 1, 3, size - first):
                if first + count <= size:
                    assert plain(t.values(n, first, count)) == whole[first:first + count]
            assert plain(t.values(n, first)) == whole[first:]
        with pytest.raises(cg.RangeError, match="pass the end"):
            t.values(n, size, 1)
        with pytest.raises(cg.RangeError):
            t.values(n, size + 1)
    with pytest.raises(OverflowError):
        t.values(nmax, -1 + 2**64 + 1)
    with pytest.raises(cg.RangeError):
        t.values(nmax + 1, 0, 0)
