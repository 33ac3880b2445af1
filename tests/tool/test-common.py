#!/usr/bin/env python3
"""The commands every build has: help, version, an unknown command.

Usage: test-common.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-common; tool_check.py holds what the tool's tests share).
"""
from tool_check import check, expect_usage_error, run, run_section


def section_common():
    rc, out, _ = run("help")
    check(rc == 0 and "analyze" in out, "help lists analyze")
    rc, out, _ = run("version")
    check(rc == 0 and out.startswith("cookiegame "), "version")
    expect_usage_error("no-such-command")


run_section(section_common)
