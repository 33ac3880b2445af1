"""Sphinx configuration of the Python API reference (doc/meson.build builds
it with -W into the manual's html/python/; the C library to import is named
by COOKIEGAME_LIBRARY, the package is found through PYTHONPATH)."""
import cookiegame

project = "cookiegame (Python)"
author = "the libcookiegame authors"
copyright = "2026 the libcookiegame authors"
version = release = cookiegame.__version__
extensions = ["sphinx.ext.autodoc"]
# Names as users write them after `import cookiegame as cg`: Position, not
# cookiegame.position.Position.
add_module_names = False
# Documented in source order, with the signatures and docstrings of the code:
# the reference cannot drift from the package.
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True}
html_theme = "alabaster"
# The manual (Doxygen) is the directory above: the sidebar links back to it.
html_theme_options = {
    "page_width": "1100px",
    "extra_nav_links": {"The manual (C API, theory, tool)": "../index.html",
                        "Python guide": "../python.html"},
}
html_title = f"cookiegame {version}: Python API"
html_show_sourcelink = False
html_copy_source = False
html_sidebars = {"**": ["about.html", "navigation.html", "searchbox.html"]}
# No build date in the pages: the same sources give the same files.
html_last_updated_fmt = None
