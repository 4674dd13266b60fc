#!/bin/sh
# The wasm engine's displays against Intl.NumberFormat in headless Chromium,
# in 55 locales: a decimal, a percent and a euro field each. Builds the module
# and the locale data when missing. Needs chromium, chromium-driver, selenium.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
port=${PORT:-8767}
[ -f "$web/icu/generated/icu-data.js" ] || "$web/icu/generate.sh"
[ -f "$web/build/Keypad.wasm" ] || "$web/build.sh"
. "$here/../server.sh"
serve_web "$web" "$port"
python3 "$here/run.py" "http://127.0.0.1:$port/tests/displays/index.html" "$here/known-differences.json"
