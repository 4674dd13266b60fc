#!/bin/sh
# Type test of the package's declarations: tsc --strict --noEmit over
# example.ts (a checkout page's script that uses every element, attribute,
# property, method and event of keypad-field.d.ts and keypad.d.ts, and
# whose `@ts-expect-error` lines must each be an error), with the
# declarations themselves checked too (tsconfig.json). Also checks that
# Web/package.json parses and that its "types" files exist.
#
# Then the same example against the package as shipped, Web/dist/
# (Web/dist.sh), as a project that installed it finds it: example.ts
# importing "keypad-web" and "keypad-web/engine" from node_modules, resolved
# by dist/package.json's exports (moduleResolution node16) and by its types
# and typesVersions (moduleResolution node, for older set-ups). Skipped when
# dist/ is missing, but not where CI is set.
# Needs: tsc (Debian's node-typescript, 4.8 or later; $TSC to use another).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/../.." && pwd)
tsc=${TSC:-tsc}

if ! command -v "$tsc" > /dev/null 2>&1; then
  echo "run.sh: $tsc is missing: apt-get install node-typescript (or set TSC)" >&2
  exit 1
fi

node -e '
  const fs = require("fs"), path = require("path");
  const web = process.argv[1];
  const pkg = JSON.parse(fs.readFileSync(path.join(web, "package.json"), "utf8"));
  const types = [pkg.types, ...Object.values(pkg.exports).map((entry) => entry.types)];
  for (const file of types) {
    if (!fs.existsSync(path.join(web, file))) {
      console.error(`run.sh: package.json names ${file}, which is missing`);
      process.exit(1);
    }
  }
  console.log(`package.json: ${pkg.name} ${pkg.version}, types ${[...new Set(types)].join(", ")}`);
' "$web"

echo "$("$tsc" --version): $tsc --strict --noEmit -p $here"
"$tsc" --strict --noEmit -p "$here"
expected=$(grep -c '^ *// @ts-expect-error' "$here/example.ts")
echo "ok: example.ts and the declarations type-check; $expected wrong uses are errors"

dist=$web/dist
if [ ! -f "$dist/package.json" ]; then
  echo "run.sh: $dist is missing (Web/dist.sh): the package's exports were not checked" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  exit 0
fi
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT INT TERM
mkdir "$project/node_modules"
ln -s "$dist" "$project/node_modules/keypad-web"
echo '{ "type": "module" }' > "$project/package.json"
sed -e 's|from "../../keypad-field.js";|from "keypad-web";|' \
  -e 's|from "../../keypad.js";|from "keypad-web/engine";|' "$here/example.ts" > "$project/example.ts"
if [ "$(grep -c 'from "keypad-web\(/engine\)\?";' "$project/example.ts")" -ne 2 ]; then
  echo "run.sh: example.ts does not import ../../keypad-field.js and ../../keypad.js as expected" >&2
  exit 1
fi
for resolution in node16 node; do
  module=$resolution
  [ "$resolution" = node ] && module=es2022
  cat > "$project/tsconfig.json" <<JSON
{
  "extends": "$here/tsconfig.json",
  "compilerOptions": { "module": "$module", "moduleResolution": "$resolution" },
  "files": ["example.ts"]
}
JSON
  "$tsc" --strict --noEmit -p "$project"
  echo "ok: the same against dist/ installed as keypad-web (moduleResolution $resolution)"
done
