"""cookiegame.hunt (C cg_position_hunt): against a hunt made by hand from
Position.predecessors and Position.grundy, against the census, with any
number of threads; checkpoints, progress callbacks that stop or raise, and
arguments refused before they reach C."""
import dataclasses
import functools

import pytest

import cookiegame as cg


@functools.lru_cache(maxsize=None)
def census(nmax):
    return cg.census("reduced", nmax, threads=1)


def positions_of_value(g, nmax):
    """Every reduced position of value g with at most nmax heaps, from the census."""
    c = census(nmax)
    return [p for n in range(nmax + 1) if len(c.histogram(n)) > g and c.histogram(n)[g]
            for p in c.positions(n, g)]


def by_hand(value, inputs, max_heaps):
    """The hunt from its definition: every predecessor of every input with at
    most max_heaps heaps, once each, by number of heaps then lexicographically;
    the (position, value) of those of value >= value, and per number of heaps
    the candidates and their largest value."""
    ctx = cg.Context()
    heaps = {q.heaps for p in inputs for q in p.predecessors(ctx) if len(q) <= max_heaps}
    found, candidates, largest = [], [0] * (max_heaps + 1), [0] * (max_heaps + 1)
    for h in sorted(heaps, key=lambda h: (len(h), h)):
        g = cg.Position(h).grundy(ctx)
        candidates[len(h)] += 1
        largest[len(h)] = max(largest[len(h)], g)
        if g >= value:
            found.append((cg.Position(h), g))
    return found, candidates, largest


def figures(result):
    return list(result.found), list(result.candidates), list(result.largest)


@pytest.fixture(scope="module")
def value3_to_9():
    return positions_of_value(3, 9)


@pytest.mark.parametrize("max_heaps", [None, 8])
def test_the_hunt_is_the_one_made_by_hand(value3_to_9, max_heaps):
    got = cg.hunt(4, value3_to_9, max_heaps)
    want_heaps = 10 if max_heaps is None else max_heaps   # one more than the largest input
    assert got.value == 4 and got.max_heaps == want_heaps
    assert figures(got) == by_hand(4, value3_to_9, want_heaps)
    assert len(got.found) > 0 and sum(got.candidates) > 100   # not a vacuous comparison


@pytest.mark.parametrize("min_heaps", [9, 10])
def test_a_hunt_of_a_range_of_heaps_leaves_out_the_smaller(value3_to_9, min_heaps):
    got = cg.hunt(4, value3_to_9, min_heaps=min_heaps)
    found, candidates, largest = by_hand(4, value3_to_9, 10)
    assert got.min_heaps == min_heaps and got.max_heaps == 10
    assert list(got.found) == [(p, g) for p, g in found if len(p) >= min_heaps]
    assert list(got.candidates) == [c if n >= min_heaps else 0 for n, c in enumerate(candidates)]
    assert list(got.largest) == [v if n >= min_heaps else 0 for n, v in enumerate(largest)]
    assert got.candidates[10] > 0
    with pytest.raises(cg.RangeError):
        cg.hunt(4, value3_to_9, 8, min_heaps=min_heaps)


def test_the_figures_do_not_depend_on_the_threads(value3_to_9):
    want = cg.hunt(4, value3_to_9, threads=1)
    for threads in (2, 3):
        assert cg.hunt(4, value3_to_9, threads=threads, ctx=cg.Context()) == want


def test_a_complete_hunt_finds_every_position_of_the_value(value3_to_9):
    """The inputs are every position of value 3 with at most 9 heaps, so the
    positions of value 4 with at most 10 heaps are all among the candidates."""
    found = [p for p, g in cg.hunt(4, value3_to_9).found if g == 4]
    assert found == positions_of_value(4, 10)


def test_a_stopped_hunt_resumes_from_its_checkpoint(tmp_path, ctx):
    # More candidates than the C hunt evaluates between two saves of one
    # thread, so that stopping half-way leaves something saved.
    inputs = positions_of_value(3, 10)
    want = cg.hunt(4, inputs, threads=2)
    total = sum(want.candidates)
    path = tmp_path / "hunt.ck"
    stopped_at = []

    def stop_half_way(done, total):
        if done > total // 2:
            stopped_at.append(done)
            return False
        return True

    with pytest.raises(cg.CancelledError):
        cg.hunt(4, inputs, threads=1, checkpoint=path, progress=stop_half_way, ctx=ctx)
    assert stopped_at and path.exists()
    seen = []
    got = cg.hunt(4, inputs, threads=2, checkpoint=str(path),
                  progress=lambda done, total: seen.append((done, total)))
    assert 0 < seen[0][0] <= stopped_at[0] < total   # resumed, not started over
    assert all(t == total for _, t in seen)
    assert got == want
    # Finished: the checkpoint answers at once, with the same result.
    seen.clear()
    assert cg.hunt(4, inputs, checkpoint=path, progress=lambda d, t: seen.append(d)) == want
    assert seen == [total]
    with pytest.raises(cg.DomainError, match="hunt"):   # another hunt's file
        cg.hunt(4, inputs, max_heaps=10, checkpoint=path)


def test_a_damaged_checkpoint_is_refused_naming_the_file(tmp_path, value3_to_9):
    path = tmp_path / "damaged"
    path.write_bytes(b"CGHUNT01" + bytes(60))
    with pytest.raises(cg.ParseError, match="damaged"):
        cg.hunt(4, value3_to_9, checkpoint=path)


def test_a_progress_callback_that_raises_stops_the_hunt(tmp_path, ctx):
    inputs = positions_of_value(3, 10)
    calls = []

    def fail_half_way(done, total):
        calls.append(done)
        if done > total // 2:
            raise ZeroDivisionError("stop")
        return None

    with pytest.raises(ZeroDivisionError, match="stop"):
        cg.hunt(4, inputs, threads=1, checkpoint=tmp_path / "c", progress=fail_half_way, ctx=ctx)
    ctx.clear()   # waits for the library to have left the hunt
    n = len(calls)
    one = [cg.Position("1")]
    assert figures(cg.hunt(1, one, ctx=ctx)) == by_hand(1, one, 2)   # the context works
    assert len(calls) == n   # not called again: the hunt stopped
    seen = []
    cg.hunt(4, inputs, checkpoint=tmp_path / "c", progress=lambda d, t: seen.append(d), ctx=ctx)
    assert 0 < seen[0] <= calls[-1]   # what was done before the exception was kept


def test_the_node_limit_applies_to_each_search(value3_to_9):
    with pytest.raises(cg.LimitError, match="node limit"):
        cg.hunt(4, value3_to_9, ctx=cg.Context(node_limit=100))
    limited = cg.Context(node_limit=10**6)
    assert cg.hunt(4, value3_to_9, ctx=limited) == cg.hunt(4, value3_to_9)
    assert limited.node_limit == 10**6


def test_inputs_count_by_their_reduced_form():
    unreduced = cg.Position("0 0 1 2 3 3 6 9")
    got = cg.hunt(2, [unreduced])
    assert got == cg.hunt(2, [unreduced.reduced()])
    assert got.max_heaps == len(unreduced.reduced()) + 1
    assert cg.hunt(3, []) == cg.HuntResult(3, 0, (), (0,), (0,))


def test_the_result_is_a_frozen_summary(value3_to_9):
    r = cg.hunt(4, value3_to_9)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.value = 5
    assert repr(r) == f"<HuntResult value=4 max_heaps=10 candidates={sum(r.candidates)} " \
                      f"found={len(r.found)}>"
    assert all(isinstance(p, cg.Position) and p.is_reduced and g >= 4 for p, g in r.found)


@pytest.mark.parametrize("kwargs, error, message", [
    ({"value": 0}, ValueError, "value must be at least 1"),
    ({"value": -2}, ValueError, "value must be at least 1"),
    ({"value": "4"}, TypeError, "value must be an int"),
    ({"value": True}, TypeError, "value must be an int"),
    ({"inputs": cg.Position("1 2")}, TypeError, "not one Position"),
    ({"inputs": "1 2 3"}, TypeError, "not one str"),
    ({"inputs": [cg.Position("1"), [1, 2]]}, TypeError, r"inputs\[1\] must be a cookiegame.Position"),
    ({"inputs": 7}, TypeError, "inputs must be an iterable of Position"),
    ({"max_heaps": -1}, ValueError, "max_heaps must be at least 0"),
    ({"max_heaps": 4097}, OverflowError, "max_heaps must be at most 4096"),
    ({"threads": -1}, ValueError, "threads must be at least 0"),
    ({"threads": 1025}, OverflowError, "threads must be at most 1024"),
    ({"threads": 1.0}, TypeError, "threads must be an int"),
    ({"checkpoint": ""}, ValueError, "checkpoint is an empty path"),
    ({"checkpoint": "a\0b"}, ValueError, "checkpoint contains a NUL character"),
    ({"progress": 42}, TypeError, "progress must be callable"),
    ({"ctx": "default"}, TypeError, "ctx must be a cookiegame.Context"),
])
def test_bad_arguments_are_refused_before_c(kwargs, error, message):
    args = {"value": 2, "inputs": [cg.Position("1 2")], **kwargs}
    with pytest.raises(error, match=message):
        cg.hunt(**args)


def test_a_checkpoint_that_cannot_be_written_names_the_file(tmp_path):
    path = tmp_path / "no-such-directory" / "c"
    with pytest.raises(cg.InvalidArgumentError, match="no-such-directory"):
        cg.hunt(2, [cg.Position("1 2")], checkpoint=path)
