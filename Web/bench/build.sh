#!/bin/bash
# Builds the keystroke probe of the browser benchmark: Web/bench/Probe.swift
# compiled against the engine's modules that Web/build.sh leaves in
# Web/build/Keypad.objects (the forms build: every kind), and linked with
# the engine's objects into Web/build/bench/probe.wasm, optimized by
# wasm-opt as Web/build.sh optimizes the page's modules, so that the probe
# runs the code the page runs; then an instrumented copy that counts the
# instructions it executes (Web/build/bench/probe-counted.wasm, by
# count.py), and one that counts them per function besides, its names kept
# (probe-functions.wasm, count.py --per-function; count-node.mjs
# --per-function reads it). Keypad.wasm itself is not touched. Runs
# Web/build.sh first when the engine's objects are missing.
#
# Usage: Web/bench/build.sh
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/.." && pwd)
build=$web/build
out=$build/bench
swiftc=$(command -v swiftc)
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
embedded=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm

objects=()
for name in Keypad KeypadAvoidance KeypadFormFile KeypadFrontEnd KeypadWeb; do
  objects+=("$build/Keypad.objects/$name.o")
done
objects+=("$build/emmalloc.o")
for object in "${objects[@]}"; do
  if [ ! -f "$object" ]; then
    "$web/build.sh"
    break
  fi
done

mkdir -p "$out"
# The flags Web/build.sh compiles the engine with.
"$swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize \
  -parse-as-library -Xfrontend -disable-stack-protector -package-name keypad \
  -swift-version 6 -warnings-as-errors -I "$build/include" -I "$build/Keypad.objects/modules" \
  -module-name KeypadProbe -c -o "$out/KeypadProbe.o" "$here/Probe.swift"
"$toolchain/bin/wasm-ld" --no-entry --allow-undefined --strip-debug --global-base=1024 \
  --export=malloc --export=free --export=keypad_probe_open --export=keypad_probe_run \
  "$out/KeypadProbe.o" "${objects[@]}" \
  /usr/lib/wasm32-wasi/libc.a "$embedded/libswiftUnicodeDataTables.a" \
  -o "$out/probe-linked.wasm"
# wasm-opt as Web/build.sh runs it on the page's modules (linked without it,
# the probe counted 5-7 % more instructions a key than the page runs:
# Benchmarks/README.md, "What the size flags cost a key"); -g keeps the
# functions' names for the per-function count, the code the same.
opt=(--strip-producers --strip-target-features -Oz --low-memory-unused)
wasm-opt "${opt[@]}" "$out/probe-linked.wasm" -o "$out/probe.wasm"
wasm-opt -g "${opt[@]}" "$out/probe-linked.wasm" -o "$out/probe-named.wasm"
rm "$out/probe-linked.wasm"
python3 "$here/count.py" "$out/probe.wasm" "$out/probe-counted.wasm"
python3 "$here/count.py" --per-function "$out/probe-named.wasm" "$out/probe-functions.wasm"
rm "$out/probe-named.wasm"
echo "built $out/probe.wasm, probe-counted.wasm and probe-functions.wasm"
