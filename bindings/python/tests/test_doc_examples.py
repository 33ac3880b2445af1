"""Every doctest block of doc/python.md (a ```python block that starts with
>>>) runs, so the guide's examples are the package's answers."""
import doctest
import os
import re

import pytest

_DOC = os.path.join(os.path.dirname(__file__), "..", "..", "..", "doc", "python.md")


def _blocks():
    if not os.path.exists(_DOC):
        return []
    with open(_DOC, encoding="utf-8") as f:
        text = f.read()
    return [(text.count("\n", 0, m.start()) + 2, m.group(1))
            for m in re.finditer(r"```python\n(>>> .*?)```", text, re.S)]


def test_the_guide_has_its_examples():
    """The module-by-module examples and the constants are there (skipped
    where the sources' doc directory is not)."""
    if not os.path.exists(_DOC):
        pytest.skip("no doc/python.md next to the tests")
    names = " ".join(block for _, block in _blocks())
    for module_call in ("cg.Context(", "cg.Position(", ".heat(", ".thermograph()", "StrictTable(",
                        "ReducedTable(", "cg.census(", "cg.CMNim(", "cg.wythoff_", "cg.oddeven_",
                        "cg.cutter_", "cg.hunt(", "cg.ImpartialGame(", "cg.CG_"):
        assert module_call in names, module_call


@pytest.mark.parametrize("line,block", _blocks(), ids=lambda v: str(v) if isinstance(v, int) else "")
def test_doc_block(line, block):
    test = doctest.DocTestParser().get_doctest(block, {}, f"doc/python.md:{line}", _DOC, line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
