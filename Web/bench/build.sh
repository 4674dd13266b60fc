#!/bin/bash
# Builds the keystroke probe of the browser benchmark: Web/bench/Probe.swift
# compiled against the engine's modules that Web/build.sh leaves in
# Web/build/Keypad.objects (the forms build's, every kind), and linked with
# the engine's objects into
# Web/build/bench/probe.wasm; then an instrumented copy that counts the
# instructions it executes (Web/build/bench/probe-counted.wasm, by
# count.py). Keypad.wasm itself is not touched. Runs Web/build.sh first
# when the engine's objects are missing.
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

engine=$build/Keypad.objects
objects=("$build/emmalloc.o")
for name in Keypad KeypadAvoidance KeypadFormFile KeypadFrontEnd KeypadWeb; do
  objects+=("$engine/$name.o")
done
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
  -swift-version 6 -warnings-as-errors -I "$build/include" -I "$engine/modules" \
  -module-name KeypadProbe -c -o "$out/KeypadProbe.o" "$here/Probe.swift"
"$toolchain/bin/wasm-ld" --no-entry --allow-undefined --strip-all \
  --export=malloc --export=free --export=keypad_probe_open --export=keypad_probe_run \
  "$out/KeypadProbe.o" "${objects[@]}" \
  /usr/lib/wasm32-wasi/libc.a "$embedded/libswiftUnicodeDataTables.a" \
  -o "$out/probe.wasm"
python3 "$here/count.py" "$out/probe.wasm" "$out/probe-counted.wasm"
echo "built $out/probe.wasm and probe-counted.wasm"
