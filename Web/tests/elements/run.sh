#!/bin/sh
# <keypad-field> and <keypad-pad> in three browser engines: serves Web/ on
# 127.0.0.1 (port $PORT or 8767) and runs run.py in Chromium, WebKitGTK
# (under xvfb-run with a session bus: it has no headless mode) and Firefox
# ESR, one after another; fails when any fails.
#
# With --dist, the same pages run against the package as shipped, Web/dist/
# (Web/dist.sh): the server's root is then dist/'s files with Web/tests/
# beside them, so that the pages' ../../keypad-field.js is dist/'s, which
# imports dist/'s keypad.js, catalogs and builds.
#
# Usage: run.sh [--dist] [ENGINE...]   (default: chromium webkit firefox)
# Needs: Web/build/Keypad.wasm (Web/build.sh), Web/icu/generated/icu-data.js
# (made here if missing), Web/dist/ for --dist, chromium, chromium-driver,
# webkit2gtk-driver, firefox-esr, xvfb, dbus, python3-websockets, selenium
# (pip).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
port=${PORT:-8767}

. "$here/../server.sh"
require_module "$web"
root=$web
package=""
if [ "${1:-}" = --dist ]; then
  shift
  if [ ! -f "$web/dist/package.json" ]; then
    echo "run.sh: $web/dist is missing: run Web/dist.sh" >&2
    exit 1
  fi
  # The package's files, and the tests' pages and README example (which
  # run.py writes into Web/) beside them, as symbolic links.
  root=$(mktemp -d)
  trap 'rm -rf "$root"' EXIT INT TERM
  for entry in "$web"/dist/*; do
    ln -s "$entry" "$root/"
  done
  ln -s "$web/tests" "$root/tests"
  ln -s "$web/readme-example.html" "$root/readme-example.html"
  package="dist/ "
fi
serve_web "$root" "$port"
if [ -n "$package" ]; then
  trap 'kill "$server" 2>/dev/null || true; rm -rf "$root"' EXIT INT TERM
fi
status=0
engines_to_run=${*:-chromium webkit firefox}
for engine in $engines_to_run; do
  log=$(mktemp)
  if [ "$engine" = webkit ]; then
    set -- xvfb-run -a dbus-run-session -- python3 "$here/run.py" webkit "http://127.0.0.1:$port/"
  else
    set -- python3 "$here/run.py" "$engine" "http://127.0.0.1:$port/"
  fi
  # Each engine's closing line ("chromium: 32 passed, 0 failed (7 s)"), not
  # what Xvfb may print after it; its failures whole when there are any.
  if "$@" > "$log" 2>&1; then
    echo "$package$(grep -E "^$engine: [0-9]+ passed" "$log" | tail -n 1)"
  else
    echo "$package$engine failed:"
    status=1
    grep -v -E '^(dbus-daemon|\[[WE]\]|\(|$)|xdg-desktop-portal|SpiRegistry' "$log" | tail -n 60
  fi
  rm -f "$log"
done
exit $status
