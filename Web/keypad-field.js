// <keypad-field> and <keypad-pad>: the Keypad engine as form controls any
// page imports. This is the package's main module:
//
//   <script type="module" src="keypad-field.js"></script>
//   <form>
//     <label for="amount">Amount</label>
//     <keypad-field id="amount" name="amount" currency="EUR" required></keypad-field>
//   </form>
//   <keypad-pad></keypad-pad>
//
// Importing it loads the engine once for the page and then defines both
// elements, so that `customElements.whenDefined("keypad-field")` resolves
// once fields take keys. The engine is the smallest build, found beside
// this file, that serves the kinds of the fields on the page:
// build/keypad-numbers.wasm when every field is a decimal (money, percent,
// units), digits or a code, else build/keypad-all.wasm; a page names one
// with `<meta name="keypad-build" content="numbers">` (or `"all"`). A field
// of another kind added later to a page that loaded the numbers build
// loads the every-kind build, and every form opens again on it, each field
// keeping its value; on a page that named the numbers build it shows the
// error `form-kind-unavailable` instead. Each <keypad-field> is a form-associated custom element: the form
// submits its exact value, resets it, disables it with a fieldset,
// restores it, and validates it by the engine's own Done rules.
//
// The fields of one <form> (and one locale) are one form of the engine, in
// document order: Next, Previous and Done move through them as the engine's
// form navigates, and undo stays in each field. A field outside any form is
// a form of its own. A field added to or removed from the document joins or
// leaves its form's chain: the engine's form is opened again with the
// fields there are then, each keeping its value (its undo history starts
// again). A form opens once the message catalog of its locale's language
// is loaded (icu/generated/messages/, English's always there; each
// language's fetched once for the page), so that its words are in it.
//
// Every edit is the engine's: each `beforeinput` is prevented and handed to
// the engine as one input, and the field is drawn from its answer (display,
// caret, validity); an input method's composition shows until it ends and
// then goes in as one edit; text that arrives with no `beforeinput` (as
// `execCommand("insertText")`, autofill and extensions write it) goes to the
// engine as the field's whole new text, accepted or refused.

import { Input, KeypadEngine, loadMessageCatalogs, messageCatalogsLoaded } from "./keypad.js";

/** The builds the elements load, by the names a page gives them. */
const BUILDS = new Map([
  ["numbers", new URL("build/keypad-numbers.wasm", import.meta.url)],
  ["all", new URL("build/keypad-all.wasm", import.meta.url)],
]);

/** The kinds (as attributes name them) that only the every-kind build has. */
const EVERY_KIND_BUILD_KINDS = new Set(["card", "expiry", "security-code", "date", "time", "duration"]);

/** The loaded engine, shared by every form on the page, and its build's name. */
let engine = null;
let engineBuild = null;
/** The every-kind build's loading, once a field needs it after the numbers build. */
let upgrade = null;

/** The build the page names with `<meta name="keypad-build">`, or null. */
function namedBuild() {
  const named = document.querySelector('meta[name="keypad-build"]')?.getAttribute("content");
  return named && BUILDS.has(named) ? named : null;
}

/** Whether a field's kind is one only the every-kind build has. */
function needsEveryKind(field) {
  return EVERY_KIND_BUILD_KINDS.has(field.getAttribute("kind"));
}

/**
 * Whether the loaded engine serves these fields. When it does not (the
 * numbers build, a field of another kind, no build named), the every-kind
 * build loads and every form opens again on it.
 */
function served(fields) {
  if (engineBuild === "all" || namedBuild() !== null || !fields.some(needsEveryKind)) return true;
  upgrade ??= KeypadEngine.load(BUILDS.get("all")).then(
    (loaded) => {
      engine = loaded;
      engineBuild = "all";
      for (const byOwner of groups.values()) {
        for (const group of byOwner.values()) group.schedule();
      }
    },
    (error) => {
      const failure = { code: "web-load-failed", message: String(error?.message ?? error) };
      console.error(`keypad-field: ${failure.code}: ${failure.message}`);
      for (const field of fieldsOnPage) if (needsEveryKind(field)) field.showError(failure);
    });
  return false;
}

/** Each locale's message catalog loading, once; "failed" where it could not be loaded. */
const catalogLoads = new Map();

/**
 * Loads the message catalog of a locale (once), and schedules the group,
 * if one is given, once it is there; a catalog that cannot be loaded is
 * reported and its forms are worded in English.
 */
function loadCatalog(locale, group = null) {
  let loading = catalogLoads.get(locale);
  if (loading === undefined) {
    loading = loadMessageCatalogs([locale]).catch((error) => {
      catalogLoads.set(locale, "failed");
      console.error(`keypad-field: web-load-failed: ${String(error?.message ?? error)}`);
    });
    catalogLoads.set(locale, loading);
  }
  if (group && loading !== "failed") loading.then(() => group.schedule());
  return loading;
}

/**
 * Whether a group's locale has its messages (or they could not be
 * loaded); when it does not yet, they load and the group opens again.
 */
function worded(group) {
  if (messageCatalogsLoaded([group.locale]) || catalogLoads.get(group.locale) === "failed") return true;
  loadCatalog(group.locale, group);
  return false;
}

/** Every connected <keypad-pad>; fields ask for no system keyboard while there is one. */
const pads = new Set();

/** Every connected <keypad-field>. */
const fieldsOnPage = new Set();

/** Every group (an engine form) by its owner (the form element, or a lone field), then by locale. */
const groups = new Map();

/**
 * The attributes a field takes, each with the form file's key it stands for
 * and how its text is read: `text` as it is, `integer`, `boolean` (present
 * or not), `decimal` (a decimal string).
 */
const OPTIONS = [
  ["max-integer-digits", "maxIntegerDigits", "integer"],
  ["max-fraction-digits", "maxFractionDigits", "integer"],
  ["allow-negative", "allowNegative", "boolean"],
  ["entry", "entry", "text"],
  ["min", "min", "text"],
  ["max", "max", "text"],
  ["bounds", "bounds", "text"],
  ["second-decimal", "secondDecimal", "text"],
  ["currency", "currency", "text"],
  ["number-style", "style", "text"],
  ["currency-display", "currencyDisplay", "text"],
  ["accounting", "accounting", "boolean"],
  ["unit", "unit", "text"],
  ["unit-width", "unitWidth", "text"],
  ["step", "step", "text"],
  ["pattern", "pattern", "text"],
  ["min-length", "minLength", "integer"],
  ["max-length", "maxLength", "integer"],
  ["length", "length", "integer"],
  ["secure", "secure", "boolean"],
  ["region", "region", "text"],
  ["seconds", "seconds", "boolean"],
  ["units", "units", "text"],
  ["advance", "advance", "boolean"],
];

/** Kind names as attributes write them (kebab-case) and as form files do. */
const KINDS = new Map([
  ["decimal", "decimal"], ["digits", "digits"], ["code", "code"], ["card", "card"],
  ["expiry", "expiry"], ["security-code", "securityCode"], ["date", "date"], ["time", "time"],
  ["duration", "duration"], ["phone", "phone"],
]);

/**
 * The system keyboard a field asks for, by kind, when no pad is on the page;
 * a time on a 12-hour clock asks for text, whose letters choose its day
 * period (`a`, `p`).
 */
const INPUT_MODES = new Map([["decimal", "decimal"], ["phone", "tel"]]);

/** ValidityState's flag for each of the engine's validation codes. */
const VALIDITY_FLAGS = new Map([
  ["required", "valueMissing"],
  ["below-min", "rangeUnderflow"], ["before-min", "rangeUnderflow"],
  ["above-max", "rangeOverflow"], ["after-max", "rangeOverflow"],
  ["too-short", "tooShort"],
  ["step-mismatch", "stepMismatch"],
  ["duration-too-long", "rangeOverflow"],
]);

// MARK: Locale

/**
 * The locale id a field uses: its `locale` attribute, else the nearest
 * `lang`, else the browser's language. Given to the engine as written: it
 * reads BCP 47 tags (`de-DE`, `th-TH-u-ca-gregory`) and ICU ids (`de_DE`).
 */
function localeOf(element) {
  const own = element.getAttribute("locale");
  if (own !== null) return own;
  const lang = element.closest("[lang]")?.getAttribute("lang");
  if (lang) return lang;
  return navigator.language || "";
}

// MARK: The form's group

/**
 * The fields of one form (or one lone field) in one locale, and the engine's
 * form they make. Fields join and leave; the engine's form is opened again,
 * once per task, after any change of membership or configuration.
 */
class FieldGroup {
  constructor(owner, locale) {
    /** The <form>, or the lone field. */
    this.owner = owner;
    this.locale = locale;
    /** @type {Set<KeypadFieldElement>} */
    this.members = new Set();
    /** The fields in document order, as the engine's form has them. */
    this.fields = [];
    this.session = null;
    this.pending = false;
    /** The live region the form's announcements go to, and what it said last. */
    this.live = null;
    this.lastSaid = "";
  }

  /** The group of an owner and a locale, made when first needed. */
  static of(owner, locale) {
    let byLocale = groups.get(owner);
    if (!byLocale) {
      byLocale = new Map();
      groups.set(owner, byLocale);
    }
    let group = byLocale.get(locale);
    if (!group) {
      group = new FieldGroup(owner, locale);
      byLocale.set(locale, group);
    }
    return group;
  }

  join(field) {
    this.members.add(field);
    this.schedule();
  }

  /** A field leaves; the last one closes the engine's form and forgets the group. */
  leave(field) {
    this.members.delete(field);
    if (this.members.size > 0) {
      this.schedule();
      return;
    }
    this.session?.close();
    this.session = null;
    this.fields = [];
    this.live?.remove();
    const byLocale = groups.get(this.owner);
    byLocale?.delete(this.locale);
    if (byLocale?.size === 0) groups.delete(this.owner);
  }

  /** Opens the engine's form again at the end of this task. */
  schedule() {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      if (this.members.size > 0) this.open();
    });
  }

  /** The engine's name for a field: its place, since names may repeat or be missing. */
  static nameAt(index) {
    return `f${index}`;
  }

  /**
   * Opens the engine's form for the fields there are now, in document order,
   * each keeping the value it had (or taking its default), the focused one
   * active. A field whose configuration the engine refuses shows the error
   * and stays out of the form; the others still work.
   */
  open() {
    // A field of a kind the loaded build leaves out waits for the build
    // that has it, which opens the form again.
    if (!served([...this.members])) return;
    // A form waits for its locale's messages, which open it again.
    if (!worded(this)) return;
    const carried = new Map();
    for (const field of this.fields) {
      const entry = this.entryOf(field);
      if (entry && field.isConnected) carried.set(field, entry.value ?? "");
    }
    this.session?.close();
    this.session = null;
    this.fields = [];
    let fields = [...this.members].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
    // Each field's error now, or none: shown once all are known, so that
    // an error a field had already (the form opened again as a field
    // joins) is not reported again.
    const errors = new Map();
    const showErrors = () => {
      for (const field of this.members) field.showError(errors.get(field) ?? null);
    };
    let opened = this.openEngineForm(fields);
    // A refusal names the field it found wrong; that one shows the error
    // and the form opens without it.
    while (!opened.ok && fields.length > 0) {
      const culprit = this.culprit(fields, opened.error);
      if (!culprit) {
        for (const field of fields) errors.set(field, opened.error);
        showErrors();
        return;
      }
      fields = fields.filter((field) => field !== culprit.field);
      errors.set(culprit.field, culprit.error);
      if (fields.length === 0) {
        showErrors();
        return;
      }
      opened = this.openEngineForm(fields);
    }
    showErrors();
    this.fields = fields;
    this.session = opened.session;
    fields.forEach((field, index) => {
      const value = carried.has(field) ? carried.get(field) : field.initialValue;
      if (value === "") return;
      const answer = this.session.apply(Input.setValue, { start: index, text: value });
      if (answer.ok && answer.refusal) field.refused(answer.refusal);
    });
    let state = this.session.state;
    const focused = fields.find((field) => field.hasFocus());
    if (focused) state = this.session.apply(Input.focus, { text: this.nameOf(focused) });
    this.draw(state, { all: true, quiet: true });
  }

  /** The engine's form of these fields, as a form file's keys of their attributes. */
  openEngineForm(fields) {
    const names = new Map();
    fields.forEach((field, index) => {
      const name = field.getAttribute("name");
      if (name !== null && !names.has(name)) names.set(name, FieldGroup.nameAt(index));
    });
    return engine.openFields({
      locale: this.locale,
      fields: fields.map((field, index) => field.specification(FieldGroup.nameAt(index), names)),
    });
  }

  /**
   * The field an error of the whole form is about, with the error in its
   * attributes' words: the field the engine's message names, else the first
   * whose configuration fails alone; null when the error is the form's own
   * (an unknown locale).
   */
  culprit(fields, error) {
    const named = /field "f(\d+)"/.exec(error.message);
    const field = named ? fields[Number(named[1])] : null;
    if (field) return { field, error: { code: error.code, message: attributeMessage(error.message) } };
    for (const each of fields) {
      const alone = each.configurationError(this.locale);
      if (alone) return { field: each, error: alone };
    }
    return null;
  }

  /** The engine's name of a field of the group. */
  nameOf(field) {
    return FieldGroup.nameAt(this.fields.indexOf(field));
  }

  /** The field the engine calls `name`, or null. */
  fieldNamed(name) {
    if (name === null || name === undefined) return null;
    const index = Number(name.slice(1));
    return this.fields[index] ?? null;
  }

  /** A field's entry in the last state, or null. */
  entryOf(field) {
    const index = this.fields.indexOf(field);
    if (index < 0 || !this.session) return null;
    return this.session.state.fields[index] ?? null;
  }

  /**
   * Applies one input for a field: made active first, then the input; draws
   * the answer and reports it (events, refusal, announcement).
   */
  apply(field, input, argument = {}) {
    if (!this.session) return null;
    if (!this.activate(field)) return null;
    const answer = this.session.apply(input, argument);
    this.draw(answer);
    return answer;
  }

  /** Makes the field active in the engine if it is not; whether it is. */
  activate(field) {
    if (!this.session) return false;
    const name = this.nameOf(field);
    if (this.session.state.active === name) return true;
    const answer = this.session.apply(Input.focus, { text: name });
    if (!answer.ok || answer.active !== name) {
      this.draw(answer);
      return false;
    }
    this.draw(answer, { quiet: true });
    return true;
  }

  /**
   * Draws an answer: each changed field's input, every field's validity, the
   * events a page listens to, and what the live region says.
   */
  draw(answer, { all = false, quiet = false } = {}) {
    if (!answer) return;
    if (!answer.ok) {
      console.error(`keypad-field: ${answer.error.code}: ${answer.error.message}`);
      return;
    }
    const invalid = new Map(answer.invalid.map((failure) => [failure.name, failure]));
    const changed = all || answer.changed === null ? null : new Set(answer.changed);
    const last = this.lastAvailable(answer);
    this.fields.forEach((field, index) => {
      const entry = answer.fields[index];
      if (!entry) return;
      const name = FieldGroup.nameAt(index);
      field.render(entry, {
        active: answer.active === name,
        changed: changed === null || changed.has(index),
        invalid: invalid.get(name) ?? null,
        enterKeyHint: name === last ? "done" : "next",
      });
    });
    const active = this.fieldNamed(answer.active);
    if (answer.refusal) (active ?? this.fields[0])?.refused(answer.refusal);
    if (!quiet) this.say(answer);
    if (answer.submitted) this.submitted(answer);
    for (const pad of pads) pad.update();
  }

  /** The engine name of the last field Next reaches (the one whose return key is Done). */
  lastAvailable(answer) {
    for (let index = answer.fields.length - 1; index >= 0; index--) {
      if (answer.fields[index].enabled) return FieldGroup.nameAt(index);
    }
    return null;
  }

  /**
   * The announcement, or the refusal's message, into the form's live region,
   * marked with the language of its words (the form's, or `en` where Keypad
   * has no catalog for it), so that a screen reader says it in that voice.
   */
  say(answer) {
    let text = answer.announcement?.text ?? answer.refusal?.message ?? "";
    const region = this.region();
    if (text === "") {
      if (this.lastSaid !== "") region.textContent = "";
      this.lastSaid = "";
      return;
    }
    const language = answer.announcement?.language;
    if (language) region.lang = language;
    else region.removeAttribute("lang");
    // The same words again (a second refusal) must still change the region.
    if (text === this.lastSaid.trimEnd()) text = this.lastSaid.endsWith("\u00a0") ? text : `${text}\u00a0`;
    region.textContent = text;
    this.lastSaid = text;
  }

  /**
   * The form's one live region: a visually hidden status element at the end
   * of the form (or beside a lone field), made when first needed.
   */
  region() {
    if (this.live?.isConnected) return this.live;
    const live = document.createElement("div");
    live.setAttribute("role", "status");
    live.setAttribute("aria-live", "polite");
    live.setAttribute("aria-atomic", "true");
    live.dataset.keypadLive = "";
    Object.assign(live.style, {
      position: "absolute", width: "1px", height: "1px", overflow: "hidden",
      clipPath: "inset(50%)", whiteSpace: "nowrap", margin: "-1px", padding: "0", border: "0",
    });
    if (this.owner instanceof HTMLFormElement) this.owner.append(live);
    else this.owner.after(live);
    this.live = live;
    return live;
  }

  /**
   * Done submitted the form: `keypad-submit` on the field that was active,
   * with the values by each field's `name` (`""` for an empty one), then the form's own submission
   * (its `submit` event, its constraint validation), as Enter in a text
   * input submits.
   */
  submitted(answer) {
    const values = {};
    for (const [name, value] of Object.entries(answer.submitted)) {
      const field = this.fieldNamed(name);
      const key = field?.getAttribute("name");
      if (key) values[key] = value ?? "";
    }
    const field = this.doneFrom ?? this.fields[0];
    this.doneFrom = null;
    for (const each of this.fields) each.commit();
    field?.dispatchEvent(new CustomEvent("keypad-submit", { bubbles: true, composed: true, detail: { values } }));
    if (this.owner instanceof HTMLFormElement) this.owner.requestSubmit();
  }

  /** The return key, Enter or the pad's: Next, or Done on the last field. */
  returnKey(field) {
    if (!this.session || !this.activate(field)) return;
    if (this.session.state.returnKey === "Done") {
      this.doneFrom = field;
      this.draw(this.session.apply(Input.done));
    } else {
      field.commit();
      this.draw(this.session.apply(Input.next));
    }
    this.focusActive();
  }

  /** Previous or Next, from the pad's bar. */
  move(field, input) {
    if (!this.session || !this.activate(field)) return;
    field.commit();
    this.draw(this.session.apply(input));
    this.focusActive();
  }

  /** The engine's active field gets the page's focus, its caret the engine's. */
  focusActive() {
    const active = this.fieldNamed(this.session?.state.active);
    if (!active) {
      // Done submitted: editing has ended (no field is active), so the
      // field lets the focus go and the pad hides, as a phone's keyboard does.
      for (const field of this.fields) if (field.hasFocus()) field.blurInput();
      return;
    }
    if (!active.hasFocus()) active.focus({ preventScroll: true });
    active.placeCaret();
  }

  /** A field's focus left the form's fields: editing ends (Input.dismiss). */
  dismiss() {
    if (this.session?.state.active) this.draw(this.session.apply(Input.dismiss), { quiet: true });
  }
}

// MARK: <keypad-field>

const FIELD_STYLE = `
:host { display: inline-block; font: inherit; }
:host([hidden]) { display: none; }
input {
  box-sizing: border-box; width: 100%; font: inherit; color: inherit;
  padding: 0.4em 0.5em; border: 1px solid #8a8a8a; border-radius: 6px; background: Field;
}
input:focus { outline: 2px solid Highlight; outline-offset: 1px; }
:host(:state(shown-invalid)) input { border-color: #b3261e; }
[part="message"] { display: block; margin: 0.25em 0 0; font-size: 0.85em; color: #b3261e; }
[part="message"]:empty { display: none; }
`;

export class KeypadFieldElement extends HTMLElement {
  static formAssociated = true;

  static get observedAttributes() {
    return ["kind", "locale", "value", "required", "disabled", "readonly", "placeholder", "hidden",
      "name", "card", "inputmode", ...OPTIONS.map(([attribute]) => attribute)];
  }

  #internals;
  #input;
  #message;
  #group = null;
  /** The value when the field was last committed (focus, Enter, Done): what `change` compares with. */
  #committed = "";
  /** The engine's error (an unknown locale, a refused option), shown and taking no keys. */
  #error = null;
  /** A validation message the page set (setCustomValidity). */
  #custom = "";
  /** The engine's failure Done found, or one the form's submission reported, shown. */
  #shown = false;
  /** The last entry drawn, for what the properties read. */
  #entry = null;
  /** The input method's composition under way: its text so far. */
  #composition = null;
  #refusedTimer = 0;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    const style = document.createElement("style");
    style.textContent = FIELD_STYLE;
    this.#input = document.createElement("input");
    this.#input.setAttribute("part", "input");
    this.#input.setAttribute("autocomplete", "off");
    this.#input.setAttribute("autocapitalize", "off");
    this.#input.setAttribute("autocorrect", "off");
    this.#input.spellcheck = false;
    this.#message = document.createElement("p");
    this.#message.setAttribute("part", "message");
    this.#message.id = "message";
    this.#input.setAttribute("aria-describedby", "message");
    root.append(style, this.#input, this.#message);
    const input = this.#input;
    input.addEventListener("beforeinput", (event) => this.#onBeforeInput(event));
    input.addEventListener("input", (event) => this.#onInput(event));
    input.addEventListener("compositionstart", () => this.#onCompositionStart());
    input.addEventListener("compositionupdate", (event) => {
      if (this.#composition) this.#composition.text = event.data ?? "";
    });
    input.addEventListener("compositionend", (event) => this.#takeComposition(event.data));
    input.addEventListener("keydown", (event) => this.#onKeyDown(event));
    input.addEventListener("focus", () => this.#onFocus());
    input.addEventListener("blur", (event) => this.#onBlur(event));
    // A click, a caret key or Select All puts the selection's ends on the
    // nearest caret stops, and that is what is drawn.
    input.addEventListener("mouseup", () => this.#syncSelection());
    input.addEventListener("touchend", () => this.#syncSelection());
    input.addEventListener("keyup", (event) => {
      const selectAll = (event.ctrlKey || event.metaKey) && (event.key === "a" || event.key === "A");
      if (selectAll || /^(Arrow|Home|End|Page)/.test(event.key)) this.#syncSelection();
    });
    this.addEventListener("invalid", () => {
      this.#shown = true;
      this.#drawValidity();
    });
  }

  // MARK: Lifecycle

  connectedCallback() {
    fieldsOnPage.add(this);
    this.#updateInputMode();
    queueMicrotask(() => this.#join());
  }

  disconnectedCallback() {
    fieldsOnPage.delete(this);
    queueMicrotask(() => {
      if (!this.isConnected) this.#leave();
    });
  }

  formAssociatedCallback() {
    queueMicrotask(() => this.#join());
  }

  attributeChangedCallback(attribute, before, after) {
    if (before === after) return;
    switch (attribute) {
      case "name":
        return;
      case "placeholder":
        this.#input.placeholder = after ?? "";
        return;
      case "inputmode":
        this.#updateInputMode();
        return;
      case "readonly":
        this.#input.readOnly = after !== null;
        this.#drawValidity();
        return;
      case "disabled":
      case "hidden":
        this.#applyAvailability();
        return;
      case "value":
        // The default value; a field not edited since shows it, as an input does.
        if (this.#group?.session && this.#entry && (this.#entry.value ?? "") === (before ?? "")) {
          this.value = after ?? "";
        }
        return;
      case "locale":
        queueMicrotask(() => this.#join());
        return;
      default:
        this.#updateInputMode();
        this.#group?.schedule();
    }
  }

  formResetCallback() {
    this.#shown = false;
    this.value = this.defaultValue;
    this.#committed = this.value;
  }

  formDisabledCallback() {
    this.#applyAvailability();
  }

  formStateRestoreCallback(state) {
    if (typeof state === "string" && !this.#forgetsOnBack()) this.value = state;
    this.#committed = this.value;
  }

  /**
   * Whether the field's value is left out of the session's history: a
   * security code or a secure code. WebKit hands a restored field its
   * value even when its state was left empty, so the restore ignores it.
   */
  #forgetsOnBack() {
    return Boolean(this.#entry?.hidesDigits) || this.getAttribute("kind") === "security-code";
  }

  /** Joins the group of its form and locale, leaving the one it was in. */
  #join() {
    if (!this.isConnected || !engine) return;
    const owner = this.#internals.form ?? this;
    const group = FieldGroup.of(owner, localeOf(this));
    if (group === this.#group) return;
    this.#leave();
    this.#group = group;
    group.join(this);
  }

  #leave() {
    const group = this.#group;
    if (!group) return;
    this.#group = null;
    group.leave(this);
  }

  /** Enabled in the engine when neither it, its fieldset nor `hidden` says otherwise. */
  #applyAvailability() {
    const disabled = this.matches(":disabled") || this.hasAttribute("disabled");
    this.#input.disabled = disabled;
    const group = this.#group;
    const index = group ? group.fields.indexOf(this) : -1;
    if (!group?.session || index < 0) return;
    const entry = group.entryOf(this);
    if (entry && entry.enabled === (!disabled && !this.hidden)) return;
    group.session.apply(Input.setHidden, { start: index, end: this.hidden ? 1 : 0 });
    group.draw(group.session.apply(Input.setEnabled, { start: index, end: disabled ? 0 : 1 }), { quiet: true });
  }

  // MARK: Configuration

  /**
   * This field's definition for the engine's form file: the form file's keys
   * from the attributes, by the given engine name, with `label` from the
   * field's labels and `card` as the engine names the card field.
   */
  specification(engineName, names) {
    const label = this.#labelText();
    // The inner input is what has the focus: it carries the label's text.
    if (label) this.#input.setAttribute("aria-label", label);
    else this.#input.removeAttribute("aria-label");
    const spec = { name: engineName, label: label || this.getAttribute("name") || engineName };
    const kind = this.getAttribute("kind");
    if (kind !== null) spec.kind = KINDS.get(kind) ?? kind;
    if (this.hasAttribute("required")) spec.required = true;
    if (this.hasAttribute("disabled") || this.matches(":disabled")) spec.enabled = false;
    if (this.hidden) spec.hidden = true;
    for (const [attribute, key, type] of OPTIONS) {
      const text = this.getAttribute(attribute);
      if (text === null && type !== "boolean") continue;
      // A time's step is its minutes, a number; a decimal field's a decimal string.
      const integer = type === "integer" || (key === "step" && spec.kind === "time");
      if (type === "boolean") {
        if (text !== null) spec[key] = text !== "false";
      } else if (integer) {
        spec[key] = /^-?[0-9]+$/.test(text.trim()) ? Number(text) : text;
      } else {
        spec[key] = text;
      }
    }
    const card = this.getAttribute("card");
    if (card !== null) spec.card = names?.get(card) ?? card;
    return spec;
  }

  /**
   * The engine's error for this field's configuration on its own, or null:
   * the form of this one field opened and closed, so that a mistake is
   * reported on its field with the attribute's name (`card`, which names
   * another field, is checked with the whole form).
   */
  configurationError(locale) {
    const spec = this.specification("field", null);
    delete spec.card; // checked with its card field, in the whole form
    const opened = engine.openFields({ locale, fields: [spec] });
    if (opened.ok) {
      opened.session.close();
      return null;
    }
    return { code: opened.error.code, message: attributeMessage(opened.error.message) };
  }

  /** The text of the field's labels, the name the engine's messages use. */
  #labelText() {
    const labels = [...(this.#internals.labels ?? [])];
    const text = labels.map((label) => label.textContent.trim()).filter(Boolean).join(" ");
    return text || (this.getAttribute("aria-label") ?? "").trim();
  }

  /**
   * Shows an error the engine gave (or none): the message in the field, the
   * field taking no keys, `keypad-error` fired and the console told.
   */
  showError(error) {
    const before = this.#error;
    this.#error = error;
    this.#setState("error", Boolean(error));
    if (!error) {
      if (before) {
        this.#message.textContent = "";
        this.#input.readOnly = this.hasAttribute("readonly");
        this.#input.removeAttribute("aria-invalid");
      }
      return;
    }
    this.#input.readOnly = true;
    this.#input.value = "";
    this.#message.textContent = `${error.message} [${error.code}]`;
    this.#input.setAttribute("aria-invalid", "true");
    this.#internals.setFormValue(null);
    this.#internals.setValidity({ badInput: true }, error.message, this.#input);
    if (before?.code === error.code && before?.message === error.message) return;
    console.error(`keypad-field: ${error.code}: ${error.message}`);
    this.dispatchEvent(new CustomEvent("keypad-error", { bubbles: true, composed: true, detail: error }));
  }

  // MARK: Drawing

  /**
   * Draws the engine's entry for this field: the display, the caret when
   * active, the form value, validity and custom states; fires `input` when
   * the display changed by an edit.
   */
  render(entry, { active, changed, invalid, enterKeyHint }) {
    const before = this.#entry;
    this.#entry = entry;
    this.#invalid = invalid;
    const input = this.#input;
    if (changed && this.#composition === null && input.value !== entry.display) input.value = entry.display;
    const type = entry.hidesDigits ? "password" : "text";
    if (input.type !== type) input.type = type;
    if (Boolean(before?.pad) !== Boolean(entry.pad)) this.#updateInputMode();
    if (input.enterKeyHint !== enterKeyHint) input.setAttribute("enterkeyhint", enterKeyHint);
    // The state the browser keeps in the session's history, to restore on
    // Back: none for a security code or a secure code, which a page may
    // never keep (they are submitted, not remembered).
    const kept = this.#forgetsOnBack() ? "" : entry.value ?? "";
    this.#internals.setFormValue(entry.value === null ? null : entry.value, kept);
    this.#setState("empty", entry.value === null && entry.display === "");
    if (entry.failure) this.#shown = true;
    this.#drawValidity();
    if (active && this.hasFocus()) this.placeCaret();
    if (before && (before.value !== entry.value || before.display !== entry.display) && this.#drawnByEdit) {
      this.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    }
  }

  /** The engine's failure Done would find now, or null. */
  #invalid = null;
  /** Set while an edit of the person's or the script's is being drawn (input events fire then). */
  #drawnByEdit = false;

  /** The input's selection is the engine's. */
  placeCaret() {
    const entry = this.#entry;
    if (!entry || this.#composition) return;
    const [start, end] = entry.selection;
    const input = this.#input;
    if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
  }

  /** Validity from the engine (or the page's custom message), drawn once shown. */
  #drawValidity() {
    if (this.#error) return;
    const failure = this.#invalid;
    const lastDone = this.#entry?.failure ? { code: this.#entry.failureCode, message: this.#entry.failure } : null;
    const reason = lastDone ?? failure;
    if (this.#custom) {
      this.#internals.setValidity({ customError: true }, this.#custom, this.#input);
    } else if (reason) {
      const flag = VALIDITY_FLAGS.get(reason.code) ?? "badInput";
      this.#internals.setValidity({ [flag]: true }, reason.message, this.#input);
    } else {
      this.#internals.setValidity({});
    }
    const message = this.#custom || reason?.message || "";
    const shown = this.#shown && message !== "" && this.willValidate;
    this.#message.textContent = shown ? message : "";
    if (shown) this.#input.setAttribute("aria-invalid", "true");
    else this.#input.removeAttribute("aria-invalid");
    this.#setState("invalid", message !== "" && this.willValidate);
    this.#setState("shown-invalid", shown);
  }

  #setState(name, on) {
    const states = this.#internals.states;
    if (!states) return;
    try {
      if (on) states.add(name);
      else states.delete(name);
    } catch {
      // An engine that takes only `--name` states (older Chromium).
      if (on) states.add(`--${name}`);
      else states.delete(`--${name}`);
    }
  }

  /** A refusal from the engine: `keypad-refuse`, and the `refused` state for a moment. */
  refused(refusal) {
    this.dispatchEvent(new CustomEvent("keypad-refuse", {
      bubbles: true, composed: true, detail: { code: refusal.code, message: refusal.message },
    }));
    this.#setState("refused", true);
    clearTimeout(this.#refusedTimer);
    this.#refusedTimer = setTimeout(() => this.#setState("refused", false), 600);
  }

  /** The value is committed (focus left, Enter, Done): `change` when it differs from the last. */
  commit() {
    const value = this.value;
    if (value === this.#committed) return;
    this.#committed = value;
    this.dispatchEvent(new Event("change", { bubbles: true }));
  }

  /** Takes the focus from the inner input. */
  blurInput() {
    this.#input.blur();
  }

  /** Whether the inner input has the page's focus. */
  hasFocus() {
    return this.shadowRoot.activeElement === this.#input;
  }

  /**
   * The system keyboard the field asks for: none while a pad is on the page,
   * else the field's own `inputmode` if the page gave one, else its kind's.
   */
  #updateInputMode() {
    const kind = this.getAttribute("kind") ?? "decimal";
    const own = this.getAttribute("inputmode");
    const kindMode = kind === "time" && this.#entry?.pad ? "text" : INPUT_MODES.get(kind);
    const mode = pads.size > 0 ? "none" : own ?? kindMode ?? "numeric";
    if (this.#input.getAttribute("inputmode") !== mode) this.#input.setAttribute("inputmode", mode);
  }

  static updateInputModes() {
    for (const field of fieldsOnPage) field.#updateInputMode();
  }

  /**
   * Empties every security code and secure code, when the page comes back
   * from the back-forward cache: what the restore of a page loaded again
   * leaves out (#forgetsOnBack), a kept page must not show either.
   */
  static forgetOnBack() {
    for (const field of fieldsOnPage) {
      if (field.#forgetsOnBack() && field.value !== "") field.value = "";
    }
  }

  // MARK: Properties

  /** The exact value as the form submits it; "" while empty. */
  get value() {
    return this.#entry?.value ?? "";
  }

  set value(text) {
    const group = this.#group;
    const index = group ? group.fields.indexOf(this) : -1;
    if (!group?.session || index < 0) {
      this.#pendingValue = String(text ?? "");
      return;
    }
    const answer = group.session.apply(Input.setValue, { start: index, text: String(text ?? "") });
    if (answer.ok && answer.refusal) {
      this.refused(answer.refusal);
      return;
    }
    group.draw(answer, { quiet: true });
  }

  #pendingValue = null;

  /** The default value: the `value` attribute. */
  get defaultValue() {
    return this.getAttribute("value") ?? "";
  }

  /** The value the field takes when its form opens: one set from script before, else the default. */
  get initialValue() {
    const value = this.#pendingValue ?? this.defaultValue;
    this.#pendingValue = null;
    return value;
  }

  set defaultValue(text) {
    this.setAttribute("value", String(text));
  }

  /** A decimal field's value as a number; NaN for other kinds and while empty. */
  get valueAsNumber() {
    if (this.kind !== "decimal" || this.value === "") return NaN;
    return Number(this.value);
  }

  set valueAsNumber(number) {
    this.value = Number.isFinite(number) ? String(number) : "";
  }

  /** The text shown. */
  get display() {
    return this.#entry?.display ?? "";
  }

  get kind() {
    const kind = this.getAttribute("kind");
    return kind === null ? "decimal" : kind;
  }

  set kind(kind) {
    this.setAttribute("kind", kind);
  }

  get name() {
    return this.getAttribute("name") ?? "";
  }

  set name(name) {
    this.setAttribute("name", name);
  }

  get required() {
    return this.hasAttribute("required");
  }

  set required(on) {
    this.toggleAttribute("required", Boolean(on));
  }

  get disabled() {
    return this.hasAttribute("disabled");
  }

  set disabled(on) {
    this.toggleAttribute("disabled", Boolean(on));
  }

  get readOnly() {
    return this.hasAttribute("readonly");
  }

  set readOnly(on) {
    this.toggleAttribute("readonly", Boolean(on));
  }

  get placeholder() {
    return this.getAttribute("placeholder") ?? "";
  }

  set placeholder(text) {
    this.setAttribute("placeholder", text);
  }

  get locale() {
    return this.getAttribute("locale") ?? "";
  }

  set locale(id) {
    this.setAttribute("locale", id);
  }

  /** The locale id in use: the attribute, else the nearest `lang`, else the browser's language. */
  get resolvedLocale() {
    return this.#group?.locale ?? localeOf(this);
  }

  get type() {
    return "keypad-field";
  }

  get form() {
    return this.#internals.form;
  }

  get labels() {
    return this.#internals.labels;
  }

  get validity() {
    return this.#internals.validity;
  }

  get validationMessage() {
    return this.#internals.validationMessage;
  }

  get willValidate() {
    return this.#internals.willValidate;
  }

  checkValidity() {
    return this.#internals.checkValidity();
  }

  reportValidity() {
    this.#shown = true;
    this.#drawValidity();
    return this.#internals.reportValidity();
  }

  setCustomValidity(message) {
    this.#custom = String(message ?? "");
    this.#drawValidity();
  }

  /** The selection's start in the display (UTF-16), as the engine holds it: where the next key goes. */
  get selectionStart() {
    return this.#entry?.selection[0] ?? 0;
  }

  /** The selection's end in the display (UTF-16). */
  get selectionEnd() {
    return this.#entry?.selection[1] ?? 0;
  }

  /**
   * Selects a UTF-16 range of the display, as an input's does; the engine
   * puts its ends on caret stops (never inside a currency symbol).
   */
  setSelectionRange(start, end) {
    const group = this.#group;
    if (!group?.session || !group.activate(this)) return;
    group.draw(group.session.apply(Input.select, { start, end }), { quiet: true });
    this.placeCaret();
  }

  /** Focuses the field and selects its whole text, as an input's `select()` does. */
  select() {
    this.focus();
    this.setSelectionRange(0, this.display.length);
  }

  // MARK: Edits

  /** The group and its engine, ready for an edit of this field; null when it takes none. */
  #editable() {
    const group = this.#group;
    if (this.#error || !group?.session || this.readOnly || this.#input.disabled) return null;
    return group;
  }

  /** Applies one edit of the person's and draws it, `input` firing when it changed the field. */
  #edit(input, argument) {
    const group = this.#editable();
    if (!group) return null;
    this.#drawnByEdit = true;
    try {
      return group.apply(this, input, argument);
    } finally {
      this.#drawnByEdit = false;
    }
  }

  /** Tells the engine the input's selection before an edit, if it differs. */
  #selectFrom(start = this.#input.selectionStart ?? 0, end = this.#input.selectionEnd ?? start) {
    const group = this.#editable();
    if (!group || !group.activate(this)) return;
    const entry = group.entryOf(this);
    if (!entry || entry.selection[0] !== start || entry.selection[1] !== end) {
      group.draw(group.session.apply(Input.select, { start, end }), { quiet: true });
    }
  }

  /** The input's selection, snapped by the engine to its caret stops, drawn. */
  #syncSelection() {
    if (this.#composition || !this.hasFocus()) return;
    this.#selectFrom();
    this.placeCaret();
  }

  #onFocus() {
    const group = this.#group;
    this.#committed = this.value;
    for (const pad of pads) pad.update();
    if (!group?.session || this.#error) return;
    group.activate(this);
    reveal(this);
  }

  #onBlur(event) {
    const next = event.relatedTarget;
    this.commit();
    setTimeout(() => {
      for (const pad of pads) pad.update();
      if (!document.hasFocus()) return; // another window: the field stays active
      const group = this.#group;
      if (!group) return;
      if (group.fields.some((field) => field.hasFocus())) return;
      if (next && [...pads].some((pad) => pad.contains(next) || pad.shadowRoot.contains(next))) return;
      group.dismiss();
    }, 0);
  }

  #onBeforeInput(event) {
    event.preventDefault();
    if (!this.#editable()) return;
    const type = event.inputType;
    let text = event.data;
    if (text == null && event.dataTransfer) text = event.dataTransfer.getData("text/plain");
    switch (type) {
      case "insertText":
      case "insertReplacementText":
      case "insertFromPaste":
      case "insertFromPasteAsQuotation":
      case "insertFromDrop":
      case "insertFromYank":
        if (text) this.#insert(text, type === "insertText");
        return;
      case "deleteWordBackward":
      case "deleteSoftLineBackward":
      case "deleteHardLineBackward":
      case "deleteWordForward":
      case "deleteSoftLineForward":
      case "deleteHardLineForward":
        this.#deleteSpan(type);
        return;
      case "deleteContentBackward":
      case "deleteByCut":
      case "deleteByDrag":
      case "deleteContent":
        this.#selectFrom();
        this.#edit(Input.deleteBackward);
        return;
      case "deleteContentForward":
        this.#selectFrom();
        this.#edit(Input.deleteForward);
        return;
      case "historyUndo":
        this.#edit(Input.undo);
        return;
      case "historyRedo":
        this.#edit(Input.redo);
        return;
      default:
        // Formatting and line breaks: nothing a number takes. A composition's
        // text is taken when it ends.
        return;
    }
  }

  /**
   * Text that reached the input with no `beforeinput` (execCommand, autofill,
   * an extension): the input's whole new text goes to the engine, which takes
   * it as one edit or refuses it; either way the input shows the engine's.
   */
  #onInput(event) {
    if (event.isComposing || this.#composition) return;
    const group = this.#editable();
    const entry = this.#entry;
    if (!group || !entry || this.#input.value === entry.display) return;
    const caret = this.#input.selectionEnd ?? -1;
    const text = this.#input.value;
    this.#input.value = entry.display;
    this.#edit(Input.setText, { start: caret, text });
    if (this.#input.value !== this.#entry.display) this.#input.value = this.#entry.display;
    this.placeCaret();
  }

  /**
   * Text put in at the selection: typed at a caret, keys
   * (`Input.characters`); anything else (a paste, a drop, a replacement), an
   * edit of the display (`Input.replace`), so that the digits around it stay.
   */
  #insert(text, typed) {
    const start = this.#input.selectionStart ?? 0;
    const end = this.#input.selectionEnd ?? start;
    if (typed && start === end) {
      this.#selectFrom();
      this.#edit(Input.characters, { text });
    } else {
      this.#edit(Input.replace, { start, end, text });
    }
  }

  /**
   * A word or a line deleted from the caret, or the selection: the span
   * found by the display's word boundaries in its locale (`Intl.Segmenter`),
   * deleted as one edit.
   */
  #deleteSpan(type) {
    let start = this.#input.selectionStart ?? 0;
    let end = this.#input.selectionEnd ?? start;
    if (start === end) {
      const text = this.#input.value;
      const backward = type.endsWith("Backward");
      if (!type.startsWith("deleteWord")) {
        if (backward) start = 0;
        else end = text.length;
      } else {
        const words = [...new Intl.Segmenter(this.#input.lang || undefined, { granularity: "word" })
          .segment(text)].filter((segment) => segment.isWordLike);
        if (backward) {
          start = words.findLast((word) => word.index < start)?.index ?? 0;
        } else {
          const next = words.find((word) => word.index + word.segment.length > end);
          end = next ? next.index + next.segment.length : text.length;
        }
      }
    }
    this.#selectFrom(start, end);
    this.#edit(type.endsWith("Backward") ? Input.deleteBackward : Input.deleteForward);
  }

  /** A composition starts: the engine is told where it will go in. */
  #onCompositionStart() {
    this.#composition = { text: "" };
    this.#selectFrom();
  }

  /**
   * A composition ended (committed with its text, or cancelled with none),
   * or a key of the pad was pressed during it: the input shows the engine's
   * display again, and the text goes in as typed characters, one edit.
   */
  #takeComposition(text) {
    if (!this.#composition) return;
    this.#composition = null;
    const entry = this.#entry;
    if (entry) {
      this.#input.value = entry.display;
      this.placeCaret();
    }
    if (text) this.#insert(text, true);
  }

  /** A composition under way is taken before an input of the pad's. */
  takeCompositionBeforePad() {
    if (this.#composition) this.#takeComposition(this.#composition.text);
  }

  #onKeyDown(event) {
    if (event.isComposing || !this.#editable()) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key;
    if (key === "Enter" && !command && !event.altKey) {
      event.preventDefault();
      this.#group.returnKey(this);
    } else if (command && !event.altKey && (key === "z" || key === "Z")) {
      event.preventDefault();
      this.#edit(event.shiftKey ? Input.redo : Input.undo);
    } else if (command && !event.altKey && !event.shiftKey && (key === "y" || key === "Y")) {
      event.preventDefault();
      this.#edit(Input.redo);
    } else if (key === "Escape" && !command) {
      this.#edit(Input.revert);
    }
  }

  /** A key of the pad: the engine's key name (`7`, `decimal`, `return`, `next`, ...). */
  pressPadKey(name) {
    const group = this.#editable();
    if (!group) return;
    this.takeCompositionBeforePad();
    if (name === "return") group.returnKey(this);
    else if (name === "next") group.move(this, Input.next);
    else if (name === "previous") group.move(this, Input.previous);
    else {
      this.#selectFrom();
      this.#edit(Input.key, { text: name });
    }
  }

  /** What the field's form last said (an announcement, a refusal's reason). */
  get saidText() {
    return this.#group?.lastSaid ?? "";
  }

  /**
   * The group's state for the pad: its keys and what follows the active
   * field; the field's own keys when it has them (a time on a 12-hour
   * clock, whose day-period key stands where ± does).
   */
  get padState() {
    const state = this.#group?.session?.state ?? null;
    const own = this.#group?.entryOf(this)?.pad;
    return state && own ? { ...state, pad: own } : state;
  }
}

/**
 * An engine's message about a form file's key, in the attributes' words: the
 * key as its attribute (`"maxFractionDigits"` → `max-fraction-digits`), no
 * line and column of the text the element made.
 */
function attributeMessage(message) {
  const attributes = new Map(OPTIONS.map(([attribute, key]) => [key, attribute]));
  attributes.set("kind", "kind");
  return message
    .replace(/^form(?::\d+:\d+)?: /, "")
    .replace(/field "(field|f\d+)": /, "")
    .replace(/"([a-zA-Z]+)"/g, (whole, key) => (attributes.has(key) ? `"${attributes.get(key)}"` : whole));
}

// MARK: <keypad-pad>

const PAD_STYLE = `
:host { display: block; height: var(--keypad-pad-reserved, 0px); }
#panel {
  position: fixed; left: 0; right: 0; bottom: var(--keypad-covered, 0px); z-index: 10;
  background: #d1d4da; padding: 6px 6px max(6px, env(safe-area-inset-bottom));
  font: 500 1.35rem system-ui, sans-serif; box-sizing: border-box;
}
#panel[hidden] { display: none; }
#bar { display: flex; gap: 4px; margin-bottom: 6px; align-items: center; }
#bar button { min-width: 44px; }
#bar [data-key="return"] { margin-left: auto; }
#status {
  flex: 1; min-width: 0; margin: 0 4px; font-size: 0.8rem; text-align: end;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
#keys { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
button {
  font: inherit; color: #111; background: #fff; border: 0; border-radius: 6px;
  height: clamp(34px, 9vh, 52px); box-shadow: 0 1px 0 #888; touch-action: manipulation;
}
button.function { background: #adb3bc; }
button.return { background: #2f6fe4; color: #fff; }
button:disabled { opacity: 0.4; }
@media (orientation: landscape) and (max-height: 500px) {
  button { height: clamp(26px, 11vh, 40px); }
  #panel { padding-top: 4px; font-size: 1.1rem; }
  #bar { margin-bottom: 4px; }
}
`;

export class KeypadPadElement extends HTMLElement {
  #panel;
  #keys;
  #bar;
  #field = null;
  #drawnPad = null;
  #observer = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = PAD_STYLE;
    this.#panel = document.createElement("div");
    this.#panel.id = "panel";
    this.#panel.setAttribute("part", "panel");
    this.#panel.setAttribute("role", "group");
    this.#panel.setAttribute("aria-label", "Number pad");
    this.#panel.hidden = true;
    this.#bar = document.createElement("div");
    this.#bar.id = "bar";
    this.#bar.setAttribute("part", "bar");
    this.#keys = document.createElement("div");
    this.#keys.id = "keys";
    this.#keys.setAttribute("part", "keys");
    this.#panel.append(this.#bar, this.#keys);
    root.append(style, this.#panel);
    // The field keeps the focus (and its caret) when a key is pressed.
    this.#panel.addEventListener("mousedown", (event) => event.preventDefault());
    this.#panel.addEventListener("click", (event) => {
      const button = event.target.closest?.("button");
      if (button && this.#field) this.#field.pressPadKey(button.dataset.key);
    });
  }

  connectedCallback() {
    pads.add(this);
    KeypadFieldElement.updateInputModes();
    this.#observer = new ResizeObserver(() => this.#layout());
    this.#observer.observe(this.#panel);
    window.visualViewport?.addEventListener("resize", this.#onViewport);
    window.visualViewport?.addEventListener("scroll", this.#onViewport);
    window.addEventListener("resize", this.#onViewport);
    this.update();
  }

  disconnectedCallback() {
    pads.delete(this);
    KeypadFieldElement.updateInputModes();
    this.#observer?.disconnect();
    window.visualViewport?.removeEventListener("resize", this.#onViewport);
    window.visualViewport?.removeEventListener("scroll", this.#onViewport);
    window.removeEventListener("resize", this.#onViewport);
    document.documentElement.style.removeProperty("--keypad-pad-height");
  }

  /** The field the pad serves now: the focused <keypad-field>, or null. */
  get field() {
    return this.#field;
  }

  #onViewport = () => this.#layout();

  /** Draws the pad for the focused field, or hides it. */
  update() {
    const field = focusedField();
    const state = field?.padState;
    const shown = Boolean(field && state && !this.hidden);
    if (!shown) {
      this.#hideLater();
      return;
    }
    clearTimeout(this.#hiding);
    this.#hiding = 0;
    this.#field = field;
    if (this.#panel.hidden) this.#panel.hidden = false;
    if (this.#drawnPad !== state.pad) this.#build(state.pad);
    const returnKey = this.#panel.querySelectorAll('[data-key="return"]');
    for (const button of returnKey) {
      if (button.textContent !== state.returnKey) button.textContent = state.returnKey;
      button.setAttribute("aria-label", state.returnKey);
    }
    const said = field.saidText.trim();
    if (this.#status.textContent !== said) this.#status.textContent = said;
    this.#button("previous").disabled = state.previous === null;
    this.#button("next").disabled = state.next === null;
    // Laid out again (which reads the panel's height, a forced layout) only
    // for another field to reveal: a key changes neither, and the panel's
    // own size changes reach #layout through the ResizeObserver.
    if (field !== this.#revealed) this.#layout();
  }

  /** The form's last words, shown in the bar. */
  #status = null;

  /** A pending hide, and whether a pointer is pressed on the page. */
  #hiding = 0;

  /**
   * Hides the pad once focus has settled away from every field and no
   * pointer is pressed: a tap on another field's label first takes the focus
   * from the field, and a pad that hid at once would move the page under the
   * finger between its press and its release.
   */
  #hideLater() {
    if (this.#panel.hidden || this.#hiding) return;
    this.#hiding = setTimeout(() => {
      this.#hiding = 0;
      if (pointerPressed) {
        this.#hideLater();
        return;
      }
      if (focusedField()) return this.update();
      this.#field = null;
      this.#panel.hidden = true;
      this.#layout();
    }, 250);
  }

  #button(name) {
    return this.#panel.querySelector(`[data-key="${name}"]`);
  }

  /** The keys of the engine's pad (PadLayout): the bar, then the rows. */
  #build(pad) {
    this.#drawnPad = pad;
    this.#panel.setAttribute("aria-label", pad.name);
    const make = (key) => {
      const button = document.createElement("button");
      button.type = "button";
      button.tabIndex = -1;
      button.dataset.key = key.name;
      button.textContent = key.label;
      if (key.accessibleName !== key.label) button.setAttribute("aria-label", key.accessibleName);
      button.className = /^[0-9]+$/.test(key.name) ? "digit" : key.name === "return" ? "return" : "function";
      button.setAttribute("part", `key ${button.className}`);
      return button;
    };
    // The return key stands in the bar, as iOS's accessory bar has it; the
    // form's last words (a refusal and why) beside it, for the eye: the
    // form's live region speaks them.
    const buttons = pad.bar.map(make);
    this.#status = document.createElement("p");
    this.#status.id = "status";
    this.#status.setAttribute("part", "status");
    this.#status.setAttribute("aria-hidden", "true");
    this.#bar.replaceChildren(...buttons.slice(0, -1), this.#status, ...buttons.slice(-1));
    this.#keys.replaceChildren(...pad.rows.flat().map((key) => {
      if (key.name !== "return") return make(key);
      const blank = document.createElement("span");
      blank.setAttribute("aria-hidden", "true");
      return blank;
    }));
  }

  /**
   * Keyboard avoidance: the pad sits on the visual viewport's bottom (above
   * a system keyboard the VirtualKeyboard API reports), its height kept free
   * under the page, and the focused field with its label scrolled above it.
   */
  #layout() {
    const shown = !this.#panel.hidden;
    const viewport = window.visualViewport;
    const keyboard = navigator.virtualKeyboard?.boundingRect?.height ?? 0;
    const covered = viewport
      ? Math.max(keyboard, window.innerHeight - viewport.height - viewport.offsetTop)
      : keyboard;
    this.style.setProperty("--keypad-covered", `${covered}px`);
    const height = shown ? this.#panel.offsetHeight + covered : 0;
    this.style.setProperty("--keypad-pad-reserved", `${height}px`);
    document.documentElement.style.setProperty("--keypad-pad-height", `${height}px`);
    // The field is brought into view when it or the space the pad leaves
    // changes, never on a scroll of the person's own.
    const field = shown ? this.#field : null;
    if (field && (field !== this.#revealed || height !== this.#revealedHeight)) reveal(field);
    this.#revealed = field;
    this.#revealedHeight = height;
  }

  /** The field last brought into view, and the pad's height then. */
  #revealed = null;
  #revealedHeight = 0;

  /** The top of the pad on screen, or the viewport's bottom when hidden. */
  get top() {
    return this.#panel.hidden ? null : this.#panel.getBoundingClientRect().top;
  }
}

/** Whether a pointer is pressed anywhere on the page. */
let pointerPressed = false;
addEventListener("pointerdown", () => { pointerPressed = true; }, true);
addEventListener("pointerup", () => { pointerPressed = false; }, true);
addEventListener("pointercancel", () => { pointerPressed = false; }, true);

/** The focused <keypad-field>, or null. */
function focusedField() {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement && !(element instanceof KeypadFieldElement)) {
    element = element.shadowRoot.activeElement;
  }
  return element instanceof KeypadFieldElement ? element : null;
}

/**
 * Scrolls a field with its labels into the space above the pad (or the
 * system keyboard): the visual viewport less what covers it.
 */
function reveal(field) {
  const margin = 12;
  const boxes = [field, ...(field.labels ?? [])].map((element) => element.getBoundingClientRect());
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const viewport = window.visualViewport;
  const padTops = [...pads].map((pad) => pad.top).filter((value) => value !== null);
  const viewTop = viewport ? viewport.offsetTop : 0;
  const viewBottom = Math.min(viewport ? viewport.offsetTop + viewport.height : window.innerHeight, ...padTops);
  if (bottom > viewBottom - margin) window.scrollBy(0, Math.min(bottom - viewBottom + margin, top - viewTop - margin));
  else if (top < viewTop + margin) window.scrollBy(0, top - viewTop - margin);
}

// MARK: Starting

/**
 * Fields drawn again from the engine when the page comes back from the
 * back-forward cache: an engine there keeps its forms, and what is drawn
 * must be what it holds. WebKit empties inputs whose autocomplete is off
 * after `pageshow`, so they are drawn again in the next frame too.
 */
function drawAll() {
  for (const byOwner of groups.values()) {
    for (const group of byOwner.values()) {
      if (group.session) group.draw(group.session.state, { all: true, quiet: true });
    }
  }
}

addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  KeypadFieldElement.forgetOnBack();
  drawAll();
  requestAnimationFrame(() => requestAnimationFrame(drawAll));
});

navigator.virtualKeyboard?.addEventListener?.("geometrychange", () => {
  for (const pad of pads) pad.update();
});

/** Resolves once both elements are defined and fields take keys. */
export const ready = (async () => {
  const fields = [...document.querySelectorAll("keypad-field")];
  const build = namedBuild() ?? (fields.some(needsEveryKind) ? "all" : "numbers");
  // The fields' messages load beside the module.
  const catalogs = Promise.all([...new Set(fields.map(localeOf))].map((locale) => loadCatalog(locale)));
  try {
    engine = await KeypadEngine.load(BUILDS.get(build));
    engineBuild = build;
    await catalogs;
  } catch (error) {
    const failure = { code: "web-load-failed", message: String(error?.message ?? error) };
    console.error(`keypad-field: ${failure.code}: ${failure.message}`);
    throw failure;
  }
  customElements.define("keypad-field", KeypadFieldElement);
  customElements.define("keypad-pad", KeypadPadElement);
})();
