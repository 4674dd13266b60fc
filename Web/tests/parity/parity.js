// The wasm engine's side of the parity test (run.py): replays a locale's
// steps, the REPL's scripted commands, through Keypad.wasm and answers with
// the state after each step, in the shape run.py reads from the REPL's
// JSON answers.
//
//   window.parity.run(locale, formText, steps)
//     → { error } when the form does not open, else
//       [{ active, display, selection, value, error, fields: { name: display },
//          failures: { name: failure }, failureCodes: { name: code }, submitted }]
//
// A step is [command, ...arguments]: ["focus", name], ["press", key] (a pad
// key, or next, previous, dismiss, delete), ["type", character],
// ["paste", text], ["select", start, end], ["edit", start, end, text],
// ["undo"], ["redo"].
import { Input, KeypadEngine } from "../../keypad.js";
import { languages } from "../../icu/generated/messages/en.js";

const MOVES = { next: Input.next, previous: Input.previous, dismiss: Input.dismiss,
  delete: Input.deleteForward, increment: Input.increment, decrement: Input.decrement,
  revert: Input.revert, done: Input.done };

function apply(form, [command, ...args]) {
  switch (command) {
    case "focus": return form.apply(Input.focus, { text: args[0] });
    case "press":
      return args[0] in MOVES ? form.apply(MOVES[args[0]]) : form.apply(Input.key, { text: args[0] });
    case "type": return form.apply(Input.characters, { text: args[0] });
    case "paste": return form.apply(Input.paste, { text: args[0] });
    case "select": return form.apply(Input.select, { start: args[0], end: args[1] });
    case "edit": return form.apply(Input.replace, { start: args[0], end: args[1], text: args[2] ?? "" });
    case "undo": return form.apply(Input.undo);
    case "redo": return form.apply(Input.redo);
    default: throw new Error(`parity.js: no command ${command}`);
  }
}

function summary(state) {
  if (!state.ok) return { failed: state.error };
  const active = state.fields.find((f) => f.name === state.active) ?? null;
  return {
    active: state.active,
    display: active ? active.display : null,
    selection: active ? active.selection : null,
    value: active ? active.value : null,
    error: state.refusal ? state.refusal.code : null,
    fields: Object.fromEntries(state.fields.map((f) => [f.name, f.display])),
    failures: Object.fromEntries(state.fields.map((f) => [f.name, f.failure])),
    failureCodes: Object.fromEntries(state.fields.map((f) => [f.name, f.failureCode])),
    submitted: state.submitted ?? null,
  };
}

// Every language's messages: the locales replayed are worded in all of them.
const engine = await KeypadEngine.load(new URL("../../build/Keypad.wasm", import.meta.url),
  { locales: languages });
window.parity = {
  run(locale, formText, steps) {
    const opened = engine.open({ locale, formText, formName: "parity.json" });
    if (!opened.ok) return { error: opened.error };
    const form = opened.session;
    try {
      return steps.map((step) => summary(apply(form, step)));
    } finally {
      form.close();
    }
  },
};
document.title = "ready";
