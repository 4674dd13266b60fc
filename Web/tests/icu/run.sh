#!/bin/sh
# Conformance test of Web/icu/keypad-icu.js against Keypad's C implementation
# over the system ICU:
#  1. builds generated/native (native.c + Sources/KeypadICU/*.c) and writes
#     the native answers to generated/native.json, every pattern of Keypad's
#     message catalogs among them (generate.py --tsv); runs
#     Web/icu/generate.sh;
#  2. serves Web/ on 127.0.0.1 with python3 -m http.server (../server.sh);
#  3. runs run.py: headless Chromium (Selenium) loads index.html, which replays
#     the cases through keypad-icu.js; a difference that
#     known-differences.json does not state (its arguments and both
#     answers, or the replacement between them) fails the test.
# Needs: clang (the header's nullability qualifiers), libicu-dev, chromium,
# chromium-driver, python3-selenium (pip install selenium).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
web="$root/Web"
port=${PORT:-8765}

"$web/icu/generate.sh"
mkdir -p "$here/generated"
cc=$(command -v clang || echo /opt/swift/usr/bin/clang)
"$cc" -O1 -w -o "$here/generated/native" "$here/native.c" "$root"/Sources/KeypadICU/*.c \
  -I "$root/Sources/KeypadICU/include" -I "$root/Sources/KeypadICU" \
  $(pkg-config --cflags --libs icu-i18n icu-uc)
python3 "$root/Sources/Keypad/Messages/Catalogs/generate.py" --tsv "$here/generated/messages.tsv"
"$here/generated/native" "$here/generated/messages.tsv" > "$here/generated/native.json"

. "$here/../server.sh"
serve_web "$web" "$port"
python3 "$here/run.py" "http://127.0.0.1:$port/tests/icu/index.html" "$here/known-differences.json"
