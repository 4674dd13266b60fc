// The keystroke probe in the page (Probe.swift, built by build.sh): per key
// of the native probe's script, the wasm instructions the instrumented copy
// executes and the time the plain module takes, with keypad_icu.h answered
// by Intl as in the page.
//
//   probe.html?runs=en_US,ar_EG,en_US.rules,en_US.card&keys=200000
//
// A run is LOCALE, LOCALE.rules (no display) or LOCALE.card (a card number
// field). Instructions per key are counted as Benchmarks/instructions.sh
// counts them natively: runs of 1,000 and 3,000 keys on a fresh field, the
// difference divided by 2,000. Time per key: a run of `keys` keys after a
// warm-up run as long, the fastest of seven (the least disturbed by other
// work on shared cores). The result is window.result:
// { instructions: { run: n }, nanoseconds: { run: ns }, crossOriginIsolated }
// or { fatal }.
import { KeypadEngine } from "../keypad.js";
import { openRun as open } from "./probe-open.js";

function counted(exports, run, keys) {
  open(exports, run);
  const counter = exports.keypad_instructions;
  const before = counter.value;
  exports.keypad_probe_run(keys);
  return counter.value - before;
}

async function main() {
  const params = new URLSearchParams(location.search);
  const runs = (params.get("runs") ?? "en_US,ar_EG,en_US.rules,en_US.card").split(",");
  const keys = Number(params.get("keys") ?? 200000);
  const base = new URL("../build/bench/", import.meta.url);
  const counting = (await KeypadEngine.load(new URL("probe-counted.wasm", base))).exports;
  const plain = (await KeypadEngine.load(new URL("probe.wasm", base))).exports;
  const result = { instructions: {}, nanoseconds: {}, crossOriginIsolated };
  for (const run of runs) {
    const small = counted(counting, run, 1000);
    const large = counted(counting, run, 3000);
    result.instructions[run] = Number(large - small) / 2000;
    open(plain, run);
    plain.keypad_probe_run(keys); // warm-up: the engine optimised (tier-up)
    const times = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      plain.keypad_probe_run(keys);
      times.push(performance.now() - start);
    }
    result.nanoseconds[run] = (Math.min(...times) * 1e6) / keys;
  }
  return result;
}

main().then(
  (result) => { window.result = result; },
  // WebKit's stack has no message: both.
  (error) => { window.result = { fatal: `${error}\n${error?.stack ?? ""}` }; },
);
