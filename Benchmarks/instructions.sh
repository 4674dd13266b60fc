#!/usr/bin/env bash
# Instructions per key, counted by callgrind: the keystroke benchmark's
# script (typing `1234567.89`, backspacing it, caret at the end) in a
# release build of `KeystrokeProbe`, 1,000 and 3,000 keys, the difference
# divided by 2,000 so that the process start and the locale load cancel out.
# Valgrind cannot read this toolchain's debug info, so it runs a stripped
# copy. Counts are exact and repeatable, unlike timings on shared cores:
# both runs hash with the same seed (below).
#
#   Benchmarks/instructions.sh                # en_US and ar_EG with display, rules only, card, form
#   Benchmarks/instructions.sh de_DE fr_FR    # other locales, with display
#   Benchmarks/instructions.sh en_US.card     # a card number field's keys
#   Benchmarks/instructions.sh en_US.form     # the keys through KeypadForm.apply
#   Benchmarks/instructions.sh --check        # fails above the limits below
set -euo pipefail
cd "$(dirname "$0")"

# The limits --check holds (check-exact.sh runs it in CI): the counts
# measured when they were set (README.md, "The digits as bytes"), plus
# about 2 %, within issue 24's targets (900 en_US, 1,050 ar_EG); raised
# once, for the value model and the kinds' fixes (README.md, "The keystroke
# after the value model"), with about 1.5 % for the count's variation
# between processes (Swift's hashing is seeded per process); the card
# limit lowered and the rules-only one raised by the closed set of kinds
# (README.md, "The keystroke through the closed set of kinds"); all four
# lowered when the decimal key came back under issue 31's bound (README.md,
# "The decimal key under issue 31's bound"), with the same 1-2 %.
# The form's key (`en_US.form`: the same keys through `KeypadForm.apply`,
# with the events, the result and the announcement) was set at 9,537 plus
# about 2 %, and lowered to 8,702 plus 2 % when the field was read in place
# and to 7,985 plus 2 % when the selection was read without its array
# (README.md, "A key through the form"). Lower them after an improvement.
# Raised when the decimal kind became one kind among the kinds (issue 49:
# every kind's typed characters in one TypedText, each key asking the
# field's kind): en_US to 635 and ar_EG to 780 (621 and 764 measured, within
# the issue's 650 and 800), the rules-only key to 206 (202); a card number's
# key to 1,425 (1,387 measured), its format asked through one object of any
# format with its typed digits as a String, rather than through byte twins
# of its check and layout. The form's key raised to 8,300 (8,188
# measured) by issue 52: an announcement's words in the form's language
# (145, README.md, "The engine's words from the message catalogs") and,
# with the payment data's masked values merged beside them, 51 more, not
# yet taken apart.
declare -A limit=(
  [en_US]=635
  [ar_EG]=780
  [en_US.rules]=206
  [en_US.card]=1425
  [en_US.form]=8300
)

check=0
if [[ "${1:-}" == "--check" ]]; then
  check=1
  shift
fi
runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(en_US ar_EG en_US.rules en_US.card en_US.form)

if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2
  exit 1
fi
swift build -c release --product KeystrokeProbe >/dev/null
bin="$(swift build -c release --show-bin-path)/KeystrokeProbe"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/probe" "$bin"

# The two runs are two processes, and what they do before the first key
# (the locale loaded, ICU's ids put in dictionaries) hashes: with a seed of
# its own in each process, its count differs between them by up to tens of
# thousands, which the difference of the two runs divides into the keys.
# One seed for both makes that part the same, so that it cancels exactly.
count() { # locale keys mode
  SWIFT_DETERMINISTIC_HASHING=1 \
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/probe" "$@" \
    >/dev/null 2>&1
  sed -n 's/^summary: //p' "$work/out"
}

failed=0
for run in "${runs[@]}"; do
  locale="${run%.*}"
  mode=display
  [[ "$run" == *.rules ]] && mode=rules
  [[ "$run" == *.card ]] && mode=card
  [[ "$run" == *.form ]] && mode=form
  small=$(count "$locale" 1000 "$mode")
  large=$(count "$locale" 3000 "$mode")
  per_key=$(((large - small) / 2000))
  line="$run: $per_key instructions per key ($mode)"
  if [ "$check" = 1 ] && [ -n "${limit[$run]:-}" ]; then
    line+=", limit ${limit[$run]}"
    if [ "$per_key" -gt "${limit[$run]}" ]; then
      line+=": ABOVE"
      failed=1
    fi
  fi
  echo "$line"
done
exit "$failed"
