#!/bin/sh
# Parity of the wasm engine with the native one (run.py): the same steps in
# 27 locales through keypad-repl's JSON mode and through Keypad.wasm in
# headless Chromium. Builds keypad-repl (swift build), and Keypad.wasm and
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
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$web" > /dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT INT TERM
i=0
until python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null; do
  i=$((i + 1))
  if [ "$i" -ge 50 ] || ! kill -0 "$server" 2>/dev/null; then
    echo "run.sh: the server did not start on port $port" >&2
    exit 1
  fi
  sleep 0.2
done
python3 "$here/run.py" "http://127.0.0.1:$port/" "$repl" "$here/known-differences.json"
