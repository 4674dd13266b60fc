// The Keypad engine in the page: one of Web/build.sh's modules
// (keypad-numbers.wasm, keypad-all.wasm, or Keypad.wasm, which alone opens
// form files and the demo form) with
// keypad_icu.h answered by the browser's Intl (icu/keypad-icu.js). This is
// the package's low-level module (`keypad-web/engine`); pages use the
// elements of keypad-field.js, which are built on it.
//
//   const engine = await KeypadEngine.load(new URL("build/Keypad.wasm", import.meta.url),
//     { locales: ["de_DE"] });                         // and the German messages
//   const opened = engine.open({ locale: "de_DE" });   // the demo form
//   const form = opened.session;                       // opened.ok is true
//   let state = form.apply(Input.focus, { text: "amount" });
//   state = form.apply(Input.characters, { text: "12,5" });
//   state.fields[0].display                            // "12,5"
//   form.close();
//
// One module serves any number of open forms, each a `KeypadSession`; an
// input to one never touches another. Every call answers with the form's
// state as Web/Sources/KeypadWeb draws it: { ok, title, locale, active,
// previous, next, returnKey, invalid: [{ name, code, message }], pad: {
// rows, bar } (each key { name, label, accessibleName }), fields: [{ name,
// label, kind, hidesDigits, display, selection: [start, end], value,
// enabled, failure, failureCode }], refusal, announcement, submitted,
// changed }, or { ok: false, error: { code, message } }. A field's
// `failure` is what the last Done found wrong with it, in words, and
// `failureCode` its stable code (`required`, `below-min`, `above-max`,
// `invalid-date`, ...), both null when nothing is; `invalid` is what Done
// would find now. `previous` and `next` name the fields Previous and Next
// move to, or are null where they lead nowhere. `changed` lists the
// indexes in `fields` of the entries the call changed (every field when it
// is null: the form opened, a locale, Done), which is all a page needs to
// draw again.
//
// The module answers an input with only what it changed (the active
// field's entry, the others' that changed with it, the members of the form
// that follow the active field); `apply` lays that over the last state and
// answers with a new state object. Done and a locale answer with the whole
// state.
//
// The messages (a failure's, a refusal's, an announcement's words) come
// from Keypad's catalogs, which the page imports a language at a time:
// English's is always there; another's is loaded by `load`'s `locales`,
// `prepare(locale)` or `loadMessageCatalogs`, and a form opened in a locale
// before its catalog is loaded is worded in English.

import { keypadICUImports, loadMessageCatalogs } from "./icu/keypad-icu.js";

// A page's own message catalogs (a language Keypad has none for, or some
// patterns of one replaced): the host of the module's messages keeps them.
// Keypad's own are loaded by language, before a form in it opens.
export {
  loadMessageCatalogs, messageCatalogLanguage, messageCatalogsLoaded, registerMessageCatalog,
} from "./icu/keypad-icu.js";

/** The inputs of keypad_web_apply, as FormInput names them. */
export const Input = Object.freeze({
  characters: 1, paste: 2, select: 3, replace: 4, deleteBackward: 5, deleteForward: 6,
  focus: 7, next: 8, previous: 9, done: 10, dismiss: 11, undo: 12, redo: 13,
  increment: 14, decrement: 15, revert: 16, key: 17, setText: 18,
  // These name a field by its index in the form (`start`): setValue takes
  // the value as `text`, setEnabled and setHidden a flag as `end` (1 or 0).
  setValue: 19, setEnabled: 20, setHidden: 21,
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
  /**
   * Fetches and instantiates the module, and loads the message catalogs of
   * `locales` beside it (English's is always there).
   */
  static async load(url, { locales = [] } = {}) {
    let instance = null;
    const imports = {
      env: keypadICUImports(() => instance),
      wasi_snapshot_preview1: wasiImports(() => instance),
    };
    const catalogs = loadMessageCatalogs(locales);
    const response = await fetch(url);
    const result = await WebAssembly.instantiateStreaming(response, imports);
    await catalogs;
    instance = result.instance;
    return new KeypadEngine(instance);
  }

  constructor(instance) {
    this.exports = instance.exports;
  }

  /**
   * Loads the message catalog that words `locale` (or each of an array of
   * locales): await it before opening a form in a locale whose messages
   * may not be loaded yet. Each language's catalog is fetched once.
   */
  prepare(locale) {
    return loadMessageCatalogs(Array.isArray(locale) ? locale : [locale]);
  }

  /**
   * Opens a form: the demo form, or a form file's text; `locale` may be
   * empty (the engine's default). Answers `{ ok: true, session, state }`
   * or `{ ok: false, error: { code, message } }`.
   */
  open({ locale = "", formText = null, formName = "form" } = {}) {
    const answer = this.call([locale, formText ?? "", formName], ([l, f, n]) =>
      this.exports.keypad_web_open(l.pointer, l.length, f.pointer, f.length,
        formText === null ? 0 : 1, n.pointer, n.length));
    if (!answer.ok) return answer;
    const session = new KeypadSession(this, answer.session, answer);
    return { ok: true, session, state: session.state };
  }

  /**
   * Opens a form of fields given as a form file's keys, one object a field
   * (`{ name: "amount", currency: "EUR", maxIntegerDigits: 9 }`: strings,
   * numbers and booleans; null leaves a key out), in `locale` (an unknown
   * or empty one is an error). Every build has it (the elements use it);
   * `open` is the forms build's (Keypad.wasm) alone. A number goes as its
   * text, so that the engine reads it exactly. Answers as `open`.
   */
  openFields({ locale, fields }) {
    for (const field of fields) {
      this.exports.keypad_web_field_begin();
      for (const [key, value] of Object.entries(field)) {
        if (value === null || value === undefined) continue;
        const type = typeof value === "boolean" ? (value ? 3 : 2) : typeof value === "number" ? 1 : 0;
        this.call([key, type <= 1 ? String(value) : ""], ([k, v]) =>
          this.exports.keypad_web_field_key(k.pointer, k.length, type, v.pointer, v.length), false);
      }
    }
    const answer = this.call([locale ?? ""], ([l]) =>
      this.exports.keypad_web_open_fields(l.pointer, l.length));
    if (!answer.ok) return answer;
    const session = new KeypadSession(this, answer.session, answer);
    return { ok: true, session, state: session.state };
  }

  /**
   * Copies strings into the module's memory, calls, frees, reads the
   * answer (unless `answers` is false); for KeypadSession.
   */
  call(strings, body, answers = true) {
    const buffers = strings.map((string) => {
      const bytes = encoder.encode(string);
      const pointer = this.exports.malloc(Math.max(bytes.length, 1));
      new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
      return { pointer, length: bytes.length };
    });
    try {
      body(buffers);
    } finally {
      for (const buffer of buffers) this.exports.free(buffer.pointer);
    }
    if (!answers) return null;
    const pointer = this.exports.keypad_web_answer();
    const length = this.exports.keypad_web_answer_length();
    const bytes = new Uint8Array(this.exports.memory.buffer, pointer, length);
    return JSON.parse(decoder.decode(bytes));
  }
}

/** One open form of the module, as `KeypadEngine.open` answers it. */
export class KeypadSession {
  /** The form's state after the last answer; its fields' index by name. */
  #state = null;
  #indexByName = new Map();
  #engine;
  #number;

  constructor(engine, number, opened) {
    this.#engine = engine;
    this.#number = number;
    this.#merged(opened);
  }

  /** The form's state after the last answer. */
  get state() {
    return this.#state;
  }

  /** Whether the form was closed. */
  get closed() {
    return this.#number === null;
  }

  /** Applies one input; `start` and `end` are UTF-16 offsets. */
  apply(input, { start = 0, end = 0, text = "" } = {}) {
    if (this.closed) return closedAnswer();
    return this.#merged(this.#engine.call([text], ([t]) =>
      this.#engine.exports.keypad_web_apply(this.#number, input, start, end, t.pointer, t.length)));
  }

  /**
   * The form's whole state as the module has it, which the answers since
   * opening add up to; the last state is left as it is.
   */
  wholeState() {
    if (this.closed) return closedAnswer();
    return this.#engine.call([], () => this.#engine.exports.keypad_web_state(this.#number));
  }

  /** Closes the form; the module forgets it. */
  close() {
    if (this.closed) return;
    this.#engine.call([], () => this.#engine.exports.keypad_web_close(this.#number));
    this.#number = null;
  }

  /** The state after an answer: a whole one as it is, a partial one over the last. */
  #merged(answer) {
    if (!answer.ok) return answer;
    const { full, session, ...members } = answer;
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
}

/** The answer of an input to a closed form. */
function closedAnswer() {
  return { ok: false, error: { code: "web-no-form", message: "the form was closed" } };
}
