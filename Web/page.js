// The Keypad demo page (index.html): the demo form of every front end, made
// of <keypad-field> elements above a <keypad-pad>, as any page uses them.
//
//   index.html?locale=de_DE               the demo form in de_DE
//   index.html?form=forms/tip.json        a form file (any URL, data: too)
//
// Without `?locale=` the fields take the browser's language (one the engine
// does not know is each field's error, never a silent fallback). The page holds
// no engine logic, no pad and no field of its own: it only chooses the
// locale, gives the money fields the locale's currency, turns a form file
// into elements, and shows what the form submits.
//
// For tests: `document.body.dataset.ready` is "1" once the fields take keys
// (or the page's error is shown), when the performance mark "keypad-ready"
// is set too (its time, from navigation start, is what Web/bench reports as
// the time to interactive).

import { ready } from "./keypad-field.js";
import { ICU_CURRENCY_DIGITS, ICU_REGION_CURRENCY } from "./icu/generated/icu-data.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

/** A BCP 47 tag from an ICU id, for `lang` (`de_DE@calendar=x` → `de-DE`). */
function languageTag(id) {
  return (id ?? "").split("@")[0].replaceAll("_", "-");
}

/**
 * The money fields in the locale's currency, as the demo form has them: the
 * currency's code after the label, its symbol in the amount and shipping,
 * its digits in the tip and the shipping's default.
 */
function giveCurrency(form, locale) {
  let region;
  try {
    region = new Intl.Locale(languageTag(locale)).maximize().region;
  } catch {
    return; // the fields report the locale themselves
  }
  const currency = ICU_REGION_CURRENCY[region];
  if (!currency) return;
  const digits = ICU_CURRENCY_DIGITS[currency] ?? 2;
  for (const field of form.querySelectorAll("keypad-field[data-money]")) {
    field.setAttribute("currency", currency);
    if (!field.hasAttribute("data-plain")) field.setAttribute("number-style", "currency");
    const label = form.querySelector(`label[for="${field.id}"]`);
    if (label && !field.hasAttribute("data-plain")) label.textContent += ` (${currency})`;
  }
  const shipping = form.querySelector("#shipping");
  shipping?.setAttribute("value", digits === 0 ? "5" : digits === 1 ? "4.9" : "4.90");
}

/** Attributes of a form file's keys (docs/form-files.md), as the elements name them. */
const ATTRIBUTES = {
  style: "number-style", kind: null, label: null, tag: null, enabled: null, name: "name",
  hidden: "hidden", required: "required",
};

/**
 * A form file's fields as elements: each key its attribute in kebab-case, the
 * kind's name too, `label` a <label>, `tag` the order, `enabled: false`
 * `disabled`. The engine reads every attribute as the form file's key, and
 * reports on the field what it refuses.
 */
function formFileFields(form, file) {
  form.replaceChildren();
  const fields = [...file.fields].sort((a, b) => (a.tag ?? 0) - (b.tag ?? 0));
  fields.forEach((spec, index) => {
    const row = document.createElement("div");
    row.className = "field";
    const label = document.createElement("label");
    label.htmlFor = `field-${index}`;
    label.textContent = spec.label ?? spec.name;
    const field = document.createElement("keypad-field");
    field.id = `field-${index}`;
    for (const [key, value] of Object.entries(spec)) {
      if (value === null || value === false) continue;
      const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const attribute = key in ATTRIBUTES ? ATTRIBUTES[key] : kebab;
      if (attribute) field.setAttribute(attribute, value === true ? "" : String(value));
    }
    if (spec.kind) field.setAttribute("kind", spec.kind.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`));
    if (spec.enabled === false) field.setAttribute("disabled", "");
    row.append(label, field);
    form.append(row);
  });
}

/**
 * The form file `?form=` names: read, and checked by the engine's one
 * form-file reader (its errors name the file's line and column), before its
 * fields become elements.
 */
async function openFormFile(url, locale) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw { code: "web-form-unreadable", message: `${url}: ${error.message}` };
  }
  if (!response.ok) {
    throw { code: "web-form-unreadable", message: `${url}: HTTP ${response.status} ${response.statusText}` };
  }
  const text = await response.text();
  const name = url.startsWith("data:") ? "form (data: URL)" : url;
  const { KeypadEngine } = await import("./keypad.js");
  const engine = await KeypadEngine.load(new URL("build/Keypad.wasm", import.meta.url),
    { locales: [locale] });
  const opened = engine.open({ locale, formText: text, formName: name });
  if (!opened.ok) throw opened.error;
  const title = opened.state.title;
  opened.session.close();
  return { title, file: JSON.parse(text) };
}

function showError(error) {
  $("error-code").textContent = error.code;
  $("error-message").textContent = error.message;
  $("error").hidden = false;
  $("form").hidden = true;
  document.body.dataset.error = error.code;
}

async function start() {
  const form = $("form");
  const locale = params.get("locale");
  try {
    if (params.has("form")) {
      const { title, file } = await openFormFile(params.get("form"), locale ?? navigator.language);
      document.title = title;
      $("title").textContent = title;
      formFileFields(form, file);
    } else {
      giveCurrency(form, locale ?? navigator.language);
    }
    // The fields type in the locale asked for, else in the browser's
    // language (not the page's own lang="en", which says what its text is in).
    for (const field of form.querySelectorAll("keypad-field")) {
      field.setAttribute("locale", locale ?? navigator.language);
    }
    if (locale !== null) document.documentElement.lang = languageTag(locale);
    await ready;
  } catch (error) {
    showError(error.code ? error : { code: "web-load-failed", message: String(error.message ?? error) });
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    $("submitted").textContent = JSON.stringify(Object.fromEntries(new FormData(form)), null, 2);
    $("result").hidden = false;
  });
  // The fields open their form in a task of their own: wait for it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.body.dataset.ready = "1";
  performance.mark("keypad-ready");
}

start();
