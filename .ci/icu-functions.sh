#!/usr/bin/env bash
# Writes the list of ICU C functions the library calls, read from
# Sources/KeypadICU/icu_declarations.h, into docs/platforms.md and
# Sources/Keypad/Keypad.docc/LocaleData.md: the table that starts with the
# row `| ICU header | Functions |`, up to its last row.
# With --check, changes nothing and fails when either file is stale
# (ICUDeclarationsTests checks the same in `swift test`).
#
#   .ci/icu-functions.sh            # after adding a function to the declarations
#   .ci/icu-functions.sh --check
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - "${1:-}" <<'PY'
import re, sys

header = "Sources/KeypadICU/icu_declarations.h"
text = open(header, encoding="utf-8").read()
# "// unum.h" opens a header's group; each KEYPAD_ICU_FUNCTION line names one.
rows, current = [], None
for match in re.finditer(
        r"^// (\w+\.h)$|^KEYPAD_ICU_FUNCTION\([^,]*,\s*(\w+),", text, re.M):
    if match.group(1):
        current = [match.group(1), []]
        rows.append(current)
    elif current is not None:
        current[1].append(match.group(2))
table = "\n".join(
    f"| `{name}` | " + ", ".join(f"`{f}`" for f in functions) + " |"
    for name, functions in rows if functions)
block = "| ICU header | Functions |\n| --- | --- |\n" + table + "\n"
pattern = re.compile(r"^\| ICU header \| Functions \|\n(?:\|.*\n)*", re.M)
stale = False
for path in ["docs/platforms.md", "Sources/Keypad/Keypad.docc/LocaleData.md"]:
    old = open(path, encoding="utf-8").read()
    if not pattern.search(old):
        sys.exit(f"{path}: no table of ICU functions")
    new = pattern.sub(lambda _: block, old)
    if sys.argv[1] == "--check":
        if new != old:
            print(f"{path}: the list of ICU functions is stale; run .ci/icu-functions.sh",
                  file=sys.stderr)
            stale = True
    elif new != old:
        open(path, "w", encoding="utf-8").write(new)
sys.exit(1 if stale else 0)
PY
