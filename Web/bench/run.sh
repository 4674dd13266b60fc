#!/bin/sh
# The browser benchmark (run.py): time to interactive, a keystroke through
# the page, and the engine's cost per key in wasm against native, checked
# against issue 32's budgets. Builds the probe (build.sh), and Keypad.wasm
# and the locale data when missing; the native side needs valgrind and
# builds Benchmarks' KeystrokeProbe in release mode (instructions.sh) when
# it is not built. Arguments go to run.py (--report-only keystroke, ...).
# Writes Web/build/bench/results.json.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/.." && pwd)
[ -f "$web/icu/generated/icu-data.js" ] || "$web/icu/generate.sh"
[ -f "$web/build/Keypad.wasm" ] || "$web/build.sh"
"$here/build.sh"
exec python3 "$here/run.py" "$@"
