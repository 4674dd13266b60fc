#!/bin/sh
# Builds Web/icu/generated/icu-data.js (git-ignored) from the system ICU:
# the available locales, the ISO regions and each region's currency, which
# the browser's Intl has no way to list. Needs a C compiler and ICU's
# development files (Debian: libicu-dev). Run it before serving Web/.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/generated"
cc -O1 -o "$here/generated/generate" "$here/generate.c" $(pkg-config --cflags --libs icu-uc)
"$here/generated/generate" > "$here/generated/icu-data.js.tmp"
mv "$here/generated/icu-data.js.tmp" "$here/generated/icu-data.js"
rm -f "$here/generated/generate"
echo "wrote $here/generated/icu-data.js"
