#!/usr/bin/env python3
"""Check that the built library, its version script and its public headers agree.

1. The functions the shared library exports (nm -D) are exactly the ones listed
   in lib/libcookiegame.map, and exactly the ones declared in the public headers.
2. Every node of the map lists its symbols in alphabetical order, and no symbol
   appears twice.
3. Every exported symbol carries a COOKIEGAME_ version node.
4. The library's SONAME is libcookiegame.so.<soversion>.
"""
import argparse
import re
import subprocess
import sys


def exported_symbols(lib):
    out = subprocess.run(['nm', '-D', '--defined-only', lib], check=True,
                         capture_output=True, text=True).stdout
    funcs, others = {}, []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        kind, name = parts[1], parts[2]
        base, _, version = name.partition('@')
        version = version.lstrip('@')
        if kind == 'A':           # the version node symbols themselves
            continue
        if kind in 'TW':
            funcs[base] = version
        else:
            others.append(name)
    return funcs, others


def map_symbols(path):
    text = re.sub(r'/\*.*?\*/', '', open(path).read(), flags=re.S)
    nodes = re.findall(r'(COOKIEGAME_[0-9.]+)\s*\{(.*?)\}', text, flags=re.S)
    symbols, problems = {}, []
    for node, body in nodes:
        glob = body.split('global:')[1].split('local:')[0] if 'global:' in body else ''
        names = [s.strip() for s in glob.split(';') if s.strip()]
        if names != sorted(names):
            problems.append(f'{node}: symbols are not in alphabetical order')
        for n in names:
            if n in symbols:
                problems.append(f'{n} listed twice')
            symbols[n] = node
    return symbols, problems


def header_functions(paths):
    names = set()
    for path in paths:
        text = open(path).read()
        text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
        text = re.sub(r'//[^\n]*', '', text)
        text = re.sub(r'#[^\n]*', '', text)
        for m in re.finditer(r'\b(cg_[A-Za-z0-9_]+)\s*\(', text):
            names.add(m.group(1))
    return names


def soname(lib):
    out = subprocess.run(['readelf', '-d', lib], check=True,
                         capture_output=True, text=True).stdout
    m = re.search(r'\(SONAME\).*\[(.*)\]', out)
    return m.group(1) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--lib', required=True)
    ap.add_argument('--map', required=True)
    ap.add_argument('--soversion', required=True)
    ap.add_argument('headers', nargs='+')
    args = ap.parse_args()

    errors = []
    exported, others = exported_symbols(args.lib)
    mapped, problems = map_symbols(args.map)
    declared = header_functions(args.headers)
    errors += problems
    errors += [f'exported data or unexpected symbol: {s}' for s in others]
    for name in sorted(set(exported) - set(mapped)):
        errors.append(f'{name}: exported but not in the map')
    for name in sorted(set(mapped) - set(exported)):
        errors.append(f'{name}: in the map but not exported (not defined or not CG_EXPORT)')
    for name in sorted(set(exported) - declared):
        errors.append(f'{name}: exported but not declared in a public header')
    for name in sorted(declared - set(exported)):
        errors.append(f'{name}: declared in a public header but not exported')
    for name, version in sorted(exported.items()):
        if not version.startswith('COOKIEGAME_'):
            errors.append(f'{name}: no COOKIEGAME_ version node ({version!r})')
        elif name in mapped and mapped[name] != version:
            errors.append(f'{name}: exported as {version} but mapped to {mapped[name]}')
    want = f'libcookiegame.so.{args.soversion}'
    got = soname(args.lib)
    if got != want:
        errors.append(f'SONAME is {got!r}, expected {want!r}')
    if args.soversion != '1':
        errors.append(f'soversion is {args.soversion}, but this ABI is soversion 1')

    for e in errors:
        print('ABI check:', e, file=sys.stderr)
    print(f'{len(exported)} exported functions, {len(mapped)} mapped, '
          f'{len(declared)} declared; SONAME {got}')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
