"""Odd/Even counts and Cookie Cutter values against direct computations."""
import functools

import pytest

import cookiegame as cg
from conftest import mex, plain


def partitions(n, largest=None):
    largest = n if largest is None else largest
    if n == 0:
        yield []
        return
    for k in range(min(n, largest), 0, -1):
        for rest in partitions(n - k, k):
            yield [k] + rest


def test_counts_are_exact_and_match_the_outcomes(ctx):
    for total in range(1, 16):
        by_outcome = {o: 0 for o in "LRPN"}
        for p in partitions(total):
            by_outcome[cg.oddeven_outcome(p, ctx=ctx)] += 1
        for letters in ("L", "R", "P", "N", "PR", "LRPN"):
            assert cg.oddeven_count(total, letters, ctx=ctx) == sum(by_outcome[o] for o in letters)
    # Known from the benchmarks: C(300), Even wins when Odd starts (P or R).
    assert cg.oddeven_count(300, "PR") == 1527162658488196
    assert cg.oddeven_count(1000, "PR") == 3323982291400697962161633924383   # past 2^64
    # The default is the paper's C(N), as Rust's oddeven::count.
    assert cg.oddeven_count(300) == cg.oddeven_count(300, "PR")
    assert cg.oddeven_count(100, ctx=ctx) == 37307051
    with pytest.raises(cg.RangeError):
        cg.oddeven_count(2000, "LRPN")   # p(2000) passes 2^128, the C library's bound


def test_counts_honour_the_context():
    """The count's table is charged to the memory limit, its additions to the
    node limit and the progress callback, as every search."""
    calls = []
    ctx = cg.Context()
    assert cg.oddeven_count(600, ctx=ctx, progress=lambda d, t: calls.append(d)) == \
        cg.oddeven_count(600, ctx=cg.Context())
    assert len(calls) > 5 and calls == sorted(calls)
    with pytest.raises(cg.CancelledError):
        cg.oddeven_count(1000, ctx=ctx, progress=lambda d, t: False)
    with pytest.raises(cg.LimitError):
        cg.oddeven_count(1000, ctx=cg.Context(node_limit=10**5))
    small = cg.Context(memory_limit=10**6)
    with pytest.raises(MemoryError, match="the count table of N = 1000 needs 16.1 MB"):
        cg.oddeven_count(1000, ctx=small)
    assert cg.oddeven_count(100, ctx=small) == 37307051   # a small table fits
    assert cg.oddeven_count(300, ctx=ctx) == 1527162658488196   # ctx still answers


def test_pile_games(ctx):
    pile = cg.oddeven_pile(3, ctx=ctx)
    assert isinstance(pile, cg.Game) and pile.context is ctx
    with pytest.raises(ValueError):
        cg.oddeven_count(10, "X")
    with pytest.raises(cg.RangeError):
        cg.oddeven_count(100001)


def naive_row(width, kmax):
    """The one-row game: remove 1..width cookies from an end, or exactly width
    from the middle (splitting the row in two)."""
    @functools.lru_cache(maxsize=None)
    def g(n):
        opts = {g(n - t) for t in range(1, min(width, n) + 1)}
        opts |= {g(a) ^ g(n - width - a) for a in range(1, n - width)}
        return mex(opts)
    return [g(k) for k in range(1, kmax + 1)]


def test_row_sequence_against_the_rules(ctx):
    for width in range(1, 5):
        assert plain(cg.cutter_row_sequence(width, 60, ctx=ctx)) == naive_row(width, 60)


def test_boards(ctx):
    # A one-row board under a 1 x w cutter is the row game.
    for width in range(1, 4):
        row = naive_row(width, 8)
        for k in range(1, 9):
            assert cg.cutter_grundy(1, k, 1, width, ctx=ctx) == row[k - 1]
    assert cg.cutter_grundy(2, 2, 1, 1, cells=["#.", ".#"], ctx=ctx) == 0
    assert cg.cutter_grundy(2, 2, 1, 1, cells=[[1, 0], [0, 0]], ctx=ctx) == 1
    with pytest.raises(ValueError):
        cg.cutter_grundy(2, 2, 1, 1, cells=["#"])
    with pytest.raises(OverflowError):
        cg.cutter_grundy(65, 2, 1, 1)
    with pytest.raises(cg.LimitError):
        cg.cutter_grundy(8, 8, 2, 2, ctx=cg.Context(node_limit=1000))


def test_misere_boards_against_the_definition(ctx):
    import functools
    import itertools

    def placements(rows, cols, cr, cc):
        """Every cut as the set of cells it covers (overhanging allowed)."""
        return {frozenset((r, c) for r in range(pr, pr + cr) for c in range(pc, pc + cc)
                          if 0 <= r < rows and 0 <= c < cols)
                for pr in range(1 - cr, rows) for pc in range(1 - cc, cols)}

    for rows, cols, cr, cc in [(2, 3, 1, 2), (3, 3, 2, 2), (2, 4, 2, 1)]:
        cuts = placements(rows, cols, cr, cc)

        @functools.lru_cache(maxsize=None)
        def wins(cookies):
            moves = [cookies - cut for cut in cuts if cookies & cut]
            return not moves or any(not wins(m) for m in moves)

        cells = [(r, c) for r in range(rows) for c in range(cols)]
        for mask in itertools.product([0, 1], repeat=len(cells)):
            cookies = frozenset(cell for cell, on in zip(cells, mask) if on)
            grid = [[1 if (r, c) in cookies else 0 for c in range(cols)] for r in range(rows)]
            want = "N" if wins(cookies) else "P"
            assert cg.cutter_misere_outcome(rows, cols, cr, cc, cells=grid, ctx=ctx) == want
            r = cg.cutter_misere_remoteness(rows, cols, cr, cc, cells=grid, ctx=ctx)
            assert r % 2 == (0 if want == "N" else 1) and r <= len(cookies)


def test_a_stopped_cutter_search_goes_on_from_its_checkpoint(tmp_path):
    # The 5 x 6 board under 2 x 2, stopped by the node limit again and again,
    # each time in a fresh context, ends with the value of a search never
    # stopped; the file then answers with one node.
    want = cg.cutter_grundy(5, 6, 2, 2, ctx=cg.Context(node_limit=0))
    path = tmp_path / "table.ckpt"
    stops = 0
    while True:
        try:
            got = cg.cutter_grundy(5, 6, 2, 2, ctx=cg.Context(node_limit=20000), checkpoint=path)
            break
        except cg.LimitError:
            stops += 1
            assert path.exists() and stops < 1000
    assert stops >= 2 and got == want
    assert cg.cutter_grundy(5, 6, 2, 2, ctx=cg.Context(node_limit=1), checkpoint=str(path)) == want
    with pytest.raises(cg.DomainError, match="2 x 2"):
        cg.cutter_grundy(5, 6, 3, 3, checkpoint=path, ctx=cg.Context())
    data = bytearray(path.read_bytes())
    data[100] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(cg.ParseError, match="checksum"):
        cg.cutter_grundy(5, 6, 2, 2, checkpoint=path, ctx=cg.Context())
    with pytest.raises(cg.DomainError):
        cg.cutter_grundy(9, 6, 2, 2, checkpoint=path)
    with pytest.raises(ValueError, match="empty"):
        cg.cutter_grundy(5, 6, 2, 2, checkpoint="")
