#!/usr/bin/env bash
# Writes the list of ICU C functions the library calls, read from
# Sources/KeypadICU/icu_declarations.h, into docs/platforms.md and
# Sources/Keypad/Keypad.docc/LocaleData.md: the table that starts with the
# row `| ICU header | Functions |`, up to its last row.
# With --check, changes nothing and fails when either file is stale
# (ICUDeclarationsTests checks the same in `swift test`).
#
# Either way it fails when a C, C++ or Objective-C file under Sources/
# includes an ICU header (`<unicode/...>`), except in KeypadICU (the
# library's one target that calls ICU), CICU (ICU's headers, for KeypadICU)
# and ICUReferenceC (the tests' reference, ICU called the plain way). Any
# other target (KeypadPhoneC) calls KeypadICU's functions instead, so that
# the list above is every ICU function the library calls and the build
# without ICU's headers holds for all of it.
#
#   .ci/icu-functions.sh            # after adding a function to the declarations
#   .ci/icu-functions.sh --check
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - "${1:-}" <<'PY'
import os, re, sys

# Only these targets may include ICU's headers.
allowed = {"KeypadICU", "CICU", "ICUReferenceC"}
including = []
for target in sorted(os.listdir("Sources")):
    if target in allowed:
        continue
    for folder, _, names in os.walk(os.path.join("Sources", target)):
        for name in sorted(names):
            if not name.endswith((".c", ".cc", ".cpp", ".h", ".hpp", ".m", ".mm")):
                continue
            path = os.path.join(folder, name)
            text = open(path, encoding="utf-8").read()
            if re.search(r'^\s*#\s*include\s*[<"]unicode/', text, re.M):
                including.append(path)
for path in including:
    print(f"{path} includes an ICU header: call KeypadICU's functions (keypad_icu.h) instead",
          file=sys.stderr)

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
sys.exit(1 if stale or including else 0)
PY
