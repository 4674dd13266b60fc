#!/bin/bash
# Runs inside `xvfb-run ... dbus-run-session -- bash session.sh OUT ACTIONS APP-ARGS...`
# (run.sh starts it with HOME and XDG_* in private folders under OUT):
# the accessibility bus, Orca, the app, then each key of ACTIONS, marking
# where each begins in Orca's log and the app's trace.
OUT=$1; ACTIONS=$2; shift 2
HERE=$(cd "$(dirname "$0")" && pwd)
APP_BIN=${APP_BIN:?set APP_BIN to the keypad-gtk binary}
KEY_GAP=${KEY_GAP:-0.8}          # least seconds between two keys
DBG=$OUT/orca-debug.out; TRACE=$OUT/trace.jsonl; MARKS=$OUT/marks.tsv
: > "$DBG"; : > "$TRACE"; : > "$MARKS"
ts()    { date +%H:%M:%S.%N | cut -c1-15; }
lines() { wc -l < "$1"; }
# One row a step: time, Orca's log line count, the trace's line count, label.
mark()  { printf '%s\t%s\t%s\t%s\n' "$(ts)" "$(lines "$DBG")" "$(lines "$TRACE")" "$*" >> "$MARKS"; }
# Waits (at most $1 s) until file $3 holds $2.
wait_for() {
  local i
  for ((i = 0; i < $1 * 10; i++)); do grep -q -- "$2" "$3" && return 0; sleep 0.1; done
  echo "timed out waiting for $2" >&2; return 1
}
# Waits until Orca's log has not grown for 0.5 s (at most $1 s).
settle() {
  local n last=-1 still=0 i
  for ((i = 0; i < $1 * 10; i++)); do
    n=$(lines "$DBG")
    if [ "$n" = "$last" ]; then still=$((still + 1)); [ $still -ge 5 ] && return 0
    else still=0; last=$n; fi
    sleep 0.1
  done
}

/usr/libexec/at-spi-bus-launcher --launch-immediately & BUS=$!
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true

# Orca, its log flushed line by line; ready once it has said so.
/usr/bin/python3 "$HERE/orca-flush.py" --debug-file="$DBG" > "$OUT/orca.stdout" 2>&1 & ORCA=$!
wait_for 30 "SPEECH OUTPUT: 'Screen reader on.'" "$DBG" || { kill $ORCA $BUS; exit 3; }
settle 5
mark "launch"

# The app; no window manager and no focus given from outside: what Orca
# says at launch is the app's own doing.
export GDK_BACKEND=x11 GSK_RENDERER=cairo
"$APP_BIN" "$@" 2> "$TRACE" & APP=$!
wait_for 30 '"event":"ready"' "$TRACE" || { kill $APP $ORCA $BUS; exit 4; }
settle 5

while IFS= read -r line; do
  key=${line%%#*}; key=$(echo $key); [ -z "$key" ] && continue
  label=${line#*#}; [ "$label" = "$line" ] && label=""; label=$(echo $label)
  mark "$key	$label"
  start=$(date +%s.%N)
  xdotool key "$key"
  settle 5
  rest=$(echo "$KEY_GAP - ($(date +%s.%N) - $start)" | bc)
  [ "${rest:0:1}" != "-" ] && sleep "$rest"
done < "$ACTIONS"
mark "end"

# SIGINT: Orca says "Screen reader off." and exits; then the rest, by PID.
kill -INT $ORCA
for ((i = 0; i < 50; i++)); do kill -0 $ORCA 2>/dev/null || break; sleep 0.1; done
kill -0 $ORCA 2>/dev/null && { echo "orca did not exit; killing it" >&2; kill -9 $ORCA; }
kill $APP 2>/dev/null; wait $APP 2>/dev/null
SD=$(cat "$XDG_RUNTIME_DIR/speech-dispatcher/pid/speech-dispatcher.pid" 2>/dev/null)
[ -n "$SD" ] && kill "$SD" 2>/dev/null
kill $BUS 2>/dev/null
exit 0
