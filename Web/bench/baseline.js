// The keystroke benchmark's baseline (baseline.html): one <input> with no
// Keypad, whose beforeinput handler has <keypad-field>'s shape: the edit is
// prevented and done by the script, which sets the input's value and then
// its selection, each only when it differs (as the element draws an answer
// in the input of its shadow root).
// The edit is the plain one of a text box (the typed text at the
// selection, Backspace and Delete), so the same keys give about the same
// text as Keypad's amount field without its grouping and currency sign.
// document.body.dataset.ready is "1" once the handler is installed, when
// the performance mark "baseline-ready" is set too (run.py's bare page).
const input = document.getElementById("field-0");

input.addEventListener("beforeinput", (event) => {
  event.preventDefault();
  const text = input.value;
  let start = input.selectionStart ?? text.length;
  let end = input.selectionEnd ?? start;
  let data = event.data;
  if (data == null && event.dataTransfer) data = event.dataTransfer.getData("text/plain");
  switch (event.inputType) {
    case "insertText":
    case "insertFromPaste":
    case "insertReplacementText":
      break;
    case "deleteContentBackward":
      if (start === end) start = Math.max(0, start - 1);
      data = "";
      break;
    case "deleteContentForward":
      if (start === end) end = Math.min(text.length, end + 1);
      data = "";
      break;
    default:
      return;
  }
  data ??= "";
  const value = text.slice(0, start) + data + text.slice(end);
  const caret = start + data.length;
  if (input.value !== value) input.value = value;
  if (input.selectionStart !== caret || input.selectionEnd !== caret) {
    input.setSelectionRange(caret, caret);
  }
});

document.body.dataset.ready = "1";
performance.mark("baseline-ready");
