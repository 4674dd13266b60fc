#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each
# for a bounded time on its seed corpus. Fails when a target finds a
# problem, exits with a non-zero status (it crashed, or failed to start) or
# ends without libFuzzer's final "Done" line.
#   ./run.sh [seconds per target, default 30] [target ...]
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
shift || true
targets=(FuzzPaste FuzzCharacters FuzzForm FuzzFormFile FuzzEdits)
if [ $# -gt 0 ]; then targets=("$@"); fi
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do
  swift build "${flags[@]}" --product "$target"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
mkdir -p artifacts/logs
for target in "${targets[@]}"; do
  corpus="Corpus/$target"
  work="$(mktemp -d)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  log="artifacts/logs/$target.log"
  rm -f artifacts/"$target"-*  # findings of an earlier run
  echo "== $target: ${seconds}s"
  status=0
  "$bin/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="artifacts/$target-" "$work" "$corpus" >"$log" 2>&1 || status=$?
  rm -rf "$work"
  grep -E "stat::number_of_executed_units|Done|ERROR|invariant" "$log" || true
  if [ "$status" -ne 0 ]; then
    echo "$target exited with status $status: see Fuzz/$log" >&2
    exit 1
  fi
  if ! grep -qE "^Done [0-9]+ runs" "$log"; then
    echo "$target did not finish a fuzzing run: see Fuzz/$log" >&2
    exit 1
  fi
  if ls artifacts/"$target"-* >/dev/null 2>&1; then
    echo "$target found a problem: see Fuzz/artifacts/" >&2
    exit 1
  fi
done
