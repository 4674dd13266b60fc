#!/usr/bin/env bash
# Builds and runs .ci/client, an app that imports Foundation and Keypad, and
# fails on any warning from Keypad or on a wrong result.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/keypad"
cp -R "$root/.ci/client" "$work/client"
cd "$work/client"
"$root/.ci/warnings.sh" swift build
.build/debug/KeypadClient
