"""What notebooks show: thermographs and box diagrams as SVG, tables and
censuses as HTML tables; pictures that are well-formed XML and draw the
library's data exactly."""
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

import cookiegame as cg
from cookiegame import _svg, position

SVG = "{http://www.w3.org/2000/svg}"


def points(polyline):
    return [tuple(float(c) for c in p.split(",")) for p in polyline.get("points").split()]


@pytest.mark.parametrize("text", ["{2|1}", "{5|{2|0}}", "{0,*,{1|0,*}|{0|-1},-1/2}",
                                  "{3|-1} + {1|-3} + {2|1}"])
def test_a_hot_thermograph_draws_the_library_walls_at_the_same_scale(text):
    g = cg.Game(text)
    th = g.thermograph()
    root = ET.fromstring(g._repr_svg_())
    assert root.tag == SVG + "svg"
    for side in ("left", "right"):
        wall = th.wall(side)
        line = root.find(f".//{SVG}polyline[@id='{side}-wall']")
        xy = points(line)
        assert len(xy) == len(wall)   # the library's breakpoints and no others
        for (x0, y0), (x1, y1), (_, _, slope) in zip(xy, xy[1:], wall):
            assert y1 < y0   # temperature upward
            # the same scale on both axes: slope +-1 leans at 45 degrees,
            # values growing to the left (x falls as the value rises)
            assert x1 - x0 == pytest.approx(slope * (y1 - y0), abs=0.02)
        assert xy[-1][1] == pytest.approx(float(root.find(f".//{SVG}line[@id='mast']").get("y1")))
    desc = root.find(SVG + "desc").text
    assert f"mean {th.mean}, temperature {th.temperature}" in desc
    assert root.find(f".//{SVG}text[@class='mean']").text == str(g.mean)


def test_desc_says_the_walls_in_the_tool_words():
    desc = ET.fromstring(cg.Game("{2|1}")._repr_svg_()).find(SVG + "desc").text
    assert desc == ("mean 3/2, temperature 1/2. Left wall: 2 at t=0, slope -1 to 3/2 at t=1/2; "
                    "mast 3/2 from t=1/2. Right wall: 1 at t=0, slope +1 to 3/2 at t=1/2; "
                    "mast 3/2 from t=1/2.")


def test_a_thermograph_past_the_node_limit_leaves_the_text():
    ctx = cg.Context()
    g = sum([cg.Game(t, ctx=ctx) for t in ("{2|1}", "{3|-1}", "{5|{2|0}}", "{7|{4|1}}")],
            cg.Game.zero(ctx))
    ctx.node_limit = 1
    ctx.clear()
    with pytest.raises(cg.LimitError):
        g.thermograph()
    assert g._repr_svg_() is None


@pytest.mark.parametrize("text, kind", [("3/4", "a number"), ("^*", "tepid")])
def test_a_cold_or_tepid_game_is_the_mast_alone(text, kind):
    root = ET.fromstring(cg.Game(text)._repr_svg_())
    assert root.find(f".//{SVG}polyline") is None
    mast = root.find(f".//{SVG}line[@id='mast']")
    assert float(mast.get("y1")) == _svg.Y0
    assert any(kind in (t.text or "") for t in root.iter(SVG + "text"))
    assert ET.fromstring(cg.Game(text).thermograph()._repr_svg_()).tag == SVG + "svg"


def test_a_long_game_title_is_cut_but_kept_whole_in_title():
    g = sum([cg.Game(t) for t in ("{2|1}", "{3|-1}", "{5|{2|0}}", "{7|{4|1}}")], cg.Game.zero())
    root = ET.fromstring(g._repr_svg_())
    assert root.find(SVG + "title").text == f"Thermograph of {g.to_text(200)}"
    shown = root.find(f".//{SVG}text").text
    assert shown.endswith("\u2026") and len(shown) * 8 <= _svg.WIDTH


def heap_groups(svg):
    root = ET.fromstring(svg)
    return [(g.get("class"), len(g.findall(SVG + "rect"))) for g in root.iter(SVG + "g")
            if g.get("class", "").startswith("heap")]


def test_the_box_diagram_has_a_column_per_heap_and_marks_the_winning_moves():
    p = cg.Position("1 2 3 3 6")
    groups = heap_groups(p._repr_svg_())
    assert [n for _, n in groups] == [1, 2, 3, 3, 6]
    assert [k for k, (cls, _) in enumerate(groups) if cls == "heap winning"] == p.winning_moves()
    q = cg.Position("1 2 3")   # a P-position: nothing marked
    svg = q._repr_svg_()
    assert all(cls == "heap" for cls, _ in heap_groups(svg)) and "every move loses" in svg
    assert cg.Position([])._repr_svg_() is not None
    assert cg.Position(list(range(1, 202)))._repr_svg_() is None   # past the tool's limits: text
    assert cg.Position([1, 201])._repr_svg_() is None


def test_a_position_too_large_to_draw_is_not_searched(monkeypatch):
    def no_search(*args, **kwargs):
        raise AssertionError("searched")
    monkeypatch.setattr(cg.Position, "winning_moves", no_search)
    assert cg.Position([3, 5, 5] + [250] * 300)._repr_svg_() is None
    with pytest.raises(AssertionError):
        cg.Position([1, 2, 3])._repr_svg_()


def test_the_box_diagram_does_not_search_without_bound(monkeypatch):
    monkeypatch.setattr(position, "_display", [cg.Context(node_limit=1)])
    svg = cg.Position([1, 3, 3, 5, 6, 8, 9, 10, 12, 13, 13, 15])._repr_svg_()   # not strict: a search
    assert "not searched" in svg and all(cls == "heap" for cls, _ in heap_groups(svg))


class Cells(HTMLParser):
    """The rows of an HTML table as lists of cell texts, and its caption."""

    def __init__(self, html):
        super().__init__()
        self.rows, self.caption, self._in = [], "", None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th", "caption"):
            self._in = tag
            if tag != "caption":
                self.rows[-1].append("")

    def handle_endtag(self, tag):
        self._in = None

    def handle_data(self, data):
        if self._in == "caption":
            self.caption += data
        elif self._in:
            self.rows[-1][-1] += data


def test_a_small_census_is_a_whole_table():
    c = cg.census("strict", 8)
    t = Cells(c._repr_html_())
    assert t.rows[0][:3] == ["n", "positions", "largest value"]
    assert len(t.rows) == 1 + 8 and "8 rows)" in t.caption
    for row in t.rows[1:]:
        n = int(row[0])
        assert row[1] == str(2 ** (n - 1)) and row[3] == " ".join(map(str, c.histogram(n)))
    assert Cells(cg.StrictTable(8)._repr_html_()).rows[1:] == t.rows[1:]


def test_a_large_census_shows_its_first_and_last_rows():
    t = Cells(cg.census("strict", 18)._repr_html_())
    levels = [row[0] for row in t.rows[1:]]
    assert levels[:5] == ["1", "2", "3", "4", "5"] and levels[-5:] == [str(n) for n in range(14, 19)]
    assert "8 rows left out" in levels[5]
    assert ["16", "32768", "3", "10967 7798 7864 6139"] in t.rows
    assert "18 rows, 10 shown" in t.caption


def test_an_outcome_census_has_the_four_classes():
    t = Cells(cg.census("outcomes", 6)._repr_html_())
    assert t.rows[0] == ["n", "positions", "P/P", "P/N", "N/P", "N/N"]
    assert t.rows[-1] == ["6", "132", "7", "35", "49", "41"]


def test_long_histograms_are_cut():
    from cookiegame._html import levels_html
    t = Cells(levels_html("x", 3, 3, lambda n: list(range(1, 15))))
    assert t.rows[1][3] == "1 2 3 4 5 6 7 8 9 10 … (4 more)" and t.rows[1][2] == "13"
    assert re.search(r"&lt;b&gt;", levels_html("<b>", 1, 1, lambda n: [1]))
