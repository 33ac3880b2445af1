#!/usr/bin/env python3
"""lib/sources.txt is the one list of the library's C files.

    check-sources.py SRCROOT MODULE...   (MODULE...: cg_modules of meson.build)
    check-sources.py --self-test

lib/meson.build, web/build.sh and bindings/rust/cookiegame-sys/build.rs all
compile the files the list names, so a file missing from it would be built by
none of them (and a stale line would break all three). This fails when:
- a .c file under lib/ is not in the list, or a line names no file, or a file
  twice;
- a line is outside lib/util and the modules, or the groups are not lib/util
  then the modules in the order of cg_modules, or a module has no file;
- a reader no longer reads the list (web/build.sh and build.rs name it), or a
  build description lists lib/ sources again: web/build.sh, build.rs,
  Cargo.toml or any meson.build naming a listed file (lib/m/x.c or m/x.c, and
  'x.c' in a meson.build of lib/m).
--self-test plants each of these faults in a small tree and checks that each
is found, and that the clean tree passes.
"""
import os
import re
import sys
import tempfile

LIST = os.path.join('lib', 'sources.txt')
# The programs that read the list instead of keeping their own.
READERS = [os.path.join('web', 'build.sh'),
           os.path.join('bindings', 'rust', 'cookiegame-sys', 'build.rs')]
CARGO_TOML = os.path.join('bindings', 'rust', 'cookiegame-sys', 'Cargo.toml')
C_NAME = re.compile(r"[A-Za-z0-9_./-]*\.c(?![A-Za-z0-9_])")


def read_list(root):
    """The list's entries, as (line number, path relative to lib/)."""
    entries = []
    with open(os.path.join(root, LIST), encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            path = line.strip()
            if path and not path.startswith('#'):
                entries.append((number, path))
    return entries


def build_descriptions(root):
    """The files that describe a build: the readers, the crate's manifest and
    every meson.build of the source tree (build directories left out)."""
    found = [p for p in READERS + [CARGO_TOML] if os.path.exists(os.path.join(root, p))]
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith('.') and d != 'target'
                         and not os.path.exists(os.path.join(folder, d, 'meson-private')))
        if 'meson.build' in files:
            rel = os.path.relpath(os.path.join(folder, 'meson.build'), root)
            if rel != os.path.join('lib', 'meson.build'):
                found.append(rel)
    return found


def check(root, modules):
    """Every problem found, as a line of text; [] when there is none."""
    problems = []
    entries = read_list(root)
    listed = {}
    for number, path in entries:
        where = '%s:%d: %s' % (LIST, number, path)
        if path in listed:
            problems.append('%s: listed twice (first on line %d)' % (where, listed[path]))
            continue
        listed[path] = number
        if not path.endswith('.c'):
            problems.append('%s: not a .c file' % where)
        if not os.path.isfile(os.path.join(root, 'lib', path)):
            problems.append('%s: no such file under lib/' % where)
        if path.split('/')[0] not in ['util'] + modules:
            problems.append('%s: neither util/ nor a module of cg_modules %s' % (where, modules))

    # The groups: util, then the modules in the order of cg_modules.
    groups = []
    for _, path in entries:
        folder = path.split('/')[0]
        if not groups or groups[-1] != folder:
            groups.append(folder)
    expected = [g for g in ['util'] + modules if g in groups]
    if groups != expected:
        problems.append('%s: groups in the order %s, not util then cg_modules %s'
                        % (LIST, groups, expected))
    for g in ['util'] + modules:
        if g not in groups:
            problems.append('%s: no file of %s' % (LIST, g))

    lib = os.path.join(root, 'lib')
    for folder, dirs, files in os.walk(lib):
        dirs.sort()
        for name in sorted(files):
            if name.endswith('.c'):
                rel = os.path.relpath(os.path.join(folder, name), lib).replace(os.sep, '/')
                if rel not in listed:
                    problems.append('lib/%s: not in %s (no build compiles it)' % (rel, LIST))

    for reader in READERS:
        path = os.path.join(root, reader)
        if os.path.exists(path) and 'sources.txt' not in open(path, encoding='utf-8').read():
            problems.append('%s: does not read lib/sources.txt' % reader)
    for desc in build_descriptions(root):
        with open(os.path.join(root, desc), encoding='utf-8') as f:
            text = f.read()
        parts = desc.replace(os.sep, '/').split('/')
        # A meson.build of lib/m names its files without the folder.
        own = parts[1] + '/' if len(parts) == 3 and parts[0] == 'lib' else None
        for number, line in enumerate(text.splitlines(), 1):
            for name in C_NAME.findall(line):
                name = name.lstrip('./')
                hit = [p for p in listed if name == p or name.endswith('/' + p)]
                if own is not None and own + name in listed:
                    hit.append(own + name)
                if hit:
                    problems.append('%s:%d: names lib/%s: list it in %s only'
                                    % (desc, number, hit[0], LIST))
    return problems


def self_test():
    """Plant each fault in a small tree; each must be found, the clean tree
    must pass."""
    modules = ['foo', 'bar']

    scratch = tempfile.TemporaryDirectory(prefix='check-sources-')

    def tree(files):
        top = tempfile.mkdtemp(dir=scratch.name)
        for path, text in files.items():
            full = os.path.join(top, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, 'w', encoding='utf-8') as f:
                f.write(text)
        return top

    clean = {
        'lib/sources.txt': '# util\nutil/a.c\n\n# foo\nfoo/b.c\nfoo/c.c\n# bar\nbar/d.c\n',
        'lib/util/a.c': '', 'lib/foo/b.c': '', 'lib/foo/c.c': '', 'lib/bar/d.c': '',
        'lib/foo/b.h': '',
        'lib/meson.build': "foreach line : fs.read('sources.txt').split('\\n')\n",
        'lib/cmake/meson.build': "configure_file(input: 'x.cmake.in')\n",
        'web/build.sh': 'done <"$top/lib/sources.txt"\nsources+=(tools/cookiegame/tool.c web/play.c)\n',
        'bindings/rust/cookiegame-sys/build.rs':
            '// lib/m/x.c becomes m_x.o\nlet list = lib.join("sources.txt");\n',
        'bindings/rust/cookiegame-sys/Cargo.toml': 'include = ["/csrc/lib/**/*.c"]\n',
        'tests/meson.build': "executable('t', 'test-foo.c')\n",
    }
    faults = {
        'a .c file not listed': {'lib/bar/e.c': ''},
        'a line naming no file': {'lib/sources.txt': clean['lib/sources.txt'] + 'bar/gone.c\n'},
        'a file listed twice': {'lib/sources.txt': clean['lib/sources.txt'] + 'foo/b.c\n'},
        'a folder outside the modules': {
            'lib/sources.txt': clean['lib/sources.txt'] + 'baz/e.c\n', 'lib/baz/e.c': ''},
        'groups out of order': {
            'lib/sources.txt': 'util/a.c\nbar/d.c\nfoo/b.c\nfoo/c.c\n'},
        'a module without files': {
            'lib/sources.txt': 'util/a.c\nfoo/b.c\nfoo/c.c\n',
            'lib/bar/d.c': None},
        'web/build.sh listing a source': {
            'web/build.sh': clean['web/build.sh'] + 'sources+=(lib/foo/b.c)\n'},
        'build.rs listing a source': {
            'bindings/rust/cookiegame-sys/build.rs':
                clean['bindings/rust/cookiegame-sys/build.rs'] + 'cc::Build::new().file("csrc/lib/util/a.c");\n'},
        'build.rs walking the folder instead': {
            'bindings/rust/cookiegame-sys/build.rs': 'for entry in fs::read_dir(dir) {}\n'},
        'a module meson.build listing its files': {
            'lib/foo/meson.build': "foo_sources = files(\n  'b.c',\n)\n"},
        'another meson.build naming a source': {
            'tests/meson.build': "executable('t', '../lib/foo/c.c')\n"},
    }
    # What each fault's report must say.
    says = {
        'a .c file not listed': 'lib/bar/e.c: not in',
        'a line naming no file': 'bar/gone.c: no such file',
        'a file listed twice': 'foo/b.c: listed twice',
        'a folder outside the modules': 'baz/e.c: neither util/ nor a module',
        'groups out of order': "groups in the order ['util', 'bar', 'foo']",
        'a module without files': 'no file of bar',
        'web/build.sh listing a source': 'web/build.sh:3: names lib/foo/b.c',
        'build.rs listing a source': 'build.rs:3: names lib/util/a.c',
        'build.rs walking the folder instead': 'build.rs: does not read lib/sources.txt',
        'a module meson.build listing its files': 'lib/foo/meson.build:2: names lib/foo/b.c',
        'another meson.build naming a source': 'tests/meson.build:1: names lib/foo/c.c',
    }
    failures = []
    found = check(tree(clean), modules)
    if found:
        failures.append('the clean tree: %s' % found)
    for what, change in faults.items():
        files = dict(clean)
        files.update(change)
        files = {p: t for p, t in files.items() if t is not None}
        found = check(tree(files), modules)
        if not any(says[what] in line for line in found):
            failures.append('not found: %s (got %s)' % (what, found))
        else:
            print('found %s: %s' % (what, ' / '.join(found)))
    scratch.cleanup()
    for line in failures:
        print('check-sources self-test: ' + line, file=sys.stderr)
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ['--self-test']:
        return self_test()
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(argv[1], argv[2:])
    for line in problems:
        print('check-sources: ' + line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
