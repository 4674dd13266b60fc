#!/bin/bash
# Builds the engine (Keypad, KeypadAvoidance, KeypadFormFile,
# KeypadFrontEnd) and Web/Sources/KeypadWeb, from the sources the native
# library builds, as Embedded Swift for wasm32-unknown-none-wasm, into
# three modules, each for what a page uses:
#
#   keypad-numbers.wasm  the numbers build: decimal fields (money, percent,
#                        units, bounds, steps), digits, codes and PINs, the
#                        form, its navigation and keyboard avoidance; the
#                        elements' way in (keypad_web_open_fields), with no
#                        JSON parser; -D KEYPAD_NUMBERS_ONLY leaves the
#                        other kinds out of the engine.
#   keypad-all.wasm      every kind: the numbers build's, and cards, expiry,
#                        security codes, dates, times and durations.
#   Keypad.wasm          every kind and form files: the form-file reader
#                        with its JSON parser and the demo form
#                        (keypad_web_open), for the engine's API
#                        (keypad.js's open) and the demo page's ?form=.
#
# <keypad-field> loads the smallest of the first two that serves the kinds
# on the page (Web/keypad-field.js). ICU's calls
# (Sources/KeypadICU/include/keypad_icu.h) stay undefined: they are the
# modules' imports, which Web/icu/keypad-icu.js answers over Intl.
#
# Usage: Web/build.sh [OUT_DIR]   (default: Web/build)
# Needs: the Swift toolchain (swiftc, clang, wasm-ld), Debian's wasi-libc
# and binaryen (wasm-opt), python3's pip for the allocator's source (the
# first build fetches it into Web/build/emmalloc/: Web/fetch-emmalloc.sh),
# and ICU's development files for the data
# the package ships beside the module (Web/icu/generate.sh). Built into the
# default place, Web/ is then the whole package as written (Web/package.json),
# which Web/dist.sh minifies into Web/dist/, the package as shipped.
#
# For size (Benchmarks/README.md, "WebAssembly module size", has each
# step's saving): the modules are LLVM bitcode that wasm-ld optimizes and
# compiles as one program (link-time optimization: no position-independent
# code, one copy of what several modules specialize); Swift's own inliner
# and closure specializer are off, LLVM's inliner has a small threshold,
# traps are merged; wasm-opt -Oz shrinks the linked module; the allocator
# is emmalloc rather than wasi-libc's dlmalloc (below). What they cost a
# key (Benchmarks/README.md, "What the size flags cost a key"): with the
# SIL inliner on, a decimal key's wasm instructions are 30 % fewer for
# 13.8 KB gzip more, and only -O for Keypad with both SIL passes on meets
# issue 51's 3× of native, for 80 KB gzip more: kept off for size.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/Web/build}
swiftc=$(command -v swiftc)
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
wasm_ld=$toolchain/bin/wasm-ld
embedded=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm
libc=/usr/lib/wasm32-wasi/libc.a

if [ ! -f "$libc" ]; then
  echo "build.sh: $libc is missing: apt-get install -y wasi-libc" >&2
  exit 1
fi
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "build.sh: wasm-opt is missing: apt-get install -y binaryen" >&2
  exit 1
fi
# The allocator's source, fetched on the first build (Web/fetch-emmalloc.sh).
"$root/Web/fetch-emmalloc.sh"

mkdir -p "$out/include"
# KeypadICU as a C module of its header alone: no implementation in wasm.
cp "$root/Sources/KeypadICU/include/keypad_icu.h" "$out/include/"
cat > "$out/include/module.modulemap" <<'MAP'
module KeypadICU {
  header "keypad_icu.h"
  export *
}
MAP

flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
  -parse-as-library -Xfrontend -disable-stack-protector -package-name keypad
  -swift-version 6 -warnings-as-errors
  -I "$out/include"
  # Size: bitcode for wasm-ld's link-time optimization; no SIL inlining or
  # closure specialization (both copy code); LLVM inlines below 25.
  -lto=llvm-full -Xfrontend -mergeable-traps
  -Xllvm -sil-disable-pass=inline -Xllvm -sil-disable-pass=closure-specialize
  -Xllvm -inline-threshold=25
  # The ICU the module calls is the browser's Intl, which has no spellout:
  # keypad_icu_spellout_open always answers U_UNSUPPORTED_ERROR there, and
  # LocaleSpeech says so when building, which leaves its rules out (17 KB).
  -D KEYPAD_ICU_WITHOUT_SPELLOUT
  # The message catalogs stay out of the module: keypad_icu_message_format
  # is answered by keypad-icu.js from the same catalogs (icu/generated/
  # messages/, a module a language, written by icu/generate.sh below).
  -D KEYPAD_CATALOGS_FROM_HOST
)

# The allocator: emmalloc, Emscripten's allocator as wasi-libc carries it
# (its emmalloc/emmalloc.c, built instead of dlmalloc with
# MALLOC_IMPL=emmalloc), taken from PyPI's ziglang package, whose Zig
# toolchain ships wasi-libc's sources (Web/fetch-emmalloc.sh says why that
# package). Linked before libc.a, it keeps Debian's wasi-libc's dlmalloc
# out: about 1.5 KB of allocator rather than 11 KB, and the module 7,845
# bytes smaller (2,450 gzip) than with dlmalloc (425,147 and 179,900 when
# this was 417,302 and 177,450). Compiled as wasi-libc compiles it:
# -fno-strict-aliasing (its pointer punning miscompiles without it) and
# -Wno-unused-function, with -Oz -DNDEBUG as the rest of the module.
"$toolchain/bin/clang" --target=wasm32-wasi -isystem /usr/include/wasm32-wasi -Oz -DNDEBUG \
  -fno-strict-aliasing -Wno-unused-function -Werror \
  -c "$root/Web/build/emmalloc/emmalloc.c" -o "$out/emmalloc.o"

sources() { find "$root/$1" -name '*.swift' | sort; }

# build NAME KIND: compiles the five modules into $out/NAME.objects and
# links them into $out/NAME.wasm. KIND is `numbers` (the numbers build),
# `all` (every kind) or `forms` (every kind and form files).
build() {
  local name=$1 kind=$2
  local objects=$out/$name.objects
  local -a defines=() frontend web
  mkdir -p "$objects/modules"
  [ "$kind" = numbers ] && defines=(-D KEYPAD_NUMBERS_ONLY)
  # KeypadFrontEnd's Startup (the form file or the demo form at start)
  # and KeypadWeb's way in from a form file's text are the forms build's.
  if [ "$kind" = forms ]; then
    mapfile -t frontend < <(sources Sources/KeypadFrontEnd)
    mapfile -t web < <(sources Web/Sources/KeypadWeb)
  else
    mapfile -t frontend < <(sources Sources/KeypadFrontEnd | grep -v /Startup/)
    mapfile -t web < <(sources Web/Sources/KeypadWeb | grep -v /FormFileOpening.swift)
  fi
  # module NAME FILES...: compiles one module to an object and its interface.
  module() {
    local module=$1
    shift
    "$swiftc" "${flags[@]}" "${defines[@]}" -I "$objects/modules" -module-name "$module" \
      -emit-module -emit-module-path "$objects/modules/$module.swiftmodule" \
      -c -o "$objects/$module.o" "$@"
  }
  module Keypad $(sources Sources/Keypad)
  module KeypadAvoidance $(sources Sources/KeypadAvoidance)
  # A file system (FileContents.swift) and phone numbers are not in the browser.
  module KeypadFormFile $(sources Sources/KeypadFormFile)
  module KeypadFrontEnd "${frontend[@]}"
  # Random.swift declares wasi-libc's getentropy with @_extern(c).
  module KeypadWeb -enable-experimental-feature Extern "${web[@]}"

  # Data from 1024 up (wasm-ld's default, stated: wasm-opt is told below that
  # the first 1024 bytes of memory are unused), the stack after the data.
  "$wasm_ld" --no-entry --allow-undefined --strip-debug --global-base=1024 \
    --export=malloc --export=free \
    $(grep -ho '@_expose(wasm, "[a-z_]*")' "${web[@]}" \
      | sed 's/.*"\(.*\)")/--export=\1/') \
    "$objects"/Keypad.o "$objects"/KeypadAvoidance.o "$objects"/KeypadFormFile.o \
    "$objects"/KeypadFrontEnd.o "$objects"/KeypadWeb.o "$out"/emmalloc.o \
    "$libc" "$embedded/libswiftUnicodeDataTables.a" \
    -o "$objects/linked.wasm"
  # The features are read from the target_features section. Names,
  # producers and features are dropped before -Oz, which then does better.
  # --low-memory-unused: nothing lives below address 1024 (--global-base
  # above; Swift never reads through a null pointer), so a constant offset
  # folds into a load or store.
  wasm-opt --strip-debug --strip-producers --strip-target-features -Oz --low-memory-unused \
    "$objects/linked.wasm" -o "$out/$name.wasm"
  rm "$objects/linked.wasm"
  echo "built $out/$name.wasm ($(stat -c %s "$out/$name.wasm") bytes," \
    "$(gzip -9 -c "$out/$name.wasm" | wc -c) gzip -9)"
}

build keypad-numbers numbers
build keypad-all all
build Keypad forms
# The locales, regions and currencies Intl cannot list, from the system ICU,
# and the message catalogs.
"$root/Web/icu/generate.sh"
