#!/usr/bin/env python3
"""Links from the manual into the explorer (doc/web.md, "Links from the manual").

A page links a position or a game with an ordinary Markdown link to the
explorer inside the HTML manual, its fragment percent-encoded:

    [2 3 4 4](explorer/index.html#position=2%203%204%204)
    [`{2|1}+*`](explorer/index.html#game=%7B2%7C1%7D%2B%2A)

Every character but letters, digits and -._~ is encoded, so no brace, bar,
plus, star, space or parenthesis of a game's text can end the Markdown link
or be read by Doxygen. Print the target of a link with

    python3 doc/explorer_links.py position 2 3 4 4
    python3 doc/explorer_links.py game '{2|1}+*'

build-html.py rewrites the links of the rendered pages when the manual has
no explorer of its own (rewrite()); tests/docs/test-explorer-links.py finds them all (find())
and checks each fragment against the tool.
"""
import html
import re
import sys
import urllib.parse

# Where the explorer is inside the HTML manual (build-html.py builds it there).
TARGET = "explorer/index.html"
KINDS = ("position", "game")

# A link as Doxygen writes it, and the text a link becomes in a manual
# without an explorer (the fragment kept, so that the check still reads it).
_ANCHOR = re.compile(r'<a href="' + re.escape(TARGET) + r'#([^"]*)"([^>]*)>(.*?)</a>', re.S)
_UNLINKED = re.compile(r'<span class="explorer-link" data-explorer="([^"]*)">')


def encode(kind, text):
    """The fragment (without '#') that makes the explorer analyse text."""
    if kind not in KINDS:
        raise ValueError(f"kind {kind!r} is not one of {', '.join(KINDS)}")
    return kind + "=" + urllib.parse.quote(text, safe="")


def decode(fragment):
    """(kind, text) of a fragment, as web/explorer.js reads it; ValueError when
    the page would not analyse it or when it is not written as encode() writes
    it (a raw brace or space is what Markdown or Doxygen may break)."""
    kind, eq, raw = fragment.partition("=")
    if not eq or kind not in KINDS:
        raise ValueError(f"fragment {fragment!r} is not position=... or game=...")
    text = urllib.parse.unquote(raw, errors="strict")
    if encode(kind, text) != fragment:
        raise ValueError(f"fragment {fragment!r} is not encoded as {encode(kind, text)!r}")
    return kind, text


def rewrite(page, base):
    """A rendered page's explorer links pointed to base (a URL where the
    explorer is served) or, when base is empty, turned into plain text that
    keeps the fragment in data-explorer: no link into a missing explorer."""
    def one(m):
        fragment, attrs, content = m.groups()
        if base:
            return f'<a href="{base.rstrip("/")}/index.html#{fragment}"{attrs}>{content}</a>'
        return f'<span class="explorer-link" data-explorer="{fragment}">{content}</span>'
    return _ANCHOR.sub(one, page)


def find(page, base=""):
    """The fragments of the explorer links in a rendered page: links into the
    manual's explorer, links to base when given, and links rewrite() turned
    into text. Returns (how it is written, fragment) pairs, how being
    'link', 'url' or 'text'."""
    found = [("link", html.unescape(m.group(1))) for m in _ANCHOR.finditer(page)]
    found += [("text", html.unescape(m.group(1))) for m in _UNLINKED.finditer(page)]
    if base:
        url = re.compile(r'<a href="' + re.escape(base.rstrip("/")) + r'/index\.html#([^"]*)"')
        found += [("url", html.unescape(m.group(1))) for m in url.finditer(page)]
    return found


def main(args):
    if len(args) < 2 or args[0] not in KINDS:
        sys.exit("usage: explorer_links.py position HEAPS... | game EXPR")
    text = " ".join(args[1:]) if args[0] == "position" else args[1]
    print(TARGET + "#" + encode(args[0], text))


if __name__ == "__main__":
    main(sys.argv[1:])
