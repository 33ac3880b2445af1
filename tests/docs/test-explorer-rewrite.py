#!/usr/bin/env python3
"""doc/explorer_links.py on its own: the encoding reads back, fragments that
Markdown or Doxygen could break are refused, and both rewrites of a manual
without an explorer (to a URL, to text) keep every fragment findable. The
docs build itself exercises one of the three ways a build writes links; this
test runs all three in every build."""
import pathlib
import sys

# doc/explorer_links.py, which doc/build-html.py uses to write the links.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "doc"))
import explorer_links as el  # noqa: E402

failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)


# Every character a game or position may hold comes back, and none that ends
# a Markdown link, a URL or an HTML attribute stays raw.
for kind, text in [("position", "2 3 4 4"), ("position", "1,2, 4"), ("game", "{2|1}+*"),
                   ("game", "{2 || 1 | 0}"), ("game", "(^*1000) - 1/2"), ("game", "+-1"),
                   ("game", "a%20b#c\"d<e>[f]")]:
    fragment = el.encode(kind, text)
    expect(el.decode(fragment) == (kind, text), f"{text!r}: {fragment!r} does not read back")
    raw = set(fragment.partition("=")[2]) & set(" {}|+*()[]<>\"'#,")
    expect(not raw, f"{text!r}: {sorted(raw)} left raw in {fragment!r}")

for fragment in ["position=2 3 4 4", "game={2|1}", "game=%7b2%7c1%7d", "game=%zz", "grundy=3",
                 "position", "=2"]:
    try:
        el.decode(fragment)
        failures.append(f"{fragment!r} is accepted")
    except ValueError:
        pass
try:
    el.encode("wythoff", "3 5")
    failures.append("kind 'wythoff' is accepted")
except ValueError:
    pass

page = ('<p>The <a href="explorer/index.html#position=1%202%204"><code>1 2 4</code></a> and '
        '<a href="explorer/index.html#game=%7B3%7C1%7D" class="x">{3|1}</a>; '
        '<a href="cookie_theory.html#x">not one</a>.</p>')
links = [("link", "position=1%202%204"), ("link", "game=%7B3%7C1%7D")]
expect(el.find(page) == links, f"find: {el.find(page)}")

base = "https://example.org/explorer/"
to_url = el.rewrite(page, base)
expect('href="https://example.org/explorer/index.html#position=1%202%204"' in to_url, to_url)
expect('href="explorer/' not in to_url, f"a link into explorer/ is left: {to_url}")
expect(el.find(to_url, base) == [("url", f) for _, f in links], f"find(url): {el.find(to_url, base)}")
expect('class="x"' in to_url and '<a href="cookie_theory.html#x">' in to_url, to_url)

to_text = el.rewrite(page, "")
expect("<a href=\"explorer/" not in to_text and "<code>1 2 4</code></span>" in to_text, to_text)
expect(el.find(to_text) == [("text", f) for _, f in links], f"find(text): {el.find(to_text)}")
expect(el.rewrite(to_text, "") == to_text, "a second rewrite changes the page")

for f in failures:
    print(f)
sys.exit(1 if failures else 0)
