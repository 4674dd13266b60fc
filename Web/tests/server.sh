# Sourced by the Web suites' run.sh: require_module DIR makes the ICU data
# the page imports if missing and stops when the module is not built;
# serve_web DIR PORT serves DIR on
# 127.0.0.1:PORT with python3's http.server until the script exits, and
# returns once the server answers. A port another server holds is an error,
# not a page from that server.
serve_web() {
  if python3 -c "import socket, sys; s = socket.socket(); sys.exit(s.connect_ex(('127.0.0.1', $2)) != 0)"; then
    echo "run.sh: port $2 is in use: set PORT to a free one" >&2
    exit 1
  fi
  python3 -m http.server "$2" --bind 127.0.0.1 --directory "$1" > /dev/null 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null || true' EXIT INT TERM
  tries=0
  until python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$2/')" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 50 ] || ! kill -0 "$server" 2>/dev/null; then
      echo "run.sh: the server did not start on port $2" >&2
      exit 1
    fi
    sleep 0.2
  done
}

require_module() {
  if [ ! -f "$1/icu/generated/icu-data.js" ]; then
    "$1/icu/generate.sh"
  fi
  if [ ! -f "$1/build/Keypad.wasm" ]; then
    echo "run.sh: $1/build/Keypad.wasm is missing: run Web/build.sh" >&2
    exit 1
  fi
}
