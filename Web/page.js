// The Keypad page (index.html): a form the engine (keypad.js over
// build/Keypad.wasm) edits, with an on-screen number pad.
//
//   index.html?locale=de_DE               the demo form in de_DE
//   index.html?form=forms/tip.json        a form file (any URL, data: too)
//
// Without `?locale=` the browser's language is used (`de-DE` → `de_DE`), and
// the engine's own choice when it does not know that one. The inputs take no
// edit themselves: every `beforeinput` is prevented and handed to the engine
// as one input, and the fields its answer changed are drawn again from it
// (the display, the caret, the failure). An input method's composition,
// whose `beforeinput` cannot be prevented, shows in the input until it
// ends, and is then handed to the engine as one input. The pad is the
// phones' decimal pad, as KeypadFrontEnd's PadLayout orders it for every
// front end.
//
// For tests: `window.keypad` holds `{ module, engine, state, Input }`
// (`module` is the loaded KeypadEngine, `engine` the page's open form, a
// KeypadSession, and `state` the form's state after the last answer, as
// keypad.js lays the answers out),
// and `document.body.dataset.ready` is "1" once the form (or its error) is
// drawn, when the performance mark "keypad-ready" is set too (its time, from
// navigation start, is what Web/bench reports as the time to interactive;
// "keypad-loaded" marks the module instantiated, and "keypad-opened" the
// form opened, before it is drawn).

import { Input, KeypadEngine } from "./keypad.js";

const $ = (id) => document.getElementById(id);
const page = { module: null, engine: null, state: null, Input };
window.keypad = page;

/** Each field's input by field name, in the form's order. */
const inputs = new Map();
/** The live region's last text, to say the same words again. */
let lastStatus = "";
/**
 * The fields changed by answers kept but not drawn (the focus and the
 * selection the page hands the engine before an edit), drawn with the next
 * answer; every field once `all` is set.
 */
const undrawn = { fields: new Set(), all: false };
/** The return key's hint the inputs have. */
let drawnEnterKeyHint = null;

// MARK: Starting

/** An ICU locale id from a BCP 47 tag (`de-DE` → `de_DE`, `zh-Hant-TW` → `zh_Hant_TW`). */
function icuLocale(tag) {
  const base = (tag ?? "").split(/-[ux]-/i)[0];
  return base.replaceAll("-", "_");
}

/** A BCP 47 tag from an ICU id, for `lang` (`de_DE@calendar=x` → `de-DE`). */
function languageTag(id) {
  return (id ?? "").split("@")[0].replaceAll("_", "-");
}

/** The form file `?form=` names: its text and the name messages give it. */
async function formFile(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw { code: "web-form-unreadable", message: `${url}: ${error.message}` };
  }
  if (!response.ok) {
    throw { code: "web-form-unreadable", message: `${url}: HTTP ${response.status} ${response.statusText}` };
  }
  const name = url.startsWith("data:") ? "form (data: URL)" : url;
  return { formText: await response.text(), formName: name };
}

async function start() {
  const params = new URLSearchParams(location.search);
  try {
    page.module = await KeypadEngine.load(new URL("build/Keypad.wasm", import.meta.url));
    performance.mark("keypad-loaded");
    const form = params.has("form")
      ? await formFile(params.get("form"))
      : { formText: null, formName: "form" };
    let opened;
    if (params.has("locale")) {
      opened = page.module.open({ locale: params.get("locale"), ...form });
    } else {
      opened = page.module.open({ locale: icuLocale(navigator.language), ...form });
      // A browser language the engine does not know: the engine's choice.
      if (!opened.ok && opened.error.code === "unknown-locale") {
        opened = page.module.open({ locale: "", ...form });
      }
    }
    const answer = opened.ok ? opened.state : opened;
    if (opened.ok) page.engine = opened.session;
    performance.mark("keypad-opened");
    if (answer.ok) build(answer);
    draw(answer);
  } catch (error) {
    showError(error.code ? error : { code: "web-load-failed", message: String(error.message ?? error) });
  }
  document.body.dataset.ready = "1";
  performance.mark("keypad-ready");
}

// MARK: Building

/** Makes the title, one labelled input per field, and the pad. */
function build(answer) {
  const form = $("form");
  form.replaceChildren();
  inputs.clear();
  drawnEnterKeyHint = null;
  answer.fields.forEach((field, index) => {
    const row = document.createElement("div");
    row.className = "field";
    const label = document.createElement("label");
    label.htmlFor = `field-${index}`;
    label.textContent = field.label;
    const input = document.createElement("input");
    input.id = `field-${index}`;
    input.name = field.name;
    input.type = field.hidesDigits ? "password" : "text";
    input.dataset.name = field.name;
    input.dataset.kind = field.kind;
    input.lang = languageTag(answer.locale);
    input.setAttribute("inputmode", "none");
    input.setAttribute("autocomplete", "off");
    input.setAttribute("autocapitalize", "off");
    input.setAttribute("autocorrect", "off");
    input.spellcheck = false;
    const failure = document.createElement("p");
    failure.className = "failure";
    failure.id = `failure-${index}`;
    input.setAttribute("aria-describedby", failure.id);
    input.addEventListener("beforeinput", onBeforeInput);
    // What the browser wrote itself is drawn over from the engine's state,
    // but for a composition under way: its text is the input method's
    // until it ends (onCompositionEnd).
    input.addEventListener("input", (event) => {
      if (!event.isComposing) draw(page.state, { quiet: true, all: true });
    });
    input.addEventListener("compositionstart", onCompositionStart);
    input.addEventListener("compositionupdate", (event) => {
      if (composition?.input === input) composition.text = event.data ?? "";
    });
    input.addEventListener("compositionend", onCompositionEnd);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("focusout", onFocusOut);
    row.append(label, input, failure);
    form.append(row);
    inputs.set(field.name, input);
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  buildPad(answer.pad);
  $("pad").hidden = false;
  layoutPad();
}

/**
 * The pad of KeypadFrontEnd's PadLayout, as the engine's answer gives its
 * keys: 1 2 3 at the top (the phones' order), ± C ⌫ and the return key in
 * the fourth column; ∧ and ∨ in the bar above it.
 */
function buildPad(pad) {
  const keys = $("keys");
  keys.replaceChildren();
  for (const key of pad.rows.flat()) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.key = key.name;
    if (key.name === "return") {
      button.dataset.action = "return";
      button.className = "return";
    } else {
      button.className = /^[0-9]+$/.test(key.name) ? "digit" : "function";
    }
    keys.append(button);
  }
  for (const button of $("pad").querySelectorAll("button")) {
    // The input keeps the focus (and its caret) when a key is pressed.
    button.addEventListener("mousedown", (event) => event.preventDefault());
    button.addEventListener("click", () => onPadButton(button));
  }
  window.visualViewport?.addEventListener("resize", layoutPad);
  window.visualViewport?.addEventListener("scroll", layoutPad);
  window.addEventListener("resize", layoutPad);
  new ResizeObserver(layoutPad).observe($("pad"));
}

// MARK: Drawing

/** Keeps an answer as the page's state without drawing it yet. */
function keep(answer) {
  page.state = answer;
  if (answer.changed === null) undrawn.all = true;
  else for (const index of answer.changed) undrawn.fields.add(index);
}

/**
 * Draws an answer: the fields it changed (`all`: every field) with those of
 * the answers kept since the last draw, the pad, the live region, the error.
 */
function draw(answer, { quiet = false, all = false } = {}) {
  if (!answer) return;
  if (!answer.ok) {
    showError(answer.error);
    return;
  }
  page.state = answer;
  // Only what changed is written: a keystroke changes one input, and every
  // write (even of the same text) makes the browser check style and layout.
  if (all || answer.changed === null || undrawn.all) {
    if (document.title !== answer.title) document.title = answer.title;
    setText($("title"), answer.title);
    answer.fields.forEach((field, index) => drawField(answer, field, index));
    drawPadLabels(answer);
  } else {
    for (const index of answer.changed) undrawn.fields.add(index);
    for (const index of undrawn.fields) drawField(answer, answer.fields[index], index);
  }
  undrawn.fields.clear();
  undrawn.all = false;
  drawReturnKey(answer);
  if (!quiet) say(answer);
  if (answer.submitted) {
    $("submitted").textContent = JSON.stringify(answer.submitted, null, 2);
    $("result").hidden = false;
  }
  placeFocus(answer);
}

/**
 * Draws one field's input, its failure and its row. The failure's element
 * carries its code as `data-code` (`required`, `below-min`, ...), for a
 * page's styles and scripts.
 */
function drawField(answer, field, index) {
  const input = inputs.get(field.name);
  if (!input) return;
  if (input.value !== field.display) input.value = field.display;
  if (input.disabled !== !field.enabled) input.disabled = !field.enabled;
  const failure = $(`failure-${index}`);
  setText(failure, field.failure ?? "");
  if ((failure.dataset.code ?? null) !== field.failureCode) {
    if (field.failureCode) failure.dataset.code = field.failureCode;
    else delete failure.dataset.code;
  }
  if (field.failure) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
  input.closest(".field").classList.toggle("active", field.name === answer.active);
}

/** Sets an element's text when it differs. */
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * What follows the active field: the return key's title on the pad and its
 * hint on the inputs; ∧ and ∨ disabled where Previous or Next leads nowhere.
 */
function drawReturnKey(answer) {
  const enterKeyHint = answer.returnKey.toLowerCase();
  if (enterKeyHint !== drawnEnterKeyHint) {
    drawnEnterKeyHint = enterKeyHint;
    for (const input of inputs.values()) input.setAttribute("enterkeyhint", enterKeyHint);
    setText($("keys").querySelector('[data-key="return"]'), answer.returnKey);
  }
  if ($("previous").disabled !== (answer.previous === null)) {
    $("previous").disabled = answer.previous === null;
  }
  if ($("next").disabled !== (answer.next === null)) $("next").disabled = answer.next === null;
}

/** The pad's labels and accessible names, the engine's for the locale. */
function drawPadLabels(answer) {
  const keys = new Map(answer.pad.rows.flat().map((key) => [key.name, key]));
  for (const button of $("keys").children) {
    const key = keys.get(button.dataset.key);
    if (!key || key.name === "return") continue; // the return key: drawReturnKey
    setText(button, key.label);
    if (key.accessibleName !== key.label) button.setAttribute("aria-label", key.accessibleName);
    else button.removeAttribute("aria-label");
  }
}

/** The announcement (or the refusal's message) into the live region. */
function say(answer) {
  const status = $("status");
  let text = answer.announcement?.text ?? answer.refusal?.message ?? "";
  status.classList.toggle("refused", Boolean(answer.refusal));
  if (text === "") {
    if (lastStatus !== "") status.textContent = "";
    lastStatus = "";
    return;
  }
  // The same words again (a second refusal) must still change the region.
  if (text === lastStatus.trimEnd()) text = lastStatus.endsWith("\u00a0") ? text : text + "\u00a0";
  status.textContent = text;
  lastStatus = text;
}

/** The input placeFocus last scrolled into view, and a frame's pending reveal. */
let revealed = null;
let revealFrame = 0;

/**
 * The active field's input focused, its caret the engine's, in view above
 * the pad: at once when the field changed, in the next frame for an edit of
 * the same field (reading where the row is makes the browser lay the page
 * out, which the frame does anyway).
 */
function placeFocus(answer) {
  const input = answer.active === null ? null : inputs.get(answer.active);
  if (!input) {
    revealed = null;
    if (document.activeElement instanceof HTMLInputElement && inputs.has(document.activeElement.dataset.name)) {
      document.activeElement.blur();
    }
    return;
  }
  const field = answer.fields.find((f) => f.name === answer.active);
  if (document.activeElement !== input) input.focus({ preventScroll: true });
  const [start, end] = field.selection;
  if (input.selectionStart !== start || input.selectionEnd !== end) {
    input.setSelectionRange(start, end);
  }
  if (input !== revealed) {
    revealed = input;
    reveal(input);
  } else if (!revealFrame) {
    revealFrame = requestAnimationFrame(() => {
      revealFrame = 0;
      if (revealed && document.activeElement === revealed) reveal(revealed);
    });
  }
}

function showError(error) {
  $("error-code").textContent = error.code;
  $("error-message").textContent = error.message;
  $("error").hidden = false;
  $("form").hidden = true;
  $("pad").hidden = true;
  document.body.dataset.error = error.code;
}

// MARK: Keyboard avoidance

/** Keeps the pad at the bottom of the visual viewport and the form clear of it. */
function layoutPad() {
  const pad = $("pad");
  if (pad.hidden) return;
  const viewport = window.visualViewport;
  const covered = viewport
    ? Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop)
    : 0;
  pad.style.bottom = `${covered}px`;
  document.documentElement.style.setProperty("--pad-height", `${pad.offsetHeight + covered}px`);
  const active = page.state?.active && inputs.get(page.state.active);
  if (active && document.activeElement === active) reveal(active);
}

/** Scrolls the input's row (label, input, failure) into the space above the pad. */
function reveal(input) {
  const row = input.closest(".field");
  const margin = 12;
  const top = $("pad").getBoundingClientRect().top;
  const box = row.getBoundingClientRect();
  if (box.bottom > top - margin) window.scrollBy(0, box.bottom - top + margin);
  else if (box.top < margin) window.scrollBy(0, box.top - margin);
}

// MARK: Edits

/** Applies one input and draws the answer. */
function apply(input, argument = {}) {
  const answer = page.engine.apply(input, argument);
  draw(answer);
  return answer;
}

/** Makes the field active in the engine if it is not. */
function activate(input) {
  if (page.state?.active !== input.dataset.name) {
    const answer = page.engine.apply(Input.focus, { text: input.dataset.name });
    if (!answer.ok) {
      draw(answer);
      return false;
    }
    keep(answer);
  }
  return true;
}

/**
 * Tells the engine the input's selection before an edit (or the range
 * given), if it differs.
 */
function selectFrom(input, start = input.selectionStart ?? 0, end = input.selectionEnd ?? start) {
  const field = page.state.fields.find((f) => f.name === input.dataset.name);
  if (!field || field.selection[0] !== start || field.selection[1] !== end) {
    const answer = page.engine.apply(Input.select, { start, end });
    if (answer.ok) keep(answer);
  }
  return { start, end };
}

function onBeforeInput(event) {
  const input = event.currentTarget;
  event.preventDefault();
  if (!page.engine || !activate(input)) return;
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
      if (text) insert(input, text, type === "insertText");
      return;
    case "deleteWordBackward":
    case "deleteSoftLineBackward":
    case "deleteHardLineBackward":
    case "deleteWordForward":
    case "deleteSoftLineForward":
    case "deleteHardLineForward":
      deleteSpan(input, type);
      return;
    case "deleteContentBackward":
    case "deleteByCut":
    case "deleteByDrag":
    case "deleteContent":
      selectFrom(input);
      apply(Input.deleteBackward);
      return;
    case "deleteContentForward":
      selectFrom(input);
      apply(Input.deleteForward);
      return;
    case "historyUndo":
      apply(Input.undo);
      return;
    case "historyRedo":
      apply(Input.redo);
      return;
    default:
      // Formatting and line breaks: nothing a number takes. A composition's
      // text (insertCompositionText, which cannot be prevented, and
      // insertFromComposition) is taken when it ends: onCompositionEnd.
      return;
  }
}

/**
 * A word or a line deleted from the caret (Ctrl+Backspace, Ctrl+Delete, and
 * the line's keys on a Mac), or the selection when there is one. An input's
 * `beforeinput` has no target range, so the page finds the span itself:
 * to the start of the word before the caret, or the end of the one after it,
 * by the display's word boundaries in its locale (`Intl.Segmenter`, ICU's
 * rules, as GTK's entry finds a word by Unicode's), or to the display's
 * start or end for a line. The engine is told the span as the selection and
 * deletes it as one edit, keeping what it does not let go (an affix).
 */
function deleteSpan(input, type) {
  let start = input.selectionStart ?? 0;
  let end = input.selectionEnd ?? start;
  if (start === end) {
    const text = input.value;
    const backward = type.endsWith("Backward");
    if (!type.startsWith("deleteWord")) {
      if (backward) start = 0;
      else end = text.length;
    } else {
      const words = [...new Intl.Segmenter(input.lang || undefined, { granularity: "word" })
        .segment(text)].filter((segment) => segment.isWordLike);
      if (backward) {
        start = words.findLast((word) => word.index < start)?.index ?? 0;
      } else {
        const next = words.find((word) => word.index + word.segment.length > end);
        end = next ? next.index + next.segment.length : text.length;
      }
    }
  }
  selectFrom(input, start, end);
  apply(type.endsWith("Backward") ? Input.deleteBackward : Input.deleteForward);
}

/**
 * Text put in at the input's selection, replacing it when there is one.
 * Typed at a caret, it is keys (`Input.characters`); anything else (a
 * paste, a drop, a replacement) is an edit of the display
 * (`Input.replace`), as GTK's entry hands one in: a number pasted at the
 * caret goes in there, read by the paste rules, and the digits around it
 * stay. (`Input.paste` replaces the whole value, as the REPL's `paste`
 * command does.)
 */
function insert(input, text, typed) {
  const start = input.selectionStart ?? 0;
  const end = input.selectionEnd ?? start;
  if (typed && start === end) {
    selectFrom(input);
    apply(Input.characters, { text });
  } else {
    apply(Input.replace, { start, end, text });
  }
}

/**
 * The input method's composition under way: its input and its text so far;
 * `null` when there is none, or once the page has taken its text.
 */
let composition = null;

/**
 * An input method's composition starts: the engine is told the input's
 * selection, which the composition's text is about to replace in the input
 * alone, so that the text committed goes where the composition began.
 */
function onCompositionStart(event) {
  const input = event.currentTarget;
  composition = { input, text: "" };
  if (page.engine && page.state?.ok && activate(input)) selectFrom(input);
}

/**
 * Takes a composition's text as committed before an input of the page's
 * own (a key of the pad), whose drawing would otherwise drop it: the
 * browser ends a composition whose input's value the page sets, without
 * an event that carries its text.
 */
function commitComposition() {
  if (composition) takeComposition(composition.input, composition.text);
}

/**
 * An input method's composition (Japanese, Chinese or Korean text, or a
 * dead key's accent) ended: committed with its text, or cancelled with none.
 * While it ran, its text showed in the input beside the engine's display and
 * the engine did not see it; now the input shows the engine's display and
 * selection again, those from when the composition started, and
 * the committed text goes in there as typed characters: one edit, which the
 * engine takes or refuses as it would the same text from a keyboard.
 */
function onCompositionEnd(event) {
  const input = event.currentTarget;
  if (composition?.input !== input) return; // taken already (commitComposition)
  takeComposition(input, event.data);
}

/**
 * Ends the page's composition: the input drawn from the engine again, its
 * display and selection those from when the composition started, and the
 * text, if any, typed there.
 */
function takeComposition(input, text) {
  composition = null;
  if (!page.engine || !page.state?.ok) return;
  draw(page.state, { quiet: true, all: true });
  if (text && activate(input)) insert(input, text, true);
}

function onKeyDown(event) {
  const input = event.currentTarget;
  if (!page.engine || event.isComposing) return;
  const command = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (key === "Tab" && !command && !event.altKey) {
    if (!activate(input)) return;
    if (!event.shiftKey && page.state.returnKey === "Done") return; // leave the form
    const before = page.state.active;
    const answer = page.engine.apply(event.shiftKey ? Input.previous : Input.next);
    if (answer.ok && answer.active === before) {
      keep(answer); // the first field: Shift-Tab leaves the form
      return;
    }
    event.preventDefault();
    draw(answer);
  } else if (key === "Enter" && !command && !event.altKey) {
    event.preventDefault();
    if (activate(input)) returnKey();
  } else if (command && !event.altKey && (key === "z" || key === "Z")) {
    event.preventDefault();
    if (activate(input)) apply(event.shiftKey ? Input.redo : Input.undo);
  } else if (command && !event.altKey && !event.shiftKey && (key === "y" || key === "Y")) {
    event.preventDefault();
    if (activate(input)) apply(Input.redo);
  }
}

/** The return key: Next, or Done on the last field (ReturnKey's contract). */
function returnKey() {
  apply(page.state.returnKey === "Done" ? Input.done : Input.next);
}

function onFocus(event) {
  const input = event.currentTarget;
  if (!page.engine || page.state?.active === input.dataset.name) return;
  apply(Input.focus, { text: input.dataset.name });
}

/** A click outside the fields ends editing (Input.dismiss), as a tap on a phone does. */
function onFocusOut(event) {
  const next = event.relatedTarget;
  if (next instanceof HTMLInputElement && inputs.has(next.dataset.name)) return;
  if (next && $("pad").contains(next)) return; // a key of the pad, reached by keyboard
  setTimeout(() => {
    const focused = document.activeElement;
    if (!document.hasFocus()) return; // another window: the field stays active
    if (focused instanceof HTMLInputElement && inputs.has(focused.dataset.name)) return;
    if (page.state?.active) apply(Input.dismiss);
  }, 0);
}

function onPadButton(button) {
  if (!page.engine || !page.state) return;
  commitComposition();
  const { key, action } = button.dataset;
  if (action === "previous") apply(Input.previous);
  else if (action === "next") apply(Input.next);
  else if (action === "return") returnKey();
  else {
    const input = page.state.active && inputs.get(page.state.active);
    if (input && document.activeElement === input) selectFrom(input);
    apply(Input.key, { text: key });
  }
}

start();
