#!/bin/sh
# Parity of the wasm engine with the native one (run.py): the same steps
# through keypad-repl's JSON mode and through Keypad.wasm in headless
# Chromium, for number fields in 27 locales, for date fields in the same
# 27 and 4 more calendars, for time fields in the same 27 and 4 hour
# cycles, for unit fields and for duration fields in the same 27 (147
# sessions, 4 of them ids both sides refuse): 10,309 steps, 849 differences, each a stated one. Builds keypad-repl (swift build), and Keypad.wasm and
# the locale data when missing; serves Web/ on 127.0.0.1 ($PORT or 8768).
# Needs chromium, chromium-driver, selenium (pip).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
root=$(cd "$web/.." && pwd)
port=${PORT:-8768}
[ -f "$web/icu/generated/icu-data.js" ] || "$web/icu/generate.sh"
[ -f "$web/build/Keypad.wasm" ] || "$web/build.sh"
(cd "$root" && swift build --product keypad-repl >/dev/null)
repl="$(cd "$root" && swift build --show-bin-path)/keypad-repl"
. "$here/../server.sh"
serve_web "$web" "$port"
python3 "$here/run.py" "http://127.0.0.1:$port/" "$repl" "$here/known-differences.json"
