#!/bin/sh
# Serves the Keypad page (Web/index.html) on http://127.0.0.1:PORT/.
#
# Usage: Web/serve.sh [PORT]   (default: 8080)
#
# Writes Web/icu/generated/icu-data.js (Web/icu/generate.sh) and builds
# Web/build/Keypad.wasm (Web/build.sh, a few minutes) first when they are
# missing, then runs python3's http.server in the foreground until stopped
# (Ctrl-C). Only 127.0.0.1 is bound: the page is for this machine.
set -eu
web=$(cd "$(dirname "$0")" && pwd)
port=${1:-8080}

if [ ! -f "$web/icu/generated/icu-data.js" ]; then
  "$web/icu/generate.sh"
fi
if [ ! -f "$web/build/Keypad.wasm" ]; then
  "$web/build.sh"
fi

echo "serving $web on http://127.0.0.1:$port/"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$web"
