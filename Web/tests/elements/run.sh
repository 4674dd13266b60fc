#!/bin/sh
# <keypad-field> and <keypad-pad> in three browser engines: serves Web/ on
# 127.0.0.1 (port $PORT or 8767) and runs run.py in Chromium, WebKitGTK
# (under xvfb-run with a session bus: it has no headless mode) and Firefox
# ESR, one after another; fails when any fails.
# Usage: run.sh [ENGINE...]   (default: chromium webkit firefox)
# Needs: Web/build/Keypad.wasm (Web/build.sh), Web/icu/generated/icu-data.js
# (made here if missing), chromium, chromium-driver, webkit2gtk-driver,
# firefox-esr, xvfb, dbus, python3-websockets, selenium (pip).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
port=${PORT:-8767}

if [ ! -f "$web/icu/generated/icu-data.js" ]; then
  "$web/icu/generate.sh"
fi
if [ ! -f "$web/build/Keypad.wasm" ]; then
  echo "run.sh: $web/build/Keypad.wasm is missing: run Web/build.sh" >&2
  exit 1
fi

. "$here/../server.sh"
serve_web "$web" "$port"
status=0
for engine in ${@:-chromium webkit firefox}; do
  if [ "$engine" = webkit ]; then
    xvfb-run -a dbus-run-session -- python3 "$here/run.py" webkit "http://127.0.0.1:$port/" || status=1
  else
    python3 "$here/run.py" "$engine" "http://127.0.0.1:$port/" || status=1
  fi
done
exit $status
