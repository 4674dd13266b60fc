#!/usr/bin/env python3
"""The Keypad demo page (Web/index.html: <keypad-field> elements above a
<keypad-pad>) in headless Chromium, driven by Selenium with real key events
(ActionChains) and real clicks, and by Chromium's DevTools protocol where
only it can: an input method's composition, a drag and drop, a mouse click
at a point, the viewport of a phone, the accessibility tree.

Usage: run.py BASE_URL   (such as http://127.0.0.1:8766/; run.sh serves Web/)

Web/tests/elements checks the elements' generic behaviour in three engines;
this suite checks the demo page as a whole in Chromium. Where the text is
the engine's to choose, it is read from the element (`value`, `display`,
`validity`, the `keypad-refuse` and `keypad-error` events, the form's live
region `[data-keypad-live]`) rather than written here. Checks:
  - en_US demo: the fields are the demo form's, in order, each labelled,
    asking for no system keyboard, described by its message; typing 1234.5
    shows 1,234.5 with the currency and the caret at its end; a second "."
    is refused (keypad-refuse duplicate-decimal) and the live region and
    the pad's bar say so; Ctrl+A then 7 gives 7; Backspace deletes it; a
    paste (a synthetic insertFromPaste beforeinput: headless has no
    clipboard) gives 42; Ctrl+Z undoes it and Ctrl+Shift+Z redoes it,
    saying the value as the field shows it (Intl has no spellout); Tab
    moves focus to the second field and Shift+Tab back; the pad's buttons
    type digits and keep the focus; the return key reads Done on the last
    field and submits, and the form's data shows as JSON, the values the
    elements and keypad-submit hold; the accessibility tree has a textbox
    named by the first field's label and the pad's group.
  - Keyboard avoidance: at a phone's size (390x844) each field Tab reaches
    and its label stay above the pad's panel, and the page keeps the
    panel's height free below it; in landscape at 480x320, 568x320 and
    640x250 the same for each field Tab and the pad's ∧ reach.
  - A screenshot at a phone's size (390x844) in screenshot.png.
  - ∧ and ∨ in the pad's bar are disabled on the first and the last field
    of the chain, in the DOM and in the accessibility tree, and move along
    the chain between (the disabled shipping field skipped).
  - Done with the required fields empty: each failure drawn under its
    field (the message part, aria-invalid, valueMissing), nothing
    submitted, the first failing field focused; typing in it clears its
    failure and leaves the other's drawn. A form file's field with bounds
    "clamp" left with 150 shows its max (100) once Tab moves on.
  - de_DE: the pad's separator key reads ",", and typing 2,5 gives 2,5; a
    second separator from the pad is refused.
  - No ?locale=: the fields take the browser's language (navigator.language);
    arrow keys move the caret and a digit goes in there; a click outside
    ends editing (the pad hides).
  - A click into a filled field, from outside it and inside it, draws the
    caret where the engine's next key goes: a digit typed then goes in at
    the drawn caret.
  - ?locale=xx_INVALID: each field shows the error unknown-locale (its
    message part ends with "[unknown-locale]", keypad-error fires) and
    takes no keys; an unknown locale of 5,000 letters and a NUL: a message
    of under 200 characters with no NUL.
  - A form file in a data: URL opens with its title and fields, a quote and
    a backslash in them as they are; control characters come back as they
    went in, in the message of a key name the engine does not know (the
    low-level engine, keypad.js). A phone field: the page's error
    form-phone-unavailable in #error (role=alert), no form and no pad.
  - A secure code is a password input: two digits typed, the live region
    says something without them, and nothing in the accessibility tree
    holds a digit.
  - fa_IR (Persian calendar) and th_TH (Buddhist era): the delivery date
    typed in the locale's calendar, on the pad and on the keyboard, and
    Done's JSON has its ISO 8601 day; he_IL@calendar=hebrew: the date
    field's error form-invalid-value naming the calendar (keypad-error, as
    a form file's date field is refused natively; the other fields work).
  - A paste or a drop (a real one: Input.dispatchDragEvent) at a caret goes
    in there and the digits around it stay; a refused paste leaves the
    value; over a selection, it replaces it.
  - Ctrl+Backspace and Ctrl+Delete delete a word (a number, a date's
    part) as one edit, which Ctrl+Z brings back.
  - An input method's composition (ja_JP, full-width digits, through
    Input.imeSetComposition and Input.insertText): its text shows in the
    input while the element keeps its value; committed, one edit at the
    selection it began on; cancelled, nothing; kana refused; a key of the
    pad pressed during it takes its text first.
  - The module's memory settles over many opens and closes, and hostile
    inputs (a huge paste, a million combining marks, deep or huge form
    files, a huge locale) are refused with their codes while the module
    goes on answering: the low-level engine (keypad.js) loaded beside the
    page's, its own sessions opened and closed.
  - After every test, and after each step of the longer ones: every
    field's inner input shows the element's `display` (but during a
    composition), its disabled flag is the element's, aria-invalid is set
    exactly when a message shows, the return key hint is done on the last
    available field of the form and next on the others; while a field has
    the focus, the pad's return key reads Done or Next as that hint, and
    ∧ and ∨ are disabled at the chain's ends.
  - No console error but those a test expects (a field's keypad-error).
Exits 1 on a failed check or an unexpected JavaScript error in the console."""
import json
import os
import sys
import time
import unittest
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import chromium  # noqa: E402  (Web/tests/chromium.py)
import engines  # noqa: E402  (Web/tests/engines.py: the paste both suites send)

BASE = "http://127.0.0.1:8766/"
HERE = os.path.dirname(os.path.abspath(__file__))
driver = None

# The demo form's fields (Web/index.html), in order; shipping is disabled.
DEMO = ["amount", "quantity", "discount", "shipping", "temperature", "tip", "card", "expiry",
        "securityCode", "delivery", "deliveryTime", "workout"]
CHAIN = [name for name in DEMO if name != "shipping"]

# Installed before any script of each page: the events the elements fire,
# as a page listening on the document hears them.
HEAR = """
window.heard = [];
for (const type of ['keypad-refuse', 'keypad-error', 'keypad-submit', 'input', 'change']) {
  document.addEventListener(type, (event) => window.heard.push(
    {type, id: event.target.id, detail: event.detail ?? null}), true);
}"""


def start_driver():
    started = chromium.start("--window-size=390,844", "--lang=en-US", "--accept-lang=en-US")
    started.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HEAR})
    started.set_script_timeout(180)
    return started


def viewport(width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})


def load(query=""):
    driver.get(BASE + "index.html" + query)
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    frames()


def js(body, *args):
    return driver.execute_script(body, *args)


def frames():
    """Waits for two frames: what the elements do after a focus or a
    resize (the pad's layout, a field revealed) has happened by then."""
    driver.execute_async_script(
        "requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))")


def host(element_id):
    return driver.find_element(By.ID, element_id)


def inner(element_id):
    """The field's inner <input>, in its shadow root."""
    return host(element_id).shadow_root.find_element(By.CSS_SELECTOR, "input")


def prop(element_id, name):
    return js("return document.getElementById(arguments[0])[arguments[1]]", element_id, name)


def inner_prop(element_id, name):
    return js("return document.getElementById(arguments[0]).shadowRoot.querySelector('input')"
              "[arguments[1]]", element_id, name)


def message(element_id):
    """The text of the field's message part (a failure, an error)."""
    return js("return document.getElementById(arguments[0]).shadowRoot"
              ".querySelector('[part=message]').textContent", element_id)


def selection(element_id):
    """The selection drawn: the inner input's."""
    return js("const i = document.getElementById(arguments[0]).shadowRoot.querySelector('input');"
              "return [i.selectionStart, i.selectionEnd]", element_id)


def engine_selection(element_id):
    """The selection the engine holds, where the next key goes: the element's."""
    return js("const f = document.getElementById(arguments[0]); return [f.selectionStart, f.selectionEnd]",
              element_id)


def field_ids():
    return js("return [...document.querySelectorAll('#form keypad-field')].map((f) => f.id)")


def pad_button(key):
    return driver.find_element(By.CSS_SELECTOR, "keypad-pad").shadow_root.find_element(
        By.CSS_SELECTOR, f'[data-key="{key}"]')


def pad_shown():
    return js("return !document.querySelector('keypad-pad').shadowRoot.querySelector('#panel').hidden")


def active_id():
    return js("return document.activeElement && document.activeElement.id")


def live_text():
    """What the form's live region says now (the element adds a no-break
    space to say the same words again)."""
    return js("const l = document.querySelector('#form [data-keypad-live]');"
              "return l ? l.textContent : null;").replace("\u00a0", "").strip()


def status_text():
    """The pad's visible status: the form's last words, in its bar."""
    return js("const s = document.querySelector('keypad-pad').shadowRoot.querySelector('#status');"
              "return s ? s.textContent : null;").replace("\u00a0", "").strip()


def heard(kind=None, element_id=None):
    return [event for event in js("return window.heard")
            if (kind is None or event["type"] == kind)
            and (element_id is None or event["id"] == element_id)]


def clear_heard():
    js("window.heard.length = 0")


def keys(*typed):
    """Real keys to the focused element (the inner input). Selenium's
    send_keys to a shadow root's input would first blur it and focus it
    again, which commits the field."""
    ActionChains(driver).send_keys(*typed).perform()


def chord(modifier, key, shift=False):
    actions = ActionChains(driver).key_down(modifier)
    if shift:
        actions = actions.key_down(Keys.SHIFT)
    actions = actions.send_keys(key)
    if shift:
        actions = actions.key_up(Keys.SHIFT)
    actions.key_up(modifier).perform()


def shift_tab():
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()


def focus(element_id):
    """A real click into the field (scrolled to the top of the page first)."""
    js("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", element_id)
    inner(element_id).click()
    WebDriverWait(driver, 5).until(lambda d: active_id() == element_id)
    frames()


def paste(element_id, text):
    """A synthetic insertFromPaste beforeinput (headless has no clipboard);
    whether the field prevented it."""
    return js(engines.PASTE, element_id, text)


def click_at(x, y):
    """A real mouse click at a point of the viewport (CSS pixels)."""
    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
            "clickCount": 1 if kind != "mouseMoved" else 0})


def data_url(form):
    return urllib.parse.quote("data:application/json," + urllib.parse.quote(json.dumps(form)), safe="")


def ax_nodes():
    return driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]


def digits(text):
    return "".join(c for c in text if c.isdigit())


# The return key's titles by language, from the message catalogs (the
# engine's words: `Weiter` in de_DE), English for a language without one.
CATALOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                        "Sources", "Keypad", "Messages", "Catalogs")
TITLES = {}
for name in os.listdir(CATALOGS):
    if name.endswith(".json"):
        with open(os.path.join(CATALOGS, name), encoding="utf-8") as catalog:
            messages = json.load(catalog)["messages"]
        TITLES[name[:-5]] = {"next": messages["pad.next"], "done": messages["pad.done"]}


def title(key, locale="en"):
    """The return key's title (`next` or `done`) in a locale's language."""
    return TITLES.get(locale.split("_")[0].split("-")[0], TITLES["en"])[key]


# What the page draws, checked against the elements: [what, seen, wanted]
# for each difference.
DRAWN = """
    const titles = __TITLES__;
    const wrong = [];
    const pad = document.querySelector('keypad-pad');
    for (const form of document.querySelectorAll('form')) {
      const fields = [...form.querySelectorAll('keypad-field')];
      const working = fields.filter((f) => !f.matches(':state(error)'));
      const available = working.filter((f) => !f.matches(':disabled') && !f.hidden);
      const last = available[available.length - 1] ?? null;
      for (const field of fields) {
        const input = field.shadowRoot.querySelector('input');
        const message = field.shadowRoot.querySelector('[part=message]').textContent;
        const composing = input.value !== field.display && document.activeElement === field
          && window.keypadComposing;
        if (input.value !== field.display && !composing) {
          wrong.push([`${field.id} display`, input.value, field.display]);
        }
        if (document.activeElement === field && !window.keypadComposing) {
          const drawn = [input.selectionStart, input.selectionEnd];
          const held = [field.selectionStart, field.selectionEnd];
          if (drawn.join() !== held.join()) wrong.push([`${field.id} selection`, drawn, held]);
        }
        const disabled = field.matches(':disabled');
        if (input.disabled !== disabled) wrong.push([`${field.id} disabled`, input.disabled, disabled]);
        const invalid = input.getAttribute('aria-invalid') === 'true';
        if (invalid !== (message !== '')) wrong.push([`${field.id} aria-invalid`, invalid, message]);
        if (working.includes(field)) {
          const hint = field === last ? 'done' : 'next';
          if (input.getAttribute('enterkeyhint') !== hint) {
            wrong.push([`${field.id} enterkeyhint`, input.getAttribute('enterkeyhint'), hint]);
          }
        }
      }
      const focused = document.activeElement;
      const panel = pad && pad.shadowRoot.querySelector('#panel');
      if (panel && !panel.hidden && available.includes(focused)) {
        const key = (name) => panel.querySelector(`[data-key="${name}"]`);
        const index = available.indexOf(focused);
        const bar = {
          'return key': [key('return').textContent, (titles[focused.resolvedLocale.split(/[-_@]/)[0]]
            ?? titles.en)[focused === last ? 'done' : 'next']],
          'previous disabled': [key('previous').disabled, index === 0],
          'next disabled': [key('next').disabled, index === available.length - 1],
        };
        for (const [what, [seen, wanted]] of Object.entries(bar)) {
          if (seen !== wanted) wrong.push([what, seen, wanted]);
        }
      }
    }
    return wrong;"""


class Drawn(unittest.TestCase):
    """A test case that checks, after each test, that the page draws what
    the elements hold (DRAWN), and that the console has no error but those
    the test expects (`self.expected_errors`: keypad-error codes), since the
    last test."""

    def setUp(self):
        self.expected_errors = ()

    def assertDrawn(self):
        wrong = driver.execute_script(DRAWN.replace("__TITLES__", json.dumps(TITLES)))
        self.assertEqual(wrong or [], [], "the page does not draw what its elements hold")

    def tearDown(self):
        self.assertDrawn()
        unexpected = [entry["message"] for entry in driver.get_log("browser")
                      if entry["level"] == "SEVERE" and "favicon" not in entry["message"]
                      and not any(f"keypad-field: {code}:" in entry["message"]
                                  for code in self.expected_errors)]
        self.assertEqual(unexpected, [], "errors in the console")


class DemoForm(Drawn):
    """One en_US page, edited step by step (the steps run in order)."""

    @classmethod
    def setUpClass(cls):
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        load("?locale=en_US")

    def test_00_loaded(self):
        self.assertEqual(field_ids(), DEMO)
        self.assertEqual(driver.find_element(By.ID, "title").text, "Checkout demo")
        self.assertEqual(driver.title, "Checkout demo")
        for name in DEMO:
            self.assertEqual(prop(name, "resolvedLocale"), "en_US")
            self.assertEqual(prop(name, "name"), name)
            element = inner(name)
            self.assertEqual(element.get_attribute("inputmode"), "none")
            label = js("return document.querySelector(`label[for='${arguments[0]}']`).textContent.trim()",
                       name)
            self.assertTrue(label)
            self.assertEqual(element.get_attribute("aria-label"), label)  # the label names the input
            self.assertEqual(element.get_attribute("aria-describedby"), "message")
        self.assertEqual(js("return document.querySelector('label[for=amount]').textContent"),
                         "Amount (USD)")
        self.assertTrue(prop("shipping", "disabled"))
        self.assertEqual(prop("shipping", "value"), "4.90")
        panel = driver.find_element(By.CSS_SELECTOR, "keypad-pad").shadow_root.find_element(
            By.CSS_SELECTOR, "#panel")
        self.assertEqual((panel.get_attribute("role"), panel.get_attribute("aria-label")),
                         ("group", "Number pad"))
        self.assertFalse(pad_shown())  # no field has the focus

    def test_01_type_number(self):
        focus("amount")
        self.assertTrue(pad_shown())
        keys("1234.5")
        self.assertEqual(prop("amount", "value"), "1234.5")
        display = prop("amount", "display")
        self.assertIn("1,234.5", display)
        self.assertEqual(inner_prop("amount", "value"), display)
        self.assertEqual(selection("amount"), [len(display), len(display)])
        self.assertEqual(engine_selection("amount"), [len(display), len(display)])
        self.assertEqual(active_id(), "amount")
        live = driver.find_element(By.CSS_SELECTOR, "#form [data-keypad-live]")
        self.assertEqual((live.get_attribute("role"), live.get_attribute("aria-live")),
                         ("status", "polite"))

    def test_02_second_separator_refused(self):
        before = prop("amount", "display")
        clear_heard()
        keys(".")
        self.assertEqual(inner_prop("amount", "value"), before)
        self.assertEqual(prop("amount", "value"), "1234.5")
        refusals = heard("keypad-refuse", "amount")
        self.assertEqual([r["detail"]["code"] for r in refusals], ["duplicate-decimal"])
        self.assertEqual(heard("input"), [])
        self.assertIn("refused", live_text())
        self.assertEqual(status_text(), live_text())

    def test_03_select_all_and_type(self):
        chord(Keys.CONTROL, "a")
        # Every digit selected, the ends on the engine's caret stops (not
        # before the currency symbol), drawn as the engine holds them.
        drawn = selection("amount")
        self.assertEqual(drawn, [prop("amount", "selectionStart"), prop("amount", "selectionEnd")])
        text = inner_prop("amount", "value")
        self.assertFalse(any(c.isdigit() for c in text[:drawn[0]] + text[drawn[1]:]), (text, drawn))
        keys("7")
        self.assertEqual(prop("amount", "value"), "7")
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))
        self.assertEqual(prop("amount", "display").replace("$", ""), "7")

    def test_04_backspace(self):
        keys(Keys.BACKSPACE)
        self.assertEqual(prop("amount", "value"), "")
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))
        self.assertIn("7", live_text())  # "7 deleted"
        self.assertEqual(status_text(), live_text())

    def test_05_paste_and_undo(self):
        before = inner_prop("amount", "value")
        self.assertTrue(paste("amount", "42"))
        self.assertEqual(prop("amount", "value"), "42")
        pasted = prop("amount", "display")
        self.assertEqual(inner_prop("amount", "value"), pasted)
        chord(Keys.CONTROL, "z")
        self.assertEqual(inner_prop("amount", "value"), before)
        self.assertEqual(prop("amount", "value"), "")
        self.assertTrue(live_text().startswith("undone"), live_text())
        chord(Keys.CONTROL, "z", shift=True)
        self.assertEqual(inner_prop("amount", "value"), pasted)
        self.assertEqual(prop("amount", "value"), "42")
        # Intl has no spellout: the value restored is said as the field shows it.
        self.assertEqual(live_text(), "redone, " + pasted.replace("-", "\u2212"))
        self.assertEqual(status_text(), live_text())

    def test_06_tab_and_shift_tab(self):
        keys(Keys.TAB)
        self.assertEqual(active_id(), "quantity")
        self.assertDrawn()
        shift_tab()
        self.assertEqual(active_id(), "amount")

    def test_07_pad_types_digits(self):
        keys(Keys.TAB)
        self.assertEqual(active_id(), "quantity")
        frames()
        pad_button("1").click()
        pad_button("2").click()
        self.assertEqual(active_id(), "quantity")  # the pad keeps the focus
        self.assertEqual(prop("quantity", "value"), "12")
        self.assertEqual(inner_prop("quantity", "value"), prop("quantity", "display"))
        self.assertEqual(pad_button("return").text, "Next")
        pad_button("backspace").click()
        self.assertEqual(prop("quantity", "value"), "1")
        pad_button("2").click()
        self.assertEqual(prop("quantity", "value"), "12")

    def test_08_keyboard_avoidance(self):
        viewport(390, 844)
        try:
            frames()
            # Tab to the last field: each one is kept above the pad.
            for _ in range(len(DEMO)):
                if active_id() == CHAIN[-1]:
                    break
                keys(Keys.TAB)
                Avoidance.check_above_pad(self, 844)
            self.assertEqual(active_id(), CHAIN[-1])
            box = js("""
                const pad = document.querySelector('keypad-pad');
                return {panelTop: pad.shadowRoot.querySelector('#panel').getBoundingClientRect().top,
                        reserved: pad.getBoundingClientRect().height,
                        bottom: document.documentElement.scrollHeight
                          - pad.getBoundingClientRect().height};""")
            # The page keeps the pad's height free below its content.
            self.assertGreaterEqual(box["reserved"], 844 - box["panelTop"] - 0.5)
            self.assertDrawn()
            driver.save_screenshot(os.path.join(HERE, "screenshot.png"))
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            frames()

    def test_09_done_submits(self):
        self.assertEqual(active_id(), CHAIN[-1])
        button = pad_button("return")
        self.assertEqual(button.text, "Done")
        clear_heard()
        button.click()
        pre = WebDriverWait(driver, 5).until(
            lambda d: d.find_element(By.ID, "submitted") if d.find_element(By.ID, "submitted").text
            else None)
        self.assertTrue(pre.is_displayed())
        shown = json.loads(pre.text)
        self.assertEqual(shown, {"amount": "42", "quantity": "12"})
        values = {name: prop(name, "value") for name in CHAIN}
        self.assertEqual(shown, {name: value for name, value in values.items() if value})
        submits = heard("keypad-submit")
        self.assertEqual(len(submits), 1)
        self.assertEqual(submits[0]["id"], CHAIN[-1])
        self.assertEqual(submits[0]["detail"]["values"], values)
        self.assertTrue(live_text())
        self.assertEqual(status_text(), live_text())

    def test_10_accessibility_tree(self):
        label = js("return document.querySelector('label[for=amount]').textContent.trim()")
        boxes = [(n.get("role", {}).get("value"), n.get("name", {}).get("value"))
                 for n in ax_nodes() if not n.get("ignored")]
        self.assertIn(("textbox", label), boxes)
        self.assertIn(("group", "Number pad"), boxes)


class Avoidance(Drawn):
    """In landscape on a phone the pad takes most of the height: the
    focused field and its label stay above the pad's panel all the same."""

    @staticmethod
    def check_above_pad(test, height):
        """The focused field and its labels between the viewport's top and
        the pad's panel, once the element has revealed them."""
        frames()
        time.sleep(0.1)
        frames()
        box = js("""
            const field = document.activeElement;
            const boxes = [field, ...field.labels].map((e) => e.getBoundingClientRect());
            const panel = document.querySelector('keypad-pad').shadowRoot.querySelector('#panel');
            return {id: field.id, top: Math.min(...boxes.map((b) => b.top)),
                    bottom: Math.max(...boxes.map((b) => b.bottom)),
                    panelTop: panel.hidden ? null : panel.getBoundingClientRect().top,
                    viewport: visualViewport.height};""")
        test.assertIsNotNone(box["panelTop"], f"{box['id']}: the pad is hidden")
        test.assertLessEqual(box["panelTop"], height)
        test.assertGreaterEqual(box["top"], -0.5, f"{box['id']} or its label above the viewport: {box}")
        test.assertLessEqual(box["bottom"], box["panelTop"] + 0.5, f"{box['id']} under the pad: {box}")

    def walk(self, width, height):
        viewport(width, height)
        try:
            load("?locale=en_US")
            inner("amount").click()
            WebDriverWait(driver, 5).until(lambda d: active_id() == "amount")
            self.check_above_pad(self, height)
            for name in CHAIN[1:]:
                keys(Keys.TAB)
                self.assertEqual(active_id(), name)
                self.check_above_pad(self, height)
            for name in reversed(CHAIN[:-1]):
                pad_button("previous").click()
                self.assertEqual(active_id(), name)
                self.check_above_pad(self, height)
            self.assertDrawn()
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def test_480x320(self):
        self.walk(480, 320)

    def test_568x320(self):
        self.walk(568, 320)

    def test_640x250(self):
        self.walk(640, 250)


class PreviousNext(Drawn):
    """The bar's ∧ and ∨ are disabled where Previous or Next leads nowhere."""

    def bar(self):
        return [pad_button(name).is_enabled() for name in ("previous", "next")]

    def test_greyed_at_the_ends(self):
        load("?locale=en_US")
        focus(CHAIN[0])
        self.assertEqual(self.bar(), [False, True])
        # ∨ walks the chain (the disabled shipping field is skipped) to its end.
        for index in range(1, len(CHAIN)):
            pad_button("next").click()
            self.assertEqual(active_id(), CHAIN[index])
            self.assertEqual(self.bar(), [True, index + 1 < len(CHAIN)])
            self.assertDrawn()
        self.assertEqual(pad_button("return").text, "Done")
        # ∧ from the last field, then Shift-Tab to the first: ∧ greyed again.
        pad_button("previous").click()
        self.assertEqual(active_id(), CHAIN[-2])
        self.assertEqual(self.bar(), [True, True])
        self.assertEqual(pad_button("return").text, "Next")
        for _ in range(len(CHAIN) - 2):
            shift_tab()
        self.assertEqual(active_id(), CHAIN[0])
        self.assertEqual(self.bar(), [False, True])
        buttons = {n.get("name", {}).get("value"): {p["name"]: p["value"]["value"]
                                                   for p in n.get("properties", [])}
                   for n in ax_nodes() if n.get("role", {}).get("value") == "button"}
        self.assertTrue(buttons["Previous field"].get("disabled"), buttons["Previous field"])
        self.assertFalse(buttons["Next field"].get("disabled", False))


class Failures(Drawn):
    """Done's failures, drawn on other fields than the active one, and a
    value clamped on leaving."""

    def test_done_failures(self):
        load("?locale=en_US")
        focus("workout")
        clear_heard()
        pad_button("return").click()  # Done, with amount and quantity empty
        self.assertEqual(heard("keypad-submit"), [])
        self.assertFalse(driver.find_element(By.ID, "result").is_displayed())
        self.assertEqual(active_id(), "amount")
        failing = [name for name in DEMO if message(name)]
        self.assertEqual(failing, ["amount", "quantity"])
        for name in failing:
            self.assertTrue(js("return document.getElementById(arguments[0]).validity.valueMissing", name))
            self.assertEqual(inner(name).get_attribute("aria-invalid"), "true")
            self.assertEqual(message(name), prop(name, "validationMessage"))
        quantity = message("quantity")
        self.assertDrawn()
        keys("5")
        self.assertEqual(prop("amount", "value"), "5")
        self.assertEqual(message("amount"), "")
        self.assertIsNone(inner("amount").get_attribute("aria-invalid"))
        self.assertTrue(js("return document.getElementById('amount').validity.valid"))
        self.assertEqual(message("quantity"), quantity)
        self.assertTrue(js("return document.getElementById('quantity').validity.valueMissing"))
        self.assertDrawn()
        keys(Keys.TAB)
        self.assertEqual(active_id(), "quantity")

    def test_failures_in_the_page_language(self):
        # The checkout of issue 52 in de_DE: the failures in German, naming
        # the bound as the field shows it; the live region in German too.
        form = {"title": "Kasse", "fields": [
            {"name": "amount", "label": "Betrag", "currency": "EUR", "style": "currency", "min": "1",
             "required": True},
            {"name": "delivery", "label": "Liefertermin", "kind": "date", "min": "2026-12-01"}]}
        load("?locale=de_DE&form=" + data_url(form))
        focus("field-0")
        keys("0,5", Keys.TAB, "01112026", Keys.ENTER)
        self.assertEqual(message("field-0"), "Betrag muss mindestens 1,00\u00a0€ sein")
        self.assertEqual(prop("field-0", "validationMessage"), message("field-0"))
        self.assertEqual(message("field-1"), "Liefertermin frühestens am 01.12.2026")
        self.assertTrue(live_text().startswith("nicht gesendet, 2 Felder zu korrigieren"), live_text())
        self.assertEqual(js("return document.querySelector('#form [data-keypad-live]').lang"), "de")
        # A language without a catalog: English, and the region says so.
        load("?locale=sv_SE&form=" + data_url(form))
        focus("field-0")
        keys("0,5", Keys.ENTER, Keys.ENTER)
        self.assertEqual(message("field-0"), "Betrag must be at least 1,00\u00a0€")
        self.assertEqual(js("return document.querySelector('#form [data-keypad-live]').lang"), "en")

    def test_clamped_on_leaving(self):
        form = {"title": "Clamp", "fields": [
            {"name": "percent", "label": "Percent", "max": "100", "bounds": "clamp"},
            {"name": "note", "label": "Note"}]}
        load("?locale=en_US&form=" + data_url(form))
        focus("field-0")
        keys("150")
        self.assertEqual(inner_prop("field-0", "value"), "150")
        keys(Keys.TAB)
        self.assertEqual(active_id(), "field-1")
        self.assertEqual(prop("field-0", "value"), "100")
        self.assertEqual(digits(inner_prop("field-0", "value")).rstrip("0"), "1")  # 100 or 100.00


class Locales(Drawn):
    def test_de_DE_separator(self):
        load("?locale=de_DE")
        self.assertEqual(prop("amount", "resolvedLocale"), "de_DE")
        focus("amount")
        self.assertEqual(pad_button("decimal").text, ",")
        keys("2,5")
        self.assertEqual(prop("amount", "value"), "2.5")
        self.assertIn("2,5", inner_prop("amount", "value"))
        clear_heard()
        pad_button("decimal").click()  # a second separator, from the pad
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["duplicate-decimal"])
        self.assertEqual(prop("amount", "value"), "2.5")

    def test_browser_language_and_caret(self):
        load("")  # no ?locale=: the browser's language (en-US here)
        language = js("return navigator.language")
        self.assertEqual(language, "en-US")
        self.assertEqual([prop(name, "resolvedLocale") for name in DEMO], [language] * len(DEMO))
        focus("amount")
        keys("1234", Keys.LEFT, Keys.LEFT)
        keys("9")  # typed at the caret the arrows moved
        self.assertEqual(prop("amount", "value"), "12934")
        display = prop("amount", "display")
        self.assertEqual(inner_prop("amount", "value"), display)
        caret = selection("amount")
        self.assertEqual(engine_selection("amount"), caret)
        self.assertEqual(caret[0], caret[1])
        self.assertEqual(digits(display[:caret[0]]), "129")
        driver.find_element(By.ID, "title").click()  # a tap outside ends editing
        WebDriverWait(driver, 5).until(lambda d: not pad_shown())
        self.assertNotEqual(active_id(), "amount")
        self.assertIsNone(js("return document.querySelector('keypad-pad').field"))
        self.assertEqual([c["id"] for c in heard("change")], ["amount"])

    # A point in the amount's input, `arguments[0]` of the way across its
    # text (measured in the input's font), in the viewport.
    POINT = """
        const input = document.getElementById('amount').shadowRoot.querySelector('input');
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        context.font = style.font;
        const box = input.getBoundingClientRect();
        const left = box.left + input.clientLeft + parseFloat(style.paddingLeft) - input.scrollLeft;
        return [left + arguments[0] * context.measureText(input.value).width,
                box.top + box.height / 2];"""

    def test_click_draws_the_caret_where_the_next_key_goes(self):
        """A click into a filled field, from outside it and then inside it,
        at points across its text: the caret drawn is where a digit typed
        next goes in (the digits before it in the display are the digits
        before the new one in the value)."""
        load("?locale=en_US")
        focus("amount")
        keys("1234567")
        value = prop("amount", "value")
        carets = []
        for inside in (False, True):
            for fraction in (0.15, 0.35, 0.5, 0.65, 0.85):
                if not inside:
                    driver.find_element(By.ID, "title").click()
                    WebDriverWait(driver, 5).until(lambda d: active_id() != "amount")
                    frames()
                x, y = js(self.POINT, fraction)
                click_at(x, y)
                WebDriverWait(driver, 5).until(lambda d: active_id() == "amount")
                frames()
                shown = inner_prop("amount", "value")
                start, end = selection("amount")
                self.assertEqual(start, end, f"a click selected {shown[start:end]!r}")
                self.assertEqual(shown, prop("amount", "display"))
                self.assertEqual(engine_selection("amount"), [start, end])
                before = digits(shown[:start])
                keys("9")
                self.assertEqual(prop("amount", "value"), value[:len(before)] + "9" + value[len(before):],
                                 f"clicked at {x:.0f} ({'inside' if inside else 'from outside'}): "
                                 f"caret drawn at {start} in {shown!r}")
                after = selection("amount")[0]
                self.assertEqual(digits(prop("amount", "display")[:after]), before + "9")
                chord(Keys.CONTROL, "z")
                self.assertEqual(prop("amount", "value"), value)
                carets.append(start)
        # The clicks reached the middle of the text, not only its end.
        self.assertGreater(len(set(carets)), 2, carets)

    def test_unknown_locale(self):
        self.expected_errors = ("unknown-locale",)
        load("?locale=xx_INVALID")
        for name in DEMO:
            self.assertTrue(message(name).endswith("[unknown-locale]"), message(name))
            self.assertIn("xx_INVALID", message(name))
        errors = heard("keypad-error")
        self.assertEqual({e["id"] for e in errors}, set(DEMO))
        self.assertEqual({e["detail"]["code"] for e in errors}, {"unknown-locale"})
        self.assertIsNone(js("return document.body.dataset.error ?? null"))
        # The field takes no keys.
        inner("amount").click()
        keys("12")
        self.assertEqual(prop("amount", "value"), "")
        self.assertEqual(inner_prop("amount", "value"), "")

    def test_long_unknown_locale(self):
        self.expected_errors = ("unknown-locale",)
        # 5,000 letters and a NUL: the message stays short and has no NUL.
        load("?locale=" + "x" * 5000 + "%00")
        errors = heard("keypad-error", "amount")
        self.assertEqual([e["detail"]["code"] for e in errors], ["unknown-locale"])
        for text in (errors[0]["detail"]["message"], message("amount")):
            self.assertLess(len(text), 200, text)
            self.assertNotIn("\u0000", text)
        self.assertTrue(message("amount").endswith("[unknown-locale]"), message("amount"))

    def test_phone_form_unavailable(self):
        form = {"title": "Call me", "fields": [{"name": "tel", "kind": "phone"}]}
        load("?form=" + data_url(form))
        alert = driver.find_element(By.ID, "error")
        self.assertEqual(alert.get_attribute("role"), "alert")
        self.assertTrue(alert.is_displayed())
        self.assertEqual(driver.find_element(By.ID, "error-code").text, "form-phone-unavailable")
        self.assertTrue(driver.find_element(By.ID, "error-message").text)
        self.assertEqual(js("return document.body.dataset.error"), "form-phone-unavailable")
        self.assertFalse(driver.find_element(By.ID, "form").is_displayed())
        self.assertFalse(pad_shown())

    def test_form_file(self):
        # Texts the page must take as they are (a quote, a backslash).
        title, label = 'Tip "a\\b" π ✓', "Tip ¼ 👍"
        load("?locale=en_US&form=" + data_url({"title": title, "fields": [{"name": "tip", "label": label}]}))
        self.assertIsNone(js("return document.body.dataset.error ?? null"))
        self.assertEqual(driver.find_element(By.ID, "title").get_attribute("textContent"), title)
        self.assertEqual(driver.title, title)
        self.assertEqual(field_ids(), ["field-0"])
        self.assertEqual(prop("field-0", "name"), "tip")
        self.assertEqual(js("return document.querySelector('label[for=\"field-0\"]').textContent"), label)
        self.assertEqual(inner("field-0").get_attribute("aria-label"), label)
        focus("field-0")
        keys("5")
        self.assertEqual(prop("field-0", "value"), "5")
        # Control characters, in the message of a key the engine does not know.
        name = 'x\t\n\r\u0001\u001f"\\\u007f\u2028é'
        answer = Engine.run("""
            const form = engine.open({locale: 'en_US'}).session;
            form.apply(Input.focus, {text: 'amount'});
            const answer = form.apply(Input.key, {text: arguments[0]});
            form.close();
            return answer;""", name)
        self.assertEqual(answer["error"], {
            "code": "web-unknown-input", "message": f'no input 17 with "{name}"'})

    def test_secure_code(self):
        form = {"title": "Sign in", "fields": [
            {"name": "pin", "label": "PIN", "kind": "code", "length": 4, "secure": True}]}
        load("?locale=en_US&form=" + data_url(form))
        self.assertEqual(inner_prop("field-0", "type"), "password")
        focus("field-0")
        keys("7")
        keys("3")
        self.assertEqual(prop("field-0", "value"), "73")
        said = live_text()
        self.assertTrue(said)
        self.assertEqual(status_text(), said)
        for secret in ("7", "3", "seven", "three"):
            self.assertNotIn(secret, said)
            self.assertNotIn(secret, prop("field-0", "display"))
        # Nothing in the accessibility tree but the pad's keys holds a digit.
        nodes = ax_nodes()
        by_id = {node["nodeId"]: node for node in nodes}
        pad_keys = set()
        stack = [n["nodeId"] for n in nodes if n.get("role", {}).get("value") == "button"]
        while stack:
            node_id = stack.pop()
            pad_keys.add(node_id)
            stack.extend(by_id.get(node_id, {}).get("childIds", []))
        boxes = 0
        for node in nodes:
            if node["nodeId"] in pad_keys:
                continue
            boxes += node.get("role", {}).get("value") == "textbox"
            for key in ("name", "value", "description"):
                text = str(node.get(key, {}).get("value", ""))
                self.assertNotIn("7", text, node)
                self.assertNotIn("3", text, node)
        self.assertEqual(boxes, 1)


class Calendars(Drawn):
    """The demo form in locales whose calendar is not the Gregorian one: the
    delivery date is typed in the locale's calendar (keypad-icu.js over
    Intl) and Done's JSON has its ISO 8601 day."""

    def submit_delivery(self, locale, typed, by_pad):
        load(f"?locale={locale}")
        self.assertEqual(prop("delivery", "resolvedLocale"), locale)
        # The required fields first: an amount, then Tab to the quantity.
        focus("amount")
        keys("12", Keys.TAB)
        self.assertEqual(active_id(), "quantity")
        keys("3")
        focus("delivery")
        if by_pad:
            for key in typed:
                pad_button(key).click()
        else:
            keys(typed)
        self.assertEqual(message("delivery"), "")
        display = prop("delivery", "display")
        self.assertEqual(inner_prop("delivery", "value"), display)
        # The workout time, empty, is the last field: Done from there.
        self.assertEqual(pad_button("return").text, "Next")
        focus("workout")
        self.assertEqual(pad_button("return").text, "Done")
        clear_heard()
        pad_button("return").click()
        submits = heard("keypad-submit")
        self.assertEqual(len(submits), 1, heard())
        shown = json.loads(WebDriverWait(driver, 5).until(
            lambda d: d.find_element(By.ID, "submitted").text))
        values = submits[0]["detail"]["values"]
        self.assertEqual(shown, {name: value for name, value in values.items() if value})
        self.assertEqual(shown["delivery"], prop("delivery", "value"))
        return display, shown["delivery"]

    def test_fa_IR_persian(self):
        # 1 Farvardin 1410, Nowruz, typed on the pad (Persian digits shown).
        display, day = self.submit_delivery("fa_IR", "14100101", by_pad=True)
        self.assertEqual(display, "\u06f1\u06f4\u06f1\u06f0/\u06f0\u06f1/\u06f0\u06f1")  # ۱۴۱۰/۰۱/۰۱
        self.assertEqual(day, "2031-03-21")

    def test_th_TH_buddhist(self):
        # 1 February 2580 of the Buddhist era (2037), typed on the keyboard.
        display, day = self.submit_delivery("th_TH", "01022580", by_pad=False)
        self.assertEqual(display, "01/02/2580")
        self.assertEqual(day, "2037-02-01")

    def test_hebrew_refused(self):
        self.expected_errors = ("form-invalid-value",)
        # Intl's Hebrew dates convert, but the engine refuses leap months, as
        # natively: the date field says so, as a form file's date field is
        # refused (form-invalid-value, the locale's own words); the other
        # fields work.
        load("?locale=" + urllib.parse.quote("he_IL@calendar=hebrew"))
        errors = heard("keypad-error")
        self.assertEqual([(e["id"], e["detail"]["code"]) for e in errors],
                         [("delivery", "form-invalid-value")])
        self.assertTrue(message("delivery").endswith("[form-invalid-value]"), message("delivery"))
        self.assertIn("calendar 'hebrew'", message("delivery"))
        self.assertIn("leap months", message("delivery"))
        self.assertTrue(js("return document.getElementById('delivery').matches(':state(error)')"))
        self.assertIsNone(js("return document.body.dataset.error ?? null"))
        focus("amount")
        keys("5")
        self.assertEqual(prop("amount", "value"), "5")


class Times(Drawn):
    """The demo page's delivery time: the pad's day-period key where ± stands
    on a 12-hour clock, `a` and `p` on the keyboard, the ISO value, Done's
    bounds and step, and a 24-hour clock's pad with ± again."""

    def test_en_US_day_period_on_the_pad_and_the_keyboard(self):
        load("?locale=en_US")
        focus("deliveryTime")
        key = pad_button("dayPeriod")
        self.assertEqual(key.text, "AM/PM")
        self.assertEqual(key.get_attribute("aria-label"), "AM or PM")
        self.assertEqual(len(driver.execute_script(
            "return document.querySelector('keypad-pad').shadowRoot"
            ".querySelectorAll('[data-key=\"sign\"]')")), 0)
        keys("730")
        self.assertEqual(prop("deliveryTime", "display"), "7:30")
        self.assertEqual(prop("deliveryTime", "value"), "")
        pad_button("dayPeriod").click()
        self.assertEqual(prop("deliveryTime", "value"), "07:30")
        pad_button("dayPeriod").click()
        self.assertEqual(prop("deliveryTime", "value"), "19:30")
        self.assertEqual(prop("deliveryTime", "display"), "7:30 PM")
        keys("a")
        self.assertEqual(prop("deliveryTime", "value"), "07:30")
        # 07:30 is before the slot's 08:00: Done (from the last field, the
        # workout time) says so on the field.
        focus("amount")
        keys("12", Keys.TAB, "3")
        focus("workout")
        pad_button("return").click()
        self.assertEqual(heard("keypad-submit"), [])
        self.assertTrue(js("return document.getElementById('deliveryTime').validity.rangeUnderflow"))
        keys("p")
        self.assertEqual(prop("deliveryTime", "value"), "19:30")
        # A number's pad has ± again.
        focus("amount")
        self.assertEqual(pad_button("sign").text, "\u00b1")

    def test_a_workout_time_fills_from_the_right(self):
        """The demo's duration: the pad's digits fill from the right as on a
        kitchen timer, the ISO value, and at rest the locale's units."""
        load("?locale=de_DE")
        focus("workout")
        self.assertEqual(pad_button("sign").text, "\u00b1")
        for key in "10530":
            pad_button(key).click()
        self.assertEqual(prop("workout", "display"), "1:05:30")
        self.assertEqual(prop("workout", "value"), "PT1H5M30S")
        focus("delivery")
        self.assertEqual(prop("workout", "display"), "1 Std., 5 Min. und 30 Sek.")

    def test_de_DE_a_separator_completes_the_hour(self):
        load("?locale=de_DE")
        focus("deliveryTime")
        self.assertEqual(pad_button("sign").text, "\u00b1")
        keys("7:45")
        self.assertEqual(prop("deliveryTime", "display"), "07:45")
        self.assertEqual(prop("deliveryTime", "value"), "07:45")
        focus("delivery")
        keys("1.2.2030")
        self.assertEqual(prop("delivery", "display"), "01.02.2030")


class PasteAndDrop(Drawn):
    """A paste or a drop at a caret goes in there, read by the paste rules,
    and the digits around it stay, as GTK's entry and the REPL's clipboard
    paste do; over a selection it replaces the selection."""

    def test_paste_at_the_caret(self):
        load("?locale=en_US")
        focus("amount")
        keys("1234", Keys.LEFT, Keys.LEFT, Keys.LEFT)
        paste("amount", "9")
        self.assertEqual(prop("amount", "value"), "19234")
        display = prop("amount", "display")
        self.assertEqual(inner_prop("amount", "value"), display)
        self.assertEqual(selection("amount"), engine_selection("amount"))
        self.assertEqual(digits(display[:selection("amount")[0]]), "19")
        paste("amount", "5,000")  # a number of the locale's own format, read as one
        self.assertEqual(prop("amount", "value"), "195000234")
        chord(Keys.CONTROL, "z")
        self.assertEqual(prop("amount", "value"), "19234")
        clear_heard()
        paste("amount", "12abc")  # refused: the value stays
        self.assertEqual([r["detail"]["code"] for r in heard("keypad-refuse")], ["unparseable"])
        self.assertEqual(prop("amount", "value"), "19234")
        chord(Keys.CONTROL, "a")
        paste("amount", "42")
        self.assertEqual(prop("amount", "value"), "42")

    def test_drop_at_a_point(self):
        load("?locale=en_US")
        focus("amount")
        keys("1234")
        box = js("const r = document.getElementById('amount').shadowRoot.querySelector('input')"
                 ".getBoundingClientRect(); return [r.left, r.top, r.height]")
        point = {"x": box[0] + 24, "y": box[1] + box[2] / 2}
        data = {"items": [{"mimeType": "text/plain", "data": "9"}], "dragOperationsMask": 1}
        for kind in ["dragEnter", "dragOver", "drop"]:
            driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, **point, "data": data})
        WebDriverWait(driver, 5).until(lambda d: prop("amount", "value") != "1234")
        value = prop("amount", "value")
        self.assertTrue(any(value == "1234"[:k] + "9" + "1234"[k:] for k in range(5)), value)
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))


class WordsAndLines(Drawn):
    """Ctrl+Backspace and Ctrl+Delete delete a word, as GTK's entry does:
    the element finds it by the display's word boundaries (an input's
    beforeinput has no target range) and the engine deletes it as one edit,
    which one undo brings back."""

    def test_word_deletion(self):
        load("?locale=en_US")
        focus("amount")
        keys("1234.56")
        chord(Keys.CONTROL, Keys.BACKSPACE)  # the number is one word: 1,234.56
        self.assertEqual(prop("amount", "value"), "")
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))
        chord(Keys.CONTROL, "z")
        self.assertEqual(prop("amount", "value"), "1234.56")
        keys(Keys.HOME)
        chord(Keys.CONTROL, Keys.DELETE)
        self.assertEqual(prop("amount", "value"), "")
        self.assertDrawn()

        # A date's parts are words: the year, then the day.
        focus("delivery")
        keys("12312026")
        self.assertEqual(prop("delivery", "display"), "12/31/2026")
        chord(Keys.CONTROL, Keys.BACKSPACE)
        self.assertEqual(prop("delivery", "display").rstrip("/"), "12/31")
        self.assertEqual(inner_prop("delivery", "value"), prop("delivery", "display"))
        chord(Keys.CONTROL, Keys.BACKSPACE)
        self.assertEqual(prop("delivery", "display").rstrip("/"), "12")


class Composition(Drawn):
    """An input method's composition (the CDP's Input.imeSetComposition, and
    Input.insertText to commit it, as a Japanese input method sends
    full-width digits): while it runs its text shows in the input and the
    element's value has not changed; committed, it is one edit at the
    selection the composition began on; cancelled, it leaves the field as
    it was."""

    def compose(self, text):
        js("window.keypadComposing = arguments[0] !== ''", text)
        driver.execute_cdp_cmd("Input.imeSetComposition", {
            "text": text, "selectionStart": len(text), "selectionEnd": len(text)})

    def commit(self, text):
        driver.execute_cdp_cmd("Input.insertText", {"text": text})
        js("window.keypadComposing = false")

    def state(self):
        return [prop("amount", "value"), prop("amount", "display")]

    def test_composed_digits(self):
        load("?locale=ja_JP")
        focus("amount")
        keys("12")
        before = self.state()
        self.assertEqual(before[0], "12")
        display, caret = before[1], selection("amount")[0]
        for composed in ["３", "３４"]:
            self.compose(composed)
            self.assertEqual(inner_prop("amount", "value"),
                             display[:caret] + composed + display[caret:])
            self.assertEqual(self.state(), before)
        clear_heard()
        self.commit("３４")
        self.assertEqual(prop("amount", "value"), "1234")
        display = prop("amount", "display")
        self.assertEqual(inner_prop("amount", "value"), display)
        self.assertEqual(selection("amount"), [len(display), len(display)])
        self.assertEqual(engine_selection("amount"), selection("amount"))
        self.assertEqual(heard("keypad-refuse"), [])
        self.assertDrawn()

        # Cancelled (an empty composition): the field as it was.
        after = self.state()
        self.compose("５")
        self.assertNotEqual(inner_prop("amount", "value"), display)
        self.compose("")
        self.assertEqual(self.state(), after)
        self.assertEqual(inner_prop("amount", "value"), display)
        self.assertDrawn()

        # Committed text the field does not take: refused, the field kept.
        self.compose("あ")
        self.commit("あ")
        self.assertEqual(len(heard("keypad-refuse", "amount")), 1)
        self.assertEqual(prop("amount", "value"), "1234")
        self.assertEqual(inner_prop("amount", "value"), display)
        self.assertTrue(live_text().startswith("入力できません"), live_text())  # refused, in ja
        self.assertDrawn()

        # Over a selection the element had not been told of: replaced.
        chord(Keys.CONTROL, "a")
        self.compose("７")
        self.commit("７")
        self.assertEqual(prop("amount", "value"), "7")
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))
        keys("8")
        self.assertEqual(prop("amount", "value"), "78")

    def test_pad_key_during_a_composition(self):
        """A key of the pad pressed while a composition runs (the pad keeps
        the focus, so nothing ends it): the composition's text goes in
        first, then the key."""
        load("?locale=ja_JP")
        focus("amount")
        keys("12")
        self.compose("３４")
        pad_button("5").click()
        self.assertEqual(prop("amount", "value"), "12345")
        self.assertEqual(inner_prop("amount", "value"), prop("amount", "display"))
        self.commit("６")  # a composition after it goes where the caret is
        self.assertEqual(prop("amount", "value"), "123456")


class Engine:
    """The low-level engine (keypad.js) loaded in the page beside the
    elements' own: `engine` (a KeypadEngine) and `Input` for a script's
    body, which opens its own sessions and closes them."""

    LOAD = """
        const done = arguments[arguments.length - 1];
        const args = [...arguments].slice(0, -1);
        (async () => {
          const {KeypadEngine, Input} = await import(new URL('keypad.js', location.href).href);
          const {languages} = await import(new URL('icu/generated/messages/en.js', location.href).href);
          const engine = await KeypadEngine.load(new URL('build/Keypad.wasm', location.href),
                                                 {locales: languages});
          return (function () { %s }).apply(null, args);
        })().then(done, (error) => done({fatal: String(error && error.stack || error)}));"""

    @staticmethod
    def run(body, *args):
        result = driver.execute_async_script(Engine.LOAD % body, *args)
        if isinstance(result, dict) and "fatal" in result:
            raise AssertionError("the engine's script failed: " + result["fatal"])
        return result


class Memory(Drawn):
    """The module's memory (a WebAssembly memory never shrinks) settles when
    forms are opened and closed again and again: what a form held is freed
    when it is closed, and what a refused one had made when it is refused.
    Embedded Swift's runtime does not free an object whose initializer
    returns before it is whole, and the engine's did (every field of
    default rules, every refused calendar): memory then grew by about 140
    bytes a field, each time a form opened."""

    REPEAT = """
      const fields = [];
      for (let i = 0; i < 1000; i++) {
        fields.push(i % 4 === 3 ? {name: `c${i}`, kind: 'code', length: 4} : {name: `f${i}`});
      }
      const text = JSON.stringify({title: 'Large', fields});
      const round = () => {
        const form = engine.open({locale: 'de_DE', formText: text, formName: 'large.json'});
        const refused = engine.open({locale: 'he_IL@calendar=hebrew'});
        if (form.ok) form.session.close();
        if (refused.ok) refused.session.close();
        return [form.ok && form.state.fields.length, refused.ok || refused.error.code];
      };
      const pages = () => engine.exports.memory.buffer.byteLength / 65536;
      const first = round();
      for (let i = 0; i < 9; i++) round();
      const settled = pages();
      for (let i = 0; i < 100; i++) round();
      return {first, settled, after: pages()};"""

    def test_memory_settles_over_many_opens(self):
        load("?locale=en_US")
        result = Engine.run(self.REPEAT)
        self.assertEqual(result["first"], [1000, "unsupported-calendar"])
        self.assertEqual(result["after"], result["settled"],
                         f"the module's memory grew from {result['settled']} to "
                         f"{result['after']} pages over 100 more opens")


class HostileInput(Drawn):
    """What a person or a file may hand the module, through a module of the
    test's own beside the page's: each is refused with its code, the field
    keeps its value, and the module goes on answering (a trap in the module
    would end it)."""

    HOSTILE = """
      const out = {};
      const form = engine.open({locale: 'en_US'}).session;
      form.apply(Input.focus, {text: 'amount'});
      form.apply(Input.characters, {text: '12'});
      let a = form.apply(Input.paste, {text: '1'.repeat(10_000_000)});
      out.paste = [a.refusal && a.refusal.code, a.fields.find((f) => f.name === 'amount').value];
      a = form.apply(Input.characters, {text: '\u0301'.repeat(1_000_000)});
      out.marks = [a.refusal && a.refusal.code, a.fields.find((f) => f.name === 'amount').value];
      form.close();
      const opened = (formText, locale = 'en_US') => {
        const o = engine.open({locale, formText});
        if (o.ok) o.session.close();
        return o.ok ? 'ok' : o.error.code;
      };
      out.deep = opened('['.repeat(100_000) + ']'.repeat(100_000));
      out.many = opened('{"fields":[' + Array.from({length: 10_001}, (_, i) => `{"name":"f${i}"}`)
        .join(',') + ']}');
      out.longTitle = opened('{"title":"' + 'x'.repeat(5_000_000) + '","fields":[]}');
      const long = engine.open({locale: 'x'.repeat(1_000_000)});
      if (long.ok) long.session.close();
      out.longLocale = long.error?.code ?? 'ok';
      const after = engine.open({locale: 'de_DE'});
      if (after.ok) after.session.close();
      out.after = after.ok;
      return out;"""

    def test_hostile_inputs_are_refused_and_the_module_goes_on(self):
        load("?locale=en_US")
        result = Engine.run(self.HOSTILE)
        self.assertEqual(result, {
            "paste": ["max-integer-digits", "12"],
            "marks": ["invalid-character", "12"],
            "deep": "form-syntax",
            "many": "form-invalid-value",
            "longTitle": "form-invalid-value",
            "longLocale": "unknown-locale",
            "after": True,
        })
        # The page's own fields went on working beside it.
        focus("amount")
        keys("5")
        self.assertEqual(prop("amount", "value"), "5")


def main():
    global BASE, driver
    if len(sys.argv) > 1:
        BASE = sys.argv[1].rstrip("/") + "/"
    started = time.monotonic()
    driver = start_driver()
    try:
        suite = unittest.TestSuite()
        loader = unittest.TestLoader()
        for case in (DemoForm, Avoidance, PreviousNext, Failures, Locales, Calendars, Times,
                     PasteAndDrop,
                     WordsAndLines, Composition, Memory, HostileInput):
            suite.addTests(loader.loadTestsFromTestCase(case))
        result = unittest.TextTestRunner(verbosity=2).run(suite)
    finally:
        driver.quit()
    print(f"browser suite: {result.testsRun} tests, {len(result.failures)} failed, "
          f"{len(result.errors)} errors ({time.monotonic() - started:.0f} s)")
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
