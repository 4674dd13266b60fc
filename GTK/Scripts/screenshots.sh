#!/usr/bin/env bash
# Takes the screenshots in GTK/Screenshots: the app alone on a virtual
# screen of the phone's size, driven as in the end-to-end tests.
#   GTK/Scripts/screenshots.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gtk="$(cd "$here/.." && pwd)"
(cd "$gtk" && swift build --product keypad-gtk >/dev/null 2>&1)
app="$gtk/.build/debug/keypad-gtk"
export GDK_BACKEND=x11 GSK_RENDERER=cairo
xvfb-run -a -s '-screen 0 390x844x24' dbus-run-session -- \
  /usr/bin/python3 "$here/screenshots.py" "$app" portrait 2>/dev/null
xvfb-run -a -s '-screen 0 390x844x24' dbus-run-session -- \
  /usr/bin/python3 "$here/screenshots.py" "$app" rtl 2>/dev/null
xvfb-run -a -s '-screen 0 844x390x24' dbus-run-session -- \
  /usr/bin/python3 "$here/screenshots.py" "$app" landscape 2>/dev/null
ls -l "$gtk/Screenshots"
