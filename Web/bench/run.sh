#!/bin/bash
# The browser benchmark (run.py) in Chromium, WebKitGTK and Firefox ESR:
# time until a field takes a key, a real key through the element, and the
# engine's cost per key in wasm against native, checked against issue 51's
# budgets, on the package as shipped (Web/dist/, written afresh by
# Web/dist.sh) or with --sources on its sources. Builds the probe
# (build.sh), and Keypad.wasm and the locale data when missing; the native side needs valgrind and builds Benchmarks'
# KeystrokeProbe in release mode (instructions.sh) when it is not built.
# WebKitGTK has no headless mode: the run is under Xvfb with a session bus
# (xvfb-run -a dbus-run-session; Chromium and Firefox run headless there as
# anywhere), whose harmless warnings are left out of the output. Arguments
# go to run.py (--engines, --report-only keystroke, ...). Writes
# Web/build/bench/results.json.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
web=$(cd "$here/.." && pwd)
[ -f "$web/icu/generated/icu-data.js" ] || "$web/icu/generate.sh"
[ -f "$web/build/Keypad.wasm" ] || "$web/build.sh"
# The package as shipped, which the pages load unless --sources is given:
# written afresh (a second), so that it is the sources' of now.
case " $* " in
  *" --sources "*) ;;
  *) "$web/dist.sh" > /dev/null ;;
esac
"$here/build.sh"
noise='^(dbus-daemon|\[[WE]\]|Ignoring invalid max threads|SpiRegistry daemon|X connection to)|xdg-desktop-portal|^$'
xvfb-run -a dbus-run-session -- python3 "$here/run.py" "$@" 2> >(grep -v -E "$noise" >&2) |
  { grep -v -E "$noise" || true; }
