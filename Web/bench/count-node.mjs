// The wasm instructions per key of the keystroke probe under Node, without
// a browser: what probe.js counts in the page (runs of 1,000 and 3,000 keys
// on a fresh field, the difference over 2,000), with keypad_icu.h answered
// over Node's Intl by the same keypad-icu.js. The count is the module's, the
// same in any engine but for ICU's answers: Node's Intl is the system's ICU
// (Debian's 72), the browsers' their own; the four runs' counts agreed with
// Chromium's within half an instruction a key (2,658.35 / 2,794.01 /
// 553.45 / 5,157.59 here, 2,658.41 / 2,794.03 / 553.45 / 5,157.23 in
// Chromium 156; Benchmarks/README.md, "What the size flags cost a key").
//
//   node Web/bench/count-node.mjs [COUNTED.wasm] [RUNS]
//   node Web/bench/count-node.mjs --per-function [COUNTED.wasm] [RUNS] [TOP]
//
// COUNTED.wasm defaults to Web/build/bench/probe-counted.wasm (made by
// Web/bench/build.sh), RUNS to en_US,ar_EG,en_US.rules,en_US.card. Prints
// one JSON object, each run's instructions per key. With --per-function
// the module is one count.py --per-function made (Web/bench/build.sh writes
// Web/build/bench/probe-functions.wasm, names kept), and for each run the
// TOP (20) functions by the instructions a key executes in them
// themselves, named from the module's name section.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { keypadICUImports } from "../icu/keypad-icu.js";
import { openRun } from "./probe-open.js";

const args = process.argv.slice(2);
const perFunction = args[0] === "--per-function";
if (perFunction) args.shift();
const file = args[0]
  ?? fileURLToPath(new URL(`../build/bench/${perFunction ? "probe-functions" : "probe-counted"}.wasm`,
    import.meta.url));
const runs = (args[1] ?? "en_US,ar_EG,en_US.rules,en_US.card").split(",");
const top = Number(args[2] ?? 20);

const bytes = readFileSync(file);
let instance = null;
const imports = {
  env: keypadICUImports(() => instance),
  wasi_snapshot_preview1: {
    random_get(pointer, length) {
      crypto.getRandomValues(new Uint8Array(instance.exports.memory.buffer, pointer, length));
      return 0;
    },
  },
};
instance = (await WebAssembly.instantiate(bytes, imports)).instance;
const exports = instance.exports;
/** Opens a run in the probe (probe-open.js, as the page does). */
function open(run) {
  openRun(exports, run);
}

const counters = Object.entries(exports)
  .filter(([name]) => /^keypad_instructions_\d+$/.test(name))
  .map(([name, global]) => [Number(name.slice(20)), global]);
const snapshot = () => new Map(counters.map(([index, global]) => [index, global.value]));

/** The counter's rise (and each function's) over `keys` keys on a fresh field. */
function counted(run, keys) {
  open(run);
  const before = exports.keypad_instructions.value;
  const functions = perFunction ? snapshot() : null;
  exports.keypad_probe_run(keys);
  const total = exports.keypad_instructions.value - before;
  if (!perFunction) return { total };
  const after = snapshot();
  return { total, functions: new Map([...after].map(([i, v]) => [i, v - functions.get(i)])) };
}

/** Function names from the name section (subsection 1), by index. */
function functionNames(module) {
  const names = new Map();
  const section = WebAssembly.Module.customSections(module, "name")[0];
  if (!section) return names;
  const data = new Uint8Array(section);
  let pos = 0;
  const uleb = () => {
    let result = 0, shift = 0, byte;
    do { byte = data[pos++]; result += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
    return result;
  };
  const decoder = new TextDecoder();
  while (pos < data.length) {
    const id = data[pos++];
    const size = uleb();
    const end = pos + size;
    if (id === 1) {
      for (let count = uleb(); count > 0; count--) {
        const index = uleb();
        const length = uleb();
        names.set(index, decoder.decode(data.subarray(pos, pos + length)));
        pos += length;
      }
    }
    pos = end;
  }
  return names;
}

const result = {};
const byFunction = {};
for (const run of runs) {
  const small = counted(run, 1000);
  const large = counted(run, 3000);
  result[run] = Number(large.total - small.total) / 2000;
  if (perFunction) {
    byFunction[run] = [...large.functions]
      .map(([index, value]) => [index, Number(value - small.functions.get(index)) / 2000])
      .filter(([, perKey]) => perKey > 0)
      .sort((a, b) => b[1] - a[1]);
  }
}
console.log(JSON.stringify(result));
if (perFunction) {
  const names = functionNames(await WebAssembly.compile(bytes));
  for (const run of runs) {
    console.log(`\n${run}: ${result[run]} instructions a key; the ${top} functions executing most of them`);
    for (const [index, perKey] of byFunction[run].slice(0, top)) {
      console.log(`${perKey.toFixed(1).padStart(9)}  ${names.get(index) ?? `function ${index}`}`);
    }
  }
}
