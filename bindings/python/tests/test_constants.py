"""The constants generated from the headers (cookiegame._constants) against
what the loaded library reports at run time, the status -> exception map,
the version check made before anything is bound, and the names of 1.3
(CanceledError, Game.cool) with their deprecated aliases."""
import ctypes
import warnings
from fractions import Fraction

import pytest

import cookiegame as cg
from cookiegame import _capi, _constants, errors
from cookiegame._capi import lib


def _strerror(code):
    return lib.cg_strerror(code).decode()


def test_every_status_code_is_one_the_library_names():
    """Each generated code has its own text from cg_strerror, and the codes
    just past both ends have none: the enum was read whole."""
    codes = _constants.ENUMS["cg_status"]
    assert codes["CG_OK"] == cg.CG_OK == 0
    texts = {name: _strerror(code) for name, code in codes.items()}
    assert "unknown status" not in texts.values()
    assert len(set(texts.values())) == len(texts)
    assert _strerror(min(codes.values()) - 1) == "unknown status"
    assert _strerror(max(codes.values()) + 1) == "unknown status"
    assert texts["CG_ENOMEM"] == "out of memory" or "memory" in texts["CG_ENOMEM"]


def test_every_failure_code_has_its_exception():
    """The one status -> exception map (errors.BY_STATUS) covers every
    failing code but CG_ENOMEM, which is Python's MemoryError."""
    failing = {code for code in _constants.ENUMS["cg_status"].values() if code != cg.CG_OK}
    assert set(errors.BY_STATUS) == failing - {cg.CG_ENOMEM}
    assert isinstance(errors.from_status(cg.CG_ENOMEM, "x", "y"), MemoryError)
    for code, cls in errors.BY_STATUS.items():
        e = errors.from_status(code, "what", "why")
        assert type(e) is cls and e.status == code and str(e) == "what: why"


def test_codes_of_real_failures():
    """The status a real C failure carries is the generated constant."""
    with pytest.raises(cg.DomainError) as e:
        _ = cg.Position("1 2 3 3 6").dvalue   # not strict: no D-value (CG_EDOMAIN)
    assert e.value.status == cg.CG_EDOMAIN
    with pytest.raises(cg.ParseError) as p:
        cg.Game("{1|")
    assert p.value.status == cg.CG_EPARSE
    with pytest.raises(cg.LimitError) as lim:
        cg.Position([7, 9, 11, 13, 15, 17, 19, 21]).grundy(ctx=cg.Context(node_limit=3))
    assert lim.value.status == cg.CG_ELIMIT


def test_version_of_the_library_is_that_of_the_headers():
    """The built library reports the version its headers (and so the
    generated module) say; cg_version and cg_version_string agree."""
    v = cg.version()
    assert v == cg.CG_VERSION_NUMBER == lib.cg_version()
    assert (v >> 16, (v >> 8) & 0xFF, v & 0xFF) == (
        cg.CG_VERSION_MAJOR, cg.CG_VERSION_MINOR, cg.CG_VERSION_PATCH)
    assert cg.library_version() == cg.CG_VERSION_STRING == cg.__version__
    assert cg.CG_VERSION_NUMBER == (cg.CG_VERSION_MAJOR << 16) | (cg.CG_VERSION_MINOR << 8) | \
        cg.CG_VERSION_PATCH


def test_limits_are_where_the_library_puts_them():
    """Each limit is the last value the C library accepts: one more is refused."""
    assert cg.Game.nimber(cg.CG_GAME_MAX_NIMBER).is_nimber
    with pytest.raises((cg.RangeError, OverflowError)):
        cg.Game.nimber(cg.CG_GAME_MAX_NIMBER + 1)
    assert cg.Game.up(cg.CG_GAME_MAX_UPS).birthday == cg.CG_GAME_MAX_UPS + 1
    with pytest.raises(cg.RangeError):
        cg.Game.up(cg.CG_GAME_MAX_UPS + 1)
    assert cg.Game.integer(cg.CG_GAME_MAX_INTEGER) == cg.Game(str(cg.CG_GAME_MAX_INTEGER))
    with pytest.raises(cg.RangeError):
        cg.Game.integer(cg.CG_GAME_MAX_INTEGER + 1)
    assert cg.StrictTable.memory(cg.CG_STRICT_TABLE_MAX_HEAPS) > 0
    with pytest.raises(cg.RangeError):
        cg.StrictTable.memory(cg.CG_STRICT_TABLE_MAX_HEAPS + 1)
    assert cg.ReducedTable.memory(cg.CG_REDUCED_TABLE_MAX_HEAPS) > 0
    with pytest.raises(cg.RangeError):
        cg.ReducedTable.memory(cg.CG_REDUCED_TABLE_MAX_HEAPS + 1)
    assert cg.CMNim(cg.CG_CMNIM_MAX_JARS, "nim").grundy((1,) * cg.CG_CMNIM_MAX_JARS) == 0
    with pytest.raises((ValueError, OverflowError)):
        cg.CMNim(cg.CG_CMNIM_MAX_JARS + 1, "nim")
    # The Zeckendorf form with the most parts below 2^64: every other
    # Fibonacci number F(2), F(4), ... that fits (sum = F(2k+1) - 1).
    fib = [1, 2]
    while fib[-1] + fib[-2] < 2**64:
        fib.append(fib[-1] + fib[-2])
    densest = sum(fib[0::2])
    if densest >= 2**64:
        densest -= fib[-1] if len(fib) % 2 else fib[-2]
    assert len(cg.zeckendorf(densest)) == cg.CG_ZECKENDORF_MAX_PARTS


def test_enums_reach_the_python_names():
    """Outcome letters, CM-nim families and incentive sides: the Python
    spellings stand for the generated C values."""
    assert _capi.OUTCOME_LETTER == {cg.CG_OUTCOME_P: "P", cg.CG_OUTCOME_N: "N",
                                    cg.CG_OUTCOME_L: "L", cg.CG_OUTCOME_R: "R"}
    assert cg.FAMILIES["cookie-monster"] == cg.CG_CMNIM_COOKIE_MONSTER
    assert cg.FAMILIES["all-but-n"] == cg.CG_CMNIM_ALL_BUT_N
    assert len(cg.FAMILIES) == len(_constants.ENUMS["cg_cmnim_family"])
    # Cookie Monster on (1, 2, 3): (1, 2, 3) -> (0, 1, 2) -> ... is the nim
    # family's P-position too (1 ^ 2 ^ 3 = 0), and every family agrees there
    # with the C engine reached through the enum value.
    assert cg.CMNim(3, "nim").is_p((1, 2, 3))
    # Incentives: {2|1} has Left's incentive 2 - {2|1} = {1|0}, Right's
    # {2|1} - 1 = {1|0}; the set of both is that one game.
    g = cg.Game("{2|1}")
    assert g.left_incentives() == g.right_incentives() == (cg.Game("{1|0}"),)
    assert g.incentives() == (cg.Game("{1|0}"),)


class _Fn:
    """A stand-in for a ctypes function: a value, and room for the types."""

    def __init__(self, value):
        self.value, self.restype, self.argtypes = value, None, None

    def __call__(self):
        return self.value


class _OldLibrary:
    """A library that says it is 1.0.0 and has none of the later symbols."""
    _name = "/old/libcookiegame.so.1"
    cg_version = _Fn(0x010000)
    cg_version_string = _Fn(b"1.0.0")


def test_an_old_library_is_refused_before_any_function_is_bound():
    with pytest.raises(ImportError) as e:
        _capi._check_version(_OldLibrary())
    text = str(e.value)
    assert "1.0.0" in text and cg.CG_VERSION_STRING in text and "/old/libcookiegame" in text
    # the same library past the version check: a missing symbol is an
    # ImportError naming it, not an AttributeError
    passing = _OldLibrary()
    passing.cg_version = _Fn(cg.CG_VERSION_NUMBER)
    _capi._check_version(passing)
    with pytest.raises(ImportError, match="has no cg_"):
        _capi._bind(passing)


def test_another_major_version_is_refused():
    lib2 = _OldLibrary()
    lib2.cg_version = _Fn((cg.CG_VERSION_MAJOR + 1) << 16)
    lib2.cg_version_string = _Fn(b"%d.0.0" % (cg.CG_VERSION_MAJOR + 1))
    with pytest.raises(ImportError, match=f"{cg.CG_VERSION_MAJOR + 1}.0.0"):
        _capi._check_version(lib2)


def test_canceled_error_and_its_old_name():
    """CanceledError is raised for CG_ECANCELED; CancelledError is the same
    class (the deprecated name of 1.1 and 1.2)."""
    assert cg.CancelledError is cg.CanceledError is errors.CancelledError
    assert cg.CanceledError.__name__ == "CanceledError"
    with pytest.raises(cg.CanceledError) as e:
        cg.StrictTable(12, threads=1, progress=lambda done, total: False)
    assert e.value.status == cg.CG_ECANCELED
    with pytest.raises(cg.CancelledError):
        cg.StrictTable(12, threads=1, progress=lambda done, total: False)


def test_cooled_is_a_deprecated_alias_of_cool():
    g = cg.Game("{3||2+*|1+*}")
    for t in (0, Fraction(1, 2), 1, Fraction(-1, 2)):
        with pytest.warns(DeprecationWarning, match="Game.cool"):
            old = g.cooled(t)
        assert old == g.cool(t)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g.cool(1)   # the new name does not warn


def test_position_equality_is_the_c_multiset_test():
    """cg_position_equal is left out (NOT_WRAPPED): Position == gives its
    answer, which the C function, called here directly, confirms."""
    equal = lib.cg_position_equal
    equal.restype, equal.argtypes = ctypes.c_int, [ctypes.c_void_p, ctypes.c_void_p]
    samples = [[], [0], [1, 2, 3], [3, 2, 1], [1, 2, 3, 3], [3, 3, 2, 1], [0, 1, 2, 3], [2, 2]]
    for a in samples:
        for b in samples:
            pa, pb = cg.Position(a), cg.Position(b)
            assert (pa == pb) == bool(equal(pa._ptr, pb._ptr)), (a, b)
    assert "cg_position_equal" in _capi.NOT_WRAPPED


def test_docstrings_quote_the_limits_of_the_headers():
    """Where a docstring gives a limit's figure, it is the header's."""
    assert f"``CG_STRICT_TABLE_MAX_HEAPS``, {cg.CG_STRICT_TABLE_MAX_HEAPS})" in cg.StrictTable.__doc__
    assert f"``CG_REDUCED_TABLE_MAX_HEAPS``, {cg.CG_REDUCED_TABLE_MAX_HEAPS})" in cg.ReducedTable.__doc__
    assert f"({cg.CG_CENSUS_LIST_MAX})" in cg.Census.positions.__doc__
    assert f"``CG_IMPARTIAL_MAX_STATE``, {cg.CG_IMPARTIAL_MAX_STATE})" in cg.ImpartialGame.__doc__


def test_a_position_copies_as_itself():
    """cg_position_clone is left out: a Position is immutable, so copy and
    deepcopy give the object itself, and pickling still gives an equal one."""
    import copy
    import pickle
    p = cg.Position("1 2 3 3 6")
    assert copy.copy(p) is p and copy.deepcopy([p])[0] is p
    q = pickle.loads(pickle.dumps(p))
    assert q == p and q is not p and q.grundy() == p.grundy()
    assert "cg_position_clone" in _capi.NOT_WRAPPED


def test_the_generator_names_what_is_stale(tmp_path):
    """gen-constants.py --check on a copy of the sources whose header gained
    a limit and changed another fails naming both, and writing makes it
    pass; the committed files are what it writes for the real headers."""
    import os
    import shutil
    import subprocess
    import sys
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    script = os.path.join(root, "bindings", "gen-constants.py")
    if not os.path.exists(script):
        pytest.skip("no bindings/gen-constants.py next to the tests")
    shutil.copytree(os.path.join(root, "include"), tmp_path / "include")
    shutil.copy(os.path.join(root, "meson.build"), tmp_path / "meson.build")
    for rel in ("bindings/python/cookiegame/_constants.py",
                "bindings/rust/cookiegame-sys/src/constants.rs"):
        (tmp_path / rel).parent.mkdir(parents=True)
        shutil.copy(os.path.join(root, rel), tmp_path / rel)

    def run(*args):
        return subprocess.run([sys.executable, script, "--root", str(tmp_path), *args],
                              capture_output=True, text=True, timeout=60)

    assert run("--check").returncode == 0
    header = tmp_path / "include" / "cookiegame" / "cutter.h"
    text = header.read_text()
    text = text.replace("#define CG_CUTTER_MAX_SIDE 64", "#define CG_CUTTER_MAX_SIDE 65")
    text = text.replace("#define CG_CUTTER_MAX_SIDE 65",
                        "#define CG_CUTTER_MAX_SIDE 65\n/** @brief New. */\n#define CG_CUTTER_MAX_CUTS 7")
    header.write_text(text)
    out = run("--check")
    assert out.returncode == 1
    assert "CG_CUTTER_MAX_SIDE stale" in out.stdout and "65" in out.stdout
    # the new limit has no Rust type yet: the generator says where to give it
    assert "CG_CUTTER_MAX_CUTS" in out.stdout + out.stderr
    header.write_text(text.replace("/** @brief New. */\n#define CG_CUTTER_MAX_CUTS 7\n", ""))
    assert run().returncode == 0 and run("--check").returncode == 0
    assert "CG_CUTTER_MAX_SIDE = 65" in (
        tmp_path / "bindings/python/cookiegame/_constants.py").read_text()
