#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer and AddressSanitizer and runs each
# for a bounded time on its seed corpus. Fails on any finding.
#   ./run.sh [seconds per target, default 30]
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
targets=(FuzzPaste FuzzCharacters FuzzForm FuzzFormFile FuzzEdits)
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do
  swift build "${flags[@]}" --product "$target"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
mkdir -p artifacts
for target in "${targets[@]}"; do
  corpus="Corpus/$target"
  work="$(mktemp -d)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "== $target: ${seconds}s"
  "$bin/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="artifacts/$target-" "$work" "$corpus" 2>&1 \
    | grep -E "stat::number_of_executed_units|Done|ERROR|invariant|==ERROR" || true
  if ls artifacts/"$target"-* >/dev/null 2>&1; then
    echo "$target found a problem: see Fuzz/artifacts/" >&2
    exit 1
  fi
  rm -rf "$work"
done
