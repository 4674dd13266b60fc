#!/usr/bin/env bash
# What a screen reader hears: runs the real Orca (43.1 on Debian 12)
# headless against keypad-gtk, types the keys of actions.txt and checks what
# Orca spoke (check.py). About a minute.
#   GTK/Tests/Orca/run.sh [OUT]     (OUT: GTK/.build/orca by default)
# ACTIONS=FILE runs another script of keys, with the same checks.
# Needs: apt-get install -y orca speech-dispatcher espeak-ng xvfb xdotool
#   x11-utils bc at-spi2-core dbus-x11
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gtk="$(cd "$here/../.." && pwd)"
out="$(realpath -m "${1:-$gtk/.build/orca}")"
missing=()
for tool in orca speech-dispatcher espeak-ng xvfb-run dbus-run-session xdotool xwininfo bc; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi-bus-launcher)
# Orca runs on Debian's Python, which has its speechd and pyatspi modules.
/usr/bin/python3 -c 'import pyatspi, speechd' >/dev/null 2>&1 || missing+=(python3-speechd)
if [ ${#missing[@]} -gt 0 ]; then
  echo "run.sh: missing ${missing[*]}" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "run.sh: skipped" >&2
  exit 0
fi
(cd "$gtk" && swift build --product keypad-gtk >/dev/null) || exit 1
export APP_BIN="$gtk/.build/debug/keypad-gtk"

rm -rf "$out"
mkdir -p "$out/home/.config/speech-dispatcher" "$out/xdg"
chmod 700 "$out/xdg"
# Speech without a sound card: espeak-ng's audio goes to libao's null driver.
cp "$here/speechd.conf" "$out/home/.config/speech-dispatcher/speechd.conf"
cp "$here/libao.conf" "$out/home/.libao"
# A private HOME and XDG folders, set before dbus-run-session so that the
# services it starts (dconf, the accessibility bus, speech-dispatcher) use
# them too: nothing is shared with another run or the user's session.
export HOME="$out/home" XDG_RUNTIME_DIR="$out/xdg" XDG_CONFIG_HOME="$out/home/.config" \
  XDG_DATA_HOME="$out/home/.local/share" XDG_CACHE_HOME="$out/home/.cache"
unset SPEECHD_ADDRESS DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS
timeout 180 xvfb-run -a -s '-screen 0 500x900x24' dbus-run-session -- \
  bash "$here/session.sh" "$out" "${ACTIONS:-$here/actions.txt}" \
  --locale en_US --trace --form "$here/form.json" >"$out/session.log" 2>&1
status=$?
if [ $status -ne 0 ]; then
  echo "run.sh: the session failed (status $status); see $out/session.log" >&2
  tail -n 5 "$out/session.log" >&2
  exit 1
fi
/usr/bin/python3 "$here/check.py" "$out"
