#!/usr/bin/env bash
# Runs every Keypad benchmark once and prints the medians, per key, per
# paste, per load or per step, with Keypad's speed-up over each baseline
# measured in the same run. Extra arguments go to `swift package benchmark`
# (e.g. `--target KeystrokeBenchmarks`).
#
#   cd Benchmarks && ./report.sh            # ~3 minutes after the build
#   ./report.sh --target FormBenchmarks
#
# The raw tables are kept in .build/benchmark-report.txt;
# `./report.sh --parse FILE` prints the report of a saved run.
set -euo pipefail
cd "$(dirname "$0")"
if [[ "${1:-}" == "--parse" ]]; then
  out=$2
else
  out=.build/benchmark-report.txt
  mkdir -p .build
  swift package benchmark --no-progress "$@" | tee "$out" >/dev/null
fi
python3 - "$out" <<'PY'
import re, sys

# Parse the tool's text tables: a benchmark's name, then rows of
# "│ Metric (unit) * │ p0 │ p25 │ p50 │ ..." (the `*` marks per-scaled-iteration).
scale = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
count_scale = {"K": 1e3, "M": 1e6, "G": 1e9}
medians, name = {}, None
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
for index, line in enumerate(lines):
    # A benchmark's name is the line right above its table.
    if index + 1 < len(lines) and lines[index + 1].startswith("╒"):
        name = line.strip()
        continue
    if not line.startswith("│") or name is None:
        continue
    cells = [c.strip() for c in line.strip("│").split("│")]
    if len(cells) < 4 or not cells[3].replace(",", "").isdigit():
        continue
    metric, p50 = cells[0].removesuffix(" *"), float(cells[3].replace(",", ""))
    unit = re.search(r"\((ns|μs|us|ms|s)\)", metric)
    if metric.startswith("Fresh process") and unit:
        # A custom metric, in µs, scaled by the tool ("(μs) (K)").
        k = re.search(r"\((K|M|G)\)", metric)
        medians.setdefault(name, {})["ns"] = (
            p50 * scale[unit.group(1)] * (count_scale[k.group(1)] if k else 1))
    elif "wall clock" in metric and unit:
        medians.setdefault(name, {})["ns"] = p50 * scale[unit.group(1)]
    elif metric.startswith("Malloc (total)"):
        k = re.search(r"\((K|M|G)\)", metric)
        medians.setdefault(name, {})["mallocs"] = p50 * (count_scale[k.group(1)] if k else 1)
    elif metric.endswith("bytes"):
        medians.setdefault(name, {})[metric] = p50

def get(n, key="ns"):
    return medians.get(n, {}).get(key)

def fmt_ns(v):
    if v is None: return "–"
    if v >= 1e6: return f"{v/1e6:.1f} ms"
    if v >= 1e4: return f"{v/1e3:.1f} µs"
    return f"{v:.0f} ns"

locales = ["en_US", "de_DE", "fr_FR", "en_IN", "ar_EG"]
print("| per key | Keypad | mallocs | rules only | NumberFormatter | FormatStyle | ICU unumf | × NumberFormatter | × FormatStyle | × unumf |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for l in locales:
    k = get(f"Keystroke.Keypad.{l}")
    per20 = get(f"Keystroke.MallocsPer20Keys.{l}", "mallocs")
    row = [l, fmt_ns(k), f"{per20 / 20:.2f}" if per20 is not None else "–",
           fmt_ns(get(f"Keystroke.RulesOnly.{l}"))]
    bases = [get(f"Keystroke.{b}.{l}") for b in ("NumberFormatter", "FormatStyle", "ICUunumf")]
    row += [fmt_ns(b) for b in bases]
    row += [f"{b / k:.0f}×" if b and k else "–" for b in bases]
    print("| " + " | ".join(row) + " |")
print()
print("| other | median |")
print("| --- | ---: |")
for n in sorted(n for n in medians if not n.startswith("Keystroke") and "ns" in medians[n]):
    print(f"| {n} | {fmt_ns(get(n))} |")
all_keypad = get("Locale.FirstLoad.AllICULocales")
all_icu = get("Locale.FirstLoad.AllICULocales.ICUunumfOneFormat")
if all_keypad and all_icu:
    print()
    print(f"All of ICU's locales, medians of 15 fresh processes each: Keypad {fmt_ns(all_keypad)}, "
          f"ICU opening a formatter and formatting one number in each {fmt_ns(all_icu)} "
          f"(Keypad {all_keypad / all_icu:.1f}× that floor).")
print()
print("| heap allocations (counted apart from timing) | median |")
print("| --- | ---: |")
for n in sorted(n for n in medians if "ns" not in medians[n] and "mallocs" in medians[n]):
    print(f"| {n} | {get(n, 'mallocs'):.0f} |")
sizes = [(m, v) for n in medians for m, v in medians[n].items() if m.endswith("bytes")]
if sizes:
    print()
    print("| inline size | bytes |")
    print("| --- | ---: |")
    for m, v in sizes:
        print(f"| {m.removesuffix(' bytes')} | {v:.0f} |")
PY
