#!/usr/bin/env python3
"""Every explorer link of the rendered manual leads somewhere and names a
position or game the library accepts, so that links cannot rot:

    test-explorer-links.py HTML TOOL [--url BASE]

- each fragment is written as doc/explorer_links.py encodes it, and the tool
  (`cookiegame analyze HEAPS... --json`, `cookiegame game EXPR --json`)
  accepts what it names: exit 0 and a JSON document;
- a manual with its explorer (HTML/explorer/index.html, -Dweb) links into it,
  and the explorer's files are there;
- a manual without it links to BASE when the build names one
  (-Dexplorer_url, --url here), else carries the links as text only
  (build-html.py): never a link into a missing explorer;
- the pages that doc/web.md says carry links do.
"""
import json
import pathlib
import subprocess
import sys

# doc/explorer_links.py, which doc/build-html.py uses to write the links.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "doc"))
import explorer_links  # noqa: E402  (the one encoding of the links)

# Pages that must carry links (README's "In a browser", the explorer's own
# page, the theory pages with positions and games), and how many in all: a
# check that finds no link must not pass.
MUST_LINK = ["index.html", "web.html", "cookie_theory.html", "partizan_theory.html",
             "thermal_theory.html"]
AT_LEAST = 12


def tool_accepts(tool, kind, text):
    """None when the tool accepts text, else why not."""
    if kind == "position":
        cmd = [tool, "analyze", *text.split(), "--json"]
    else:
        cmd = [tool, "game", text, "--json"]
    try:
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "the tool took more than 120 s"
    if run.returncode != 0:
        return f"the tool exits {run.returncode}: {run.stderr.strip()}"
    try:
        json.loads(run.stdout)
    except ValueError:
        return "the tool's output is not JSON"
    return None


def main(args):
    if len(args) not in (2, 4) or (len(args) == 4 and args[2] != "--url"):
        sys.exit("usage: test-explorer-links.py HTML TOOL [--url BASE]")
    root, tool = pathlib.Path(args[0]), args[1]
    base = args[3] if len(args) == 4 else ""
    built = (root / explorer_links.TARGET).exists()
    # How a link must be written in this build.
    expected = "link" if built else ("url" if base else "text")
    failures = []
    if built:
        for name in ["explorer.js", "worker.js", "cookiegame.js", "cookiegame.wasm"]:
            if not (root / "explorer" / name).exists():
                failures.append(f"explorer/{name}: missing beside explorer/index.html")

    verdicts = {}   # fragment -> None or why the tool refuses it
    total = 0
    for page in sorted(root.glob("*.html")):
        found = explorer_links.find(page.read_text(encoding="utf-8"), base)
        total += len(found)
        if page.name in MUST_LINK and not found:
            failures.append(f"{page.name}: no link into the explorer")
        for how, fragment in found:
            if how != expected:
                failures.append(f"{page.name}: #{fragment} is written as {how}, "
                                f"expected {expected} in this build")
            try:
                kind, text = explorer_links.decode(fragment)
            except ValueError as e:
                failures.append(f"{page.name}: {e}")
                continue
            if fragment not in verdicts:
                verdicts[fragment] = tool_accepts(tool, kind, text)
            if verdicts[fragment]:
                failures.append(f"{page.name}: #{fragment} ({kind} {text!r}): {verdicts[fragment]}")
    if total < AT_LEAST:
        failures.append(f"{total} explorer links in the manual, expected at least {AT_LEAST}")

    for f in failures:
        print(f)
    print(f"{total} explorer links, {len(verdicts)} distinct, written as {expected}"
          + (": all accepted by the tool" if not failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
