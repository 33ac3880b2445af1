#!/usr/bin/env bash
# Build the explorer, a static site that runs libcookiegame in the browser:
#
#   bash web/build.sh OUTDIR
#
# writes OUTDIR/index.html, OUTDIR/explorer.js, OUTDIR/play.js, OUTDIR/explorer.css, the
# worker OUTDIR/worker.js that runs the searches, and OUTDIR/cookiegame.js
# with OUTDIR/cookiegame.wasm (the library compiled by
# Emscripten's emcc, Debian package emscripten). Any static web server can
# serve OUTDIR (doc/web.md). The library's sources are those lib/meson.build
# compiles, read from lib/sources.txt, so the site cannot drift from the
# library; beside them the page links the tool's own
# gathering of a position's and a game's values, pictures and texts
# (the front end, tools/common, its files as tools/common/sources.txt lists
# them: facts, box diagram, thermograph, walls, canonical forms and dyadics)
# so that it shows what `cookiegame analyze/game` prints and
# draws what `cookiegame ... --svg` draws, and web/explorer.c and
# web/play.c, the page's entry points (with web/context.c, their context,
# and web/progress.js, the JavaScript side of its progress hook).
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: bash web/build.sh OUTDIR" >&2
    exit 2
fi
out=$1
top=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v emcc >/dev/null 2>&1; then
    echo "web/build.sh: emcc not found: install Debian's emscripten (bash .ci/install-deps)" >&2
    exit 1
fi
# Emscripten's JavaScript optimizer needs node's acorn module, which Debian
# installs in /usr/share/nodejs: Debian's node looks there, a node from
# elsewhere (nodesource's) only when told.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# include/cookiegame/version.h, as include/meson.build's configure_file
# writes it, from the project's version in meson.build: the one place the
# version is written (the Rust crates repeat it, checked by
# bindings/rust/meson.build).
version=$(sed -n "s/^ *version: *'\([0-9]*\.[0-9]*\.[0-9]*\)'.*/\1/p" "$top/meson.build" | head -n 1)
if [ -z "$version" ]; then
    echo "web/build.sh: no version: '...' in meson.build" >&2
    exit 1
fi
IFS=. read -r major minor patch <<<"$version"
mkdir -p "$work/include/cookiegame"
sed -e "s/@CG_VERSION_MAJOR@/$major/" -e "s/@CG_VERSION_MINOR@/$minor/" \
    -e "s/@CG_VERSION_PATCH@/$patch/" -e "s/@CG_VERSION_STRING@/$version/" \
    "$top/include/cookiegame/version.h.in" >"$work/include/cookiegame/version.h"

# The library's sources: lib/sources.txt, the one list (lib/meson.build and
# the Rust crate's build.rs read it too), one path a line relative to lib/,
# '#' comments and blank lines skipped.
sources=()
while read -r line || [ -n "$line" ]; do
    case $line in
        '' | '#'*) continue ;;
    esac
    sources+=("lib/$line")
done <"$top/lib/sources.txt"
if [ "${#sources[@]}" -eq 0 ]; then
    echo "web/build.sh: no sources in lib/sources.txt" >&2
    exit 1
fi
while read -r f; do sources+=("tools/common/$f"); done <"$top/tools/common/sources.txt"
sources+=(web/context.c web/explorer.c web/play.c)

# The flags of meson.build (C11, warning_level=3 and the extra warnings,
# POSIX 2008) with warnings as errors, except one that only a 32-bit size_t
# raises: guards such as `cells > UINT64_MAX / 8` that a 64-bit size_t needs
# are always false on wasm32, and harmless.
cflags=(-O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic
        -Wmissing-prototypes -Wstrict-prototypes -Wshadow -Wundef -Wpointer-arith
        -Wformat=2 -Wnull-dereference -Wdouble-promotion -Werror
        -Wno-tautological-constant-out-of-range-compare
        -I"$work/include" -I"$top/include" -I"$top/lib" -I"$top/tools/common")
# One object per source, named after its path (modules share file names).
printf '%s\n' "${sources[@]}" |
    xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} sh -c \
        'top=$0 src=$1 work=$2; shift 2; emcc "$@" -c "$top/$src" -o "$work/$(echo "$src" | tr / _).o"' \
        "$top" {} "$work" "${cflags[@]}"
objects=("$work"/*.o)
if [ "${#objects[@]}" -ne "${#sources[@]}" ]; then
    echo "web/build.sh: compiled ${#objects[@]} of ${#sources[@]} sources" >&2
    exit 1
fi

# One module, created by createCookiegame() (MODULARIZE), exporting the
# page's entry points; memory grows as searches need it, up to wasm32's
# 2 GiB; no threads (the engines run their work on the calling thread when
# they cannot start workers).
mkdir -p "$out"
emcc -O2 "${objects[@]}" -o "$out/cookiegame.js" \
    -sMODULARIZE=1 -sEXPORT_NAME=createCookiegame -sENVIRONMENT=web,worker \
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB \
    -sEXPORTED_FUNCTIONS=_web_position,_web_game,_web_game_operation,_web_play,_web_free,_web_memory_room_bytes,_cg_version \
    -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString \
    --js-library "$top/web/progress.js"
cp "$top/web/index.html" "$top/web/explorer.js" "$top/web/play.js" "$top/web/worker.js" \
   "$top/web/explorer.css" "$out/"
echo "web/build.sh: wrote $out (index.html; cookiegame.wasm $(wc -c <"$out/cookiegame.wasm") bytes)"
