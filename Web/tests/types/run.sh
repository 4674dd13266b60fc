#!/bin/sh
# Type test of the package's declarations: tsc --strict --noEmit over
# example.ts (a checkout page's script that uses every element, attribute,
# property, method and event of keypad-field.d.ts and keypad.d.ts, and
# whose `@ts-expect-error` lines must each be an error), with the
# declarations themselves checked too (tsconfig.json). Also checks that
# Web/package.json parses and that its "types" files exist.
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
