// A checkout page's script, type-checked against keypad-field.d.ts and
// keypad.d.ts by run.sh (tsc --strict --noEmit; it is never run). It uses
// every element, attribute, property, method and event the declarations
// give, and the `@ts-expect-error` lines prove that wrong uses fail.

import {
  KeypadFieldElement,
  KeypadPadElement,
  ready,
  type KeypadErrorDetail,
  type KeypadFieldAttributes,
  type KeypadFieldCustomState,
  type KeypadFieldEventMap,
  type KeypadKind,
  type KeypadPadAttributes,
  type KeypadRefuseDetail,
  type KeypadSubmitDetail,
} from "../../keypad-field.js";
import {
  Input,
  KeypadEngine,
  type ApplyOptions,
  type EngineFieldKind,
  KeypadSession,
  type FieldState,
  type FormState,
  type InputCode,
  type InputName,
  type InvalidField,
  type KeypadCodedMessage,
  type KeypadFailure,
  type FieldDefinition,
  type LoadOptions,
  loadMessageCatalogs,
  messageCatalogLanguage,
  messageCatalogsLoaded,
  type OpenFieldsOptions,
  type OpenOptions,
  type OpenResult,
  type PadKeyState,
  type WholeFormState,
  registerMessageCatalog,
} from "../../keypad.js";

// MARK: Attributes

type AttributeValue = string | boolean | undefined;

/** Sets the attributes HTML-style: `true` present, `false` or absent removed. */
function applyAttributes<A extends { [K in keyof A]?: AttributeValue }>(element: Element, attributes: A): void {
  for (const name of Object.keys(attributes) as (keyof A & string)[]) {
    const value: AttributeValue = attributes[name];
    if (value === true) element.setAttribute(name, "");
    else if (value === false || value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/** Makes a labelled field in the form. */
function addField(form: HTMLFormElement, label: string, attributes: KeypadFieldAttributes): KeypadFieldElement {
  const field = document.createElement("keypad-field");
  applyAttributes(field, attributes);
  field.id = `checkout-${attributes.name ?? "field"}`;
  const labelElement = document.createElement("label");
  labelElement.htmlFor = field.id;
  labelElement.textContent = label;
  form.append(labelElement, field);
  return field;
}

const form = document.createElement("form");
form.action = "/checkout";
document.body.append(form);

const amountAttributes: KeypadFieldAttributes = {
  kind: "decimal",
  name: "amount",
  value: "49.90",
  locale: "de-DE",
  required: true,
  placeholder: "0,00",
  inputmode: "text",
  "max-integer-digits": "6",
  "max-fraction-digits": "2",
  "allow-negative": false,
  entry: "decimal",
  min: "0",
  max: "10000",
  bounds: "clamp",
  "second-decimal": "jump",
  currency: "EUR",
  "number-style": "currency",
  "currency-display": "symbol",
  accounting: false,
  step: "0.50",
};
const amount = addField(form, "Amount", amountAttributes);

const tip = addField(form, "Tip", {
  kind: "decimal",
  name: "tip",
  "number-style": "percent",
  max: "30",
  bounds: "report",
  "second-decimal": "duplicate-decimal",
});
const shipping = addField(form, "Shipping adjustment", {
  kind: "decimal",
  name: "shipping",
  entry: "cents",
  currency: "USD",
  "number-style": "currency",
  "currency-display": "code",
  "allow-negative": true,
  accounting: true,
  hidden: true,
});
const postcode = addField(form, "Postcode", {
  kind: "digits",
  name: "postcode",
  pattern: "#####",
  "min-length": "5",
  "max-length": "5",
  advance: true,
});
const card = addField(form, "Card number", { kind: "card", name: "card-number", advance: true });
const expiry = addField(form, "Expiry", { kind: "expiry", name: "expiry", advance: true });
const securityCode = addField(form, "Security code", {
  kind: "security-code",
  name: "cvc",
  card: "card-number",
  advance: true,
});
const pin = addField(form, "Gift card PIN", { kind: "code", name: "pin", length: "4", secure: true, disabled: true });
const delivery = addField(form, "Delivery date", { kind: "date", name: "delivery", min: "today", max: "2027-12-31" });
const slot = addField(form, "Delivery time", {
  kind: "time",
  name: "slot",
  min: "08:00",
  max: "20:00",
  step: "15",
  seconds: false,
  advance: true,
});
const workout = addField(form, "Workout time", {
  kind: "duration",
  name: "workout",
  units: "m:s",
  max: "PT2H",
  advance: true,
});
const phone = addField(form, "Phone", { kind: "phone", name: "phone", region: "DE", readonly: true });
const voucher = addField(form, "Voucher", { kind: "code", name: "voucher", "max-length": "8" });

const padAttributes: KeypadPadAttributes = { hidden: false };
const pad = document.createElement("keypad-pad");
applyAttributes(pad, padAttributes);
form.append(pad);

// @ts-expect-error: "currency" is no kind
const wrongKind: KeypadFieldAttributes = { kind: "currency" };
// @ts-expect-error: the form file's `style` is `number-style` here
const wrongStyle: KeypadFieldAttributes = { style: "currency" };
// @ts-expect-error: no such number style
const wrongNumberStyle: KeypadFieldAttributes = { "number-style": "scientific" };
// @ts-expect-error: the form file's camelCase keys are kebab-case attributes
const wrongCase: KeypadFieldAttributes = { maxIntegerDigits: "6" };
void [wrongKind, wrongStyle, wrongNumberStyle, wrongCase];

// MARK: Styles: custom states

const states: KeypadFieldCustomState[] = ["empty", "invalid", "refused", "error"];
const sheet = new CSSStyleSheet();
sheet.replaceSync(`
  keypad-field:state(empty) { color: GrayText; }
  keypad-field:state(invalid) { outline: 2px solid crimson; }
  keypad-field:state(refused) { animation: shake 0.2s; }
  keypad-field:state(error) { background: mistyrose; }
  keypad-pad[hidden] { display: none; }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

function statesOf(field: KeypadFieldElement): KeypadFieldCustomState[] {
  return states.filter((state) => field.matches(`:state(${state})`));
}
// @ts-expect-error: no such state
const wrongState: KeypadFieldCustomState = "focused";
void wrongState;

// MARK: Properties and methods

const status = document.createElement("output");
form.append(status);

function summary(field: KeypadFieldElement): string {
  const kind: KeypadKind = field.kind;
  const labels: string[] = Array.from(field.labels, (label) => label.textContent ?? "");
  const owner: HTMLFormElement | null = field.form;
  const type: "keypad-field" = field.type;
  return [
    `${labels.join(" ")} (${type}, ${kind}) in ${owner?.action ?? "no form"}`,
    `value ${JSON.stringify(field.value)}, default ${JSON.stringify(field.defaultValue)}`,
    `shows ${JSON.stringify(field.display)} in ${field.resolvedLocale} (asked: ${field.locale || "none"})`,
    `required ${field.required}, disabled ${field.disabled}, read-only ${field.readOnly}`,
    `placeholder ${field.placeholder}, states ${statesOf(field).join(" ")}`,
    `valid ${field.validity.valid} (${field.validationMessage}), validated ${field.willValidate}`,
  ].join("; ");
}

function total(): number {
  const subtotal = amount.valueAsNumber;
  const tipPercent = Number.isNaN(tip.valueAsNumber) ? 0 : tip.valueAsNumber;
  return Number.isNaN(subtotal) ? 0 : subtotal * (1 + tipPercent / 100);
}

amount.value = "59.90";
amount.valueAsNumber = 64.5;
amount.defaultValue = "49.90";
amount.kind = "decimal";
amount.name = "amount";
amount.required = true;
amount.placeholder = "0,00";
amount.locale = "de-AT";
tip.disabled = false;
phone.readOnly = false;
pin.disabled = !pin.disabled;
voucher.setCustomValidity("");
if (KeypadFieldElement.formAssociated) status.value = summary(amount);

// @ts-expect-error: the display is read-only
amount.display = "59,90 €";
// @ts-expect-error: the resolved locale is read-only
amount.resolvedLocale = "en_US";
// @ts-expect-error: no such kind
amount.kind = "money";
// @ts-expect-error: a number is no value; valueAsNumber takes one
amount.value = 59.9;
// @ts-expect-error: formAssociated is a constant
KeypadFieldElement.formAssociated = false;
// @ts-expect-error: the pad's field follows the focus
pad.field = amount;

// MARK: Events

const onRefuse = (event: CustomEvent<KeypadRefuseDetail>): void => {
  const code: string = event.detail.code;
  status.value = `${code}: ${event.detail.message}`;
};

for (const field of [amount, tip, shipping, postcode, card, expiry, securityCode, pin, delivery, slot, workout, phone, voucher]) {
  field.addEventListener("input", (event) => {
    const plain: Event = event;
    if (plain.bubbles) status.value = `${field.display} → ${total().toFixed(2)}`;
  });
  field.addEventListener("change", function (event) {
    // `this` is the field.
    status.value = `${this.name} committed ${this.value} (${event.type})`;
  });
  field.addEventListener("keypad-refuse", onRefuse);
  field.addEventListener("keypad-error", (event) => {
    const detail: KeypadErrorDetail = event.detail;
    if (detail.code === "unknown-locale") field.locale = "";
  });
  field.addEventListener("keypad-submit", (event) => {
    const detail: KeypadSubmitDetail = event.detail;
    const values: Record<string, string> = detail.values;
    status.value = Object.entries(values).map(([name, value]) => `${name}=${value}`).join("&");
    // @ts-expect-error: values are strings, as the form submits them
    detail.values.amount.toFixed(2);
  });
  // @ts-expect-error: a refusal's detail has a code and a message only
  field.addEventListener("keypad-refuse", (event) => event.detail.nope);
  // @ts-expect-error: a submit's detail has no code
  field.addEventListener("keypad-submit", (event) => event.detail.code);
  // Any other event type still takes a plain listener.
  field.addEventListener("focusin", (event) => void event.relatedTarget, { passive: true });
  field.addEventListener("custom-analytics", (event: Event) => void event.type);
}
amount.removeEventListener("keypad-refuse", onRefuse);
amount.removeEventListener("custom-analytics", () => undefined, false);

const eventTypes: (keyof KeypadFieldEventMap)[] = ["input", "change", "keypad-refuse", "keypad-error", "keypad-submit"];
// @ts-expect-error: no such event
const wrongEvent: keyof KeypadFieldEventMap = "keypad-refused";
void [eventTypes, wrongEvent];

form.addEventListener("submit", (event) => {
  if (!amount.checkValidity()) {
    event.preventDefault();
    amount.reportValidity();
    amount.focus({ preventScroll: true });
    amount.select();
    const selected: number = amount.selectionEnd - amount.selectionStart;
    if (selected === 0) amount.setSelectionRange(0, amount.display.length);
  }
});

// MARK: Ready, the pad

ready.then(
  () => {
    const served: KeypadFieldElement | null = pad.field;
    status.value = served ? `pad serves ${served.name}` : "pad idle";
    const fromQuery: KeypadFieldElement | null = document.querySelector("keypad-field");
    const pads: NodeListOf<KeypadPadElement> = document.querySelectorAll("keypad-pad");
    if (fromQuery && pads.length > 0 && fromQuery instanceof KeypadFieldElement) fromQuery.focus();
  },
  (reason: KeypadErrorDetail) => {
    status.value = `Keypad cannot load: ${reason.message} [${reason.code}]`;
  },
);
// @ts-expect-error: ready resolves with nothing
ready.then((value) => value.code);

// MARK: The engine, directly: a tip calculator drawn by hand

const tipForm = JSON.stringify({ title: "Tip", fields: [{ name: "tip", kind: "decimal", entry: "cents" }] });

const keyboard: Partial<Record<string, InputName>> = {
  Backspace: "deleteBackward",
  Delete: "deleteForward",
  Tab: "next",
  Enter: "done",
  Escape: "dismiss",
  ArrowUp: "increment",
  ArrowDown: "decrement",
};

function isFailure(answer: FormState | KeypadFailure): answer is KeypadFailure {
  return !answer.ok;
}

function describe(field: FieldState): string {
  const kind: EngineFieldKind = field.kind;
  const [start, end]: [number, number] = field.selection;
  const shown = field.hidesDigits ? "(hidden)" : field.display;
  const failure = field.failure === null ? "" : ` ${field.failure} [${field.failureCode ?? ""}]`;
  // A time on a 12-hour clock has its own pad, with the day-period key.
  const dayPeriod = field.pad?.rows.flat().find((key) => key.name === "dayPeriod")?.label ?? "";
  return `${field.label} ${field.name} (${kind}) ${shown} [${start}, ${end}] = ${field.value ?? "none"}` +
    `${field.enabled ? "" : " disabled"}${failure}${dayPeriod}`;
}

function draw(state: FormState, root: HTMLElement): void {
  root.replaceChildren();
  root.dataset.returnKey = state.returnKey;
  root.title = `${state.title} (${state.locale}), ${state.previous ?? "-"} < ${state.active ?? "-"} > ${state.next ?? "-"}`;
  const keys: PadKeyState[] = [...state.pad.rows.flat(), ...state.pad.bar];
  for (const key of keys) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = key.label;
    button.setAttribute("aria-label", key.accessibleName);
    button.dataset.key = key.name;
    root.append(button);
  }
  const indexes = state.changed ?? state.fields.map((_, index) => index);
  for (const index of indexes) root.append(describe(state.fields[index]));
  const invalid: InvalidField[] = state.invalid;
  root.dataset.invalid = invalid.map(({ name, code, message }) => `${name}: ${message} [${code}]`).join("; ");
  const refusal: KeypadCodedMessage | null = state.refusal;
  if (refusal) root.append(`${refusal.code}: ${refusal.message}`);
  if (state.announcement) {
    root.setAttribute("aria-description", `${state.announcement.text} (${state.announcement.code})`);
    root.lang = state.announcement.fallback ? "en" : state.announcement.language;
  }
  if (state.submitted) root.dataset.tip = state.submitted.tip ?? "";
}

// A language Keypad has no catalog for, worded by the page.
registerMessageCatalog("sv", { "validation.required": "Fyll i {label}" });
// @ts-expect-error: the patterns are text by message id
registerMessageCatalog("sv", ["Fyll i {label}"]);

// Keypad's catalogs, a language at a time, before a form in it opens.
async function catalogs(): Promise<boolean> {
  const language: string = messageCatalogLanguage("zh-Hant-TW");
  await loadMessageCatalogs(["de-DE", language]);
  // @ts-expect-error: locales, not one locale
  void loadMessageCatalogs(7);
  return messageCatalogsLoaded(new Set(["de-DE"]));
}
void catalogs;

// The fields a page gives as a form file's keys, in every build.
async function amountAlone(): Promise<string> {
  const loading: LoadOptions = { locales: ["de_DE"] };
  const engine = await KeypadEngine.load(new URL("../../build/keypad-numbers.wasm", import.meta.url), loading);
  await engine.prepare("fr-FR");
  await engine.prepare(["fr-FR", "ja_JP"]);
  // @ts-expect-error: a locale is text
  void engine.prepare(7);
  const amount: FieldDefinition = { name: "amount", currency: "EUR", maxIntegerDigits: 9, required: true };
  const options: OpenFieldsOptions = { locale: "de_DE", fields: [amount] };
  const opened: OpenResult = engine.openFields(options);
  // @ts-expect-error: a field has a name
  engine.openFields({ locale: "de_DE", fields: [{ currency: "EUR" }] });
  // @ts-expect-error: a key's value is text, a number or a boolean
  engine.openFields({ locale: "de_DE", fields: [{ name: "a", min: [1] }] });
  return opened.ok ? opened.state.fields[0].display : opened.error.code;
}
void amountAlone;

async function tipCalculator(root: HTMLElement): Promise<void> {
  const engine = await KeypadEngine.load(new URL("../../build/Keypad.wasm", import.meta.url));
  const options: OpenOptions = { locale: "en_US", formText: tipForm, formName: "tip.json" };
  const opened: OpenResult = engine.open(options);
  if (!opened.ok) {
    root.textContent = `${opened.error.code}: ${opened.error.message}`;
    return;
  }
  const session: KeypadSession = opened.session;
  draw(opened.state, root);
  const send = (input: InputCode, applied: ApplyOptions = {}): void => {
    if (session.closed) return;
    const answer = session.apply(input, applied);
    if (isFailure(answer)) root.textContent = answer.error.message;
    else draw(answer, root);
  };
  send(Input.focus, { text: "tip" });
  root.addEventListener("click", (event) => {
    const key = event.target instanceof HTMLElement ? event.target.dataset.key : undefined;
    if (key) send(Input.key, { text: key });
  });
  root.addEventListener("keydown", (event) => {
    const name = keyboard[event.key];
    if (event.ctrlKey && event.key === "z") send(event.shiftKey ? Input.redo : Input.undo);
    else if (event.shiftKey && event.key === "Tab") send(Input.previous);
    else if (name) send(Input[name]);
    else if (event.key.length === 1) send(Input.characters, { text: event.key });
  });
  root.addEventListener("paste", (event) => send(Input.paste, { text: event.clipboardData?.getData("text") ?? "" }));
  root.addEventListener("drop", (event) => {
    const [start, end] = session.state.fields[0].selection;
    send(Input.replace, { start, end, text: event.dataTransfer?.getData("text") ?? "" });
  });
  root.addEventListener("select", () => send(Input.select, { start: 0, end: session.state.fields[0].display.length }));
  root.addEventListener("input", () => send(Input.setText, { text: root.textContent ?? "", start: -1 }));
  root.addEventListener("dblclick", () => send(Input.revert));
  // The page's own buttons: the field by its index in `fields`, a flag as `end`.
  const tipIndex = session.state.fields.findIndex((field) => field.name === "tip");
  document.querySelector("#tip-15")?.addEventListener("click", () => send(Input.setValue, { start: tipIndex, text: "15" }));
  document.querySelector("#no-tip")?.addEventListener("change", (event) => {
    const off = event.target instanceof HTMLInputElement && event.target.checked;
    send(Input.setEnabled, { start: tipIndex, end: off ? 0 : 1 });
    send(Input.setHidden, { start: tipIndex, end: off ? 1 : 0 });
  });
  addEventListener("pageshow", () => {
    const whole: WholeFormState | KeypadFailure = session.wholeState();
    if (whole.ok && whole.full) root.dataset.active = whole.active ?? "";
  });
  addEventListener("pagehide", () => session.close(), { once: true });

  // @ts-expect-error: 99 is no input
  session.apply(99);
  // @ts-expect-error: the inputs are constants
  Input.characters = 2;
  // @ts-expect-error: a session's state is read-only
  session.state = opened.state;
  // @ts-expect-error: the whole state is no input's answer
  session.wholeState().changed;
}

// @ts-expect-error: engines come from KeypadEngine.load
new KeypadEngine();
// @ts-expect-error: sessions come from KeypadEngine.open
new KeypadSession();

void tipCalculator(document.createElement("section"));
