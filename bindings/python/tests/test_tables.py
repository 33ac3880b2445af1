"""Tables and censuses: against the naive solver and each other; progress,
cancellation and errors."""
import itertools

import pytest

import cookiegame as cg
from conftest import naive_grundy, naive_misere_win, plain, sigint_default


def test_census_matches_the_tables_and_the_solver():
    c = cg.census("reduced", 9, threads=2)
    t = cg.ReducedTable(9)
    for n in range(1, 10):
        assert plain(c.histogram(n)) == plain(t.histogram(n))
        assert c.max_value(n) == len(c.histogram(n)) - 1
        for g in range(c.max_value(n) + 1):
            if c.histogram(n)[g]:
                example = c.example(n, g)
                assert len(example) == n and example.is_reduced
                assert naive_grundy(example.heaps) == g == t.grundy(example)
    s = cg.census("strict", 12)
    st = cg.StrictTable(12)
    assert [plain(s.histogram(n)) for n in range(1, 13)] == [plain(st.histogram(n)) for n in range(1, 13)]
    strict = 0
    for heaps in itertools.combinations_with_replacement(range(8), 6):
        p = cg.Position(heaps)
        if p.is_strict:
            strict += 1
            assert st.grundy(p) == naive_grundy(heaps), heaps
    assert strict > 50
    assert cg.census_memory("reduced", 12) > 0 and cg.StrictTable.memory(12) > 0


def test_census_lists_every_position_of_a_rare_value():
    c = cg.census("reduced", 9, threads=2)
    by_value = {}
    for n in range(1, 10):
        for tup in itertools.combinations_with_replacement(range(1, n + 1), n):
            if all(tup[k] >= k + 1 for k in range(n)) and tup[-1] == n:
                by_value.setdefault((n, naive_grundy(tup)), []).append(cg.Position(tup))
    for (n, g), want in by_value.items():
        assert c.positions(n, g) == sorted(want, key=lambda p: p.heaps), (n, g)
    assert len(c.positions(9, 4)) == 15
    with pytest.raises(cg.DomainError):
        c.positions(9, 7)
    with pytest.raises(cg.RangeError):
        cg.census("strict", 24).positions(24, 0)   # 2683238 of them: only counted


def test_census_lists_one_value_past_the_bound():
    # 1 116 159 positions of value 1 with 14 heaps: more than CG_CENSUS_LIST_MAX.
    plain = cg.census("reduced", 14, threads=2)
    with pytest.raises(cg.RangeError):
        plain.positions(14, 1)
    wide = cg.census("reduced", 14, threads=2, list_value=1, list_max=2 * cg.CG_CENSUS_LIST_MAX)
    assert list(wide.histogram(14)) == list(plain.histogram(14))
    listed = wide.positions(14, 1)
    assert len(listed) == plain.histogram(14)[1] == 1116159
    heaps = [p.heaps for p in listed]
    assert all(a < b for a, b in zip(heaps, heaps[1:]))   # lexicographic, no repeats
    assert all(p.grundy() == 1 for p in listed[::1009])    # the memoised search agrees
    assert wide.positions(13, 2) == plain.positions(13, 2)
    with pytest.raises(cg.RangeError):
        wide.positions(14, 0)                              # not the wide value
    with pytest.raises(cg.RangeError):
        cg.census("reduced", 14, list_value=1, list_max=1116158).positions(14, 1)
    with pytest.raises(cg.RangeError):
        cg.census("reduced", 5, list_value=1, list_max=cg.CG_CENSUS_LIST_MAX - 1)
    with pytest.raises(cg.DomainError):
        cg.census("reduced", 5, list_value=6, list_max=cg.CG_CENSUS_LIST_MAX)
    with pytest.raises(ValueError):
        cg.census("reduced", 5, list_value=1)
    with pytest.raises(ValueError):
        cg.census("strict", 5, list_value=1, list_max=cg.CG_CENSUS_LIST_MAX)


def test_census_with_a_checkpoint_resumes(tmp_path):
    want = cg.census("reduced", 12, threads=2)
    upto = sum(sum(want.histogram(n)) for n in range(11))   # levels 0..10

    def stop_in_level_11(done, total):
        return done <= upto

    with pytest.raises(cg.CancelledError):
        cg.census("reduced", 12, progress=stop_in_level_11, checkpoint=tmp_path / "c")
    first = []
    got = cg.census("reduced", 12, threads=1, checkpoint=tmp_path / "c",
                    progress=lambda done, total: first.append(done) or True)
    assert first[0] == upto   # resumed after level 10, not started over
    assert [plain(got.histogram(n)) for n in range(13)] == [plain(want.histogram(n)) for n in range(13)]
    assert got.positions(12, 5) == want.positions(12, 5)
    with pytest.raises(cg.DomainError):
        cg.census("reduced", 13, checkpoint=tmp_path / "c")
    with pytest.raises(ValueError):
        cg.census("strict", 5, checkpoint=tmp_path / "s")


def test_outcome_census_against_the_naive_solvers():
    c = cg.census("outcomes", 8, threads=2)
    for n in range(0, 9):
        want = [0, 0, 0, 0]
        positions = [hs for hs in itertools.combinations_with_replacement(range(1, n + 1), n)
                     if cg.Position(hs).is_reduced]
        for hs in positions:
            cls = (2 if naive_grundy(hs) else 0) | (1 if naive_misere_win(hs) else 0)
            want[cls] += 1
        assert plain(c.histogram(n))[:4] + [0] * (4 - len(c.histogram(n))) == want, n
    assert c.example(4, 0) == cg.Position("2 2 4 4")
    assert cg.census_memory("outcomes", 12) == cg.census_memory("reduced", 12)


def test_progress_is_called_and_can_cancel():
    calls = []
    cg.census("reduced", 11, progress=lambda done, total: calls.append((done, total)))
    assert calls and all(d <= t for d, t in calls)
    with pytest.raises(cg.CancelledError):
        cg.census("reduced", 11, progress=lambda done, total: False)
    with pytest.raises(ZeroDivisionError):
        cg.ReducedTable(11, progress=lambda done, total: 1 / 0)
    with pytest.raises(TypeError):
        cg.census("reduced", 5, progress=42)


def test_bad_arguments():
    with pytest.raises(ValueError):
        cg.census("weak", 5)
    with pytest.raises(cg.RangeError):
        cg.ReducedTable(31)
    with pytest.raises(ValueError):
        cg.census("strict", -1)
    c = cg.census("strict", 5)
    with pytest.raises(cg.RangeError):
        c.histogram(6)
    with pytest.raises(cg.DomainError):
        c.example(5, 100)
    t = cg.StrictTable(6)
    with pytest.raises(cg.DomainError):
        t.grundy("1 2 3 3 6")


def test_ctrl_c_stops_a_long_census_cleanly():
    """SIGINT during a census (no progress callback given) raises
    KeyboardInterrupt in Python soon after, once C has freed what it held."""
    import os
    import signal
    import subprocess
    import sys
    import time
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys, cookiegame as cg\n"
         "print('started', flush=True)\n"
         "try:\n    cg.census('reduced', 19, threads=1)\n    print('finished')\n"
         "except KeyboardInterrupt:\n    print('interrupted')\n"
         "print(cg.Position('1 2 3 3 6').grundy())\n"],
        stdout=subprocess.PIPE, text=True, env=dict(os.environ), preexec_fn=sigint_default)
    assert child.stdout.readline().strip() == "started"
    time.sleep(1.0)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=60)
    assert out.split() == ["interrupted", "1"]          # and the library still works
    assert time.monotonic() - sent < 10


def test_memory_figures_and_checks():
    ctx = cg.Context()
    before = ctx.memory_reserved
    cg.oddeven_count(600, ctx=ctx)
    assert ctx.memory_reserved > before
    peak, held = cg.census("reduced", 12, threads=1).memory_used()
    assert peak >= held > 0
    cg.memory_check(1 << 20)
    with pytest.raises(MemoryError, match="a buffer needs 2.1 MB"):
        cg.memory_check(2 << 20, 1 << 20, "a buffer")
    with pytest.raises(ValueError):
        cg.memory_check(1, 0, "a\0b")
    with pytest.raises(ValueError):
        cg.memory_check(-1)
