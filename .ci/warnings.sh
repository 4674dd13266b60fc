#!/usr/bin/env bash
# Runs a command, shows its output, and fails when it printed a warning from
# this package (dependencies' own warnings, under .build*/checkouts, are not
# ours). Keypad's promise: a build, a test run and a client's build print no
# warning.
#   .ci/warnings.sh swift build -c release
set -uo pipefail
log="$(mktemp)"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "warnings.sh: '$*' failed with status $status" >&2
  exit "$status"
fi
found="$(grep -E 'warning:' "$log" | grep -vE '/\.build[^/]*/checkouts/' | sort -u || true)"
rm -f "$log"
if [ -n "$found" ]; then
  echo "warnings.sh: '$*' printed warnings:" >&2
  echo "$found" >&2
  exit 1
fi
echo "warnings.sh: '$*' printed no warning"
