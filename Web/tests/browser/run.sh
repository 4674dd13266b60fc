#!/bin/sh
# Browser test of the Keypad demo page (Web/index.html: <keypad-field>
# elements above a <keypad-pad>): serves Web/ on 127.0.0.1 (python3 -m
# http.server, port $PORT or 8766), runs run.py in headless Chromium through
# Selenium and the DevTools protocol, stops the server. Writes
# screenshot.png (the page at 390x844) beside this script.
# Needs: Web/build/Keypad.wasm (Web/build.sh), Web/icu/generated/icu-data.js
# (made here if missing), chromium, chromium-driver, selenium (pip).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
port=${PORT:-8766}

. "$here/../server.sh"
require_module "$web"
serve_web "$web" "$port"
python3 "$here/run.py" "http://127.0.0.1:$port/"
