#!/bin/bash
# Fetches the module's allocator, emmalloc.c, into Web/build/emmalloc/,
# where Web/build.sh compiles it; the tree holds none of its code.
#
# emmalloc is Emscripten's allocator as wasi-libc carries it
# (emmalloc/emmalloc.c, which wasi-libc builds instead of dlmalloc with
# MALLOC_IMPL=emmalloc). Debian's wasi-libc is built with dlmalloc, and its
# source package (0.0~git20220510.9886d3d) predates emmalloc; Debian's
# emscripten (3.1.6) has the allocator as it was before wasi-libc ported
# it (Emscripten's headers and logging, an 8-byte alignment, free lists set
# up by a constructor, sbrk increments that wasi-libc's sbrk refuses), a
# different allocator to patch. So it comes from PyPI's ziglang,
# Zig's toolchain, which carries wasi-libc's sources in lib/libc/wasi:
# one file read out of the wheel, and checked against its SHA-256, which is
# the file's at wasi-libc's last change to it (03b228e, January 2024). The
# licence is the file's own notice (MIT, Emscripten's authors).
#
# Usage: Web/fetch-emmalloc.sh           fetches it unless it is there (an
#                                        83 MB wheel, pip download)
#        Web/fetch-emmalloc.sh --check   fails, saying what to run, unless
#                                        it is there (Web/build.sh's check)
# Needs: python3 with pip (python3-pip on Debian).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
dir=$root/Web/build/emmalloc
file=$dir/emmalloc.c
wheel=ziglang==0.14.1
member=ziglang/lib/libc/wasi/emmalloc/emmalloc.c
sha256=c5b52c424c9101ba9b2d1338997e1758c9fdf369ab0450d9b72e9544fe482166

present() { [ -f "$file" ] && echo "$sha256  $file" | sha256sum --check --status; }

if [ "${1:-}" = --check ]; then
  if ! present; then
    echo "build.sh: $file is missing or not the one pinned: run Web/fetch-emmalloc.sh" >&2
    exit 1
  fi
  exit 0
fi
if present; then
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  --dest "$tmp" "$wheel"
python3 - "$tmp"/ziglang-*.whl "$member" "$tmp/emmalloc.c" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    data = wheel.read(sys.argv[2])
with open(sys.argv[3], "wb") as out:
    out.write(data)
PY
if ! echo "$sha256  $tmp/emmalloc.c" | sha256sum --check --status; then
  echo "fetch-emmalloc.sh: $member in $wheel is not the file pinned (SHA-256 $sha256)" >&2
  exit 1
fi
mkdir -p "$dir"
mv "$tmp/emmalloc.c" "$file"
echo "fetched $file from $wheel"
