#!/bin/sh
# Builds Web/icu/generated/icu-data.js (git-ignored) from the system ICU:
# the available locales, the ISO regions and each region's currency, which
# the browser's Intl has no way to list; and Web/icu/generated/messages/,
# an ES module a language (en.js, de.js, ...), from Keypad's message
# catalogs (Sources/Keypad/Messages/Catalogs/*.json, the files the engine
# compiles natively), which the module does not carry: a page imports
# English's and those of its fields' languages.
# Needs a C compiler, ICU's development files (Debian: libicu-dev) and
# python3. Run it before serving Web/.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$here/generated"
cc -O1 -o "$here/generated/generate" "$here/generate.c" $(pkg-config --cflags --libs icu-uc)
"$here/generated/generate" > "$here/generated/icu-data.js.tmp"
mv "$here/generated/icu-data.js.tmp" "$here/generated/icu-data.js"
rm -f "$here/generated/generate"
echo "wrote $here/generated/icu-data.js"
rm -rf "$here/generated/messages.tmp"
python3 "$root/Sources/Keypad/Messages/Catalogs/generate.py" --js "$here/generated/messages.tmp"
rm -rf "$here/generated/messages" "$here/generated/messages.js"
mv "$here/generated/messages.tmp" "$here/generated/messages"
echo "wrote $here/generated/messages/"
