#!/usr/bin/env bash
# Checks the benchmarks' exact thresholds: heap allocations (`*Mallocs*`)
# and inline sizes (`Size.*`), which do not depend on the machine's load,
# and the instructions per key that callgrind counts (`instructions.sh
# --check`, limits in that script). Timed thresholds are left out: on shared
# cores they are too noisy for CI. Then checks that every baseline of the
# keystroke benchmarks shows the same text as Keypad
# (KEYPAD_VERIFY_BASELINES). Fails when any of them breaks.
#
#   Benchmarks/check-exact.sh     # builds the benchmarks in release mode first
set -euo pipefail
cd "$(dirname "$0")"
# `Locale.NewIDMallocs` is left out: ICU's own allocations when it opens a
# region's bundle vary by a few between runs (126-130 seen).
swift package benchmark thresholds check --no-progress \
  --filter 'Keystroke\.Mallocs.*' --filter 'Paste\.Mallocs.*' \
  --filter 'Form\..*Mallocs.*' --filter 'Size\..*'
./instructions.sh --check
KEYPAD_VERIFY_BASELINES=1 .build/release/KeystrokeBenchmarks | grep -E "≠|keys where|difference"
