"""Lifetimes, threads and the package surface."""
import gc
import threading
import weakref

import cookiegame as cg


def test_games_keep_their_context_alive():
    ctx = cg.Context()
    ref = weakref.ref(ctx)
    g = cg.Game("{2|1} + ^", ctx=ctx)
    del ctx
    gc.collect()
    assert ref() is not None          # the game holds it
    assert str(g + g) == str(cg.Game("{2|1} + {2|1} + ^^", ctx=g.context))
    del g
    gc.collect()
    assert ref() is None              # and lets it go


def test_any_order_of_collection():
    for _ in range(50):
        ctx = cg.Context()
        gs = [cg.Game(t, ctx=ctx) for t in ("*", "^", "{1|-1}")]
        th = gs[2].thermograph()
        del ctx
        gs.reverse()
        del gs
        assert th.temperature == 1
        gc.collect()


def test_threads_each_with_a_default_context():
    errors = []

    def work(seed):
        try:
            for k in range(30):
                p = cg.Position([seed % 7, k % 5, 3, 4])
                assert p.grundy() >= 0
                assert cg.Game("{2|1}").mean == cg.Game("3/2").to_fraction()
        except Exception as e:   # reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_surface():
    # the version of meson.build, through the generated header constants
    assert cg.__version__ == cg.library_version() == cg.CG_VERSION_STRING
    assert issubclass(cg.ParseError, cg.Error) and issubclass(cg.ParseError, ValueError)
    assert issubclass(cg.RangeError, OverflowError) and issubclass(cg.DomainError, ValueError)
    assert issubclass(cg.InvalidArgumentError, ValueError)
    for name in cg.__all__:
        obj = getattr(cg, name)
        if callable(obj) and not name.startswith("__"):
            assert obj.__doc__, name


def test_every_exported_function_is_declared():
    """Every symbol of the linker map has a ctypes prototype or is left out on
    purpose (NOT_WRAPPED says why), so a new C function cannot be forgotten."""
    import os
    import re

    from cookiegame import _capi
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "..", "lib", "libcookiegame.map")) as f:
        exported = set(re.findall(r"^\s*(cg_\w+);", f.read(), re.M))
    declared = set(_capi._PROTOTYPES) | set(_capi.NOT_WRAPPED)
    assert exported - declared == set()
    assert declared - exported == set()
    assert set(_capi._PROTOTYPES) & set(_capi.NOT_WRAPPED) == set()
    assert all(reason for reason in _capi.NOT_WRAPPED.values())


def test_the_docs_list_what_python_leaves_out():
    """doc/python.md's section "What Python leaves out" names exactly the
    functions of NOT_WRAPPED (the table users read and the one the code
    keeps cannot drift apart)."""
    import os
    import re

    from cookiegame import _capi
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "..", "doc", "python.md")) as f:
        page = f.read()
    section = page.split("## What Python leaves out", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\|([^|]*)\|", section, re.M)
    listed = {name for row in rows for name in re.findall(r"`(cg_\w+)`", row)}
    assert listed == set(_capi.NOT_WRAPPED)


def test_every_bound_function_is_called():
    """A prototype alone reaches nothing: every bound C function is named in the code of
    some module, so the leave-out list (NOT_WRAPPED) is the whole of what
    Python cannot call. The tables name theirs as cg_{kind}_table_*, for both
    kinds."""
    import glob
    import os
    import re

    from cookiegame import _capi
    package = os.path.dirname(os.path.abspath(_capi.__file__))
    code = ""
    for path in glob.glob(os.path.join(package, "*.py")):
        if os.path.basename(path) not in ("_capi.py", "_constants.py"):
            with open(path) as f:
                code += f.read()
    code += "".join(re.sub(r"\{(?:self|cls)\._kind\}", kind, code)
                    for kind in ("strict", "reduced"))
    # the error machinery of _capi itself: check() and the version test
    called_in_capi = {"cg_error_detail", "cg_strerror", "cg_version", "cg_version_string"}
    unused = {name for name in _capi._PROTOTYPES
              if name not in called_in_capi and not re.search(r"\b" + name + r"\b", code)}
    assert unused == set()
