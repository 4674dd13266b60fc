#!/usr/bin/env bash
# Line coverage of the library modules from the test suite, each on its own:
# Sources/Keypad and Sources/KeypadAvoidance; fails when either is below the
# floor.
#   .ci/coverage.sh [floor percent, default 90]
set -euo pipefail
cd "$(dirname "$0")/.."
floor="${1:-90}"
scratch=.build-coverage
# The build's and the tests' output is kept, and shown when they fail.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift build --build-tests --enable-code-coverage --scratch-path "$scratch" >"$log" 2>&1 \
  || { tail -n 60 "$log"; exit 1; }
swift test --skip-build --enable-code-coverage --scratch-path "$scratch" >"$log" 2>&1 \
  || { grep -E "✘|error|Fatal|signal" "$log" | tail -n 60; tail -n 20 "$log"; exit 1; }
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
"$cov" export -summary-only \
  -instr-profile "$bin/codecov/default.profdata" "$bin/KeypadPackageTests.xctest" \
  > "$scratch/coverage.json"
python3 - "$scratch/coverage.json" "$floor" "$PWD" Sources/Keypad Sources/KeypadAvoidance <<'PY'
import json, sys
report, floor, root = json.load(open(sys.argv[1])), float(sys.argv[2]), sys.argv[3]
failed = False
for module in sys.argv[4:]:
    prefix = f"{root}/{module}/"
    files = [f for f in report["data"][0]["files"] if f["filename"].startswith(prefix)]
    covered = sum(f["summary"]["lines"]["covered"] for f in files)
    total = sum(f["summary"]["lines"]["count"] for f in files)
    for f in sorted(files, key=lambda f: f["summary"]["lines"]["percent"])[:8]:
        print(f'  {f["summary"]["lines"]["percent"]:6.1f}%  {f["filename"][len(prefix):]}')
    percent = 100.0 * covered / total if total else 0.0
    print(f"line coverage of {module}: {percent:.1f}% ({covered}/{total} lines, {len(files)} files)")
    if percent < floor:
        print(f"{module}: coverage {percent:.1f}% is below the floor of {floor:.0f}%",
              file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
PY
