// The Keypad engine in the page: Keypad.wasm (built by Web/build.sh) with
// keypad_icu.h answered by the browser's Intl (icu/keypad-icu.js).
//
//   const engine = await KeypadEngine.load("build/Keypad.wasm");
//   let state = engine.open({ locale: "de_DE" });      // the demo form
//   state = engine.apply(Input.characters, { text: "12,5" });
//   state.fields[0].display                            // "12,5"
//
// Every call answers with the form's state as Web/Sources/KeypadWeb draws
// it: { ok, title, locale, active, previous, next, returnKey, pad, fields:
// [{ name, label, kind, hidesDigits, display, selection: [start, end], value,
// enabled, failure, failureCode }], refusal, announcement, submitted,
// changed }, or
// { ok: false, error: { code, message } }. A field's `failure` is what the
// last Done found wrong with it, in words, and `failureCode` its stable
// code (`required`, `below-min`, `above-max`, `invalid-date`, ...), both
// null when nothing is. `previous` and `next` name the
// fields Previous and Next move to, or are null where they lead nowhere.
// `changed` lists the indexes in `fields` of the entries the call changed
// (every field when it is null: the form opened, a locale, Done), which is
// all a page needs to draw again.
//
// The module answers an input with only what it changed (the active
// field's entry, the others' that changed with it, the members of the form
// that follow the active field); `apply` lays that over the last state and
// answers with a new state object. Done and a locale answer with the whole
// state.

import { keypadICUImports } from "./icu/keypad-icu.js";

/** The inputs of keypad_web_apply, as FormInput names them. */
export const Input = Object.freeze({
  characters: 1, paste: 2, select: 3, replace: 4, deleteBackward: 5, deleteForward: 6,
  focus: 7, next: 8, previous: 9, done: 10, dismiss: 11, undo: 12, redo: 13,
  increment: 14, decrement: 15, revert: 16, key: 17,
});

/**
 * The one WASI call the module imports: random_get, through wasi-libc's
 * getentropy, for the seed of the standard library's hashing
 * (Web/Sources/KeypadWeb/Random.swift). The bytes come from `crypto`.
 */
function wasiImports(instance) {
  const ERRNO_SUCCESS = 0;
  return {
    random_get(pointer, length) {
      const bytes = new Uint8Array(instance().exports.memory.buffer, pointer, length);
      for (let i = 0; i < length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
      return ERRNO_SUCCESS;
    },
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class KeypadEngine {
  /** Fetches and instantiates the module. */
  static async load(url) {
    let instance = null;
    const imports = {
      env: keypadICUImports(() => instance),
      wasi_snapshot_preview1: wasiImports(() => instance),
    };
    const response = await fetch(url);
    const result = await WebAssembly.instantiateStreaming(response, imports);
    instance = result.instance;
    return new KeypadEngine(instance);
  }

  /** The last state, and the index of each of its fields by name. */
  #state = null;
  #indexByName = new Map();

  constructor(instance) {
    this.exports = instance.exports;
  }

  /** Opens the demo form, or a form file's text; `locale` may be empty. */
  open({ locale = "", formText = null, formName = "form" } = {}) {
    this.#state = null;
    return this.#merged(this.#withText([locale, formText ?? "", formName], ([l, f, n]) =>
      this.exports.keypad_web_open(l.pointer, l.length, f.pointer, f.length,
        formText === null ? 0 : 1, n.pointer, n.length)));
  }

  /** Applies one input; `start` and `end` are UTF-16 offsets. */
  apply(input, { start = 0, end = 0, text = "" } = {}) {
    return this.#merged(this.#withText([text], ([t]) =>
      this.exports.keypad_web_apply(input, start, end, t.pointer, t.length)));
  }

  /**
   * The open form's whole state as the module has it, which the answers of
   * `open` and `apply` add up to; the last state is left as it is.
   */
  state() {
    return this.#withText([], () => this.exports.keypad_web_state());
  }

  /** The state after an answer: a whole one as it is, a partial one over the last. */
  #merged(answer) {
    if (!answer.ok) return answer;
    const { full, ...members } = answer;
    if (full || this.#state === null) {
      this.#indexByName = new Map(answer.fields.map((field, index) => [field.name, index]));
      this.#state = { ...members, changed: null };
      return this.#state;
    }
    const fields = this.#state.fields.slice();
    const changed = [];
    for (const entry of answer.fields) {
      const index = this.#indexByName.get(entry.name);
      fields[index] = { ...fields[index], ...entry };
      changed.push(index);
    }
    this.#state = { ...this.#state, ...members, fields, changed };
    return this.#state;
  }

  /** Copies strings into the module's memory, calls, frees, reads the answer. */
  #withText(strings, call) {
    const buffers = strings.map((string) => {
      const bytes = encoder.encode(string);
      const pointer = this.exports.malloc(Math.max(bytes.length, 1));
      new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
      return { pointer, length: bytes.length };
    });
    try {
      call(buffers);
    } finally {
      for (const buffer of buffers) this.exports.free(buffer.pointer);
    }
    const pointer = this.exports.keypad_web_answer();
    const length = this.exports.keypad_web_answer_length();
    const bytes = new Uint8Array(this.exports.memory.buffer, pointer, length);
    return JSON.parse(decoder.decode(bytes));
  }
}
