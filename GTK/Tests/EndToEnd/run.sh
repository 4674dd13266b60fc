#!/usr/bin/env bash
# Runs the end-to-end tests (e2e.py, then each e2e_*.py; with --soak the
# soak) of keypad-gtk under a virtual display and a session bus.
#   GTK/Tests/EndToEnd/run.sh [--soak SECONDS] [TEST...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gtk="$(cd "$here/../.." && pwd)"
missing=()
for tool in xvfb-run dbus-run-session xdotool xclip; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "run.sh: missing ${missing[*]}" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "run.sh: skipped" >&2
  exit 0
fi
(cd "$gtk" && swift build --product keypad-gtk >/dev/null)
app="$gtk/.build/debug/keypad-gtk"
scripts=("$here/e2e.py" "$here"/e2e_*.py)
if [ "${1:-}" = "--soak" ]; then
  scripts=("$here/soak.py")
  shift
fi
status=0
for script in "${scripts[@]}"; do
  xvfb-run -a -s '-screen 0 1024x900x24' dbus-run-session -- \
    /usr/bin/python3 "$script" "$app" "$@" 2> >(grep -v -E 'dbus-daemon|SpiRegistry' >&2) ||
    status=1
done
exit "$status"
