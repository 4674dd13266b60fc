// Types of Web/keypad.js, the low-level engine module: Keypad.wasm, the
// Swift engine built for WebAssembly, with its ICU answered by the
// browser's Intl. Most pages want <keypad-field> (keypad-field.d.ts); this
// module is for a page that draws a whole form itself.
//
//   import { KeypadEngine, Input } from "keypad-web/engine";
//   const engine = await KeypadEngine.load(new URL("build/Keypad.wasm", import.meta.url),
//     { locales: ["de_DE"] });                           // and the German messages
//   const opened = engine.open({ locale: "de_DE" });
//   if (opened.ok) {
//     const form = opened.session;
//     form.apply(Input.focus, { text: "amount" });
//     const state = form.apply(Input.characters, { text: "12,5" });
//     if (state.ok) state.fields[0].display;            // "12,5"
//     form.close();
//   }

/**
 * The inputs `KeypadSession.apply` takes, numbered as the module's
 * `keypad_web_apply` reads them; each is one of the engine's `FormInput`s.
 * Where an input carries text, it is `ApplyOptions.text`; where it carries
 * a range, `start` and `end` (UTF-16 offsets into the active field's
 * `display`). `setValue`, `setEnabled` and `setHidden` name a field by its
 * index in `FormState.fields` (`start`), not only the active one.
 */
export declare const Input: Readonly<{
  /** Characters typed on a keyboard, one at a time, in the active field; the first refused one stops the rest. `text`: the characters. */
  characters: 1;
  /** A whole pasted text that replaces the active field's value, read in the form's locale. `text`: the pasted text. */
  paste: 2;
  /** Selects a range of the active field's display. `start`, `end`: the range. */
  select: 3;
  /** Replaces a range of the active field's display with a text, as a paste or drop at the caret does. `start`, `end`: the range; `text`: the new text. */
  replace: 4;
  /** Deletes the typed character before the caret, or the selection. */
  deleteBackward: 5;
  /** Deletes the typed character after the caret, or the selection. */
  deleteForward: 6;
  /** Makes a field active. `text`: the field's name. */
  focus: 7;
  /** Moves to the next field of the chain, or is Done after the last. */
  next: 8;
  /** Moves to the previous field of the chain. */
  previous: 9;
  /** Validates every field and submits the values (`FormState.submitted`), or reports each field's failure. */
  done: 10;
  /** Ends editing, as a tap outside the fields does. */
  dismiss: 11;
  /** Undoes the active field's last change. */
  undo: 12;
  /** Redoes the active field's last undone change. */
  redo: 13;
  /** Adds the active field's `step`. */
  increment: 14;
  /** Takes the active field's `step` away. */
  decrement: 15;
  /** Restores the value the active field had when it became active. */
  revert: 16;
  /** A key of the pad, in the active field. `text`: the key's name (`PadKeyState.name`). */
  key: 17;
  /** Sets the active field's whole text, as a toolkit that hands over the new text does. `text`: the text; `start`: the caret, a UTF-16 offset, or below 0 for the end. */
  setText: 18;
  /** Sets a field's value, as a page's script does. `start`: the field's index; `text`: the value as it is submitted (a decimal field's exactly, `"1234.5"`; another kind's read as a paste), empty to empty the field. A value the field cannot take is the refusal (`"unparseable"`, ...) and changes nothing. */
  setValue: 19;
  /** Enables or disables a field. `start`: the field's index; `end`: 1 to enable it, 0 to disable it. A disabled field leaves the Next chain, validation and the submitted values, and keeps its value. */
  setEnabled: 20;
  /** Hides or shows a field, which is then treated as a disabled one. `start`: the field's index; `end`: 1 to hide it, 0 to show it. */
  setHidden: 21;
}>;

/** The name of an input: a key of `Input`. */
export type InputName = keyof typeof Input;

/** The number of an input, as `KeypadSession.apply` takes it: one of `Input`'s values. */
export type InputCode = (typeof Input)[InputName];

/**
 * A field's kind as the engine names it in `FieldState.kind` (the form
 * file's `kind`; `<keypad-field kind>` spells `securityCode` as
 * `security-code`).
 */
export type EngineFieldKind =
  | "decimal"
  | "digits"
  | "code"
  | "card"
  | "expiry"
  | "securityCode"
  | "date"
  | "time"
  | "duration"
  | "phone";

/** A stable code and a message in words: an error, a refusal. */
export interface KeypadCodedMessage {
  /** The stable code, in kebab-case (`"unknown-locale"`, `"duplicate-decimal"`, `"form-invalid-value"`). */
  code: string;
  /** What happened, in words, for people. */
  message: string;
}

/** The answer of a call that failed: nothing changed. */
export interface KeypadFailure {
  /** `false`: the call failed. */
  ok: false;
  /** Why: the code (`"unknown-locale"`, `"form-syntax"`, `"web-no-form"`, `"web-unknown-input"`, ...) and the message. */
  error: KeypadCodedMessage;
}

/** One key of the pad, as the page draws it. */
export interface PadKeyState {
  /** The key's stable name, which `Input.key` takes as its `text`. */
  name: string;
  /** What the key shows, in the form's locale (`"7"`, `","`, `"٧"`). */
  label: string;
  /** What assistive technology speaks for the key. */
  accessibleName: string;
}

/** A field that Done would find failing now. */
export interface InvalidField {
  /** The field's name. */
  name: string;
  /** The failure's stable code (`"required"`, `"below-min"`, ...), as `FieldState.failureCode` would give it. */
  code: string;
  /** The failure in words. */
  message: string;
}

/**
 * The pad as the form's locale lays it out: ± at the top right, where a
 * time on a 12-hour clock has its day-period key (`FieldState.pad`).
 */
export interface PadState {
  /** The rows of keys, top to bottom, each left to right. */
  rows: PadKeyState[][];
  /** The keys of the bar above the rows (the accessory bar), in order. */
  bar: PadKeyState[];
  /** The pad's own accessible name, in the form's language (`"Number pad"`, `"Ziffernblock"`). */
  name: string;
}

/** One field of the form as the page draws it. */
export interface FieldState {
  /** The field's name: the key of its submitted value, unique in the form. */
  name: string;
  /** The field's label, shown next to it. */
  label: string;
  /** What the field holds. */
  kind: EngineFieldKind;
  /** Whether the display hides the digits (a `secure` code shows each as `•`), so that neither it nor what is spoken holds them. */
  hidesDigits: boolean;
  /** The field's own pad, where it is not the form's: a time on a 12-hour clock has the day-period key (`dayPeriod`, labelled `AM/PM`) where ± stands. Given with the whole state. */
  pad?: PadState;
  /** The text shown: while the field is being edited, as typed; otherwise formatted (a date as ICU's medium date). */
  display: string;
  /** The selection in `display` as UTF-16 offsets `[start, end]`; the caret when they are equal. */
  selection: [number, number];
  /** The value as it is submitted (`"1234.5"`, `"2026-12-25"`, `"19:30"`, `"PT1M30S"`, `"2027-12"`, `"+493012345678"`), or `null` while the field has none. */
  value: string | null;
  /** Whether the field takes part: `false` when it is disabled or hidden. */
  enabled: boolean;
  /** What the last Done found wrong with the field, in words, or `null`. */
  failure: string | null;
  /** The stable code of `failure` (`"required"`, `"below-min"`, `"invalid-date"`, ...), or `null`. */
  failureCode: string | null;
}

/** The form's whole state after a call, as the page draws it. */
export interface FormState {
  /** `true`: the call succeeded. */
  ok: true;
  /** The form's title: the form file's `title`, else its name. */
  title: string;
  /** The ICU locale id the form is in (`"de_DE"`, `"th_TH@calendar=gregorian"`). */
  locale: string;
  /** The name of the active field, or `null` when none is. */
  active: string | null;
  /** The field Previous moves to, or `null` where it leads nowhere. */
  previous: string | null;
  /** The field Next moves to, or `null` where it leads nowhere. */
  next: string | null;
  /** The return key's title: `"Next"` while a field follows the active one in the chain, else `"Done"`. */
  returnKey: "Next" | "Done";
  /** Every field Done would find failing now, in validation order: the fields' validity before any Done. */
  invalid: InvalidField[];
  /** The pad's keys. */
  pad: PadState;
  /** Every field of the form, in the form's order. */
  fields: FieldState[];
  /** Why the last input was refused (`"duplicate-decimal"`, `"max-length"`, `"unparseable"`, ...), or `null` when it was not. */
  refusal: KeypadCodedMessage | null;
  /** What the last input asks assistive technology to announce, or `null`. */
  announcement: {
    /** The announcement's stable code. */
    code: string;
    /** The words to announce, in the form's language from Keypad's message catalogs. */
    text: string;
    /** The language of the words: the form's (`"de"`), or `"en"` where Keypad has no catalog for it. */
    language: string;
    /** `true` when the words are English because the form's language has no catalog. */
    fallback: boolean;
  } | null;
  /** The values Done submitted, by field name (`null` for an enabled field left empty), or `null` when the last input submitted nothing. */
  submitted: Record<string, string | null> | null;
  /** The indexes in `fields` of the entries the last input changed, or `null` when it may have changed every field (the form opened, Done, a locale). */
  changed: number[] | null;
}

/** What `KeypadEngine.open` takes; every member is optional. */
export interface OpenOptions {
  /** The ICU locale id (`"de_DE"`, `"en-US-u-ca-islamic-civil"`); empty (the default) for the engine's default. An unknown one fails with `"unknown-locale"`. */
  locale?: string;
  /** A form file's JSON text (see docs/form-files.md), or `null` (the default) for the demo form. */
  formText?: string | null;
  /** The form file's name, as error messages and the default title give it; `"form"` by default. */
  formName?: string;
}

/** What `KeypadSession.apply` takes with an input (see `Input`); every member is optional. */
export interface ApplyOptions {
  /** The start of the range the input carries, a UTF-16 offset into the active field's display (`select`, `replace`); the caret (`setText`); a field's index (`setValue`, `setEnabled`, `setHidden`); 0 by default. */
  start?: number;
  /** The end of the range the input carries; the flag, 1 or 0 (`setEnabled`, `setHidden`); 0 by default. */
  end?: number;
  /** The text the input carries: the characters, the pasted text, a key's name, a field's name (`focus`), a value (`setValue`); empty by default. */
  text?: string;
}

/**
 * A form's whole state as the module has it (`KeypadSession.wholeState`):
 * a `FormState` without what only an input's answer has.
 */
export type WholeFormState = Omit<FormState, "refusal" | "announcement" | "submitted" | "changed"> & {
  /** `true`: the state is whole, not an input's changes. */
  full: true;
};

/** The answer of `KeypadEngine.open`: the session and its first state, or the failure. */
export type OpenResult =
  | {
      /** `true`: the form is open. */
      ok: true;
      /** The open form, which takes the inputs. */
      session: KeypadSession;
      /** The form's first state. */
      state: FormState;
    }
  | KeypadFailure;

/**
 * An open form, as `KeypadEngine.open` answers it: it takes inputs one by
 * one and answers with the form's state. One engine holds any number of
 * sessions; an input to one never touches another.
 */
/** A field of `KeypadEngine.openFields`: a form file's keys and values (`null` leaves one out). */
export type FieldDefinition = { name: string } & Record<string, string | number | boolean | null>;

/** What `KeypadEngine.openFields` opens. */
export interface OpenFieldsOptions {
  /** A BCP 47 tag or an ICU id; an unknown or empty one is an error, never a fallback. */
  locale: string;
  /** The fields in order. */
  fields: FieldDefinition[];
}

export declare class KeypadSession {
  /** Sessions come from `KeypadEngine.open`. */
  private constructor();
  /** The last state `open` or `apply` answered with. */
  readonly state: FormState;
  /** Whether the session was closed. */
  readonly closed: boolean;
  /**
   * Applies one input, and answers with the new state (also `state`), or
   * the failure of a call the module could not make (an unknown input, a
   * closed session). A refused input is no failure: it answers with the
   * state, its `refusal` saying why.
   */
  apply(input: InputCode, options?: ApplyOptions): FormState | KeypadFailure;
  /**
   * The form's whole state as the module has it, which the answers since
   * opening add up to (`state` is left as it is); fails once closed.
   */
  wholeState(): WholeFormState | KeypadFailure;
  /** Closes the form: the module forgets it, and `apply` then fails with `"web-no-form"`. Closing it again does nothing. */
  close(): void;
}

/** The engine: the WebAssembly module, instantiated with its imports. */
export declare class KeypadEngine {
  /** Engines come from `KeypadEngine.load`. */
  private constructor();
  /**
   * Fetches and instantiates a module (`build/keypad-numbers.wasm`,
   * `build/keypad-all.wasm` or `build/Keypad.wasm`), with its ICU imports
   * over the browser's Intl, and the message catalogs that word `locales`
   * (English's is always there). Rejects when the module or a catalog
   * cannot be fetched, or the module instantiated.
   */
  static load(url: string | URL, options?: LoadOptions): Promise<KeypadEngine>;
  /**
   * Loads the message catalog that words a locale (or each of several):
   * await it before opening a form in a locale whose catalog may not be
   * loaded, or the form's messages are worded in English. Each language's
   * catalog is fetched once for the page; rejects when one cannot be.
   */
  prepare(locale: string | readonly string[]): Promise<void>;
  /**
   * Opens a form: a form file's text, or the demo form. Only
   * `build/Keypad.wasm`, the forms build, has it.
   */
  open(options?: OpenOptions): OpenResult;
  /**
   * Opens a form of fields given as a form file's keys, one object a
   * field, checked as a form file's are (`form-*` codes naming the field);
   * every build has it. A kind the build leaves out (a date in
   * `keypad-numbers.wasm`) is `form-kind-unavailable`.
   */
  openFields(options: OpenFieldsOptions): OpenResult;
}

/** What `KeypadEngine.load` loads beside the module. */
export interface LoadOptions {
  /**
   * Locales (ICU ids or BCP 47 tags) whose message catalogs to load with
   * the module, as `KeypadEngine.prepare` does.
   */
  locales?: readonly string[];
}

/**
 * Loads Keypad's message catalogs that word these locales, one module a
 * language (`icu/generated/messages/de.js`), each fetched once for the
 * page; English's, the fallback, is always loaded. Resolves once all are.
 */
export declare function loadMessageCatalogs(locales: Iterable<string>): Promise<void>;

/** Whether the message catalogs that word these locales are loaded. */
export declare function messageCatalogsLoaded(locales: Iterable<string>): boolean;

/**
 * The language of Keypad's catalog that words a locale, as the engine
 * chooses it: the locale's language (`"zh"` for `"zh-Hant-TW"`) where
 * Keypad has a catalog for it, else `"en"`.
 */
export declare function messageCatalogLanguage(locale: string): string;

/**
 * Adds a page's message patterns to a language's, each in place of Keypad's
 * pattern with its id: a language Keypad has no catalog for (`"sv"`), or
 * some of one's patterns replaced. The patterns are ICU MessageFormat with
 * Keypad's message ids and argument names (`"validation.required": "Fyll i
 * {label}"`); throws, adding none, when an id is not Keypad's, a pattern
 * names an argument its message does not have, or it cannot be formatted.
 * Forms worded afterwards use them.
 */
export declare function registerMessageCatalog(language: string, patterns: Record<string, string>): void;

