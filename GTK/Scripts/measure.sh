#!/usr/bin/env bash
# Measures the release keypad-gtk under Xvfb with the cairo renderer:
# start-up to the first frame and resident memory over 7 starts, then the
# insert handler's time (signal to new text set) over a 30 s soak.
#   GTK/Scripts/measure.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gtk="$(cd "$here/.." && pwd)"
(cd "$gtk" && swift build -c release --product keypad-gtk >/dev/null 2>&1)
app="$gtk/.build/release/keypad-gtk"
export GDK_BACKEND=x11 GSK_RENDERER=cairo
xvfb-run -a -s '-screen 0 1024x900x24' dbus-run-session -- \
  /usr/bin/python3 "$here/measure.py" "$app" 2> >(grep -v -E 'dbus-daemon|SpiRegistry' >&2)
xvfb-run -a -s '-screen 0 1024x900x24' dbus-run-session -- \
  /usr/bin/python3 "$gtk/Tests/EndToEnd/soak.py" "$app" 30 7 \
  2> >(grep -v -E 'dbus-daemon|SpiRegistry' >&2)
