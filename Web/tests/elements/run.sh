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

. "$here/../server.sh"
require_module "$web"
serve_web "$web" "$port"
status=0
engines_to_run=${*:-chromium webkit firefox}
for engine in $engines_to_run; do
  log=$(mktemp)
  if [ "$engine" = webkit ]; then
    set -- xvfb-run -a dbus-run-session -- python3 "$here/run.py" webkit "http://127.0.0.1:$port/"
  else
    set -- python3 "$here/run.py" "$engine" "http://127.0.0.1:$port/"
  fi
  # Each engine's closing line ("chromium: 32 passed, 0 failed (7 s)"); its
  # failures whole when there are any.
  if "$@" > "$log" 2>&1; then
    tail -n 1 "$log"
  else
    status=1
    grep -v -E '^(dbus-daemon|\[[WE]\]|\(|$)|xdg-desktop-portal|SpiRegistry' "$log" | tail -n 60
  fi
  rm -f "$log"
done
exit $status
