#!/bin/sh
# Writes the package a page downloads into Web/dist/ (git-ignored), its
# JavaScript minified with Debian's esbuild (0.17): Web/ as written is the
# package's source, dist/ is what `npm pack` ships and a page fetches.
#
#   keypad.js            the engine (`keypad-web/engine`): keypad.js with what
#                        it imports (icu/keypad-icu.js, icu/generated/
#                        icu-data.js and English's messages) bundled into one
#                        minified module
#   keypad-field.js      the elements (the package's main): keypad-field.js
#                        minified in place, importing ./keypad.js, so that a
#                        page importing both has one engine
#   generated/messages/  each other language's messages, minified, where the
#                        engine's import() looks for them beside keypad.js
#   build/               the three WebAssembly builds, where keypad-field.js's
#                        new URL("build/...", import.meta.url) finds them
#   *.d.ts, README.md    as they are, and the repository's LICENSE
#   package.json         Web/package.json with `files` naming dist/'s files
#
# Why keypad-field.js is not bundled with the engine: esbuild before 0.18.4
# turns a bundled class with a static field (<keypad-field>'s
# `static formAssociated`) into one whose private fields and methods are
# WeakMaps and helper calls, which is more code and a slower key; minified
# alone, the module keeps its class syntax. A German page then fetches three
# modules (keypad-field.js, keypad.js, generated/messages/de.js), where the
# sources are six; Benchmarks/README.md, "The package, minified", has what
# each way weighs.
#
# Minifying renames local names only: no code reads a class's or a
# function's name (customElements.define names the elements by string), the
# wasm's imports and exports are object keys, which are kept, and the
# checks below hold import.meta.url's and the catalogs' paths to dist/'s
# files. Then `npm pack --dry-run` must list exactly dist/'s files.
#
# Usage: Web/dist.sh [OUT_DIR]   (default: Web/dist)
# Needs: esbuild (apt-get install -y esbuild), node, npm; Web/build/'s
# three builds (Web/build.sh) and Web/icu/generated/ (Web/icu/generate.sh).
set -eu
web=$(cd "$(dirname "$0")" && pwd)
out=${1:-$web/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# The directory is written afresh: only an empty one or an earlier package.
if [ -n "$(ls -A "$out")" ] && ! grep -q '"name": "keypad-web"' "$out/package.json" 2> /dev/null; then
  echo "dist.sh: $out holds files that are no package of this script's: not emptying it" >&2
  exit 1
fi

if ! command -v esbuild > /dev/null 2>&1; then
  echo "dist.sh: esbuild is missing: apt-get install -y esbuild" >&2
  exit 1
fi
for file in build/keypad-numbers.wasm build/keypad-all.wasm build/Keypad.wasm; do
  if [ ! -f "$web/$file" ]; then
    echo "dist.sh: $web/$file is missing: run Web/build.sh" >&2
    exit 1
  fi
done
if [ ! -f "$web/icu/generated/icu-data.js" ] || [ ! -d "$web/icu/generated/messages" ]; then
  echo "dist.sh: $web/icu/generated/ is missing: run Web/icu/generate.sh" >&2
  exit 1
fi

meta=$(mktemp -d)
trap 'rm -rf "$meta"' EXIT INT TERM
rm -rf "$out"
mkdir -p "$out/build"
# The syntax the sources are written in (private methods, static fields),
# and no newer: the minifier rewrites nothing into a later edition's syntax.
# Text as UTF-8, as a module script is always read: esbuild's default writes
# each non-ASCII character as \uXXXX (Arabic's messages 20,816 bytes rather
# than 11,114).
minify() {
  esbuild --format=esm --minify --target=es2022 --charset=utf8 --log-level=warning "$@"
}
cd "$web"
minify keypad.js --bundle --outfile="$out/keypad.js" --metafile="$meta/keypad.json"
minify keypad-field.js --outfile="$out/keypad-field.js" --metafile="$meta/keypad-field.json"

# The catalogs go where the engine's one import() of a language's messages
# (`./generated/messages/${language}.js` in the sources' icu/keypad-icu.js)
# looks from the bundle; those it bundled (English's) are in keypad.js.
catalogs=$(grep -o 'import(`\./[^`$]*\${' "$out/keypad.js" | sed 's/^import(`\.\///; s/\${$//')
if [ "$(printf '%s\n' "$catalogs" | grep -c .)" -ne 1 ] || [ "${catalogs%/}/" != "$catalogs" ]; then
  echo "dist.sh: keypad.js has no one import() of a catalog directory (found: $catalogs)" >&2
  exit 1
fi
mkdir -p "$out/$catalogs"
for file in icu/generated/messages/*.js; do
  if ! grep -q "\"$file\"" "$meta/keypad.json"; then
    minify "$file" --outfile="$out/$catalogs$(basename "$file")"
  fi
done

cp build/keypad-numbers.wasm build/keypad-all.wasm build/Keypad.wasm "$out/build/"
cp keypad-field.d.ts keypad.d.ts README.md "$out/"
# The license the package.json names, which npm ships whatever `files` says.
cp ../LICENSE "$out/"

# package.json: Web/package.json's, each of its `files` kept where dist/ has
# it, dropped where the engine's bundle took it in, the catalog directory
# moved to dist/'s; then every path it names checked against dist/, and so
# is every module a shipped module imports or fetches by import.meta.url.
node - "$web" "$out" "$meta" "$catalogs" <<'NODE'
const fs = require("fs"), path = require("path");
const [web, out, meta, catalogs] = process.argv.slice(2);
const fail = (message) => { console.error(`dist.sh: ${message}`); process.exit(1); };
const exists = (file) => fs.existsSync(path.join(out, file));
const bundled = Object.keys(JSON.parse(fs.readFileSync(path.join(meta, "keypad.json"), "utf8")).inputs);

const pkg = JSON.parse(fs.readFileSync(path.join(web, "package.json"), "utf8"));
pkg.files = pkg.files.flatMap((file) => {
  if (file === "icu/generated/messages/") return [catalogs];
  if (exists(file)) return [file];
  if (bundled.includes(file)) return [];
  fail(`Web/package.json's files name ${file}, which dist/ neither has nor bundles`);
});
fs.writeFileSync(path.join(out, "package.json"), JSON.stringify(pkg, null, 2) + "\n");

const named = [pkg.main, pkg.types, ...pkg.files, ...(pkg.sideEffects || [])];
const walk = (value) => typeof value === "string" ? named.push(value) : Object.values(value).forEach(walk);
walk(pkg.exports);
walk(pkg.typesVersions);
for (const file of named.filter(Boolean)) {
  if (!exists(file)) fail(`dist/package.json names ${file}, which dist/ does not have`);
}

for (const name of ["keypad.json", "keypad-field.json"]) {
  const { outputs } = JSON.parse(fs.readFileSync(path.join(meta, name), "utf8"));
  for (const [output, { imports }] of Object.entries(outputs)) {
    const module = path.relative(out, path.resolve(web, output));
    const text = fs.readFileSync(path.join(out, module), "utf8");
    const urls = [...text.matchAll(/new URL\("([^"]+)",import\.meta\.url\)/g)].map((m) => m[1]);
    for (const { path: target } of imports) {
      if (!/^\.\.?\//.test(target)) fail(`${module} imports ${target}, which is not in the package`);
    }
    for (const target of [...imports.map((i) => i.path), ...urls]) {
      if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(target)) fail(`${module} fetches ${target}, which is not in the package`);
      const file = path.join(path.dirname(module), target);
      if (!exists(file)) fail(`${module} imports or fetches ${target}, which dist/ does not have`);
    }
  }
}
NODE

# The package npm would publish: exactly dist/'s files.
listed=$(cd "$out" && npm pack --dry-run --json 2> /dev/null |
  node -e 'JSON.parse(require("fs").readFileSync(0, "utf8"))[0].files.forEach((f) => console.log(f.path))' |
  sort)
present=$(cd "$out" && find . -type f | sed 's|^\./||' | sort)
if [ "$listed" != "$present" ]; then
  echo "dist.sh: npm pack would not ship exactly dist/'s files:" >&2
  printf '%s\n' "$listed" > "$meta/listed"
  printf '%s\n' "$present" > "$meta/present"
  diff "$meta/listed" "$meta/present" >&2 || true
  exit 1
fi
echo "wrote $out: $(printf '%s\n' "$present" | wc -l) files, as npm pack lists them"
