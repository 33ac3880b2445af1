#!/usr/bin/env python3
"""Checks on the generated HTML manual that caught real rendering bugs:
CGSuite notation eaten by Markdown (a `*` taken for emphasis), code spans with
a quote turned into typographic quotes by Doxygen, and a main page that names
files instead of linking the theory pages."""
import html
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
failures = []


def text_of(name):
    raw = (root / name).read_text(encoding="utf-8")
    return raw, html.unescape(re.sub(r"<[^>]+>", "", raw))


# Stars of the notation survive on the partizan and thermal pages.
for page, must in [("partizan_theory.html", ["x + *m", "x+*(m-1)", "x + up*", "^*1000"]),
                   ("thermal_theory.html", ["{* | *}"]),
                   ("development.html", ["{1|* || -1/2 ||| -1, {*|-1} | -2}"])]:
    _, text = text_of(page)
    for m in must:
        if m not in text:
            failures.append(f"{page}: '{m}' is not shown as written")

# No code span anywhere became typographic quotes.
for f in sorted(root.glob("*.html")):
    _, text = text_of(f.name)
    if "\u2018" in text:
        i = text.index("\u2018")
        failures.append(f"{f.name}: typographic quote in {text[max(0, i - 30):i + 40]!r}")

# The main page links every theory page, the release notes and the development notes.
raw, _ = text_of("index.html")
for page in ["cookie_theory", "tables_engines", "wythoff_theory", "cmnim_theory",
             "cutter_theory", "partizan_theory", "thermal_theory", "oddeven_theory",
             "results", "cluster", "references", "tool", "reliability", "news", "development"]:
    if f'href="{page}.html' not in raw:
        failures.append(f"index.html: no link to {page}.html")

# The tool's pages: options keep their two hyphens (not an en dash), notation
# and patterns show as written, and the reference has every command.
for page, must in [("tool_commands.html", ["--limit N", "--json", "'##./.##'", "5*10^8",
                                           "{2|1}+^+*3", "1/2^10 is 1/2 plus ten ups", "corner cell is a\\n (a down",
                                           "cookiegame census strict|reduced|outcomes N"]),
                   ("tool.html", ["cookiegame help COMMAND", "--limit 0", "left_stop"])]:
    _, text = text_of(page)
    for m in must:
        if m not in text:
            failures.append(f"{page}: '{m}' is not shown as written")

# The Python API reference (Sphinx, html/python; --python-api when the build
# made it): linked from the Python guide, every module documented, with
# signatures (with their type hints) and docstrings.
if "--python-api" in sys.argv[2:]:
    raw, _ = text_of("python.html")
    if 'href="python/index.html"' not in raw:
        failures.append("python.html: no link to the Python API reference python/index.html")
    for page, must in [("python/index.html", ["cookiegame: the Python API", "Contexts, errors, versions"]),
                       ("python/cookie.html", ["class Position(heaps: Union[str, Iterable[int]])",
                                               "grundy(ctx: Optional[Context] = None) → int",
                                               "The Grundy value (normal play).", "class Census"]),
                       ("python/games.html", ["class Game(text: str, ctx: Optional[Context] = None)", "wythoff_grundy(",
                                              "class CMNim", "cutter_grundy(", "oddeven_count("]),
                       ("python/impartial.html", ["class ImpartialGame(", "nim_sum(heaps: Iterable[int]) → int"]),
                       ("python/infrastructure.html", ["class Context(", "exception ParseError(",
                                                       "library_version()"])]:
        if not (root / page).exists():
            failures.append(f"{page}: missing")
            continue
        _, text = text_of(page)
        for m in must:
            if m not in text:
                failures.append(f"{page}: '{m}' is not shown")

for f in failures:
    print(f)
sys.exit(1 if failures else 0)
