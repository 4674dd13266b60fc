// Opens one run of the keystroke probe in an instantiated probe module: a
// run is a locale id with an optional mode (`en_US`, `en_US.rules`,
// `en_US.card`). Shared by probe.js (in the page) and count-node.mjs (under
// Node), so that both open a run alike.

const MODES = { display: 0, rules: 1, card: 2 };
const encoder = new TextEncoder();

/** Opens `run` in the probe whose exports are given; throws when it cannot. */
export function openRun(exports, run) {
  const [locale, suffix] = run.split(".");
  const bytes = encoder.encode(locale);
  const pointer = exports.malloc(Math.max(bytes.length, 1));
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  const failed = exports.keypad_probe_open(pointer, bytes.length, MODES[suffix ?? "display"]);
  exports.free(pointer);
  if (failed) throw new Error(`the probe cannot open ${run}`);
}
